//! The contract: T cases of n heaps; the referee, core's `8.3...` searched whole; the claims.

use grundy::{Radix, Rng, Sum, TakeBreak};
use harness::draw::Draw;
use harness::shape::{List, Num, list, num, total};
use harness::{Bench, BenchCase, Claim, Explained, Exploration, Input, InputError, Options};
use harness::{Problem, Scanner, verdict_lines};

use crate::{Move, VERDICTS};

/// One heap's rules: take any number (digit 3 at every amount), or split in three (d0 = 8).
pub fn rules() -> TakeBreak {
    TakeBreak::parse("8.3...", Radix::Hexadecimal).expect("a hexadecimal code")
}

/// The problem: T cases, each n heaps.
#[derive(Clone, Copy, Debug, Default)]
pub struct SimpleNim;

impl Problem for SimpleNim {
    type Shape = List<List<Num<u64>>>;

    /// No total is stated (100 cases of 10^6 heaps: 1.1 GB): taken as 10^6 heaps in all, 10^8
    /// accepted, a case up to 10^7 (the case answered is held).
    fn shape(&self) -> Self::Shape {
        let sum = total("the sum of n", 1_000_000, 100_000_000);
        let cases = num("T", "the number of cases", 1..=100, 1..=1_000_000).starts(&sum);
        let n = num("n", "the number of heaps", 1..=1_000_000, 1..=10_000_000).summed(&sum);
        let heap = num("s_i", "a heap size", 1..=1_000_000_000, 1..=u64::MAX).tiny(1..=9);
        let case = list(n.tiny(1..=3).beyond(1..=1000), heap.beyond(1..=u64::MAX));
        list(cases.tiny(1..=3).beyond(1..=200), case).lines()
    }

    fn solve(&self, cases: Input<Self>, options: &Options) -> Result<String, InputError> {
        let answer = |case: &Vec<u64>| crate::answer(case, options);
        Ok(cases.iter().map(answer).collect())
    }

    /// A case at a time: never all the cases held.
    fn solve_streaming(&self, scan: &mut Scanner, options: &Options) -> Result<String, InputError> {
        let answer = |case: Vec<u64>| crate::answer(&case, options);
        self.shape().answer_each(scan, answer)
    }

    fn referee(&self, cases: &Input<Self>) -> Option<String> {
        verdict_lines(self.positions(cases), VERDICTS[1], VERDICTS[0])
    }

    /// Past the judge: heaps near 2^64, whose values pass `u64`.
    fn bench(&self) -> Vec<Bench<Input<Self>>> {
        let about = "one case of 10^6 heaps in 2^64 - 2^20..=2^64 - 1";
        let heap = |rng: &mut Rng| rng.range(u64::MAX - (1 << 20)..=u64::MAX);
        let case = Draw::new(move |rng| vec![(0..1_000_000).map(|_| heap(rng)).collect()]);
        vec![BenchCase::beyond("top-heaps", about).input(case)]
    }

    /// A heap of n, from the rules (no family: `8.3...` is no finite octal code).
    fn explore(&self, _: &Input<Self>) -> Option<Exploration> {
        let words = "a heap of n candies: take any number, or split it into three";
        Some(Exploration::by_one(rules(), words, "n", |n| Some(n as u64)))
    }
}

impl Explained for SimpleNim {
    type Game = Sum<TakeBreak>;

    /// Each case's heaps in input order, when no case has more than 32 candies.
    fn positions(&self, cases: &Input<Self>) -> Option<(Sum<TakeBreak>, Vec<Vec<u64>>)> {
        let small = |case: &Vec<u64>| case.iter().map(|&s| s.min(33)).sum::<u64>() <= 32;
        let game = || (Sum(rules()), cases.clone());
        cases.iter().all(small).then(game)
    }

    fn claims(&self, cases: &Input<Self>) -> Vec<Claim<Move>> {
        cases.iter().map(|case| crate::claim(case)).collect()
    }

    /// `split heap H into a, b and c` or `take T from heap H, leaving L` (heaps from 1).
    fn words(&self, claim: &Claim<Move>) -> String {
        claim.say(|(i, (taken, left))| {
            let (heap, rest) = (i + 1, left.iter().sum::<u64>());
            match left[..] {
                [a, b, c] => format!("split heap {heap} into {a}, {b} and {c}"),
                _ => format!("take {taken} from heap {heap}, leaving {rest}"),
            }
        })
    }
}
