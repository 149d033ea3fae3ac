//! Helpers shared by the test files: the judge's input for given amounts and piles, the
//! referee's answer in the judge's format (from `src/generate.rs`, which the generator uses
//! too), random amount lists and piles, and the samples run as the binary runs them.

// Each test file uses only some of these helpers.
#![allow(dead_code)]

// Not every test file uses them.
#[allow(unused_imports)]
pub use antbook_coin_game_2::generate::{referee_answer, winner};
use antbook_coin_game_2::{PROGRAM, run};
use grundy::{InputError, Invocation};
use grundy_tests::Rng;

/// The judge's input text for these amounts and piles.
pub fn input_text(amounts: &[u64], piles: &[u64]) -> String {
    let join = |values: &[u64]| {
        values
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    };
    format!(
        "{} {}\n{}\n{}\n",
        piles.len(),
        amounts.len(),
        join(amounts),
        join(piles)
    )
}

/// A random list of 1 to `most` allowed amounts in `1..=largest`: sometimes without 1,
/// sometimes with repeats, sometimes with amounts larger than every pile.
pub fn random_amounts(rng: &mut Rng, most: usize, largest: u64) -> Vec<u64> {
    let count = rng.range_usize(1..=most);
    (0..count).map(|_| rng.range(1..=largest)).collect()
}

/// One to four random piles of 0 to 12 coins (an empty one one time in six).
pub fn random_piles(rng: &mut Rng) -> Vec<u64> {
    let n = rng.range_usize(1..=4);
    (0..n)
        .map(|_| {
            if rng.chance(1, 6) {
                0
            } else {
                rng.range(1..=12)
            }
        })
        .collect()
}

/// The command line `args` as the binary reads it.
pub fn parse_args(args: &[String]) -> Result<Invocation, InputError> {
    PROGRAM.parse(args.iter().cloned())
}

/// Runs a sample's arguments and input through the library as the binary would: `--help` and
/// `--version` print their text, anything else runs.
pub fn solve_sample(args: &[String], input: &str) -> Result<String, InputError> {
    PROGRAM.respond(args, input, run)
}

/// A (good) sample's amounts and piles, read by the test itself; none for an empty input (the
/// `--help` sample's).
pub fn amounts_and_piles(input: &str) -> (Vec<u64>, Vec<u64>) {
    let numbers: Vec<u64> = input
        .split_whitespace()
        .map(|token| token.parse().expect("good samples hold numbers"))
        .collect();
    let Some(&[n, k]) = numbers.get(..2) else {
        return (Vec::new(), Vec::new());
    };
    let (n, k) = (n as usize, k as usize);
    let amounts = numbers[2..2 + k].to_vec();
    let piles = numbers[2 + k..2 + k + n].to_vec();
    (amounts, piles)
}

/// Whether the referee can search these piles quickly.
pub fn is_small(piles: &[u64]) -> bool {
    piles.len() <= 6 && piles.iter().all(|&x| x <= 30)
}
