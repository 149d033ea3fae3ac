//! The game's real rules, for the exhaustive-search referee ([`grundy::Referee`]) that the
//! tests in `tests/` check [`solve`](crate::solve) against.
//!
//! A position is the whole multiset of heaps of one game. A move picks one heap of `x >= F`
//! stones and a number `M` with `2 <= M <= x`, and splits the heap into `M` non-empty heaps
//! as evenly as possible: `x mod M` heaps of `x / M + 1` stones and the other `M - x mod M`
//! heaps of `x / M` stones. Nothing here knows about Grundy values.

use grundy::Game;

/// The rules of one input: the threshold `F` is shared by all its games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// Only heaps of at least this many stones may be split.
    pub threshold: u64,
    /// Whether positions leave out heaps that can never move (fewer than `threshold` stones,
    /// or a single stone). Such a heap has no move now or later, so leaving it out changes
    /// no move of the whole position; it only keeps the search small. The tests check the
    /// two forms against each other.
    pub drop_dead_heaps: bool,
}

impl Rules {
    /// The rules for threshold `F = threshold`, with dead heaps left out of positions.
    pub fn new(threshold: u64) -> Self {
        Self {
            threshold,
            drop_dead_heaps: true,
        }
    }

    /// Whether a heap of `size` stones can be split now: it needs `size >= F` and at least two
    /// stones (a heap of one stone cannot be split into two or more non-empty heaps).
    pub fn can_split(&self, size: u64) -> bool {
        size >= self.threshold && size >= 2
    }

    /// The position made of `heaps`, in canonical form: sorted, and without dead heaps if
    /// [`drop_dead_heaps`](Rules::drop_dead_heaps) is set.
    pub fn position(&self, heaps: &[u64]) -> Vec<u64> {
        let mut position: Vec<u64> = heaps
            .iter()
            .copied()
            .filter(|&size| !self.drop_dead_heaps || self.can_split(size))
            .collect();
        position.sort_unstable();
        position
    }
}

impl Game for Rules {
    /// The heap sizes, sorted (see [`Rules::position`]).
    type Position = Vec<u64>;
    /// (size of the heap that is split, number of parts `M`).
    type Move = (u64, u64);

    fn moves(&self, heaps: &Vec<u64>) -> Vec<(Self::Move, Vec<u64>)> {
        let mut moves = Vec::new();
        for (index, &size) in heaps.iter().enumerate() {
            // Equal heaps give equal moves: split only the first of a run.
            if !self.can_split(size) || (index > 0 && heaps[index - 1] == size) {
                continue;
            }
            for parts in 2..=size {
                let small = size / parts;
                let big_count = size % parts;
                let mut after: Vec<u64> = heaps[..index].to_vec();
                after.extend_from_slice(&heaps[index + 1..]);
                after.extend(std::iter::repeat_n(small + 1, big_count as usize));
                after.extend(std::iter::repeat_n(small, (parts - big_count) as usize));
                moves.push(((size, parts), self.position(&after)));
            }
        }
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_heap_is_split_as_evenly_as_possible() {
        let rules = Rules {
            threshold: 1,
            drop_dead_heaps: false,
        };
        let moves = rules.moves(&vec![7]);
        let parts: Vec<_> = moves
            .iter()
            .map(|(m, after)| (m.1, after.clone()))
            .collect();
        assert_eq!(parts[0], (2, vec![3, 4]));
        assert_eq!(parts[1], (3, vec![2, 2, 3]));
        assert_eq!(parts[4], (6, vec![1, 1, 1, 1, 1, 2]));
        assert_eq!(parts[5], (7, vec![1; 7]));
        assert_eq!(parts.len(), 6);
    }

    #[test]
    fn heaps_below_the_threshold_and_single_stones_never_move() {
        let rules = Rules {
            threshold: 4,
            drop_dead_heaps: false,
        };
        assert!(rules.moves(&vec![1, 2, 3, 3]).is_empty());
        assert!(Rules::new(1).moves(&vec![1]).is_empty());
        assert_eq!(Rules::new(4).position(&[5, 1, 3, 4]), [4, 5]);
    }
}
