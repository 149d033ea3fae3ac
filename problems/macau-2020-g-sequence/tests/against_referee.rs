//! The solver against the real rules on random scripts of appends and queries.
//!
//! The referee ([`grundy::Referee`] on [`Rules`](macau_2020_g_sequence::real_rules::Rules))
//! searches the actual game from scratch for every query, on a snapshot of the sequence at that
//! moment. Longer scripts are decided by the plain backward DP by the rules ([`plain_dp_wins`],
//! itself checked against the referee here) or by the editorial's DP over last occurrences
//! recomputed from scratch after every append.

use crate::common;

use grundy::{Generator, Size};
use grundy_tests::{Case, assert_agrees_on_random_cases};
use macau_2020_g_sequence::generate::Inputs;
use macau_2020_g_sequence::solve;

use common::{
    Op, Script, for_random_sequences, last_occurrence_verdicts, last_occurrences, random_alphabet,
    random_script, referee_wins, verdict,
};

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

/// The input of `script` and its output with every query decided by `wins`.
fn case_of(script: &Script, wins: impl FnMut(&[u8], usize) -> bool) -> Case {
    Case {
        input: script.to_input(),
        expected: script.expected_output(wins),
    }
}

#[test]
fn tiny_generated_scripts_get_the_referees_answer_to_every_query() {
    let mut queries = 0;
    assert_agrees_on_random_cases(2020, 3000, solve, |rng| {
        let input = Inputs.generate(rng, Size::Tiny);
        let case = Case {
            input: Inputs.format(&input),
            expected: Inputs.referee(&input).expect("tiny inputs are searchable"),
        };
        queries += case.expected.lines().count();
        case
    });
    assert!(queries > 5000, "only {queries} queries were checked");
}

#[test]
fn small_random_scripts_get_the_referees_answer_to_every_query() {
    let mut queries = 0;
    assert_agrees_on_random_cases(2020, 3000, solve, |rng| {
        let case = case_of(&random_script(rng, 7, 9), referee_wins);
        queries += case.expected.lines().count();
        case
    });
    assert!(queries > 5000, "only {queries} queries were checked");
}

#[test]
fn every_position_after_every_append_gets_the_referees_answer() {
    // Queries on every position after every append: each answer the solver keeps is checked.
    assert_agrees_on_random_cases(77, 1000, solve, |rng| {
        let alphabet = random_alphabet(rng);
        let initial = vec![*rng.pick(&alphabet)];
        let mut ops = Vec::new();
        let mut length = 1;
        for _ in 0..rng.range_usize(0..=10) {
            ops.extend((1..=length).map(Op::Query));
            ops.push(Op::Append(*rng.pick(&alphabet)));
            length += 1;
        }
        ops.extend((1..=length).map(Op::Query));
        case_of(&Script { initial, ops }, referee_wins)
    });
}

#[test]
fn a_query_at_the_last_position_is_lost_by_the_referee_and_by_the_solver() {
    assert_agrees_on_random_cases(13, 300, solve, |rng| {
        let mut script = random_script(rng, 20, 20);
        script.ops.push(Op::Query(script.final_length()));
        let case = case_of(&script, referee_wins);
        assert!(case.expected.ends_with("Alice\n"), "{}", case.input);
        case
    });
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
        case_of(&random_script(rng, 300, 600), plain_dp_wins)
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
        let mut sequence = initial.clone();
        let mut last = last_occurrences(&sequence);
        let mut wins = last_occurrence_verdicts(&last);
        let mut ops = Vec::new();
        let mut expected = String::new();
        for step in 0..6000 {
            if step % 3 == 0 {
                // Cycle through the alphabet now and then, the seed's worst case.
                let value = if rng.chance(1, 2) {
                    alphabet[step / 3 % alphabet.len()]
                } else {
                    *rng.pick(&alphabet)
                };
                sequence.push(value);
                last[usize::from(value)] = sequence.len();
                wins = last_occurrence_verdicts(&last);
                ops.push(Op::Append(value));
            } else {
                let position = rng.range_usize(1..=sequence.len());
                let value = usize::from(sequence[position - 1]);
                expected.push_str(verdict(last[value] != position || wins[value]));
                ops.push(Op::Query(position));
            }
        }
        Case {
            input: Script { initial, ops }.to_input(),
            expected,
        }
    });
}
