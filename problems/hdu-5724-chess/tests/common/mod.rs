//! Helpers shared by the test files: the referee's verdict in the judge's format, the judge's
//! input for given boards, random rows, and the samples run as the binary runs them.

// Each test file uses only some of these helpers.
#![allow(dead_code)]

use std::collections::HashMap;

use grundy::{InputError, Referee, Sum};
use grundy_tests::Rng;
use hdu_5724_chess::real_rules::{Board, Row, Rules};
use hdu_5724_chess::{solve_with_width, width_from_args};

/// One referee per board width, so that positions solved once are remembered across cases.
#[derive(Default)]
pub struct Referees(HashMap<u32, Referee<Sum<Rules>>>);

impl Referees {
    /// Whether Alice, to move, wins on the board made of `rows` (`width` cells wide).
    pub fn wins(&mut self, width: u32, rows: &[Row]) -> bool {
        let rules = Rules::new(width);
        let referee = self
            .0
            .entry(width)
            .or_insert_with(|| Referee::new(Sum(rules)));
        let board: Board = Sum(rules).position(rows.iter().map(|row| rules.row(row.clone())));
        referee.wins(&board)
    }

    /// The judge's line for one case: `YES` if Alice (to move) wins, else `NO`.
    pub fn verdict(&mut self, width: u32, rows: &[Row]) -> &'static str {
        if self.wins(width, rows) {
            "YES\n"
        } else {
            "NO\n"
        }
    }
}

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

/// Every row of a `width`-wide board (all 2^width placements).
pub fn all_rows(width: u32) -> impl Iterator<Item = Row> {
    (0u32..1 << width).map(move |mask| (1..=width).filter(|c| mask >> (c - 1) & 1 == 1).collect())
}

/// Runs a sample's arguments and input through the library as the binary would.
pub fn solve_sample(args: &[String], input: &str) -> Result<String, InputError> {
    let width = width_from_args(args.iter().cloned())?;
    solve_with_width(input, width)
}
