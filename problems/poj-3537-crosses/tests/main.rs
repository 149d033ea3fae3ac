//! Every check of Crosses and Crosses, in one test binary: the standard checks its contract
//! gives (`src/problem.rs`), the lemmas of README.md, the crate's own fast values, and what is
//! its own (more inputs against the referee, the published list far past it, its own words).

mod own;
mod reduction;
mod treblecross_values;

mod standard {
    use poj_3537_crosses::{Crosses, PROGRAM, run};

    grundy_tests::checks!(problem: Crosses, program: PROGRAM, run: run);
}

/// The judge's input text: one board length a line.
fn input(boards: &[usize]) -> String {
    boards.iter().map(|n| format!("{n}\n")).collect()
}
