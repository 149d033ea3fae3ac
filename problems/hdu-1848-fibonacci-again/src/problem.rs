//! The contract: lines `m n p` until `0 0 0`, the referee (an exhaustive search of core's
//! [`Subtraction`] rules with the Fibonacci amounts), and the claims of `--explain`.

use grundy::{Subtraction, Sum, nim_sum, winning_move};
use harness::shape::{Cases, Num, Record, num, record, terminated};
use harness::{
    Bench, BenchCase, Claim, Exploration, Input, InputError, Verdicts, draw::repeated, values_said,
};

use crate::{MAX_HEAP, fibonacci_up_to, values};

/// The problem: three heaps a line, until the line `0 0 0`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Fibonacci;

impl Verdicts for Fibonacci {
    type Shape = Cases<Record<(Num<u64>, Num<u64>, Num<u64>), [u64; 3]>>;
    type Game = Sum<Subtraction>;
    const VERDICTS: [&'static str; 2] = ["Fibo", "Nacci"];

    /// The judge's number of lines is not stated: taken as up to 10^5, ten times that accepted.
    fn shape(&self) -> Self::Shape {
        let heap = |name| num(name, "a heap size", 1..=1000, 1..=MAX_HEAP);
        let heap = |name| heap(name).tiny(1..=12).beyond(1..=MAX_HEAP);
        let heaps = (heap("m"), heap("n"), heap("p"));
        let heaps = record(heaps, |(m, n, p)| [m, n, p], |&[m, n, p]| (m, n, p));
        let lines = num("lines", "the number of lines", 1..=100_000, 0..=1_000_000);
        terminated(&["0", "0", "0"], lines.tiny(1..=4), heaps)
    }

    fn wins(&self, heaps: &[u64; 3]) -> Result<bool, InputError> {
        Ok(nim_sum(values(heaps).0) != 0)
    }

    /// From the first heap whose value drops when XORed with the nim-sum, the least amount
    /// leaving that value.
    fn claim(&self, heaps: &[u64; 3]) -> (Claim<(usize, u64)>, String) {
        let (values, (game, table)) = values(heaps);
        let take = |i: usize, target| game.take_to(table, heaps[i], target);
        (winning_move(&values, take).into(), values_said(&values))
    }

    /// `take T from heap H` (heaps counted from 1), or `every move loses`.
    fn words(&self, claim: &Claim<(usize, u64)>) -> String {
        claim.say(|(heap, take)| format!("take {take} from heap {}", heap + 1))
    }

    /// Each line's heaps, when none passes 24 (the Fibonacci amounts up to 24 then suffice).
    fn positions(&self, lines: &[[u64; 3]]) -> Option<(Sum<Subtraction>, Vec<Vec<u64>>)> {
        let game = Sum(Subtraction::new(fibonacci_up_to(24)));
        let small = lines.iter().flatten().all(|&heap| heap <= 24);
        small.then(|| (game, lines.iter().map(|heaps| heaps.to_vec()).collect()))
    }

    fn bench(&self) -> Vec<Bench<Vec<[u64; 3]>>> {
        let lines = repeated(1_000_000, |rng| [(); 3].map(|()| rng.range(1..=MAX_HEAP)));
        vec![BenchCase::beyond("most", "10^6 lines up to 10^6").input(lines)]
    }

    /// A heap of n stones under every Fibonacci amount that fits in a `u64` (all those a heap
    /// can use). No family: the real set is infinite, so no window argument proves a period.
    fn explore(&self, _: &Input<Self>) -> Option<Exploration> {
        let words = "a heap of n stones, any Fibonacci amount (infinitely many: no period proved)";
        let rules = Subtraction::new(fibonacci_up_to(u64::MAX));
        let heap = Exploration::by_one(rules, words, "n", |n| Some(n as u64));
        Some(heap.same_for_every_input())
    }
}
