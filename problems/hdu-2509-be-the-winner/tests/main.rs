//! Every check, in one test binary: the standard checks from the contract in
//! `src/problem.rs`, and the lemmas README.md rests on (`reduction.rs`).

mod reduction;

mod standard {
    use hdu_2509_be_the_winner::{BeTheWinner, PROGRAM, run};

    grundy_tests::standard_checks!(problem: BeTheWinner, program: PROGRAM, run: run);
    grundy_tests::explained_checks!(problem: BeTheWinner, program: PROGRAM, run: run);
}
