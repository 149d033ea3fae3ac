//! Jiangnan's contract: its input declared once, its referee (an exhaustive search of
//! `src/real_rules.rs`), the claims of `--explain` and their words, its own inputs at every
//! size and its bench cases.
//!
//! | size | `T` | `N` | heaps | `F` |
//! |---|---|---|---|---|
//! | tiny | 0..=20 | 0..=4 | up to 14 (10 with 3 or 4 heaps) | 1..=8, or above every heap |
//! | small | 1..=30 | 0..=30 | up to 2000 | 1..=300 |
//! | judge | 99 (sometimes fewer) | 99 | up to 99,999 | up to 99,999 |
//! | past | 100..=150 | 100..=150 | up to 10^9 (at most 48 distinct above 10^5) | 1..=50, or 10^18 |
//!
//! Edge cases on purpose, each with some probability: `T = 0`, empty games, `F = 1`, heaps of
//! one stone, all-equal heaps, `F` above every heap, the judge's largest `F` and heap.

use grundy::{Rng, Sum};
use harness::shape::{HeadedList, List, Num, headed_list, list, num};
use harness::{
    BenchCase, Claim, Explained, Exploration, Input, InputError, Options, Problem, Size,
};

use crate::quotient_blocks::GrundyTable;
use crate::real_rules::{Rules, referee_output};
use crate::{MAX_COUNT, MAX_HEAP, MAX_THRESHOLD, explain};

/// The judge's largest number of games and of heaps in a game (`T, N < 100`).
pub const JUDGE_COUNT: usize = 99;

/// The judge's largest heap and threshold (`F` and every heap `< 100000`).
pub const JUDGE_VALUE: u64 = 99_999;

/// The largest heap of a [`Size::Beyond`] input: about 0.04 s per distinct heap this large.
pub const PAST_HEAP: u64 = 1_000_000_000;

/// The problem: `T F`, then `T` games `N a_1 ... a_N`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Jiangnan;

/// The input's format: `T F` on a line, then each game's `N a_1 ... a_N` on its own line. The
/// value is `F` and the games' heaps.
pub type Format = HeadedList<Num<u64>, List<Num<u64>>>;

/// Whether the referee's exhaustive search decides every game quickly: in each game, at most
/// 4 heaps that can be split, each of at most 16 stones, 40 in all (heaps that can never be
/// split cost the search nothing).
pub fn searchable(threshold: u64, games: &[Vec<u64>]) -> bool {
    let rules = Rules::new(threshold);
    games.iter().all(|heaps| {
        let live: Vec<u64> = heaps
            .iter()
            .copied()
            .filter(|&x| rules.can_split(x))
            .collect();
        live.len() <= 4 && live.iter().all(|&x| x <= 16) && live.iter().sum::<u64>() <= 40
    })
}

/// `count` heaps from `draw`, or (one time in `equal`) `count` copies of one.
fn heaps(rng: &mut Rng, count: usize, equal: u64, draw: impl Fn(&mut Rng) -> u64) -> Vec<u64> {
    if rng.chance(1, equal) {
        vec![draw(rng); count]
    } else {
        (0..count).map(|_| draw(rng)).collect()
    }
}

/// Small enough for the referee: up to 20 games of up to 4 heaps, single stones on purpose.
fn tiny(rng: &mut Rng) -> Input<Jiangnan> {
    let game_count = match rng.range(0..=19) {
        0 => 0,
        1 => 1,
        _ => rng.range_usize(2..=20),
    };
    let games: Vec<Vec<u64>> = (0..game_count)
        .map(|_| {
            let count = rng.range_usize(0..=4);
            let largest = if count <= 2 { 14 } else { 10 };
            heaps(rng, count, 8, |rng| {
                if rng.chance(1, 12) {
                    1
                } else {
                    rng.range(1..=largest)
                }
            })
        })
        .collect();
    let threshold = match rng.range(0..=9) {
        0 | 1 => 1,
        // Above every heap: no game has a move.
        2 => games.iter().flatten().max().unwrap_or(&0) + rng.range(1..=3),
        _ => rng.range(1..=8),
    };
    (threshold, games)
}

fn small(rng: &mut Rng) -> Input<Jiangnan> {
    let largest = *rng.pick(&[20, 200, 2000]);
    let threshold = if rng.chance(1, 4) {
        1
    } else {
        rng.range(1..=300)
    };
    let games = (0..rng.range_usize(1..=30))
        .map(|_| {
            let count = rng.range_usize(0..=30);
            heaps(rng, count, 10, |rng| rng.range(1..=largest))
        })
        .collect();
    (threshold, games)
}

/// The judge's limits, in one of four worst shapes: many distinct heaps near the limit with
/// `F = 1` (the most sizes to compute), random heaps and `F`, every heap and `F` at the limit,
/// or equal pairs plus one small heap (as the `max-judge` sample).
fn judge(rng: &mut Rng) -> Input<Jiangnan> {
    let game_count = if rng.chance(1, 8) {
        rng.range_usize(1..=JUDGE_COUNT)
    } else {
        JUDGE_COUNT
    };
    let shape = rng.range(0..=3);
    let threshold = match shape {
        0 => 1,
        2 => JUDGE_VALUE,
        3 => rng.range(1..=12),
        _ => rng.range(1..=JUDGE_VALUE),
    };
    let games = (0..game_count)
        .map(|_| match shape {
            0 => (0..JUDGE_COUNT)
                .map(|_| rng.range(90_000..=JUDGE_VALUE))
                .collect(),
            2 => vec![JUDGE_VALUE; JUDGE_COUNT],
            3 => {
                let mut heaps: Vec<u64> = (0..JUDGE_COUNT / 2)
                    .flat_map(|_| [rng.range(1..=JUDGE_VALUE); 2])
                    .collect();
                heaps.push(rng.range(1..=12));
                rng.shuffle(&mut heaps);
                heaps
            }
            _ => (0..JUDGE_COUNT)
                .map(|_| rng.range(1..=JUDGE_VALUE))
                .collect(),
        })
        .collect();
    (threshold, games)
}

/// Past the judge: more games and heaps, and heaps up to [`PAST_HEAP`] drawn from 48 distinct
/// large sizes (each new large heap costs its own computation) among heaps below the judge's
/// limit.
fn beyond(rng: &mut Rng) -> Input<Jiangnan> {
    let mut large: Vec<u64> = (0..48)
        .map(|_| rng.range(PAST_HEAP / 10..=PAST_HEAP))
        .collect();
    large[0] = PAST_HEAP;
    let threshold = match rng.range(0..=9) {
        0 => MAX_THRESHOLD,
        1..=4 => 1,
        _ => rng.range(1..=50),
    };
    let games = (0..rng.range_usize(100..=150))
        .map(|_| {
            let count = rng.range_usize(100..=150);
            let heap = |rng: &mut Rng| {
                if rng.chance(1, 3) {
                    *rng.pick(&large)
                } else {
                    rng.range(1..=JUDGE_VALUE)
                }
            };
            (0..count).map(|_| heap(rng)).collect()
        })
        .collect();
    (threshold, games)
}

/// The inputs `cargo xtask bench` times: the judge's maximum with the most distinct heaps, and
/// past it the largest heaps this solver answers.
const BENCH_CASES: &[BenchCase] = &[
    BenchCase::answered(
        "judge-max-distinct-heaps",
        Size::Judge,
        "99 games of 99 distinct heaps up to 99,999, F = 1",
    ),
    BenchCase::answered("one-heap-1e10", Size::Beyond, "one heap of 10^10, F = 1"),
    BenchCase::answered(
        "ten-heaps-near-1e10",
        Size::Beyond,
        "two games of five distinct heaps near 10^10, F = 2",
    ),
    BenchCase::answered(
        "threshold-1e9",
        Size::Beyond,
        "heaps up to 10^10 with F = 10^9",
    ),
    BenchCase::rejected(
        "heap-past-the-limit",
        Size::Beyond,
        "expected a heap size in 1..=10000000000",
        "a heap of 10^10 + 1: an error naming the limit",
    ),
];

impl Problem for Jiangnan {
    type Shape = Format;

    fn shape(&self) -> Format {
        let game = list(
            num("N", "the number of heaps N", 1..=JUDGE_COUNT, 0..=MAX_COUNT),
            num("a_i", "a heap size", 1..=JUDGE_VALUE, 1..=MAX_HEAP),
        );
        headed_list(
            num("T", "the number of games T", 1..=JUDGE_COUNT, 0..=MAX_COUNT),
            num(
                "F",
                "the split threshold F",
                1..=JUDGE_VALUE,
                1..=MAX_THRESHOLD,
            ),
            game.inline(),
        )
    }

    fn solve(
        &self,
        (threshold, games): Input<Self>,
        options: &Options,
    ) -> Result<String, InputError> {
        let threads = grundy::worker_threads(crate::MAX_THREADS);
        Ok(crate::answer(options, threshold, &games, threads))
    }

    fn referee(&self, (threshold, games): &Input<Self>) -> Option<String> {
        searchable(*threshold, games).then(|| referee_output(*threshold, games))
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Input<Self> {
        match size {
            Size::Tiny => tiny(rng),
            Size::Small => small(rng),
            Size::Judge => judge(rng),
            Size::Beyond => beyond(rng),
        }
    }

    fn bench_cases(&self) -> &'static [BenchCase] {
        BENCH_CASES
    }

    fn bench_input(&self, name: &str) -> Option<Input<Self>> {
        Some(match name {
            "judge-max-distinct-heaps" => {
                let heaps: Vec<u64> = (JUDGE_VALUE - 99 * 99 + 1..=JUDGE_VALUE).rev().collect();
                (1, heaps.chunks(JUDGE_COUNT).map(<[u64]>::to_vec).collect())
            }
            "one-heap-1e10" => (1, vec![vec![MAX_HEAP]]),
            "ten-heaps-near-1e10" => (
                2,
                vec![
                    vec![9855727491, 9388821998, 9090074953, 9138574452, 9179903247],
                    vec![9932239564, 9726121713, 9873385758, 9468030626, 9182922799],
                ],
            ),
            "threshold-1e9" => (
                1_000_000_000,
                vec![vec![MAX_HEAP, 9_000_000_000, 1_000_000_007]],
            ),
            "heap-past-the-limit" => (1, vec![vec![MAX_HEAP + 1]]),
            _ => return None,
        })
    }

    /// A heap of n stones (none of 0) under the input's threshold F.
    fn explore(&self, &(threshold, _): &Input<Self>) -> Option<Exploration> {
        let words = format!("a heap of n stones, split from F = {threshold} stones on");
        let heap = |n| (n > 0).then_some(n as u64);
        Some(Exploration::by_one(Rules::new(threshold), words, "n", heap))
    }
}

impl Explained for Jiangnan {
    type Game = Sum<Rules>;

    /// Each game's heaps in input order, dead ones kept, so that a claimed heap's index is its
    /// place in the game.
    fn positions(&self, (threshold, games): &Input<Self>) -> Option<(Sum<Rules>, Vec<Vec<u64>>)> {
        searchable(*threshold, games).then(|| (Sum(Rules::new(*threshold)), games.clone()))
    }

    fn claims(&self, (threshold, games): &Input<Self>) -> Vec<Claim<(usize, u64)>> {
        let largest = games.iter().flatten().copied().max().unwrap_or(0);
        let mut table = GrundyTable::new(*threshold, largest);
        let claim = |heaps: &Vec<u64>| {
            let values: Vec<u32> = heaps.iter().map(|&x| table.grundy(x)).collect();
            explain::claim(heaps, &values, &mut table)
        };
        games.iter().map(claim).collect()
    }

    /// `split heap H into M = P` (the heap counted from 1 in the game's input order), or
    /// `every move loses`.
    fn words(&self, claim: &Claim<(usize, u64)>) -> String {
        match claim {
            Claim::Wins((heap, parts)) => format!("split heap {} into M = {parts}", heap + 1),
            Claim::Loses => "every move loses".to_owned(),
        }
    }
}
