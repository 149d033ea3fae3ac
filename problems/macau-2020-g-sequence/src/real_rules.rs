//! The game's real rules, for the exhaustive-search referee ([`grundy::Referee`]) the tests
//! check the solver against. Nothing here knows about last occurrences.

use grundy::Game;

/// "Game on Sequence" on a sequence as it grows: a position is the length the sequence had
/// at the query (`N`) and the token's position, so one game serves every query of an input.
///
/// The token moves from position `i` to any `j` in `i + 1..=N` with `A_j` differing from `A_i`
/// in at most one bit (equal values count); a player who cannot move loses.
///
/// # Example
/// ```
/// use grundy::Referee;
/// use macau_2020_g_sequence::real_rules::Rules;
///
/// let mut referee = Referee::new(Rules::new(vec![1, 2, 3, 4, 5, 6]));
/// assert!(!referee.wins(&(6, 6))); // the last position never has a move
/// assert!(!referee.wins(&(6, 5))); // 5 = 101 and 6 = 110 differ in two bits
/// // 1 = 001 may move to 3 = 011 or 5 = 101: both are lost (no later value one bit away).
/// assert_eq!(referee.winning_moves(&(6, 1)), [3, 5]);
/// // When the sequence was 1 2 (N = 2), 1 had no move: 2 = 010 differs from it in two bits.
/// assert!(!referee.wins(&(2, 1)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    sequence: Vec<u8>,
}

impl Rules {
    /// The game on `sequence` (`A_1` is `sequence[0]`) and on each of its prefixes.
    pub fn new(sequence: Vec<u8>) -> Self {
        Self { sequence }
    }
}

impl Game for Rules {
    /// The length `N` of the sequence at the query, and the token's position, 1-based.
    type Position = (usize, usize);
    /// The position the token moves to.
    type Move = usize;

    /// # Panics
    /// If the position is not in `1..=N` or `N` is past the sequence.
    fn moves(&self, &(length, position): &(usize, usize)) -> Vec<(usize, (usize, usize))> {
        let here = self.sequence[position - 1];
        (position + 1..=length)
            .filter(|&next| (here ^ self.sequence[next - 1]).count_ones() <= 1)
            .map(|next| (next, (length, next)))
            .collect()
    }
}
