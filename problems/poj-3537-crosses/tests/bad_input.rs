//! Crosses and Crosses: bad input is rejected with one error line naming the place, and no
//! mutation of the samples makes the solver crash, with or without `--explain`.

use grundy::Options;
use grundy_tests::{
    Expected, assert_mutations_never_crash, assert_rejected, assert_rejected_saying,
};
use poj_3537_crosses::{run, solve};

#[test]
fn no_board_at_all_is_an_end_of_input_error() {
    assert_rejected(solve, "", Expected::EndOfInput);
    assert_rejected(solve, " \n\n", Expected::EndOfInput);
}

#[test]
fn a_non_numeric_board_is_an_error_at_its_token() {
    let words = r#"expected a board length in 1..=1048576, found "abc""#;
    assert_rejected_saying(solve, "6\nabc\n", Expected::At(2, 1), words);
}

#[test]
fn zero_or_negative_boards_are_range_errors() {
    let range = "expected a board length in 1..=1048576";
    assert_rejected_saying(solve, "3\n0\n", Expected::At(2, 1), range);
    assert_rejected_saying(solve, "-5", Expected::At(1, 1), range);
}

#[test]
fn a_board_past_the_limit_is_an_error_naming_the_limit_in_any_spelling() {
    let words = "board length 2000000 is past 1048576, the longest board answered";
    assert_rejected_saying(solve, "6 2000000\n", Expected::At(1, 3), words);
    assert_rejected_saying(solve, "6\n+02000000\n", Expected::At(2, 1), words);
    assert_rejected_saying(
        solve,
        "1048577",
        Expected::At(1, 1),
        "1048577 is past 1048576",
    );
}

#[test]
fn a_number_past_every_integer_type_is_a_plain_range_error() {
    let words = r#"expected a board length in 1..=1048576, found "99999999999999999999999""#;
    assert_rejected_saying(solve, "99999999999999999999999", Expected::At(1, 1), words);
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
