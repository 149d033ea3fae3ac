//! Octal games (take-and-break games on heaps): their Grundy sequences, computed directly or by
//! the sparse-space method, and periodicity certified by the octal periodicity theorem.
//!
//! An octal game is written as a code `.d1 d2 d3 ...` of octal digits. Digit `d_k` says what a
//! move that removes `k` tokens from one heap may leave behind, as a sum of bits:
//! - 1: nothing (the heap had exactly `k` tokens),
//! - 2: one non-empty heap,
//! - 4: two non-empty heaps (the heap is split).
//!
//! So `.07` is Dawson's Kayles, `.007` is Treblecross, and "remove a block of `k` consecutive
//! cells from a row" is digit 7 at position `k`. Positions are sums of heaps, so the Grundy value
//! of a position is the XOR of the values `g(n)` of its heaps, and
//! `g(n) = mex { 0 if n = k and d_k has bit 1; g(n-k) if n > k and bit 2;
//! g(a) ^ g(n-k-a) for a, n-k-a >= 1 if bit 4 }`.
//!
//! - [`OctalGame::grundy_direct`] evaluates that mex as written: O(N^2) for heaps up to N.
//! - [`OctalGame::grundy_sparse`] gives the same values, usually far faster, by the sparse-space
//!   method of Berlekamp, Conway and Guy (see [`SparseSpace`]).
//! - [`certified_period`] finds a period that the octal periodicity theorem proves, so that
//!   `g(n)` is known for every `n`, however large.

use std::fmt;

use crate::period::{Period, apparent_period, certified_period};
use crate::rare_pass::{
    BLOCK, BlockPass, PassBlock, Piece, RareEntry, first_unmarked, mark_common_until_found,
    prefix_end,
};
use crate::take_break_code::{Radix, TakeBreakCodeError, read_code};

/// An octal game `0.d1 d2 ... dt` (the digit `d0` is always 0: no move creates a heap from
/// nothing).
///
/// # Example
/// ```
/// use grundy::OctalGame;
///
/// let dawson = OctalGame::parse(".07")?;
/// assert_eq!(dawson.grundy_direct(9), [0, 0, 1, 1, 2, 0, 3, 1, 1, 0]);
/// assert_eq!(OctalGame::from_removable_blocks([2]), dawson);
/// assert_eq!(dawson.to_string(), ".07");
/// # Ok::<(), grundy::TakeBreakCodeError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OctalGame {
    /// `digits[k]` for `k` in `0..=t`; `digits[0] == 0` and `digits[t] != 0`.
    digits: Vec<u8>,
}

impl OctalGame {
    /// Reads a code such as `".007"`, `"0.07707"` or `".6"`: an optional `0`, a point, then
    /// octal digits, at least one of them non-zero. Trailing zeros are ignored. Read as
    /// [`TakeBreak::parse`](crate::TakeBreak::parse) reads a code, so both say the same of a
    /// bad code.
    ///
    /// # Errors
    /// Anything else, with a message saying what is wrong (a `d0` or a trailing `...`, which a
    /// [`TakeBreak`](crate::TakeBreak) reads, is no game of this engine).
    ///
    /// # Complexity
    /// O(length of the code).
    ///
    /// # Example
    /// ```
    /// use grundy::OctalGame;
    ///
    /// assert_eq!(OctalGame::parse("0.0070")?.last_digit_position(), 3);
    /// assert!(OctalGame::parse(".08").is_err());
    /// assert!(OctalGame::parse(".000").is_err());
    /// assert!(OctalGame::parse("4.07").is_err());
    /// # Ok::<(), grundy::TakeBreakCodeError>(())
    /// ```
    pub fn parse(code: &str) -> Result<Self, TakeBreakCodeError> {
        match read_code(code, Radix::Octal)? {
            (digits, false) if digits[0] == 0 => Ok(Self::from_digits(digits)),
            _ => Err(TakeBreakCodeError::new(format!(
                "octal code {code:?} is a take-and-break game but no octal game of this engine \
                 (it needs d0 = 0 and no ...)"
            ))),
        }
    }

    /// The game of the digits `d0, ..., dt` of a code already read: `d0 = 0`, `dt != 0`, each
    /// digit at most 7 (what [`TakeBreak::octal_game`](crate::TakeBreak::octal_game) checks).
    pub(crate) fn from_digits(digits: Vec<u8>) -> Self {
        debug_assert!(digits[0] == 0 && digits.last() != Some(&0) && digits.len() > 1);
        Self { digits }
    }

    /// The game where a move removes a block of `k` consecutive tokens (cells) from one heap
    /// (row), for any `k` among `sizes`, leaving 0, 1 or 2 heaps: digit 7 at each size.
    /// Repeated sizes are harmless.
    ///
    /// # Panics
    /// If `sizes` is empty or contains 0.
    ///
    /// # Complexity
    /// O(number of sizes + largest size), memory O(largest size).
    ///
    /// # Example
    /// ```
    /// use grundy::OctalGame;
    ///
    /// assert_eq!(OctalGame::from_removable_blocks([5, 2, 3, 2]).to_string(), ".07707");
    /// ```
    pub fn from_removable_blocks(sizes: impl IntoIterator<Item = usize>) -> Self {
        let mut digits = vec![0u8];
        for size in sizes {
            assert!(size > 0, "a removable block must have a positive size");
            if digits.len() <= size {
                digits.resize(size + 1, 0);
            }
            digits[size] = 7;
        }
        assert!(
            digits.len() > 1,
            "at least one removable block size is needed"
        );
        Self { digits }
    }

    /// The digits `d0, d1, ..., dt` (with `d0 = 0` and `dt != 0`).
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// `t`, the position of the last non-zero digit: the most tokens one move removes. It
    /// enters the periodicity theorem (see [`certified_period`]).
    pub fn last_digit_position(&self) -> usize {
        self.digits.len() - 1
    }

    /// The positions `k` whose digit allows splitting (bit 4), in increasing order.
    fn split_sizes(&self) -> Vec<usize> {
        (1..self.digits.len())
            .filter(|&k| self.digits[k] & 4 != 0)
            .collect()
    }

    /// The moves that leave no heap or one heap, by the amount they take (see [`Takes`]).
    fn takes(&self) -> Takes {
        Takes::new(&self.digits)
    }

    /// The Grundy values `g(0), g(1), ..., g(up_to)` by the direct mex over every option.
    ///
    /// # Panics
    /// If `up_to + 1` values do not fit in memory.
    ///
    /// # Complexity
    /// O(up_to^2 * s / 2 + up_to * a) time for `s` splitting digits and `a` digits with bit 1 or
    /// 2 (digits that are 0 cost nothing; a heap smaller than every move costs O(1)), O(up_to)
    /// memory.
    ///
    /// # Example
    /// ```
    /// use grundy::OctalGame;
    ///
    /// // Kayles (.77): knock down one pin or two adjacent pins.
    /// let kayles = OctalGame::parse(".77")?.grundy_direct(12);
    /// assert_eq!(kayles, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
    /// # Ok::<(), grundy::TakeBreakCodeError>(())
    /// ```
    pub fn grundy_direct(&self, up_to: usize) -> Vec<u32> {
        let (splits, takes) = (self.split_sizes(), self.takes());
        let mut values: Vec<u32> = Vec::with_capacity(up_to + 1);
        let mut marks = OptionMarks::default();
        for n in 0..=up_to {
            marks.start_heap(n);
            takes.mark_options(&values, n, |v| marks.mark(v));
            marks.mark_splits(&values, &splits, true, n);
            let value = marks.smallest_unmarked(0);
            marks.cover(value);
            values.push(value);
        }
        values
    }

    /// The Grundy values `g(0), ..., g(up_to)` by the sparse-space method, with the space
    /// chosen by [`SparseSpace::choose`] from a directly computed prefix: the values of
    /// [`OctalValues::extend_to`] on a fresh sequence. Exactly equal to
    /// [`grundy_direct`](OctalGame::grundy_direct), whatever the game; fast when the game has a
    /// sparse space (`.356` to 60,000 heaps: 13 ms against 1.8 s directly). Treblecross `.007`
    /// has one only past about 2^15 values (mask `0x7b8`: 26% of the values rare at 2^15, 2%
    /// at 2^20); until then the direct scan, at about the direct cost.
    ///
    /// # Panics
    /// If `up_to + 1` values do not fit in memory.
    ///
    /// # Complexity
    /// O(up_to * (R + c)) time for `R` rare positions and `c` the typical cost of finding the
    /// covered values (see [`SparseSpace`]); O(up_to^2) at worst, as the direct method.
    ///
    /// # Example
    /// ```
    /// use grundy::OctalGame;
    ///
    /// let treblecross = OctalGame::parse(".007")?;
    /// assert_eq!(treblecross.grundy_sparse(3000), treblecross.grundy_direct(3000));
    /// # Ok::<(), grundy::TakeBreakCodeError>(())
    /// ```
    pub fn grundy_sparse(&self, up_to: usize) -> Vec<u32> {
        let mut sequence = OctalValues::new(self);
        sequence.extend_to(up_to);
        sequence.into_values()
    }

    /// The Grundy values `g(0), ..., g(up_to)` by the sparse-space method with the given
    /// `space`. Exact for every space (a poor one only makes it slower); see [`SparseSpace`]
    /// for the method.
    ///
    /// # Panics
    /// If `space.by_position` is set while the splitting digits have positions of both parities
    /// (the method needs one parity there), or if the values do not fit in memory.
    ///
    /// # Complexity
    /// As [`grundy_sparse`](OctalGame::grundy_sparse).
    ///
    /// # Example
    /// ```
    /// use grundy::{OctalGame, SparseSpace};
    ///
    /// let dawson = OctalGame::parse(".07")?;
    /// let space = SparseSpace { mask: 0b101, by_position: false, common_tag: false };
    /// assert_eq!(dawson.grundy_sparse_with(2000, space), dawson.grundy_direct(2000));
    /// # Ok::<(), grundy::TakeBreakCodeError>(())
    /// ```
    pub fn grundy_sparse_with(&self, up_to: usize, space: SparseSpace) -> Vec<u32> {
        let mut sequence = OctalValues::new(self);
        sequence.use_space(space);
        sequence.next_choice = usize::MAX;
        sequence.extend_to(up_to);
        sequence.into_values()
    }
}

/// How an [`OctalValues`] finds its next value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Method {
    /// Directly: no sparse space chosen (yet), or none worth using among the values so far.
    Direct,
    /// By the sparse-space method, with this space.
    Sparse(SparseSpace),
}

/// The Grundy sequence `g(0), g(1), ...` of an octal game (or of Grundy's game,
/// [`OctalValues::grundy_game`]), computed as far as asked and extended in place: asking for
/// more later costs only the new values (a search for a period that doubles its length pays
/// for each value once).
///
/// Values come from the sparse-space method (see [`SparseSpace`]): the first values directly,
/// then, once a calibration prefix is known, with the space [`SparseSpace::choose`] picks from
/// it, or directly again if it picks none. The space is chosen again each time the values
/// computed double (2,049, 4,098, 8,196, ...) and changed when another has fewer rare
/// positions among the later half of the values: a game's split often shows only after many
/// values (`.6`'s mask `0x1ee` after about 16,000). Every value is exact whatever the space.
///
/// The sparse values come eight heaps at a time: the heaps `n0 + j` of a block read, through a
/// rare part `r >= 8`, the partners `g(n0 + j - k - r)`, all known before the block starts and
/// side by side, so one pass over the rare list (positions and values in one contiguous
/// stream) marks the options of all eight, each in a table of one byte per value. What the
/// pass cannot know yet, each heap marks alone; then its splits into two common parts are
/// scanned, 64 at a time in six streams (small parts and parts from the bulk of the sequence
/// find different values), until every value below the candidate is found; once at most four
/// are missing, a chunk is compared with them rather than marked. On two threads
/// ([`on_threads`](OctalValues::on_threads)), a helper marks the next block's pass while the
/// current block is finished.
///
/// # Example
/// ```
/// use grundy::{OctalGame, OctalValues};
///
/// let kayles = OctalGame::parse(".77")?;
/// let mut values = OctalValues::new(&kayles);
/// values.extend_to(5);
/// assert_eq!(values.values(), [0, 1, 2, 3, 1, 4]);
/// values.extend_to(3000); // computes g(6..=3000) only
/// assert_eq!(values.values(), kayles.grundy_direct(3000));
/// # Ok::<(), grundy::TakeBreakCodeError>(())
/// ```
#[derive(Debug)]
pub struct OctalValues {
    /// The pass over each block's rare parts (first: a helper thread reading the values ends
    /// before they are dropped).
    pass: BlockPass,
    game: OctalGame,
    splits: Vec<usize>,
    /// The moves that leave at most one heap.
    takes: Takes,
    /// Whether a split may leave two equal heaps (octal games: yes; Grundy's game: no).
    equal_splits: bool,
    values: Vec<u32>,
    method: Method,
    /// `(r, values[r])` for each position `r >= 1` whose tag differs from the common one, in
    /// increasing order (sparse only): the stream a block's pass reads.
    rare: Vec<RareEntry>,
    /// The largest value known.
    largest: u32,
    /// How many times the rare list was listed anew (a new space): a pass prepared for an
    /// earlier list is not used.
    rare_listing: u64,
    /// The prefix of first splits the current block's pass marked (see [`BlockPass::run`]).
    block_prefix: usize,
    /// For each covered parity (false, true), a byte per value: 1 where the value has it.
    covered_values: [Vec<u8>; 2],
    /// The number of values known at which the space is chosen again; `usize::MAX` once it is
    /// fixed ([`OctalGame::grundy_sparse_with`]).
    next_choice: usize,
    marks: OptionMarks,
}

impl OctalValues {
    /// The sequence of `game`, with no value computed yet.
    ///
    /// # Complexity
    /// O(number of digits).
    pub fn new(game: &OctalGame) -> Self {
        Self {
            pass: BlockPass::default(),
            game: game.clone(),
            splits: game.split_sizes(),
            takes: game.takes(),
            equal_splits: true,
            values: Vec::new(),
            method: Method::Direct,
            rare: Vec::new(),
            largest: 0,
            rare_listing: 0,
            block_prefix: 0,
            covered_values: [Vec::new(), Vec::new()],
            next_choice: CALIBRATION_PREFIX.max(4 * game.last_digit_position()) + 1,
            marks: OptionMarks::default(),
        }
    }

    /// The sequence of Grundy's game (a move splits a heap into two heaps of different sizes:
    /// `g(n) = mex { g(a) ^ g(n - a) : 1 <= a < n - a }`), with no value computed yet. The same
    /// engine and spaces as an octal game's, the split taking no token and never leaving two
    /// equal heaps; [`find_period`](OctalValues::find_period) proves nothing for it (the
    /// octal periodicity theorem needs equal splits allowed).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::{GrundyGame, OctalValues};
    ///
    /// let mut values = OctalValues::grundy_game();
    /// values.extend_to(5000);
    /// assert_eq!(values.values(), GrundyGame.grundy_direct(5000));
    /// assert_eq!(values.find_period(6000, |_| ()), None);
    /// assert_eq!(values.values().len(), 6001);
    /// ```
    pub fn grundy_game() -> Self {
        Self {
            pass: BlockPass::default(),
            // No digit: no move takes tokens; the one split is listed below.
            game: OctalGame { digits: vec![0] },
            splits: vec![0],
            takes: Takes::default(),
            equal_splits: false,
            values: Vec::new(),
            method: Method::Direct,
            rare: Vec::new(),
            largest: 0,
            rare_listing: 0,
            block_prefix: 0,
            covered_values: [Vec::new(), Vec::new()],
            next_choice: CALIBRATION_PREFIX + 1,
            marks: OptionMarks::default(),
        }
    }

    /// This sequence, computed on at most `threads` threads (1 or 2; more count as 2): the
    /// default is [`worker_threads`](crate::worker_threads)`(2)`, the cores this process may
    /// use. A second thread helps only where the rare positions are many (`.007`: each value
    /// costs a pass over some 20,000 of them): it marks the next block's pass over the rare
    /// values and the first splits of its heaps while this one finishes the current block.
    /// The values are the same on any number of threads.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::{OctalGame, OctalValues};
    ///
    /// let treblecross = OctalGame::parse(".007")?;
    /// let mut one = OctalValues::new(&treblecross).on_threads(1);
    /// one.extend_to(20_000);
    /// assert_eq!(one.values(), treblecross.grundy_direct(20_000));
    /// # Ok::<(), grundy::TakeBreakCodeError>(())
    /// ```
    pub fn on_threads(mut self, threads: usize) -> Self {
        self.pass.threads = threads.clamp(1, 2);
        self
    }

    /// This fresh sequence, continued from `known`, the values `g(0), g(1), ...` of an earlier
    /// run of the same game (read back from its file, say): the next value computed is
    /// `g(known.len())`, with a sparse space chosen from `known` (every value is exact
    /// whatever the space; see [`SparseSpace`]). The values are taken as they are: a wrong one makes
    /// every later value wrong, so check them first (a few of the last, by the plain mex over
    /// the values before them, cost O(n) each).
    ///
    /// # Panics
    /// If this sequence already has values.
    ///
    /// # Complexity
    /// O(len(known)), to choose the space and list its rare positions.
    ///
    /// # Example
    /// ```
    /// use grundy::{OctalGame, OctalValues};
    ///
    /// let six = OctalGame::parse(".6")?;
    /// let first = six.grundy_sparse(10_000);
    /// let mut resumed = OctalValues::new(&six).continuing(first[..=7_000].to_vec());
    /// resumed.extend_to(10_000);
    /// assert_eq!(resumed.values(), first);
    /// # Ok::<(), grundy::TakeBreakCodeError>(())
    /// ```
    pub fn continuing(mut self, known: Vec<u32>) -> Self {
        assert!(
            self.values.is_empty(),
            "continuing a sequence that has values"
        );
        for &value in &known {
            self.marks.cover(value);
        }
        self.largest = known.iter().copied().max().unwrap_or(0);
        self.values = known;
        // The choices a run would have made: at the calibration length, then at each doubling.
        while self.next_choice < self.values.len() {
            self.next_choice = self.next_choice.saturating_mul(2);
        }
        if self.next_choice > CALIBRATION_PREFIX.max(4 * self.game.last_digit_position()) + 1 {
            self.choose_again();
        }
        self
    }

    /// Uses `space` from now on, listing the rare positions among the values known.
    fn use_space(&mut self, space: SparseSpace) {
        assert!(
            !space.by_position || self.splits.windows(2).all(|w| (w[1] - w[0]) % 2 == 0),
            "a space by position needs splitting digits at positions of one parity"
        );
        self.rare = (1..self.values.len())
            .filter(|&n| space.tag(self.values[n], n) != space.common_tag)
            .map(|n| entry(n, self.values[n]))
            .collect();
        self.method = Method::Sparse(space);
        self.covered_values = [Vec::new(), Vec::new()];
        self.rare_listing += 1;
    }

    /// Chooses the space again from the values known ([`SparseSpace::choose`]'s count over
    /// their later half), and changes to it when it has fewer rare positions there than the
    /// one in use.
    fn choose_again(&mut self) {
        let Some((space, rare)) = best_space(&self.splits, &self.values) else {
            return;
        };
        let keep = match self.method {
            Method::Sparse(current) => rare_in_later_half(current, &self.values) <= rare,
            Method::Direct => false,
        };
        if !keep {
            self.use_space(space);
        }
    }

    /// The space in use, if the sparse-space method is in use.
    ///
    /// # Complexity
    /// O(1).
    pub fn space(&self) -> Option<SparseSpace> {
        match self.method {
            Method::Sparse(space) => Some(space),
            Method::Direct => None,
        }
    }

    /// The rare positions `n >= 1` (see [`SparseSpace`]) among the values known, in increasing
    /// order, under the space in use; empty without one.
    ///
    /// # Complexity
    /// O(1) to start, O(1) a position.
    pub fn rare_positions(&self) -> impl ExactSizeIterator<Item = usize> + '_ {
        self.rare.iter().map(|&(r, _)| r as usize)
    }

    /// The values computed so far, `g(0), g(1), ...`.
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// The values computed so far, as a vector.
    pub fn into_values(self) -> Vec<u32> {
        self.values
    }

    /// Computes `g(n)` for every `n <= up_to` not known yet; nothing if all are known.
    ///
    /// # Panics
    /// If the values do not fit in memory.
    ///
    /// # Complexity
    /// As [`OctalGame::grundy_sparse`], for the new values only.
    pub fn extend_to(&mut self, up_to: usize) {
        self.values
            .reserve((up_to + 1).saturating_sub(self.values.len()));
        while self.values.len() <= up_to {
            let n = self.values.len();
            if n == self.next_choice {
                self.choose_again();
                self.next_choice = n.saturating_mul(2);
            }
            // A block never crosses a new choice of space, nor the last value asked for.
            let room = (up_to + 1).min(self.next_choice) - n;
            match self.method {
                // While the rare positions are not sparse (yet), listing the rare splits would
                // cost as much as all splits: directly then.
                Method::Sparse(space) if self.rare.len() * 3 <= n => {
                    self.extend_by_block(space, room.min(BLOCK));
                }
                _ => {
                    let value = self.direct_value(n);
                    self.push(value);
                }
            }
        }
    }

    /// Appends `g(n)` for `n` the number of values known, listing it if it is rare.
    fn push(&mut self, value: u32) {
        let n = self.values.len();
        self.marks.cover(value);
        self.largest = self.largest.max(value);
        self.values.push(value);
        if let Method::Sparse(space) = self.method {
            if n >= 1 && space.tag(value, n) != space.common_tag {
                self.rare.push(entry(n, value));
            }
        }
    }

    /// Computes the next `len` values (at most [`BLOCK`]) with `space`, fewer if one of them
    /// reaches the width of the block's tables (the next block then starts with wider ones).
    /// The pass marks all [`BLOCK`] tables whatever `len` (their partners are known), and only
    /// the first `len` heaps are finished.
    fn extend_by_block(&mut self, space: SparseSpace, len: usize) {
        let n0 = self.values.len();
        let width = (self.largest as usize + 1).next_power_of_two().max(64);
        if self.covered_values[0].len() != 2 * width {
            self.covered_values = [false, true].map(|covered| {
                (0..2 * width as u32)
                    .map(|v| u8::from(space.parity(v) == covered))
                    .collect()
            });
        }
        // 1. One pass for the whole block (see `rare_pieces`), its far part perhaps already
        //    marked by the helper while the previous block was finished; the helper then
        //    starts on the far part of the next block.
        let listing = self.rare_listing;
        let block = PassBlock { n0, width, listing };
        let (near, far) = (
            self.rare_pieces(n0, Parts::Near),
            self.rare_pieces(n0, Parts::Far),
        );
        let next = PassBlock {
            n0: n0 + BLOCK,
            width,
            listing,
        };
        let next_far = self.rare_pieces(next.n0, Parts::Far);
        let next_tops = self
            .splits
            .iter()
            .filter_map(|&k| next.n0.checked_sub(k))
            .collect();
        let values = (&self.values[..], &self.rare[..]);
        let next = (next, next_far, next_tops);
        self.block_prefix = self.pass.run(values, block, [&near, &far], next);
        // 2. Each heap in turn: what the pass left out, then the mex.
        for j in 0..len {
            let value = self.block_value(n0, j, space);
            self.push(value);
            if value as usize >= width {
                return;
            }
        }
    }

    /// The pieces of the pass of the block from `n0`, for each split size `k` (`top = n0 - k`):
    /// the rare parts `r` from [`BLOCK`] to `top - 1` (each partner `top + j - r` of the
    /// block's heaps is then known before the block starts, and at least 1), less, without
    /// equal heaps, those that may be half a heap. The far ones, `r` from `2 BLOCK` to
    /// `top - BLOCK - 1`, have their partners known a block earlier still, and are all listed
    /// then: the helper marks them while the block before is finished.
    fn rare_pieces(&self, n0: usize, parts: Parts) -> Vec<Piece> {
        let mut pieces = Vec::new();
        for &k in &self.splits {
            let Some(top) = n0.checked_sub(k).filter(|&top| top > BLOCK) else {
                continue;
            };
            let far = (2 * BLOCK).min(top)..top.saturating_sub(BLOCK).max(2 * BLOCK).min(top);
            let windows = match parts {
                Parts::Far => [far, 0..0],
                Parts::Near => [BLOCK..far.start, far.end..top],
            };
            let band = match self.equal_splits {
                true => 0..0,
                false => {
                    let (from, to) = half_band(&self.rare, top);
                    from..to
                }
            };
            for window in windows {
                let (from, to) = (
                    rare_index(&self.rare, window.start),
                    rare_index(&self.rare, window.end),
                );
                for entries in [
                    from..band.start.clamp(from, to),
                    band.end.clamp(from, to)..to,
                ] {
                    if !entries.is_empty() {
                        pieces.push(Piece { entries, top });
                    }
                }
            }
        }
        pieces
    }

    /// `g(n0 + j)`, with the block's pass marked in its table and every value below it known.
    fn block_value(&mut self, n0: usize, j: usize, space: SparseSpace) -> u32 {
        let n = n0 + j;
        let width = self.pass.marks.width();
        let values = &self.values;
        let table = self.pass.marks.table(j);
        self.takes
            .mark_options(values, n, |v| table[v as usize] = 1);
        for &k in self.splits.iter().take_while(|&&k| k + 2 <= n) {
            let rest = n - k;
            for range in left_out(&self.rare, self.equal_splits, n0, rest, k) {
                for &(r, value) in &self.rare[range] {
                    let r = r as usize;
                    if r < rest && (self.equal_splits || 2 * r != rest) {
                        table[((value ^ values[rest - r]) as usize) & (width - 1)] = 1;
                    }
                }
            }
        }
        // Every option of the uncovered parity is marked: the least one missing is exact.
        let covered = space.by_position && self.splits.first().is_some_and(|&k| (n + k) % 2 == 1);
        let skip = &self.covered_values[usize::from(covered)];
        let mut uncovered_mex = first_unmarked(table, Some(skip), 0, width);
        if uncovered_mex == width {
            // No option reaches the width: the first value there of the uncovered parity.
            uncovered_mex = (width..)
                .find(|&v| space.parity(v as u32) != covered)
                .unwrap();
        }
        let goal = uncovered_mex.min(width);
        // Every smaller value (of the covered parity) must be an option too: look for the
        // missing ones among all splits, a few at a time, stopping once all are found.
        for &k in self.splits.iter().take_while(|&&k| k + 2 <= n) {
            let rest = n - k;
            let half = if self.equal_splits {
                rest / 2
            } else {
                (rest - 1) / 2
            };
            // The pass marked the parts from 2 BLOCK to the prefix's end: the others here.
            let prefix = prefix_end(self.block_prefix, n0.saturating_sub(k));
            let parts = [1..(2 * BLOCK).min(half + 1), prefix..half + 1];
            if mark_common_until_found(table, values, rest, parts, goal) {
                break;
            }
        }
        first_unmarked(table, None, 0, goal) as u32
    }

    /// Extends the sequence until the octal periodicity theorem proves a period (see
    /// [`certified_period`]), computing no value past `g(up_to)`; `None` if none is proved by
    /// then. `progress` hears the number of values known after each step, and every
    /// 65,536 values within a longer step (so that a long run can say how far it is).
    ///
    /// Steps double the values known, from 4,096, except that once the values suggest a period
    /// ([`apparent_period`], seen three times over) the next step goes straight to the length
    /// the theorem needs to prove it, `2e + 2p + t`: `.354` (period 1,180 from 10,061,916)
    /// stops at 20.1 million values instead of the next power of two, 33.5 million.
    ///
    /// # Panics
    /// If the values do not fit in memory.
    ///
    /// # Complexity
    /// As [`extend_to`](OctalValues::extend_to) for the values computed, plus O(len) per step
    /// for the periods (a candidate that fails usually fails at the last values).
    ///
    /// # Example
    /// ```
    /// use grundy::{OctalGame, OctalValues, Period};
    ///
    /// let kayles = OctalGame::parse(".77")?;
    /// let mut values = OctalValues::new(&kayles);
    /// let mut steps = Vec::new();
    /// let period = values.find_period(1_000_000, |known| steps.push(known));
    /// assert_eq!(period, Some(Period { preperiod: 71, length: 12 }));
    /// assert_eq!(steps, [4097]);
    /// assert_eq!(OctalValues::new(&OctalGame::parse(".007")?).find_period(5000, |_| ()), None);
    /// # Ok::<(), grundy::TakeBreakCodeError>(())
    /// ```
    pub fn find_period(&mut self, up_to: usize, mut progress: impl FnMut(usize)) -> Option<Period> {
        if !self.equal_splits {
            // Grundy's game: this crate proves no period of it; compute the values asked.
            while self.values.len() + PROGRESS_CHUNK <= up_to {
                self.extend_to(self.values.len() + PROGRESS_CHUNK - 1);
                progress(self.values.len());
            }
            self.extend_to(up_to);
            progress(self.values.len());
            return None;
        }
        let t = self.game.last_digit_position();
        let mut next = next_period_step(&[], t, up_to);
        loop {
            while self.values.len() + PROGRESS_CHUNK <= next {
                self.extend_to(self.values.len() + PROGRESS_CHUNK - 1);
                progress(self.values.len());
            }
            self.extend_to(next);
            progress(self.values.len());
            let known = &self.values[..=next];
            if let Some(period) = certified_period(known, t) {
                return Some(period);
            }
            if next >= up_to {
                return None;
            }
            next = next_period_step(known, t, up_to);
        }
    }

    /// `g(n)` by the direct mex, with every smaller value known.
    fn direct_value(&mut self, n: usize) -> u32 {
        let (values, marks) = (&self.values, &mut self.marks);
        marks.start_heap(n);
        self.takes.mark_options(values, n, |v| marks.mark(v));
        marks.mark_splits(values, &self.splits, self.equal_splits, n);
        marks.smallest_unmarked(0)
    }
}

/// The steps of [`OctalValues::find_period`]'s search, for a game whose last digit is at
/// position `t`, up to `g(up_to)`: the index of the last value of the step after the values
/// `known` (those of the steps so far; none for the first step). The first step is 4,096
/// values; after it, twice as many as known, except that once the values suggest a period
/// ([`apparent_period`], seen three times over) within that, the step goes straight to the
/// length the octal periodicity theorem needs to prove it, `2e + 2p + t`. A search that
/// computes its values itself (to save them as it goes, say) takes the same steps here.
///
/// # Complexity
/// O(len(known)), for the period the values suggest.
///
/// # Example
/// ```
/// use grundy::{OctalGame, next_period_step};
///
/// assert_eq!(next_period_step(&[], 2, 1_000_000), 4096);
/// assert_eq!(next_period_step(&[], 2, 100), 100);
/// // Kayles: its values to 4,095 already show period 12 from 71, whose proof needs
/// // 2 * 71 + 2 * 12 + 2 = 168 values, fewer than known: the next step doubles.
/// let kayles = OctalGame::parse(".77")?.grundy_direct(4095);
/// assert_eq!(next_period_step(&kayles, 2, 1_000_000), 8191);
/// # Ok::<(), grundy::TakeBreakCodeError>(())
/// ```
pub fn next_period_step(known: &[u32], t: usize, up_to: usize) -> usize {
    let len = known.len();
    if len == 0 {
        return FIRST_PERIOD_STEP.min(up_to);
    }
    // The length the theorem needs for the period the values suggest, if it is near.
    let needed = apparent_period(known, 3)
        .map(|period| 2 * period.preperiod + 2 * period.length + t)
        .filter(|&needed| needed > len && needed <= 2 * len);
    needed.unwrap_or(2 * len).saturating_sub(1).min(up_to)
}

/// The index in `rare` of the first rare position `>= position`.
fn rare_index(rare: &[RareEntry], position: usize) -> usize {
    rare.partition_point(|&(r, _)| (r as usize) < position)
}

/// The indices in `rare` of the rare positions that may be half of a heap `top + j` of a
/// block (`top / 2 ..= (top + BLOCK) / 2`), which its pass leaves out.
fn half_band(rare: &[RareEntry], top: usize) -> (usize, usize) {
    (
        rare_index(rare, top / 2),
        rare_index(rare, (top + BLOCK) / 2 + 1),
    )
}

/// The ranges of `rare` that the pass of the block from `n0` left out for a heap whose split
/// taking `k` leaves `rest`: parts below [`BLOCK`], from `n0 - k` on (up to the rest), and,
/// without `equal` heaps, the possible halves.
fn left_out(
    rare: &[RareEntry],
    equal: bool,
    n0: usize,
    rest: usize,
    k: usize,
) -> [std::ops::Range<usize>; 3] {
    let end = rare_index(rare, rest);
    let top = n0.saturating_sub(k);
    if top <= BLOCK {
        return [0..end, 0..0, 0..0];
    }
    let (low_end, high_start) = (rare_index(rare, BLOCK), rare_index(rare, top));
    let halves = match equal {
        true => 0..0,
        false => {
            let (from, to) = half_band(rare, top);
            from.clamp(low_end, high_start)..to.clamp(low_end, high_start)
        }
    };
    [0..low_end, high_start..end.max(high_start), halves]
}

/// The moves of an octal game that leave no heap or one heap: each amount `k >= 1` whose digit
/// has bit 1 or 2, with those bits, in increasing order. Only these are looked at, so the digits
/// that are 0 (or only split) cost nothing, and a heap smaller than every amount costs O(1): a
/// code whose one digit sits at position 5,000 spends no work on the 5,000 heaps below it.
#[derive(Clone, Debug, Default)]
struct Takes {
    moves: Vec<(usize, u8)>,
}

impl Takes {
    fn new(digits: &[u8]) -> Self {
        let moves = (1..digits.len())
            .filter(|&k| digits[k] & 3 != 0)
            .map(|k| (k, digits[k] & 3))
            .collect();
        Self { moves }
    }

    /// Calls `mark` with the value of each option of heap `n` that leaves no heap (0) or one
    /// heap (its value), by `values` (every value below `n`).
    ///
    /// O(number of amounts up to `n`).
    fn mark_options(&self, values: &[u32], n: usize, mut mark: impl FnMut(u32)) {
        for &(k, bits) in self.moves.iter().take_while(|&&(k, _)| k <= n) {
            if bits & 1 != 0 && n == k {
                mark(0);
            }
            if bits & 2 != 0 && n > k {
                mark(values[n - k]);
            }
        }
    }
}

/// Which values are known to be options of the heap being evaluated: `stamp[v] == heap + 1`.
/// Stamping instead of clearing keeps each heap's start O(1).
#[derive(Debug, Default)]
struct OptionMarks {
    stamp: Vec<u32>,
    current: u32,
}

impl OptionMarks {
    fn start_heap(&mut self, n: usize) {
        self.current = u32::try_from(n + 1).expect("heap sizes stay below 2^32 - 1");
    }

    /// Grows the table to cover `value`. Its length is a power of two, so once every Grundy
    /// value is covered, so is every XOR of two of them.
    fn cover(&mut self, value: u32) {
        if value as usize >= self.stamp.len() {
            self.stamp
                .resize((value as usize + 1).next_power_of_two().max(64), 0);
        }
    }

    fn mark(&mut self, value: u32) {
        self.cover(value);
        self.stamp[value as usize] = self.current;
    }

    fn is_marked(&self, value: u32) -> bool {
        self.stamp.get(value as usize) == Some(&self.current)
    }

    fn smallest_unmarked(&self, from: u32) -> u32 {
        (from..)
            .find(|&v| !self.is_marked(v))
            .expect("some value is unmarked")
    }

    /// Marks the values of every split of heap `n`: for each splitting size `k`, the pairs
    /// `g(a) ^ g(n-k-a)`, with `a < n-k-a` only when `equal` is false.
    fn mark_splits(&mut self, values: &[u32], splits: &[usize], equal: bool, n: usize) {
        let current = self.current;
        let stamp = &mut self.stamp[..];
        let last = stamp.len().saturating_sub(1);
        for &k in splits.iter().take_while(|&&k| k + 2 <= n) {
            let rest = n - k;
            // The smaller part: up to half, below half without equal heaps.
            let half = if equal { rest / 2 } else { (rest - 1) / 2 };
            // g(a) for a = 1..=half, and g(rest - a) for the same a, in reverse.
            let (low, high) = (&values[1..=half], &values[rest - half..rest]);
            for (&x, &y) in low.iter().zip(high.iter().rev()) {
                stamp[(x ^ y) as usize & last] = current;
            }
        }
    }
}

/// Which rare parts of a block's pass [`OctalValues::rare_pieces`] lists.
#[derive(Clone, Copy, Debug)]
enum Parts {
    /// Those whose partners are known a block before: the helper's share.
    Far,
    /// The others.
    Near,
}

/// The rare list's entry for position `r`, value `value`.
fn entry(r: usize, value: u32) -> RareEntry {
    (u32::try_from(r).expect("heap sizes stay below 2^32"), value)
}

/// Shows the code, as `.07707`.
impl fmt::Display for OctalGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(".")?;
        for digit in &self.digits[1..] {
            write!(f, "{digit}")?;
        }
        Ok(())
    }
}

/// How many values [`OctalValues::find_period`] computes between two calls of its `progress`
/// within a long step.
const PROGRESS_CHUNK: usize = 1 << 16;

/// How many values [`OctalValues::find_period`] computes first.
const FIRST_PERIOD_STEP: usize = 4096;

/// How many values [`OctalGame::grundy_sparse`] computes directly before choosing a space.
const CALIBRATION_PREFIX: usize = 2048;

/// The largest mask [`SparseSpace::choose`] tries.
const LARGEST_MASK: u32 = (1 << 12) - 1;

/// A sparse space: which positions count as rare, for the sparse-space method.
///
/// Each position `n` gets a tag, the parity of the bits of `g(n) & mask` (XORed with the parity
/// of `n` itself when `by_position` is set). Positions whose tag is `common_tag` are common,
/// the others rare. The parity of `g(a) ^ g(b) & mask` is the XOR of the parities, so a split
/// of heap `n` into two common parts gives a value of one known parity, the *covered* parity;
/// values of the other parity come only from the few splits with a rare part and from the
/// moves that leave at most one heap, all of which are listed. In many octal games the rare
/// positions are few (they die out), and this is the sparse-space phenomenon (Berlekamp,
/// Conway and Guy, *Winning Ways*, "Sparse space spells speed"; Flammenkamp's tables).
///
/// The method, per heap: mark every listed option; the smallest unmarked value of the uncovered
/// parity is then exactly the least such value missing; every smaller value of the covered
/// parity is looked for among the other splits, stopping as soon as all are found (common
/// XOR common hits them again and again, so that is quick) and scanning every split when not:
/// the mex is exact either way.
///
/// The method is fast only when common positions take the *uncovered* parity, so that the
/// scan stops early for them: a common position whose value had the covered parity would need
/// every split scanned to prove that value missing, and the method would cost as much as the
/// direct one. So `common_tag` is not free: a common position's value must have the parity that
/// splits into two common parts never give. (Choosing by the count of rare positions alone once
/// picked, for `.16`, the space of values below 16, with few rare positions but common values of
/// the covered parity: certifying its period took 129 s instead of 0.3 s.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SparseSpace {
    /// The bits of a value whose parity makes the tag.
    pub mask: u32,
    /// Whether the parity of the position is XORed into the tag (the "domain" kind of sparse
    /// space, as Flammenkamp describes for some games).
    pub by_position: bool,
    /// The tag of the common positions.
    pub common_tag: bool,
}

impl SparseSpace {
    /// The parity of the bits of `value & mask`.
    fn parity(self, value: u32) -> bool {
        (value & self.mask).count_ones() % 2 == 1
    }

    /// The tag of position `n` with value `value`.
    fn tag(self, value: u32, n: usize) -> bool {
        self.parity(value) ^ (self.by_position && n % 2 == 1)
    }

    /// The space with the fewest rare positions among `prefix` (the values `g(0), g(1), ...`
    /// of `game`), counted over the later half of the prefix (rare positions should die out),
    /// trying every mask up to 4095, by value and by position, each with the common tag that
    /// gives common positions the uncovered parity (see [`SparseSpace`]). `None` when the game never
    /// splits a heap (the method has nothing to save there) or when no space makes fewer than
    /// one position in three rare there (a pass over more costs as much as the direct scan).
    ///
    /// # Complexity
    /// O(len(prefix) + b * 2^b) for values below 2^b (at most 4096 masks, counted at once by a
    /// Walsh–Hadamard transform).
    ///
    /// # Example
    /// ```
    /// use grundy::{OctalGame, SparseSpace};
    ///
    /// let game = OctalGame::parse(".356")?;
    /// let prefix = game.grundy_direct(2000);
    /// let space = SparseSpace::choose(&game, &prefix).unwrap();
    /// assert!(prefix[1000..].iter().enumerate().filter(|&(i, &g)| {
    ///     ((g & space.mask).count_ones() % 2 == 1) ^ (space.by_position && i % 2 == 1) != space.common_tag
    /// }).count() < 10);
    /// assert_eq!(SparseSpace::choose(&OctalGame::parse(".33")?, &prefix), None); // never splits
    /// # Ok::<(), grundy::TakeBreakCodeError>(())
    /// ```
    pub fn choose(game: &OctalGame, prefix: &[u32]) -> Option<SparseSpace> {
        best_space(&game.split_sizes(), prefix).map(|(space, _)| space)
    }
}

/// The number of rare positions under `space` among the later half of `values`, the count
/// [`SparseSpace::choose`] judges a space by.
fn rare_in_later_half(space: SparseSpace, values: &[u32]) -> usize {
    (values.len() / 2..values.len())
        .filter(|&n| space.tag(values[n], n) != space.common_tag)
        .count()
}

/// [`SparseSpace::choose`] for a game whose splits take `splits` tokens, with its count of rare
/// positions among the later half of `prefix`; `None` under the same conditions.
///
/// Every mask's count at once, by the Walsh–Hadamard transform of how many later positions
/// have each (value, parity of the position): the transform at `m` is the number of positions
/// whose tag under `m` is even, less those whose tag is odd. O(len(prefix) + B log B) for
/// values below 2^b, B = 2^(b + 1) (at most 8,192), so that the space can be chosen again as
/// the values grow.
fn best_space(splits: &[usize], prefix: &[u32]) -> Option<(SparseSpace, usize)> {
    if splits.is_empty() || prefix.len() < 2 {
        return None;
    }
    let one_parity = splits.windows(2).all(|w| (w[1] - w[0]) % 2 == 0);
    let largest = prefix.iter().copied().max().unwrap_or(0);
    let top_mask = ((largest + 1).next_power_of_two() - 1).clamp(1, LARGEST_MASK);
    // Rare positions should die out: judge a space by the later half of the prefix.
    let later = prefix.len() / 2..prefix.len();
    let total = later.len() as i64;
    let mut transform = vec![0i64; 2 * (top_mask as usize + 1)];
    for n in later {
        transform[(((prefix[n] & top_mask) as usize) << 1) | (n % 2)] += 1;
    }
    let mut width = 1;
    while width < transform.len() {
        for block in transform.chunks_exact_mut(2 * width) {
            let (low, high) = block.split_at_mut(width);
            for (x, y) in low.iter_mut().zip(high.iter_mut()) {
                (*x, *y) = (*x + *y, *x - *y);
            }
        }
        width *= 2;
    }
    let mut best: Option<(usize, SparseSpace)> = None;
    for by_position in [false, true] {
        if by_position && !one_parity {
            continue;
        }
        // Common positions must take the parity that splits into two common parts never
        // give (else proving their value missing scans every split, and nothing is saved).
        let common_tag = !by_position || splits[0] % 2 == 0;
        for mask in 1..=top_mask {
            let even_minus_odd = transform[((mask as usize) << 1) | usize::from(by_position)];
            let rare = match common_tag {
                true => (total + even_minus_odd) / 2,
                false => (total - even_minus_odd) / 2,
            } as usize;
            if best.is_none_or(|(fewest, _)| rare < fewest) {
                let space = SparseSpace {
                    mask,
                    by_position,
                    common_tag,
                };
                best = Some((rare, space));
            }
        }
    }
    best.filter(|&(rare, _)| rare * 6 < prefix.len())
        .map(|(rare, space)| (space, rare))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The mex by definition, over every option listed one by one.
    fn by_definition(game: &OctalGame, up_to: usize) -> Vec<u32> {
        let mut values = Vec::new();
        for n in 0..=up_to {
            let mut options = Vec::new();
            for (k, &digit) in game.digits().iter().enumerate().skip(1) {
                if digit & 1 != 0 && n == k {
                    options.push(0);
                }
                if digit & 2 != 0 && n > k {
                    options.push(values[n - k]);
                }
                if digit & 4 != 0 && n > k + 1 {
                    for a in 1..n - k {
                        options.push(values[a] ^ values[n - k - a]);
                    }
                }
            }
            values.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        values
    }

    #[test]
    fn direct_values_follow_the_definition() {
        for code in [
            ".007", ".07", ".137", ".77", ".6", ".4", ".31", ".07707", ".15",
        ] {
            let game = OctalGame::parse(code).unwrap();
            assert_eq!(game.grundy_direct(120), by_definition(&game, 120), "{code}");
        }
    }

    #[test]
    fn values_with_a_large_smallest_move_equal_the_plain_mex() {
        // One digit far out (every heap below it is worth 0 and has no move), or two, the
        // second a few places further; heaps up to 250 past the first.
        for m in [700, 3000] {
            for digits in [
                [1, 0],
                [2, 0],
                [3, 0],
                [4, 0],
                [5, 0],
                [6, 0],
                [7, 0],
                [3, 4],
                [6, 7],
            ] {
                let mut code = format!(".{}{}", "0".repeat(m - 1), digits[0]);
                if digits[1] != 0 {
                    code.push_str(&format!("00{}", digits[1]));
                }
                let game = OctalGame::parse(&code).unwrap();
                let truth = by_definition(&game, m + 250);
                let name = format!("{digits:?} at {m}");
                assert_eq!(game.grundy_direct(m + 250), truth, "{name}");
                assert_eq!(game.grundy_sparse(m + 250), truth, "{name}");
            }
        }
    }

    #[test]
    fn nim_is_the_game_with_every_take_allowed_to_leave_one_heap() {
        // .3333 with heaps below 5: take 1 to 4, leave 0 or 1 heap -> g(n) = n for n < 5.
        let game = OctalGame::parse(".3333").unwrap();
        assert_eq!(game.grundy_direct(4), [0, 1, 2, 3, 4]);
    }

    #[test]
    fn sparse_equals_direct_on_several_thousand_values() {
        for code in [
            ".007", ".07", ".137", ".77", ".0007", ".07707", ".4", ".15", ".356", ".16", ".127",
            ".354",
        ] {
            let game = OctalGame::parse(code).unwrap();
            assert_eq!(game.grundy_sparse(6000), game.grundy_direct(6000), "{code}");
        }
    }

    #[test]
    fn a_sequence_extended_in_steps_equals_one_computed_at_once() {
        for code in [".007", ".07", ".356", ".6"] {
            let game = OctalGame::parse(code).unwrap();
            let mut sequence = OctalValues::new(&game);
            for up_to in [0, 1, 7, 100, 2048, 2049, 2050, 4096, 5000] {
                sequence.extend_to(up_to);
                assert_eq!(sequence.values().len(), up_to + 1, "{code}");
            }
            sequence.extend_to(10); // already known: nothing changes
            assert_eq!(sequence.values(), game.grundy_direct(5000), "{code}");
        }
    }

    #[test]
    fn sparse_is_exact_even_with_a_poor_space() {
        let game = OctalGame::parse(".007").unwrap();
        let direct = game.grundy_direct(3000);
        for mask in [1, 2, 3, 7, 100] {
            for common_tag in [false, true] {
                for by_position in [false, true] {
                    let space = SparseSpace {
                        mask,
                        by_position,
                        common_tag,
                    };
                    assert_eq!(game.grundy_sparse_with(3000, space), direct, "{space:?}");
                }
            }
        }
    }

    #[test]
    fn a_sparse_game_gets_a_space_with_few_rare_positions() {
        let game = OctalGame::parse(".356").unwrap();
        let prefix = game.grundy_direct(2048);
        let space = SparseSpace::choose(&game, &prefix).unwrap();
        let rare = (1..prefix.len())
            .filter(|&n| space.tag(prefix[n], n) != space.common_tag)
            .count();
        assert!(rare < 20, "{rare} rare positions with {space:?}");
    }

    #[test]
    fn sparse_equals_direct_far_past_the_choice_of_space() {
        // The space is chosen from 2,049 values; these run ten times further on it.
        for code in [".16", ".354"] {
            let game = OctalGame::parse(code).unwrap();
            assert_eq!(
                game.grundy_sparse(20_000),
                by_definition(&game, 20_000),
                "{code}"
            );
        }
    }

    /// The sequence of `code` (or Grundy's game for `"grundy"`) on two threads, the helper
    /// marking every pass with at least `shared_from` far entries.
    fn on_two_threads(code: &str, shared_from: usize) -> OctalValues {
        let mut sequence = match code {
            "grundy" => OctalValues::grundy_game(),
            code => OctalValues::new(&OctalGame::parse(code).unwrap()),
        }
        .on_threads(2);
        sequence.pass.shared_from = shared_from;
        sequence
    }

    #[test]
    fn two_threads_give_the_plain_mex_for_games_with_many_and_few_rare_values() {
        // Treblecross has some 20,000 rare values past 2^16 (the helper's case); .6 and
        // Grundy's game a thousand or two, shared here from 1 far entry on, so that the
        // helper's pass, its prefix of first splits and its hand-over are all exercised,
        // also across the choices of a new space (2,049, 4,098, ...) and a wider table.
        for (code, up_to) in [
            (".007", 50_000),
            (".6", 50_000),
            ("grundy", 50_000),
            (".16", 20_000),
        ] {
            let plain = match code {
                "grundy" => crate::GrundyGame.grundy_direct(up_to),
                code => OctalGame::parse(code).unwrap().grundy_direct(up_to),
            };
            let mut sequence = on_two_threads(code, 1);
            sequence.extend_to(up_to);
            assert!(sequence.pass.helped(), "{code}: the helper never ran");
            assert_eq!(sequence.values(), plain, "{code}");
        }
    }

    #[test]
    fn two_threads_extended_in_uneven_steps_equal_one_thread() {
        // Steps that end inside blocks, so that a block prepared ahead is sometimes not the
        // one that follows.
        let game = OctalGame::parse(".007").unwrap();
        let mut one = OctalValues::new(&game).on_threads(1);
        one.extend_to(30_000);
        let mut two = on_two_threads(".007", 1);
        for up_to in (0..30_000).step_by(997).chain([30_000]) {
            two.extend_to(up_to);
        }
        assert_eq!(two.values(), one.values());
    }

    #[test]
    fn dot_6_and_grundys_game_equal_the_plain_mex_as_the_space_is_chosen_again() {
        // .6's rare/common split (mask 0x1ee) shows after about 16,000 values, Grundy's game's
        // (0xfe) after a few thousand: the space must be chosen again as the values grow.
        let game = OctalGame::parse(".6").unwrap();
        let mut six = OctalValues::new(&game);
        six.extend_to(50_000);
        assert_eq!(six.values(), game.grundy_direct(50_000));
        assert_eq!(six.space().map(|space| space.mask), Some(0x1ee));
        let mut grundy = OctalValues::grundy_game();
        grundy.extend_to(50_000);
        assert_eq!(grundy.values(), crate::GrundyGame.grundy_direct(50_000));
        assert_eq!(grundy.space().map(|space| space.mask), Some(0xfe));
        // Every rare position is listed, and only those.
        for sequence in [&six, &grundy] {
            let space = sequence.space().unwrap();
            let values = sequence.values();
            let rare: Vec<usize> = (1..values.len())
                .filter(|&n| space.tag(values[n], n) != space.common_tag)
                .collect();
            assert_eq!(sequence.rare_positions().collect::<Vec<_>>(), rare);
        }
    }

    #[test]
    fn the_transform_counts_rare_positions_as_a_plain_count_does() {
        let mut rng = crate::Rng::new(7);
        for round in 0..200 {
            let len = rng.range_usize(2..=300);
            let largest = rng.range(1..=if round % 2 == 0 { 40 } else { 5000 });
            // Mostly of odd parity under a mask of the values' bits, so that a space is found.
            let mask = rng.range(1..=largest) as u32;
            let prefix: Vec<u32> = (0..len)
                .map(|_| {
                    let value = rng.range(0..=largest) as u32;
                    let even = (value & mask).count_ones() % 2 == 0;
                    match even && rng.chance(19, 20) {
                        true => value ^ (mask & mask.wrapping_neg()),
                        false => value,
                    }
                })
                .collect();
            let splits: &[usize] = [&[1][..], &[2], &[1, 2], &[0, 2]][round % 4];
            // The plain count: every space in order, the first with the fewest rare positions.
            let one_parity = splits.windows(2).all(|w| (w[1] - w[0]) % 2 == 0);
            let top_mask = ((largest_of(&prefix) + 1).next_power_of_two() - 1).min(LARGEST_MASK);
            let mut plain: Option<(SparseSpace, usize)> = None;
            for by_position in [false, true] {
                if by_position && !one_parity {
                    continue;
                }
                let common_tag = !by_position || splits[0] % 2 == 0;
                for mask in 1..=top_mask.max(1) {
                    let space = SparseSpace {
                        mask,
                        by_position,
                        common_tag,
                    };
                    let rare = rare_in_later_half(space, &prefix);
                    if plain.is_none_or(|(_, fewest)| rare < fewest) {
                        plain = Some((space, rare));
                    }
                }
            }
            let plain = plain.filter(|&(_, rare)| rare * 6 < prefix.len());
            assert_eq!(best_space(splits, &prefix), plain, "round {round}");
        }
    }

    fn largest_of(values: &[u32]) -> u32 {
        values.iter().copied().max().unwrap_or(0)
    }

    #[test]
    fn the_chosen_space_gives_common_positions_the_parity_common_splits_never_give() {
        // `.16` has a space with few rare positions whose common values have the covered
        // parity (mask 16: common = values below 16); it must not be chosen.
        let game = OctalGame::parse(".16").unwrap();
        let prefix = game.grundy_direct(2048);
        let space = SparseSpace::choose(&game, &prefix).unwrap();
        let common_values =
            (1..prefix.len()).filter(|&n| space.tag(prefix[n], n) == space.common_tag);
        for n in common_values {
            let covered = space.by_position && (n + 2) % 2 == 1;
            assert_ne!(space.parity(prefix[n]), covered, "{space:?} at {n}");
        }
    }

    /// The period the theorem proves from the sparse values.
    fn period_of(code: &str) -> Period {
        let game = OctalGame::parse(code).unwrap();
        OctalValues::new(&game)
            .find_period(1 << 20, |_| ())
            .unwrap()
    }

    /// The published periods of classic octal games, proved here from the values this engine
    /// computes.
    #[test]
    fn classic_games_have_their_published_periods() {
        let published = [
            // Kayles: period 12, last exceptional value at heap 70 (Guy and Smith 1956;
            // Winning Ways, ch. 4).
            (".77", 71, 12),
            // Dawson's Chess: period 34, exceptional values at 0, 14, 16, 17, 31, 34 and 51
            // (Guy and Smith 1956; OEIS A002187). Dawson's Kayles `.07` is the same sequence
            // shifted by one heap.
            (".137", 52, 34),
            (".07", 53, 34),
            // Gangolli and Plambeck, "A note on periodicity in some octal games" (1989).
            (".16", 105_351, 149_459),
            (".127", 46_578, 4),
        ];
        for (code, preperiod, length) in published {
            assert_eq!(period_of(code), Period { preperiod, length }, "{code}");
        }
    }

    #[test]
    fn dawsons_chess_differs_from_its_period_exactly_at_the_published_heaps() {
        // Exceptional: the value differs from the one the period settles on (at n + 34k, far).
        let values = OctalGame::parse(".137").unwrap().grundy_direct(600);
        let exceptions: Vec<usize> = (0..200).filter(|&n| values[n] != values[n + 340]).collect();
        assert_eq!(exceptions, [0, 14, 16, 17, 31, 34, 51]);
    }

    #[test]
    fn kayles_period_is_twelve_from_seventy_one() {
        let game = OctalGame::parse(".77").unwrap();
        let values = game.grundy_direct(400);
        let period = certified_period(&values, 2).unwrap();
        assert_eq!(period.length, 12);
        assert_eq!(period.preperiod, 71);
    }

    #[test]
    fn period_predicts_values_past_the_table() {
        let game = OctalGame::parse(".07").unwrap();
        let values = game.grundy_direct(2000);
        let period = certified_period(&values[..400], 2).unwrap();
        for n in 0..=2000 {
            assert_eq!(period.value_at(&values[..400], n as u64), values[n]);
        }
    }

    #[test]
    #[should_panic(expected = "positive")]
    fn a_block_of_size_zero_is_refused() {
        OctalGame::from_removable_blocks([0]);
    }
}
