//! The claims the editorial (README.md, "Why the solution is right" and "Traps") relies on,
//! each checked against the exhaustive referee on the real rules: only last occurrences can be
//! lost, a last occurrence is decided by the later last occurrences of its neighbours, appends
//! flip verdicts both ways, and with even-popcount values only last occurrences lose.

use crate::common;

use grundy_tests::Rng;
use macau_2020_g_sequence::solve;

use common::{for_random_sequences, last_occurrence_verdicts, last_occurrences, referee_wins};

#[test]
fn every_occurrence_of_a_value_but_the_last_is_won() {
    for_random_sequences(11, 1500, |sequence| {
        for position in 1..sequence.len() {
            if sequence[position..].contains(&sequence[position - 1]) {
                assert!(
                    referee_wins(sequence, position),
                    "{sequence:?}: position {position} has its value again later, yet is lost"
                );
            }
        }
    });
}

#[test]
fn a_last_occurrence_wins_exactly_when_a_later_last_occurrence_of_a_neighbour_value_loses() {
    // The DP the solver keeps, written out directly over the last occurrences only, against the
    // referee on every last occurrence.
    for_random_sequences(12, 1500, |sequence| {
        let last = last_occurrences(sequence);
        let wins = last_occurrence_verdicts(&last);
        for (value, &position) in last.iter().enumerate() {
            if position != 0 {
                assert_eq!(
                    wins[value],
                    referee_wins(sequence, position),
                    "{sequence:?}: last occurrence of {value} at {position}"
                );
            }
        }
    });
}

#[test]
fn an_append_can_turn_a_won_position_into_a_lost_one() {
    // A published editorial claims appends only turn lost positions into won ones. Counterexample:
    // A = 7 0 7 0 4 6: from position 3 (7) move to 6 (the last, lost). Append 2: 6 now wins
    // (6 -> 2), 4 at position 5 loses, and 7 at position 3 has only the move to 6.
    let before = [7, 0, 7, 0, 4, 6];
    let after = [7, 0, 7, 0, 4, 6, 2];
    assert!(referee_wins(&before, 3));
    assert!(!referee_wins(&after, 3));
    let input = "6 3\n7 0 7 0 4 6\n2 3\n1 2\n2 3\n";
    assert_eq!(solve(input).unwrap(), "Grammy\nAlice\n");
}

#[test]
fn an_append_can_turn_a_lost_position_into_a_won_one() {
    // In the same sequence position 4 (0) can only move to 5 (4, won); after appending 2 it
    // can move to the new, lost, last position.
    assert!(!referee_wins(&[7, 0, 7, 0, 4, 6], 4));
    assert!(referee_wins(&[7, 0, 7, 0, 4, 6, 2], 4));
    let input = "6 3\n7 0 7 0 4 6\n2 4\n1 2\n2 4\n";
    assert_eq!(solve(input).unwrap(), "Alice\nGrammy\n");
}

#[test]
fn with_only_even_parity_values_a_position_loses_exactly_at_the_last_occurrence_of_its_value() {
    // The argument behind the max-size sample: values of even popcount never differ in exactly
    // one bit, so the only moves are to later equal values.
    let even: Vec<u8> = (0..=255u8).filter(|v| v.count_ones() % 2 == 0).collect();
    let mut rng = Rng::new(14);
    for _ in 0..500 {
        let alphabet: Vec<u8> = (0..rng.range_usize(1..=4))
            .map(|_| *rng.pick(&even))
            .collect();
        let sequence: Vec<u8> = (0..rng.range_usize(1..=12))
            .map(|_| *rng.pick(&alphabet))
            .collect();
        for position in 1..=sequence.len() {
            let again_later = sequence[position..].contains(&sequence[position - 1]);
            assert_eq!(referee_wins(&sequence, position), again_later);
        }
    }
}
