//! Strips (BZOJ 2940, POI 2000 "Paski"): who wins when two players take turns placing strips
//! of lengths c, z and n on a row of p empty cells, and the player who cannot place one loses.
//!
//! A board is the octal game with digit 7 at each strip length (a strip removes a block of
//! consecutive cells from one run, leaving 0, 1 or 2 runs); the first player wins exactly when
//! its Grundy value `g(p)` is not zero. See README.md for why.

mod explain;
pub mod problem;
pub mod real_rules;
mod winning_strip;

use grundy::{OctalGame, OctalValues, Period};
use harness::shape::At;
use harness::{InputError, Options};

pub use crate::problem::Strips;

use crate::winning_strip::WinningStrips;

/// The longest board (and strip) length accepted at all.
pub const LONGEST_INPUT: u64 = 1_000_000_000_000_000_000;

/// The most boards one input may list.
pub const MOST_BOARDS: usize = 1_000_000_000;

/// How many Grundy values the solver computes at most. Boards up to this length are always
/// answered exactly; longer ones only when the Grundy sequence has a period certified within
/// these values.
pub const EXACT_BUDGET: usize = 1 << 16;

harness::program! {
    about: "Strips (BZOJ 2940, POI 2000 \"Paski\"): players place strips of lengths c, z, n in \
            turn on a row of p cells; whoever cannot place one loses.",
    format: "\
c z n are the red, green and blue strips' lengths, then m board lengths p
output: one line per board: 1 if the first player wins, else 2
this solver answers a board past 65536 cells only when the strip set's Grundy sequence
has a period certified within 65536 values
--explain: a winning strip (its colour, cells a..b counted from 1) or that every move loses",
    example: "official-1",
    problem: Strips,
}

/// The answer for these strips and boards (each with its place in the input).
fn answer(options: &Options, strips: &[u64], boards: &[At<u64>]) -> Result<String, InputError> {
    let values = grundy_values(strips, boards)?;
    let mut explained = options
        .explain()
        .then(|| WinningStrips::new(&values, strips));
    let mut output = String::with_capacity(2 * boards.len());
    for board in boards {
        let value = values.at(board.value);
        output.push_str(if value != 0 { "1" } else { "2" });
        if let Some(moves) = explained.as_mut() {
            output.push_str("  ");
            explain::board(&mut output, moves, board.value, value);
        }
        output.push('\n');
    }
    Ok(output)
}

/// The Grundy values the boards need: `g(0), g(1), ...` up to the longest board, or as far as
/// the search for a period went, and that period when some board lies past the budget.
#[derive(Debug)]
struct Values {
    table: Vec<u32>,
    period: Option<Period>,
}

impl Values {
    /// `g(cells)`: from the table, or through the period past it.
    fn at(&self, cells: u64) -> u32 {
        match self.period {
            Some(period) => period.value_at(&self.table, cells),
            None => self.table[cells as usize],
        }
    }
}

/// Computes `g(0..)` for the strips as far as the boards need: to the longest board within
/// [`EXACT_BUDGET`], or, when some board is longer, until core's search certifies a period
/// (the octal periodicity theorem) within the budget.
fn grundy_values(strips: &[u64], boards: &[At<u64>]) -> Result<Values, InputError> {
    let budget = EXACT_BUDGET as u64;
    // A strip longer than the budget fits no board within it.
    let fitting: Vec<usize> = strips
        .iter()
        .filter(|&&length| length <= budget)
        .map(|&length| length as usize)
        .collect();
    let all_fit = fitting.len() == strips.len();
    let game = (!fitting.is_empty()).then(|| OctalGame::from_removable_blocks(fitting));
    let Some(past) = boards.iter().find(|board| board.value > budget) else {
        let longest = boards.iter().map(|board| board.value).max().unwrap_or(0) as usize;
        let table = game.map_or_else(|| vec![0; longest + 1], |game| game.grundy_sparse(longest));
        let period = None;
        return Ok(Values { table, period });
    };
    // A strip longer than the budget first fits past it, so then no period within it is proof.
    if let Some(game) = game.filter(|_| all_fit) {
        let mut sequence = OctalValues::new(&game);
        if let Some(period) = sequence.find_period(EXACT_BUDGET, |_| ()) {
            let table = sequence.into_values();
            let period = Some(period);
            return Ok(Values { table, period });
        }
    }
    let message = format!(
        "board length {} is past {EXACT_BUDGET}, the longest board answered exactly for this \
         strip set: its Grundy sequence shows no period certified within {EXACT_BUDGET} cells",
        past.value
    );
    Err(InputError::at(past.pos, message))
}
