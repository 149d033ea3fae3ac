//! Staircase Nim and the coins on a strip it solves.
//!
//! Staircase Nim: coins stand on the stairs of a staircase, stair 0 being the floor; a move
//! takes any positive number of coins from one stair `k >= 1` down to stair `k - 1`. Its Grundy
//! value is the nim-sum of the coin counts on the odd stairs ([`StaircaseNim::value`]):
//! - no move keeps it: a move changes stairs `k` and `k - 1` only, exactly one of them odd, and
//!   that one by a positive number of coins;
//! - every smaller value `h` is one move away: with `d = value ^ h`, some odd stair holds `c`
//!   coins with `c ^ d < c` (as in Nim), and moving `c - (c ^ d)` of them down to the even stair
//!   below leaves value `h` ([`StaircaseNim::move_to_value`]).
//!
//! Moves on the even stairs are answered by moving the same coins on, from the odd stair they
//! land on: they change nothing. So staircase Nim is Nim on the odd stairs.
//!
//! Many games on a line of cells are staircase Nim in disguise. [`SlidingCoins`] is the
//! textbook one: coins on a strip slide towards its start, never passing one another; the gaps
//! between them are the stairs, counted from the last coin. (HDU 5724 "Chess", pieces jumping
//! right over blocks, is another: there the pieces are the coins and the empty cells beyond a
//! piece its stair.)

use crate::nim::nim_sum;
use crate::sum::Components;

/// A move of staircase Nim: `coins` coins go from stair `stair` down to stair `stair - 1`.
///
/// # Example
/// ```
/// use grundy::{Components, StairMove, StaircaseNim};
///
/// let (first, after) = &StaircaseNim.splits(&vec![0, 2])[0];
/// assert_eq!((first, after), (&StairMove { stair: 1, coins: 1 }, &vec![vec![1, 1]]));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StairMove {
    /// The stair the coins leave (at least 1).
    pub stair: u64,
    /// How many coins move down (at least 1).
    pub coins: u64,
}

/// Staircase Nim: a staircase is the coin counts of stairs 0, 1, 2, ... (stair 0 the floor);
/// a move takes some coins from one stair down to the next. As [`Components`], the real rules,
/// for the referee and for values from the rules; [`value`](StaircaseNim::value) and
/// [`move_to_value`](StaircaseNim::move_to_value) are the theory (the module's documentation
/// proves it).
///
/// The theory reads a staircase as its occupied stairs, `(stair, coins)` pairs, so that a
/// staircase of 10^9 stairs with a few coins costs no more than its coins.
///
/// # Example
/// ```
/// use grundy::{ComponentValues, Components, StairMove, StaircaseNim};
///
/// // One coin on stair 1, three on stair 2: value 1 (stair 2 is even).
/// let staircase = vec![0, 1, 3];
/// let stair = |coins| StairMove { stair: 2, coins };
/// assert_eq!(StaircaseNim.splits(&staircase)[1], (stair(1), vec![vec![0, 2, 2]]));
/// assert_eq!(ComponentValues::new(StaircaseNim).value(&staircase), 1);
/// assert_eq!(StaircaseNim.value([(1, 1), (2, 3)]), 1);
/// ```
///
/// # Complexity
/// `splits` lists one move per coin above the floor.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct StaircaseNim;

impl StaircaseNim {
    /// The Grundy value of the staircase whose occupied stairs are `occupied`, as
    /// `(stair, coins)` pairs (each stair at most once, in any order): the nim-sum of the
    /// coins on the odd stairs.
    ///
    /// # Complexity
    /// O(pairs).
    ///
    /// # Example
    /// ```
    /// use grundy::StaircaseNim;
    ///
    /// assert_eq!(StaircaseNim.value([(0, 7), (1, 5), (2, 9), (3, 6)]), 5 ^ 6);
    /// assert_eq!(StaircaseNim.value([]), 0);
    /// ```
    pub fn value(&self, occupied: impl IntoIterator<Item = (u64, u64)>) -> u64 {
        nim_sum(
            occupied
                .into_iter()
                .filter(|&(stair, _)| stair % 2 == 1)
                .map(|(_, coins)| coins),
        )
    }

    /// A move that leaves the staircase `occupied` (as for [`value`](StaircaseNim::value))
    /// with value `target`: from the first odd stair in `occupied`'s order holding `c` coins
    /// with `c ^ d < c` (`d` the value XOR `target`), `c - (c ^ d)` coins down. `None` when no
    /// odd stair allows it: always for `target` equal to the value, never for a smaller one.
    ///
    /// # Complexity
    /// O(pairs).
    ///
    /// # Example
    /// ```
    /// use grundy::{StairMove, StaircaseNim};
    ///
    /// // Value 5 ^ 6 = 3: six coins on stair 3 become 6 ^ 3 = 5.
    /// let occupied = [(1, 5), (2, 9), (3, 6)];
    /// assert_eq!(StaircaseNim.move_to_value(occupied, 0), Some(StairMove { stair: 3, coins: 1 }));
    /// assert_eq!(StaircaseNim.move_to_value(occupied, 3), None);
    /// ```
    pub fn move_to_value(
        &self,
        occupied: impl IntoIterator<Item = (u64, u64)> + Clone,
        target: u64,
    ) -> Option<StairMove> {
        let change = self.value(occupied.clone()) ^ target;
        occupied
            .into_iter()
            .filter(|&(stair, _)| stair % 2 == 1)
            .find_map(|(stair, coins)| {
                let moved = coins
                    .checked_sub(coins ^ change)
                    .filter(|&moved| moved > 0)?;
                Some(StairMove {
                    stair,
                    coins: moved,
                })
            })
    }
}

impl Components for StaircaseNim {
    /// The coins on stairs 0, 1, 2, ...
    type Part = Vec<u64>;
    type Move = StairMove;

    /// For each stair from 1 up, moving 1, 2, ... of its coins down.
    fn splits(&self, stairs: &Vec<u64>) -> Vec<(StairMove, Vec<Vec<u64>>)> {
        let mut moves = Vec::new();
        for (stair, &coins) in stairs.iter().enumerate().skip(1) {
            for moved in 1..=coins {
                let mut after = stairs.clone();
                after[stair] -= moved;
                after[stair - 1] += moved;
                let stair = stair as u64;
                moves.push((
                    StairMove {
                        stair,
                        coins: moved,
                    },
                    vec![after],
                ));
            }
        }
        moves
    }

    /// Every coin is on the floor.
    fn is_finished(&self, stairs: &Vec<u64>) -> bool {
        stairs.iter().skip(1).all(|&coins| coins == 0)
    }
}

/// A move of [`SlidingCoins`]: the coin on cell `from` slides to cell `to` (`to < from`).
///
/// # Example
/// ```
/// use grundy::{Components, Slide, SlidingCoins};
///
/// // C . C : the second coin may slide to cell 1 only.
/// let moves = SlidingCoins.splits(&vec![0, 2]);
/// assert_eq!(moves, [(Slide { from: 2, to: 1 }, vec![vec![0, 1]])]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Slide {
    /// The cell the coin leaves.
    pub from: u64,
    /// The cell it lands on.
    pub to: u64,
}

/// Coins on a strip of cells 0, 1, 2, ..., at most one a cell: a move slides one coin any
/// number of cells towards cell 0, onto an empty cell, without passing another coin. The
/// strip is staircase Nim on its gaps: the empty cells between a coin and the one before it
/// (or the start) are a stair, the last coin's gap stair 1, the gap before it stair 2, and so
/// on; sliding a coin by `d` moves `d` cells from its gap to the gap after it, one stair
/// down. So the value is the nim-sum of the gaps at odd places counted from the last coin.
///
/// As [`Components`], a row is its coins' cells, increasing: the real rules, for the referee.
///
/// # Example
/// ```
/// use grundy::{Components, Referee, Slide, SlidingCoins, Sum};
///
/// // . C . . C : gaps 1 and 2, the last coin's (2) on stair 1.
/// let row = vec![1, 4];
/// assert_eq!(SlidingCoins.stairs(&row), [(2, 1), (1, 2)]);
/// assert_eq!(SlidingCoins.value(&row), 2);
/// let slide = SlidingCoins.move_to_value(&row, 0);
/// assert_eq!(slide, Some(Slide { from: 4, to: 2 }));
/// assert!(!Referee::new(Sum(SlidingCoins)).wins(&vec![vec![1, 2]]));
/// ```
///
/// # Complexity
/// `splits` lists one move per empty cell behind a coin, up to the coin before it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SlidingCoins;

impl SlidingCoins {
    /// The staircase of `coins` (their cells, increasing), as `(stair, empty cells)` pairs:
    /// the gap before coin `i` (of `n`, from 1) on stair `n + 1 - i`, from the first coin on.
    ///
    /// # Panics
    /// If `coins` is not strictly increasing.
    ///
    /// # Complexity
    /// O(coins).
    ///
    /// # Example
    /// ```
    /// use grundy::SlidingCoins;
    ///
    /// // C . . C C : the first coin has no gap (stair 3), then 2 cells (stair 2), then none.
    /// assert_eq!(SlidingCoins.stairs(&[0, 3, 4]), [(3, 0), (2, 2), (1, 0)]);
    /// ```
    pub fn stairs(&self, coins: &[u64]) -> Vec<(u64, u64)> {
        let count = coins.len() as u64;
        let mut previous_end = 0;
        let mut stairs = Vec::with_capacity(coins.len());
        for (index, &cell) in coins.iter().enumerate() {
            assert!(
                cell >= previous_end,
                "coins on distinct cells, increasing: {coins:?}"
            );
            stairs.push((count - index as u64, cell - previous_end));
            previous_end = cell + 1;
        }
        stairs
    }

    /// The Grundy value of the row `coins` (cells, increasing): the nim-sum of the gaps on odd
    /// stairs ([`stairs`](SlidingCoins::stairs), [`StaircaseNim::value`]).
    ///
    /// # Panics
    /// As [`stairs`](SlidingCoins::stairs).
    ///
    /// # Complexity
    /// O(coins).
    ///
    /// # Example
    /// ```
    /// use grundy::SlidingCoins;
    ///
    /// assert_eq!(SlidingCoins.value(&[5]), 5); // a lone coin is a Nim heap
    /// assert_eq!(SlidingCoins.value(&[2, 5]), 2); // gaps 2 and 2: only the last counts
    /// ```
    pub fn value(&self, coins: &[u64]) -> u64 {
        StaircaseNim.value(self.stairs(coins))
    }

    /// A slide that leaves the row `coins` with value `target`: the staircase move of
    /// [`StaircaseNim::move_to_value`], made by the coin just after the gap it takes cells
    /// from. `None` exactly when no move reaches `target` (always for the value itself, never
    /// for a smaller one).
    ///
    /// # Panics
    /// As [`stairs`](SlidingCoins::stairs).
    ///
    /// # Complexity
    /// O(coins).
    ///
    /// # Example
    /// ```
    /// use grundy::{Slide, SlidingCoins};
    ///
    /// // Gaps 3 (stair 2) and 1 (stair 1): value 1; the last coin closes its gap.
    /// assert_eq!(SlidingCoins.move_to_value(&[3, 5], 0), Some(Slide { from: 5, to: 4 }));
    /// ```
    pub fn move_to_value(&self, coins: &[u64], target: u64) -> Option<Slide> {
        let stairs = self.stairs(coins);
        let StairMove {
            stair,
            coins: cells,
        } = StaircaseNim.move_to_value(stairs.iter().copied(), target)?;
        let from = coins[(coins.len() as u64 - stair) as usize];
        Some(Slide {
            from,
            to: from - cells,
        })
    }
}

impl Components for SlidingCoins {
    /// The coins' cells, increasing.
    type Part = Vec<u64>;
    type Move = Slide;

    /// Each coin, each empty cell it can slide to, nearest the start first.
    fn splits(&self, coins: &Vec<u64>) -> Vec<(Slide, Vec<Vec<u64>>)> {
        let mut moves = Vec::new();
        for (index, &from) in coins.iter().enumerate() {
            let first_free = index.checked_sub(1).map_or(0, |before| coins[before] + 1);
            for to in first_free..from {
                let mut after = coins.clone();
                after[index] = to;
                moves.push((Slide { from, to }, vec![after]));
            }
        }
        moves
    }

    /// The coins fill the cells from 0 on: none can slide.
    fn is_finished(&self, coins: &Vec<u64>) -> bool {
        coins
            .iter()
            .enumerate()
            .all(|(index, &cell)| cell == index as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ComponentValues, GameValues, Referee, Rng, Sum};

    /// Every staircase with stairs 0..`stairs` holding at most `most` coins each.
    fn staircases(stairs: usize, most: u64) -> Vec<Vec<u64>> {
        let mut all = vec![Vec::new()];
        for _ in 0..stairs {
            all = all
                .into_iter()
                .flat_map(|staircase: Vec<u64>| {
                    (0..=most).map(move |coins| {
                        let mut longer = staircase.clone();
                        longer.push(coins);
                        longer
                    })
                })
                .collect();
        }
        all
    }

    /// Every row of coins on cells 0..`width`.
    fn rows(width: u32) -> impl Iterator<Item = Vec<u64>> {
        (0u32..1 << width).map(move |mask| {
            (0..u64::from(width))
                .filter(|&cell| mask >> cell & 1 == 1)
                .collect()
        })
    }

    fn occupied(staircase: &[u64]) -> Vec<(u64, u64)> {
        let pairs = staircase.iter().enumerate();
        pairs.map(|(stair, &coins)| (stair as u64, coins)).collect()
    }

    #[test]
    fn staircase_value_is_the_nim_sum_of_the_odd_stairs_on_every_small_staircase() {
        let mut by_mex = ComponentValues::new(StaircaseNim);
        let all = staircases(5, 3);
        assert_eq!(all.len(), 4usize.pow(5));
        for staircase in all {
            let expected = u64::from(by_mex.value(&staircase));
            assert_eq!(
                StaircaseNim.value(occupied(&staircase)),
                expected,
                "{staircase:?}"
            );
        }
    }

    #[test]
    fn staircase_move_to_value_is_a_real_move_to_every_lower_value_and_none_to_the_value() {
        let mut checked = 0;
        for staircase in staircases(5, 3) {
            let value = StaircaseNim.value(occupied(&staircase));
            let moves = StaircaseNim.splits(&staircase);
            for target in 0..value {
                let found = StaircaseNim.move_to_value(occupied(&staircase), target);
                let found = found.unwrap_or_else(|| panic!("{staircase:?} to {target}"));
                let (_, after) = moves
                    .iter()
                    .find(|(stair_move, _)| *stair_move == found)
                    .unwrap_or_else(|| panic!("{staircase:?}: {found:?} is no move"));
                assert_eq!(StaircaseNim.value(occupied(&after[0])), target);
                checked += 1;
            }
            assert_eq!(
                StaircaseNim.move_to_value(occupied(&staircase), value),
                None
            );
        }
        assert!(checked > 1000, "only {checked} moves");
    }

    #[test]
    fn sums_of_staircases_are_lost_exactly_when_the_values_cancel() {
        let mut referee = Referee::new(Sum(StaircaseNim));
        let mut rng = Rng::new(11);
        for _ in 0..300 {
            let parts = (0..rng.range(1..=3)).map(|_| {
                let stairs = rng.range_usize(1..=4);
                (0..stairs).map(|_| rng.range(0..=2)).collect::<Vec<u64>>()
            });
            let parts: Vec<Vec<u64>> = parts.collect();
            let sum = nim_sum(parts.iter().map(|part| StaircaseNim.value(occupied(part))));
            let position = Sum(StaircaseNim).position(parts);
            assert_eq!(referee.wins(&position), sum != 0, "{position:?}");
        }
    }

    #[test]
    fn sliding_coins_are_worth_the_nim_sum_of_the_gaps_at_odd_places_on_every_row_up_to_12_cells() {
        let mut by_mex = GameValues::new(Sum(SlidingCoins));
        let mut checked = 0;
        for width in 0..=12 {
            for row in rows(width) {
                let position = Sum(SlidingCoins).position([row.clone()]);
                assert_eq!(SlidingCoins.value(&row), by_mex.value(&position), "{row:?}");
                checked += 1;
            }
        }
        assert_eq!(checked, (0..=12).map(|w| 1 << w).sum::<usize>());
    }

    #[test]
    fn sliding_coins_move_to_value_is_a_real_slide_to_every_lower_value() {
        let mut checked = 0;
        for row in rows(10) {
            let value = SlidingCoins.value(&row);
            let moves = SlidingCoins.splits(&row);
            for target in 0..value {
                let slide = SlidingCoins.move_to_value(&row, target);
                let slide = slide.unwrap_or_else(|| panic!("{row:?} to {target}"));
                let (_, after) = moves
                    .iter()
                    .find(|(real, _)| *real == slide)
                    .unwrap_or_else(|| panic!("{row:?}: {slide:?} is no slide"));
                assert_eq!(SlidingCoins.value(&after[0]), target, "{row:?} {slide:?}");
                checked += 1;
            }
            assert_eq!(SlidingCoins.move_to_value(&row, value), None, "{row:?}");
        }
        assert!(checked > 1000, "only {checked} slides");
    }

    #[test]
    fn a_row_is_finished_exactly_when_no_coin_can_slide() {
        for row in rows(9) {
            let finished = SlidingCoins.is_finished(&row);
            assert_eq!(finished, SlidingCoins.splits(&row).is_empty(), "{row:?}");
        }
    }

    #[test]
    fn a_staircase_is_finished_exactly_when_it_has_no_move() {
        for staircase in staircases(4, 2) {
            let finished = StaircaseNim.is_finished(&staircase);
            assert_eq!(finished, StaircaseNim.splits(&staircase).is_empty());
        }
    }

    #[test]
    #[should_panic(expected = "increasing")]
    fn coins_out_of_order_are_refused() {
        SlidingCoins.stairs(&[3, 3]);
    }
}
