//! bzoj-3576-jiangnan (HNOI 2014 "江南乐"): the solver against an exhaustive search of the real
//! rules, the block reduction against the all-M definition, every sample, and bad input.

use bzoj_3576_jiangnan::grundy_values::GrundyTable;
use bzoj_3576_jiangnan::rules::Rules;
use bzoj_3576_jiangnan::solve;
use grundy::{Game, Referee, Sum};
use std::collections::HashMap;

use grundy_tests::{Expected, Rng, assert_rejected, assert_samples, samples};

const CRATE: &str = "bzoj-3576-jiangnan";

/// Formats one input: `T F`, then one line per game.
fn format_input(threshold: u64, games: &[Vec<u64>]) -> String {
    let mut text = format!("{} {threshold}\n", games.len());
    for heaps in games {
        let line: Vec<String> = std::iter::once(heaps.len())
            .map(|n| n.to_string())
            .chain(heaps.iter().map(u64::to_string))
            .collect();
        text.push_str(&line.join(" "));
        text.push('\n');
    }
    text
}

/// The judge's output line for these verdicts (`true`: the first player wins).
fn format_verdicts(verdicts: &[bool]) -> String {
    let words: Vec<&str> = verdicts
        .iter()
        .map(|&w| if w { "1" } else { "0" })
        .collect();
    format!("{}\n", words.join(" "))
}

/// The referee's output for a whole input, on the real rules.
fn referee_output(threshold: u64, games: &[Vec<u64>]) -> String {
    let game = Sum(Rules::new(threshold));
    let mut referee = Referee::new(game);
    let verdicts: Vec<bool> = games
        .iter()
        .map(|heaps| referee.wins(&game.position(heaps.iter().copied())))
        .collect();
    format_verdicts(&verdicts)
}

/// The definition of a heap's Grundy value, with every `M` from 2 to `x` (no blocks), memoised
/// in a plain vector: written separately from the solver to check its block shortcut.
fn grundy_by_every_m(threshold: u64, largest: u64) -> Vec<u32> {
    let mut values = vec![0u32; largest as usize + 1];
    for x in 2..=largest {
        if x < threshold {
            continue;
        }
        let mut options = Vec::new();
        for parts in 2..=x {
            let (q, r) = (x / parts, x % parts);
            let mut option = 0;
            if r % 2 == 1 {
                option ^= values[q as usize + 1];
            }
            if (parts - r) % 2 == 1 {
                option ^= values[q as usize];
            }
            options.push(option);
        }
        values[x as usize] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    values
}

#[test]
fn solver_agrees_with_referee_on_2400_random_games() {
    let mut checked = 0;
    for seed in 0..120 {
        let mut rng = Rng::new(3576 + seed);
        let threshold = rng.range(1..=8);
        let games: Vec<Vec<u64>> = (0..20)
            .map(|_| {
                let count = rng.range_usize(0..=4);
                let largest = if count <= 2 { 14 } else { 10 };
                (0..count).map(|_| rng.range(1..=largest)).collect()
            })
            .collect();
        let input = format_input(threshold, &games);
        assert_eq!(
            solve(&input).unwrap(),
            referee_output(threshold, &games),
            "input:\n{input}"
        );
        checked += games.len();
    }
    assert_eq!(checked, 2400);
}

#[test]
fn two_heaps_are_lost_exactly_when_their_grundy_values_are_equal() {
    // This checks each single-heap value itself (not only whether it is zero): by the real
    // rules, x + y is lost exactly when g(x) = g(y).
    for threshold in 1..=5 {
        let game = Sum(Rules::new(threshold));
        let mut referee = Referee::new(game);
        let mut table = GrundyTable::new(threshold, 16);
        for x in 1..=16 {
            for y in x..=16 {
                let lost = !referee.wins(&game.position([x, y]));
                assert_eq!(
                    lost,
                    table.grundy(x) == table.grundy(y),
                    "F = {threshold}, heaps {x} and {y}"
                );
            }
        }
    }
}

#[test]
fn two_values_of_m_per_block_give_the_same_grundy_values_as_every_m() {
    for threshold in [1, 2, 3, 5, 17, 100, 1500] {
        let expected = grundy_by_every_m(threshold, 3000);
        let mut table = GrundyTable::new(threshold, 3000);
        for x in 1..=3000 {
            assert_eq!(
                table.grundy(x),
                expected[x as usize],
                "F = {threshold}, x = {x}"
            );
        }
    }
}

/// The plain recursion with two `M` per block (shortcut 1 only) and a hash-map memo, as a
/// second, simpler computation for heaps too large for [`grundy_by_every_m`].
fn grundy_by_blocks(threshold: u64, x: u64, memo: &mut HashMap<u64, u32>) -> u32 {
    if x < threshold || x < 2 {
        return 0;
    }
    if let Some(&value) = memo.get(&x) {
        return value;
    }
    let mut options = Vec::new();
    let mut parts = 2;
    while parts <= x {
        let q = x / parts;
        let block_end = x / q;
        for m in parts..=block_end.min(parts + 1) {
            let r = x % m;
            let mut option = 0;
            if r % 2 == 1 {
                option ^= grundy_by_blocks(threshold, q + 1, memo);
            }
            if (m - r) % 2 == 1 {
                option ^= grundy_by_blocks(threshold, q, memo);
            }
            options.push(option);
        }
        parts = block_end + 1;
    }
    let value = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert(x, value);
    value
}

#[test]
fn long_block_masks_and_per_heap_tables_agree_with_the_plain_block_recursion() {
    let mut rng = Rng::new(2014);
    for threshold in [1, 2, 3, 7, 1000, 123_456] {
        let mut memo = HashMap::new();
        let mut heaps: Vec<u64> = (0..12).map(|_| rng.range(1..=3_000_000)).collect();
        heaps.extend([threshold, threshold + 1, 262_143, 262_144, 262_145]);
        let largest = *heaps.iter().max().unwrap();
        let mut fast = GrundyTable::new(threshold, largest);
        let mut small_first = GrundyTable::new(threshold, 50);
        let mut plain = GrundyTable::new(threshold, largest).without_long_block_masks();
        for &x in &heaps {
            let expected = grundy_by_blocks(threshold, x, &mut memo);
            assert_eq!(fast.grundy(x), expected, "F = {threshold}, x = {x}");
            assert_eq!(small_first.grundy(x), expected, "F = {threshold}, x = {x}");
            assert_eq!(
                plain.grundy(x),
                expected,
                "F = {threshold}, x = {x} (no masks)"
            );
        }
    }
}

#[test]
fn heaps_asked_in_any_order_get_the_same_values() {
    let expected = grundy_by_every_m(2, 2500);
    let mut order: Vec<u64> = (1..=2500).collect();
    Rng::new(11).shuffle(&mut order);
    let mut table = GrundyTable::new(2, 100);
    for x in order {
        assert_eq!(table.grundy(x), expected[x as usize], "x = {x}");
    }
}

#[test]
fn dropping_dead_heaps_from_positions_changes_no_verdict() {
    let mut rng = Rng::new(99);
    for threshold in 1..=4 {
        let with = Sum(Rules::new(threshold));
        let without = Sum(Rules {
            threshold,
            drop_dead_heaps: false,
        });
        let (mut short, mut full) = (Referee::new(with), Referee::new(without));
        for _ in 0..60 {
            let heaps: Vec<u64> = (0..rng.range_usize(1..=3))
                .map(|_| rng.range(1..=8))
                .collect();
            assert_eq!(
                short.wins(&with.position(heaps.iter().copied())),
                full.wins(&without.position(heaps.iter().copied())),
                "F = {threshold}, heaps {heaps:?}"
            );
        }
    }
}

#[test]
fn a_single_stone_never_moves_even_when_the_threshold_is_one() {
    assert!(Sum(Rules::new(1)).moves(&vec![1]).is_empty());
    assert_eq!(GrundyTable::new(1, 1).grundy(1), 0);
    assert_eq!(solve("3 1\n1 1\n2 1 1\n1 2\n").unwrap(), "0 0 1\n");
}

#[test]
fn heaps_below_the_threshold_are_all_lost_positions() {
    let mut rng = Rng::new(5);
    let games: Vec<Vec<u64>> = (0..30)
        .map(|_| {
            (0..rng.range_usize(1..=6))
                .map(|_| rng.range(1..=40))
                .collect()
        })
        .collect();
    let output = solve(&format_input(41, &games)).unwrap();
    assert_eq!(output, format_verdicts(&[false; 30]));
}

#[test]
fn a_game_with_no_heaps_is_lost_and_no_games_print_an_empty_line() {
    assert_eq!(solve("2 1\n0\n1 2\n").unwrap(), "0 1\n");
    assert_eq!(solve("0 5\n").unwrap(), "\n");
}

#[test]
fn equal_pairs_of_large_heaps_are_lost_by_the_mirror_strategy() {
    let mut rng = Rng::new(8);
    let games: Vec<Vec<u64>> = (0..10)
        .map(|_| {
            let mut heaps: Vec<u64> = (0..3).map(|_| rng.range(1..=2_000_000)).collect();
            heaps.extend(heaps.clone());
            rng.shuffle(&mut heaps);
            heaps
        })
        .collect();
    let output = solve(&format_input(rng.range(1..=5), &games)).unwrap();
    assert_eq!(output, format_verdicts(&[false; 10]));
}

#[test]
fn the_recursion_stays_about_log2_of_the_heap_deep() {
    for x in [1_000, 1_000_000, 100_000_000] {
        let mut table = GrundyTable::new(1, x);
        table.grundy(x);
        let log2 = 64 - x.leading_zeros() as usize;
        assert!(
            table.deepest() <= log2 + 2,
            "heap {x}: depth {} > log2 + 2 = {}",
            table.deepest(),
            log2 + 2
        );
    }
}

#[test]
fn every_sample_gives_its_expected_output_or_is_rejected() {
    let count = assert_samples(CRATE, |_, input| solve(input));
    assert!(count >= 15, "only {count} samples");
}

#[test]
fn small_samples_expected_outputs_come_from_the_referee() {
    let mut recomputed = 0;
    for sample in samples(CRATE) {
        let Some(expected) = sample.expected else {
            continue;
        };
        let input = bzoj_3576_jiangnan::parse::parse(&sample.input).unwrap();
        let small = input
            .games
            .iter()
            .all(|heaps| heaps.len() <= 6 && heaps.iter().all(|&x| x <= 16));
        if !small {
            continue;
        }
        assert_eq!(
            referee_output(input.threshold, &input.games),
            expected,
            "sample {}",
            sample.name
        );
        recomputed += 1;
    }
    assert!(recomputed >= 5, "only {recomputed} samples recomputed");
}

#[test]
fn the_max_sample_is_pairs_plus_one_small_heap_and_its_output_follows() {
    // Each game of `max-judge` is 49 equal pairs of heaps below 100000 and one heap of at most
    // 12 stones. A player who wins the small heap alone wins the whole game by playing that
    // strategy there and copying every move the opponent makes in one heap of a pair onto its
    // twin; so each game's verdict is the referee's verdict on the small heap alone.
    let sample = samples(CRATE)
        .into_iter()
        .find(|s| s.name == "max-judge")
        .expect("the max-judge sample");
    let input = bzoj_3576_jiangnan::parse::parse(&sample.input).unwrap();
    assert_eq!(input.games.len(), 99);
    assert!(input.threshold < 100_000);
    let game = Sum(Rules::new(input.threshold));
    let mut referee = Referee::new(game);
    let mut verdicts = Vec::new();
    for heaps in &input.games {
        assert_eq!(heaps.len(), 99);
        assert!(heaps.iter().all(|&x| x < 100_000));
        let mut counts = std::collections::BTreeMap::new();
        for &x in heaps {
            *counts.entry(x).or_insert(0u32) += 1;
        }
        let odd: Vec<u64> = counts
            .iter()
            .filter(|(_, c)| *c % 2 == 1)
            .map(|(&x, _)| x)
            .collect();
        assert_eq!(odd.len(), 1, "one heap without a twin");
        assert!(odd[0] <= 12);
        verdicts.push(referee.wins(&game.position(odd)));
    }
    assert_eq!(sample.expected.unwrap(), format_verdicts(&verdicts));
}

#[test]
fn a_non_numeric_token_is_an_error_at_that_token() {
    let line = assert_rejected(solve, "2 3\n1 5\n2 4 x\n", Expected::At(3, 5));
    assert!(
        line.contains("expected a heap size in 1..=10000000000"),
        "{line}"
    );
    assert_rejected(solve, "two 3\n", Expected::At(1, 1));
}

#[test]
fn a_truncated_input_is_an_end_of_input_error() {
    let line = assert_rejected(solve, "2 3\n1 5\n2 4", Expected::EndOfInput);
    assert!(line.ends_with("expected a heap size"), "{line}");
    assert_rejected(solve, "2 3\n1 5\n", Expected::EndOfInput);
    assert_rejected(solve, "2", Expected::EndOfInput);
    assert_rejected(solve, "", Expected::EndOfInput);
}

#[test]
fn a_heap_of_zero_stones_is_an_error_at_that_heap() {
    let line = assert_rejected(solve, "1 3\n3 4 0 2\n", Expected::At(2, 5));
    assert!(
        line.ends_with(r#"expected a heap size in 1..=10000000000, found "0""#),
        "{line}"
    );
}

#[test]
fn a_threshold_of_zero_is_an_error_naming_the_range() {
    let line = assert_rejected(solve, "1 0\n1 5\n", Expected::At(1, 3));
    assert!(
        line.contains("expected the split threshold F in 1..="),
        "{line}"
    );
}

#[test]
fn a_heap_past_ten_to_the_ten_is_an_error_naming_the_limit() {
    let line = assert_rejected(solve, "1 1\n2 5 10000000001\n", Expected::At(2, 5));
    assert!(line.contains("in 1..=10000000000"), "{line}");
}

#[test]
fn a_negative_count_is_an_out_of_range_error() {
    assert_rejected(solve, "-1 3\n", Expected::At(1, 1));
    assert_rejected(solve, "1 3\n-2 4 4\n", Expected::At(2, 1));
}

#[test]
fn a_huge_claimed_count_then_end_of_input_is_an_end_of_input_error() {
    let line = assert_rejected(solve, "1000000000000 3\n1 4\n", Expected::EndOfInput);
    assert!(line.ends_with("expected the number of heaps N"), "{line}");
    let line = assert_rejected(
        solve,
        "1 3\n1000000000000000000 4 5\n",
        Expected::EndOfInput,
    );
    assert!(line.ends_with("expected a heap size"), "{line}");
}

#[test]
fn anything_after_the_last_game_is_an_error() {
    assert_rejected(solve, "1 3\n1 5\n7\n", Expected::At(3, 1));
}
