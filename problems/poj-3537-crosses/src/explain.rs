//! `--explain`: each board's answer in words. A won board gets one winning cross, by its cell
//! (counted from 1), with the Grundy value of the board and of the runs of safe cells (cells
//! with no cross within two) it leaves, each worth `g(run + 2)` of `.007`:
//!
//! `1  put a cross on cell 4 (Grundy value 2 -> 0: runs of 1 and 2 safe cells are left,
//! worth 1 ^ 1 = 0)`
//!
//! A lost board gets `2  every move loses: Grundy value 0`, and the board of 2 cells, where
//! three in a row never fits, says so.

use std::fmt::Write;

use grundy::{nim_sum_text, winning_move};

use crate::cross_leaving;

/// Appends the explanation of the empty board of `n` cells to `out`; `heaps` holds the Grundy
/// values of `.007` up to `n + 2` at least.
pub(crate) fn board(out: &mut String, heaps: &[u32], n: usize) {
    if n == 2 {
        out.push_str(
            "every move loses: the second cross fills the board, and three in a row never fits",
        );
        return;
    }
    let value = heaps[n + 2];
    let Some((_, cell)) = winning_move(&[value], |_, target| cross_leaving(heaps, n, target))
    else {
        assert_eq!(
            value, 0,
            "a board of non-zero value has a cross leaving 0 (the mex)"
        );
        out.push_str("every move loses: Grundy value 0");
        return;
    };
    // The cells within two of the cross are no longer safe.
    let runs: Vec<usize> = [cell, n - 1 - cell]
        .into_iter()
        .map(|side| side.saturating_sub(2))
        .filter(|&run| run > 0)
        .collect();
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
    let _ = write!(
        out,
        "put a cross on cell {} (Grundy value {value} -> 0: {left})",
        cell + 1
    );
}
