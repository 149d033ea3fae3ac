//! Every check of Chess, in one test binary: the standard checks its contract gives
//! (`src/problem.rs`), the lemmas of README.md (`reduction.rs`), and what is its own
//! (`own.rs`: other board widths against the referee, the samples' arguments, its own words).

mod own;
mod reduction;

mod standard {
    use hdu_5724_chess::{Chess, PROGRAM, run};

    grundy_tests::checks!(problem: Chess::default(), program: PROGRAM, run: run);
}

use std::collections::HashMap;

use grundy::{Referee, Sum};
use grundy_tests::Rng;
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

/// A row of a `width`-wide board: each of the rightmost `span` columns holds a piece with
/// probability 1/2.
fn right_end_row(rng: &mut Rng, width: u32, span: u32) -> Row {
    (width - span.min(width) + 1..=width)
        .filter(|_| rng.chance(1, 2))
        .collect()
}

/// The options of a run with the arguments in `text` (whitespace-separated).
fn options(text: &str) -> Options {
    match PROGRAM.parse(text.split_whitespace().map(str::to_owned)) {
        Ok(Invocation::Run(options)) => options,
        other => panic!("{text:?} gave {other:?}"),
    }
}

mod explore {
    use grundy::{Referee, Sum};
    use grundy_tests::{
        assert_declared_family, assert_exploration_decides_the_referee, exploration_of,
    };
    use hdu_5724_chess::{Chess, real_rules::Rules};

    const OFFICIAL: &str = include_str!("../samples/official-1.in");

    #[test]
    fn explored_rows_and_pairs_of_them_are_lost_exactly_when_their_values_say() {
        // Bit k is a piece on column width - k; a 5-wide board has no mask past 31.
        assert_eq!(Rules::new(20).row_of_mask(0b101), Some(vec![18, 20]));
        assert_eq!(Rules::new(5).row_of_mask(32), None);
        for (width, text, up_to) in [(20, OFFICIAL, 127), (5, "1\n1\n1 5\n", 40)] {
            let rules = Rules::new(width);
            let mut referee = Referee::new(Sum(rules));
            let row = |mask, _| rules.row_of_mask(mask);
            assert_exploration_decides_the_referee(
                &Chess { width },
                text,
                &mut referee,
                row,
                up_to,
            );
        }
        assert_declared_family(&Chess::default(), OFFICIAL, None, 0);
    }

    #[test]
    fn a_lone_piece_k_cells_left_of_the_edge_is_worth_k_mod_2() {
        let mut rows = exploration_of(&Chess::default(), OFFICIAL);
        for k in 0..20 {
            assert_eq!(
                rows.value(1 << k, 0),
                Some(k % 2),
                "a piece {k} cells left of the edge"
            );
        }
    }
}
