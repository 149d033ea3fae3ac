//! Strips' contract: its input declared once (the strips, then the boards: one setup, then
//! queries), who wins a board, its referee's game (`src/real_rules.rs`), the claims of
//! `--explain` and their words, its own inputs past the judge, its bench cases and what
//! `cargo xtask explore` tabulates for the input's strips.

use std::sync::Arc;

use grundy::{OctalGame, Rng, Sum};
use harness::draw::{Draw, Drawn, drawn, just, one_of};
use harness::shape::{
    At, Line, List, Num, Placed, Queries, Query, Record, SetupThen, at, line, list, num, record,
    setup_then,
};
use harness::{Bench, BenchCase, Claim, Exploration, Family, Input, InputError, Size, Verdicts};

use crate::explain::{self, COLOURS};
use crate::real_rules::{Placement, Rules};
use crate::winning_strip::StripSet;
use crate::{EXACT_BUDGET, LONGEST_INPUT, MOST_BOARDS};

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

/// The problem, as the judge asks it: `c z n`, then `m` and the `m` board lengths, a verdict a
/// board.
#[derive(Clone, Copy, Debug, Default)]
pub struct Strips;

/// The input's format: the three strip lengths on a line (with the values their boards need),
/// then the boards, one per line.
pub type Format =
    SetupThen<Record<Line<(Num<u64>, Num<u64>, Num<u64>)>, StripSet>, List<Placed<Num<u64>>>>;

/// One board, with the strips it is played with.
pub type Board = Query<StripSet, At<u64>>;

/// One strip length, with its own words for a length of 0.
fn strip(name: &'static str, colour: &'static str) -> Num<u64> {
    let words = format!("a {colour} strip length");
    num(name, words, 1..=JUDGE_LIMIT, 1..=LONGEST_INPUT)
        .tiny(1..=7)
        .small(1..=40)
        .outside(move |length| {
            (length == 0).then(|| {
                format!("a {colour} strip of length 0 cannot be placed: lengths start at 1")
            })
        })
}

/// The referee's game for these strips: a strip longer than every searched board is never
/// placed, so its exact length does not matter.
pub fn game(strips: [u64; 3]) -> Sum<Rules> {
    let lengths = strips
        .map(|length| length.min(REFEREE_LIMIT + 1) as usize)
        .to_vec();
    Sum(Rules { lengths })
}

/// An input of these strips and boards.
pub fn input([c, z, n]: [u64; 3], boards: &[u64]) -> Input<Strips> {
    let pos = harness::Pos { line: 0, column: 0 };
    let queries = boards.iter().map(|&value| At { value, pos }).collect();
    Queries {
        setup: Arc::new(StripSet::new([c, z, n])),
        queries,
    }
}

/// `count` boards of 1..=`longest` cells, one of them `longest`.
fn random_boards(rng: &mut Rng, count: usize, longest: u64) -> Vec<u64> {
    let mut boards: Vec<u64> = (0..count).map(|_| rng.range(1..=longest)).collect();
    boards[rng.range_usize(0..=count - 1)] = longest;
    boards
}

impl Verdicts for Strips {
    type Shape = Drawn<Format>;
    type Game = Sum<Rules>;
    const VERDICTS: [&'static str; 2] = ["1", "2"];

    /// The shape's own draw up to the judge; past it, periodic strip sets with boards up to 10^18
    /// (three times in four), or any strips with boards up to the exact budget (the slowest).
    fn shape(&self) -> Self::Shape {
        let count = num("m", "the number of boards", 1..=1000, 1..=MOST_BOARDS)
            .tiny(1..=6)
            .small(1..=20);
        let board = num("p", "a board length", 1..=JUDGE_LIMIT, 1..=LONGEST_INPUT)
            .tiny(1..=18)
            .small(1..=300);
        let strips = (strip("c", "red"), strip("z", "green"), strip("n", "blue"));
        let exact = Draw::new(|rng| {
            let strips = [(); 3].map(|()| rng.range(1..=JUDGE_LIMIT));
            let count = rng.range_usize(1..=1000);
            input(strips, &random_boards(rng, count, EXACT_BUDGET as u64))
        });
        let periodic = Draw::new(|rng| {
            let mut strips = *rng.pick(&PERIODIC_STRIPS);
            rng.shuffle(&mut strips);
            let any = rng.range_usize(1..=100_000);
            let count = *rng.pick(&[100_000, any]);
            let mut boards = random_boards(rng, count, LONGEST_INPUT);
            for board in boards.iter_mut().step_by(10) {
                *board = rng.range(1..=JUDGE_LIMIT);
            }
            boards[0] = LONGEST_INPUT;
            input(strips, &boards)
        });
        let boards = list(count, at(board)).lines();
        let strips = record(
            line(strips),
            |(c, z, n)| StripSet::new([c, z, n]),
            |&StripSet {
                 lengths: [c, z, n], ..
             }| (c, z, n),
        );
        drawn(setup_then(strips, boards), |own| {
            one_of(vec![
                (1, own.at(&[Size::Tiny, Size::Small, Size::Judge])),
                (1, exact.at(&[Size::Beyond])),
                (3, periodic.at(&[Size::Beyond])),
            ])
        })
    }

    /// `g(p) != 0` (`src/winning_strip.rs`); past the budget, through a certified period.
    fn wins(&self, board: &Board) -> Result<bool, InputError> {
        board.setup.with(|moves| moves.wins(&board.query))
    }

    /// The board's first winning strip, or that every move loses, and the Grundy values.
    fn claim(&self, board: &Board) -> (Claim<(usize, Placement)>, String) {
        board
            .setup
            .with(|moves| explain::board(moves, board.query.value))
    }

    /// `place the <colour> strip on cell A` or `on cells A..B` (counted from 1), or `every
    /// move loses`.
    fn words(&self, claim: &Claim<(usize, Placement)>) -> String {
        claim.say(|&(_, Placement { kind, offset, len })| {
            let cells = match len {
                1 => format!("cell {}", offset + 1),
                _ => format!("cells {}..{}", offset + 1, offset + len),
            };
            format!("place the {} strip on {cells}", COLOURS[kind])
        })
    }

    /// Each board alone, under the strips the boards share, when none passes the limit.
    fn positions(&self, boards: &[Board]) -> Option<(Sum<Rules>, Vec<Vec<usize>>)> {
        let searchable = boards
            .iter()
            .all(|board| board.query.value <= REFEREE_LIMIT);
        let game = game(boards.first()?.setup.lengths);
        let position = |board: &Board| game.position([board.query.value as usize]);
        let positions = searchable.then(|| boards.iter().map(position).collect())?;
        Some((game, positions))
    }

    /// Besides `judge-max` (strips of 1000 only: one fits): short strips on the longest boards,
    /// and past the judge the budget of exact values, the most boards answered through a
    /// period, and a search for one that ends at the budget.
    fn bench(&self) -> Vec<Bench<Input<Strips>>> {
        let long_strips = "strips 1, 2, 1000, 1,000 boards of 1000";
        let long_strips = BenchCase::judge("judge-max-long-strips", long_strips);
        let exact = "strips 4, 7, 9 (no quick period), one board of 2^16: every value computed";
        let exact = BenchCase::beyond("exact-budget", exact);
        let many = "strips 2, 2, 2, 100,000 boards up to 10^18, through the period";
        let many = BenchCase::beyond("many-huge-boards", many);
        let past = "strips 4, 7, 9 and a board of 10^18: no period within the budget";
        let past = BenchCase::rejected("past-the-budget", Size::Beyond, "no period", past);
        vec![
            long_strips.input(just(input([1, 2, JUDGE_LIMIT], &[JUDGE_LIMIT; 1000]))),
            exact.input(just(input([4, 7, 9], &[EXACT_BUDGET as u64]))),
            many.input(Draw::new(|rng| {
                input([2, 2, 2], &random_boards(rng, 100_000, LONGEST_INPUT))
            })),
            past.input(just(input([4, 7, 9], &[LONGEST_INPUT]))),
        ]
    }

    /// A board of n cells under the input's strips: the octal game with digit 7 at each strip
    /// length, named as the family unless a strip is too long for its code (past the budget).
    fn explore(&self, input: &Input<Strips>) -> Option<Exploration> {
        let lengths = input.setup.lengths.map(|length| length as usize);
        let rules = Rules {
            lengths: lengths.to_vec(),
        };
        let board = Exploration::by_one(rules, "a board of n empty cells", "n", Some);
        if lengths.iter().any(|&length| length > EXACT_BUDGET) {
            return Some(board);
        }
        Some(board.with_family(Family::Octal(OctalGame::from_removable_blocks(lengths))))
    }
}
