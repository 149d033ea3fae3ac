//! The game's real rules, for checking: the exhaustive-search referee ([`grundy::Referee`])
//! that the tests in `tests/` check [`solve`](crate::solve) against plays by these.
//!
//! Nothing here knows about last occurrences: a position is just a token position, and a move
//! is any jump to a later position whose value differs from the current one in at most one bit.

use grundy::Game;

/// "Game on Sequence" on one fixed sequence (a snapshot: appends make a new `Rules`).
///
/// The token moves from position `i` to any `j > i` with `A_j` differing from `A_i` in at most
/// one bit (equal values count); a player who cannot move loses.
///
/// # Example
/// ```
/// use grundy::Referee;
/// use macau_2020_g_sequence::real_rules::Rules;
///
/// let mut referee = Referee::new(Rules::new(vec![1, 2, 3, 4, 5, 6]));
/// assert!(!referee.wins(&6)); // the last position never has a move
/// assert!(!referee.wins(&5)); // 5 = 101 and 6 = 110 differ in two bits
/// // 1 = 001 may move to 3 = 011 or 5 = 101: both are lost (no later value one bit away).
/// assert_eq!(referee.winning_moves(&1), [3, 5]);
/// ```
#[derive(Clone, Debug)]
pub struct Rules {
    sequence: Vec<u8>,
}

impl Rules {
    /// The game on `sequence` (`A_1` is `sequence[0]`).
    pub fn new(sequence: Vec<u8>) -> Self {
        Self { sequence }
    }

    /// The sequence the game is played on.
    pub fn sequence(&self) -> &[u8] {
        &self.sequence
    }
}

impl Game for Rules {
    /// The token's position, 1-based as in the statement.
    type Position = usize;
    /// The position the token moves to.
    type Move = usize;

    /// # Panics
    /// If `position` is not in `1..=len`.
    fn moves(&self, &position: &usize) -> Vec<(usize, usize)> {
        let here = self.sequence[position - 1];
        (position + 1..=self.sequence.len())
            .filter(|&next| (here ^ self.sequence[next - 1]).count_ones() <= 1)
            .map(|next| (next, next))
            .collect()
    }
}
