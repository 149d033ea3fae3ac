//! Memo tables: where computed Grundy values (or any per-state answers) are kept.
//!
//! - [`DenseMemo`]: states `0..len`, filled lazily, for one-parameter games (heap sizes).
//! - [`Grid`]: a dense 2-D table, for two-parameter states (a W x H sheet) filled in order.
//! - [`SparseMemo`]: an Fx-hashed map, for states that are few but spread out (values reachable
//!   from a heap of 10^10 stones, whole positions in the referee).

use std::hash::Hash;
use std::ops::{Index, IndexMut};

pub use rustc_hash::{FxHashMap, FxHashSet};

/// A lazily filled table over the states `0..len`.
///
/// # Example
/// ```
/// use grundy::DenseMemo;
///
/// // Fibonacci numbers, memoised through recursion.
/// fn fib(memo: &mut DenseMemo<u64>, n: usize) -> u64 {
///     memo.get_or_compute(n, |memo| if n < 2 { n as u64 } else { fib(memo, n - 1) + fib(memo, n - 2) })
/// }
/// let mut memo = DenseMemo::new(91);
/// assert_eq!(fib(&mut memo, 90), 2_880_067_194_370_816_120);
/// ```
#[derive(Clone, Debug)]
pub struct DenseMemo<V> {
    slots: Vec<Option<V>>,
}

impl<V: Copy> DenseMemo<V> {
    /// A table for the states `0..len`, all unknown.
    ///
    /// # Complexity
    /// O(len) time and memory.
    pub fn new(len: usize) -> Self {
        Self {
            slots: vec![None; len],
        }
    }

    /// How many states the table covers.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Whether the table covers no state at all.
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// The value stored for `state`, if any.
    ///
    /// # Panics
    /// If `state >= len`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let mut memo = grundy::DenseMemo::new(4);
    /// memo.insert(2, 7u32);
    /// assert_eq!(memo.get(2), Some(7));
    /// assert_eq!(memo.get(3), None);
    /// ```
    pub fn get(&self, state: usize) -> Option<V> {
        self.slots[state]
    }

    /// Stores `value` for `state`, replacing any earlier one.
    ///
    /// # Panics
    /// If `state >= len`.
    ///
    /// # Complexity
    /// O(1).
    pub fn insert(&mut self, state: usize, value: V) {
        self.slots[state] = Some(value);
    }

    /// The value for `state`, computed by `compute` (which may recurse through the memo it is
    /// handed) the first time and remembered after.
    ///
    /// # Panics
    /// If `state >= len`. Recursion is the caller's: a chain of dependencies as deep as the
    /// stack allows.
    ///
    /// # Complexity
    /// O(1) plus the first call's `compute`.
    pub fn get_or_compute(&mut self, state: usize, compute: impl FnOnce(&mut Self) -> V) -> V {
        if let Some(value) = self.slots[state] {
            return value;
        }
        let value = compute(self);
        self.slots[state] = Some(value);
        value
    }
}

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

/// A memo for sparse states: an [`FxHashMap`] (fast, non-cryptographic hashing) with a
/// recursion-friendly [`get_or_compute`](SparseMemo::get_or_compute).
///
/// # Example
/// ```
/// use grundy::SparseMemo;
///
/// // How many ways to write n as an ordered sum of parts n / 2 and n / 3 (rounded down), down to 0.
/// fn ways(memo: &mut SparseMemo<u64, u64>, n: u64) -> u64 {
///     memo.get_or_compute(n, |memo| if n == 0 { 1 } else { ways(memo, n / 2) + ways(memo, n / 3) })
/// }
/// let mut memo = SparseMemo::new();
/// assert!(ways(&mut memo, 10u64.pow(12)) > 0);
/// assert!(memo.len() < 2000); // only the reachable states were visited
/// ```
#[derive(Clone, Debug)]
pub struct SparseMemo<K, V> {
    map: FxHashMap<K, V>,
}

impl<K, V> Default for SparseMemo<K, V> {
    fn default() -> Self {
        Self {
            map: FxHashMap::default(),
        }
    }
}

impl<K: Hash + Eq + Clone, V: Clone> SparseMemo<K, V> {
    /// An empty memo.
    pub fn new() -> Self {
        Self::default()
    }

    /// How many states are stored.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Whether no state is stored.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// The value stored for `state`, if any.
    ///
    /// # Complexity
    /// O(1) expected.
    pub fn get(&self, state: &K) -> Option<&V> {
        self.map.get(state)
    }

    /// Stores `value` for `state`, replacing any earlier one.
    ///
    /// # Complexity
    /// O(1) expected.
    ///
    /// # Example
    /// ```
    /// let mut memo = grundy::SparseMemo::new();
    /// memo.insert(10u64.pow(15), 3u32);
    /// assert_eq!(memo.get(&10u64.pow(15)), Some(&3));
    /// ```
    pub fn insert(&mut self, state: K, value: V) {
        self.map.insert(state, value);
    }

    /// The value for `state`, computed by `compute` (which may recurse through the memo it is
    /// handed) the first time and remembered after.
    ///
    /// # Panics
    /// Recursion is the caller's: a chain of dependencies as deep as the stack allows.
    ///
    /// # Complexity
    /// O(1) expected, plus the first call's `compute`.
    pub fn get_or_compute(&mut self, state: K, compute: impl FnOnce(&mut Self) -> V) -> V {
        if let Some(value) = self.map.get(&state) {
            return value.clone();
        }
        let value = compute(self);
        self.map.insert(state, value.clone());
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dense_memo_computes_each_state_once() {
        let mut memo = DenseMemo::new(10);
        let mut calls = 0;
        for _ in 0..3 {
            let value = memo.get_or_compute(4, |_| {
                calls += 1;
                16u32
            });
            assert_eq!(value, 16);
        }
        assert_eq!(calls, 1);
    }

    #[test]
    #[should_panic]
    fn dense_memo_rejects_states_past_its_length() {
        DenseMemo::<u32>::new(3).get(3);
    }

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

    #[test]
    fn sparse_memo_remembers_recursive_values() {
        fn collatz_steps(memo: &mut SparseMemo<u64, u32>, n: u64) -> u32 {
            memo.get_or_compute(n, |memo| match n {
                1 => 0,
                even if even % 2 == 0 => 1 + collatz_steps(memo, even / 2),
                odd => 1 + collatz_steps(memo, 3 * odd + 1),
            })
        }
        let mut memo = SparseMemo::new();
        assert_eq!(collatz_steps(&mut memo, 27), 111);
        let stored = memo.len();
        assert_eq!(collatz_steps(&mut memo, 27), 111);
        assert_eq!(memo.len(), stored);
    }
}
