//! Valid inputs of Crosses and Crosses, generated, written, read back, shrunk and judged by the
//! referee (an exhaustive search of `src/real_rules.rs`), for the tests, `cargo xtask gen` and
//! `stress`.
//!
//! - tiny: 1..=5 boards of 1..=16 cells (what the referee searches), boards of 1, 2 and 3 cells
//!   and all-equal boards on purpose;
//! - small: 1..=8 boards of 1..=500 cells;
//! - judge: the judge's own form, one board of 3..=2000 cells: 2000 (the largest), 3 (the
//!   smallest), 1046 (the largest second-player board), or random;
//! - past: up to 200 boards of up to [`PAST_LONGEST`] cells (the solver takes any number of
//!   boards of up to [`LONGEST_BOARD`] = 2^20 cells, but that takes about 40 s on two cores:
//!   the bench cases time it).

use std::sync::{Mutex, PoisonError};

use grundy::{BenchCase, Generator, InputError, Referee, Rng, Size};

use crate::real_rules::{Row, Rules};
use crate::{LONGEST_BOARD, read_boards};

/// The longest board the referee searches.
pub const REFEREE_LIMIT: u8 = 16;

/// The judge's boards: one n with `3 <= n <= JUDGE_LONGEST`.
pub const JUDGE_LONGEST: u64 = 2000;

/// The longest board of a past input: well past the judge, well under a second (the values
/// cost about n^2/4 steps).
pub const PAST_LONGEST: u64 = 50_000;

/// The referee's output for `boards`: `1` per board the first player wins, else `2`.
pub fn referee_answer(referee: &mut Referee<Rules>, boards: &[u8]) -> String {
    boards
        .iter()
        .map(|&n| {
            if referee.wins(&Row::empty(n)) {
                "1\n"
            } else {
                "2\n"
            }
        })
        .collect()
}

/// One referee for every call: its positions searched once serve every later input.
static REFEREE: Mutex<Option<Referee<Rules>>> = Mutex::new(None);

/// The generator of Crosses and Crosses inputs: the board lengths, one a line.
#[derive(Clone, Copy, Debug, Default)]
pub struct Inputs;

/// `count` boards of 1..=`longest` cells, one of them `longest` with probability 1/3.
fn random_boards(rng: &mut Rng, count: usize, longest: u64) -> Vec<u64> {
    let mut boards: Vec<u64> = (0..count).map(|_| rng.range(1..=longest)).collect();
    if rng.chance(1, 3) {
        let at = rng.range_usize(0..=count - 1);
        boards[at] = longest;
    }
    boards
}

/// Boards up to this length shrink to every shorter length.
const SHORT_BOARD: u64 = 64;

/// The inputs `cargo xtask bench` times: the judge's maximum, and past it boards up to the
/// longest answered, and one past it.
const BENCH_CASES: &[BenchCase] = &[
    BenchCase {
        name: "judge-max",
        size: Size::Judge,
        error: None,
        about: "one board of 2000 cells",
    },
    BenchCase {
        name: "every-judge-board",
        size: Size::Past,
        error: None,
        about: "every board 1..=2000 in one input (the judge gives one board)",
    },
    BenchCase {
        name: "many-boards",
        size: Size::Past,
        error: None,
        about: "1,000 random boards up to 1/8 of the longest board",
    },
    BenchCase {
        name: "half-longest-board",
        size: Size::Past,
        error: None,
        about: "one board of half the longest board answered",
    },
    BenchCase {
        name: "longest-board",
        size: Size::Past,
        error: None,
        about: "one board of the longest length answered",
    },
    BenchCase {
        name: "past-the-longest-board",
        size: Size::Past,
        error: Some("the longest board answered"),
        about: "one board past the longest: an error naming the limit",
    },
];

/// The boards of the bench case `name`, from a fixed seed.
fn bench_boards(name: &str) -> Option<Vec<u64>> {
    let mut rng = Rng::new(1);
    let boards = match name {
        "judge-max" => vec![JUDGE_LONGEST],
        "every-judge-board" => (1..=JUDGE_LONGEST).collect(),
        "many-boards" => (0..1000)
            .map(|_| rng.range(1..=LONGEST_BOARD / 8))
            .collect(),
        "half-longest-board" => vec![LONGEST_BOARD / 2],
        "longest-board" => vec![LONGEST_BOARD],
        "past-the-longest-board" => vec![LONGEST_BOARD + 1],
        _ => return None,
    };
    Some(boards)
}

impl Generator for Inputs {
    type Input = Vec<u64>;

    fn bench_cases(&self) -> &'static [BenchCase] {
        BENCH_CASES
    }

    fn bench_input(&self, name: &str) -> Option<String> {
        bench_boards(name).map(|boards| self.format(&boards))
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Vec<u64> {
        let longest = u64::from(REFEREE_LIMIT);
        match size {
            Size::Tiny => {
                let count = rng.range_usize(1..=5);
                match rng.range(0..=9) {
                    0 => vec![rng.range(1..=3)],
                    1 => vec![rng.range(1..=longest); count],
                    _ => random_boards(rng, count, longest),
                }
            }
            Size::Small => {
                let count = rng.range_usize(1..=8);
                random_boards(rng, count, 500)
            }
            Size::Judge => vec![match rng.range(0..=5) {
                0 | 1 => JUDGE_LONGEST,
                2 => 3,
                3 => 1046,
                _ => rng.range(3..=JUDGE_LONGEST),
            }],
            Size::Past => {
                if rng.chance(1, 3) {
                    vec![PAST_LONGEST]
                } else {
                    let count = rng.range_usize(1..=200);
                    random_boards(rng, count, PAST_LONGEST)
                }
            }
        }
    }

    fn format(&self, boards: &Vec<u64>) -> String {
        boards.iter().map(|n| format!("{n}\n")).collect()
    }

    fn read(&self, text: &str) -> Result<Vec<u64>, InputError> {
        Ok(read_boards(text)?.into_iter().map(|n| n as u64).collect())
    }

    /// In order: drop the second or the first half of the boards, drop one board, lower one
    /// board (to any shorter length up to 64 cells; past that, halve it or take one off), down
    /// to the board of 1 cell.
    fn shrink(&self, boards: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut smaller = Vec::new();
        if boards.len() >= 2 {
            let half = boards.len() / 2;
            smaller.push(boards[..half].to_vec());
            smaller.push(boards[half..].to_vec());
            if boards.len() >= 3 {
                for at in 0..boards.len() {
                    let mut fewer = boards.clone();
                    fewer.remove(at);
                    smaller.push(fewer);
                }
            }
        }
        for (at, &n) in boards.iter().enumerate() {
            // Down to 1: the solver answers every board from 1 cell, so a failure shrinks as far
            // as the bug allows, even below the judge's 3. A short board tries every smaller
            // length, smallest first, so that shrinking finds the least failing one rather than
            // stopping where both its half and its predecessor pass.
            let lower: Vec<u64> = if n <= SHORT_BOARD {
                (1..n).collect()
            } else {
                vec![n / 2, n - 1]
            };
            for lower in lower {
                let mut changed = boards.clone();
                changed[at] = lower;
                smaller.push(changed);
            }
        }
        smaller
    }

    fn referee(&self, boards: &Vec<u64>) -> Option<String> {
        if boards.iter().any(|&n| n > u64::from(REFEREE_LIMIT)) {
            return None;
        }
        let boards: Vec<u8> = boards.iter().map(|&n| n as u8).collect();
        let mut referee = REFEREE.lock().unwrap_or_else(PoisonError::into_inner);
        let referee = referee.get_or_insert_with(|| Referee::new(Rules));
        Some(referee_answer(referee, &boards))
    }

    /// The judge's form: one board of 3..=2000 cells.
    fn within_judge(&self, boards: &Vec<u64>) -> bool {
        matches!(boards.as_slice(), [n] if (3..=JUDGE_LONGEST).contains(n))
    }
}
