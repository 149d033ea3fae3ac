//! The whole solver, through the input text, against an exhaustive search of the real rules
//! (pieces jumping right over blocks) on random boards.

use crate::common;

use common::{Referees, WIDE_WIDTHS, format_input, judge_board, narrow_board, wide_board};
use grundy::{Generator, InputError, Size};
use grundy_tests::{Case, Rng, assert_agrees_on_random_cases};
use hdu_5724_chess::generate::Inputs;
use hdu_5724_chess::real_rules::Row;
use hdu_5724_chess::{DEFAULT_WIDTH, solve, solve_with_width};

/// Runs `solve` against the referee on `inputs` random inputs of 1 to 4 cases (boards) each,
/// `width` cells wide, every board's rows drawn by `rows`. Returns how many boards were
/// checked (at least `inputs`).
fn agrees_on_random_boards(
    seed: u64,
    inputs: usize,
    width: u32,
    solve: impl FnMut(&str) -> Result<String, InputError>,
    mut rows: impl FnMut(&mut Rng) -> Vec<Row>,
) -> usize {
    let mut referees = Referees::default();
    let mut boards_checked = 0;
    assert_agrees_on_random_cases(seed, inputs, solve, |rng| {
        let boards: Vec<Vec<Row>> = (0..rng.range_usize(1..=4)).map(|_| rows(rng)).collect();
        boards_checked += boards.len();
        Case {
            input: format_input(&boards, rng),
            expected: boards
                .iter()
                .map(|board| referees.verdict(width, board))
                .collect(),
        }
    });
    boards_checked
}

#[test]
fn solver_agrees_with_referee_on_1200_generated_tiny_inputs() {
    // The generator's tiny inputs (`src/generate.rs`): width 20, 0 to 4 cases of up to 3 rows,
    // lone pieces, empty, full and corner rows, equal rows, pieces near the right end. Half
    // through `solve`, half through `solve_with_width` with the judge's width.
    let mut calls = 0;
    let either_entry = |input: &str| {
        calls += 1;
        if calls % 2 == 0 {
            solve(input)
        } else {
            solve_with_width(input, DEFAULT_WIDTH)
        }
    };
    assert_agrees_on_random_cases(0x5724_0001, 1200, either_entry, |rng| {
        let input = Inputs.generate(rng, Size::Tiny);
        Case {
            input: Inputs.format(&input),
            expected: Inputs.referee(&input).expect("tiny inputs are searchable"),
        }
    });
}

#[test]
fn solver_agrees_with_referee_on_1200_random_inputs_of_width_20() {
    // Half through `solve`, half through `solve_with_width` with the judge's width.
    let mut calls = 0;
    let either_entry = |input: &str| {
        calls += 1;
        if calls % 2 == 0 {
            solve(input)
        } else {
            solve_with_width(input, DEFAULT_WIDTH)
        }
    };
    let boards = agrees_on_random_boards(5724, 1200, DEFAULT_WIDTH, either_entry, judge_board);
    assert!(boards >= 1200, "only {boards} boards");
}

#[test]
fn solver_agrees_with_referee_on_50_random_inputs_per_width_1_to_10_with_any_placement() {
    let mut boards = 0;
    for width in 1..=10u32 {
        let solve = |input: &str| solve_with_width(input, width);
        boards += agrees_on_random_boards(u64::from(width), 50, width, solve, |rng| {
            narrow_board(rng, width)
        });
    }
    assert!(boards >= 500, "only {boards} boards");
}

#[test]
fn solver_agrees_with_referee_on_67_random_inputs_per_wide_board_with_pieces_near_the_right_end() {
    let mut boards = 0;
    for width in WIDE_WIDTHS {
        let solve = |input: &str| solve_with_width(input, width);
        boards += agrees_on_random_boards(u64::from(width), 67, width, solve, |rng| {
            wide_board(rng, width)
        });
    }
    assert!(boards >= 402, "only {boards} boards");
}
