//! Valid inputs of Strips, generated, written, read back, shrunk and judged by the referee (an
//! exhaustive search of `src/real_rules.rs`), for the tests, `cargo xtask gen` and `stress`.
//!
//! - tiny: strips of 1..=7 cells, 1..=6 boards of 1..=18 cells (what the referee searches at
//!   once);
//! - small: strips of 1..=40 cells, 1..=20 boards of 1..=300 cells;
//! - judge: every number in 1..=1000 with 1,000 boards: every board 1..=1000, or all 1000, or
//!   random ones with a 1000 among them; strips random, short, all equal or of 1000;
//! - past: up to 100,000 boards of up to 10^18 cells for the strip sets whose period is
//!   certified quickly ({1,1,1}, {2,2,2}, {1,2,2}, {1,5,1}, {1,2,6}, {1,2,5}), or up to 1,000
//!   boards of up to [`EXACT_BUDGET`] cells for any strips of 1..=1000.

use grundy::{BenchCase, Generator, InputError, Referee, Rng, Size, Sum};

use crate::real_rules::Rules;
use crate::{EXACT_BUDGET, LONGEST_INPUT, read_input};

/// The longest board the referee searches.
pub const REFEREE_LIMIT: u64 = 40;

/// The judge's limit on every number.
pub const JUDGE_LIMIT: u64 = 1000;

/// Strip sets whose Grundy sequence certifies a period within a few thousand values, so that
/// boards up to 10^18 are answered at once.
pub const PERIODIC_STRIPS: [[u64; 3]; 6] = [
    [1, 1, 1],
    [2, 2, 2],
    [1, 2, 2],
    [1, 5, 1],
    [1, 2, 6],
    [1, 2, 5],
];

/// One input of Strips: the red, green and blue strip lengths, and the boards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Strips {
    /// The lengths `c z n`.
    pub strips: [u64; 3],
    /// The board lengths `p`, at least one.
    pub boards: Vec<u64>,
}

/// The generator of Strips inputs.
#[derive(Clone, Copy, Debug, Default)]
pub struct Inputs;

/// The exhaustive-search referee for boards with strips of these lengths.
pub fn referee(strips: &[usize]) -> Referee<Sum<Rules>> {
    Referee::new(Sum(Rules {
        lengths: strips.to_vec(),
    }))
}

/// The referee's output for `boards`: `1` per board the first player wins, else `2`.
pub fn referee_answer(referee: &mut Referee<Sum<Rules>>, boards: &[usize]) -> String {
    boards
        .iter()
        .map(|&cells| {
            let board = referee.game().position([cells]);
            if referee.wins(&board) { "1\n" } else { "2\n" }
        })
        .collect()
}

/// `count` boards of 1..=`longest` cells, one of them `longest` with probability 1/3.
fn random_boards(rng: &mut Rng, count: usize, longest: u64) -> Vec<u64> {
    let mut boards: Vec<u64> = (0..count).map(|_| rng.range(1..=longest)).collect();
    if rng.chance(1, 3) {
        let at = rng.range_usize(0..=count - 1);
        boards[at] = longest;
    }
    boards
}

/// Three strip lengths in 1..=`longest`: random, all equal, or one repeated, by chance.
fn random_strips(rng: &mut Rng, longest: u64) -> [u64; 3] {
    let mut strips = [(); 3].map(|()| rng.range(1..=longest));
    match rng.range(0..=5) {
        0 => strips = [strips[0]; 3],
        1 => strips[2] = strips[0],
        _ => {}
    }
    strips
}

/// The inputs `cargo xtask bench` times: the judge's maximum, and past it the budget of exact
/// values and the most boards answered through a period.
const BENCH_CASES: &[BenchCase] = &[
    BenchCase {
        name: "judge-max-every-board",
        size: Size::Judge,
        error: None,
        about: "strips 7, 13, 29, every board 1..=1000",
    },
    BenchCase {
        name: "judge-max-long-strips",
        size: Size::Judge,
        error: None,
        about: "strips 1, 2, 1000, 1,000 boards of 1000",
    },
    BenchCase {
        name: "exact-budget",
        size: Size::Past,
        error: None,
        about: "strips 4, 7, 9 (no quick period), one board of 2^16: every value computed",
    },
    BenchCase {
        name: "many-huge-boards",
        size: Size::Past,
        error: None,
        about: "strips 2, 2, 2, 100,000 boards up to 10^18, through the period",
    },
    BenchCase {
        name: "past-the-budget",
        size: Size::Past,
        error: Some("no period"),
        about: "strips 4, 7, 9 and a board of 10^18: no period within the budget",
    },
];

/// The input of the bench case `name`, from a fixed seed.
fn bench_strips(name: &str) -> Option<Strips> {
    let mut rng = Rng::new(1);
    let (strips, boards) = match name {
        "judge-max-every-board" => ([7, 13, 29], (1..=JUDGE_LIMIT).collect()),
        "judge-max-long-strips" => ([1, 2, JUDGE_LIMIT], vec![JUDGE_LIMIT; 1000]),
        "exact-budget" => ([4, 7, 9], vec![EXACT_BUDGET as u64]),
        "many-huge-boards" => ([2, 2, 2], random_boards(&mut rng, 100_000, LONGEST_INPUT)),
        "past-the-budget" => ([4, 7, 9], vec![LONGEST_INPUT]),
        _ => return None,
    };
    Some(Strips { strips, boards })
}

impl Generator for Inputs {
    type Input = Strips;

    fn bench_cases(&self) -> &'static [BenchCase] {
        BENCH_CASES
    }

    fn bench_input(&self, name: &str) -> Option<String> {
        bench_strips(name).map(|strips| self.format(&strips))
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Strips {
        match size {
            Size::Tiny => {
                let strips = random_strips(rng, 7);
                let count = rng.range_usize(1..=6);
                let boards = match rng.range(0..=9) {
                    0 => vec![1; count],
                    1 => vec![18; count],
                    _ => random_boards(rng, count, 18),
                };
                Strips { strips, boards }
            }
            Size::Small => {
                let strips = random_strips(rng, 40);
                let count = rng.range_usize(1..=20);
                Strips {
                    strips,
                    boards: random_boards(rng, count, 300),
                }
            }
            Size::Judge => {
                let strips = match rng.range(0..=5) {
                    0 => [JUDGE_LIMIT; 3],
                    1 => [1, 2, JUDGE_LIMIT],
                    2 => random_strips(rng, 10),
                    _ => random_strips(rng, JUDGE_LIMIT),
                };
                let count = JUDGE_LIMIT as usize;
                let boards = match rng.range(0..=3) {
                    0 => (1..=JUDGE_LIMIT).collect(),
                    1 => vec![JUDGE_LIMIT; count],
                    2 => {
                        let mut boards: Vec<u64> = (1..=JUDGE_LIMIT).collect();
                        rng.shuffle(&mut boards);
                        boards
                    }
                    _ => {
                        let mut boards = random_boards(rng, count, JUDGE_LIMIT);
                        let at = rng.range_usize(0..=count - 1);
                        boards[at] = JUDGE_LIMIT;
                        boards
                    }
                };
                Strips { strips, boards }
            }
            Size::Past => {
                if rng.chance(1, 4) {
                    // Any strips, boards up to the exact budget (the slowest shape past the
                    // judge: the direct values up to 65,536).
                    let strips = random_strips(rng, JUDGE_LIMIT);
                    let count = rng.range_usize(1..=1000);
                    Strips {
                        strips,
                        boards: random_boards(rng, count, EXACT_BUDGET as u64),
                    }
                } else {
                    let mut strips = *rng.pick(&PERIODIC_STRIPS);
                    rng.shuffle(&mut strips);
                    let count = if rng.chance(1, 2) {
                        100_000
                    } else {
                        rng.range_usize(1..=100_000)
                    };
                    let mut boards: Vec<u64> = (0..count)
                        .map(|_| match rng.range(0..=9) {
                            0 => LONGEST_INPUT - rng.range(0..=100),
                            1 => rng.range(1..=JUDGE_LIMIT),
                            _ => rng.range(1..=LONGEST_INPUT),
                        })
                        .collect();
                    boards[0] = LONGEST_INPUT;
                    rng.shuffle(&mut boards);
                    Strips { strips, boards }
                }
            }
        }
    }

    fn format(&self, input: &Strips) -> String {
        let [c, z, n] = input.strips;
        let mut text = format!("{c} {z} {n}\n{}\n", input.boards.len());
        for cells in &input.boards {
            text.push_str(&cells.to_string());
            text.push('\n');
        }
        text
    }

    fn read(&self, text: &str) -> Result<Strips, InputError> {
        let (strips, boards) = read_input(text)?;
        Ok(Strips {
            strips: [strips[0], strips[1], strips[2]],
            boards: boards.into_iter().map(|(cells, _)| cells).collect(),
        })
    }

    /// In order: drop the second or the first half of the boards, drop one board, lower one
    /// board (halve it, minus one), lower one strip (halve it, minus one). Strips are lowered
    /// only when every board is within [`EXACT_BUDGET`] (a board past it is answered only for
    /// some strip sets).
    fn shrink(&self, input: &Strips) -> Vec<Strips> {
        let mut smaller = Vec::new();
        let boards = &input.boards;
        let with_boards = |boards: Vec<u64>| Strips {
            strips: input.strips,
            boards,
        };
        if boards.len() >= 2 {
            let half = boards.len() / 2;
            smaller.push(with_boards(boards[..half].to_vec()));
            smaller.push(with_boards(boards[half..].to_vec()));
            if boards.len() >= 3 {
                for at in 0..boards.len() {
                    let mut fewer = boards.clone();
                    fewer.remove(at);
                    smaller.push(with_boards(fewer));
                }
            }
        }
        for at in 0..boards.len() {
            for lower in lowered(boards[at]) {
                let mut changed = boards.clone();
                changed[at] = lower;
                smaller.push(with_boards(changed));
            }
        }
        if boards.iter().all(|&cells| cells <= EXACT_BUDGET as u64) {
            for at in 0..3 {
                for lower in lowered(input.strips[at]) {
                    let mut strips = input.strips;
                    strips[at] = lower;
                    smaller.push(Strips {
                        strips,
                        boards: boards.clone(),
                    });
                }
            }
        }
        smaller
    }

    fn referee(&self, input: &Strips) -> Option<String> {
        if input.boards.iter().any(|&cells| cells > REFEREE_LIMIT) {
            return None;
        }
        // A strip longer than every board is never placed: its exact length does not matter.
        let strips = input
            .strips
            .map(|length| length.min(REFEREE_LIMIT + 1) as usize);
        let boards: Vec<usize> = input.boards.iter().map(|&cells| cells as usize).collect();
        Some(referee_answer(&mut referee(&strips), &boards))
    }

    /// The judge's limits: every length and the board count in 1..=1000.
    fn within_judge(&self, input: &Strips) -> bool {
        let judged = |x: &u64| (1..=JUDGE_LIMIT).contains(x);
        input.strips.iter().all(judged)
            && (1..=JUDGE_LIMIT as usize).contains(&input.boards.len())
            && input.boards.iter().all(judged)
    }
}

/// A length lowered one step, at least 1: halved, and minus one (once if they agree).
fn lowered(length: u64) -> Vec<u64> {
    let mut lower = Vec::new();
    if length >= 2 {
        lower.push(length / 2);
        if length - 1 != length / 2 {
            lower.push(length - 1);
        }
    }
    lower
}
