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
use harness::InputError;
use harness::shape::At;

pub use crate::problem::Strips;
pub use crate::winning_strip::StripSet;

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

/// The Grundy values of a strip set, `g(0), g(1), ...`, as far as the boards so far needed
/// (a board at a time: each value is computed once, by core's sparse-space method), and a
/// period once one is certified.
#[derive(Debug)]
struct Values {
    /// The values known; `None` when no strip fits within the budget (every board within it
    /// is worth 0).
    sequence: Option<OctalValues>,
    /// Whether every strip fits within the budget: a longer one first fits past it, so then
    /// no period within the budget is proof.
    all_fit: bool,
    period: Option<Period>,
    /// The longest board within the budget a period was sought for.
    sought: u64,
}

impl Values {
    /// No value known yet; the game of the strips that fit within the budget.
    fn new(strips: &[u64]) -> Self {
        let budget = EXACT_BUDGET as u64;
        let fitting: Vec<usize> = strips
            .iter()
            .filter(|&&length| length <= budget)
            .map(|&length| length as usize)
            .collect();
        let all_fit = fitting.len() == strips.len();
        let game = (!fitting.is_empty()).then(|| OctalGame::from_removable_blocks(fitting));
        let sequence = game.map(|game| OctalValues::new(&game));
        let (period, sought) = (None, 0);
        Values {
            sequence,
            all_fit,
            period,
            sought,
        }
    }

    /// Makes `g(board)` known: the values up to it within [`EXACT_BUDGET`]; past it, a period
    /// core's search certifies (the octal periodicity theorem) within the budget. A period
    /// certified on the way answers this board and every later one with no value past it, so
    /// it is sought (by boards of 4,096 cells or more, where core's search starts) each time
    /// the values would double since the last search: a long board then costs no more than
    /// the period, whatever the order of the boards.
    ///
    /// # Errors
    /// At the board, when it lies past the budget and no period is certified within it.
    fn reach(&mut self, board: &At<u64>) -> Result<(), InputError> {
        let (cells, budget) = (board.value, EXACT_BUDGET as u64);
        if let (None, Some(sequence)) = (self.period, &mut self.sequence) {
            if cells > budget {
                if self.all_fit {
                    self.period = sequence.find_period(EXACT_BUDGET, |_| ());
                }
            } else if self.all_fit && cells >= 2 * self.sought.max(2048) {
                self.period = sequence.find_period(cells as usize, |_| ());
                self.sought = cells;
            } else {
                sequence.extend_to(cells as usize);
            }
        }
        if cells <= budget || self.period.is_some() {
            return Ok(());
        }
        let message = format!(
            "board length {cells} is past {EXACT_BUDGET}, the longest board answered exactly for \
             this strip set: its Grundy sequence shows no period certified within {EXACT_BUDGET} \
             cells"
        );
        Err(InputError::at(board.pos, message))
    }

    /// The values known.
    fn table(&self) -> &[u32] {
        self.sequence.as_ref().map_or(&[], OctalValues::values)
    }

    /// `g(cells)`, made known by [`reach`](Values::reach): from the table, or through the
    /// period past it (0 when no strip fits within the budget).
    fn at(&self, cells: u64) -> u32 {
        match (self.period, &self.sequence) {
            (Some(period), _) => period.value_at(self.table(), cells),
            (None, Some(sequence)) => sequence.values()[cells as usize],
            (None, None) => 0,
        }
    }
}
