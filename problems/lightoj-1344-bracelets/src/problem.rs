//! Bracelets' contract: its input declared once with its own draws, the answer to a case (every
//! winning first pick, by the run trees of `src/run_tree.rs`) and how it is written, the claim
//! of `--explain` and its words, the referee's game (`src/real_rules.rs`), and its bench cases.

use std::fmt::Write;

use grundy::{ArithmeticPeriod, Rng, Sum, nim_sum, nim_sum_text};
use harness::draw::{Draw, Drawn, drawn, just, one_of};
use harness::shape::{List, Num, list, num};
use harness::{Answers, Bench, BenchCase, Claim, Exploration, InputError, Size, WinningMoves};

use crate::real_rules::Rules;
use crate::run_tree::RunTree;
use crate::{MAX_PEARLS, MAX_WEIGHT};

/// One case: its bracelets (each a row of pearl weights), in input order.
pub type Position = Vec<Vec<u32>>;

/// The input's format as read: `T`, then per case `n` and n lines `K w_1 .. w_K`.
pub type Plain = List<List<List<Num<u32>>>>;

/// The judge's most bracelets per case.
pub const JUDGE_BRACELETS: usize = 50;
/// The judge's most pearls on one bracelet.
pub const JUDGE_PEARLS: usize = 50;
/// The number of cases of a judge-size input (the statement gives no T; the bench uses 60).
pub const JUDGE_CASES: usize = 60;
/// The heaviest weight at the judge's size (one source of the statement says 10^5).
pub const JUDGE_WEIGHT: u32 = 100_000;
/// The most pearls in one case the referee searches.
pub const REFEREE_PEARLS: usize = 18;

/// The problem: T cases of bracelets.
#[derive(Clone, Copy, Debug, Default)]
pub struct Bracelets;

impl Answers for Bracelets {
    type Shape = Drawn<Plain>;
    type Game = Sum<Rules>;
    type Answer = WinningMoves<(usize, u32)>;

    /// `T` and `n` anything up to 2^64 - 1 (memory grows only with what is read); the judge
    /// gives at least one case and 1..=50 bracelets of 1..=50 pearls up to 10^5. Small and
    /// beyond inputs are the shape's own draw; tiny ones are `tiny`'s (what the referee
    /// searches), and judge ones 60 `judge_case`s, the worst shapes (the own would draw T up
    /// to 2^64 - 1).
    fn shape(&self) -> Drawn<Plain> {
        let weight = num("w", "a pearl weight", 1..=JUDGE_WEIGHT, 1..=MAX_WEIGHT)
            .small(1..=10)
            .beyond(1..=MAX_WEIGHT);
        let pearls = num(
            "K",
            "the number of pearls on a bracelet",
            1..=JUDGE_PEARLS,
            1..=MAX_PEARLS,
        )
        .small(1..=40)
        .beyond(2000..=5000);
        let bracelets = num(
            "n",
            "the number of bracelets",
            1..=JUDGE_BRACELETS,
            0..=usize::MAX,
        )
        .small(0..=8)
        .beyond(1..=6);
        let cases = num("T", "the number of cases", 1..=usize::MAX, 0..=usize::MAX)
            .small(1..=5)
            .beyond(1..=3);
        let case = list(bracelets, list(pearls, weight).inline()).lines();
        let judge = Draw::new(|rng| (0..JUDGE_CASES).map(|_| judge_case(rng)).collect());
        drawn(list(cases, case).lines(), |own| {
            one_of(vec![
                (1, Draw::new(tiny).at(&[Size::Tiny])),
                (1, own.at(&[Size::Small, Size::Beyond])),
                (1, judge.at(&[Size::Judge])),
            ])
        })
    }

    /// Each bracelet valued by its run tree ([`RunTree::values`]); a pick wins exactly when
    /// what it leaves of its bracelet brings the XOR of the values to 0. None does in a lost
    /// position: no pick leaves a bracelet its own value, the mex of those it leaves.
    fn answer(&self, bracelets: &Position) -> Result<Self::Answer, InputError> {
        let each: Vec<_> = bracelets
            .iter()
            .map(|pearls| RunTree::new(pearls).values())
            .collect();
        let values: Vec<u32> = each.iter().map(|bracelet| bracelet.grundy).collect();
        let total = nim_sum(values.iter().copied());
        let mut winning = Vec::new();
        for (index, bracelet) in each.iter().enumerate() {
            let target = total ^ bracelet.grundy;
            let leaving = bracelet
                .after_pick
                .iter()
                .filter(|&&(_, left)| left == target);
            winning.extend(leaving.map(|&(weight, _)| (index, weight)));
        }
        Ok(WinningMoves(winning))
    }

    /// `Genie`, or `Aladdin` and the line of every winning pick `(b w)`, sorted by b then w,
    /// each once (pearls of one weight on one bracelet are one move; the referee lists a pick
    /// once per pearl, in the rules' order).
    fn write(&self, _: &Position, picks: &Self::Answer, out: &mut String) {
        if picks.0.is_empty() {
            out.push_str("Genie");
            return;
        }
        let mut winning = picks.0.clone();
        winning.sort_unstable();
        winning.dedup();
        out.push_str("Aladdin\n");
        for (index, weight) in winning {
            // Writing to a String cannot fail.
            let _ = write!(out, "({} {weight})", index + 1);
        }
    }

    fn prefix(&self, number: usize) -> String {
        format!("Case {number}: ")
    }

    /// The pick the explanation works through: on the first bracelet whose value drops to the
    /// one that makes the nim-sum 0 (there is one where the nim-sum is not 0), its first listed
    /// pick; or that every pick loses. With it, the whole explanation, its words inside.
    ///
    /// # Complexity
    /// The bracelets' values again (only under `--explain`): O(K²) a bracelet of K pearls.
    fn claim(
        &self,
        bracelets: &Position,
        picks: &Self::Answer,
    ) -> Result<(Claim<(usize, u32)>, String), InputError> {
        let value = |pearls: &Vec<u32>| RunTree::new(pearls).values().grundy;
        let values: Vec<u32> = bracelets.iter().map(value).collect();
        let total = nim_sum(values.iter().copied());
        let drops = |&&(index, _): &&(usize, u32)| values[index] ^ total < values[index];
        let Some(&(index, weight)) = picks.0.iter().find(drops) else {
            let why = match values.len() {
                0 => ": there is no pearl to pick; Grundy value 0".to_owned(),
                _ => format!(
                    ": {}, and a pick changes exactly one of them",
                    values_text(&values)
                ),
            };
            return Ok((Claim::Loses, self.words(&Claim::Loses) + &why));
        };
        let claim = Claim::Wins((index, weight));
        let mut after = values.clone();
        after[index] ^= total;
        let why = format!(
            "{}; each listed pick leaves a nim-sum of 0, e.g. {}: what is left of bracelet {} is \
             worth {} (was {}), so the nim-sum is {}",
            values_text(&values),
            self.words(&claim),
            index + 1,
            after[index],
            values[index],
            nim_sum_text(&after)
        );
        Ok((claim, why))
    }

    /// What [`claim`](Answers::claim) wrote, the words inside.
    fn explanation(&self, _: &Position, _: &Claim<(usize, u32)>, said: String) -> String {
        said
    }

    /// `pick (b w)`: pick the pearl of weight w on bracelet b (counted from 1); or `every pick
    /// loses`. Not `(b w)` alone: the moves line lists every winning pick, so the kit would find
    /// the words there whatever the explanation said.
    fn words(&self, claim: &Claim<(usize, u32)>) -> String {
        match claim {
            Claim::Wins((index, weight)) => format!("pick ({} {weight})", index + 1),
            Claim::Loses => "every pick loses".to_owned(),
            Claim::WinsWithNoMove => unreachable!("normal play: no move left is a loss"),
        }
    }

    /// Each case as it is, so that a move `(index, weight)` picks on bracelet `index + 1`.
    fn positions(&self, cases: &[Position]) -> Option<(Sum<Rules>, Vec<Position>)> {
        let searchable = cases
            .iter()
            .all(|bracelets| bracelets.iter().map(Vec::len).sum::<usize>() <= REFEREE_PEARLS);
        searchable.then(|| (Sum(Rules), cases.to_vec()))
    }

    /// Besides `judge-max` (random bracelets: at the judge's size the text costs more than the
    /// worst shape), past the judge the longest bracelets: random, and a valley.
    fn bench(&self) -> Vec<Bench<Vec<Position>>> {
        let random_case = BenchCase::beyond(
            "random-30000",
            "one bracelet of 30,000 random pearls up to 10^9",
        );
        let valley_case = BenchCase::beyond(
            "valley-30000",
            "one valley bracelet of 30,000 pearls: every run holds all the lighter ones",
        );
        let random_pearls = Draw::new(|rng| {
            let pearl = |_| rng.range(1..=u64::from(MAX_WEIGHT)) as u32;
            vec![vec![(0..MAX_PEARLS).map(pearl).collect()]]
        });
        vec![
            random_case.input(random_pearls),
            valley_case.input(just(vec![vec![valley(MAX_PEARLS, MAX_WEIGHT)]])),
        ]
    }

    /// The bench case `judge-max`, the same input every time: the statement gives no T (the
    /// shape's most would have 2^64 - 1 cases), so 60 cases of 50 bracelets of 50 random pearls
    /// up to 10^5.
    fn judge_max(&self) -> Vec<Position> {
        let mut rng = Rng::new(1);
        let mut pearl = || rng.range(1..=u64::from(JUDGE_WEIGHT)) as u32;
        let mut bracelet = || (0..JUDGE_PEARLS).map(|_| pearl()).collect::<Vec<u32>>();
        let mut case = || (0..JUDGE_BRACELETS).map(|_| bracelet()).collect();
        (0..JUDGE_CASES).map(|_| case()).collect()
    }

    /// The strictly increasing bracelet 1, 2, ..., n: picking its i-th pearl leaves the first
    /// i - 1, so it is a nim heap of n, the yardstick the tests and the max-size sample's
    /// argument measure bracelets with (see README.md).
    /// g(n) = n is README.md's induction, declared proved by it.
    fn explore(&self, _: &Vec<Position>) -> Option<Exploration> {
        let words = "the bracelet of n pearls weighing 1, 2, ..., n";
        let bracelet = Exploration::by_one(Rules, words, "n", |n| Some((1..=n as u32).collect()));
        let nim = ArithmeticPeriod {
            preperiod: 0,
            length: 1,
            saltus: 1,
        };
        let argument = "README.md: picking pearl i leaves the first i - 1 in one piece, the \
                        bracelets 0 to n - 1";
        Some(
            bracelet
                .with_proved_period(nim, argument)
                .same_for_every_input(),
        )
    }
}

/// `Grundy value 3` for one bracelet, `Grundy values 2 ^ 1 = 3` for several.
fn values_text(values: &[u32]) -> String {
    let plural = if values.len() == 1 { "" } else { "s" };
    format!("Grundy value{plural} {}", nim_sum_text(values))
}

/// A random bracelet of 1..=`max_len` pearls with weights in 1..=`max_weight`; one time in
/// eight the weights are scaled up, one in sixteen shifted next to [`MAX_WEIGHT`] (the order,
/// which is all that matters, is kept).
pub fn random_bracelet(rng: &mut Rng, max_len: usize, max_weight: u64) -> Vec<u32> {
    let len = rng.range_usize(1..=max_len);
    let weights: Vec<u64> = (0..len).map(|_| rng.range(1..=max_weight)).collect();
    let to_weight: fn(u64) -> u32 = if max_weight <= 7 && rng.chance(1, 8) {
        |w| (w * 99_999_999) as u32
    } else if max_weight <= 7 && rng.chance(1, 16) {
        |w| MAX_WEIGHT - 7 + w as u32
    } else {
        |w| w as u32
    };
    weights.into_iter().map(to_weight).collect()
}

/// 1..=`max_bracelets` random bracelets; small weight ranges make equal weights common.
pub fn random_position(rng: &mut Rng, max_bracelets: usize, max_len: usize) -> Position {
    let max_weight = rng.range(1..=7);
    (0..rng.range_usize(1..=max_bracelets))
        .map(|_| random_bracelet(rng, max_len, max_weight))
        .collect()
}

/// A tiny input, every case searchable by the referee: 1 case (T = 0 or 2..=6 now and then) of
/// 1..=3 bracelets of 1..=6 pearls, or one of up to 11, or two of up to 8; a case of no
/// bracelets now and then.
fn tiny(rng: &mut Rng) -> Vec<Position> {
    if rng.chance(1, 40) {
        return Vec::new();
    }
    if rng.chance(1, 5) {
        return (0..rng.range_usize(2..=6))
            .map(|_| {
                if rng.chance(1, 10) {
                    Vec::new()
                } else {
                    random_position(rng, 3, 5)
                }
            })
            .collect();
    }
    vec![match rng.range(0..=5) {
        0 => random_position(rng, 1, 11),
        1 => random_position(rng, 2, 8),
        _ if rng.chance(1, 30) => Vec::new(),
        _ => random_position(rng, 3, 6),
    }]
}

/// A valley of `len` distinct weights spread over 1..=`max_weight`: heavy at both ends,
/// lightest in the middle, so that every run holds all the lighter pearls (the worst shape).
fn valley(len: usize, max_weight: u32) -> Vec<u32> {
    let (len32, middle) = (len as u32, len as u32 / 2);
    let step = (max_weight / (2 * len32 + 2)).max(1);
    let rank = |i: u32| {
        if i < middle {
            2 * (middle - i)
        } else {
            2 * (i - middle) + 1
        }
    };
    (0..len32)
        .map(|i| (rank(i) * step).min(max_weight))
        .collect()
}

/// A case at the judge's limits: 50 bracelets of 50 pearls (now and then fewer), each a twin of
/// the one before (a lost pair) or of a worst shape: increasing, decreasing, a valley, one
/// weight, three weights, or random.
fn judge_case(rng: &mut Rng) -> Position {
    let some = |rng: &mut Rng, most| match rng.chance(1, 10) {
        true => rng.range_usize(1..=most),
        false => most,
    };
    let count = some(rng, JUDGE_BRACELETS);
    let mut bracelets: Position = Vec::with_capacity(count);
    for _ in 0..count {
        let (len, kind) = (some(rng, JUDGE_PEARLS), rng.range(0..=7));
        let step = JUDGE_WEIGHT / (2 * len as u32 + 2);
        let mut random = |most: u32| -> Vec<u32> {
            (0..len)
                .map(|_| rng.range(1..=u64::from(most)) as u32)
                .collect()
        };
        let bracelet = match kind {
            0 if !bracelets.is_empty() => bracelets[bracelets.len() - 1].clone(),
            1 => (1..=len as u32).map(|w| w * step).collect(),
            2 => (1..=len as u32).rev().map(|w| w * step).collect(),
            3 => valley(len, JUDGE_WEIGHT),
            4 => vec![random(JUDGE_WEIGHT)[0]; len],
            5 => random(3),
            _ => random(JUDGE_WEIGHT),
        };
        bracelets.push(bracelet);
    }
    bracelets
}
