//! Grundy values of whole positions of any [`Game`], by their definition: the value of a
//! position is the mex of the values of the positions its moves lead to.
//!
//! The referee says only won or lost; this says how much, which is what a formula for a
//! family's values is checked against (Mock Turtles' odious numbers, a circle's first cut).
//! Where [`ComponentValues`](crate::ComponentValues) values one component of a sum, this
//! values whole positions, whatever their shape.

use crate::component_values::memoised;
use crate::memo::FxHashMap;
use crate::mex::mex;
use crate::referee::{Game, Play};

/// The Grundy values of positions of `G`, each computed once (memoised mex over
/// [`Game::moves`]) and remembered across calls.
///
/// The search keeps its own stack (the walk [`ComponentValues`](crate::ComponentValues) uses,
/// each move leaving one position), so games whose moves form long chains do not overflow
/// the thread's stack.
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
    memo: FxHashMap<G::Position, u32>,
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
        let game = &self.game;
        let options = |position: &G::Position| {
            let options = game.options(position);
            options.into_iter().map(|option| vec![option]).collect()
        };
        let mex_of_options = |options: &[Vec<G::Position>], memo: &FxHashMap<G::Position, u32>| {
            mex(options.iter().map(|option| memo[&option[0]]))
        };
        u64::from(memoised(&mut self.memo, position, options, mex_of_options))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::referee::tests::Cycle;
    use crate::{Nim, Referee, Rng, Subtraction, Sum, nim_sum};

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
}
