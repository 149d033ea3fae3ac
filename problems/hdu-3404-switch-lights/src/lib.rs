//! HDU 3404 "Switch lights": a product of two coin-turning games (Nim), so by the Tartan theorem
//! a light at (x, y) is worth the nim product x (*) y ([`grundy::nim_product`]; README.md).

pub mod problem;
pub mod real_rules;

use grundy::{corners_move, corners_value};
use harness::{Claim, Explained, InputError, Options};

use crate::problem::SwitchLights;

/// The verdicts: the first player loses, wins.
pub const VERDICTS: [&str; 2] = ["Don't waste your time.", "Have a try, lxhgww."];

harness::program! {
    about: "Switch lights (HDU 3404): switch the corners of a rectangle whose far corner is on; who cannot move loses.",
    format: "output: per case, Have a try, lxhgww. if the first player wins, else Don't waste your time.\n\
             --explain: a winning rectangle (its near corner, then the light) or that every move\n\
             loses, and the value, the XOR of x (*) y (for coordinates up to 100000)",
    example: "official-1",
    problem: SwitchLights,
}

/// A rectangle in the input's terms: its near corner (a, b), a <= x and b <= y, and the light.
pub type Rectangle = ((u64, u64), (u64, u64));

/// The winning rectangle from core's move on cells from 0 (a corner at 0 there: a line here).
pub fn claim(lights: &[(u64, u64)]) -> Claim<Rectangle> {
    corners_move(lights).map_or(Claim::Loses, |((a, b), (x, y))| {
        let near = (if a == 0 { x } else { a }, if b == 0 { y } else { b });
        Claim::Wins((near, (x, y)))
    })
}

/// One case's line: the verdict; explained, the claim's words and the value.
fn answer(lights: &[(u64, u64)], options: &Options) -> Result<String, InputError> {
    let value = corners_value(lights);
    let verdict = VERDICTS[usize::from(value != 0)];
    if !options.explain() {
        return Ok(format!("{verdict}\n"));
    }
    const EXPLAINED: u64 = 100_000; // the move's search tries every value of a side up to it
    if let Some(&(x, y)) = lights.iter().find(|&&(x, y)| x.min(y) > EXPLAINED) {
        let why = format!("searches moves from lights with a side up to {EXPLAINED}, not {x} {y}");
        return Err(InputError::argument("--explain", why));
    }
    let words = SwitchLights.words(&claim(lights));
    Ok(format!("{verdict}  {words} (value {value})\n"))
}
