//! Every check of Game on Sequence, in one test binary: the standard checks its contract gives
//! (`src/problem.rs`), the lemmas of README.md (`reduction.rs`), and what is its own (`own.rs`).

mod own;
mod reduction;

mod standard {
    use macau_2020_g_sequence::{PROGRAM, Sequence};

    grundy_tests::checks!(problem: Sequence, program: PROGRAM);
}

use grundy::Referee;
use harness::shape::Shape;
use harness::{Input, InputError, Options, Problem};
use macau_2020_g_sequence::Sequence;
use macau_2020_g_sequence::problem::Op;
use macau_2020_g_sequence::real_rules::Rules;

/// The judge's text of `input`.
fn text(input: &Input<Sequence>) -> String {
    Sequence.shape().text(input)
}

/// The solver's plain output on `text`.
fn solve(text: &str) -> Result<String, InputError> {
    harness::solve_text(&Sequence, &Options::new(), text)
}

/// A fresh exhaustive search of the real rules on `sequence`, from `position`.
fn referee_wins(sequence: &[u8], position: usize) -> bool {
    Referee::new(Rules::new(sequence.to_vec())).wins(&(sequence.len(), position))
}

/// The output for `input`, each query decided by `wins(the sequence then, position)`.
fn output((initial, ops): &Input<Sequence>, mut wins: impl FnMut(&[u8], usize) -> bool) -> String {
    let mut sequence = initial.clone();
    let mut output = String::new();
    for op in ops {
        match *op {
            Op::Append(value) => sequence.push(value),
            Op::Query(k) => output.push_str(if wins(&sequence, k.value) {
                "Grammy\n"
            } else {
                "Alice\n"
            }),
        }
    }
    output
}
