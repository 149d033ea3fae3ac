//! Game on Sequence: what is its own. Random families the standard checks do not draw (every
//! position after every append, a last query at the last position, more tiny scripts), each
//! against the referee plain and explained; the positions and values `--explain` names on
//! larger scripts; the max-size bench case by the even-parity argument; its own error words.

use grundy_tests::{
    Case, Expected, Rng, assert_agrees_on_random_cases, assert_agrees_with_referee,
    assert_explained_inputs_hold, assert_rejected_saying,
};
use harness::Scanner;
use harness::{Claim, Explained, Input, Options, Problem};
use macau_2020_g_sequence::problem::{
    Op, final_sequence, gray_cycle_worst_sweep, query, random_alphabet, random_script,
};
use macau_2020_g_sequence::{Sequence, run, solve};

use crate::text;

/// One starting value, then up to 10 appends, with a query at every position before and after
/// each: every verdict the sweep keeps is asked for.
fn every_position_after_every_append(rng: &mut Rng) -> Input<Sequence> {
    let alphabet = random_alphabet(rng);
    let mut ops = Vec::new();
    for length in 1..=rng.range_usize(1..=11) {
        if length > 1 {
            ops.push(Op::Append(*rng.pick(&alphabet)));
        }
        ops.extend((1..=length).map(query));
    }
    (vec![*rng.pick(&alphabet)], ops)
}

/// The referee's output for each of `count` inputs `draw` gives, and the solver's.
fn agree(seed: u64, count: usize, draw: impl Fn(&mut Rng) -> Input<Sequence>) {
    assert_agrees_on_random_cases(seed, count, solve, |rng| {
        let input = draw(rng);
        let expected = Sequence.referee(&input).expect("searchable");
        Case {
            input: text(&input),
            expected,
        }
    });
}

/// The explained claims on each of `count` inputs `draw` gives are said and hold by the
/// referee. Returns how many queries were checked.
fn claims_hold(seed: u64, count: usize, draw: impl Fn(&mut Rng) -> Input<Sequence>) -> usize {
    let mut rng = Rng::new(seed);
    let inputs = (0..count).map(|i| (format!("input {i} from seed {seed}"), draw(&mut rng)));
    assert_explained_inputs_hold(&Sequence, inputs, run)
}

#[test]
fn more_tiny_scripts_and_every_position_after_every_append_get_the_referees_answers() {
    assert_agrees_with_referee(&Sequence, 2020, 2000, solve);
    agree(77, 1000, every_position_after_every_append);
    agree(13, 300, |rng| {
        let mut input = random_script(rng, 20, 20);
        input.1.push(query(final_sequence(&input).len()));
        input
    });
}

#[test]
fn explained_claims_hold_on_700_more_tiny_scripts_and_after_every_append() {
    let tiny = claims_hold(2020, 700, |rng| random_script(rng, 7, 9));
    let every = claims_hold(77, 200, every_position_after_every_append);
    assert!(
        tiny >= 1500 && every >= 4000,
        "only {tiny} and {every} queries"
    );
}

#[test]
fn explained_claims_on_larger_scripts_hold_and_name_the_inputs_positions_and_values() {
    let mut rng = Rng::new(31);
    let inputs: Vec<_> = (0..1000)
        .map(|round| {
            let (n, m) = if round % 2 == 0 { (8, 12) } else { (40, 60) };
            (format!("script {round}"), random_script(&mut rng, n, m))
        })
        .collect();
    for (_, input) in &inputs {
        let output = run(&Options::new().explained(), &mut Scanner::new(&text(input))).unwrap();
        let sequence = final_sequence(input);
        let queries = input.1.iter().filter_map(|op| match op {
            Op::Query(k) => Some(k.value),
            Op::Append(_) => None,
        });
        for ((line, claim), k) in output.lines().zip(Sequence.claims(input)).zip(queries) {
            let value = sequence[k - 1];
            let named = match claim {
                Claim::Wins(to) => format!(
                    "from position {k} (value {value}) to position {to} (value {}):",
                    sequence[to - 1]
                ),
                Claim::Loses => format!("position {k} is the last occurrence of {value}, and"),
            };
            assert!(line.contains(&named), "{line}");
        }
    }
    assert_explained_inputs_hold(&Sequence, inputs, run);
}

#[test]
fn a_judge_max_even_popcount_script_is_answered_as_the_even_parity_argument_says() {
    // Every value has even popcount, so a position is lost exactly at the last occurrence of
    // its value (tests/reduction.rs checks the rule against the referee).
    let input = Sequence
        .bench_input("judge-max-even-popcount")
        .expect("a bench case");
    assert_eq!((input.0.len(), input.1.len()), (200_000, 200_000));
    let mut sequence = input.0.clone();
    let mut last = [0usize; 256];
    sequence
        .iter()
        .enumerate()
        .for_each(|(i, &v)| last[usize::from(v)] = i + 1);
    let mut expected = String::new();
    for op in &input.1 {
        match *op {
            Op::Append(value) => {
                sequence.push(value);
                last[usize::from(value)] = sequence.len();
            }
            Op::Query(k) => {
                let again = last[usize::from(sequence[k.value - 1])] != k.value;
                expected.push_str(if again { "Grammy\n" } else { "Alice\n" });
            }
        }
    }
    assert!(sequence.iter().all(|v| v.count_ones() % 2 == 0));
    assert_eq!(solve(&text(&input)).unwrap(), expected);
}

#[test]
fn the_worst_order_queries_the_earliest_last_occurrence_after_each_append() {
    let (initial, ops) = gray_cycle_worst_sweep(300, 10, 0);
    assert!(initial.windows(2).all(|w| (w[0] ^ w[1]).count_ones() == 1));
    let mut length = 300;
    for op in ops {
        match op {
            Op::Append(value) => {
                let t = length % 256;
                assert_eq!(usize::from(value), t ^ (t >> 1));
                length += 1;
            }
            Op::Query(k) => assert_eq!(k.value, length - 255),
        }
    }
}

#[test]
fn a_query_outside_the_current_length_is_an_error_naming_it_and_no_operation_is_fine() {
    let position = |n| format!("expected a position in 1..={n}, found ");
    assert_rejected_saying(solve, "3 1\n1 2 3\n2 0\n", Expected::At(3, 3), &position(3));
    // After appends the valid range grows, and the output so far is not printed.
    let input = "3 6\n1 2 3\n1 4\n1 5\n1 6\n1 7\n2 7\n2 9\n";
    assert_rejected_saying(solve, input, Expected::At(8, 3), r#"1..=7, found "9""#);
    assert_rejected_saying(
        solve,
        "3 1\n1 2 3\n2",
        Expected::EndOfInput,
        "expected a position",
    );
    let huge = "3 1\n1 2 3\n2 2000000001\n";
    assert_rejected_saying(
        solve,
        huge,
        Expected::At(3, 3),
        "expected a position in 1..=2000000000",
    );
    let op = r#"expected an operation (1 = append, 2 = query) in 1..=2, found "0""#;
    assert_rejected_saying(solve, "3 1\n1 2 3\n0 1\n", Expected::At(3, 1), op);
    assert_eq!(solve("3 0\n1 2 3\n").unwrap(), "");
}
