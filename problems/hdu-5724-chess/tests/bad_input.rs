//! Bad input: every way an input or a command line can be wrong is one `error:` line naming
//! the place (line and column, end of input, or the argument), and no mutated sample crashes
//! the solver.

use crate::common;

use common::{options, solve_sample};
use grundy::Options;
use grundy_tests::{Expected, assert_mutations_never_crash, assert_rejected, samples};
use hdu_5724_chess::{MAX_WIDTH, run, solve, solve_with_width, width};

#[test]
fn no_mutation_of_a_small_sample_crashes_the_solver() {
    let checked = assert_mutations_never_crash(env!("CARGO_MANIFEST_DIR"), 1500, solve);
    assert_eq!(checked, 1500);
}

#[test]
fn no_mutation_of_a_small_sample_crashes_the_explained_solver() {
    let explained = |text: &str| run(&Options::new().explained(), text);
    let checked = assert_mutations_never_crash(env!("CARGO_MANIFEST_DIR"), 500, explained);
    assert_eq!(checked, 500);
}

#[test]
fn a_non_numeric_position_is_an_error_at_its_token() {
    let line = assert_rejected(solve, "1\n1\n2 19 x\n", Expected::At(3, 6));
    assert!(
        line.ends_with(r#"expected a piece position in 1..=20, found "x""#),
        "{line}"
    );
}

#[test]
fn a_truncated_row_is_an_end_of_input_error_naming_what_was_expected() {
    let line = assert_rejected(solve, "1\n2\n1 19\n2 18", Expected::EndOfInput);
    assert!(line.ends_with("expected a piece position"), "{line}");
    let line = assert_rejected(solve, "2\n1\n1 19\n", Expected::EndOfInput);
    assert!(line.ends_with("expected the number of rows"), "{line}");
    assert_rejected(solve, "", Expected::EndOfInput);
}

#[test]
fn position_21_or_0_on_the_judge_board_is_an_error_naming_1_to_20() {
    let line = assert_rejected(solve, "1\n1\n2 19 21\n", Expected::At(3, 6));
    assert!(
        line.ends_with(r#"expected a piece position in 1..=20, found "21""#),
        "{line}"
    );
    let line = assert_rejected(solve, "1\n2\n1 5\n3 0 1 2\n", Expected::At(4, 3));
    assert!(line.contains("in 1..=20"), "{line}");
}

#[test]
fn a_position_past_a_custom_width_is_an_error_naming_that_width() {
    let line = assert_rejected(
        |i| solve_with_width(i, 5),
        "1\n1\n2 5 6\n",
        Expected::At(3, 5),
    );
    assert!(
        line.ends_with(r#"expected a piece position in 1..=5, found "6""#),
        "{line}"
    );
}

#[test]
fn two_pieces_on_one_cell_is_an_error_at_the_second_piece() {
    // The later non-numeric token is not reached: the first problem in the input is reported.
    let line = assert_rejected(solve, "1\n1\n4 17 19 17 x\n", Expected::At(3, 9));
    assert!(line.contains("two pieces on column 17"), "{line}");
    // Both ways of marking taken cells: one word up to 64 columns, a set beyond.
    for width in [64, 65, MAX_WIDTH] {
        let input = format!("1\n1\n3 {width} 1 {width}\n");
        let line = assert_rejected(
            |i| solve_with_width(i, width),
            &input,
            Expected::At(3, 6 + width.to_string().len()),
        );
        assert!(
            line.contains(&format!("two pieces on column {width}")),
            "{line}"
        );
    }
    // The same column in two different rows is fine.
    assert_eq!(solve("1\n2\n1 17\n1 17\n"), Ok("NO\n".into()));
}

#[test]
fn more_pieces_than_cells_is_an_error_at_the_count() {
    let input = "1\n1\n21 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 20\n";
    let line = assert_rejected(solve, input, Expected::At(3, 1));
    assert!(
        line.ends_with(r#"expected the number of pieces in a row in 0..=20, found "21""#),
        "{line}"
    );
    assert_rejected(
        |i| solve_with_width(i, 3),
        "1\n1\n4 1 2 3 3",
        Expected::At(3, 1),
    );
}

#[test]
fn huge_claimed_counts_followed_by_end_of_input_are_end_of_input_errors() {
    assert_rejected(solve, "1000000000\n1\n1 19\n", Expected::EndOfInput);
    assert_rejected(solve, "1\n1000000000\n1 19\n", Expected::EndOfInput);
    let wide = |input: &str| solve_with_width(input, MAX_WIDTH);
    assert_rejected(wide, "1\n1\n1000000000 1\n", Expected::EndOfInput);
}

#[test]
fn counts_past_the_supported_limit_or_negative_are_errors_naming_the_range() {
    let line = assert_rejected(solve, "1000000001\n", Expected::At(1, 1));
    assert!(line.contains("in 0..=1000000000"), "{line}");
    assert_rejected(solve, "1\n-1\n", Expected::At(2, 1));
}

#[test]
fn text_after_the_last_case_is_an_error_at_that_text() {
    let line = assert_rejected(solve, "1\n1\n1 19\n1\n", Expected::At(4, 1));
    assert!(line.contains("expected end of input"), "{line}");
}

#[test]
fn empty_cases_and_rows_and_crlf_are_fine() {
    assert_eq!(solve("0\n"), Ok(String::new()));
    assert_eq!(solve("2\r\n0\r\n1\r\n0\r\n"), Ok("NO\nNO\n".into()));
}

#[test]
fn the_bad_samples_are_rejected_at_the_right_place() {
    let expected: &[(&str, Expected)] = &[
        ("bad-non-numeric", Expected::At(3, 6)),
        ("bad-truncated", Expected::EndOfInput),
        ("bad-position-21", Expected::At(3, 6)),
        ("bad-position-0", Expected::At(4, 3)),
        ("bad-two-pieces-on-one-cell", Expected::At(3, 9)),
        ("bad-too-many-pieces", Expected::At(3, 1)),
        ("bad-huge-case-count", Expected::EndOfInput),
        ("bad-huge-row-count", Expected::EndOfInput),
        ("bad-huge-piece-count", Expected::EndOfInput),
        ("bad-text-after-last-case", Expected::At(4, 1)),
        ("bad-position-past-width", Expected::At(3, 5)),
        ("bad-negative-row-count", Expected::At(2, 1)),
        ("bad-width-zero", Expected::Argument("--width")),
        ("bad-width-not-a-number", Expected::Argument("--width")),
        ("bad-width-too-large", Expected::Argument("--width")),
        ("bad-width-missing", Expected::Argument("--width")),
        ("bad-unknown-argument", Expected::Argument(r#""--height""#)),
    ];
    let mut seen = 0;
    for sample in samples(env!("CARGO_MANIFEST_DIR")) {
        if sample.expected.is_some() {
            continue;
        }
        let (_, place) = expected
            .iter()
            .find(|(name, _)| *name == sample.name)
            .unwrap_or_else(|| panic!("bad sample {} has no expected place", sample.name));
        let solve = |input: &str| solve_sample(&sample.args, input);
        assert_rejected(solve, &sample.text(), *place);
        seen += 1;
    }
    assert_eq!(seen, expected.len());
}

/// The arguments in a line of text.
fn args(text: &str) -> Vec<String> {
    text.split_whitespace().map(String::from).collect()
}

#[test]
fn the_width_defaults_to_20_and_accepts_1_to_a_billion() {
    assert_eq!(width(&options("")), Ok(20));
    assert_eq!(width(&options("--width 1")), Ok(1));
    assert_eq!(width(&options("--width=1000000000")), Ok(MAX_WIDTH));
    // Read as the scanner reads input numbers: a sign and leading zeros are fine.
    assert_eq!(width(&options("--width +007")), Ok(7));
    assert_eq!(width(&options("--explain --width 5")), Ok(5));
}

#[test]
fn bad_widths_and_unknown_arguments_are_argument_errors() {
    let message = |text: &str| solve_sample(&args(text), "0\n").unwrap_err().to_string();
    assert_eq!(
        message("--width 0"),
        r#"argument --width: expected a board width in 1..=1000000000, found "0""#
    );
    assert_eq!(
        message("--width x"),
        r#"argument --width: expected a board width in 1..=1000000000, found "x""#
    );
    assert!(message("--width 1000000001").contains("in 1..=1000000000"));
    assert!(message("--width=-5").contains("in 1..=1000000000"));
    assert_eq!(
        message(&format!("--width {}", "9".repeat(50))),
        format!(
            r#"argument --width: expected a board width in 1..=1000000000, found "{}"..."#,
            "9".repeat(40)
        )
    );
    assert_eq!(
        message("--width"),
        "argument --width: expected a board width after it, found nothing"
    );
    assert_eq!(
        message("--width 3 --width 4"),
        "argument --width: given more than once"
    );
    assert_eq!(
        message("--height 3"),
        r#"argument "--height": unknown option (hdu-5724-chess takes --width W, --explain, --help, --version)"#
    );
    assert_rejected(
        |input| solve_with_width(input, 0),
        "1\n1\n1 1\n",
        Expected::Argument("--width"),
    );
}
