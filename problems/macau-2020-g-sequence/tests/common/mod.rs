//! What several test files need: scripts of appends and queries in the judge's format, their
//! expected output by a given verdict, random sequences and scripts, the referee's verdict, and
//! the binary's command line run in-process.

// Each test file uses only some of these.
#![allow(dead_code)]

use grundy::InputError;
use grundy_tests::Rng;
use macau_2020_g_sequence::{PROGRAM, run};

// Each test file uses only some of these.
#[allow(unused_imports)]
pub use macau_2020_g_sequence::generate::{
    Op, Script, random_alphabet, random_script, referee_wins, verdict,
};

/// Who wins from every last occurrence (`last[v]` is the 1-based last position of `v`, 0 when
/// `v` does not occur), by the DP the editorial describes, recomputed from scratch: the values
/// taken latest last occurrence first, each winning exactly when a later last occurrence of a
/// value one bit away loses. Written independently of the solver's lazy sweep.
pub fn last_occurrence_verdicts(last: &[usize; 256]) -> [bool; 256] {
    let mut by_last: Vec<usize> = (0..256).filter(|&v| last[v] != 0).collect();
    by_last.sort_by_key(|&v| std::cmp::Reverse(last[v]));
    let mut wins = [false; 256];
    for v in by_last {
        wins[v] = (0..8).any(|bit| {
            let u = v ^ (1 << bit);
            last[u] > last[v] && !wins[u]
        });
    }
    wins
}

/// `last[v]`: the 1-based position of the last occurrence of `v` in `sequence`, 0 if none.
pub fn last_occurrences(sequence: &[u8]) -> [usize; 256] {
    let mut last = [0usize; 256];
    for (index, &value) in sequence.iter().enumerate() {
        last[usize::from(value)] = index + 1;
    }
    last
}

/// Runs `check` on `count` random sequences (from `Rng::new(seed)`) of 1..=12 values from a
/// random alphabet: small enough for the referee to decide every position.
pub fn for_random_sequences(seed: u64, count: usize, mut check: impl FnMut(&[u8])) {
    let mut rng = Rng::new(seed);
    for _ in 0..count {
        let alphabet = random_alphabet(&mut rng);
        let sequence: Vec<u8> = (0..rng.range_usize(1..=12))
            .map(|_| *rng.pick(&alphabet))
            .collect();
        check(&sequence);
    }
}

/// Reads a script back from the judge's format (for the samples), independently of `solve`.
pub fn parse_script(input: &str) -> Script {
    let numbers: Vec<usize> = input
        .split_whitespace()
        .map(|token| token.parse().expect("a sample token is a number"))
        .collect();
    let (n, m) = (numbers[0], numbers[1]);
    let initial = numbers[2..2 + n].iter().map(|&v| v as u8).collect();
    let ops = numbers[2 + n..]
        .chunks(2)
        .map(|pair| match pair {
            [1, value] => Op::Append(*value as u8),
            [2, position] => Op::Query(*position),
            _ => panic!("bad operation {pair:?}"),
        })
        .collect::<Vec<_>>();
    assert_eq!(ops.len(), m);
    Script { initial, ops }
}

/// What the binary prints for the command-line arguments `args` and the input `input`, run
/// in-process: the help, the version, or the answer with those options.
///
/// # Errors
/// A bad argument, or bad input.
pub fn run_with_args(args: &[String], input: &str) -> Result<String, InputError> {
    PROGRAM.respond(args, input, run)
}
