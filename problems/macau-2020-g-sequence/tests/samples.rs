//! The samples: each gives its expected output with its arguments (or, `bad-*`, is rejected);
//! the small plain ones' expected outputs are the referee's verdicts and the max-size one's
//! follows from the even-parity argument in README.md. Then a few inputs written here. (The
//! `--help` and `--explain` samples are checked in tests/explain.rs.)

use crate::common;

use grundy::Generator;
use grundy_tests::{assert_samples, assert_samples_agree_with};
use macau_2020_g_sequence::generate::Inputs;
use macau_2020_g_sequence::solve;

use common::{parse_script, referee_wins, run_with_args};

#[test]
fn every_sample_gives_its_expected_output_or_is_rejected() {
    let count = assert_samples(env!("CARGO_MANIFEST_DIR"), run_with_args);
    assert!(count >= 8, "only {count} samples");
}

#[test]
fn small_samples_expected_outputs_come_from_the_referee() {
    assert_samples_agree_with(env!("CARGO_MANIFEST_DIR"), 6, |sample| {
        if !sample.args.is_empty() {
            return None;
        }
        let script = parse_script(&sample.text());
        (script.final_length() <= 40).then(|| script.expected_output(referee_wins))
    });
}

#[test]
fn a_judge_max_even_popcount_script_is_answered_as_the_even_parity_argument_says() {
    // The bench case (built by the generator rather than committed: 1.9 MB of text).
    let text = Inputs
        .bench_input("judge-max-even-popcount")
        .expect("a bench case");
    let script = parse_script(&text);
    assert_eq!(script.initial.len(), 200_000);
    assert_eq!(script.ops.len(), 200_000);
    // Every value has even popcount, so a position is lost exactly at the last occurrence of
    // its value (tests/reduction.rs checks the rule). The last occurrences are kept up to date
    // as the sequence grows, each value checked once.
    let mut last = [0usize; 256];
    let mut scanned = 0;
    let expected = script.expected_output(|sequence, position| {
        for (index, &value) in sequence.iter().enumerate().skip(scanned) {
            assert_eq!(value.count_ones() % 2, 0, "value {value} at {}", index + 1);
            last[usize::from(value)] = index + 1;
        }
        scanned = sequence.len();
        last[usize::from(sequence[position - 1])] != position
    });
    assert_eq!(solve(&text).unwrap(), expected);
}

#[test]
fn crlf_tabs_and_blank_lines_are_fine() {
    let input = "5 5\r\n\r\n1\t2 3 4 5\r\n1 6\r\n2 5\r\n1 7\r\n2 5\r\n2 1   \r\n\r\n";
    assert_eq!(solve(input).unwrap(), "Alice\nGrammy\nAlice\n");
}

#[test]
fn no_operations_print_nothing() {
    assert_eq!(solve("3 0\n1 2 3\n").unwrap(), "");
}

#[test]
fn samples_past_the_judges_limits_and_only_those_are_named_beyond_judge() {
    let inputs = macau_2020_g_sequence::generate::Inputs;
    grundy_tests::assert_samples_named_beyond_judge_exactly_when_they_are(
        env!("CARGO_MANIFEST_DIR"),
        &inputs,
    );
}
