//! Every check of A Simple Nim: the standard ones from its contract, and the formula's own.

mod reduction;

use hdu_5795_a_simple_nim::{PROGRAM, problem::SimpleNim};

grundy_tests::checks!(problem: SimpleNim, program: PROGRAM, explored_up_to: 12);
