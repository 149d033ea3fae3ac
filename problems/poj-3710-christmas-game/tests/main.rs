//! Every check of poj-3710-christmas-game: the standard ones its contract gives.

use poj_3710_christmas_game::{PROBLEM, PROGRAM};

grundy_tests::checks!(problem: PROBLEM, program: PROGRAM);
