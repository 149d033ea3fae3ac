//! Crosses and Crosses: every sample runs as recorded, and the recorded outputs come from the
//! referee (small samples) or from the published list of second-player boards (the judge-max
//! ones), never from the solver.

mod common;

use common::{PUBLISHED_SECOND_PLAYER_BOARDS, REFEREE_LIMIT, referee_answer};
use grundy::Referee;
use grundy_tests::{assert_samples, samples};
use poj_3537_crosses::real_rules::Rules;
use poj_3537_crosses::solve;

/// Every sample with an expected output, as its name, boards and expected output.
fn answered_samples() -> Vec<(String, Vec<u64>, String)> {
    samples(env!("CARGO_MANIFEST_DIR"))
        .into_iter()
        .filter_map(|sample| {
            let expected = sample.expected.clone()?; // bad input has none
            let boards = sample
                .text()
                .split_whitespace()
                .map(|token| token.parse().expect("an answered sample holds numbers"))
                .collect();
            Some((sample.name, boards, expected))
        })
        .collect()
}

#[test]
fn every_sample_gives_its_recorded_output_or_is_rejected() {
    assert!(assert_samples(env!("CARGO_MANIFEST_DIR"), |_, input| solve(input)) >= 15);
}

#[test]
fn small_samples_outputs_are_the_referees() {
    let mut referee = Referee::new(Rules);
    let mut checked = 0;
    for (name, boards, expected) in answered_samples() {
        if boards.iter().any(|&n| n > u64::from(REFEREE_LIMIT)) {
            continue; // large: see the next test
        }
        let boards: Vec<u8> = boards.iter().map(|&n| n as u8).collect();
        assert_eq!(
            referee_answer(&mut referee, &boards),
            expected,
            "sample {name}"
        );
        checked += 1;
    }
    assert!(checked >= 7, "only {checked} small samples");
}

#[test]
fn large_samples_outputs_follow_the_published_list() {
    // n = 1 is won (one cross, then no move), n = 2 lost (see README.md); from 3 to 2000 the
    // second player wins exactly the published boards.
    let mut checked = 0;
    for (name, boards, expected) in answered_samples() {
        if boards.iter().all(|&n| n <= u64::from(REFEREE_LIMIT)) {
            continue;
        }
        assert!(boards.iter().all(|&n| n <= 2000), "sample {name}");
        let published: String = boards
            .iter()
            .map(|n| match n {
                2 => "2\n",
                n if PUBLISHED_SECOND_PLAYER_BOARDS.contains(n) => "2\n",
                _ => "1\n",
            })
            .collect();
        assert_eq!(published, expected, "sample {name}");
        checked += 1;
    }
    assert!(checked >= 2, "only {checked} large samples");
}
