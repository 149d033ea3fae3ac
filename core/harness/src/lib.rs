//! The harness around a contest problem: reading its input with errors that say where and
//! what, its input's format declared once ([`shape`]), the contract a problem crate declares
//! ([`Problem`], [`Explained`]), the command line every binary shares, and the hidden tools
//! `cargo xtask` drives. The game mathematics is the `grundy` crate beside it, which imports
//! nothing of this one.
//!
//! | items | what they are for |
//! |---|---|
//! | [`Problem`], [`Input`], [`GameAndPositions`], [`solve_input`], [`read_whole_and_solve`], [`solve_text`], [`verdict_lines`], [`Explained`], [`Claim`], [`Tools`] | one problem's contract: shape, solver, referee, explained claims; the hidden tools and the kit's checks follow from it |
//! | [`Answers`], [`Answer`], [`WinningMoves`], [`WinningMoveCount`], [`GrundyValue`], [`Case`], [`CaseMove`] | a problem of independent cases, each answered with what the real rules decide (who wins, every winning move, how many), written as the statement asks (numbered lines too): the answer, its words, the claim; its [`Problem`] and [`Explained`] follow |
//! | [`Verdicts`], [`values_said`] | the same for a verdict line a case (`First`/`Second`), in the fewest lines |
//! | [`cookbook`] | start here: each layout a contest statement uses, and each kind of answer, declared in a few lines (doc tests that run) |
//! | [`shape`] | an input's format declared once: read, written, generated at each [`Size`], shrunk, checked against the judge's limits, described in `--help` |
//! | [`draw`] | a problem's own distribution of inputs as a value: weighted choices, draws that depend on earlier ones, each meant for some sizes, beside its shape ([`draw::drawn`]) |
//! | [`Size`], [`BenchCase`], [`Bench`], [`BENCH_SEED`], [`removal_ranges`], [`without_range`] | generated inputs, tiny to past the judge, the bench's named cases, and the list surgery shrinking uses |
//! | [`Scanner`], [`InputError`], [`Pos`], [`Token`], [`ScanInt`], [`read_argument`], [`quote`] | reading a judge's input: typed, range-checked tokens and errors that say where and what |
//! | [`Program`], [`ProgramOption`], [`run_program`], [`Options`], [`Invocation`] | the command line every binary shares: `--help`, `--version`, `--explain`, its own options |
//! | [`run_main`], [`run_main_text`], [`execute`], [`execute_text`], [`Outcome`] | stdin in, stdout or one `error:` line out |
//! | [`Playable`], [`play`], [`Table`], [`Winner`] | one case of a problem played against the computer on the referee's game, moves in the words of its claims: the hidden tool `--play`, `cargo lab play PROBLEM` |
//! | [`Exploration`], [`Axes`], [`Family`] | what `cargo xtask explore PROBLEM` tabulates: a family of a problem's components, their values from the rules, and the theorem that applies |

#![warn(missing_docs)]

mod answers;
mod bench;
mod cli;
pub mod cookbook;
pub mod draw;
mod explore;
mod generate;
mod input;
mod options;
mod play;
mod problem;
mod run;
pub mod shape;
mod tools;
mod verdicts;

pub use answers::{Answer, Answers, Case, CaseMove, GrundyValue, WinningMoveCount, WinningMoves};
pub use bench::{BENCH_SEED, Bench, BenchCase};
pub use cli::{Invocation, Program, ProgramOption, run_program};
pub use explore::{Axes, Exploration, Family, ProvedPeriod};
pub use generate::{Size, removal_ranges, without_range};
pub use input::{InputError, Pos, ScanInt, Scanner, Token, quote, read_argument};
pub use options::Options;
pub use play::{Playable, Table, Winner, play};
pub use problem::{
    Claim, Explained, GameAndPositions, Input, JUDGE_MAX, JUDGE_MAX_SEED, Problem,
    read_whole_and_solve, solve_input, solve_text, verdict_lines,
};
pub use run::{Outcome, execute, execute_text, run_main, run_main_text};
pub use tools::{SHRINK_TEXT_BUDGET, Tools, WITHIN_JUDGE_DRAWS};
pub use verdicts::{Verdicts, values_said};
