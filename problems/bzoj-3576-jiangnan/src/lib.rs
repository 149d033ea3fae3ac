//! BZOJ 3576 / HNOI 2014 "江南乐" (Jiangnan Le): split a heap of at least `F` stones into
//! `M >= 2` heaps as evenly as possible; who wins each game? See README.md for why the
//! solution is right.
//!
//! - [`input`] reads the input,
//! - [`quotient_blocks`] computes single-heap Grundy values block by block of equal quotient,
//!   only for the sizes reachable from the heaps asked about,
//! - [`real_rules`] holds the game's real rules, for the exhaustive-search referee of the tests.

pub mod input;
pub mod quotient_blocks;
pub mod real_rules;

use grundy::{InputError, nim_sum};
use quotient_blocks::GrundyTable;

/// The whole input text in, the whole output text out (or the first input error).
///
/// Output: one line with one value per game, separated by single spaces: `1` if the first
/// player wins, `0` if the second player (小A) wins. A game with no heaps is lost for the
/// first player (`0`); with `T = 0` the line is empty (just `\n`).
///
/// # Errors
/// See [`input::parse`]; the whole input is read before anything is computed.
///
/// # Example
/// ```
/// let output = bzoj_3576_jiangnan::solve("4 3\n1 1\n1 2\n1 3\n1 5\n")?;
/// assert_eq!(output, "0 0 1 1\n");
/// # Ok::<(), grundy::InputError>(())
/// ```
pub fn solve(text: &str) -> Result<String, InputError> {
    let input = input::parse(text)?;
    let largest = input.games.iter().flatten().copied().max().unwrap_or(0);
    let mut table = GrundyTable::new(input.threshold, largest);
    let verdicts: Vec<&str> = input
        .games
        .iter()
        .map(|heaps| {
            let total = nim_sum(heaps.iter().map(|&x| table.grundy(x)));
            if total != 0 { "1" } else { "0" }
        })
        .collect();
    let mut output = verdicts.join(" ");
    output.push('\n');
    Ok(output)
}
