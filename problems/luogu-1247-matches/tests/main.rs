//! Every check of luogu-1247-matches: the standard checks its contract (`src/problem.rs`) gives.

use luogu_1247_matches::{Matches, PROGRAM, run};

grundy_tests::standard_checks!(problem: Matches, program: PROGRAM, run: run);
grundy_tests::explained_checks!(problem: Matches, program: PROGRAM, run: run);
