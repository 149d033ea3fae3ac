//! Grundy values from the real rules: the value of one component of a sum, by memoised mex
//! over its moves, for any [`Components`].
//!
//! This is the definition, not a formula: a move replaces the component by pieces, the pieces'
//! values XOR together (Sprague–Grundy), and the component's value is the mex of those XORs.
//! A solver's fast formula is checked against it on every small component, and it is the first
//! step of a new problem: print the values, look for the pattern.

use std::hash::Hash;

use crate::memo::{FxHashMap, FxHashSet};
use crate::mex::MexSet;
use crate::sum::Components;

/// The Grundy values of components under rules `C`, each computed once and remembered.
///
/// # Example
/// ```
/// use grundy::{ComponentValues, Components};
///
/// /// Take any run of consecutive tokens from a row; the rest may be left in two rows.
/// struct TakeARun;
///
/// impl Components for TakeARun {
///     type Part = u32;
///     type Move = (u32, u32); // (first taken, how many), first counted from 0
///
///     fn splits(&self, &row: &u32) -> Vec<((u32, u32), Vec<u32>)> {
///         let mut moves = Vec::new();
///         for first in 0..row {
///             for taken in 1..=row - first {
///                 moves.push(((first, taken), vec![first, row - first - taken]));
///             }
///         }
///         moves
///     }
/// }
///
/// let mut values = ComponentValues::new(TakeARun);
/// assert_eq!(values.table(0..8), [0, 1, 2, 3, 4, 5, 6, 7]); // g(n) = n
/// ```
#[derive(Debug)]
pub struct ComponentValues<C: Components> {
    rules: C,
    memo: FxHashMap<C::Part, u32>,
}

/// One part being solved by [`memoised`]: the pieces each of its moves leaves, and how many
/// of them (in move order, then piece order) are known to be solved.
struct Frame<P> {
    part: P,
    moves: Vec<Vec<P>>,
    cursor: (usize, usize),
}

/// The value of `root`, and of every part it reaches on the way, kept in `memo`: a part's value
/// is `combine` of its moves (each the pieces it leaves, from `moves`) once every piece's value
/// is in `memo`. With a stack of its own, so long chains of moves do not overflow the
/// thread's; what [`ComponentValues`] and [`Steps`](crate::Steps) both search with.
///
/// # Panics
/// If the rules have a cycle (a part reachable from itself).
pub(crate) fn memoised<P: Clone + Eq + Hash, V: Copy>(
    memo: &mut FxHashMap<P, V>,
    root: &P,
    moves: impl Fn(&P) -> Vec<Vec<P>>,
    combine: impl Fn(&[Vec<P>], &FxHashMap<P, V>) -> V,
) -> V {
    if let Some(&value) = memo.get(root) {
        return value;
    }
    let frame = |part: P| Frame {
        moves: moves(&part),
        part,
        cursor: (0, 0),
    };
    let mut stack = vec![frame(root.clone())];
    // Parts on the stack, to catch a cycle before it loops forever.
    let mut open: FxHashSet<P> = FxHashSet::default();
    open.insert(root.clone());
    loop {
        let top = stack
            .last_mut()
            .expect("the stack holds the root until it is solved");
        let mut unsolved = None;
        while let Some(pieces) = top.moves.get(top.cursor.0) {
            match pieces.get(top.cursor.1) {
                None => top.cursor = (top.cursor.0 + 1, 0),
                Some(piece) if memo.contains_key(piece) => top.cursor.1 += 1,
                Some(piece) => {
                    unsolved = Some(piece.clone());
                    break;
                }
            }
        }
        if let Some(piece) = unsolved {
            assert!(
                open.insert(piece.clone()),
                "the rules have a cycle: a part is reachable from itself"
            );
            stack.push(frame(piece));
            continue;
        }
        let done = stack.pop().expect("a frame was just inspected");
        let value = combine(&done.moves, memo);
        open.remove(&done.part);
        memo.insert(done.part, value);
        if stack.is_empty() {
            return value;
        }
    }
}

impl<C: Components> ComponentValues<C> {
    /// No values known yet, for the rules `rules`.
    ///
    /// # Complexity
    /// O(1).
    pub fn new(rules: C) -> Self {
        Self {
            rules,
            memo: FxHashMap::default(),
        }
    }

    /// The rules.
    pub fn rules(&self) -> &C {
        &self.rules
    }

    /// How many components' values are known (memoised).
    pub fn known(&self) -> usize {
        self.memo.len()
    }

    /// The Grundy value of `part`: the mex, over its moves, of the XOR of the values of the
    /// pieces the move leaves. The search keeps its own stack, so long chains of moves (a heap
    /// of a million tokens taken one at a time) do not overflow the thread's.
    ///
    /// # Panics
    /// If a move of some component reached [wins the game at
    /// once](Components::wins_at_once): such a move ends the whole sum, so it has no value as a
    /// component; or if the rules have a cycle (a component reachable from itself).
    ///
    /// # Complexity
    /// Each component reachable from `part` is solved once: O(sum of its moves' pieces) hash
    /// lookups each, and one memo entry.
    ///
    /// # Example
    /// ```
    /// use grundy::{ComponentValues, Subtraction};
    ///
    /// // Take 1 or 2: g(n) = n mod 3, and every heap below the first one is met on the way.
    /// let mut values = ComponentValues::new(Subtraction::new([1, 2]));
    /// assert_eq!(values.value(&1_000_000), 1);
    /// assert_eq!(values.known(), 1_000_001);
    /// ```
    pub fn value(&mut self, part: &C::Part) -> u32 {
        let rules = &self.rules;
        let moves = |part: &C::Part| -> Vec<Vec<C::Part>> {
            let pieces = rules.splits(part).into_iter().map(|(_, pieces)| pieces);
            pieces
                .inspect(|pieces| {
                    assert!(
                        !rules.wins_at_once(pieces),
                        "a move that wins the game at once has no Grundy value as a component"
                    );
                })
                .collect()
        };
        memoised(&mut self.memo, part, moves, |moves, memo| {
            let mut seen = MexSet::new();
            for pieces in moves {
                seen.insert(pieces.iter().fold(0, |sum, piece| sum ^ memo[piece]));
            }
            seen.mex()
        })
    }

    /// The values of `parts`, in order: the table to look at for a pattern.
    ///
    /// # Panics
    /// As [`value`](ComponentValues::value).
    ///
    /// # Complexity
    /// As [`value`](ComponentValues::value), for each part not yet known.
    pub fn table(&mut self, parts: impl IntoIterator<Item = C::Part>) -> Vec<u32> {
        parts.into_iter().map(|part| self.value(&part)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{OctalGame, Subtraction};

    /// Lasker's Nim: take any number from a heap, or split a heap into two non-empty heaps.
    struct Lasker;

    impl Components for Lasker {
        type Part = u32;
        type Move = (u32, bool);

        fn splits(&self, &heap: &u32) -> Vec<((u32, bool), Vec<u32>)> {
            let takes = (1..=heap).map(|take| ((take, false), vec![heap - take]));
            let cuts = (1..heap).map(|left| ((left, true), vec![left, heap - left]));
            takes.chain(cuts).collect()
        }
    }

    /// A cycle: a heap of 1 may become a heap of 2 and back.
    struct Loop;

    impl Components for Loop {
        type Part = u32;
        type Move = ();

        fn splits(&self, &heap: &u32) -> Vec<((), Vec<u32>)> {
            vec![((), vec![3 - heap])]
        }
    }

    /// Dawson's Kayles as rules: remove two adjacent pins, leaving the rows on either side.
    struct Dawson;

    impl Components for Dawson {
        type Part = usize;
        type Move = usize;

        fn splits(&self, &row: &usize) -> Vec<(usize, Vec<usize>)> {
            (0..row.saturating_sub(1))
                .map(|left| (left, vec![left, row - left - 2]))
                .collect()
        }
    }

    #[test]
    fn laskers_nim_follows_its_known_formula() {
        // g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3.
        let mut values = ComponentValues::new(Lasker);
        for heap in 1..60u32 {
            let expected = match heap % 4 {
                3 => heap + 1,
                0 => heap - 1,
                _ => heap,
            };
            assert_eq!(values.value(&heap), expected, "heap {heap}");
        }
    }

    #[test]
    fn the_rules_give_the_octal_engines_values() {
        let mut values = ComponentValues::new(Dawson);
        let engine = OctalGame::parse(".07").unwrap().grundy_direct(200);
        assert_eq!(values.table(0..=200), engine);
    }

    #[test]
    fn the_rules_give_the_subtraction_tables_values() {
        let game = Subtraction::new([2, 3, 7]);
        let table = game.values(500, &Default::default());
        let mut values = ComponentValues::new(game);
        for heap in 0..=500 {
            assert_eq!(Some(values.value(&heap)), table.value(heap), "heap {heap}");
        }
    }

    #[test]
    #[should_panic(expected = "cycle")]
    fn a_cycle_in_the_rules_is_reported() {
        ComponentValues::new(Loop).value(&1);
    }
}
