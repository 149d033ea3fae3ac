//! Strips (BZOJ 2940, POI 2000 "Paski"): who wins when two players take turns placing strips
//! of lengths c, z and n on a row of p empty cells, and the player who cannot place one loses.
//! See README.md for why the solution is right.
//!
//! A board is the octal game with digit 7 at each strip length (a strip removes a block of
//! consecutive cells from one run, leaving 0, 1 or 2 runs). The first player wins exactly when
//! the Grundy value `g(p)` is not zero. With `--explain`, each answer names a winning strip
//! (`src/winning_strip.rs`) or says that every move loses (`src/explain.rs`).

mod explain;
pub mod problem;
pub mod real_rules;
mod winning_strip;

use grundy::{OctalGame, OctalValues, certified_period};
use harness::{InputError, Options, Pos, Program, Scanner};

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

/// The first heap count tried when looking for a period.
const FIRST_PERIOD_TRY: usize = 4096;

/// What the binary says in `--help` and `--version`.
pub const PROGRAM: Program = Program {
    name: env!("CARGO_PKG_NAME"),
    version: env!("CARGO_PKG_VERSION"),
    about: "Strips (BZOJ 2940, POI 2000 \"Paski\"): players place strips of lengths c, z, n in \
            turn on a row of p cells; whoever cannot place one loses.",
    format: "\
c z n are the red, green and blue strips' lengths, then m board lengths p
output: one line per board: 1 if the first player wins, else 2
this solver answers a board past 65536 cells only when the strip set's Grundy sequence
has a period certified within 65536 values
--explain: a winning strip (its colour, cells a..b counted from 1) or that every move loses",
    example_input: "1 5 1\n3\n1\n5\n6\n",
    example_output: "1\n1\n2\n",
    options: &[],
    tools: Some(&Strips),
};

/// The whole input text in, the judge's output out (or the first input error): [`run`] without
/// options.
///
/// Input: `c z n`, then `m`, then `m` board lengths `p`. Output: per board `1` if the first
/// player wins, else `2`.
///
/// # Errors
/// As [`run`].
pub fn solve(input: &str) -> Result<String, InputError> {
    run(&Options::new(), &mut Scanner::new(input))
}

/// The whole input text in, the whole output text out (or the first input error). With
/// `--explain`, each board's line goes on with two spaces and a winning strip (or that every
/// move loses) and the Grundy values.
///
/// # Errors
/// A missing, non-numeric or out-of-range token (a strip or board length of 0 included), with
/// its line and column; a board past [`EXACT_BUDGET`] cells when the strip set's Grundy
/// sequence has no period certified within that budget.
///
/// # Complexity
/// The Grundy values up to the longest board (or until a period is certified), then O(1) per
/// board; with `--explain`, also the search for one winning strip per board (O(p) for a board
/// within the table, at most O(preperiod + period) per residue of the period past it).
pub fn run(options: &Options, input: &mut Scanner<'_>) -> Result<String, InputError> {
    harness::solve_input(&Strips, options, input)
}

/// The answer for these strips and boards (each with its place in the input).
fn answer(options: &Options, strips: &[u64], boards: &[(u64, Pos)]) -> Result<String, InputError> {
    let values = grundy_values(strips, boards)?;
    let mut explained = options
        .explain()
        .then(|| WinningStrips::new(&values, strips));
    let mut output = String::with_capacity(2 * boards.len());
    for &(cells, _) in boards {
        let value = values.at(cells);
        output.push_str(if value != 0 { "1" } else { "2" });
        if let Some(moves) = explained.as_mut() {
            output.push_str("  ");
            explain::board(&mut output, moves, cells, value);
        }
        output.push('\n');
    }
    Ok(output)
}

/// The Grundy values the boards need: a table, and a period if some board lies past it.
#[derive(Debug)]
struct Values {
    /// `g(0), g(1), ...`: up to the longest board, or as far as the period search went.
    table: Vec<u32>,
    /// The certified period, when some board lies past the table.
    period: Option<grundy::Period>,
}

impl Values {
    /// `g(cells)`: from the table, or through the period past it.
    fn at(&self, cells: u64) -> u32 {
        match usize::try_from(cells) {
            Ok(cells) if cells < self.table.len() => self.table[cells],
            _ => self
                .period
                .expect("boards past the table come with a certified period")
                .value_at(&self.table, cells),
        }
    }
}

/// Computes `g(0..)` for the strip set as far as the boards need: to the longest board within
/// [`EXACT_BUDGET`], and, when some board is longer, on (doubling) until a period is certified.
/// The sequence grows in place: each doubling computes only the values it adds.
fn grundy_values(strips: &[u64], boards: &[(u64, Pos)]) -> Result<Values, InputError> {
    let budget = EXACT_BUDGET as u64;
    let longest_in_budget = boards
        .iter()
        .map(|&(cells, _)| cells)
        .filter(|&cells| cells <= budget)
        .max()
        .unwrap_or(0) as usize;
    let past_budget = boards.iter().find(|&&(cells, _)| cells > budget);
    // Strips longer than every board in the budget never fit there; they matter only past it.
    let fitting: Vec<usize> = strips
        .iter()
        .filter(|&&length| length <= budget)
        .map(|&length| length as usize)
        .collect();
    let all_fit = fitting.len() == strips.len();
    let game = (!fitting.is_empty()).then(|| OctalGame::from_removable_blocks(fitting));
    let Some(&(cells, pos)) = past_budget else {
        let table = match &game {
            Some(game) => game.grundy_sparse(longest_in_budget),
            None => vec![0; longest_in_budget + 1],
        };
        return Ok(Values {
            table,
            period: None,
        });
    };
    // A strip longer than the budget first fits past it, so then no period within it is proof.
    if let Some(game) = game.as_ref().filter(|_| all_fit) {
        let mut sequence = OctalValues::new(game);
        let mut up_to = FIRST_PERIOD_TRY.max(longest_in_budget).min(EXACT_BUDGET);
        loop {
            sequence.extend_to(up_to);
            if let Some(period) = certified_period(sequence.values(), game.last_digit_position()) {
                return Ok(Values {
                    table: sequence.into_values(),
                    period: Some(period),
                });
            }
            if up_to == EXACT_BUDGET {
                break;
            }
            up_to = (2 * up_to).min(EXACT_BUDGET);
        }
    }
    Err(InputError::at(
        pos,
        format!(
            "board length {cells} is past {EXACT_BUDGET}, the longest board answered exactly \
             for this strip set: its Grundy sequence shows no period certified within \
             {EXACT_BUDGET} cells"
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The values and period `grundy_values` gives for `strips` with one board of `cells`.
    fn values_for(strips: [u64; 3], cells: u64) -> Values {
        let boards = [(cells, Pos { line: 3, column: 1 })];
        grundy_values(&strips, &boards).expect("a certified period or a board in the budget")
    }

    #[test]
    fn the_period_search_grows_one_sequence_into_the_direct_values_and_their_period() {
        // {1,5,1} certifies at the first try (4,096 values), {1,2,6} after one doubling (8,192)
        // and {1,2,5} after two (16,384): the values grown in place must be the direct ones, and
        // the period the one those certify.
        for (strips, values_needed) in [([1, 5, 1], 4096), ([1, 2, 6], 8192), ([1, 2, 5], 16384)] {
            let found = values_for(strips, LONGEST_INPUT);
            let game = OctalGame::from_removable_blocks(strips.map(|length| length as usize));
            let direct = game.grundy_direct(values_needed);
            assert_eq!(found.table, direct, "strips {strips:?}");
            assert_eq!(
                found.period,
                certified_period(&direct, game.last_digit_position()),
                "strips {strips:?}"
            );
            assert!(found.period.is_some(), "strips {strips:?}");
        }
    }

    #[test]
    fn boards_within_the_budget_get_the_direct_values_up_to_the_longest_board() {
        let found = values_for([3, 3, 3], 3000);
        assert_eq!(
            found.table,
            OctalGame::parse(".007").unwrap().grundy_direct(3000)
        );
        assert_eq!(found.period, None);
        let no_strip_fits = values_for([70_000, 70_000, 70_000], 500);
        assert_eq!(no_strip_fits.table, vec![0; 501]);
    }
}
