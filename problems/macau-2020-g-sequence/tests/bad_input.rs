//! Bad input: each is rejected with one `error: ` line naming the place (and, where it matters,
//! the range), nothing on stdout; and no mutated sample makes the solver panic.

use grundy::Options;
use grundy_tests::{
    Expected, assert_mutations_never_crash, assert_rejected, assert_rejected_saying,
};
use macau_2020_g_sequence::{run, solve};

#[test]
fn a_non_numeric_value_is_an_error_at_that_token() {
    assert_rejected_saying(
        solve,
        "3 1\n1 x 3\n2 1\n",
        Expected::At(2, 3),
        r#"expected a sequence value in 0..=255, found "x""#,
    );
    assert_rejected(solve, "3 1\n1 2 3\n2 one\n", Expected::At(3, 3));
    assert_rejected(solve, "3 1\n1 2 3\nq 1\n", Expected::At(3, 1));
    assert_rejected(solve, "3 1.0\n1 2 3\n2 1\n", Expected::At(1, 3));
}

#[test]
fn truncated_input_is_an_end_of_input_error() {
    let operation = "expected an operation (1 = append, 2 = query)";
    assert_rejected_saying(solve, "3 2\n1 2 3\n2 1\n", Expected::EndOfInput, operation);
    assert_rejected_saying(
        solve,
        "3 2\n1 2 3\n2 1\n1",
        Expected::EndOfInput,
        "expected a value to append",
    );
    assert_rejected(solve, "3 2\n1 2", Expected::EndOfInput);
    assert_rejected(solve, "", Expected::EndOfInput);
    assert_rejected(solve, "3", Expected::EndOfInput);
}

#[test]
fn a_value_past_255_is_an_error_naming_the_range() {
    assert_rejected_saying(
        solve,
        "3 1\n1 256 3\n2 1\n",
        Expected::At(2, 3),
        r#"expected a sequence value in 0..=255, found "256""#,
    );
    assert_rejected_saying(
        solve,
        "3 2\n1 2 3\n2 1\n1 256\n",
        Expected::At(4, 3),
        r#"expected a value to append in 0..=255, found "256""#,
    );
    assert_rejected(solve, "3 1\n1 -1 3\n2 1\n", Expected::At(2, 3));
}

#[test]
fn an_operation_other_than_1_or_2_is_an_error() {
    assert_rejected_saying(
        solve,
        "3 2\n1 2 3\n2 1\n3 1\n",
        Expected::At(4, 1),
        r#"expected an operation (1 = append, 2 = query) in 1..=2, found "3""#,
    );
    assert_rejected(solve, "3 1\n1 2 3\n0 1\n", Expected::At(3, 1));
}

#[test]
fn a_query_past_the_end_is_an_error_naming_the_current_length() {
    assert_rejected_saying(
        solve,
        "3 2\n1 2 3\n2 3\n2 4\n",
        Expected::At(4, 3),
        r#"expected a position in 1..=3, found "4""#,
    );
    // After appends the valid range grows, and the output so far is not printed.
    assert_rejected_saying(
        solve,
        "3 6\n1 2 3\n1 4\n1 5\n1 6\n1 7\n2 7\n2 9\n",
        Expected::At(8, 3),
        r#"expected a position in 1..=7, found "9""#,
    );
}

#[test]
fn a_query_at_position_0_is_an_error() {
    assert_rejected_saying(
        solve,
        "3 1\n1 2 3\n2 0\n",
        Expected::At(3, 3),
        r#"expected a position in 1..=3, found "0""#,
    );
}

#[test]
fn an_empty_sequence_is_an_error() {
    assert_rejected_saying(
        solve,
        "0 1\n\n1 5\n",
        Expected::At(1, 1),
        r#"expected the sequence length n in 1..=1000000000, found "0""#,
    );
}

#[test]
fn a_huge_claimed_length_then_end_of_input_is_a_quick_error() {
    assert_rejected_saying(
        solve,
        "1000000000 1\n1 2\n",
        Expected::EndOfInput,
        "expected a sequence value",
    );
    assert_rejected_saying(
        solve,
        "1 1000000000\n1\n2 1\n",
        Expected::EndOfInput,
        "expected an operation (1 = append, 2 = query)",
    );
    assert_rejected(solve, "1000000001 1\n1\n", Expected::At(1, 1));
    assert_rejected(solve, "99999999999999999999999 1\n1\n", Expected::At(1, 1));
}

#[test]
fn anything_after_the_last_operation_is_an_error() {
    assert_rejected_saying(
        solve,
        "3 1\n1 2 3\n2 1\n2 2\n",
        Expected::At(4, 1),
        r#"expected end of input, found "2""#,
    );
}

#[test]
fn no_mutated_sample_makes_the_solver_panic_or_write_half_an_answer() {
    assert_mutations_never_crash(env!("CARGO_MANIFEST_DIR"), 1500, solve);
}

#[test]
fn no_mutated_sample_makes_the_explained_run_panic_or_write_half_an_answer() {
    assert_mutations_never_crash(env!("CARGO_MANIFEST_DIR"), 500, |text| {
        run(&Options::new().explained(), text)
    });
}
