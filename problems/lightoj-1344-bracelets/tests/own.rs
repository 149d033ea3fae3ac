//! Bracelets: what is its own. Thousands more tiny inputs and explanations against the
//! referee (as many as before the standard checks), explanations of larger inputs cut back to
//! the plain output, the max-size sample by the hand argument of README.md, and the error
//! words README.md names.

use std::collections::BTreeMap;

use grundy::Rng;
use grundy_tests::{
    Expected, assert_agrees_with_referee, assert_claims_hold, assert_rejected_saying,
    cut_explanations, sample,
};
use harness::Scanner;
use harness::shape::Shape;
use harness::{Options, Problem, Size};
use lightoj_1344_bracelets::{Bracelets, MAX_PEARLS, run, solve};

use crate::{solved, text};

#[test]
fn five_thousand_more_tiny_inputs_get_the_referees_answer() {
    // Past the 200 tiny inputs of the generator check (seeds 0..200).
    assert_agrees_with_referee(&Bracelets, 200, 5000, solve);
}

#[test]
fn explained_claims_hold_by_the_referee_on_2000_more_tiny_inputs() {
    // Past the standard checks' 300 (seeds 0..300).
    let checked = assert_claims_hold(&Bracelets, 300, 2000, run);
    assert!(checked >= 2800, "only {checked} cases were checked");
}

#[test]
fn explained_small_inputs_cut_at_two_spaces_are_the_plain_output() {
    for seed in 0..300 {
        let input = text(Bracelets.generate(&mut Rng::new(seed), Size::Small));
        let output = run(&Options::new().explained(), &mut Scanner::new(&input)).unwrap();
        assert_eq!(cut_explanations(&output), solved(&input), "input {input:?}");
        // Only the Case lines carry an explanation: the lines of moves are the judge's.
        for line in output.lines() {
            assert_eq!(line.starts_with("Case "), line.contains("  "), "{line:?}");
        }
    }
}

#[test]
fn the_max_size_samples_output_follows_from_mirroring_and_nim_heaps() {
    let sample = sample(env!("CARGO_MANIFEST_DIR"), "beyond-judge-max-size");
    let cases = Bracelets.shape().read_all(&sample.text()).unwrap();
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
fn an_empty_bracelet_and_huge_counts_are_errors_in_the_readmes_words() {
    assert_rejected_saying(
        solve,
        "1\n2\n1 3\n0\n",
        Expected::At(4, 1),
        &format!("expected the number of pearls on a bracelet in 1..={MAX_PEARLS}, found \"0\""),
    );
    let huge = "18446744073709551615";
    for (input, expected) in [
        (format!("{huge}\n"), "expected the number of bracelets"),
        (
            format!("1\n{huge}\n"),
            "expected the number of pearls on a bracelet",
        ),
        (format!("1\n1\n{MAX_PEARLS}\n"), "expected a pearl weight"),
    ] {
        assert_rejected_saying(solve, &input, Expected::EndOfInput, expected);
    }
}
