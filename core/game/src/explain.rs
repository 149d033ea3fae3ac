//! Explaining a sum of games: the winning move the Sprague–Grundy theorem promises, and the
//! nim-sum written out. A crate names the moves of one component; this finds which component
//! to move in and what value to leave there.

use std::fmt::Display;
use std::ops::BitXor;

use crate::nim::nim_sum;

/// A winning move of a sum whose components have Grundy `values`: the first component `i`
/// whose value can drop to `values[i] ^ total` (where `total` is the nim-sum), and the move
/// `move_to(i, target)` names there, one that leaves the component with Grundy value `target`.
/// `None` when the nim-sum is 0 (every move loses), or if `move_to` finds no such move in any
/// component that could have one.
///
/// By the definition of the mex, a component of value `g` has an option of every value below
/// `g`, so a correct `move_to` always finds one in the first component tried.
///
/// The values may be of any unsigned integer type: `u32` Grundy values, or `u64` pile sizes
/// where a pile of Nim is its own value.
///
/// # Complexity
/// O(k) for k components, plus the calls to `move_to` (one, for a correct one).
///
/// # Example
/// ```
/// use grundy::winning_move;
///
/// // Nim: a heap of size s has value s, and taking stones leaves any smaller value.
/// let heaps = [3, 4, 5];
/// let take = |heap: usize, target: u32| Some(heaps[heap] - target);
/// assert_eq!(winning_move(&heaps, take), Some((0, 2))); // take 2 from the 3: 1 ^ 4 ^ 5 = 0
/// assert_eq!(winning_move(&[1, 2, 3], take), None);
///
/// // Piles past u32: the values are the piles themselves.
/// let piles = [1u64 << 40, 1];
/// let take = |pile: usize, target: u64| Some(piles[pile] - target);
/// assert_eq!(winning_move(&piles, take), Some((0, (1 << 40) - 1)));
/// ```
pub fn winning_move<T, M>(
    values: &[T],
    mut move_to: impl FnMut(usize, T) -> Option<M>,
) -> Option<(usize, M)>
where
    T: Copy + BitXor<Output = T> + Default + Ord,
{
    let total = nim_sum(values.iter().copied());
    if total == T::default() {
        return None;
    }
    values
        .iter()
        .enumerate()
        .filter(|&(_, &value)| value ^ total < value)
        .find_map(|(index, &value)| move_to(index, value ^ total).map(|found| (index, found)))
}

/// At most this many values are written out in a [`nim_sum_text`]; more are summarised.
const WRITTEN_OUT: usize = 12;

/// The nim-sum of `values` written out: `2 ^ 0 ^ 2 = 0`, or just `5` for one value. Past 12
/// values the middle is left out: `1 ^ 3 ^ ... ^ 2 (1000000 values) = 6`. Any unsigned
/// integer type will do (`u64` piles of Nim, say).
///
/// # Complexity
/// O(k) for k values.
///
/// # Example
/// ```
/// use grundy::nim_sum_text;
///
/// assert_eq!(nim_sum_text(&[1, 3]), "1 ^ 3 = 2");
/// assert_eq!(nim_sum_text(&[4]), "4");
/// assert_eq!(nim_sum_text::<u32>(&[]), "0");
/// let many: Vec<u32> = (0..100).collect();
/// assert_eq!(nim_sum_text(&many), "0 ^ 1 ^ 2 ^ 3 ^ 4 ^ 5 ^ ... ^ 98 ^ 99 (100 values) = 0");
/// assert_eq!(nim_sum_text(&[u64::MAX, 1]), "18446744073709551615 ^ 1 = 18446744073709551614");
/// ```
pub fn nim_sum_text<T>(values: &[T]) -> String
where
    T: Copy + BitXor<Output = T> + Default + Display,
{
    let total = nim_sum(values.iter().copied());
    let join = |part: &[T]| {
        part.iter()
            .map(T::to_string)
            .collect::<Vec<_>>()
            .join(" ^ ")
    };
    match values.len() {
        0 => "0".to_owned(),
        1 => total.to_string(),
        n if n <= WRITTEN_OUT => format!("{} = {total}", join(values)),
        n => format!(
            "{} ^ ... ^ {} ({n} values) = {total}",
            join(&values[..6]),
            join(&values[n - 2..])
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The values of Nim heaps after the move `(heap, target)`.
    fn after(values: &[u32], (heap, target): (usize, u32)) -> Vec<u32> {
        let mut values = values.to_vec();
        values[heap] = target;
        values
    }

    #[test]
    fn the_winning_move_leaves_a_nim_sum_of_zero_for_every_small_position() {
        for a in 0..8u32 {
            for b in 0..8 {
                for c in 0..8 {
                    let values = [a, b, c];
                    let found = winning_move(&values, |heap, target| {
                        assert!(target < values[heap], "a move must lower the value");
                        Some(target)
                    });
                    match found {
                        None => assert_eq!(a ^ b ^ c, 0, "{values:?}"),
                        Some(found) => assert_eq!(nim_sum(after(&values, found)), 0),
                    }
                }
            }
        }
    }

    #[test]
    fn a_component_without_the_move_is_passed_over() {
        // 3 ^ 1 = 2: only the 3 can drop (to 1); if it cannot, nothing is found.
        assert_eq!(winning_move(&[3, 1], |_, _| None::<u32>), None);
        // 3 ^ 2 ^ 2 ^ 1 = 2: the 3 and both 2s can drop; the first that can is used.
        assert_eq!(
            winning_move(&[3, 2, 2, 1], |i, t| (i > 0).then_some(t)),
            Some((1, 0))
        );
        // 7 ^ 6 ^ 5 = 4: all three can drop; skipping the first finds the second.
        assert_eq!(
            winning_move(&[7, 6, 5], |i, t| (i > 0).then_some(t)),
            Some((1, 2))
        );
    }

    #[test]
    fn long_sums_are_cut_in_the_middle() {
        let twelve: Vec<u32> = (1..=12).collect();
        assert!(!nim_sum_text(&twelve).contains("..."));
        let thirteen: Vec<u32> = (1..=13).collect();
        assert!(nim_sum_text(&thirteen).contains("... ^ 12 ^ 13 (13 values) = "));
    }
}
