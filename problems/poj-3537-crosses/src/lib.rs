//! Crosses and Crosses (POJ 3537, Treblecross): on a row of n empty cells players take turns
//! putting a cross in any empty cell; whoever makes three crosses in a row wins. See README.md
//! for why the solution is right.
//!
//! Nobody sensible puts a cross within two cells of another (the opponent would complete three
//! at once), so each cross kills five cells and splits the row: board n is heap n + 2 of the
//! octal game `.007`, and the first player wins iff that heap's Grundy value is not zero. The
//! one exception is n = 2, where no three in a row fits and the second cross simply fills the
//! board.

mod explain;
pub mod problem;
pub mod real_rules;
pub mod treblecross_values;

use harness::{InputError, Options, Program, Scanner};

pub use crate::problem::Crosses;

/// The longest board answered: all Grundy values up to it are computed exactly (Treblecross has
/// no known period, so nothing longer can be answered).
pub const LONGEST_BOARD: u64 = 1 << 20;

/// What the binary says in `--help` and `--version`.
pub const PROGRAM: Program = Program {
    name: env!("CARGO_PKG_NAME"),
    version: env!("CARGO_PKG_VERSION"),
    about: "Crosses and Crosses (POJ 3537, Treblecross): players put crosses in turn on a row of \
            n cells; whoever makes three in a row wins.",
    format: "\
output: one line per board: 1 if the first player wins, else 2
--explain: a winning cross (its cell, counted from 1) or that every move loses; a safe cell
is one with no cross within two cells",
    example_input: "3\n6\n",
    example_output: "1\n2\n",
    options: &[],
    tools: Some(&Crosses),
};

/// The whole input text in, the judge's output out (or the first input error): [`run`] without
/// options.
///
/// Input: one or more board lengths n, until end of input. Output: per board `1` if the first
/// player wins, `2` if the second does.
///
/// # Errors
/// As [`run`].
pub fn solve(input: &str) -> Result<String, InputError> {
    run(&Options::new(), &mut Scanner::new(input))
}

/// The whole input text in, the whole output text out (or the first input error). With
/// `--explain`, each board's line goes on with two spaces and a winning cross (or that every
/// move loses) and the Grundy values.
///
/// # Errors
/// No board at all, a non-numeric token, a length of 0 or less, or one past [`LONGEST_BOARD`],
/// with its line and column.
///
/// # Complexity
/// O(N^2) for the Grundy values up to the longest board N (about N^2 / 4 steps, shared by the
/// cores: see [`grundy::worker_threads`]), then O(1) per board; with `--explain`, also O(n) per board n
/// for its winning cross.
pub fn run(options: &Options, input: &mut Scanner<'_>) -> Result<String, InputError> {
    harness::solve_input(&Crosses, options, input)
}

/// The Grundy values of `.007` up to heap N + 2, N the longest of `boards`.
fn heaps(boards: &[usize]) -> Vec<u32> {
    let up_to = boards.iter().max().map_or(2, |n| n + 2);
    let values = treblecross_values::values(up_to, grundy::worker_threads(MAX_THREADS));
    values.into_iter().map(u32::from).collect()
}

/// The answer for these boards.
fn answer(options: &Options, boards: &[usize]) -> String {
    let heaps = heaps(boards);
    let mut output = String::with_capacity(2 * boards.len());
    for &n in boards {
        let first_wins = n != 2 && heaps[n + 2] != 0;
        output.push_str(if first_wins { "1" } else { "2" });
        if options.explain() {
            output.push_str("  ");
            explain::board(&mut output, &heaps, n);
        }
        output.push('\n');
    }
    output
}

/// The most threads the values are computed on, unless `GRUNDY_THREADS` says otherwise
/// ([`grundy::worker_threads`]). Why at most 2: the machine this was measured on has 2 cores,
/// and past two workers the back workers' lead over the front one shrinks while the front's mex
/// reads every worker's stamps (see `treblecross_values`); more threads than free cores make the
/// front wait.
pub const MAX_THREADS: usize = 2;

/// A cross on an empty board of `n >= 3` cells (or 1) that leaves Grundy value `target`: its
/// 0-based cell, the leftmost there is, or `None`. A cross on cell `j` leaves safe runs of
/// `j - 2` and `n - 3 - j` cells (at least 0), heaps `max(j, 2)` and `max(n - 1 - j, 2)` of
/// `.007`, and `g(0) = g(1) = g(2) = 0`: so it leaves `g(j) ^ g(n - 1 - j)` (`heaps` holds
/// `g(0..=n + 2)`). Mirror images leave the same value, so half the board is enough.
///
/// # Complexity
/// O(n).
fn cross_leaving(heaps: &[u32], n: usize, target: u32) -> Option<usize> {
    (0..=(n - 1) / 2).find(|&j| heaps[j] ^ heaps[n - 1 - j] == target)
}
