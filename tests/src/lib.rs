//! The test kit every problem crate takes as a dev-dependency: a seeded random generator, the
//! solver-against-the-referee loop, the bad-input contract, the samples and their mutations.
//! It depends only on `grundy`, so that any problem can use it and none has to be listed here.
//!
//! | item | what it is for |
//! |---|---|
//! | [`Rng`] | random positions that come out the same on every run |
//! | [`assert_agrees_on_random_cases`], [`Case`] | the solver against the referee on N random positions |
//! | [`assert_rejected`], [`assert_rejected_saying`], [`Expected`], [`rejection_faults`] | the bad-input contract: exit 1, empty stdout, one `error:` line |
//! | [`samples`], [`sample`], [`assert_samples`], [`assert_samples_agree_with`], [`Sample`] | a crate's `samples/` folder, read and run in-process, and its answers checked by the referee |
//! | [`assert_command_line`], [`assert_explained_samples_match_their_twins`], [`assert_explaining_changes_nothing_else`], [`cut_explanations`] | `--help`, `--version`, unknown options, and `--explain` leaving the judge's output alone |
//! | [`assert_explained_inputs_hold`], [`assert_explained_output_holds`], [`Claim`] | what `--explain` claims ([`harness::Explained`]'s claims, said in their words), checked by the referee: the move is legal and leaves a lost position |
//! | [`assert_generator_sound`] | a problem's generator: valid at every size, tiny inputs decided by the referee, shrinking only smaller |
//! | [`assert_explored_values_decide_their_rules`], [`assert_exploration_decides_the_referee`], [`assert_explore_text_has_the_declared_shape`], [`assert_declared_family`], [`assert_explore_same_for_every_input_where_declared`], [`exploration_of`] | what `cargo xtask explore` shows ([`harness::Problem::explore`]): decided by the referee, in the declared shape, equal to the family's engine |
//! | [`assert_question_mark_says_the_referees_winning_moves`] | what `cargo lab play PROBLEM` says ([`harness::Playable`]): `?` on the samples is the referee's winning moves |
//! | [`assert_mutations_never_crash`], [`mutated_samples`] | thousands of mutated samples: answered or rejected, never a panic |
//! | [`assert_streaming_answers_as_whole`], [`assert_streaming_answers_as_whole_on_samples`] | a solver that answers as it reads ([`harness::Problem::solve_streaming`]) gives what it gives on the whole input |
//! | [`checks!`], [`scaled`] | every standard check of a problem, from its contract ([`harness::Problem`], [`harness::Explained`]), as named tests, with counts `GRUNDY_TEST_SCALE` can raise |
//! | [`assert_agrees_with_referee`], [`assert_claims_hold`], [`assert_limits_rejected_past_their_edges`], [`assert_samples_agree_with_referee`], [`assert_explained_samples_hold`] | the derived checks behind those macros |
//! | [`missing_pieces`], [`todo_report`], [`problem_crates`] | what a problem crate still lacks: the layout check and `cargo xtask todo` |
//!
//! The workspace-wide tests in `tests/tests/` (the layout of every problem crate, the
//! scaffold of `cargo xtask new`) live beside this kit.

mod command_line;
mod contract;
mod explain;
mod explore;
mod generator;
mod layout;
mod mutations;
mod play;
mod referee;
mod samples;
mod standard;
mod streaming;

pub use command_line::{
    assert_command_line, assert_explained_samples_match_their_twins,
    assert_explaining_changes_nothing_else, cut_explanations,
};
pub use contract::{
    Expected, assert_rejected, assert_rejected_saying, outcome_faults, rejection_faults,
    run_in_process,
};
pub use explain::{
    assert_claims_hold, assert_explained_inputs_hold, assert_explained_output_holds,
};
pub use explore::{
    assert_declared_family, assert_exploration_decides_the_referee,
    assert_explore_same_for_every_input_where_declared, assert_explore_text_has_the_declared_shape,
    assert_explored_values_decide_their_rules, exploration_of,
};
pub use generator::{
    SMALL_SHRINKS_CHECKED, assert_bench_cases_sound, assert_generator_sound, shrink_to_the_end,
};
pub use grundy::Rng;
/// The harness, for the macros' own paths.
#[doc(hidden)]
pub use harness;
pub use harness::Claim;
pub use layout::{Missing, Step, missing_pieces, problem_crates, todo_report};
pub use mutations::{assert_mutations_never_crash, mutated_samples};
pub use play::assert_question_mark_says_the_referees_winning_moves;
pub use referee::{Case, assert_agrees_on_random_cases};
pub use samples::{
    BEYOND_JUDGE, RESERVED_NAMES, Sample, assert_samples, assert_samples_agree_with,
    assert_samples_named_beyond_judge_exactly_when_they_are, is_judge_sample, reserved_for, sample,
    samples,
};
pub use standard::{
    SCALE_VARIABLE, assert_agrees_with_referee, assert_explained_samples_hold,
    assert_limits_rejected_past_their_edges, assert_samples_agree_with_referee, plain, scaled,
};
pub use streaming::{
    assert_streaming_answers_as_whole, assert_streaming_answers_as_whole_on_samples,
};
