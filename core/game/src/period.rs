//! Periods of Grundy sequences: the one a theorem proves from the values (the octal
//! periodicity theorem, [`certified_period`]), and the ones the values only suggest
//! ([`apparent_period`]; [`seen_period`], which also finds arithmetic periods
//! `g(n + p) = g(n) + s` and asks the repeat to be long enough to mean something), which prove
//! nothing and say so.

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
/// # Ok::<(), grundy::TakeBreakCodeError>(())
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

/// An arithmetic period of a Grundy sequence: `g(n + length) = g(n) + saltus` for every
/// `n >= preperiod`. A saltus of 0 is an ordinary [`Period`]; Nim's `g(n) = n` has length 1 and
/// saltus 1, Lasker's Nim length 4 and saltus 4 from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ArithmeticPeriod {
    /// The first position from which the rule holds.
    pub preperiod: usize,
    /// The length of the repeating part.
    pub length: usize,
    /// What each period adds to the values (0: they repeat).
    pub saltus: u32,
}

impl ArithmeticPeriod {
    /// The ordinary period, when the saltus is 0.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::{ArithmeticPeriod, Period};
    ///
    /// let repeat = ArithmeticPeriod { preperiod: 2, length: 3, saltus: 0 };
    /// assert_eq!(repeat.period(), Period { preperiod: 2, length: 3 });
    /// assert!(repeat.is_ordinary());
    /// ```
    pub fn period(&self) -> Period {
        Period {
            preperiod: self.preperiod,
            length: self.length,
        }
    }

    /// Whether the values repeat (saltus 0) rather than grow.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::ArithmeticPeriod;
    ///
    /// assert!(!ArithmeticPeriod { preperiod: 0, length: 1, saltus: 1 }.is_ordinary());
    /// ```
    pub fn is_ordinary(&self) -> bool {
        self.saltus == 0
    }
}

/// How many whole periods the repeating part of a sequence must hold for [`seen_period`] to
/// report it: the period's values once, then three repeats.
pub const SEEN_PERIODS: usize = 4;

/// The (arithmetic) period the values `g(0), g(1), ...` show, proving nothing: the least
/// `length`, and for it the least `preperiod`, with `g(n + length) = g(n) + saltus` for every
/// `n` from `preperiod` on as far as the values go, for a `saltus >= 0`, when the repeating
/// part is long enough to mean something:
///
/// - it covers at least half of the values (`preperiod <= len / 2`): a repeat no longer than
///   what comes before it is as likely a coincidence of the last values computed (a
///   Fibonacci-subtraction game's values repeat with period 10 over the last 31 of 1,001);
/// - it holds at least [`SEEN_PERIODS`] whole periods (`preperiod + SEEN_PERIODS * length <=
///   len`): a period seen once or twice is a guess at its length, not a pattern.
///
/// `None` if no length meets both. A sequence that repeats up to N may still change past N:
/// this is a pattern to test, or to prove by a theorem ([`certified_period`] for octal games).
///
/// # Complexity
/// O(len * p) at worst for the length `p` found; a length that fails usually fails at the last
/// values, and a multiple of a length seen over a long tail starts below that tail.
///
/// # Example
/// ```
/// use grundy::{ArithmeticPeriod, seen_period};
///
/// // Lasker's Nim: 0, then 1 2 4 3, 5 6 8 7, ...: g(n + 4) = g(n) + 4 from n = 1.
/// let lasker: Vec<u32> = (0..100u32)
///     .map(|n| match n % 4 { 0 if n > 0 => n - 1, 3 => n + 1, _ => n })
///     .collect();
/// assert_eq!(seen_period(&lasker), Some(ArithmeticPeriod { preperiod: 1, length: 4, saltus: 4 }));
/// // A repeat only at the end of the values is no period.
/// let late: Vec<u32> = (0..90).chain([5, 6, 5, 6, 5, 6, 5, 6, 5, 6]).collect();
/// assert_eq!(seen_period(&late), None);
/// ```
pub fn seen_period(values: &[u32]) -> Option<ArithmeticPeriod> {
    let len = values.len();
    // Lengths whose rule holds over a long tail but which fail the rule, with their saltus: a
    // multiple of one holds over the same tail (with as many times the saltus), so its scan
    // starts below that tail (a constant tail would otherwise be rescanned for every length).
    let mut long_tails: Vec<ArithmeticPeriod> = Vec::new();
    for length in 1..=len / SEEN_PERIODS {
        let last = len - 1;
        // The saltus is what the last period added; a negative one cannot go on for ever.
        let Some(saltus) = values[last].checked_sub(values[last - length]) else {
            continue;
        };
        let holds =
            |n: usize| u64::from(values[n]) + u64::from(saltus) == u64::from(values[n + length]);
        let latest_start = (len / 2).min(len - SEEN_PERIODS * length);
        let known_tail = long_tails
            .iter()
            .filter(|tail| {
                length % tail.length == 0
                    && u64::from(tail.saltus) * (length / tail.length) as u64 == u64::from(saltus)
            })
            .map(|tail| tail.preperiod)
            .min()
            .unwrap_or(len);
        let top = known_tail.min(len - length);
        let start = (0..top).rev().find(|&n| !holds(n)).map_or(0, |n| n + 1);
        if start <= latest_start {
            return Some(ArithmeticPeriod {
                preperiod: start,
                length,
                saltus,
            });
        }
        if known_tail == len && len - length - start > LONG_TAIL {
            long_tails.push(ArithmeticPeriod {
                preperiod: start,
                length,
                saltus,
            });
        }
    }
    None
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

    /// The seen period by the rule as [`seen_period`] states it, scanning every length and
    /// every saltus in full.
    fn seen_by_plain_scan(values: &[u32]) -> Option<ArithmeticPeriod> {
        let len = values.len();
        (1..len).find_map(|length| {
            (0..=values.iter().copied().max().unwrap_or(0)).find_map(|saltus| {
                let start = (0..len - length)
                    .rev()
                    .find(|&n| {
                        u64::from(values[n]) + u64::from(saltus) != u64::from(values[n + length])
                    })
                    .map_or(0, |n| n + 1);
                (start < len - length && 2 * start <= len && start + SEEN_PERIODS * length <= len)
                    .then_some(ArithmeticPeriod {
                        preperiod: start,
                        length,
                        saltus,
                    })
            })
        })
    }

    /// g(0..=up_to) of the subtraction game with these amounts, by the definition.
    fn mex_table(amounts: &[usize], up_to: usize) -> Vec<u32> {
        let mut values: Vec<u32> = Vec::new();
        for n in 0..=up_to {
            let options: Vec<u32> = amounts
                .iter()
                .filter(|&&take| take <= n)
                .map(|&take| values[n - take])
                .collect();
            values.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        values
    }

    /// Random values from a small alphabet (up to `prefix` of them), then a random pattern of
    /// up to `length` values repeated for a number of values drawn from `tail`, each period
    /// adding `saltus` to the one before.
    fn prefix_then_tail(
        rng: &mut crate::Rng,
        prefix: usize,
        length: usize,
        tail: std::ops::RangeInclusive<usize>,
        saltus: u32,
    ) -> Vec<u32> {
        let (prefix, length) = (rng.range_usize(0..=prefix), rng.range_usize(1..=length));
        let alphabet = rng.range(1..=4);
        let mut draw = |count: usize| -> Vec<u32> {
            (0..count).map(|_| rng.range(0..=alphabet) as u32).collect()
        };
        let (pattern, mut values) = (draw(length), draw(prefix));
        let total = prefix + rng.range_usize(tail);
        let period = |n: usize| saltus * ((n - prefix) / length) as u32;
        values.extend((prefix..total).map(|n| pattern[n % length] + period(n)));
        values
    }

    #[test]
    fn seen_periods_equal_a_plain_scan_of_every_length_and_saltus() {
        // Random values, then a tail that repeats or grows by a saltus each period, cut at
        // random lengths: too short for the rule, and long enough.
        let mut rng = crate::Rng::new(11);
        for _ in 0..3000 {
            let saltus = [0, 0, 0, 1, 2, 3][rng.range_usize(0..=5)];
            let values = prefix_then_tail(&mut rng, 120, 9, 1..=240, saltus);
            assert_eq!(
                seen_period(&values),
                seen_by_plain_scan(&values),
                "{values:?}"
            );
        }
    }

    #[test]
    fn fibonacci_subtraction_values_show_no_period() {
        // HDU 1848: take a Fibonacci number of tokens. Its values repeat with period 10 over
        // the last 31 of g(0..=1000), and not before; the rule must not call that a period.
        let mut fibonacci = vec![1usize, 2];
        while fibonacci[fibonacci.len() - 1] < 20_000 {
            fibonacci.push(fibonacci[fibonacci.len() - 1] + fibonacci[fibonacci.len() - 2]);
        }
        let values = mex_table(&fibonacci, 20_000);
        for up_to in [1000, 5000, 20_000] {
            assert_eq!(seen_period(&values[..=up_to]), None, "up to {up_to}");
        }
        // The old rule (three periods at the end) did see one at 1000.
        assert_eq!(
            apparent_period(&values[..=1000], 2),
            Some(Period {
                preperiod: 970,
                length: 10
            })
        );
    }

    #[test]
    fn a_coincidental_repeat_at_the_end_of_random_values_is_no_period() {
        let mut rng = crate::Rng::new(5);
        for _ in 0..200 {
            let len = rng.range_usize(100..=2000);
            let mut values: Vec<u32> = (0..len).map(|_| rng.range(0..=3) as u32).collect();
            // A short repeat at the end: a few periods, far less than half of the values.
            let length = rng.range_usize(1..=5);
            let repeats = rng.range_usize(4..=8);
            let from = len - length * repeats;
            for n in from + length..len {
                values[n] = values[n - length];
            }
            assert_eq!(seen_period(&values), None, "{values:?}");
            assert!(apparent_period(&values, 2).is_some());
        }
    }

    #[test]
    fn genuinely_periodic_values_show_their_period_checked_by_the_definition() {
        // Take 1, 3 or 4 (period 7), 2 or 5 (period 7), 1 or 2 (period 3): finite subtraction
        // sets are periodic (the window argument); the period seen has that length and holds
        // in the plain mex table.
        for (amounts, length) in [(&[1usize, 3, 4][..], 7), (&[2, 5], 7), (&[1, 2], 3)] {
            let values = mex_table(amounts, 3000);
            let seen = seen_period(&values).unwrap();
            assert_eq!((seen.length, seen.saltus), (length, 0), "{amounts:?}");
            assert!((seen.preperiod..3000 - length).all(|n| values[n + length] == values[n]));
        }
    }

    #[test]
    fn nim_and_lasker_values_from_their_definition_are_arithmetic_periodic() {
        // Nim: a heap may lose any number of tokens. Lasker's Nim: or split into two heaps.
        let up_to = 600;
        let mut nim: Vec<u32> = Vec::new();
        let mut lasker: Vec<u32> = Vec::new();
        for n in 0..=up_to {
            let takes = |values: &[u32]| (0..n).map(|rest| values[rest]).collect::<Vec<u32>>();
            let mut options = takes(&nim);
            nim.push((0..).find(|v| !options.contains(v)).unwrap());
            options = takes(&lasker);
            options.extend((1..n).map(|a| lasker[a] ^ lasker[n - a]));
            lasker.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        assert_eq!(
            seen_period(&nim),
            Some(ArithmeticPeriod {
                preperiod: 0,
                length: 1,
                saltus: 1
            })
        );
        let lasker_period = seen_period(&lasker).unwrap();
        assert_eq!(
            lasker_period,
            ArithmeticPeriod {
                preperiod: 1,
                length: 4,
                saltus: 4
            }
        );
        assert_eq!(lasker_period.period().length, 4);
    }

    #[test]
    fn a_seen_period_needs_half_of_the_values_and_four_periods() {
        // Period 2 over exactly half of 20 values (from 10): seen; from 11, not.
        let mut values: Vec<u32> = (100..110).collect();
        values.extend([0, 1].iter().cycle().take(10));
        assert_eq!(
            seen_period(&values),
            Some(ArithmeticPeriod {
                preperiod: 10,
                length: 2,
                saltus: 0
            })
        );
        values[10] = 50;
        assert_eq!(seen_period(&values), None);
        // Three periods of 5 from 0 (15 values): too few; four (20): seen.
        let cycle: Vec<u32> = [3, 1, 4, 1, 5].iter().copied().cycle().take(20).collect();
        assert_eq!(seen_period(&cycle[..15]), None);
        assert_eq!(seen_period(&cycle).map(|p| p.length), Some(5));
        // A saltus that would make the values fall is none.
        let falling: Vec<u32> = (0..40).rev().collect();
        assert_eq!(seen_period(&falling), None);
    }

    #[test]
    fn certified_periods_equal_a_plain_scan_of_every_length() {
        // Random values, then a repeating tail, cut at random lengths: tails too short to prove
        // (so that multiples of the seen period are tried, from the remembered tail) and long
        // enough; small alphabets, so that multiples sometimes start a little earlier.
        let mut rng = crate::Rng::new(7);
        for _ in 0..2000 {
            let values = prefix_then_tail(&mut rng, 150, 12, 0..=300, 0);
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
