//! Every check of poj-3710-christmas-game: its contract's standard checks, explored graphs too.

use poj_3710_christmas_game::{PROGRAM, problem::ChristmasGame};

grundy_tests::checks!(problem: ChristmasGame, program: PROGRAM, explored_up_to: 6);
