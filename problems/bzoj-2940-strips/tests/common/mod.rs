//! What the test files of Strips share: the judge's input format, the referee's answer in the
//! judge's output format, and a sample's command line run in-process.

// Each test file compiles its own copy of this module and uses only part of it.
#![allow(dead_code)]

use bzoj_2940_strips::real_rules::Rules;
use bzoj_2940_strips::{PROGRAM, run};
use grundy::{InputError, Referee, Sum};

/// The longest board the referee searches in the samples' checks.
pub const REFEREE_LIMIT: u64 = 40;

/// The exhaustive-search referee for boards with strips of these lengths.
pub fn referee(strips: &[usize]) -> Referee<Sum<Rules>> {
    Referee::new(Sum(Rules {
        lengths: strips.to_vec(),
    }))
}

/// The judge's input text: the three strip lengths, the number of boards, the boards.
pub fn input(strips: [usize; 3], boards: &[usize]) -> String {
    let [c, z, n] = strips;
    let mut text = format!("{c} {z} {n}\n{}\n", boards.len());
    for cells in boards {
        text.push_str(&format!("{cells}\n"));
    }
    text
}

/// The referee's output for `boards`: `1` per board the first player wins, else `2`.
pub fn referee_answer(referee: &mut Referee<Sum<Rules>>, boards: &[usize]) -> String {
    boards
        .iter()
        .map(|&cells| {
            let board = referee.game().position([cells]);
            if referee.wins(&board) { "1\n" } else { "2\n" }
        })
        .collect()
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
