//! The contract: the input declared once, the referee (the real rules played misère), and the
//! claims of `--explain` read back from their words.

use grundy::Misere;
use grundy::{Rng, Sum};
use harness::shape::{Cases, List};
use harness::shape::{Num, list, num, until_end};
use harness::{BenchCase, Claim, Explained, Exploration, Input, InputError};
use harness::{Options, Problem, Size, verdict_lines};

use crate::real_rules::Rows;

/// The problem: cases until the end of the input, each `n` and n groups of apples.
#[derive(Clone, Copy, Debug, Default)]
pub struct BeTheWinner;

/// The inputs `cargo xtask bench` times.
const BENCH_CASES: &[BenchCase] = &[
    BenchCase::answered(
        "judge-max",
        Size::Judge,
        "1000 cases of 100 groups of 100 apples",
    ),
    BenchCase::answered(
        "huge-rows",
        Size::Beyond,
        "one case of 10^6 rows up to 2^64 - 1",
    ),
];

impl Problem for BeTheWinner {
    type Shape = Cases<List<Num<u64>>>;

    fn shape(&self) -> Self::Shape {
        let cases = num("cases", "the number of cases", 1..=1000, 1..=usize::MAX);
        let n = num("n", "the number of groups", 1..=100, 1..=1_000_000).beyond(1..=3000);
        let apples = num("a_i", "the apples in a group", 1..=100, 1..=u64::MAX);
        let case = list(n.tiny(1..=5), apples.tiny(1..=4).beyond(1..=u64::MAX));
        until_end(cases.tiny(1..=3).beyond(1..=100), case)
    }

    fn solve(&self, cases: Input<Self>, options: &Options) -> Result<String, InputError> {
        let answer = |rows: &Vec<u64>| crate::answer(rows, options.explain());
        Ok(cases.iter().map(answer).collect())
    }

    fn referee(&self, cases: &Input<Self>) -> Option<String> {
        verdict_lines(self.positions(cases), "Yes", "No")
    }

    fn bench_cases(&self) -> &'static [BenchCase] {
        BENCH_CASES
    }

    fn bench_input(&self, name: &str) -> Option<Input<Self>> {
        let mut rng = Rng::new(2509);
        match name {
            "judge-max" => Some(vec![vec![100; 100]; 1000]),
            "huge-rows" => Some(vec![
                (0..1_000_000).map(|_| rng.range(1..=u64::MAX)).collect(),
            ]),
            _ => None,
        }
    }

    /// A row of n apples, valued under normal play: the values the SJ theorem reads (the game
    /// itself is misère). No family: as an octal game it has a 7 at every length, no finite code.
    fn explore(&self, _: &Input<Self>) -> Option<Exploration> {
        let words = "a row of n apples, normal-play values (the misère sum reads them by SJ)";
        Some(Exploration::by_one(Rows, words, "n", |n| Some(n as u64)))
    }
}

impl Explained for BeTheWinner {
    type Game = Misere<Sum<Rows>>;

    /// Each case's rows in input order, when no case has more than 20 apples.
    fn positions(&self, cases: &Input<Self>) -> Option<(Self::Game, Vec<Vec<u64>>)> {
        let apples = |rows: &Vec<u64>| rows.iter().map(|&a| a.min(21)).sum::<u64>();
        let small = cases.iter().all(|rows| apples(rows) <= 20);
        small.then(|| (Misere(Sum(Rows)), cases.clone()))
    }

    /// `Yes  group G: take apples F to L of A; ...` or `No  every move loses: ...`, per case.
    fn read_claims(&self, _: &Input<Self>, output: &str) -> Result<Vec<Claim<Move>>, String> {
        let claim = |line: &str| {
            if line.starts_with("No  every move loses: ") {
                return Some(Claim::Loses);
            }
            let digits = line.split(|c: char| !c.is_ascii_digit());
            let mut numbers = digits.flat_map(str::parse::<u64>);
            let (group, first, last) = (numbers.next()?, numbers.next()?, numbers.next()?);
            let words = format!("Yes  group {group}: take apples {first} to {last} of ");
            let start = first.checked_sub(1)?;
            let group = usize::try_from(group).ok()?.checked_sub(1)?;
            let claim = Claim::Wins((group, (start, last.checked_sub(first)? + 1)));
            line.starts_with(&words).then_some(claim)
        };
        Claim::read_lines(output, claim)
    }
}

/// A move of the referee's game: the group (from 0) and the run taken (first from 0, count).
type Move = (usize, (u64, u64));
