//! hdu-5724-chess: the staircase-Nim solver against an exhaustive search of the real rules
//! (pieces jumping right over blocks), the reduction step by step, every sample, and bad input.

use std::collections::{BTreeMap, HashMap};

use grundy::{Components, InputError, Referee, Sum};
use grundy_tests::{Expected, Rng, assert_rejected, assert_samples, samples};
use hdu_5724_chess::rules::{Board, Jump, Row, Rules};
use hdu_5724_chess::staircase::{occupied_steps, row_value};
use hdu_5724_chess::{DEFAULT_WIDTH, MAX_WIDTH, solve, solve_with_width, width_from_args};

// ---------------------------------------------------------------------------------------------
// Helpers

/// One referee per board width, so that positions solved once are remembered across cases.
#[derive(Default)]
struct Referees(HashMap<u32, Referee<Sum<Rules>>>);

impl Referees {
    fn wins(&mut self, width: u32, rows: &[Row]) -> bool {
        let rules = Rules::new(width);
        let referee = self
            .0
            .entry(width)
            .or_insert_with(|| Referee::new(Sum(rules)));
        let board: Board = Sum(rules).position(rows.iter().map(|row| rules.row(row.clone())));
        referee.wins(&board)
    }

    /// The judge's line for one case: `YES` if Alice (to move) wins, else `NO`.
    fn verdict(&mut self, width: u32, rows: &[Row]) -> &'static str {
        if self.wins(width, rows) {
            "YES\n"
        } else {
            "NO\n"
        }
    }
}

/// The judge's input for these cases, each row's pieces in a shuffled order.
fn format_input(cases: &[Vec<Row>], rng: &mut Rng) -> String {
    let mut text = format!("{}\n", cases.len());
    for rows in cases {
        text.push_str(&format!("{}\n", rows.len()));
        for row in rows {
            let mut row = row.clone();
            rng.shuffle(&mut row);
            text.push_str(&row.len().to_string());
            for column in row {
                text.push_str(&format!(" {column}"));
            }
            text.push('\n');
        }
    }
    text
}

/// Each column of `columns` holds a piece with probability 1/2.
fn random_subset(rng: &mut Rng, columns: std::ops::RangeInclusive<u32>) -> Row {
    columns.filter(|_| rng.chance(1, 2)).collect()
}

/// A row of a `width`-wide board whose pieces stand in the rightmost `span` columns.
fn right_end_row(rng: &mut Rng, width: u32, span: u32) -> Row {
    random_subset(rng, width - span.min(width) + 1..=width)
}

/// Checks `solve` (through the input text) against the referee on `cases`, in inputs of 1 to 4
/// cases each. Returns how many cases were checked.
fn check_against_referee(
    width: u32,
    cases: Vec<Vec<Row>>,
    rng: &mut Rng,
    referees: &mut Referees,
) -> usize {
    let mut checked = 0;
    let mut rest = cases.as_slice();
    while !rest.is_empty() {
        let take = rng.range_usize(1..=4).min(rest.len());
        let (chunk, tail) = rest.split_at(take);
        rest = tail;
        let input = format_input(chunk, rng);
        let output = if width == DEFAULT_WIDTH && rng.chance(1, 2) {
            solve(&input)
        } else {
            solve_with_width(&input, width)
        }
        .unwrap_or_else(|error| panic!("rejected {input:?}: {error}"));
        let expected: String = chunk
            .iter()
            .map(|rows| referees.verdict(width, rows))
            .collect();
        assert_eq!(output, expected, "width {width}, input:\n{input}");
        checked += chunk.len();
    }
    checked
}

/// Every row of a `width`-wide board (all 2^width placements).
fn all_rows(width: u32) -> impl Iterator<Item = Row> {
    (0u32..1 << width).map(move |mask| (1..=width).filter(|c| mask >> (c - 1) & 1 == 1).collect())
}

// ---------------------------------------------------------------------------------------------
// The solver against the referee, on random boards

#[test]
fn solver_agrees_with_referee_on_1200_random_boards_of_width_20() {
    let mut rng = Rng::new(5724);
    let mut referees = Referees::default();
    let cases: Vec<Vec<Row>> = (0..1200)
        .map(|_| {
            let rows = rng.range_usize(1..=3);
            let span = if rows == 3 { 6 } else { 8 };
            (0..rows)
                .map(|_| match rng.range(0..=19) {
                    // A lone piece anywhere: a long walk, but a short search.
                    0..=2 => vec![rng.range(1..=20) as u32],
                    3 => Vec::new(),
                    4 => (1..=20).collect(),
                    _ => {
                        let span = rng.range(1..=span) as u32;
                        right_end_row(&mut rng, 20, span)
                    }
                })
                .collect()
        })
        .collect();
    let checked = check_against_referee(20, cases, &mut rng, &mut referees);
    assert_eq!(checked, 1200);
}

#[test]
fn solver_agrees_with_referee_on_500_boards_of_widths_1_to_10_with_any_placement() {
    let mut rng = Rng::new(10);
    let mut referees = Referees::default();
    let mut checked = 0;
    for width in 1..=10u32 {
        let cases: Vec<Vec<Row>> = (0..50)
            .map(|_| {
                let most_rows = if width <= 6 { 3 } else { 2 };
                (0..rng.range_usize(1..=most_rows))
                    .map(|_| random_subset(&mut rng, 1..=width))
                    .collect()
            })
            .collect();
        checked += check_against_referee(width, cases, &mut rng, &mut referees);
    }
    assert_eq!(checked, 500);
}

#[test]
fn solver_agrees_with_referee_on_400_wide_boards_with_pieces_near_the_right_end() {
    let mut rng = Rng::new(1_000_000_000);
    let mut referees = Referees::default();
    let mut checked = 0;
    for width in [21, 64, 65, 12_345, 999_999_999, MAX_WIDTH] {
        let cases: Vec<Vec<Row>> = (0..67)
            .map(|_| {
                (0..rng.range_usize(1..=3))
                    .map(|_| {
                        if rng.chance(1, 8) {
                            vec![width - rng.range(0..=20) as u32]
                        } else {
                            right_end_row(&mut rng, width, 7)
                        }
                    })
                    .collect()
            })
            .collect();
        checked += check_against_referee(width, cases, &mut rng, &mut referees);
    }
    assert_eq!(checked, 402);
}

// ---------------------------------------------------------------------------------------------
// The reduction, step by step

/// The steps of a row as a map step -> pieces (occupied steps only).
fn step_map(width: u32, row: &[u32]) -> BTreeMap<u32, u32> {
    occupied_steps(width, row).into_iter().collect()
}

/// Every row the tests of the reduction look at: all rows of widths 1..=10, rows in the
/// rightmost 10 columns of the judge's board, and rows at the right end of a 10^9-wide board.
fn reduction_rows() -> Vec<(u32, Row)> {
    let mut rows: Vec<(u32, Row)> = (1..=10)
        .flat_map(|width| all_rows(width).map(move |row| (width, row)))
        .collect();
    rows.extend(all_rows(10).map(|row| (20, row.iter().map(|c| c + 10).collect())));
    rows.extend(
        all_rows(8).map(|row| (MAX_WIDTH, row.iter().map(|c| c + (MAX_WIDTH - 8)).collect())),
    );
    // Rows with a far-left piece as well.
    rows.extend(all_rows(6).map(|row| {
        let mut row: Row = row.iter().map(|c| c + 14).collect();
        row.insert(0, 3);
        (20, row)
    }));
    rows
}

#[test]
fn each_move_takes_some_pieces_from_one_step_down_to_the_next_and_every_such_shift_is_a_move() {
    for (width, row) in reduction_rows() {
        let before = step_map(width, &row);
        let mut shifts: Vec<(u32, u32)> = Vec::new(); // (step left, pieces moved)
        for (Jump { from, to }, after) in Rules::new(width).splits(&row) {
            let [after] = after.as_slice() else {
                panic!("width {width} row {row:?} move {from}->{to} left {after:?}, not one row")
            };
            let after = step_map(width, after);
            // Exactly one step lost pieces, and exactly the next lower one gained them.
            let mut changed: Vec<(u32, i64)> = before
                .keys()
                .chain(after.keys())
                .copied()
                .collect::<std::collections::BTreeSet<u32>>()
                .into_iter()
                .map(|step| {
                    let count = |map: &BTreeMap<u32, u32>| i64::from(*map.get(&step).unwrap_or(&0));
                    (step, count(&after) - count(&before))
                })
                .filter(|&(_, change)| change != 0)
                .collect();
            changed.sort_unstable();
            assert_eq!(
                changed.len(),
                2,
                "width {width} row {row:?} move {from}->{to}: {changed:?}"
            );
            let (low, gained) = changed[0];
            let (high, lost) = changed[1];
            assert!(
                high == low + 1 && gained > 0 && gained == -lost,
                "width {width} row {row:?} move {from}->{to}: {changed:?}"
            );
            shifts.push((high, gained as u32));
        }
        // Every shift of 1..=c pieces from a step k >= 1 down to k - 1 is a move, once.
        let mut expected: Vec<(u32, u32)> = before
            .iter()
            .filter(|&(&step, _)| step >= 1)
            .flat_map(|(&step, &count)| (1..=count).map(move |moved| (step, moved)))
            .collect();
        shifts.sort_unstable();
        expected.sort_unstable();
        assert_eq!(shifts, expected, "width {width} row {row:?}");
    }
}

/// The Grundy value of a row by definition (mex over the real moves), for comparison.
fn grundy_by_mex(rules: &Rules, row: &Row, memo: &mut HashMap<Row, u32>) -> u32 {
    if let Some(&value) = memo.get(row) {
        return value;
    }
    let options: Vec<u32> = rules
        .splits(row)
        .into_iter()
        .map(|(_, after)| match after.as_slice() {
            [after] => grundy_by_mex(rules, after, memo),
            _ => panic!("a move in {row:?} left {after:?}, not one row"),
        })
        .collect();
    let value = grundy::mex(options);
    memo.insert(row.clone(), value);
    value
}

#[test]
fn staircase_value_equals_the_grundy_value_of_every_row_up_to_width_12() {
    let mut rows_checked = 0;
    for width in 1..=12 {
        let rules = Rules::new(width);
        let mut memo = HashMap::new();
        for row in all_rows(width) {
            assert_eq!(
                row_value(width, &row),
                grundy_by_mex(&rules, &row, &mut memo),
                "width {width} row {row:?}"
            );
            rows_checked += 1;
        }
    }
    assert_eq!(rows_checked, (1..=12).map(|w| 1 << w).sum::<usize>());
}

#[test]
fn staircase_value_is_zero_exactly_when_the_referee_says_a_lone_row_is_lost() {
    let mut referees = Referees::default();
    for (width, row) in reduction_rows() {
        assert_eq!(
            row_value(width, &row) != 0,
            referees.wins(width, std::slice::from_ref(&row)),
            "width {width} row {row:?}"
        );
    }
}

#[test]
fn xor_of_the_row_values_decides_600_sums_of_rows_as_the_referee_does() {
    let mut rng = Rng::new(600);
    let mut referees = Referees::default();
    for case in 0..600 {
        let width = *rng.pick(&[7, 20, MAX_WIDTH]);
        let rows: Vec<Row> = (0..rng.range_usize(2..=3))
            .map(|_| right_end_row(&mut rng, width, if width == 7 { 7 } else { 6 }))
            .collect();
        let xor = rows.iter().fold(0, |acc, row| acc ^ row_value(width, row));
        assert_eq!(
            xor != 0,
            referees.wins(width, &rows),
            "case {case}: width {width} rows {rows:?}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Samples

/// Runs a sample's arguments and input through the library as the binary would.
fn solve_sample(args: &[String], input: &str) -> Result<String, InputError> {
    let width = width_from_args(args.iter().cloned())?;
    solve_with_width(input, width)
}

/// A test-side reading of a (good) sample: its cases, each a list of rows.
fn parse_cases(input: &str) -> Vec<Vec<Row>> {
    let mut tokens = input
        .split_whitespace()
        .map(|t| t.parse::<u32>().expect("good samples hold numbers"));
    let mut next = || tokens.next().expect("good samples are complete");
    let cases = next();
    (0..cases)
        .map(|_| {
            let rows = next();
            (0..rows)
                .map(|_| {
                    let pieces = next();
                    (0..pieces).map(|_| next()).collect()
                })
                .collect()
        })
        .collect()
}

/// Samples small enough for the referee.
const REFEREE_SAMPLES: [&str; 9] = [
    "official-1",
    "traps",
    "empty-rows",
    "full-row",
    "single-piece",
    "rows-cancelling",
    "many-cases",
    "width-1e9",
    "width-5",
];

/// Samples too big for the referee, whose answers follow from an argument (README.md).
const ARGUMENT_SAMPLES: [&str; 2] = ["judge-max-pairs", "width-1e9-lone-pieces"];

#[test]
fn every_sample_gives_its_expected_output_or_one_error_line() {
    let count = assert_samples("hdu-5724-chess", solve_sample);
    assert!(count >= 28, "only {count} samples");
}

#[test]
fn every_sample_with_an_expected_output_has_it_checked_by_referee_or_argument() {
    for sample in samples("hdu-5724-chess") {
        let listed = REFEREE_SAMPLES.contains(&sample.name.as_str())
            || ARGUMENT_SAMPLES.contains(&sample.name.as_str());
        assert_eq!(
            sample.expected.is_some(),
            listed,
            "sample {} (bad samples have no .out; good ones must be listed)",
            sample.name
        );
    }
}

#[test]
fn small_samples_expected_outputs_are_the_referees_verdicts() {
    let mut referees = Referees::default();
    for sample in samples("hdu-5724-chess") {
        if !REFEREE_SAMPLES.contains(&sample.name.as_str()) {
            continue;
        }
        let width = width_from_args(sample.args.iter().cloned()).expect("good arguments");
        let verdicts: String = parse_cases(&sample.input)
            .iter()
            .map(|rows| referees.verdict(width, rows))
            .collect();
        assert_eq!(Some(verdicts), sample.expected, "sample {}", sample.name);
    }
}

/// The answer by argument: equal pairs of rows cancel (the second player copies the first's
/// move in the twin row), and once they are gone every row left must hold at most one piece;
/// a lone piece moves exactly one cell per move, so the game lasts exactly the sum of the
/// distances to the right edge, and Alice wins exactly when that sum is odd.
fn answer_by_pairs_and_parity(width: u32, rows: &[Row]) -> &'static str {
    let mut count: HashMap<Row, usize> = HashMap::new();
    for row in rows {
        let mut row = row.clone();
        row.sort_unstable();
        *count.entry(row).or_default() += 1;
    }
    let mut moves_left = 0u64;
    for (row, copies) in count {
        if copies % 2 == 1 {
            assert!(
                row.len() <= 1,
                "an unpaired row with several pieces: {row:?}"
            );
            moves_left += row.iter().map(|&c| u64::from(width - c)).sum::<u64>();
        }
    }
    if moves_left % 2 == 1 { "YES\n" } else { "NO\n" }
}

#[test]
fn large_samples_expected_outputs_follow_from_the_pairing_and_parity_argument() {
    for sample in samples("hdu-5724-chess") {
        if !ARGUMENT_SAMPLES.contains(&sample.name.as_str()) {
            continue;
        }
        let width = width_from_args(sample.args.iter().cloned()).expect("good arguments");
        let answers: String = parse_cases(&sample.input)
            .iter()
            .map(|rows| answer_by_pairs_and_parity(width, rows))
            .collect();
        assert_eq!(Some(answers), sample.expected, "sample {}", sample.name);
    }
}

#[test]
fn the_pairing_and_parity_argument_agrees_with_the_referee_on_small_boards() {
    let mut rng = Rng::new(2);
    let mut referees = Referees::default();
    for _ in 0..200 {
        let mut rows: Vec<Row> = Vec::new();
        for _ in 0..rng.range_usize(0..=2) {
            let row = right_end_row(&mut rng, 20, 5);
            rows.push(row.clone());
            rows.push(row);
        }
        for _ in 0..rng.range_usize(0..=3) {
            rows.push(vec![rng.range(12..=20) as u32]);
        }
        let expected = answer_by_pairs_and_parity(20, &rows);
        assert_eq!(referees.verdict(20, &rows), expected, "rows {rows:?}");
    }
}

#[test]
fn the_judges_maximum_of_100_cases_of_1000_full_rows_is_lost_in_every_case() {
    // A full row leaves no empty cell to land on, so no piece can ever move: Alice loses.
    let mut rng = Rng::new(20);
    let cases: Vec<Vec<Row>> = (0..100).map(|_| vec![(1..=20).collect(); 1000]).collect();
    let input = format_input(&cases, &mut rng);
    assert_eq!(solve(&input), Ok("NO\n".repeat(100)));
}

// ---------------------------------------------------------------------------------------------
// Bad input

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
    for sample in samples("hdu-5724-chess") {
        if sample.expected.is_some() {
            continue;
        }
        let (_, place) = expected
            .iter()
            .find(|(name, _)| *name == sample.name)
            .unwrap_or_else(|| panic!("bad sample {} has no expected place", sample.name));
        let solve = |input: &str| solve_sample(&sample.args, input);
        assert_rejected(solve, &sample.input, *place);
        seen += 1;
    }
    assert_eq!(seen, expected.len());
}

/// Arguments from a line of text.
fn args(text: &str) -> std::vec::IntoIter<String> {
    text.split_whitespace()
        .map(String::from)
        .collect::<Vec<_>>()
        .into_iter()
}

#[test]
fn the_width_defaults_to_20_and_accepts_1_to_a_billion() {
    assert_eq!(width_from_args(args("")), Ok(20));
    assert_eq!(width_from_args(args("--width 1")), Ok(1));
    assert_eq!(width_from_args(args("--width=1000000000")), Ok(MAX_WIDTH));
    // Read as the scanner reads input numbers: a sign and leading zeros are fine.
    assert_eq!(width_from_args(args("--width +007")), Ok(7));
}

#[test]
fn bad_widths_and_unknown_arguments_are_argument_errors() {
    let message = |text: &str| width_from_args(args(text)).unwrap_err().to_string();
    assert_eq!(
        message("--width 0"),
        r#"argument --width: expected a board width in 1..=1000000000, found "0""#
    );
    assert_eq!(
        message("--width x"),
        r#"argument --width: expected a board width in 1..=1000000000, found "x""#
    );
    assert!(message("--width 1000000001").contains("in 1..=1000000000"));
    assert!(message("--width -5").contains("in 1..=1000000000"));
    assert_eq!(
        message(&format!("--width {}", "9".repeat(50))),
        format!(
            r#"argument --width: expected a board width in 1..=1000000000, found "{}"..."#,
            "9".repeat(40)
        )
    );
    assert!(message("--width").starts_with("argument --width: expected a board width"));
    assert_eq!(
        message("--width 3 --width 4"),
        "argument --width: given more than once"
    );
    assert_eq!(
        message("--height 3"),
        r#"argument "--height": unknown argument (the only one accepted is --width W)"#
    );
    assert_rejected(
        |input| solve_with_width(input, 0),
        "1\n1\n1 1\n",
        Expected::Argument("--width"),
    );
}
