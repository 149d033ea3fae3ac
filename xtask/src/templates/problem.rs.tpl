//! The contract of {{name}}: the input's format declared once (read, written, generated,
//! shrunk and described in `--help` from it), who wins a case, the claim of `--explain` as a
//! value with its words, and the referee's positions on the real rules. The solver over the
//! cases, the referee's output and the standard checks in `tests/main.rs` follow.
//!
//! The scaffold declares the scaffold's Nim contract: T games, each n piles.

use grundy::{Sum, nim_sum, winning_move};
use harness::shape::{List, Num, list, num};
use harness::{Claim, InputError, Verdicts, values_said};

use crate::real_rules::Rules;

/// The problem.
#[derive(Clone, Copy, Debug, Default)]
pub struct ThisGame;

impl Verdicts for ThisGame {
    type Shape = List<List<Num<u64>>>;
    type Game = Sum<Rules>;
    const VERDICTS: [&'static str; 2] = ["First", "Second"];

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

    /// The solution itself: a pile of s stones is worth s, and the nim-sum decides. A case
    /// this solver cannot answer (past a budget) is an `Err(InputError::at(pos, ..))` at the
    /// value's place (`harness::shape::at` keeps it).
    fn wins(&self, piles: &Vec<u64>) -> Result<bool, InputError> {
        Ok(nim_sum(piles.iter().copied()) != 0)
    }

    /// A winning move (pile from 0, stones taken) or that every move loses, and the values.
    fn claim(&self, piles: &Vec<u64>) -> (Claim<(usize, u64)>, String) {
        let found = winning_move(piles, |pile, target| Some(piles[pile] - target));
        (found.into(), values_said(piles))
    }

    /// The words `--explain` says a claim with (the standard checks find them in the output).
    fn words(&self, claim: &Claim<(usize, u64)>) -> String {
        claim.say(|(pile, take)| format!("take {take} from pile {}", pile + 1))
    }

    /// Each game's piles, when none passes 8 stones.
    fn positions(&self, games: &[Vec<u64>]) -> Option<(Sum<Rules>, Vec<Vec<u64>>)> {
        let small = games.iter().flatten().all(|&pile| pile <= 8);
        small.then(|| (Sum(Rules), games.to_vec()))
    }
}
