//! Bad input: one `error:` line naming the place, exit status 1, nothing on stdout; and no
//! mutated sample ever crashes the solver.

use grundy::Options;
use grundy_tests::{Expected, assert_mutations_never_crash, assert_rejected};
use poj_2311_cutting_game::{run, solve};

#[test]
fn a_non_numeric_token_is_an_error_at_its_place() {
    let line = assert_rejected(solve, "2 2\n3 x\n", Expected::At(2, 3));
    assert!(
        line.ends_with(r#"expected the height H in 1..=1000, found "x""#),
        "{line}"
    );
    assert_rejected(solve, "2.5 3\n", Expected::At(1, 1));
    assert_rejected(solve, "4 2\nWIN\n", Expected::At(2, 1));
}

#[test]
fn an_odd_number_of_integers_is_an_error_at_end_of_input() {
    let line = assert_rejected(solve, "2 2\n3 2\n4", Expected::EndOfInput);
    assert!(line.contains("the height H of the last sheet"), "{line}");
    assert_rejected(solve, "7\n\n", Expected::EndOfInput);
}

#[test]
fn a_zero_side_is_an_error_naming_the_range() {
    let line = assert_rejected(solve, "0 5\n", Expected::At(1, 1));
    assert!(line.contains("expected the width W in 1..=1000"), "{line}");
    let line = assert_rejected(solve, "2 2\n5 0\n", Expected::At(2, 3));
    assert!(line.contains("expected the height H in 1..=1000"), "{line}");
}

#[test]
fn a_side_past_1000_is_an_error_naming_the_limit() {
    let line = assert_rejected(solve, "1000 1000\n1001 2\n", Expected::At(2, 1));
    assert!(line.ends_with(r#"in 1..=1000, found "1001""#), "{line}");
    assert_rejected(solve, "2 1001\n", Expected::At(1, 3));
}

#[test]
fn huge_and_negative_numbers_are_range_errors_not_crashes() {
    let huge = "9".repeat(60);
    assert_rejected(solve, &format!("2 {huge}\n"), Expected::At(1, 3));
    assert_rejected(solve, "18446744073709551617 2\n", Expected::At(1, 1));
    assert_rejected(solve, "-3 4\n", Expected::At(1, 1));
}

/// The format has no count line, so "a huge claimed count" cannot be written; the nearest
/// thing is many good cases and then a case cut in half, which must still leave stdout empty.
#[test]
fn a_bad_case_after_many_good_ones_leaves_no_partial_answer() {
    let mut input = "200 200\n".repeat(5000);
    input.push_str("199");
    assert_rejected(solve, &input, Expected::EndOfInput);
    input.push_str(" 0\n");
    assert_rejected(solve, &input, Expected::At(5001, 5));
}

#[test]
fn mutated_samples_are_answered_or_rejected_never_crash() {
    let count = assert_mutations_never_crash(env!("CARGO_MANIFEST_DIR"), 1500, solve);
    assert_eq!(count, 1500);
}

#[test]
fn mutated_samples_explained_are_answered_or_rejected_never_crash() {
    let explained = Options::new().explained();
    let count = assert_mutations_never_crash(env!("CARGO_MANIFEST_DIR"), 500, |text| {
        run(&explained, text)
    });
    assert_eq!(count, 500);
}
