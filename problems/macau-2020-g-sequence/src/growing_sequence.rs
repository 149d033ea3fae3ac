//! The sequence as it grows, with the winner from every position kept up to date.
//!
//! Only the last occurrence of each of the 256 values can be lost (README.md, "Why the
//! solution is right"), and whether it is lost depends only on the last occurrences of its
//! eight one-bit neighbours that come after it. So the state is a few 256-entry tables, and an
//! append re-decides only the values whose verdict can change, latest first.

use std::collections::BinaryHeap;

/// How many different values the sequence can hold (`0..=255`).
const VALUES: usize = 256;

/// The eight values that differ from `value` in exactly one bit.
fn neighbours(value: u8) -> impl Iterator<Item = u8> {
    (0..8).map(move |bit| value ^ (1 << bit))
}

/// A sequence of values in `0..=255` that grows by appends and answers, at any time, who wins
/// from a given token position.
///
/// # Example
/// ```
/// use macau_2020_g_sequence::growing_sequence::GrowingSequence;
///
/// let mut sequence = GrowingSequence::new();
/// for value in [7, 0, 7, 0, 4, 6] {
///     sequence.push(value);
/// }
/// assert!(sequence.first_player_wins(3)); // 7 -> 6, and 6 at the end is lost
/// sequence.push(2);
/// assert!(!sequence.first_player_wins(3)); // now 6 wins (-> 2), and 7 has nothing else
/// ```
#[derive(Clone, Debug)]
pub struct GrowingSequence {
    /// The values, `A_1` first.
    values: Vec<u8>,
    /// `last[v]`: the 1-based position of the last occurrence of `v`, 0 if `v` has not occurred.
    last: [usize; VALUES],
    /// `wins[v]`: whether the player to move wins with the token on `last[v]`.
    wins: [bool; VALUES],
    /// `losing_later[v]`: how many neighbours `u` of `v` have their last occurrence after
    /// `last[v]` and lost there. `wins[v]` is exactly `losing_later[v] > 0`.
    losing_later: [u8; VALUES],
    /// Values whose verdict may be stale during a [`push`](Self::push), keyed by their last
    /// occurrence so that the latest comes out first. Empty between calls.
    pending: BinaryHeap<(usize, u8)>,
    /// `queued[v]`: whether `v` is in `pending`.
    queued: [bool; VALUES],
}

impl Default for GrowingSequence {
    fn default() -> Self {
        Self::new()
    }
}

impl GrowingSequence {
    /// An empty sequence.
    pub fn new() -> Self {
        Self {
            values: Vec::new(),
            last: [0; VALUES],
            wins: [false; VALUES],
            losing_later: [0; VALUES],
            pending: BinaryHeap::new(),
            queued: [false; VALUES],
        }
    }

    /// The current length `N`.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether the sequence is empty.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Whether the first player (Grammy) wins with the token at `position`.
    ///
    /// # Panics
    /// If `position` is not in `1..=len`.
    ///
    /// # Complexity
    /// O(1).
    pub fn first_player_wins(&self, position: usize) -> bool {
        let value = self.values[position - 1];
        // An earlier occurrence wins: the same value comes again later (see README.md).
        self.last[usize::from(value)] != position || self.wins[usize::from(value)]
    }

    /// Appends `value` at position `N + 1` and brings every verdict up to date.
    ///
    /// # Complexity
    /// O(8 log 256) for each value whose verdict changes, plus O(8): at most about 256 * 8
    /// steps, usually far fewer.
    pub fn push(&mut self, value: u8) {
        self.values.push(value);
        let position = self.values.len();
        let x = usize::from(value);
        let old_position = self.last[x];
        let was_losing = old_position != 0 && !self.wins[x];

        // The new last occurrence of `value` has no move at all: it is lost. So it is now a
        // losing later option for every neighbour that has occurred. Before, it counted only
        // for neighbours whose last occurrence came before its old one, and only if it was lost.
        self.last[x] = position;
        self.wins[x] = false;
        self.losing_later[x] = 0;
        for u in neighbours(value) {
            let last_u = self.last[usize::from(u)];
            let counted_before = was_losing && last_u < old_position;
            if last_u != 0 && !counted_before {
                self.losing_later[usize::from(u)] += 1;
                self.enqueue(u);
            }
        }

        // Re-decide, latest first. When a value comes out, every value after it is final:
        // only a change at a later value can queue it.
        while let Some((last_v, v)) = self.pending.pop() {
            let index = usize::from(v);
            self.queued[index] = false;
            let wins = self.losing_later[index] > 0;
            if wins == self.wins[index] {
                continue;
            }
            self.wins[index] = wins;
            for u in neighbours(v) {
                let last_u = self.last[usize::from(u)];
                if last_u != 0 && last_u < last_v {
                    let count = &mut self.losing_later[usize::from(u)];
                    // `v` stopped (or started) being a losing later option of `u`.
                    *count = if wins { *count - 1 } else { *count + 1 };
                    self.enqueue(u);
                }
            }
        }
    }

    /// Queues `value` (once) to have its verdict re-decided.
    fn enqueue(&mut self, value: u8) {
        let index = usize::from(value);
        if !self.queued[index] {
            self.queued[index] = true;
            self.pending.push((self.last[index], value));
        }
    }
}
