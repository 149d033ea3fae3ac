//! Every check of Strips, in one test binary: the standard checks its contract gives
//! (`src/problem.rs`), the lemmas of README.md, and what is its own (hand arguments far past
//! the referee, its own error words).

mod own;
mod reduction;

mod standard {
    use bzoj_2940_strips::{PROGRAM, Strips, run};

    grundy_tests::standard_checks!(problem: Strips, program: PROGRAM, run: run);
    grundy_tests::explained_checks!(problem: Strips, program: PROGRAM, run: run);
}

/// The judge's text of these strips and boards.
fn text(strips: [u64; 3], boards: &[u64]) -> String {
    use grundy::Shape;
    let input = bzoj_2940_strips::problem::input(strips, boards);
    grundy::Problem::shape(&bzoj_2940_strips::Strips).text(&input)
}
