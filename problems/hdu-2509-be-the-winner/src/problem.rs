//! The contract: the input declared once, the referee (the real rules played misère), and the
//! claims of `--explain` and their words.

use grundy::{Misere, Rng, Sum, TakeARun};
use harness::draw::Draw;
use harness::shape::{Cases, List, Num, list, num, until_end};
use harness::{Bench, BenchCase, Claim, Explained, Exploration, Input, InputError};
use harness::{Options, Problem, verdict_lines};

/// The problem: cases until the end of the input, each `n` and n groups of apples.
#[derive(Clone, Copy, Debug, Default)]
pub struct BeTheWinner;

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

    fn bench(&self) -> Vec<Bench<Input<Self>>> {
        let huge = BenchCase::beyond("huge-rows", "one case of 10^6 rows up to 2^64 - 1");
        let rows = |rng: &mut Rng| vec![(0..1_000_000).map(|_| rng.range(1..=u64::MAX)).collect()];
        vec![huge.input(Draw::new(rows))]
    }

    /// A row of n apples, valued under normal play: the values the SJ theorem reads (the game
    /// itself is misère). No family: as an octal game it has a 7 at every length, no finite code.
    fn explore(&self, _: &Input<Self>) -> Option<Exploration> {
        let words = "a row of n apples, normal-play values (the misère sum reads them by SJ)";
        let row = |n| Some(n as u64);
        Some(Exploration::by_one(TakeARun, words, "n", row))
    }
}

impl Explained for BeTheWinner {
    type Game = Misere<Sum<TakeARun>>;

    /// Each case's rows in input order, when no case has more than 20 apples.
    fn positions(&self, cases: &Input<Self>) -> Option<(Self::Game, Vec<Vec<u64>>)> {
        let apples = |rows: &Vec<u64>| rows.iter().map(|&a| a.min(21)).sum::<u64>();
        let small = cases.iter().all(|rows| apples(rows) <= 20);
        small.then(|| (Misere(Sum(TakeARun)), cases.clone()))
    }

    fn claims(&self, cases: &Input<Self>) -> Vec<Claim<Move>> {
        cases.iter().map(|rows| crate::claim(rows)).collect()
    }

    /// `group G: take apples F to L` (all counted from 1), or `every move loses`.
    fn words(&self, claim: &Claim<Move>) -> String {
        claim.say(|(group, (first, count))| {
            let (group, first, last) = (group + 1, first + 1, first + count);
            format!("group {group}: take apples {first} to {last}")
        })
    }
}

/// A move of the referee's game: the group (from 0) and the run taken (first from 0, count).
type Move = (usize, (u64, u64));
