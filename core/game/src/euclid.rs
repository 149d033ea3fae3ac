//! Euclid's game: two piles; a move takes a positive multiple of the smaller pile from the
//! larger (never below 0; with equal piles either may be emptied); a game with an empty pile is
//! over. The rules of one game, for the referee and for values or steps from the rules.

use crate::sum::Components;

/// Euclid's game, one game a part: a part is its piles, the larger first, both positive.
///
/// # Example
/// ```
/// use grundy::{Components, Euclid, Referee, Sum};
///
/// // From (3, 2) the only move is to (2, 1); from there, taking 2 ends the game.
/// assert_eq!(Euclid.splits(&(3, 2)), [(((3, 2), (2, 1)), vec![(2, 1)])]);
/// assert!(!Referee::new(Sum(Euclid)).wins(&vec![(3, 2)]));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Euclid;

impl Components for Euclid {
    type Part = (u64, u64);
    /// The piles before and after, each the larger first (after, the smaller 0 when the game
    /// is over).
    type Move = ((u64, u64), (u64, u64));

    /// Every multiple k of the smaller pile taken from the larger, k = 1 first.
    ///
    /// # Complexity
    /// O(larger / smaller).
    fn splits(&self, &(a, b): &(u64, u64)) -> Vec<(Self::Move, Vec<(u64, u64)>)> {
        let after = |k: u64| ((a - k * b).max(b), (a - k * b).min(b));
        let leaves = |(x, y): (u64, u64)| if y == 0 { vec![] } else { vec![(x, y)] };
        (1..=a / b)
            .map(|k| (((a, b), after(k)), leaves(after(k))))
            .collect()
    }

    fn is_finished(&self, &(_, b): &(u64, u64)) -> bool {
        b == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Referee;
    use crate::Sum;

    /// The classic rule: the player to move wins when the smaller divides the larger or the
    /// larger is at least twice the smaller, and else exactly when (smaller, larger - smaller)
    /// is lost.
    fn classic(a: u64, b: u64) -> bool {
        a % b == 0 || a >= 2 * b || !classic(b, a - b)
    }

    #[test]
    fn the_searched_winner_follows_the_classic_rule_on_every_game_up_to_40() {
        let mut referee = Referee::new(Sum(Euclid));
        for a in 1..=40u64 {
            for b in 1..=a {
                assert_eq!(referee.wins(&vec![(a, b)]), classic(a, b), "({a}, {b})");
            }
        }
    }
}
