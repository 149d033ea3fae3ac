//! The game's real rules, for the exhaustive-search referee ([`grundy::Referee`]): Treblecross
//! as played. A move puts a cross in any empty cell of the row; the player whose move makes
//! three crosses in a row wins at once, modelled as a move to a position with no moves (lost for
//! the player who would move next). A full board without three in a row is a plain loss for the
//! player to move. No Grundy value and no "never play near a cross" rule is used here.

use grundy::Game;

/// Treblecross on one row.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rules;

/// A row of at most 32 cells with its crosses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Row {
    /// The number of cells.
    pub len: u8,
    /// Bit `i` set when cell `i` (0-based) holds a cross.
    pub crosses: u32,
    /// Someone has just made three in a row: the game is over.
    pub decided: bool,
}

impl Row {
    /// An empty row of `len` cells (at most 32).
    pub fn empty(len: u8) -> Self {
        assert!(len <= 32, "rows of at most 32 cells");
        Row {
            len,
            crosses: 0,
            decided: false,
        }
    }

    /// The row after a cross on `cell`: over if the cross makes three in a row; the row or its
    /// mirror image, whichever has the smaller mask (mirror images are the same position).
    fn with_cross(self, cell: u8) -> Self {
        let crosses = self.crosses | 1 << cell;
        let mirrored = (0..self.len)
            .filter(|&i| crosses & (1 << i) != 0)
            .fold(0u32, |mask, i| mask | 1 << (self.len - 1 - i));
        Row {
            len: self.len,
            crosses: crosses.min(mirrored),
            decided: crosses & (crosses >> 1) & (crosses >> 2) != 0,
        }
    }
}

impl Game for Rules {
    type Position = Row;
    /// The cell (0-based) the cross goes into.
    type Move = usize;

    fn moves(&self, row: &Row) -> Vec<(usize, Row)> {
        if row.decided {
            return Vec::new();
        }
        (0..row.len)
            .filter(|&cell| row.crosses & (1 << cell) == 0)
            .map(|cell| (usize::from(cell), row.with_cross(cell)))
            .collect()
    }
}
