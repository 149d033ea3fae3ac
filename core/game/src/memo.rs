//! Memo tables: where computed Grundy values (or any per-state answers) are kept.
//!
//! - [`Grid`]: a dense 2-D table, for two-parameter states (a W x H sheet) filled in order;
//!   one-parameter states (heap sizes) are a plain `Vec`.
//! - [`FxHashMap`] and [`FxHashSet`] (re-exported from `rustc-hash`): hashed with the fast,
//!   non-cryptographic Fx hash, for states that are few but spread out (the values reachable
//!   from a heap of 10^10 stones, whole positions in the referee).

use std::ops::{Index, IndexMut};

/// A hash map with the Fx hash: much faster than std's default for integer and small-vector
/// keys, and no defence against keys chosen to collide (none of ours are).
///
/// # Example
/// ```
/// let mut values: grundy::FxHashMap<u64, u32> = grundy::FxHashMap::default();
/// values.insert(10u64.pow(10), 3);
/// assert_eq!(values[&10u64.pow(10)], 3);
/// ```
pub type FxHashMap<K, V> = rustc_hash::FxHashMap<K, V>;

/// A hash set with the Fx hash (see [`FxHashMap`]).
///
/// # Example
/// ```
/// let mut taken: grundy::FxHashSet<u32> = grundy::FxHashSet::default();
/// assert!(taken.insert(19) && !taken.insert(19));
/// ```
pub type FxHashSet<T> = rustc_hash::FxHashSet<T>;

/// A dense `rows x cols` table, indexed by `(row, col)`.
///
/// # Example
/// ```
/// use grundy::Grid;
///
/// let mut grid = Grid::new(2, 3, 0u32);
/// grid[(1, 2)] = 5;
/// assert_eq!(grid[(1, 2)], 5);
/// assert_eq!((grid.rows(), grid.cols()), (2, 3));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid<T> {
    rows: usize,
    cols: usize,
    cells: Vec<T>,
}

impl<T: Clone> Grid<T> {
    /// A `rows x cols` table with every cell set to `fill`.
    ///
    /// # Panics
    /// If `rows * cols` overflows `usize`.
    ///
    /// # Complexity
    /// O(rows * cols) time and memory.
    pub fn new(rows: usize, cols: usize, fill: T) -> Self {
        let len = rows.checked_mul(cols).expect("grid size overflows usize");
        Self {
            rows,
            cols,
            cells: vec![fill; len],
        }
    }
}

impl<T> Grid<T> {
    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The cell at `(row, col)`, or `None` outside the table.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let grid = grundy::Grid::new(2, 2, 1u8);
    /// assert_eq!(grid.get(1, 1), Some(&1));
    /// assert_eq!(grid.get(2, 0), None);
    /// ```
    pub fn get(&self, row: usize, col: usize) -> Option<&T> {
        (row < self.rows && col < self.cols).then(|| &self.cells[row * self.cols + col])
    }

    /// The cells of row `row`, in column order.
    ///
    /// # Panics
    /// If `row >= rows`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let mut grid = grundy::Grid::new(2, 3, 0u8);
    /// grid[(1, 2)] = 7;
    /// assert_eq!(grid.row(1), [0, 0, 7]);
    /// ```
    pub fn row(&self, row: usize) -> &[T] {
        assert!(
            row < self.rows,
            "row {row} outside a grid of {} rows",
            self.rows
        );
        &self.cells[row * self.cols..][..self.cols]
    }

    fn offset(&self, (row, col): (usize, usize)) -> usize {
        assert!(
            row < self.rows && col < self.cols,
            "cell ({row}, {col}) outside a {}x{} grid",
            self.rows,
            self.cols
        );
        row * self.cols + col
    }
}

/// # Panics
/// Outside the table.
impl<T> Index<(usize, usize)> for Grid<T> {
    type Output = T;

    fn index(&self, cell: (usize, usize)) -> &T {
        &self.cells[self.offset(cell)]
    }
}

/// # Panics
/// Outside the table.
impl<T> IndexMut<(usize, usize)> for Grid<T> {
    fn index_mut(&mut self, cell: (usize, usize)) -> &mut T {
        let offset = self.offset(cell);
        &mut self.cells[offset]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grid_is_row_major_and_independent_per_cell() {
        let mut grid = Grid::new(3, 4, 0usize);
        for row in 0..3 {
            for col in 0..4 {
                grid[(row, col)] = row * 10 + col;
            }
        }
        assert_eq!(grid[(2, 3)], 23);
        assert_eq!(grid.get(0, 3), Some(&3));
        assert_eq!(grid.get(0, 4), None);
    }

    #[test]
    #[should_panic(expected = "outside a 3x4 grid")]
    fn grid_index_past_a_column_panics_instead_of_wrapping() {
        let grid = Grid::new(3, 4, 0u8);
        let _ = grid[(0, 4)];
    }
}
