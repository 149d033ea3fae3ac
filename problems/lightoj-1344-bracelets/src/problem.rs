//! Bracelets' contract: its input declared once with its own draws, its referee (an
//! exhaustive search of `src/real_rules.rs`), the claim of `--explain` on each case and its
//! words, and its bench cases.

use std::fmt::Write;

use grundy::{Referee, Rng, Sum};
use harness::draw::{Draw, Drawn, drawn, just, one_of};
use harness::shape::{List, Num, list, num};
use harness::{
    Bench, BenchCase, Claim, Explained, Exploration, Input, InputError, Options, Problem, Size,
};

use crate::real_rules::Rules;
use crate::{MAX_PEARLS, MAX_WEIGHT};

/// One case: its bracelets (each a row of pearl weights), in input order.
pub type Position = Vec<Vec<u32>>;

/// The input's format: `T`, then per case `n` and n lines `K w_1 .. w_K`.
pub type Format = List<List<List<Num<u32>>>>;

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

impl Problem for Bracelets {
    type Shape = Drawn<Format>;

    /// `T` and `n` anything up to 2^64 - 1 (memory grows only with what is read); the judge
    /// gives at least one case and 1..=50 bracelets of 1..=50 pearls up to 10^5. Small and
    /// beyond inputs are the shape's own draw; tiny ones are `tiny`'s (what the referee
    /// searches), and judge ones 60 `judge_case`s, the worst shapes (the own would draw T up
    /// to 2^64 - 1).
    fn shape(&self) -> Self::Shape {
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

    fn solve(&self, input: Input<Self>, options: &Options) -> Result<String, InputError> {
        let mut output = String::new();
        for (case, bracelets) in (1..).zip(&input) {
            crate::write_case(
                &mut output,
                case,
                &crate::values(bracelets),
                options.explain(),
            );
        }
        Ok(output)
    }

    fn referee(&self, input: &Input<Self>) -> Option<String> {
        let (game, cases) = self.positions(input)?;
        let mut referee = Referee::new(game);
        let mut text = String::new();
        for (number, bracelets) in (1..).zip(&cases) {
            let mut winning = referee.winning_moves(bracelets);
            if winning.is_empty() {
                let _ = writeln!(text, "Case {number}: Genie");
                continue;
            }
            winning.sort_unstable();
            winning.dedup();
            let _ = writeln!(text, "Case {number}: Aladdin");
            for (index, weight) in winning {
                let _ = write!(text, "({} {weight})", index + 1);
            }
            text.push('\n');
        }
        Some(text)
    }

    /// The statement gives no T: 60 cases of 50 bracelets of 50 random pearls up to 10^5.
    fn judge_max(&self) -> Input<Self> {
        let mut rng = Rng::new(1);
        let mut pearl = || rng.range(1..=u64::from(JUDGE_WEIGHT)) as u32;
        let mut bracelet = || (0..JUDGE_PEARLS).map(|_| pearl()).collect::<Vec<u32>>();
        let mut case = || (0..JUDGE_BRACELETS).map(|_| bracelet()).collect();
        (0..JUDGE_CASES).map(|_| case()).collect()
    }

    /// Besides `judge-max` (random bracelets: at the judge's size the text costs more than the
    /// worst shape), past the judge the longest bracelets: random, and a valley.
    fn bench(&self) -> Vec<Bench<Input<Self>>> {
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

    /// The strictly increasing bracelet 1, 2, ..., n, whatever the input: picking its i-th
    /// pearl leaves the first i - 1, so it is a nim heap of n, the yardstick the tests and the
    /// max-size sample's argument measure bracelets with (see README.md).
    fn explore(&self, _: &Input<Self>) -> Option<Exploration> {
        let words = "the bracelet of n pearls weighing 1, 2, ..., n";
        Some(Exploration::by_one(Rules, words, "n", |n| {
            Some((1..=n as u32).collect())
        }))
    }
}

impl Explained for Bracelets {
    type Game = Sum<Rules>;

    /// Each case as it is, so that a move `(index, weight)` picks on bracelet `index + 1`.
    fn positions(&self, input: &Input<Self>) -> Option<(Sum<Rules>, Vec<Position>)> {
        let searchable = input
            .iter()
            .all(|bracelets| bracelets.iter().map(Vec::len).sum::<usize>() <= REFEREE_PEARLS);
        searchable.then(|| (Sum(Rules), input.clone()))
    }

    fn claims(&self, input: &Input<Self>) -> Vec<Claim<(usize, u32)>> {
        let claim = |bracelets: &Position| crate::explain::claim(&crate::values(bracelets));
        input.iter().map(claim).collect()
    }

    /// `(b w)`: pick the pearl of weight w on bracelet b (counted from 1); or `every pick loses`.
    fn words(&self, claim: &Claim<(usize, u32)>) -> String {
        match claim {
            Claim::Wins((index, weight)) => format!("({} {weight})", index + 1),
            Claim::Loses => "every pick loses".to_owned(),
            Claim::WinsWithNoMove => unreachable!("normal play: no move left is a loss"),
        }
    }
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
