//! No input crashes a solver: a problem's small samples, mutated thousands of ways (tokens
//! deleted, repeated, swapped or replaced by junk, the text cut short, stray characters
//! inserted), must each be answered or rejected with the one-line error: never a panic, never
//! half an answer on stdout.

use harness::InputError;

use crate::contract::{outcome_faults, run_in_process};
use crate::samples::{Sample, is_judge_sample, samples};
use grundy::Rng;

/// Samples larger than this are not mutated, and neither are the ones whose names say they
/// sit at the judge's maximum or past it.
const LARGEST_SAMPLE: usize = 2048;

/// A sample past the judge's limits (`beyond-judge*`) is mutated only when none of its numbers
/// is larger than this: mutating a large past-the-judge value (a 1000-wide sheet swapped into a
/// cut sheet's side) only builds large tables, slowly, and proves nothing the small samples do
/// not; the small ones (a board of one cell, several boards in one input, an empty game) are
/// worth mutating.
const LARGEST_BEYOND_NUMBER: u64 = 256;

/// Whether a sample is small enough to mutate and needs no command-line arguments (bad-input
/// samples included).
fn is_small(sample: &Sample) -> bool {
    let large = ["max", "beyond", "long", "huge"]
        .iter()
        .any(|word| sample.name.contains(word));
    let small_numbers = || {
        sample
            .text()
            .split_ascii_whitespace()
            .filter_map(|token| token.parse::<u64>().ok())
            .all(|number| number <= LARGEST_BEYOND_NUMBER)
    };
    sample.input.len() <= LARGEST_SAMPLE
        && sample.args.is_empty()
        && !large
        && (sample.is_bad() || is_judge_sample(sample) || small_numbers())
}

/// Tokens that are wrong in some way wherever they land.
const JUNK: &[&str] = &[
    "x",
    "-1",
    "0",
    "-0",
    "+",
    "1.5",
    "99999999999999999999999",
    "18446744073709551616",
    "٣",
    "\u{0}",
];

/// Stray characters to insert anywhere. No digits: a digit pasted into a number could turn a
/// quick case into a legitimately long computation (a 20007-cell Treblecross board), which
/// proves nothing here.
const STRAY: [&str; 7] = [" ", "\n", "\r\n", "\t", "-", "+", "a"];

/// The largest number a mutation may make that its sample does not have: cutting the text
/// inside `2000000` (past a limit, rejected at once) gives `200000`, a valid board that takes a
/// minute to answer in a test build and proves nothing here. Such a mutation is drawn again.
const LARGEST_NEW_NUMBER: u64 = 10_000;

/// Whether `mutated` has a number past [`LARGEST_NEW_NUMBER`] that `original` and the junk
/// tokens do not have.
fn makes_a_large_number(original: &str, mutated: &str) -> bool {
    let known = |token: &str| {
        JUNK.contains(&token) || original.split_ascii_whitespace().any(|own| own == token)
    };
    mutated.split_ascii_whitespace().any(|token| {
        token
            .parse::<u64>()
            .is_ok_and(|number| number > LARGEST_NEW_NUMBER && !known(token))
    })
}

/// The largest char boundary of `text` at or before `at`.
fn boundary(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// One random mutation of `text`.
pub fn mutate(rng: &mut Rng, text: &str) -> String {
    let mut tokens: Vec<&str> = text.split_ascii_whitespace().collect();
    let last = tokens.len().saturating_sub(1);
    match rng.range(0..=5) {
        0 if !tokens.is_empty() => {
            tokens.remove(rng.range_usize(0..=last));
        }
        1 if !tokens.is_empty() => {
            let at = rng.range_usize(0..=last);
            tokens.insert(at, tokens[at]);
        }
        2 if tokens.len() >= 2 => {
            tokens.swap(rng.range_usize(0..=last), rng.range_usize(0..=last));
        }
        3 => {
            let at = rng.range_usize(0..=tokens.len());
            tokens.insert(at, *rng.pick(JUNK));
        }
        4 => return text[..boundary(text, rng.range_usize(0..=text.len()))].to_owned(),
        _ => {
            let mut changed = text.to_owned();
            let at = boundary(text, rng.range_usize(0..=text.len()));
            let stray = *rng.pick(&STRAY[..]);
            changed.insert_str(at, stray);
            return changed;
        }
    }
    tokens.join(if rng.chance(1, 2) { " " } else { "\n" })
}

/// `count` random mutations of the small samples of the crate at `crate_dir`, the same every
/// run, none making a number over 10^4 that its sample lacks.
///
/// # Panics
/// If the crate has no small sample.
pub fn mutated_samples(crate_dir: &str, count: usize) -> Vec<String> {
    let small: Vec<String> = samples(crate_dir)
        .iter()
        .filter(|sample| is_small(sample))
        .map(Sample::text)
        .collect();
    assert!(
        !small.is_empty(),
        "{crate_dir} has no small sample to mutate"
    );
    let mut rng = Rng::new(0x5eed);
    let mut mutated = Vec::with_capacity(count);
    for _ in 0..count {
        let original = &small[rng.range_usize(0..=small.len() - 1)];
        let mut input = mutate(&mut rng, original);
        while makes_a_large_number(original, &input) {
            input = mutate(&mut rng, original);
        }
        mutated.push(input);
    }
    mutated
}

/// Runs `solve` on `count` random mutations of the small samples of the crate at `crate_dir`
/// (pass `env!("CARGO_MANIFEST_DIR")`; [`mutated_samples`]) and asserts that each is answered
/// (status 0, nothing on stderr) or rejected with the one-line error. Returns `count`.
///
/// # Panics
/// If the crate has no small sample, or at the first mutated input that panics or breaks the
/// contract, naming it.
pub fn assert_mutations_never_crash(
    crate_dir: &str,
    count: usize,
    solve: impl Fn(&str) -> Result<String, InputError>,
) -> usize {
    for input in mutated_samples(crate_dir, count) {
        let outcome = run_in_process(&solve, input.as_bytes());
        if outcome.status == 0 {
            assert_eq!(outcome.stderr, "", "stderr on success for {input:?}");
        } else {
            let faults = outcome_faults(&outcome);
            assert!(faults.is_empty(), "on {input:?}: {}", faults.join("; "));
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mutations_change_the_text_in_many_ways() {
        let mut rng = Rng::new(1);
        let original = "3\n1 2 3\n";
        let distinct: std::collections::BTreeSet<String> =
            (0..200).map(|_| mutate(&mut rng, original)).collect();
        assert!(distinct.len() > 50, "only {} distinct", distinct.len());
    }

    #[test]
    fn a_mutation_making_a_large_number_its_sample_lacks_is_recognised() {
        assert!(makes_a_large_number("6 2000000\n", "6 200000"));
        assert!(!makes_a_large_number("6 2000000\n", "2000000 6"));
        assert!(!makes_a_large_number("6 2000000\n", "6 2000"));
        assert!(!makes_a_large_number("3\n", "3 99999999999999999999999"));
    }

    #[test]
    fn mutating_text_with_multibyte_characters_never_splits_one() {
        let mut rng = Rng::new(2);
        for _ in 0..500 {
            mutate(&mut rng, "٣ é 1\n2 ü");
        }
    }
}
