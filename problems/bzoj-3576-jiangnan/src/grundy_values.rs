//! Grundy values of single heaps, computed only for the heap sizes actually reachable from the
//! heaps asked about.
//!
//! For a threshold `F`: `g(x) = 0` when `x < F` or `x = 1`; otherwise `g(x)` is the mex, over
//! the number of parts `M` in `2..=x`, of
//!
//! ```text
//! (g(q + 1) if r is odd) XOR (g(q) if M - r is odd),   q = x / M, r = x mod M
//! ```
//!
//! since the split leaves `r` heaps of `q + 1` and `M - r` heaps of `q`, and equal values cancel
//! in pairs under XOR. The values of `M` with the same quotient `q` form a block; `M` and
//! `M + 2` in one block leave remainders `r` and `r - 2q` (same parity) and `M - r`,
//! `M - r + 2q + 2` (same parity), so they give the same option: the first two `M` of each block
//! give every option of the block. With about `2 sqrt(x)` blocks, one value costs O(sqrt(x)).

use grundy::{FxHashMap, MexSet};

/// Heap sizes below this are memoised in a flat vector, larger ones in a hash map.
///
/// From a heap `x` the reachable sizes are `x / d + c` for `c` in `0..=2`; most of them are
/// small, and a flat table makes their look-ups (two per block) cheap. 2^22 entries of `u32`
/// take 16 MiB at most, and the table is never longer than the largest heap asked about.
pub const FLAT_LIMIT: u64 = 1 << 22;

/// Marks a flat-table entry not computed yet.
const UNKNOWN: u32 = u32::MAX;

/// The Grundy values of single heaps for one threshold `F`, memoised across every heap asked
/// about (all games of an input share `F`).
///
/// # Example
/// ```
/// use bzoj_3576_jiangnan::grundy_values::GrundyTable;
///
/// let mut table = GrundyTable::new(3, 5);
/// let values: Vec<u32> = (1..=5).map(|x| table.grundy(x)).collect();
/// assert_eq!(values, [0, 0, 1, 1, 2]);
/// ```
#[derive(Clone, Debug)]
pub struct GrundyTable {
    threshold: u64,
    flat: Vec<u32>,
    large: FxHashMap<u64, u32>,
    depth: usize,
    deepest: usize,
}

impl GrundyTable {
    /// A table for threshold `F = threshold`, sized for heaps up to `largest_heap` (larger
    /// ones still work; they go to the hash map).
    ///
    /// # Complexity
    /// O(min(largest_heap, [`FLAT_LIMIT`])) time and memory.
    pub fn new(threshold: u64, largest_heap: u64) -> Self {
        let flat_len = largest_heap.saturating_add(1).min(FLAT_LIMIT);
        Self {
            threshold,
            flat: vec![UNKNOWN; flat_len as usize],
            large: FxHashMap::default(),
            depth: 0,
            deepest: 0,
        }
    }

    /// The Grundy value of one heap of `x` stones.
    ///
    /// # Complexity
    /// O(sqrt(x)) for each reachable size not computed before; O(x^(3/4)) for a new heap in
    /// all. The recursion is at most about `log2(x) + 2` calls deep (every size it asks about
    /// is at most `x / 2 + 1`), so it cannot overflow the stack; see [`deepest`](Self::deepest).
    pub fn grundy(&mut self, x: u64) -> u32 {
        if x < self.threshold || x < 2 {
            return 0;
        }
        if let Some(value) = self.known(x) {
            return value;
        }
        self.depth += 1;
        self.deepest = self.deepest.max(self.depth);
        let mut options = MexSet::new();
        let mut parts = 2;
        while parts <= x {
            let quotient = x / parts;
            let block_end = x / quotient;
            // Only a block whose first remainder is positive has heaps of `quotient + 1`
            // (a zero remainder means `parts` divides `x`, a block of one); skipping the
            // look-up otherwise keeps `x = 2` from asking for itself.
            let with_more = if x % parts > 0 {
                self.grundy(quotient + 1)
            } else {
                0
            };
            let with_fewer = self.grundy(quotient);
            let option = |parts: u64| {
                let remainder = x - quotient * parts;
                let mut value = 0;
                if remainder % 2 == 1 {
                    value ^= with_more;
                }
                if (parts - remainder) % 2 == 1 {
                    value ^= with_fewer;
                }
                value
            };
            options.insert(option(parts));
            if parts < block_end {
                options.insert(option(parts + 1));
            }
            parts = block_end + 1;
        }
        self.depth -= 1;
        let value = options.mex();
        self.remember(x, value);
        value
    }

    /// The deepest the recursion of [`grundy`](Self::grundy) has gone so far (1 for a heap
    /// whose options are all known or trivial).
    pub fn deepest(&self) -> usize {
        self.deepest
    }

    /// How many heap sizes have had their value computed and stored.
    pub fn computed(&self) -> usize {
        self.flat.iter().filter(|&&value| value != UNKNOWN).count() + self.large.len()
    }

    fn known(&self, x: u64) -> Option<u32> {
        match self.flat.get(x as usize) {
            Some(&UNKNOWN) => None,
            Some(&value) => Some(value),
            None => self.large.get(&x).copied(),
        }
    }

    fn remember(&mut self, x: u64, value: u32) {
        match self.flat.get_mut(x as usize) {
            Some(slot) => *slot = value,
            None => {
                self.large.insert(x, value);
            }
        }
    }
}
