//! Who wins a board and where a winning strip goes: a strip of length k placed `a` cells from
//! the left end of a run of p cells leaves runs of `a` and `p - k - a` cells, worth
//! `g(a) ^ g(p - k - a)`. Why the search past the table stops at `a < n0 + P`: README.md,
//! "Explain".

use std::fmt::{self, Debug};
use std::sync::Mutex;

use grundy::FxHashMap;
use harness::shape::At;
use harness::{Claim, InputError};

use crate::Values;
use crate::real_rules::Placement;

/// An input's strips `c z n` (its setup), and the values and winning strips its boards have
/// needed so far: every board of the input shares them (the boards come a case at a time, so
/// the values grow as they need), and another input starts with none.
pub struct StripSet {
    /// The red, green and blue strips' lengths.
    pub lengths: [u64; 3],
    moves: Mutex<WinningStrips>,
}

impl StripSet {
    /// These strips, no value known yet.
    pub fn new(lengths: [u64; 3]) -> Self {
        let moves = Mutex::new(WinningStrips::new(lengths));
        StripSet { lengths, moves }
    }

    /// `answer` of this input's boards, with the values they have needed so far.
    pub(crate) fn with<T>(&self, answer: impl FnOnce(&mut WinningStrips) -> T) -> T {
        answer(&mut self.moves.lock().expect("no board's answer panicked"))
    }
}

/// The same strips, no value known yet.
impl Clone for StripSet {
    fn clone(&self) -> Self {
        StripSet::new(self.lengths)
    }
}

/// Equal as the input is: the same strips.
impl PartialEq for StripSet {
    fn eq(&self, other: &Self) -> bool {
        self.lengths == other.lengths
    }
}

/// The strips alone (not up to 65,536 values).
impl Debug for StripSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("StripSet").field(&self.lengths).finish()
    }
}

/// The boards of one strip set: their values, and the search for winning strips.
#[derive(Debug)]
pub(crate) struct WinningStrips {
    pub(crate) values: Values,
    pub(crate) strips: [u64; 3],
    /// Past the table: the offset found (or not) for a colour and `(p - k) mod P`.
    by_residue: FxHashMap<(usize, u64), Option<u64>>,
}

impl WinningStrips {
    fn new(strips: [u64; 3]) -> Self {
        WinningStrips {
            values: Values::new(&strips),
            strips,
            by_residue: FxHashMap::default(),
        }
    }

    /// Whether the first player wins `board`: `g(p) != 0`.
    ///
    /// # Errors
    /// At the board, when it lies past the budget and no period is certified within it.
    pub(crate) fn wins(&mut self, board: &At<u64>) -> Result<bool, InputError> {
        self.values.reach(board)?;
        Ok(self.values.at(board.value) != 0)
    }

    /// The claim on a board of `cells` empty cells, once [`wins`](WinningStrips::wins) answered
    /// it (one run, a sum of one component): on a board worth more than 0, the first colour
    /// with a strip leaving two runs of equal value, at its smallest offset; on a board worth
    /// 0, that every move loses.
    ///
    /// # Complexity
    /// O(p) within the table (offsets up to `(p - k) / 2`: the rest are mirror images); past
    /// it O(n0 + P) for the first board of each colour and residue, O(1) for the others.
    pub(crate) fn claim(&mut self, cells: u64) -> Claim<(usize, Placement)> {
        let value = self.values.at(cells);
        if value == 0 {
            return Claim::Loses;
        }
        let known = self.values.table().len() as u64;
        for colour in 0..self.strips.len() {
            let Some(rest) = cells.checked_sub(self.strips[colour]) else {
                continue; // the strip does not fit
            };
            let even = |a: u64| self.values.at(a) == self.values.at(rest - a);
            let offset = match self.values.period {
                Some(period) if cells >= known => {
                    // Certification needs the values known to reach 2*n0 + 2*P + the longest
                    // strip, so every a < n0 + P is known, with b = rest - a past n0: g(b)
                    // depends only on rest mod P.
                    let reach = (period.preperiod + period.length) as u64;
                    let key = (colour, rest % period.length as u64);
                    *self
                        .by_residue
                        .entry(key)
                        .or_insert_with(|| (0..reach).find(|&a| even(a)))
                }
                _ => (0..=rest / 2).find(|&a| even(a)),
            };
            if let Some(offset) = offset {
                let (kind, offset, len) = (colour, offset as usize, self.strips[colour] as usize);
                return Claim::Wins((0, Placement { kind, offset, len }));
            }
        }
        unreachable!("a board worth {value} has a strip leaving 0 (the mex)")
    }
}
