//! Periods of Grundy sequences: the one a theorem proves from the values (the octal
//! periodicity theorem, [`certified_period`]), and the one the values only suggest
//! ([`apparent_period`]), which proves nothing and says so.

/// A period of a Grundy sequence: `g(n + length) = g(n)` for every `n >= preperiod`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Period {
    /// The first position from which the sequence repeats.
    pub preperiod: usize,
    /// The length of the repeating part.
    pub length: usize,
}

impl Period {
    /// `g(n)` for any `n`, from `values` (which must hold at least `preperiod + period`
    /// values, as the ones [`certified_period`] was given do).
    ///
    /// # Panics
    /// If `values` is shorter than `preperiod + period`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::Period;
    ///
    /// let period = Period { preperiod: 1, length: 2 };
    /// assert_eq!(period.value_at(&[5, 1, 2], 1_000_000_000_000), 2);
    /// assert_eq!(period.value_at(&[5, 1, 2], 0), 5);
    /// ```
    pub fn value_at(&self, values: &[u32], n: u64) -> u32 {
        assert!(values.len() >= self.preperiod + self.length);
        match usize::try_from(n) {
            Ok(n) if n < values.len() => values[n],
            _ => {
                let (start, period) = (self.preperiod as u64, self.length as u64);
                values[(start + (n - start) % period) as usize]
            }
        }
    }
}

/// The smallest period (and, for it, the smallest preperiod) of an octal game's Grundy
/// sequence that `values` (`g(0), g(1), ...`) prove by the octal periodicity theorem, or `None`.
///
/// The theorem (Guy and Smith): for an octal game whose last non-zero digit is at
/// `last_digit_position = t`, if `g(n + p) = g(n)` for every `n` with
/// `n0 <= n < 2*n0 + p + t`, then it holds for every `n >= n0`. A heap of `n + p` tokens splits
/// into parts, one of which is at least `(n + p - t) / 2`, so the equality spreads by induction.
/// This function accepts a period only when `values` cover that whole range.
///
/// # Complexity
/// O(len * p) at worst for the period `p` found (failing candidates usually stop at once).
///
/// # Example
/// ```
/// use grundy::{OctalGame, certified_period};
///
/// // Dawson's Kayles: period 34 from heap 53 on; 150 values are too few to prove it.
/// let game = OctalGame::parse(".07")?;
/// let values = game.grundy_direct(300);
/// let period = certified_period(&values, game.last_digit_position()).unwrap();
/// assert_eq!((period.preperiod, period.length), (53, 34));
/// assert!(certified_period(&values[..150], 2).is_none());
/// # Ok::<(), grundy::OctalCodeError>(())
/// ```
pub fn certified_period(values: &[u32], last_digit_position: usize) -> Option<Period> {
    let len = values.len();
    let t = last_digit_position;
    // Lengths that repeat over a long tail but were not proved. A multiple of one repeats over
    // the same tail, so its scan starts below that tail: without this, `.354`'s 16.8 million
    // values (period 1,180 seen, not yet provable) rescanned the tail for each of 7,000
    // multiples, about 30 s.
    let mut long_tails: Vec<Period> = Vec::new();
    for period in 1..len {
        // Need 2*n0 + 2*period + t <= len, so n0 can be at most this.
        let Some(room) = len.checked_sub(2 * period + t) else {
            break;
        };
        let latest_start = room / 2;
        let known_tail = long_tails
            .iter()
            .filter(|tail| period % tail.length == 0)
            .map(|tail| tail.preperiod)
            .min()
            .unwrap_or(len);
        // The smallest n0 with g(n + period) = g(n) for all observed n >= n0.
        let top = known_tail.min(len - period);
        let start = (0..top)
            .rev()
            .find(|&n| values[n + period] != values[n])
            .map_or(0, |n| n + 1);
        if start <= latest_start {
            return Some(Period {
                preperiod: start,
                length: period,
            });
        }
        if known_tail == len && len - period - start > LONG_TAIL {
            long_tails.push(Period {
                preperiod: start,
                length: period,
            });
        }
    }
    None
}

/// How long a repeating tail must be for [`certified_period`] to remember it.
const LONG_TAIL: usize = 64;

/// The period `values` (`g(0), g(1), ...`) suggest, proving nothing: the smallest `length`,
/// and for it the smallest `preperiod`, such that `g(n + length) = g(n)` for every `n` from
/// `preperiod` to the end, seen at least `repeats` times over (`preperiod + (repeats + 1) *
/// length <= len`). `None` if no length is seen so often.
///
/// A sequence that repeats up to N may still change past N: this is a guess to test, or to
/// prove by a theorem ([`certified_period`] for octal games).
///
/// # Panics
/// If `repeats` is 0.
///
/// # Complexity
/// O(len * p) at worst for the length `p` found; a length that fails usually fails at the
/// last values, at once.
///
/// # Example
/// ```
/// use grundy::{Period, apparent_period};
///
/// let values = [5, 0, 1, 2, 0, 1, 2, 0, 1, 2];
/// assert_eq!(apparent_period(&values, 2), Some(Period { preperiod: 1, length: 3 }));
/// assert_eq!(apparent_period(&values, 3), None); // three repeats need 1 + 4 * 3 values
/// ```
pub fn apparent_period(values: &[u32], repeats: usize) -> Option<Period> {
    assert!(repeats > 0, "a period must be seen at least once over");
    let len = values.len();
    (1..=len / (repeats + 1)).find_map(|length| {
        let preperiod = (0..len - length)
            .rev()
            .find(|&n| values[n + length] != values[n])
            .map_or(0, |n| n + 1);
        (preperiod + (repeats + 1) * length <= len).then_some(Period { preperiod, length })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The least provable period by scanning every length in full, as the theorem states it.
    fn certified_by_plain_scan(values: &[u32], t: usize) -> Option<Period> {
        let len = values.len();
        (1..len).find_map(|length| {
            let start = (0..len - length)
                .rev()
                .find(|&n| values[n + length] != values[n])
                .map_or(0, |n| n + 1);
            (2 * start + 2 * length + t <= len).then_some(Period {
                preperiod: start,
                length,
            })
        })
    }

    #[test]
    fn certified_periods_equal_a_plain_scan_of_every_length() {
        // Random values, then a repeating tail, cut at random lengths: tails too short to prove
        // (so that multiples of the seen period are tried, from the remembered tail) and long
        // enough; small alphabets, so that multiples sometimes start a little earlier.
        let mut rng = crate::Rng::new(7);
        for _ in 0..2000 {
            let (prefix, length) = (rng.range_usize(0..=150), rng.range_usize(1..=12));
            let alphabet = rng.range(1..=4);
            let pattern: Vec<u32> = (0..length)
                .map(|_| rng.range(0..=alphabet) as u32)
                .collect();
            let mut values: Vec<u32> = (0..prefix)
                .map(|_| rng.range(0..=alphabet) as u32)
                .collect();
            let total = prefix + rng.range_usize(0..=300);
            values.extend((prefix..total).map(|n| pattern[n % length]));
            let t = rng.range_usize(1..=4);
            assert_eq!(
                certified_period(&values, t),
                certified_by_plain_scan(&values, t),
                "{values:?} t = {t}"
            );
        }
    }

    #[test]
    fn an_apparent_period_is_the_least_length_then_the_least_start() {
        // Period 2 from 3 (and so also 4 from 3): the least length wins.
        let values = [9, 9, 9, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2];
        assert_eq!(
            apparent_period(&values, 3),
            Some(Period {
                preperiod: 3,
                length: 2
            })
        );
        // A constant tail is period 1.
        assert_eq!(
            apparent_period(&[4, 0, 0, 0, 0], 3),
            Some(Period {
                preperiod: 1,
                length: 1
            })
        );
        assert_eq!(apparent_period(&[0, 1, 2, 3, 4, 5], 1), None);
    }

    #[test]
    fn an_apparent_period_needs_its_repeats() {
        let values = [7, 0, 1, 0, 1];
        assert_eq!(apparent_period(&values, 1).map(|p| p.length), Some(2));
        assert_eq!(apparent_period(&values, 2), None);
    }

    #[test]
    fn a_period_needs_the_whole_range_of_the_theorem() {
        // g = 0,1,0,1,... : period 2 from 0; the theorem with t = 1 needs 2*0 + 2*2 + 1 = 5 values.
        let values = [0, 1, 0, 1, 0];
        assert_eq!(
            certified_period(&values, 1),
            Some(Period {
                preperiod: 0,
                length: 2
            })
        );
        assert_eq!(certified_period(&values[..4], 1), None);
    }

    #[test]
    fn a_late_difference_moves_the_preperiod() {
        let mut values = vec![0u32; 100];
        values[10] = 3;
        assert_eq!(
            certified_period(&values, 1),
            Some(Period {
                preperiod: 11,
                length: 1
            })
        );
    }
}
