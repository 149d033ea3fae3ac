//! Valid inputs of Chess on the judge's 20-column board, generated, written, read back, shrunk
//! and judged by the referee (an exhaustive search of [`real_rules`](crate::real_rules)), for
//! the tests, `cargo xtask gen` and `stress`.
//!
//! - tiny: 1..=4 cases of 1..=3 rows, each row a lone piece anywhere, empty, full, or pieces in
//!   the rightmost 1..=8 columns (what the referee searches at once); now and then no case, a
//!   case with no rows, equal rows, or pieces in the corners 1 and 20;
//! - small: 1..=6 cases of 0..=15 rows of 0..=20 pieces anywhere;
//! - judge: T = 100 cases of n = 1000 rows: every row full (m = 20, the longest text), any
//!   m in 0..=20, dense rows (m in 15..=20), equal pairs of rows, or a mix per case;
//! - past: more than the judge (width 20 still): 300 cases of 1000 rows, one case of 300,000
//!   rows, or 100,000 cases of 1..=5 rows.
//!
//! The `--width` option is not part of the generated input: every input is for width 20.

use std::collections::HashMap;
use std::fmt::{self, Write};

use grundy::{
    BenchCase, Generator, InputError, Referee, Rng, Scanner, Size, Sum, removal_ranges,
    without_range,
};

use crate::input::RowReader;
use crate::real_rules::{Board, Row, Rules};
use crate::{DEFAULT_WIDTH, MAX_COUNT};

/// The judge's most test cases.
pub const JUDGE_CASES: usize = 100;
/// The judge's most rows in a case.
pub const JUDGE_ROWS: usize = 1000;
/// The judge's most pieces in a row (the board is 20 columns wide).
pub const JUDGE_PIECES: usize = 20;

/// The most row configurations (bounded as [`reachable_rows`] does, multiplied over the rows)
/// the referee searches in one case.
pub const REFEREE_CASE_LIMIT: u64 = 20_000;
/// The most of them it searches in one input, over all its cases.
pub const REFEREE_INPUT_LIMIT: u64 = 100_000;

/// One case: its rows in input order, each row's pieces in input order.
pub type Case = Vec<Row>;

/// The generator of Chess inputs (width 20).
#[derive(Clone, Copy, Debug, Default)]
pub struct Inputs;

/// One referee per board width, so that positions solved once are remembered across cases.
#[derive(Default)]
pub struct Referees(HashMap<u32, Referee<Sum<Rules>>>);

impl fmt::Debug for Referees {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut widths: Vec<u32> = self.0.keys().copied().collect();
        widths.sort_unstable();
        f.debug_struct("Referees").field("widths", &widths).finish()
    }
}

impl Referees {
    /// Whether Alice, to move, wins on the board made of `rows` (`width` cells wide; each row's
    /// pieces in any order).
    ///
    /// # Panics
    /// If a row has a piece off the board or two pieces on one cell.
    pub fn wins(&mut self, width: u32, rows: &[Row]) -> bool {
        let rules = Rules::new(width);
        let referee = self
            .0
            .entry(width)
            .or_insert_with(|| Referee::new(Sum(rules)));
        let board: Board = Sum(rules).position(rows.iter().map(|row| rules.row(row.clone())));
        referee.wins(&board)
    }

    /// The judge's line for one case: `YES` if Alice (to move) wins, else `NO`.
    pub fn verdict(&mut self, width: u32, rows: &[Row]) -> &'static str {
        if self.wins(width, rows) {
            "YES\n"
        } else {
            "NO\n"
        }
    }
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

/// An upper bound on the positions the referee visits for one case: the product of its rows'
/// [`reachable_rows`].
pub fn reachable_boards(width: u32, rows: &[Row]) -> u64 {
    rows.iter().fold(1u64, |boards, row| {
        boards.saturating_mul(reachable_rows(width, row))
    })
}

/// `count` distinct columns of 1..=20 in random order.
fn random_row(rng: &mut Rng, count: usize) -> Row {
    let mut columns: Vec<u32> = (1..=DEFAULT_WIDTH).collect();
    rng.shuffle(&mut columns);
    columns.truncate(count);
    columns
}

/// Each of the rightmost `span` columns holds a piece with probability 1/2, in random order.
fn right_end_row(rng: &mut Rng, span: u32) -> Row {
    let mut row: Row = (DEFAULT_WIDTH - span + 1..=DEFAULT_WIDTH)
        .filter(|_| rng.chance(1, 2))
        .collect();
    rng.shuffle(&mut row);
    row
}

/// A board the referee searches at once (at most 8,000 configurations): one to three rows,
/// each a lone piece anywhere (a long walk, but a short search), empty, full, or pieces in the
/// rightmost few columns; sometimes no row, or all rows equal.
fn tiny_board(rng: &mut Rng) -> Case {
    if rng.chance(1, 30) {
        return Vec::new();
    }
    let rows = rng.range_usize(1..=3);
    let span = if rows == 3 { 6 } else { 8 };
    let row = |rng: &mut Rng| match rng.range(0..=19) {
        0..=2 => vec![rng.range(1..=u64::from(DEFAULT_WIDTH)) as u32],
        3 => Vec::new(),
        4 => random_row(rng, JUDGE_PIECES),
        5 => vec![*rng.pick(&[1, DEFAULT_WIDTH])],
        _ => {
            let span = rng.range(1..=span) as u32;
            right_end_row(rng, span)
        }
    };
    if rng.chance(1, 10) {
        let first = row(rng);
        vec![first; rows]
    } else {
        (0..rows).map(|_| row(rng)).collect()
    }
}

/// Tiny inputs: 1..=4 tiny boards, now and then no case at all.
fn tiny(rng: &mut Rng) -> Vec<Case> {
    if rng.chance(1, 40) {
        return Vec::new();
    }
    (0..rng.range_usize(1..=4))
        .map(|_| tiny_board(rng))
        .collect()
}

/// Small inputs: 1..=6 cases of 0..=15 rows of 0..=20 pieces anywhere.
fn small(rng: &mut Rng) -> Vec<Case> {
    (0..rng.range_usize(1..=6))
        .map(|_| {
            (0..rng.range_usize(0..=15))
                .map(|_| {
                    let pieces = rng.range_usize(0..=JUDGE_PIECES);
                    random_row(rng, pieces)
                })
                .collect()
        })
        .collect()
}

/// The shapes of a case at the judge's limits.
#[derive(Clone, Copy, Debug)]
enum Shape {
    /// Every row full: the longest text; nobody can move.
    Full,
    /// Any number of pieces anywhere.
    Random,
    /// 15..=20 pieces a row: few empty cells, long jumps over blocks.
    Dense,
    /// Equal pairs of random rows, each pair in random places: the case is lost.
    Pairs,
}

const SHAPES: [Shape; 4] = [Shape::Full, Shape::Random, Shape::Dense, Shape::Pairs];

/// One case of `rows` rows of the given shape.
fn case_of_shape(rng: &mut Rng, shape: Shape, rows: usize) -> Case {
    match shape {
        Shape::Full => (0..rows).map(|_| random_row(rng, JUDGE_PIECES)).collect(),
        Shape::Random => (0..rows)
            .map(|_| {
                let pieces = rng.range_usize(0..=JUDGE_PIECES);
                random_row(rng, pieces)
            })
            .collect(),
        Shape::Dense => (0..rows)
            .map(|_| {
                let pieces = rng.range_usize(15..=JUDGE_PIECES);
                random_row(rng, pieces)
            })
            .collect(),
        Shape::Pairs => {
            let mut case: Case = (0..rows / 2)
                .flat_map(|_| {
                    let pieces = rng.range_usize(0..=JUDGE_PIECES);
                    let row = random_row(rng, pieces);
                    let mut twin = row.clone();
                    rng.shuffle(&mut twin);
                    [row, twin]
                })
                .collect();
            if rows % 2 == 1 {
                case.push(random_row(rng, 1));
            }
            rng.shuffle(&mut case);
            case
        }
    }
}

/// `cases` cases of `rows` rows each: one shape for all, or (one time in five) a shape per case.
fn cases_of_shapes(rng: &mut Rng, cases: usize, rows: usize) -> Vec<Case> {
    let mixed = rng.chance(1, 5);
    let shape = *rng.pick(&SHAPES);
    (0..cases)
        .map(|_| {
            let shape = if mixed { *rng.pick(&SHAPES) } else { shape };
            case_of_shape(rng, shape, rows)
        })
        .collect()
}

/// Judge inputs: T = 100 cases of n = 1000 rows.
fn judge(rng: &mut Rng) -> Vec<Case> {
    cases_of_shapes(rng, JUDGE_CASES, JUDGE_ROWS)
}

/// Past inputs: 300 cases of 1000 rows, one case of 300,000 rows, or 100,000 cases of 1..=5
/// rows (all on the 20-column board).
fn past(rng: &mut Rng) -> Vec<Case> {
    match rng.range(0..=2) {
        0 => cases_of_shapes(rng, 3 * JUDGE_CASES, JUDGE_ROWS),
        1 => cases_of_shapes(rng, 1, 300 * JUDGE_ROWS),
        _ => (0..100_000)
            .map(|_| {
                let rows = rng.range_usize(1..=5);
                let shape = *rng.pick(&SHAPES);
                case_of_shape(rng, shape, rows)
            })
            .collect(),
    }
}

/// The inputs `cargo xtask bench` times: the judge's maximum in its worst shapes, and past it
/// more cases, one huge case, and many tiny ones.
const BENCH_CASES: &[BenchCase] = &[
    BenchCase {
        name: "judge-max-full-rows",
        size: Size::Judge,
        error: None,
        about: "T = 100 cases of 1000 full rows (m = 20): the longest text",
    },
    BenchCase {
        name: "judge-max-random-rows",
        size: Size::Judge,
        error: None,
        about: "T = 100 cases of 1000 rows of 0..=20 pieces",
    },
    BenchCase {
        name: "judge-max-pairs",
        size: Size::Judge,
        error: None,
        about: "T = 100 cases of 499 equal pairs of rows and one lone piece",
    },
    BenchCase {
        name: "more-cases",
        size: Size::Past,
        error: None,
        about: "300 cases of 1000 dense rows",
    },
    BenchCase {
        name: "one-huge-case",
        size: Size::Past,
        error: None,
        about: "one case of 300,000 random rows",
    },
    BenchCase {
        name: "many-tiny-cases",
        size: Size::Past,
        error: None,
        about: "100,000 cases of 1..=5 random rows",
    },
];

/// The cases of the bench case `name`, from a fixed seed.
fn bench_cases_named(name: &str) -> Option<Vec<Case>> {
    let mut rng = Rng::new(1);
    let mut cases_of = |count: usize, shape: Shape, rows: usize| -> Vec<Case> {
        (0..count)
            .map(|_| case_of_shape(&mut rng, shape, rows))
            .collect()
    };
    let cases = match name {
        "judge-max-full-rows" => cases_of(JUDGE_CASES, Shape::Full, JUDGE_ROWS),
        "judge-max-random-rows" => cases_of(JUDGE_CASES, Shape::Random, JUDGE_ROWS),
        "judge-max-pairs" => cases_of(JUDGE_CASES, Shape::Pairs, JUDGE_ROWS - 1),
        "more-cases" => cases_of(3 * JUDGE_CASES, Shape::Dense, JUDGE_ROWS),
        "one-huge-case" => cases_of(1, Shape::Random, 300 * JUDGE_ROWS),
        "many-tiny-cases" => {
            let mut rng = Rng::new(1);
            (0..100_000)
                .map(|_| {
                    let rows = rng.range_usize(1..=5);
                    case_of_shape(&mut rng, Shape::Random, rows)
                })
                .collect()
        }
        _ => return None,
    };
    Some(cases)
}

/// How many bytes of shrink candidates are listed at most (but always at least
/// [`MOST_CANDIDATES_ALWAYS`] candidates): the coarse steps come first, so a huge input still
/// gets its halves.
const CANDIDATE_BYTES: usize = 64 << 20;
/// The candidates listed whatever their size.
const MOST_CANDIDATES_ALWAYS: usize = 8;

impl Generator for Inputs {
    type Input = Vec<Case>;

    fn bench_cases(&self) -> &'static [BenchCase] {
        BENCH_CASES
    }

    fn bench_input(&self, name: &str) -> Option<String> {
        bench_cases_named(name).map(|cases| self.format(&cases))
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Vec<Case> {
        match size {
            Size::Tiny => tiny(rng),
            Size::Small => small(rng),
            Size::Judge => judge(rng),
            Size::Past => past(rng),
        }
    }

    fn format(&self, cases: &Vec<Case>) -> String {
        let pieces: usize = cases.iter().flatten().map(Vec::len).sum();
        let rows: usize = cases.iter().map(Vec::len).sum();
        let mut text = String::with_capacity(8 + 8 * cases.len() + 4 * rows + 3 * pieces);
        // Writing to a String cannot fail.
        let _ = writeln!(text, "{}", cases.len());
        for rows in cases {
            let _ = writeln!(text, "{}", rows.len());
            for row in rows {
                let _ = write!(text, "{}", row.len());
                for column in row {
                    let _ = write!(text, " {column}");
                }
                text.push('\n');
            }
        }
        text
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, InputError> {
        let mut input = Scanner::new(text);
        let mut reader = RowReader::default();
        let count: u32 = input.read("the number of test cases", 0..=MAX_COUNT)?;
        let mut cases = Vec::new();
        for _ in 0..count {
            let rows: u32 = input.read("the number of rows", 0..=MAX_COUNT)?;
            let mut case = Vec::new();
            for _ in 0..rows {
                case.push(reader.read_in_order(&mut input, DEFAULT_WIDTH)?.to_vec());
            }
            cases.push(case);
        }
        input.expect_end()?;
        Ok(cases)
    }

    /// Coarse to fine: drop cases (all, halves, quarters ... single cases), drop rows of a
    /// case the same way, drop one piece, move one piece one cell right onto an empty cell
    /// (a shorter game; not from column 9, whose text would grow). Capped at 64 MB of
    /// candidates for huge inputs.
    fn shrink(&self, cases: &Vec<Case>) -> Vec<Vec<Case>> {
        let length = self.format(cases).len().max(1);
        let most = (CANDIDATE_BYTES / length).max(MOST_CANDIDATES_ALWAYS);
        let mut candidates = Vec::new();
        let mut offer = |candidate: Vec<Case>| {
            if candidates.len() < most {
                candidates.push(candidate);
            }
            candidates.len() < most
        };
        for range in removal_ranges(cases.len()) {
            if !offer(without_range(cases, &range)) {
                return candidates;
            }
        }
        for (index, rows) in cases.iter().enumerate() {
            for range in removal_ranges(rows.len()) {
                let mut smaller = cases.clone();
                smaller[index] = without_range(rows, &range);
                if !offer(smaller) {
                    return candidates;
                }
            }
        }
        for (index, rows) in cases.iter().enumerate() {
            for (row_index, row) in rows.iter().enumerate() {
                for piece in 0..row.len() {
                    let mut smaller = cases.clone();
                    smaller[index][row_index].remove(piece);
                    if !offer(smaller) {
                        return candidates;
                    }
                }
            }
        }
        for (index, rows) in cases.iter().enumerate() {
            for (row_index, row) in rows.iter().enumerate() {
                for (piece, &column) in row.iter().enumerate() {
                    let to = column + 1;
                    if column == 9 || to > DEFAULT_WIDTH || row.contains(&to) {
                        continue;
                    }
                    let mut smaller = cases.clone();
                    smaller[index][row_index][piece] = to;
                    if !offer(smaller) {
                        return candidates;
                    }
                }
            }
        }
        candidates
    }

    /// The referee's verdicts when every case has at most [`REFEREE_CASE_LIMIT`] reachable
    /// boards and the input at most [`REFEREE_INPUT_LIMIT`].
    fn referee(&self, cases: &Vec<Case>) -> Option<String> {
        let mut total = 0u64;
        for rows in cases {
            let boards = reachable_boards(DEFAULT_WIDTH, rows);
            if boards > REFEREE_CASE_LIMIT {
                return None;
            }
            total += boards;
        }
        if total > REFEREE_INPUT_LIMIT {
            return None;
        }
        let mut referees = Referees::default();
        Some(
            cases
                .iter()
                .map(|rows| referees.verdict(DEFAULT_WIDTH, rows))
                .collect(),
        )
    }

    /// The judge's limits: 1..=100 cases of 1..=1000 rows (every input here is for the
    /// judge's width, 20).
    fn within_judge(&self, cases: &Vec<Case>) -> bool {
        (1..=JUDGE_CASES).contains(&cases.len())
            && cases
                .iter()
                .all(|rows| (1..=JUDGE_ROWS).contains(&rows.len()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reachable_rows_counts_placements_from_the_leftmost_piece() {
        assert_eq!(reachable_rows(20, &[]), 1);
        assert_eq!(reachable_rows(20, &[1]), 20);
        assert_eq!(reachable_rows(20, &[20, 19]), 1);
        assert_eq!(reachable_rows(20, &[13, 20]), 28); // C(8, 2)
        assert_eq!(reachable_rows(20, &(1..=20).collect::<Vec<_>>()), 1);
        assert_eq!(reachable_rows(20, &(1..=10).collect::<Vec<_>>()), 184_756);
    }
}
