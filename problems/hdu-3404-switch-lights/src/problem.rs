//! The contract: T cases of n distinct lights `x y`, each answered by who wins; the referee on
//! `src/real_rules.rs`; the claim of `--explain`, which refuses a light past its search.

use grundy::{corners_move, corners_value};
use harness::shape::{List, Num, list, num};
use harness::{Answers, Claim, InputError};

use crate::VERDICTS;
use crate::real_rules::Lights;

/// The problem: T cases of lights.
#[derive(Clone, Copy, Debug, Default)]
pub struct SwitchLights;

/// A rectangle in the input's terms: its near corner (a, b), a <= x and b <= y, and the light.
pub type Rectangle = ((u64, u64), (u64, u64));

/// The largest smaller coordinate of a light `--explain` searches moves from: the move's
/// search tries every value of that side up to it.
pub const EXPLAINED: u64 = 100_000;

impl Answers for SwitchLights {
    type Shape = List<List<(Num<u64>, Num<u64>)>>;
    type Game = Lights;
    type Answer = bool;

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

    /// Whether the XOR of x (*) y over the lights is not 0.
    fn answer(&self, lights: &Vec<(u64, u64)>) -> Result<bool, InputError> {
        Ok(corners_value(lights) != 0)
    }

    fn write(&self, _: &Vec<(u64, u64)>, &wins: &bool, out: &mut String) {
        out.push_str(VERDICTS[usize::from(wins)]);
    }

    /// The winning rectangle from core's move on cells from 0 (a corner at 0 there: a line
    /// here), or that every move loses; then the value.
    ///
    /// # Errors
    /// A light whose smaller coordinate is past [`EXPLAINED`], as an error of `--explain`
    /// naming it (the plain answer has no limit).
    fn claim(
        &self,
        lights: &Vec<(u64, u64)>,
        _: &bool,
    ) -> Result<(Claim<Rectangle>, String), InputError> {
        if let Some(&(x, y)) = lights.iter().find(|&&(x, y)| x.min(y) > EXPLAINED) {
            let why =
                format!("searches moves from lights with a side up to {EXPLAINED}, not {x} {y}");
            return Err(InputError::argument("--explain", why));
        }
        let claim = corners_move(lights).map_or(Claim::Loses, |((a, b), (x, y))| {
            let near = (if a == 0 { x } else { a }, if b == 0 { y } else { b });
            Claim::Wins((near, (x, y)))
        });
        Ok((claim, format!(" (value {})", corners_value(lights))))
    }

    /// What the move switches: `switch (a, b) to (x, y)`, the four corners of a rectangle (its
    /// near corner, then the light); `switch (a, y) and (x, y)`, the two ends of a line; or
    /// `switch off the light at (x, y) alone`, a rectangle of one cell.
    fn words(&self, claim: &Claim<Rectangle>) -> String {
        claim.say(|((a, b), (x, y))| match (a == x, b == y) {
            (true, true) => format!("switch off the light at ({x}, {y}) alone"),
            (false, false) => format!("switch ({a}, {b}) to ({x}, {y})"),
            _ => format!("switch ({a}, {b}) and ({x}, {y})"),
        })
    }

    /// The lights on, as the input writes them: `lights on at (1, 2) (2, 2)`.
    fn position_words(&self, game: &Lights, &on: &u64) -> String {
        let side = game.0;
        let cells = (1..=side).flat_map(|y| (1..=side).map(move |x| (x, y)));
        let lit: Vec<String> = cells
            .filter(|&(x, y)| on >> ((y - 1) * side + x - 1) & 1 == 1)
            .map(|(x, y)| format!("({x}, {y})"))
            .collect();
        if lit.is_empty() {
            return "no light on".to_owned();
        }
        format!("lights on at {}", lit.join(" "))
    }

    /// Each case on the 3 x 3 board its lights fit in (the tiny inputs' board).
    fn positions(&self, cases: &[Vec<(u64, u64)>]) -> Option<(Lights, Vec<u64>)> {
        let small = cases.iter().flatten().all(|&(x, y)| x <= 3 && y <= 3);
        let bit = |&(x, y): &(u64, u64)| 1u64 << ((y - 1) * 3 + x - 1);
        let start = |lights: &Vec<(u64, u64)>| lights.iter().map(bit).fold(0, |on, b| on | b);
        small.then(|| (Lights(3), cases.iter().map(start).collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::Game;

    /// The lights the move switches by the real rules, as (x, y) from 1, on a 3 x 3 board.
    fn switched(rectangle: Rectangle) -> Vec<(u64, u64)> {
        let ((_, _), (x, y)) = rectangle;
        let on = 1u64 << ((y - 1) * 3 + x - 1);
        let (_, after) = Lights(3)
            .moves(&on)
            .into_iter()
            .find(|&(played, _)| played == rectangle)
            .expect("a legal move");
        let changed = on ^ after;
        (1..=3)
            .flat_map(|y| (1..=3).map(move |x| (x, y)))
            .filter(|&(x, y)| changed & (1 << ((y - 1) * 3 + x - 1)) != 0)
            .collect()
    }

    #[test]
    fn the_words_name_exactly_the_lights_the_move_switches() {
        let say = |rectangle| SwitchLights.words(&Claim::Wins(rectangle));
        // One cell: only the light itself goes off.
        assert_eq!(switched(((2, 2), (2, 2))), [(2, 2)]);
        assert_eq!(
            say(((2, 2), (2, 2))),
            "switch off the light at (2, 2) alone"
        );
        // A line: its two ends.
        assert_eq!(switched(((2, 1), (2, 3))), [(2, 1), (2, 3)]);
        assert_eq!(say(((2, 1), (2, 3))), "switch (2, 1) and (2, 3)");
        assert_eq!(switched(((1, 3), (3, 3))), [(1, 3), (3, 3)]);
        assert_eq!(say(((1, 3), (3, 3))), "switch (1, 3) and (3, 3)");
        // A rectangle: its four corners.
        assert_eq!(switched(((1, 1), (2, 2))), [(1, 1), (2, 1), (1, 2), (2, 2)]);
        assert_eq!(say(((1, 1), (2, 2))), "switch (1, 1) to (2, 2)");
        assert_eq!(SwitchLights.words(&Claim::Loses), "every move loses");
    }
}
