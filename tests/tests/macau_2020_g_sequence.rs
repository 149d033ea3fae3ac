//! `macau-2020-g-sequence` ("Game on Sequence") against the real rules.
//!
//! The referee ([`grundy::Referee`] on [`Rules`]) searches the actual game from scratch for
//! every query, on a snapshot of the sequence at that moment. A second, independent check is the
//! plain backward DP by the rules ([`plain_dp_wins`]), fast enough for longer scripts.

use grundy::Referee;
use grundy_tests::{Expected, Rng, assert_rejected, assert_samples, samples};
use macau_2020_g_sequence::{rules::Rules, solve};

const PROBLEM: &str = "macau-2020-g-sequence";

/// One operation of a script.
#[derive(Clone, Copy, Debug)]
enum Op {
    /// `1 k`: append `k`.
    Append(u8),
    /// `2 k`: who wins from position `k`.
    Query(usize),
}

/// A whole input: the starting sequence and the operations.
#[derive(Clone, Debug)]
struct Script {
    initial: Vec<u8>,
    ops: Vec<Op>,
}

impl Script {
    /// The input text in the judge's format.
    fn to_input(&self) -> String {
        let values: Vec<String> = self.initial.iter().map(u8::to_string).collect();
        let mut text = format!(
            "{} {}\n{}\n",
            self.initial.len(),
            self.ops.len(),
            values.join(" ")
        );
        for op in &self.ops {
            match op {
                Op::Append(value) => text.push_str(&format!("1 {value}\n")),
                Op::Query(position) => text.push_str(&format!("2 {position}\n")),
            }
        }
        text
    }

    /// The expected output, each query decided by `wins(sequence so far, position)`.
    fn expected_output(&self, mut wins: impl FnMut(&[u8], usize) -> bool) -> String {
        let mut sequence = self.initial.clone();
        let mut output = String::new();
        for op in &self.ops {
            match *op {
                Op::Append(value) => sequence.push(value),
                Op::Query(position) => output.push_str(if wins(&sequence, position) {
                    "Grammy\n"
                } else {
                    "Alice\n"
                }),
            }
        }
        output
    }

    /// Reads a script back from the judge's format (for the samples), independently of `solve`.
    fn parse(input: &str) -> Self {
        let numbers: Vec<usize> = input
            .split_whitespace()
            .map(|token| token.parse().expect("a sample token is a number"))
            .collect();
        let (n, m) = (numbers[0], numbers[1]);
        let initial = numbers[2..2 + n].iter().map(|&v| v as u8).collect();
        let ops = numbers[2 + n..]
            .chunks(2)
            .map(|pair| match pair {
                [1, value] => Op::Append(*value as u8),
                [2, position] => Op::Query(*position),
                _ => panic!("bad operation {pair:?}"),
            })
            .collect::<Vec<_>>();
        assert_eq!(ops.len(), m);
        Script { initial, ops }
    }

    /// The longest the sequence gets.
    fn final_length(&self) -> usize {
        let appends = self
            .ops
            .iter()
            .filter(|op| matches!(op, Op::Append(_)))
            .count();
        self.initial.len() + appends
    }
}

/// A fresh exhaustive search of the real rules on `sequence`, from `position`.
fn referee_wins(sequence: &[u8], position: usize) -> bool {
    Referee::new(Rules::new(sequence.to_vec())).wins(&position)
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

/// Small value alphabets where equal values and one-bit neighbours are common.
const ALPHABETS: &[&[u8]] = &[
    &[0, 1],
    &[0, 1, 2, 3],
    &[0, 1, 2, 4],
    &[0, 1, 3, 7, 15],
    &[0, 1, 2, 3, 4, 5, 6, 7],
    &[5, 7, 4, 6, 13, 255, 254],
];

/// A random value alphabet: a listed one, a random subset of 0..16, or all 256 values.
fn random_alphabet(rng: &mut Rng) -> Vec<u8> {
    match rng.range(0..=5) {
        0..=2 => rng.pick(ALPHABETS).to_vec(),
        3 | 4 => {
            let size = rng.range_usize(1..=6);
            (0..size).map(|_| rng.range(0..=15) as u8).collect()
        }
        _ => (0..=255).collect(),
    }
}

/// A random script with `1..=max_initial` starting values and `1..=max_ops` operations.
fn random_script(rng: &mut Rng, max_initial: usize, max_ops: usize) -> Script {
    let alphabet = random_alphabet(rng);
    let initial: Vec<u8> = (0..rng.range_usize(1..=max_initial))
        .map(|_| *rng.pick(&alphabet))
        .collect();
    let mut length = initial.len();
    let append_chance = rng.range(1..=3);
    let ops = (0..rng.range_usize(1..=max_ops))
        .map(|_| {
            if rng.chance(append_chance, 4) {
                length += 1;
                Op::Append(*rng.pick(&alphabet))
            } else {
                Op::Query(rng.range_usize(1..=length))
            }
        })
        .collect();
    Script { initial, ops }
}

#[test]
fn solver_agrees_with_the_referee_on_3000_random_small_scripts() {
    let mut rng = Rng::new(2020);
    let mut queries = 0;
    for case in 0..3000 {
        let script = random_script(&mut rng, 7, 9);
        let expected = script.expected_output(referee_wins);
        queries += expected.lines().count();
        let input = script.to_input();
        assert_eq!(solve(&input).unwrap(), expected, "case {case}:\n{input}");
    }
    assert!(queries > 5000, "only {queries} queries were checked");
}

#[test]
fn every_position_of_random_sequences_agrees_with_the_referee() {
    // Queries on every position after every append: each answer the solver keeps is checked.
    let mut rng = Rng::new(77);
    for case in 0..1000 {
        let alphabet = random_alphabet(&mut rng);
        let initial = vec![*rng.pick(&alphabet)];
        let mut ops = Vec::new();
        let mut length = 1;
        for _ in 0..rng.range_usize(0..=10) {
            ops.extend((1..=length).map(Op::Query));
            ops.push(Op::Append(*rng.pick(&alphabet)));
            length += 1;
        }
        ops.extend((1..=length).map(Op::Query));
        let script = Script { initial, ops };
        let input = script.to_input();
        let expected = script.expected_output(referee_wins);
        assert_eq!(solve(&input).unwrap(), expected, "case {case}:\n{input}");
    }
}

#[test]
fn the_plain_dp_agrees_with_the_referee() {
    let mut rng = Rng::new(5);
    for _ in 0..1000 {
        let alphabet = random_alphabet(&mut rng);
        let sequence: Vec<u8> = (0..rng.range_usize(1..=12))
            .map(|_| *rng.pick(&alphabet))
            .collect();
        for position in 1..=sequence.len() {
            assert_eq!(
                plain_dp_wins(&sequence, position),
                referee_wins(&sequence, position),
                "{sequence:?} from {position}"
            );
        }
    }
}

#[test]
fn solver_agrees_with_the_plain_dp_on_400_long_scripts() {
    let mut rng = Rng::new(2021);
    for case in 0..400 {
        let script = random_script(&mut rng, 300, 600);
        let input = script.to_input();
        let expected = script.expected_output(plain_dp_wins);
        assert_eq!(solve(&input).unwrap(), expected, "case {case}");
    }
}

#[test]
fn every_occurrence_of_a_value_but_the_last_is_won() {
    let mut rng = Rng::new(11);
    for _ in 0..1500 {
        let alphabet = random_alphabet(&mut rng);
        let sequence: Vec<u8> = (0..rng.range_usize(1..=12))
            .map(|_| *rng.pick(&alphabet))
            .collect();
        for position in 1..sequence.len() {
            if sequence[position..].contains(&sequence[position - 1]) {
                assert!(
                    referee_wins(&sequence, position),
                    "{sequence:?}: position {position} has its value again later, yet is lost"
                );
            }
        }
    }
}

#[test]
fn a_last_occurrence_wins_exactly_when_a_later_last_occurrence_of_a_neighbour_value_loses() {
    // The DP the solver keeps, written out directly over the last occurrences only, against the
    // referee on every last occurrence.
    let mut rng = Rng::new(12);
    for _ in 0..1500 {
        let alphabet = random_alphabet(&mut rng);
        let sequence: Vec<u8> = (0..rng.range_usize(1..=12))
            .map(|_| *rng.pick(&alphabet))
            .collect();
        let mut last = [0usize; 256];
        for (index, &value) in sequence.iter().enumerate() {
            last[usize::from(value)] = index + 1;
        }
        let mut by_last: Vec<u8> = (0..=255u8).filter(|&v| last[usize::from(v)] != 0).collect();
        by_last.sort_by_key(|&v| std::cmp::Reverse(last[usize::from(v)]));
        let mut wins = [false; 256];
        for &v in &by_last {
            wins[usize::from(v)] = (0..8).any(|bit| {
                let u = usize::from(v ^ (1 << bit));
                last[u] > last[usize::from(v)] && !wins[u]
            });
            let position = last[usize::from(v)];
            assert_eq!(
                wins[usize::from(v)],
                referee_wins(&sequence, position),
                "{sequence:?}: last occurrence of {v} at {position}"
            );
        }
    }
}

#[test]
fn the_last_position_is_always_lost() {
    let mut rng = Rng::new(13);
    for _ in 0..300 {
        let mut script = random_script(&mut rng, 20, 20);
        let length = script.final_length();
        script.ops.push(Op::Query(length));
        let final_sequence = script
            .ops
            .iter()
            .fold(script.initial.clone(), |mut sequence, op| {
                if let Op::Append(value) = op {
                    sequence.push(*value);
                }
                sequence
            });
        assert!(!referee_wins(&final_sequence, length));
        let output = solve(&script.to_input()).unwrap();
        assert_eq!(output.lines().last(), Some("Alice"));
    }
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
fn every_sample_gives_its_expected_output_or_is_rejected() {
    let count = assert_samples(PROBLEM, |_, input| solve(input));
    assert!(count >= 8, "only {count} samples");
}

#[test]
fn small_samples_expected_outputs_come_from_the_referee() {
    let mut checked = 0;
    for sample in samples(PROBLEM) {
        let Some(expected) = sample.expected else {
            continue;
        };
        let script = Script::parse(&sample.input);
        if script.final_length() > 40 {
            continue;
        }
        assert_eq!(
            script.expected_output(referee_wins),
            expected,
            "sample {}",
            sample.name
        );
        checked += 1;
    }
    assert!(checked >= 6, "only {checked} small samples");
}

#[test]
fn the_max_size_sample_matches_the_even_parity_argument() {
    let sample = samples(PROBLEM)
        .into_iter()
        .find(|sample| sample.name == "max-size")
        .expect("a max-size sample");
    let script = Script::parse(&sample.input);
    assert_eq!(script.initial.len(), 200_000);
    assert_eq!(script.ops.len(), 200_000);
    // Lost exactly at the last occurrence of the value (see the test above).
    let expected = script.expected_output(|sequence, position| {
        assert!(sequence.iter().all(|v| v.count_ones() % 2 == 0));
        let value = sequence[position - 1];
        sequence[position..].contains(&value)
    });
    assert_eq!(Some(expected), sample.expected);
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

// Bad input.

#[test]
fn a_non_numeric_value_is_an_error_at_that_token() {
    let line = assert_rejected(solve, "3 1\n1 x 3\n2 1\n", Expected::At(2, 3));
    assert!(line.ends_with(r#"expected a sequence value in 0..=255, found "x""#));
    assert_rejected(solve, "3 1\n1 2 3\n2 one\n", Expected::At(3, 3));
    assert_rejected(solve, "3 1\n1 2 3\nq 1\n", Expected::At(3, 1));
    assert_rejected(solve, "3 1.0\n1 2 3\n2 1\n", Expected::At(1, 3));
}

#[test]
fn truncated_input_is_an_end_of_input_error() {
    let line = assert_rejected(solve, "3 2\n1 2 3\n2 1\n", Expected::EndOfInput);
    assert!(line.contains("expected an operation"), "{line}");
    let line = assert_rejected(solve, "3 2\n1 2 3\n2 1\n1", Expected::EndOfInput);
    assert!(line.ends_with("expected a value to append"), "{line}");
    assert_rejected(solve, "3 2\n1 2", Expected::EndOfInput);
    assert_rejected(solve, "", Expected::EndOfInput);
    assert_rejected(solve, "3", Expected::EndOfInput);
}

#[test]
fn a_value_past_255_is_an_error_naming_the_range() {
    let line = assert_rejected(solve, "3 1\n1 256 3\n2 1\n", Expected::At(2, 3));
    assert!(line.ends_with(r#"expected a sequence value in 0..=255, found "256""#));
    let line = assert_rejected(solve, "3 2\n1 2 3\n2 1\n1 256\n", Expected::At(4, 3));
    assert!(line.ends_with(r#"expected a value to append in 0..=255, found "256""#));
    assert_rejected(solve, "3 1\n1 -1 3\n2 1\n", Expected::At(2, 3));
}

#[test]
fn an_operation_other_than_1_or_2_is_an_error() {
    let line = assert_rejected(solve, "3 2\n1 2 3\n2 1\n3 1\n", Expected::At(4, 1));
    assert!(line.ends_with(r#"expected an operation (1 = append, 2 = query) in 1..=2, found "3""#));
    assert_rejected(solve, "3 1\n1 2 3\n0 1\n", Expected::At(3, 1));
}

#[test]
fn a_query_past_the_end_is_an_error_naming_the_current_length() {
    let line = assert_rejected(solve, "3 2\n1 2 3\n2 3\n2 4\n", Expected::At(4, 3));
    assert!(
        line.ends_with(r#"expected a position in 1..=3, found "4""#),
        "{line}"
    );
    // After appends the valid range grows, and the output so far is not printed.
    let line = assert_rejected(
        solve,
        "3 6\n1 2 3\n1 4\n1 5\n1 6\n1 7\n2 7\n2 9\n",
        Expected::At(8, 3),
    );
    assert!(
        line.ends_with(r#"expected a position in 1..=7, found "9""#),
        "{line}"
    );
}

#[test]
fn a_query_at_position_0_is_an_error() {
    let line = assert_rejected(solve, "3 1\n1 2 3\n2 0\n", Expected::At(3, 3));
    assert!(
        line.ends_with(r#"expected a position in 1..=3, found "0""#),
        "{line}"
    );
}

#[test]
fn an_empty_sequence_is_an_error() {
    let line = assert_rejected(solve, "0 1\n\n1 5\n", Expected::At(1, 1));
    assert!(
        line.contains("expected the sequence length n in 1..="),
        "{line}"
    );
}

#[test]
fn a_huge_claimed_length_then_end_of_input_is_a_quick_error() {
    let line = assert_rejected(solve, "1000000000 1\n1 2\n", Expected::EndOfInput);
    assert!(line.ends_with("expected a sequence value"), "{line}");
    let line = assert_rejected(solve, "1 1000000000\n1\n2 1\n", Expected::EndOfInput);
    assert!(line.contains("expected an operation"), "{line}");
    assert_rejected(solve, "1000000001 1\n1\n", Expected::At(1, 1));
    assert_rejected(solve, "99999999999999999999999 1\n1\n", Expected::At(1, 1));
}

#[test]
fn anything_after_the_last_operation_is_an_error() {
    let line = assert_rejected(solve, "3 1\n1 2 3\n2 1\n2 2\n", Expected::At(4, 1));
    assert!(
        line.ends_with(r#"expected end of input, found "2""#),
        "{line}"
    );
}

/// Who wins from every last occurrence, recomputed from scratch: the values sorted by last
/// occurrence, latest first, each deciding from its later neighbours (what the seed does after
/// every append). Written independently of the solver's incremental update.
fn recompute_last_occurrence_verdicts(last: &[usize; 256]) -> [bool; 256] {
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

#[test]
fn solver_agrees_with_a_full_recompute_after_every_append_on_long_scripts() {
    // Long scripts over all 256 values and over small alphabets, so that single appends change
    // many verdicts at once; the full recompute decides every query.
    let mut rng = Rng::new(99);
    for case in 0..6 {
        let alphabet: Vec<u8> = match case % 3 {
            0 => (0..=255).collect(),
            1 => (0..16).collect(),
            _ => (0..64).collect(),
        };
        let initial: Vec<u8> = (0..500).map(|_| *rng.pick(&alphabet)).collect();
        let mut sequence = initial.clone();
        let mut last = [0usize; 256];
        for (index, &value) in sequence.iter().enumerate() {
            last[usize::from(value)] = index + 1;
        }
        let mut wins = recompute_last_occurrence_verdicts(&last);
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
                wins = recompute_last_occurrence_verdicts(&last);
                ops.push(Op::Append(value));
            } else {
                let position = rng.range_usize(1..=sequence.len());
                let value = usize::from(sequence[position - 1]);
                let won = last[value] != position || wins[value];
                expected.push_str(if won { "Grammy\n" } else { "Alice\n" });
                ops.push(Op::Query(position));
            }
        }
        let script = Script { initial, ops };
        assert_eq!(solve(&script.to_input()).unwrap(), expected, "case {case}");
    }
}
