//! A small seeded random generator, so that every generated input and random test case can be
//! reproduced from its seed.

use std::ops::RangeInclusive;

/// A small, fast, seeded pseudo-random generator (SplitMix64). Not for cryptography; for
/// random test positions that come out the same on every run.
///
/// # Example
/// ```
/// use grundy::Rng;
///
/// let mut rng = Rng::new(7);
/// let die = rng.range(1..=6);
/// assert!((1..=6).contains(&die));
/// assert_eq!(Rng::new(7).range(1..=6), die); // the same seed, the same draws
/// ```
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator whose whole sequence is fixed by `seed`.
    pub fn new(seed: u64) -> Self {
        Self { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A value in `range`, close to uniformly (the bias is below 2^-32 for the small ranges
    /// tests use).
    ///
    /// # Panics
    /// If the range is empty.
    pub fn range(&mut self, range: RangeInclusive<u64>) -> u64 {
        let (low, high) = range.into_inner();
        assert!(low <= high, "empty range {low}..={high}");
        let span = high - low;
        if span == u64::MAX {
            return self.next_u64();
        }
        low + self.next_u64() % (span + 1)
    }

    /// A `usize` in `range`.
    ///
    /// # Panics
    /// If the range is empty.
    pub fn range_usize(&mut self, range: RangeInclusive<usize>) -> usize {
        let (low, high) = range.into_inner();
        self.range(low as u64..=high as u64) as usize
    }

    /// `true` with probability `numerator / denominator`.
    ///
    /// # Panics
    /// If `denominator` is 0.
    pub fn chance(&mut self, numerator: u64, denominator: u64) -> bool {
        self.range(0..=denominator - 1) < numerator
    }

    /// One element of a non-empty slice.
    ///
    /// # Panics
    /// If `items` is empty.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.range_usize(0..=items.len() - 1)]
    }

    /// Shuffles `items` in place (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.range_usize(0..=i));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_sequence() {
        let mut a = Rng::new(42);
        let mut b = Rng::new(42);
        let first: Vec<u64> = (0..10).map(|_| a.next_u64()).collect();
        let second: Vec<u64> = (0..10).map(|_| b.next_u64()).collect();
        assert_eq!(first, second);
        assert_ne!(Rng::new(43).next_u64(), first[0]);
    }

    #[test]
    fn ranges_are_inclusive_and_respected() {
        let mut rng = Rng::new(7);
        let draws: Vec<u64> = (0..1000).map(|_| rng.range(3..=5)).collect();
        assert!(draws.iter().all(|v| (3..=5).contains(v)));
        for value in 3..=5 {
            assert!(draws.contains(&value), "{value} never drawn");
        }
    }

    #[test]
    fn shuffle_keeps_every_element() {
        let mut items: Vec<u32> = (0..50).collect();
        Rng::new(1).shuffle(&mut items);
        let mut sorted = items.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
        assert_ne!(items, sorted);
    }
}
