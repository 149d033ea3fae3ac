//! Chess: what is its own. Other board widths against the referee (explained claims and the
//! plain output under them), more inputs of the judge's width, the samples' outputs by the
//! referee or by the pairing and parity argument of README.md, its explanations' words, and its
//! own error words (two pieces on a cell, `--width`).

use std::collections::HashMap;

use grundy::{Referee, Sum};
use grundy_tests::{
    Expected, Rng, assert_explained_output_holds, assert_rejected, assert_rejected_saying,
    assert_samples_agree_with, cut_explanations, samples,
};
use harness::Scanner;
use harness::shape::Shape;
use harness::{Options, Problem, Size};
use hdu_5724_chess::problem::{Case, boards};
use hdu_5724_chess::real_rules::{Row, Rules};
use hdu_5724_chess::{Chess, MAX_WIDTH, PROGRAM, run, solve, width};

use crate::{Referees, options, right_end_row};

/// Checks `run` with `--width width --explain` on `inputs` inputs drawn by `draw` (each row's
/// pieces then shuffled): cut at two spaces the output is the plain one, and it says every
/// claim, which holds by the referee (boards past [`Chess::positions`]' limits too), so the
/// plain answers are the referee's too. Returns how many boards.
fn claims_hold(
    width: u32,
    seed: u64,
    inputs: usize,
    mut draw: impl FnMut(&mut Rng) -> Vec<Case>,
) -> usize {
    let plain = options(&format!("--width {width}"));
    let explained = plain.clone().explained();
    let (chess, mut referee) = (Chess { width }, Referee::new(Sum(Rules::new(width))));
    let (mut rng, mut total) = (Rng::new(seed), 0);
    for number in 1..=inputs {
        let mut cases = draw(&mut rng);
        cases.iter_mut().flatten().for_each(|row| rng.shuffle(row));
        let input = chess.shape().text(&cases);
        let (output, judge) = (
            run(&explained, &mut Scanner::new(&input)).unwrap(),
            run(&plain, &mut Scanner::new(&input)),
        );
        assert_eq!(Ok(cut_explanations(&output)), judge, "{input:?}");
        let boards = boards(width, &cases);
        let at = format!("width {width}, input {number}");
        total += assert_explained_output_holds(&chess, &mut referee, &cases, &boards, &output, &at);
    }
    total
}

/// 1 to 4 boards drawn by `board`.
fn boards_of(rng: &mut Rng, board: impl Fn(&mut Rng) -> Case) -> Vec<Case> {
    (0..rng.range_usize(1..=4)).map(|_| board(rng)).collect()
}

#[test]
fn explained_moves_win_by_the_referee_on_1800_more_tiny_inputs_of_width_20() {
    let tiny = |rng: &mut Rng| Chess::default().generate(rng, Size::Tiny);
    let boards = claims_hold(20, 5725, 1800, tiny);
    assert!(boards >= 4000, "only {boards} boards");
}

#[test]
fn explained_moves_win_by_the_referee_on_80_inputs_per_width_1_to_10_with_any_placement() {
    let mut boards = 0;
    for width in 1..=10 {
        // One to three rows (two past width 6), any placement.
        let board = |rng: &mut Rng| {
            let rows = rng.range_usize(1..=if width <= 6 { 3 } else { 2 });
            (0..rows)
                .map(|_| right_end_row(rng, width, width))
                .collect()
        };
        boards += claims_hold(width, u64::from(width), 80, |rng| boards_of(rng, board));
    }
    assert!(boards >= 1600, "only {boards} boards");
}

#[test]
fn explained_moves_win_by_the_referee_on_107_inputs_per_wide_board() {
    let mut boards = 0;
    for width in [21, 64, 65, 12_345, 999_999_999, MAX_WIDTH] {
        // One to three rows, each a lone piece within 20 columns of the right end, or pieces
        // in the rightmost 7 columns.
        let board = |rng: &mut Rng| {
            let row = |rng: &mut Rng| match rng.chance(1, 8) {
                true => vec![width - rng.range(0..=20) as u32],
                false => right_end_row(rng, width, 7),
            };
            (0..rng.range_usize(1..=3)).map(|_| row(rng)).collect()
        };
        boards += claims_hold(width, u64::from(width) + 100, 107, |rng| {
            boards_of(rng, board)
        });
    }
    assert!(boards >= 1200, "only {boards} boards");
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
    for (row, copies) in count.into_iter().filter(|(_, copies)| copies % 2 == 1) {
        assert!(
            row.len() <= 1,
            "an unpaired row with several pieces: {row:?} ({copies})"
        );
        moves_left += row.iter().map(|&c| u64::from(width - c)).sum::<u64>();
    }
    if moves_left % 2 == 1 { "YES\n" } else { "NO\n" }
}

/// Samples too big for the referee, whose answers follow from the argument (README.md).
const ARGUMENT_SAMPLES: [&str; 1] = ["width-1e9-lone-pieces"];

#[test]
fn every_answered_sample_at_any_width_has_the_referees_output_or_the_arguments() {
    let answered = samples(env!("CARGO_MANIFEST_DIR"));
    let answered = answered.iter().filter(|s| {
        !s.is_bad()
            && !s
                .args
                .iter()
                .any(|a| a.starts_with("--e") || a.starts_with("--h"))
    });
    let mut referees = Referees::default();
    let decided =
        assert_samples_agree_with(env!("CARGO_MANIFEST_DIR"), answered.count(), |sample| {
            let width = width(&options(&sample.args.join(" "))).unwrap();
            let cases = Chess { width }.shape().read_all(&sample.text()).unwrap();
            let argued = ARGUMENT_SAMPLES.contains(&sample.name.as_str());
            let mut answer = |rows: &Case| match argued {
                true => answer_by_pairs_and_parity(width, rows),
                false if referees.wins(width, rows) => "YES\n",
                false => "NO\n",
            };
            Some(cases.iter().map(&mut answer).collect())
        });
    assert!(decided >= 10, "only {decided} samples");
}

#[test]
fn the_pairing_and_parity_argument_agrees_with_the_referee_on_200_random_small_boards() {
    let mut rng = Rng::new(2);
    let mut referees = Referees::default();
    for _ in 0..200 {
        let mut rows: Vec<Row> = Vec::new();
        for _ in 0..rng.range_usize(0..=2) {
            let row = right_end_row(&mut rng, 20, 5);
            rows.extend([row.clone(), row]);
        }
        for _ in 0..rng.range_usize(0..=3) {
            rows.push(vec![rng.range(12..=20) as u32]);
        }
        let expected = answer_by_pairs_and_parity(20, &rows);
        let verdict = if referees.wins(20, &rows) {
            "YES\n"
        } else {
            "NO\n"
        };
        assert_eq!(verdict, expected, "rows {rows:?}");
    }
}

#[test]
fn judge_max_cases_of_equal_pairs_and_a_lone_piece_follow_the_pairing_and_parity_argument() {
    // The bench case (built by the generator rather than committed: 1.2 MB of text).
    let cases = Chess::default()
        .bench_input("judge-max-pairs")
        .expect("a bench case");
    let expected: String = cases
        .iter()
        .map(|rows| answer_by_pairs_and_parity(20, rows))
        .collect();
    assert!(cases.len() == 100 && expected.contains("YES") && expected.contains("NO"));
    assert_eq!(solve(&Chess::default().shape().text(&cases)), Ok(expected));
}

#[test]
fn the_judges_maximum_of_100_cases_of_1000_full_rows_is_lost_in_every_case() {
    // A full row leaves no empty cell to land on, so no piece can ever move: Alice loses.
    let row = format!(
        "20 {}\n",
        (1..=20)
            .rev()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    );
    let input = format!("100\n{}", format!("1000\n{}", row.repeat(1000)).repeat(100));
    assert_eq!(solve(&input), Ok("NO\n".repeat(100)));
}

#[test]
fn explanations_name_rows_in_input_order_and_write_the_values_out() {
    let explained = Options::new().explained();
    // Rows 1 ^ 0 ^ 1 ^ 2: only row 4 (two pieces on step 1) can drop to 0, by the piece on 17
    // jumping over the one on 18.
    let input = "2\n4\n1 19\n1 18\n1 19\n3 20 17 18\n0\n";
    assert_eq!(
        run(&explained, &mut Scanner::new(input)).unwrap(),
        "YES  row 4: move the piece on column 17 to column 19 \
         (row value 2 -> 0; row values 1 ^ 0 ^ 1 ^ 2 = 2 -> 0)\n\
         NO  every move loses: no rows, Grundy value 0\n"
    );
    let input = format!("2\n1\n2 17 18\n1000\n{}", "1 19\n".repeat(1000));
    assert_eq!(
        run(&explained, &mut Scanner::new(&input)).unwrap(),
        "NO  every move loses: row value 0\n\
         NO  every move loses: row values 1 ^ 1 ^ 1 ^ 1 ^ 1 ^ 1 ^ ... ^ 1 ^ 1 (1000 values) = 0\n"
    );
}

#[test]
fn two_pieces_on_one_cell_is_an_error_at_the_second_piece_in_a_row_of_any_length() {
    // The later non-numeric token is not reached: the first problem in the input is reported.
    let words = "two pieces on column 17: a cell holds at most one piece";
    assert_rejected_saying(solve, "1\n1\n4 17 19 17 x\n", Expected::At(3, 9), words);
    assert_rejected_saying(solve, "1\n1\n2 17 017\n", Expected::At(3, 6), words);
    // A long row (checked with a hash set): the repeat is still found where it stands.
    let wide = |input: &str| {
        run(
            &options(&format!("--width {MAX_WIDTH}")),
            &mut Scanner::new(input),
        )
    };
    let row: Vec<String> = (1..=100)
        .chain([MAX_WIDTH, 50])
        .map(|c| c.to_string())
        .collect();
    let input = format!("1\n1\n102 {}\n", row.join(" "));
    let column = input.rfind(" 50").unwrap() - 2;
    assert_rejected_saying(
        wide,
        &input,
        Expected::At(3, column),
        "two pieces on column 50:",
    );
    // The same column in two different rows is fine.
    assert_eq!(solve("1\n2\n1 17\n1 17\n"), Ok("NO\n".into()));
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
    let bad: Vec<_> = samples(env!("CARGO_MANIFEST_DIR"))
        .into_iter()
        .filter(|s| s.is_bad())
        .collect();
    assert_eq!(bad.len(), expected.len());
    for sample in bad {
        let place = expected.iter().find(|(name, _)| *name == sample.name);
        let (_, place) = place.unwrap_or_else(|| panic!("bad sample {} has no place", sample.name));
        let solve = |input: &str| PROGRAM.respond(&sample.args, input, run);
        assert_rejected(solve, &sample.text(), *place);
    }
}

#[test]
fn the_width_defaults_to_20_accepts_1_to_a_billion_and_says_what_is_wrong_with_it() {
    assert_eq!(width(&options("")), Ok(20));
    assert_eq!(width(&options("--width 1")), Ok(1));
    assert_eq!(width(&options("--width=1000000000")), Ok(MAX_WIDTH));
    // Read as the scanner reads input numbers: a sign and leading zeros are fine.
    assert_eq!(width(&options("--explain --width +007")), Ok(7));
    let message = |text: &str| {
        let args: Vec<String> = text.split_whitespace().map(String::from).collect();
        PROGRAM.respond(&args, "0\n", run).unwrap_err().to_string()
    };
    let range = "argument --width: expected a board width in 1..=1000000000, found";
    assert_eq!(message("--width 0"), format!(r#"{range} "0""#));
    assert_eq!(message("--width x"), format!(r#"{range} "x""#));
    assert_eq!(message("--width=-5"), format!(r#"{range} "-5""#));
    let nines = "9".repeat(40);
    assert_eq!(
        message(&format!("--width {nines}99")),
        format!(r#"{range} "{nines}"..."#)
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
    let past = |input: &str| run(&options("--width 5"), &mut Scanner::new(input));
    assert_rejected_saying(
        past,
        "1\n1\n2 5 6\n",
        Expected::At(3, 5),
        r#"a piece position in 1..=5, found "6""#,
    );
}
