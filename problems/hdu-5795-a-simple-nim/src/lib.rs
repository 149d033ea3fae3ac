//! HDU 5795 "A Simple Nim": take any number of candies from a heap, or split a heap in three;
//! a heap is worth its size, but 8k + 7 and 8k + 8 swap (README.md proves it).

pub mod problem;

use grundy::{nim_sum, winning_move};
use harness::{Claim, Explained, Options};

pub use crate::problem::SimpleNim;

harness::program! {
    about: "A Simple Nim (HDU 5795): take any number of candies from one heap, or split a heap into three non-empty heaps; who cannot move loses.",
    format: "output: per case, \"First player wins.\" or \"Second player wins.\"\n\
             --explain: a winning move (take from a heap, or split it into three) or that every\n\
             move loses, and the heaps' values",
    example: "official-1",
    problem: SimpleNim,
}

/// The lines where the player to move loses, and where it wins.
pub const VERDICTS: [&str; 2] = ["Second player wins.", "First player wins."];

/// A move of the referee's game: the heap (from 0), the candies taken, the heaps left in order.
pub type Move = (usize, (u64, Vec<u64>));

/// The value of a heap of `n`: n, but 8k + 7 and 8k + 8 swap; an involution, so also the heap
/// whose value is `n`. A heap of 2^64 - 1 is worth 2^64, hence `u128`.
pub fn value(n: u128) -> u128 {
    match n % 8 {
        7 => n + 1,
        0 if n > 0 => n - 1,
        _ => n,
    }
}

/// The claim on a case: in the first heap whose value can drop to zero the XOR, a take leaving
/// the heap of the value wanted, or if it is 8k + 7 and wants 8k + 7, a split into 1, 2, 8k + 4.
pub fn claim(heaps: &[u64]) -> Claim<Move> {
    let values: Vec<u128> = heaps.iter().map(|&n| value(n.into())).collect();
    let move_to = |i: usize, target: u128| match value(target) as u64 {
        _ if target == u128::from(heaps[i]) => Some((0, vec![1, 2, heaps[i] - 3])),
        0 => Some((heaps[i], vec![])),
        left => Some((heaps[i] - left, vec![left])), // below heaps[i] (README.md)
    };
    winning_move(&values, move_to).map_or(Claim::Loses, Claim::Wins)
}

/// One case's line; explained, the claim and the values' nim-sum.
fn answer(heaps: &[u64], options: &Options) -> String {
    let values = heaps.iter().map(|&n| value(n.into()));
    if !options.explain() {
        return format!("{}\n", VERDICTS[usize::from(nim_sum(values) != 0)]);
    }
    let (mut line, words) = (String::new(), SimpleNim.words(&claim(heaps)));
    let values: Vec<u128> = values.collect();
    harness::sum_line(&mut line, [VERDICTS[1], VERDICTS[0]], &values, Some(words));
    line
}
