//! The sequence as it grows, and who wins from any position of it: the DP over the last
//! occurrences of the values (README.md, "Why the solution is right"), swept lazily from the
//! latest value down to the one a query asks about; each append restarts the sweep.

/// How many different values the sequence can hold (`0..=255`).
const VALUES: usize = 256;

/// A set of values, one bit per value.
type ValueSet = [u64; VALUES / 64];

/// `NEIGHBOURS[v]`: the eight values that differ from `v` in exactly one bit, computed at
/// compile time.
const NEIGHBOURS: [ValueSet; VALUES] = {
    let mut table = [[0; VALUES / 64]; VALUES];
    let mut value = 0;
    while value < VALUES {
        let mut bit = 0;
        while bit < 8 {
            let neighbour = value ^ (1 << bit);
            table[value][neighbour >> 6] |= 1 << (neighbour & 63);
            bit += 1;
        }
        value += 1;
    }
    table
};

/// A sequence of values in `0..=255` that grows by appends and answers, at any time, who wins
/// with the token at a given position.
#[derive(Clone, Debug)]
pub struct GrowingSequence {
    /// The values, `A_1` first.
    values: Vec<u8>,
    /// `last[v]`: the 1-based position of the last occurrence of `v`, 0 if `v` has not occurred.
    last: [usize; VALUES],
    /// The values that have occurred, ordered by last occurrence, earliest first.
    order: Vec<u8>,
    /// The sweep has decided `order[decided_from..]`; the rest waits for a query to need it.
    decided_from: usize,
    /// `wins[v]`: whether the player to move wins with the token on `last[v]`; valid for the
    /// values in `order[decided_from..]`.
    wins: [bool; VALUES],
    /// The values one bit away from a lost value in `order[decided_from..]`: exactly the values
    /// that win if they come next in the sweep.
    near_lost: ValueSet,
}

impl GrowingSequence {
    /// An empty sequence.
    pub fn new() -> Self {
        Self {
            values: Vec::new(),
            last: [0; VALUES],
            order: Vec::with_capacity(VALUES),
            decided_from: 0,
            wins: [false; VALUES],
            near_lost: [0; VALUES / 64],
        }
    }

    /// The current length `N`.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// The value at `position` (1-based).
    pub fn value(&self, position: usize) -> u8 {
        self.values[position - 1]
    }

    /// The position of the last occurrence of `value`, if it occurs.
    pub fn last_occurrence(&self, value: u8) -> Option<usize> {
        Some(self.last[usize::from(value)]).filter(|&position| position != 0)
    }

    /// Appends `value` at position `N + 1`: O(log 256) plus moving at most 256 bytes.
    pub fn push(&mut self, value: u8) {
        let old_last = self.last[usize::from(value)];
        if old_last != 0 {
            let index = self.index_in_order(old_last);
            self.order.remove(index);
        }
        self.values.push(value);
        self.last[usize::from(value)] = self.values.len();
        self.order.push(value);
        // Every verdict may have changed: restart the sweep.
        self.decided_from = self.order.len();
        self.near_lost = [0; VALUES / 64];
    }

    /// Whether the first player (Grammy) wins with the token at `position` (1-based): O(log 256)
    /// plus the sweep steps it needs, at most 256 between two appends.
    pub fn first_player_wins(&mut self, position: usize) -> bool {
        let value = self.values[position - 1];
        if self.last[usize::from(value)] != position {
            // The same value comes again later, so this position is won (see README.md).
            return true;
        }
        let index = self.index_in_order(position);
        while self.decided_from > index {
            self.decided_from -= 1;
            self.decide(self.order[self.decided_from]);
        }
        self.wins[usize::from(value)]
    }

    /// The sweep's step: decides the last occurrence of `value`, all later ones being decided.
    /// It wins exactly when a later last occurrence one bit away is lost.
    fn decide(&mut self, value: u8) {
        let wins = self.near_lost[usize::from(value >> 6)] >> (value & 63) & 1 == 1;
        self.wins[usize::from(value)] = wins;
        // Branch-free: a lost value adds its neighbours, a won one adds nothing.
        let keep = if wins { 0 } else { u64::MAX };
        for (near, add) in self
            .near_lost
            .iter_mut()
            .zip(&NEIGHBOURS[usize::from(value)])
        {
            *near |= add & keep;
        }
    }

    /// Where the value whose last occurrence is `position` stands in `order`.
    fn index_in_order(&self, position: usize) -> usize {
        self.order
            .partition_point(|&other| self.last[usize::from(other)] < position)
    }
}
