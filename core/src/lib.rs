//! Shared pieces for the impartial-game solvers of this workspace.
//!
//! Every problem crate reaches for the same few things, written here once:
//!
//! | module | what it holds |
//! |---|---|
//! | [`mex`](mod@mex) | the minimum excludant, over a bitset kept on the stack for small values |
//! | [`nim`] | the nim-sum (XOR) of Grundy values |
//! | [`octal`] | octal (take-and-break) games: Grundy sequences, direct and sparse-space, and certified periods |
//! | [`memo`] | dense 1-D and 2-D tables and an Fx-hashed memo for sparse states |
//! | [`input`] | a scanner over the whole input with typed, range-checked tokens and positioned errors |
//! | [`run`] | the helper every `main.rs` calls: stdin in, stdout or one `error:` line out |
//! | [`referee`] | a model of an impartial game and an exhaustive win/lose search used to check solvers |
//! | [`sum`](mod@sum) | sums of components (heaps, sheets, runs) as one game for the referee |
//!
//! The most used items are re-exported at the crate root.

#![warn(missing_docs)]

pub mod input;
pub mod memo;
pub mod mex;
pub mod nim;
pub mod octal;
pub mod referee;
pub mod run;
pub mod sum;

pub use input::{InputError, Pos, Scanner, Token};
pub use memo::{DenseMemo, FxHashMap, FxHashSet, Grid, SparseMemo};
pub use mex::{MexSet, mex};
pub use nim::nim_sum;
pub use octal::{OctalCodeError, OctalGame, Period, SparseSpace, certified_period};
pub use referee::{Game, Referee};
pub use run::{Outcome, execute, run_main};
pub use sum::{Components, Sum};
