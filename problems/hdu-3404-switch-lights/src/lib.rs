//! HDU 3404 "Switch lights": a product of two coin-turning games (Nim), so by the Tartan theorem
//! a light at (x, y) is worth the nim product x (*) y ([`grundy::nim_product`]; README.md).

pub mod problem;
pub mod real_rules;

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
