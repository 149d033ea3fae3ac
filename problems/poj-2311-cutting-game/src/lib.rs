//! POJ 2311 "Cutting Game" (README.md): sides of 1 by the real rules, every other sheet by the
//! Grundy table of the reduced game ([`reduced_table`]).

mod explain;
pub mod problem;
pub mod real_rules;
pub mod reduced_table;

use harness::{Claim, Explained, Options};

pub use problem::CuttingGame;
use real_rules::Sheet;
use reduced_table::GrundyTable;

harness::program! {
    about: "POJ 2311 \"Cutting Game\": cut a W x H sheet of paper along grid lines; whoever cuts \
            out a 1 x 1 sheet wins. Does the first player win?",
    format: "W H are a sheet's columns and rows; the judge sets no limit on the number of sheets\n\
             output: one line per case, WIN if the first player can force a win, else LOSE\n\
             --explain: each line, two spaces, then a winning cut (columns and rows counted from\n\
             1) or that every cut loses, and the Grundy values",
    example: "official-1",
    problem: CuttingGame,
}

/// Whether the first player wins a single `width x height` sheet, with `table` covering every
/// side of 2 or more in the case: 1 x 1 has no cut, 1 x k (k >= 2) cuts out a 1 x 1 at once,
/// and any other sheet is won exactly when its reduced Grundy value is not 0.
fn first_player_wins(table: &GrundyTable, (width, height): Sheet) -> bool {
    let (width, height) = (usize::from(width), usize::from(height));
    match (width, height) {
        (1, 1) => false,
        (1, _) | (_, 1) => true,
        _ => table.value(width, height) != 0,
    }
}

/// The answer for these sheets, as the options ask, and with `--explain` the claim on each
/// sheet ([`explain::case`]; a lost sheet's verdict is the claim's words).
fn answer(options: &Options, sheets: &[Sheet]) -> (String, Vec<Claim<(usize, real_rules::Cut)>>) {
    let largest = sheets
        .iter()
        .filter(|&&(w, h)| w >= 2 && h >= 2)
        .map(|&(w, h)| w.max(h))
        .max()
        .unwrap_or(0);
    let table = GrundyTable::new(usize::from(largest));
    let mut output = String::with_capacity(sheets.len() * 5);
    let (lose, mut claims) = (CuttingGame.words(&Claim::Loses), Vec::new());
    for &sheet in sheets {
        output.push_str(if first_player_wins(&table, sheet) {
            "WIN"
        } else {
            &lose
        });
        if options.explain() {
            output.push_str("  ");
            claims.push(explain::case(&mut output, &table, sheet));
        }
        output.push('\n');
    }
    (output, claims)
}
