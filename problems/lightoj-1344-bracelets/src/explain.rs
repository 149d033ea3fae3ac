//! `--explain`: why a case's verdict is right (README.md, "Explain"): the bracelets' Grundy
//! values and their nim-sum, and one listed pick worked through, or that every pick loses.

use grundy::{nim_sum, nim_sum_text, winning_move};
use harness::{Claim, Explained};

use crate::Bracelets;
use crate::run_tree::BraceletValues;

/// The explanation of one case, appended (after two spaces) to its `Case X: ...` line.
///
/// # Complexity
/// O(n + picks on the one bracelet named) for n bracelets.
pub(crate) fn explain_case(bracelets: &[BraceletValues]) -> String {
    let values: Vec<u32> = bracelets.iter().map(|bracelet| bracelet.grundy).collect();
    let claim = claim(bracelets);
    let words = Bracelets.words(&claim);
    let Claim::Wins((index, _)) = claim else {
        if bracelets.is_empty() {
            return format!("{words}: there is no pearl to pick; Grundy value 0");
        }
        return format!(
            "{words}: {}, and a pick changes exactly one of them",
            values_text(&values)
        );
    };
    let was = values[index];
    let mut after = values.clone();
    after[index] = was ^ nim_sum(values.iter().copied());
    let number = index + 1;
    format!(
        "{}; each listed pick leaves a nim-sum of 0, e.g. {words}: what is left of bracelet \
         {number} is worth {} (was {was}), so the nim-sum is {}",
        values_text(&values),
        after[index],
        nim_sum_text(&after)
    )
}

/// The claim the explanation of a case makes: the pick it works through (bracelet from 0 and
/// weight, as the referee labels it; the first bracelet it can bring to the value that makes
/// the nim-sum 0), or that every pick loses.
///
/// # Complexity
/// O(n + picks on the one bracelet named) for n bracelets.
pub(crate) fn claim(bracelets: &[BraceletValues]) -> Claim<(usize, u32)> {
    let values: Vec<u32> = bracelets.iter().map(|bracelet| bracelet.grundy).collect();
    // The pick on bracelet `index` that leaves what is left of it worth `target`.
    let pick_leaving = |index: usize, target: u32| {
        bracelets[index]
            .after_pick
            .iter()
            .find(|&&(_, left)| left == target)
            .map(|&(weight, _)| weight)
    };
    winning_move(&values, pick_leaving).map_or(Claim::Loses, Claim::Wins)
}

/// `Grundy value 3` for one bracelet, `Grundy values 2 ^ 1 = 3` for several.
fn values_text(values: &[u32]) -> String {
    let plural = if values.len() == 1 { "" } else { "s" };
    format!("Grundy value{plural} {}", nim_sum_text(values))
}
