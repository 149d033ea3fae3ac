//! Every check of hdu-3094-a-tree-game: the standard ones its contract (`src/problem.rs`) gives.

use hdu_3094_a_tree_game::{PROGRAM, problem::TreeGame};

grundy_tests::checks!(problem: TreeGame, program: PROGRAM, explored_up_to: 8);
