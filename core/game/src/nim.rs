//! Nim: one heap's rules ([`Nim`]), and the nim-sum, the XOR of Grundy values.
//!
//! By the Sprague–Grundy theorem a sum of independent impartial games has the XOR of their
//! Grundy values as its own, and the player to move loses exactly when that XOR is 0.

use std::ops::BitXor;

use crate::sum::Components;
use crate::take_break::{Radix, TakeBreak};

/// One heap of Nim: a move takes any positive number of tokens from it. A heap of n is worth n
/// (its moves reach every smaller heap), so a sum of heaps is lost exactly when the heaps'
/// nim-sum is 0. The rules, for the referee and for values from the rules.
///
/// # Example
/// ```
/// use grundy::{ComponentValues, Components, Nim};
///
/// assert_eq!(Nim.splits(&3), [(1, vec![2]), (2, vec![1]), (3, vec![0])]);
/// assert_eq!(ComponentValues::new(Nim).table(0..=5), [0, 1, 2, 3, 4, 5]);
/// ```
///
/// # Complexity
/// `splits` lists n moves for a heap of n.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Nim;

impl Nim {
    /// Nim as a take-and-break code: `.3...` (take any positive number, leaving one heap or
    /// none), the form `explore` and its theorems read.
    ///
    /// # Example
    /// ```
    /// use grundy::Nim;
    ///
    /// assert_eq!(Nim.code().to_string(), ".3...");
    /// assert_eq!(Nim.code().grundy_direct(5), [0, 1, 2, 3, 4, 5]);
    /// ```
    ///
    /// # Complexity
    /// O(1).
    pub fn code(&self) -> TakeBreak {
        TakeBreak::parse(".3...", Radix::Octal).expect("Nim's code is a code")
    }
}

impl Components for Nim {
    /// The tokens in the heap.
    type Part = u64;
    /// The tokens taken.
    type Move = u64;

    fn splits(&self, &heap: &u64) -> Vec<(u64, Vec<u64>)> {
        (1..=heap)
            .map(|taken| (taken, vec![heap - taken]))
            .collect()
    }

    fn is_finished(&self, &heap: &u64) -> bool {
        heap == 0
    }
}

/// The nim-sum (bitwise XOR) of `values`; 0 for none.
///
/// Works for any integer type, so it serves `u32` Grundy values as well as `u64` pile sizes.
///
/// # Complexity
/// O(k) for k values.
///
/// # Example
/// ```
/// use grundy::nim_sum;
///
/// assert_eq!(nim_sum([1u32, 2, 3]), 0); // a lost position of Nim
/// assert_eq!(nim_sum([5u64, 9]), 12);
/// assert_eq!(nim_sum(Vec::<u32>::new()), 0);
/// ```
pub fn nim_sum<T, I>(values: I) -> T
where
    I: IntoIterator<Item = T>,
    T: BitXor<Output = T> + Default,
{
    values
        .into_iter()
        .fold(T::default(), |sum, value| sum ^ value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_heap_of_n_is_worth_n_as_the_code_3_repeated_gives() {
        let code = Nim.code();
        let mut values = crate::ComponentValues::new(Nim);
        assert_eq!(values.table(0..=60), code.grundy_direct(60));
        assert_eq!(values.table(0..=60), (0..=60).collect::<Vec<u32>>());
    }

    #[test]
    fn nim_sum_of_nothing_is_zero() {
        assert_eq!(nim_sum(std::iter::empty::<u32>()), 0);
    }

    #[test]
    fn equal_pairs_cancel() {
        assert_eq!(nim_sum([7u32, 4, 7, 4]), 0);
        assert_eq!(nim_sum([7u32, 4, 7]), 4);
    }

    #[test]
    fn nim_sum_is_bitwise_xor() {
        let values = [0b1010u64, 0b0110, 0b0001];
        assert_eq!(nim_sum(values), 0b1101);
    }
}
