//! The game's real rules, for the exhaustive-search referee ([`grundy::Referee`]) that the
//! tests in `tests/` check [`solve`](crate::solve) against.

use grundy::Game;

/// Nim: take any positive number of stones from one pile.
#[derive(Clone, Copy, Debug, Default)]
pub struct Rules;

impl Game for Rules {
    /// The pile sizes, in input order.
    type Position = Vec<u64>;
    /// (pile index, stones taken).
    type Move = (usize, u64);

    fn moves(&self, piles: &Vec<u64>) -> Vec<(Self::Move, Vec<u64>)> {
        let mut moves = Vec::new();
        for (pile, &size) in piles.iter().enumerate() {
            for take in 1..=size {
                let mut after = piles.clone();
                after[pile] -= take;
                moves.push(((pile, take), after));
            }
        }
        moves
    }
}
