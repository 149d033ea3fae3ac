//! Reading a run: the board width from `--width W` (or `--width=W`; 20 when not given), and the
//! rows of the input, one at a time.

use grundy::{FxHashSet, InputError, Options, Scanner, read_argument};

/// The judge's board width.
pub const DEFAULT_WIDTH: u32 = 20;

/// The widest board supported: positions up to 10^9 keep every count well inside `u32`.
pub const MAX_WIDTH: u32 = 1_000_000_000;

/// The board width a run was given with `--width`, or [`DEFAULT_WIDTH`].
///
/// # Errors
/// `argument --width: expected a board width in 1..=1000000000, found "..."` for a
/// non-numeric or out-of-range width (read as the scanner reads input numbers: a `+` sign and
/// leading zeros are fine).
///
/// # Example
/// ```
/// use grundy::Invocation;
/// use hdu_5724_chess::{PROGRAM, width};
///
/// let options = |text: &str| match PROGRAM.parse(text.split_whitespace().map(String::from)) {
///     Ok(Invocation::Run(options)) => options,
///     other => panic!("{other:?}"),
/// };
/// assert_eq!(width(&options("")), Ok(20));
/// assert_eq!(width(&options("--width 1000000000")), Ok(1_000_000_000));
/// assert_eq!(width(&options("--width=7")), Ok(7));
/// let error = width(&options("--width 0")).unwrap_err();
/// assert_eq!(error.to_string(), r#"argument --width: expected a board width in 1..=1000000000, found "0""#);
/// ```
pub fn width(options: &Options) -> Result<u32, InputError> {
    let width = options.number("--width", WIDTH, 1..=MAX_WIDTH)?;
    Ok(width.unwrap_or(DEFAULT_WIDTH))
}

/// What `--width` names, in its errors.
const WIDTH: &str = "a board width";

/// Checks a width given to the library directly, as [`width`] checks one given on the command
/// line.
///
/// # Errors
/// A width outside `1..=MAX_WIDTH`.
pub fn check_width(width: u32) -> Result<u32, InputError> {
    read_argument("--width", &width.to_string(), WIDTH, 1..=MAX_WIDTH)
}

/// How many cells the row buffers keep room for between rows.
const MOST_PIECES_KEPT: usize = 64;

/// Reads rows, reusing its buffers from one row to the next.
#[derive(Debug, Default)]
pub(crate) struct RowReader {
    /// The row's positions, sorted once the row is read.
    positions: Vec<u32>,
    /// The cells taken so far in the row being read.
    taken: FxHashSet<u32>,
}

impl RowReader {
    /// Reads `m p_1 ... p_m` and returns the positions, sorted.
    pub(crate) fn read(&mut self, input: &mut Scanner, width: u32) -> Result<&[u32], InputError> {
        self.read_in_order(input, width)?;
        self.positions.sort_unstable();
        Ok(&self.positions)
    }

    /// Reads `m p_1 ... p_m` and returns the positions in input order (the generator keeps
    /// the order, so that an input reads back to the same text).
    pub(crate) fn read_in_order(
        &mut self,
        input: &mut Scanner,
        width: u32,
    ) -> Result<&[u32], InputError> {
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
        Ok(&self.positions)
    }
}
