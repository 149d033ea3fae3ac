//! Every check of hdu-3094-a-tree-game: the standard ones its contract (`src/problem.rs`) gives.

use hdu_3094_a_tree_game::{PROBLEM, PROGRAM};

grundy_tests::checks!(problem: PROBLEM, program: PROGRAM, explored_up_to: 8);
