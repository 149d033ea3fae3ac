//! Jiangnan: what is its own. The explained words besides the claim (the heap's size, the piles
//! of the real rules, the values by the definition) on 8 thresholds of tiny games, explained
//! splits of heaps far past the referee checked by the plain block recursion, the words of
//! long explanations, the max sample's hand argument, and its error words.

use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};

use bzoj_3576_jiangnan::problem::{Words, read_explained};
use bzoj_3576_jiangnan::real_rules::{Rules, format_verdicts};
use bzoj_3576_jiangnan::{Jiangnan, run, solve};
use grundy::{Components, Referee, Sum};
use grundy_tests::{
    Expected, Rng, assert_explanations_hold, assert_rejected_saying, cut_explanations,
};
use harness::shape::Shape;
use harness::{Claim, Options, Problem, Size};

use crate::{grundy_by_blocks, grundy_by_every_m, text};

fn explain(input: &str) -> String {
    run(&Options::new().explained(), input).unwrap()
}

fn words(output: &str) -> Vec<Words> {
    read_explained(output).unwrap_or_else(|error| panic!("{error}"))
}

/// What the explanations of `games` say besides the move: the heap named has the size
/// written, the piles written are the real rules' split, and the values written are the
/// heaps' values by the definition (`values[x]`).
fn assert_words_are_true(threshold: u64, games: &[Vec<u64>], output: &str, values: &[u32]) {
    let explained = words(output);
    assert_eq!(explained.len(), games.len(), "{output}");
    let rules = Rules {
        threshold,
        drop_dead_heaps: false,
    };
    for (heaps, game) in games.iter().zip(&explained) {
        let written: Vec<u32> = heaps.iter().map(|&x| values[x as usize]).collect();
        let expected = if heaps.is_empty() { vec![0] } else { written };
        assert_eq!(game.values, Some(expected), "{heaps:?} in {output}");
        if let (Claim::Wins((heap, parts)), Some((size, piles))) = (&game.claim, &game.piles) {
            assert_eq!(heaps[*heap], *size, "{output}");
            let split = rules.splits(size).into_iter().find(|(m, _)| m == parts);
            let mut split = split
                .unwrap_or_else(|| panic!("no split into {parts} in {output}"))
                .1;
            split.sort_unstable_by(|a, b| b.cmp(a));
            assert_eq!(*piles, split, "{output}");
        }
    }
}

#[test]
fn explained_words_are_true_and_claims_hold_on_150_tiny_inputs_per_threshold_1_to_8() {
    let mut games = 0;
    for threshold in 1..=8 {
        let values = grundy_by_every_m(threshold, 14);
        let mut referee = Referee::new(Sum(Rules::new(threshold)));
        let drawn = RefCell::new(Vec::new());
        let draw = |rng: &mut Rng| {
            let (_, games) = Jiangnan.generate(rng, Size::Tiny);
            drawn.replace(games.clone());
            (text(threshold, &games), games)
        };
        let read = |output: &str| {
            assert_words_are_true(threshold, &drawn.borrow(), output, &values);
            words(output).into_iter().map(|game| game.claim).collect()
        };
        let explained = |input: &str| run(&Options::new().explained(), input);
        games += assert_explanations_hold(threshold, 150, &mut referee, explained, draw, read);
    }
    assert!(games >= 11_000, "only {games} games");
}

#[test]
fn explained_splits_of_large_heaps_leave_the_nim_sum_zero_by_the_plain_recursion() {
    // Heaps past the solver's shared table (2^18): their per-heap tables are replaced by the
    // next heap's, so a split of an earlier heap is searched after its sizes are recomputed.
    let mut rng = Rng::new(314);
    let mut checked = 0;
    for threshold in [1, 2, 5, 1000] {
        let mut memo = HashMap::new();
        let games: Vec<Vec<u64>> = (0..6)
            .map(|_| {
                (0..rng.range_usize(1..=3))
                    .map(|_| rng.range(1..=3_000_000))
                    .collect()
            })
            .collect();
        let output = explain(&text(threshold, &games));
        for (heaps, game) in games.iter().zip(words(&output)) {
            let mut value = |x: u64| grundy_by_blocks(threshold, x, &mut memo);
            let values: Vec<u32> = heaps.iter().map(|&x| value(x)).collect();
            assert_eq!(game.values.as_ref(), Some(&values), "{output}");
            let Claim::Wins((heap, parts)) = game.claim else {
                assert_eq!(values.iter().fold(0, |a, v| a ^ v), 0, "{output}");
                continue;
            };
            let (_, piles) = game.piles.expect("a split names its piles");
            assert_eq!(piles.len() as u64, parts, "{output}");
            assert_eq!(piles.iter().sum::<u64>(), heaps[heap], "{output}");
            let after = piles.iter().fold(0, |a, &pile| a ^ value(pile));
            let others = values.iter().enumerate().filter(|&(i, _)| i != heap);
            let others = others.fold(0, |a, (_, v)| a ^ v);
            assert_eq!(after ^ others, 0, "game {heaps:?}: {output}");
            checked += 1;
        }
    }
    assert!(checked >= 20, "only {checked} won games");
}

#[test]
fn explanations_follow_the_judges_line_count_many_piles_and_cut_long_sums() {
    assert_eq!(
        explain("3 3\n2 3 3\n2 3 7\n0\n"),
        "0 1 0  game 1: every move loses: Grundy values 1 ^ 1 = 0 \
         | game 2: split heap 2 (7 stones) into M = 3 piles of 3, 2, 2 stones (its value 2 -> 1): \
         Grundy values 1 ^ 2 = 3 -> 0 \
         | game 3: no heaps, so no move: Grundy value 0\n"
    );
    assert_eq!(
        explain("1 1\n3 1 1 1\n"),
        "0  game 1: no heap can be split, so no move: Grundy values 0 ^ 0 ^ 0 = 0\n"
    );
    assert_eq!(
        explain("0 5\n"),
        "\n",
        "no games: the judge's line stays empty"
    );
    let output = explain("1 2\n1 1000\n");
    let (size, piles) = words(&output)[0]
        .piles
        .clone()
        .expect("1000 stones are won");
    assert_eq!((size, piles.iter().sum::<u64>()), (1000, 1000), "{output}");
    let output = explain(&format!("1 2\n100 {}\n", "5 ".repeat(100)));
    let cut =
        "every move loses: Grundy values 2 ^ 2 ^ 2 ^ 2 ^ 2 ^ 2 ^ ... ^ 2 ^ 2 (100 values) = 0\n";
    assert!(output.ends_with(cut), "{output}");
}

#[test]
fn random_inputs_with_heaps_past_the_shared_table_explained_and_cut_give_the_plain_output() {
    let mut rng = Rng::new(2014);
    for _ in 0..300 {
        let games: Vec<Vec<u64>> = (0..rng.range_usize(0..=8))
            .map(|_| {
                (0..rng.range_usize(0..=5))
                    .map(|_| rng.range(1..=200_000))
                    .collect()
            })
            .collect();
        let input = text(rng.range(1..=300), &games);
        let output = explain(&input);
        assert_eq!(
            cut_explanations(&output),
            solve(&input).unwrap(),
            "input {input:?}"
        );
        assert_eq!(words(&output).len(), games.len(), "{output}");
    }
}

#[test]
fn the_max_sample_is_pairs_plus_one_small_heap_and_its_output_follows() {
    // Each game of `max-judge` is 49 equal pairs of heaps below 100000 and one heap of at most
    // 12 stones. A player who wins the small heap alone wins the whole game by playing that
    // strategy there and copying every move the opponent makes in one heap of a pair onto its
    // twin; so each game's verdict is the referee's verdict on the small heap alone.
    let sample = grundy_tests::sample(env!("CARGO_MANIFEST_DIR"), "max-judge");
    let (threshold, games) = Jiangnan.shape().read_all(&sample.text()).unwrap();
    assert!(Jiangnan.within_judge(&(threshold, games.clone())));
    let game = Sum(Rules::new(threshold));
    let mut referee = Referee::new(game);
    let verdicts: Vec<bool> = games
        .iter()
        .map(|heaps| {
            let mut counts = BTreeMap::new();
            heaps
                .iter()
                .for_each(|&x| *counts.entry(x).or_insert(0u32) += 1);
            let odd: Vec<u64> = counts
                .iter()
                .filter(|(_, c)| *c % 2 == 1)
                .map(|(&x, _)| x)
                .collect();
            assert!(
                odd.len() == 1 && odd[0] <= 12,
                "one small heap without a twin"
            );
            referee.wins(&game.position(odd))
        })
        .collect();
    assert_eq!((games.len(), games[0].len()), (99, 99));
    assert_eq!(sample.expected.unwrap(), format_verdicts(&verdicts));
}

#[test]
fn bad_input_errors_say_what_was_expected_where() {
    for (input, at, words) in [
        (
            "2 3\n1 5\n2 4 x\n",
            Expected::At(3, 5),
            "expected a heap size in 1..=10000000000",
        ),
        (
            "1 1\n2 5 10000000001\n",
            Expected::At(2, 5),
            "in 1..=10000000000",
        ),
        (
            "1 0\n1 5\n",
            Expected::At(1, 3),
            "expected the split threshold F in 1..=",
        ),
        (
            "2 3\n1 5\n2 4",
            Expected::EndOfInput,
            "expected a heap size",
        ),
        (
            "1000000000000 3\n1 4\n",
            Expected::EndOfInput,
            "expected the number of heaps N",
        ),
        (
            "1 3\n1000000000000000000 4 5\n",
            Expected::EndOfInput,
            "expected a heap size",
        ),
        ("1 3\n1 5\n7\n", Expected::At(3, 1), "expected end of input"),
    ] {
        assert_rejected_saying(solve, input, at, words);
    }
}
