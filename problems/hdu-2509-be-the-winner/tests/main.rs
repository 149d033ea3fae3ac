//! Every check of Be the Winner: the standard checks from the contract in `src/problem.rs`. The
//! lemma README.md rests on, g(a) = a, is core's (`grundy::TakeARun`'s tests).

use hdu_2509_be_the_winner::{BeTheWinner, PROGRAM};

// The exploration shows normal-play values (what the SJ theorem reads), decided by the
// normal-play referee on the same rows.
grundy_tests::checks!(problem: BeTheWinner, program: PROGRAM, explored_up_to: 10);
