//! The nim-sum: the XOR of Grundy values.
//!
//! By the Sprague–Grundy theorem a sum of independent impartial games has the XOR of their
//! Grundy values as its own, and the player to move loses exactly when that XOR is 0.

use std::ops::BitXor;

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
