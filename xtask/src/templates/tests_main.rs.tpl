//! Every check of {{name}}, in one test binary: one module per file of `tests/` (a binary per
//! file would link the workspace again for each, and repeat each referee search).

mod against_referee;
mod bad_input;
mod explain;
mod samples;
