//! The inner loops of the sparse-space method ([`crate::octal`]): the options of [`BLOCK`]
//! heaps at a time, marked in one table of bytes per heap.
//!
//! Heaps `n0, ..., n0 + BLOCK - 1` read, through a split with a rare part `r`, the values
//! `g(n0 + j - k - r)`: for `r >= BLOCK` those are all below `n0`, known before the block
//! starts, and side by side in memory. So one pass over the rare list serves the whole block:
//! each rare entry loads its position and value once and the block's eight partners at once.
//! What the pass leaves out (rare parts below `BLOCK`, those found in the block itself, and, for
//! Grundy's game, the rare parts that may be half of a heap) each heap marks alone.
//!
//! A table holds one byte a value (1: an option has it), cleared at each block: the tables of a
//! block are `BLOCK * width` bytes (16 KiB for values below 2,048), in the first level of
//! cache, and the smallest unmarked value is found eight bytes at a time. For widths up to
//! 4,096 the pass is compiled for each width, so that a mark is a load, a XOR, a mask and a
//! store.
//!
//! Each heap then scans its splits into two parts for the values still missing below its
//! candidate ([`mark_common_until_found`]): in streams from several starts at once
//! ([`STREAM_STARTS`]), and, once at most [`FEW_MISSING`] values are missing, by comparing each
//! chunk of splits with them (vector compares, no stores) and marking only a chunk that gives one.
//!
//! Where the rare list is long ([`SHARED_PASS`] entries), a second thread ([`Helper`]) marks
//! the part of the next block's pass whose partners are known a block ahead (rare parts from
//! `2 BLOCK` to `n0 - k - BLOCK`), and the first splits of the next block's heaps up to a
//! prefix's end moved to keep both threads busy, while the owner finishes the current block.
//! The owner then marks only the rest of the pass (`BlockPass::run`), and each heap scans its
//! first splits from the prefix's end on ([`mark_common_until_found`]).

use std::sync::mpsc::{Receiver, Sender, channel};

/// How many consecutive heaps one pass over the rare list serves.
pub(crate) const BLOCK: usize = 8;

/// A rare position and its value, side by side (one stream for the pass to read).
pub(crate) type RareEntry = (u32, u32);

/// One table of option marks per heap of a block, each `width` bytes (a power of two above
/// every value known when the block starts, so above every XOR of two of them).
#[derive(Debug, Default)]
pub(crate) struct BlockMarks {
    width: usize,
    bytes: Vec<u8>,
}

impl BlockMarks {
    /// Clears the tables for a new block whose values are all below `width`.
    fn start_block(&mut self, width: usize) {
        debug_assert!(width.is_power_of_two() && width >= 64);
        self.width = width;
        self.bytes.clear();
        self.bytes.resize(BLOCK * width, 0);
    }

    pub(crate) fn width(&self) -> usize {
        self.width
    }

    /// The table of heap `n0 + j`.
    pub(crate) fn table(&mut self, j: usize) -> &mut [u8] {
        &mut self.bytes[j * self.width..(j + 1) * self.width]
    }

    /// Marks, for every heap `n0 + j` of the block and every part `(r, g(r))` of `parts`, the
    /// value `g(r) ^ g(top + j - r)`, where `top = n0 - k` for a split taking `k`. Every `r`
    /// must be at least [`BLOCK`] and below `top` (so each partner is known and at least 1).
    fn mark(&mut self, values: &[u32], parts: impl Iterator<Item = (usize, u32)>, top: usize) {
        // With the width known to the compiler, each mark is a load, a XOR, a mask and a store.
        match self.width {
            64 => return self.mark_in::<64>(values, parts, top),
            128 => return self.mark_in::<128>(values, parts, top),
            256 => return self.mark_in::<256>(values, parts, top),
            512 => return self.mark_in::<512>(values, parts, top),
            1024 => return self.mark_in::<1024>(values, parts, top),
            2048 => return self.mark_in::<2048>(values, parts, top),
            4096 => return self.mark_in::<4096>(values, parts, top),
            _ => {}
        }
        let (width, last) = (self.width, self.width - 1);
        // Every index is below BLOCK * width, a power of two: masking with it lets the compiler
        // drop the bounds checks.
        let all = BLOCK * width - 1;
        let bytes = &mut self.bytes[..=all];
        for (r, value) in parts {
            let base = top - r;
            let partners: &[u32; BLOCK] = values[base..base + BLOCK].try_into().unwrap();
            for (j, &partner) in partners.iter().enumerate() {
                bytes[(j * width + ((value ^ partner) as usize & last)) & all] = 1;
            }
        }
    }

    /// [`BlockMarks::mark`] for tables `WIDTH` bytes wide.
    fn mark_in<const WIDTH: usize>(
        &mut self,
        values: &[u32],
        parts: impl Iterator<Item = (usize, u32)>,
        top: usize,
    ) {
        // The slice's length is a constant: the compiler sees every index below it.
        let bytes = &mut self.bytes[..BLOCK * WIDTH];
        for (r, value) in parts {
            let base = top - r;
            let partners: &[u32; BLOCK] = values[base..base + BLOCK].try_into().unwrap();
            for (j, &partner) in partners.iter().enumerate() {
                bytes[j * WIDTH + ((value ^ partner) as usize & (WIDTH - 1))] = 1;
            }
        }
    }

    /// Marks the first splits of the block's heaps, parts `a` from `2 BLOCK` to `end - 1`
    /// (`end` at most half of `top`, so each is the smaller part), rare or common.
    fn mark_prefix(&mut self, values: &[u32], end: usize, top: usize) {
        let parts = (2 * BLOCK..end).map(|a| (a, values[a]));
        self.mark(values, parts, top);
    }

    /// Marks one piece of a pass (see [`BlockMarks::mark`]) over `values` and the rare list
    /// `rare`.
    fn mark_piece(&mut self, values: &[u32], rare: &[RareEntry], piece: &Piece) {
        let parts = rare[piece.entries.clone()]
            .iter()
            .map(|&(r, value)| (r as usize, value));
        self.mark(values, parts, piece.top);
    }
}

/// A share of a block's pass for one split size: these entries of the rare list, for the rests
/// `top + j` of the block's heaps `n0 + j`.
#[derive(Clone, Debug)]
pub(crate) struct Piece {
    pub(crate) entries: std::ops::Range<usize>,
    pub(crate) top: usize,
}

/// Which block a pass is for: its first heap, its tables' width, and the listing of the rare
/// list it reads (a new space lists the rare positions anew, and the entries' indices change).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PassBlock {
    pub(crate) n0: usize,
    pub(crate) width: usize,
    pub(crate) listing: u64,
}

/// Each block's pass, the far part of the next one marked ahead by a second thread when the
/// rare list is long enough for that to pay (see [`Helper`]).
#[derive(Debug, Default)]
pub(crate) struct BlockPass {
    pub(crate) marks: BlockMarks,
    helper: Option<Helper>,
    /// Whether a helper may still be started (once, at the first long pass).
    helper_tried: bool,
    /// At most how many threads the pass uses (1 or 2); 0 until set: the cores there are.
    pub(crate) threads: usize,
    /// The number of far entries from which the helper marks them ([`SHARED_PASS`]; lower in
    /// tests, to run the helper on short passes).
    pub(crate) shared_from: usize,
}

/// The number of far entries from which the helper marks them: below, handing the work over
/// costs more than it saves.
const SHARED_PASS: usize = 4_096;

impl BlockPass {
    /// Whether a helper thread ran (for tests).
    #[cfg(test)]
    pub(crate) fn helped(&self) -> bool {
        self.helper.is_some()
    }

    /// Marks the pass of `block` in this pass's tables: its `near` and `far` pieces over
    /// `values` and the rare list (`known.1`), the far ones perhaps already marked by the
    /// helper, with the first splits of each heap up to a prefix's end; then hands the helper
    /// `next_far`, the far pieces of the block `next`, whose split sizes have rests from
    /// `next_tops`. The prefix's end the tables include: parts `a` from `2 BLOCK` to
    /// [`prefix_end`]`(returned, top) - 1` are marked (none when it is 0).
    pub(crate) fn run(
        &mut self,
        known: (&[u32], &[RareEntry]),
        block: PassBlock,
        [near, far]: [&[Piece]; 2],
        next: (PassBlock, Vec<Piece>, Vec<usize>),
    ) -> usize {
        let (values, rare) = known;
        let prefix = match self
            .helper
            .as_mut()
            .and_then(|helper| helper.take_marks_of(block))
        {
            Some((marks, prefix)) => {
                let spare = std::mem::replace(&mut self.marks, marks);
                self.helper.as_mut().unwrap().spare = Some(spare);
                prefix
            }
            None => {
                self.marks.start_block(block.width);
                for piece in far {
                    self.marks.mark_piece(values, rare, piece);
                }
                0
            }
        };
        let (next, next_far, next_tops) = next;
        let far_entries: usize = next_far.iter().map(|piece| piece.entries.len()).sum();
        let shared_from = match self.shared_from {
            0 => SHARED_PASS,
            from => from,
        };
        if far_entries >= shared_from && !self.helper_tried {
            self.helper_tried = true;
            let threads = match self.threads {
                0 => crate::worker_threads(2),
                threads => threads,
            };
            if threads >= 2 {
                self.helper = Some(Helper::start());
            }
        }
        if let Some(helper) = self.helper.as_mut() {
            if far_entries >= shared_from {
                helper.post(values, rare, next, next_far, next_tops);
            }
        }
        for piece in near {
            self.marks.mark_piece(values, rare, piece);
        }
        prefix
    }
}

/// A second thread that marks the far part of the next block's pass (the rare parts whose
/// partners are known a block ahead) while the owner finishes the current block, in tables of
/// its own and over its own copy of the values and the rare list: each job sends what is new
/// since the last one, so nothing is shared while both threads run.
#[derive(Debug)]
struct Helper {
    jobs: Option<Sender<Job>>,
    done: Receiver<(PassBlock, BlockMarks, std::time::Duration)>,
    /// When the job pending was posted.
    posted_at: Option<std::time::Instant>,
    /// The block of the job posted and not taken yet, and the prefix it marks.
    pending: Option<(PassBlock, usize)>,
    /// The end of the prefix of first splits the next job marks: raised while the helper
    /// finishes before it is waited for, lowered while it is waited for, so that both threads
    /// stay busy.
    prefix: usize,
    /// Tables to hand the next job.
    spare: Option<BlockMarks>,
    /// How many values and rare entries the helper's copies hold, and of which listing.
    sent: (usize, usize, Option<u64>),
    thread: Option<std::thread::JoinHandle<()>>,
}

/// One job for the helper: what is new in the values and the rare list, the block and its
/// pieces, and the tables to mark.
struct Job {
    new_values: Vec<u32>,
    /// Whether the rare list starts again (`new_rare` is all of it).
    rare_listed_again: bool,
    new_rare: Vec<RareEntry>,
    block: PassBlock,
    pieces: Vec<Piece>,
    /// The first splits to mark too: the prefix's end and the `top` of each split size.
    prefix: (usize, Vec<usize>),
    marks: BlockMarks,
}

impl Helper {
    fn start() -> Self {
        let (jobs, job_inbox) = channel::<Job>();
        let (done_outbox, done) = channel();
        let thread = std::thread::spawn(move || {
            let (mut values, mut rare) = (Vec::new(), Vec::new());
            while let Ok(mut job) = receive_or_closed(&job_inbox) {
                let start = std::time::Instant::now();
                values.extend_from_slice(&job.new_values);
                if job.rare_listed_again {
                    rare.clear();
                }
                rare.extend_from_slice(&job.new_rare);
                job.marks.start_block(job.block.width);
                for piece in &job.pieces {
                    job.marks.mark_piece(&values, &rare, piece);
                }
                let (prefix, tops) = &job.prefix;
                for &top in tops {
                    job.marks
                        .mark_prefix(&values, prefix_end(*prefix, top), top);
                }
                if done_outbox
                    .send((job.block, job.marks, start.elapsed()))
                    .is_err()
                {
                    return;
                }
            }
        });
        Self {
            jobs: Some(jobs),
            done,
            pending: None,
            posted_at: None,
            prefix: 0,
            spare: None,
            sent: (0, 0, None),
            thread: Some(thread),
        }
    }

    /// Hands the helper the far `pieces` of `block`, over `values` and `rare`.
    fn post(
        &mut self,
        values: &[u32],
        rare: &[RareEntry],
        block: PassBlock,
        pieces: Vec<Piece>,
        tops: Vec<usize>,
    ) {
        debug_assert!(self.pending.is_none());
        let rare_listed_again = self.sent.2 != Some(block.listing);
        let rare_sent = if rare_listed_again { 0 } else { self.sent.1 };
        let job = Job {
            new_values: values[self.sent.0..].to_vec(),
            rare_listed_again,
            new_rare: rare[rare_sent..].to_vec(),
            block,
            pieces,
            prefix: (self.prefix, tops),
            marks: self.spare.take().unwrap_or_default(),
        };
        self.sent = (values.len(), rare.len(), Some(block.listing));
        let jobs = self.jobs.as_ref().expect("the helper runs until dropped");
        jobs.send(job).expect("the pass's helper thread ended");
        self.pending = Some((block, self.prefix));
        self.posted_at = Some(std::time::Instant::now());
    }

    /// The tables of the job posted and the prefix's end they include, if the job was for
    /// `block` (else they are dropped: the block ended early or the space changed).
    fn take_marks_of(&mut self, block: PassBlock) -> Option<(BlockMarks, usize)> {
        let (posted, prefix) = self.pending.take()?;
        // Balance the threads: the helper's job should take as long as the owner's block.
        let owner_time = self.posted_at.map(|at| at.elapsed());
        let (done_block, marks, helper_time) = receive(&self.done);
        let owner_time = owner_time.unwrap_or(helper_time);
        if helper_time < owner_time.mul_f64(0.9) {
            self.prefix += self.prefix / 32 + PREFIX_STEP;
        } else if helper_time > owner_time {
            self.prefix -= self.prefix / 32;
        }
        debug_assert_eq!(done_block, posted);
        if done_block == block {
            return Some((marks, prefix));
        }
        self.spare = Some(marks);
        None
    }
}

/// A message from `inbox`, looked for a while before sleeping until one comes: a block's
/// work takes some tens of microseconds, and waking a sleeping thread can take as long.
fn receive<T>(inbox: &Receiver<T>) -> T {
    match receive_or_closed(inbox) {
        Ok(message) => message,
        Err(_) => panic!("the pass's helper thread ended"),
    }
}

/// [`receive`], or an error once the other side is gone.
fn receive_or_closed<T>(inbox: &Receiver<T>) -> Result<T, std::sync::mpsc::RecvError> {
    for _ in 0..SPINS {
        match inbox.try_recv() {
            Ok(message) => return Ok(message),
            Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                return Err(std::sync::mpsc::RecvError);
            }
            Err(std::sync::mpsc::TryRecvError::Empty) => std::hint::spin_loop(),
        }
    }
    inbox.recv()
}

/// How many times [`receive`] looks before sleeping.
const SPINS: usize = 2_000;

/// The least step of the prefix's end.
const PREFIX_STEP: usize = 16;

/// The end of the parts of the first splits a block's pass marks for a split with this `top`,
/// when the prefix ends at `prefix`: each part is below half of `top` (so the smaller part of
/// its split, and never equal to the other), at least `2 BLOCK` (so each partner is known a
/// block ahead).
pub(crate) fn prefix_end(prefix: usize, top: usize) -> usize {
    prefix.min(top / 2).max(2 * BLOCK)
}

impl Drop for Helper {
    fn drop(&mut self) {
        // Closing the channel ends the helper's loop.
        self.jobs = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The smallest `v` in `from..to` whose byte in `table` is 0, and in `skip` (the values to
/// pass over), if given, 0 too; `to` if there is none. `table` and `skip` are at least `to`
/// bytes long, rounded up to a multiple of eight; they are read eight bytes at a time.
pub(crate) fn first_unmarked(table: &[u8], skip: Option<&[u8]>, from: usize, to: usize) -> usize {
    let word = |bytes: &[u8], at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap());
    let mut at = from & !7;
    while at < to {
        let taken = word(table, at) | skip.map_or(0, |skip| word(skip, at));
        // Each byte is 0 or 1: the free ones are those whose low bit is 0.
        let mut free = !taken & 0x0101_0101_0101_0101;
        if at < from {
            free &= !0u64 << (8 * (from - at));
        }
        if free != 0 {
            return (at + free.trailing_zeros() as usize / 8).min(to);
        }
        at += 8;
    }
    to
}

/// How many splits [`mark_common_until_found`] marks between two looks at the values still
/// missing.
const COMMON_CHUNK: usize = 64;

/// Where the streams of [`mark_common_until_found`] start: the smaller parts of a heap's
/// splits are scanned from 1, from 3,000, from 6,000 and so on at once, a chunk of each in
/// turn (after [`LEAD_CHUNKS`] from the first). Small parts have small values, whose XORs
/// with the large values of their partners rarely give the small values the scan must find;
/// parts from the bulk of the sequence give them. Counted on `.6` and Grundy's game (heaps
/// near 2^21 and 2^24), these streams find every value in about 40% fewer splits on average
/// than one scan from 1 (1,800 against 2,950); the starts were the best of some twenty sets
/// tried, and nearby ones do almost as well.
const STREAM_STARTS: [usize; 6] = [0, 3_000, 6_000, 12_000, 20_000, 40_000];

/// How many chunks [`mark_common_until_found`] takes from its first stream alone, before the
/// others join: where the first splits find every value at once (`.354`: its period certified
/// in 7.7 s with this lead, 10.5 s without), the other streams' chunks would be wasted; `.6`
/// and Grundy's game, which need some 25 chunks a heap, lose about 3% by it.
const LEAD_CHUNKS: usize = 2;

/// How many values may be missing for [`mark_common_until_found`] to look for them by
/// comparing each chunk of splits with them (and marking only those it gives) rather than by
/// marking every split: timed alone (docs/benchmark.md), comparing a split with four values
/// costs about half a mark, with one a fifth; with eight, as much as a mark.
const FEW_MISSING: usize = 4;

/// Marks in `table` (a power of two long, above every value) the splits of `rest` into
/// `a + (rest - a)` for `a` in `parts` (each at most half the rest, the ranges in increasing
/// order), [`COMMON_CHUNK`] at a time in streams (see [`STREAM_STARTS`]), until every value
/// below `goal` is marked; whether they all are. Once at most [`FEW_MISSING`] values are
/// missing, only they are marked, when a split gives them (the table may then lack values
/// from `goal` on); so when `false` is returned, the values missing below `goal` are exactly
/// those no split gives.
pub(crate) fn mark_common_until_found(
    table: &mut [u8],
    values: &[u32],
    rest: usize,
    parts: [std::ops::Range<usize>; 2],
    goal: usize,
) -> bool {
    let last = table.len() - 1;
    let table = &mut table[..=last];
    // Stream s holds the parts from its start to the next one's, in (at most) two pieces.
    let mut streams: [[std::ops::Range<usize>; 2]; STREAM_STARTS.len()] =
        std::array::from_fn(|s| {
            let end = STREAM_STARTS.get(s + 1).copied().unwrap_or(usize::MAX);
            parts
                .clone()
                .map(|part| part.start.max(STREAM_STARTS[s])..part.end.min(end))
        });
    // Every value below `found` is marked (marks stay): each look starts there.
    let mut found = first_unmarked(table, None, 0, goal);
    let mut missing = Missing::of(table, found, goal);
    let mut marked_chunks = 0usize;
    let mut looked = 0usize;
    while found < goal {
        let mut marked_any = false;
        for s in 0..streams.len() {
            // The first chunks from the first stream alone (see [`LEAD_CHUNKS`]).
            if s > 0
                && looked < LEAD_CHUNKS
                && streams[0].iter().any(|piece| piece.start < piece.end)
            {
                continue;
            }
            let Some(piece) = streams[s].iter_mut().find(|piece| piece.start < piece.end) else {
                continue;
            };
            marked_any = true;
            looked += 1;
            let from = piece.start;
            if from + COMMON_CHUNK <= piece.end {
                let low: &[u32; COMMON_CHUNK] =
                    values[from..from + COMMON_CHUNK].try_into().unwrap();
                let high: &[u32; COMMON_CHUNK] = values
                    [rest + 1 - from - COMMON_CHUNK..=rest - from]
                    .try_into()
                    .unwrap();
                piece.start += COMMON_CHUNK;
                if !missing.any_in(low, high) {
                    continue;
                }
                match missing.count {
                    // Only the values below the goal matter, and all but these are marked.
                    Some(count) => {
                        for &value in &missing.few[..count] {
                            if gives_any(low, high, &[value]) {
                                table[value as usize] = 1;
                            }
                        }
                    }
                    None => {
                        for i in 0..COMMON_CHUNK {
                            table[(low[i] ^ high[COMMON_CHUNK - 1 - i]) as usize & last] = 1;
                        }
                    }
                }
            } else {
                for a in from..piece.end {
                    table[(values[a] ^ values[rest - a]) as usize & last] = 1;
                }
                piece.start = piece.end;
            }
            found = first_unmarked(table, None, found, goal);
            if found == goal {
                return true;
            }
            // Counting costs about a split a value looked at: while many are missing, count
            // at every fourth chunk marked.
            marked_chunks += 1;
            if missing.count.is_some() || marked_chunks % 4 == 0 {
                missing.update(table, found, goal);
            }
        }
        if !marked_any {
            return false;
        }
    }
    true
}

/// The values still missing below a goal, when they are at most [`FEW_MISSING`].
#[derive(Debug)]
struct Missing {
    /// The first `count` are the values missing.
    few: [u32; FEW_MISSING],
    /// `None` when more than [`FEW_MISSING`] are missing.
    count: Option<usize>,
}

impl Missing {
    /// The values from `found` (the least unmarked) to `goal - 1` whose byte in `table` is 0.
    fn of(table: &[u8], found: usize, goal: usize) -> Self {
        let mut few = [0u32; FEW_MISSING];
        let mut count = 0;
        let word = |at: usize| u64::from_le_bytes(table[at..at + 8].try_into().unwrap());
        let mut at = found & !7;
        while at < goal {
            let mut free = !word(at) & 0x0101_0101_0101_0101;
            while free != 0 {
                let v = at + free.trailing_zeros() as usize / 8;
                if v >= goal {
                    break;
                }
                if count == FEW_MISSING {
                    return Missing { few, count: None };
                }
                few[count] = v as u32;
                count += 1;
                free &= free - 1;
            }
            at += 8;
        }
        Missing {
            few,
            count: Some(count),
        }
    }

    /// Drops the values `table` now marks (when they are few: else counts them again).
    fn update(&mut self, table: &[u8], found: usize, goal: usize) {
        let Some(count) = self.count else {
            *self = Missing::of(table, found, goal);
            return;
        };
        let mut kept = 0;
        for i in 0..count {
            let value = self.few[i];
            if table[value as usize] == 0 {
                self.few[kept] = value;
                kept += 1;
            }
        }
        self.count = Some(kept);
    }

    /// Whether some split of the chunk (`low[i]` with `high[COMMON_CHUNK - 1 - i]`) may give
    /// one of the missing values: whether one does when they are few, else always.
    fn any_in(&self, low: &[u32; COMMON_CHUNK], high: &[u32; COMMON_CHUNK]) -> bool {
        let few = &self.few;
        match self.count {
            None => true,
            Some(0) => false,
            Some(1) => gives_any::<1>(low, high, &[few[0]]),
            Some(2) => gives_any::<2>(low, high, &[few[0], few[1]]),
            Some(3) => gives_any::<3>(low, high, &[few[0], few[1], few[2]]),
            Some(_) => gives_any::<4>(low, high, few),
        }
    }
}

/// Whether `low[i] ^ high[COMMON_CHUNK - 1 - i]` is one of `few` for some `i`: a loop without
/// a branch, which the compiler turns into vector compares.
fn gives_any<const K: usize>(
    low: &[u32; COMMON_CHUNK],
    high: &[u32; COMMON_CHUNK],
    few: &[u32; K],
) -> bool {
    let mut hit = false;
    for i in 0..COMMON_CHUNK {
        let x = low[i] ^ high[COMMON_CHUNK - 1 - i];
        for &value in few {
            hit |= x == value;
        }
    }
    hit
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rng;

    /// A heap's splits as the scan sees them: common values whose XORs give only
    /// 0, 3, 5, 6, 10, 12 and 15, and a few planted values, each of whose XORs comes from
    /// one or two splits, anywhere (so that a value may be found by a single split, when few
    /// are missing and the scan compares, or by none).
    fn planted_values(rng: &mut Rng, len: usize) -> Vec<u32> {
        let mut values: Vec<u32> = (0..len).map(|_| *rng.pick(&[3, 5, 6, 9])).collect();
        for _ in 0..rng.range_usize(0..=10) {
            values[rng.range_usize(1..=len - 1)] = rng.range(0..=127) as u32;
        }
        values
    }

    #[test]
    fn a_pass_marks_for_each_heap_of_the_block_the_xor_of_each_part_with_its_partner() {
        let mut rng = Rng::new(8);
        let mut marks = BlockMarks::default();
        for width in (6..=14).map(|bits| 1usize << bits) {
            let values: Vec<u32> = (0..3_000)
                .map(|_| rng.range(0..=width as u64 - 1) as u32)
                .collect();
            let top = rng.range_usize(2 * BLOCK..=values.len() - BLOCK);
            let parts: Vec<(usize, u32)> = (0..50)
                .map(|_| rng.range_usize(BLOCK..=top - 1))
                .map(|r| (r, values[r]))
                .collect();
            marks.start_block(width);
            marks.mark(&values, parts.iter().copied(), top);
            for j in 0..BLOCK {
                let mut expected = vec![0u8; width];
                for &(r, value) in &parts {
                    expected[(value ^ values[top + j - r]) as usize] = 1;
                }
                assert_eq!(marks.table(j), expected, "width {width}, heap {j}");
            }
        }
    }

    #[test]
    fn the_scan_marks_only_what_splits_give_and_every_value_no_split_gives_stays_missing() {
        let mut rng = Rng::new(17);
        let mut outcomes = [0usize; 2];
        for _ in 0..20_000 {
            // Rests up to 120,000, so that every stream (the last starts at 40,000) is used.
            let rest = match rng.chance(1, 2) {
                true => rng.range_usize(2..=2_000),
                false => rng.range_usize(2_000..=120_000),
            };
            let values = planted_values(&mut rng, rest + 1);
            let half = rest / 2;
            let prefix = rng.range_usize((2 * BLOCK).min(half + 1)..=half + 1);
            let parts = [1..(2 * BLOCK).min(half + 1), prefix..half + 1];
            // Marked before the scan (by the pass): all but a few values, or a few.
            let mut table = vec![0u8; 128];
            let marked_before = if rng.chance(1, 2) { 1 } else { 60 };
            for byte in &mut table {
                *byte = u8::from(rng.chance(marked_before, 64));
            }
            let mut given: Vec<bool> = table.iter().map(|&byte| byte == 1).collect();
            for a in parts.iter().flat_map(|part| part.clone()) {
                given[(values[a] ^ values[rest - a]) as usize] = true;
            }
            // Half the time every value below the goal is given, half the time not.
            let first_missing = given.iter().position(|&g| !g).unwrap_or(128);
            let goal = match rng.chance(1, 2) {
                true => rng.range_usize(0..=first_missing),
                false => rng.range_usize(first_missing.min(127) + 1..=128),
            };
            let all_found = mark_common_until_found(&mut table, &values, rest, parts, goal);
            assert_eq!(all_found, given[..goal].iter().all(|&g| g), "rest {rest}");
            for (v, &byte) in table.iter().enumerate() {
                assert!(byte == 0 || given[v], "{v} marked but no split gives it");
                if !all_found && v < goal {
                    assert_eq!(
                        byte == 1,
                        given[v],
                        "{v} below the goal {goal}, rest {rest}"
                    );
                }
            }
            outcomes[usize::from(all_found)] += 1;
        }
        assert!(outcomes.iter().all(|&count| count > 5_000), "{outcomes:?}");
    }
}
