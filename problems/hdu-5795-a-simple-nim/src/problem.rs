//! The contract: T cases of n heaps; the referee, core's `8.3...` searched whole; the claims.

use grundy::{ArithmeticPeriod, Radix, Sum, TakeBreak, nim_sum, winning_move};
use harness::shape::{List, Num, list, num, total};
use harness::{
    Bench, BenchCase, Claim, Exploration, Input, InputError, Verdicts, draw::repeated, values_said,
};

use crate::{Move, value};

/// One heap's rules: take any number (digit 3 at every amount), or split in three (d0 = 8).
pub fn rules() -> TakeBreak {
    TakeBreak::parse("8.3...", Radix::Hexadecimal).expect("a hexadecimal code")
}

/// The problem: T cases, each n heaps.
#[derive(Clone, Copy, Debug, Default)]
pub struct SimpleNim;

impl Verdicts for SimpleNim {
    type Shape = List<List<Num<u64>>>;
    type Game = Sum<TakeBreak>;
    const VERDICTS: [&'static str; 2] = ["First player wins.", "Second player wins."];

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

    fn wins(&self, heaps: &Vec<u64>) -> Result<bool, InputError> {
        Ok(nim_sum(heaps.iter().map(|&n| value(n.into()))) != 0)
    }

    /// In the first heap whose value can drop to zero the XOR, a take leaving the heap of the
    /// value wanted, or, if it is 8k + 7 and wants 8k + 7, a split into 1, 2 and 8k + 4.
    fn claim(&self, heaps: &Vec<u64>) -> (Claim<Move>, String) {
        let values: Vec<u128> = heaps.iter().map(|&n| value(n.into())).collect();
        let move_to = |i: usize, target: u128| match value(target) as u64 {
            _ if target == u128::from(heaps[i]) => Some((0, vec![1, 2, heaps[i] - 3])),
            0 => Some((heaps[i], vec![])),
            left => Some((heaps[i] - left, vec![left])), // below heaps[i] (README.md)
        };
        (winning_move(&values, move_to).into(), values_said(&values))
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

    /// Each case's heaps in input order, when no case has more than 32 candies.
    fn positions(&self, cases: &[Vec<u64>]) -> Option<(Sum<TakeBreak>, Vec<Vec<u64>>)> {
        let small = |case: &Vec<u64>| case.iter().map(|&s| s.min(33)).sum::<u64>() <= 32;
        cases
            .iter()
            .all(small)
            .then(|| (Sum(rules()), cases.to_vec()))
    }

    /// Past the judge: heaps near 2^64, whose values pass `u64`.
    fn bench(&self) -> Vec<Bench<Vec<Vec<u64>>>> {
        let about = "one case of 10^6 heaps in 2^64 - 2^20..=2^64 - 1";
        let heaps = repeated(1_000_000, |rng| rng.range(u64::MAX - (1 << 20)..=u64::MAX));
        vec![BenchCase::beyond("top-heaps", about).input(heaps.map(|heaps| vec![heaps]))]
    }

    /// A heap of n under the code `8.3...`: no theorem of the tool proves a period of a code
    /// that splits a heap, so README.md's induction is declared the proof of g(n + 8) =
    /// g(n) + 8 from 1.
    fn explore(&self, _: &Input<Self>) -> Option<Exploration> {
        let words = "a heap of n candies: take any number, or split it into three";
        let period = ArithmeticPeriod {
            preperiod: 1,
            length: 8,
            saltus: 8,
        };
        let argument = "README.md, by induction on n: g(n) = n, but n + 1 for n mod 8 = 7 and \
                        n - 1 for n mod 8 = 0";
        let heap = Exploration::of_code(rules(), words).with_proved_period(period, argument);
        Some(heap.same_for_every_input())
    }
}
