//! The Every-SG steps of a subtraction game's heaps (see [`every`](crate::every)) as a table,
//! with an arithmetic period that the table proves: `steps(n + p) = steps(n) + d` for every
//! `n` from a preperiod on, so that a heap of 10^18 gets its steps in O(1).
//!
//! # What is proved
//! Let m be the largest allowed amount. From a heap of m on every amount is usable, so
//! steps(x) is a function F of the window steps(x - m) .. steps(x - 1): 1 + the largest even
//! one among those the amounts reach, else 1 + the smallest. F commutes with adding an **even**
//! number d to the whole window: the parities, and so which options are lost, are unchanged,
//! and largest and smallest move by d. So if the window ending at y equals the window ending at
//! z (m <= y < z) plus an even d, the two continue alike forever, each value d higher:
//! steps(i + z - y) = steps(i) + d for every i >= y - m. The table finds such a pair by the
//! same window search as the subtraction values' period (in the windows of differences
//! steps(i) - steps(i - 1) and parities, equal exactly when the windows differ by an even
//! constant), every match checked symbol by symbol. The preperiod is then shortened by walking
//! back while steps(i + p) = steps(i) + d holds, each such i checked on the table. That is the
//! whole claim, and it is a proof for finite sets of amounts.
//!
//! # What is not proved
//! The period found is the least among those whose d is even. A period with an odd d flips
//! every heap's outcome from one period to the next; the argument above does not cover it (an
//! odd shift changes which options are lost), and it is only seen, as twice itself: take 1
//! has steps(n) = n, proved here as p = 2, d = 2, while p = 1, d = 1 is not proved (though it
//! holds). Nothing is claimed when no repeat turns up within the limits: heaps past the table
//! are then not answered.

use crate::every::steps_from;
use crate::period::ArithmeticPeriod;
use crate::subtraction::{Subtraction, SubtractionLimits};
use crate::window_repeat::WindowRepeats;

impl Subtraction {
    /// The Every-SG steps of heaps up to `largest_heap`: computed directly up to there, or up
    /// to a proved arithmetic period (see the [module notes](crate::subtraction_steps)),
    /// within `limits` (as for [`values`](Subtraction::values)). Amounts larger than
    /// `largest_heap` are never usable in those heaps, so they are left out (and the steps
    /// answer heaps up to `largest_heap` only, unless no amount was left out).
    ///
    /// # Complexity
    /// O(V k) time for V heaps computed and k distinct usable amounts, V at most
    /// `largest_heap + 1` and the budget of `limits`; 8V bytes, plus one hash-map entry per
    /// [`checkpoint_stride`](crate::checkpoint_stride) heaps.
    ///
    /// # Example
    /// ```
    /// use grundy::{ArithmeticPeriod, Subtraction, SubtractionLimits};
    ///
    /// // Take 1 or 2: steps 0 1 1 2 3 3 4 5 5 ..., 2 more every 3 heaps.
    /// let steps = Subtraction::new([1, 2]).every_steps(u64::MAX, &SubtractionLimits::default());
    /// let period = ArithmeticPeriod { preperiod: 0, length: 3, saltus: 2 };
    /// assert_eq!(steps.period(), Some(period));
    /// let n = 1_000_000_000_000_000_000;
    /// assert_eq!(steps.steps(n), Some(2 * (n / 3) + 1)); // n % 3 = 1
    /// assert!(steps.wins(n) == Some(true) && steps.best_take(n) == Some(1));
    /// ```
    pub fn every_steps(&self, largest_heap: u64, limits: &SubtractionLimits) -> SubtractionSteps {
        let (usable, all_usable) = self.usable_amounts(largest_heap);
        let budget = limits.value_budget(usable.len());
        let target = usize::try_from(largest_heap).unwrap_or(usize::MAX);
        let (table, period) = compute_steps(&usable, target, budget);
        SubtractionSteps {
            amounts: self.amounts().to_vec(),
            table,
            period,
            covers: if all_usable { u64::MAX } else { largest_heap },
        }
    }
}

/// The Every-SG steps of a [`Subtraction`] game's heaps, as
/// [`Subtraction::every_steps`] found them: a table and, if proved, its arithmetic period.
#[derive(Clone, Debug)]
pub struct SubtractionSteps {
    /// The game's amounts, as given (for the order of [`best_take`](SubtractionSteps::best_take)).
    amounts: Vec<u64>,
    table: Vec<u64>,
    period: Option<ArithmeticPeriod>,
    /// The largest heap the steps answer for (past it, a left-out amount would be usable).
    covers: u64,
}

impl SubtractionSteps {
    /// How many heaps' steps were computed directly: heaps 0 .. computed() - 1.
    pub fn computed(&self) -> usize {
        self.table.len()
    }

    /// The least arithmetic period with an even saltus, and for it the least preperiod, if the
    /// table proved one: `steps(n + length) = steps(n) + saltus` for every `n >= preperiod`.
    /// Proved, not guessed; a period with an odd saltus shows as twice itself (see the
    /// [module notes](crate::subtraction_steps)).
    pub fn period(&self) -> Option<ArithmeticPeriod> {
        self.period
    }

    /// The steps of a heap of `heap` tokens, or `None` if it lies past the table with no
    /// period proved, or past the largest heap the table was computed for while some amount
    /// was left out.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::{Subtraction, SubtractionLimits};
    ///
    /// // Take 1, 3 or 4 (50 never fits a heap up to 6): steps 0 1 2 3 1 3 3. Heap 6 is won:
    /// // its lost option 2 has 2 steps, so it lasts 3.
    /// let steps = Subtraction::new([1, 3, 4, 50]).every_steps(6, &SubtractionLimits::default());
    /// assert_eq!(steps.steps(6), Some(3));
    /// assert_eq!(steps.steps(60), None); // 50 would be usable there
    /// ```
    pub fn steps(&self, heap: u64) -> Option<u64> {
        if heap > self.covers {
            return None;
        }
        if let Some(&steps) = usize::try_from(heap).ok().and_then(|n| self.table.get(n)) {
            return Some(steps);
        }
        let ArithmeticPeriod {
            preperiod,
            length,
            saltus,
        } = self.period?;
        let past = u128::from(heap) - preperiod as u128;
        let (turns, offset) = (past / length as u128, past % length as u128);
        let base = self.table[preperiod + offset as usize];
        u64::try_from(u128::from(base) + turns * u128::from(saltus)).ok()
    }

    /// Whether the player to move wins a heap of `heap` played alone (its steps are odd);
    /// `None` where [`steps`](SubtractionSteps::steps) is.
    ///
    /// # Complexity
    /// O(1).
    pub fn wins(&self, heap: u64) -> Option<bool> {
        self.steps(heap).map(|steps| steps % 2 == 1)
    }

    /// The amount the Every-SG theorem takes from a heap of `heap` (as
    /// [`Steps::best_move`](crate::Steps::best_move) plays it): from a won heap, to a lost
    /// option with the largest steps; from a lost one, to an option with the smallest steps;
    /// the first such amount in the order given. `None` when the heap has no move, or its
    /// steps or an option's are not known.
    ///
    /// # Complexity
    /// O(k) for k amounts.
    ///
    /// # Example
    /// ```
    /// use grundy::{Subtraction, SubtractionLimits};
    ///
    /// // Take 1 or 2 (steps 0 1 1 2 3 3 4 ...): from 5 (won), to the lost 3; from 6 (lost), to
    /// // 5, whose 3 steps are the fewest.
    /// let steps = Subtraction::new([1, 2]).every_steps(u64::MAX, &SubtractionLimits::default());
    /// assert_eq!((steps.best_take(5), steps.best_take(6), steps.best_take(0)), (Some(2), Some(1), None));
    /// ```
    pub fn best_take(&self, heap: u64) -> Option<u64> {
        let won = self.wins(heap)?;
        let mut best: Option<(u64, u64)> = None;
        for &take in self.amounts.iter().filter(|&&take| take <= heap) {
            let after = self.steps(heap - take)?;
            let better = match best {
                _ if won && after % 2 == 1 => false,
                None => true,
                Some((best_steps, _)) if won => after > best_steps,
                Some((best_steps, _)) => after < best_steps,
            };
            if better {
                best = Some((after, take));
            }
        }
        best.map(|(_, take)| take)
    }
}

/// steps(0) .. steps(n - 1) (n = min(target + 1, budget), or fewer if a period turns up
/// first), and the period if one was proved. `amounts` is sorted, distinct, each >= 1.
fn compute_steps(
    amounts: &[usize],
    target: usize,
    budget: usize,
) -> (Vec<u64>, Option<ArithmeticPeriod>) {
    let Some(&window) = amounts.last() else {
        // No usable amount: every heap is over at once.
        let period = ArithmeticPeriod {
            preperiod: 0,
            length: 1,
            saltus: 0,
        };
        return (vec![0], Some(period));
    };
    let stop = target.saturating_add(1).min(budget);
    let mut table: Vec<u64> = Vec::new();
    let mut repeats = WindowRepeats::new(window);
    for x in 0..stop {
        let usable = &amounts[..amounts.partition_point(|&amount| amount <= x)];
        table.push(steps_from(usable.iter().map(|&amount| table[x - amount])));

        // Heap i's symbol: the difference from heap i - 1 (from 0 for heap 0) and the parity.
        let symbol = |i: usize| {
            let before = if i == 0 { 0 } else { table[i - 1] };
            (table[i].wrapping_sub(before), table[i] % 2)
        };
        let key = |i: usize| {
            let (difference, parity) = symbol(i);
            difference.wrapping_mul(2) ^ parity
        };
        let same = |earlier: usize, len: usize| {
            (0..window).all(|i| symbol(earlier - window + i) == symbol(len - window + i))
        };
        if let Some(earlier) = repeats.push(key, same) {
            let len = x + 1;
            let length = len - earlier;
            // Equal differences and parities: the windows differ by one even constant.
            let saltus = table[len - 1] - table[earlier - 1];
            let holds = |i: usize| table[i + length] == table[i] + saltus;
            let mut preperiod = earlier - window;
            while preperiod > 0 && holds(preperiod - 1) {
                preperiod -= 1;
            }
            let saltus = u32::try_from(saltus).expect("a saltus below the table's length");
            let period = ArithmeticPeriod {
                preperiod,
                length,
                saltus,
            };
            return (table, Some(period));
        }
    }
    (table, None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Rng, Steps};

    /// Steps of heaps 0..=up_to by the definition, every option listed: none, 0; a lost
    /// (even) option, 1 + the largest such; else 1 + the smallest.
    fn by_definition(amounts: &[u64], up_to: u64) -> Vec<u64> {
        let mut steps: Vec<u64> = Vec::new();
        for n in 0..=up_to {
            let options: Vec<u64> = amounts
                .iter()
                .filter(|&&a| a <= n)
                .map(|&a| steps[(n - a) as usize])
                .collect();
            let lost = options.iter().filter(|&&s| s % 2 == 0).max();
            steps.push(match (lost, options.iter().min()) {
                (Some(&lost), _) => lost + 1,
                (None, Some(&least)) => least + 1,
                (None, None) => 0,
            });
        }
        steps
    }

    fn random_amounts(rng: &mut Rng) -> Vec<u64> {
        let count = rng.range(1..=6) as usize;
        let most = if rng.chance(1, 4) { 30 } else { 12 };
        (0..count).map(|_| rng.range(1..=most)).collect()
    }

    #[test]
    fn steps_and_their_proved_period_match_the_definition_far_past_the_period() {
        let mut rng = Rng::new(2718);
        for _ in 0..400 {
            let amounts = random_amounts(&mut rng);
            let steps =
                Subtraction::new(amounts.clone()).every_steps(u64::MAX, &Default::default());
            let period = steps.period().expect("a finite set's steps repeat early");
            // Past the period's proof by far: the table stops soon after it.
            let far = (period.preperiod + 20 * period.length).max(4 * steps.computed()) as u64;
            let truth = by_definition(&amounts, far);
            for (n, &expected) in truth.iter().enumerate() {
                assert_eq!(steps.steps(n as u64), Some(expected), "{amounts:?} at {n}");
            }
            // Least among even shifts, and least preperiod, on what the definition gives.
            let holds = |start: usize, length: usize| {
                let saltus = truth[start + length].wrapping_sub(truth[start]);
                saltus % 2 == 0
                    && (start..truth.len() - length)
                        .all(|n| truth[n + length] == truth[n].wrapping_add(saltus))
            };
            let ArithmeticPeriod {
                preperiod, length, ..
            } = period;
            assert!(holds(preperiod, length), "{amounts:?}");
            assert!(
                preperiod == 0 || !holds(preperiod - 1, length),
                "{amounts:?}"
            );
            assert!((1..length).all(|l| !holds(preperiod, l)), "{amounts:?}");
        }
    }

    #[test]
    fn the_table_agrees_with_the_steps_of_the_real_rules() {
        let mut rng = Rng::new(3141);
        for _ in 0..100 {
            let amounts = random_amounts(&mut rng);
            let game = Subtraction::new(amounts.clone());
            let table = game.every_steps(u64::MAX, &Default::default());
            let mut rules = Steps::new(game);
            for heap in 0..=200 {
                assert_eq!(table.steps(heap), Some(rules.steps(&heap)), "{amounts:?}");
                let best = rules.best_move(&heap).map(|(take, _)| take);
                assert_eq!(table.best_take(heap), best, "{amounts:?} at {heap}");
            }
        }
    }

    #[test]
    fn heaps_near_10_to_the_18_follow_the_period_and_the_best_take_lasts_the_steps() {
        let mut rng = Rng::new(1618);
        for _ in 0..200 {
            let amounts = random_amounts(&mut rng);
            let steps =
                Subtraction::new(amounts.clone()).every_steps(u64::MAX, &Default::default());
            let ArithmeticPeriod { length, saltus, .. } = steps.period().unwrap();
            for heap in [1_000_000_000_000_000_000u64, 999_999_999_999_999_937] {
                let here = steps.steps(heap).unwrap();
                assert_eq!(
                    steps.steps(heap + length as u64),
                    Some(here + u64::from(saltus))
                );
                // The theorem's move: to an option whose steps are one fewer.
                let take = steps.best_take(heap).unwrap();
                assert_eq!(steps.steps(heap - take), Some(here - 1), "{amounts:?}");
            }
        }
    }

    #[test]
    fn take_one_or_two_lasts_two_steps_every_three_heaps_by_hand() {
        // By hand: steps(3q) = 2q and steps(3q + r) = 2q + 1 for r = 1, 2. From 3q + r the
        // winner takes r, to the lost 3q (2q steps); from 3q every option, 3q - 1 or 3q - 2,
        // is won with 2(q - 1) + 1 steps.
        let steps = Subtraction::new([1, 2]).every_steps(u64::MAX, &Default::default());
        for n in [
            0u64,
            1,
            2,
            3,
            4,
            5,
            10_u64.pow(18),
            10_u64.pow(18) + 1,
            u64::MAX / 2,
        ] {
            let expected = 2 * (n / 3) + u64::from(n % 3 != 0);
            assert_eq!(steps.steps(n), Some(expected), "{n}");
        }
    }

    #[test]
    fn take_one_is_proved_with_twice_its_odd_period() {
        // steps(n) = n: the shift 1 per heap is odd, so the proof takes 2 heaps and 2 steps.
        let steps = Subtraction::new([1]).every_steps(u64::MAX, &Default::default());
        let period = ArithmeticPeriod {
            preperiod: 0,
            length: 2,
            saltus: 2,
        };
        assert_eq!(steps.period(), Some(period));
        assert_eq!(steps.steps(10_u64.pow(18) + 7), Some(10_u64.pow(18) + 7));
    }

    #[test]
    fn a_budget_stops_the_table_and_leaves_later_heaps_unanswered() {
        let limits = SubtractionLimits {
            max_values: 1000,
            max_work: u64::MAX,
            min_values: 0,
        };
        let steps = Subtraction::new([1, 1_000_000]).every_steps(u64::MAX, &limits);
        assert_eq!((steps.computed(), steps.period()), (1000, None));
        assert_eq!(steps.steps(999), Some(999));
        assert_eq!((steps.steps(1000), steps.best_take(1000)), (None, None));
        let none = Subtraction::new([7]).every_steps(6, &limits);
        assert_eq!((none.steps(6), none.steps(7)), (Some(0), None));
    }
}
