//! Every check of Fibonacci again and again: the standard checks of its contract, and what
//! `cargo xtask explore` shows (a heap of n under every Fibonacci amount, up to 40).

use hdu_1848_fibonacci_again::{PROGRAM, problem::Fibonacci};

grundy_tests::checks!(problem: Fibonacci, program: PROGRAM, explored_up_to: 40);
