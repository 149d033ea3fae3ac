//! Grundy values of single heaps, computed only for the heap sizes reachable from the heaps
//! asked about.
//!
//! For a threshold `F`: `g(x) = 0` when `x < F` or `x = 1`; otherwise `g(x)` is the mex, over
//! the number of parts `M` in `2..=x`, of
//!
//! ```text
//! option(x, M) = (g(q + 1) if r is odd) XOR (g(q) if M - r is odd),   q = x / M, r = x mod M
//! ```
//!
//! since the split leaves `r` heaps of `q + 1` and `M - r` heaps of `q`, and equal values cancel
//! in pairs under XOR. README.md gives the proofs of the three shortcuts used here:
//!
//! 1. **Blocks.** The `M` with one quotient `q` form a block, and `M`, `M + 2` in a block give
//!    the same option (`r` and `M - r` keep their parities), so two `M` per block suffice.
//! 2. **Long blocks.** When `q (q + 1) <= x / 2` the block of `q` has at least two `M`, and its
//!    two options depend only on `q` and the parity of `x`: `{A, A ^ g(q)}` with
//!    `A = g(q + 1)` if `x` is odd (else 0) when `q` is even, and `{B, B ^ g(q + 1)}` with
//!    `B = g(q)` if `x` is odd (else 0) when `q` is odd. So the options of all long blocks
//!    `q <= Q` come from one prefix union (a 64-bit mask per `Q` and parity) instead of `Q`
//!    blocks; only the `M <= x / (Q + 1)`, about `sqrt(2x)` of them, are visited one by one.
//! 3. **Reachable sizes.** From a heap `X`, every size met is `X / d + c` with `c` in `0..=2`
//!    (rounded down), so sizes at least `small_len` (about `sqrt(3X)`) are kept in a flat
//!    table indexed by `(d, c)`; smaller sizes share one flat table across all heaps.

use grundy::FxHashMap;

/// Heaps up to this size (and the sizes they reach) are memoised in one flat table shared by
/// all heaps of the input; larger heaps add per-heap tables for their large sizes.
pub const SHARED_LIMIT: u64 = 1 << 18;

/// Marks a table entry not computed yet.
const UNKNOWN: u32 = u32::MAX;

/// Where a size being computed lives, so that its children can be found.
#[derive(Clone, Copy, Debug)]
enum Origin {
    /// A size below `small_len`: all its children are small too.
    Small,
    /// The size `X / d + c` of the current large heap `X`.
    Large { d: u64 },
}

/// The options found so far for one heap: a bitmask for values below 64 (all values met in
/// practice: `g` stays below 32 for heaps up to 10^10) and a list for any larger one.
///
/// Kept instead of [`grundy::MexSet`] because it is measurably faster in the hot loop of
/// [`GrundyTable::compute`] (one insert per `M`, and the long-block prefix mask taken in one
/// assignment instead of bit by bit). Release build, user time, best of 3 on a 2-core Xeon:
/// `bench/one-heap-1e10.in` 0.22 s here against 0.37 s with `MexSet`, and
/// `bench/ten-heaps-near-1e10.in` 2.24 s against 3.63 s.
#[derive(Debug, Default)]
struct Options {
    mask: u64,
    larger: Vec<u32>,
}

impl Options {
    fn insert(&mut self, value: u32) {
        if value < 64 {
            self.mask |= 1 << value;
        } else {
            self.larger.push(value);
        }
    }

    fn mex(&self) -> u32 {
        let below_64 = (!self.mask).trailing_zeros();
        if below_64 < 64 {
            return below_64;
        }
        (64..)
            .find(|v| !self.larger.contains(v))
            .unwrap_or(u32::MAX)
    }
}

/// The Grundy values of single heaps for one threshold `F`, memoised across every heap asked
/// about (all games of an input share `F`).
///
/// # Example
/// ```
/// use bzoj_3576_jiangnan::quotient_blocks::GrundyTable;
///
/// let mut table = GrundyTable::new(3, 5);
/// let values: Vec<u32> = (1..=5).map(|x| table.grundy(x)).collect();
/// assert_eq!(values, [0, 0, 1, 1, 2]);
/// ```
#[derive(Clone, Debug)]
pub struct GrundyTable {
    threshold: u64,
    /// `g(v)` for `v < small.len()`, or [`UNKNOWN`].
    small: Vec<u32>,
    /// `long_blocks[p][Q]`: the options of the long blocks `q = 1..=Q` for a heap of parity
    /// `p`, as a bitmask. Built up in order of `Q`, while every `g` met is below 64.
    long_blocks: [Vec<u64>; 2],
    /// Whether [`long_blocks`](Self::long_blocks) may be used: set off by
    /// [`without_long_block_masks`](Self::without_long_block_masks) or by a `g` of 64 or more.
    use_masks: bool,
    /// The large heap `X` whose sizes `large` holds now.
    root: u64,
    /// `X / d` for `d` in `0..base.len()` (`base[0]` unused).
    base: Vec<u64>,
    /// `g(X / d + c)` at `3 d + c`, or [`UNKNOWN`].
    large: Vec<u32>,
    /// The values of the large heaps already asked about.
    roots: FxHashMap<u64, u32>,
    depth: usize,
    deepest: usize,
}

impl GrundyTable {
    /// A table for threshold `F = threshold`, sized for heaps up to `largest_heap` (larger
    /// ones work too: the shared table grows as needed).
    ///
    /// # Complexity
    /// O(min(largest_heap, [`SHARED_LIMIT`]) + sqrt(largest_heap)) time and memory.
    pub fn new(threshold: u64, largest_heap: u64) -> Self {
        let mut table = Self {
            threshold,
            small: Vec::new(),
            long_blocks: [vec![0], vec![0]],
            use_masks: true,
            root: 0,
            base: Vec::new(),
            large: Vec::new(),
            roots: FxHashMap::default(),
            depth: 0,
            deepest: 0,
        };
        let shared = largest_heap.saturating_add(1).min(SHARED_LIMIT);
        table.grow_small_table(shared.max(Self::small_len_for(largest_heap)));
        table
    }

    /// The same table without the long-block shortcut (every block visited), to check the
    /// shortcut against.
    pub fn without_long_block_masks(mut self) -> Self {
        self.use_masks = false;
        self
    }

    /// Whether a heap of `x` stones may be split: at least `F` stones, and at least two (a
    /// single stone cannot be split into two or more non-empty heaps).
    pub fn can_split(&self, x: u64) -> bool {
        x >= self.threshold && x >= 2
    }

    /// The Grundy value of one heap of `x` stones.
    ///
    /// # Complexity
    /// O(sqrt(x)) for each reachable size not computed before; O(x^(3/4)) for a new heap in
    /// all. The recursion is at most about `log2(x) + 2` calls deep (every size it asks about
    /// is at most `x / 2 + 1`), so it cannot overflow the stack; see [`deepest`](Self::deepest).
    pub fn grundy(&mut self, x: u64) -> u32 {
        if !self.can_split(x) {
            return 0;
        }
        self.grow_small_table(Self::small_len_for(x));
        if x < self.small_len() {
            return self.small_value(x);
        }
        if let Some(&value) = self.roots.get(&x) {
            return value;
        }
        self.start_root(x);
        let value = self.large_value(1, 0);
        self.roots.insert(x, value);
        value
    }

    /// The deepest the recursion of [`grundy`](Self::grundy) has gone so far (1 for a heap
    /// whose options are all known or trivial).
    pub fn deepest(&self) -> usize {
        self.deepest
    }

    /// The shared table must reach about `sqrt(3x)` so that the large sizes of `x` are told
    /// apart by `d` and the per-heap table stays small (`3 sqrt(x / 3)` entries).
    fn small_len_for(x: u64) -> u64 {
        (3 * x.min(u64::MAX / 4)).isqrt() + 3
    }

    fn small_len(&self) -> u64 {
        self.small.len() as u64
    }

    fn grow_small_table(&mut self, len: u64) {
        if len > self.small_len() {
            self.small.resize(len as usize, UNKNOWN);
        }
    }

    /// Prepares the per-heap tables for the large heap `x` (at least `small_len`).
    fn start_root(&mut self, x: u64) {
        // A large size w >= small_len is X / d + c with c <= 2, so X / d >= small_len - 2.
        let last_d = x / (self.small_len() - 2);
        self.root = x;
        self.base.clear();
        self.base.extend((0..=last_d).map(|d| x / d.max(1)));
        self.large.clear();
        self.large.resize(3 * (last_d as usize + 1), UNKNOWN);
    }

    fn small_value(&mut self, v: u64) -> u32 {
        if v < self.threshold || v < 2 {
            return 0;
        }
        match self.small[v as usize] {
            UNKNOWN => {
                let value = self.compute(v, Origin::Small);
                self.small[v as usize] = value;
                value
            }
            value => value,
        }
    }

    /// `g(X / d + c)` for the current large heap `X`.
    fn large_value(&mut self, d: u64, c: u64) -> u32 {
        let slot = (3 * d + c) as usize;
        match self.large[slot] {
            UNKNOWN => {
                let v = self.base[d as usize] + c;
                let value = if v < self.threshold {
                    0
                } else {
                    self.compute(v, Origin::Large { d })
                };
                self.large[slot] = value;
                value
            }
            value => value,
        }
    }

    /// `g(w)` for a child `w` of a size of `origin`, split into `parts`.
    fn child_value(&mut self, w: u64, origin: Origin, parts: u64) -> u32 {
        match origin {
            _ if w < self.small_len() => self.small_value(w),
            Origin::Large { d } => {
                // w = X / (d * parts) + c' with c' <= 2 (README.md, "Reachable sizes").
                let child_d = d * parts;
                self.large_value(child_d, w - self.base[child_d as usize])
            }
            Origin::Small => unreachable!("a small size has only small children"),
        }
    }

    /// The largest `q` with `q (q + 1) <= x / 2`: every block `q <= Q` has two `M` or more.
    fn long_block_limit(x: u64) -> u64 {
        let half = x / 2;
        let mut q = half.isqrt();
        while q * (q + 1) > half {
            q -= 1;
        }
        q
    }

    /// The two options of the long block `q` for a heap of parity `parity`.
    fn long_block_options(&mut self, q: u64, parity: u64) -> [u32; 2] {
        let (with_fewer, with_more) = (self.small_value(q), self.small_value(q + 1));
        if q % 2 == 0 {
            let a = if parity == 1 { with_more } else { 0 };
            [a, a ^ with_fewer]
        } else {
            let b = if parity == 1 { with_fewer } else { 0 };
            [b, b ^ with_more]
        }
    }

    /// Makes `long_blocks[_][limit]` available, if every value met stays below 64.
    fn extend_long_blocks(&mut self, limit: u64) {
        while self.use_masks && (self.long_blocks[0].len() as u64) <= limit {
            let q = self.long_blocks[0].len() as u64;
            for parity in 0..2 {
                let options = self.long_block_options(q, parity);
                if options.iter().any(|&v| v >= 64) {
                    self.use_masks = false;
                    return;
                }
                let previous = self.long_blocks[parity as usize][q as usize - 1];
                let mask = previous | 1 << options[0] | 1 << options[1];
                self.long_blocks[parity as usize].push(mask);
            }
        }
    }

    /// The mex of the options of `v` (at least 2 and at least `F`).
    fn compute(&mut self, v: u64, origin: Origin) -> u32 {
        self.depth += 1;
        self.deepest = self.deepest.max(self.depth);
        let mut options = Options::default();
        // Long blocks q = 1..=Q at once, from the prefix masks (they need only small sizes).
        let long = Self::long_block_limit(v);
        self.extend_long_blocks(long);
        if self.use_masks {
            options.mask = self.long_blocks[(v % 2) as usize][long as usize];
        } else {
            for q in 1..=long {
                for option in self.long_block_options(q, v % 2) {
                    options.insert(option);
                }
            }
        }
        // The M with quotient above Q, one by one (two per block is the same work here:
        // these blocks have one or two M each, or are single M below sqrt(v)).
        let last_parts = v / (long + 1);
        for parts in 2..=last_parts {
            let option = self.split_value(v, parts, origin);
            options.insert(option);
        }
        self.depth -= 1;
        options.mex()
    }

    /// The option of splitting `v` (a size of `origin`) into `parts` heaps: the XOR of the
    /// values of its `r` heaps of `q + 1` and `parts - r` heaps of `q`, where equal values
    /// cancel in pairs.
    fn split_value(&mut self, v: u64, parts: u64, origin: Origin) -> u32 {
        let q = v / parts;
        let r = v - q * parts;
        let mut option = 0;
        if r % 2 == 1 {
            option ^= self.child_value(q + 1, origin, parts);
        }
        if (parts - r) % 2 == 1 {
            option ^= self.child_value(q, origin, parts);
        }
        option
    }

    /// The smallest number of parts `M` whose split of a heap of `x` stones leaves Grundy value
    /// `target` (the XOR of the parts' values), or `None` if no split does. Every
    /// `target < g(x)` has one, by the definition of the mex.
    ///
    /// Only the first two `M` of each block of equal quotient are tried (shortcut 1 of
    /// README.md: they give every option of the block), smallest `M` first.
    ///
    /// # Complexity
    /// O(sqrt(x)) once `g(x)` is known; for a heap of at least about `sqrt(3 x)` stones whose
    /// per-heap table was since replaced by another heap's, computing its sizes again first:
    /// O(x^(3/4)).
    ///
    /// # Example
    /// ```
    /// use bzoj_3576_jiangnan::quotient_blocks::GrundyTable;
    ///
    /// let mut table = GrundyTable::new(3, 5);
    /// assert_eq!(table.grundy(5), 2);
    /// assert_eq!(table.parts_leaving(5, 1), Some(2)); // 3 + 2, worth 1 ^ 0
    /// assert_eq!(table.parts_leaving(5, 0), Some(3)); // 2 + 2 + 1: the 2s cancel, 1 is worth 0
    /// assert_eq!(table.parts_leaving(5, 2), None);
    /// ```
    pub fn parts_leaving(&mut self, x: u64, target: u32) -> Option<u64> {
        if !self.can_split(x) {
            return None;
        }
        self.grundy(x);
        let origin = if x < self.small_len() {
            Origin::Small
        } else {
            if self.root != x {
                self.start_root(x);
            }
            Origin::Large { d: 1 }
        };
        let mut parts = 2;
        while parts <= x {
            let block_end = x / (x / parts);
            for m in parts..=block_end.min(parts + 1) {
                if self.split_value(x, m, origin) == target {
                    return Some(m);
                }
            }
            parts = block_end + 1;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_mex_goes_past_the_mask_when_all_64_low_values_are_present() {
        let mut options = Options::default();
        (0..64).for_each(|v| options.insert(v));
        assert_eq!(options.mex(), 64);
        options.insert(64);
        options.insert(66);
        assert_eq!(options.mex(), 65);
        let mut gap = Options::default();
        [0, 1, 3, 70].into_iter().for_each(|v| gap.insert(v));
        assert_eq!(gap.mex(), 2);
    }

    #[test]
    fn long_block_limit_is_the_largest_q_with_q_times_q_plus_one_at_most_half() {
        for x in 0..5000u64 {
            let q = GrundyTable::long_block_limit(x);
            assert!(q * (q + 1) <= x / 2 && (q + 1) * (q + 2) > x / 2, "x = {x}");
        }
    }
}
