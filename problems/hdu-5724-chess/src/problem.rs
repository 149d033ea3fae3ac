//! Chess's contract: its input declared once (for a board `width` cells wide) with its own
//! draws, its referee (an exhaustive search of `src/real_rules.rs`), the claim of `--explain`
//! on each case and its words, and its bench cases.
//!
//! Pieces are drawn among the leftmost 20 columns (all of them on a narrower board) and, in
//! tiny rows, at the right end.

use grundy::{Referee, Rng, Sum};
use harness::draw::{Draw, Drawn, drawn, just, one_of};
use harness::shape::{List, Num, list, num};
use harness::{
    Bench, BenchCase, Claim, Explained, Exploration, Input, InputError, Options, Problem, Scanner,
    Size,
};

use crate::explain::CaseRows;
use crate::real_rules::{Board, Jump, Row, Rules};
use crate::{DEFAULT_WIDTH, MAX_COUNT};

/// The judge's most test cases.
pub const JUDGE_CASES: usize = 100;
/// The judge's most rows in a case.
pub const JUDGE_ROWS: usize = 1000;
/// The judge's board width, and so its most pieces in a row.
pub const JUDGE_PIECES: u32 = 20;

/// The most row configurations (bounded as [`reachable_rows`] does, multiplied over the rows)
/// the referee searches in one case.
pub const REFEREE_CASE_LIMIT: u64 = 20_000;
/// The most of them it searches in one input, over all its cases.
pub const REFEREE_INPUT_LIMIT: u64 = 100_000;

/// One case: its rows in input order, each row's pieces in input order.
pub type Case = Vec<Row>;

/// The problem on boards `width` cells wide (the judge's are 20 wide).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chess {
    /// The board width: pieces stand in columns `1..=width`.
    pub width: u32,
}

impl Default for Chess {
    fn default() -> Self {
        Chess {
            width: DEFAULT_WIDTH,
        }
    }
}

/// The input's format: `T`, then per case `n` and `n` rows `m p_1 ... p_m`.
pub type Format = List<List<List<Num<u32>>>>;

/// One row of a `width`-wide board, `m p_1 ... p_m`, its columns distinct.
fn row(width: u32) -> List<Num<u32>> {
    let most = width.min(JUDGE_PIECES);
    let what = "the number of pieces in a row";
    let count = num("m", what, 0..=most as usize, 0..=width as usize);
    let column = num("p_j", "a piece position", 1..=most, 1..=width);
    let two_pieces =
        |column: &u32| format!("two pieces on column {column}: a cell holds at most one piece");
    list(count, column).inline().distinct(two_pieces)
}

/// An upper bound on the configurations a row of a `width`-wide board can reach: pieces only
/// move right, so they stay among the columns from the leftmost one on (1 for a row with no
/// move).
pub fn reachable_rows(width: u32, row: &[u32]) -> u64 {
    let Some(&first) = row.iter().min() else {
        return 1;
    };
    let columns = u64::from(width.saturating_sub(first)) + 1;
    let pieces = (row.len() as u64).min(columns);
    let pieces = pieces.min(columns - pieces);
    // C(columns, pieces), exact at every step (each prefix product is a binomial coefficient).
    (0..pieces).fold(1u64, |ways, i| ways.saturating_mul(columns - i) / (i + 1))
}

/// Each case's position for the referee, `width` cells wide: its rows in input order, so that
/// a move names its row by its place in the input.
pub fn boards(width: u32, cases: &[Case]) -> Vec<Board> {
    let rules = Rules::new(width);
    let board = |rows: &Case| rows.iter().map(|row| rules.row(row.clone())).collect();
    cases.iter().map(board).collect()
}

/// `count` distinct columns among the leftmost 20, in random order.
fn random_row(rng: &mut Rng, width: u32, count: usize) -> Row {
    let mut columns: Row = (1..=width.min(JUDGE_PIECES)).collect();
    rng.shuffle(&mut columns);
    columns.truncate(count);
    columns
}

/// Each of the rightmost `span` columns (all of them on a narrower board) holds a piece with
/// probability 1/2, in random order.
pub fn right_end_row(rng: &mut Rng, width: u32, span: u32) -> Row {
    let mut row: Row = (width - span.min(width) + 1..=width)
        .filter(|_| rng.chance(1, 2))
        .collect();
    rng.shuffle(&mut row);
    row
}

/// A board the referee searches at once on the judge's width: one to three rows, each a lone
/// piece anywhere (a long walk, but a short search), empty, full, or pieces in the rightmost
/// few columns; sometimes no row, or all rows equal.
fn tiny_board(rng: &mut Rng, width: u32) -> Case {
    if rng.chance(1, 30) {
        return Vec::new();
    }
    let rows = rng.range_usize(1..=3);
    let span = if rows == 3 { 6 } else { 8 };
    let row = |rng: &mut Rng| match rng.range(0..=19) {
        0..=2 => vec![rng.range(1..=u64::from(width)) as u32],
        3 => Vec::new(),
        4 => random_row(rng, width, JUDGE_PIECES as usize),
        5 => vec![*rng.pick(&[1, width])],
        _ => {
            let span = rng.range(1..=u64::from(span.min(width))) as u32;
            right_end_row(rng, width, span)
        }
    };
    if rng.chance(1, 10) {
        let first = row(rng);
        vec![first; rows]
    } else {
        (0..rows).map(|_| row(rng)).collect()
    }
}

/// `rows` rows of 0..=20 pieces each.
fn random_rows(rng: &mut Rng, width: u32, rows: usize) -> Case {
    let most = width.min(JUDGE_PIECES) as usize;
    let row = |rng: &mut Rng| {
        let pieces = rng.range_usize(0..=most);
        random_row(rng, width, pieces)
    };
    (0..rows).map(|_| row(rng)).collect()
}

/// A case of `rows` rows: equal pairs of random rows, each row of a pair in its own place and
/// order, and a lone piece when `rows` is odd. The pairs cancel, so the case is lost exactly
/// when the lone piece has an even walk left (README.md): the shape's own draw at the judge's
/// size, the XOR of 1000 random rows, is almost never lost.
fn pairs_case(rng: &mut Rng, width: u32, rows: usize) -> Case {
    let mut case: Case = Vec::with_capacity(rows);
    for row in random_rows(rng, width, rows / 2) {
        let mut twin = row.clone();
        rng.shuffle(&mut twin);
        case.extend([row, twin]);
    }
    if rows % 2 == 1 {
        case.push(random_row(rng, width, 1));
    }
    rng.shuffle(&mut case);
    case
}

/// The judge's most cases, each a [`pairs_case`] of 999 rows.
fn judge_pairs(width: u32) -> Draw<Vec<Case>> {
    Draw::new(move |rng| {
        (0..JUDGE_CASES)
            .map(|_| pairs_case(rng, width, JUDGE_ROWS - 1))
            .collect()
    })
}

impl Problem for Chess {
    type Shape = Drawn<Format>;

    /// The shape's own draw (beyond: up to 150 cases of up to 1500 rows), but tiny inputs are
    /// 1..=4 `tiny_board`s, searched by the referee at once (no case one time in 40), and half
    /// the judge's are `judge_pairs`, whose cases the own draw's XOR of 1000 rows almost never
    /// loses.
    fn shape(&self) -> Self::Shape {
        let cases = num(
            "T",
            "the number of test cases",
            1..=JUDGE_CASES,
            0..=MAX_COUNT,
        )
        .beyond(0..=150);
        let rows = num("n", "the number of rows", 1..=JUDGE_ROWS, 0..=MAX_COUNT).beyond(0..=1500);
        let case = list(rows.small(0..=15), row(self.width)).lines();
        let width = self.width;
        let tiny = Draw::new(move |rng| {
            let cases = rng.range_usize(1..=4);
            (0..cases).map(|_| tiny_board(rng, width)).collect()
        });
        drawn(list(cases.small(1..=6), case).lines(), |own| {
            one_of(vec![
                (1, just(Vec::new()).at(&[Size::Tiny])),
                (39, tiny.at(&[Size::Tiny])),
                (1, own.at(&[Size::Small, Size::Judge, Size::Beyond])),
                (1, judge_pairs(width).at(&[Size::Judge])),
            ])
        })
    }

    fn solve(&self, cases: Input<Self>, options: &Options) -> Result<String, InputError> {
        let (mut case, mut output) = (CaseRows::default(), String::new());
        for rows in cases {
            crate::answer_case(self.width, rows, options.explain(), &mut case, &mut output);
        }
        Ok(output)
    }

    /// A case at a time: the judge's 5 MiB of input is never held.
    fn solve_streaming(
        &self,
        input: &mut Scanner<'_>,
        options: &Options,
    ) -> Result<String, InputError> {
        let (mut case, mut output) = (CaseRows::default(), String::new());
        self.shape().plain().read_each(input, |rows| {
            crate::answer_case(self.width, rows, options.explain(), &mut case, &mut output);
            Ok(())
        })?;
        Ok(output)
    }

    /// The referee's verdicts when every case has at most [`REFEREE_CASE_LIMIT`] reachable
    /// boards and the input at most [`REFEREE_INPUT_LIMIT`].
    fn referee(&self, cases: &Input<Self>) -> Option<String> {
        let (game, boards) = self.positions(cases)?;
        let mut referee = Referee::new(game);
        let verdict = |board: &Board| if referee.wins(board) { "YES\n" } else { "NO\n" };
        Some(boards.iter().map(verdict).collect())
    }

    /// Besides `judge-max` (every row full, the longest text): the judge's most cases of equal
    /// pairs, and past the judge one huge case.
    fn bench(&self) -> Vec<Bench<Input<Self>>> {
        let width = self.width;
        let pairs = BenchCase::judge(
            "judge-max-pairs",
            "T = 100 cases of 499 equal pairs of rows and one lone piece",
        );
        let huge = BenchCase::beyond("one-huge-case", "one case of 300,000 random rows");
        let huge_case = Draw::new(move |rng| vec![random_rows(rng, width, 300 * JUDGE_ROWS)]);
        vec![pairs.input(judge_pairs(width)), huge.input(huge_case)]
    }

    /// A row of this width whose pieces are the bits of a mask, counted from the right edge
    /// ([`Rules::row_of_mask`]): the rows of the judge's board, whatever the width.
    fn explore(&self, _: &Input<Self>) -> Option<Exploration> {
        let (rules, width) = (Rules::new(self.width), self.width);
        let words = format!("a row with a piece on column {width} - k for each bit k of mask");
        let rows = Exploration::by_one(rules, words, "mask", move |mask| rules.row_of_mask(mask));
        Some(rows.same_for_every_input())
    }
}

impl Explained for Chess {
    type Game = Sum<Rules>;

    /// `None` past [`REFEREE_CASE_LIMIT`] or [`REFEREE_INPUT_LIMIT`].
    fn positions(&self, cases: &Input<Self>) -> Option<(Sum<Rules>, Vec<Board>)> {
        let mut total = 0u64;
        for rows in cases {
            let reachable = rows.iter().fold(1u64, |boards, row| {
                boards.saturating_mul(reachable_rows(self.width, row))
            });
            total = total.saturating_add(reachable);
            if reachable > REFEREE_CASE_LIMIT || total > REFEREE_INPUT_LIMIT {
                return None;
            }
        }
        Some((Sum(Rules::new(self.width)), boards(self.width, cases)))
    }

    fn claims(&self, cases: &Input<Self>) -> Vec<Claim<(usize, Jump)>> {
        let mut case = CaseRows::default();
        let claim = |rows: &Case| {
            case.fill(self.width, rows.clone(), true);
            case.claim(self.width)
        };
        cases.iter().map(claim).collect()
    }

    /// `row R: move the piece on column A to column B` (row from 1), or `every move loses`.
    fn words(&self, claim: &Claim<(usize, Jump)>) -> String {
        claim.say(|(row, Jump { from, to })| {
            let row = row + 1;
            format!("row {row}: move the piece on column {from} to column {to}")
        })
    }
}
