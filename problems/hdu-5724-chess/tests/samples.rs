//! Every sample, and where each expected output comes from: the referee's verdicts for the
//! small samples, the pairing and parity argument of README.md for the large ones.

use crate::common;

use std::collections::HashMap;

use common::{Referees, format_input, options, right_end_row, solve_sample};
use grundy::Generator;
use grundy_tests::{Rng, assert_samples, assert_samples_agree_with, samples};
use hdu_5724_chess::generate::Inputs;
use hdu_5724_chess::real_rules::Row;
use hdu_5724_chess::{solve, width};

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
    "beyond-judge-empty-rows",
    "full-row",
    "single-piece",
    "rows-cancelling",
    "many-cases",
    "width-1e9",
    "width-5",
];

/// Samples too big for the referee, whose answers follow from an argument (README.md).
const ARGUMENT_SAMPLES: [&str; 1] = ["width-1e9-lone-pieces"];

/// Whether a sample runs with `--explain` or `--help`: `tests/explain.rs` checks those.
fn is_checked_in_explain_rs(args: &[String]) -> bool {
    args.iter().any(|arg| arg == "--explain" || arg == "--help")
}

/// Each sample named in `names`, with its answers computed by `answer(width, rows)` per case,
/// checked against its `.out`; every one of them must be there, with a `.out`.
fn assert_expected_outputs_are(
    names: &[&str],
    mut answer: impl FnMut(u32, &[Row]) -> &'static str,
) {
    assert_samples_agree_with(env!("CARGO_MANIFEST_DIR"), names.len(), |sample| {
        if !names.contains(&sample.name.as_str()) {
            return None;
        }
        let width = width(&options(&sample.args.join(" "))).expect("good arguments");
        let answers = parse_cases(&sample.text())
            .iter()
            .map(|rows| answer(width, rows))
            .collect();
        Some(answers)
    });
}

#[test]
fn every_sample_gives_its_expected_output_or_one_error_line() {
    let count = assert_samples(env!("CARGO_MANIFEST_DIR"), solve_sample);
    assert!(count >= 29, "only {count} samples");
}

#[test]
fn every_sample_with_an_expected_output_has_it_checked_by_referee_or_argument() {
    let samples = samples(env!("CARGO_MANIFEST_DIR"));
    for sample in samples
        .iter()
        .filter(|s| !is_checked_in_explain_rs(&s.args))
    {
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
    assert_expected_outputs_are(&REFEREE_SAMPLES, |width, rows| {
        referees.verdict(width, rows)
    });
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
    assert_expected_outputs_are(&ARGUMENT_SAMPLES, answer_by_pairs_and_parity);
}

#[test]
fn judge_max_cases_of_equal_pairs_and_a_lone_piece_follow_the_pairing_and_parity_argument() {
    // The bench case (built by the generator rather than committed: 1.2 MB of text).
    let text = Inputs.bench_input("judge-max-pairs").expect("a bench case");
    let cases = parse_cases(&text);
    assert_eq!(cases.len(), 100);
    let expected: String = cases
        .iter()
        .map(|rows| answer_by_pairs_and_parity(20, rows))
        .collect();
    assert!(expected.contains("YES") && expected.contains("NO"));
    assert_eq!(solve(&text), Ok(expected));
}

#[test]
fn the_pairing_and_parity_argument_agrees_with_the_referee_on_200_random_small_boards() {
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

#[test]
fn samples_past_the_judges_limits_and_only_those_are_named_beyond_judge() {
    let inputs = hdu_5724_chess::generate::Inputs;
    grundy_tests::assert_samples_named_beyond_judge_exactly_when_they_are(
        env!("CARGO_MANIFEST_DIR"),
        &inputs,
    );
}
