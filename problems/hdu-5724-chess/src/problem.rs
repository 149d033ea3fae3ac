//! Chess's contract: its input declared once (for a board `width` cells wide), its referee (an
//! exhaustive search of `src/real_rules.rs`), the claim of `--explain` on each case and its
//! words, its own inputs and its bench cases.
//!
//! - tiny: 1..=4 cases of 1..=3 rows, each row a lone piece anywhere, empty, full, or pieces in
//!   the rightmost 1..=8 columns (what the referee searches at once); now and then no case, a
//!   case with no rows, equal rows, or pieces in the corners;
//! - small: the shape's own, 1..=6 cases of 0..=15 rows of 0..=20 pieces anywhere;
//! - judge: T = 100 cases of n = 1000 rows: every row full (m = 20, the longest text), any
//!   m in 0..=20, dense rows (m in 15..=20), equal pairs of rows, or a mix per case;
//! - beyond: 300 cases of 1000 rows, one case of 300,000 rows, or 100,000 cases of 1..=5 rows.
//!
//! Pieces are drawn among the leftmost 20 columns (all of them on a narrower board) and, in
//! tiny rows, at the right end.

use grundy::{Referee, Rng, Sum};
use harness::shape::{List, Num, Shape, list, num};
use harness::{
    BenchCase, Claim, Explained, Exploration, Input, InputError, Options, Problem, Scanner, Size,
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

/// A second piece on a column, in words.
fn two_pieces(column: &u32) -> String {
    format!("two pieces on column {column}: a cell holds at most one piece")
}

/// One row of a `width`-wide board, `m p_1 ... p_m`, its columns distinct.
fn row(width: u32) -> List<Num<u32>> {
    let most = width.min(JUDGE_PIECES);
    let what = "the number of pieces in a row";
    let count = num("m", what, 0..=most as usize, 0..=width as usize);
    let column = num("p_j", "a piece position", 1..=most, 1..=width);
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

/// Each of the rightmost `span` columns holds a piece with probability 1/2, in random order.
fn right_end_row(rng: &mut Rng, width: u32, span: u32) -> Row {
    let mut row: Row = (width - span + 1..=width)
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

/// The shapes of a case at the judge's limits.
#[derive(Clone, Copy, Debug)]
enum Kind {
    /// Every row full: the longest text; nobody can move.
    Full,
    /// Any number of pieces anywhere.
    Random,
    /// 15..=20 pieces a row: few empty cells, long jumps over blocks.
    Dense,
    /// Equal pairs of random rows, each pair in random places: the case is lost.
    Pairs,
}

const KINDS: [Kind; 4] = [Kind::Full, Kind::Random, Kind::Dense, Kind::Pairs];

/// One case of `rows` rows of the given kind.
fn case_of_kind(rng: &mut Rng, width: u32, kind: Kind, rows: usize) -> Case {
    let most = width.min(JUDGE_PIECES) as usize;
    let row = |rng: &mut Rng, least: usize| {
        let pieces = rng.range_usize(least.min(most)..=most);
        random_row(rng, width, pieces)
    };
    match kind {
        Kind::Full => (0..rows).map(|_| random_row(rng, width, most)).collect(),
        Kind::Random => (0..rows).map(|_| row(rng, 0)).collect(),
        Kind::Dense => (0..rows).map(|_| row(rng, 15)).collect(),
        Kind::Pairs => {
            let mut case: Case = (0..rows / 2)
                .flat_map(|_| {
                    let row = row(rng, 0);
                    let mut twin = row.clone();
                    rng.shuffle(&mut twin);
                    [row, twin]
                })
                .collect();
            if rows % 2 == 1 {
                case.push(random_row(rng, width, 1));
            }
            rng.shuffle(&mut case);
            case
        }
    }
}

/// `cases` cases of `rows` rows each: one kind for all, or (one time in five) a kind per case.
fn cases_of_kinds(rng: &mut Rng, width: u32, cases: usize, rows: usize) -> Vec<Case> {
    let mixed = rng.chance(1, 5);
    let kind = *rng.pick(&KINDS);
    (0..cases)
        .map(|_| {
            let kind = if mixed { *rng.pick(&KINDS) } else { kind };
            case_of_kind(rng, width, kind, rows)
        })
        .collect()
}

/// The inputs `cargo xtask bench` times: the judge's maximum in its worst shapes, and past it
/// more cases, one huge case, and many tiny ones.
const BENCH_CASES: &[BenchCase] = &[
    BenchCase::answered(
        "judge-max-full-rows",
        Size::Judge,
        "T = 100 cases of 1000 full rows (m = 20): the longest text",
    ),
    BenchCase::answered(
        "judge-max-random-rows",
        Size::Judge,
        "T = 100 cases of 1000 rows of 0..=20 pieces",
    ),
    BenchCase::answered(
        "judge-max-pairs",
        Size::Judge,
        "T = 100 cases of 499 equal pairs of rows and one lone piece",
    ),
    BenchCase::answered("more-cases", Size::Beyond, "300 cases of 1000 dense rows"),
    BenchCase::answered(
        "one-huge-case",
        Size::Beyond,
        "one case of 300,000 random rows",
    ),
    BenchCase::answered(
        "many-tiny-cases",
        Size::Beyond,
        "100,000 cases of 1..=5 random rows",
    ),
];

impl Problem for Chess {
    type Shape = Format;

    fn shape(&self) -> Format {
        let cases = num(
            "T",
            "the number of test cases",
            1..=JUDGE_CASES,
            0..=MAX_COUNT,
        );
        let rows = num("n", "the number of rows", 1..=JUDGE_ROWS, 0..=MAX_COUNT);
        let case = list(rows.small(0..=15), row(self.width)).lines();
        list(cases.small(1..=6), case).lines()
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
        self.shape().read_each(input, |rows| {
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

    fn generate(&self, rng: &mut Rng, size: Size) -> Input<Self> {
        let width = self.width;
        match size {
            Size::Tiny if rng.chance(1, 40) => Vec::new(),
            Size::Tiny => (0..rng.range_usize(1..=4))
                .map(|_| tiny_board(rng, width))
                .collect(),
            Size::Small => self.shape().generate(rng, size),
            Size::Judge => cases_of_kinds(rng, width, JUDGE_CASES, JUDGE_ROWS),
            Size::Beyond => match rng.range(0..=2) {
                0 => cases_of_kinds(rng, width, 3 * JUDGE_CASES, JUDGE_ROWS),
                1 => cases_of_kinds(rng, width, 1, 300 * JUDGE_ROWS),
                _ => (0..100_000)
                    .map(|_| {
                        let rows = rng.range_usize(1..=5);
                        let kind = *rng.pick(&KINDS);
                        case_of_kind(rng, width, kind, rows)
                    })
                    .collect(),
            },
        }
    }

    fn bench_cases(&self) -> &'static [BenchCase] {
        BENCH_CASES
    }

    fn bench_input(&self, name: &str) -> Option<Input<Self>> {
        let mut rng = Rng::new(1);
        let width = self.width;
        let mut cases_of = |count: usize, kind: Kind, rows: usize| -> Vec<Case> {
            (0..count)
                .map(|_| case_of_kind(&mut rng, width, kind, rows))
                .collect()
        };
        Some(match name {
            "judge-max-full-rows" => cases_of(JUDGE_CASES, Kind::Full, JUDGE_ROWS),
            "judge-max-random-rows" => cases_of(JUDGE_CASES, Kind::Random, JUDGE_ROWS),
            "judge-max-pairs" => cases_of(JUDGE_CASES, Kind::Pairs, JUDGE_ROWS - 1),
            "more-cases" => cases_of(3 * JUDGE_CASES, Kind::Dense, JUDGE_ROWS),
            "one-huge-case" => cases_of(1, Kind::Random, 300 * JUDGE_ROWS),
            "many-tiny-cases" => {
                let mut rng = Rng::new(1);
                (0..100_000)
                    .map(|_| {
                        let rows = rng.range_usize(1..=5);
                        case_of_kind(&mut rng, width, Kind::Random, rows)
                    })
                    .collect()
            }
            _ => return None,
        })
    }

    /// A row of this width whose pieces are the bits of a mask, counted from the right edge
    /// ([`Rules::row_of_mask`]): the rows of the judge's board, whatever the width.
    fn explore(&self, _: &Input<Self>) -> Option<Exploration> {
        let (rules, width) = (Rules::new(self.width), self.width);
        let words = format!("a row with a piece on column {width} - k for each bit k of mask");
        Some(Exploration::by_one(rules, words, "mask", move |mask| {
            rules.row_of_mask(mask)
        }))
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
        match claim {
            Claim::Wins((row, Jump { from, to })) => {
                let row = row + 1;
                format!("row {row}: move the piece on column {from} to column {to}")
            }
            Claim::Loses => "every move loses".to_owned(),
        }
    }
}
