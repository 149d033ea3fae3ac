//! Take-and-break codes none of whose moves leaves two heaps (`d0 = 0`, every digit at most 3:
//! Nim's `.3...`, "take any number but these", finite subtraction games): their period,
//! ordinary or arithmetic, proved from the values by a state argument ([`one_heap_period`]).
//!
//! The argument. Let the code's digits be `d1 .. dt`, and `D` the digit every amount past `t`
//! has (`dt` when the code repeats, else 0). For a heap of `n >= t + 1` the options are:
//!
//! - `g(n - k)` for each amount `k <= t` whose digit has bit 2 (leave one heap): the *window*,
//!   the values of the heaps `n - t .. n - 1`;
//! - `g(m)` for every `1 <= m <= n - t - 1`, when `D` has bit 2: the set `F(n)`;
//! - 0, when `D` has bit 1 (take the whole heap).
//!
//! Let `c(n)` be the mex of `F(n)` and that 0. Every value below `c(n)` is an option, and `c(n)`
//! is not one of those, so `g(n)` is the least value `>= c(n)` that is neither in `F(n)` nor a
//! window value. Write the *state* at `n` relative to `c(n)`: the values of `F(n)` above `c(n)`
//! and the window's values at or above it, each minus `c(n)` (the values below `c(n)` never
//! matter again: `c` only grows). The state alone gives `g(n) - c(n)`, and the next state:
//! `g(n - t)` leaves the window for `F` (when `D` has bit 2), `c` moves up to the new mex,
//! `g(n)` enters the window, and everything is written relative to the new `c`. So if the
//! state at `n` equals the state at some `m < n`, both runs go on alike forever, and
//! `g(j + p) = g(j) + s` for every `j >= m`, with `p = n - m` and `s = c(n) - c(m)`; below
//! `m` the values themselves say how far back the rule already holds.

use std::collections::{BTreeSet, HashMap};

use crate::period::ArithmeticPeriod;
use crate::take_break::TakeBreak;

/// The period of `code`'s values proved by the state argument (see the module), and the last
/// index of `values` it used: `g(n + length) = g(n) + saltus` for every `n >= preperiod`, the
/// preperiod the least the values allow once the state repeats. `None` when a move of `code`
/// leaves two heaps or more (`d0 != 0` or a digit above 3), or when the state does not repeat
/// within `values`.
///
/// The length is the state's own period, the first time a state comes back: a multiple of the
/// values' least period, and in every game tried the least itself.
///
/// # Panics
/// If `values` are not `code`'s values `g(0), g(1), ...` (the state's own mex disagrees).
///
/// # Complexity
/// O(N (t + a) log N) time and memory for N values, `t` the code's length and `a` the values of
/// `F` above its mex at a time (a handful in the games above: their values grow with `n`).
///
/// # Example
/// ```
/// use grundy::{ArithmeticPeriod, Radix, TakeBreak, one_heap_period};
///
/// // Nim: g(n + 1) = g(n) + 1 from n = 0, proved from g(0..=2).
/// let nim = TakeBreak::parse(".3...", Radix::Octal)?;
/// let period = ArithmeticPeriod { preperiod: 0, length: 1, saltus: 1 };
/// assert_eq!(one_heap_period(&nim, &nim.grundy_direct(50)), Some((period, 2)));
/// // Take 1 or 2: the values 0, 1, 2 repeat.
/// let one_or_two = TakeBreak::parse(".33", Radix::Octal)?;
/// let found = one_heap_period(&one_or_two, &one_or_two.grundy_direct(50)).unwrap().0;
/// assert_eq!(found, ArithmeticPeriod { preperiod: 0, length: 3, saltus: 0 });
/// // Lasker's Nim splits a heap in two: not covered.
/// let lasker = TakeBreak::parse("4.3...", Radix::Octal)?;
/// assert_eq!(one_heap_period(&lasker, &lasker.grundy_direct(50)), None);
/// # Ok::<(), grundy::TakeBreakCodeError>(())
/// ```
pub fn one_heap_period(code: &TakeBreak, values: &[u32]) -> Option<(ArithmeticPeriod, usize)> {
    let digits = code.digits();
    if digits[0] != 0 || digits.iter().any(|&d| d > 3) {
        return None;
    }
    let t = digits.len() - 1;
    let tail = if code.repeats() { digits[t] } else { 0 };
    let mut state = State::default();
    if tail & 1 != 0 {
        state.add(0);
    }
    let mut seen: HashMap<Relative, (usize, u32)> = HashMap::new();
    for n in t + 1..values.len() {
        let window: Vec<u32> = (1..=t).map(|k| values[n - k]).collect();
        let key = state.relative(&window);
        if let Some(&(m, c)) = seen.get(&key) {
            let (length, saltus) = (n - m, state.mex - c);
            let holds = |j: usize| values[j].checked_add(saltus) == Some(values[j + length]);
            let preperiod = (0..m).rev().take_while(|&j| holds(j)).last().unwrap_or(m);
            let period = ArithmeticPeriod {
                preperiod,
                length,
                saltus,
            };
            return Some((period, n - 1));
        }
        seen.insert(key, (n, state.mex));
        let options = |v: &u32| (1..=t).any(|k| digits[k] & 2 != 0 && window[k - 1] == *v);
        let value = (state.mex..).find(|v| !state.above.contains(v) && !options(v));
        assert_eq!(
            value,
            Some(values[n]),
            "the values given are not those of {code} at {n}"
        );
        if tail & 2 != 0 {
            state.add(values[n - t]);
        }
    }
    None
}

/// A state relative to the mex: the set's values above it, and the window's values at or
/// above it (`None` below), each minus the mex.
type Relative = (Vec<u32>, Vec<Option<u32>>);

/// The set `F` and the take-all 0 as the argument needs them: their mex, and their values
/// above it.
#[derive(Debug, Default)]
struct State {
    mex: u32,
    above: BTreeSet<u32>,
}

impl State {
    /// Adds `value` to the set, moving the mex past it and the values above that follow.
    fn add(&mut self, value: u32) {
        if value >= self.mex {
            self.above.insert(value);
            while self.above.remove(&self.mex) {
                self.mex += 1;
            }
        }
    }

    /// The state relative to the mex: the set's values above it, and the window's at or above
    /// it (`None` below), each minus the mex.
    fn relative(&self, window: &[u32]) -> Relative {
        let above = self.above.iter().map(|v| v - self.mex).collect();
        let window = window.iter().map(|v| v.checked_sub(self.mex)).collect();
        (above, window)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Radix, Rng};

    /// Whether `g(j + length) = g(j) + saltus` for every `j >= preperiod` within `values`.
    fn holds(period: &ArithmeticPeriod, values: &[u32]) -> bool {
        let ArithmeticPeriod {
            preperiod,
            length,
            saltus,
        } = *period;
        (preperiod..values.len().saturating_sub(length))
            .all(|j| values[j + length] == values[j] + saltus)
    }

    #[test]
    fn a_proved_period_holds_far_past_the_values_it_used_on_random_one_heap_codes() {
        let mut rng = Rng::new(1700);
        let (mut proved, mut arithmetic) = (0, 0);
        for _ in 0..400 {
            let len = rng.range(1..=4);
            let digits: String = (0..len)
                .map(|_| char::from(b'0' + rng.range(0..=3) as u8))
                .collect();
            let code = format!(
                ".{digits}{}",
                if rng.range(0..=1) == 1 { "..." } else { "" }
            );
            let Ok(game) = TakeBreak::parse(&code, Radix::Octal) else {
                continue;
            };
            let far = game.grundy_direct(3000);
            let Some((period, used)) = one_heap_period(&game, &far[..=600]) else {
                continue;
            };
            assert!(used <= 600, "{code}: used g({used})");
            assert!(holds(&period, &far), "{code}: {period:?} fails by 3000");
            // The least start: the rule fails just before it.
            if period.preperiod > 0 {
                let j = period.preperiod - 1;
                assert_ne!(far[j] + period.saltus, far[j + period.length], "{code}");
            }
            // The least period the values show is the one proved.
            if let Some(seen) = crate::seen_period(&far) {
                assert_eq!(
                    (seen.length, seen.saltus),
                    (period.length, period.saltus),
                    "{code}"
                );
            }
            proved += 1;
            arithmetic += usize::from(period.saltus > 0);
        }
        assert!(
            proved > 200 && arithmetic > 50,
            "{proved} proved, {arithmetic} arithmetic"
        );
    }

    #[test]
    fn a_finite_code_proves_what_the_octal_theorem_proves() {
        for code in [".33", ".3033", ".13", ".2", ".0303"] {
            let game = TakeBreak::parse(code, Radix::Octal).unwrap();
            let values = game.grundy_direct(400);
            let (period, _) = one_heap_period(&game, &values).expect(code);
            let octal = crate::certified_period(&values, game.digits().len() - 1).expect(code);
            assert_eq!(period.saltus, 0, "{code}");
            assert_eq!(
                (period.preperiod, period.length),
                (octal.preperiod, octal.length),
                "{code}"
            );
        }
    }

    #[test]
    fn codes_with_a_move_leaving_two_heaps_are_not_covered() {
        for (code, radix) in [
            ("4.3...", Radix::Octal),
            (".7", Radix::Octal),
            ("8.3...", Radix::Hexadecimal),
            (".37", Radix::Octal),
        ] {
            let game = TakeBreak::parse(code, radix).unwrap();
            assert_eq!(one_heap_period(&game, &game.grundy_direct(100)), None);
        }
    }

    #[test]
    #[should_panic(expected = "not those of")]
    fn values_of_another_game_are_refused() {
        let nim = TakeBreak::parse(".3...", Radix::Octal).unwrap();
        let mut values = nim.grundy_direct(20);
        values[2] = 0; // the state repeats at 3: the values checked are those before
        one_heap_period(&nim, &values);
    }
}
