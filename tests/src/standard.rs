//! The standard checks every problem gets from its contract ([`Problem`], [`Explained`]),
//! written once: a crate asks for them with [`standard_checks!`](crate::standard_checks) and
//! [`explained_checks!`](crate::explained_checks), and writes tests only for what is its own.

use std::fmt::Debug;

use grundy::{Game, Referee, Rng};
use harness::shape::{Shape, Text};
use harness::{Explained, InputError, Options, Problem, Scanner, Size};

use crate::contract::{Expected, assert_rejected};
use crate::explain::assert_explained_output_holds;
use crate::samples::{Sample, assert_samples_agree_with, samples};

/// The solver against the referee on `count` tiny inputs `problem` generates (seeds from
/// `first_seed`): `solve` must print exactly the referee's output. Returns `count`.
///
/// # Panics
/// At the first input the referee cannot search, or the solver rejects or answers
/// differently, naming the seed and the input.
pub fn assert_agrees_with_referee<P: Problem>(
    problem: &P,
    first_seed: u64,
    count: u64,
    solve: impl Fn(&str) -> Result<String, InputError>,
) -> u64 {
    let shape = problem.shape();
    for seed in first_seed..first_seed + count {
        let input = shape.generate(&mut Rng::new(seed), Size::Tiny);
        let text = shape.text(&input);
        let expected = problem
            .referee(&input)
            .unwrap_or_else(|| panic!("tiny input from seed {seed} is too large:\n{text}"));
        match solve(&text) {
            Ok(output) => assert_eq!(
                output, expected,
                "tiny input from seed {seed}: the solver (left) disagrees with the referee \
                 (right) on\n{text}"
            ),
            Err(error) => panic!("tiny input from seed {seed} was rejected: {error}\n{text}"),
        }
    }
    count
}

/// Every answered sample run without options whose input the referee can search has the
/// referee's output as its `.out`. Returns how many were decided.
///
/// # Panics
/// At the first sample whose `.out` differs, or if none was decided.
pub fn assert_samples_agree_with_referee<P: Problem>(problem: &P, crate_dir: &str) -> usize {
    let shape = problem.shape();
    assert_samples_agree_with(crate_dir, 1, |sample: &Sample| {
        if !sample.args.is_empty() {
            return None;
        }
        let input = shape.read_all(&sample.text()).ok()?;
        problem.referee(&input)
    })
}

/// Every number of the declared input, set just past either edge of the range this solver
/// accepts, is rejected at its own line and column with the one-line error: on `seeds` small
/// inputs, at most 24 numbers each, spread over the input. A past value that reads as
/// something else at its place (the closing line `0` where a case's count `m` stands) is
/// left out. Returns how many inputs were rejected.
///
/// # Panics
/// At the first input answered, or rejected elsewhere or badly.
pub fn assert_limits_rejected_past_their_edges<P: Problem>(
    problem: &P,
    seeds: u64,
    solve: impl Fn(&str) -> Result<String, InputError>,
) -> usize {
    let shape = problem.shape();
    let mut rejected = 0;
    for seed in 0..seeds {
        let input = shape.generate(&mut Rng::new(seed), Size::Small);
        let mut text = Text::recording();
        shape.write(&input, &mut text);
        let written = text.written().to_vec();
        let text = text.into_string();
        let step = written.len().div_ceil(24).max(1);
        for number in written.iter().step_by(step) {
            let (lo, hi) = number.accepts;
            let below = lo.checked_sub(1).map_or("-1".to_owned(), |x| x.to_string());
            let above = (u128::from(hi) + 1).to_string();
            for past in [below, above] {
                if number.reads_otherwise.as_ref() == Some(&past) {
                    continue;
                }
                let mut bad = text.clone();
                bad.replace_range(number.bytes.clone(), &past);
                let at = Expected::At(number.pos.line as usize, number.pos.column as usize);
                assert_rejected(&solve, &bad, at);
                rejected += 1;
            }
        }
    }
    rejected
}

/// [`assert_claims_hold`](crate::assert_claims_hold) on the samples run with `--explain` that
/// the referee can search: their recorded claims hold. Returns how many positions were checked.
///
/// # Panics
/// At the first claim that does not hold.
pub fn assert_explained_samples_hold<P>(problem: &P, crate_dir: &str) -> usize
where
    P: Explained,
    <P::Game as Game>::Move: PartialEq + Debug,
    <P::Game as Game>::Position: Debug,
{
    let shape = problem.shape();
    let mut checked = 0;
    for sample in samples(crate_dir) {
        let (Some(output), true) = (&sample.expected, sample.args == ["--explain"]) else {
            continue;
        };
        let Ok(input) = shape.read_all(&sample.text()) else {
            continue;
        };
        let Some((game, positions)) = problem.positions(&input) else {
            continue;
        };
        let place = format!("sample {}", sample.name);
        let mut referee = Referee::new(game);
        checked += assert_explained_output_holds(
            problem,
            &mut referee,
            &input,
            &positions,
            output,
            &place,
        );
    }
    checked
}

/// `run` without options, as a `solve` for the checks that take one.
pub fn plain(
    run: impl Fn(&Options, &mut Scanner<'_>) -> Result<String, InputError>,
) -> impl Fn(&str) -> Result<String, InputError> {
    move |text| run(&Options::new(), &mut Scanner::new(text))
}

/// How many generated inputs a standard check draws: `base` times the whole number in the
/// environment variable [`SCALE_VARIABLE`] (1 when unset), so that a long run (CI at night,
/// a suspicious change) can check more without a change of code.
///
/// # Panics
/// If the variable is set but is not a whole number from 1.
///
/// # Example
/// ```
/// // Unset in the doctests: the base count.
/// assert_eq!(grundy_tests::scaled(300), 300);
/// ```
pub fn scaled(base: u64) -> u64 {
    match std::env::var(SCALE_VARIABLE) {
        Err(_) => base,
        Ok(text) => match text.trim().parse::<u64>() {
            Ok(scale @ 1..) => base.saturating_mul(scale),
            _ => panic!("{SCALE_VARIABLE}={text:?}: expected a whole number from 1"),
        },
    }
}

/// The environment variable that multiplies the counts of generated inputs ([`scaled`]).
pub const SCALE_VARIABLE: &str = "GRUNDY_TEST_SCALE";

/// Every standard check of a problem, as `#[test]` functions in the module where it is used,
/// from its contract ([`Problem`](harness::Problem) and [`Explained`](harness::Explained)):
///
/// - the solver against the referee on 1,000 generated tiny inputs;
/// - the generator sound at every size, and its shrinking; the bench cases;
/// - every sample (and the referee's answer on the small ones), samples named `beyond-judge*`
///   exactly when they are, 2,000 mutations that never crash, every declared limit rejected
///   just past its edge, the command line;
/// - `--explain`: the claims on 300 generated tiny inputs and on the explained samples said
///   and holding by the referee, explained samples matching their plain twins, explaining
///   changing nothing but the explanations;
/// - `cargo lab play PROBLEM`: the binary plays, and `?` on each sample the referee can
///   search says exactly the referee's winning moves;
/// - answering as read ([`Problem::solve_streaming`](harness::Problem::solve_streaming))
///   giving what the whole input gives;
/// - with `explored_up_to: N`, for a problem that explores ([`harness::Problem::explore`]):
///   the values on the sample `official-1` up to N decide the referee on their own rules
///   ([`assert_explored_values_decide_their_rules`](crate::assert_explored_values_decide_their_rules)),
///   a period the problem's own argument proves holding on them, and an exploration declared
///   the same for every input printing the same on every answered sample
///   ([`assert_explore_same_for_every_input_where_declared`](crate::assert_explore_same_for_every_input_where_declared)).
///
/// The counts of generated inputs are multiplied by `GRUNDY_TEST_SCALE` ([`scaled`]).
/// `problem` is the problem, `program` the binary's [`Program`](harness::Program), and `run`,
/// where the crate has one (a problem its options set up, such as a board's width), its
/// `fn(&Options, &mut Scanner)`; without it the problem solves the input
/// ([`harness::solve_input`]), as `harness::main!(PROGRAM)` does.
///
/// ```ignore
/// grundy_tests::checks!(problem: my_crate::MyProblem, program: my_crate::PROGRAM);
/// grundy_tests::checks!(problem: Heaps, program: PROGRAM, explored_up_to: 24);
/// grundy_tests::checks!(problem: Chess::default(), program: PROGRAM, run: run);
/// ```
#[macro_export]
macro_rules! checks {
    (problem: $problem:expr, program: $program:expr $(, explored_up_to: $up_to:expr)? $(,)?) => {
        $crate::checks!(
            problem: $problem,
            program: $program,
            run: |options: &$crate::harness::Options, input: &mut $crate::harness::Scanner<'_>| {
                $crate::harness::solve_input(&$problem, options, input)
            }
            $(, explored_up_to: $up_to)?
        );
    };
    (problem: $problem:expr, program: $program:expr, run: $run:expr $(,)?) => {
        $crate::checks!(@standard $problem, $program, $run);
    };
    (
        problem: $problem:expr,
        program: $program:expr,
        run: $run:expr,
        explored_up_to: $up_to:expr $(,)?
    ) => {
        $crate::checks!(@standard $problem, $program, $run);

        #[test]
        fn explored_values_on_the_first_official_sample_decide_the_referee_on_their_rules() {
            let text = $crate::sample(env!("CARGO_MANIFEST_DIR"), "official-1").text();
            $crate::assert_explored_values_decide_their_rules(&$problem, &text, $up_to);
        }

        #[test]
        fn an_exploration_declared_the_same_for_every_input_is_the_same_on_every_sample() {
            let dir = env!("CARGO_MANIFEST_DIR");
            $crate::assert_explore_same_for_every_input_where_declared(&$problem, dir, $up_to);
        }
    };
    (@standard $problem:expr, $program:expr, $run:expr) => {
        #[test]
        fn the_solver_agrees_with_the_referee_on_generated_tiny_inputs() {
            let count = $crate::scaled(1000);
            $crate::assert_agrees_with_referee(&$problem, 1_000_000, count, $crate::plain($run));
        }

        #[test]
        fn the_generator_is_sound_at_every_size_and_shrinks_to_valid_inputs() {
            $crate::assert_generator_sound(&$problem, $crate::scaled(200), $crate::plain($run));
        }

        #[test]
        fn the_bench_cases_are_valid_and_end_as_they_say() {
            $crate::assert_bench_cases_sound(&$problem, $crate::plain($run));
        }

        #[test]
        fn every_sample_gives_its_recorded_output_or_is_rejected() {
            let respond = |args: &[String], text: &str| $program.respond(args, text, $run);
            $crate::assert_samples(env!("CARGO_MANIFEST_DIR"), respond);
        }

        #[test]
        fn answered_samples_the_referee_can_search_have_its_output() {
            $crate::assert_samples_agree_with_referee(&$problem, env!("CARGO_MANIFEST_DIR"));
        }

        #[test]
        fn samples_past_the_judges_limits_and_only_those_are_named_beyond_judge() {
            $crate::assert_samples_named_beyond_judge_exactly_when_they_are(
                env!("CARGO_MANIFEST_DIR"),
                &$problem,
            );
        }

        #[test]
        fn no_mutation_of_the_samples_crashes_the_solver_plain_or_explained() {
            let dir = env!("CARGO_MANIFEST_DIR");
            let plain = $crate::plain($run);
            $crate::assert_mutations_never_crash(dir, $crate::scaled(1500) as usize, plain);
            let explained = |text: &str| {
                $run(
                    &$crate::harness::Options::new().explained(),
                    &mut $crate::harness::Scanner::new(text),
                )
            };
            $crate::assert_mutations_never_crash(dir, $crate::scaled(500) as usize, explained);
        }

        #[test]
        fn answering_as_read_gives_what_the_whole_input_gives() {
            let (dir, count) = (env!("CARGO_MANIFEST_DIR"), $crate::scaled(100));
            let mutations = $crate::scaled(300) as usize;
            $crate::assert_streaming_answers_as_whole_on_samples(&$problem, dir, count, mutations);
        }

        #[test]
        fn every_declared_limit_is_rejected_just_past_its_edge() {
            let solve = $crate::plain($run);
            $crate::assert_limits_rejected_past_their_edges(&$problem, $crate::scaled(20), solve);
        }

        #[test]
        fn the_command_line_answers_help_version_and_unknown_options() {
            $crate::assert_command_line(&$program, env!("CARGO_MANIFEST_DIR"), $run);
        }

        #[test]
        fn explained_claims_are_said_and_hold_by_the_referee_on_generated_tiny_inputs() {
            $crate::assert_claims_hold(&$problem, 0, $crate::scaled(300), $run);
        }

        #[test]
        fn explained_samples_match_their_plain_twins_and_their_claims_hold() {
            let dir = env!("CARGO_MANIFEST_DIR");
            $crate::assert_explained_samples_match_their_twins(dir);
            $crate::assert_explained_samples_hold(&$problem, dir);
        }

        #[test]
        fn playing_a_sample_the_question_mark_says_the_referees_winning_moves() {
            let dir = env!("CARGO_MANIFEST_DIR");
            $crate::assert_question_mark_says_the_referees_winning_moves(&$problem, &$program, dir);
        }

        #[test]
        fn explaining_any_answered_sample_changes_nothing_else() {
            let dir = env!("CARGO_MANIFEST_DIR");
            $crate::assert_explaining_changes_nothing_else(&$program, dir, $run);
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use harness::shape::{Cases, List, Num, list, num, terminated};

    /// "m, then m heaps, until a line 0": a case's count just below its range is the closing
    /// line, not an error at the count.
    struct UntilZero;

    impl Problem for UntilZero {
        type Shape = Cases<List<Num<u64>>>;

        fn shape(&self) -> Self::Shape {
            let heaps = list(
                num("m", "the number of heaps", 1..=5, 1..=5),
                num("a", "a heap", 1..=9, 1..=9),
            );
            terminated(
                &["0"],
                num("cases", "the number of cases", 1..=4, 0..=4),
                heaps.inline(),
            )
        }

        fn solve(&self, cases: Vec<Vec<u64>>, _: &Options) -> Result<String, InputError> {
            Ok(cases
                .iter()
                .map(|heaps| format!("{}\n", heaps.len()))
                .collect())
        }

        fn referee(&self, _: &Vec<Vec<u64>>) -> Option<String> {
            None
        }
    }

    #[test]
    fn a_count_that_would_read_as_the_closing_line_is_not_set_to_it() {
        let solve = |text: &str| harness::solve_text(&UntilZero, &Options::new(), text);
        assert!(assert_limits_rejected_past_their_edges(&UntilZero, 20, solve) > 0);
        // What is left out is exactly that: the count set to 0 reads as the closing line, and
        // the rest of the input is then an error further on.
        let error = solve("0\n1 2 3\n0\n").unwrap_err();
        assert_eq!(error.to_string().split(',').next(), Some("line 2"));
    }
}
