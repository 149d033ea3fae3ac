//! Treblecross and its kin: players in turn put a cross on an empty cell of a row; whoever
//! makes three crosses in a row wins at once.
//!
//! **The split into safe segments.** On a row of at least three cells, a cross within two
//! cells of another loses at once: the opponent completes `XX_`, `_XX` or `X_X` (the completing
//! cell is empty, or three in a row would already stand). So while no two crosses stand within
//! two cells, the only moves that do not lose at once are on *safe* cells, those with no cross
//! within two cells; a cross on a safe cell makes the five cells around it unsafe and leaves
//! the row's other safe cells as they were. The maximal runs of safe cells are independent
//! games, and a run of `L` safe cells is heap `L + 2` of the octal game `.007` (remove three
//! tokens, leaving zero, one or two heaps): padding the run with two cells makes "kill the
//! five cells around the cross" into "remove three from a heap". So the player to move wins
//! exactly when the nim-sum of `g(L + 2)` over the safe segments is not 0, where `g` is
//! `.007`'s Grundy sequence ([`treblecross_segment_values`]).
//!
//! Rows of one or two cells are no Treblecross: three in a row never fits, and every cross is
//! a plain move.

use std::fmt;

use crate::octal::OctalGame;
use crate::referee::Game;

/// A row of Treblecross: its cells, each empty (`.`) or holding a cross (`X`), and whether
/// three crosses in a row stand (the game is over). Any length.
///
/// # Example
/// ```
/// use grundy::CrossRow;
///
/// let row = CrossRow::parse("..X......").unwrap();
/// assert_eq!((row.len(), row.has_cross(2)), (9, true));
/// assert_eq!(row.safe_segments(), Some(vec![4])); // cells 5 to 8
/// assert_eq!(row.with_cross(7).to_string(), "..X....X.");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CrossRow {
    len: usize,
    /// Bit `i` set when cell `i < 64` holds a cross: in place, so that the short rows the
    /// referee searches are small and cost no allocation.
    low: u64,
    /// Bit `i % 64` of word `i / 64` set when cell `64 + i` holds a cross (empty, and not
    /// allocated, for rows of at most 64 cells).
    high: Box<[u64]>,
    decided: bool,
}

/// Cells kept in place, in [`CrossRow::low`].
const LOW: usize = u64::BITS as usize;

impl CrossRow {
    /// A row of `len` empty cells.
    ///
    /// # Complexity
    /// O(len / 64), no allocation up to 64 cells.
    ///
    /// # Example
    /// ```
    /// use grundy::CrossRow;
    ///
    /// assert_eq!(CrossRow::empty(5).to_string(), ".....");
    /// ```
    pub fn empty(len: usize) -> Self {
        Self {
            len,
            low: 0,
            high: vec![0; len.saturating_sub(LOW).div_ceil(64)].into_boxed_slice(),
            decided: false,
        }
    }

    /// Puts a cross on `cell`, nothing else.
    fn set(&mut self, cell: usize) {
        match cell.checked_sub(LOW) {
            None => self.low |= 1 << cell,
            Some(high) => self.high[high / 64] |= 1 << (high % 64),
        }
    }

    /// The row `text` writes, a cell a character: `.` empty, `X` a cross; `None` for any other
    /// character. Three crosses in a row in `text` make a decided row.
    ///
    /// # Complexity
    /// O(len).
    ///
    /// # Example
    /// ```
    /// use grundy::CrossRow;
    ///
    /// assert!(CrossRow::parse("X.X").is_some_and(|row| !row.is_decided()));
    /// assert!(CrossRow::parse(".XXX").is_some_and(|row| row.is_decided()));
    /// assert_eq!(CrossRow::parse("X-X"), None);
    /// ```
    pub fn parse(text: &str) -> Option<Self> {
        let cells: Vec<char> = text.chars().collect();
        let mut row = Self::empty(cells.len());
        for (cell, &char) in cells.iter().enumerate() {
            match char {
                '.' => {}
                'X' => row = row.with_cross(cell),
                _ => return None,
            }
        }
        Some(row)
    }

    /// The number of cells.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// assert_eq!(grundy::CrossRow::empty(7).len(), 7);
    /// ```
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the row has no cell.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// assert!(grundy::CrossRow::empty(0).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether cell `cell` (from 0) holds a cross; `false` outside the row.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let row = grundy::CrossRow::parse(".X").unwrap();
    /// assert!(row.has_cross(1) && !row.has_cross(0) && !row.has_cross(2));
    /// ```
    pub fn has_cross(&self, cell: usize) -> bool {
        match cell.checked_sub(LOW) {
            _ if cell >= self.len => false,
            None => self.low >> cell & 1 == 1,
            Some(high) => self.high[high / 64] >> (high % 64) & 1 == 1,
        }
    }

    /// Whether three crosses in a row stand: the game is over, won by whoever made them.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let row = grundy::CrossRow::parse("XX..").unwrap();
    /// assert!(!row.is_decided() && row.with_cross(2).is_decided());
    /// ```
    pub fn is_decided(&self) -> bool {
        self.decided
    }

    /// The row after a cross on the empty cell `cell` (from 0), decided if the cross makes
    /// three in a row.
    ///
    /// # Panics
    /// If `cell` is outside the row or holds a cross.
    ///
    /// # Complexity
    /// O(len / 64) (the copy), no allocation up to 64 cells.
    ///
    /// # Example
    /// ```
    /// let row = grundy::CrossRow::parse("X.X").unwrap();
    /// assert!(row.with_cross(1).is_decided());
    /// ```
    pub fn with_cross(&self, cell: usize) -> Self {
        assert!(
            cell < self.len && !self.has_cross(cell),
            "cell {cell} is no empty cell of {self}"
        );
        let mut after = self.clone();
        after.set(cell);
        let run = |from: usize| (from..from + 3).all(|c| after.has_cross(c));
        let three = (cell.saturating_sub(2)..=cell).any(run);
        after.decided |= three;
        after
    }

    /// The same row read from the other end: the same position of the game.
    ///
    /// # Complexity
    /// O(1) up to 64 cells, else O(len).
    ///
    /// # Example
    /// ```
    /// let row = grundy::CrossRow::parse("X...").unwrap();
    /// assert_eq!(row.mirrored().to_string(), "...X");
    /// ```
    pub fn mirrored(&self) -> Self {
        let mut mirrored = Self::empty(self.len);
        if self.len <= LOW {
            // A shift by 64 (no cell at all) is no shift: the empty row is its own mirror.
            let shift = (LOW - self.len) as u32;
            mirrored.low = self.low.reverse_bits().checked_shr(shift).unwrap_or(0);
        } else {
            for cell in (0..self.len).filter(|&cell| self.has_cross(cell)) {
                mirrored.set(self.len - 1 - cell);
            }
        }
        mirrored.decided = self.decided;
        mirrored
    }

    /// Whether a cross stands within two cells of `cell` (or on it).
    fn cross_near(&self, cell: usize) -> bool {
        (cell.saturating_sub(2)..=cell + 2).any(|near| self.has_cross(near))
    }

    /// The row split into its safe segments (the module's documentation proves the split):
    /// the lengths of the maximal runs of cells with no cross within two cells, left to right.
    /// `None` when the row is not such a sum: it is decided, it has fewer than three cells, or
    /// two crosses stand within two cells (the player to move wins at once).
    ///
    /// # Complexity
    /// O(len).
    ///
    /// # Example
    /// ```
    /// use grundy::CrossRow;
    ///
    /// let row = CrossRow::parse(".......X.......X..").unwrap();
    /// assert_eq!(row.safe_segments(), Some(vec![5, 3]));
    /// assert_eq!(CrossRow::parse("..X.X..").unwrap().safe_segments(), None);
    /// ```
    pub fn safe_segments(&self) -> Option<Vec<usize>> {
        let crosses = (0..self.len).filter(|&cell| self.has_cross(cell));
        let close = crosses
            .clone()
            .zip(crosses.skip(1))
            .any(|(a, b)| b - a <= 2);
        if self.decided || self.len < 3 || close {
            return None;
        }
        let mut segments = Vec::new();
        let mut run = 0;
        for cell in 0..self.len {
            if self.cross_near(cell) {
                segments.extend((run > 0).then_some(run));
                run = 0;
            } else {
                run += 1;
            }
        }
        segments.extend((run > 0).then_some(run));
        Some(segments)
    }
}

/// `.` for an empty cell, `X` for a cross.
impl fmt::Display for CrossRow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cell = |cell| if self.has_cross(cell) { 'X' } else { '.' };
        (0..self.len)
            .map(cell)
            .try_for_each(|char| write!(f, "{char}"))
    }
}

/// The real rules of Treblecross on one row ([`CrossRow`]), for the referee: a move puts a
/// cross on an empty cell (named by the cell, from 0); a move that makes three in a row wins,
/// as a move to a position with no moves. A full row without three in a row is a plain loss
/// for the player to move. The rows moves lead to are kept as they are or mirrored, whichever
/// is smaller: mirror images are one position, and the search meets half as many.
///
/// # Example
/// ```
/// use grundy::{CrossRow, Referee, Treblecross};
///
/// let mut referee = Referee::new(Treblecross);
/// assert!(referee.wins(&CrossRow::parse("X.X..").unwrap()));
/// assert!(!referee.wins(&CrossRow::empty(6))); // 6 cells: the second player wins
/// assert_eq!(referee.winning_moves(&CrossRow::empty(5)), [2]);
/// ```
///
/// # Complexity
/// `moves` lists one move per empty cell, each O(len).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Treblecross;

impl Game for Treblecross {
    type Position = CrossRow;
    /// The cell the cross goes on, from 0.
    type Move = usize;

    fn moves(&self, row: &CrossRow) -> Vec<(usize, CrossRow)> {
        let empty = row.empty_cells();
        empty.map(|cell| (cell, after_cross(row, cell))).collect()
    }

    fn options(&self, row: &CrossRow) -> Vec<CrossRow> {
        let empty = row.empty_cells();
        empty.map(|cell| after_cross(row, cell)).collect()
    }
}

impl CrossRow {
    /// The cells a move may take: every empty one, none once the row is decided.
    fn empty_cells(&self) -> impl Iterator<Item = usize> + '_ {
        let open = if self.decided { 0 } else { self.len };
        (0..open).filter(|&cell| !self.has_cross(cell))
    }
}

/// The row after a cross on the empty cell `cell` of the undecided `row`, or its mirror image,
/// whichever is smaller. Rows kept in place take bit operations only: the referee's search
/// spends its time here.
fn after_cross(row: &CrossRow, cell: usize) -> CrossRow {
    if row.len > LOW {
        let after = row.with_cross(cell);
        let mirrored = after.mirrored();
        return after.min(mirrored);
    }
    let low = row.low | 1 << cell;
    // The row was undecided: three in a row now, if any, runs through the new cross.
    let decided = low & (low >> 1) & (low >> 2) != 0;
    let mirrored = low.reverse_bits() >> (LOW - row.len);
    CrossRow {
        len: row.len,
        low: low.min(mirrored),
        high: Box::default(),
        decided,
    }
}

/// The Grundy values of bare safe segments of `0..=up_to` cells: a segment of `L` is heap
/// `L + 2` of the octal game `.007` (the module's documentation).
///
/// # Complexity
/// O(up_to^2), by [`OctalGame::grundy_direct`].
///
/// # Example
/// ```
/// use grundy::treblecross_segment_values;
///
/// // 1 to 3 safe cells: one move, after which nothing is safe. 4 cells: 2 (a cross on the
/// // second cell leaves nothing; on the first, one safe cell).
/// assert_eq!(treblecross_segment_values(5), [0, 1, 1, 1, 2, 2]);
/// ```
pub fn treblecross_segment_values(up_to: usize) -> Vec<u32> {
    let heaps = OctalGame::parse(".007")
        .expect(".007 is an octal code")
        .grundy_direct(up_to + 2);
    heaps[2..].to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Referee, Rng, mex, nim_sum};

    /// A random row of 3 to `longest` cells, crosses at least 3 apart.
    fn random_safe_row(rng: &mut Rng, longest: usize) -> CrossRow {
        let mut row = CrossRow::empty(rng.range_usize(3..=longest));
        for cell in 0..row.len() {
            if !row.cross_near(cell) && rng.chance(1, 3) {
                row = row.with_cross(cell);
            }
        }
        row
    }

    /// Every row of `len` cells whose crosses stand at least 3 apart.
    fn safe_rows(len: usize) -> Vec<CrossRow> {
        let mut rows = vec![CrossRow::empty(len)];
        for cell in 0..len {
            let more: Vec<CrossRow> = rows
                .iter()
                .filter(|row| !row.cross_near(cell))
                .map(|row| row.with_cross(cell))
                .collect();
            rows.extend(more);
        }
        rows
    }

    #[test]
    fn a_cross_within_two_cells_of_another_loses_at_once() {
        let mut referee = Referee::new(Treblecross);
        let mut checked = 0;
        for len in 3..=16 {
            for row in safe_rows(len) {
                for cell in (0..len).filter(|&c| row.cross_near(c) && !row.has_cross(c)) {
                    let after = row.with_cross(cell);
                    // The opponent has a cross that wins: a move to a decided row.
                    let wins_at_once = Treblecross.moves(&after).iter().any(|(_, r)| r.decided);
                    assert!(
                        wins_at_once && referee.wins(&after),
                        "{row} cross at {cell}"
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked > 15_000, "only {checked} crosses");
    }

    #[test]
    fn a_bare_segment_of_l_cells_by_its_definition_is_heap_l_plus_2_of_007() {
        // A cross on cell i of a bare segment of L safe cells leaves segments of i - 2 and
        // L - i - 3 cells (at least 0).
        let values = treblecross_segment_values(80);
        let mut by_definition: Vec<u32> = Vec::new();
        for len in 0..=80usize {
            let options = (0..len).map(|i| {
                by_definition[i.saturating_sub(2)] ^ by_definition[len.saturating_sub(i + 3)]
            });
            by_definition.push(mex(options));
        }
        assert_eq!(values, by_definition);
    }

    #[test]
    fn every_safe_row_up_to_20_cells_is_won_exactly_when_its_segments_values_do_not_cancel() {
        let values = treblecross_segment_values(20);
        let mut referee = Referee::new(Treblecross);
        let mut checked = 0;
        for len in 3..=20 {
            for row in safe_rows(len) {
                let segments = row.safe_segments().expect("a safe row splits");
                let sum = nim_sum(segments.iter().map(|&segment| values[segment]));
                assert_eq!(referee.wins(&row), sum != 0, "{row}: {segments:?}");
                checked += 1;
            }
        }
        assert!(checked > 8_000, "only {checked} rows");
    }

    #[test]
    fn safe_segments_are_the_runs_of_cells_with_no_cross_within_two() {
        let mut rng = Rng::new(3537);
        for _ in 0..2000 {
            let row = random_safe_row(&mut rng, 40);
            // By hand: a cell is safe when none of the five cells around it holds a cross.
            let text = row.to_string();
            let safe: String = (0..row.len())
                .map(|cell| {
                    let near = cell.saturating_sub(2)..(cell + 3).min(row.len());
                    if text[near].contains('X') { '-' } else { 's' }
                })
                .collect();
            let runs: Vec<usize> = safe.split('-').map(str::len).filter(|&n| n > 0).collect();
            assert_eq!(row.safe_segments(), Some(runs), "{text}");
        }
    }

    #[test]
    fn rows_that_are_no_sum_of_segments_say_so() {
        for text in ["XX...", "X.X....", "..XXX..", "X.", "..", ""] {
            let row = CrossRow::parse(text).unwrap();
            assert_eq!(row.safe_segments(), None, "{text}");
        }
        assert_eq!(
            CrossRow::parse("X..X").unwrap().safe_segments(),
            Some(vec![])
        );
    }

    #[test]
    fn three_in_a_row_ends_the_game_and_only_three() {
        let row = CrossRow::parse("XX.X.X..X").unwrap();
        assert!(!row.is_decided());
        assert!(row.with_cross(2).is_decided()); // XXX at the start
        assert!(row.with_cross(4).is_decided()); // X.XXX: three at cells 3 to 5
        assert!(!row.with_cross(6).is_decided()); // XX.X.XX.X: pairs only
        assert!(Treblecross.moves(&row.with_cross(2)).is_empty());
        assert!(CrossRow::parse("X.X").unwrap().with_cross(1).is_decided());
    }

    #[test]
    fn rows_longer_than_the_cells_kept_in_place_play_the_same() {
        for (left, right) in [(70, 6), (130, 6), (6, 130), (200, 70)] {
            let text = format!("{}X{}", ".".repeat(left), ".".repeat(right));
            let row = CrossRow::parse(&text).unwrap();
            assert_eq!(row.to_string(), text);
            assert_eq!(row.safe_segments(), Some(vec![left - 2, right - 2]));
            let after = row.with_cross(left + 4);
            assert!(after.has_cross(left + 4) && after.has_cross(left));
            assert_eq!(row.mirrored().mirrored(), row);
            assert_eq!(row.mirrored().to_string().find('X'), Some(right));
            let three = row.with_cross(left + 1).with_cross(left + 2);
            assert!(three.is_decided(), "{text}");
        }
        assert_eq!(CrossRow::empty(0).mirrored(), CrossRow::empty(0));
        assert_eq!(CrossRow::parse("X").unwrap().mirrored().to_string(), "X");
    }
}
