//! The Grundy values of the octal game `.007` (Treblecross heaps), fast and on several cores:
//! `g(h) = mex { g(a) ^ g(b) : a + b = h - 3, a <= b }`, `g(0) = g(1) = g(2) = 0`, the direct
//! mex of core's `OctalGame::grundy_direct` three heaps at a time, with stamps instead of sets,
//! and split between a front worker (which takes the mexes) and back workers that run ahead
//! (README.md, "Cost", says how and why).

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
/// one): about `up_to^2 / 4` split steps in all, shared evenly by the workers.
///
/// # Panics
/// If a value reaches [`STAMP_RANGE`] (none does up to 2^20), or if `up_to` does not fit in a
/// `u32`.
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
    let mut values = vec![0; 3]; // heaps of 0, 1 or 2 tokens: no move
    extend(&mut values, alone_to, 1);
    extend(&mut values, up_to, threads);
    values.truncate(up_to + 1);
    values
}

/// The stamp array's index for a value: the value itself, since every value (and so every XOR
/// of two) is below [`STAMP_RANGE`]; the mask only tells the compiler so.
fn index(value: u16) -> usize {
    usize::from(value) & (STAMP_RANGE - 1)
}

/// A stamp array: at each value, the last heap that had an option of that value. Relaxed
/// accesses compile to plain loads and stores; between threads, the release/acquire of the
/// group counters orders them.
type Stamps = [AtomicU32; STAMP_RANGE];

/// Fresh stamp arrays for the three heaps of a group.
fn group_stamps() -> [Stamps; 3] {
    std::array::from_fn(|_| std::array::from_fn(|_| AtomicU32::new(0)))
}

/// Marks `value` as the value of an option of heap `heap`.
fn stamp(stamps: &Stamps, value: u16, heap: u32) {
    stamps[index(value)].store(heap, Ordering::Relaxed);
}

/// Marks, for the group of heaps `m + 3`, `m + 4`, `m + 5` (stamped `m + 3 + slot`), the
/// options of the splits `a` in `splits` (all `a <= m / 2`): `g(a) ^ g(m + slot - a)` into
/// `marks[slot]`. `values` holds at least up to the largest partner, `g(m + 2 - splits.start)`.
///
/// The hot loop, kept out of line so that its few pointers stay in registers.
#[inline(never)]
fn mark_common_splits(values: &[u16], m: usize, splits: Range<usize>, marks: &[Stamps; 3]) {
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
        stamp(first, left ^ window[0], heap);
        stamp(second, left ^ window[1], heap + 1);
        stamp(third, left ^ window[2], heap + 2);
    }
}

/// The splits past the common range: heaps `m + 4` and `m + 5` have splits `a` up to
/// `(m + 1) / 2` and `(m + 2) / 2`, one or two more than heap `m + 3`'s `m / 2`.
fn mark_extra_splits(values: &[u16], m: usize, marks: &[Stamps; 3]) {
    let heap = (m + 3) as u32;
    for (slot, stamps) in marks.iter().enumerate().skip(1) {
        let sum = m + slot;
        for a in m / 2 + 1..=sum / 2 {
            stamp(stamps, values[a] ^ values[sum - a], heap + slot as u32);
        }
    }
}

/// The smallest value that none of `marks` has marked for `heap`: the heap's Grundy value.
///
/// # Panics
/// If that value is not below [`STAMP_RANGE`] (the stamp arrays would be too short).
fn mex(marks: &[&Stamps], heap: u32) -> u16 {
    let marked = |value, stamps: &&Stamps| stamps[index(value)].load(Ordering::Relaxed) == heap;
    (0..STAMP_RANGE as u16)
        .find(|&value| !marks.iter().any(|stamps| marked(value, stamps)))
        .expect("every Treblecross value up to 2^20 is below STAMP_RANGE")
}

/// Splits `0..len` into `parts` contiguous shares of nearly equal length; the `part`-th one.
fn share(len: usize, parts: usize, part: usize) -> Range<usize> {
    len * part / parts..len * (part + 1) / parts
}

/// What the workers share.
struct Pipeline {
    /// `g(h)` for `h < published`, written by the front worker.
    values: Vec<AtomicU16>,
    published: AtomicUsize,
    /// By back worker (from 0 for worker 1), then group modulo [`RING`], then slot.
    rings: Vec<Box<[[Stamps; 3]]>>,
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

/// Extends `values` (a prefix of `g` of at least 3 values) to `g(up_to)` at least (it may
/// overshoot by two) with `workers` threads: the calling one as the front, `workers - 1`
/// spawned back workers.
fn extend(values: &mut Vec<u16>, up_to: usize, workers: usize) {
    if values.len() > up_to {
        return;
    }
    let ring = || (0..RING).map(|_| group_stamps()).collect();
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
    let own = Box::new(group_stamps());
    let mut marks: Vec<&Stamps> = Vec::with_capacity(workers);
    let mut group = 0;
    while values.len() <= up_to {
        let m = values.len() - 3;
        mark_common_splits(values, m, share(m / 2 + 1, workers, 0), &own);
        mark_extra_splits(values, m, &own);
        for marked in &pipeline.marked {
            wait_until(|| marked.load(Ordering::Acquire) > group);
        }
        let heap = (m + 3) as u32;
        for (slot, stamps) in own.iter().enumerate() {
            marks.clear();
            marks.push(stamps);
            marks.extend(pipeline.rings.iter().map(|ring| &ring[group % RING][slot]));
            values.push(mex(&marks, heap + slot as u32));
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
        mark_common_splits(&values, m, splits, &ring[group % RING]);
        group += 1;
        marked.store(group, Ordering::Release);
    }
}
