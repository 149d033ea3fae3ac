//! The game's real rules, for the exhaustive-search referee ([`grundy::Referee`]) that the
//! tests in `tests/` check [`solve`](crate::solve) against.
//!
//! Nothing here knows about Grundy values: a move takes exactly one allowed amount from one
//! pile that holds at least that many coins, and a player with no move loses.

use grundy::Game;

/// Coin game 2 with a given list of allowed amounts (repeats allowed, as in the input).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    /// The allowed amounts, each at least 1.
    pub amounts: Vec<u64>,
}

impl Rules {
    /// The rules with these allowed amounts.
    pub fn new(amounts: Vec<u64>) -> Self {
        Self { amounts }
    }

    /// A position in canonical form: the pile sizes sorted, since the order of the piles does
    /// not change the game.
    pub fn position(piles: &[u64]) -> Vec<u64> {
        let mut piles = piles.to_vec();
        piles.sort_unstable();
        piles
    }
}

impl Game for Rules {
    /// The pile sizes, sorted.
    type Position = Vec<u64>;
    /// (index of the pile in the sorted position, coins taken).
    type Move = (usize, u64);

    fn moves(&self, piles: &Vec<u64>) -> Vec<(Self::Move, Vec<u64>)> {
        let mut moves = Vec::new();
        for (pile, &size) in piles.iter().enumerate() {
            for &take in &self.amounts {
                if take <= size {
                    let mut after = piles.clone();
                    after[pile] -= take;
                    moves.push(((pile, take), Self::position(&after)));
                }
            }
        }
        moves
    }
}
