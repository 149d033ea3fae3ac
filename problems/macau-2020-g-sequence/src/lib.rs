//! 2020 ICPC Asia Macau Regional, problem G "Game on Sequence": parse, solve, format.
//! See README.md for the game and why the solution is right.
//!
//! - [`last_occurrences`]: the sequence, its values ordered by last occurrence, and a lazy
//!   sweep that decides who wins from a last occurrence when a query needs it.
//! - [`explain`]: `--explain`, a winning move or why every move loses, in words.
//! - [`real_rules`]: the game's real rules, for the exhaustive-search referee in the tests.

pub mod explain;
pub mod generate;
pub mod last_occurrences;
pub mod real_rules;

use grundy::{InputError, Options, Program, Scanner};

use generate::Op;
use last_occurrences::GrowingSequence;

/// The largest `n` and `m` accepted. The judge stops at 200000; the solver keeps one byte per
/// element and O(1) work per query, so the real bound is the size of the input itself.
pub const MAX_COUNT: usize = 1_000_000_000;

/// What the binary says about itself in `--help` and `--version`.
pub const PROGRAM: Program = Program {
    name: "macau-2020-g-sequence",
    version: env!("CARGO_PKG_VERSION"),
    about: "ICPC 2020 Macau G \"Game on Sequence\": move a token to a later position whose value \
            differs in at most one bit; who cannot move loses.",
    format: "input: n m, then A_1 .. A_n (values 0..=255), then m lines \"1 k\" (append k)\n\
             or \"2 k\" (who wins with the token at position k, 1 <= k <= the current length)\n\
             output: per query, Grammy (the first player wins) or Alice\n\
             judge: 1 <= n, m <= 200000\n\
             here: n up to 10^9, m up to 10^9 (memory is the limit)",
    example_input: "5 5\n1 2 3 4 5\n1 6\n2 5\n1 7\n2 5\n2 1\n",
    example_output: "Alice\nGrammy\nAlice\n",
    options: &[],
    tools: Some(&generate::Inputs),
};

/// The judge's output for `input`: [`run`] without options.
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
    run(&Options::new(), input)
}

/// The whole input text in, the whole output text out (or the first input error). With
/// `--explain`, each answer line also gets two spaces and a winning move or why every move
/// loses (see [`explain`]).
///
/// # Errors
/// As [`solve`].
///
/// # Example
/// ```
/// use grundy::Options;
/// use macau_2020_g_sequence::run;
///
/// let output = run(&Options::new().explained(), "2 1\n1 3\n2 1\n").unwrap();
/// assert_eq!(
///     output,
///     "Grammy  move the token from position 1 (value 1) to position 2 (value 3): \
///      position 2 is the last occurrence of 3, and it is lost\n"
/// );
/// ```
pub fn run(options: &Options, input: &str) -> Result<String, InputError> {
    let mut input = Scanner::new(input);
    let (n, m) = read_header(&mut input)?;
    let mut sequence = GrowingSequence::new();
    for _ in 0..n {
        sequence.push(read_value(&mut input)?);
    }
    let mut output = String::new();
    for _ in 0..m {
        match read_op(&mut input, sequence.len())? {
            Op::Append(value) => sequence.push(value),
            Op::Query(position) => {
                output.push_str(if sequence.first_player_wins(position) {
                    "Grammy"
                } else {
                    "Alice"
                });
                if options.explain() {
                    output.push_str("  ");
                    output.push_str(&explain::explain_query(&mut sequence, position));
                }
                output.push('\n');
            }
        }
    }
    input.expect_end()?;
    Ok(output)
}

/// Reads `n m`: the sequence length in `1..=MAX_COUNT` and the number of operations in
/// `0..=MAX_COUNT`.
///
/// # Errors
/// A missing, non-numeric or out-of-range token.
pub fn read_header(input: &mut Scanner<'_>) -> Result<(usize, usize), InputError> {
    let n = input.read("the sequence length n", 1..=MAX_COUNT)?;
    let m = input.read("the number of operations m", 0..=MAX_COUNT)?;
    Ok((n, m))
}

/// Reads one value of the starting sequence, in `0..=255`.
///
/// # Errors
/// A missing, non-numeric or out-of-range token.
pub fn read_value(input: &mut Scanner<'_>) -> Result<u8, InputError> {
    input.read("a sequence value", 0..=255)
}

/// Reads one operation when the sequence has `len` elements: `1 k` (append `k` in `0..=255`)
/// or `2 k` (a query, `k` in `1..=len`).
///
/// # Errors
/// A missing, non-numeric or out-of-range token.
pub fn read_op(input: &mut Scanner<'_>, len: usize) -> Result<Op, InputError> {
    let operation: u8 = input.read("an operation (1 = append, 2 = query)", 1..=2)?;
    Ok(if operation == 1 {
        Op::Append(input.read("a value to append", 0..=255)?)
    } else {
        Op::Query(input.read("a position", 1..=len)?)
    })
}
