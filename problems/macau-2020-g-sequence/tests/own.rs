//! Game on Sequence: what is its own. The positions and values `--explain` names on larger
//! scripts, and a judge-size script answered as the even-popcount argument says.

use grundy_tests::{Rng, assert_explained_inputs_hold};
use harness::{Claim, Explained, Options};
use macau_2020_g_sequence::Sequence;
use macau_2020_g_sequence::problem::{
    JUDGE_COUNT, Op, even_popcount, final_sequence, random_script, script,
};

use crate::{output, solve, text};

#[test]
fn explained_claims_on_larger_scripts_hold_and_name_the_inputs_positions_and_values() {
    let mut rng = Rng::new(31);
    let inputs: Vec<_> = (0..500)
        .map(|round| (format!("script {round}"), random_script(&mut rng, 40, 60)))
        .collect();
    for (_, input) in &inputs {
        let output = harness::solve_text(&Sequence, &Options::new().explained(), &text(input));
        let sequence = final_sequence(input);
        let queries = input.1.iter().filter_map(|op| match op {
            Op::Query(k) => Some(k.value),
            Op::Append(_) => None,
        });
        for ((line, claim), k) in output
            .unwrap()
            .lines()
            .zip(Sequence.claims(input))
            .zip(queries)
        {
            let value = sequence[k - 1];
            let named = match claim {
                Claim::Wins(to) => format!(
                    "from position {k} (value {value}) to position {to} (value {}):",
                    sequence[to - 1]
                ),
                Claim::Loses => format!("position {k} is the last occurrence of {value}, and"),
                Claim::WinsWithNoMove => unreachable!("normal play"),
            };
            assert!(line.contains(&named), "{line}");
        }
    }
    let run = |options: &Options, input: &mut harness::Scanner<'_>| {
        harness::solve_input(&Sequence, options, input)
    };
    assert_explained_inputs_hold(&Sequence, inputs, run);
}

#[test]
fn at_the_judges_size_with_even_popcount_values_exactly_the_last_occurrences_lose() {
    // Such values never differ in exactly one bit, so only moves to a later equal value exist
    // (tests/reduction.rs checks the rule against the referee).
    let counts = (JUDGE_COUNT, JUDGE_COUNT);
    let input = script(&mut Rng::new(1), counts, &even_popcount());
    let again_later = |sequence: &[u8], k: usize| sequence[k..].contains(&sequence[k - 1]);
    let expected = output(&input, again_later);
    assert!(expected.contains("Grammy\n") && expected.contains("Alice\n"));
    assert_eq!(solve(&text(&input)).unwrap(), expected);
}
