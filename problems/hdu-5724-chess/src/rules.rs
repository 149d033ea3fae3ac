//! The game's real rules, for the exhaustive-search referee ([`grundy::Referee`]) that the
//! tests in `tests/` check [`solve`](crate::solve) against.
//!
//! A move, exactly as the statement says: pick a piece; if the cell to its right is empty it
//! moves there, otherwise it jumps over the whole contiguous block of pieces to its right and
//! lands on the first empty cell after them; a move that would leave the board is not allowed.
//! Nothing here knows about steps, staircase Nim or Grundy values.

use grundy::Game;

/// One row: the columns (1-based) that hold a piece, sorted increasingly.
pub type Row = Vec<u32>;

/// A whole board: all its rows, in sorted order (the order of rows does not matter to the game,
/// so sorting them gives equal boards one form and keeps the search small).
pub type Board = Vec<Row>;

/// One move: the piece in column `from` of row `row` (an index into the [`Board`] it is made
/// on) goes to column `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// Which row of the board.
    pub row: usize,
    /// The column the piece leaves.
    pub from: u32,
    /// The column it lands on: the first empty cell to the right of `from`.
    pub to: u32,
}

/// The rules on boards `width` cells wide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    width: u32,
}

impl Rules {
    /// The rules on boards `width` cells wide (any width: rows are lists of columns, not
    /// bitmasks, so a 10^9-wide board costs no more than its pieces).
    pub fn new(width: u32) -> Self {
        Self { width }
    }

    /// The board width.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// A board from rows given as columns in any order, in its canonical form.
    ///
    /// # Panics
    /// If a column is outside `1..=width` or a row holds two pieces in one column: these rules
    /// are test support, and such a board is a bug in the test.
    pub fn board(&self, rows: impl IntoIterator<Item = Vec<u32>>) -> Board {
        let board = rows
            .into_iter()
            .map(|mut row| {
                row.sort_unstable();
                assert!(
                    row.windows(2).all(|pair| pair[0] < pair[1]),
                    "two pieces on one cell in {row:?}"
                );
                assert!(
                    row.iter().all(|&column| (1..=self.width).contains(&column)),
                    "a piece off the board in {row:?} (width {})",
                    self.width
                );
                row
            })
            .collect();
        canonical(board)
    }

    /// Where the piece in column `from` of `row` lands, or `None` if the move would leave the
    /// board. `row` is sorted.
    pub fn landing(&self, row: &[u32], from: u32) -> Option<u32> {
        let mut to = from.checked_add(1)?;
        // Jump over the contiguous block of pieces to the right, if there is one.
        while row.binary_search(&to).is_ok() {
            to = to.checked_add(1)?;
        }
        (to <= self.width).then_some(to)
    }

    /// Every legal move within one row, with the row it leaves.
    pub fn row_moves(&self, row: &[u32]) -> Vec<(u32, u32, Row)> {
        row.iter()
            .filter_map(|&from| {
                let to = self.landing(row, from)?;
                let mut after: Row = row
                    .iter()
                    .map(|&c| if c == from { to } else { c })
                    .collect();
                after.sort_unstable();
                Some((from, to, after))
            })
            .collect()
    }
}

/// Sorts the rows of a board.
fn canonical(mut board: Board) -> Board {
    board.sort_unstable();
    board
}

impl Game for Rules {
    type Position = Board;
    type Move = Move;

    fn moves(&self, board: &Board) -> Vec<(Move, Board)> {
        let mut moves = Vec::new();
        for (index, row) in board.iter().enumerate() {
            for (from, to, after) in self.row_moves(row) {
                let mut next = board.clone();
                next[index] = after;
                moves.push((
                    Move {
                        row: index,
                        from,
                        to,
                    },
                    canonical(next),
                ));
            }
        }
        moves
    }
}
