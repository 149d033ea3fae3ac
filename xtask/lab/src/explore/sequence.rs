//! One axis of Grundy values as far as they were computed, and the period a theorem proved for
//! the rest, if one did.

use grundy::Period;

/// Stands in the values where a problem has no component of that index (`-` in its
/// `--explore` text). No Grundy value this command meets comes near it.
pub const NO_COMPONENT: u32 = u32::MAX;

/// Which theorem proved a period.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theorem {
    /// The octal periodicity theorem (Guy and Smith), `grundy::certified_period`.
    Octal,
    /// The finite subtraction set's window argument (core's `subtraction` module notes).
    Subtraction,
    /// The state argument for codes whose moves leave at most one heap,
    /// `grundy::one_heap_period`.
    OneHeap,
    /// The problem's own argument (its README's), named on a line of its own, which every
    /// value computed keeps (`explore::own_argument`).
    OwnArgument,
}

impl Theorem {
    /// The theorem's name, as the pattern line gives it.
    pub fn name(self) -> &'static str {
        match self {
            Theorem::Octal => "the octal periodicity theorem (Guy–Smith)",
            Theorem::Subtraction => "the finite subtraction set's window argument",
            Theorem::OneHeap => "the one-heap state argument (grundy::one_heap)",
            Theorem::OwnArgument => "the problem's own argument (see its README)",
        }
    }
}

/// A period proved by a theorem from the values `g(0..=used_up_to)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    /// `g(n + length) = g(n) + saltus` for every `n >= preperiod`.
    pub period: Period,
    /// What each period adds (0: the values repeat; only the one-heap argument proves more).
    pub saltus: u32,
    /// The theorem that proves it.
    pub theorem: Theorem,
    /// The last index of the values the proof used.
    pub used_up_to: usize,
}

/// `g(0), g(1), ...` of one axis as computed, and what is proved beyond them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sequence {
    /// The computed values, [`NO_COMPONENT`] where there is no component. When `proof` is
    /// given, they reach at least one whole period past its preperiod.
    pub values: Vec<u32>,
    /// The period a theorem proved, if one did.
    pub proof: Option<Proof>,
}

impl Sequence {
    /// How many values were computed: `g(0..computed())`.
    pub fn computed(&self) -> usize {
        self.values.len()
    }

    /// `g(n)`: computed, or past the computed values by the proved period; `None` where there
    /// is no component, or past the computed values with nothing proved.
    pub fn value(&self, n: usize) -> Option<u32> {
        let value = match self.values.get(n) {
            Some(&value) => value,
            None => {
                let Proof { period, saltus, .. } = self.proof?;
                let Period { preperiod, length } = period;
                let periods = ((n - preperiod) / length) as u32;
                self.values[preperiod + (n - preperiod) % length] + periods * saltus
            }
        };
        (value != NO_COMPONENT).then_some(value)
    }

    /// Makes the computed values reach `g(0..=up_to)`, from the proved period; nothing without
    /// one.
    pub fn extend_by_period(&mut self, up_to: usize) {
        if self.proof.is_none() {
            return;
        }
        for n in self.values.len()..=up_to {
            let value = self.value(n).unwrap_or(NO_COMPONENT);
            self.values.push(value);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn past_the_computed_values_only_a_proved_period_gives_a_value() {
        let mut sequence = Sequence {
            values: vec![5, 0, 1, 0, 1],
            proof: None,
        };
        assert_eq!(sequence.value(4), Some(1));
        assert_eq!(sequence.value(5), None);
        sequence.proof = Some(Proof {
            period: Period {
                preperiod: 1,
                length: 2,
            },
            saltus: 0,
            theorem: Theorem::Subtraction,
            used_up_to: 4,
        });
        assert_eq!(sequence.value(1001), Some(0));
        assert_eq!(sequence.value(1002), Some(1));
        sequence.extend_by_period(7);
        assert_eq!(sequence.values, [5, 0, 1, 0, 1, 0, 1, 0]);
    }

    #[test]
    fn a_missing_component_has_no_value() {
        let sequence = Sequence {
            values: vec![NO_COMPONENT, 1],
            proof: None,
        };
        assert_eq!((sequence.value(0), sequence.value(1)), (None, Some(1)));
    }
}
