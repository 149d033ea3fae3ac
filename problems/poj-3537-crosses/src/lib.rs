//! Crosses and Crosses (POJ 3537, Treblecross): on a row of n empty cells players take turns
//! putting a cross in any empty cell; whoever makes three crosses in a row wins. See README.md
//! for why the solution is right.
//!
//! Nobody sensible puts a cross within two cells of another (the opponent would complete three
//! at once), so each cross kills five cells and splits the row: board n is heap n + 2 of the
//! octal game `.007`, and the first player wins iff that heap's Grundy value is not zero. The
//! one exception is n = 2, where no three in a row fits and the second cross simply fills the
//! board.

pub mod real_rules;

use grundy::{InputError, OctalGame, Scanner};

/// The longest board answered: all Grundy values up to it are computed exactly (Treblecross has
/// no known period, so nothing longer can be answered).
pub const LONGEST_BOARD: u64 = 1 << 18;

/// The whole input text in, the whole output text out (or the first input error).
///
/// Input: one or more board lengths n, until end of input. Output: per board `1` if the first
/// player wins, `2` if the second does.
///
/// # Errors
/// No board at all, a non-numeric token, a length of 0 or less, or one past [`LONGEST_BOARD`],
/// with its line and column.
pub fn solve(input: &str) -> Result<String, InputError> {
    let mut input = Scanner::new(input);
    let what = "a board length";
    let mut boards: Vec<usize> = Vec::new();
    // A board past the limit gets its own message, naming the limit. A number past u64 keeps
    // the scanner's plain range message, as it always had (the bad-huge-number sample).
    let past_limit = |n: i128| {
        (n > i128::from(LONGEST_BOARD) && n <= i128::from(u64::MAX)).then(|| {
            format!(
                "board length {n} is past {LONGEST_BOARD}, the longest board answered \
                 (every Grundy value is computed; Treblecross has no known period)"
            )
        })
    };
    loop {
        boards.push(input.read_with::<u64>(what, 1..=LONGEST_BOARD, past_limit)? as usize);
        if input.is_at_end() {
            break;
        }
    }
    let longest = boards.iter().copied().max().unwrap_or(0);
    let treblecross = OctalGame::parse(".007").expect("a valid octal code");
    let heaps = treblecross.grundy_direct(longest + 2);
    let mut output = String::with_capacity(2 * boards.len());
    for n in boards {
        let first_wins = n != 2 && heaps[n + 2] != 0;
        output.push_str(if first_wins { "1\n" } else { "2\n" });
    }
    Ok(output)
}
