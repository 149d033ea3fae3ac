//! Bad input: every way an input can be wrong, including a pile past the values the period
//! search reached, is one `error:` line naming the place; the inputs the book leaves open
//! (no piles, no amounts, CRLF) are accepted; and no mutated sample crashes the solver.

use crate::common;

use antbook_coin_game_2::window_period::Limits;
use antbook_coin_game_2::{run, solve, solve_with_limits};
use common::{input_text, referee_answer};
use grundy::Options;
use grundy_tests::{
    Expected, Sample, assert_mutations_never_crash, assert_rejected, assert_rejected_saying,
    samples,
};

#[test]
fn no_mutation_of_a_small_sample_crashes_the_solver() {
    let checked = assert_mutations_never_crash(env!("CARGO_MANIFEST_DIR"), 1500, solve);
    assert_eq!(checked, 1500);
}

#[test]
fn no_mutation_of_a_small_sample_crashes_the_explained_solver() {
    let explained = |text: &str| run(&Options::new().explained(), text);
    let checked = assert_mutations_never_crash(env!("CARGO_MANIFEST_DIR"), 500, explained);
    assert_eq!(checked, 500);
}

#[test]
fn a_pile_past_the_computed_values_without_a_period_is_an_error_naming_the_limit() {
    let limits = Limits {
        max_values: 100,
        max_work: u64::MAX,
        min_values: 0,
    };
    // The largest amount, 200, is past the 100 values: no window can repeat yet. (With no
    // pile of 200 or more, that amount is dropped and the period of {1} is found at once.)
    let within = "3 2\n1 200\n99 5 0\n";
    let answer = solve_with_limits(within, &limits).unwrap();
    assert_eq!(answer, referee_answer(&[1, 200], &[99, 5, 0]));
    let past = "4 2\n1 200\n99 5 300 7\n";
    let message = assert_rejected(
        |text| solve_with_limits(text, &limits),
        past,
        Expected::At(3, 6),
    );
    assert!(message.contains("pile size 300"), "{message}");
    assert!(message.contains("pile sizes below 100"), "{message}");
    // Even a budget of nothing is an error, not a panic.
    let nothing = Limits {
        max_values: 0,
        max_work: 0,
        min_values: 0,
    };
    assert_rejected(
        |text| solve_with_limits(text, &nothing),
        "1 1\n2\n5\n",
        Expected::At(3, 1),
    );
}

#[test]
fn amounts_one_to_100000_stop_at_the_work_limit_with_an_error_at_the_huge_pile() {
    let amounts: Vec<u64> = (1..=100_000).collect();
    let input = input_text(&amounts, &[5, 10_u64.pow(18)]);
    assert_rejected_saying(solve, &input, Expected::At(3, 3), "pile sizes below 20001");
    // Piles up to the judge's limit are still answered: g(x) = x here.
    let input = input_text(&amounts, &[10_000, 9_999]);
    assert_eq!(solve(&input).unwrap(), "Alice\n");
}

#[test]
fn crlf_tabs_and_blank_lines_are_accepted() {
    assert_eq!(solve("3\t3\r\n\r\n1 3 4\r\n5 6 7\r\n").unwrap(), "Alice\n");
}

#[test]
fn no_piles_or_no_amounts_leave_alice_without_a_move() {
    assert_eq!(solve("0 2\n1 2\n").unwrap(), "Bob\n");
    assert_eq!(solve("2 0\n3 5\n").unwrap(), "Bob\n");
    assert_eq!(referee_answer(&[], &[3, 5]), "Bob\n");
}

#[test]
fn a_non_numeric_amount_is_an_error_at_its_token() {
    assert_rejected_saying(
        solve,
        "3 3\n1 3 four\n5 6 7\n",
        Expected::At(2, 5),
        "found \"four\"",
    );
}

#[test]
fn missing_piles_are_an_end_of_input_error() {
    assert_rejected_saying(
        solve,
        "3 3\n1 3 4\n5 6\n",
        Expected::EndOfInput,
        "a pile size",
    );
    assert_rejected(solve, "", Expected::EndOfInput);
    assert_rejected(solve, "3", Expected::EndOfInput);
}

#[test]
fn an_amount_of_zero_is_not_a_move_and_is_an_error() {
    assert_rejected_saying(
        solve,
        "3 3\n1 0 4\n5 6 7\n",
        Expected::At(2, 3),
        "in 1..=100000",
    );
}

#[test]
fn a_negative_pile_is_an_error_naming_the_range() {
    assert_rejected_saying(
        solve,
        "3 3\n1 3 4\n5 -6 7\n",
        Expected::At(3, 3),
        "in 0..=1000000000000000000, found \"-6\"",
    );
}

#[test]
fn values_past_the_supported_limits_are_errors_naming_the_limit() {
    assert_rejected_saying(
        solve,
        "2 2\n1 2\n7 1000000000000000001\n",
        Expected::At(3, 3),
        "0..=1000000000000000000",
    );
    assert_rejected_saying(
        solve,
        "2 2\n1 100001\n7 8\n",
        Expected::At(2, 3),
        "1..=100000",
    );
    assert_rejected_saying(
        solve,
        "10000001 1\n1\n5\n",
        Expected::At(1, 1),
        "0..=10000000",
    );
    assert_rejected_saying(
        solve,
        "1 1000001\n1\n5\n",
        Expected::At(1, 3),
        "0..=1000000",
    );
}

#[test]
fn a_huge_claimed_count_then_end_of_input_is_an_end_of_input_error() {
    assert_rejected(solve, "10000000 1\n1\n5 6\n", Expected::EndOfInput);
    assert_rejected(solve, "3 1000000\n1 2\n", Expected::EndOfInput);
}

#[test]
fn text_after_the_last_pile_is_an_error() {
    assert_rejected_saying(
        solve,
        "2 1\n1\n5 6 7\n",
        Expected::At(3, 5),
        "expected end of input",
    );
}

#[test]
fn the_bad_samples_are_rejected_at_the_right_place() {
    let expected: &[(&str, Expected)] = &[
        ("bad-amount-past-limit", Expected::At(2, 3)),
        ("bad-amount-zero", Expected::At(2, 3)),
        ("bad-count-past-limit", Expected::At(1, 1)),
        ("bad-extra-token", Expected::At(3, 5)),
        ("bad-huge-count", Expected::EndOfInput),
        ("bad-negative-pile", Expected::At(3, 3)),
        ("bad-non-numeric", Expected::At(2, 5)),
        ("bad-pile-past-limit", Expected::At(3, 3)),
        ("bad-truncated", Expected::EndOfInput),
    ];
    let bad: Vec<Sample> = samples(env!("CARGO_MANIFEST_DIR"))
        .into_iter()
        .filter(Sample::is_bad)
        .collect();
    assert_eq!(bad.len(), expected.len());
    for sample in bad {
        let (_, place) = expected
            .iter()
            .find(|(name, _)| *name == sample.name)
            .unwrap_or_else(|| panic!("bad sample {} has no expected place", sample.name));
        assert_rejected(solve, &sample.text(), *place);
    }
}
