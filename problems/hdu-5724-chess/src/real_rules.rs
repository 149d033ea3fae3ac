//! The game's real rules, for checking: the exhaustive-search referee ([`grundy::Referee`])
//! plays them, and the tests in `tests/` check the solver against it.
//!
//! A move, exactly as the statement says: pick a piece; if the cell to its right is empty it
//! moves there, otherwise it jumps over the whole contiguous block of pieces to its right and
//! lands on the first empty cell after them; a move that would leave the board is not allowed.
//! Nothing here knows about steps, staircase Nim or Grundy values.
//!
//! A move changes one row only, so [`Rules`] describes one row as a [`Components`] part and the
//! board is their sum: the referee plays `Sum(Rules::new(width))` on a [`Board`], with moves
//! named `(row index, Jump)`.

use grundy::Components;

/// One row: the columns (1-based) that hold a piece, sorted increasingly.
pub type Row = Vec<u32>;

/// A whole board, as the referee plays it: its rows in sorted order, rows where no piece can
/// move left out (the order of rows does not matter to the game, and a row with no move takes
/// no part in it). Build one with [`grundy::Sum::position`].
pub type Board = Vec<Row>;

/// One move within a row: the piece in column `from` goes to column `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Jump {
    /// The column the piece leaves.
    pub from: u32,
    /// The column it lands on: the first empty cell to the right of `from`.
    pub to: u32,
}

/// How many columns, from the right edge, a row's bit mask covers ([`Rules::row_of_mask`]): a
/// whole row of the judge's 20-wide board.
pub const MASK_COLUMNS: u32 = 20;

/// The rules of one row of a board `width` cells wide.
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

    /// A row from its columns in any order, sorted.
    ///
    /// # Panics
    /// If a column is outside `1..=width` or two pieces share a column: these rules are test
    /// support, and such a row is a bug in the test.
    pub fn row(&self, mut columns: Vec<u32>) -> Row {
        columns.sort_unstable();
        let on_board = columns.iter().all(|c| (1..=self.width).contains(c));
        let distinct = columns.windows(2).all(|pair| pair[0] < pair[1]);
        assert!(
            on_board && distinct,
            "not a row of width {}: {columns:?}",
            self.width
        );
        columns
    }

    /// The row a bit mask stands for, the pieces counted from the right edge: bit `k` of `mask`
    /// is a piece on column `width - k`. `None` past the rightmost [`MASK_COLUMNS`] columns (or
    /// past the board), where a mask has no bit.
    pub fn row_of_mask(&self, mask: usize) -> Option<Row> {
        let columns = self.width.min(MASK_COLUMNS);
        let on = |k: &u32| mask >> k & 1 == 1;
        (mask >> columns == 0).then(|| {
            (0..columns)
                .rev()
                .filter(on)
                .map(|k| self.width - k)
                .collect()
        })
    }

    /// Where the piece in column `from` of `row` lands, or `None` if the move would leave the
    /// board. `row` is sorted.
    fn landing(&self, row: &[u32], from: u32) -> Option<u32> {
        let mut to = from.checked_add(1)?;
        // Jump over the contiguous block of pieces to the right, if there is one.
        while row.binary_search(&to).is_ok() {
            to = to.checked_add(1)?;
        }
        (to <= self.width).then_some(to)
    }
}

impl Components for Rules {
    type Part = Row;
    type Move = Jump;

    /// Every legal move in `row`, each with the one row it leaves.
    fn splits(&self, row: &Row) -> Vec<(Jump, Vec<Row>)> {
        row.iter()
            .filter_map(|&from| {
                let to = self.landing(row, from)?;
                let mut after: Row = row
                    .iter()
                    .map(|&c| if c == from { to } else { c })
                    .collect();
                after.sort_unstable();
                Some((Jump { from, to }, vec![after]))
            })
            .collect()
    }

    /// A row has no move left exactly when its pieces (if any) fill the rightmost cells: every
    /// piece then either stands on the last column or has only pieces up to the edge.
    fn is_finished(&self, row: &Row) -> bool {
        row.first()
            .is_none_or(|&first| u64::from(first) + row.len() as u64 == u64::from(self.width) + 1)
    }
}

#[cfg(test)]
mod tests {
    use grundy::{Game, Referee, Sum};

    use super::*;

    /// Every row of a `width`-wide board.
    fn all_rows(width: u32) -> impl Iterator<Item = Row> {
        (0u32..1 << width)
            .map(move |mask| (1..=width).filter(|c| mask >> (c - 1) & 1 == 1).collect())
    }

    #[test]
    fn a_piece_steps_into_an_empty_cell_or_jumps_the_whole_block() {
        let rules = Rules::new(10);
        // . X X X . X . . X X  (columns 1..=10)
        let row = rules.row(vec![2, 3, 4, 6, 9, 10]);
        let expected = [
            (Jump { from: 2, to: 5 }, vec![vec![3, 4, 5, 6, 9, 10]]),
            (Jump { from: 3, to: 5 }, vec![vec![2, 4, 5, 6, 9, 10]]),
            (Jump { from: 4, to: 5 }, vec![vec![2, 3, 5, 6, 9, 10]]),
            (Jump { from: 6, to: 7 }, vec![vec![2, 3, 4, 7, 9, 10]]),
        ];
        assert_eq!(rules.splits(&row), expected);
    }

    #[test]
    fn no_move_leaves_the_board_even_at_the_largest_width() {
        let rules = Rules::new(u32::MAX);
        assert!(rules.splits(&vec![u32::MAX - 1, u32::MAX]).is_empty());
        let moves = rules.splits(&vec![u32::MAX - 2, u32::MAX]);
        let (from, to) = (u32::MAX - 2, u32::MAX - 1);
        assert_eq!(moves, [(Jump { from, to }, vec![vec![to, u32::MAX]])]);
    }

    #[test]
    fn a_row_is_finished_exactly_when_it_has_no_move() {
        for width in 1..=10 {
            let rules = Rules::new(width);
            for row in all_rows(width) {
                assert_eq!(
                    rules.is_finished(&row),
                    rules.splits(&row).is_empty(),
                    "width {width} row {row:?}"
                );
            }
        }
        let wide = Rules::new(1_000_000_000);
        assert!(wide.is_finished(&vec![999_999_999, 1_000_000_000]));
        assert!(!wide.is_finished(&vec![1, 1_000_000_000]));
    }

    #[test]
    fn the_board_is_the_sum_of_its_rows() {
        let rules = Rules::new(5);
        let board = Sum(rules).position([
            rules.row(vec![5, 4]),
            rules.row(vec![3]),
            rules.row(vec![]),
            rules.row(vec![1]),
        ]);
        assert_eq!(board, [vec![1], vec![3]]);
        // A move names the row by its index in the board; a row left with no move is dropped.
        let moves = Sum(rules).moves(&board);
        assert!(moves.contains(&((1, Jump { from: 3, to: 4 }), vec![vec![1], vec![4]])));
        let moves = Sum(rules).moves(&vec![vec![1], vec![4]]);
        assert!(moves.contains(&((1, Jump { from: 4, to: 5 }), vec![vec![1]])));
        // [1] and [3] are 4 and 2 moves long: 6 moves in all, the second player makes the last.
        assert!(!Referee::new(Sum(rules)).wins(&board));
    }
}
