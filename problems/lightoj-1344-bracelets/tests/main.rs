//! Every check of Bracelets, in one test binary: the standard checks its contract gives
//! (`src/problem.rs`, and its exploration on `official-1`), the lemmas of README.md
//! (`reduction.rs`), and what is its own (`own.rs`: the nim-heap yardstick, and the max-size
//! sample by hand).

mod own;
mod reduction;

mod standard {
    use lightoj_1344_bracelets::{Bracelets, PROGRAM};

    grundy_tests::checks!(problem: Bracelets, program: PROGRAM, explored_up_to: 10);
}
