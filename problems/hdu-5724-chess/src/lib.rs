//! HDU 5724 "Chess": pieces jumping right on an n x 20 board. Reads the judge's input, answers
//! `YES` (Alice, who moves first, wins) or `NO` per test case.
//!
//! Each row is a game of staircase Nim ([`staircase`]); the board is the sum of its rows, so the
//! answer is `YES` exactly when the XOR of the rows' values is not zero. README.md proves it;
//! the tests in `tests/` check it against an exhaustive search of the real rules
//! ([`real_rules`]).

mod input;
pub mod real_rules;
pub mod staircase;

pub use input::{DEFAULT_WIDTH, MAX_WIDTH, check_width, width_from_args};

use grundy::{FxHashSet, InputError, Scanner};

/// The most test cases, and the most rows in one case, accepted. The judge's limits are 100 and
/// 1000; the solver is linear in the input, so the only real bound is the input's size.
pub const MAX_COUNT: u32 = 1_000_000_000;

/// Solves the judge's input on the judge's 20-column board.
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
    solve_with_width(input, DEFAULT_WIDTH)
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
    let width = check_width(width)?;
    let mut input = Scanner::new(input);
    let mut row = RowReader::default();
    let mut output = String::new();
    let cases: u32 = input.read("the number of test cases", 0..=MAX_COUNT)?;
    for _ in 0..cases {
        let rows: u32 = input.read("the number of rows", 0..=MAX_COUNT)?;
        let mut value = 0;
        for _ in 0..rows {
            value ^= staircase::row_value(width, row.read(&mut input, width)?);
        }
        output.push_str(if value != 0 { "YES\n" } else { "NO\n" });
    }
    input.expect_end()?;
    Ok(output)
}

/// How many cells the row buffers keep room for between rows.
const MOST_PIECES_KEPT: usize = 64;

/// Reads rows, reusing its buffers from one row to the next.
#[derive(Debug, Default)]
struct RowReader {
    /// The row's positions, sorted once the row is read.
    positions: Vec<u32>,
    /// The cells taken so far in the row being read.
    taken: FxHashSet<u32>,
}

impl RowReader {
    /// Reads `m p_1 ... p_m` and returns the positions, sorted.
    fn read(&mut self, input: &mut Scanner, width: u32) -> Result<&[u32], InputError> {
        self.positions.clear();
        self.taken.clear();
        // After one huge row, do not keep paying for its table on every small row that follows.
        self.taken.shrink_to(MOST_PIECES_KEPT);
        self.positions.shrink_to(MOST_PIECES_KEPT);
        let pieces: u32 = input.read("the number of pieces in a row", 0..=width)?;
        for _ in 0..pieces {
            let position: u32 = input.read("a piece position", 1..=width)?;
            if !self.taken.insert(position) {
                return Err(InputError::at(
                    input.last_pos(),
                    format!("two pieces on column {position}: a cell holds at most one piece"),
                ));
            }
            self.positions.push(position);
        }
        self.positions.sort_unstable();
        Ok(&self.positions)
    }
}
