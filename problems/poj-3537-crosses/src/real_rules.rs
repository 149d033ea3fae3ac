//! The game's real rules, for checking: Treblecross as played, for the exhaustive-search
//! referee ([`grundy::Referee`]) that the tests check [`solve`](crate::solve) against.
//!
//! The board is a row of cells. A move puts a cross in any empty cell; the player whose move
//! makes three crosses in a row wins at once, which is modelled as a move to a position with no
//! moves (lost for the player who would move next). A full board without three in a row is a
//! plain loss for the player to move. No Grundy value and no "never play near a cross" rule is
//! used here.

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
    /// An empty row of `len` cells.
    ///
    /// # Panics
    /// If `len > 32`.
    pub fn empty(len: u8) -> Self {
        assert!(len <= 32, "rows of at most 32 cells");
        Row {
            len,
            crosses: 0,
            decided: false,
        }
    }

    /// The same row or its mirror image, whichever has the smaller mask: mirror images are
    /// the same position.
    fn canonical(self) -> Self {
        let mirrored = (0..self.len)
            .filter(|&i| self.crosses & (1 << i) != 0)
            .fold(0u32, |mask, i| mask | 1 << (self.len - 1 - i));
        Row {
            crosses: self.crosses.min(mirrored),
            ..self
        }
    }

    /// Whether three consecutive cells hold crosses.
    fn has_three_in_a_row(&self) -> bool {
        let c = self.crosses;
        c & (c >> 1) & (c >> 2) != 0
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
            .map(|cell| {
                let after = Row {
                    crosses: row.crosses | 1 << cell,
                    ..*row
                };
                let after = if after.has_three_in_a_row() {
                    Row {
                        decided: true,
                        ..after
                    }
                } else {
                    after.canonical()
                };
                (usize::from(cell), after)
            })
            .collect()
    }
}
