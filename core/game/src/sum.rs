//! Sums of components, the shape most of these games share: a position is a collection of
//! independent components (heaps, sheets, free runs of cells, bracelets, rows) and a move acts
//! on one of them, replacing it by zero or more components (a heap by smaller heaps, a sheet by
//! two sheets, a run of cells by the runs left on either side of a strip).
//!
//! A game describes one component with [`Components`]; [`Sum`] turns that into a [`Game`] on
//! whole positions for the [`Referee`](crate::Referee). This is still the real rules, not
//! Sprague–Grundy theory: the referee searches the sum as one position, so a solver that XORs
//! the components' values is checked, not trusted.

use std::hash::Hash;

use crate::referee::Game;

/// The rules of one component of a sum.
///
/// # Example
/// ```
/// use grundy::{Components, Referee, Sum};
///
/// /// Take 1 or 2 stones from a heap.
/// struct TakeOneOrTwo;
///
/// impl Components for TakeOneOrTwo {
///     type Part = u32;
///     type Move = u32; // stones taken
///
///     fn splits(&self, &heap: &u32) -> Vec<(u32, Vec<u32>)> {
///         (1..=2.min(heap)).map(|take| (take, vec![heap - take])).collect()
///     }
///
///     fn is_finished(&self, &heap: &u32) -> bool {
///         heap == 0
///     }
/// }
///
/// let mut referee = Referee::new(Sum(TakeOneOrTwo));
/// assert!(!referee.wins(&vec![3, 4, 7, 6])); // 4 and 7 cancel, 3 and 6 are lost
/// // Winning moves are (component index, move): 4 -> 3 leaves [3, 3], 3 -> 1 leaves [4, 1].
/// assert_eq!(referee.winning_moves(&vec![4, 3]), [(0, 1), (1, 2)]);
/// ```
pub trait Components {
    /// One component (a heap size, a sheet, a bracelet...). Ordered, so that positions can be
    /// kept sorted: the order of components in a sum does not matter to the game.
    type Part: Clone + Ord + Hash;
    /// What names a move inside one component.
    type Move: Clone;

    /// Every move in `part`, each with the components it leaves in its place (none if it
    /// vanishes). No moves means the component is dead: it takes no further part in the game.
    fn splits(&self, part: &Self::Part) -> Vec<(Self::Move, Vec<Self::Part>)>;

    /// Whether a move that leaves `parts` wins the whole game at once (as cutting out a 1x1
    /// sheet does). Such a move leads to the empty position, lost for the player who must move
    /// next. By default no move does.
    fn wins_at_once(&self, _parts: &[Self::Part]) -> bool {
        false
    }

    /// Whether `part` can never be moved in again (an empty heap, a run of no cells), so that
    /// positions may leave it out. Leaving out a component with no moves changes nothing in the
    /// game; it only keeps positions small. By default nothing is left out.
    fn is_finished(&self, _part: &Self::Part) -> bool {
        false
    }
}

/// The sum of components of `C`, a [`Game`] on whole positions.
///
/// A position is a list of components; a move is `(index, move)`: the index of the component
/// in the position it is played from, and the move inside it. The positions moves lead to are
/// canonical (finished components left out, the rest sorted). The position given to the referee
/// is taken as it is, so the winning moves it lists name components in the caller's order (the
/// input's order, say).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sum<C>(pub C);

impl<C: Components> Sum<C> {
    /// `parts` as a canonical position: finished components left out, the rest sorted.
    ///
    /// # Complexity
    /// O(k log k) comparisons for k components.
    ///
    /// # Example
    /// ```
    /// # use grundy::{Components, Sum};
    /// # struct Heaps;
    /// # impl Components for Heaps {
    /// #     type Part = u32;
    /// #     type Move = ();
    /// #     fn splits(&self, _: &u32) -> Vec<((), Vec<u32>)> { Vec::new() }
    /// #     fn is_finished(&self, &heap: &u32) -> bool { heap == 0 }
    /// # }
    /// assert_eq!(Sum(Heaps).position([3, 0, 1, 2]), [1, 2, 3]);
    /// ```
    pub fn position(&self, parts: impl IntoIterator<Item = C::Part>) -> Vec<C::Part> {
        let mut position: Vec<C::Part> = parts
            .into_iter()
            .filter(|part| !self.0.is_finished(part))
            .collect();
        position.sort_unstable();
        position
    }
}

impl<C: Components> Sum<C> {
    /// The position left when the component at `index` is replaced by `pieces`.
    fn after(&self, parts: &[C::Part], index: usize, pieces: Vec<C::Part>) -> Vec<C::Part> {
        if self.0.wins_at_once(&pieces) {
            return Vec::new();
        }
        let others = parts[..index].iter().chain(&parts[index + 1..]).cloned();
        self.position(others.chain(pieces))
    }
}

impl<C: Components> Game for Sum<C> {
    type Position = Vec<C::Part>;
    type Move = (usize, C::Move);

    fn moves(&self, parts: &Vec<C::Part>) -> Vec<(Self::Move, Vec<C::Part>)> {
        let mut moves = Vec::new();
        for (index, part) in parts.iter().enumerate() {
            for (label, pieces) in self.0.splits(part) {
                moves.push(((index, label), self.after(parts, index, pieces)));
            }
        }
        moves
    }

    /// As [`moves`](Game::moves), but a component equal to the one before it is skipped: moving
    /// in either copy leaves the same position (positions reached are sorted, so copies sit
    /// side by side).
    fn options(&self, parts: &Vec<C::Part>) -> Vec<Vec<C::Part>> {
        let mut options = Vec::new();
        for (index, part) in parts.iter().enumerate() {
            if index > 0 && parts[index - 1] == *part {
                continue;
            }
            for (_, pieces) in self.0.splits(part) {
                options.push(self.after(parts, index, pieces));
            }
        }
        options
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Referee;

    /// Nim heaps that may also be split in two (Lasker's Nim without the take).
    struct SplitInTwo;

    impl Components for SplitInTwo {
        type Part = u32;
        type Move = u32;

        fn splits(&self, &heap: &u32) -> Vec<(u32, Vec<u32>)> {
            (1..heap)
                .map(|left| (left, vec![left, heap - left]))
                .collect()
        }

        fn is_finished(&self, &heap: &u32) -> bool {
            heap <= 1
        }
    }

    /// Cut a strip of length n in two; cutting off a piece of length 1 wins at once.
    struct Strip;

    impl Components for Strip {
        type Part = u32;
        type Move = u32;

        fn splits(&self, &length: &u32) -> Vec<(u32, Vec<u32>)> {
            (1..length)
                .map(|cut| (cut, vec![cut, length - cut]))
                .collect()
        }

        fn wins_at_once(&self, parts: &[u32]) -> bool {
            parts.contains(&1)
        }
    }

    #[test]
    fn a_move_replaces_one_component_and_sorts_the_result() {
        let moves = Sum(SplitInTwo).moves(&vec![5, 2]);
        let labelled: Vec<_> = moves.iter().map(|(m, after)| (*m, after.clone())).collect();
        assert_eq!(labelled[0], ((0, 1), vec![2, 4])); // 1 is finished and left out
        assert_eq!(labelled[1], ((0, 2), vec![2, 2, 3]));
        assert_eq!(labelled[4], ((1, 1), vec![5]));
        assert_eq!(labelled.len(), 5);
    }

    #[test]
    fn sums_are_searched_as_whole_positions() {
        // 2 -> (1, 1) is one move; 3 -> (1, 2) -> (1, 1, 1) is two, whichever way it is split.
        let mut referee = Referee::new(Sum(SplitInTwo));
        assert!(!referee.wins(&vec![]));
        assert!(referee.wins(&vec![2]));
        assert!(!referee.wins(&vec![2, 2]));
        assert!(!referee.wins(&vec![3]));
        assert!(referee.wins(&vec![3, 2]));
    }

    #[test]
    fn an_instant_win_leads_to_the_empty_position() {
        let moves = Sum(Strip).moves(&vec![3, 4]);
        assert!(
            moves
                .iter()
                .all(|(_, after)| after.is_empty() || after.len() == 3)
        );
        assert!(Referee::new(Sum(Strip)).wins(&vec![2, 7]));
        assert!(!Referee::new(Sum(Strip)).wins(&vec![1]));
    }

    #[test]
    fn options_skip_a_repeated_component_but_reach_every_position_moves_reach() {
        let game = Sum(SplitInTwo);
        for position in [vec![4, 4, 5], vec![2, 2, 2], vec![3, 5, 5, 6]] {
            let mut from_moves: Vec<_> =
                game.moves(&position).into_iter().map(|(_, p)| p).collect();
            let mut from_options = game.options(&position);
            assert!(from_options.len() < from_moves.len());
            from_moves.sort();
            from_moves.dedup();
            from_options.sort();
            from_options.dedup();
            assert_eq!(from_options, from_moves);
        }
    }

    #[test]
    fn winning_moves_name_components_in_the_callers_order() {
        let mut referee = Referee::new(Sum(SplitInTwo));
        // [3, 2]: splitting the 3 (either way) leaves [2, 2], splitting the 2 leaves [3]; both
        // are lost for the opponent.
        assert_eq!(referee.winning_moves(&vec![3, 2]), [(0, 1), (0, 2), (1, 1)]);
        assert_eq!(referee.winning_moves(&vec![2, 3]), [(0, 1), (1, 1), (1, 2)]);
    }
}
