//! Every sample passes in-process, and every committed `.out` is recomputed from an honest
//! source: the referee for sheets it can search, the mirror strategy for large sheets with an
//! even side of at least 4.

use crate::common;

use common::{REFEREE_SIDE, mirror_applies, referee_verdict, run_with_args};
use grundy::{Referee, Sum};
use grundy_tests::{assert_samples, assert_samples_agree_with};
use poj_2311_cutting_game::input::read_cases;
use poj_2311_cutting_game::real_rules::Rules;
use poj_2311_cutting_game::real_rules::shared_referee;

const CRATE_DIR: &str = env!("CARGO_MANIFEST_DIR");

/// The expected verdict for one sample case, from an honest source: the referee for sheets it
/// can search (a side of 1, or both sides up to 10), the mirror strategy for a sheet with an
/// even side of at least 4. `None` when neither applies.
fn honest_verdict(
    referee: &mut Referee<Sum<Rules>>,
    width: u16,
    height: u16,
) -> Option<&'static str> {
    if width.min(height) == 1 || width.max(height) <= REFEREE_SIDE {
        Some(referee_verdict(referee, width, height))
    } else if mirror_applies(width, height) {
        Some("WIN")
    } else {
        None
    }
}

#[test]
fn every_sample_out_is_recomputed_by_the_referee_or_the_mirror_strategy() {
    let mut referee = shared_referee();
    assert_samples_agree_with(CRATE_DIR, 6, |sample| {
        if !sample.args.is_empty() {
            return None; // --help and --explain: tests/explain.rs
        }
        let cases = read_cases(&sample.text()).unwrap();
        let verdicts = cases
            .iter()
            .map(|case| {
                let verdict = honest_verdict(&mut referee, case.width, case.height)
                    .unwrap_or_else(|| panic!("{}: no honest source for {case:?}", sample.name));
                format!("{verdict}\n")
            })
            .collect();
        Some(verdicts)
    });
}

#[test]
fn every_sample_passes_in_process() {
    let count = assert_samples(CRATE_DIR, run_with_args);
    assert!(count >= 13, "only {count} samples");
}

#[test]
fn every_judge_sheet_with_an_honest_source_is_answered_as_that_source_says() {
    // Every sheet up to 10 x 10 with sides >= 2 (the referee) and every sheet up to 200 x 200
    // with an even side >= 4 (the mirror strategy), in one input: 29,626 cases at the judge's
    // limits. Built here rather than committed (0.3 MB of text).
    let mut referee = shared_referee();
    let (mut input, mut expected) = (String::new(), String::new());
    for width in 2..=200u16 {
        for height in 2..=200u16 {
            let small = width.max(height) <= REFEREE_SIDE;
            if small || mirror_applies(width, height) {
                input.push_str(&format!("{width} {height}\n"));
                let verdict = honest_verdict(&mut referee, width, height).expect("a source");
                expected.push_str(&format!("{verdict}\n"));
            }
        }
    }
    assert_eq!(expected.lines().count(), 29_626);
    assert_eq!(poj_2311_cutting_game::solve(&input).unwrap(), expected);
}

#[test]
fn samples_past_the_judges_limits_and_only_those_are_named_beyond_judge() {
    let inputs = poj_2311_cutting_game::generate::Inputs;
    grundy_tests::assert_samples_named_beyond_judge_exactly_when_they_are(
        env!("CARGO_MANIFEST_DIR"),
        &inputs,
    );
}
