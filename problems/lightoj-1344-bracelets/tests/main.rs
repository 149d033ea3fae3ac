//! Every check of Bracelets, in one test binary: the standard checks its contract gives
//! (`src/problem.rs`), the lemmas of README.md, and what is its own (more referee agreement,
//! hand arguments past the referee, its own error words).

mod own;
mod reduction;

mod standard {
    use lightoj_1344_bracelets::{Bracelets, PROGRAM, run};

    grundy_tests::standard_checks!(problem: Bracelets, program: PROGRAM, run: run);
    grundy_tests::explained_checks!(problem: Bracelets, program: PROGRAM, run: run);
}

/// The judge's text of these cases.
fn text(cases: Vec<lightoj_1344_bracelets::problem::Position>) -> String {
    use grundy::{Problem, Shape};
    lightoj_1344_bracelets::Bracelets.shape().text(&cases)
}

/// The solver's output for a valid input.
///
/// # Panics
/// If the solver rejects it.
fn solved(input: &str) -> String {
    lightoj_1344_bracelets::solve(input)
        .unwrap_or_else(|error| panic!("input {input:?} was rejected: {error}"))
}
