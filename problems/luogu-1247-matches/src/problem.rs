//! The contract and the solver: `k`, then k heaps; the answer, the first heap whose size drops
//! when XORed with the nim-sum; the referee, Nim's least winning move by exhaustive search.

use grundy::{Referee, Rng, Subtraction, Sum, nim_sum_text, winning_move};
use harness::Size;
use harness::shape::{List, Num};
use harness::shape::{list, num};
use harness::{BenchCase, Claim, Explained, Exploration, InputError, Options, Problem};

/// The largest heap `cargo xtask explore` tabulates.
pub const EXPLORED_HEAP: u64 = 1024;

/// The problem: k heaps of matches.
#[derive(Clone, Copy, Debug, Default)]
pub struct Matches;

/// The inputs `cargo xtask bench` times: the judge's maximum, its worst case, and past it.
const BENCH_CASES: &[BenchCase] = &[
    BenchCase::answered("judge-max", Size::Judge, "500,000 random heaps up to 10^9"),
    BenchCase::answered("judge-last-wins", Size::Judge, "only the last heap can win"),
    BenchCase::answered("five-million", Size::Beyond, "5 * 10^6 heaps below 2^64"),
];

impl Problem for Matches {
    type Shape = List<Num<u64>>;

    fn shape(&self) -> Self::Shape {
        let k = num("k", "the number of heaps", 1..=500_000, 1..=10_000_000).tiny(1..=5);
        let heap = num("n_i", "a heap size", 1..=1_000_000_000, 0..=u64::MAX).tiny(0..=7);
        list(k.beyond(1..=1000), heap.beyond(0..=u64::MAX))
    }

    fn solve(&self, heaps: Vec<u64>, options: &Options) -> Result<String, InputError> {
        let found = winning_move(&heaps, |heap, target| Some(heaps[heap] - target));
        let why = match found {
            _ if !options.explain() => String::new(),
            None => format!("  every move loses: heaps {}", nim_sum_text(&heaps)),
            Some((i, take)) => format!(
                "  heaps {}; heap {} is the first holding the nim-sum's highest bit: {} -> {}",
                nim_sum_text(&heaps),
                i + 1,
                heaps[i],
                heaps[i] - take
            ),
        };
        let lose = format!("lose{why}\n");
        Ok(found.map_or(lose, |(b, a)| crate::move_text(&heaps, b, a, &why)))
    }

    /// The least (heap, amount) among every winning move the exhaustive search finds.
    fn referee(&self, heaps: &Vec<u64>) -> Option<String> {
        let (game, _) = self.positions(heaps)?;
        let first = Referee::new(game).winning_moves(heaps).into_iter().min();
        Some(first.map_or("lose\n".into(), |(b, a)| crate::move_text(heaps, b, a, "")))
    }

    fn bench_cases(&self) -> &'static [BenchCase] {
        BENCH_CASES
    }

    /// `judge-last-wins`: 1 ^ 2 ^ ... ^ 499,999 = 0, then 10^9, the only heap holding 2^29.
    fn bench_input(&self, name: &str) -> Option<Vec<u64>> {
        let mut rng = Rng::new(1247);
        let mut heaps = |k, largest| (0..k).map(|_| rng.range(1..=largest)).collect();
        match name {
            "judge-max" => Some(heaps(500_000, 1_000_000_000)),
            "judge-last-wins" => Some((1..500_000).chain([1_000_000_000]).collect()),
            "five-million" => Some(heaps(5_000_000, u64::MAX)),
            _ => None,
        }
    }

    /// A Nim heap of n matches, up to [`EXPLORED_HEAP`]: there taking 1..=1024 is every move.
    /// No family: Nim takes any number, which no finite subtraction set allows.
    fn explore(&self, _: &Vec<u64>) -> Option<Exploration> {
        let rules = Subtraction::new(1..=EXPLORED_HEAP);
        let heap = |n| Some(n as u64).filter(|&n| n <= EXPLORED_HEAP);
        let words = "a heap of n matches, any number taken (Nim)";
        Some(Exploration::by_one(rules, words, "n", heap))
    }
}

impl Explained for Matches {
    type Game = Sum<Subtraction>;

    /// The heaps in input order (the referee's moves name them so), searched up to 5 heaps of 24.
    fn positions(&self, heaps: &Vec<u64>) -> Option<(Sum<Subtraction>, Vec<Vec<u64>>)> {
        let small = heaps.len() <= 5 && heaps.iter().all(|&n| n <= 24);
        small.then(|| (Sum(Subtraction::new(1..=24)), vec![heaps.clone()]))
    }

    /// The move on the first line: `a b  ...` (take a from heap b) or `lose  ...`.
    fn read_claims(&self, _: &Vec<u64>, output: &str) -> Result<Vec<Claim<(usize, u64)>>, String> {
        let first = output.lines().next().unwrap_or_default();
        let judge = first.split("  ").next().unwrap_or_default();
        let words = judge
            .split_once(' ')
            .map(|(a, b)| (a.parse(), b.parse::<usize>()));
        Ok(vec![match words {
            None if judge == "lose" => Claim::Loses,
            Some((Ok(a), Ok(b @ 1..))) => Claim::Wins((b - 1, a)),
            _ => return Err(format!("cannot read {first:?}")),
        }])
    }
}
