//! Crosses and Crosses' contract: board lengths until the end of the input, the referee (an
//! exhaustive search of core's `grundy::Treblecross`), the claims of `--explain` and their words.

use std::sync::{Mutex, PoisonError};

use grundy::{CrossRow, Referee, Treblecross};
use harness::draw::{Drawn, drawn, just, one_of};
use harness::shape::{Cases, Num, num, until_end};
use harness::{Bench, BenchCase, Claim, Explained, Input, InputError, Options, Problem, Size};

use crate::LONGEST_BOARD;
use crate::explain::claim;

/// The longest board the referee searches (a board of 24 cells takes about a second).
pub const REFEREE_LIMIT: usize = 24;

/// The longest board of a tiny input: 1,000 of them take well under a second.
pub const TINY_LONGEST: usize = 16;

/// The judge's boards: one n with `3 <= n <= JUDGE_LONGEST`.
pub const JUDGE_LONGEST: usize = 2000;

/// The problem: board lengths n, one a line, until the end of the input.
#[derive(Clone, Copy, Debug, Default)]
pub struct Crosses;

/// One referee for every call: its positions searched once serve every later input.
static REFEREE: Mutex<Option<Referee<Treblecross>>> = Mutex::new(None);

impl Problem for Crosses {
    type Shape = Drawn<Cases<Num<usize>>>;

    /// Drawn as declared, but at the judge the largest second-player board one time in six:
    /// the declared draw is nearly always a first-player win (25 of the 2,000 boards are not).
    fn shape(&self) -> Self::Shape {
        let boards = num("boards", "the number of boards", 1..=1, 1..=usize::MAX)
            .tiny(1..=5)
            .small(1..=8)
            .beyond(1..=200);
        // A board past the limit gets its own message, naming the limit; a number past u64
        // keeps the scanner's plain range message (the bad-number-past-u64 sample).
        let longest = LONGEST_BOARD as usize;
        let board = num("n", "a board length", 3..=JUDGE_LONGEST, 1..=longest)
            .tiny(1..=TINY_LONGEST)
            .small(1..=500)
            .beyond(1..=50_000) // well past the judge, well under a second
            .outside(move |n| {
                (n > longest as i128 && n <= i128::from(u64::MAX)).then(|| {
                    format!(
                        "board length {n} is past {longest}, the longest board answered \
                         (every Grundy value is computed; Treblecross has no known period)"
                    )
                })
            });
        let largest_lost = just(vec![1046]).at(&[Size::Judge]);
        drawn(until_end(boards, board), |own| {
            one_of(vec![(5, own), (1, largest_lost)])
        })
    }

    fn solve(&self, boards: Vec<usize>, options: &Options) -> Result<String, InputError> {
        Ok(crate::answer(options, &boards))
    }

    fn referee(&self, boards: &Vec<usize>) -> Option<String> {
        let (_, rows) = self.positions(boards)?;
        let mut referee = REFEREE.lock().unwrap_or_else(PoisonError::into_inner);
        let referee = referee.get_or_insert_with(|| Referee::new(Treblecross));
        let line = |row| if referee.wins(row) { "1\n" } else { "2\n" };
        Some(rows.iter().map(line).collect())
    }

    /// The longest board answered, and half of it (README.md, "Beyond the judge").
    fn bench(&self) -> Vec<Bench<Vec<usize>>> {
        let longest = LONGEST_BOARD as usize;
        let half = BenchCase::beyond("half-longest-board", "one board of 2^19");
        let whole = BenchCase::beyond("longest-board", "one board of 2^20");
        vec![
            half.input(just(vec![longest / 2])),
            whole.input(just(vec![longest])),
        ]
    }
}

impl Explained for Crosses {
    type Game = Treblecross;

    fn positions(&self, boards: &Input<Self>) -> Option<(Treblecross, Vec<CrossRow>)> {
        let searchable = boards.iter().all(|&n| n <= REFEREE_LIMIT);
        searchable.then(|| {
            (
                Treblecross,
                boards.iter().map(|&n| CrossRow::empty(n)).collect(),
            )
        })
    }

    /// Each board's leftmost cross leaving value 0 (`src/explain.rs`), or that every move
    /// loses.
    fn claims(&self, boards: &Input<Self>) -> Vec<Claim<usize>> {
        let heaps = crate::heaps(boards);
        boards.iter().map(|&n| claim(&heaps, n)).collect()
    }

    /// `put a cross on cell C` (counted from 1), or `every move loses`.
    fn words(&self, claim: &Claim<usize>) -> String {
        claim.say(|cell| format!("put a cross on cell {}", cell + 1))
    }

    /// The row, `X` for a cross and `.` for an empty cell: `..X..`.
    fn position_words(&self, _: &Treblecross, row: &CrossRow) -> String {
        format!("the row {row}")
    }
}
