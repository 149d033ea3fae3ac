//! The contract of {{name}}: the input's format declared once (read, written, generated,
//! shrunk and described in `--help` from it), the referee on the real rules, and the claims of
//! `--explain` as values with their words. The standard checks in `tests/main.rs` follow.
//!
//! The scaffold declares the scaffold's Nim contract: T games, each n piles.

use grundy::Sum;
use harness::shape::{List, Num, list, num};
use harness::{Claim, Explained, Input, InputError, Options, Problem, verdict_lines};

use crate::explain;
use crate::real_rules::Rules;

/// The problem.
#[derive(Clone, Copy, Debug, Default)]
pub struct ThisGame;

impl Problem for ThisGame {
    type Shape = List<List<Num<u64>>>;

    /// `tiny` ranges are what the referee searches at once; the judge's and this solver's
    /// ranges are the statement's and the solver's limits. The bench case `judge-max` (the
    /// judge's largest input) follows from the judge's ranges; name the game's own worst
    /// cases in `bench`, and draw them in tests too with `harness::draw::drawn`.
    fn shape(&self) -> Self::Shape {
        let games = num("T", "the number of games", 1..=100, 1..=1_000_000).tiny(1..=3);
        let piles = num("n", "the number of piles", 1..=100, 1..=1_000_000).tiny(1..=3);
        let stones = num("a_i", "a pile size", 0..=1_000_000_000, 0..=u64::MAX).tiny(0..=4);
        list(games, list(piles, stones).inline()).lines()
    }

    fn solve(&self, games: Input<Self>, options: &Options) -> Result<String, InputError> {
        Ok(crate::answer(&games, options))
    }

    fn referee(&self, games: &Input<Self>) -> Option<String> {
        verdict_lines(self.positions(games), "First", "Second")
    }
}

impl Explained for ThisGame {
    type Game = Sum<Rules>;

    fn positions(&self, games: &Input<Self>) -> Option<(Sum<Rules>, Vec<Vec<u64>>)> {
        let small = games.iter().flatten().all(|&pile| pile <= 8);
        let positions = games.clone();
        small.then_some((Sum(Rules), positions))
    }

    fn claims(&self, games: &Input<Self>) -> Vec<Claim<(usize, u64)>> {
        games.iter().map(|piles| explain::claim(piles)).collect()
    }

    fn words(&self, claim: &Claim<(usize, u64)>) -> String {
        explain::words(claim)
    }
}
