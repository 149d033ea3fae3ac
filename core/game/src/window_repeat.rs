//! The search for two equal windows in a sequence that grows one symbol at a time: the proof
//! of a period for rules that look back a bounded distance (a subtraction game's values, its
//! Every-SG steps). Shared inside the crate; [`checkpoint_stride`] is public, as the tuning it
//! is.
//!
//! Each window of `window` symbols gets a rolling hash (polynomial, modulo the prime
//! 2^61 - 1) updated in O(1) per symbol. Every [`checkpoint_stride`]-th window is remembered by
//! its hash; every window is looked up. A hash hit is only a candidate: the caller compares the
//! two windows symbol by symbol, and only an exact match is reported. When the windows decide
//! the rest of the sequence, the first match reported lies exactly one least period apart (an
//! earlier multiple would have matched the same checkpoint first). A hash collision can only
//! delay the discovery (by one stride), never make it wrong.

use crate::memo::FxHashMap;

/// The prime modulus of the window hash, 2^61 - 1.
const MODULUS: u64 = (1 << 61) - 1;
/// The base of the window hash (any number in 2..MODULUS works; the check never trusts it).
const BASE: u64 = 1_000_003;

/// Every how many windows of length `window` one is remembered for the repeat search: every
/// 64th, or every (window / 8)-th for long windows. A smaller stride finds a repeat a little
/// sooner (at most one stride late) but keeps more map entries, and a map too big for the cache
/// makes the lookup done for every value slow.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// assert_eq!(grundy::checkpoint_stride(10), 64);
/// assert_eq!(grundy::checkpoint_stride(8_000), 1_000);
/// ```
pub fn checkpoint_stride(window: usize) -> usize {
    (window / 8).max(64)
}

/// a * b mod 2^61 - 1.
fn mul_mod(a: u64, b: u64) -> u64 {
    let product = u128::from(a) * u128::from(b);
    let folded = (product as u64 & MODULUS) + (product >> 61) as u64;
    if folded >= MODULUS {
        folded - MODULUS
    } else {
        folded
    }
}

/// a + b mod 2^61 - 1 (both already reduced).
fn add_mod(a: u64, b: u64) -> u64 {
    let sum = a + b;
    if sum >= MODULUS { sum - MODULUS } else { sum }
}

/// A symbol's key for the hash: any `u64` (equal symbols must have equal keys).
fn reduce(key: u64) -> u64 {
    key % MODULUS
}

/// The repeat search over a sequence of symbols, fed one symbol at a time (see the module
/// notes). It keeps the hashes, not the symbols: the caller holds the sequence.
#[derive(Debug)]
pub(crate) struct WindowRepeats {
    window: usize,
    /// BASE^window, to drop the symbol leaving the window.
    drop_factor: u64,
    hash: u64,
    /// Symbols pushed so far.
    len: usize,
    checkpoints: FxHashMap<u64, usize>,
    stride: usize,
}

impl WindowRepeats {
    /// No symbol yet; windows of `window` symbols (at least 1).
    pub(crate) fn new(window: usize) -> Self {
        debug_assert!(window >= 1);
        Self {
            window,
            drop_factor: (0..window).fold(1, |power, _| mul_mod(power, BASE)),
            hash: 0,
            len: 0,
            checkpoints: FxHashMap::default(),
            stride: checkpoint_stride(window),
        }
    }

    /// Takes in symbol `len` (the next one; `key(i)` is symbol i's key, asked for the one
    /// entering and the one leaving the window). When the window now ending, symbols
    /// `len + 1 - window ..= len`, has the hash of a remembered one ending at `earlier`
    /// (exclusive) and `same(earlier, len + 1)` says the two windows are equal symbol by
    /// symbol, returns `Some(earlier)`.
    pub(crate) fn push(
        &mut self,
        key: impl Fn(usize) -> u64,
        same: impl FnOnce(usize, usize) -> bool,
    ) -> Option<usize> {
        let index = self.len;
        self.len += 1;
        let len = self.len;
        self.hash = add_mod(mul_mod(self.hash, BASE), reduce(key(index)));
        if len > self.window {
            let leaving = mul_mod(reduce(key(len - 1 - self.window)), self.drop_factor);
            self.hash = add_mod(self.hash, MODULUS - leaving);
        }
        if len < self.window {
            return None;
        }
        match self.checkpoints.get(&self.hash) {
            Some(&earlier) if same(earlier, len) => Some(earlier),
            // A collision: keep the first window with this hash (see the module notes).
            Some(_) => None,
            None => {
                if (len - self.window) % self.stride == 0 {
                    self.checkpoints.insert(self.hash, len);
                }
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mul_mod_reduces_fully() {
        assert_eq!(mul_mod(MODULUS - 1, MODULUS - 1), 1);
        assert_eq!(mul_mod(1 << 60, 2), 1);
        assert_eq!(mul_mod(0, 12345), 0);
    }

    #[test]
    fn the_first_repeat_reported_is_one_least_period_apart() {
        // 7 symbols of preperiod, then a period of 5, looked at through windows of 3.
        let sequence: Vec<u64> = (0..7).chain((0..200).map(|i| 100 + i % 5)).collect();
        let mut repeats = WindowRepeats::new(3);
        let found = (0..sequence.len()).find_map(|_| {
            repeats
                .push(
                    |i| sequence[i],
                    |earlier, len| sequence[earlier - 3..earlier] == sequence[len - 3..len],
                )
                .map(|earlier| (earlier, repeats.len))
        });
        let (earlier, len) = found.expect("the windows repeat");
        assert_eq!(len - earlier, 5);
        assert!(earlier - 3 >= 7, "a window of the preperiod never repeats");
    }

    #[test]
    fn a_hash_hit_without_equal_windows_is_not_reported() {
        let sequence: Vec<u64> = (0..300).map(|i| i % 4).collect();
        let mut repeats = WindowRepeats::new(2);
        for _ in 0..sequence.len() {
            assert_eq!(repeats.push(|i| sequence[i], |_, _| false), None);
        }
    }
}
