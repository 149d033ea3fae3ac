//! The game's real rules, for checking: the exhaustive-search referee ([`grundy::Referee`])
//! plays them, and the standard checks compare the solver with it. No Grundy values here:
//! only what a move does.

use grundy::Components;

/// Nim, one pile at a time: a move takes any positive number of stones from one pile. The
/// whole game is the sum of the piles, searched by the referee as `grundy::Sum(Rules)`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rules;

impl Components for Rules {
    /// A pile size.
    type Part = u64;
    /// Stones taken.
    type Move = u64;

    fn splits(&self, &pile: &u64) -> Vec<(u64, Vec<u64>)> {
        (1..=pile).map(|take| (take, vec![pile - take])).collect()
    }

    fn is_finished(&self, &pile: &u64) -> bool {
        pile == 0
    }
}
