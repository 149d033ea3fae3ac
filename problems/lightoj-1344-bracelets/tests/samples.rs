//! The samples: each gives its expected output with its arguments (or, `bad-*`, is rejected);
//! the small plain ones' expected outputs are the referee's verdicts and the max-size one's
//! follows from the hand argument in README.md. Then a few inputs written here whose outputs
//! are plain by hand. (The `--help` and `--explain` samples are checked in tests/explain.rs.)

use crate::common;

use std::collections::BTreeMap;

use grundy::{Referee, Sum};
use grundy_tests::{assert_samples, assert_samples_agree_with};
use lightoj_1344_bracelets::real_rules::Rules;

use common::{is_small, parse_cases, referee_output, run_with_args, solved};

#[test]
fn every_sample_gives_its_expected_output_or_is_rejected() {
    let checked = assert_samples(env!("CARGO_MANIFEST_DIR"), run_with_args);
    assert!(checked >= 14, "only {checked} samples");
}

#[test]
fn small_samples_expected_outputs_are_the_referees() {
    let mut referee = Referee::new(Sum(Rules));
    assert_samples_agree_with(env!("CARGO_MANIFEST_DIR"), 7, |sample| {
        if !sample.args.is_empty() {
            return None;
        }
        let cases = parse_cases(&sample.text());
        is_small(&cases).then(|| referee_output(&mut referee, &cases))
    });
}

#[test]
fn the_max_size_samples_output_follows_from_mirroring_and_nim_heaps() {
    let sample = grundy_tests::sample(env!("CARGO_MANIFEST_DIR"), "beyond-judge-max-size");
    let cases = parse_cases(&sample.text());
    assert_eq!(cases.len(), 3);
    let mut expected = String::new();
    // Cases 1 and 2: every bracelet has a twin, so Genie mirrors Aladdin on it and wins.
    for (number, bracelets) in (1..).zip(&cases[..2]) {
        assert_eq!(bracelets.len(), 50);
        let mut copies = BTreeMap::new();
        for bracelet in bracelets {
            assert_eq!(bracelet.len(), 50);
            *copies.entry(bracelet).or_insert(0) += 1;
        }
        assert!(copies.values().all(|count| count % 2 == 0), "case {number}");
        expected.push_str(&format!("Case {number}: Genie\n"));
    }
    // Case 3: 49 bracelets of 50 pearls of weight 7 (one move, to nothing: value 1, XOR 1) and,
    // as bracelet 17, the strictly increasing 1000 2000 .. 50000 (a nim heap of 50). The total
    // is 1 ^ 50 = 51. A pick on a weight-7 bracelet leaves 51 ^ 1 = 50; picking the i-th pearl
    // of bracelet 17 leaves 1 ^ (i - 1), zero only for i = 2, the pearl of weight 2000.
    let third = &cases[2];
    assert_eq!(third.len(), 50);
    for (index, bracelet) in third.iter().enumerate() {
        if index == 16 {
            assert_eq!(*bracelet, (1..=50).map(|i| i * 1000).collect::<Vec<u32>>());
        } else {
            assert_eq!(*bracelet, [7; 50], "bracelet {}", index + 1);
        }
    }
    expected.push_str("Case 3: Aladdin\n(17 2000)\n");
    assert_eq!(Some(expected), sample.expected);
}

#[test]
fn crlf_tabs_and_blank_lines_are_plain_whitespace() {
    let text = "1\r\n\r\n2\t\r\n2 5 2\r\n  2\t5 2  \r\n";
    assert_eq!(solved(text), "Case 1: Genie\n");
}

#[test]
fn zero_cases_give_empty_output() {
    assert_eq!(solved("0\n"), "");
}

#[test]
fn a_case_with_no_bracelets_is_lost_for_aladdin() {
    assert_eq!(
        solved("2\n0\n1\n1 9\n"),
        "Case 1: Genie\nCase 2: Aladdin\n(1 9)\n"
    );
}

#[test]
fn samples_past_the_judges_limits_and_only_those_are_named_beyond_judge() {
    let inputs = lightoj_1344_bracelets::generate::Inputs;
    grundy_tests::assert_samples_named_beyond_judge_exactly_when_they_are(
        env!("CARGO_MANIFEST_DIR"),
        &inputs,
    );
}
