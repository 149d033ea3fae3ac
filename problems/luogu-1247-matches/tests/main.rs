//! Every check of luogu-1247-matches: the standard checks of its contract and its exploration.

use luogu_1247_matches::{PROGRAM, problem::Matches};

grundy_tests::checks!(problem: Matches, program: PROGRAM, explored_up_to: 24);
