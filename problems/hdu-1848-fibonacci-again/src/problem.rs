//! The contract: lines `m n p` until `0 0 0`, the referee (an exhaustive search of core's
//! [`Subtraction`] rules with the Fibonacci amounts), and the claims of `--explain`.

use grundy::{Rng, Subtraction, Sum};
use harness::draw::Draw;
use harness::shape::{Cases, Num, Record, num, record, terminated};
use harness::{Bench, BenchCase, Claim, Explained, Exploration, Input, InputError, Options};
use harness::{Problem, verdict_lines};

use crate::{MAX_HEAP, fibonacci_up_to};

/// The problem: three heaps a line, until the line `0 0 0`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Fibonacci;

impl Problem for Fibonacci {
    type Shape = Cases<Record<(Num<u64>, Num<u64>, Num<u64>), [u64; 3]>>;

    /// The judge's number of lines is not stated: taken as up to 10^5, ten times that accepted.
    fn shape(&self) -> Self::Shape {
        let heap = |name| num(name, "a heap size", 1..=1000, 1..=MAX_HEAP);
        let heap = |name| heap(name).tiny(1..=12).beyond(1..=MAX_HEAP);
        let heaps = (heap("m"), heap("n"), heap("p"));
        let heaps = record(heaps, |(m, n, p)| [m, n, p], |&[m, n, p]| (m, n, p));
        let lines = num("lines", "the number of lines", 1..=100_000, 0..=1_000_000);
        terminated(&["0", "0", "0"], lines.tiny(1..=4), heaps)
    }

    fn solve(&self, lines: Input<Self>, options: &Options) -> Result<String, InputError> {
        Ok(crate::answer(&lines, options))
    }

    fn referee(&self, lines: &Input<Self>) -> Option<String> {
        verdict_lines(self.positions(lines), "Fibo", "Nacci")
    }

    fn bench(&self) -> Vec<Bench<Input<Self>>> {
        let most = BenchCase::beyond("most", "10^6 lines up to 10^6");
        let line = |rng: &mut Rng| [(); 3].map(|()| rng.range(1..=MAX_HEAP));
        vec![most.input(Draw::new(move |rng| {
            (0..1_000_000).map(|_| line(rng)).collect()
        }))]
    }

    /// A heap of n stones under every Fibonacci amount that fits in a `u64` (all those a heap
    /// can use). No family: the real set is infinite, so no window argument proves a period.
    fn explore(&self, _: &Input<Self>) -> Option<Exploration> {
        let words = "a heap of n stones, any Fibonacci amount (infinitely many: no period proved)";
        let rules = Subtraction::new(fibonacci_up_to(u64::MAX));
        Some(Exploration::by_one(rules, words, "n", |n| Some(n as u64)))
    }
}

impl Explained for Fibonacci {
    type Game = Sum<Subtraction>;

    /// The heaps in input order, in the game of the Fibonacci amounts up to the largest (24).
    fn positions(&self, lines: &Input<Self>) -> Option<(Sum<Subtraction>, Vec<Vec<u64>>)> {
        let largest = lines.iter().flatten().copied().max().unwrap_or(0);
        let positions = lines.iter().map(|heaps| heaps.to_vec()).collect();
        let game = Sum(Subtraction::new(fibonacci_up_to(largest)));
        (largest <= 24).then_some((game, positions))
    }

    fn claims(&self, lines: &Input<Self>) -> Vec<Claim<(usize, u64)>> {
        crate::decide(lines, true).map(|(_, claim)| claim).collect()
    }

    /// `take T from heap H` (heaps counted from 1), or `every move loses`.
    fn words(&self, claim: &Claim<(usize, u64)>) -> String {
        claim.say(|(heap, take)| format!("take {take} from heap {}", heap + 1))
    }
}
