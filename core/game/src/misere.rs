//! Sums played misère (whoever makes the last move loses), decided by the SJ theorem where it
//! applies.
//!
//! Under misère play a sum is **not** decided by the XOR of its components' Grundy values in
//! general. The SJ theorem (Jia Zhihao, 2009; the anti-SG games of the Chinese contest
//! literature) decides it for a large family of sums from those same values:
//!
//! > If every component whose Grundy value is 0 has no move left, then the player to move in
//! > the misère sum wins exactly when either the nim-sum is not 0 and some component's value is
//! > greater than 1, or the nim-sum is 0 and no component's value is greater than 1.
//!
//! The condition is on the rules, and must hold for every component a game can reach (Nim's
//! heaps meet it: value 0 is the empty heap; so does "take a run of consecutive apples", whose
//! row of n has value n). The proof: the positions the rule calls lost have, from any move, an
//! answer back into the rule's lost positions. With two or more components of value above 1 and
//! nim-sum 0, any move keeps one of them and leaves a non-zero nim-sum; with none, the only
//! moves turn a 1 into a 0 or raise a value above 1, both leading to positions the rule calls
//! won; and the move the rule prescribes (see [`misere_winning_move`]) always exists because a
//! value v has options of every value below it. The condition is what makes "no move left"
//! coincide with "every value is 0": a component of value 0 that can still move breaks it (one
//! whose every move leads to values above 1 makes the rule call a lost position won; the tests
//! show one).
//!
//! These functions take the values as given; that the game meets the condition, and that its
//! values are right, is the caller's to check (the tests do, with the misère
//! [`Referee`](crate::Referee)).

use std::fmt::Display;
use std::ops::BitXor;

use crate::explain::{nim_sum_text, winning_move};
use crate::nim::nim_sum;

/// What the SJ theorem reads from a misère sum's Grundy `values`, in words: the nim-sum
/// written out (as [`nim_sum_text`]) and whether some value is above 1.
///
/// # Complexity
/// O(k) for k values.
///
/// # Example
/// ```
/// use grundy::misere_sum_text;
///
/// assert_eq!(misere_sum_text(&[2u64, 2]), "2 ^ 2 = 0 with a value above 1");
/// assert_eq!(misere_sum_text(&[1u32, 0, 1]), "1 ^ 0 ^ 1 = 0 with none above 1");
/// ```
pub fn misere_sum_text<T>(values: &[T]) -> String
where
    T: Copy + BitXor<Output = T> + Default + Display + Ord + From<u8>,
{
    let big = values.iter().any(|&value| value > T::from(1));
    let big = if big { "a value" } else { "none" };
    format!("{} with {big} above 1", nim_sum_text(values))
}

/// Whether the player to move wins the misère sum of components with Grundy `values`, by the
/// SJ theorem: `(nim-sum != 0 and some value > 1) or (nim-sum == 0 and no value > 1)`.
///
/// Only for sums whose components of value 0 have no moves (see the module notes); for other
/// games the answer may be wrong.
///
/// # Complexity
/// O(k) for k values.
///
/// # Example
/// ```
/// use grundy::misere_wins;
///
/// assert!(misere_wins::<u32>(&[])); // nothing left: the opponent took the last token
/// assert!(!misere_wins(&[1u32])); // forced to take the last one
/// assert!(misere_wins(&[1u32, 1])); // take one, the opponent takes the last
/// assert!(misere_wins(&[2u64, 2, 1])); // nim-sum 1 with a value above 1
/// assert!(!misere_wins(&[3u64, 3])); // nim-sum 0 with values above 1
/// ```
pub fn misere_wins<T>(values: &[T]) -> bool
where
    T: Copy + BitXor<Output = T> + Default + Ord + From<u8>,
{
    let zero = nim_sum(values.iter().copied()) == T::default();
    let some_big = values.iter().any(|&value| value > T::from(1));
    zero != some_big
}

/// A winning move of the misère sum of components with Grundy `values`, as the SJ theorem
/// gives it, if the player to move wins and has a move: `(index, move)` where `move` is what
/// `move_to(index, target)` returns for the first component (in order) that the rule moves.
/// `move_to(index, target)` names a move of component `index` to a component (or pieces) of
/// value `target`, always smaller than its value, or `None` if it has none.
///
/// The move:
/// - two or more values above 1, nim-sum not 0: the normal-play move, to nim-sum 0 (a value
///   above 1 stays, so the opponent's position is lost);
/// - exactly one value above 1: move it to 0 or 1, whichever leaves an odd number of 1s;
/// - no value above 1 and an even, non-zero number of 1s: move a 1 to 0.
///
/// `None` when the position is lost, and also when it is won with no move to make (every value
/// is 0: the opponent has taken the last token); ask [`misere_wins`] which.
///
/// Only for sums whose components of value 0 have no moves (see the module notes).
///
/// # Complexity
/// O(k) for k values, plus the calls of `move_to` (at most one per component).
///
/// # Example
/// ```
/// use grundy::misere_winning_move;
///
/// // Nim heaps (a heap's value is its size), the move named by the heap it leaves.
/// let nim = |values: &[u64]| misere_winning_move(values, |_, target| Some(target));
/// assert_eq!(nim(&[5, 1]), Some((0, 0))); // one big heap: leave an odd number of 1s
/// assert_eq!(nim(&[5, 1, 1]), Some((0, 1)));
/// assert_eq!(nim(&[2, 3, 1, 1]), Some((1, 2))); // two big heaps: to nim-sum 0
/// assert_eq!(nim(&[1, 1]), Some((0, 0)));
/// assert_eq!(nim(&[1, 1, 1]), None); // lost
/// assert_eq!(nim(&[]), None); // won, nothing to do
/// ```
pub fn misere_winning_move<T, M>(
    values: &[T],
    mut move_to: impl FnMut(usize, T) -> Option<M>,
) -> Option<(usize, M)>
where
    T: Copy + BitXor<Output = T> + Default + Ord + From<u8>,
{
    if !misere_wins(values) {
        return None;
    }
    let (zero, one) = (T::default(), T::from(1));
    let mut bigs = values.iter().enumerate().filter(|&(_, &value)| value > one);
    let ones = values.iter().filter(|&&value| value == one).count();
    match (bigs.next(), bigs.next()) {
        (Some((index, _)), None) => {
            let target = if ones % 2 == 1 { zero } else { one };
            move_to(index, target).map(|found| (index, found))
        }
        // Two or more values above 1 (and a non-zero nim-sum, as the position is won).
        (Some(_), Some(_)) => winning_move(values, move_to),
        (None, _) => values
            .iter()
            .enumerate()
            .filter(|&(_, &value)| value == one)
            .find_map(|(index, _)| move_to(index, zero).map(|found| (index, found))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        ComponentValues, Components, Game, Misere, Referee, Rng, Subtraction, Sum, TakeARun,
    };

    /// Random sums of components `0..=largest`, `count` of them.
    fn random_sums(seed: u64, count: usize, largest: u64) -> Vec<Vec<u64>> {
        let mut rng = Rng::new(seed);
        (0..count)
            .map(|_| {
                (0..rng.range(0..=4))
                    .map(|_| rng.range(0..=largest))
                    .collect()
            })
            .collect()
    }

    /// Checks the theorem and its move against the misère referee on these sums, for rules
    /// that meet its condition.
    fn assert_sj_holds<C>(rules: C, sums: &[Vec<u64>])
    where
        C: Components<Part = u64> + Clone,
        C::Move: PartialEq + std::fmt::Debug,
    {
        let mut values = ComponentValues::new(rules.clone());
        let mut referee = Referee::new(Misere(Sum(rules.clone())));
        for parts in sums {
            let grundy: Vec<u32> = parts.iter().map(|part| values.value(part)).collect();
            let wins = referee.wins(parts);
            assert_eq!(
                misere_wins(&grundy),
                wins,
                "{parts:?} with values {grundy:?}"
            );
            let found = misere_winning_move(&grundy, |index, target| {
                let moves = rules.splits(&parts[index]);
                moves.into_iter().find_map(|(label, pieces)| {
                    let value = pieces
                        .iter()
                        .fold(0, |sum, piece| sum ^ values.value(piece));
                    (value == target).then_some(label)
                })
            });
            let has_moves = !referee.game().moves(parts).is_empty();
            match found {
                Some(chosen) => assert!(referee.winning_moves(parts).contains(&chosen)),
                None => assert!(
                    !wins || !has_moves,
                    "{parts:?}: a won position with no move"
                ),
            }
        }
    }

    #[test]
    fn sj_agrees_with_the_misere_referee_on_thousands_of_take_a_run_sums() {
        assert_sj_holds(TakeARun, &random_sums(1, 3000, 9));
    }

    #[test]
    fn sj_agrees_with_the_misere_referee_on_thousands_of_nim_sums() {
        // Nim: take any number; only the empty heap has value 0.
        let nim = Subtraction::new(1..=12);
        assert_sj_holds(nim, &random_sums(2, 3000, 12));
    }

    /// A game breaking the condition: heap 3's only move is to heap 2, so its value is
    /// mex{2} = 0, yet it can move.
    struct Detour;

    impl Components for Detour {
        type Part = u64;
        type Move = u64;

        fn splits(&self, &heap: &u64) -> Vec<(u64, Vec<u64>)> {
            let to: &[u64] = match heap {
                1 => &[0],
                2 => &[0, 1],
                3 => &[2],
                _ => &[],
            };
            to.iter().map(|&after| (after, vec![after])).collect()
        }
    }

    #[test]
    fn the_condition_is_needed_a_value_0_component_with_moves_breaks_the_rule() {
        // Values: g(1) = 1, g(2) = mex{0, 1} = 2, g(3) = mex{2} = 0, yet heap 3 can move.
        let mut values = ComponentValues::new(Detour);
        assert_eq!(values.table([0, 1, 2, 3]), [0, 1, 2, 0]);
        // Misère, [3]: the only move leaves [2], from which the opponent leaves [1], and the
        // last token is ours to take: [3] is lost. The rule sees nim-sum 0 and no value above 1,
        // and calls it won.
        let mut referee = Referee::new(Misere(Sum(Detour)));
        assert!(!referee.wins(&vec![3]));
        assert!(misere_wins(&[0u32]));
    }

    #[test]
    fn a_lone_big_component_leaves_an_odd_number_of_ones() {
        let nim = |values: &[u32]| misere_winning_move(values, |_, target| Some(target));
        assert_eq!(nim(&[7]), Some((0, 1)));
        assert_eq!(nim(&[1, 7]), Some((1, 0)));
        assert_eq!(nim(&[0, 1, 1, 7]), Some((3, 1)));
    }

    #[test]
    fn a_component_without_the_move_is_passed_over() {
        let values = [3u32, 2, 1, 1];
        let skip_first = |index: usize, target: u32| (index > 0).then_some(target);
        // Nim-sum 1: heap 0 (3 -> 2) is skipped, heap 1 (2 -> 3) cannot, heap 2 (1 -> 0) can.
        assert_eq!(misere_winning_move(&values, skip_first), Some((2, 0)));
    }
}
