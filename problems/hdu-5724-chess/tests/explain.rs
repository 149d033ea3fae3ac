//! `--explain`, `--help` and `--version`: every explained move is checked by the referee on
//! the real rules (read back from the words, never from the solver's own move search), the
//! judge's output is unchanged once the explanations are cut off, and the help says what the
//! format, the options and an example are.

use crate::common;

use common::{
    WIDE_WIDTHS, format_input, judge_board, narrow_board, options, parse_args, wide_board,
};
use grundy::{Invocation, Options, Referee, Sum};
use grundy_tests::{
    Claim, Rng, assert_command_line, assert_explained_samples_match_their_twins,
    assert_explaining_changes_nothing_else, assert_explanations_hold, cut_explanations, samples,
};
use hdu_5724_chess::real_rules::{Board, Jump, Row, Rules};
use hdu_5724_chess::{DEFAULT_WIDTH, PROGRAM, run, width};

/// The claim of one explained line, read back from its words:
/// `YES  row R: move the piece on column A to column B ...` or `NO  every move loses: ...`.
fn read_claim(line: &str) -> Claim<(usize, Jump)> {
    let Some((answer, explanation)) = line.split_once("  ") else {
        panic!("no explanation on {line:?}");
    };
    if explanation.starts_with("every move loses: ") {
        assert_eq!(answer, "NO", "{line:?}");
        return Claim::Loses;
    }
    assert_eq!(answer, "YES", "{line:?}");
    let number = |text: &str| -> u32 {
        text.parse()
            .unwrap_or_else(|_| panic!("{text:?} in {line:?} is not a number"))
    };
    let words = explanation
        .strip_prefix("row ")
        .and_then(|rest| rest.split_once(": move the piece on column "))
        .and_then(|(row, rest)| Some((row, rest.split_once(" to column ")?)))
        .and_then(|(row, (from, rest))| Some((row, from, rest.split_once(" (row value ")?.0)));
    let Some((row, from, to)) = words else {
        panic!("cannot read the move in {line:?}");
    };
    let row = number(row) as usize;
    assert!(row >= 1, "rows are numbered from 1: {line:?}");
    let jump = Jump {
        from: number(from),
        to: number(to),
    };
    Claim::Wins((row - 1, jump))
}

/// Every line's claim.
fn read_claims(output: &str) -> Vec<Claim<(usize, Jump)>> {
    output.lines().map(read_claim).collect()
}

/// The referee's position of each case: the rows in input order, so that a move names the row
/// by its index in the input.
fn positions(rules: Rules, cases: &[Vec<Row>]) -> Vec<Board> {
    cases
        .iter()
        .map(|rows| rows.iter().map(|row| rules.row(row.clone())).collect())
        .collect()
}

/// Checks the explanations of `inputs` random inputs of 1 to 4 boards each, `width` cells
/// wide, every board drawn by `board`; and that each output cut at two spaces is the plain
/// one. Returns how many boards were checked.
fn explanations_hold(
    seed: u64,
    inputs: usize,
    width: u32,
    mut board: impl FnMut(&mut Rng) -> Vec<Row>,
) -> usize {
    let rules = Rules::new(width);
    let mut referee = Referee::new(Sum(rules));
    let plain = options(&format!("--width {width}"));
    let explained = plain.clone().explained();
    let explain = |input: &str| {
        let output = run(&explained, input)?;
        assert_eq!(
            cut_explanations(&output),
            run(&plain, input)?,
            "input {input:?}"
        );
        Ok(output)
    };
    let draw = |rng: &mut Rng| {
        let cases: Vec<Vec<Row>> = (0..rng.range_usize(1..=4)).map(|_| board(rng)).collect();
        (format_input(&cases, rng), positions(rules, &cases))
    };
    assert_explanations_hold(seed, inputs, &mut referee, explain, draw, read_claims)
}

#[test]
fn explained_moves_win_by_the_referee_on_700_random_inputs_of_width_20() {
    let boards = explanations_hold(5725, 700, DEFAULT_WIDTH, judge_board);
    assert!(boards >= 1400, "only {boards} boards");
}

#[test]
fn explained_moves_win_by_the_referee_on_30_random_inputs_per_width_1_to_10() {
    let mut boards = 0;
    for width in 1..=10 {
        boards += explanations_hold(u64::from(width) + 100, 30, width, |rng| {
            narrow_board(rng, width)
        });
    }
    assert!(boards >= 600, "only {boards} boards");
}

#[test]
fn explained_moves_win_by_the_referee_on_40_random_inputs_per_wide_board() {
    let mut boards = 0;
    for width in WIDE_WIDTHS {
        boards += explanations_hold(u64::from(width) + 100, 40, width, |rng| {
            wide_board(rng, width)
        });
    }
    assert!(boards >= 240, "only {boards} boards");
}

#[test]
fn explanations_name_rows_in_input_order_and_write_the_values_out() {
    let explained = Options::new().explained();
    // Rows 1 ^ 0 ^ 1 ^ 2: only row 4 (two pieces on step 1) can drop to 0, by the piece on 17
    // jumping over the one on 18.
    let input = "2\n4\n1 19\n1 18\n1 19\n3 20 17 18\n0\n";
    assert_eq!(
        run(&explained, input).unwrap(),
        "YES  row 4: move the piece on column 17 to column 19 \
         (row value 2 -> 0; row values 1 ^ 0 ^ 1 ^ 2 = 2 -> 0)\n\
         NO  every move loses: no rows, Grundy value 0\n"
    );
    let input = "3\n1\n2 17 18\n1\n1 17\n2\n1 19\n1 19\n";
    assert_eq!(
        run(&explained, input).unwrap(),
        "NO  every move loses: row value 0\n\
         YES  row 1: move the piece on column 17 to column 18 (row value 1 -> 0)\n\
         NO  every move loses: row values 1 ^ 1 = 0\n"
    );
}

#[test]
fn a_case_of_many_rows_cuts_the_nim_sum_in_the_middle() {
    let input = format!("1\n1000\n{}", "1 19\n".repeat(1000));
    let output = run(&Options::new().explained(), &input).unwrap();
    assert_eq!(
        output,
        "NO  every move loses: row values 1 ^ 1 ^ 1 ^ 1 ^ 1 ^ 1 ^ ... ^ 1 ^ 1 (1000 values) = 0\n"
    );
}

/// A test-side reading of a (good) sample: its cases, each a list of rows.
fn parse_cases(input: &str) -> Vec<Vec<Row>> {
    let mut tokens = input
        .split_whitespace()
        .map(|t| t.parse::<u32>().expect("good samples hold numbers"));
    let mut next = || tokens.next().expect("good samples are complete");
    (0..next())
        .map(|_| {
            (0..next())
                .map(|_| (0..next()).map(|_| next()).collect())
                .collect()
        })
        .collect()
}

/// Whether the referee searches these cases at once: few pieces, all near the right end.
fn is_small(width: u32, cases: &[Vec<Row>]) -> bool {
    cases.iter().all(|rows| {
        let pieces: usize = rows.iter().map(Vec::len).sum();
        let walk: u32 = rows
            .iter()
            .filter_map(|row| row.iter().min())
            .map(|&first| width - first)
            .sum();
        pieces <= 10 && walk <= 24
    })
}

#[test]
fn every_explained_sample_cut_at_two_spaces_is_its_plain_twin_and_its_claims_hold() {
    let explained = assert_explained_samples_match_their_twins(env!("CARGO_MANIFEST_DIR"));
    let mut by_referee = 0;
    for (sample, output) in &explained {
        let Ok(Invocation::Run(options)) = parse_args(&sample.args) else {
            panic!("sample {} does not run", sample.name);
        };
        let width = width(&options).expect("a good width");
        let cases = parse_cases(&sample.text());
        if !is_small(width, &cases) {
            continue;
        }
        let rules = Rules::new(width);
        let mut referee = Referee::new(Sum(rules));
        let draw = |_: &mut Rng| (sample.text(), positions(rules, &cases));
        let recorded = |_: &str| Ok(output.clone());
        let checked = assert_explanations_hold(1, 1, &mut referee, recorded, draw, read_claims);
        assert_eq!(checked, cases.len());
        by_referee += 1;
    }
    assert!(
        by_referee >= 1,
        "{} explained samples, {by_referee} checked",
        explained.len()
    );
}

#[test]
fn every_answered_sample_explained_and_cut_at_two_spaces_gives_the_plain_output() {
    let mut explained =
        assert_explaining_changes_nothing_else(&PROGRAM, env!("CARGO_MANIFEST_DIR"), run);
    let plain = explained.len();
    assert!(plain >= 10, "only {plain} plain samples");
    // The samples run with --explain, as recorded: every line is explained there too.
    for sample in samples(env!("CARGO_MANIFEST_DIR")) {
        if sample.args.iter().any(|arg| arg == "--explain") {
            let output = sample
                .expected
                .clone()
                .expect("an explained sample has a .out");
            explained.push((sample, output));
        }
    }
    for (sample, output) in &explained {
        assert!(
            output.lines().all(|line| line.contains("  ")),
            "sample {}: a line without its explanation",
            sample.name
        );
    }
}

#[test]
fn the_help_version_and_an_unknown_option_answer_as_every_binary_does() {
    assert_command_line(&PROGRAM, env!("CARGO_MANIFEST_DIR"), run);
}
