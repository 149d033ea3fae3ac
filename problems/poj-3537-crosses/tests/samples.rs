//! Crosses and Crosses: every sample runs as recorded (with its command line), and the recorded
//! plain outputs come from the referee (small samples) or from the published list of
//! second-player boards (the judge-max ones), never from the solver.

use crate::common;

use common::{
    PUBLISHED_SECOND_PLAYER_BOARDS, REFEREE_LIMIT, board_lengths, referee_answer, run_with_args,
};
use grundy::Referee;
use grundy_tests::{Sample, assert_samples, assert_samples_agree_with};
use poj_3537_crosses::real_rules::Rules;

/// The boards of a sample run without arguments (the `--help` and `--explain` ones are checked
/// in tests/explain.rs), if they are all within the referee's reach (`small`) or if some board
/// is past it (`!small`).
fn plain_sample(sample: &Sample, small: bool) -> Option<Vec<u64>> {
    if !sample.args.is_empty() {
        return None;
    }
    let boards = board_lengths(&sample.text());
    let within = boards.iter().all(|&n| n <= u64::from(REFEREE_LIMIT));
    (within == small).then_some(boards)
}

#[test]
fn every_sample_gives_its_recorded_output_or_is_rejected() {
    assert!(assert_samples(env!("CARGO_MANIFEST_DIR"), run_with_args) >= 18);
}

#[test]
fn small_samples_outputs_are_the_referees() {
    let mut referee = Referee::new(Rules);
    assert_samples_agree_with(env!("CARGO_MANIFEST_DIR"), 7, |sample| {
        let boards = plain_sample(sample, true)?; // large ones: see the next test
        let boards: Vec<u8> = boards.iter().map(|&n| n as u8).collect();
        Some(referee_answer(&mut referee, &boards))
    });
}

#[test]
fn large_samples_outputs_follow_the_published_list() {
    // n = 1 is won (one cross, then no move), n = 2 lost (see README.md); from 3 to 2000 the
    // second player wins exactly the published boards.
    assert_samples_agree_with(env!("CARGO_MANIFEST_DIR"), 2, |sample| {
        let boards = plain_sample(sample, false)?;
        assert!(boards.iter().all(|&n| n <= 2000), "sample {}", sample.name);
        let published = boards
            .iter()
            .map(|n| match n {
                2 => "2\n",
                n if PUBLISHED_SECOND_PLAYER_BOARDS.contains(n) => "2\n",
                _ => "1\n",
            })
            .collect();
        Some(published)
    });
}

#[test]
fn samples_past_the_judges_limits_and_only_those_are_named_beyond_judge() {
    let inputs = poj_3537_crosses::generate::Inputs;
    grundy_tests::assert_samples_named_beyond_judge_exactly_when_they_are(
        env!("CARGO_MANIFEST_DIR"),
        &inputs,
    );
}
