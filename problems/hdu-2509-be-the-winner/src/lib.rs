//! HDU 2509 "Be the Winner": take a run of consecutive apples from one row; whoever takes the
//! last apple loses. A row of a apples has Grundy value a, and the SJ theorem decides the
//! misère sum from those values (see README.md).

pub mod problem;

use grundy::{misere_sum_text, misere_winning_move, misere_wins};
use harness::{Claim, Explained};

pub use crate::problem::BeTheWinner;

harness::program! {
    about: "Be the Winner (HDU 2509): take a run of consecutive apples from one row; whoever takes the last apple loses.",
    format: "output: per case, Yes if the first player wins, else No\n\
             --explain: a winning move (the group, the apples taken, counted from 1) or that every\n\
             move loses, with the rows' Grundy values (a row of a apples is worth a) before and after\n\
             the judge states no number of cases: 1000 is taken as its most",
    example: "official-1",
    problem: BeTheWinner,
}

/// The claim on `rows`: keep the first t apples of one row, leaving value t (a row is its own
/// Grundy value), as `grundy::misere_winning_move` asks; or every move loses.
pub(crate) fn claim(rows: &[u64]) -> Claim<(usize, (u64, u64))> {
    let found = misere_winning_move(rows, |_, target| Some(target));
    found.map_or(Claim::Loses, |(group, kept)| {
        Claim::Wins((group, (kept, rows[group] - kept)))
    })
}

/// The line for one case, explained or not, in O(n). Each row has an apple, so a won position
/// has a move.
fn answer(rows: &[u64], explain: bool) -> String {
    let answer = if misere_wins(rows) { "Yes" } else { "No" };
    if !explain {
        return format!("{answer}\n");
    }
    let (before, claim) = (misere_sum_text(rows), claim(rows));
    let words = BeTheWinner.words(&claim);
    let Claim::Wins((group, (kept, _))) = claim else {
        return format!("{answer}  {words}: values {before}\n");
    };
    let mut after = rows.to_vec();
    after[group] = kept;
    let (row, after) = (rows[group], misere_sum_text(&after));
    format!("{answer}  {words} of {row}; values {before} -> {after}\n")
}
