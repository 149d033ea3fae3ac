//! What the test files of Strips share: the judge's input format, the referee's answer in the
//! judge's output format, and a sample's command line run in-process.

// Each test file compiles its own copy of this module and uses only part of it.
#![allow(dead_code)]

use bzoj_2940_strips::{PROGRAM, run};
use grundy::InputError;

// The referee lives in the crate, beside the generator that judges tiny inputs with it.
#[allow(unused_imports)]
pub use bzoj_2940_strips::generate::{REFEREE_LIMIT, referee, referee_answer};

/// The judge's input text: the three strip lengths, the number of boards, the boards.
pub fn input(strips: [usize; 3], boards: &[usize]) -> String {
    let [c, z, n] = strips;
    let mut text = format!("{c} {z} {n}\n{}\n", boards.len());
    for cells in boards {
        text.push_str(&format!("{cells}\n"));
    }
    text
}

/// What the binary prints for these command-line arguments and this input, in-process.
pub fn run_with_args(args: &[String], input: &str) -> Result<String, InputError> {
    PROGRAM.respond(args, input, run)
}

/// An answered sample's strips and boards, read by the test itself.
pub fn strips_and_boards(text: &str) -> (Vec<u64>, Vec<u64>) {
    let numbers: Vec<u64> = text
        .split_whitespace()
        .map(|token| token.parse().expect("an answered sample holds numbers"))
        .collect();
    (numbers[..3].to_vec(), numbers[4..].to_vec())
}
