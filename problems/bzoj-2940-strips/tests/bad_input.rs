//! Strips: bad input is rejected with one error line naming the place, and no mutation of the
//! samples makes the solver crash, with or without `--explain`.

use bzoj_2940_strips::{EXACT_BUDGET, run, solve};
use grundy::Options;
use grundy_tests::{
    Expected, assert_mutations_never_crash, assert_rejected, assert_rejected_saying,
};

#[test]
fn a_non_numeric_length_is_an_error_at_its_token() {
    assert_rejected_saying(
        solve,
        "1 x 1\n1\n1\n",
        Expected::At(1, 3),
        r#"expected a green strip length in 1..=1000000000000000000, found "x""#,
    );
}

#[test]
fn truncated_input_is_an_end_of_input_error() {
    assert_rejected(solve, "1 5 1\n3\n1\n5\n", Expected::EndOfInput);
    assert_rejected(solve, "1 5", Expected::EndOfInput);
    assert_rejected(solve, "", Expected::EndOfInput);
}

#[test]
fn a_strip_of_length_0_is_an_error_at_the_strip_in_any_spelling() {
    assert_rejected_saying(
        solve,
        "1 5 0\n1\n1\n",
        Expected::At(1, 5),
        "a blue strip of length 0 cannot be placed: lengths start at 1",
    );
    for zero in ["00", "+0", "-0"] {
        let input = format!("{zero} 5 1\n1\n1\n");
        assert_rejected_saying(solve, &input, Expected::At(1, 1), "red strip of length 0");
    }
}

#[test]
fn negative_or_too_long_strips_are_range_errors() {
    let range = "in 1..=1000000000000000000";
    assert_rejected_saying(solve, "1 -2 1\n1\n1\n", Expected::At(1, 3), range);
    let too_long = "1 1 1000000000000000001\n1\n1\n";
    assert_rejected_saying(solve, too_long, Expected::At(1, 5), range);
}

#[test]
fn zero_negative_or_too_long_boards_and_zero_counts_are_range_errors() {
    let range = "in 1..=1000000000000000000";
    assert_rejected_saying(solve, "1 5 1\n2\n4\n-3\n", Expected::At(4, 1), range);
    assert_rejected_saying(solve, "1 5 1\n1\n0\n", Expected::At(3, 1), range);
    assert_rejected_saying(
        solve,
        "1 5 1\n1\n1000000000000000001\n",
        Expected::At(3, 1),
        range,
    );
    assert_rejected_saying(
        solve,
        "1 5 1\n0\n",
        Expected::At(2, 1),
        "the number of boards",
    );
}

#[test]
fn a_huge_claimed_count_then_end_of_input_is_an_end_of_input_error() {
    assert_rejected(solve, "1 5 1\n1000000000\n1\n2\n", Expected::EndOfInput);
}

#[test]
fn anything_after_the_last_board_is_an_error() {
    assert_rejected(solve, "1 5 1\n1\n1\n7\n", Expected::At(4, 1));
}

#[test]
fn a_board_past_the_budget_without_a_certified_period_names_the_limit() {
    // A strip longer than the budget can never be ruled out past it: no period is provable.
    let limit = format!("board length 100000 is past {EXACT_BUDGET}");
    assert_rejected_saying(
        solve,
        "1 1 70000\n2\n5\n100000\n",
        Expected::At(4, 1),
        &limit,
    );
}

#[test]
fn no_mutation_of_the_samples_crashes_the_solver() {
    assert_eq!(
        assert_mutations_never_crash(env!("CARGO_MANIFEST_DIR"), 1500, solve),
        1500
    );
}

#[test]
fn no_mutation_of_the_samples_crashes_the_explained_solver() {
    let explained = |text: &str| run(&Options::new().explained(), text);
    assert_eq!(
        assert_mutations_never_crash(env!("CARGO_MANIFEST_DIR"), 500, explained),
        500
    );
}
