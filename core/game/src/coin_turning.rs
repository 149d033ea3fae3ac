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
//! Coins are numbered from 1 at the left (Ferguson's notes number them from 0 for Mock
//! Turtles and Twins: their coin `n` is coin `n + 1` here). The values of a single head on
//! coin `n`, each proved below by induction on `n` (the options of a head are the nim-sums of
//! the other coins of each set it may turn, worth their own values by the theorem):
//! - [`TurningRule::TurningTurtles`] (turn 1 or 2 coins): `n`, Nim in disguise. *Proof:* the
//!   options are 0 (the head alone) and `m` for each `m < n` (the head and coin `m`): every
//!   value below `n`, and not `n`.
//! - [`TurningRule::Twins`] (turn exactly 2 coins): `n - 1` (`n` numbered from 0: Turning
//!   Turtles moved one coin). *Proof:* the options are `m - 1` for each `1 <= m < n`: every
//!   value below `n - 1`, and not `n - 1`; coin 1 has no move and is worth 0.
//! - [`TurningRule::MockTurtles`] (turn 1, 2 or 3 coins): the `n`-th odious number (odd number
//!   of 1 bits), `2m` or `2m + 1` with `m = n - 1`, whichever is odious. *Proof:* of each pair
//!   `2m, 2m + 1` exactly one is odious, so these values `h(1) < h(2) < ...` are every odious
//!   number in order, and the XOR of two odious numbers is evil (even number of 1 bits). The
//!   options are 0, `h(a)` and `h(a) ^ h(b)` for `a < b < n`: never `h(n)` (0 and the XORs
//!   are evil, `h` is one-to-one). Every odious `v < h(n)` is an `h(a)` with `a < n`; every
//!   evil `v` with `0 < v < h(n)` is `w ^ (v ^ w)` with `w` its lowest 1 bit: two different
//!   odious numbers below `v`, so `h(a) ^ h(b)` with `a, b < n`; and 0 is the head alone.
//! - [`TurningRule::Ruler`] (turn any run of consecutive coins ending at the head): the largest
//!   power of 2 dividing `n`, `r(n)`. *Proof:* let `G(x) = x ^ (x >> 1)` (the Gray code:
//!   one-to-one, linear for XOR, and onto `0..2^j` from `0..2^j`). `r(1) ^ ... ^ r(x) = G(x)`,
//!   as `G(x) ^ G(x - 1) = G(x ^ (x - 1)) = G(2^(t+1) - 1) = 2^t` for `2^t = r(x)`. Turning the
//!   run `m..=n` leaves heads `m..n`, worth `G(n - 1) ^ G(k) = G((n - 1) ^ k)` with
//!   `k = m - 1 < n`. With `2^j = r(n)`, the `k` from `n - 2^j` to `n - 1` make `(n - 1) ^ k`
//!   every number below `2^j`, so the options hold every value below `2^j`; `2^j` itself is
//!   `G(2^(j+1) - 1)` and needs `k = (n - 1) ^ (2^(j+1) - 1) = n` (bit `j` of `n - 1` is 0,
//!   the bits below it 1), which is no `k < n`.
//! - [`TurningRule::Sets`]: by the definition (mex over the sets), no formula. By distance
//!   ([`TurnShape::Distances`]) with no distance 0, a head on
//!   coin `n` has the options of a subtraction game's heap of `n - 1` (coin `n - d` is heap
//!   `n - 1 - d`), so it is worth that game's `g(n - 1)`; checked against a subtraction table
//!   in the tests.

use crate::mex::MexSet;
use crate::nim::nim_sum;
use crate::referee::Game;
use crate::turning_rule::{TurnShape, TurningRule};

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
    /// assert_eq!(CoinTurning::new(TurningRule::Twins).rule(), TurningRule::Twins);
    /// ```
    pub fn rule(&self) -> TurningRule {
        self.rule
    }

    /// Every set of coins a move whose rightmost coin is `coin` may turn over: the rule's
    /// [`TurningRule::turns`].
    ///
    /// # Panics
    /// If `coin` is 0.
    ///
    /// # Complexity
    /// As [`TurningRule::turns`].
    ///
    /// # Example
    /// ```
    /// use grundy::{CoinTurning, TurningRule};
    ///
    /// let ruler = CoinTurning::new(TurningRule::Ruler);
    /// assert_eq!(ruler.turns(3), [vec![3], vec![2, 3], vec![1, 2, 3]]);
    /// ```
    pub fn turns(&self, coin: usize) -> Vec<Vec<usize>> {
        self.rule.turns(coin)
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
            TurningRule::TurningTurtles => n,
            TurningRule::Twins => n - 1,
            TurningRule::MockTurtles => {
                let even = 2 * (n - 1);
                if even.count_ones() % 2 == 1 {
                    even
                } else {
                    even + 1
                }
            }
            TurningRule::Ruler => n & n.wrapping_neg(),
            TurningRule::Sets(_) => self.head_values_by_definition(coin)[coin],
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

    /// How many coins the sets a move may turn hold, summed over every head on coins
    /// `1..=up_to`: the work of [`head_values_by_definition`](CoinTurning::head_values_by_definition)`(up_to)`,
    /// counted without listing the sets (saturating at `u128::MAX`), so that a caller can refuse a
    /// row too long for the definition before starting it.
    ///
    /// # Complexity
    /// O(`up_to` · k) for sets of at most k coins.
    ///
    /// # Example
    /// ```
    /// use grundy::{CoinTurning, TurningRule};
    ///
    /// // Turning Turtles on coin n: {n} and {m, n} for each m < n, 1 + 2(n - 1) coins.
    /// let turtles = CoinTurning::new(TurningRule::TurningTurtles);
    /// assert_eq!(turtles.coins_read(3), 1 + 3 + 5);
    /// ```
    pub fn coins_read(&self, up_to: usize) -> u128 {
        (1..=up_to)
            .map(|coin| coins_read_on(self.rule, coin))
            .fold(0, u128::saturating_add)
    }

    /// The values of a single head on coins `0..=up_to`: by the formula where there is one,
    /// else by the definition, computed once.
    fn head_table(&self, up_to: usize) -> Vec<u64> {
        match self.rule {
            TurningRule::Sets(_) => self.head_values_by_definition(up_to),
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

/// How many coins the sets a move with its head on `coin` may turn hold, in all.
fn coins_read_on(rule: TurningRule, coin: usize) -> u128 {
    let sizes = |sizes: &[usize]| {
        sizes
            .iter()
            .filter(|&&size| size <= coin)
            .map(|&size| binomial(coin - 1, size - 1).saturating_mul(size as u128))
            .fold(0, u128::saturating_add)
    };
    let coin = coin as u128;
    match rule {
        TurningRule::TurningTurtles => sizes(&[1, 2]),
        TurningRule::MockTurtles => sizes(&[1, 2, 3]),
        TurningRule::Twins => sizes(&[2]),
        TurningRule::Ruler => coin * (coin + 1) / 2,
        TurningRule::Sets(sets) => {
            let amounts = sets.amounts().into_iter().map(|amount| amount as u128);
            match sets.shape() {
                TurnShape::Sizes => sizes(&sets.amounts()),
                TurnShape::Runs => amounts.filter(|&length| length <= coin).sum(),
                TurnShape::Distances => amounts
                    .filter(|&distance| distance < coin)
                    .map(|distance| if distance == 0 { 1 } else { 2 })
                    .sum(),
            }
        }
    }
}

/// `n` choose `k`, or `u128::MAX` past it.
fn binomial(n: usize, k: usize) -> u128 {
    // After step i the product is C(n, i + 1), a whole number.
    let exact = (0..k).try_fold(1u128, |product, i| {
        Some(product.checked_mul((n - i) as u128)? / (i as u128 + 1))
    });
    exact.unwrap_or(u128::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameValues, Referee, TurnSets};

    /// The named rules and turn-sets of every shape, from their notation.
    fn rules() -> Vec<TurningRule> {
        let sets = [
            "sizes{1}",
            "sizes{1,2,3,4}",
            "sizes{1,2,3,4,5}",
            "sizes{2,3}",
            "runs{1,2,4}",
            "runs{2,3}",
            "distance{0,1,3}",
            "distance{2,5}",
        ];
        let named = ["turtles", "mock", "ruler", "twins"];
        named
            .iter()
            .chain(&sets)
            .map(|text| text.parse().unwrap())
            .collect()
    }

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
        for rule in rules() {
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
        for rule in rules() {
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
        for rule in rules() {
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
    fn twins_single_head_on_coin_n_is_worth_n_minus_1() {
        let by_search = head_values_by_search(TurningRule::Twins);
        assert_eq!(by_search, (0..12).collect::<Vec<u64>>());
        let twins = CoinTurning::new(TurningRule::Twins);
        for (coin, &value) in (1..).zip(&by_search) {
            assert_eq!(twins.head_value(coin), value, "coin {coin}");
        }
    }

    #[test]
    fn the_closed_forms_equal_the_definition_on_the_first_200_coins() {
        for rule in [
            TurningRule::TurningTurtles,
            TurningRule::MockTurtles,
            TurningRule::Ruler,
            TurningRule::Twins,
        ] {
            let game = CoinTurning::new(rule);
            let by_definition = game.head_values_by_definition(200);
            for (coin, &value) in by_definition.iter().enumerate().skip(1) {
                assert_eq!(game.head_value(coin), value, "{rule} coin {coin}");
            }
        }
    }

    /// g(0..=up_to) of the subtraction game `amounts`, by a plain mex.
    fn subtraction_values(amounts: &[usize], up_to: usize) -> Vec<u64> {
        let mut values: Vec<u64> = Vec::new();
        for heap in 0..=up_to {
            let options: Vec<u64> = amounts
                .iter()
                .filter(|&&amount| amount <= heap)
                .map(|&amount| values[heap - amount])
                .collect();
            values.push((0..).find(|value| !options.contains(value)).unwrap());
        }
        values
    }

    #[test]
    fn turning_two_coins_at_a_distance_in_d_is_the_subtraction_game_d_on_a_heap_of_n_minus_1() {
        for amounts in [vec![1], vec![1, 3, 4], vec![2, 5], vec![3, 4, 7, 11]] {
            let sets = TurnSets::new(TurnShape::Distances, amounts.iter().copied()).unwrap();
            let game = CoinTurning::new(TurningRule::Sets(sets));
            let by_definition = game.head_values_by_definition(60);
            assert_eq!(
                by_definition[1..],
                subtraction_values(&amounts, 59),
                "{sets}"
            );
        }
    }
}
