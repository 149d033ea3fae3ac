//! {{name}}: bad input is rejected with one error line that says where and what.

use grundy::Options;
use grundy_tests::{Expected, assert_mutations_never_crash, assert_rejected};
use {{crate}}::{run, solve};

#[test]
fn a_non_numeric_pile_is_an_error_at_its_token() {
    assert_rejected(solve, "2\n1 x\n", Expected::At(2, 3));
}

#[test]
fn a_missing_pile_is_an_error_at_end_of_input() {
    assert_rejected(solve, "3\n1 2\n", Expected::EndOfInput);
}

#[test]
fn the_limits_are_answered_and_one_past_each_is_an_error_naming_it() {
    let most_piles = format!("1000000\n{}\n", "7 ".repeat(1_000_000));
    assert_eq!(solve(&most_piles).unwrap(), "Second\n");
    assert_eq!(solve(&format!("1\n{}\n", u64::MAX)).unwrap(), "First\n");
    let line = assert_rejected(solve, "1\n18446744073709551616\n", Expected::At(2, 1));
    assert!(line.contains("0..=18446744073709551615"), "{line}");
    let line = assert_rejected(solve, "1000001\n", Expected::At(1, 1));
    assert!(line.contains("1..=1000000"), "{line}");
    assert_rejected(solve, "0\n", Expected::At(1, 1));
}

#[test]
fn no_mutated_sample_makes_the_solver_panic_or_write_half_an_answer() {
    assert_mutations_never_crash(env!("CARGO_MANIFEST_DIR"), 1500, solve);
}

#[test]
fn no_mutated_sample_makes_the_explanation_panic() {
    let explain = |text: &str| run(&Options::new().explained(), text);
    assert_mutations_never_crash(env!("CARGO_MANIFEST_DIR"), 500, explain);
}
