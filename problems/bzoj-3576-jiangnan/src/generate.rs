//! Valid inputs of every size, for the tests, the benchmark and `cargo xtask stress`: written
//! as the judge's text, read back, shrunk one step at a time, and judged by the referee (an
//! exhaustive search of [`real_rules`]) when they are small enough.
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

use grundy::{BenchCase, Generator, InputError, Rng, Size, smaller_numbers};

use crate::input::{self, Input};
use crate::real_rules::{self, Rules};

/// The judge's largest number of games and of heaps in a game (`T, N < 100`).
pub const JUDGE_COUNT: usize = 99;

/// The judge's largest heap and threshold (`F` and every heap `< 100000`).
pub const JUDGE_VALUE: u64 = 99_999;

/// The largest heap of a [`Size::Past`] input: about 0.04 s per distinct heap this large.
pub const PAST_HEAP: u64 = 1_000_000_000;

/// The most distinct heaps above [`JUDGE_VALUE`] in one [`Size::Past`] input.
const PAST_DISTINCT_LARGE: usize = 48;

/// The referee searches a game when its live heaps (those that can be split: at least `F`
/// stones, and at least 2) number at most this many...
const SEARCHED_HEAPS: usize = 4;

/// ...each of at most this many stones...
const SEARCHED_HEAP: u64 = 14;

/// ...and this many stones in all.
const SEARCHED_STONES: u64 = 40;

/// Shrinking lists candidates of at most this many bytes in all (at least 8 candidates), so
/// that `--shrink` of a large input stays small; the coarse steps come first.
const SHRINK_BYTES: usize = 8 << 20;

/// The generator of BZOJ 3576 inputs.
#[derive(Clone, Copy, Debug, Default)]
pub struct Inputs;

/// Whether the referee's exhaustive search can decide every game of `input` quickly: in each
/// game, at most 4 heaps that can be split, each of at most 14 stones, 40 in all (heaps that
/// can never be split cost the search nothing).
pub fn searchable(input: &Input) -> bool {
    let rules = Rules::new(input.threshold);
    input.games.iter().all(|heaps| {
        let live: Vec<u64> = heaps
            .iter()
            .copied()
            .filter(|&x| rules.can_split(x))
            .collect();
        live.len() <= SEARCHED_HEAPS
            && live.iter().all(|&x| x <= SEARCHED_HEAP)
            && live.iter().sum::<u64>() <= SEARCHED_STONES
    })
}

/// A tiny game: up to 4 heaps, small enough for the referee.
fn tiny_game(rng: &mut Rng) -> Vec<u64> {
    let count = rng.range_usize(0..=4);
    let largest = if count <= 2 { 14 } else { 10 };
    if rng.chance(1, 8) {
        let heap = rng.range(1..=largest);
        return vec![heap; count];
    }
    (0..count)
        .map(|_| {
            if rng.chance(1, 12) {
                1
            } else {
                rng.range(1..=largest)
            }
        })
        .collect()
}

fn tiny(rng: &mut Rng) -> Input {
    let game_count = match rng.range(0..=19) {
        0 => 0,
        1 => 1,
        _ => rng.range_usize(2..=20),
    };
    let games: Vec<Vec<u64>> = (0..game_count).map(|_| tiny_game(rng)).collect();
    let threshold = match rng.range(0..=9) {
        0 | 1 => 1,
        // Above every heap: no game has a move.
        2 => games.iter().flatten().copied().max().unwrap_or(0) + rng.range(1..=3),
        _ => rng.range(1..=8),
    };
    Input { threshold, games }
}

fn small(rng: &mut Rng) -> Input {
    let largest = *rng.pick(&[20, 200, 2000]);
    let threshold = if rng.chance(1, 4) {
        1
    } else {
        rng.range(1..=300)
    };
    let games = (0..rng.range_usize(1..=30))
        .map(|_| {
            let count = rng.range_usize(0..=30);
            if rng.chance(1, 10) {
                vec![rng.range(1..=largest); count]
            } else {
                (0..count).map(|_| rng.range(1..=largest)).collect()
            }
        })
        .collect();
    Input { threshold, games }
}

/// The judge's limits, in one of four worst shapes picked by the rng: many distinct heaps near
/// the limit with `F = 1` (the most sizes to compute), random heaps and `F`, every heap and
/// `F` at the limit, or equal pairs plus one small heap (as the `max-judge` sample).
fn judge(rng: &mut Rng) -> Input {
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
                    .flat_map(|_| {
                        let heap = rng.range(1..=JUDGE_VALUE);
                        [heap, heap]
                    })
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
    Input { threshold, games }
}

/// The inputs `cargo xtask bench` times: the judge's maximum with the most distinct heaps, and
/// past it the largest heaps this solver answers.
const BENCH_CASES: &[BenchCase] = &[
    BenchCase {
        name: "judge-max-distinct-heaps",
        size: Size::Judge,
        error: None,
        about: "99 games of 99 distinct heaps up to 99,999, F = 1",
    },
    BenchCase {
        name: "one-heap-1e10",
        size: Size::Past,
        error: None,
        about: "one heap of 10^10, F = 1",
    },
    BenchCase {
        name: "ten-heaps-near-1e10",
        size: Size::Past,
        error: None,
        about: "two games of five distinct heaps near 10^10, F = 2",
    },
    BenchCase {
        name: "threshold-1e9",
        size: Size::Past,
        error: None,
        about: "heaps up to 10^10 with F = 10^9",
    },
    BenchCase {
        name: "heap-past-the-limit",
        size: Size::Past,
        error: Some("expected a heap size in 1..=10000000000"),
        about: "a heap of 10^10 + 1: an error naming the limit",
    },
];

/// The input of the bench case `name`.
fn bench_text(name: &str) -> Option<String> {
    let text = match name {
        "judge-max-distinct-heaps" => {
            let mut next = JUDGE_VALUE + 1;
            let games: Vec<Vec<u64>> = (0..JUDGE_COUNT)
                .map(|_| {
                    (0..JUDGE_COUNT)
                        .map(|_| {
                            next -= 1;
                            next
                        })
                        .collect()
                })
                .collect();
            input::format(&Input {
                threshold: 1,
                games,
            })
        }
        "one-heap-1e10" => "1 1\n1 10000000000\n".to_owned(),
        "ten-heaps-near-1e10" => "2 2\n\
             5 9855727491 9388821998 9090074953 9138574452 9179903247\n\
             5 9932239564 9726121713 9873385758 9468030626 9182922799\n"
            .to_owned(),
        "threshold-1e9" => "1 1000000000\n3 10000000000 9000000000 1000000007\n".to_owned(),
        "heap-past-the-limit" => "1 1\n1 10000000001\n".to_owned(),
        _ => return None,
    };
    Some(text)
}

/// Past the judge: more games and heaps, and heaps up to [`PAST_HEAP`] drawn from a few
/// distinct large sizes (each new large heap costs its own computation) among heaps below
/// the judge's limit.
fn past(rng: &mut Rng) -> Input {
    let mut large: Vec<u64> = (0..PAST_DISTINCT_LARGE)
        .map(|_| rng.range(PAST_HEAP / 10..=PAST_HEAP))
        .collect();
    large[0] = PAST_HEAP;
    let threshold = match rng.range(0..=9) {
        0 => input::MAX_THRESHOLD,
        1..=4 => 1,
        _ => rng.range(1..=50),
    };
    let games = (0..rng.range_usize(100..=150))
        .map(|_| {
            (0..rng.range_usize(100..=150))
                .map(|_| {
                    if rng.chance(1, 3) {
                        *rng.pick(&large)
                    } else {
                        rng.range(1..=JUDGE_VALUE)
                    }
                })
                .collect()
        })
        .collect();
    Input { threshold, games }
}

impl Generator for Inputs {
    type Input = Input;

    fn bench_cases(&self) -> &'static [BenchCase] {
        BENCH_CASES
    }

    fn bench_input(&self, name: &str) -> Option<String> {
        bench_text(name)
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Input {
        match size {
            Size::Tiny => tiny(rng),
            Size::Small => small(rng),
            Size::Judge => judge(rng),
            Size::Past => past(rng),
        }
    }

    fn format(&self, input: &Input) -> String {
        input::format(input)
    }

    fn read(&self, text: &str) -> Result<Input, InputError> {
        input::parse(text)
    }

    /// In this order (coarse first): keep either half of the games, drop one game, keep
    /// either half of a game's heaps, lower `F` (halved, minus one), drop one heap, lower one
    /// heap (halved, minus one; never below 1). At most 8 MiB of candidates (at least 8).
    fn shrink(&self, input: &Input) -> Vec<Input> {
        let most = (SHRINK_BYTES / input::format(input).len()).max(8);
        let mut out: Vec<Input> = Vec::new();
        let games = &input.games;
        let with_games = |games: Vec<Vec<u64>>| Input {
            threshold: input.threshold,
            games,
        };
        let with_game = |index: usize, heaps: Vec<u64>| {
            let mut games = games.clone();
            games[index] = heaps;
            with_games(games)
        };
        if games.len() >= 4 {
            let half = games.len() / 2;
            out.push(with_games(games[..half].to_vec()));
            out.push(with_games(games[half..].to_vec()));
        }
        for index in 0..games.len() {
            if out.len() >= most {
                return out;
            }
            let mut fewer = games.clone();
            fewer.remove(index);
            out.push(with_games(fewer));
        }
        for (index, heaps) in games.iter().enumerate() {
            if heaps.len() >= 4 && out.len() < most {
                let half = heaps.len() / 2;
                out.push(with_game(index, heaps[..half].to_vec()));
                out.push(with_game(index, heaps[half..].to_vec()));
            }
        }
        for threshold in smaller_numbers(input.threshold, 1) {
            out.push(Input {
                threshold,
                games: games.clone(),
            });
        }
        for (index, heaps) in games.iter().enumerate() {
            for at in 0..heaps.len() {
                if out.len() >= most {
                    return out;
                }
                if at > 0 && heaps[at] == heaps[at - 1] {
                    continue; // the same game as dropping the heap before
                }
                let mut fewer = heaps.clone();
                fewer.remove(at);
                out.push(with_game(index, fewer));
            }
        }
        for (index, heaps) in games.iter().enumerate() {
            for (at, &heap) in heaps.iter().enumerate() {
                for smaller in smaller_numbers(heap, 1) {
                    if out.len() >= most {
                        return out;
                    }
                    let mut lower = heaps.clone();
                    lower[at] = smaller;
                    out.push(with_game(index, lower));
                }
            }
        }
        out.truncate(most);
        out
    }

    fn referee(&self, input: &Input) -> Option<String> {
        searchable(input).then(|| real_rules::referee_output(input.threshold, &input.games))
    }

    /// The judge's limits: 1 <= T, N < 100, and F and every heap in 1..100000.
    fn within_judge(&self, input: &Input) -> bool {
        let value = |x: &u64| (1..=JUDGE_VALUE).contains(x);
        (1..=JUDGE_COUNT).contains(&input.games.len())
            && value(&input.threshold)
            && input
                .games
                .iter()
                .all(|heaps| (1..=JUDGE_COUNT).contains(&heaps.len()) && heaps.iter().all(value))
    }
}
