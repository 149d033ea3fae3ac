//! The claims the editorial (README.md) relies on, each checked against the real rules:
//! Lemma 1 (a move shifts pieces one step down, and every such shift is a move), Lemma 2 (the
//! staircase value is the Grundy value, and its part (b): the move it builds to each lower value).
//! The board as the XOR of its rows is the solver itself, checked against the referee at every
//! width (`tests/main.rs`, `own.rs`).

use std::collections::{BTreeMap, BTreeSet};

use grundy::{ComponentValues, Components};
use hdu_5724_chess::MAX_WIDTH;
use hdu_5724_chess::real_rules::{Jump, Row, Rules};
use hdu_5724_chess::staircase::{Push, move_to_value, occupied_steps, row_value};

use crate::{Referees, all_rows};

/// The steps of a row as a map step -> pieces (occupied steps only).
fn step_map(width: u32, row: &[u32]) -> BTreeMap<u64, u64> {
    occupied_steps(width, row).collect()
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
        let mut shifts: Vec<(u64, u64)> = Vec::new(); // (step left, pieces moved)
        for (Jump { from, to }, after) in Rules::new(width).splits(&row) {
            let [after] = after.as_slice() else {
                panic!("width {width} row {row:?} move {from}->{to} left {after:?}, not one row")
            };
            let after = step_map(width, after);
            // Exactly one step lost pieces, and exactly the next lower one gained them.
            let changed: Vec<(u64, i64)> = before
                .keys()
                .chain(after.keys())
                .copied()
                .collect::<BTreeSet<u64>>()
                .into_iter()
                .map(|step| {
                    let count = |map: &BTreeMap<u64, u64>| *map.get(&step).unwrap_or(&0) as i64;
                    (step, count(&after) - count(&before))
                })
                .filter(|&(_, change)| change != 0)
                .collect();
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
            shifts.push((high, gained as u64));
        }
        // Every shift of 1..=c pieces from a step k >= 1 down to k - 1 is a move, once.
        let mut expected: Vec<(u64, u64)> = before
            .iter()
            .filter(|&(&step, _)| step >= 1)
            .flat_map(|(&step, &count)| (1..=count).map(move |moved| (step, moved)))
            .collect();
        shifts.sort_unstable();
        expected.sort_unstable();
        assert_eq!(shifts, expected, "width {width} row {row:?}");
    }
}

#[test]
fn staircase_value_equals_the_grundy_value_of_every_row_up_to_width_12() {
    let mut rows_checked = 0;
    for width in 1..=12 {
        // By definition: the mex over the real moves, each row's value computed once.
        let mut by_mex = ComponentValues::new(Rules::new(width));
        for row in all_rows(width) {
            assert_eq!(
                row_value(width, &row),
                by_mex.value(&row),
                "width {width} row {row:?}"
            );
            rows_checked += 1;
        }
    }
    assert_eq!(rows_checked, (1..=12).map(|w| 1 << w).sum::<usize>());
}

#[test]
fn the_move_lemma_2_builds_is_a_real_move_to_every_lower_value_and_none_reaches_the_value() {
    let mut moves_checked = 0;
    for (width, row) in reduction_rows() {
        let rules = Rules::new(width);
        let moves = rules.splits(&row);
        let value = row_value(width, &row);
        for target in 0..value {
            let what = format!("width {width} row {row:?} target {target}");
            let Some(Push { from, to }) = move_to_value(width, &row, target) else {
                panic!("{what}: no move found");
            };
            let (_, after) = moves
                .iter()
                .find(|(jump, _)| *jump == Jump { from, to })
                .unwrap_or_else(|| panic!("{what}: {from} -> {to} is not a move"));
            assert_eq!(row_value(width, &after[0]), target, "{what}");
            moves_checked += 1;
        }
        assert_eq!(
            move_to_value(width, &row, value),
            None,
            "width {width} row {row:?}"
        );
    }
    assert!(moves_checked > 1000, "only {moves_checked} moves");
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
