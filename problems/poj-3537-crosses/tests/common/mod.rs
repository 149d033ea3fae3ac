//! What the test files of Crosses and Crosses share: the referee's answer in the judge's output
//! format, the published list of second-player boards, and a sample's command line run
//! in-process.

// Each test file compiles its own copy of this module and uses only part of it.
#![allow(dead_code)]

use std::fmt::Display;

use grundy::InputError;
use poj_3537_crosses::{PROGRAM, run};

// The referee lives in the crate, beside the generator that judges tiny inputs with it.
#[allow(unused_imports)]
pub use poj_3537_crosses::generate::{REFEREE_LIMIT, referee_answer};

/// The boards n <= 2000 the second player wins, as published (a hand-and-computer result of the
/// literature on Treblecross, not this solver's output).
pub const PUBLISHED_SECOND_PLAYER_BOARDS: [u64; 25] = [
    6, 12, 22, 30, 32, 44, 54, 64, 76, 86, 98, 110, 118, 130, 132, 162, 170, 184, 194, 202, 282,
    290, 302, 356, 1046,
];

/// The judge's input text: one board length a line.
pub fn input(boards: &[impl Display]) -> String {
    boards.iter().map(|n| format!("{n}\n")).collect()
}

/// What the binary prints for these command-line arguments and this input, in-process.
pub fn run_with_args(args: &[String], input: &str) -> Result<String, InputError> {
    PROGRAM.respond(args, input, run)
}

/// An answered sample's boards, read by the test itself.
pub fn board_lengths(text: &str) -> Vec<u64> {
    text.split_whitespace()
        .map(|token| token.parse().expect("an answered sample holds numbers"))
        .collect()
}
