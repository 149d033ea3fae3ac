//! {{name}}: parse, solve, format. See README.md for the game and why the solution is right.
//!
//! The scaffold plays Nim (take any number of stones from one pile) so that it builds and
//! passes its example at once: replace the parsing, the solver and [`real_rules`] with the
//! real game.

pub mod real_rules;

use grundy::{InputError, Scanner, nim_sum};

/// The whole input text in, the whole output text out (or the first input error).
///
/// Input: `n`, then n pile sizes. Output: `First` if the player to move wins, else `Second`.
///
/// # Errors
/// A missing, non-numeric or out-of-range token, with its line and column.
pub fn solve(input: &str) -> Result<String, InputError> {
    let mut input = Scanner::new(input);
    let n: usize = input.read("the number of piles", 1..=1_000_000)?;
    let piles: Vec<u64> = input.read_many(n, "a pile size", 0..=u64::MAX)?;
    input.expect_end()?;
    let winner = if nim_sum(piles) != 0 {
        "First"
    } else {
        "Second"
    };
    Ok(format!("{winner}\n"))
}
