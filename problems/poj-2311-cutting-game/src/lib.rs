//! POJ 2311 "Cutting Game": for each `W x H` sheet, does the player who cuts first win?
//!
//! See README.md for the game and why the solution is right. The modules:
//! - [`problem`]: the contract: the input (pairs `W H` until end of input), the referee, the
//!   generated inputs and the claims of `--explain` and their words;
//! - [`explain`]: each answer in words, for `--explain`;
//! - [`reduced_table`]: the Grundy table of the reduced game (cuts leaving both pieces at
//!   least 2 wide);
//! - [`real_rules`]: the game's real rules and the exhaustive-search referee's output, for the
//!   tests and the generator.

pub mod explain;
pub mod problem;
pub mod real_rules;
pub mod reduced_table;

use harness::{Claim, Explained, InputError, Options, Program, Scanner};

pub use problem::CuttingGame;
use real_rules::Sheet;
use reduced_table::GrundyTable;

/// What the binary says in `--help` and `--version`.
pub const PROGRAM: Program = Program {
    name: env!("CARGO_PKG_NAME"),
    version: env!("CARGO_PKG_VERSION"),
    about: "POJ 2311 \"Cutting Game\": cut a W x H sheet of paper along grid lines; whoever cuts \
            out a 1 x 1 sheet wins. Does the first player win?",
    format: "W H are a sheet's columns and rows; the judge sets no limit on the number of sheets\n\
             output: one line per case, WIN if the first player can force a win, else LOSE\n\
             --explain: each line, two spaces, then a winning cut (columns and rows counted from\n\
             1) or that every cut loses, and the Grundy values",
    example_input: "2 2\n3 2\n4 2\n",
    example_output: "LOSE\nLOSE\nWIN\n",
    options: &[],
    tools: Some(&CuttingGame),
};

/// Whether the first player wins a single `width x height` sheet, with `table` covering every
/// side of 2 or more in the case.
///
/// - 1 x 1: no cut exists, so the first player cannot move and loses.
/// - 1 x k (k >= 2) or k x 1: the first player cuts a 1 x 1 off the end and wins at once.
/// - otherwise: wins exactly when the reduced Grundy value is not 0.
///
/// # Panics
/// If a side is 2 or more and past `table.size()`.
pub fn first_player_wins(table: &GrundyTable, (width, height): Sheet) -> bool {
    let (width, height) = (usize::from(width), usize::from(height));
    match (width, height) {
        (1, 1) => false,
        (1, _) | (_, 1) => true,
        _ => table.value(width, height) != 0,
    }
}

/// The whole input text in, the judge's output out (or the first input error): [`run`]
/// without options.
///
/// Input: pairs `W H` (sides in `1..=1000`) until end of input; an empty input has no case
/// and gives an empty output. Output: one line per case, `WIN` if the first player can force
/// a win, else `LOSE`. The Grundy table is built only as far as the largest side asks.
///
/// # Errors
/// A non-numeric or out-of-range token, with its line and column; an odd number of integers,
/// at end of input.
///
/// # Complexity
/// O(n^3 / 4) for the largest side n of a sheet whose sides are both at least 2 (about 0.6 s
/// at n = 1000), plus O(input length).
///
/// # Example
/// ```
/// let output = poj_2311_cutting_game::solve("2 2\n3 2\n4 2\n")?;
/// assert_eq!(output, "LOSE\nLOSE\nWIN\n");
/// # Ok::<(), harness::InputError>(())
/// ```
pub fn solve(text: &str) -> Result<String, InputError> {
    run(&Options::new(), &mut Scanner::new(text))
}

/// The whole input text in, the whole output text out, as the options ask: without
/// `--explain`, exactly the judge's output ([`solve`]); with it, each line gets two spaces and
/// the case's explanation ([`explain::case`]).
///
/// # Errors
/// As [`solve`].
///
/// # Complexity
/// As [`solve`], plus O(W + H) per case with `--explain`.
///
/// # Example
/// ```
/// use harness::Options;
///
/// let output = poj_2311_cutting_game::run(&Options::new().explained(), &mut harness::Scanner::new("4 2\n"))?;
/// assert_eq!(
///     output,
///     "WIN  cut the 4 x 2 sheet down after column 2, leaving 2 x 2 and 2 x 2 \
///      (Grundy value 1 -> 0 ^ 0 = 0)\n"
/// );
/// # Ok::<(), harness::InputError>(())
/// ```
pub fn run(options: &Options, input: &mut Scanner<'_>) -> Result<String, InputError> {
    harness::solve_input(&CuttingGame, options, input)
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
