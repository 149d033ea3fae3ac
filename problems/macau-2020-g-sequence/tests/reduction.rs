//! The claims the editorial (README.md, "Why the solution is right" and "Traps") relies on,
//! each checked against the exhaustive referee on the real rules: only last occurrences can be
//! lost, a last occurrence is decided by the later last occurrences of its neighbours, appends
//! flip verdicts both ways, and with even-popcount values only last occurrences lose. Then the
//! solver on long scripts, past the referee, against the plain backward DP by the rules (itself
//! checked against the referee).

use grundy_tests::{Case, Rng, assert_agrees_on_random_cases};
use macau_2020_g_sequence::problem::{even_popcount, random_alphabet, random_script};

use crate::{output, referee_wins, solve, text};

/// Runs `check` on `count` random sequences (from `Rng::new(seed)`) of 1..=12 values from an
/// alphabet `alphabet` draws: small enough for the referee to decide every position.
fn for_random_sequences(
    seed: u64,
    count: usize,
    alphabet: impl Fn(&mut Rng) -> Vec<u8>,
    mut check: impl FnMut(&[u8]),
) {
    let mut rng = Rng::new(seed);
    for _ in 0..count {
        let alphabet = alphabet(&mut rng);
        let sequence: Vec<u8> = (0..rng.range_usize(1..=12))
            .map(|_| *rng.pick(&alphabet))
            .collect();
        check(&sequence);
    }
}

/// The plain backward DP by the rules: position `i` wins iff some later `j` with a value at
/// most one bit away loses. `lost_later[v]` says whether a lost position holding `v` has been
/// seen to the right, so each step looks at the nine values within one bit instead of every `j`.
fn plain_dp_wins(sequence: &[u8], position: usize) -> bool {
    let mut lost_later = [false; 256];
    let mut wins = false;
    for i in (position..=sequence.len()).rev() {
        let value = sequence[i - 1];
        wins = lost_later[usize::from(value)]
            || (0..8).any(|bit| lost_later[usize::from(value ^ (1 << bit))]);
        if !wins {
            lost_later[usize::from(value)] = true;
        }
    }
    wins
}

#[test]
fn every_occurrence_of_a_value_but_the_last_is_won() {
    for_random_sequences(11, 1500, random_alphabet, |sequence| {
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
    for_random_sequences(12, 1500, random_alphabet, |sequence| {
        let mut last = [0usize; 256];
        (1..)
            .zip(sequence)
            .for_each(|(position, &v)| last[usize::from(v)] = position);
        for (value, &position) in last.iter().enumerate().filter(|(_, p)| **p != 0) {
            let a_later_neighbour_loses = (0..8).any(|bit| {
                let neighbour = last[value ^ (1 << bit)];
                neighbour > position && !referee_wins(sequence, neighbour)
            });
            assert_eq!(
                referee_wins(sequence, position),
                a_later_neighbour_loses,
                "{sequence:?}: last occurrence of {value} at {position}"
            );
        }
    });
}

#[test]
fn an_append_can_turn_a_won_position_into_a_lost_one_and_a_lost_one_into_a_won_one() {
    // A published editorial claims appends only turn lost positions into won ones. In
    // A = 7 0 7 0 4 6, position 3 (7) moves to 6 (the last, lost), and position 4 (0) only to
    // 5 (4, won). Append 2: 6 now wins (6 -> 2), 4 at position 5 loses, and 7 at position 3
    // has only the move to 6; 0 at position 4 can move to the new, lost, 2. (The solver on
    // this: the sample `appends-flip-both-ways`.)
    let (before, after) = ([7, 0, 7, 0, 4, 6], [7, 0, 7, 0, 4, 6, 2]);
    assert!(referee_wins(&before, 3) && !referee_wins(&after, 3));
    assert!(!referee_wins(&before, 4) && referee_wins(&after, 4));
}

#[test]
fn with_only_even_popcount_values_a_position_loses_exactly_at_the_last_occurrence_of_its_value() {
    // Such values never differ in exactly one bit, so the only moves are to later equal values.
    let even = even_popcount();
    let alphabet = |rng: &mut Rng| {
        (0..rng.range_usize(1..=4))
            .map(|_| *rng.pick(&even))
            .collect()
    };
    for_random_sequences(14, 500, alphabet, |sequence| {
        for position in 1..=sequence.len() {
            let again_later = sequence[position..].contains(&sequence[position - 1]);
            assert_eq!(
                referee_wins(sequence, position),
                again_later,
                "{sequence:?}"
            );
        }
    });
}

#[test]
fn the_plain_dp_agrees_with_the_referee_on_every_position() {
    for_random_sequences(5, 1000, random_alphabet, |sequence| {
        for position in 1..=sequence.len() {
            assert_eq!(
                plain_dp_wins(sequence, position),
                referee_wins(sequence, position),
                "{sequence:?} from {position}"
            );
        }
    });
}

#[test]
fn long_scripts_get_the_plain_dps_answer_to_every_query() {
    assert_agrees_on_random_cases(2021, 400, solve, |rng| {
        let input = random_script(rng, 300, 600);
        let expected = output(&input, plain_dp_wins);
        Case {
            input: text(&input),
            expected,
        }
    });
}
