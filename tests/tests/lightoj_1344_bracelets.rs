//! LightOJ 1344 "Aladdin and the Game of Bracelets": the solver against an exhaustive search of
//! the real rules (`Sum(rules::Rules)`), the claims the editorial relies on, the samples, and bad
//! input.

use std::collections::{BTreeSet, VecDeque};
use std::fmt::Write;

use grundy::{Components, Game, Referee, Sum};
use grundy_tests::{Expected, Rng, assert_rejected, assert_samples, samples};
use lightoj_1344_bracelets::rules::Rules;
use lightoj_1344_bracelets::run_tree::RunTree;
use lightoj_1344_bracelets::{MAX_PEARLS, MAX_WEIGHT, solve};

/// A case: its bracelets, in input order.
type Position = Vec<Vec<u32>>;

/// The judge's input for `cases`.
fn format_input(cases: &[Position]) -> String {
    let mut text = format!("{}\n", cases.len());
    for bracelets in cases {
        let _ = writeln!(text, "{}", bracelets.len());
        for bracelet in bracelets {
            let weights: Vec<String> = bracelet.iter().map(u32::to_string).collect();
            let _ = writeln!(text, "{} {}", bracelet.len(), weights.join(" "));
        }
    }
    text
}

/// The expected output for `cases`, from the referee alone: the verdict, and every move
/// (bracelet number, weight) that leaves a lost position, deduplicated and sorted. The referee
/// is given each case in input order, so its move (index, weight) is bracelet index + 1.
fn referee_output(referee: &mut Referee<Sum<Rules>>, cases: &[Position]) -> String {
    let mut text = String::new();
    for (number, bracelets) in (1..).zip(cases) {
        let mut winning: Vec<(usize, u32)> = referee
            .winning_moves(bracelets)
            .into_iter()
            .map(|(index, weight)| (index + 1, weight))
            .collect();
        if winning.is_empty() {
            let _ = writeln!(text, "Case {number}: Genie");
            continue;
        }
        winning.sort_unstable();
        winning.dedup();
        let _ = writeln!(text, "Case {number}: Aladdin");
        for (bracelet, weight) in winning {
            let _ = write!(text, "({bracelet} {weight})");
        }
        text.push('\n');
    }
    text
}

/// A random bracelet of 1..=`max_len` pearls with weights in 1..=`max_weight`; one time in
/// eight the weights are scaled up (the order, which is all that matters, is kept) so that
/// large weights are exercised too.
fn random_bracelet(rng: &mut Rng, max_len: usize, max_weight: u64) -> Vec<u32> {
    let len = rng.range_usize(1..=max_len);
    let scale = if rng.chance(1, 8) { 99_999_999 } else { 1 };
    (0..len)
        .map(|_| (rng.range(1..=max_weight) * scale) as u32)
        .collect()
}

/// 1..=`max_bracelets` random bracelets; small weight ranges make equal weights common.
fn random_position(rng: &mut Rng, max_bracelets: usize, max_len: usize) -> Position {
    let count = rng.range_usize(1..=max_bracelets);
    let max_weight = rng.range(1..=7);
    (0..count)
        .map(|_| random_bracelet(rng, max_len, max_weight))
        .collect()
}

/// A strictly increasing bracelet of `len` pearls: picking its i-th pearl leaves the first
/// i - 1, so it is a nim heap of `len`.
fn increasing(len: usize) -> Vec<u32> {
    (1..=len as u32).collect()
}

fn solved(input: &str) -> String {
    solve(input).unwrap_or_else(|error| panic!("input {input:?} was rejected: {error}"))
}

#[test]
fn solver_agrees_with_referee_on_2000_random_single_case_inputs() {
    let mut rng = Rng::new(1344);
    let mut referee = Referee::new(Sum(Rules));
    for _ in 0..2000 {
        let cases = [random_position(&mut rng, 3, 6)];
        let input = format_input(&cases);
        assert_eq!(
            solved(&input),
            referee_output(&mut referee, &cases),
            "input {input:?}"
        );
    }
}

#[test]
fn solver_agrees_with_referee_on_300_random_multi_case_inputs() {
    let mut rng = Rng::new(2024);
    let mut referee = Referee::new(Sum(Rules));
    for _ in 0..300 {
        let cases: Vec<Position> = (0..rng.range_usize(2..=6))
            .map(|_| {
                if rng.chance(1, 10) {
                    Vec::new()
                } else {
                    random_position(&mut rng, 3, 5)
                }
            })
            .collect();
        let input = format_input(&cases);
        assert_eq!(
            solved(&input),
            referee_output(&mut referee, &cases),
            "input {input:?}"
        );
    }
}

#[test]
fn solver_agrees_with_referee_on_400_random_longer_bracelets() {
    let mut rng = Rng::new(77);
    let mut referee = Referee::new(Sum(Rules));
    for round in 0..400 {
        let cases = if round % 2 == 0 {
            [random_position(&mut rng, 1, 11)]
        } else {
            [random_position(&mut rng, 2, 8)]
        };
        let input = format_input(&cases);
        assert_eq!(
            solved(&input),
            referee_output(&mut referee, &cases),
            "input {input:?}"
        );
    }
}

#[test]
fn strictly_increasing_bracelets_are_nim_heaps_of_their_length() {
    let mut referee = Referee::new(Sum(Rules));
    for len in 0..=8 {
        assert_eq!(RunTree::new(&increasing(len)).values().grundy, len as u32);
        for other in 0..=8 {
            let pair = Sum(Rules).position([increasing(len), increasing(other)]);
            assert_eq!(referee.wins(&pair), len != other, "heaps {len} and {other}");
        }
    }
}

#[test]
fn each_bracelet_value_is_the_heap_it_cancels_against_the_referee() {
    // A + heap(k) is lost exactly when k is A's Grundy value (heaps are increasing bracelets).
    let mut rng = Rng::new(5);
    let mut referee = Referee::new(Sum(Rules));
    for _ in 0..500 {
        let max_weight = rng.range(1..=7);
        let bracelet = random_bracelet(&mut rng, 7, max_weight);
        let grundy = RunTree::new(&bracelet).values().grundy;
        assert!(grundy <= 7, "a value past the heaps tried: {bracelet:?}");
        for heap in 0..=7 {
            let position = Sum(Rules).position([bracelet.clone(), increasing(heap)]);
            assert_eq!(
                referee.wins(&position),
                grundy != heap as u32,
                "bracelet {bracelet:?} (value {grundy}) against heap {heap}"
            );
        }
    }
}

#[test]
fn the_value_left_by_each_pick_is_what_the_referee_finds_after_that_pick() {
    let mut rng = Rng::new(6);
    let mut referee = Referee::new(Sum(Rules));
    for _ in 0..500 {
        let max_weight = rng.range(1..=7);
        let bracelet = random_bracelet(&mut rng, 7, max_weight);
        let values = RunTree::new(&bracelet).values();
        let distinct: BTreeSet<u32> = bracelet.iter().copied().collect();
        let picked: Vec<u32> = values
            .after_pick
            .iter()
            .map(|&(weight, _)| weight)
            .collect();
        assert_eq!(picked, Vec::from_iter(distinct), "bracelet {bracelet:?}");
        let splits = Rules.splits(&bracelet);
        for &(weight, left) in &values.after_pick {
            // What is left, plus a heap of the claimed value, must be lost; the value is
            // below 8 (XOR of values below 8), so one heap size is checked against the rest.
            assert!(left < 8);
            let (_, pieces) = splits
                .iter()
                .find(|&&(picked, _)| picked == weight)
                .expect("a pick for every weight present");
            for heap in 0..8 {
                let mut parts = pieces.clone();
                parts.push(increasing(heap));
                assert_eq!(
                    referee.wins(&Sum(Rules).position(parts)),
                    heap as u32 != left,
                    "bracelet {bracelet:?}, pick {weight}, heap {heap}"
                );
            }
        }
    }
}

#[test]
fn picking_any_pearl_of_one_weight_on_a_bracelet_leaves_the_same_position() {
    let mut rng = Rng::new(7);
    for _ in 0..1000 {
        let position = random_position(&mut rng, 3, 7);
        let moves = Sum(Rules).moves(&position);
        for (label, after) in &moves {
            for (other_label, other_after) in &moves {
                if label == other_label {
                    assert_eq!(after, other_after, "position {position:?}, move {label:?}");
                }
            }
        }
    }
}

#[test]
fn every_piece_that_can_arise_is_a_run_of_the_tree_and_every_run_arises() {
    let mut rng = Rng::new(8);
    for _ in 0..500 {
        let max_weight = rng.range(1..=9);
        let bracelet = random_bracelet(&mut rng, 9, max_weight);
        // Every bracelet in every position reachable from this one, by the rules.
        let mut pieces = BTreeSet::new();
        let mut seen = BTreeSet::new();
        let mut queue = VecDeque::from([vec![bracelet.clone()]]);
        while let Some(position) = queue.pop_front() {
            if !seen.insert(position.clone()) {
                continue;
            }
            pieces.extend(position.iter().cloned());
            for (_, after) in Sum(Rules).moves(&position) {
                queue.push_back(after);
            }
        }
        let tree = RunTree::new(&bracelet);
        assert!(tree.runs.len() <= bracelet.len());
        let runs: BTreeSet<Vec<u32>> = tree
            .runs
            .iter()
            .map(|run| bracelet[run.pearls.clone()].to_vec())
            .collect();
        assert_eq!(runs, pieces, "bracelet {bracelet:?}");
        let intervals: BTreeSet<_> = tree
            .runs
            .iter()
            .map(|run| (run.pearls.start, run.pearls.end))
            .collect();
        assert_eq!(
            intervals.len(),
            tree.runs.len(),
            "runs are distinct intervals"
        );
        for run in &tree.runs {
            let slice = &bracelet[run.pearls.clone()];
            assert_eq!(slice.iter().max(), Some(&run.max));
            if let Some(parent) = run.parent {
                let parent = &tree.runs[parent];
                assert!(parent.max > run.max);
                assert!(
                    parent.pearls.start <= run.pearls.start && run.pearls.end <= parent.pearls.end
                );
            }
        }
    }
}

#[test]
fn every_sample_gives_its_expected_output_or_is_rejected() {
    let checked = assert_samples("lightoj-1344-bracelets", |_, input| solve(input));
    assert!(checked >= 14, "only {checked} samples");
}

/// Parses a well-formed input with no checks (the samples' inputs), for the referee.
fn parse_cases(input: &str) -> Vec<Position> {
    let mut tokens = input.split_whitespace().map(|t| t.parse::<u32>().unwrap());
    let mut next = move || tokens.next().unwrap();
    (0..next())
        .map(|_| {
            (0..next())
                .map(|_| (0..next()).map(|_| next()).collect())
                .collect()
        })
        .collect()
}

#[test]
fn small_samples_expected_outputs_are_the_referees() {
    let mut referee = Referee::new(Sum(Rules));
    let mut checked = 0;
    for sample in samples("lightoj-1344-bracelets") {
        let Some(expected) = sample.expected else {
            continue;
        };
        let cases = parse_cases(&sample.input);
        let small = cases
            .iter()
            .all(|bracelets| bracelets.iter().map(Vec::len).sum::<usize>() <= 24);
        if small {
            assert_eq!(
                referee_output(&mut referee, &cases),
                expected,
                "sample {}",
                sample.name
            );
            checked += 1;
        }
    }
    assert!(checked >= 7, "only {checked} small samples");
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
fn a_strictly_increasing_bracelet_of_10000_pearls_is_won_only_by_its_lightest_pearl() {
    // It is a nim heap of 10000; only picking the first pearl (leaving nothing) empties it.
    let bracelet: Vec<u32> = (1..=10_000).map(|i| i * 7).collect();
    let input = format_input(&[vec![bracelet]]);
    assert_eq!(solved(&input), "Case 1: Aladdin\n(1 7)\n");
}

#[test]
fn two_equal_bracelets_of_10000_pearls_are_lost_by_the_mirror_strategy() {
    let mut rng = Rng::new(9);
    let bracelet: Vec<u32> = (0..10_000)
        .map(|_| rng.range(1..=1_000_000_000) as u32)
        .collect();
    let input = format_input(&[vec![bracelet.clone(), bracelet]]);
    assert_eq!(solved(&input), "Case 1: Genie\n");
}

#[test]
fn a_non_numeric_weight_is_an_error_at_that_token() {
    assert_rejected(solve, "1\n1\n3 4 x 5\n", Expected::At(3, 5));
}

#[test]
fn fewer_weights_than_the_pearl_count_is_an_end_of_input_error() {
    let line = assert_rejected(solve, "1\n1\n3 4 5\n", Expected::EndOfInput);
    assert!(line.ends_with("expected a pearl weight"), "{line}");
}

#[test]
fn a_weight_of_zero_is_an_error_naming_the_range() {
    let line = assert_rejected(solve, "1\n1\n3 4 0 5\n", Expected::At(3, 5));
    assert!(line.contains(&format!("in 1..={MAX_WEIGHT}")), "{line}");
}

#[test]
fn negative_and_too_heavy_weights_are_errors() {
    assert_rejected(solve, "1\n1\n2 -4 5\n", Expected::At(3, 3));
    assert_rejected(solve, "1\n1\n2 4 1000000001\n", Expected::At(3, 5));
}

#[test]
fn a_bracelet_with_no_pearls_is_an_error() {
    let line = assert_rejected(solve, "1\n2\n1 3\n0\n", Expected::At(4, 1));
    assert!(
        line.contains("expected the number of pearls on a bracelet in 1..="),
        "{line}"
    );
}

#[test]
fn a_pearl_count_past_the_supported_limit_names_the_limit() {
    let too_many = MAX_PEARLS + 1;
    let line = assert_rejected(
        solve,
        &format!("1\n1\n{too_many} 1 2\n"),
        Expected::At(3, 1),
    );
    assert!(
        line.contains(&format!("in 1..={MAX_PEARLS}, found \"{too_many}\"")),
        "{line}"
    );
}

#[test]
fn huge_claimed_counts_followed_by_end_of_input_are_end_of_input_errors() {
    let huge = "18446744073709551615";
    let line = assert_rejected(solve, &format!("{huge}\n"), Expected::EndOfInput);
    assert!(line.ends_with("expected the number of bracelets"), "{line}");
    let line = assert_rejected(solve, &format!("1\n{huge}\n"), Expected::EndOfInput);
    assert!(
        line.ends_with("expected the number of pearls on a bracelet"),
        "{line}"
    );
    let line = assert_rejected(
        solve,
        &format!("1\n1\n{MAX_PEARLS}\n"),
        Expected::EndOfInput,
    );
    assert!(line.ends_with("expected a pearl weight"), "{line}");
}

#[test]
fn counts_past_64_bits_are_range_errors() {
    assert_rejected(solve, "18446744073709551616\n", Expected::At(1, 1));
    assert_rejected(solve, "1\n-1\n", Expected::At(2, 1));
}

#[test]
fn anything_after_the_last_case_is_an_error() {
    let line = assert_rejected(solve, "1\n1\n1 5\n1 5\n", Expected::At(4, 1));
    assert!(line.contains("expected end of input"), "{line}");
}

#[test]
fn a_missing_case_is_an_end_of_input_error() {
    assert_rejected(solve, "2\n1\n1 5\n", Expected::EndOfInput);
}
