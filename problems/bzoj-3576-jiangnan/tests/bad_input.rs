//! Bad input: one `error:` line naming the place, exit status 1, nothing on stdout; and no
//! mutated sample ever crashes the solver.

use bzoj_3576_jiangnan::{run, solve};
use grundy::Options;
use grundy_tests::{Expected, assert_mutations_never_crash, assert_rejected};

#[test]
fn a_non_numeric_token_is_an_error_at_that_token() {
    let line = assert_rejected(solve, "2 3\n1 5\n2 4 x\n", Expected::At(3, 5));
    assert!(
        line.contains("expected a heap size in 1..=10000000000"),
        "{line}"
    );
    assert_rejected(solve, "two 3\n", Expected::At(1, 1));
}

#[test]
fn a_truncated_input_is_an_end_of_input_error() {
    let line = assert_rejected(solve, "2 3\n1 5\n2 4", Expected::EndOfInput);
    assert!(line.ends_with("expected a heap size"), "{line}");
    assert_rejected(solve, "2 3\n1 5\n", Expected::EndOfInput);
    assert_rejected(solve, "2", Expected::EndOfInput);
    assert_rejected(solve, "", Expected::EndOfInput);
}

#[test]
fn a_heap_of_zero_stones_is_an_error_at_that_heap() {
    let line = assert_rejected(solve, "1 3\n3 4 0 2\n", Expected::At(2, 5));
    assert!(
        line.ends_with(r#"expected a heap size in 1..=10000000000, found "0""#),
        "{line}"
    );
}

#[test]
fn a_threshold_of_zero_is_an_error_naming_the_range() {
    let line = assert_rejected(solve, "1 0\n1 5\n", Expected::At(1, 3));
    assert!(
        line.contains("expected the split threshold F in 1..="),
        "{line}"
    );
}

#[test]
fn a_heap_past_ten_to_the_ten_is_an_error_naming_the_limit() {
    let line = assert_rejected(solve, "1 1\n2 5 10000000001\n", Expected::At(2, 5));
    assert!(line.contains("in 1..=10000000000"), "{line}");
}

#[test]
fn a_negative_count_is_an_out_of_range_error() {
    assert_rejected(solve, "-1 3\n", Expected::At(1, 1));
    assert_rejected(solve, "1 3\n-2 4 4\n", Expected::At(2, 1));
}

#[test]
fn a_huge_claimed_count_then_end_of_input_is_an_end_of_input_error() {
    let line = assert_rejected(solve, "1000000000000 3\n1 4\n", Expected::EndOfInput);
    assert!(line.ends_with("expected the number of heaps N"), "{line}");
    let line = assert_rejected(
        solve,
        "1 3\n1000000000000000000 4 5\n",
        Expected::EndOfInput,
    );
    assert!(line.ends_with("expected a heap size"), "{line}");
}

#[test]
fn anything_after_the_last_game_is_an_error() {
    assert_rejected(solve, "1 3\n1 5\n7\n", Expected::At(3, 1));
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
