//! Bad input: each is rejected with one `error: ` line naming the place (and, where it matters,
//! the range), nothing on stdout; and no mutated sample makes the solver panic.

use grundy::Options;
use grundy_tests::{
    Expected, assert_mutations_never_crash, assert_rejected, assert_rejected_saying,
};
use lightoj_1344_bracelets::{MAX_PEARLS, MAX_WEIGHT, run, solve};

#[test]
fn a_non_numeric_weight_is_an_error_at_that_token() {
    assert_rejected(solve, "1\n1\n3 4 x 5\n", Expected::At(3, 5));
}

#[test]
fn fewer_weights_than_the_pearl_count_is_an_end_of_input_error() {
    assert_rejected_saying(
        solve,
        "1\n1\n3 4 5\n",
        Expected::EndOfInput,
        "expected a pearl weight",
    );
}

#[test]
fn a_weight_of_zero_is_an_error_naming_the_range() {
    assert_rejected_saying(
        solve,
        "1\n1\n3 4 0 5\n",
        Expected::At(3, 5),
        &format!("expected a pearl weight in 1..={MAX_WEIGHT}, found \"0\""),
    );
}

#[test]
fn negative_and_too_heavy_weights_are_errors() {
    assert_rejected(solve, "1\n1\n2 -4 5\n", Expected::At(3, 3));
    assert_rejected(solve, "1\n1\n2 4 1000000001\n", Expected::At(3, 5));
}

#[test]
fn a_bracelet_with_no_pearls_is_an_error() {
    assert_rejected_saying(
        solve,
        "1\n2\n1 3\n0\n",
        Expected::At(4, 1),
        &format!("expected the number of pearls on a bracelet in 1..={MAX_PEARLS}, found \"0\""),
    );
}

#[test]
fn a_pearl_count_past_the_supported_limit_names_the_limit() {
    let too_many = MAX_PEARLS + 1;
    assert_rejected_saying(
        solve,
        &format!("1\n1\n{too_many} 1 2\n"),
        Expected::At(3, 1),
        &format!(
            "expected the number of pearls on a bracelet in 1..={MAX_PEARLS}, found \"{too_many}\""
        ),
    );
}

#[test]
fn huge_claimed_counts_followed_by_end_of_input_are_end_of_input_errors() {
    let huge = "18446744073709551615";
    assert_rejected_saying(
        solve,
        &format!("{huge}\n"),
        Expected::EndOfInput,
        "expected the number of bracelets",
    );
    assert_rejected_saying(
        solve,
        &format!("1\n{huge}\n"),
        Expected::EndOfInput,
        "expected the number of pearls on a bracelet",
    );
    assert_rejected_saying(
        solve,
        &format!("1\n1\n{MAX_PEARLS}\n"),
        Expected::EndOfInput,
        "expected a pearl weight",
    );
}

#[test]
fn counts_past_64_bits_are_range_errors() {
    assert_rejected(solve, "18446744073709551616\n", Expected::At(1, 1));
    assert_rejected(solve, "1\n-1\n", Expected::At(2, 1));
}

#[test]
fn anything_after_the_last_case_is_an_error() {
    assert_rejected_saying(
        solve,
        "1\n1\n1 5\n1 5\n",
        Expected::At(4, 1),
        r#"expected end of input, found "1""#,
    );
}

#[test]
fn a_missing_case_is_an_end_of_input_error() {
    assert_rejected(solve, "2\n1\n1 5\n", Expected::EndOfInput);
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
