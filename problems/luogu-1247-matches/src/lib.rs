//! luogu-1247-matches, Luogu P1247 "取火柴游戏" (the match game): Nim, whose answer is the first
//! winning move itself (README.md proves it); `src/problem.rs` is the contract and the solver.

pub mod problem;

use harness::Program;

pub use crate::problem::Matches;

/// What the binary says about itself in `--help` and `--version`.
pub const PROGRAM: Program = Program {
    name: "luogu-1247-matches",
    version: env!("CARGO_PKG_VERSION"),
    about: "Luogu P1247 (the match game): Nim, who takes the last match wins; the first winning move.",
    format: "output: a b (take a from heap b, b the first with a winning move), then the heaps\n\
             after that move; or lose if every move loses\n\
             --explain: the heaps' nim-sum, and why heap b is the first with a winning move",
    example_input: "3\n3 6 9\n",
    example_output: "4 3\n3 6 5\n",
    options: &[],
    tools: Some(&Matches),
};
