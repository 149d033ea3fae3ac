//! The contract and the solver: `k`, then k heaps; the answer, the first heap whose size drops
//! when XORed with the nim-sum; the referee, Nim's least winning move by exhaustive search.

use grundy::{Referee, Rng, Subtraction, Sum, nim_sum_text, winning_move};
use harness::draw::{Draw, just};
use harness::shape::{List, Num, list, num};
use harness::{Bench, BenchCase, Claim, Explained, Exploration, InputError, Options, Problem};
use std::fmt::Write;

/// The largest heap `cargo xtask explore` tabulates.
pub const EXPLORED_HEAP: u64 = 1024;

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
        let found = first_winning_move(&heaps);
        let sum = || nim_sum_text(&heaps);
        let why = match found {
            _ if !options.explain() => String::new(),
            None => format!("  every move loses: heaps {}", sum()),
            Some((i, take)) => format!(
                "  heaps {}; heap {} is the first holding the nim-sum's highest bit: {} -> {}",
                sum(),
                i + 1,
                heaps[i],
                heaps[i] - take
            ),
        };
        Ok(self.answer(&heaps, found, &why))
    }

    /// The least (heap, amount) among every winning move the exhaustive search finds.
    fn referee(&self, heaps: &Vec<u64>) -> Option<String> {
        let (game, _) = self.positions(heaps)?;
        let first = Referee::new(game).winning_moves(heaps).into_iter().min();
        Some(self.answer(heaps, first, ""))
    }

    /// The judge's worst case, `judge-last-wins`: 1 ^ 2 ^ ... ^ 499,999 = 0, then 10^9, the
    /// only heap holding 2^29; and past the judge, five million heaps.
    fn bench(&self) -> Vec<Bench<Vec<u64>>> {
        let last = BenchCase::judge("judge-last-wins", "only the last heap can win");
        let five = BenchCase::beyond("five-million", "5 * 10^6 heaps below 2^64");
        let heaps = |rng: &mut Rng| (0..5_000_000).map(|_| rng.range(1..=u64::MAX)).collect();
        let last_wins = (1..500_000).chain([1_000_000_000]).collect();
        vec![last.input(just(last_wins)), five.input(Draw::new(heaps))]
    }

    /// A Nim heap of n matches, up to [`EXPLORED_HEAP`]: there taking 1..=1024 is every move.
    /// No family: Nim takes any number, which no finite subtraction set allows.
    fn explore(&self, _: &Vec<u64>) -> Option<Exploration> {
        let heap = |n| Some(n as u64).filter(|&n| n <= EXPLORED_HEAP);
        let words = "a heap of n matches, any number taken (Nim)";
        Some(Exploration::by_one(
            Subtraction::new(1..=EXPLORED_HEAP),
            words,
            "n",
            heap,
        ))
    }
}

impl Explained for Matches {
    type Game = Sum<Subtraction>;

    /// The heaps in input order (the referee's moves name them so), searched up to 5 heaps of 24.
    fn positions(&self, heaps: &Vec<u64>) -> Option<(Sum<Subtraction>, Vec<Vec<u64>>)> {
        let small = heaps.len() <= 5 && heaps.iter().all(|&n| n <= 24);
        small.then(|| (Sum(Subtraction::new(1..=24)), vec![heaps.clone()]))
    }

    fn claims(&self, heaps: &Vec<u64>) -> Vec<Claim<(usize, u64)>> {
        vec![first_winning_move(heaps).map_or(Claim::Loses, Claim::Wins)]
    }

    /// `a b`: take a matches from heap b (counted from 1); or `lose`.
    fn words(&self, claim: &Claim<(usize, u64)>) -> String {
        match claim {
            Claim::Wins((heap, take)) => format!("{take} {}", heap + 1),
            Claim::Loses => "lose".to_owned(),
        }
    }
}

impl Matches {
    /// The judge's output: the claim's words and `why`, then, after a winning move `found`,
    /// the heaps it leaves.
    fn answer(&self, heaps: &[u64], found: Option<(usize, u64)>, why: &str) -> String {
        let mut output = self.words(&found.map_or(Claim::Loses, Claim::Wins)) + why + "\n";
        let Some((heap, take)) = found else {
            return output;
        };
        for (i, &n) in heaps.iter().enumerate() {
            let n = if i == heap { n - take } else { n };
            let _ = write!(output, "{}{n}", if i == 0 { "" } else { " " });
        }
        output + "\n"
    }
}

/// The first winning move, (heap from 0, matches taken): the first heap holding the nim-sum's
/// highest bit, brought down to make the nim-sum 0 (README.md proves it is the least).
fn first_winning_move(heaps: &[u64]) -> Option<(usize, u64)> {
    winning_move(heaps, |heap, target| Some(heaps[heap] - target))
}
