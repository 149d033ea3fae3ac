//! 2020 ICPC Asia Macau Regional, problem G "Game on Sequence": parse, solve, format.
//! See README.md for the game and why the solution is right.
//!
//! - [`last_occurrences`]: the sequence, its values ordered by last occurrence, and a lazy
//!   sweep that decides who wins from a last occurrence when a query needs it.
//! - [`real_rules`]: the game's real rules, for the exhaustive-search referee in the tests.

pub mod last_occurrences;
pub mod real_rules;

use grundy::{InputError, Scanner};

use last_occurrences::GrowingSequence;

/// The largest `n` and `m` accepted. The judge stops at 200000; the solver keeps one byte per
/// element and O(1) work per query, so the real bound is the size of the input itself.
pub const MAX_COUNT: usize = 1_000_000_000;

/// The whole input text in, the whole output text out (or the first input error).
///
/// Input: `n m`, then `A_1..A_n`, then `m` operations `1 k` (append `k`) or `2 k` (who wins
/// from position `k`). Output: one line per query, `Grammy` (the first player) or `Alice`.
///
/// # Errors
/// A missing, non-numeric or out-of-range token, with its line and column: a value outside
/// `0..=255`, an operation other than 1 or 2, a query position outside `1..=N` (`N` the
/// current length), `n` outside `1..=MAX_COUNT`, `m` outside `0..=MAX_COUNT`, or anything
/// after the last operation.
///
/// # Example
/// ```
/// let input = "5 5\n1 2 3 4 5\n1 6\n2 5\n1 7\n2 5\n2 1\n";
/// assert_eq!(macau_2020_g_sequence::solve(input).unwrap(), "Alice\nGrammy\nAlice\n");
/// ```
pub fn solve(input: &str) -> Result<String, InputError> {
    let mut input = Scanner::new(input);
    let n: usize = input.read("the sequence length n", 1..=MAX_COUNT)?;
    let m: usize = input.read("the number of operations m", 0..=MAX_COUNT)?;
    let mut sequence = GrowingSequence::new();
    for _ in 0..n {
        sequence.push(input.read("a sequence value", 0..=255)?);
    }
    let mut output = String::new();
    for _ in 0..m {
        let operation: u8 = input.read("an operation (1 = append, 2 = query)", 1..=2)?;
        if operation == 1 {
            sequence.push(input.read("a value to append", 0..=255)?);
        } else {
            let position: usize = input.read("a position", 1..=sequence.len())?;
            output.push_str(if sequence.first_player_wins(position) {
                "Grammy\n"
            } else {
                "Alice\n"
            });
        }
    }
    input.expect_end()?;
    Ok(output)
}
