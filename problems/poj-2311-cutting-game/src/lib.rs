//! POJ 2311 "Cutting Game" (README.md): sides of 1 by the real rules, every other sheet by the
//! Grundy table of the reduced game ([`reduced_table`]).

mod explain;
pub mod problem;
pub mod real_rules;
pub mod reduced_table;

use std::sync::{LazyLock, Mutex, PoisonError};

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

/// The reduced game's values for every side asked so far in this process (they are the
/// game's, not an input's): the cases come one at a time, so the table grows to the largest
/// side asked, each value computed once.
static TABLE: LazyLock<Mutex<GrundyTable>> = LazyLock::new(|| Mutex::new(GrundyTable::new(0)));

/// `answer` of `sheet` with the table grown to its sides (none for a side of 1).
fn with_table<T>((width, height): Sheet, answer: impl FnOnce(&GrundyTable) -> T) -> T {
    let mut table = TABLE.lock().unwrap_or_else(PoisonError::into_inner);
    if width >= 2 && height >= 2 {
        table.grow_to(usize::from(width.max(height)));
    }
    answer(&table)
}

/// Whether the first player wins a single `width x height` sheet: 1 x 1 has no cut, 1 x k
/// (k >= 2) cuts out a 1 x 1 at once, and any other sheet is won exactly when its reduced
/// Grundy value is not 0.
fn first_player_wins(sheet: Sheet) -> bool {
    let (width, height) = (usize::from(sheet.0), usize::from(sheet.1));
    match (width, height) {
        (1, 1) => false,
        (1, _) | (_, 1) => true,
        _ => with_table(sheet, |table| table.value(width, height) != 0),
    }
}
