//! HDU 2509 "Be the Winner": take a run of consecutive apples from one row; whoever takes the
//! last apple loses. A row of a apples has Grundy value a, and the SJ theorem decides the
//! misère sum from those values (see README.md).

pub mod problem;
pub mod real_rules;

use grundy::{misere_sum_text, misere_winning_move, misere_wins};
use harness::{InputError, Options, Program};

pub use crate::problem::BeTheWinner;

/// What the binary says about itself in `--help` and `--version` (the input's lines come from
/// the shape in `src/problem.rs`).
pub const PROGRAM: Program = Program {
    name: "hdu-2509-be-the-winner",
    version: env!("CARGO_PKG_VERSION"),
    about: "Be the Winner (HDU 2509): take a run of consecutive apples from one row; whoever takes the last apple loses.",
    format: "output: per case, Yes if the first player wins, else No\n\
             --explain: a winning move (the group, the apples taken, counted from 1) or that every\n\
             move loses, with the rows' Grundy values (a row of a apples is worth a) before and after\n\
             the judge states no number of cases: 1000 is taken as its most",
    example_input: "2\n2 2\n1\n3\n",
    example_output: "No\nYes\n",
    options: &[],
    tools: Some(&BeTheWinner),
};

/// The whole output for the whole input, or its first error (where and what).
pub fn run(options: &Options, input: &str) -> Result<String, InputError> {
    harness::solve_text(&BeTheWinner, options, input)
}

/// The line for one case, explained or not, in O(n). The rows are their own Grundy values, and
/// each has an apple, so a won position has a move.
fn answer(rows: &[u64], explain: bool) -> String {
    let answer = if misere_wins(rows) { "Yes" } else { "No" };
    if !explain {
        return format!("{answer}\n");
    }
    let before = misere_sum_text(rows);
    // Keeping the first t apples of a row leaves value t.
    let Some((group, kept)) = misere_winning_move(rows, |_, target| Some(target)) else {
        return format!("{answer}  every move loses: values {before}\n");
    };
    let mut after = rows.to_vec();
    after[group] = kept;
    let (row, first, after) = (rows[group], kept + 1, misere_sum_text(&after));
    let take = format!("group {}: take apples {first} to {row} of {row}", group + 1);
    format!("{answer}  {take}; values {before} -> {after}\n")
}
