//! Coin-turning games: a row of coins, each heads or tails; a move turns over a set of coins
//! the rule allows, the rightmost of which must go from heads to tails (the others may go
//! either way). The rules of *Winning Ways* ch. 14 and Ferguson's *Game Theory*, part I, 5.
//!
//! **The theorem** (a position is the sum of its heads): a row is worth the nim-sum of the
//! values of rows with a single head, one for each of its heads. A move turns a set of coins
//! ending at a head; turning a tail to heads and turning a head to tails both change the
//! nim-sum of the heads' values by that coin's value, so a row is played exactly like the sum
//! of single-head games where a move removes one head and adds the others of its set (two
//! heads on one coin cancel, as equal games do in a sum).
//!
//! Coins are numbered from 1 at the left. The values of a single head at coin `n`:
//! - [`TurningRule::TurningTurtles`] (turn 1 or 2 coins): `n`, Nim in disguise;
//! - [`TurningRule::MockTurtles`] (turn 1, 2 or 3 coins): the `n`-th odious number (odd
//!   number of 1 bits), `2m` or `2m + 1` with `m = n - 1`, whichever is odious;
//! - [`TurningRule::Ruler`] (turn any run of consecutive coins ending at the head): the
//!   largest power of 2 dividing `n`;
//! - [`TurningRule::AtMost`]`(k)` (turn 1 to `k` coins): by the definition (mex), the formulas
//!   above for `k` up to 3.

use crate::mex::MexSet;
use crate::nim::nim_sum;
use crate::referee::Game;

/// Which sets of coins a move may turn over: always ending at its rightmost coin, a head.
///
/// # Example
/// ```
/// use grundy::{CoinTurning, TurningRule};
///
/// // Mock Turtles is "turn at most 3": the same sets, the same values.
/// let mock = CoinTurning::new(TurningRule::MockTurtles);
/// let three = CoinTurning::new(TurningRule::AtMost(3));
/// assert_eq!(mock.turns(5), three.turns(5));
/// assert_eq!(mock.head_value(5), three.head_value(5));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TurningRule {
    /// Turn one or two coins: a head at `n` is worth `n` (Nim).
    TurningTurtles,
    /// Turn one, two or three coins: a head at `n` is worth the `n`-th odious number.
    MockTurtles,
    /// Turn any number of consecutive coins: a head at `n` is worth the largest power of 2
    /// dividing `n`.
    Ruler,
    /// Turn one to `k` coins, any of them (`AtMost(2)` is Turning Turtles, `AtMost(3)` Mock
    /// Turtles).
    AtMost(usize),
}

/// A coin-turning game under one [`TurningRule`]: as a [`Game`], a row of coins, `true` for
/// heads, coin 1 first; a move is the coins it turns over (numbered from 1, increasing, the
/// last one the head turned to tails).
///
/// # Example
/// ```
/// use grundy::{CoinTurning, Game, GameValues, TurningRule};
///
/// let mock = CoinTurning::new(TurningRule::MockTurtles);
/// // Heads at coins 2 and 3 (of 3): 2 ^ 4.
/// let row = vec![false, true, true];
/// assert_eq!(mock.value(&row), 2 ^ 4);
/// assert_eq!(GameValues::new(mock).value(&row), 6);
/// assert!(mock.moves(&row).iter().any(|(turned, _)| turned == &[1, 2, 3]));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CoinTurning {
    rule: TurningRule,
}

impl CoinTurning {
    /// The game of `rule`.
    ///
    /// # Panics
    /// For [`TurningRule::AtMost`]`(0)`: a move turns at least one coin.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::{CoinTurning, TurningRule};
    ///
    /// assert_eq!(CoinTurning::new(TurningRule::Ruler).rule(), TurningRule::Ruler);
    /// ```
    pub fn new(rule: TurningRule) -> Self {
        assert!(
            rule != TurningRule::AtMost(0),
            "a move turns at least one coin"
        );
        Self { rule }
    }

    /// The rule.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::{CoinTurning, TurningRule};
    ///
    /// assert_eq!(CoinTurning::new(TurningRule::AtMost(4)).rule(), TurningRule::AtMost(4));
    /// ```
    pub fn rule(&self) -> TurningRule {
        self.rule
    }

    /// Every set of coins a move whose rightmost coin is `coin` may turn over, each
    /// increasing and ending at `coin` (numbered from 1).
    ///
    /// # Panics
    /// If `coin` is 0.
    ///
    /// # Complexity
    /// O(sets · k): for [`AtMost`](TurningRule::AtMost)`(k)` about `coin^(k-1) / (k-1)!`
    /// sets, for [`Ruler`](TurningRule::Ruler) `coin`.
    ///
    /// # Example
    /// ```
    /// use grundy::{CoinTurning, TurningRule};
    ///
    /// let ruler = CoinTurning::new(TurningRule::Ruler);
    /// assert_eq!(ruler.turns(3), [vec![3], vec![2, 3], vec![1, 2, 3]]);
    /// let turtles = CoinTurning::new(TurningRule::TurningTurtles);
    /// assert_eq!(turtles.turns(3), [vec![3], vec![1, 3], vec![2, 3]]);
    /// ```
    pub fn turns(&self, coin: usize) -> Vec<Vec<usize>> {
        assert!(coin >= 1, "coins are numbered from 1");
        match self.rule {
            TurningRule::Ruler => (1..=coin)
                .rev()
                .map(|first| (first..=coin).collect())
                .collect(),
            TurningRule::TurningTurtles => at_most(2, coin),
            TurningRule::MockTurtles => at_most(3, coin),
            TurningRule::AtMost(k) => at_most(k, coin),
        }
    }

    /// The value of a row with a single head, on coin `coin` (from 1): by the rule's formula
    /// where one is proved (see the module's documentation), else by
    /// [`head_values_by_definition`](CoinTurning::head_values_by_definition).
    ///
    /// # Panics
    /// If `coin` is 0.
    ///
    /// # Complexity
    /// O(1) by a formula; else as
    /// [`head_values_by_definition`](CoinTurning::head_values_by_definition)`(coin)`.
    ///
    /// # Example
    /// ```
    /// use grundy::{CoinTurning, TurningRule};
    ///
    /// let mock = CoinTurning::new(TurningRule::MockTurtles);
    /// let odious: Vec<u64> = (1..=8).map(|coin| mock.head_value(coin)).collect();
    /// assert_eq!(odious, [1, 2, 4, 7, 8, 11, 13, 14]);
    /// assert_eq!(CoinTurning::new(TurningRule::Ruler).head_value(12), 4);
    /// ```
    pub fn head_value(&self, coin: usize) -> u64 {
        assert!(coin >= 1, "coins are numbered from 1");
        let n = coin as u64;
        match self.rule {
            TurningRule::AtMost(1) => 1,
            TurningRule::TurningTurtles | TurningRule::AtMost(2) => n,
            TurningRule::MockTurtles | TurningRule::AtMost(3) => {
                let even = 2 * (n - 1);
                if even.count_ones() % 2 == 1 {
                    even
                } else {
                    even + 1
                }
            }
            TurningRule::Ruler => n & n.wrapping_neg(),
            TurningRule::AtMost(_) => self.head_values_by_definition(coin)[coin],
        }
    }

    /// The values of a single head on coins `0..=up_to` (coin 0, no coin, worth 0), by their
    /// definition: the head on coin `n` is worth the mex, over the sets a move may turn, of the
    /// nim-sum of the values of the other coins of the set (the heads the move leaves, by the
    /// theorem). No formula is used.
    ///
    /// # Complexity
    /// O(sum over n of the [`turns`](CoinTurning::turns)`(n)`).
    ///
    /// # Example
    /// ```
    /// use grundy::{CoinTurning, TurningRule};
    ///
    /// let ruler = CoinTurning::new(TurningRule::Ruler);
    /// assert_eq!(ruler.head_values_by_definition(8), [0, 1, 2, 1, 4, 1, 2, 1, 8]);
    /// ```
    pub fn head_values_by_definition(&self, up_to: usize) -> Vec<u64> {
        let mut values = vec![0];
        let mut seen = MexSet::new();
        for coin in 1..=up_to {
            seen.clear();
            for set in self.turns(coin) {
                let others = set[..set.len() - 1].iter().map(|&other| values[other]);
                let value = nim_sum(others);
                seen.insert(u32::try_from(value).expect("values below 2^32"));
            }
            values.push(u64::from(seen.mex()));
        }
        values
    }

    /// The value of `row` (`true` for heads, coin 1 first): the nim-sum of its heads' values
    /// (the theorem of the module's documentation).
    ///
    /// # Complexity
    /// O(len) by a formula; else as
    /// [`head_values_by_definition`](CoinTurning::head_values_by_definition)`(len)`.
    ///
    /// # Example
    /// ```
    /// use grundy::{CoinTurning, TurningRule};
    ///
    /// let turtles = CoinTurning::new(TurningRule::TurningTurtles);
    /// assert_eq!(turtles.value(&[true, false, true, true]), 1 ^ 3 ^ 4);
    /// ```
    pub fn value(&self, row: &[bool]) -> u64 {
        let values = self.head_table(row.len());
        let heads = (1..=row.len()).filter(|&coin| row[coin - 1]);
        nim_sum(heads.map(|coin| values[coin]))
    }

    /// The values of a single head on coins `0..=up_to`: by the formula where there is one,
    /// else by the definition, computed once.
    fn head_table(&self, up_to: usize) -> Vec<u64> {
        match self.rule {
            TurningRule::AtMost(k) if k > 3 => self.head_values_by_definition(up_to),
            _ => {
                let formula = (1..=up_to).map(|coin| self.head_value(coin));
                std::iter::once(0).chain(formula).collect()
            }
        }
    }
}

impl CoinTurning {
    /// A move that leaves `row` with value `target`: the first head (from the left) and set
    /// of coins ending at it ([`turns`](CoinTurning::turns)' order) whose turning changes the
    /// row's value to `target`; `None` if none does (always for the row's own value, never
    /// for a smaller one). With `target` 0, a winning move.
    ///
    /// # Complexity
    /// O(sum over the heads of their [`turns`](CoinTurning::turns)), plus
    /// [`value`](CoinTurning::value)'s.
    ///
    /// # Example
    /// ```
    /// use grundy::{CoinTurning, TurningRule};
    ///
    /// // Ruler, heads on coins 2 and 4: 2 ^ 4 = 6. Turning coins 3 and 4 leaves 2 ^ 1 = 3;
    /// // turning 1 to 4 leaves 2 ^ 1 ^ 2 ^ 1 = 0: the whole row goes tails.
    /// let ruler = CoinTurning::new(TurningRule::Ruler);
    /// let row = [false, true, false, true];
    /// assert_eq!(ruler.move_to_value(&row, 0), Some(vec![1, 2, 3, 4]));
    /// assert_eq!(ruler.move_to_value(&row, 3), Some(vec![3, 4]));
    /// assert_eq!(ruler.move_to_value(&row, 6), None);
    /// ```
    pub fn move_to_value(&self, row: &[bool], target: u64) -> Option<Vec<usize>> {
        let values = self.head_table(row.len());
        let heads = (1..=row.len()).filter(|&coin| row[coin - 1]);
        let value = nim_sum(heads.clone().map(|coin| values[coin]));
        heads.flat_map(|coin| self.turns(coin)).find(|set| {
            let change = nim_sum(set.iter().map(|&coin| values[coin]));
            value ^ change == target
        })
    }
}

/// Every set of 1 to `k` coins among `1..=coin` that ends at `coin`, increasing, in
/// lexicographic order of the coins before it (fewer coins first).
fn at_most(k: usize, coin: usize) -> Vec<Vec<usize>> {
    let mut sets = vec![vec![coin]];
    let mut smaller: Vec<Vec<usize>> = vec![Vec::new()];
    for _ in 1..k {
        // Sets of one more coin below `coin`, each extending a set of the last size.
        smaller = smaller
            .iter()
            .flat_map(|set| {
                let from = set.last().map_or(1, |&last| last + 1);
                (from..coin).map(move |next| {
                    let mut longer = set.clone();
                    longer.push(next);
                    longer
                })
            })
            .collect();
        sets.extend(smaller.iter().map(|set| {
            let mut with_coin = set.clone();
            with_coin.push(coin);
            with_coin
        }));
    }
    sets
}

impl Game for CoinTurning {
    /// The coins, `true` for heads, coin 1 first.
    type Position = Vec<bool>;
    /// The coins turned over, numbered from 1, increasing.
    type Move = Vec<usize>;

    /// For each head, each set [`turns`](CoinTurning::turns) allows ending at it.
    fn moves(&self, row: &Vec<bool>) -> Vec<(Vec<usize>, Vec<bool>)> {
        let mut moves = Vec::new();
        for coin in (1..=row.len()).filter(|&coin| row[coin - 1]) {
            for set in self.turns(coin) {
                let mut after = row.clone();
                for &turned in &set {
                    after[turned - 1] = !after[turned - 1];
                }
                moves.push((set, after));
            }
        }
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameValues, Referee};

    const RULES: [TurningRule; 7] = [
        TurningRule::TurningTurtles,
        TurningRule::MockTurtles,
        TurningRule::Ruler,
        TurningRule::AtMost(1),
        TurningRule::AtMost(3),
        TurningRule::AtMost(4),
        TurningRule::AtMost(5),
    ];

    /// Every row of `len` coins.
    fn rows(len: usize) -> impl Iterator<Item = Vec<bool>> {
        (0u32..1 << len).map(move |mask| (0..len).map(|coin| mask >> coin & 1 == 1).collect())
    }

    /// The row of `len` coins with one head, on `coin` (from 1).
    fn single_head(len: usize, coin: usize) -> Vec<bool> {
        (1..=len).map(|other| other == coin).collect()
    }

    /// The values the rules give a single head on coins 1..=12, by exhaustive search.
    fn head_values_by_search(rule: TurningRule) -> Vec<u64> {
        let mut values = GameValues::new(CoinTurning::new(rule));
        (1..=12)
            .map(|coin| values.value(&single_head(coin, coin)))
            .collect()
    }

    #[test]
    fn mock_turtles_single_head_values_are_the_odious_numbers() {
        let by_search = head_values_by_search(TurningRule::MockTurtles);
        // Odious numbers by hand: 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22.
        assert_eq!(by_search, [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22]);
        let mock = CoinTurning::new(TurningRule::MockTurtles);
        for (coin, &value) in (1..).zip(&by_search) {
            assert_eq!(mock.head_value(coin), value, "coin {coin}");
            assert_eq!(
                value.count_ones() % 2,
                1,
                "coin {coin}: {value} is not odious"
            );
        }
    }

    #[test]
    fn ruler_single_head_values_are_the_largest_power_of_two_dividing_n() {
        let by_search = head_values_by_search(TurningRule::Ruler);
        assert_eq!(by_search, [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4]);
        let ruler = CoinTurning::new(TurningRule::Ruler);
        for (coin, &value) in (1..).zip(&by_search) {
            assert_eq!(ruler.head_value(coin), value, "coin {coin}");
        }
    }

    #[test]
    fn turning_turtles_single_head_on_coin_n_is_worth_n() {
        let by_search = head_values_by_search(TurningRule::TurningTurtles);
        assert_eq!(by_search, (1..=12).collect::<Vec<u64>>());
        let turtles = CoinTurning::new(TurningRule::TurningTurtles);
        for (coin, &value) in (1..).zip(&by_search) {
            assert_eq!(turtles.head_value(coin), value, "coin {coin}");
        }
    }

    #[test]
    fn head_values_by_definition_and_by_formula_are_the_rules_single_head_values() {
        for rule in RULES {
            let game = CoinTurning::new(rule);
            let by_search = head_values_by_search(rule);
            assert_eq!(
                game.head_values_by_definition(12)[1..],
                by_search,
                "{rule:?}"
            );
            for (coin, &value) in (1..).zip(&by_search) {
                assert_eq!(game.head_value(coin), value, "{rule:?} coin {coin}");
            }
        }
    }

    #[test]
    fn a_rows_value_is_the_nim_sum_of_its_heads_values_on_every_row_up_to_11_coins() {
        for rule in RULES {
            let game = CoinTurning::new(rule);
            let mut by_search = GameValues::new(game);
            for len in 0..=11 {
                for row in rows(len) {
                    assert_eq!(game.value(&row), by_search.value(&row), "{rule:?} {row:?}");
                }
            }
        }
    }

    #[test]
    fn the_move_to_a_value_is_a_real_move_to_every_lower_value_and_none_reaches_the_value() {
        let mut checked = 0;
        for rule in RULES {
            let game = CoinTurning::new(rule);
            let mut by_search = GameValues::new(game);
            for row in rows(8) {
                let value = game.value(&row);
                let moves = game.moves(&row);
                for target in 0..value {
                    let found = game.move_to_value(&row, target);
                    let found = found.unwrap_or_else(|| panic!("{rule:?} {row:?} to {target}"));
                    let (_, after) = moves
                        .iter()
                        .find(|(turned, _)| *turned == found)
                        .unwrap_or_else(|| panic!("{rule:?} {row:?}: {found:?} is no move"));
                    assert_eq!(by_search.value(after), target, "{rule:?} {row:?} {found:?}");
                    checked += 1;
                }
                assert_eq!(game.move_to_value(&row, value), None, "{rule:?} {row:?}");
            }
        }
        assert!(checked > 10_000, "only {checked} moves");
    }

    #[test]
    fn a_row_is_lost_exactly_when_its_heads_values_cancel() {
        let game = CoinTurning::new(TurningRule::MockTurtles);
        let mut referee = Referee::new(game);
        for row in rows(11) {
            assert_eq!(referee.wins(&row), game.value(&row) != 0, "{row:?}");
        }
    }

    #[test]
    fn at_most_k_turns_every_set_of_up_to_k_coins_ending_at_the_head() {
        let game = CoinTurning::new(TurningRule::AtMost(3));
        let turns = game.turns(4);
        // 1 + 3 + 3 sets: {4}, {1,4}, {2,4}, {3,4}, {1,2,4}, {1,3,4}, {2,3,4}.
        assert_eq!(turns.len(), 7);
        assert!(
            turns
                .iter()
                .all(|set| set.last() == Some(&4) && set.is_sorted())
        );
        assert_eq!(CoinTurning::new(TurningRule::AtMost(9)).turns(4).len(), 8);
    }

    #[test]
    #[should_panic(expected = "at least one coin")]
    fn turning_no_coin_is_no_rule() {
        CoinTurning::new(TurningRule::AtMost(0));
    }
}
