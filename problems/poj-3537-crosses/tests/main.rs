//! Every check of Crosses and Crosses, in one test binary: the standard checks its contract
//! gives (`src/problem.rs`), the lemmas of README.md, the crate's own fast values, and what is
//! its own (the published list past the referee, the words of its explanations).

mod own;
mod reduction;
mod treblecross_values;

mod standard {
    use poj_3537_crosses::{Crosses, PROGRAM};

    grundy_tests::checks!(problem: Crosses, program: PROGRAM);
}
