//! The contract of {{name}}: the input's format declared once (read, written, generated,
//! shrunk and described in `--help` from it), the referee on the real rules, and the claims of
//! `--explain` read back from their words. The standard checks in `tests/main.rs` follow.
//!
//! The scaffold declares the scaffold's Nim contract: T games, each n piles.

use grundy::Sum;
use harness::{BenchCase, Claim, Explained, Input, InputError, Options, Problem, Size, verdict_lines};
use harness::shape::{List, Num, list, num};

use crate::real_rules::Rules;

/// The problem.
#[derive(Clone, Copy, Debug, Default)]
pub struct ThisGame;

/// The judge's most games, piles per game and stones per pile.
const MOST_GAMES: usize = 100;
const MOST_PILES: usize = 100;
const MOST_STONES: u64 = 1_000_000_000;

/// The inputs `cargo xtask bench` times.
const BENCH_CASES: &[BenchCase] = &[BenchCase::answered(
    "judge-max",
    Size::Judge,
    "the most games of the most piles, each of the most stones",
)];

impl Problem for ThisGame {
    type Shape = List<List<Num<u64>>>;

    /// `tiny` ranges are what the referee searches at once; the judge's and this solver's
    /// ranges are the statement's and the solver's limits.
    fn shape(&self) -> Self::Shape {
        let games = num("T", "the number of games", 1..=MOST_GAMES, 1..=1_000_000).tiny(1..=3);
        let piles = num("n", "the number of piles", 1..=MOST_PILES, 1..=1_000_000).tiny(1..=3);
        let stones = num("a_i", "a pile size", 0..=MOST_STONES, 0..=u64::MAX).tiny(0..=4);
        list(games, list(piles, stones).inline()).lines()
    }

    fn solve(&self, games: Input<Self>, options: &Options) -> Result<String, InputError> {
        Ok(crate::answer(&games, options))
    }

    fn referee(&self, games: &Input<Self>) -> Option<String> {
        verdict_lines(self.positions(games), "First", "Second")
    }

    fn bench_cases(&self) -> &'static [BenchCase] {
        BENCH_CASES
    }

    fn bench_input(&self, name: &str) -> Option<Input<Self>> {
        (name == "judge-max").then(|| vec![vec![MOST_STONES; MOST_PILES]; MOST_GAMES])
    }
}

impl Explained for ThisGame {
    type Game = Sum<Rules>;

    fn positions(&self, games: &Input<Self>) -> Option<(Sum<Rules>, Vec<Vec<u64>>)> {
        let small = games.iter().flatten().all(|&pile| pile <= 8);
        let positions = games.clone();
        small.then_some((Sum(Rules), positions))
    }

    /// `First  take T from pile P (...)` or `Second  every move loses: ...`, per game.
    fn read_claims(
        &self,
        _: &Input<Self>,
        output: &str,
    ) -> Result<Vec<Claim<(usize, u64)>>, String> {
        let claim = |line: &str| {
            if line.starts_with("Second  every move loses: ") {
                return Some(Claim::Loses);
            }
            let rest = line.strip_prefix("First  take ")?;
            let (take, rest) = rest.split_once(" from pile ")?;
            let (pile, _) = rest.split_once(' ')?;
            let pile: usize = pile.parse().ok()?;
            Some(Claim::Wins((pile.checked_sub(1)?, take.parse().ok()?)))
        };
        Claim::read_lines(output, claim)
    }
}
