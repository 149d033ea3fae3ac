//! The game's real rules, for checking: the exhaustive-search referee ([`grundy::Referee`])
//! plays them, and the tests in `tests/` check [`solve`](crate::solve) against it.
//!
//! Nothing here knows about Grundy values: a move takes exactly one allowed amount from one
//! pile that holds at least that many coins, and a player with no move loses. [`Rules`] says
//! what a move does to one pile; the whole game, all the piles together, is
//! [`Sum(rules)`](grundy::Sum), which the referee searches as one position.

use grundy::Components;

/// Coin game 2 with a given list of allowed amounts (repeats allowed, as in the input), as the
/// rules of one pile. Referee positions are `Vec<u64>`, the pile sizes: build one with
/// [`Sum::position`](grundy::Sum::position), which leaves out empty piles and sorts the rest.
///
/// # Example
/// ```
/// use antbook_coin_game_2::real_rules::Rules;
/// use grundy::{Referee, Sum};
///
/// let mut referee = Referee::new(Sum(Rules::new(vec![1, 3, 4])));
/// let position = referee.game().position([2, 0, 5]);
/// assert_eq!(position, [2, 5]);
/// // Grundy values 0 1 0 1 2 3 2 ...: piles 2 and 5 give 0 ^ 3, a win. The one winning move
/// // is (pile index 1, take 3), which leaves [2, 2].
/// assert!(referee.wins(&position));
/// assert_eq!(referee.winning_moves(&position), [(1, 3)]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    /// The allowed amounts, each at least 1.
    pub amounts: Vec<u64>,
}

impl Rules {
    /// The rules with these allowed amounts.
    ///
    /// # Panics
    /// If an amount is 0: taking nothing is not a move (it would let the game go on forever).
    pub fn new(amounts: Vec<u64>) -> Self {
        assert!(
            !amounts.contains(&0),
            "an allowed amount must be at least 1"
        );
        Self { amounts }
    }
}

impl Components for Rules {
    /// A pile size.
    type Part = u64;
    /// The coins taken.
    type Move = u64;

    /// Take each allowed amount that fits, in the order of the list, leaving the rest of the
    /// pile.
    fn splits(&self, &pile: &u64) -> Vec<(u64, Vec<u64>)> {
        self.amounts
            .iter()
            .filter(|&&take| take <= pile)
            .map(|&take| (take, vec![pile - take]))
            .collect()
    }

    /// An empty pile: every amount is at least 1, so nothing can be taken from it.
    fn is_finished(&self, &pile: &u64) -> bool {
        pile == 0
    }
}

#[cfg(test)]
mod tests {
    use grundy::{Game, Referee, Sum};

    use super::*;

    #[test]
    fn a_pile_allows_exactly_the_amounts_that_fit_repeats_included() {
        let rules = Rules::new(vec![4, 1, 9, 4]);
        assert_eq!(rules.splits(&5), [(4, vec![1]), (1, vec![4]), (4, vec![1])]);
        assert_eq!(rules.splits(&4), [(4, vec![0]), (1, vec![3]), (4, vec![0])]);
        assert!(rules.splits(&0).is_empty());
        assert!(rules.is_finished(&0) && !rules.is_finished(&1));
    }

    #[test]
    fn emptying_a_pile_drops_it_from_the_position() {
        let moves = Sum(Rules::new(vec![3])).moves(&vec![3, 7]);
        assert_eq!(moves, [((0, 3), vec![7]), ((1, 3), vec![3, 4])]);
    }

    #[test]
    fn the_piles_are_played_together() {
        // With {1, 2} a pile is lost exactly when it is a multiple of 3 (Grundy value x mod 3).
        let mut referee = Referee::new(Sum(Rules::new(vec![1, 2])));
        assert!(!referee.wins(&vec![]));
        assert!(!referee.wins(&vec![3]));
        assert!(referee.wins(&vec![4]));
        assert!(!referee.wins(&vec![1, 4])); // 1 ^ 1
        assert!(referee.wins(&vec![1, 5])); // 1 ^ 2
        assert!(referee.wins(&vec![1, 2, 3])); // 1 ^ 2 ^ 0
        assert!(!referee.wins(&vec![2, 5, 6])); // 2 ^ 2 ^ 0
    }

    #[test]
    #[should_panic(expected = "at least 1")]
    fn an_amount_of_zero_is_refused() {
        let _ = Rules::new(vec![1, 0]);
    }
}
