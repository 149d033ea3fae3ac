//! Every check of Fibonacci again and again: the standard checks of its contract.

mod standard {
    use hdu_1848_fibonacci_again::{PROGRAM, problem::Fibonacci, run};

    grundy_tests::standard_checks!(problem: Fibonacci, program: PROGRAM, run: run);
    grundy_tests::explained_checks!(problem: Fibonacci, program: PROGRAM, run: run);
}
