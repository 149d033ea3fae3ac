//! Crosses and Crosses: the claims README.md relies on. A cross within two cells of another
//! loses at once; with crosses at least 3 apart, a run of L usable cells is worth heap L + 2 of
//! the octal game `.007`, and a position is won exactly when the XOR of its runs is not zero;
//! so board n is heap n + 2, and no other shift works.

use grundy::{OctalGame, Referee, mex};
use grundy_tests::Rng;
use poj_3537_crosses::problem::TINY_LONGEST;
use poj_3537_crosses::real_rules::{Row, Rules};

/// Grundy values of the octal game .007 (Treblecross heaps).
fn treblecross_heaps(up_to: usize) -> Vec<u32> {
    OctalGame::parse(".007").unwrap().grundy_direct(up_to)
}

/// Whether a cross stands within two cells of `cell` (or on it).
fn cross_near(row: &Row, cell: u8) -> bool {
    (cell.saturating_sub(2)..=(cell + 2).min(row.len - 1)).any(|c| row.crosses & (1 << c) != 0)
}

/// A random row of 3 to 16 cells whose crosses stand at least 3 apart: no one can win at once.
fn random_safe_row(rng: &mut Rng) -> Row {
    let mut row = Row::empty(rng.range(3..=TINY_LONGEST as u64) as u8);
    for cell in 0..row.len {
        if !cross_near(&row, cell) && rng.chance(1, 4) {
            row.crosses |= 1 << cell;
        }
    }
    row
}

/// The lengths of the runs of usable cells of a safe row: cells with no cross within two.
fn usable_runs(row: &Row) -> Vec<usize> {
    let usable: Vec<bool> = (0..row.len).map(|cell| !cross_near(row, cell)).collect();
    let runs = usable.split(|&usable| !usable).map(<[bool]>::len);
    runs.filter(|&run| run > 0).collect()
}

#[test]
fn a_cross_within_two_cells_of_another_loses_at_once() {
    // From 500 random safe rows, every move next to a cross or one cell off lets the opponent
    // complete three in a row: the position after it is won for the opponent.
    let mut referee = Referee::new(Rules);
    let mut rng = Rng::new(5);
    let mut checked = 0;
    for _ in 0..500 {
        let row = random_safe_row(&mut rng);
        for cell in 0..row.len {
            if cross_near(&row, cell) && row.crosses & (1 << cell) == 0 {
                let after = Row {
                    crosses: row.crosses | 1 << cell,
                    ..row
                };
                assert!(referee.wins(&after), "row {row:?}, cross at {cell}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 1000, "only {checked} moves near a cross");
}

#[test]
fn a_run_of_l_usable_cells_is_heap_l_plus_2_of_007() {
    // By definition, a cross at cell i of a run of L usable cells leaves usable runs of i - 2
    // and L - i - 3 cells (at least 0); padding the run with two cells makes that "remove three
    // from a heap, leaving two".
    let heaps = treblecross_heaps(62);
    let mut runs: Vec<u32> = Vec::new();
    for len in 0..=60usize {
        let value =
            mex((0..len).map(|i| runs[i.saturating_sub(2)] ^ runs[len.saturating_sub(i + 3)]));
        runs.push(value);
        assert_eq!(value, heaps[len + 2], "run of {len}");
    }
}

#[test]
fn safe_positions_are_won_exactly_when_the_xor_of_their_usable_runs_is_not_zero() {
    // The reduction: with crosses at least 3 apart, runs of usable cells are independent games,
    // each worth g(L + 2) of .007. Checked on 2,000 random safe rows.
    let heaps = treblecross_heaps(40);
    let mut referee = Referee::new(Rules);
    let mut rng = Rng::new(21);
    for _ in 0..2000 {
        let row = random_safe_row(&mut rng);
        let xor = usable_runs(&row)
            .iter()
            .fold(0, |acc, &run| acc ^ heaps[run + 2]);
        assert_eq!(referee.wins(&row), xor != 0, "row {row:?}");
    }
}

#[test]
fn board_n_is_heap_n_plus_2_of_007_and_no_other_shift_works() {
    let heaps = treblecross_heaps(40);
    let mut referee = Referee::new(Rules);
    let wins: Vec<bool> = (0..=TINY_LONGEST as u8)
        .map(|n| referee.wins(&Row::empty(n)))
        .collect();
    for n in 3..=TINY_LONGEST {
        assert_eq!(wins[n], heaps[n + 2] != 0, "board {n}");
    }
    for shift in [0, 1, 3, 4] {
        assert!(
            (3..=TINY_LONGEST).any(|n| wins[n] != (heaps[n + shift] != 0)),
            "shift {shift} should disagree somewhere"
        );
    }
}
