//! Grundy values of the reduced game, in which a sheet may only be cut so that both pieces are
//! at least 2 cells wide in the direction of the cut (README.md explains why nothing else
//! matters for sheets whose sides are all at least 2).

use grundy::{Grid, MexSet};

/// The largest side the solver accepts: the full table up to it takes well under a second.
pub const MAX_SIDE: u16 = 1000;

/// Grundy values `g(w, h)` of the reduced game for every `2 <= w, h <= size`: the mex of
/// `g(i, h) ^ g(w - i, h)` for `2 <= i <= w - 2` and of `g(w, j) ^ g(w, h - j)` for
/// `2 <= j <= h - 2` (0 for a sheet with no such cut: 2 x 2, 2 x 3, 3 x 3). It grows to a
/// larger side ([`grow_to`](GrundyTable::grow_to)) where it stopped: each value is computed
/// once.
#[derive(Clone, Debug)]
pub struct GrundyTable {
    size: usize,
    /// `(MAX_SIDE + 1) x (MAX_SIDE + 1)`, holding both `(w, h)` and `(h, w)` for sides up to
    /// `size`; rows and columns 0 and 1 are unused. Allocated zeroed, so the rows past `size`
    /// cost no memory until the table grows into them.
    values: Grid<u16>,
}

impl GrundyTable {
    /// The table for every sheet with sides in `2..=size` (empty if `size < 2`), in about
    /// `size^3 / 4` XORs.
    ///
    /// # Panics
    /// If `size > MAX_SIDE` (the caller checks the input first).
    pub fn new(size: usize) -> Self {
        let side = usize::from(MAX_SIDE) + 1;
        let values = Grid::new(side, side, 0u16);
        let mut table = Self { size: 1, values };
        table.grow_to(size);
        table
    }

    /// Fills every sheet with sides in `2..=size` not filled yet. Only sheets with `w <= h`
    /// are computed; `(h, w)` is a copy. Cells are filled by growing `h`, and within a row by
    /// growing `w`, so every value a cell needs is ready: `(i, h)` with `i < w` from this row,
    /// `(w, j)` with `j <= h - 2` from earlier rows (so the table grows where it stopped).
    /// Reading `(i, h)` as its mirror `(h, i)` keeps both loops on one contiguous row.
    ///
    /// # Panics
    /// If `size > MAX_SIDE` (the caller checks the input first).
    pub fn grow_to(&mut self, size: usize) {
        assert!(size <= usize::from(MAX_SIDE), "side {size} past {MAX_SIDE}");
        let values = &mut self.values;
        let mut seen = MexSet::new();
        for h in self.size + 1..=size {
            for w in 2..=h {
                seen.clear();
                // Cuts across the width: (i, h) + (w - i, h), read from row h by symmetry.
                let row_h = values.row(h);
                for i in 2..=w / 2 {
                    seen.insert(u32::from(row_h[i] ^ row_h[w - i]));
                }
                // Cuts across the height: (w, j) + (w, h - j), from row w.
                let row_w = values.row(w);
                for j in 2..=h / 2 {
                    seen.insert(u32::from(row_w[j] ^ row_w[h - j]));
                }
                // A mex is at most the number of options, and a cell has fewer than 1000.
                let value = u16::try_from(seen.mex()).expect("a mex below 1000 fits in u16");
                values[(w, h)] = value;
                values[(h, w)] = value;
            }
        }
        self.size = self.size.max(size);
    }

    /// The Grundy value of a `width x height` sheet in the reduced game.
    ///
    /// # Panics
    /// Unless both sides are in `2..=size`.
    pub fn value(&self, width: usize, height: usize) -> u16 {
        let sides = 2..=self.size;
        assert!(
            sides.contains(&width) && sides.contains(&height),
            "{width} x {height} is outside the table for sides 2..={}",
            self.size
        );
        self.values[(width, height)]
    }
}

/// A cut of a `W x H` sheet along one grid line, in the input's terms (columns and rows counted
/// from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cut {
    /// Down the sheet, between column `c` and column `c + 1`: leaves `c x H` and `(W - c) x H`.
    AfterColumn(usize),
    /// Across the sheet, between row `r` and row `r + 1`: leaves `W x r` and `W x (H - r)`.
    AfterRow(usize),
}

impl GrundyTable {
    /// A cut of the reduced game (both pieces at least 2 wide) whose two pieces' values XOR to
    /// `target`, down the sheet first, then across, nearest the first column or row first;
    /// `None` if there is none (every `target` below the sheet's value has one, by the mex).
    /// O(width + height).
    pub fn cut_leaving(&self, width: usize, height: usize, target: u16) -> Option<Cut> {
        let _ = self.value(width, height); // both sides in the table, or a panic
        let down = (2..=width / 2)
            .find(|&c| self.value(c, height) ^ self.value(width - c, height) == target)
            .map(Cut::AfterColumn);
        down.or_else(|| {
            (2..=height / 2)
                .find(|&r| self.value(width, r) ^ self.value(width, height - r) == target)
                .map(Cut::AfterRow)
        })
    }
}
