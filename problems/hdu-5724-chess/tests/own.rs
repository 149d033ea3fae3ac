//! Chess: what is its own. Other board widths against the referee (explained claims and the
//! plain output under them), the samples' outputs by the referee at their width or by the
//! pairing and parity argument of README.md, the judge's largest inputs by argument, and the
//! explored values at other widths and by hand.

use std::collections::HashMap;

use grundy::{Referee, Sum};
use grundy_tests::{
    Rng, assert_explained_output_holds, assert_explored_values_decide_their_rules,
    assert_samples_agree_with, cut_explanations, exploration_of, sample, samples,
};
use harness::shape::Shape;
use harness::{Options, Problem, Scanner, solve_text};
use hdu_5724_chess::problem::{Case, boards, right_end_row};
use hdu_5724_chess::real_rules::{Row, Rules};
use hdu_5724_chess::{Chess, MAX_WIDTH, run, width};

use crate::{Referees, options};

/// Checks `run` with `--width width --explain` on `inputs` inputs of 1 to 4 boards drawn by
/// `board` (each row's pieces then shuffled): cut at two spaces the output is the plain one,
/// and it says every claim, which holds by the referee (boards past [`Chess::positions`]'
/// limits too), so the plain answers are the referee's too. Returns how many boards.
fn claims_hold(width: u32, inputs: usize, board: impl Fn(&mut Rng) -> Case) -> usize {
    let plain = options(&format!("--width {width}"));
    let explained = plain.clone().explained();
    let (chess, mut referee) = (Chess { width }, Referee::new(Sum(Rules::new(width))));
    let (mut rng, mut total) = (Rng::new(u64::from(width)), 0);
    for number in 1..=inputs {
        let mut cases: Vec<Case> = (0..rng.range_usize(1..=4))
            .map(|_| board(&mut rng))
            .collect();
        cases.iter_mut().flatten().for_each(|row| rng.shuffle(row));
        let input = chess.shape().text(&cases);
        let output = run(&explained, &mut Scanner::new(&input)).unwrap();
        let judge = run(&plain, &mut Scanner::new(&input));
        assert_eq!(Ok(cut_explanations(&output)), judge, "{input:?}");
        let boards = boards(width, &cases);
        let at = format!("width {width}, input {number}");
        total += assert_explained_output_holds(&chess, &mut referee, &cases, &boards, &output, &at);
    }
    total
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
        boards += claims_hold(width, 80, board);
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
        boards += claims_hold(width, 107, board);
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
    let dir = env!("CARGO_MANIFEST_DIR");
    let answered = samples(dir)
        .iter()
        .filter(|s| !s.is_bad() && !s.is_the_binarys_own_words())
        .count();
    let mut referees = Referees::default();
    assert_samples_agree_with(dir, answered, |sample| {
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
    // The bench case (built by the generator rather than committed: 2.7 MB of text).
    let chess = Chess::default();
    let mut benches = chess.bench().into_iter();
    let pairs = benches.find(|bench| bench.case.name == "judge-max-pairs");
    let cases = pairs.expect("a bench case").input();
    let expected: String = cases
        .iter()
        .map(|rows| answer_by_pairs_and_parity(20, rows))
        .collect();
    assert!(cases.len() == 100 && expected.contains("YES") && expected.contains("NO"));
    let input = chess.shape().text(&cases);
    assert_eq!(solve_text(&chess, &Options::new(), &input), Ok(expected));
}

#[test]
fn the_judges_maximum_of_100_cases_of_1000_full_rows_is_lost_in_every_case() {
    // A full row leaves no empty cell to land on, so no piece can ever move: Alice loses.
    let chess = Chess::default();
    let cases = chess.judge_max();
    assert!(cases.len() == 100 && cases.iter().all(|rows| rows.len() == 1000));
    assert!(cases.iter().flatten().all(|row| row.len() == 20));
    let input = chess.shape().text(&cases);
    assert_eq!(
        solve_text(&chess, &Options::new(), &input),
        Ok("NO\n".repeat(100))
    );
}

#[test]
fn explored_rows_of_a_5_wide_board_decide_the_referee_and_stop_past_mask_31() {
    // Bit k is a piece on column width - k; a 5-wide board has no mask past 31.
    assert_eq!(Rules::new(20).row_of_mask(0b101), Some(vec![18, 20]));
    assert_eq!(Rules::new(5).row_of_mask(32), None);
    assert_explored_values_decide_their_rules(&Chess { width: 5 }, "1\n1\n1 5\n", 40);
}

#[test]
fn a_lone_piece_k_cells_left_of_the_edge_is_worth_k_mod_2() {
    let official = sample(env!("CARGO_MANIFEST_DIR"), "official-1").text();
    let mut rows = exploration_of(&Chess::default(), &official);
    for k in 0..20 {
        let value = rows.value(1 << k, 0);
        assert_eq!(value, Some(k % 2), "a piece {k} cells left of the edge");
    }
}
