//! POJ 2311 "Cutting Game": for each `W x H` sheet, does the player who cuts first win?
//!
//! See README.md for the game and why the solution is right. The modules:
//! - [`input`]: the input, pairs `W H` until end of input;
//! - [`reduced_table`]: the Grundy table of the reduced game (cuts leaving both pieces at
//!   least 2 wide);
//! - [`real_rules`]: the game's real rules, for the exhaustive-search referee the tests use.

pub mod input;
pub mod real_rules;
pub mod reduced_table;

use grundy::InputError;

use input::{Case, read_cases};
use reduced_table::GrundyTable;

/// Whether the first player wins a single `width x height` sheet, with `table` covering every
/// side of 2 or more in the case.
///
/// - 1 x 1: no cut exists, so the first player cannot move and loses.
/// - 1 x k (k >= 2) or k x 1: the first player cuts a 1 x 1 off the end and wins at once.
/// - otherwise: wins exactly when the reduced Grundy value is not 0.
///
/// # Panics
/// If a side is 2 or more and past `table.size()`.
pub fn first_player_wins(table: &GrundyTable, case: Case) -> bool {
    let (width, height) = (usize::from(case.width), usize::from(case.height));
    match (width, height) {
        (1, 1) => false,
        (1, _) | (_, 1) => true,
        _ => table.value(width, height) != 0,
    }
}

/// The whole input text in, the whole output text out (or the first input error).
///
/// Input: pairs `W H` (sides in `1..=1000`) until end of input; an empty input has no case
/// and gives an empty output. Output: one line per case, `WIN` if the first player can force
/// a win, else `LOSE`. The Grundy table is built only as far as the largest side asks.
///
/// # Errors
/// A non-numeric or out-of-range token, with its line and column; an odd number of integers,
/// at end of input.
///
/// # Complexity
/// O(n^3 / 4) for the largest side n of a sheet whose sides are both at least 2 (about 0.6 s
/// at n = 1000), plus O(input length).
///
/// # Example
/// ```
/// let output = poj_2311_cutting_game::solve("2 2\n3 2\n4 2\n")?;
/// assert_eq!(output, "LOSE\nLOSE\nWIN\n");
/// # Ok::<(), grundy::InputError>(())
/// ```
pub fn solve(text: &str) -> Result<String, InputError> {
    let cases = read_cases(text)?;
    let largest = cases
        .iter()
        .filter(|case| case.width >= 2 && case.height >= 2)
        .map(|case| case.width.max(case.height))
        .max()
        .unwrap_or(0);
    let table = GrundyTable::new(usize::from(largest));
    let mut output = String::with_capacity(cases.len() * 5);
    for &case in &cases {
        output.push_str(if first_player_wins(&table, case) {
            "WIN\n"
        } else {
            "LOSE\n"
        });
    }
    Ok(output)
}
