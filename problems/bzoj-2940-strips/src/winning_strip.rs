//! Where a winning strip goes: a strip of length k placed `a` cells from the left end of a run
//! of p cells leaves runs of `a` and `p - k - a` cells, worth `g(a) ^ g(p - k - a)`. Why the
//! search past the table stops at `a < n0 + P`: README.md, "Explain".

use grundy::FxHashMap;
use harness::Claim;

use crate::Values;
use crate::real_rules::Placement;

/// The search for winning strips on the boards of one input.
#[derive(Debug)]
pub(crate) struct WinningStrips<'a> {
    pub(crate) values: &'a Values,
    pub(crate) strips: &'a [u64],
    /// Past the table: the offset found (or not) for a colour and `(p - k) mod P`.
    by_residue: FxHashMap<(usize, u64), Option<u64>>,
}

impl<'a> WinningStrips<'a> {
    pub(crate) fn new(values: &'a Values, strips: &'a [u64]) -> Self {
        WinningStrips {
            values,
            strips,
            by_residue: FxHashMap::default(),
        }
    }

    /// The claim on a board of `cells` empty cells (one run, a sum of one component): on a
    /// board worth more than 0, the first colour with a strip leaving two runs of equal value,
    /// at its smallest offset; on a board worth 0, that every move loses.
    ///
    /// # Complexity
    /// O(p) within the table (offsets up to `(p - k) / 2`: the rest are mirror images); past
    /// it O(n0 + P) for the first board of each colour and residue, O(1) for the others.
    pub(crate) fn claim(&mut self, cells: u64) -> Claim<(usize, Placement)> {
        let value = self.values.at(cells);
        if value == 0 {
            return Claim::Loses;
        }
        let table = &self.values.table;
        for colour in 0..self.strips.len() {
            let Some(rest) = cells.checked_sub(self.strips[colour]) else {
                continue; // the strip does not fit
            };
            let even = |a: u64| self.values.at(a) == self.values.at(rest - a);
            let offset = match self.values.period {
                Some(period) if cells >= table.len() as u64 => {
                    // Certification needs table.len() >= 2*n0 + 2*P + the longest strip, so
                    // every a < n0 + P fits, with b = rest - a past n0: g(b) depends only on
                    // rest mod P.
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
