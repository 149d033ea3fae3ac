//! HDU 5724 "Chess": pieces jumping right on an n x 20 board; per case `YES` when Alice, who
//! moves first, wins. Each row is staircase Nim ([`staircase`]) and the board is the sum of its
//! rows, so `YES` exactly when the XOR of the rows' values is not zero (README.md proves it).

mod explain;
pub mod problem;
pub mod real_rules;
pub mod staircase;

use harness::{InputError, Options, ProgramOption, Scanner};

pub use crate::problem::Chess;

use explain::CaseRows;
use problem::Case;

/// The judge's board width.
pub const DEFAULT_WIDTH: u32 = 20;

/// The widest board supported: positions up to 10^9 keep every count well inside `u32`.
pub const MAX_WIDTH: u32 = 1_000_000_000;

/// The most test cases, and rows in a case, accepted (the judge's are 100 and 1000): the solver
/// is linear in the input.
pub const MAX_COUNT: usize = 1_000_000_000;

harness::program! {
    about: "HDU 5724 \"Chess\": pieces jump right along the rows of a board; does Alice, moving first, win?",
    format: "with --width W: 0 <= m <= W, 1 <= p_j <= W (1 <= W <= 10^9)
output: per case YES if Alice (who moves first) wins, else NO
linear time (judge: 2 s, 64 MB)
--explain: a winning move (the row from 1, the piece's column before and after) or that every
move loses, and the rows' Grundy values",
    example: "official-1",
    problem: Chess { width: DEFAULT_WIDTH },
    options: &[ProgramOption {
        name: "--width",
        value: "W",
        what: WIDTH,
        help: "play on boards W cells wide, 1 <= W <= 10^9 (default 20)",
    }],
}

/// What `--width` names, in its errors.
const WIDTH: &str = "a board width";

/// The board width `--width W` (or `--width=W`) gives, read as input numbers are (a `+` sign
/// and leading zeros are fine), or [`DEFAULT_WIDTH`].
///
/// # Errors
/// `argument --width: expected a board width in 1..=1000000000, found "..."`.
pub fn width(options: &Options) -> Result<u32, InputError> {
    let width = options.number("--width", WIDTH, 1..=MAX_WIDTH)?;
    Ok(width.unwrap_or(DEFAULT_WIDTH))
}

/// Solves the input as the binary does with these options: on boards `--width` cells wide,
/// each answer explained with `--explain` (after two spaces).
///
/// # Errors
/// A bad `--width`; then the first problem in the input, with its line and column.
///
/// # Complexity
/// O(total pieces · log(pieces in a row)) time; memory for one case.
pub fn run(options: &Options, input: &mut Scanner<'_>) -> Result<String, InputError> {
    let width = width(options)?;
    harness::solve_input(&Chess { width }, options, input)
}

/// Answers one case on boards `width` cells wide, explained or not, on a line of `output`
/// (`case` is reused from case to case).
fn answer_case(width: u32, rows: Case, explain: bool, case: &mut CaseRows, output: &mut String) {
    let value = case.fill(width, rows, explain);
    output.push_str(if value != 0 { "YES" } else { "NO" });
    if explain {
        output.push_str("  ");
        output.push_str(&case.explain(width));
    }
    output.push('\n');
}
