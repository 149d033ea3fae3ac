//! `{{name}}`: the solver against the referee on the real rules, the samples, and bad input.

use grundy::{Referee, Sum};
use grundy_tests::{Expected, Rng, assert_rejected, assert_samples};
use {{crate}}::{rules::Rules, solve};

#[test]
fn solver_agrees_with_the_referee_on_2000_random_positions() {
    let mut rng = Rng::new(1);
    let mut referee = Referee::new(Sum(Rules));
    for _ in 0..2000 {
        let piles: Vec<u64> = (0..rng.range_usize(1..=3)).map(|_| rng.range(0..=5)).collect();
        let sizes: Vec<String> = piles.iter().map(u64::to_string).collect();
        let input = format!("{}\n{}\n", piles.len(), sizes.join(" "));
        let expected = if referee.wins(&piles) { "First\n" } else { "Second\n" };
        assert_eq!(solve(&input).unwrap(), expected, "input {input:?}");
    }
}

#[test]
fn every_sample_gives_its_expected_output() {
    assert_samples("{{name}}", |_, input| solve(input));
}

#[test]
fn a_non_numeric_pile_is_an_error_at_its_token() {
    assert_rejected(solve, "2\n1 x\n", Expected::At(2, 3));
}

#[test]
fn a_missing_pile_is_an_error_at_end_of_input() {
    assert_rejected(solve, "3\n1 2\n", Expected::EndOfInput);
}
