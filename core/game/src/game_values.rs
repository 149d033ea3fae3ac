//! Grundy values of whole positions of any [`Game`], by their definition: the value of a
//! position is the mex of the values of the positions its moves lead to.
//!
//! The referee says only won or lost; this says how much, which is what a formula for a
//! family's values is checked against (Mock Turtles' odious numbers, a circle's first cut).
//! Where [`ComponentValues`](crate::ComponentValues) values one component of a sum, this
//! values whole positions, whatever their shape.

use crate::memo::FxHashMap;
use crate::referee::{Game, Play};

/// The Grundy values of positions of `G`, each computed once (memoised mex over
/// [`Game::moves`]) and remembered across calls.
///
/// The search keeps its own stack, as the [`Referee`](crate::Referee)'s does, so games whose
/// moves form long chains do not overflow the thread's stack.
///
/// # Example
/// ```
/// use grundy::{GameValues, Nim, Sum};
///
/// // Nim heaps of 1, 2 and 3, and of 5 and 6: 1 ^ 2 ^ 3 = 0, 5 ^ 6 = 3.
/// let mut values = GameValues::new(Sum(Nim));
/// assert_eq!(values.value(&vec![1, 2, 3]), 0);
/// assert_eq!(values.value(&vec![5, 6]), 3);
/// ```
#[derive(Debug)]
pub struct GameValues<G: Game> {
    game: G,
    /// `None` while the position is on the search stack: meeting it again is a cycle.
    memo: FxHashMap<G::Position, Option<u64>>,
}

/// A position being valued and the positions its moves lead to, the first `next` of them valued.
struct Frame<P> {
    position: P,
    options: Vec<P>,
    next: usize,
}

impl<G: Game> GameValues<G> {
    /// No values known yet, for the rules `game`.
    ///
    /// # Panics
    /// If `game` is played misère ([`Game::play`]): Grundy values are normal play's.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::{GameValues, Nim, Sum};
    ///
    /// let values = GameValues::new(Sum(Nim));
    /// assert_eq!(values.game(), &Sum(Nim));
    /// ```
    pub fn new(game: G) -> Self {
        assert!(
            game.play() == Play::Normal,
            "Grundy values are those of normal play; a misère game has none here"
        );
        Self {
            game,
            memo: FxHashMap::default(),
        }
    }

    /// The rules these values are of.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::{GameValues, Subtraction, Sum};
    ///
    /// let values = GameValues::new(Sum(Subtraction::new([1, 2])));
    /// assert_eq!(values.game().0.amounts(), [1, 2]);
    /// ```
    pub fn game(&self) -> &G {
        &self.game
    }

    fn frame(&self, position: G::Position) -> Frame<G::Position> {
        let options = self.game.options(&position);
        Frame {
            position,
            options,
            next: 0,
        }
    }

    /// The Grundy value of `position`: the mex of the values of the positions its moves lead
    /// to (0 when it has no move). It is 0 exactly when the player to move loses.
    ///
    /// # Panics
    /// If the game has a cycle (a position reachable from itself).
    ///
    /// # Complexity
    /// Each position reachable from `position` is valued once: O(its moves) hash lookups, and
    /// one memo entry, remembered across calls.
    ///
    /// # Example
    /// ```
    /// use grundy::{GameValues, Subtraction, Sum};
    ///
    /// // Take 1 or 2: a heap of n is worth n mod 3, even a million deep.
    /// let mut values = GameValues::new(Sum(Subtraction::new([1, 2])));
    /// assert_eq!(values.value(&vec![1_000_000]), 1);
    /// assert_eq!(values.value(&vec![4, 5]), 1 ^ 2);
    /// ```
    pub fn value(&mut self, position: &G::Position) -> u64 {
        if let Some(&value) = self.memo.get(position) {
            return value.expect("a position is valued before it is asked for again");
        }
        self.memo.insert(position.clone(), None);
        let mut stack = vec![self.frame(position.clone())];
        loop {
            let top = stack
                .last_mut()
                .expect("the stack holds the root until it is valued");
            let mut unvalued = None;
            while let Some(option) = top.options.get(top.next) {
                match self.memo.get(option) {
                    Some(Some(_)) => top.next += 1,
                    Some(None) => {
                        panic!("the game has a cycle: a position is reachable from itself")
                    }
                    None => {
                        unvalued = Some(option.clone());
                        break;
                    }
                }
            }
            if let Some(option) = unvalued {
                self.memo.insert(option.clone(), None);
                let frame = self.frame(option);
                stack.push(frame);
                continue;
            }
            let done = stack.pop().expect("a frame was just inspected");
            let value = mex_of(done.options.iter().map(|option| {
                self.memo[option].expect("every option was valued before its position")
            }));
            self.memo.insert(done.position, Some(value));
            if stack.is_empty() {
                return value;
            }
        }
    }
}

/// The mex of `values`: the values above their count cannot matter, so a table of that many
/// flags decides it.
fn mex_of(values: impl ExactSizeIterator<Item = u64>) -> u64 {
    let mut seen = vec![false; values.len() + 1];
    for value in values {
        if let Some(flag) = usize::try_from(value).ok().and_then(|v| seen.get_mut(v)) {
            *flag = true;
        }
    }
    seen.iter().position(|&seen| !seen).unwrap_or(seen.len()) as u64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Nim, Referee, Rng, Subtraction, Sum, nim_sum};

    /// Broken rules: 0 -> 1 -> 2 -> 0 -> ...
    struct Cycle;

    impl Game for Cycle {
        type Position = u8;
        type Move = ();

        fn moves(&self, &position: &u8) -> Vec<((), u8)> {
            vec![((), (position + 1) % 3)]
        }
    }

    #[test]
    fn a_nim_heap_of_n_is_worth_n_and_a_sum_of_heaps_their_nim_sum() {
        let mut values = GameValues::new(Sum(Nim));
        for heap in 0..40 {
            assert_eq!(values.value(&vec![heap]), heap);
        }
        let mut rng = Rng::new(16);
        for _ in 0..300 {
            let heaps: Vec<u64> = (0..rng.range(0..=4)).map(|_| rng.range(0..=9)).collect();
            let position = Sum(Nim).position(heaps.clone());
            assert_eq!(values.value(&position), nim_sum(heaps), "{position:?}");
        }
    }

    #[test]
    fn subtraction_heaps_are_worth_what_cores_subtraction_table_says() {
        for amounts in [vec![1, 2], vec![2, 3, 7], vec![1, 4, 5], vec![3, 5, 8, 13]] {
            let game = Subtraction::new(amounts.clone());
            let table = game.values(300, &Default::default());
            let mut values = GameValues::new(Sum(game));
            for heap in 0..=300 {
                let expected = table.value(heap).map(u64::from);
                assert_eq!(
                    Some(values.value(&vec![heap])),
                    expected,
                    "{amounts:?} {heap}"
                );
            }
        }
    }

    #[test]
    fn value_is_zero_exactly_when_the_referee_says_the_position_is_lost() {
        let game = Sum(Subtraction::new([1, 3, 4]));
        let mut values = GameValues::new(game.clone());
        let mut referee = Referee::new(game.clone());
        let mut rng = Rng::new(4);
        for _ in 0..500 {
            let heaps = (0..rng.range(0..=4)).map(|_| rng.range(0..=15));
            let position = game.position(heaps);
            assert_eq!(
                values.value(&position) == 0,
                !referee.wins(&position),
                "{position:?}"
            );
        }
    }

    #[test]
    fn deep_games_do_not_overflow_the_stack() {
        let mut values = GameValues::new(Sum(Subtraction::new([1])));
        assert_eq!(values.value(&vec![1_000_001]), 1);
    }

    #[test]
    #[should_panic(expected = "cycle")]
    fn a_cycle_in_the_rules_is_reported() {
        GameValues::new(Cycle).value(&0);
    }

    #[test]
    fn the_mex_skips_values_too_large_to_matter() {
        assert_eq!(mex_of([0, 1, 3, u64::MAX].into_iter()), 2);
        assert_eq!(mex_of(std::iter::empty()), 0);
        assert_eq!(mex_of([2, 1, 0].into_iter()), 3);
    }
}
