//! `--explain`: each board's answer in words. A won board gets one winning strip, by colour and
//! cells (counted from 1), with the Grundy value of the board and of the runs it leaves:
//!
//! `1  place the green strip on cells 3..5 (Grundy value 4 -> 0: runs of 2 and 4 empty cells
//! are left, worth 1 ^ 1 = 0)`
//!
//! A lost board gets `2  every move loses: Grundy value 0`.

use std::fmt::Write;

use grundy::{nim_sum_text, winning_move};
use harness::{Claim, Explained};

use crate::Strips;
use crate::real_rules::Placement;
use crate::winning_strip::WinningStrips;

/// The strips' colours, in the order of the input's lengths `c z n`.
pub(crate) const COLOURS: [&str; 3] = ["red", "green", "blue"];

/// The claim on a board of `cells` empty cells, worth `value`: the first winning strip
/// [`WinningStrips::leaving`] finds, or that every move loses.
pub(crate) fn claim(
    moves: &mut WinningStrips,
    cells: u64,
    value: u32,
) -> Claim<(usize, Placement)> {
    // A board is one run: the sum has one component, and a winning strip leaves value 0.
    let found = winning_move(&[value], |_, target| moves.leaving(cells, target));
    found.map_or(Claim::Loses, Claim::Wins)
}

/// Appends the explanation of a board of `cells` empty cells, worth `value`, to `out`: the
/// [`claim`]'s words, then the values.
pub(crate) fn board(out: &mut String, moves: &mut WinningStrips, cells: u64, value: u32) {
    let claim = claim(moves, cells, value);
    let words = Strips.words(&claim);
    let Claim::Wins((_, strip)) = claim else {
        assert_eq!(
            value, 0,
            "a board of non-zero value has a strip leaving 0 (the mex)"
        );
        let fits = (0..COLOURS.len()).any(|colour| moves.length(colour) <= cells);
        let why = if fits { "" } else { "no strip fits, " };
        let _ = write!(out, "{words}: {why}Grundy value 0");
        return;
    };
    let (offset, len) = (strip.offset as u64, strip.len as u64);
    let runs: Vec<u64> = [offset, cells - offset - len]
        .into_iter()
        .filter(|&run| run > 0)
        .collect();
    let run_values: Vec<u32> = runs.iter().map(|&run| moves.values().at(run)).collect();
    let left = match runs[..] {
        [] => "no empty cell is left".to_owned(),
        [1] => format!("one empty cell is left, worth {}", run_values[0]),
        [run] => format!(
            "a run of {run} empty cells is left, worth {}",
            run_values[0]
        ),
        [a, b] => format!(
            "runs of {a} and {b} empty cells are left, worth {}",
            nim_sum_text(&run_values)
        ),
        _ => unreachable!("a strip leaves at most two runs"),
    };
    let _ = write!(out, "{words} (Grundy value {value} -> 0: {left})");
}
