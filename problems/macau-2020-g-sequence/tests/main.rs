//! Every check of Game on Sequence, in one test binary: the standard checks its contract gives
//! (`src/problem.rs`), the lemmas of README.md, and what is its own (other random families
//! against the referee, the words `--explain` names, its own error words).

mod own;
mod reduction;

mod standard {
    use macau_2020_g_sequence::{PROGRAM, Sequence, run};

    grundy_tests::checks!(problem: Sequence, program: PROGRAM, run: run);
}

use grundy::Referee;
use harness::shape::Shape;
use harness::{Input, Problem};
use macau_2020_g_sequence::Sequence;
use macau_2020_g_sequence::real_rules::Rules;

/// The judge's text of `input`.
fn text(input: &Input<Sequence>) -> String {
    Sequence.shape().text(input)
}

/// A fresh exhaustive search of the real rules on `sequence`, from `position`.
fn referee_wins(sequence: &[u8], position: usize) -> bool {
    Referee::new(Rules::new(sequence.to_vec())).wins(&(sequence.len(), position))
}
