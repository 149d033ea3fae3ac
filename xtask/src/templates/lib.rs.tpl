//! {{name}}: the solver. See README.md for the game and why the solution is right, and
//! `src/problem.rs` for the input's format and the contract the tests check.
//!
//! The scaffold plays Nim (take any number of stones from one pile) so that it builds and
//! passes its checks at once: replace [`problem`] and [`real_rules`] with the real game, and
//! put the solution's ideas in modules of their own beside them.

pub mod problem;
pub mod real_rules;

pub use crate::problem::ThisGame;

/// The problem, by the name the tests and [`PROGRAM`] use: rename its type freely.
pub const PROBLEM: ThisGame = ThisGame;

harness::program! {
    about: "Nim: take any number of stones from one pile; who cannot move loses.",
    format: "T games, each n piles a_1 .. a_n\n\
             output: per game, First if the player to move wins, else Second\n\
             --explain: a winning move, or that every move loses, and the Grundy values",
    example: "example",
    problem: PROBLEM,
}
