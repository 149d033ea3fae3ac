//! Subtraction games: a move takes an allowed number of tokens from one heap. Their Grundy
//! values, a period that the values themselves prove, and the move to a wanted value.
//!
//! # Why a repeat is a proof (finite sets)
//! Let m be the largest allowed amount. From a heap of m on, every amount is usable, so g(x)
//! depends only on the window of the m values before it, g(x - m) .. g(x - 1). If the window
//! ending at y equals the window ending at z (m <= y < z), the two continue identically forever,
//! so g(i + z - y) = g(i) for every i >= y - m. This is the classical argument that every finite
//! subtraction game is ultimately periodic (there are finitely many windows, so one repeats; see
//! Berlekamp, Conway and Guy, *Winning Ways*, ch. 4). It needs the set to be finite: for an
//! infinite set (all Fibonacci numbers, say) no window ever decides the rest.
//!
//! # How the repeat is found
//! By the crate's window search (its private module `window_repeat`): rolling hashes of
//! the windows, every [`checkpoint_stride`]-th remembered, and a hash hit accepted only when
//! the two windows are equal value by value. The first accepted match lies exactly one period
//! apart, so the period is the least one; the preperiod is then shortened by walking back while
//! g(i) = g(i + period). The same search proves the period of the Every-SG steps
//! ([`SubtractionSteps`](crate::SubtractionSteps)).

use crate::period::Period;
use crate::sum::Components;
use crate::window_repeat::WindowRepeats;
pub use crate::window_repeat::checkpoint_stride;

/// A subtraction game: a move takes one of the allowed amounts from one heap that holds at
/// least that many tokens; a heap with no usable amount is dead. As [`Components`], it is the
/// real rules of one heap for the [`Referee`](crate::Referee) (through [`Sum`](crate::Sum)).
///
/// # Example
/// ```
/// use grundy::{Referee, Subtraction, SubtractionLimits, Sum};
///
/// let game = Subtraction::new([1, 3, 4]);
/// let values = game.values(u64::MAX, &SubtractionLimits::default());
/// assert_eq!(values.value(5), Some(3));
/// // The referee plays the rules as they are: heaps 2 and 5 are 0 ^ 3, a win.
/// assert!(Referee::new(Sum(game)).wins(&vec![2, 5]));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Subtraction {
    amounts: Vec<u64>,
}

impl Subtraction {
    /// The game with these allowed amounts, in any order, repeats allowed (they change
    /// nothing), amounts larger than every heap allowed (they are never usable).
    ///
    /// # Panics
    /// If an amount is 0: taking nothing is not a move (the game would never end).
    ///
    /// # Complexity
    /// O(k) for k amounts.
    ///
    /// # Example
    /// ```
    /// let game = grundy::Subtraction::new([4, 1, 4]);
    /// assert_eq!(game.amounts(), [4, 1, 4]);
    /// ```
    pub fn new(amounts: impl IntoIterator<Item = u64>) -> Self {
        let amounts: Vec<u64> = amounts.into_iter().collect();
        assert!(
            !amounts.contains(&0),
            "an allowed amount must be at least 1"
        );
        Self { amounts }
    }

    /// The allowed amounts, as given.
    pub fn amounts(&self) -> &[u64] {
        &self.amounts
    }

    /// The Grundy values of heaps up to `largest_heap`: computed directly up to there, or up to
    /// a certified period (see the module notes), within `limits`. Amounts larger than
    /// `largest_heap` are never usable in those heaps, so they are left out of the computation
    /// (and the values answer heaps up to `largest_heap` only, unless no amount was left out).
    ///
    /// # Complexity
    /// O(V k) time for V values computed and k distinct usable amounts, V at most
    /// `largest_heap + 1` and the budget of `limits`; V bytes of memory (k < 256), 2V
    /// (k < 65536) or 4V, plus one hash-map entry per [`checkpoint_stride`] values.
    ///
    /// # Example
    /// ```
    /// use grundy::{Period, Subtraction, SubtractionLimits};
    ///
    /// // Take 1, 3 or 4: 0 1 0 1 2 3 2, then again (period 7 from the start).
    /// let values = Subtraction::new([1, 3, 4]).values(u64::MAX, &SubtractionLimits::default());
    /// assert_eq!(values.period(), Some(Period { preperiod: 0, length: 7 }));
    /// assert_eq!(values.value(7_000_000_000_000_005), Some(3));
    /// ```
    pub fn values(&self, largest_heap: u64, limits: &SubtractionLimits) -> SubtractionValues {
        let (usable, all_usable) = self.usable_amounts(largest_heap);
        let budget = limits.value_budget(usable.len());
        let target = usize::try_from(largest_heap).unwrap_or(usize::MAX);
        let (values, period) = if usable.len() <= usize::from(u8::MAX) {
            let (values, period) = compute_values::<u8>(&usable, target, budget);
            (Values::U8(values), period)
        } else if usable.len() <= usize::from(u16::MAX) {
            let (values, period) = compute_values::<u16>(&usable, target, budget);
            (Values::U16(values), period)
        } else {
            let (values, period) = compute_values::<u32>(&usable, target, budget);
            (Values::U32(values), period)
        };
        SubtractionValues {
            values,
            distinct_amounts: usable.len(),
            period,
            covers: if all_usable { u64::MAX } else { largest_heap },
        }
    }

    /// The distinct amounts usable in heaps up to `largest_heap`, in increasing order, and
    /// whether every amount is (else the heaps past `largest_heap` are not answered for). The
    /// amounts a table of this game, values or Every-SG steps, is computed with.
    pub(crate) fn usable_amounts(&self, largest_heap: u64) -> (Vec<usize>, bool) {
        let mut usable: Vec<usize> = self
            .amounts
            .iter()
            .filter(|&&amount| amount <= largest_heap)
            .filter_map(|&amount| usize::try_from(amount).ok())
            .collect();
        usable.sort_unstable();
        usable.dedup();
        let all_usable = self.amounts.iter().all(|&amount| amount <= largest_heap);
        (usable, all_usable)
    }

    /// The first allowed amount (in the order given) that a heap of `heap` tokens can lose and
    /// be left with Grundy value `target`, by `values`; `None` if there is none (or `values` do
    /// not reach that far).
    ///
    /// # Complexity
    /// O(k) for k amounts.
    ///
    /// # Example
    /// ```
    /// use grundy::{Subtraction, SubtractionLimits};
    ///
    /// let game = Subtraction::new([4, 3, 1]);
    /// let values = game.values(100, &SubtractionLimits::default()); // 0 1 0 1 2 3 2 ...
    /// assert_eq!(game.take_to(&values, 5, 0), Some(3)); // 5 - 3 = 2, g(2) = 0
    /// assert_eq!(game.take_to(&values, 5, 1), Some(4));
    /// assert_eq!(game.take_to(&values, 5, 3), None); // no option has the heap's own value
    /// ```
    pub fn take_to(&self, values: &SubtractionValues, heap: u64, target: u32) -> Option<u64> {
        self.amounts
            .iter()
            .copied()
            .find(|&take| take <= heap && values.value(heap - take) == Some(target))
    }
}

impl Components for Subtraction {
    /// A heap size.
    type Part = u64;
    /// The tokens taken.
    type Move = u64;

    /// Each allowed amount that fits, in the order given, leaving the rest of the heap.
    fn splits(&self, &heap: &u64) -> Vec<(u64, Vec<u64>)> {
        self.amounts
            .iter()
            .filter(|&&take| take <= heap)
            .map(|&take| (take, vec![heap - take]))
            .collect()
    }

    /// An empty heap: every amount is at least 1.
    fn is_finished(&self, &heap: &u64) -> bool {
        heap == 0
    }
}

/// How far [`Subtraction::values`] may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SubtractionLimits {
    /// At most this many values (g(0) .. g(max_values - 1)) are computed.
    pub max_values: usize,
    /// At most about this many subtraction steps (values times usable amounts) are spent:
    /// `max_values` is lowered to `max_work / (distinct usable amounts)`, but never below
    /// `min_values`.
    pub max_work: u64,
    /// At least this many values are computed (when the heaps need them), whatever `max_work`
    /// says: heaps up to a judge's limit are always answered.
    pub min_values: usize,
}

impl Default for SubtractionLimits {
    /// [`SubtractionLimits::DEFAULT`].
    fn default() -> Self {
        Self::DEFAULT
    }
}

impl SubtractionLimits {
    /// Up to 3 * 10^7 values and about 2 * 10^9 steps (a second or two), no minimum. A
    /// problem's own limits start from it: `SubtractionLimits { min_values: 20_001,
    /// ..SubtractionLimits::DEFAULT }`.
    pub const DEFAULT: Self = Self {
        max_values: 30_000_000,
        max_work: 2_000_000_000,
        min_values: 0,
    };

    /// How many values may be computed for `distinct_amounts` usable amounts.
    ///
    /// # Example
    /// ```
    /// let limits = grundy::SubtractionLimits { max_values: 100, max_work: 1000, min_values: 20 };
    /// assert_eq!(limits.value_budget(5), 100);
    /// assert_eq!(limits.value_budget(20), 50);
    /// assert_eq!(limits.value_budget(500), 20);
    /// ```
    pub fn value_budget(&self, distinct_amounts: usize) -> usize {
        let by_work = self.max_work / distinct_amounts.max(1) as u64;
        let by_work = usize::try_from(by_work).unwrap_or(usize::MAX);
        by_work.min(self.max_values).max(self.min_values)
    }
}

/// The Grundy values of a [`Subtraction`] game's heaps, as [`Subtraction::values`] found them.
#[derive(Clone, Debug)]
pub struct SubtractionValues {
    values: Values,
    distinct_amounts: usize,
    period: Option<Period>,
    /// The largest heap the values answer for (past it, a left-out amount would be usable).
    covers: u64,
}

/// The computed values, in the narrowest type that holds them.
#[derive(Clone, Debug)]
enum Values {
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
}

impl SubtractionValues {
    /// How many values were computed directly: g(0) .. g(computed() - 1).
    pub fn computed(&self) -> usize {
        match &self.values {
            Values::U8(values) => values.len(),
            Values::U16(values) => values.len(),
            Values::U32(values) => values.len(),
        }
    }

    /// How many distinct amounts were usable (no larger than the largest heap).
    pub fn distinct_amounts(&self) -> usize {
        self.distinct_amounts
    }

    /// The least period, and for it the least preperiod, if a repeat was found before the
    /// computation stopped. It is proved (see the module notes), not guessed.
    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// g(x), or `None` if x lies past the computed values with no period found, or past the
    /// largest heap the values were computed for while some amount was left out.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::{Subtraction, SubtractionLimits};
    ///
    /// let values = Subtraction::new([1, 3, 4, 50]).values(5, &SubtractionLimits::default());
    /// assert_eq!(values.value(5), Some(3));
    /// assert_eq!(values.value(60), None); // 50 would be usable there
    /// ```
    pub fn value(&self, x: u64) -> Option<u32> {
        if x > self.covers {
            return None;
        }
        let index = match usize::try_from(x) {
            Ok(index) if index < self.computed() => index,
            _ => {
                let Period { preperiod, length } = self.period?;
                let offset = (x - preperiod as u64) % length as u64;
                preperiod + offset as usize
            }
        };
        Some(match &self.values {
            Values::U8(values) => u32::from(values[index]),
            Values::U16(values) => u32::from(values[index]),
            Values::U32(values) => values[index],
        })
    }
}

/// A Grundy value stored compactly: a subtraction game with k distinct amounts has values
/// at most k (a mex over at most k options).
trait Cell: Copy + Eq {
    /// Stores `value`, which is at most the largest value this type was chosen for.
    fn store(value: u32) -> Self;
    /// The stored value.
    fn load(self) -> u32;
}

macro_rules! cell {
    ($($t:ty)*) => {$(
        impl Cell for $t {
            fn store(value: u32) -> Self {
                debug_assert!(value <= u32::from(<$t>::MAX));
                value as $t
            }
            fn load(self) -> u32 {
                u32::from(self)
            }
        }
    )*};
}
cell!(u8 u16 u32);

/// g(0) .. g(n - 1) in cells of type `C` (n = min(target + 1, budget), or fewer if a period
/// turns up first), and the period if one was found. `amounts` is sorted, distinct, each >= 1.
fn compute_values<C: Cell>(
    amounts: &[usize],
    target: usize,
    budget: usize,
) -> (Vec<C>, Option<Period>) {
    let Some(&window) = amounts.last() else {
        // No usable amount: every heap is dead, g = 0 everywhere.
        let period = Period {
            preperiod: 0,
            length: 1,
        };
        return (vec![C::store(0)], Some(period));
    };
    // The most values ever needed; also keeps the stamps below in u32.
    let stop = target
        .saturating_add(1)
        .min(budget)
        .min(u32::MAX as usize - 1);
    let mut values: Vec<C> = Vec::new();
    // seen[v] == stamp marks value v as an option of the current heap: one independent store
    // per option. Not `MexSet`: its bitmask ORs every option into one register, a chain that
    // is slower when there are dozens of options per value (66 amounts, 3 * 10^7 values: 5.9 s
    // with `MexSet` against 3.8 s here, release build, best of 4 on this machine).
    let mut seen = vec![0u32; amounts.len() + 1];
    let mut repeats = WindowRepeats::new(window);
    for x in 0..stop {
        let stamp = x as u32 + 1;
        let usable = if x >= window {
            amounts
        } else {
            &amounts[..amounts.partition_point(|&amount| amount <= x)]
        };
        for &amount in usable {
            seen[values[x - amount].load() as usize] = stamp;
        }
        let mex = seen
            .iter()
            .position(|&mark| mark != stamp)
            .unwrap_or(seen.len()) as u32;
        values.push(C::store(mex));

        let same = |earlier: usize, len: usize| {
            values[earlier - window..earlier] == values[len - window..len]
        };
        if let Some(earlier) = repeats.push(|i| u64::from(values[i].load()), same) {
            let len = x + 1;
            let length = len - earlier;
            let mut preperiod = earlier - window;
            while preperiod > 0 && values[preperiod - 1] == values[preperiod - 1 + length] {
                preperiod -= 1;
            }
            return (values, Some(Period { preperiod, length }));
        }
    }
    (values, None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Referee, Rng, Sum};

    /// g(0..=up_to) by the definition, every option listed.
    fn by_definition(amounts: &[u64], up_to: u64) -> Vec<u32> {
        let mut values: Vec<u32> = Vec::new();
        for x in 0..=up_to {
            let options = amounts.iter().filter(|&&a| a <= x);
            values.push(crate::mex(options.map(|&a| values[(x - a) as usize])));
        }
        values
    }

    #[test]
    fn take_one_two_or_three_has_period_four_from_zero() {
        let values = Subtraction::new([3, 1, 2, 2]).values(u64::MAX, &Default::default());
        let period = Period {
            preperiod: 0,
            length: 4,
        };
        assert_eq!(values.period(), Some(period));
        for x in [0u64, 1, 2, 3, 4, 5, 1_000_000_000_000_000_003] {
            assert_eq!(values.value(x), Some((x % 4) as u32));
        }
    }

    #[test]
    fn the_table_stops_at_the_largest_heap_when_that_comes_first() {
        let values = Subtraction::new([1, 3, 4]).values(5, &Default::default());
        assert_eq!(values.computed(), 6);
        assert_eq!(values.period(), None);
        assert_eq!(values.value(5), Some(3));
        assert_eq!(values.value(6), None);
    }

    #[test]
    fn no_usable_amount_means_zero_everywhere_up_to_the_largest_heap() {
        let values = Subtraction::new([7, 9]).values(6, &Default::default());
        assert_eq!(values.value(6), Some(0));
        assert_eq!(values.value(7), None);
        let none = Subtraction::new([]).values(6, &Default::default());
        assert_eq!(none.value(u64::MAX), Some(0));
    }

    #[test]
    fn values_and_certified_periods_match_the_definition_on_random_sets() {
        let mut rng = Rng::new(17);
        for _ in 0..400 {
            let count = rng.range(1..=6) as usize;
            let amounts: Vec<u64> = (0..count).map(|_| rng.range(1..=12)).collect();
            let values = Subtraction::new(amounts.clone()).values(u64::MAX, &Default::default());
            let period = values.period().expect("a finite set's values repeat early");
            let truth = by_definition(&amounts, 600);
            for (x, &value) in truth.iter().enumerate() {
                assert_eq!(values.value(x as u64), Some(value), "{amounts:?} at {x}");
            }
            // Least period and preperiod: no shorter one holds on the values seen.
            let holds = |start: usize, length: usize| {
                (start..truth.len() - length).all(|x| truth[x] == truth[x + length])
            };
            assert!(holds(period.preperiod, period.length), "{amounts:?}");
            assert!(period.preperiod == 0 || !holds(period.preperiod - 1, period.length));
            assert!((1..period.length).all(|length| !holds(period.preperiod, length)));
        }
    }

    #[test]
    fn the_values_decide_the_referees_sums() {
        let mut rng = Rng::new(5);
        for _ in 0..60 {
            let amounts: Vec<u64> = (0..rng.range(1..=3)).map(|_| rng.range(1..=5)).collect();
            let game = Subtraction::new(amounts);
            let values = game.values(u64::MAX, &Default::default());
            let mut referee = Referee::new(Sum(game.clone()));
            for _ in 0..20 {
                let heaps: Vec<u64> = (0..rng.range(1..=3)).map(|_| rng.range(0..=9)).collect();
                let sum = heaps
                    .iter()
                    .fold(0, |sum, &h| sum ^ values.value(h).unwrap());
                let position = referee.game().position(heaps.clone());
                assert_eq!(referee.wins(&position), sum != 0, "{game:?} {heaps:?}");
            }
        }
    }

    #[test]
    fn a_budget_stops_the_table_and_leaves_later_heaps_unanswered() {
        // Amounts 1 and 10^6: the window is 10^6 long, so no repeat is seen in 1000 values.
        let limits = SubtractionLimits {
            max_values: 1000,
            max_work: u64::MAX,
            min_values: 0,
        };
        let values = Subtraction::new([1, 1_000_000]).values(u64::MAX, &limits);
        assert_eq!(values.computed(), 1000);
        assert_eq!(values.value(999), Some(1));
        assert_eq!(values.value(1000), None);
    }

    #[test]
    #[should_panic(expected = "at least 1")]
    fn an_amount_of_zero_is_refused() {
        let _ = Subtraction::new([1, 0]);
    }
}
