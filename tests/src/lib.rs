//! Support for the workspace tests in `tests/tests/`: a seeded random generator, so every
//! random case can be reproduced from its seed, and the assertions every bad-input test makes.
//!
//! The tests themselves (one file per problem) check each solver against the exhaustive-search
//! referee ([`grundy::Referee`]) on the game's real rules, and check that bad input is rejected
//! the way `../shared/problems/README.md` asks.

use std::fs;
use std::ops::RangeInclusive;
use std::panic::{self, AssertUnwindSafe};
use std::path::PathBuf;

use grundy::{InputError, Outcome};

/// A small, fast, seeded pseudo-random generator (SplitMix64). Not for cryptography; for
/// random test positions that come out the same on every run.
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator whose whole sequence is fixed by `seed`.
    pub fn new(seed: u64) -> Self {
        Self { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A value in `range`, close to uniformly (the bias is below 2^-32 for the small ranges
    /// tests use).
    ///
    /// # Panics
    /// If the range is empty.
    pub fn range(&mut self, range: RangeInclusive<u64>) -> u64 {
        let (low, high) = range.into_inner();
        assert!(low <= high, "empty range {low}..={high}");
        let span = high - low;
        if span == u64::MAX {
            return self.next_u64();
        }
        low + self.next_u64() % (span + 1)
    }

    /// A `usize` in `range`.
    pub fn range_usize(&mut self, range: RangeInclusive<usize>) -> usize {
        let (low, high) = range.into_inner();
        self.range(low as u64..=high as u64) as usize
    }

    /// `true` with probability `numerator / denominator`.
    pub fn chance(&mut self, numerator: u64, denominator: u64) -> bool {
        self.range(0..=denominator - 1) < numerator
    }

    /// One element of a non-empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.range_usize(0..=items.len() - 1)]
    }

    /// Shuffles `items` in place (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.range_usize(0..=i));
        }
    }
}

/// Where a bad input must be reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// At this 1-based line and column.
    At(usize, usize),
    /// At the end of the input.
    EndOfInput,
    /// In the command-line argument of this name (as `grundy::InputError::argument` says it).
    Argument(&'static str),
}

/// Runs `solve` on `input` as its binary would and asserts the bad-input contract: no panic,
/// exit status 1, nothing on stdout, and exactly one stderr line that starts with `error: ` and
/// then names the place (`line L, column C: `, `unexpected end of input: ` or `argument NAME: `).
///
/// Returns the stderr line (without its newline) for further checks on the message.
///
/// # Panics
/// When any part of the contract fails, with the outcome in the message.
pub fn assert_rejected(
    solve: impl FnOnce(&str) -> Result<String, InputError>,
    input: &str,
    expected: Expected,
) -> String {
    let outcome: Outcome = panic::catch_unwind(AssertUnwindSafe(|| {
        grundy::execute(input.as_bytes(), solve)
    }))
    .unwrap_or_else(|_| panic!("the solver panicked on input {input:?}"));
    assert_eq!(
        outcome.status, 1,
        "exit status for input {input:?}: {outcome:?}"
    );
    assert_eq!(
        outcome.stdout, "",
        "stdout must stay empty for input {input:?}"
    );
    let line = outcome
        .stderr
        .strip_suffix('\n')
        .unwrap_or_else(|| panic!("stderr must end with a newline: {:?}", outcome.stderr));
    assert!(!line.contains('\n'), "stderr must be one line: {line:?}");
    let place = match expected {
        Expected::At(row, column) => format!("error: line {row}, column {column}: "),
        Expected::EndOfInput => "error: unexpected end of input: ".to_owned(),
        Expected::Argument(name) => format!("error: argument {name}: "),
    };
    assert!(
        line.starts_with(&place),
        "for input {input:?} expected an error starting {place:?}, got {line:?}"
    );
    assert!(!line.contains("panicked"), "panic text on stderr: {line:?}");
    line.to_owned()
}

/// One sample of a problem: `problems/<problem>/samples/<name>.in`, with its `.out` (expected
/// output) if it has one, and the command-line arguments of its `.args` file if it has one.
#[derive(Clone, Debug)]
pub struct Sample {
    /// The file stem, e.g. `official-1` or `bad-truncated`.
    pub name: String,
    /// The input text.
    pub input: String,
    /// The expected output; `None` for a bad-input sample (checked by its snapshot and tests).
    pub expected: Option<String>,
    /// Command-line arguments for the binary, from `<name>.args` (whitespace-separated).
    pub args: Vec<String>,
}

/// Every sample of `problem`, sorted by name.
///
/// # Panics
/// If the folder cannot be read or holds no sample.
pub fn samples(problem: &str) -> Vec<Sample> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../problems")
        .join(problem)
        .join("samples");
    let read = |path: PathBuf| fs::read_to_string(&path).ok();
    let mut names: Vec<String> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            let stem = path.file_stem()?.to_str()?.to_owned();
            (path.extension()? == "in").then_some(stem)
        })
        .collect();
    names.sort();
    assert!(!names.is_empty(), "no samples in {}", dir.display());
    names
        .into_iter()
        .map(|name| Sample {
            input: read(dir.join(format!("{name}.in"))).expect("the .in was just listed"),
            expected: read(dir.join(format!("{name}.out"))),
            args: read(dir.join(format!("{name}.args")))
                .map(|text| text.split_whitespace().map(str::to_owned).collect())
                .unwrap_or_default(),
            name,
        })
        .collect()
}

/// Runs every sample of `problem` in-process: a sample with a `.out` must produce exactly that
/// output; one without (a bad-input sample) must be rejected with the one-line error (any
/// place). `solve` receives the sample's arguments and its input.
///
/// Returns how many samples were checked.
///
/// # Panics
/// On the first sample that does not behave, naming it.
pub fn assert_samples(
    problem: &str,
    solve: impl Fn(&[String], &str) -> Result<String, InputError>,
) -> usize {
    let samples = samples(problem);
    for sample in &samples {
        let outcome = grundy::execute(sample.input.as_bytes(), |text| solve(&sample.args, text));
        match &sample.expected {
            Some(expected) => {
                assert_eq!(
                    outcome.stderr, "",
                    "sample {problem}/{} failed",
                    sample.name
                );
                assert_eq!(
                    &outcome.stdout, expected,
                    "sample {problem}/{} gave the wrong output",
                    sample.name
                );
            }
            None => {
                assert_eq!(
                    outcome.status, 1,
                    "bad sample {problem}/{} was accepted",
                    sample.name
                );
                assert_eq!(
                    outcome.stdout, "",
                    "bad sample {problem}/{} wrote stdout",
                    sample.name
                );
                assert!(
                    outcome.stderr.starts_with("error: ") && outcome.stderr.lines().count() == 1,
                    "bad sample {problem}/{}: stderr must be one error line, got {:?}",
                    sample.name,
                    outcome.stderr
                );
            }
        }
    }
    samples.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_sequence() {
        let mut a = Rng::new(42);
        let mut b = Rng::new(42);
        let first: Vec<u64> = (0..10).map(|_| a.next_u64()).collect();
        let second: Vec<u64> = (0..10).map(|_| b.next_u64()).collect();
        assert_eq!(first, second);
        assert_ne!(Rng::new(43).next_u64(), first[0]);
    }

    #[test]
    fn ranges_are_inclusive_and_respected() {
        let mut rng = Rng::new(7);
        let draws: Vec<u64> = (0..1000).map(|_| rng.range(3..=5)).collect();
        assert!(draws.iter().all(|v| (3..=5).contains(v)));
        for value in 3..=5 {
            assert!(draws.contains(&value), "{value} never drawn");
        }
    }

    #[test]
    fn shuffle_keeps_every_element() {
        let mut items: Vec<u32> = (0..50).collect();
        Rng::new(1).shuffle(&mut items);
        let mut sorted = items.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
        assert_ne!(items, sorted);
    }

    #[test]
    fn assert_rejected_accepts_a_proper_error() {
        let solve = |text: &str| {
            grundy::Scanner::new(text)
                .read::<u8>("n", 0..=9)
                .map(|n| n.to_string())
        };
        let line = assert_rejected(solve, "\n  x", Expected::At(2, 3));
        assert!(line.ends_with(r#"found "x""#));
        assert_rejected(solve, "", Expected::EndOfInput);
    }

    #[test]
    #[should_panic(expected = "exit status")]
    fn assert_rejected_fails_on_success() {
        assert_rejected(|_| Ok("1\n".into()), "1", Expected::EndOfInput);
    }

    #[test]
    #[should_panic(expected = "panicked")]
    fn assert_rejected_fails_on_a_panic() {
        assert_rejected(|_| panic!("boom"), "1", Expected::EndOfInput);
    }
}
