//! `--explain`: a won board gets one winning cross, by its cell (counted from 1), with the
//! Grundy value of the board and of the runs of safe cells it leaves; a lost board says that
//! every move loses, and why (README.md, "Explain").

use std::fmt::Write;

use grundy::{CrossRow, nim_sum_text, winning_move};
use harness::{Claim, Explained};

use crate::Crosses;

/// The claim on the empty board of `n` cells (`heaps` holds `g(0..=n + 2)` of `.007` at
/// least): the leftmost cross leaving value 0, or that every move loses. A cross on cell `j`
/// (from 0) leaves heaps `j` and `n - 1 - j` (README.md, "Explain"); mirror images leave the
/// same value, so half the board is searched.
pub(crate) fn claim(heaps: &[u32], n: usize) -> Claim<usize> {
    let found = winning_move(&[heaps[n + 2]], |_, target| {
        (0..=(n - 1) / 2).find(|&j| heaps[j] ^ heaps[n - 1 - j] == target)
    });
    let on_the_board = found.filter(|_| n != 2);
    on_the_board.map_or(Claim::Loses, |(_, cell)| Claim::Wins(cell))
}

/// Appends the explanation of the empty board of `n` cells to `out`: the [`claim`]'s words,
/// then the values (or, on 2 cells, the real rules).
pub(crate) fn board(out: &mut String, heaps: &[u32], n: usize) {
    let claim = claim(heaps, n);
    let words = Crosses.words(&claim);
    let value = heaps[n + 2];
    let Claim::Wins(cell) = claim else {
        let why = if n == 2 {
            "the second cross fills the board, and three in a row never fits"
        } else {
            assert_eq!(value, 0, "a board of non-zero value has a cross leaving 0");
            "Grundy value 0"
        };
        let _ = write!(out, "{words}: {why}");
        return;
    };
    // The cells within two of the cross are no longer safe: core's split of the row it leaves
    // (a one-cell board, no Treblecross, leaves no cell at all).
    let after = CrossRow::empty(n).with_cross(cell);
    let runs = after.safe_segments().unwrap_or_default();
    let run_values: Vec<u32> = runs.iter().map(|&run| heaps[run + 2]).collect();
    let left = match runs[..] {
        [] => "no safe cell is left".to_owned(),
        [1] => format!("one safe cell is left, worth {}", run_values[0]),
        [run] => format!("a run of {run} safe cells is left, worth {}", run_values[0]),
        [a, b] => format!(
            "runs of {a} and {b} safe cells are left, worth {}",
            nim_sum_text(&run_values)
        ),
        _ => unreachable!("a cross leaves at most two runs"),
    };
    let _ = write!(out, "{words} (Grundy value {value} -> 0: {left})");
}
