//! Every check, in one test binary: the standard checks from the contract in
//! `src/problem.rs`, and the lemmas README.md rests on (`reduction.rs`).

mod reduction;

mod standard {
    use hdu_2509_be_the_winner::{BeTheWinner, PROGRAM};

    // The exploration shows normal-play values (what the SJ theorem reads), decided by the
    // normal-play referee on the same rows.
    grundy_tests::checks!(problem: BeTheWinner, program: PROGRAM, explored_up_to: 10);
}
