//! No input crashes a solver: every small sample of every problem, mutated thousands of ways
//! (tokens deleted, repeated, swapped or replaced by junk, the text cut short, stray bytes
//! inserted), must either be answered or be rejected with the one-line error — never a panic,
//! never half an answer on stdout.

use std::panic::{self, AssertUnwindSafe};

use grundy::InputError;
use grundy_tests::{Rng, samples};

type Solve = fn(&str) -> Result<String, InputError>;

const PROBLEMS: &[(&str, Solve)] = &[
    ("antbook-coin-game-2", antbook_coin_game_2::solve),
    ("bzoj-2940-strips", bzoj_2940_strips::solve),
    ("bzoj-3576-jiangnan", bzoj_3576_jiangnan::solve),
    ("hdu-5724-chess", hdu_5724_chess::solve),
    ("lightoj-1344-bracelets", lightoj_1344_bracelets::solve),
    ("macau-2020-g-sequence", macau_2020_g_sequence::solve),
    ("poj-2311-cutting-game", poj_2311_cutting_game::solve),
    ("poj-3537-crosses", poj_3537_crosses::solve),
];

/// Mutated inputs per problem.
const MUTATIONS: usize = 1500;

/// Samples larger than this are left out, and so are the ones at or past the judge's limits:
/// mutating them only repeats the small ones' checks, much slower.
const LARGEST_SAMPLE: usize = 2048;

fn is_small(sample: &grundy_tests::Sample) -> bool {
    let large = ["max", "beyond", "judge"]
        .iter()
        .any(|word| sample.name.contains(word));
    sample.input.len() <= LARGEST_SAMPLE && sample.args.is_empty() && !large
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

/// One random mutation of `text`.
fn mutate(rng: &mut Rng, text: &str) -> String {
    let mut tokens: Vec<&str> = text.split_ascii_whitespace().collect();
    match rng.range(0..=5) {
        0 if !tokens.is_empty() => {
            tokens.remove(rng.range_usize(0..=tokens.len() - 1));
        }
        1 if !tokens.is_empty() => {
            let at = rng.range_usize(0..=tokens.len() - 1);
            tokens.insert(at, tokens[at]);
        }
        2 if tokens.len() >= 2 => {
            let (a, b) = (
                rng.range_usize(0..=tokens.len() - 1),
                rng.range_usize(0..=tokens.len() - 1),
            );
            tokens.swap(a, b);
        }
        3 => {
            let at = rng.range_usize(0..=tokens.len());
            tokens.insert(at, *rng.pick(JUNK));
        }
        4 => {
            let mut cut = rng.range_usize(0..=text.len());
            while !text.is_char_boundary(cut) {
                cut -= 1;
            }
            return text[..cut].to_owned();
        }
        _ => {
            let mut bytes = text.to_owned();
            let mut at = rng.range_usize(0..=bytes.len());
            while !bytes.is_char_boundary(at) {
                at -= 1;
            }
            let stray = STRAY[rng.range_usize(0..=STRAY.len() - 1)];
            bytes.insert_str(at, stray);
            return bytes;
        }
    }
    tokens.join(if rng.chance(1, 2) { " " } else { "\n" })
}

#[test]
fn no_mutated_sample_makes_any_solver_panic_or_write_half_an_answer() {
    let mut rng = Rng::new(0x5eed);
    let mut checked = 0;
    for &(problem, solve) in PROBLEMS {
        let small: Vec<String> = samples(problem)
            .into_iter()
            .filter(is_small)
            .map(|sample| sample.input)
            .collect();
        assert!(!small.is_empty(), "{problem} has no small sample to mutate");
        for _ in 0..MUTATIONS {
            let original = small[rng.range_usize(0..=small.len() - 1)].as_str();
            let input = mutate(&mut rng, original);
            let outcome = panic::catch_unwind(AssertUnwindSafe(|| {
                grundy::execute(input.as_bytes(), solve)
            }))
            .unwrap_or_else(|_| panic!("{problem} panicked on {input:?}"));
            match outcome.status {
                0 => assert_eq!(outcome.stderr, "", "{problem} on {input:?}"),
                1 => {
                    assert_eq!(
                        outcome.stdout, "",
                        "{problem} wrote stdout before failing on {input:?}"
                    );
                    assert!(
                        outcome.stderr.starts_with("error: ")
                            && outcome.stderr.lines().count() == 1,
                        "{problem} on {input:?}: {:?}",
                        outcome.stderr
                    );
                }
                other => panic!("{problem} exited {other} on {input:?}"),
            }
            checked += 1;
        }
    }
    assert_eq!(checked, MUTATIONS * PROBLEMS.len());
}

#[test]
fn every_problem_is_in_the_mutation_list() {
    let listed: Vec<&str> = PROBLEMS.iter().map(|(name, _)| *name).collect();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../problems");
    let mut present: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|entry| Some(entry.ok()?.file_name().to_str()?.to_owned()))
        .collect();
    present.sort();
    assert_eq!(listed, present);
}
