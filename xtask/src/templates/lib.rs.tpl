//! {{name}}: parse, solve, format. See README.md for the game and why the solution is right.
//!
//! The scaffold plays Nim (take any number of stones from one pile) so that it builds and
//! passes its example at once: replace the parsing, the solver, [`explain`] and [`real_rules`]
//! with the real game.

pub mod explain;
pub mod real_rules;

use grundy::{InputError, Options, Program, Scanner, nim_sum};

/// What the binary says about itself in `--help` and `--version`.
pub const PROGRAM: Program = Program {
    name: "{{name}}",
    version: env!("CARGO_PKG_VERSION"),
    about: "Nim: take any number of stones from one pile; who cannot move loses.",
    format: "input: n (1 <= n <= 10^6), then n pile sizes (0 <= size < 2^64)\n\
             output: First if the player to move wins, else Second",
    example_input: "3\n1 2 3\n",
    example_output: "Second\n",
    options: &[],
    tools: None,
};

/// The judge's output for the whole input text (or the first input error).
///
/// # Errors
/// A missing, non-numeric or out-of-range token, with its line and column.
pub fn solve(input: &str) -> Result<String, InputError> {
    run(&Options::new(), input)
}

/// The output for the whole input text with the command line's `options`: the judge's, or with
/// `--explain` a winning move or why every move loses after the answer.
///
/// # Errors
/// As [`solve`].
pub fn run(options: &Options, input: &str) -> Result<String, InputError> {
    let mut input = Scanner::new(input);
    let n: usize = input.read("the number of piles", 1..=1_000_000)?;
    let piles: Vec<u64> = input.read_many(n, "a pile size", 0..=u64::MAX)?;
    input.expect_end()?;
    let winner = if nim_sum(piles.iter().copied()) != 0 {
        "First"
    } else {
        "Second"
    };
    if options.explain() {
        return Ok(format!("{winner}  {}\n", explain::explain(&piles)));
    }
    Ok(format!("{winner}\n"))
}
