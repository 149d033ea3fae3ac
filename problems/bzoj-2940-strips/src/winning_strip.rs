//! Where a winning strip goes. A strip of length k placed `offset` cells from the left end of a
//! run of p cells leaves runs of `a = offset` and `b = p - k - a` cells, worth `g(a) ^ g(b)`;
//! a winning strip is one that leaves the value the sum needs (0 for a lone board).
//!
//! Within the table every placement is at hand: the search scans `a` up to `(p - k) / 2` (the
//! other half are the mirror images). Past the table, where `g` is known through a certified
//! period (preperiod `n0`, length `P`), a board can be 10^18 cells long, but the search need
//! not be: if some `a` works, so does the one reduced by multiples of `P` into `[n0, n0 + P)`
//! (or `a` itself, below `n0`), since `g(a)` stays the same and `b` only grows, staying in the
//! periodic part where `g(b)` stays the same too. So `a < n0 + P` suffices, and there `b` is
//! past `n0`, so `g(b)` depends only on `(p - k) mod P`: the offset found is cached per colour,
//! residue and target, and boards of the same class cost O(1) after the first.

use grundy::FxHashMap;

use crate::Values;
use crate::real_rules::Placement;

/// The search for winning strips on the boards of one input.
#[derive(Debug)]
pub(crate) struct WinningStrips<'a> {
    values: &'a Values,
    strips: &'a [u64],
    /// Past the table: the offset found (or not) for a colour, `(p - k) mod P` and a target.
    by_residue: FxHashMap<(usize, u64, u32), Option<u64>>,
}

impl<'a> WinningStrips<'a> {
    pub(crate) fn new(values: &'a Values, strips: &'a [u64]) -> Self {
        WinningStrips {
            values,
            strips,
            by_residue: FxHashMap::default(),
        }
    }

    /// The Grundy values the search reads.
    pub(crate) fn values(&self) -> &Values {
        self.values
    }

    /// The length of the strip of `colour`.
    pub(crate) fn length(&self, colour: usize) -> u64 {
        self.strips[colour]
    }

    /// A strip on a board of `cells` empty cells that leaves two runs whose values XOR to
    /// `target`: the first colour that has one, at its smallest offset (below the period's
    /// reach, past the table). `None` if there is none.
    ///
    /// # Complexity
    /// O(p) within the table; past it O(n0 + P) for the first board of each colour, residue
    /// and target, O(1) for the others.
    pub(crate) fn leaving(&mut self, cells: u64, target: u32) -> Option<Placement> {
        let table = &self.values.table;
        for colour in 0..self.strips.len() {
            let Some(rest) = cells.checked_sub(self.strips[colour]) else {
                continue; // the strip does not fit
            };
            let leaves = |a: u64| self.values.at(a) ^ self.values.at(rest - a) == target;
            let offset = match self.values.period {
                Some(period) if cells >= table.len() as u64 => {
                    // Certification needs table.len() >= 2*n0 + 2*P + the longest strip, so
                    // every a < n0 + P fits, with b = rest - a past n0.
                    let reach = (period.preperiod + period.length) as u64;
                    let key = (colour, rest % period.length as u64, target);
                    *self
                        .by_residue
                        .entry(key)
                        .or_insert_with(|| (0..reach).find(|&a| leaves(a)))
                }
                _ => (0..=rest / 2).find(|&a| leaves(a)),
            };
            if let Some(offset) = offset {
                let (kind, offset, len) = (colour, offset as usize, self.strips[colour] as usize);
                return Some(Placement { kind, offset, len });
            }
        }
        None
    }
}
