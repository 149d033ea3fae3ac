//! HDU 5724 "Chess": pieces jumping right on an n x 20 board. Reads the judge's input, answers
//! `YES` (Alice, who moves first, wins) or `NO` per test case.
//!
//! Each row is a game of staircase Nim ([`staircase`]); the board is the sum of its rows, so the
//! answer is `YES` exactly when the XOR of the rows' values is not zero. README.md proves it;
//! the tests in `tests/` check it against an exhaustive search of the real rules
//! ([`real_rules`]).

mod explain;
pub mod problem;
pub mod real_rules;
pub mod staircase;

use harness::{InputError, Options, Program, ProgramOption, Scanner};

pub use crate::problem::Chess;

use explain::CaseRows;
use problem::Case;

/// The judge's board width.
pub const DEFAULT_WIDTH: u32 = 20;

/// The widest board supported: positions up to 10^9 keep every count well inside `u32`.
pub const MAX_WIDTH: u32 = 1_000_000_000;

/// The most test cases, and the most rows in one case, accepted. The judge's limits are 100 and
/// 1000; the solver is linear in the input, so the only real bound is the input's size.
pub const MAX_COUNT: usize = 1_000_000_000;

/// What the binary says about itself in `--help`, and its one option, `--width W`.
pub const PROGRAM: Program = Program {
    name: "hdu-5724-chess",
    version: env!("CARGO_PKG_VERSION"),
    about: "HDU 5724 \"Chess\": pieces jump right along the rows of a board; does Alice, moving first, win?",
    format: "with --width W: 0 <= m <= W, 1 <= p_j <= W (1 <= W <= 10^9)
output: per case YES if Alice (who moves first) wins, else NO
linear time (judge: 2 s, 64 MB)
--explain: a winning move (the row from 1, the piece's column before and after) or that every
move loses, and the rows' Grundy values",
    example_input: "2\n1\n2 19 20\n2\n1 19\n1 18\n",
    example_output: "NO\nYES\n",
    options: &[ProgramOption {
        name: "--width",
        value: "W",
        what: WIDTH,
        help: "play on boards W cells wide, 1 <= W <= 10^9 (default 20)",
    }],
    tools: Some(&Chess {
        width: DEFAULT_WIDTH,
    }),
};

/// What `--width` names, in its errors.
const WIDTH: &str = "a board width";

/// The board width a run was given with `--width` (or `--width=W`), or [`DEFAULT_WIDTH`].
///
/// # Errors
/// `argument --width: expected a board width in 1..=1000000000, found "..."` for a
/// non-numeric or out-of-range width (read as the scanner reads input numbers: a `+` sign and
/// leading zeros are fine).
///
/// # Example
/// ```
/// use harness::Invocation;
/// use hdu_5724_chess::{PROGRAM, width};
///
/// let options = |text: &str| match PROGRAM.parse(text.split_whitespace().map(String::from)) {
///     Ok(Invocation::Run(options)) => options,
///     other => panic!("{other:?}"),
/// };
/// assert_eq!(width(&options("")), Ok(20));
/// assert_eq!(width(&options("--width=7")), Ok(7));
/// let error = width(&options("--width 0")).unwrap_err();
/// assert_eq!(error.to_string(), r#"argument --width: expected a board width in 1..=1000000000, found "0""#);
/// ```
pub fn width(options: &Options) -> Result<u32, InputError> {
    let width = options.number("--width", WIDTH, 1..=MAX_WIDTH)?;
    Ok(width.unwrap_or(DEFAULT_WIDTH))
}

/// Solves the judge's input on the judge's 20-column board: `run` with no options.
///
/// Input: `T`, then per case `n` and n rows `m p_1 ... p_m`. Output: per case `YES` if Alice
/// wins, else `NO`.
///
/// # Errors
/// As [`run`].
///
/// # Example
/// ```
/// let output = hdu_5724_chess::solve("2\n1\n2 19 20\n2\n1 19\n1 18\n").unwrap();
/// assert_eq!(output, "NO\nYES\n");
/// ```
pub fn solve(input: &str) -> Result<String, InputError> {
    run(&Options::new(), &mut Scanner::new(input))
}

/// Solves the input as the binary does with these options: boards `--width` cells wide (20 by
/// default), and with `--explain` each answer followed by two spaces and its explanation: a
/// winning move (the row, 1-based in input order, and the piece's column before and after)
/// or that every move loses, and the rows' Grundy values.
///
/// # Errors
/// A bad `--width` (see [`width`]); then the first problem in the input, with its line and
/// column: a missing, non-numeric or out-of-range number (counts in `0..=MAX_COUNT`, `m` in
/// `0..=width`, positions in `1..=width`), two pieces on one cell (reported at the second), or
/// text after the last case.
///
/// # Complexity
/// O(total pieces · log(pieces in a row)) time; memory for the input.
///
/// # Example
/// ```
/// use harness::Options;
///
/// let output = hdu_5724_chess::run(&Options::new().explained(), &mut harness::Scanner::new("1\n2\n1 19\n1 18\n"))?;
/// assert_eq!(
///     output,
///     "YES  row 1: move the piece on column 19 to column 20 (row value 1 -> 0; row values 1 ^ 0 = 1 -> 0)\n"
/// );
/// # Ok::<(), harness::InputError>(())
/// ```
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
