//! The solver against an exhaustive search of the real rules (`Sum(real_rules::Rules)`) on
//! random inputs: the whole output (verdict and every winning first move) must be the
//! referee's.

use crate::common;

use grundy::{Generator, Referee, Size, Sum};
use grundy_tests::{Case, assert_agrees_on_random_cases};
use lightoj_1344_bracelets::generate::Inputs;
use lightoj_1344_bracelets::real_rules::Rules;
use lightoj_1344_bracelets::solve;

use common::{Position, format_input, random_position, referee_output};

/// The input for `cases` and the referee's answer to it.
fn referee_case(referee: &mut Referee<Sum<Rules>>, cases: &[Position]) -> Case {
    Case {
        input: format_input(cases),
        expected: referee_output(referee, cases),
    }
}

#[test]
fn tiny_generated_inputs_get_the_referees_answer() {
    assert_agrees_on_random_cases(1344, 3000, solve, |rng| {
        let input = Inputs.generate(rng, Size::Tiny);
        Case {
            input: Inputs.format(&input),
            expected: Inputs.referee(&input).expect("tiny inputs are searchable"),
        }
    });
}

#[test]
fn single_cases_of_up_to_3_bracelets_of_6_pearls_get_the_referees_answer() {
    let mut referee = Referee::new(Sum(Rules));
    assert_agrees_on_random_cases(1344, 2000, solve, |rng| {
        referee_case(&mut referee, &[random_position(rng, 3, 6)])
    });
}

#[test]
fn inputs_of_2_to_6_cases_some_with_no_bracelets_get_the_referees_answer() {
    let mut referee = Referee::new(Sum(Rules));
    assert_agrees_on_random_cases(2024, 300, solve, |rng| {
        let cases: Vec<Position> = (0..rng.range_usize(2..=6))
            .map(|_| {
                if rng.chance(1, 10) {
                    Vec::new()
                } else {
                    random_position(rng, 3, 5)
                }
            })
            .collect();
        referee_case(&mut referee, &cases)
    });
}

#[test]
fn one_bracelet_of_up_to_11_pearls_or_two_of_up_to_8_get_the_referees_answer() {
    let mut referee = Referee::new(Sum(Rules));
    let mut round = 0;
    assert_agrees_on_random_cases(77, 400, solve, |rng| {
        let case = if round % 2 == 0 {
            random_position(rng, 1, 11)
        } else {
            random_position(rng, 2, 8)
        };
        round += 1;
        referee_case(&mut referee, &[case])
    });
}
