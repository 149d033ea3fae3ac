//! HDU 5724 "Chess": pieces jumping right on an n x 20 board. Reads the judge's input, answers
//! `YES` (Alice, who moves first, wins) or `NO` per test case.
//!
//! Each row is a game of staircase Nim ([`staircase`]); the board is the sum of its rows, so the
//! answer is `YES` exactly when the XOR of the rows' values is not zero. README.md proves it;
//! the tests in `tests/` check it against an exhaustive search of the real rules
//! ([`real_rules`]).

mod explain;
pub mod generate;
mod input;
pub mod real_rules;
pub mod staircase;

pub use input::{DEFAULT_WIDTH, MAX_WIDTH, check_width, width};

use grundy::{InputError, Options, Program, ProgramOption, Scanner};

use explain::CaseRows;
use input::RowReader;

/// The most test cases, and the most rows in one case, accepted. The judge's limits are 100 and
/// 1000; the solver is linear in the input, so the only real bound is the input's size.
pub const MAX_COUNT: u32 = 1_000_000_000;

/// What the binary says about itself in `--help`, and its one option, `--width W`.
pub const PROGRAM: Program = Program {
    name: "hdu-5724-chess",
    version: env!("CARGO_PKG_VERSION"),
    about: "HDU 5724 \"Chess\": pieces jump right along the rows of a board; does Alice, moving first, win?",
    format: "input: T, then per case n and n rows \"m p_1 ... p_m\" (m pieces, in columns p_j)
output: per case YES if Alice (who moves first) wins, else NO
judge: T <= 100, n <= 1000, 0 <= m <= 20, 1 <= p_j <= 20 (2 s, 64 MB)
here: counts up to 10^9, columns up to the width (20, or up to 10^9 with --width), linear time",
    example_input: "2\n1\n2 19 20\n2\n1 19\n1 18\n",
    example_output: "NO\nYES\n",
    options: &[ProgramOption {
        name: "--width",
        value: "W",
        what: "a board width",
        help: "play on boards W cells wide, 1 <= W <= 10^9 (default 20)",
    }],
    tools: Some(&generate::Inputs),
};

/// Solves the judge's input on the judge's 20-column board: `run` with no options.
///
/// Input: `T`, then per case `n` and n rows `m p_1 ... p_m`. Output: per case `YES` if Alice
/// wins, else `NO`.
///
/// # Errors
/// As [`solve_with_width`].
///
/// # Example
/// ```
/// let output = hdu_5724_chess::solve("2\n1\n2 19 20\n2\n1 19\n1 18\n").unwrap();
/// assert_eq!(output, "NO\nYES\n");
/// ```
pub fn solve(input: &str) -> Result<String, InputError> {
    run(&Options::new(), input)
}

/// Solves the input as the binary does with these options: boards `--width` cells wide (20 by
/// default), and with `--explain` each answer followed by two spaces and its explanation: a
/// winning move (the row, 1-based in input order, and the piece's column before and after)
/// or that every move loses, and the rows' Grundy values.
///
/// # Errors
/// A bad `--width` (see [`width`]); otherwise as [`solve_with_width`].
///
/// # Complexity
/// As [`solve_with_width`], and with `--explain` memory for one case and O(pieces of the case)
/// more per case.
///
/// # Example
/// ```
/// use grundy::Options;
///
/// let output = hdu_5724_chess::run(&Options::new().explained(), "1\n2\n1 19\n1 18\n")?;
/// assert_eq!(
///     output,
///     "YES  row 1: move the piece on column 19 to column 20 (row value 1 -> 0; row values 1 ^ 0 = 1 -> 0)\n"
/// );
/// # Ok::<(), grundy::InputError>(())
/// ```
pub fn run(options: &Options, input: &str) -> Result<String, InputError> {
    answer(input, width(options)?, options.explain())
}

/// Solves the judge's input on boards `width` cells wide (positions in `1..=width`).
///
/// # Errors
/// The first problem in the input, with its line and column: a missing, non-numeric or
/// out-of-range number (counts in `0..=MAX_COUNT`, `m` in `0..=width`, positions in
/// `1..=width`), two pieces on one cell (reported at the second), or text after the last case.
/// A `width` outside `1..=MAX_WIDTH` is an `argument --width` error.
///
/// # Complexity
/// O(total pieces · log(pieces in a row)) time; memory for one row.
pub fn solve_with_width(input: &str, width: u32) -> Result<String, InputError> {
    answer(input, check_width(width)?, false)
}

/// Answers every case on boards `width` cells wide (already checked), explained or not.
fn answer(input: &str, width: u32, explain: bool) -> Result<String, InputError> {
    let mut input = Scanner::new(input);
    let mut row = RowReader::default();
    let mut case = CaseRows::default();
    let mut output = String::new();
    let cases: u32 = input.read("the number of test cases", 0..=MAX_COUNT)?;
    for _ in 0..cases {
        let rows: u32 = input.read("the number of rows", 0..=MAX_COUNT)?;
        case.clear();
        let mut value = 0;
        for _ in 0..rows {
            let positions = row.read(&mut input, width)?;
            let row_value = staircase::row_value(width, positions);
            value ^= row_value;
            if explain {
                case.push(positions, row_value);
            }
        }
        output.push_str(if value != 0 { "YES" } else { "NO" });
        if explain {
            output.push_str("  ");
            output.push_str(&case.explain(width));
        }
        output.push('\n');
    }
    input.expect_end()?;
    Ok(output)
}
