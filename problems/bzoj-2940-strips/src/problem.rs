//! Strips' contract: its input declared once, its referee (an exhaustive search of
//! `src/real_rules.rs`), the claims of `--explain` and their words, its own inputs past the
//! judge and its bench cases.
//!
//! Tiny inputs (what the referee searches at once): strips of 1..=7 cells, 1..=6 boards of
//! 1..=18. Small: strips of 1..=40, 1..=20 boards of 1..=300. Judge: every number in 1..=1000.
//! Past: up to 100,000 boards of up to 10^18 cells for the strip sets whose period is certified
//! quickly, or up to 1,000 boards of up to [`EXACT_BUDGET`] cells for any strips.

use grundy::{OctalGame, Referee, Rng, Sum};
use harness::shape::{At, Line, List, Num, Placed, Shape, at, line, list, num};
use harness::{
    BenchCase, Claim, Explained, Exploration, Family, Input, InputError, Options, Problem, Size,
};

use crate::explain::{COLOURS, claim};
use crate::real_rules::{Placement, Rules};
use crate::winning_strip::WinningStrips;
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

/// The problem: `c z n`, then `m` and the `m` board lengths.
#[derive(Clone, Copy, Debug, Default)]
pub struct Strips;

/// The input's format: the three strip lengths on a line, then the boards, one per line.
pub type Format = (Line<(Num<u64>, Num<u64>, Num<u64>)>, List<Placed<Num<u64>>>);

/// One strip length, with its own words for a length of 0.
fn strip(name: &'static str, colour: &'static str) -> Num<u64> {
    num(
        name,
        format!("a {colour} strip length"),
        1..=JUDGE_LIMIT,
        1..=LONGEST_INPUT,
    )
    .tiny(1..=7)
    .small(1..=40)
    .outside(move |length| {
        (length == 0)
            .then(|| format!("a {colour} strip of length 0 cannot be placed: lengths start at 1"))
    })
}

/// The strip lengths of an input.
fn strips(input: &Input<Strips>) -> [u64; 3] {
    let (c, z, n) = input.0;
    [c, z, n]
}

/// The referee's game for these strips: a strip longer than every searched board is never
/// placed, so its exact length does not matter.
pub fn game(strips: [u64; 3]) -> Sum<Rules> {
    let lengths = strips.map(|length| length.min(REFEREE_LIMIT + 1) as usize);
    Sum(Rules {
        lengths: lengths.to_vec(),
    })
}

/// An input of these strips and boards.
pub fn input(strips: [u64; 3], boards: &[u64]) -> Input<Strips> {
    let placed = |&value: &u64| At {
        value,
        pos: harness::Pos { line: 0, column: 0 },
    };
    (
        (strips[0], strips[1], strips[2]),
        boards.iter().map(placed).collect(),
    )
}

/// `count` boards of 1..=`longest` cells, one of them `longest`.
fn random_boards(rng: &mut Rng, count: usize, longest: u64) -> Vec<u64> {
    let mut boards: Vec<u64> = (0..count).map(|_| rng.range(1..=longest)).collect();
    boards[rng.range_usize(0..=count - 1)] = longest;
    boards
}

/// The inputs `cargo xtask bench` times: the judge's maximum, and past it the budget of exact
/// values and the most boards answered through a period.
const BENCH_CASES: &[BenchCase] = &[
    BenchCase::answered(
        "judge-max-every-board",
        Size::Judge,
        "strips 7, 13, 29, every board 1..=1000",
    ),
    BenchCase::answered(
        "judge-max-long-strips",
        Size::Judge,
        "strips 1, 2, 1000, 1,000 boards of 1000",
    ),
    BenchCase::answered(
        "exact-budget",
        Size::Beyond,
        "strips 4, 7, 9 (no quick period), one board of 2^16: every value computed",
    ),
    BenchCase::answered(
        "many-huge-boards",
        Size::Beyond,
        "strips 2, 2, 2, 100,000 boards up to 10^18, through the period",
    ),
    BenchCase::rejected(
        "past-the-budget",
        Size::Beyond,
        "no period",
        "strips 4, 7, 9 and a board of 10^18: no period within the budget",
    ),
];

impl Problem for Strips {
    type Shape = Format;

    fn shape(&self) -> Format {
        let count = num("m", "the number of boards", 1..=1000, 1..=MOST_BOARDS)
            .tiny(1..=6)
            .small(1..=20);
        let board = num("p", "a board length", 1..=JUDGE_LIMIT, 1..=LONGEST_INPUT)
            .tiny(1..=18)
            .small(1..=300);
        let strips = (strip("c", "red"), strip("z", "green"), strip("n", "blue"));
        (line(strips), list(count, at(board)).lines())
    }

    fn solve(&self, input: Input<Self>, options: &Options) -> Result<String, InputError> {
        let boards: Vec<_> = input.1.iter().map(|b| (b.value, b.pos)).collect();
        crate::answer(options, &strips(&input), &boards)
    }

    fn referee(&self, input: &Input<Self>) -> Option<String> {
        let (game, positions) = self.positions(input)?;
        let mut referee = Referee::new(game);
        Some(
            positions
                .iter()
                .map(|board| if referee.wins(board) { "1\n" } else { "2\n" })
                .collect(),
        )
    }

    /// Past the judge: periodic strip sets with boards up to 10^18 (three times in four), or
    /// any strips with boards up to the exact budget (the slowest shape).
    fn generate(&self, rng: &mut Rng, size: Size) -> Input<Self> {
        if size != Size::Beyond {
            return self.shape().generate(rng, size);
        }
        if rng.chance(1, 4) {
            let strips = [(); 3].map(|()| rng.range(1..=JUDGE_LIMIT));
            let count = rng.range_usize(1..=1000);
            return input(strips, &random_boards(rng, count, EXACT_BUDGET as u64));
        }
        let mut strips = *rng.pick(&PERIODIC_STRIPS);
        rng.shuffle(&mut strips);
        let any = rng.range_usize(1..=100_000);
        let count = *rng.pick(&[100_000, any]);
        let mut boards = random_boards(rng, count, LONGEST_INPUT);
        boards
            .iter_mut()
            .step_by(10)
            .for_each(|p| *p = rng.range(1..=JUDGE_LIMIT));
        boards[0] = LONGEST_INPUT;
        input(strips, &boards)
    }

    /// Boards past the exact budget only with strips whose period is certified quickly.
    fn answers(&self, input: &Input<Self>) -> bool {
        let mut sorted = strips(input);
        sorted.sort_unstable();
        input
            .1
            .iter()
            .all(|board| board.value <= EXACT_BUDGET as u64)
            || PERIODIC_STRIPS.iter().any(|periodic| {
                let mut periodic = *periodic;
                periodic.sort_unstable();
                periodic == sorted
            })
    }

    fn bench_cases(&self) -> &'static [BenchCase] {
        BENCH_CASES
    }

    fn bench_input(&self, name: &str) -> Option<Input<Self>> {
        let mut rng = Rng::new(1);
        let (strips, boards) = match name {
            "judge-max-every-board" => ([7, 13, 29], (1..=JUDGE_LIMIT).collect()),
            "judge-max-long-strips" => ([1, 2, JUDGE_LIMIT], vec![JUDGE_LIMIT; 1000]),
            "exact-budget" => ([4, 7, 9], vec![EXACT_BUDGET as u64]),
            "many-huge-boards" => ([2, 2, 2], random_boards(&mut rng, 100_000, LONGEST_INPUT)),
            "past-the-budget" => ([4, 7, 9], vec![LONGEST_INPUT]),
            _ => return None,
        };
        Some(input(strips, &boards))
    }

    /// A board of n cells under the input's strips: the octal game with digit 7 at each strip
    /// length, named as the family unless a strip is too long for its code (past the budget).
    fn explore(&self, input: &Input<Self>) -> Option<Exploration> {
        let lengths = strips(input).map(|length| length as usize);
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

impl Explained for Strips {
    type Game = Sum<Rules>;

    fn positions(&self, input: &Input<Self>) -> Option<(Sum<Rules>, Vec<Vec<usize>>)> {
        let boards = &input.1;
        if boards.iter().any(|board| board.value > REFEREE_LIMIT) {
            return None;
        }
        let game = game(strips(input));
        let positions = boards
            .iter()
            .map(|board| game.position([board.value as usize]))
            .collect();
        Some((game, positions))
    }

    /// Each board's first winning strip (`src/winning_strip.rs`), or that every move loses.
    fn claims(&self, input: &Input<Self>) -> Vec<Claim<(usize, Placement)>> {
        let strips = strips(input);
        let boards: Vec<_> = input.1.iter().map(|b| (b.value, b.pos)).collect();
        let values = crate::grundy_values(&strips, &boards).expect("an answered input");
        let mut moves = WinningStrips::new(&values, &strips);
        let on = |&(cells, _): &(u64, _)| claim(&mut moves, cells, values.at(cells));
        boards.iter().map(on).collect()
    }

    /// `place the <colour> strip on cell A` or `on cells A..B` (counted from 1), or `every
    /// move loses`.
    fn words(&self, claim: &Claim<(usize, Placement)>) -> String {
        let Claim::Wins((_, Placement { kind, offset, len })) = *claim else {
            return "every move loses".to_owned();
        };
        let cells = match len {
            1 => format!("cell {}", offset + 1),
            _ => format!("cells {}..{}", offset + 1, offset + len),
        };
        format!("place the {} strip on {cells}", COLOURS[kind])
    }
}
