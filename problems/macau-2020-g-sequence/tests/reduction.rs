//! The claims the editorial (README.md, "Why the solution is right" and "Traps") relies on,
//! each checked against the exhaustive referee on the real rules: only last occurrences can be
//! lost, a last occurrence is decided by the later last occurrences of its neighbours, appends
//! flip verdicts both ways, and with even-popcount values only last occurrences lose. Then the
//! solver on long scripts, past the referee: against the plain backward DP by the rules (itself
//! checked against the referee) and a from-scratch recompute of the editorial's DP.

use grundy_tests::{Case, Rng, assert_agrees_on_random_cases};
use macau_2020_g_sequence::problem::{Op, query, random_alphabet, random_script};
use macau_2020_g_sequence::solve;

use crate::{referee_wins, text};

/// Who wins from every last occurrence (`last[v]` is the 1-based last position of `v`, 0 when
/// `v` does not occur), by the DP the editorial describes, recomputed from scratch: the values
/// taken latest last occurrence first, each winning exactly when a later last occurrence of a
/// value one bit away loses. Written independently of the solver's lazy sweep.
fn last_occurrence_verdicts(last: &[usize; 256]) -> [bool; 256] {
    let mut by_last: Vec<usize> = (0..256).filter(|&v| last[v] != 0).collect();
    by_last.sort_by_key(|&v| std::cmp::Reverse(last[v]));
    let mut wins = [false; 256];
    for v in by_last {
        wins[v] = (0..8).any(|bit| {
            let u = v ^ (1 << bit);
            last[u] > last[v] && !wins[u]
        });
    }
    wins
}

/// `last[v]`: the 1-based position of the last occurrence of `v` in `sequence`, 0 if none.
fn last_occurrences(sequence: &[u8]) -> [usize; 256] {
    let mut last = [0usize; 256];
    for (index, &value) in sequence.iter().enumerate() {
        last[usize::from(value)] = index + 1;
    }
    last
}

/// Runs `check` on `count` random sequences (from `Rng::new(seed)`) of 1..=12 values from a
/// random alphabet: small enough for the referee to decide every position.
fn for_random_sequences(seed: u64, count: usize, mut check: impl FnMut(&[u8])) {
    let mut rng = Rng::new(seed);
    for _ in 0..count {
        let alphabet = random_alphabet(&mut rng);
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

/// The output for `initial` and `ops`, each query decided by `wins(sequence then, position)`.
fn output(initial: &[u8], ops: &[Op], mut wins: impl FnMut(&[u8], usize) -> bool) -> String {
    let mut sequence = initial.to_vec();
    let mut output = String::new();
    for op in ops {
        match *op {
            Op::Append(value) => sequence.push(value),
            Op::Query(k) => output.push_str(if wins(&sequence, k.value) {
                "Grammy\n"
            } else {
                "Alice\n"
            }),
        }
    }
    output
}

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

#[test]
fn the_plain_dp_agrees_with_the_referee_on_every_position() {
    for_random_sequences(5, 1000, |sequence| {
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
fn long_random_scripts_get_the_plain_dps_answer_to_every_query() {
    assert_agrees_on_random_cases(2021, 400, solve, |rng| {
        let input = random_script(rng, 300, 600);
        let expected = output(&input.0, &input.1, plain_dp_wins);
        Case {
            input: text(&input),
            expected,
        }
    });
}

#[test]
fn long_scripts_get_the_answers_of_a_full_recompute_after_every_append() {
    // Long scripts over all 256 values and over small alphabets, so that single appends change
    // many verdicts at once; the full recompute decides every query.
    let mut case = 0;
    assert_agrees_on_random_cases(99, 6, solve, |rng| {
        let alphabet: Vec<u8> = match case % 3 {
            0 => (0..=255).collect(),
            1 => (0..16).collect(),
            _ => (0..64).collect(),
        };
        case += 1;
        let initial: Vec<u8> = (0..500).map(|_| *rng.pick(&alphabet)).collect();
        let mut ops = Vec::new();
        let mut length = initial.len();
        for step in 0..6000 {
            if step % 3 == 0 {
                // Cycle through the alphabet now and then, the seed's worst case.
                let cycle = alphabet[step / 3 % alphabet.len()];
                ops.push(Op::Append(if rng.chance(1, 2) {
                    cycle
                } else {
                    *rng.pick(&alphabet)
                }));
                length += 1;
            } else {
                ops.push(query(rng.range_usize(1..=length)));
            }
        }
        let (mut last, mut wins, mut seen) = ([0; 256], [false; 256], 0);
        let expected = output(&initial, &ops, |sequence, position| {
            if sequence.len() != seen {
                (seen, last) = (sequence.len(), last_occurrences(sequence));
                wins = last_occurrence_verdicts(&last);
            }
            let value = usize::from(sequence[position - 1]);
            last[value] != position || wins[value]
        });
        Case {
            input: text(&(initial, ops)),
            expected,
        }
    });
}
