//! Every check of hdu-3595-gg-and-mm: the standard ones its contract gives, and its explored
//! values and steps against the referees.

use hdu_3595_gg_and_mm::{PROGRAM, problem::GgAndMm};

grundy_tests::checks!(problem: GgAndMm, program: PROGRAM, explored_up_to: 8);
