//! The minimum excludant (mex) of a set of small non-negative integers.
//!
//! The Grundy value of a position is the mex of the Grundy values of its options. Those values
//! are small (never more than the number of options), so the set is a bitset whose first 256
//! values live on the stack; it grows on the heap only past that.

use smallvec::SmallVec;

/// Bits per bitset word.
const WORD: u32 = u64::BITS;

/// A set of small non-negative integers, kept as a bitset, whose [`mex`](MexSet::mex) is cheap.
///
/// Values below 256 need no heap allocation. [`clear`](MexSet::clear) keeps any grown storage,
/// so one `MexSet` reused across a loop allocates at most once.
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
    words: SmallVec<[u64; 4]>,
}

impl MexSet {
    /// An empty set.
    ///
    /// # Complexity
    /// O(1), no allocation.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds `value` to the set.
    ///
    /// # Complexity
    /// O(1) amortised; O(value / 64) the first time a value above all earlier ones is added.
    /// Memory grows with the largest value inserted, so insert Grundy values, not arbitrary
    /// numbers.
    ///
    /// # Example
    /// ```
    /// let mut seen = grundy::MexSet::new();
    /// seen.insert(300); // past the stack part: grows once
    /// assert!(seen.contains(300));
    /// assert_eq!(seen.mex(), 0);
    /// ```
    pub fn insert(&mut self, value: u32) {
        let word = (value / WORD) as usize;
        if word >= self.words.len() {
            self.words.resize(word + 1, 0);
        }
        self.words[word] |= 1 << (value % WORD);
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
        let word = (value / WORD) as usize;
        self.words
            .get(word)
            .is_some_and(|bits| bits & (1 << (value % WORD)) != 0)
    }

    /// The smallest non-negative integer not in the set.
    ///
    /// # Complexity
    /// O(m / 64) where m is the result.
    ///
    /// # Example
    /// ```
    /// let mut seen = grundy::MexSet::new();
    /// (0..64).for_each(|v| seen.insert(v));
    /// assert_eq!(seen.mex(), 64);
    /// ```
    pub fn mex(&self) -> u32 {
        for (index, &bits) in self.words.iter().enumerate() {
            if bits != u64::MAX {
                return index as u32 * WORD + (!bits).trailing_zeros();
            }
        }
        self.words.len() as u32 * WORD
    }

    /// Empties the set, keeping its storage for reuse.
    ///
    /// # Complexity
    /// O(1).
    pub fn clear(&mut self) {
        self.words.clear();
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
/// below 256.
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
    fn small_sets_stay_on_the_stack() {
        let set: MexSet = (0..256).collect();
        assert!(!set.words.spilled());
        let grown: MexSet = [256].into_iter().collect();
        assert!(grown.words.spilled());
    }
}
