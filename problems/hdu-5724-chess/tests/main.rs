//! Every check of this problem, in one test binary (a binary per file would link the
//! workspace eight times and repeat each referee search): one module per file of `tests/`.

mod against_referee;
mod bad_input;
mod common;
mod explain;
mod generator;
mod reduction;
mod samples;
