//! luogu-1247-matches, Luogu P1247 "取火柴游戏" (the match game): Nim, whose answer is the first
//! winning move itself (README.md proves it); `src/problem.rs` is the contract and the solver.

pub mod problem;

harness::program! {
    about: "Luogu P1247 (the match game): Nim, who takes the last match wins; the first winning move.",
    format: "output: a b (take a from heap b, b the first with a winning move), then the heaps\n\
             after that move; or lose if every move loses\n\
             --explain: the heaps' nim-sum, and why heap b is the first with a winning move",
    example: "official-1",
    problem: problem::Matches,
}
