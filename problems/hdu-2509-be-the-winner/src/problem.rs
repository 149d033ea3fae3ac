//! The contract: the input declared once, the referee (the real rules played misère), and the
//! claims of `--explain` and their words.

use grundy::{
    ArithmeticPeriod, Misere, Sum, TakeARun, misere_sum_text, misere_winning_move, misere_wins,
};
use harness::shape::{Cases, List, Num, list, num, until_end};
use harness::{Bench, BenchCase, Claim, Exploration, Input, InputError, Verdicts, draw::repeated};

/// The problem: cases until the end of the input, each `n` and n groups of apples.
#[derive(Clone, Copy, Debug, Default)]
pub struct BeTheWinner;

impl Verdicts for BeTheWinner {
    type Shape = Cases<List<Num<u64>>>;
    type Game = Misere<Sum<TakeARun>>;
    const VERDICTS: [&'static str; 2] = ["Yes", "No"];

    fn shape(&self) -> Self::Shape {
        let cases = num("cases", "the number of cases", 1..=1000, 1..=usize::MAX);
        let n = num("n", "the number of groups", 1..=100, 1..=1_000_000).beyond(1..=3000);
        let apples = num("a_i", "the apples in a group", 1..=100, 1..=u64::MAX);
        let case = list(n.tiny(1..=5), apples.tiny(1..=4).beyond(1..=u64::MAX));
        until_end(cases.tiny(1..=3).beyond(1..=100), case)
    }

    /// The SJ theorem on the rows' values (a row of a apples is worth a), in O(n).
    fn wins(&self, rows: &Vec<u64>) -> Result<bool, InputError> {
        Ok(misere_wins(rows))
    }

    /// Keep the first t apples of one row, leaving value t, as `grundy::misere_winning_move`
    /// asks (each row has an apple, so a won position has a move); with the values before
    /// and after.
    fn claim(&self, rows: &Vec<u64>) -> (Claim<Move>, String) {
        let before = misere_sum_text(rows);
        let Some((group, kept)) = misere_winning_move(rows, |_, target| Some(target)) else {
            return (Claim::Loses, format!(": values {before}"));
        };
        let mut after = rows.clone();
        after[group] = kept;
        let why = format!(
            " of {}; values {before} -> {}",
            rows[group],
            misere_sum_text(&after)
        );
        (Claim::Wins((group, (kept, rows[group] - kept))), why)
    }

    /// `group G: take apples F to L` (all counted from 1), or `every move loses`.
    fn words(&self, claim: &Claim<Move>) -> String {
        claim.say(|(group, (first, count))| {
            let (group, first, last) = (group + 1, first + 1, first + count);
            format!("group {group}: take apples {first} to {last}")
        })
    }

    /// Each case's rows in input order, when no case has more than 20 apples.
    fn positions(&self, cases: &[Vec<u64>]) -> Option<(Self::Game, Vec<Vec<u64>>)> {
        let apples = |rows: &Vec<u64>| rows.iter().map(|&a| a.min(21)).sum::<u64>();
        let small = cases.iter().all(|rows| apples(rows) <= 20);
        small.then(|| (Misere(Sum(TakeARun)), cases.to_vec()))
    }

    fn bench(&self) -> Vec<Bench<Vec<Vec<u64>>>> {
        let rows = repeated(1_000_000, |rng| rng.range(1..=u64::MAX)).map(|rows| vec![rows]);
        vec![BenchCase::beyond("huge-rows", "one case of 10^6 rows up to 2^64 - 1").input(rows)]
    }

    /// A row of n apples, valued under normal play: the values the SJ theorem reads (the game
    /// itself is misère). No family: as an octal game it has a 7 at every length, no finite
    /// code; g(n) = n is README.md's induction, declared proved by it.
    fn explore(&self, _: &Input<Self>) -> Option<Exploration> {
        let words = "a row of n apples, normal-play values (the misère sum reads them by SJ)";
        let row = Exploration::by_one(TakeARun, words, "n", |n| Some(n as u64));
        let nim = ArithmeticPeriod {
            preperiod: 0,
            length: 1,
            saltus: 1,
        };
        let argument = "README.md, g(a) = a: a move leaves rows x + y < a, worth x ^ y < a, \
                        and keeping t < a apples leaves t";
        Some(row.with_proved_period(nim, argument).same_for_every_input())
    }
}

/// A move of the referee's game: the group (from 0) and the run taken (first from 0, count).
type Move = (usize, (u64, u64));
