//! BZOJ 3576 / HNOI 2014 "江南乐" (Jiangnan Le): split a heap of at least `F` stones into
//! `M >= 2` heaps as evenly as possible; who wins each game? See README.md for why the
//! solution is right.
//!
//! - [`problem`] declares the input, the referee and the claims of `--explain` ([`Jiangnan`]),
//! - [`quotient_blocks`] computes single-heap Grundy values block by block of equal quotient,
//!   only for the sizes reachable from the heaps asked about,
//! - [`explain`] puts each game's answer into words for `--explain`,
//! - [`real_rules`] holds the game's real rules and the exhaustive-search referee's output.

pub mod explain;
pub mod problem;
pub mod quotient_blocks;
pub mod real_rules;

use grundy::nim_sum;
use harness::shape::Shape;
use harness::{InputError, Options, Problem, Program, Scanner};
use quotient_blocks::GrundyTable;

pub use crate::problem::Jiangnan;

/// The largest heap the solver accepts: 10^10 stones, answered exactly in well under a
/// second for a single heap (see README.md). The judge's heaps are below 10^5.
pub const MAX_HEAP: u64 = 10_000_000_000;

/// The largest threshold `F` accepted. Any `F` above [`MAX_HEAP`] simply makes every heap dead,
/// so it is answered exactly; the bound only keeps the number readable.
pub const MAX_THRESHOLD: u64 = 1_000_000_000_000_000_000;

/// The largest number of games or of heaps in one game that may be claimed. Nothing is
/// allocated from a claim: an input claiming more values than it holds ends in an
/// "unexpected end of input" error.
pub const MAX_COUNT: usize = 1_000_000_000_000_000_000;

/// What the binary says in `--help` and `--version`.
pub const PROGRAM: Program = Program {
    name: "bzoj-3576-jiangnan",
    version: env!("CARGO_PKG_VERSION"),
    about: "BZOJ 3576 / HNOI 2014 \"Jiangnan Le\": split a heap of at least F stones into M >= 2 \
            piles as evenly as possible; who wins each game?",
    format: "F: only heaps of at least F stones may be split; a game is N heap sizes a_i\n\
             output: one line, 1 (the first player wins) or 0 per game, separated by single spaces\n\
             --explain: that one line, two spaces, then \"game k: ...\" for each game, separated\n\
             by \" | \": a winning split (heaps counted from 1 in the game's input order) or that\n\
             every move loses, and the Grundy values",
    example_input: "4 3\n1 1\n1 2\n1 3\n1 5\n",
    example_output: "0 0 1 1\n",
    options: &[],
    tools: Some(&Jiangnan),
};

/// The whole input text in, the judge's output out (or the first input error): [`run`]
/// without options.
///
/// Output: one line with one value per game, separated by single spaces: `1` if the first
/// player wins, `0` if the second player (小A) wins. A game with no heaps is lost for the
/// first player (`0`); with `T = 0` the line is empty (just `\n`).
///
/// # Errors
/// A missing, non-numeric or out-of-range token (a heap of 0 stones, `F = 0`, a heap past
/// [`MAX_HEAP`]), or anything after the last game, with its line and column; the whole input
/// is read before anything is computed.
///
/// # Example
/// ```
/// let output = bzoj_3576_jiangnan::solve("4 3\n1 1\n1 2\n1 3\n1 5\n")?;
/// assert_eq!(output, "0 0 1 1\n");
/// # Ok::<(), harness::InputError>(())
/// ```
pub fn solve(text: &str) -> Result<String, InputError> {
    run(&Options::new(), &mut Scanner::new(text))
}

/// The whole input text in, the whole output text out, as the options ask.
///
/// Without `--explain`, exactly the judge's output ([`solve`]). With it, the one output line
/// gets two spaces and then every game's explanation ([`explain::game`]), in input order,
/// separated by ` | `: deleting everything from the first two spaces gives the judge's line
/// back. With `T = 0` the line stays empty.
///
/// # Errors
/// As [`solve`].
///
/// The heaps are computed on up to [`MAX_THREADS`] threads ([`grundy::worker_threads`]; see
/// [`run_with_threads`]).
///
/// # Complexity
/// As [`run_with_threads`].
///
/// # Example
/// ```
/// use harness::Options;
///
/// let output = bzoj_3576_jiangnan::run(&Options::new().explained(), &mut harness::Scanner::new("2 3\n1 2\n1 3\n"))?;
/// assert_eq!(
///     output,
///     "0 1  game 1: every move loses (no heap can be split, so no move): Grundy value 0 \
///      | game 2: split heap 1 into M = 2 (3 stones into piles of 2, 1 stones): Grundy value \
///      1 -> 0\n"
/// );
/// # Ok::<(), harness::InputError>(())
/// ```
pub fn run(options: &Options, input: &mut Scanner<'_>) -> Result<String, InputError> {
    harness::solve_input(&Jiangnan, options, input)
}

/// [`run`] on `threads` threads: with 2 or more, the distinct large heaps are shared out among
/// them ([`GrundyTable::compute_heaps`]); with 1, each heap is computed when it is met
/// ([`GrundyTable::grundy`], which also skips the shared sizes no heap reaches: the cheaper
/// way for a single large heap). The output is the same whatever `threads`.
///
/// # Errors
/// As [`solve`].
///
/// # Complexity
/// As [`GrundyTable::compute_heaps`] or [`GrundyTable::grundy`] for the heaps, plus with
/// `--explain` one [`GrundyTable::parts_leaving`] per won game.
pub fn run_with_threads(
    options: &Options,
    text: &str,
    threads: usize,
) -> Result<String, InputError> {
    let (threshold, games) = Jiangnan.shape().read_all(text)?;
    Ok(answer(options, threshold, &games, threads))
}

/// The output for threshold `threshold` and these games, on `threads` threads.
fn answer(options: &Options, threshold: u64, games: &[Vec<u64>], threads: usize) -> String {
    let largest = games.iter().flatten().copied().max().unwrap_or(0);
    let mut table = GrundyTable::new(threshold, largest);
    if threads >= 2 {
        let heaps: Vec<u64> = games.iter().flatten().copied().collect();
        table.compute_heaps(&heaps, threads);
    }
    let mut verdicts = Vec::with_capacity(games.len());
    let mut explanations = Vec::new();
    for (index, heaps) in games.iter().enumerate() {
        let values: Vec<u32> = heaps.iter().map(|&x| table.grundy(x)).collect();
        verdicts.push(if nim_sum(values.iter().copied()) != 0 {
            "1"
        } else {
            "0"
        });
        if options.explain() {
            explanations.push(explain::game(index + 1, heaps, &values, &mut table));
        }
    }
    let mut output = verdicts.join(" ");
    if !explanations.is_empty() {
        output.push_str("  ");
        output.push_str(&explanations.join(" | "));
    }
    output.push('\n');
    output
}

/// The most threads [`run`] computes the heaps on, unless `GRUNDY_THREADS` says otherwise
/// ([`grundy::worker_threads`]).
pub const MAX_THREADS: usize = 2;
