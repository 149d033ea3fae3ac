//! The game mathematics of impartial games (Sprague–Grundy theory), for anyone's solver: mex
//! and nim-sum, the families contest problems are made of (subtraction, octal take-and-break,
//! sums of components, misère play), Grundy values from any rules, and the exhaustive search
//! that checks a solver against the real rules. It knows nothing of inputs, samples or command
//! lines: those are the harness's (the `harness` crate beside it).
//!
//! Each module is public and its items are also at the crate root, as in ac-library-rs:
//! `grundy::mex` is `grundy::mex::mex`.
//!
//! | module | items | what they are for |
//! |---|---|---|
//! | [`mod@mex`] | [`mex()`], [`MexSet`] | the minimum excludant, over a bitset whose first 128 values are one `u128` in place |
//! | [`nim`] | [`Nim`], [`nim_sum`] | Nim's heap (take any number), and the nim-sum (XOR) of Grundy values |
//! | [`nimber`] | [`nim_product`], [`nim_square`], [`nim_pow`], [`nim_inverse`], [`TurningCorners`], [`corners_value`], [`corners_move`] | nim multiplication in the field of 64-bit nimbers, and the turning-corners game it solves (the Tartan theorem) |
//! | [`explain`] | [`winning_move`], [`nim_sum_text`] | a sum under normal play: the winning move, the nim-sum written out, over any unsigned type |
//! | [`misere`] | [`misere_wins`], [`misere_winning_move`], [`misere_sum_text`] | sums played misère: the SJ theorem (anti-SG), its conditions, and the move it gives |
//! | [`octal`] | [`OctalGame`], [`OctalValues`], [`SparseSpace`], [`next_period_step`] | octal (take-and-break) games: Grundy sequences, direct and sparse-space, extended until a period is proved |
//! | [`one_heap`] | [`one_heap_period`] | take-and-break codes whose moves leave at most one heap (Nim's `.3...`, "take any but these"): their period, arithmetic or not, proved by a state argument |
//! | [`period`] | [`Period`], [`certified_period`], [`apparent_period`], [`ArithmeticPeriod`], [`seen_period`] | periods of Grundy sequences: proved by the octal periodicity theorem, or only suggested (and said so), ordinary or arithmetic (`g(n + p) = g(n) + s`) |
//! | [`subtraction`] | [`Subtraction`], [`SubtractionValues`], [`SubtractionLimits`], [`checkpoint_stride`] | subtraction games: the table, a period the values prove (finite sets), the move to a wanted value |
//! | [`subtraction_steps`] | [`SubtractionSteps`] | a subtraction game's Every-SG steps: the table, an arithmetic period it proves (`steps(n + p) = steps(n) + d`, d even), and the theorem's move, for heaps up to 10^18 |
//! | [`sum`] | [`Components`], [`Sum`] | sums of components (heaps, sheets, runs) as one game for the referee |
//! | [`coin_turning`] | [`CoinTurning`] | coin-turning rows (Turning Turtles, Mock Turtles, Ruler, Twins, any turn-sets): a single head's value (a formula, proved in the module's notes, or the definition), a row as the nim-sum of its heads, the move to a wanted value |
//! | [`turning_rule`] | [`TurningRule`], [`TurnSets`], [`TurnShape`], [`TurningRuleError`] | the rules of coin-turning games: named, or by the sets a move may turn (by size, run length, distance), and their notation (`mock`, `sizes{1,2,3}`) |
//! | [`component_values`] | [`ComponentValues`] | Grundy values from the real rules: memoised mex over any [`Components`]' moves |
//! | [`game_values`] | [`GameValues`] | Grundy values of whole positions of any [`Game`]: memoised mex over its moves, for checking a family's formula against its rules |
//! | [`take_break`] | [`TakeBreak`], [`Radix`], [`TakeBreakCodeError`], [`GrundyGame`] | take-and-break games in general: octal and hexadecimal codes with `d0` and a repeated last digit (`4.3...`, Lasker's Nim), and Grundy's game: their rules, their values by mex (Grundy's game also by the octal engine's sparse-space method), and the move to a wanted value ([`TakeBreak::move_to`], for [`winning_move`]) |
//! | [`staircase`] | [`StaircaseNim`], [`StairMove`], [`SlidingCoins`], [`Slide`] | staircase Nim (Nim on the odd stairs): its rules, value and winning move, and coins sliding along a strip, staircase Nim on their gaps |
//! | [`circle`] | [`Circular`], [`Piece`], [`CutsCircles`] | games played on circles as well as rows (take-and-break codes on a necklace): a circle's first move cuts it into rows; its value and winning cut from the row game's values, and the rules |
//! | [`take_a_run`] | [`TakeARun`] | take any run of consecutive tokens from a row, leaving two rows: the rules of one row (worth its length) |
//! | [`treblecross`] | [`Treblecross`], [`CrossRow`], [`treblecross_segment_values`] | rows where three crosses in a row win: the rules on any row, its split into safe segments (the `.007` reduction), a bare segment's values |
//! | [`euclid`] | [`Euclid`] | Euclid's game (take a multiple of the smaller pile from the larger): its rules, for the referee and for values or steps |
//! | [`every`] | [`Steps`], [`every_sg_wins`], [`EveryGame`] | Every-SG games (move in every component at once): steps from the real rules, the largest-steps-is-odd verdict and its move, the real rules for the referee |
//! | [`dag`] | [`Digraph`], [`TokenGame`], [`topological_order`], [`dag_values`], [`dag_winning_move`] | games on directed acyclic graphs: a topological order (or a cycle, named), every node's value, the token game and its winning move |
//! | [`hackenbush`] | [`RootedGraph`], [`Hackenbush`] | Green Hackenbush on rooted graphs: the colon principle (trees), the fusion principle (any multigraph, by bridges), the cut to a wanted value, the real rules |
//! | [`hackenbush_branches`] | [`Branch`] | Green Hackenbush by branches at the root: each branch's value and the cut in it, for misère sums of trees (the SJ theorem on branches, not on whole trees) |
//! | [`genus`] | [`Genus`], [`MisereHeaps`], [`tame_sum_wins`], [`TooManyPositions`] | misère play of heap games by exhaustive search: misère Grundy values, Conway's genus, which heaps are tame (play as Nim positions) |
//! | [`referee`] | [`Game`], [`Referee`], [`Play`], [`Misere`], [`Labelled`] | a model of an impartial game and the exhaustive win/lose search that checks solvers, under normal or misère play |
//! | [`per_case`] | [`PerCase`] | cases that bring their own rules (amounts, a graph, a threshold) as one game for the referee |
//! | [`memo`] | [`Grid`], [`FxHashMap`], [`FxHashSet`] | memo tables: dense 2-D, and Fx-hashed for sparse states |
//! | [`rng`] | [`Rng`] | a small seeded generator, so that random positions come out the same on every run |
//! | [`threads`] | [`worker_threads`], [`THREADS_VARIABLE`] | how many cores a solver that can share its work uses (`GRUNDY_THREADS` forces it) |

#![warn(missing_docs)]

pub mod circle;
pub mod coin_turning;
pub mod component_values;
pub mod dag;
pub mod euclid;
pub mod every;
pub mod explain;
pub mod game_values;
pub mod genus;
pub mod hackenbush;
pub mod hackenbush_branches;
pub mod memo;
pub mod mex;
pub mod misere;
pub mod nim;
pub mod nimber;
pub mod octal;
pub mod one_heap;
pub mod per_case;
pub mod period;
mod rare_pass;
pub mod referee;
pub mod rng;
pub mod staircase;
pub mod subtraction;
pub mod subtraction_steps;
pub mod sum;
pub mod take_a_run;
pub mod take_break;
mod take_break_code;
pub mod threads;
pub mod treblecross;
pub mod turning_rule;
mod window_repeat;

pub use circle::{Circular, CutsCircles, Piece};
pub use coin_turning::CoinTurning;
pub use component_values::ComponentValues;
pub use dag::{Digraph, TokenGame, dag_values, dag_winning_move, topological_order};
pub use euclid::Euclid;
pub use every::{EveryGame, Steps, every_sg_wins};
pub use explain::{nim_sum_text, winning_move};
pub use game_values::GameValues;
pub use genus::{Genus, MisereHeaps, TooManyPositions, tame_sum_wins};
pub use hackenbush::{Hackenbush, RootedGraph};
pub use hackenbush_branches::Branch;
pub use memo::{FxHashMap, FxHashSet, Grid};
pub use mex::{MexSet, mex};
pub use misere::{misere_sum_text, misere_winning_move, misere_wins};
pub use nim::{Nim, nim_sum};
pub use nimber::{
    TurningCorners, corners_move, corners_value, nim_inverse, nim_pow, nim_product, nim_square,
};
pub use octal::{OctalGame, OctalValues, SparseSpace, next_period_step};
pub use one_heap::one_heap_period;
pub use per_case::PerCase;
pub use period::{ArithmeticPeriod, Period, apparent_period, certified_period, seen_period};
pub use referee::{Game, Labelled, Misere, Play, Referee};
pub use rng::Rng;
pub use staircase::{Slide, SlidingCoins, StairMove, StaircaseNim};
pub use subtraction::{Subtraction, SubtractionLimits, SubtractionValues, checkpoint_stride};
pub use subtraction_steps::SubtractionSteps;
pub use sum::{Components, Sum};
pub use take_a_run::TakeARun;
pub use take_break::{GrundyGame, Radix, TakeBreak, TakeBreakCodeError};
pub use threads::{THREADS_VARIABLE, worker_threads};
pub use treblecross::{CrossRow, Treblecross, treblecross_segment_values};
pub use turning_rule::{TurnSets, TurnShape, TurningRule, TurningRuleError};
