//! Families whose values cannot grow by a period, so that `explore` never calls what their
//! first values show an arithmetic period (`g(n + p) = g(n) + s`, `s > 0`), and only looks for
//! values that repeat.
//!
//! Which families, and why:
//! - a finite subtraction game: a heap has at most one option per amount, so its value (a mex)
//!   is at most the number of amounts; bounded values have no arithmetic period;
//! - a finite octal code (`d0 = 0`, the codes core's octal engine takes): its values are not
//!   known to be bounded when a move may split a heap (that would follow from the conjecture
//!   that every finite octal game is ultimately periodic, which is open), but a finite octal
//!   game is never arithmetic periodic (Austin's theorem, restated by Horrocks and Nowakowski,
//!   "Regularity in the G-sequences of octal games with a pass", 2003). The codes that split
//!   no heap are bounded outright: at most one option per digit.
//!
//! Not here: codes that repeat their last digit (`.3...`: Nim, `g(n) = n`) or split without
//! taking (`4.3...`: Lasker's Nim), hexadecimal codes (some finite ones are arithmetic
//! periodic: Howse and Nowakowski, 2004), Grundy's game and a problem's own rules: their values
//! may grow, and a growth seen is said as seen, not proved.

use grundy::Period;
use grundy::period::SEEN_PERIODS;

use super::report::{OneAxis, Pattern};
use super::sequence::Sequence;

impl OneAxis {
    /// The same findings for values that cannot grow by a period (see the module notes): a
    /// growth the computed values seem to show is no pattern, and a repeat is looked for
    /// instead, by the same rule ([`seen_repeat`]). A proved period is kept as it is.
    pub fn values_cannot_grow(mut self) -> Self {
        if let Pattern::Seen { saltus, up_to, .. } = self.pattern
            && saltus > 0
        {
            self.pattern = match seen_repeat(&self.sequence) {
                Some(period) => Pattern::Seen {
                    period,
                    saltus: 0,
                    up_to,
                },
                None => Pattern::NoneSeen { up_to },
            };
        }
        self
    }
}

/// The period with which the computed values repeat, by the rule of [`grundy::seen_period`]
/// with a saltus of 0: the least length `p`, then the least start `e`, with `g(n + p) = g(n)`
/// for every computed `n >= e`, the repeating part covering at least half of the values
/// (`2e <= len`) and at least [`SEEN_PERIODS`] whole periods (`e + 4p <= len`).
///
/// # Complexity
/// O(len * p) at worst for the length `p` found; a length whose last values differ costs O(1).
pub fn seen_repeat(sequence: &Sequence) -> Option<Period> {
    let values = &sequence.values;
    let len = values.len();
    for length in 1..=len / SEEN_PERIODS {
        let last = len - 1;
        if values[last] != values[last - length] {
            continue;
        }
        let start = (0..len - length)
            .rev()
            .find(|&n| values[n] != values[n + length])
            .map_or(0, |n| n + 1);
        if start <= (len / 2).min(len - SEEN_PERIODS * length) {
            return Some(Period {
                preperiod: start,
                length,
            });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::families::{octal_sequence, subtraction_sequence};
    use grundy::OctalGame;

    fn findings(sequence: Sequence) -> OneAxis {
        let limit = sequence.computed();
        OneAxis::new(vec![], "a test".to_owned(), "n".to_owned(), sequence, limit)
    }

    #[test]
    fn a_subtraction_game_cut_short_is_never_said_to_grow_by_a_period() {
        // Take 1, 3 or 4 up to g(5): 0 1 0 1 2 3, which look like g(n + 1) = g(n) + 1 from 2.
        let (sequence, _) = subtraction_sequence(&[1, 3, 4], 5);
        assert_eq!(sequence.values, [0, 1, 0, 1, 2, 3]);
        let plain = findings(sequence.clone());
        assert!(
            matches!(plain.pattern, Pattern::Seen { saltus: 1, .. }),
            "{:?}",
            plain.pattern
        );
        let found = findings(sequence).values_cannot_grow();
        assert_eq!(found.pattern, Pattern::NoneSeen { up_to: 5 });
        let text = found.text(None);
        assert!(text.ends_with("\nno period seen in g(0..=5)\n"), "{text}");
        assert!(!text.contains("periods of 1"), "{text}");
    }

    #[test]
    fn bounded_values_that_also_repeat_show_the_repeat() {
        // 0 1 2 3 then 0 0 0 0 0: a constant tail, period 1 from 4 (5 periods, over half).
        let values = vec![0, 1, 2, 3, 0, 0, 0, 0, 0];
        let period = seen_repeat(&Sequence {
            values: values.clone(),
            proof: None,
        });
        assert_eq!(
            period,
            Some(Period {
                preperiod: 4,
                length: 1
            })
        );
        // The same rule as grundy::seen_period where that finds a repeat.
        let kayles = octal_sequence(&OctalGame::parse(".77").unwrap(), 400, |_, _| ());
        let seen = grundy::seen_period(&kayles.values).unwrap();
        assert_eq!(seen.saltus, 0);
        assert_eq!(seen_repeat(&kayles), Some(seen.period()));
    }

    #[test]
    fn the_repeat_rule_is_the_rule_for_any_period_with_a_saltus_of_zero() {
        // Every sequence of 0s and 1s of length 10: the same answer as the plain definition.
        for bits in 0u32..1 << 10 {
            let values: Vec<u32> = (0..10).map(|i| (bits >> i) & 1).collect();
            let plain = (1..=10 / SEEN_PERIODS).find_map(|length| {
                (0..=10 / 2)
                    .filter(|&start| start + SEEN_PERIODS * length <= 10)
                    .find(|&start| (start..10 - length).all(|n| values[n] == values[n + length]))
                    .map(|preperiod| Period { preperiod, length })
            });
            let sequence = Sequence {
                values,
                proof: None,
            };
            assert_eq!(seen_repeat(&sequence), plain, "{:?}", sequence.values);
        }
    }
}
