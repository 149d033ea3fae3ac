//! The Grundy values of the octal game `.007` (Treblecross heaps), fast and on several cores.
//!
//! A move takes 3 tokens from a heap of `h` and leaves two heaps `a` and `b` with
//! `a + b = h - 3` (either may be empty), so
//! `g(h) = mex { g(a) ^ g(b) : a + b = h - 3, a <= b }` and `g(0) = g(1) = g(2) = 0`. This is
//! the direct mex of core's `OctalGame::grundy_direct`, specialised and tightened:
//!
//! - **Three heaps at a time.** Heaps `h`, `h + 1` and `h + 2` only look at values below `h`, so
//!   they can be computed together: one pass over the splits `a` reads `g(a)` once and the three
//!   partners `g(m - a)`, `g(m + 1 - a)`, `g(m + 2 - a)` side by side (`m = h - 3`).
//! - **Stamps, not sets.** An option's value is marked by writing the heap's number into a
//!   stamp array at that value; nothing is cleared between heaps, and the index is masked to
//!   the array's length, so it needs no bounds check (every value stays below
//!   [`STAMP_RANGE`], checked as each one is found, so the mask never changes an index).
//! - **Several cores, loosely coupled.** The splits `a = 0..=m/2` of a group are cut into
//!   contiguous shares. The *front* worker (the calling thread) scans the first share, whose
//!   partners `g(m - a)` are the newest values, takes the mexes and publishes the values. Each
//!   *back* worker scans a later share, whose partners lie at most about `3m/4` (for two
//!   workers), so it needs only values published long ago: it runs ahead, up to `RING` (128)
//!   groups, leaving its marks in a ring of stamp arrays for the front to read. The front
//!   waits only when a back worker falls behind, so a worker descheduled for a moment on a busy
//!   machine does not stall the other at every group (a lock-step barrier per group did: see
//!   README.md).

use std::ops::Range;
use std::sync::atomic::{AtomicU16, AtomicU32, AtomicUsize, Ordering};

/// Heaps below this are computed on one thread: their groups are too small (under about 3,000
/// split steps) to pay for passing marks between threads.
const PARALLEL_FROM: usize = 4096;

/// The length of a stamp array, a power of two: every value must stay below it (so every XOR
/// of two values does too). The largest value up to heap 2^20 + 2 is 1226.
pub const STAMP_RANGE: usize = 1 << 12;

/// How many groups of three heaps a back worker may run ahead of the front one (its ring of
/// stamp arrays: `RING * 3 * 16 KB` = 6 MB per back worker).
const RING: usize = 128;

/// The Grundy values `g(0), ..., g(up_to)` of `.007`, computed by `threads` workers (at least
/// one; heaps below a few thousand always on the calling thread).
///
/// # Panics
/// If a value reaches [`STAMP_RANGE`] (none does up to 2^20: the largest is 1226), or if
/// `up_to` does not fit in a `u32`.
///
/// # Complexity
/// About `up_to^2 / 4` split steps in all, shared evenly by the workers; O(up_to) memory per
/// worker (its own copy of the values) plus 6 MB of stamp arrays per extra worker.
pub fn values(up_to: usize, threads: usize) -> Vec<u16> {
    assert!(
        u32::try_from(up_to + 2).is_ok(),
        "heap numbers are stamped as u32"
    );
    let threads = threads.max(1);
    let alone_to = if threads == 1 {
        up_to
    } else {
        up_to.min(PARALLEL_FROM)
    };
    let mut values = Vec::with_capacity(up_to + 3);
    extend_alone(&mut values, alone_to);
    if alone_to < up_to {
        extend_together(&mut values, up_to, threads);
    }
    values.truncate(up_to + 1);
    values
}

/// The stamp array's index for a value: the value itself, since every value (and so every XOR
/// of two) is below [`STAMP_RANGE`]; the mask only tells the compiler so.
fn index(value: u16) -> usize {
    usize::from(value) & (STAMP_RANGE - 1)
}

/// Where one heap's options are marked: one worker's stamp array for one heap of a group.
trait Stamps {
    /// Marks `value` as the value of an option of heap `heap`.
    fn stamp(&mut self, value: u16, heap: u32);
    /// Whether `value` was marked for heap `heap`.
    fn has(&self, value: u16, heap: u32) -> bool;
}

/// A stamp array one thread owns: the single-threaded part, and the front worker's own marks.
struct OwnStamps(Box<[u32; STAMP_RANGE]>);

impl OwnStamps {
    fn new() -> Self {
        Self(Box::new([0; STAMP_RANGE]))
    }
}

impl Stamps for OwnStamps {
    fn stamp(&mut self, value: u16, heap: u32) {
        self.0[index(value)] = heap;
    }
    fn has(&self, value: u16, heap: u32) -> bool {
        self.0[index(value)] == heap
    }
}

/// A stamp array a back worker writes and the front worker reads. Relaxed accesses compile to
/// plain loads and stores; the release/acquire of the group counters orders them.
type SharedStamps = [AtomicU32; STAMP_RANGE];

impl Stamps for &SharedStamps {
    fn stamp(&mut self, value: u16, heap: u32) {
        self[index(value)].store(heap, Ordering::Relaxed);
    }
    fn has(&self, value: u16, heap: u32) -> bool {
        self[index(value)].load(Ordering::Relaxed) == heap
    }
}

/// Marks, for the group of heaps `m + 3`, `m + 4`, `m + 5` (stamped `m + 3 + slot`), the
/// options of the splits `a` in `splits` (all `a <= m / 2`, so each split's partner `m - a` is
/// at least `a`): `g(a) ^ g(m + slot - a)` into `marks[slot]`. `values` holds `g(0..=m + 2)`,
/// or at least up to the largest partner, `g(m + 2 - splits.start)`.
///
/// This is the hot loop: per split, one load of `g(a)`, three of its partners (a window of
/// three values walked from the top down), three XORs and three stores, with no bounds checks.
/// Kept out of line so that its few pointers stay in registers.
///
/// # Complexity
/// O(`splits.len()`).
#[inline(never)]
fn mark_common_splits<S: Stamps>(
    values: &[u16],
    m: usize,
    splits: Range<usize>,
    marks: &mut [S; 3],
) {
    let (start, end) = (splits.start, splits.end);
    if start >= end {
        return;
    }
    let heap = (m + 3) as u32;
    let [first, second, third] = marks;
    // Split a's partners are the window values[m - a..m - a + 3]; for a = start..end these
    // windows tile values[m + 1 - end..m - start + 3], last window first.
    let lefts = &values[start..end];
    let partners = &values[m + 1 - end..m - start + 3];
    for (&left, window) in lefts.iter().zip(partners.windows(3).rev()) {
        first.stamp(left ^ window[0], heap);
        second.stamp(left ^ window[1], heap + 1);
        third.stamp(left ^ window[2], heap + 2);
    }
}

/// The splits past the common range: heaps `m + 4` and `m + 5` have splits `a` up to
/// `(m + 1) / 2` and `(m + 2) / 2`, one or two more than heap `m + 3`'s `m / 2`.
///
/// # Complexity
/// O(1).
fn mark_extra_splits<S: Stamps>(values: &[u16], m: usize, marks: &mut [S; 3]) {
    let heap = (m + 3) as u32;
    for (slot, stamps) in marks.iter_mut().enumerate().skip(1) {
        let sum = m + slot;
        for a in m / 2 + 1..=sum / 2 {
            stamps.stamp(values[a] ^ values[sum - a], heap + slot as u32);
        }
    }
}

/// The smallest value that neither `own` nor any of `others` has marked for `heap`: the
/// heap's Grundy value.
///
/// # Panics
/// If that value is not below [`STAMP_RANGE`] (the stamp arrays would be too short).
///
/// # Complexity
/// O(result * (1 + `others.len()`)).
fn mex(own: &OwnStamps, others: &[&SharedStamps], heap: u32) -> u16 {
    (0..STAMP_RANGE as u16)
        .find(|&value| {
            !own.has(value, heap) && !others.iter().any(|stamps| stamps.has(value, heap))
        })
        .expect("every Treblecross value up to 2^20 is below STAMP_RANGE")
}

/// Splits `0..len` into `parts` contiguous shares of nearly equal length; the `part`-th one.
fn share(len: usize, parts: usize, part: usize) -> Range<usize> {
    len * part / parts..len * (part + 1) / parts
}

/// Extends `values` (a prefix of `g`) up to `g(up_to)` at least, on the calling thread, three
/// heaps at a time (it may overshoot by two).
///
/// # Complexity
/// O(up_to^2 / 4) steps.
fn extend_alone(values: &mut Vec<u16>, up_to: usize) {
    while values.len() < 3.min(up_to + 1) {
        values.push(0); // heaps of 0, 1 or 2 tokens: no move
    }
    let mut marks = [OwnStamps::new(), OwnStamps::new(), OwnStamps::new()];
    while values.len() <= up_to {
        let m = values.len() - 3;
        mark_common_splits(values, m, 0..m / 2 + 1, &mut marks);
        mark_extra_splits(values, m, &mut marks);
        let heap = (m + 3) as u32;
        for (slot, stamps) in marks.iter().enumerate() {
            values.push(mex(stamps, &[], heap + slot as u32));
        }
    }
}

/// What the workers share: the values the front has published, each back worker's ring of
/// stamp arrays, and the counters that say how far each has got.
struct Pipeline {
    /// `g(h)` for `h < published`, written by the front worker.
    values: Vec<AtomicU16>,
    /// How many values the front has published.
    published: AtomicUsize,
    /// By back worker (from 0 for worker 1), then group modulo [`RING`], then slot.
    rings: Vec<Box<[[SharedStamps; 3]]>>,
    /// By back worker: how many groups it has marked.
    marked: Vec<AtomicUsize>,
    /// How many groups' values the front has taken (their ring entries are free again).
    taken: AtomicUsize,
}

/// Spins until `done()` holds: briefly on the CPU (a group takes microseconds), then yielding
/// it, so that a long wait on a busy machine leaves the core to others.
fn wait_until(done: impl Fn() -> bool) {
    let mut spins = 0u32;
    while !done() {
        if spins < 1000 {
            std::hint::spin_loop();
            spins += 1;
        } else {
            std::thread::yield_now();
        }
    }
}

/// Extends `values` (a prefix of `g` of at least 3 values) to `g(up_to)` at least with
/// `workers` threads: the calling one as the front, `workers - 1` spawned back workers.
///
/// # Complexity
/// O(up_to^2 / 4 / workers) steps per worker.
fn extend_together(values: &mut Vec<u16>, up_to: usize, workers: usize) {
    let ring = || -> Box<[[SharedStamps; 3]]> {
        (0..RING)
            .map(|_| std::array::from_fn(|_| std::array::from_fn(|_| AtomicU32::new(0))))
            .collect()
    };
    let pipeline = Pipeline {
        values: (0..up_to + 3).map(|_| AtomicU16::new(0)).collect(),
        published: AtomicUsize::new(0),
        rings: (1..workers).map(|_| ring()).collect(),
        marked: (1..workers).map(|_| AtomicUsize::new(0)).collect(),
        taken: AtomicUsize::new(0),
    };
    publish(&pipeline, values, 0);
    std::thread::scope(|scope| {
        for worker in 1..workers {
            let (prefix, pipeline) = (values.clone(), &pipeline);
            scope.spawn(move || back(prefix, up_to, worker, workers, pipeline));
        }
        front(values, up_to, workers, &pipeline);
    });
}

/// Publishes `values[from..]` to the back workers.
fn publish(pipeline: &Pipeline, values: &[u16], from: usize) {
    for (shared, &value) in pipeline.values[from..].iter().zip(&values[from..]) {
        shared.store(value, Ordering::Relaxed);
    }
    pipeline.published.store(values.len(), Ordering::Release);
}

/// The front worker: per group, marks the first share of the splits (and the few extra ones)
/// into its own stamps, waits for the back workers' marks of the group, takes the three mexes
/// and publishes them.
fn front(values: &mut Vec<u16>, up_to: usize, workers: usize, pipeline: &Pipeline) {
    let mut own = [OwnStamps::new(), OwnStamps::new(), OwnStamps::new()];
    let mut others: Vec<&SharedStamps> = Vec::with_capacity(workers - 1);
    let mut group = 0;
    while values.len() <= up_to {
        let m = values.len() - 3;
        mark_common_splits(values, m, share(m / 2 + 1, workers, 0), &mut own);
        mark_extra_splits(values, m, &mut own);
        for marked in &pipeline.marked {
            wait_until(|| marked.load(Ordering::Acquire) > group);
        }
        let heap = (m + 3) as u32;
        for (slot, stamps) in own.iter().enumerate() {
            others.clear();
            others.extend(pipeline.rings.iter().map(|ring| &ring[group % RING][slot]));
            values.push(mex(stamps, &others, heap + slot as u32));
        }
        pipeline.taken.store(group + 1, Ordering::Release);
        publish(pipeline, values, m + 3);
        group += 1;
    }
}

/// Back worker `worker` (of `workers`): per group, waits for the values its share needs and for
/// a free entry of its ring, then marks its share of the splits there. `values` is its own copy
/// of the prefix the front started from.
fn back(mut values: Vec<u16>, up_to: usize, worker: usize, workers: usize, pipeline: &Pipeline) {
    let (ring, marked) = (&pipeline.rings[worker - 1], &pipeline.marked[worker - 1]);
    let first_heap = values.len();
    let mut group = 0;
    loop {
        let m = first_heap + 3 * group - 3;
        if m + 3 > up_to {
            break;
        }
        let splits = share(m / 2 + 1, workers, worker);
        // The largest partner is g(m + 2 - splits.start).
        let needed = m + 3 - splits.start;
        if values.len() < needed {
            wait_until(|| pipeline.published.load(Ordering::Acquire) >= needed);
            let published = pipeline.published.load(Ordering::Acquire);
            let new = &pipeline.values[values.len()..published];
            values.extend(new.iter().map(|value| value.load(Ordering::Relaxed)));
        }
        wait_until(|| pipeline.taken.load(Ordering::Acquire) + RING > group);
        let mut marks = [0, 1, 2].map(|slot| &ring[group % RING][slot]);
        mark_common_splits(&values, m, splits, &mut marks);
        group += 1;
        marked.store(group, Ordering::Release);
    }
}
