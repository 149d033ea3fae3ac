//! The Grundy sequence of one pile, g(x) = mex { g(x - a) : a allowed, a <= x }, computed up
//! to the largest pile, or up to the point where it provably repeats forever.
//!
//! # Why a repeat is a proof
//! Let m be the largest usable amount. From x = m on every amount is usable, so g(x) depends
//! only on the window of the m values before it, g(x - m) .. g(x - 1). If the window ending at
//! y equals the window ending at z (m <= y < z), the two continue identically forever, so
//! g(i + z - y) = g(i) for every i >= y - m. The sequence is periodic from there with period
//! z - y.
//!
//! # How the repeat is found
//! Each window gets a rolling hash (polynomial, modulo the prime 2^61 - 1) updated in O(1) per
//! value. Every [`checkpoint_stride`]-th window is remembered by its hash; every window is
//! looked up. A hash hit is only a candidate: the two windows are compared value by value, and
//! only an exact match is accepted. The first accepted match always lies exactly one period
//! apart (an earlier multiple would have matched the same checkpoint first), so the period is
//! the least one; the preperiod is then shortened by walking back while g(i) = g(i + period).
//! A hash collision can only delay the discovery (by one stride), never make it wrong.

use grundy::{FxHashMap, Period};

/// Every how many windows of length `window` one is remembered for the repeat search: every
/// 64th, or every (window / 8)-th for long windows. A smaller stride finds a repeat a little
/// sooner (at most one stride late) but keeps more map entries, and a map too big for the cache
/// makes the lookup done for every value slow. A repeat cannot be seen before the first full
/// window anyway, so a stride of window / 8 costs at most an eighth more values.
pub fn checkpoint_stride(window: usize) -> usize {
    (window / 8).max(64)
}

/// How far the computation may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// At most this many Grundy values (g(0) .. g(max_values - 1)) are computed.
    pub max_values: usize,
    /// At most about this many subtraction steps (values times usable amounts) are spent.
    /// `max_values` is lowered to `max_work / (number of distinct usable amounts)`, but never
    /// below `min_values`.
    pub max_work: u64,
    /// The computation always reaches at least this many values (when the piles need them),
    /// whatever `max_work` says: piles up to the judge's limit are always answered.
    pub min_values: usize,
}

impl Limits {
    /// The limits the binary uses: up to 3 * 10^7 values, about 2 * 10^9 subtraction steps
    /// (a second or two), and always every pile up to 20000, twice the judge's 10000.
    pub const DEFAULT: Limits = Limits {
        max_values: 30_000_000,
        max_work: 2_000_000_000,
        min_values: 20_001,
    };

    /// How many values may be computed for `distinct_amounts` usable amounts.
    pub fn value_budget(&self, distinct_amounts: usize) -> usize {
        let by_work = self.max_work / distinct_amounts.max(1) as u64;
        let by_work = usize::try_from(by_work).unwrap_or(usize::MAX);
        by_work.min(self.max_values).max(self.min_values)
    }
}

/// A Grundy value stored compactly: a subtraction game with k distinct amounts has values
/// at most k (a mex over at most k options), so u8 or u16 usually suffice.
trait Cell: Copy + Eq {
    /// Stores `value`, which is at most the largest value this type was chosen for.
    fn store(value: u32) -> Self;
    /// The stored value.
    fn load(self) -> u32;
}

macro_rules! cell {
    ($($t:ty)*) => {$(
        impl Cell for $t {
            fn store(value: u32) -> Self {
                debug_assert!(value <= u32::from(<$t>::MAX));
                value as $t
            }
            fn load(self) -> u32 {
                u32::from(self)
            }
        }
    )*};
}
cell!(u8 u16 u32);

/// The computed values, in the narrowest type that holds them.
#[derive(Clone, Debug)]
enum Values {
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
}

/// The Grundy sequence of a pile for one set of allowed amounts.
///
/// # Example
/// ```
/// use antbook_coin_game_2::window_period::{GrundySequence, Limits};
/// use grundy::Period;
///
/// // Take 1, 3 or 4: 0 1 0 1 2 3 2 0 1 0 1 2 3 2 ... (period 7 from the start).
/// let sequence = GrundySequence::compute(&[1, 3, 4], u64::MAX, &Limits::DEFAULT);
/// assert_eq!(sequence.period(), Some(Period { preperiod: 0, length: 7 }));
/// assert_eq!(sequence.value(5), Some(3));
/// assert_eq!(sequence.value(7_000_000_000_000_005), Some(3));
/// ```
#[derive(Clone, Debug)]
pub struct GrundySequence {
    values: Values,
    distinct_amounts: usize,
    period: Option<Period>,
}

impl GrundySequence {
    /// The sequence for `amounts` (in any order, repeats allowed, each at least 1), computed
    /// until it covers `largest_pile` or provably repeats, within `limits`.
    ///
    /// Amounts larger than `largest_pile` can never be taken, so they are left out.
    ///
    /// # Complexity
    /// O(V * k) time for V values computed and k distinct usable amounts; V bytes (u8 values,
    /// k < 256), 2V (k < 65536) or 4V, plus one hash-map entry per [`checkpoint_stride`] values.
    pub fn compute(amounts: &[u64], largest_pile: u64, limits: &Limits) -> Self {
        let mut usable: Vec<usize> = amounts
            .iter()
            .filter(|&&amount| amount >= 1 && amount <= largest_pile)
            .filter_map(|&amount| usize::try_from(amount).ok())
            .collect();
        usable.sort_unstable();
        usable.dedup();
        let budget = limits.value_budget(usable.len());
        let target = usize::try_from(largest_pile).unwrap_or(usize::MAX);
        let (values, period) = if usable.len() <= usize::from(u8::MAX) {
            let (values, period) = compute_values::<u8>(&usable, target, budget);
            (Values::U8(values), period)
        } else if usable.len() <= usize::from(u16::MAX) {
            let (values, period) = compute_values::<u16>(&usable, target, budget);
            (Values::U16(values), period)
        } else {
            let (values, period) = compute_values::<u32>(&usable, target, budget);
            (Values::U32(values), period)
        };
        Self {
            values,
            distinct_amounts: usable.len(),
            period,
        }
    }

    /// How many values were computed directly: g(0) .. g(computed() - 1).
    pub fn computed(&self) -> usize {
        match &self.values {
            Values::U8(values) => values.len(),
            Values::U16(values) => values.len(),
            Values::U32(values) => values.len(),
        }
    }

    /// How many distinct amounts can be taken from a pile no larger than the largest pile.
    pub fn distinct_amounts(&self) -> usize {
        self.distinct_amounts
    }

    /// Where the sequence repeats, if a repeat was found before the computation stopped: the
    /// least period, and for it the least preperiod.
    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// g(x), or `None` if x lies past the computed values and no period was found.
    ///
    /// # Complexity
    /// O(1).
    pub fn value(&self, x: u64) -> Option<u32> {
        let index = match usize::try_from(x) {
            Ok(index) if index < self.computed() => index,
            _ => {
                let Period { preperiod, length } = self.period?;
                let offset = (x - preperiod as u64) % length as u64;
                preperiod + offset as usize
            }
        };
        Some(match &self.values {
            Values::U8(values) => u32::from(values[index]),
            Values::U16(values) => u32::from(values[index]),
            Values::U32(values) => values[index],
        })
    }
}

/// The prime modulus of the window hash, 2^61 - 1.
const MODULUS: u64 = (1 << 61) - 1;
/// The base of the window hash (any number in 2..MODULUS works; the check never trusts it).
const BASE: u64 = 1_000_003;

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

/// g(0) .. g(n - 1) in cells of type `C` (n = min(target + 1, budget), or fewer if a period
/// turns up first), and the period if one was found. `amounts` is sorted, distinct, each >= 1.
fn compute_values<C: Cell>(
    amounts: &[usize],
    target: usize,
    budget: usize,
) -> (Vec<C>, Option<Period>) {
    let Some(&window) = amounts.last() else {
        // No usable amount: every pile is a dead end, g = 0 everywhere.
        return (
            vec![C::store(0)],
            Some(Period {
                preperiod: 0,
                length: 1,
            }),
        );
    };
    // The most values ever needed; also keeps the stamps below in u32.
    let stop = target
        .saturating_add(1)
        .min(budget)
        .min(u32::MAX as usize - 1);
    let mut values: Vec<C> = Vec::new();
    // seen[v] == stamp marks value v as an option of the current pile. Not grundy::MexSet: in
    // this loop it was measurably slower (release build, best of 7, this machine): 5.2 s
    // instead of 1.77 s on bench/search-to-the-limit.in, 176 ms instead of 106 ms on
    // bench/long-preperiod.in, 488 ms instead of 168 ms on the bad-no-period sample.
    let mut seen = vec![0u32; amounts.len() + 1];
    // BASE^window, to drop the value leaving the window.
    let drop_factor = (0..window).fold(1, |power, _| mul_mod(power, BASE));
    let mut hash = 0u64;
    let mut checkpoints: FxHashMap<u64, usize> = FxHashMap::default();
    let stride = checkpoint_stride(window);
    for x in 0..stop {
        let stamp = x as u32 + 1;
        let usable = if x >= window {
            amounts
        } else {
            &amounts[..amounts.partition_point(|&amount| amount <= x)]
        };
        for &amount in usable {
            seen[values[x - amount].load() as usize] = stamp;
        }
        let mex = seen
            .iter()
            .position(|&mark| mark != stamp)
            .unwrap_or(seen.len());
        values.push(C::store(mex as u32));

        // The window of the `window` values ending here (exclusive end `len`).
        let len = x + 1;
        hash = add_mod(mul_mod(hash, BASE), u64::from(mex as u32));
        if len > window {
            let leaving = u64::from(values[len - 1 - window].load());
            hash = add_mod(hash, MODULUS - mul_mod(leaving, drop_factor));
        }
        if len < window {
            continue;
        }
        match checkpoints.get(&hash) {
            Some(&earlier) if values[earlier - window..earlier] == values[len - window..len] => {
                let length = len - earlier;
                let mut preperiod = earlier - window;
                while preperiod > 0 && values[preperiod - 1] == values[preperiod - 1 + length] {
                    preperiod -= 1;
                }
                return (values, Some(Period { preperiod, length }));
            }
            // A collision: keep the first window with this hash (see the module notes).
            Some(_) => {}
            None => {
                if (len - window) % stride == 0 {
                    checkpoints.insert(hash, len);
                }
            }
        }
    }
    (values, None)
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
    fn take_one_two_or_three_has_period_four_from_zero() {
        let sequence = GrundySequence::compute(&[3, 1, 2, 2], u64::MAX, &Limits::DEFAULT);
        assert_eq!(
            sequence.period(),
            Some(Period {
                preperiod: 0,
                length: 4
            })
        );
        for x in [0u64, 1, 2, 3, 4, 5, 1_000_000_000_000_000_003] {
            assert_eq!(sequence.value(x), Some((x % 4) as u32));
        }
    }

    #[test]
    fn the_table_stops_at_the_largest_pile_when_that_comes_first() {
        let sequence = GrundySequence::compute(&[1, 3, 4], 5, &Limits::DEFAULT);
        assert_eq!(sequence.computed(), 6);
        assert_eq!(sequence.period(), None);
        assert_eq!(sequence.value(5), Some(3));
        assert_eq!(sequence.value(6), None);
    }

    #[test]
    fn no_usable_amount_means_zero_everywhere() {
        let sequence = GrundySequence::compute(&[7, 9], 6, &Limits::DEFAULT);
        assert_eq!(sequence.value(6), Some(0));
        assert_eq!(sequence.value(u64::MAX), Some(0));
    }
}
