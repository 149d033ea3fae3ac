//! Crosses and Crosses' contract: its input declared once (board lengths until the end of the
//! input), its referee (an exhaustive search of `src/real_rules.rs`), the claims of `--explain`
//! and their words, its own inputs and its bench cases.
//!
//! Tiny inputs (what the referee searches): 1..=5 boards of 1..=16 cells. Small: 1..=8 boards
//! of 1..=500. Judge: one board of 3..=2000, the largest second-player board (1046) on purpose.
//! Past: up to 200 boards of up to [`PAST_LONGEST`] cells, or that one board (the solver takes
//! any number of boards of up to [`LONGEST_BOARD`] = 2^20 cells, but that takes about 40 s on
//! two cores: the bench cases time it).

use std::sync::{Mutex, PoisonError};

use grundy::{Referee, Rng};
use harness::shape::{Cases, Num, Shape, num, until_end};
use harness::{BenchCase, Claim, Explained, Input, InputError, Options, Problem, Size};

use crate::LONGEST_BOARD;
use crate::explain::claim;
use crate::real_rules::{Row, Rules};

/// The longest board the referee searches.
pub const REFEREE_LIMIT: usize = 16;

/// The judge's boards: one n with `3 <= n <= JUDGE_LONGEST`.
pub const JUDGE_LONGEST: usize = 2000;

/// The longest board of a past input: well past the judge, well under a second (the values
/// cost about n^2/4 steps).
pub const PAST_LONGEST: usize = 50_000;

/// The problem: board lengths n, one a line, until the end of the input.
#[derive(Clone, Copy, Debug, Default)]
pub struct Crosses;

/// The input's format: the boards, one a line, until the end of the input.
pub type Format = Cases<Num<usize>>;

/// One referee for every call: its positions searched once serve every later input.
static REFEREE: Mutex<Option<Referee<Rules>>> = Mutex::new(None);

/// The inputs `cargo xtask bench` times: the judge's maximum, and past it boards up to the
/// longest answered, and one past it.
const BENCH_CASES: &[BenchCase] = &[
    BenchCase::answered(
        "every-judge-board",
        Size::Beyond,
        "every board 1..=2000 in one input (the judge gives one board)",
    ),
    BenchCase::answered(
        "many-boards",
        Size::Beyond,
        "1,000 random boards up to 1/8 of the longest board",
    ),
    BenchCase::answered(
        "half-longest-board",
        Size::Beyond,
        "one board of half the longest board answered",
    ),
    BenchCase::answered(
        "longest-board",
        Size::Beyond,
        "one board of the longest length answered",
    ),
    BenchCase::rejected(
        "past-the-longest-board",
        Size::Beyond,
        "the longest board answered",
        "one board past the longest: an error naming the limit",
    ),
];

impl Problem for Crosses {
    type Shape = Format;

    fn shape(&self) -> Format {
        let boards = num("boards", "the number of boards", 1..=1, 1..=usize::MAX)
            .tiny(1..=5)
            .small(1..=8)
            .beyond(1..=200);
        // A board past the limit gets its own message, naming the limit; a number past u64
        // keeps the scanner's plain range message (the bad-number-past-u64 sample).
        let longest = LONGEST_BOARD as usize;
        let board = num("n", "a board length", 3..=JUDGE_LONGEST, 1..=longest)
            .tiny(1..=REFEREE_LIMIT)
            .small(1..=500)
            .beyond(1..=PAST_LONGEST)
            .outside(move |n| {
                (n > longest as i128 && n <= i128::from(u64::MAX)).then(|| {
                    format!(
                        "board length {n} is past {longest}, the longest board answered \
                         (every Grundy value is computed; Treblecross has no known period)"
                    )
                })
            });
        until_end(boards, board)
    }

    fn solve(&self, boards: Vec<usize>, options: &Options) -> Result<String, InputError> {
        Ok(crate::answer(options, &boards))
    }

    fn referee(&self, boards: &Vec<usize>) -> Option<String> {
        let (_, rows) = self.positions(boards)?;
        let mut referee = REFEREE.lock().unwrap_or_else(PoisonError::into_inner);
        let referee = referee.get_or_insert_with(|| Referee::new(Rules));
        let line = |row| if referee.wins(row) { "1\n" } else { "2\n" };
        Some(rows.iter().map(line).collect())
    }

    /// The shape's draw, but at the judge the largest second-player board one time in six, and
    /// past it the longest past board alone one time in three.
    fn generate(&self, rng: &mut Rng, size: Size) -> Vec<usize> {
        match size {
            Size::Judge if rng.chance(1, 6) => vec![1046],
            Size::Beyond if rng.chance(1, 3) => vec![PAST_LONGEST],
            _ => self.shape().generate(rng, size),
        }
    }

    fn bench_cases(&self) -> &'static [BenchCase] {
        BENCH_CASES
    }

    fn bench_input(&self, name: &str) -> Option<Vec<usize>> {
        let mut rng = Rng::new(1);
        let longest = LONGEST_BOARD as usize;
        Some(match name {
            "every-judge-board" => (1..=JUDGE_LONGEST).collect(),
            "many-boards" => (0..1000)
                .map(|_| rng.range(1..=LONGEST_BOARD / 8) as usize)
                .collect(),
            "half-longest-board" => vec![longest / 2],
            "longest-board" => vec![longest],
            "past-the-longest-board" => vec![longest + 1],
            _ => return None,
        })
    }
}

impl Explained for Crosses {
    type Game = Rules;

    fn positions(&self, boards: &Input<Self>) -> Option<(Rules, Vec<Row>)> {
        let searchable = boards.iter().all(|&n| n <= REFEREE_LIMIT);
        searchable.then(|| (Rules, boards.iter().map(|&n| Row::empty(n as u8)).collect()))
    }

    /// Each board's leftmost cross leaving value 0 (`src/explain.rs`), or that every move
    /// loses.
    fn claims(&self, boards: &Input<Self>) -> Vec<Claim<usize>> {
        let heaps = crate::heaps(boards);
        boards.iter().map(|&n| claim(&heaps, n)).collect()
    }

    /// `put a cross on cell C` (counted from 1), or `every move loses`.
    fn words(&self, claim: &Claim<usize>) -> String {
        match claim {
            Claim::Wins(cell) => format!("put a cross on cell {}", cell + 1),
            Claim::Loses => "every move loses".to_owned(),
        }
    }
}
