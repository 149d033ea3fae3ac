//! The contract and the solver: `k`, then k heaps; the answer, the first heap whose size drops
//! when XORed with the nim-sum; the referee, Nim's least winning move by exhaustive search.

use grundy::{Nim, Referee, Sum, nim_sum_text, winning_move};
use harness::draw::{just, repeated};
use harness::shape::{List, Num, list, num};
use harness::{Bench, BenchCase, Claim, Explained, Exploration, InputError, Options, Problem};
use std::fmt::Write;

/// The problem: k heaps of matches.
#[derive(Clone, Copy, Debug, Default)]
pub struct Matches;

impl Problem for Matches {
    type Shape = List<Num<u64>>;

    fn shape(&self) -> Self::Shape {
        let k = num("k", "the number of heaps", 1..=500_000, 1..=10_000_000).tiny(1..=5);
        let heap = num("n_i", "a heap size", 1..=1_000_000_000, 0..=u64::MAX).tiny(0..=7);
        list(k.beyond(1..=1000), heap.beyond(0..=u64::MAX))
    }

    fn solve(&self, heaps: Vec<u64>, options: &Options) -> Result<String, InputError> {
        Ok(answer(
            &heaps,
            first_winning_move(&heaps),
            options.explain(),
        ))
    }

    fn referee(&self, heaps: &Vec<u64>) -> Option<String> {
        let (game, _) = self.positions(heaps)?;
        let first = Referee::new(game).winning_moves(heaps).into_iter().min();
        Some(answer(heaps, first, false))
    }

    fn bench(&self) -> Vec<Bench<Vec<u64>>> {
        let about = "1 ^ 2 ^ ... ^ 499,999 = 0, then 10^9: only the last heap can win";
        let last = BenchCase::judge("judge-last-wins", about);
        let five = BenchCase::beyond("five-million", "5 * 10^6 heaps below 2^64");
        let last_wins = (1..500_000).chain([1_000_000_000]).collect();
        let heaps = repeated(5_000_000, |rng| rng.range(1..=u64::MAX));
        vec![last.input(just(last_wins)), five.input(heaps)]
    }

    /// Nim's code, `.3...`, whose period (g(n) = n) the one-heap state argument proves.
    fn explore(&self, _: &Vec<u64>) -> Option<Exploration> {
        let words = "a heap of n matches, any number taken (Nim)";
        Some(Exploration::of_code(Nim.code(), words).same_for_every_input())
    }
}

impl Explained for Matches {
    type Game = Sum<Nim>;

    /// The heaps in input order (the referee's moves name them so), searched up to 5 heaps of 24.
    fn positions(&self, heaps: &Vec<u64>) -> Option<(Sum<Nim>, Vec<Vec<u64>>)> {
        let small = heaps.len() <= 5 && heaps.iter().all(|&n| n <= 24);
        small.then(|| (Sum(Nim), vec![heaps.clone()]))
    }

    fn claims(&self, heaps: &Vec<u64>) -> Vec<Claim<(usize, u64)>> {
        vec![first_winning_move(heaps).into()]
    }

    /// `a b`: take a matches from heap b (counted from 1); or `lose`.
    fn words(&self, claim: &Claim<(usize, u64)>) -> String {
        match claim {
            Claim::Wins((heap, take)) => format!("{take} {}", heap + 1),
            Claim::Loses => "lose".to_owned(),
            Claim::WinsWithNoMove => unreachable!("normal play: no move left is a loss"),
        }
    }

    /// `heaps 3 6 9`, counted from 1 as the moves' words count them.
    fn position_words(&self, _: &Sum<Nim>, heaps: &Vec<u64>) -> String {
        let said: Vec<String> = heaps.iter().map(u64::to_string).collect();
        if said.is_empty() {
            return "no heap left".to_owned();
        }
        format!("heaps {}", said.join(" "))
    }
}

/// The judge's output (with `explain`, why), and after a winning move the heaps it leaves.
fn answer(heaps: &[u64], found: Option<(usize, u64)>, explain: bool) -> String {
    let mut output = Matches.words(&found.into());
    let sum = || nim_sum_text(heaps);
    let Some((i, take)) = found else {
        let why = explain.then(|| format!("  every move loses: heaps {}", sum()));
        return output + &why.unwrap_or_default() + "\n";
    };
    if explain {
        let (sum, heap, from, to) = (sum(), i + 1, heaps[i], heaps[i] - take);
        let _ = write!(output, "  heaps {sum}; heap {heap} {FIRST}: {from} -> {to}");
    }
    for (at, &n) in heaps.iter().enumerate() {
        let n = if at == i { n - take } else { n };
        let _ = write!(output, "{}{n}", if at == 0 { "\n" } else { " " });
    }
    output + "\n"
}

const FIRST: &str = "is the first holding the nim-sum's highest bit"; // why b (README.md)

/// The first winning move (heap from 0, matches taken), the least (README.md proves it).
fn first_winning_move(heaps: &[u64]) -> Option<(usize, u64)> {
    winning_move(heaps, |heap, target| Some(heaps[heap] - target))
}
