//! Grundy values of single heaps, computed only for the heap sizes reachable from the heaps
//! asked about. For a threshold `F`: `g(x) = 0` when `x < F` or `x = 1`; otherwise `g(x)` is
//! the mex, over the number of parts `M` in `2..=x`, of
//!
//! ```text
//! option(x, M) = (g(q + 1) if r is odd) XOR (g(q) if M - r is odd),   q = x / M, r = x mod M
//! ```
//!
//! README.md ("Why the solution is right") proves the shortcuts used here: two `M` per block
//! of equal quotient; the long blocks' options as one prefix mask; only the reachable sizes
//! `X / d + c`, small ones in a table shared by every heap, large ones in a per-heap table
//! indexed by `(d, c)`; one packed read per `M` (`scan_parts`); and several heaps
//! on several threads ([`GrundyTable::compute_heaps`]).

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
/// practice: `g` stays below 32 for heaps up to 10^10) and a list for any larger one. It was
/// faster than [`grundy::MexSet`] here (`one-heap-1e10`: 0.22 s against 0.37 s, user time),
/// before `MexSet` kept its first 128 values in one `u128`; not measured since.
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
#[derive(Clone, Debug)]
pub struct GrundyTable {
    threshold: u64,
    /// `g(v)` for `v < small.len()`, or [`UNKNOWN`].
    small: Vec<u32>,
    /// `small_splits[q]`: the options of the splits whose parts have `q` and `q + 1` stones,
    /// for `q < small.len()`, packed by [`packed_splits`] (one byte per parity of the heap
    /// and of `M`), kept in step with [`small`](Self::small) by
    /// [`set_small`](Self::set_small). The hot loop reads one entry per `M`.
    small_splits: Vec<u32>,
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
    /// `ceil(2^64 / m)` at `m` (from 2 on): `v / m` is then `(v * reciprocals[m]) >> 64`,
    /// exactly while `v m < 2^64` ([`scan_parts`]).
    reciprocals: Vec<u64>,
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
        Self::with_shared_limit(threshold, largest_heap, SHARED_LIMIT)
    }

    /// As [`new`](Self::new), with the shared table stopping at `shared_limit` instead of
    /// [`SHARED_LIMIT`] (but never below about `sqrt(3 largest_heap)`): with a small limit,
    /// heaps of a few million stones already use per-heap tables, which lets the tests check
    /// those quickly.
    ///
    /// # Complexity
    /// O(min(largest_heap, shared_limit) + sqrt(largest_heap)) time and memory.
    pub fn with_shared_limit(threshold: u64, largest_heap: u64, shared_limit: u64) -> Self {
        let mut table = Self {
            threshold,
            small: Vec::new(),
            small_splits: Vec::new(),
            long_blocks: [vec![0], vec![0]],
            use_masks: true,
            root: 0,
            base: Vec::new(),
            large: Vec::new(),
            roots: FxHashMap::default(),
            reciprocals: Vec::new(),
            depth: 0,
            deepest: 0,
        };
        let shared = largest_heap.saturating_add(1).min(shared_limit);
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

    /// Computes the values of all `heaps` on up to `threads` threads (at least 1), so that
    /// [`grundy`](Self::grundy) then answers each of them at once, with the values it gives
    /// alone. Only for two or more distinct large heaps (at least about `sqrt(3 X)` stones, `X`
    /// the largest): with fewer it leaves them to [`grundy`](Self::grundy), which computes only
    /// the shared sizes a heap reaches (README.md, "Many heaps at once").
    ///
    /// # Complexity
    /// O(X^(3/4)) for the shared table, plus O(x^(3/4)) per distinct large heap `x`, divided
    /// among the threads; memory O(sqrt(X)) per thread.
    pub fn compute_heaps(&mut self, heaps: &[u64], threads: usize) {
        let Some(&largest) = heaps.iter().max() else {
            return;
        };
        self.grow_small_table(Self::small_len_for(largest));
        let mut large: Vec<u64> = heaps
            .iter()
            .copied()
            .filter(|&x| self.can_split(x) && x >= self.small_len() && !self.roots.contains_key(&x))
            .collect();
        large.sort_unstable_by(|a, b| b.cmp(a));
        large.dedup();
        if large.len() < 2 {
            return;
        }
        let threads = threads.max(1);
        self.fill_shared_table(threads);
        self.extend_long_blocks(Self::long_block_limit(largest));
        self.grow_reciprocals(Self::most_parts_visited(largest));
        // Each thread takes the next heap not taken yet (largest first), in its own table.
        let next = std::sync::atomic::AtomicUsize::new(0);
        let tables = vec![self.clone(); threads.min(large.len())];
        let results = on_threads(tables, |mut table| {
            let mut values = Vec::new();
            loop {
                let index = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(&x) = large.get(index) else {
                    return (values, table.deepest);
                };
                values.push((x, table.grundy(x)));
            }
        });
        for (values, deepest) in results {
            self.roots.extend(values);
            self.deepest = self.deepest.max(deepest);
        }
    }

    /// Computes every size of the shared table that is not known yet (not only the sizes some
    /// heap reaches: for a heap near the largest, nearly all of them are reached anyway).
    ///
    /// Sizes below [`SEQUENTIAL_FILL`] go one by one on this thread. Above, the table is
    /// filled in bands `lo..2 lo - 2`: a size `v` of the band has children of at most
    /// `v / 2 + 1 < lo`, all known before the band starts, so the band is cut into one piece
    /// per thread, each computed in a copy of the table (no locks).
    ///
    /// # Complexity
    /// O(L^(3/2) / threads) for a table of `L` entries (L about `sqrt(3 X)`), plus a copy of
    /// the table per thread and band.
    fn fill_shared_table(&mut self, threads: usize) {
        let len = self.small_len();
        let sequential = len.min(SEQUENTIAL_FILL);
        for v in 2..sequential {
            self.small_value(v);
        }
        self.extend_long_blocks(Self::long_block_limit(len));
        self.grow_reciprocals(Self::most_parts_visited(len));
        let mut lo = sequential;
        while lo < len {
            let hi = (2 * lo - 2).min(len);
            let piece = (hi - lo).div_ceil(threads as u64);
            let pieces = (lo..hi).step_by(piece as usize);
            let tables = pieces.map(|first| (first, self.clone())).collect();
            let values = on_threads(tables, |(first, mut table)| {
                let sizes = first..(first + piece).min(hi);
                sizes.map(|v| table.small_value(v)).collect::<Vec<u32>>()
            });
            for (v, value) in (lo..).zip(values.into_iter().flatten()) {
                self.set_small(v, value);
            }
            lo = hi;
        }
    }

    /// At least the largest number of parts [`compute`](Self::compute) visits one by one for a
    /// size up to `x`: `v / (Q + 1)` with `Q + 1 > sqrt(v / 2) - 1`, below `2 sqrt(v) + 5`.
    fn most_parts_visited(x: u64) -> u64 {
        2 * x.isqrt() + 5
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

    /// Lengthens the shared table to `len` entries: sizes that cannot be split are worth 0 at
    /// once (so the hot loops need no threshold test), the others are [`UNKNOWN`].
    fn grow_small_table(&mut self, len: u64) {
        let dead = self.threshold.max(2);
        while self.small_len() < len {
            let v = self.small_len();
            self.small.push(if v < dead { 0 } else { UNKNOWN });
            self.small_splits.push(UNKNOWN);
            self.refresh_splits(v.saturating_sub(1)..v + 1);
        }
    }

    /// Stores `g(v) = value` for a size of the shared table, and the packed options that use it.
    fn set_small(&mut self, v: u64, value: u32) {
        self.small[v as usize] = value;
        self.refresh_splits(v.saturating_sub(1)..v + 1);
    }

    /// Recomputes `small_splits[q]` for `q` in `range` from the values now known.
    fn refresh_splits(&mut self, range: std::ops::Range<u64>) {
        for q in range {
            let with_more = self.small.get(q as usize + 1).copied().unwrap_or(UNKNOWN);
            self.small_splits[q as usize] = packed_splits(q, self.small[q as usize], with_more);
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
        // One slot more than 3 (last_d + 1): the hot loop reads the slot after the last.
        self.large.resize(3 * (last_d as usize + 1) + 1, UNKNOWN);
    }

    fn small_value(&mut self, v: u64) -> u32 {
        match self.small[v as usize] {
            UNKNOWN => {
                let value = self.compute(v, Origin::Small);
                self.set_small(v, value);
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

    /// Makes `reciprocals[m]` available for `m <= last`.
    fn grow_reciprocals(&mut self, last: u64) {
        while self.reciprocals.len() as u64 <= last {
            let m = self.reciprocals.len() as u64;
            // ceil(2^64 / m) = floor((2^64 - 1) / m) + 1 for m >= 2; 0 and 1 are never used.
            self.reciprocals
                .push(if m < 2 { 0 } else { u64::MAX / m + 1 });
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

    /// The two options of the long block `q` for a heap of parity `parity` (README.md,
    /// shortcut 2).
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
        self.grow_reciprocals(last_parts);
        match origin {
            Origin::Small => self.visit_parts(v, 2, last_parts, origin, false, &mut options),
            Origin::Large { .. } => {
                let small_len = self.small_len();
                // Both children large for M <= large_end, both small from small_start on, and
                // at most one M in between (quotient small_len - 1) with one of each.
                let large_end = (v / small_len).min(last_parts);
                let small_start = (v / (small_len - 1) + 1).max(2);
                self.visit_parts(v, 2, large_end, origin, true, &mut options);
                for parts in large_end + 1..small_start.min(last_parts + 1) {
                    options.insert(self.split_value(v, parts, origin));
                }
                self.visit_parts(v, small_start, last_parts, origin, false, &mut options);
            }
        }
        self.depth -= 1;
        options.mex()
    }

    /// Inserts the options of splitting `v` (a size of `origin`) into `M` parts for `M` in
    /// `first..=last`, whose children are all small, or all large if `large`: a tight scan over
    /// the known values, stopping only to compute an unknown child (or to insert an option of 64
    /// or more).
    fn visit_parts(
        &mut self,
        v: u64,
        first: u64,
        last: u64,
        origin: Origin,
        large: bool,
        options: &mut Options,
    ) {
        let mut parts = first;
        while parts <= last {
            let (reciprocals, range) = (&self.reciprocals, parts..=last);
            parts = match origin {
                Origin::Large { d } if large => {
                    let (large, base) = (&self.large, &self.base);
                    scan_parts(reciprocals, v, range, options, |m, q| {
                        // v / M is X / (d M) + c', at slot 3 d M + c' (`base[e]` is X / e).
                        let child_d = (d * m) as usize;
                        let slot = 3 * child_d + (q - base[child_d]) as usize;
                        // g(q) and g(q + 1), read together.
                        let pair = u64::from(large[slot]) | u64::from(large[slot + 1]) << 32;
                        fast_option(m, v - q * m, pair).unwrap_or(UNKNOWN)
                    })
                }
                _ => {
                    // The bytes of the heap's parity; the parity of M picks one of them.
                    let shift = 16 * (v & 1);
                    let splits = &self.small_splits;
                    scan_parts(reciprocals, v, range, options, |m, q| {
                        (splits[q as usize] >> (shift + 8 * (m & 1))) & 0xFF
                    })
                }
            };
            if parts <= last {
                options.insert(self.split_value(v, parts, origin));
                parts += 1;
            }
        }
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

/// `work` on each of `inputs`, each on a thread of its own: the results in order.
fn on_threads<I: Send, R: Send>(inputs: Vec<I>, work: impl Fn(I) -> R + Sync) -> Vec<R> {
    let work = &work;
    std::thread::scope(|scope| {
        let threads: Vec<_> = inputs
            .into_iter()
            .map(|input| scope.spawn(move || work(input)))
            .collect();
        let joined = threads.into_iter().map(|thread| thread.join());
        joined
            .map(|result| result.expect("a worker thread panicked"))
            .collect()
    })
}

/// Below this size, [`GrundyTable::fill_shared_table`] works on one thread: the bands there
/// are too short to be worth a thread.
const SEQUENTIAL_FILL: u64 = 1 << 12;

/// The options of splitting a heap into `M` parts of `q` and `q + 1` stones, where `g(q)` is
/// `with_fewer` and `g(q + 1)` is `with_more`, packed one byte each at byte
/// `2 (heap parity) + (M parity)`: the byte is 0xFF when a value it needs is [`UNKNOWN`] or
/// the option is 64 or more. They depend only on those parities (README.md, shortcut 4).
fn packed_splits(q: u64, with_fewer: u32, with_more: u32) -> u32 {
    let mut packed = 0;
    for heap_parity in 0..2 {
        for parts_parity in 0..2 {
            let mixed = heap_parity ^ parts_parity;
            let (more_odd, fewer_odd) = if q % 2 == 0 {
                (heap_parity, mixed)
            } else {
                (mixed, heap_parity)
            };
            let more = if more_odd == 1 { with_more } else { 0 };
            let fewer = if fewer_odd == 1 { with_fewer } else { 0 };
            let byte = if (more | fewer) < 64 {
                more ^ fewer
            } else {
                0xFF
            };
            packed |= byte << (8 * (2 * heap_parity + parts_parity));
        }
    }
    packed
}

/// The option of a split into `parts` with `r` heaps of `q + 1`, the values of `q` and `q + 1`
/// in the low and high halves of `values`, or `None` if a value it uses is [`UNKNOWN`] or the option is 64 or
/// more (an [`UNKNOWN`] value is at least 64, so one test covers both).
///
/// Written with masks on the whole word, not with `if`: whether a count is odd is a coin
/// toss from one `M` to the next, and a branch on it (which the compiler made of the
/// two-value form, to skip a read) was mispredicted half the time.
fn fast_option(parts: u64, r: u64, values: u64) -> Option<u32> {
    let fewer_odd = (parts - r) & 1;
    let more_odd = r & 1;
    // The low half kept when `parts - r` is odd, the high half when `r` is odd.
    let keep = 0u64.wrapping_sub(fewer_odd) >> 32 | 0u64.wrapping_sub(more_odd) << 32;
    let kept = values & keep;
    let (low, high) = (kept as u32, (kept >> 32) as u32);
    if (low | high) < 64 {
        Some(low ^ high)
    } else {
        None
    }
}

/// Inserts the options `option(M, v / M)` of splitting `v` into `M` parts for `M` in `parts`,
/// until one is 64 or more (a value it needs is unknown, or it is that large). Returns the
/// first `M` not inserted (one past the end if all were).
///
/// This is the hot loop of the solver: one multiplication and one read per `M`, and no branch
/// but the loop's and the rare stop. `v / M` is `(v * ceil(2^64 / M)) >> 64`, exact while
/// `v M < 2^64` (README.md, shortcut 4; always here: `v` is at most 10^10 and `M` at most
/// `2 sqrt(v) + 5`). Kept out of line: inlined into its caller, it ran 5% slower.
#[inline(never)]
fn scan_parts(
    reciprocals: &[u64],
    v: u64,
    parts: std::ops::RangeInclusive<u64>,
    options: &mut Options,
    option: impl Fn(u64, u64) -> u32,
) -> u64 {
    let mut mask = 0u64;
    let (first, last) = (*parts.start(), *parts.end());
    let mut stopped = last + 1;
    for m in first..last + 1 {
        let q = ((v as u128 * reciprocals[m as usize] as u128) >> 64) as u64;
        debug_assert_eq!(q, v / m);
        let option = option(m, q);
        if option >= 64 {
            stopped = m;
            break;
        }
        mask |= 1 << option;
    }
    options.mask |= mask;
    stopped
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

    /// Values a child may have: small, at the mask's edge, past it, and not known yet.
    const VALUES: [u32; 6] = [0, 1, 5, 63, 64, UNKNOWN];

    /// The option of splitting `x` into `parts`, from `r = x mod parts` directly, or `None`
    /// if a value it uses is unknown or the option does not fit the mask.
    fn expected_option(x: u64, parts: u64, with_fewer: u32, with_more: u32) -> Option<u32> {
        let r = x % parts;
        let more = if r % 2 == 1 { with_more } else { 0 };
        let fewer = if (parts - r) % 2 == 1 { with_fewer } else { 0 };
        (more < 64 && fewer < 64).then_some(more ^ fewer)
    }

    #[test]
    fn packed_splits_give_the_option_of_every_split_by_the_two_parities() {
        for q in 1..=40u64 {
            for parts in 2..=13u64 {
                // Every x with x / parts = q.
                for x in q * parts..(q + 1) * parts {
                    for with_fewer in VALUES {
                        for with_more in VALUES {
                            let packed = packed_splits(q, with_fewer, with_more);
                            let byte = (packed >> (8 * (2 * (x % 2) + parts % 2))) & 0xFF;
                            let got = (byte < 64).then_some(byte);
                            let expected = expected_option(x, parts, with_fewer, with_more);
                            assert_eq!(got, expected, "x = {x}, M = {parts}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn fast_option_is_the_option_or_none_when_a_value_it_uses_is_unknown_or_large() {
        for x in 2..300u64 {
            for parts in 2..=x {
                let r = x % parts;
                for with_fewer in VALUES {
                    for with_more in VALUES {
                        let values = u64::from(with_fewer) | u64::from(with_more) << 32;
                        assert_eq!(
                            fast_option(parts, r, values),
                            expected_option(x, parts, with_fewer, with_more),
                            "x = {x}, M = {parts}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn reciprocals_divide_exactly_for_every_size_and_number_of_parts_visited() {
        let mut table = GrundyTable::new(1, 2);
        let largest = 10_000_000_000u64;
        table.grow_reciprocals(GrundyTable::most_parts_visited(largest));
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut sizes = vec![largest, largest - 1, 1 << 33, (1 << 33) - 1];
        for _ in 0..2000 {
            // A small xorshift: sizes of every magnitude up to 10^10.
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            sizes.push(state % (largest >> (state % 30)) + 1);
        }
        for v in sizes {
            let last = GrundyTable::most_parts_visited(v);
            for m in (2..=last.min(400)).chain(last.saturating_sub(400).max(2)..=last) {
                let q = ((v as u128 * table.reciprocals[m as usize] as u128) >> 64) as u64;
                assert_eq!(q, v / m, "v = {v}, M = {m}");
            }
        }
    }

    #[test]
    fn most_parts_visited_bounds_the_parts_compute_visits_one_by_one() {
        for x in 2..200_000u64 {
            let visited = x / (GrundyTable::long_block_limit(x) + 1);
            assert!(visited <= GrundyTable::most_parts_visited(x), "x = {x}");
        }
    }

    #[test]
    fn long_block_limit_is_the_largest_q_with_q_times_q_plus_one_at_most_half() {
        for x in 0..5000u64 {
            let q = GrundyTable::long_block_limit(x);
            assert!(q * (q + 1) <= x / 2 && (q + 1) * (q + 2) > x / 2, "x = {x}");
        }
    }
}
