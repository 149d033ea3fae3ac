//! A period a problem's own argument proves (its README's, declared with
//! `harness::Exploration::with_proved_period`): checked on every value computed, then stated as
//! proved by that argument, which the problem names.

use grundy::{ArithmeticPeriod, Period};

use super::sequence::{NO_COMPONENT, Proof, Sequence, Theorem};
use crate::error::{Result, bail};

/// Gives `sequence` the period `proved` declares, by the argument `proved.1`, once every value
/// computed keeps it (`g(n + p) = g(n) + s` for every computed `n >= e` with a period after it);
/// returns the line that says so. A proof a theorem gave already is kept (and `None` returned).
///
/// # Errors
/// A value that breaks the period, or a missing component past `e`: a bug in `name`'s
/// declaration or in its argument.
pub fn prove_by(
    sequence: &mut Sequence,
    proved: &(ArithmeticPeriod, String),
    name: &str,
    axis: &str,
) -> Result<Option<String>> {
    if sequence.proof.is_some() {
        return Ok(None);
    }
    let (period, argument) = proved;
    let ArithmeticPeriod {
        preperiod,
        length,
        saltus,
    } = *period;
    let values = &sequence.values;
    let rule = format!(
        "g({axis} + {length}) = g({axis}){} for every {axis} >= {preperiod}",
        match saltus {
            0 => String::new(),
            s => format!(" + {s}"),
        }
    );
    for n in preperiod..values.len().saturating_sub(length) {
        let (now, later) = (values[n], values[n + length]);
        if now == NO_COMPONENT
            || later == NO_COMPONENT
            || u64::from(now) + u64::from(saltus) != u64::from(later)
        {
            let said = |v: u32| match v {
                NO_COMPONENT => "no component".to_owned(),
                v => v.to_string(),
            };
            bail!(
                "{name} declares that its own argument proves {rule}, but g({n}) is {} and \
                 g({}) is {}: a bug in its Problem::explore or in the argument",
                said(now),
                n + length,
                said(later)
            );
        }
    }
    let last = values.len() - 1;
    sequence.proof = Some(Proof {
        period: Period { preperiod, length },
        saltus,
        theorem: Theorem::OwnArgument,
        used_up_to: last,
    });
    Ok(Some(format!(
        "proved by {name}'s own argument ({argument}): {rule}; the values g(0..={last}) keep it"
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nim(up_to: u32) -> Sequence {
        Sequence {
            values: (0..=up_to).collect(),
            proof: None,
        }
    }

    fn declared(preperiod: usize, length: usize, saltus: u32) -> (ArithmeticPeriod, String) {
        let period = ArithmeticPeriod {
            preperiod,
            length,
            saltus,
        };
        (period, "README.md: a test".to_owned())
    }

    #[test]
    fn a_period_the_values_keep_is_proved_by_the_argument_named() {
        let mut sequence = nim(40);
        let said = prove_by(&mut sequence, &declared(0, 1, 1), "some-problem", "n").unwrap();
        assert_eq!(
            said.as_deref(),
            Some(
                "proved by some-problem's own argument (README.md: a test): g(n + 1) = g(n) + 1 \
                 for every n >= 0; the values g(0..=40) keep it"
            )
        );
        let proof = sequence.proof.unwrap();
        assert_eq!(
            (proof.theorem, proof.saltus, proof.used_up_to),
            (Theorem::OwnArgument, 1, 40)
        );
        assert_eq!(sequence.value(1000), Some(1000));
    }

    #[test]
    fn a_period_a_value_breaks_is_an_error_naming_it() {
        let mut sequence = nim(40);
        sequence.values[17] = 3;
        let error = prove_by(&mut sequence, &declared(0, 1, 1), "some-problem", "n").unwrap_err();
        assert_eq!(
            error.0,
            "some-problem declares that its own argument proves g(n + 1) = g(n) + 1 for every \
             n >= 0, but g(16) is 16 and g(17) is 3: a bug in its Problem::explore or in the \
             argument"
        );
        assert_eq!(sequence.proof, None);
        // A missing component past the start is no value to keep the period.
        let mut sequence = nim(10);
        sequence.values[0] = NO_COMPONENT;
        let error = prove_by(&mut sequence, &declared(0, 4, 4), "p", "n").unwrap_err();
        assert!(
            error.0.contains("but g(0) is no component and g(4) is 4"),
            "{}",
            error.0
        );
    }

    #[test]
    fn a_theorems_proof_is_kept() {
        let mut sequence = nim(10);
        let theorem = Proof {
            period: Period {
                preperiod: 0,
                length: 1,
            },
            saltus: 1,
            theorem: Theorem::OneHeap,
            used_up_to: 3,
        };
        sequence.proof = Some(theorem);
        assert_eq!(
            prove_by(&mut sequence, &declared(0, 1, 1), "p", "n").unwrap(),
            None
        );
        assert_eq!(sequence.proof, Some(theorem));
    }
}
