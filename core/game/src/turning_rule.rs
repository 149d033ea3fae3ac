//! The rules of coin-turning games ([`CoinTurning`](crate::CoinTurning)): which sets of coins a
//! move may turn over, named ([`TurningRule::MockTurtles`], ...) or given by the sets allowed
//! ([`TurnSets`]: by size, by run length, by distance), and a notation to name them on a
//! command line ([`TurningRule`]'s `FromStr` and `Display`).
//!
//! Coins are numbered from 1 at the left; every set a move turns ends at its rightmost coin,
//! the head that goes to tails.

use std::fmt;
use std::str::FromStr;

/// Which sets of coins a move may turn over: always ending at its rightmost coin, a head.
///
/// Named on a command line as `turtles`, `mock`, `ruler`, `twins`, or by its turn-sets:
/// `sizes{1,2,3}`, `runs{1,2,4}`, `distance{0,1,3}` (see [`TurnSets`]); `Display` writes the
/// same notation back.
///
/// # Example
/// ```
/// use grundy::{CoinTurning, TurnSets, TurnShape, TurningRule};
///
/// // Mock Turtles is "turn 1, 2 or 3 coins": the same sets.
/// let three = TurningRule::Sets(TurnSets::new(TurnShape::Sizes, [1, 2, 3])?);
/// assert_eq!(TurningRule::MockTurtles.turns(5), three.turns(5));
/// assert_eq!("sizes{1,2,3}".parse::<TurningRule>()?, three);
/// assert_eq!("mock".parse::<TurningRule>()?, TurningRule::MockTurtles);
/// # Ok::<(), grundy::TurningRuleError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TurningRule {
    /// Turn one or two coins (any coin left of the head): a head on coin `n` is worth `n`
    /// (Nim). `turtles`.
    TurningTurtles,
    /// Turn one, two or three coins: a head on coin `n` is worth the `n`-th odious number.
    /// `mock`.
    MockTurtles,
    /// Turn any number of consecutive coins ending at the head: a head on coin `n` is worth
    /// the largest power of 2 dividing `n`. `ruler`.
    Ruler,
    /// Turn exactly two coins: a head on coin `n` is worth `n - 1` (`n` when the coins are
    /// numbered from 0, as Ferguson's notes number them). `twins`.
    Twins,
    /// The sets given by [`TurnSets`]: by size, by run length or by distance.
    Sets(TurnSets),
}

/// How [`TurnSets`] reads its amounts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TurnShape {
    /// Any `s` coins ending at the head (the others anywhere to its left), `s` an amount:
    /// `sizes{1,2}` is Turning Turtles, `sizes{2}` Twins. Amounts from 1.
    Sizes,
    /// A run of `l` consecutive coins ending at the head, `l` an amount: `runs{1}` turns the
    /// head alone, `runs{1,2,3,...}` up to the row's length is Ruler. Amounts from 1.
    Runs,
    /// The head and the coin `d` to its left, `d` an amount, or the head alone for `d = 0`: a
    /// subtraction game (with no 0, a head on coin `n` is worth `g(n - 1)` of the subtraction
    /// game whose amounts are the distances). Amounts from 0.
    Distances,
}

/// The sets a move may turn, by one [`TurnShape`] and a set of amounts from 0 (distances)
/// or 1 (sizes, runs) to [`TurnSets::MAX_AMOUNT`].
///
/// Written `sizes{1,2,3}`, `runs{1,2,4}`, `distance{0,1,3}`: the amounts in increasing order,
/// separated by commas.
///
/// # Example
/// ```
/// use grundy::{TurnSets, TurnShape, TurningRule};
///
/// let runs = TurnSets::new(TurnShape::Runs, [2, 1])?;
/// assert_eq!(runs.amounts(), [1, 2]);
/// assert_eq!(TurningRule::Sets(runs).turns(4), [vec![4], vec![3, 4]]);
/// let distance = TurnSets::new(TurnShape::Distances, [0, 3])?;
/// assert_eq!(TurningRule::Sets(distance).turns(4), [vec![4], vec![1, 4]]);
/// assert_eq!(distance.to_string(), "distance{0,3}");
/// # Ok::<(), grundy::TurningRuleError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TurnSets {
    shape: TurnShape,
    /// Bit `a` for the amount `a`.
    amounts: u64,
}

/// Why a text is not a [`TurningRule`], or amounts are not [`TurnSets`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurningRuleError {
    message: String,
}

impl fmt::Display for TurningRuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for TurningRuleError {}

impl TurnShape {
    /// The word of the notation: `sizes`, `runs`, `distance`.
    fn word(self) -> &'static str {
        match self {
            TurnShape::Sizes => "sizes",
            TurnShape::Runs => "runs",
            TurnShape::Distances => "distance",
        }
    }

    /// The least amount allowed.
    fn least(self) -> usize {
        match self {
            TurnShape::Distances => 0,
            TurnShape::Sizes | TurnShape::Runs => 1,
        }
    }
}

impl TurnSets {
    /// The largest amount a set may hold.
    pub const MAX_AMOUNT: usize = 63;

    /// The sets of `shape` with these amounts (in any order, repeats ignored).
    ///
    /// # Errors
    /// No amount, an amount past [`MAX_AMOUNT`](TurnSets::MAX_AMOUNT), or a size or run length
    /// of 0 (a move turns at least one coin).
    ///
    /// # Complexity
    /// O(amounts).
    ///
    /// # Example
    /// ```
    /// use grundy::{TurnSets, TurnShape};
    ///
    /// assert!(TurnSets::new(TurnShape::Sizes, [1, 2]).is_ok());
    /// let error = TurnSets::new(TurnShape::Sizes, [0, 2]).unwrap_err();
    /// assert_eq!(error.to_string(), "a move turns at least one coin: sizes are from 1, not 0");
    /// assert!(TurnSets::new(TurnShape::Runs, []).is_err());
    /// ```
    pub fn new(
        shape: TurnShape,
        amounts: impl IntoIterator<Item = usize>,
    ) -> Result<Self, TurningRuleError> {
        let word = shape.word();
        let mut mask = 0u64;
        for amount in amounts {
            if amount < shape.least() {
                return Err(error(format!(
                    "a move turns at least one coin: {word} are from 1, not {amount}"
                )));
            }
            if amount > Self::MAX_AMOUNT {
                return Err(error(format!(
                    "{amount} is past {}, the largest amount",
                    Self::MAX_AMOUNT
                )));
            }
            mask |= 1 << amount;
        }
        if mask == 0 {
            return Err(error("no amount is given".to_owned()));
        }
        Ok(Self {
            shape,
            amounts: mask,
        })
    }

    /// How the amounts are read.
    ///
    /// # Example
    /// ```
    /// use grundy::{TurnSets, TurnShape};
    ///
    /// let sets = TurnSets::new(TurnShape::Runs, [3])?;
    /// assert_eq!(sets.shape(), TurnShape::Runs);
    /// # Ok::<(), grundy::TurningRuleError>(())
    /// ```
    pub fn shape(&self) -> TurnShape {
        self.shape
    }

    /// The amounts, increasing.
    ///
    /// # Complexity
    /// O(64).
    ///
    /// # Example
    /// ```
    /// use grundy::{TurnSets, TurnShape};
    ///
    /// assert_eq!(TurnSets::new(TurnShape::Distances, [3, 0, 3])?.amounts(), [0, 3]);
    /// # Ok::<(), grundy::TurningRuleError>(())
    /// ```
    pub fn amounts(&self) -> Vec<usize> {
        (0..=Self::MAX_AMOUNT)
            .filter(|&amount| self.amounts >> amount & 1 == 1)
            .collect()
    }

    /// Every set a move whose head is `coin` may turn over, as [`TurningRule::turns`].
    fn turns(&self, coin: usize) -> Vec<Vec<usize>> {
        let amounts = self.amounts().into_iter();
        match self.shape {
            TurnShape::Sizes => amounts.flat_map(|size| sets_of_size(size, coin)).collect(),
            TurnShape::Runs => amounts
                .filter(|&length| length <= coin)
                .map(|length| (coin + 1 - length..=coin).collect())
                .collect(),
            TurnShape::Distances => amounts
                .filter(|&distance| distance < coin)
                .map(|distance| match distance {
                    0 => vec![coin],
                    _ => vec![coin - distance, coin],
                })
                .collect(),
        }
    }
}

fn error(message: String) -> TurningRuleError {
    TurningRuleError { message }
}

/// Every set of `size` coins among `1..=coin` that ends at `coin`, increasing, in
/// lexicographic order.
fn sets_of_size(size: usize, coin: usize) -> Vec<Vec<usize>> {
    if size == 0 || size > coin {
        return Vec::new();
    }
    // The sets of `size - 1` coins below `coin`, each extended one coin at a time, never past
    // the coin that leaves room for the coins still to come.
    let mut smaller: Vec<Vec<usize>> = vec![Vec::new()];
    for placed in 1..size {
        let last = coin - 1 - (size - 1 - placed);
        smaller = smaller
            .iter()
            .flat_map(|set| {
                let from = set.last().map_or(1, |&last| last + 1);
                (from..=last).map(move |next| {
                    let mut longer = set.clone();
                    longer.push(next);
                    longer
                })
            })
            .collect();
    }
    for set in &mut smaller {
        set.push(coin);
    }
    smaller
}

impl TurningRule {
    /// Every set of coins a move whose rightmost coin is `coin` may turn over, each
    /// increasing and ending at `coin` (numbered from 1): by size, fewer coins first, then in
    /// lexicographic order; runs and distances by their amount.
    ///
    /// # Panics
    /// If `coin` is 0.
    ///
    /// # Complexity
    /// O(sets · size): by size `s`, `C(coin - 1, s - 1)` sets; [`Ruler`](TurningRule::Ruler)
    /// `coin`.
    ///
    /// # Example
    /// ```
    /// use grundy::TurningRule;
    ///
    /// assert_eq!(TurningRule::Ruler.turns(3), [vec![3], vec![2, 3], vec![1, 2, 3]]);
    /// assert_eq!(TurningRule::TurningTurtles.turns(3), [vec![3], vec![1, 3], vec![2, 3]]);
    /// assert_eq!(TurningRule::Twins.turns(3), [vec![1, 3], vec![2, 3]]);
    /// assert!(TurningRule::Twins.turns(1).is_empty());
    /// ```
    pub fn turns(&self, coin: usize) -> Vec<Vec<usize>> {
        assert!(coin >= 1, "coins are numbered from 1");
        let sizes = |sizes: &[usize]| sizes.iter().flat_map(|&s| sets_of_size(s, coin)).collect();
        match self {
            TurningRule::TurningTurtles => sizes(&[1, 2]),
            TurningRule::MockTurtles => sizes(&[1, 2, 3]),
            TurningRule::Twins => sizes(&[2]),
            TurningRule::Ruler => (1..=coin)
                .rev()
                .map(|first| (first..=coin).collect())
                .collect(),
            TurningRule::Sets(sets) => sets.turns(coin),
        }
    }
}

impl fmt::Display for TurnSets {
    /// `sizes{1,2,3}`, `runs{1,2,4}`, `distance{0,1,3}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let amounts: Vec<String> = self.amounts().iter().map(usize::to_string).collect();
        write!(f, "{}{{{}}}", self.shape.word(), amounts.join(","))
    }
}

impl fmt::Display for TurningRule {
    /// The notation [`FromStr`] reads: `turtles`, `mock`, `ruler`, `twins`, or the sets.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TurningRule::TurningTurtles => f.write_str("turtles"),
            TurningRule::MockTurtles => f.write_str("mock"),
            TurningRule::Ruler => f.write_str("ruler"),
            TurningRule::Twins => f.write_str("twins"),
            TurningRule::Sets(sets) => sets.fmt(f),
        }
    }
}

/// The forms a rule may be named by, for error messages.
const FORMS: &str = "turtles, mock, ruler, twins, sizes{1,2,3}, runs{1,2,4} or distance{0,1,3}";

impl FromStr for TurningRule {
    type Err = TurningRuleError;

    /// Reads `turtles`, `mock`, `ruler`, `twins`, or turn-sets `sizes{...}`, `runs{...}`,
    /// `distance{...}` with whole numbers separated by commas (spaces allowed around them).
    ///
    /// # Errors
    /// Any other word, a set not closed by `}`, an amount that is not a whole number, and
    /// those of [`TurnSets::new`]; the message says which.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim();
        match text {
            "turtles" => return Ok(TurningRule::TurningTurtles),
            "mock" => return Ok(TurningRule::MockTurtles),
            "ruler" => return Ok(TurningRule::Ruler),
            "twins" => return Ok(TurningRule::Twins),
            _ => {}
        }
        let Some((word, rest)) = text.split_once('{') else {
            return Err(error(format!(
                "{text:?} is no coin-turning rule: a rule is {FORMS}"
            )));
        };
        let shape = match word.trim() {
            "sizes" => TurnShape::Sizes,
            "runs" => TurnShape::Runs,
            "distance" => TurnShape::Distances,
            other => {
                return Err(error(format!(
                    "{other:?} in {text:?} is no kind of turn-set: a rule is {FORMS}"
                )));
            }
        };
        let Some(inside) = rest.strip_suffix('}') else {
            return Err(error(format!("{text:?}: the set ends with }}")));
        };
        let mut amounts = Vec::new();
        for item in inside.split(',').map(str::trim) {
            if inside.trim().is_empty() {
                break;
            }
            match item.parse::<usize>() {
                Ok(amount) => amounts.push(amount),
                Err(_) => {
                    return Err(error(format!("{text:?}: {item:?} is not a whole number")));
                }
            }
        }
        let sets =
            TurnSets::new(shape, amounts).map_err(|wrong| error(format!("{text:?}: {wrong}")))?;
        Ok(TurningRule::Sets(sets))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(text: &str) -> Result<TurningRule, String> {
        text.parse::<TurningRule>()
            .map_err(|error| error.to_string())
    }

    #[test]
    fn every_rule_reads_back_what_it_writes() {
        for text in [
            "turtles",
            "mock",
            "ruler",
            "twins",
            "sizes{1,2,3}",
            "sizes{2}",
            "runs{1,2,4}",
            "distance{0,1,3}",
            "distance{63}",
        ] {
            assert_eq!(parsed(text).unwrap().to_string(), text);
        }
        assert_eq!(
            parsed(" sizes{ 3, 1 ,1 } ").unwrap().to_string(),
            "sizes{1,3}"
        );
    }

    #[test]
    fn a_bad_rule_is_an_error_saying_what_is_wrong() {
        for (text, says) in [
            (
                "turtle",
                "\"turtle\" is no coin-turning rule: a rule is turtles, mock, ruler, twins, \
                 sizes{1,2,3}, runs{1,2,4} or distance{0,1,3}",
            ),
            (
                "size{1}",
                "\"size\" in \"size{1}\" is no kind of turn-set: a rule is turtles, mock, ruler, \
                 twins, sizes{1,2,3}, runs{1,2,4} or distance{0,1,3}",
            ),
            ("sizes{1,2", "\"sizes{1,2\": the set ends with }"),
            ("sizes{1,x}", "\"sizes{1,x}\": \"x\" is not a whole number"),
            ("runs{1,,2}", "\"runs{1,,2}\": \"\" is not a whole number"),
            ("runs{}", "\"runs{}\": no amount is given"),
            (
                "sizes{0,1}",
                "\"sizes{0,1}\": a move turns at least one coin: sizes are from 1, not 0",
            ),
            (
                "distance{64}",
                "\"distance{64}\": 64 is past 63, the largest amount",
            ),
            ("sizes{-1}", "\"sizes{-1}\": \"-1\" is not a whole number"),
        ] {
            assert_eq!(parsed(text).unwrap_err(), says, "{text}");
        }
    }

    #[test]
    fn sets_by_size_are_every_set_of_that_many_coins_ending_at_the_head() {
        let sizes = |amounts: &[usize], coin| {
            TurningRule::Sets(TurnSets::new(TurnShape::Sizes, amounts.iter().copied()).unwrap())
                .turns(coin)
        };
        // {4}, {1,4}, {2,4}, {3,4}, {1,2,4}, {1,3,4}, {2,3,4}.
        let three = sizes(&[1, 2, 3], 4);
        assert_eq!(three.len(), 7);
        assert!(
            three
                .iter()
                .all(|set| set.last() == Some(&4) && set.is_sorted())
        );
        assert_eq!(three, TurningRule::MockTurtles.turns(4));
        // Every subset of {1, 2, 3} with 4: 8 sets; no set of 5 coins on 4.
        assert_eq!(sizes(&[1, 2, 3, 4, 5], 4).len(), 8);
        assert!(sizes(&[5], 4).is_empty());
        // Only the sets that can be completed are built: 63 coins of 64, 63 ways.
        assert_eq!(sizes(&[63], 64).len(), 63);
    }

    #[test]
    fn runs_and_distances_stay_on_the_row() {
        let runs = TurningRule::Sets(TurnSets::new(TurnShape::Runs, [1, 3, 5]).unwrap());
        assert_eq!(runs.turns(4), [vec![4], vec![2, 3, 4]]);
        let distances = TurningRule::Sets(TurnSets::new(TurnShape::Distances, [1, 4]).unwrap());
        assert_eq!(distances.turns(4), [vec![3, 4]]);
        assert_eq!(distances.turns(5), [vec![4, 5], vec![1, 5]]);
    }
}
