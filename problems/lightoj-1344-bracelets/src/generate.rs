//! Valid inputs at every size ([`Inputs`]), their judge text, shrinking, and the referee's
//! answer by an exhaustive search of [`real_rules`](crate::real_rules) (never the solver).

use std::fmt::Write;

use grundy::{BenchCase, Generator, InputError, Referee, Rng, Scanner, Size, Sum};

use crate::real_rules::Rules;
use crate::{MAX_PEARLS, MAX_WEIGHT, read_bracelet, read_count};

/// A case: its bracelets (each a row of pearl weights), in input order.
pub type Position = Vec<Vec<u32>>;

/// The judge's limits: bracelets per case and pearls per bracelet.
pub const JUDGE_BRACELETS: usize = 50;
/// The judge's most pearls on one bracelet.
pub const JUDGE_PEARLS: usize = 50;
/// The number of cases of a judge-size input (the statement gives no T; the bench uses 60).
pub const JUDGE_CASES: usize = 60;
/// The heaviest weight at the judge's size (one source of the statement says 10^5).
pub const JUDGE_WEIGHT: u32 = 100_000;
/// The most pearls in one case the referee searches.
pub const REFEREE_PEARLS: usize = 18;

/// The generator of bracelet inputs: `T`, then per case `n` and n lines `K w_1 .. w_K`.
///
/// - tiny: 1 case (T = 0 or 2..=6 now and then) of 1..=3 bracelets of 1..=6 pearls, or one of
///   up to 11, or two of up to 8; weights 1..=1 up to 1..=7 (equal weights common), sometimes
///   scaled up to ~7·10^8 or shifted next to 10^9; a case of no bracelets now and then;
/// - small: 1..=5 cases of 0..=8 bracelets of 1..=40 pearls;
/// - judge: 60 cases of 50 bracelets of 50 pearls, weights up to 10^5, each bracelet a worst
///   shape (random, increasing, decreasing, valley, all equal, few weights, a twin);
/// - past: 1..=3 cases of 1..=6 bracelets of 2,000..=5,000 pearls, or one of 30,000; weights
///   up to 10^9.
#[derive(Clone, Copy, Debug, Default)]
pub struct Inputs;

impl Generator for Inputs {
    type Input = Vec<Position>;

    fn bench_cases(&self) -> &'static [BenchCase] {
        BENCH_CASES
    }

    fn bench_input(&self, name: &str) -> Option<String> {
        bench_input_cases(name).map(|cases| self.format(&cases))
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Vec<Position> {
        match size {
            Size::Tiny => tiny(rng),
            Size::Small => (0..rng.range_usize(1..=5))
                .map(|_| {
                    let max_weight = *rng.pick(&[1, 3, 10, 1000, u64::from(MAX_WEIGHT)]);
                    (0..rng.range_usize(0..=8))
                        .map(|_| random_bracelet(rng, 40, max_weight))
                        .collect()
                })
                .collect(),
            Size::Judge => (0..JUDGE_CASES).map(|_| judge_case(rng)).collect(),
            Size::Past => past(rng),
        }
    }

    fn format(&self, cases: &Vec<Position>) -> String {
        format_input(cases)
    }

    fn read(&self, text: &str) -> Result<Vec<Position>, InputError> {
        let mut input = Scanner::new(text);
        let mut cases = Vec::new();
        for _ in 0..read_count(&mut input, "the number of cases")? {
            let mut bracelets = Vec::new();
            for _ in 0..read_count(&mut input, "the number of bracelets")? {
                bracelets.push(read_bracelet(&mut input)?);
            }
            cases.push(bracelets);
        }
        input.expect_end()?;
        Ok(cases)
    }

    fn shrink(&self, cases: &Vec<Position>) -> Vec<Vec<Position>> {
        shrink(cases)
    }

    fn referee(&self, cases: &Vec<Position>) -> Option<String> {
        let searchable = cases
            .iter()
            .all(|bracelets| bracelets.iter().map(Vec::len).sum::<usize>() <= REFEREE_PEARLS);
        searchable.then(|| referee_output(&mut Referee::new(Sum(Rules)), cases))
    }

    /// The judge's limits as far as they are known: at least one case, each of 1..=50
    /// bracelets of 1..=50 pearls weighing 1..=10^5.
    fn within_judge(&self, cases: &Vec<Position>) -> bool {
        !cases.is_empty()
            && cases.iter().all(|bracelets| {
                (1..=JUDGE_BRACELETS).contains(&bracelets.len())
                    && bracelets.iter().all(|pearls| {
                        (1..=JUDGE_PEARLS).contains(&pearls.len())
                            && pearls.iter().all(|w| (1..=JUDGE_WEIGHT).contains(w))
                    })
            })
    }
}

/// The judge's input for `cases`.
pub fn format_input(cases: &[Position]) -> String {
    let mut text = format!("{}\n", cases.len());
    for bracelets in cases {
        let _ = writeln!(text, "{}", bracelets.len());
        for bracelet in bracelets {
            let _ = write!(text, "{}", bracelet.len());
            for weight in bracelet {
                let _ = write!(text, " {weight}");
            }
            text.push('\n');
        }
    }
    text
}

/// The expected output for `cases`, from the referee alone: the verdict, and every move
/// (bracelet number, weight) that leaves a lost position, deduplicated and sorted. The referee
/// is given each case in input order, so its move (index, weight) is bracelet index + 1.
pub fn referee_output(referee: &mut Referee<Sum<Rules>>, cases: &[Position]) -> String {
    let mut text = String::new();
    for (number, bracelets) in (1..).zip(cases) {
        let mut winning: Vec<(usize, u32)> = referee
            .winning_moves(bracelets)
            .into_iter()
            .map(|(index, weight)| (index + 1, weight))
            .collect();
        if winning.is_empty() {
            let _ = writeln!(text, "Case {number}: Genie");
            continue;
        }
        winning.sort_unstable();
        winning.dedup();
        let _ = writeln!(text, "Case {number}: Aladdin");
        for (bracelet, weight) in winning {
            let _ = write!(text, "({bracelet} {weight})");
        }
        text.push('\n');
    }
    text
}

/// A random bracelet of 1..=`max_len` pearls with weights in 1..=`max_weight`; one time in
/// eight the weights are scaled up, one in sixteen shifted next to [`MAX_WEIGHT`] (the order,
/// which is all that matters, is kept).
fn random_bracelet(rng: &mut Rng, max_len: usize, max_weight: u64) -> Vec<u32> {
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
fn random_position(rng: &mut Rng, max_bracelets: usize, max_len: usize) -> Position {
    let count = rng.range_usize(1..=max_bracelets);
    let max_weight = rng.range(1..=7);
    (0..count)
        .map(|_| random_bracelet(rng, max_len, max_weight))
        .collect()
}

/// A tiny input, every case searchable by the referee.
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
    let case = match rng.range(0..=5) {
        0 => random_position(rng, 1, 11),
        1 => random_position(rng, 2, 8),
        _ if rng.chance(1, 30) => Vec::new(),
        _ => random_position(rng, 3, 6),
    };
    vec![case]
}

/// `len` pearls of one of the worst shapes, weights in 1..=`max_weight`.
fn shaped(rng: &mut Rng, len: usize, max_weight: u32) -> Vec<u32> {
    let len32 = len as u32;
    // Spreads 1..=2 len + 1 over 1..=max_weight, keeping the order.
    let step = (max_weight / (2 * len32 + 2)).max(1);
    let spread = |w: u32| (w * step).min(max_weight);
    match rng.range(0..=6) {
        0 => (1..=len32).map(spread).collect(),
        1 => (1..=len32).rev().map(spread).collect(),
        2 => {
            // A valley: every run holds all the lighter ones (the solver's worst shape).
            let middle = len32 / 2;
            (0..len32)
                .map(|i| {
                    spread(if i < middle {
                        2 * (middle - i)
                    } else {
                        2 * (i - middle) + 1
                    })
                })
                .collect()
        }
        3 => vec![rng.range(1..=u64::from(max_weight)) as u32; len],
        4 => (0..len).map(|_| rng.range(1..=3) as u32).collect(),
        _ => (0..len)
            .map(|_| rng.range(1..=u64::from(max_weight)) as u32)
            .collect(),
    }
}

/// A case at the judge's limits: 50 bracelets of 50 pearls (now and then fewer), each of a
/// worst shape or a twin of the one before.
fn judge_case(rng: &mut Rng) -> Position {
    let count = if rng.chance(1, 10) {
        rng.range_usize(0..=JUDGE_BRACELETS)
    } else {
        JUDGE_BRACELETS
    };
    let mut bracelets: Position = Vec::with_capacity(count);
    for _ in 0..count {
        let bracelet = match bracelets.last() {
            Some(last) if rng.chance(1, 6) => last.clone(),
            _ => {
                let len = if rng.chance(1, 10) {
                    rng.range_usize(1..=JUDGE_PEARLS)
                } else {
                    JUDGE_PEARLS
                };
                shaped(rng, len, JUDGE_WEIGHT)
            }
        };
        bracelets.push(bracelet);
    }
    bracelets
}

/// The inputs `cargo xtask bench` times: the judge's maximum, random and in the worst shape,
/// and past it the longest bracelets.
const BENCH_CASES: &[BenchCase] = &[
    BenchCase {
        name: "judge-max-random",
        size: Size::Judge,
        error: None,
        about: "60 cases of 50 bracelets of 50 random pearls up to 10^5",
    },
    BenchCase {
        name: "judge-max-valleys",
        size: Size::Judge,
        error: None,
        about: "60 cases of 50 valley bracelets of 50 pearls (the worst shape)",
    },
    BenchCase {
        name: "random-30000",
        size: Size::Past,
        error: None,
        about: "one bracelet of 30,000 random pearls up to 10^9",
    },
    BenchCase {
        name: "small-weights-30000",
        size: Size::Past,
        error: None,
        about: "one bracelet of 30,000 pearls of weights 1..=100",
    },
    BenchCase {
        name: "valley-30000",
        size: Size::Past,
        error: None,
        about: "one valley bracelet of 30,000 pearls: every run holds all the lighter ones",
    },
];

/// A valley of `len` distinct weights spread over 1..=`max_weight`: heavy at both ends,
/// lightest in the middle, so that every run holds all the lighter pearls.
fn valley(len: usize, max_weight: u32) -> Vec<u32> {
    let len32 = len as u32;
    let step = (max_weight / (2 * len32 + 2)).max(1);
    let middle = len32 / 2;
    (0..len32)
        .map(|i| {
            let rank = if i < middle {
                2 * (middle - i)
            } else {
                2 * (i - middle) + 1
            };
            (rank * step).min(max_weight)
        })
        .collect()
}

/// The cases of the bench case `name`, from a fixed seed.
fn bench_input_cases(name: &str) -> Option<Vec<Position>> {
    let mut rng = Rng::new(1);
    let mut random = |len: usize, max_weight: u32| -> Vec<u32> {
        (0..len)
            .map(|_| rng.range(1..=u64::from(max_weight)) as u32)
            .collect()
    };
    let cases = match name {
        "judge-max-random" => (0..JUDGE_CASES)
            .map(|_| {
                (0..JUDGE_BRACELETS)
                    .map(|_| random(JUDGE_PEARLS, JUDGE_WEIGHT))
                    .collect()
            })
            .collect(),
        "judge-max-valleys" => {
            vec![vec![valley(JUDGE_PEARLS, JUDGE_WEIGHT); JUDGE_BRACELETS]; JUDGE_CASES]
        }
        "random-30000" => vec![vec![random(MAX_PEARLS, MAX_WEIGHT)]],
        "small-weights-30000" => vec![vec![random(MAX_PEARLS, 100)]],
        "valley-30000" => vec![vec![valley(MAX_PEARLS, MAX_WEIGHT)]],
        _ => return None,
    };
    Some(cases)
}

/// Past the judge: long bracelets, weights up to 10^9, within a second or so.
fn past(rng: &mut Rng) -> Vec<Position> {
    if rng.chance(1, 4) {
        return vec![vec![shaped(rng, MAX_PEARLS, MAX_WEIGHT)]];
    }
    (0..rng.range_usize(1..=3))
        .map(|_| {
            (0..rng.range_usize(1..=6))
                .map(|_| {
                    let len = rng.range_usize(2000..=5000);
                    shaped(rng, len, MAX_WEIGHT)
                })
                .collect()
        })
        .collect()
}

/// The inputs one step smaller than `cases`: half the cases, one case, one bracelet, one pearl
/// fewer, or one weight halved or lowered by one. Large inputs get only the first few (each
/// candidate is a whole copy).
fn shrink(cases: &[Position]) -> Vec<Vec<Position>> {
    let pearls: usize = cases.iter().flatten().map(Vec::len).sum();
    let limit = (4_000_000 / (pearls + 1)).max(8);
    let mut out: Vec<Vec<Position>> = Vec::new();
    let push = |candidate: Vec<Position>, out: &mut Vec<Vec<Position>>| {
        if out.len() < limit {
            out.push(candidate);
        }
        out.len() < limit
    };
    if cases.len() >= 2 {
        let half = cases.len() / 2;
        push(cases[..half].to_vec(), &mut out);
        push(cases[half..].to_vec(), &mut out);
    }
    for case in 0..cases.len() {
        let mut fewer = cases.to_vec();
        fewer.remove(case);
        if !push(fewer, &mut out) {
            return out;
        }
    }
    for (case, bracelets) in cases.iter().enumerate() {
        for bracelet in 0..bracelets.len() {
            let mut fewer = cases.to_vec();
            fewer[case].remove(bracelet);
            if !push(fewer, &mut out) {
                return out;
            }
        }
    }
    for (case, bracelets) in cases.iter().enumerate() {
        for (bracelet, weights) in bracelets.iter().enumerate() {
            if weights.len() < 2 {
                continue;
            }
            for pearl in 0..weights.len() {
                let mut fewer = cases.to_vec();
                fewer[case][bracelet].remove(pearl);
                if !push(fewer, &mut out) {
                    return out;
                }
            }
        }
    }
    for (case, bracelets) in cases.iter().enumerate() {
        for (bracelet, weights) in bracelets.iter().enumerate() {
            for (pearl, &weight) in weights.iter().enumerate() {
                let mut lower = vec![weight / 2, weight - 1];
                lower.dedup();
                for smaller in lower.into_iter().filter(|&w| w >= 1) {
                    let mut lighter = cases.to_vec();
                    lighter[case][bracelet][pearl] = smaller;
                    if !push(lighter, &mut out) {
                        return out;
                    }
                }
            }
        }
    }
    out
}
