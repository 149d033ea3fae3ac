//! The contract: T cases of n distinct lights `x y`; the referee on `src/real_rules.rs`; claims.

use harness::shape::{List, Num, list, num};
use harness::{Claim, Explained, Input, InputError, Options, Problem, verdict_lines};

use crate::Rectangle;
use crate::real_rules::Lights;

/// The problem: T cases of lights.
#[derive(Clone, Copy, Debug, Default)]
pub struct SwitchLights;

impl Problem for SwitchLights {
    type Shape = List<List<(Num<u64>, Num<u64>)>>;

    /// The judge's: T <= 100, n <= 1000, 1 <= x, y <= 10000; accepted: any 64-bit coordinate.
    fn shape(&self) -> Self::Shape {
        let side = |name| num(name, "a coordinate", 1..=10_000, 1..=u64::MAX);
        let side = |name| side(name).tiny(1..=3).beyond(1..=u64::MAX);
        let light = (side("x"), side("y"));
        let n = num("n", "the number of lights", 1..=1000, 1..=1_000_000).tiny(1..=4);
        let n = n.small(1..=20);
        let two = |&(x, y): &(u64, u64)| format!("two lights at {x} {y}");
        let case = list(n, light).lines().distinct(two);
        let cases = num("T", "the number of cases", 1..=100, 1..=100_000);
        list(cases.tiny(1..=3).small(1..=10), case)
    }

    fn solve(&self, cases: Input<Self>, options: &Options) -> Result<String, InputError> {
        let answer = |lights: &Vec<(u64, u64)>| crate::answer(lights, options);
        cases.iter().map(answer).collect()
    }

    fn referee(&self, cases: &Input<Self>) -> Option<String> {
        let [loses, wins] = crate::VERDICTS;
        verdict_lines(self.positions(cases), wins, loses)
    }
}

impl Explained for SwitchLights {
    type Game = Lights;

    /// Each case on the 3 x 3 board its lights fit in (the tiny inputs' board).
    fn positions(&self, cases: &Input<Self>) -> Option<(Self::Game, Vec<u64>)> {
        let small = cases.iter().flatten().all(|&(x, y)| x <= 3 && y <= 3);
        let bit = |&(x, y): &(u64, u64)| 1u64 << ((y - 1) * 3 + x - 1);
        let start = |lights: &Vec<(u64, u64)>| lights.iter().map(bit).fold(0, |on, b| on | b);
        small.then(|| (Lights(3), cases.iter().map(start).collect()))
    }

    fn claims(&self, cases: &Input<Self>) -> Vec<Claim<Rectangle>> {
        cases.iter().map(|lights| crate::claim(lights)).collect()
    }

    /// `switch (a, b) to (x, y)`: the rectangle's near corner, then the light.
    fn words(&self, claim: &Claim<Rectangle>) -> String {
        claim.say(|((a, b), (x, y))| format!("switch ({a}, {b}) to ({x}, {y})"))
    }
}
