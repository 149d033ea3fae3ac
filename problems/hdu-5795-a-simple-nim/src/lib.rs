//! HDU 5795 "A Simple Nim": take any number of candies from a heap, or split a heap in three;
//! a heap is worth its size, but 8k + 7 and 8k + 8 swap (README.md proves it).

pub mod problem;

harness::program! {
    about: "A Simple Nim (HDU 5795): take any number of candies from one heap, or split a heap into three non-empty heaps; who cannot move loses.",
    format: "output: per case, \"First player wins.\" or \"Second player wins.\"\n\
             --explain: a winning move (take from a heap, or split it into three) or that every\n\
             move loses, and the heaps' values",
    example: "official-1",
    problem: problem::SimpleNim,
}

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
