//! Strips: every sample runs as recorded, and the recorded outputs come from the referee (small
//! samples) or from the hand arguments of README.md (large ones), never from the solver.

mod common;

use bzoj_2940_strips::solve;
use common::{referee, referee_answer};
use grundy_tests::{Sample, assert_samples, samples};

/// The longest board the referee searches here.
const REFEREE_LIMIT: u64 = 40;

/// A sample with an expected output, as its strips and boards.
struct Answered {
    name: String,
    strips: Vec<u64>,
    boards: Vec<u64>,
    expected: String,
}

/// Every sample with an expected output.
fn answered_samples() -> Vec<Answered> {
    samples(env!("CARGO_MANIFEST_DIR"))
        .into_iter()
        .filter_map(|sample: Sample| {
            let expected = sample.expected.clone()?; // bad input has none
            let numbers: Vec<u64> = sample
                .text()
                .split_whitespace()
                .map(|token| token.parse().expect("an answered sample holds numbers"))
                .collect();
            Some(Answered {
                name: sample.name,
                strips: numbers[..3].to_vec(),
                boards: numbers[4..].to_vec(),
                expected,
            })
        })
        .collect()
}

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

#[test]
fn every_sample_gives_its_recorded_output_or_is_rejected() {
    assert!(assert_samples(env!("CARGO_MANIFEST_DIR"), |_, input| solve(input)) >= 21);
}

#[test]
fn small_samples_outputs_are_the_referees() {
    let mut checked = 0;
    for sample in answered_samples() {
        if sample.boards.iter().any(|&cells| cells > REFEREE_LIMIT) {
            continue; // large: see the next test
        }
        let strips: Vec<usize> = sample.strips.iter().map(|&k| k as usize).collect();
        let boards: Vec<usize> = sample.boards.iter().map(|&p| p as usize).collect();
        let recomputed = referee_answer(&mut referee(&strips), &boards);
        assert_eq!(recomputed, sample.expected, "sample {}", sample.name);
        checked += 1;
    }
    assert!(checked >= 8, "only {checked} small samples");
}

#[test]
fn large_samples_outputs_follow_the_hand_arguments() {
    let mut checked = 0;
    for sample in answered_samples() {
        if sample.boards.iter().all(|&cells| cells <= REFEREE_LIMIT) {
            continue;
        }
        let argued = hand_argument(&sample.strips, &sample.boards)
            .unwrap_or_else(|| panic!("README.md argues no output for sample {}", sample.name));
        assert_eq!(argued, sample.expected, "sample {}", sample.name);
        checked += 1;
    }
    assert!(checked >= 4, "only {checked} large samples");
}
