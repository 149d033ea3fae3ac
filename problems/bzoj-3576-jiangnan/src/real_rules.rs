//! The game's real rules, for the exhaustive-search referee ([`grundy::Referee`]). One game is
//! a sum of heaps ([`grundy::Sum`]); [`Rules`] says what a move does to one heap: it picks a
//! heap of `x >= F` stones and a number `M` with `2 <= M <= x`, and splits the heap into `M`
//! non-empty heaps as evenly as possible, `x mod M` heaps of `x / M + 1` stones and the other
//! `M - x mod M` heaps of `x / M` stones. Nothing here knows about Grundy values.

use std::cell::RefCell;

use grundy::{Components, FxHashMap, Referee, Sum};

/// The rules of one heap for one input: the threshold `F` is shared by all its games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// Only heaps of at least this many stones may be split.
    pub threshold: u64,
    /// Whether positions leave out heaps that can never move (fewer than `threshold` stones,
    /// or a single stone): such heaps are [finished](Components::is_finished). A heap like
    /// that has no move now or later, so leaving it out changes no move of the whole position;
    /// it only keeps the search small. The tests check the two forms against each other.
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
}

impl Components for Rules {
    /// A heap, by its number of stones.
    type Part = u64;
    /// The number of parts `M` the heap is split into.
    type Move = u64;

    /// Every `M` from 2 to `size` if the heap may be split, with its parts (smallest first).
    fn splits(&self, &size: &u64) -> Vec<(u64, Vec<u64>)> {
        if !self.can_split(size) {
            return Vec::new();
        }
        (2..=size)
            .map(|parts| {
                let small = size / parts;
                let big_count = size % parts;
                let mut pieces = vec![small; (parts - big_count) as usize];
                pieces.extend(std::iter::repeat_n(small + 1, big_count as usize));
                (parts, pieces)
            })
            .collect()
    }

    /// A heap that can never be split, if [`drop_dead_heaps`](Rules::drop_dead_heaps) is set.
    /// Heaps only get smaller, so a heap that cannot be split now never can.
    fn is_finished(&self, &size: &u64) -> bool {
        self.drop_dead_heaps && !self.can_split(size)
    }
}

thread_local! {
    /// One referee per threshold, kept across calls so that positions met once are not
    /// searched again (a position's verdict depends only on the position and `F`).
    static REFEREES: RefCell<FxHashMap<u64, Referee<Sum<Rules>>>> =
        RefCell::new(FxHashMap::default());
}

/// The referee's output for a whole input with threshold `F = threshold`: each game searched
/// exhaustively by the real rules (never by Grundy values), as the judge prints it. Exponential
/// in the heaps: keep them small ([`problem::searchable`](crate::problem::searchable)).
pub fn referee_output(threshold: u64, games: &[Vec<u64>]) -> String {
    REFEREES.with(|referees| {
        let mut referees = referees.borrow_mut();
        let game = Sum(Rules::new(threshold));
        let referee = referees
            .entry(threshold)
            .or_insert_with(|| Referee::new(game));
        let verdicts: Vec<&str> = games
            .iter()
            .map(|heaps| referee.wins(&game.position(heaps.iter().copied())))
            .map(|wins| if wins { "1" } else { "0" })
            .collect();
        format!("{}\n", verdicts.join(" "))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::{Game, Sum};

    #[test]
    fn a_heap_is_split_as_evenly_as_possible() {
        let parts = Rules::new(1).splits(&7);
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
        assert!(Sum(rules).moves(&vec![1, 2, 3, 3]).is_empty());
        assert!(Sum(Rules::new(1)).moves(&vec![1]).is_empty());
        assert_eq!(Sum(Rules::new(4)).position([5, 1, 3, 4]), [4, 5]);
        assert_eq!(Sum(rules).position([5, 1, 3, 4]), [1, 3, 4, 5]);
    }
}
