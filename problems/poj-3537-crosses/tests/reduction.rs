//! Crosses and Crosses: the claims README.md relies on. That a cross within two cells of another
//! loses at once, and that with crosses at least 3 apart a row is the sum of its safe segments,
//! a segment of L cells worth heap L + 2 of the octal game `.007`, are core's
//! (`grundy::treblecross`, checked there against the referee on every such row up to 20
//! cells). Here: an empty board of n cells is one segment, so board n is heap n + 2, and no
//! other shift works.

use grundy::{CrossRow, OctalGame, Referee, Treblecross, treblecross_segment_values};
use poj_3537_crosses::problem::TINY_LONGEST;

/// Grundy values of the octal game .007 (Treblecross heaps).
fn treblecross_heaps(up_to: usize) -> Vec<u32> {
    OctalGame::parse(".007").unwrap().grundy_direct(up_to)
}

#[test]
fn an_empty_board_of_n_cells_is_one_safe_segment_of_n_worth_heap_n_plus_2() {
    let heaps = treblecross_heaps(60);
    let segments = treblecross_segment_values(58);
    for n in 3..=58 {
        assert_eq!(
            CrossRow::empty(n).safe_segments(),
            Some(vec![n]),
            "board {n}"
        );
        assert_eq!(segments[n], heaps[n + 2], "board {n}");
    }
}

#[test]
fn board_n_is_heap_n_plus_2_of_007_and_no_other_shift_works() {
    let heaps = treblecross_heaps(40);
    let mut referee = Referee::new(Treblecross);
    let wins: Vec<bool> = (0..=TINY_LONGEST)
        .map(|n| referee.wins(&CrossRow::empty(n)))
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
