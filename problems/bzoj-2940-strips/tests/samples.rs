//! Strips: every sample runs as recorded (with its command line), and the recorded plain outputs
//! come from the referee (small samples) or from the hand arguments of README.md (large ones),
//! never from the solver.

use crate::common;

use common::{REFEREE_LIMIT, referee, referee_answer, run_with_args, strips_and_boards};
use grundy_tests::{Sample, assert_samples, assert_samples_agree_with};

/// The output README.md argues by hand for these strips and boards, if it argues one.
fn hand_argument(strips: &[u64], boards: &[u64]) -> Option<String> {
    let line = |first_wins: bool| if first_wins { "1\n" } else { "2\n" };
    let answer = |wins: &dyn Fn(u64) -> bool| boards.iter().map(|&p| line(wins(p))).collect();
    let same = strips.iter().all(|&length| length == strips[0]);
    if strips.contains(&1) && strips.contains(&2) {
        // A 1 or a 2 in the centre, then mirror every move.
        Some(answer(&|_| true))
    } else if same && strips[0] == 1 {
        // Every move fills one cell: p moves in all.
        Some(answer(&|p| p % 2 == 1))
    } else if same && boards.iter().all(|&p| p < 2 * strips[0]) {
        // One strip length L and boards shorter than 2L: at most one strip is ever placed.
        Some(answer(&|p| p >= strips[0]))
    } else {
        None
    }
}

/// The strips and boards of a sample run without arguments (the `--help` and `--explain` ones
/// are checked in tests/explain.rs), if its boards are all within the referee's reach (`small`)
/// or if some board is past it (`!small`).
fn plain_sample(sample: &Sample, small: bool) -> Option<(Vec<u64>, Vec<u64>)> {
    if !sample.args.is_empty() {
        return None;
    }
    let (strips, boards) = strips_and_boards(&sample.text());
    let within = boards.iter().all(|&cells| cells <= REFEREE_LIMIT);
    (within == small).then_some((strips, boards))
}

#[test]
fn every_sample_gives_its_recorded_output_or_is_rejected() {
    assert!(assert_samples(env!("CARGO_MANIFEST_DIR"), run_with_args) >= 24);
}

#[test]
fn small_samples_outputs_are_the_referees() {
    assert_samples_agree_with(env!("CARGO_MANIFEST_DIR"), 8, |sample| {
        let (strips, boards) = plain_sample(sample, true)?; // large ones: see the next test
        let strips: Vec<usize> = strips.iter().map(|&k| k as usize).collect();
        let boards: Vec<usize> = boards.iter().map(|&p| p as usize).collect();
        Some(referee_answer(&mut referee(&strips), &boards))
    });
}

#[test]
fn large_samples_outputs_follow_the_hand_arguments() {
    assert_samples_agree_with(env!("CARGO_MANIFEST_DIR"), 4, |sample| {
        let (strips, boards) = plain_sample(sample, false)?;
        let argued = hand_argument(&strips, &boards)
            .unwrap_or_else(|| panic!("README.md argues no output for sample {}", sample.name));
        Some(argued)
    });
}

#[test]
fn samples_past_the_judges_limits_and_only_those_are_named_beyond_judge() {
    let inputs = bzoj_2940_strips::generate::Inputs;
    grundy_tests::assert_samples_named_beyond_judge_exactly_when_they_are(
        env!("CARGO_MANIFEST_DIR"),
        &inputs,
    );
}
