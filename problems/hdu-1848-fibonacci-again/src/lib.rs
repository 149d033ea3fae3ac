//! HDU 1848 "Fibonacci again and again": three heaps; a move takes a Fibonacci number of stones
//! (1, 2, 3, 5, 8, ...) from one heap; who cannot move loses. Each heap is a subtraction game
//! ([`grundy::Subtraction`]), the position the XOR of their values (see README.md).

pub mod problem;

use grundy::{Subtraction, winning_move};
use harness::{Claim, Explained, Options};

/// The largest heap answered: every Grundy value up to it is computed (29 amounts, 0.1 s).
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

/// Each line's Grundy values, from one table up to the largest heap (the default budget,
/// 3 * 10^7 values, covers [`MAX_HEAP`]), and with `claims` its claim: from the first heap
/// whose value drops when XORed with the nim-sum, the least amount leaving that value.
fn decide(lines: &[[u64; 3]], claims: bool) -> impl Iterator<Item = ([u32; 3], Claim<Move>)> {
    let largest = lines.iter().flatten().copied().max().unwrap_or(0);
    let game = Subtraction::new(fibonacci_up_to(largest));
    let table = game.values(largest, &Default::default());
    lines.iter().map(move |heaps| {
        let values = heaps.map(|heap| table.value(heap).expect("every heap is in the table"));
        let take = |i: usize, target| game.take_to(&table, heaps[i], target);
        let found = claims.then(|| winning_move(&values, take)).flatten();
        (values, found.map_or(Claim::Loses, Claim::Wins))
    })
}

/// `Fibo` where the first player wins, else `Nacci`; explained, the claim's words and the
/// values' nim-sum.
fn answer(lines: &[[u64; 3]], options: &Options) -> String {
    let mut output = String::with_capacity(6 * lines.len());
    for (values, claim) in decide(lines, options.explain()) {
        let words = options.explain().then(|| problem::Fibonacci.words(&claim));
        harness::sum_line(&mut output, ["Fibo", "Nacci"], &values, words);
    }
    output
}

/// A move: the heap (from 0) and the stones taken.
type Move = (usize, u64);
