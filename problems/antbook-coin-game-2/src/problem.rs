//! Coin game 2's contract: its input declared once, its referee (an exhaustive search of
//! core's [`Subtraction`] rules), the claims of `--explain` and their words, its own inputs and
//! its bench cases.
//!
//! - tiny: 1..=4 piles of 0..=12 coins and 1..=4 amounts in 1..=7 (repeats, often without 1,
//!   amounts larger than every pile), now and then no pile or no amount; one time in four 1..=2
//!   piles of 0..=40 with 1..=5 amounts in 1..=12;
//! - small: 1..=30 piles of 0..=2000 coins, 1..=8 amounts in 1..=60;
//! - judge: the shape's own (the most piles and amounts half of the time, all equal now and
//!   then), with 1 among the amounts, which the book guarantees;
//! - beyond: 10^6 piles up to 10^18, or 300,000 piles near 10^18, for 1..=8 amounts up to 10^5
//!   whose period is found quickly (checked within [`CHECK_LIMITS`]), or the set
//!   [`LONG_PREPERIOD`]; or 3 * 10^6 judge-sized piles with 100 distinct amounts.

use grundy::{Rng, Subtraction, SubtractionLimits, Sum};
use harness::draw::{Draw, Drawn, drawn, one_of};
use harness::shape::{At, Num, Placed, Shape, TwoLists, at, num, two_lists};
use harness::{
    Bench, BenchCase, Claim, Explained, Exploration, Family, Input, InputError, Options, Problem,
    Scanner, Size,
};

use crate::LIMITS;

/// The most piles accepted (ten times the judge's 10^6).
pub const MAX_PILES: usize = 10_000_000;
/// The most allowed amounts accepted, repeats included (the judge has at most 100).
pub const MAX_AMOUNTS: usize = 1_000_000;
/// The largest allowed amount accepted (the judge's is 10^4).
pub const MAX_AMOUNT: u64 = 100_000;
/// The largest pile size accepted (the judge's is 10^4).
pub const MAX_PILE: u64 = 1_000_000_000_000_000_000;
/// The judge's number of piles.
pub const JUDGE_PILES: usize = 1_000_000;
/// The judge's most amounts.
pub const JUDGE_AMOUNTS: usize = 100;
/// The judge's largest amount and pile.
pub const JUDGE_VALUE: u64 = 10_000;

/// The most referee work searched: the product of (pile + 1) over the piles, times the number
/// of amounts.
pub const REFEREE_LIMIT: u64 = 1_000_000;

/// The budget within which the generator checks that its amount sets for huge piles have a
/// period: below the solver's [`LIMITS`] in every respect, so that what is found here
/// the solver finds too (the same computation, stopped later).
pub const CHECK_LIMITS: SubtractionLimits = SubtractionLimits {
    max_values: 1_000_000,
    max_work: 30_000_000,
    min_values: 20_001,
};

/// A set whose period the README cites (preperiod 4,610,998, period 63,565): the solver finds it
/// in 60 ms.
pub const LONG_PREPERIOD: [u64; 4] = [30000, 4140, 6329, 23096];

/// The problem: `n k`, the k allowed amounts, the n pile sizes.
#[derive(Clone, Copy, Debug, Default)]
pub struct CoinGame;

/// The input's format: the piles (each with its place, for a budget error) and the amounts.
pub type Format = TwoLists<Placed<Num<u64>>, Num<u64>>;

/// An input of these amounts and piles.
pub fn input(amounts: &[u64], piles: &[u64]) -> Input<CoinGame> {
    let pos = harness::Pos { line: 0, column: 0 };
    let piles = piles.iter().map(|&value| At { value, pos }).collect();
    (piles, amounts.to_vec())
}

/// The pile sizes of an input, in input order.
fn sizes(piles: &[At<u64>]) -> Vec<u64> {
    piles.iter().map(|pile| pile.value).collect()
}

/// The judge's line for a first player who wins (`true`) or loses.
pub fn winner(alice_wins: bool) -> String {
    if alice_wins { "Alice\n" } else { "Bob\n" }.to_owned()
}

/// `count` distinct amounts in 1..=`largest` (count <= largest), 1 and `largest` among them, in
/// random order.
fn distinct_amounts(rng: &mut Rng, count: usize, largest: u64) -> Vec<u64> {
    let mut amounts = vec![1, largest];
    while amounts.len() < count {
        let amount = rng.range(1..=largest);
        if !amounts.contains(&amount) {
            amounts.push(amount);
        }
    }
    amounts.truncate(count);
    rng.shuffle(&mut amounts);
    amounts
}

/// A pile up to 10^18 (with `near_the_top`, in the top tenth of that), now and then a small one.
fn huge_pile(rng: &mut Rng, near_the_top: bool) -> u64 {
    match rng.range(0..=19) {
        0 => rng.range(0..=JUDGE_VALUE),
        1 => MAX_PILE,
        _ if near_the_top => rng.range(MAX_PILE / 10 * 9..=MAX_PILE),
        _ => rng.range(0..=MAX_PILE),
    }
}

/// `amounts` with 1 among them: where it is not, one of them (drawn) becomes 1.
fn with_one(mut amounts: Vec<u64>, rng: &mut Rng) -> Vec<u64> {
    if !amounts.is_empty() && !amounts.contains(&1) {
        let place = rng.range_usize(0..=amounts.len() - 1);
        amounts[place] = 1;
    }
    amounts
}

/// `count` piles in 1..=`largest`.
fn random_piles(rng: &mut Rng, count: usize, largest: u64) -> Vec<u64> {
    (0..count).map(|_| rng.range(1..=largest)).collect()
}

/// 1..=`most` amounts in 1..=`largest`, with repeats.
fn random_amounts(rng: &mut Rng, most: usize, largest: u64) -> Vec<u64> {
    (0..rng.range_usize(1..=most))
        .map(|_| rng.range(1..=largest))
        .collect()
}

/// An amount set for huge piles whose period the solver finds quickly: random sets of 1..=8
/// amounts up to 100, 1000 or 10^5 until one repeats within [`CHECK_LIMITS`], else
/// {1, 3, 4}; one time in six the long-preperiod set.
fn periodic_amounts(rng: &mut Rng) -> Vec<u64> {
    if rng.chance(1, 6) {
        let mut amounts = LONG_PREPERIOD.to_vec();
        rng.shuffle(&mut amounts);
        return amounts;
    }
    for _ in 0..20 {
        let largest = *rng.pick(&[100, 1000, MAX_AMOUNT]);
        let amounts = random_amounts(rng, 8, largest);
        if Subtraction::new(amounts.iter().copied())
            .values(u64::MAX, &CHECK_LIMITS)
            .period()
            .is_some()
        {
            return amounts;
        }
    }
    vec![1, 3, 4]
}

/// Past games: huge piles with a quickly periodic amount set, or 3 * 10^6 judge-sized piles.
fn beyond(rng: &mut Rng) -> Input<CoinGame> {
    let kind = rng.range(0..=3);
    if kind == 0 {
        let amounts = distinct_amounts(rng, JUDGE_AMOUNTS, JUDGE_VALUE);
        return input(&amounts, &random_piles(rng, 3 * JUDGE_PILES, JUDGE_VALUE));
    }
    let amounts = periodic_amounts(rng);
    let (count, near_the_top) = if kind == 1 {
        (300_000, true)
    } else {
        (JUDGE_PILES, false)
    };
    let mut piles: Vec<u64> = (0..count).map(|_| huge_pile(rng, near_the_top)).collect();
    // The set was checked for every pile at once (largest pile u64::MAX); with a smaller
    // largest pile fewer amounts are usable, so check again. (The long preperiod needs the
    // solver's own budget; its largest pile is past every amount.)
    let largest = piles.iter().copied().max().unwrap_or(0);
    let long_preperiod = LONG_PREPERIOD.iter().all(|amount| amounts.contains(amount));
    let answered = largest < CHECK_LIMITS.min_values as u64
        || Subtraction::new(amounts.iter().copied())
            .values(largest, &CHECK_LIMITS)
            .value(largest)
            .is_some();
    if !long_preperiod && !answered {
        piles
            .iter_mut()
            .for_each(|pile| *pile = (*pile).min(20_000));
    }
    input(&amounts, &piles)
}

impl Problem for CoinGame {
    type Shape = Drawn<Format>;

    /// Drawn as the module's list says: at tiny, inputs the referee searches, with larger piles,
    /// no pile or no amount now and then; past the judge, huge piles or the most of them.
    fn shape(&self) -> Self::Shape {
        let n = num("n", "the number of piles n", 1..=JUDGE_PILES, 0..=MAX_PILES);
        let k = num(
            "k",
            "the number of allowed amounts k",
            1..=100,
            0..=MAX_AMOUNTS,
        );
        let pile = num("x_i", "a pile size", 1..=JUDGE_VALUE, 0..=MAX_PILE);
        let amount = num("a_i", "an allowed amount", 1..=JUDGE_VALUE, 1..=MAX_AMOUNT);
        let format = two_lists(
            n.tiny(1..=4).small(1..=30),
            k.tiny(1..=4).small(1..=8),
            at(pile.tiny(0..=12).small(0..=2000)),
            amount.tiny(1..=7).small(1..=60),
        )
        .second_list_first();
        let larger = Draw::new(|rng| {
            let piles: Vec<u64> = (0..rng.range_usize(1..=2))
                .map(|_| rng.range(0..=40))
                .collect();
            input(&random_amounts(rng, 5, 12), &piles)
        });
        drawn(format, |own| {
            let tiny = own.clone().at(&[Size::Tiny]);
            let emptied = tiny.then(|(mut piles, mut amounts), rng| {
                match rng.range(0..=15) {
                    0 => piles.clear(),
                    1 => amounts.clear(),
                    _ => {}
                }
                (piles, amounts)
            });
            let judge = own
                .clone()
                .at(&[Size::Judge])
                .then(|(piles, amounts), rng| (piles, with_one(amounts, rng)));
            one_of(vec![
                (1, larger.at(&[Size::Tiny])),
                (3, emptied),
                (1, own.at(&[Size::Small])),
                (1, judge),
                (1, Draw::new(beyond).at(&[Size::Beyond])),
            ])
        })
    }

    fn solve(
        &self,
        (piles, amounts): Input<Self>,
        options: &Options,
    ) -> Result<String, InputError> {
        crate::answer(&piles, &amounts, options.explain())
    }

    /// Plain, the piles are folded as read (a million of them are never held); explained, the
    /// winning pile is found once the nim-sum is known, so they are.
    fn solve_streaming(
        &self,
        input: &mut Scanner<'_>,
        options: &Options,
    ) -> Result<String, InputError> {
        if options.explain() {
            return harness::read_whole_and_solve(self, input, options);
        }
        crate::fold_piles(input)
    }

    fn referee(&self, input: &Input<Self>) -> Option<String> {
        harness::verdict_lines(self.positions(input), "Alice", "Bob")
    }

    /// Within the judge's ranges, and 1 among the amounts: the book guarantees it.
    fn within_judge(&self, input: &Input<Self>) -> bool {
        input.1.contains(&1) && self.shape().within_judge(input)
    }

    /// The shape's judge maximum (every pile and amount 10^4), but the first amount 1, as the
    /// book guarantees.
    fn judge_max(&self) -> Input<Self> {
        let (piles, mut amounts) = self.shape().most(&mut Rng::new(harness::JUDGE_MAX_SEED));
        amounts[0] = 1;
        (piles, amounts)
    }

    /// Every pile up to [`SubtractionLimits::min_values`] is answered; past that, the Grundy sequence must
    /// cover the largest pile within the solver's budget (or repeat before).
    fn answers(&self, (piles, amounts): &Input<Self>) -> bool {
        let largest = piles.iter().map(|pile| pile.value).max().unwrap_or(0);
        largest < LIMITS.min_values as u64
            || Subtraction::new(amounts.iter().copied())
                .values(largest, &LIMITS)
                .value(largest)
                .is_some()
    }

    /// The judge's maximum, and past it huge piles, a long preperiod, the most piles, and a
    /// search that ends at its budget.
    fn bench(&self) -> Vec<Bench<Input<Self>>> {
        // Made when timed, not each time the cases are listed: a million piles.
        let all_largest = Draw::new(|_| {
            let amounts: Vec<u64> = (1..=JUDGE_AMOUNTS as u64).collect();
            input(&amounts, &vec![JUDGE_VALUE; JUDGE_PILES])
        });
        let huge = Draw::new(|rng| input(&[1, 3, 4], &random_piles(rng, JUDGE_PILES, MAX_PILE)));
        let long_preperiod = Draw::new(|rng| {
            let piles: Vec<u64> = (0..1000).map(|_| huge_pile(rng, true)).collect();
            input(&LONG_PREPERIOD, &piles)
        });
        let most = Draw::new(|rng| {
            let amounts = distinct_amounts(rng, JUDGE_AMOUNTS, JUDGE_VALUE);
            input(&amounts, &random_piles(rng, MAX_PILES, JUDGE_VALUE))
        });
        let no_period = Draw::new(|rng| input(&distinct_amounts(rng, 66, MAX_AMOUNT), &[MAX_PILE]));
        vec![
            BenchCase::judge(
                "judge-max-all-largest",
                "10^6 piles of 10^4, amounts 1..=100",
            )
            .input(all_largest),
            BenchCase::beyond("huge-piles", "10^6 piles up to 10^18, amounts {1, 3, 4}")
                .input(huge),
            BenchCase::beyond(
                "long-preperiod",
                "1,000 piles near 10^18, {30000, 4140, 6329, 23096}: preperiod 4.6 * 10^6",
            )
            .input(long_preperiod),
            BenchCase::beyond(
                "most-piles",
                "10^7 piles up to 10^4, 100 distinct amounts up to 10^4",
            )
            .input(most),
            BenchCase::rejected(
                "no-period-within-the-budget",
                Size::Beyond,
                "without finding a period",
                "66 amounts up to 10^5 and a pile of 10^18: the search stops at its budget",
            )
            .input(no_period),
        ]
    }

    /// A pile of n coins under the input's amounts: core's subtraction game, which the rules
    /// are, so the finite-set window argument applies (named unless there is no amount at all,
    /// a game with no move and no set to name).
    fn explore(&self, (_, amounts): &Input<Self>) -> Option<Exploration> {
        let game = Subtraction::new(amounts.iter().copied());
        let pile = Exploration::by_one(game.clone(), "a pile of n coins", "n", |n| Some(n as u64));
        if amounts.is_empty() {
            return Some(pile);
        }
        Some(pile.with_family(Family::Subtraction(game)))
    }
}

impl Explained for CoinGame {
    type Game = Sum<Subtraction>;

    /// The one position, the piles in input order (empty ones kept: a move names its pile by
    /// that index), when the referee searches it quickly: at most [`REFEREE_LIMIT`] work.
    fn positions(
        &self,
        (piles, amounts): &Input<Self>,
    ) -> Option<(Sum<Subtraction>, Vec<Vec<u64>>)> {
        let work = piles
            .iter()
            .fold(amounts.len().max(1) as u64, |work, pile| {
                work.saturating_mul(pile.value.saturating_add(1))
            });
        (work <= REFEREE_LIMIT).then(|| {
            (
                Sum(Subtraction::new(amounts.iter().copied())),
                vec![sizes(piles)],
            )
        })
    }

    /// The first pile whose value drops when XORed with the nim-sum, by the first allowed
    /// amount that leaves it that value (`src/explain.rs`).
    fn claims(&self, (piles, amounts): &Input<Self>) -> Vec<Claim<(usize, u64)>> {
        let game = Subtraction::new(amounts.iter().copied());
        let sizes = sizes(piles);
        let sequence = game.values(sizes.iter().copied().max().unwrap_or(0), &LIMITS);
        let values: Option<Vec<u32>> = sizes.iter().map(|&size| sequence.value(size)).collect();
        let values = values.expect("an input the referee searches is answered");
        vec![crate::explain::claim(piles, &game, &sequence, &values)]
    }

    /// `take T coin(s) from pile P` (P counted from 1 in input order), or `every move loses`.
    fn words(&self, claim: &Claim<(usize, u64)>) -> String {
        claim.say(|&(pile, take)| {
            let coins = if take == 1 { "coin" } else { "coins" };
            format!("take {take} {coins} from pile {}", pile + 1)
        })
    }
}
