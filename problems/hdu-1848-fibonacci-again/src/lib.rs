//! HDU 1848 "Fibonacci again and again": three heaps; a move takes a Fibonacci number of stones
//! (1, 2, 3, 5, 8, ...) from one heap; who cannot move loses. Each heap is a subtraction game
//! ([`grundy::Subtraction`]), the position the XOR of their values (see README.md).

pub mod problem;

use std::sync::OnceLock;

use grundy::{Subtraction, SubtractionValues};

/// The largest heap answered: every Grundy value up to it is computed (29 amounts, 25 ms).
pub const MAX_HEAP: u64 = 1_000_000;

harness::program! {
    about: "Fibonacci again and again: take 1, 2, 3, 5, 8, ... stones from one of three heaps; who cannot move loses.",
    format: "output: per line, Fibo if the first player wins, else Nacci",
    example: "official-1",
    problem: problem::Fibonacci,
}

/// The Fibonacci numbers of this problem (F(1) = 1, F(2) = 2) no larger than `largest`.
pub fn fibonacci_up_to(largest: u64) -> Vec<u64> {
    let pairs = std::iter::successors(Some((1u64, 2u64)), |&(a, b)| Some((b, a.checked_add(b)?)));
    let fibonacci = pairs.map(|(a, _)| a);
    fibonacci.take_while(|&a| a <= largest).collect()
}

/// The heaps' Grundy values, and the game and table they come from: a table to 4,096, or, once
/// a heap passes that, to [`MAX_HEAP`]; each computed once, so a small input costs no large one.
pub fn values(heaps: &[u64; 3]) -> ([u32; 3], &'static (Subtraction, SubtractionValues)) {
    static TABLES: [OnceLock<(Subtraction, SubtractionValues)>; 2] = [const { OnceLock::new() }; 2];
    let large = heaps.iter().any(|&heap| heap > 4096);
    let found = TABLES[usize::from(large)].get_or_init(|| {
        let largest = if large { MAX_HEAP } else { 4096 };
        let game = Subtraction::new(fibonacci_up_to(largest));
        (game.clone(), game.values(largest, &Default::default()))
    });
    let values = heaps.map(|heap| found.1.value(heap).expect("a heap up to MAX_HEAP"));
    (values, found)
}
