//! Helpers shared by the test files: the judge's input and output formats, the referee's
//! answer for a whole input, plain computations of single-heap values written apart from the
//! solver, and a run with a sample's arguments. Each test file uses only some of them.
#![allow(dead_code)]

use std::collections::HashMap;

use bzoj_3576_jiangnan::{PROGRAM, input, run};
use grundy::InputError;

/// The judge's output line for verdicts, and the referee's output for a whole input: both live
/// in `src/real_rules.rs`, where the generator's referee uses them too.
#[allow(unused_imports)]
pub use bzoj_3576_jiangnan::real_rules::{format_verdicts, referee_output};

/// Formats one input: `T F`, then one line `N a_1 ... a_N` per game (the generator's
/// [`input::format`]).
pub fn format_input(threshold: u64, games: &[Vec<u64>]) -> String {
    input::format(&input::Input {
        threshold,
        games: games.to_vec(),
    })
}

/// The definition of a heap's Grundy value, with every `M` from 2 to `x` (no blocks), memoised
/// in a plain vector: written separately from the solver to check its block shortcut.
pub fn grundy_by_every_m(threshold: u64, largest: u64) -> Vec<u32> {
    let mut values = vec![0u32; largest as usize + 1];
    for x in 2..=largest {
        if x < threshold {
            continue;
        }
        let mut options = Vec::new();
        for parts in 2..=x {
            let (q, r) = (x / parts, x % parts);
            let mut option = 0;
            if r % 2 == 1 {
                option ^= values[q as usize + 1];
            }
            if (parts - r) % 2 == 1 {
                option ^= values[q as usize];
            }
            options.push(option);
        }
        values[x as usize] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    values
}

/// The plain recursion with two `M` per block (shortcut 1 only) and a hash-map memo, as a
/// second, simpler computation for heaps too large for [`grundy_by_every_m`].
pub fn grundy_by_blocks(threshold: u64, x: u64, memo: &mut HashMap<u64, u32>) -> u32 {
    if x < threshold || x < 2 {
        return 0;
    }
    if let Some(&value) = memo.get(&x) {
        return value;
    }
    let mut options = Vec::new();
    let mut parts = 2;
    while parts <= x {
        let q = x / parts;
        let block_end = x / q;
        for m in parts..=block_end.min(parts + 1) {
            let r = x % m;
            let mut option = 0;
            if r % 2 == 1 {
                option ^= grundy_by_blocks(threshold, q + 1, memo);
            }
            if (m - r) % 2 == 1 {
                option ^= grundy_by_blocks(threshold, q, memo);
            }
            options.push(option);
        }
        parts = block_end + 1;
    }
    let value = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert(x, value);
    value
}

/// What the binary prints for `input` with the command-line arguments `args`, in-process:
/// `--help` and `--version` as [`grundy::run_program`] answers them, otherwise [`run`].
pub fn run_with_args(args: &[String], input: &str) -> Result<String, InputError> {
    PROGRAM.respond(args, input, run)
}
