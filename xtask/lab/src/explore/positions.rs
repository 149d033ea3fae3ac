//! The P-positions (g = 0) of one axis: those among the values shown, and, from a period, all
//! of them as a rule: the ones below its start, then the residues modulo the period.

use std::ops::Range;

use grundy::Period;

use super::sequence::Sequence;

/// How many indices a list of P-positions names before it only counts the rest.
pub const LISTED: usize = 60;

/// Every P-position of a sequence with a period `g(n + p) = g(n)` for `n >= e`: the ones
/// below `e`, and, from `e` on, the `n` whose `n mod p` is one of `residues`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionRule {
    /// The P-positions below `period.preperiod`, in increasing order.
    pub below: Vec<usize>,
    /// The period the rule follows.
    pub period: Period,
    /// The residues modulo `period.length` of the P-positions from `period.preperiod` on, in
    /// increasing order.
    pub residues: Vec<usize>,
}

impl PositionRule {
    /// The rule of `sequence` under `period`, read from `g(0..e + p)` (which it must hold).
    pub fn of(sequence: &Sequence, period: Period) -> Self {
        let Period { preperiod, length } = period;
        let mut residues: Vec<usize> = p_positions(sequence, preperiod..preperiod + length)
            .into_iter()
            .map(|n| n % length)
            .collect();
        residues.sort_unstable();
        Self {
            below: p_positions(sequence, 0..preperiod),
            period,
            residues,
        }
    }

    /// Whether the rule says `n` is a P-position (what the tests hold against the definition).
    #[cfg(test)]
    pub fn is_p_position(&self, n: usize) -> bool {
        if n < self.period.preperiod {
            self.below.binary_search(&n).is_ok()
        } else {
            self.residues
                .binary_search(&(n % self.period.length))
                .is_ok()
        }
    }

    /// The rule in words, over the axis named `axis`: `below 53: n = 0, 14`, then
    /// `for n >= 53: g(n) = 0 exactly when n mod 34 is one of 1, 5, 9`; only up to `seen_to`
    /// when given (`for 53 <= n <= 1000: ...`), for a period that is only seen there.
    pub fn lines(&self, axis: &str, seen_to: Option<usize>) -> Vec<String> {
        let Period { preperiod, length } = self.period;
        let mut lines = Vec::new();
        if preperiod > 0 {
            let below = if self.below.is_empty() {
                "none".to_owned()
            } else {
                format!("{axis} = {}", listed(&self.below))
            };
            lines.push(format!("below {preperiod}: {below}"));
        }
        let from = match (preperiod, seen_to) {
            (0, None) => format!("for every {axis}"),
            (_, None) => format!("for {axis} >= {preperiod}"),
            (0, Some(last)) => format!("for {axis} <= {last}"),
            (_, Some(last)) => format!("for {preperiod} <= {axis} <= {last}"),
        };
        lines.push(match self.residues[..] {
            [] => format!("{from}: g({axis}) is never 0"),
            _ if self.residues.len() == length => format!("{from}: g({axis}) is always 0"),
            [residue] => {
                format!("{from}: g({axis}) = 0 exactly when {axis} mod {length} = {residue}")
            }
            _ => format!(
                "{from}: g({axis}) = 0 exactly when {axis} mod {length} is one of {}",
                listed(&self.residues)
            ),
        });
        lines
    }
}

/// The P-positions among the indices `range` of `sequence` (computed or by its proved period),
/// in increasing order; an index with no component is none.
pub fn p_positions(sequence: &Sequence, range: Range<usize>) -> Vec<usize> {
    range.filter(|&n| sequence.value(n) == Some(0)).collect()
}

/// `items` joined by commas (`none` when there are none); past [`LISTED`] of them, the first
/// ones and how many there are.
pub fn listed<T: ToString>(items: &[T]) -> String {
    if items.is_empty() {
        return "none".to_owned();
    }
    let shown: Vec<String> = items.iter().take(LISTED).map(T::to_string).collect();
    let mut text = shown.join(", ");
    if items.len() > LISTED {
        text += &format!(", ... ({} in all)", items.len());
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::sequence::NO_COMPONENT;

    fn sequence(values: &[u32]) -> Sequence {
        Sequence {
            values: values.to_vec(),
            proof: None,
        }
    }

    #[test]
    fn the_rule_lists_the_positions_below_the_period_and_the_residues_after() {
        // 0 0 | 1 0 2, 1 0 2, ...: period 3 from 2; P at 0, 1 and at n = 3, 6, ... (n mod 3 = 0).
        let values = sequence(&[0, 0, 1, 0, 2, 1, 0, 2]);
        let rule = PositionRule::of(
            &values,
            Period {
                preperiod: 2,
                length: 3,
            },
        );
        assert_eq!(rule.below, [0, 1]);
        assert_eq!(rule.residues, [0]);
        assert_eq!(
            rule.lines("n", None),
            [
                "below 2: n = 0, 1",
                "for n >= 2: g(n) = 0 exactly when n mod 3 = 0"
            ]
        );
        let said: Vec<usize> = (0..20).filter(|&n| rule.is_p_position(n)).collect();
        assert_eq!(said, [0, 1, 3, 6, 9, 12, 15, 18]);
    }

    #[test]
    fn a_rule_from_the_start_says_every_n_and_lists_several_residues_in_order() {
        // 1 3 4: 0 1 0 1 2 3 2, period 7 from 0.
        let values = sequence(&[0, 1, 0, 1, 2, 3, 2]);
        let rule = PositionRule::of(
            &values,
            Period {
                preperiod: 0,
                length: 7,
            },
        );
        assert_eq!(
            rule.lines("n", None),
            ["for every n: g(n) = 0 exactly when n mod 7 is one of 0, 2"]
        );
        assert_eq!(
            rule.lines("n", Some(30)),
            ["for n <= 30: g(n) = 0 exactly when n mod 7 is one of 0, 2"]
        );
    }

    #[test]
    fn a_period_without_zeros_says_never_and_one_of_zeros_always() {
        let kayles_like = sequence(&[0, 1, 2, 1, 2]);
        let rule = PositionRule::of(
            &kayles_like,
            Period {
                preperiod: 1,
                length: 2,
            },
        );
        assert_eq!(
            rule.lines("k", Some(4)),
            ["below 1: k = 0", "for 1 <= k <= 4: g(k) is never 0"]
        );
        let zeros = sequence(&[3, 0, 0]);
        let rule = PositionRule::of(
            &zeros,
            Period {
                preperiod: 1,
                length: 1,
            },
        );
        assert_eq!(
            rule.lines("n", None),
            ["below 1: none", "for n >= 1: g(n) is always 0"]
        );
    }

    #[test]
    fn an_index_without_a_component_is_no_p_position() {
        let values = sequence(&[NO_COMPONENT, 0, 1, 0]);
        assert_eq!(p_positions(&values, 0..4), [1, 3]);
    }

    #[test]
    fn long_lists_name_the_first_ones_and_count_them_all() {
        let many: Vec<usize> = (0..100).collect();
        let text = listed(&many);
        assert!(text.starts_with("0, 1, 2, "), "{text}");
        assert!(text.ends_with(", 59, ... (100 in all)"), "{text}");
        assert_eq!(listed(&[3, 4]), "3, 4");
        assert_eq!(listed::<usize>(&[]), "none");
    }
}
