//! Crosses and Crosses: every sample runs as recorded, and the recorded outputs come from the
//! referee (small samples) or from the published list of second-player boards (the judge-max
//! ones), never from the solver.

mod common;

use common::{PUBLISHED_SECOND_PLAYER_BOARDS, REFEREE_LIMIT, referee_answer};
use grundy::Referee;
use grundy_tests::{Sample, assert_samples, assert_samples_agree_with};
use poj_3537_crosses::real_rules::Rules;
use poj_3537_crosses::solve;

/// An answered sample's boards, read by the test itself.
fn board_lengths(sample: &Sample) -> Vec<u64> {
    sample
        .text()
        .split_whitespace()
        .map(|token| token.parse().expect("an answered sample holds numbers"))
        .collect()
}

#[test]
fn every_sample_gives_its_recorded_output_or_is_rejected() {
    assert!(assert_samples(env!("CARGO_MANIFEST_DIR"), |_, input| solve(input)) >= 15);
}

#[test]
fn small_samples_outputs_are_the_referees() {
    let mut referee = Referee::new(Rules);
    assert_samples_agree_with(env!("CARGO_MANIFEST_DIR"), 7, |sample| {
        let boards = board_lengths(sample);
        if boards.iter().any(|&n| n > u64::from(REFEREE_LIMIT)) {
            return None; // large: see the next test
        }
        let boards: Vec<u8> = boards.iter().map(|&n| n as u8).collect();
        Some(referee_answer(&mut referee, &boards))
    });
}

#[test]
fn large_samples_outputs_follow_the_published_list() {
    // n = 1 is won (one cross, then no move), n = 2 lost (see README.md); from 3 to 2000 the
    // second player wins exactly the published boards.
    assert_samples_agree_with(env!("CARGO_MANIFEST_DIR"), 2, |sample| {
        let boards = board_lengths(sample);
        if boards.iter().all(|&n| n <= u64::from(REFEREE_LIMIT)) {
            return None;
        }
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
