//! Helpers shared by the test files: the referee's verdict in the judge's format (from
//! `src/generate.rs`, which the generator uses too), the judge's input for given boards, random
//! rows, and the samples run as the binary runs them.

// Each test file uses only some of these helpers.
#![allow(dead_code)]

use grundy::{InputError, Invocation, Options};
use grundy_tests::Rng;
// Not every test file uses it.
#[allow(unused_imports)]
pub use hdu_5724_chess::generate::Referees;
use hdu_5724_chess::real_rules::Row;
use hdu_5724_chess::{MAX_WIDTH, PROGRAM, run};

/// The judge's input for these cases, each row's pieces in a shuffled order.
pub fn format_input(cases: &[Vec<Row>], rng: &mut Rng) -> String {
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
pub fn random_subset(rng: &mut Rng, columns: std::ops::RangeInclusive<u32>) -> Row {
    columns.filter(|_| rng.chance(1, 2)).collect()
}

/// A row of a `width`-wide board whose pieces stand in the rightmost `span` columns.
pub fn right_end_row(rng: &mut Rng, width: u32, span: u32) -> Row {
    random_subset(rng, width - span.min(width) + 1..=width)
}

/// A random board for the judge's width 20: one to three rows, each a lone piece anywhere (a
/// long walk, but a short search), empty, full, or pieces in the rightmost few columns.
pub fn judge_board(rng: &mut Rng) -> Vec<Row> {
    let rows = rng.range_usize(1..=3);
    let span = if rows == 3 { 6 } else { 8 };
    (0..rows)
        .map(|_| match rng.range(0..=19) {
            0..=2 => vec![rng.range(1..=20) as u32],
            3 => Vec::new(),
            4 => (1..=20).collect(),
            _ => {
                let span = rng.range(1..=span) as u32;
                right_end_row(rng, 20, span)
            }
        })
        .collect()
}

/// A random board of a narrow width (up to 10): one to three rows (two past width 6), with
/// any placement.
pub fn narrow_board(rng: &mut Rng, width: u32) -> Vec<Row> {
    let most_rows = if width <= 6 { 3 } else { 2 };
    (0..rng.range_usize(1..=most_rows))
        .map(|_| random_subset(rng, 1..=width))
        .collect()
}

/// A random board of a wide width: one to three rows, each a lone piece within 20 columns of
/// the right end, or pieces in the rightmost 7 columns.
pub fn wide_board(rng: &mut Rng, width: u32) -> Vec<Row> {
    (0..rng.range_usize(1..=3))
        .map(|_| {
            if rng.chance(1, 8) {
                vec![width - rng.range(0..=20) as u32]
            } else {
                right_end_row(rng, width, 7)
            }
        })
        .collect()
}

/// The wide widths the tests play on: past one 64-bit word, and up to the largest.
pub const WIDE_WIDTHS: [u32; 6] = [21, 64, 65, 12_345, 999_999_999, MAX_WIDTH];

/// Every row of a `width`-wide board (all 2^width placements).
pub fn all_rows(width: u32) -> impl Iterator<Item = Row> {
    (0u32..1 << width).map(move |mask| (1..=width).filter(|c| mask >> (c - 1) & 1 == 1).collect())
}

/// The command line `args` as the binary reads it.
pub fn parse_args(args: &[String]) -> Result<Invocation, InputError> {
    PROGRAM.parse(args.iter().cloned())
}

/// The options of a run with the arguments in `text` (whitespace-separated).
///
/// # Panics
/// If they are not the options of a run.
pub fn options(text: &str) -> Options {
    match PROGRAM.parse(text.split_whitespace().map(str::to_owned)) {
        Ok(Invocation::Run(options)) => options,
        other => panic!("{text:?} gave {other:?}"),
    }
}

/// Runs a sample's arguments and input through the library as the binary would: `--help` and
/// `--version` print their text, anything else runs.
pub fn solve_sample(args: &[String], input: &str) -> Result<String, InputError> {
    PROGRAM.respond(args, input, run)
}
