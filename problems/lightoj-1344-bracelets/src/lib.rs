//! LightOJ 1344 "Aladdin and the Game of Bracelets" (README.md). Each bracelet is valued on its
//! own ([`run_tree`]); Aladdin wins exactly when the XOR of the values is not zero, and a pick
//! `(b w)` wins exactly when it makes that XOR zero.

mod explain;
pub mod problem;
pub mod real_rules;
pub mod run_tree;

use std::fmt::Write;

use grundy::nim_sum;

pub use crate::problem::Bracelets;
use run_tree::{BraceletValues, RunTree};

/// The most pearls one bracelet may have. The solver is quadratic in a bracelet's length; at
/// this size it still answers in about a second (the judge's limit is 50).
pub const MAX_PEARLS: usize = 30_000;

/// The heaviest pearl weight accepted (weights are positive).
pub const MAX_WEIGHT: u32 = 1_000_000_000;

harness::program! {
    about: "LightOJ 1344 \"Aladdin and the Game of Bracelets\": picking a pearl removes every \
            pearl at least as heavy on its bracelet; who cannot pick loses.",
    format: "each case: n bracelets, one a line \"K w_1 .. w_K\" (K pearls and their weights)\n\
             output: per case \"Case X: Genie\", or \"Case X: Aladdin\" and a line of every\n\
             winning first pick \"(b w)\" (bracelet b, 1-based; weight w), sorted by b then w",
    example: "official-1",
    problem: Bracelets,
}

/// What each of these bracelets is worth, and what each pick on it leaves ([`RunTree`]).
fn values(bracelets: &[Vec<u32>]) -> Vec<BraceletValues> {
    let values = |pearls: &Vec<u32>| RunTree::new(pearls).values();
    bracelets.iter().map(values).collect()
}

/// Appends the verdict of case number `case` (with its explanation if `explain`) and, if
/// Aladdin wins, every winning first move.
fn write_case(output: &mut String, case: u64, bracelets: &[BraceletValues], explain: bool) {
    let total = nim_sum(bracelets.iter().map(|bracelet| bracelet.grundy));
    let winner = if total == 0 { "Genie" } else { "Aladdin" };
    // Writing to a String cannot fail.
    let _ = write!(output, "Case {case}: {winner}");
    if explain {
        let _ = write!(output, "  {}", explain::explain_case(bracelets));
    }
    output.push('\n');
    if total == 0 {
        return;
    }
    for (number, bracelet) in (1..).zip(bracelets) {
        // Picking w on this bracelet replaces its value by `left`; it wins when the new XOR is 0.
        let target = total ^ bracelet.grundy;
        for &(weight, left) in &bracelet.after_pick {
            if left == target {
                let _ = write!(output, "({number} {weight})");
            }
        }
    }
    output.push('\n');
}
