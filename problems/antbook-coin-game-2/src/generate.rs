//! Valid inputs of Coin game 2, generated, written, read back, shrunk and judged by the referee
//! (an exhaustive search of [`real_rules`](crate::real_rules)), for the tests, `cargo xtask
//! gen` and `stress`.
//!
//! - tiny: 1..=4 piles of 0..=12 coins, 1..=4 amounts in 1..=7 (often without 1, repeats and
//!   amounts larger than every pile allowed); now and then no pile, no amount, all piles equal
//!   or all amounts equal;
//! - small: 1..=30 piles of 0..=2000 coins, 1..=8 amounts in 1..=60;
//! - judge: n = 10^6 piles, k = 100 amounts, 1 among them: random distinct amounts up to 10^4
//!   (10^4 included) or 1..=100 or 100 copies of one amount, piles random in 1..=10^4, all
//!   10^4, or equal pairs;
//! - past: 10^6 piles up to 10^18, or 300,000 piles near 10^18, for 1..=8 amounts up to 10^5
//!   whose period the solver finds quickly (checked here, with a smaller budget than the
//!   solver's), or the set {30000, 4140, 6329, 23096} (preperiod 4.6 * 10^6); or 3 * 10^6 piles
//!   up to 10^4 with 100 amounts.

use std::fmt::Write;

use grundy::{
    BenchCase, Generator, InputError, Referee, Rng, Size, Sum, removal_ranges, smaller_numbers,
    without_range,
};

use crate::input::{Game, read_game};
use crate::real_rules::Rules;
use crate::window_period::{GrundySequence, Limits};

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
/// period: below the solver's [`Limits::DEFAULT`] in every respect, so that what is found here
/// the solver finds too (the same computation, stopped later).
pub const CHECK_LIMITS: Limits = Limits {
    max_values: 1_000_000,
    max_work: 30_000_000,
    min_values: 20_001,
};

/// A set whose period the README cites (preperiod 4,610,998, period 63,565): the solver finds it
/// in 60 ms.
pub const LONG_PREPERIOD: [u64; 4] = [30000, 4140, 6329, 23096];

/// The generator of Coin game 2 inputs.
#[derive(Clone, Copy, Debug, Default)]
pub struct Inputs;

/// The judge's line for a first player who wins (`true`) or loses.
pub fn winner(alice_wins: bool) -> String {
    if alice_wins { "Alice\n" } else { "Bob\n" }.to_owned()
}

/// The referee's answer on the real rules, in the judge's output format.
pub fn referee_answer(amounts: &[u64], piles: &[u64]) -> String {
    let mut referee = Referee::new(Sum(Rules::new(amounts.to_vec())));
    let position = referee.game().position(piles.iter().copied());
    winner(referee.wins(&position))
}

/// Whether the referee searches this game quickly: at most [`REFEREE_LIMIT`] work.
pub fn is_searchable(game: &Game) -> bool {
    let positions = game.piles.iter().fold(1u64, |product, &pile| {
        product.saturating_mul(pile.saturating_add(1))
    });
    positions.saturating_mul(game.amounts.len().max(1) as u64) <= REFEREE_LIMIT
}

/// Whether the solver answers `game`: every pile up to 20,000 is, and past that the Grundy
/// sequence must cover the largest pile within [`CHECK_LIMITS`] (or repeat before).
pub fn is_answered(game: &Game) -> bool {
    let largest = game.piles.iter().copied().max().unwrap_or(0);
    largest < CHECK_LIMITS.min_values as u64
        || GrundySequence::compute(&game.amounts, largest, &CHECK_LIMITS)
            .value(largest)
            .is_some()
}

/// The distinct amounts that can be taken from the largest pile of `game`, sorted: the Grundy
/// sequence the solver computes depends on these alone.
fn usable_amounts(game: &Game) -> Vec<u64> {
    let largest = game.piles.iter().copied().max().unwrap_or(0);
    let mut usable: Vec<u64> = game
        .amounts
        .iter()
        .copied()
        .filter(|&amount| amount <= largest)
        .collect();
    usable.sort_unstable();
    usable.dedup();
    usable
}

/// 1..=`most` amounts in 1..=`largest`, with repeats.
fn random_amounts(rng: &mut Rng, most: usize, largest: u64) -> Vec<u64> {
    (0..rng.range_usize(1..=most))
        .map(|_| rng.range(1..=largest))
        .collect()
}

/// Tiny games: 1..=4 piles of 0..=12 coins (an empty one one time in six), 1..=4 amounts in
/// 1..=7; one time in eight an edge case.
fn tiny(rng: &mut Rng) -> Game {
    let mut amounts = random_amounts(rng, 4, 7);
    let mut piles: Vec<u64> = (0..rng.range_usize(1..=4))
        .map(|_| {
            if rng.chance(1, 6) {
                0
            } else {
                rng.range(1..=12)
            }
        })
        .collect();
    if rng.chance(1, 8) {
        match rng.range(0..=4) {
            0 => piles.clear(),
            1 => amounts.clear(),
            2 => piles = vec![piles[0]; piles.len()],
            3 => amounts = vec![amounts[0]; amounts.len()],
            _ => piles = vec![12; piles.len()],
        }
    }
    Game { amounts, piles }
}

/// Small games: 1..=30 piles of 0..=2000 coins, 1..=8 amounts in 1..=60 (1 among them half
/// the time).
fn small(rng: &mut Rng) -> Game {
    let mut amounts = random_amounts(rng, 8, 60);
    if rng.chance(1, 2) {
        amounts[0] = 1;
        rng.shuffle(&mut amounts);
    }
    let piles = (0..rng.range_usize(1..=30))
        .map(|_| rng.range(0..=2000))
        .collect();
    Game { amounts, piles }
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

/// 100 amounts at the judge's limits, 1 among them.
fn judge_amounts(rng: &mut Rng) -> Vec<u64> {
    match rng.range(0..=5) {
        0 => {
            let mut amounts: Vec<u64> = (1..=JUDGE_AMOUNTS as u64).collect();
            rng.shuffle(&mut amounts);
            amounts
        }
        1 => vec![1; JUDGE_AMOUNTS],
        _ => distinct_amounts(rng, JUDGE_AMOUNTS, JUDGE_VALUE),
    }
}

/// `count` piles in `1..=largest`: random, all the largest, or equal pairs (the game is lost
/// when `count` is even).
fn judge_piles(rng: &mut Rng, count: usize, largest: u64) -> Vec<u64> {
    match rng.range(0..=3) {
        0 => vec![largest; count],
        1 => {
            let mut piles: Vec<u64> = (0..count / 2)
                .flat_map(|_| {
                    let pile = rng.range(1..=largest);
                    [pile, pile]
                })
                .collect();
            if count % 2 == 1 {
                piles.push(largest);
            }
            rng.shuffle(&mut piles);
            piles
        }
        _ => (0..count).map(|_| rng.range(1..=largest)).collect(),
    }
}

/// Judge games: n = 10^6, k = 100.
fn judge(rng: &mut Rng) -> Game {
    let amounts = judge_amounts(rng);
    let piles = judge_piles(rng, JUDGE_PILES, JUDGE_VALUE);
    Game { amounts, piles }
}

/// A pile up to 10^18 (with `near_the_top`, in the top tenth of that), now and then a small one.
fn huge_pile(rng: &mut Rng, near_the_top: bool) -> u64 {
    const TOP: u64 = crate::input::MAX_PILE;
    match rng.range(0..=19) {
        0 => rng.range(0..=JUDGE_VALUE),
        1 => TOP,
        _ if near_the_top => rng.range(TOP / 10 * 9..=TOP),
        _ => rng.range(0..=TOP),
    }
}

/// An amount set for huge piles whose period the solver finds quickly: random sets of 1..=8
/// amounts up to 100, 1000 or 10^5 until one repeats within [`CHECK_LIMITS`], else
/// {1, 3, 4}; one time in six the long-preperiod set (then `true`: too long for the check).
fn periodic_amounts(rng: &mut Rng) -> (Vec<u64>, bool) {
    if rng.chance(1, 6) {
        let mut amounts = LONG_PREPERIOD.to_vec();
        rng.shuffle(&mut amounts);
        return (amounts, true);
    }
    for _ in 0..20 {
        let largest = *rng.pick(&[100, 1000, crate::input::MAX_AMOUNT]);
        let amounts = random_amounts(rng, 8, largest);
        let sequence = GrundySequence::compute(&amounts, u64::MAX, &CHECK_LIMITS);
        if sequence.period().is_some() {
            return (amounts, false);
        }
    }
    (vec![1, 3, 4], false)
}

/// Past games: huge piles with a quickly periodic amount set, or 3 * 10^6 judge-sized piles.
fn past(rng: &mut Rng) -> Game {
    match rng.range(0..=3) {
        0 => Game {
            amounts: judge_amounts(rng),
            piles: judge_piles(rng, 3 * JUDGE_PILES, JUDGE_VALUE),
        },
        kind => {
            let (amounts, long_preperiod) = periodic_amounts(rng);
            let (count, near_the_top) = if kind == 1 {
                (300_000, true)
            } else {
                (JUDGE_PILES, false)
            };
            let mut piles: Vec<u64> = (0..count).map(|_| huge_pile(rng, near_the_top)).collect();
            let mut game = Game {
                amounts: amounts.clone(),
                piles: piles.clone(),
            };
            // The set was checked for every pile at once (largest pile u64::MAX); with a
            // smaller largest pile fewer amounts are usable, so check again. (The long
            // preperiod needs the solver's own budget; its largest pile is past every amount.)
            if !long_preperiod && !is_answered(&game) {
                piles
                    .iter_mut()
                    .for_each(|pile| *pile = (*pile).min(20_000));
                game = Game { amounts, piles };
            }
            game
        }
    }
}

/// How many bytes of shrink candidates are listed at most (but always at least
/// [`MOST_CANDIDATES_ALWAYS`] candidates): the coarse steps come first, so a huge input still
/// gets its halves.
const CANDIDATE_BYTES: usize = 64 << 20;
/// The candidates listed whatever their size.
const MOST_CANDIDATES_ALWAYS: usize = 8;

/// The inputs `cargo xtask bench` times: the judge's maximum, and past it huge piles, a long
/// preperiod, the most piles, and a search that ends at its budget.
const BENCH_CASES: &[BenchCase] = &[
    BenchCase {
        name: "judge-max",
        size: Size::Judge,
        error: None,
        about: "10^6 piles up to 10^4, 100 distinct amounts up to 10^4",
    },
    BenchCase {
        name: "judge-max-all-largest",
        size: Size::Judge,
        error: None,
        about: "10^6 piles of 10^4, amounts 1..=100",
    },
    BenchCase {
        name: "huge-piles",
        size: Size::Past,
        error: None,
        about: "10^6 piles up to 10^18, amounts {1, 3, 4}",
    },
    BenchCase {
        name: "long-preperiod",
        size: Size::Past,
        error: None,
        about: "1,000 piles near 10^18, {30000, 4140, 6329, 23096}: preperiod 4.6 * 10^6",
    },
    BenchCase {
        name: "most-piles",
        size: Size::Past,
        error: None,
        about: "10^7 piles up to 10^4, 100 distinct amounts up to 10^4",
    },
    BenchCase {
        name: "no-period-within-the-budget",
        size: Size::Past,
        error: Some("without finding a period"),
        about: "66 amounts up to 10^5 and a pile of 10^18: the search stops at its budget",
    },
];

/// The game of the bench case `name`, from a fixed seed.
fn bench_game(name: &str) -> Option<Game> {
    let mut rng = Rng::new(1);
    let random_piles = |rng: &mut Rng, count: usize, largest: u64| -> Vec<u64> {
        (0..count).map(|_| rng.range(1..=largest)).collect()
    };
    let game = match name {
        "judge-max" => Game {
            amounts: distinct_amounts(&mut rng, JUDGE_AMOUNTS, JUDGE_VALUE),
            piles: random_piles(&mut rng, JUDGE_PILES, JUDGE_VALUE),
        },
        "judge-max-all-largest" => Game {
            amounts: (1..=JUDGE_AMOUNTS as u64).collect(),
            piles: vec![JUDGE_VALUE; JUDGE_PILES],
        },
        "huge-piles" => Game {
            amounts: vec![1, 3, 4],
            piles: random_piles(&mut rng, JUDGE_PILES, crate::input::MAX_PILE),
        },
        "long-preperiod" => Game {
            amounts: LONG_PREPERIOD.to_vec(),
            piles: (0..1000).map(|_| huge_pile(&mut rng, true)).collect(),
        },
        "most-piles" => Game {
            amounts: distinct_amounts(&mut rng, JUDGE_AMOUNTS, JUDGE_VALUE),
            piles: random_piles(&mut rng, crate::input::MAX_PILES, JUDGE_VALUE),
        },
        "no-period-within-the-budget" => Game {
            amounts: distinct_amounts(&mut rng, 66, crate::input::MAX_AMOUNT),
            piles: vec![crate::input::MAX_PILE],
        },
        _ => return None,
    };
    Some(game)
}

impl Generator for Inputs {
    type Input = Game;

    fn bench_cases(&self) -> &'static [BenchCase] {
        BENCH_CASES
    }

    fn bench_input(&self, name: &str) -> Option<String> {
        bench_game(name).map(|game| self.format(&game))
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Game {
        match size {
            Size::Tiny => tiny(rng),
            Size::Small => small(rng),
            Size::Judge => judge(rng),
            Size::Past => past(rng),
        }
    }

    fn format(&self, game: &Game) -> String {
        let mut text = String::with_capacity(20 + 6 * game.amounts.len() + 20 * game.piles.len());
        // Writing to a String cannot fail.
        let _ = writeln!(text, "{} {}", game.piles.len(), game.amounts.len());
        for values in [&game.amounts, &game.piles] {
            for (index, value) in values.iter().enumerate() {
                if index > 0 {
                    text.push(' ');
                }
                let _ = write!(text, "{value}");
            }
            text.push('\n');
        }
        text
    }

    fn read(&self, text: &str) -> Result<Game, InputError> {
        read_game(text)
    }

    /// Coarse to fine: drop piles (all, halves, quarters ... single piles), drop amounts the
    /// same way, lower one pile (half, one less), lower one amount (half, one less, never
    /// below 1). Candidates the solver might not answer (huge piles left with a new set of
    /// usable amounts without a period within [`CHECK_LIMITS`]) are left out. Capped at 64 MB
    /// of candidates for huge inputs.
    fn shrink(&self, game: &Game) -> Vec<Game> {
        let length = self.format(game).len().max(1);
        let most = (CANDIDATE_BYTES / length).max(MOST_CANDIDATES_ALWAYS);
        // A candidate with the input's usable amounts and no larger pile is answered as the
        // input is (the same sequence, computed no further); others are checked.
        let usable = usable_amounts(game);
        let answered =
            |candidate: &Game| usable_amounts(candidate) == usable || is_answered(candidate);
        let mut candidates = Vec::new();
        let mut offer = |candidate: Game| {
            if candidates.len() < most && answered(&candidate) {
                candidates.push(candidate);
            }
            candidates.len() < most
        };
        for range in removal_ranges(game.piles.len()) {
            let piles = without_range(&game.piles, &range);
            if !offer(Game {
                piles,
                ..game.clone()
            }) {
                return candidates;
            }
        }
        for range in removal_ranges(game.amounts.len()) {
            let amounts = without_range(&game.amounts, &range);
            if !offer(Game {
                amounts,
                ..game.clone()
            }) {
                return candidates;
            }
        }
        for (index, &pile) in game.piles.iter().enumerate() {
            for smaller in smaller_numbers(pile, 0) {
                let mut candidate = game.clone();
                candidate.piles[index] = smaller;
                if !offer(candidate) {
                    return candidates;
                }
            }
        }
        for (index, &amount) in game.amounts.iter().enumerate() {
            for smaller in smaller_numbers(amount, 1) {
                let mut candidate = game.clone();
                candidate.amounts[index] = smaller;
                if !offer(candidate) {
                    return candidates;
                }
            }
        }
        candidates
    }

    /// The referee's answer when [`is_searchable`].
    fn referee(&self, game: &Game) -> Option<String> {
        is_searchable(game).then(|| referee_answer(&game.amounts, &game.piles))
    }

    /// The book's limits: 1..=10^6 piles and 1..=100 amounts, each in 1..=10^4 (an empty pile
    /// or an amount past 10^4 is this solver's, not the judge's).
    fn within_judge(&self, game: &Game) -> bool {
        let values = |list: &[u64]| list.iter().all(|x| (1..=JUDGE_VALUE).contains(x));
        (1..=JUDGE_PILES).contains(&game.piles.len())
            && (1..=JUDGE_AMOUNTS).contains(&game.amounts.len())
            && values(&game.piles)
            && values(&game.amounts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_check_budget_is_within_the_solvers() {
        for distinct in [1, 4, 100, 1000, 100_000] {
            assert!(CHECK_LIMITS.value_budget(distinct) <= Limits::DEFAULT.value_budget(distinct));
        }
    }
}
