//! Every check of Chess, in one test binary: the standard checks its contract gives
//! (`src/problem.rs`, and its exploration on `official-1`), the lemmas of README.md
//! (`reduction.rs`), and what is its own (`own.rs`: other board widths against the referee, the
//! samples' and the pairs' answers by argument, the explored values).

mod own;
mod reduction;

mod standard {
    use hdu_5724_chess::{Chess, PROGRAM, run};

    grundy_tests::checks!(
        problem: Chess::default(),
        program: PROGRAM,
        run: run,
        explored_up_to: 127,
    );
}

use std::collections::HashMap;

use grundy::{Referee, Sum};
use harness::{Invocation, Options};
use hdu_5724_chess::PROGRAM;
use hdu_5724_chess::real_rules::{Row, Rules};

/// One referee per board width, so that positions solved once are remembered.
#[derive(Default)]
struct Referees(HashMap<u32, Referee<Sum<Rules>>>);

impl Referees {
    /// Whether Alice, to move, wins on these rows (each row's pieces in any order).
    fn wins(&mut self, width: u32, rows: &[Row]) -> bool {
        let rules = Rules::new(width);
        let board = Sum(rules).position(rows.iter().map(|row| rules.row(row.clone())));
        let referee = self.0.entry(width);
        referee
            .or_insert_with(|| Referee::new(Sum(rules)))
            .wins(&board)
    }
}

/// Every row of a `width`-wide board (all 2^width placements).
fn all_rows(width: u32) -> impl Iterator<Item = Row> {
    (0u32..1 << width).map(move |mask| (1..=width).filter(|c| mask >> (c - 1) & 1 == 1).collect())
}

/// The options of a run with the arguments in `text` (whitespace-separated).
fn options(text: &str) -> Options {
    match PROGRAM.parse(text.split_whitespace().map(str::to_owned)) {
        Ok(Invocation::Run(options)) => options,
        other => panic!("{text:?} gave {other:?}"),
    }
}
