//! Helpers shared by the test files: the referee's verdict on one sheet as the judge prints it,
//! the mirror strategy's condition, the reduced recurrence written apart from the solver, and a
//! run with a sample's arguments. Each test file uses only some of them.
#![allow(dead_code)]

use grundy::{FxHashMap, InputError};
use poj_2311_cutting_game::{PROGRAM, run};

/// The referee's search limit, the start position and the verdict on one sheet live in
/// `src/real_rules.rs`, where the generator's referee uses them too.
#[allow(unused_imports)]
pub use poj_2311_cutting_game::real_rules::{REFEREE_SIDE, referee_verdict, start};

/// Whether the mirror strategy of README.md wins the sheet: both sides at least 2 and an even
/// side of at least 4 (cut it into two equal halves, then copy every cut on the twin).
pub fn mirror_applies(width: u16, height: u16) -> bool {
    width >= 2 && height >= 2 && [width, height].iter().any(|&s| s >= 4 && s % 2 == 0)
}

/// The reduced recurrence written the plainest way: memoised recursion over every cut
/// position (both halves of each symmetric pair), no mirroring of the table.
pub fn plain_reduced_grundy(memo: &mut FxHashMap<(usize, usize), u16>, w: usize, h: usize) -> u16 {
    if let Some(&value) = memo.get(&(w, h)) {
        return value;
    }
    let mut options = Vec::new();
    for i in 2..=w.saturating_sub(2) {
        options.push(plain_reduced_grundy(memo, i, h) ^ plain_reduced_grundy(memo, w - i, h));
    }
    for j in 2..=h.saturating_sub(2) {
        options.push(plain_reduced_grundy(memo, w, j) ^ plain_reduced_grundy(memo, w, h - j));
    }
    let value = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert((w, h), value);
    value
}

/// What the binary prints for `input` with the command-line arguments `args`, in-process:
/// `--help` and `--version` as [`grundy::run_program`] answers them, otherwise [`run`].
pub fn run_with_args(args: &[String], input: &str) -> Result<String, InputError> {
    PROGRAM.respond(args, input, run)
}
