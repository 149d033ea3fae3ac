//! The minimum excludant (mex) of a set of small non-negative integers.
//!
//! The Grundy value of a position is the mex of the Grundy values of its options. Those values
//! are small (never more than the number of options), so the set is a bitset whose first 128
//! values are one `u128` in place: inserting one of them is a shift and an OR, and their mex one
//! count of trailing ones. Larger values go to words on the heap, grown only when one arrives.

/// Values below this live in the `u128` kept in place.
const LOW: u32 = u128::BITS;
/// Bits per heap word, for values from [`LOW`] on.
const WORD: u32 = u64::BITS;

/// A set of small non-negative integers, kept as a bitset, whose [`mex`](MexSet::mex) is cheap.
///
/// Values below 128 are one `u128` in place, a hand-written bitmask's work: no allocation,
/// no bounds check, one instruction for the mex. Larger values grow a heap part once;
/// [`clear`](MexSet::clear) keeps it, so one `MexSet` reused across a loop allocates at most
/// once.
///
/// # Example
/// ```
/// use grundy::MexSet;
///
/// let mut seen = MexSet::new();
/// seen.insert(0);
/// seen.insert(1);
/// seen.insert(3);
/// assert_eq!(seen.mex(), 2);
/// seen.clear();
/// assert_eq!(seen.mex(), 0);
/// ```
#[derive(Clone, Debug, Default)]
pub struct MexSet {
    /// Bit v is value v, for v below [`LOW`].
    low: u128,
    /// Bit i of word w is value LOW + 64 w + i.
    high: Vec<u64>,
}

impl MexSet {
    /// An empty set.
    ///
    /// # Complexity
    /// O(1), no allocation.
    pub const fn new() -> Self {
        Self {
            low: 0,
            high: Vec::new(),
        }
    }

    /// Adds `value` to the set.
    ///
    /// # Complexity
    /// O(1) for values below 128; for larger ones O(1) amortised, and O(value / 64) the first
    /// time a value above all earlier ones is added. Memory grows with the largest value
    /// inserted, so insert Grundy values, not arbitrary numbers.
    ///
    /// # Example
    /// ```
    /// let mut seen = grundy::MexSet::new();
    /// seen.insert(300); // past the part kept in place: grows once
    /// assert!(seen.contains(300));
    /// assert_eq!(seen.mex(), 0);
    /// ```
    #[inline]
    pub fn insert(&mut self, value: u32) {
        if value < LOW {
            self.low |= 1 << value;
        } else {
            self.insert_high(value - LOW);
        }
    }

    /// The heap part of [`insert`](MexSet::insert), kept out of line so that the common case
    /// stays small enough to inline.
    #[cold]
    fn insert_high(&mut self, offset: u32) {
        let word = (offset / WORD) as usize;
        if word >= self.high.len() {
            self.high.resize(word + 1, 0);
        }
        self.high[word] |= 1 << (offset % WORD);
    }

    /// Whether `value` is in the set.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let mut seen = grundy::MexSet::new();
    /// seen.insert(5);
    /// assert!(seen.contains(5) && !seen.contains(4));
    /// ```
    pub fn contains(&self, value: u32) -> bool {
        if value < LOW {
            return self.low & (1 << value) != 0;
        }
        let offset = value - LOW;
        self.high
            .get((offset / WORD) as usize)
            .is_some_and(|bits| bits & (1 << (offset % WORD)) != 0)
    }

    /// The smallest non-negative integer not in the set.
    ///
    /// # Complexity
    /// O(1) when it is below 128; otherwise O(m / 64) where m is the result.
    ///
    /// # Example
    /// ```
    /// let mut seen = grundy::MexSet::new();
    /// (0..200).for_each(|v| seen.insert(v));
    /// assert_eq!(seen.mex(), 200);
    /// ```
    #[inline]
    pub fn mex(&self) -> u32 {
        if self.low != u128::MAX {
            return self.low.trailing_ones();
        }
        for (index, &bits) in self.high.iter().enumerate() {
            if bits != u64::MAX {
                return LOW + index as u32 * WORD + bits.trailing_ones();
            }
        }
        LOW + self.high.len() as u32 * WORD
    }

    /// Empties the set, keeping its storage for reuse.
    ///
    /// # Complexity
    /// O(1).
    #[inline]
    pub fn clear(&mut self) {
        self.low = 0;
        self.high.clear();
    }
}

impl Extend<u32> for MexSet {
    fn extend<I: IntoIterator<Item = u32>>(&mut self, values: I) {
        values.into_iter().for_each(|value| self.insert(value));
    }
}

impl FromIterator<u32> for MexSet {
    fn from_iter<I: IntoIterator<Item = u32>>(values: I) -> Self {
        let mut set = Self::new();
        set.extend(values);
        set
    }
}

/// The minimum excludant of `values`: the smallest non-negative integer not among them.
/// Repeats are harmless.
///
/// # Complexity
/// O(k + m / 64) for k values and a largest value m; no heap allocation while every value is
/// below 128.
///
/// # Example
/// ```
/// use grundy::mex;
///
/// assert_eq!(mex([]), 0);
/// assert_eq!(mex([1, 2]), 0);
/// assert_eq!(mex([0, 2, 0, 1, 4]), 3);
/// ```
pub fn mex<I: IntoIterator<Item = u32>>(values: I) -> u32 {
    values.into_iter().collect::<MexSet>().mex()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The definition, for comparison: count up from 0 until a value is missing.
    fn mex_by_definition(values: &[u32]) -> u32 {
        (0..).find(|candidate| !values.contains(candidate)).unwrap()
    }

    #[test]
    fn mex_of_nothing_is_zero() {
        assert_eq!(mex(std::iter::empty()), 0);
    }

    #[test]
    fn mex_matches_the_definition_across_word_boundaries() {
        for gap in [0, 1, 62, 63, 64, 65, 127, 128, 255, 256, 257, 700] {
            let values: Vec<u32> = (0..800).filter(|&v| v != gap).collect();
            assert_eq!(mex(values.iter().copied()), gap);
            assert_eq!(mex_by_definition(&values), gap);
        }
    }

    #[test]
    fn mex_of_a_full_prefix_is_its_length() {
        for len in [1, 63, 64, 65, 256, 257] {
            assert_eq!(mex(0..len), len);
        }
    }

    #[test]
    fn mex_ignores_order_and_repeats() {
        assert_eq!(mex([3, 0, 3, 1, 0, 1, 2, 2]), 4);
    }

    #[test]
    fn cleared_set_is_empty_again() {
        let mut set: MexSet = (0..300).collect();
        assert_eq!(set.mex(), 300);
        set.clear();
        assert!(!set.contains(0));
        assert_eq!(set.mex(), 0);
        set.insert(0);
        assert_eq!(set.mex(), 1);
    }

    #[test]
    fn small_sets_stay_in_place() {
        let set: MexSet = (0..128).collect();
        assert!(set.high.is_empty());
        assert_eq!(set.mex(), 128);
        let grown: MexSet = [128].into_iter().collect();
        assert_eq!(grown.high.len(), 1);
    }

    #[test]
    fn every_value_around_the_edges_is_kept_and_found() {
        for value in [0, 1, 63, 64, 126, 127, 128, 129, 191, 192, 193, 1000] {
            let set: MexSet = [value].into_iter().collect();
            assert!(set.contains(value), "{value}");
            assert!(!set.contains(value + 1) && (value == 0 || !set.contains(value - 1)));
            let all_but: MexSet = (0..1100).filter(|&v| v != value).collect();
            assert_eq!(all_but.mex(), value);
        }
    }
}
