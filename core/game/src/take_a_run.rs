//! Take a run: a row of tokens; a move takes any positive number of consecutive tokens,
//! leaving the tokens before them and those after them as two rows. The rules of one row,
//! for the referee and for values from the rules; a row of n tokens is worth n (see the test
//! below, and HDU 2509's README for the proof). As a take-and-break code it is `.7...`
//! ([`TakeBreak`](crate::TakeBreak)), which forgets where in the row the run was: this keeps
//! it, as a problem's words for a move need.

use crate::sum::Components;

/// One row of the take-a-run game: a part is its number of tokens.
///
/// # Example
/// ```
/// use grundy::{ComponentValues, Components, TakeARun};
///
/// // From a row of 3: take 1 at 0 (rows 0 and 2), 2 at 0, 3 at 0, 1 at 1 (rows 1 and 1), ...
/// assert_eq!(TakeARun.splits(&3).len(), 6);
/// assert_eq!(TakeARun.splits(&3)[3], ((1, 1), vec![1, 1]));
/// assert_eq!(ComponentValues::new(TakeARun).table(0..=5), [0, 1, 2, 3, 4, 5]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TakeARun;

impl Components for TakeARun {
    /// The tokens in a row.
    type Part = u64;
    /// `(first, count)`: the tokens taken, the first counted from 0.
    type Move = (u64, u64);

    /// Every run, by its first token then its length: the rows before and after it (either
    /// may be empty).
    ///
    /// # Complexity
    /// O(n^2) for a row of n.
    fn splits(&self, &row: &u64) -> Vec<((u64, u64), Vec<u64>)> {
        let runs = (0..row).flat_map(|first| (1..=row - first).map(move |count| (first, count)));
        runs.map(|(first, count)| ((first, count), vec![first, row - first - count]))
            .collect()
    }

    fn is_finished(&self, &row: &u64) -> bool {
        row == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ComponentValues;

    /// g(n) = n: the options of n are every a ^ b with a + b < n, which include every m < n
    /// (a = m, b = 0) and never n itself (a ^ b <= a + b). So only the empty row is worth 0,
    /// and it has no move: the SJ theorem's condition for misère sums of rows.
    #[test]
    fn a_row_of_n_tokens_is_worth_n_and_only_the_empty_row_which_has_no_move_is_worth_0() {
        let mut values = ComponentValues::new(TakeARun);
        assert_eq!(values.table(0..=40), (0..=40).collect::<Vec<u32>>());
        assert!(TakeARun.splits(&0).is_empty() && TakeARun.is_finished(&0));
    }

    #[test]
    fn a_row_is_worth_what_the_code_7_repeated_gives_a_heap() {
        let code = crate::TakeBreak::parse(".7...", crate::Radix::Octal).unwrap();
        let mut values = ComponentValues::new(TakeARun);
        assert_eq!(values.table(0..=60), code.grundy_direct(60));
    }
}
