//! Every check of Bracelets, in one test binary: the standard checks its contract gives
//! (`src/problem.rs`, and its exploration on `official-1`), the lemmas of README.md
//! (`reduction.rs`), and what is its own (`own.rs`: hand arguments past the referee).

mod own;
mod reduction;

mod standard {
    use lightoj_1344_bracelets::{Bracelets, PROGRAM};

    grundy_tests::checks!(problem: Bracelets, program: PROGRAM, explored_up_to: 10);
}

/// The solver's output for these cases.
///
/// # Panics
/// If the solver rejects them.
fn solved(cases: Vec<lightoj_1344_bracelets::problem::Position>) -> String {
    use harness::{Options, Problem, shape::Shape};
    let text = lightoj_1344_bracelets::Bracelets.shape().text(&cases);
    harness::solve_text(&lightoj_1344_bracelets::Bracelets, &Options::new(), &text)
        .unwrap_or_else(|error| panic!("input {text:?} was rejected: {error}"))
}
