//! Shared pieces for the impartial-game solvers of this workspace.
//!
//! Every problem crate reaches for the same few things, written here once. Every item is used
//! from the crate root (`grundy::mex`, `grundy::Scanner`); the modules behind them are private.
//!
//! | items | what they are for |
//! |---|---|
//! | [`mex`], [`MexSet`] | the minimum excludant, over a bitset whose first 128 values are one `u128` in place |
//! | [`nim_sum`] | the nim-sum (XOR) of Grundy values |
//! | [`OctalGame`], [`OctalValues`], [`SparseSpace`] | octal (take-and-break) games: Grundy sequences, direct and sparse-space, extended until a period is proved |
//! | [`Period`], [`certified_period`], [`apparent_period`] | periods of Grundy sequences: proved by the octal periodicity theorem, or only suggested (and said so) |
//! | [`Grid`], [`FxHashMap`], [`FxHashSet`] | memo tables: dense 2-D, and Fx-hashed for sparse states |
//! | [`Scanner`], [`InputError`], [`Pos`], [`Token`], [`read_argument`], [`quote`] | reading a judge's input: typed, range-checked tokens and errors that say where and what |
//! | [`Program`], [`run_program`], [`Options`] | the command line every binary shares: `--help`, `--version`, `--explain`, its own options |
//! | [`run_main`], [`execute`], [`Outcome`] | stdin in, stdout or one `error:` line out |
//! | [`Subtraction`], [`SubtractionValues`], [`SubtractionLimits`], [`checkpoint_stride`] | subtraction games: the table, a period the values prove (finite sets), the move to a wanted value |
//! | [`ComponentValues`] | Grundy values from the real rules: memoised mex over any [`Components`]' moves |
//! | [`Exploration`], [`Axes`], [`Family`] | what `cargo xtask explore PROBLEM` tabulates: a family of a problem's components, their values from the rules, and the theorem that applies |
//! | [`winning_move`], [`nim_sum_text`] | explaining a sum under normal play: the winning move, the nim-sum written out, over any unsigned type |
//! | [`misere_wins`], [`misere_winning_move`], [`misere_sum_text`] | sums played misère: the SJ theorem (anti-SG), its conditions, and the move it gives |
//! | [`Game`], [`Referee`], [`Play`], [`Misere`] | a model of an impartial game and the exhaustive win/lose search that checks solvers, under normal or misère play |
//! | [`Shape`], [`num`], [`list`], [`two_lists`], [`headed_list`], [`until_end`], [`terminated`], [`choice`], [`line()`], [`at`], [`record`], [`help_lines`] | an input's format declared once: read, written, generated at each [`Size`], shrunk, checked against the judge's limits, described in `--help` |
//! | [`Problem`], [`Input`], [`solve_text`], [`verdict_lines`], [`Explained`], [`Claim`], [`Tools`] | one problem's contract: shape, solver, referee, explained claims; the hidden tools and the kit's checks follow from it |
//! | [`Size`], [`Rng`], [`BenchCase`], [`removal_ranges`], [`without_range`] | generated inputs, tiny to past the judge and the bench's named cases, shrunk when a case fails |
//! | [`Components`], [`Sum`] | sums of components (heaps, sheets, runs) as one game for the referee |
//! | [`worker_threads`], [`THREADS_VARIABLE`] | how many cores a solver that can share its work uses (`GRUNDY_THREADS` forces it) |

#![warn(missing_docs)]

mod cli;
mod component_values;
mod explain;
mod explore;
mod generate;
mod input;
mod memo;
mod mex;
mod misere;
mod nim;
mod octal;
mod period;
mod problem;
mod referee;
mod rng;
mod run;
mod shape;
mod subtraction;
mod sum;
mod threads;

pub use cli::{Invocation, Options, Program, ProgramOption, run_program};
pub use component_values::ComponentValues;
pub use explain::{nim_sum_text, winning_move};
pub use explore::{Axes, Exploration, Family};
pub use generate::{BenchCase, Size, removal_ranges, without_range};
pub use input::{InputError, Pos, ScanInt, Scanner, Token, quote, read_argument};
pub use memo::{FxHashMap, FxHashSet, Grid};
pub use mex::{MexSet, mex};
pub use misere::{misere_sum_text, misere_winning_move, misere_wins};
pub use nim::nim_sum;
pub use octal::{OctalCodeError, OctalGame, OctalValues, SparseSpace};
pub use period::{Period, apparent_period, certified_period};
pub use problem::{
    Claim, Explained, Input, Problem, SHRINK_TEXT_BUDGET, Tools, WITHIN_JUDGE_DRAWS, solve_text,
    verdict_lines,
};
pub use referee::{Game, Misere, Play, Referee};
pub use rng::Rng;
pub use run::{Outcome, execute, run_main};
pub use shape::{
    At, Cases, Choice, HeadedList, Layout, Limit, Line, List, Num, Number, Placed, Record, Shape,
    Text, TwoLists, Written, at, choice, headed_list, help_lines, line, list, num, record,
    terminated, two_lists, until_end,
};
pub use subtraction::{Subtraction, SubtractionLimits, SubtractionValues, checkpoint_stride};
pub use sum::{Components, Sum};
pub use threads::{THREADS_VARIABLE, worker_threads};
