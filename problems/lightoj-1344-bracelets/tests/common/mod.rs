//! What several test files need: random bracelets, the judge's input format, the referee's
//! answer in the judge's output format, and the binary's command line run in-process.

// Each test file uses only some of these.
#![allow(dead_code)]

use grundy::InputError;
use grundy_tests::Rng;
use lightoj_1344_bracelets::{PROGRAM, run, solve};

// Each test file uses only some of these.
#[allow(unused_imports)]
pub use lightoj_1344_bracelets::generate::{Position, format_input, referee_output};

/// A random bracelet of 1..=`max_len` pearls with weights in 1..=`max_weight`; one time in
/// eight the weights are scaled up (the order, which is all that matters, is kept) so that
/// large weights are exercised too.
pub fn random_bracelet(rng: &mut Rng, max_len: usize, max_weight: u64) -> Vec<u32> {
    let len = rng.range_usize(1..=max_len);
    let scale = if rng.chance(1, 8) { 99_999_999 } else { 1 };
    (0..len)
        .map(|_| (rng.range(1..=max_weight) * scale) as u32)
        .collect()
}

/// 1..=`max_bracelets` random bracelets; small weight ranges make equal weights common.
pub fn random_position(rng: &mut Rng, max_bracelets: usize, max_len: usize) -> Position {
    let count = rng.range_usize(1..=max_bracelets);
    let max_weight = rng.range(1..=7);
    (0..count)
        .map(|_| random_bracelet(rng, max_len, max_weight))
        .collect()
}

/// A strictly increasing bracelet of `len` pearls: picking its i-th pearl leaves the first
/// i - 1, so it is a nim heap of `len`.
pub fn increasing(len: usize) -> Vec<u32> {
    (1..=len as u32).collect()
}

/// The solver's output for a valid input.
///
/// # Panics
/// If the solver rejects it.
pub fn solved(input: &str) -> String {
    solve(input).unwrap_or_else(|error| panic!("input {input:?} was rejected: {error}"))
}

/// What the binary prints for the command-line arguments `args` and the input `input`, run
/// in-process: the help, the version, or the answer with those options.
///
/// # Errors
/// A bad argument, or bad input.
pub fn run_with_args(args: &[String], input: &str) -> Result<String, InputError> {
    PROGRAM.respond(args, input, run)
}

/// Parses a well-formed input with no checks (the samples' inputs), for the referee.
pub fn parse_cases(input: &str) -> Vec<Position> {
    let mut tokens = input.split_whitespace().map(|t| t.parse::<u32>().unwrap());
    let mut next = move || tokens.next().unwrap();
    (0..next())
        .map(|_| {
            (0..next())
                .map(|_| (0..next()).map(|_| next()).collect())
                .collect()
        })
        .collect()
}

/// Whether every case of `cases` is small enough for the referee (at most 24 pearls).
pub fn is_small(cases: &[Position]) -> bool {
    cases
        .iter()
        .all(|bracelets| bracelets.iter().map(Vec::len).sum::<usize>() <= 24)
}
