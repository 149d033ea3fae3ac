//! Every check of {{name}}, in one test binary. The standard checks follow from the contract
//! in `src/problem.rs`; add a module per file of `tests/` for what is the game's own (a
//! reduction's lemma, a special message).

mod standard {
    use {{crate}}::{PROBLEM, PROGRAM};

    grundy_tests::checks!(problem: PROBLEM, program: PROGRAM);
}
