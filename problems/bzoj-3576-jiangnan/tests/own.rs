//! Jiangnan: what is its own. The explained words besides the claim (the heap's size, the piles
//! of the real rules, the values by the definition) on tiny games of 8 thresholds and on
//! splits of heaps far past the referee, checked by the plain block recursion; and the max
//! sample's hand argument.

use std::collections::{BTreeMap, HashMap};

use bzoj_3576_jiangnan::Jiangnan;
use bzoj_3576_jiangnan::real_rules::{Rules, referee_output};
use grundy::{Components, nim_sum_text};
use grundy_tests::Rng;
use harness::shape::Shape;
use harness::{Claim, Explained, Options, Problem, Size};

use crate::{grundy_by_blocks, grundy_by_every_m, text};

/// A heap of `size` split into `parts` as evenly as possible, largest piles first.
fn even_split(size: u64, parts: u64) -> Vec<u64> {
    (0..parts)
        .map(|pile| size / parts + u64::from(pile < size % parts))
        .collect()
}

/// How the explanation writes `piles` (largest first): one by one up to 6, else as counts.
fn piles_text(piles: &[u64]) -> String {
    let (big, small) = (piles[0], piles[piles.len() - 1]);
    let big_count = piles.iter().filter(|&&pile| pile == big).count();
    let small_count = piles.len() - big_count;
    let listed: Vec<String> = piles.iter().map(u64::to_string).collect();
    match piles.len() {
        ..=6 => format!("piles of {} stones", listed.join(", ")),
        _ if big == small => format!("piles of {small} stones"),
        _ => format!("piles: {big_count} of {big} stones and {small_count} of {small}"),
    }
}

/// What the explanation of `games` says besides the move, game by game in order: `game k: `,
/// its claim's words, for a split the heap's size and the piles `split` gives, and the heaps'
/// Grundy values by `value` (an empty game's is 0); and by `value`, the claim leaves the
/// nim-sum 0. Returns how many games were won.
fn assert_words_are_true(
    threshold: u64,
    games: &[Vec<u64>],
    mut value: impl FnMut(u64) -> u32,
    split: impl Fn(u64, u64) -> Vec<u64>,
) -> usize {
    let input = text(threshold, games);
    let output = harness::solve_text(
        &bzoj_3576_jiangnan::Jiangnan,
        &Options::new().explained(),
        &input,
    )
    .unwrap();
    let (mut rest, mut won) = (output.as_str(), 0);
    let claims = Jiangnan.claims(&(threshold, games.to_vec()));
    for (number, (heaps, claim)) in games.iter().zip(claims).enumerate() {
        let values: Vec<u32> = heaps.iter().map(|&x| value(x)).collect();
        let mut left = values.iter().fold(0, |sum, value| sum ^ value);
        let mut said = format!("game {}: {}", number + 1, Jiangnan.words(&claim));
        if let Claim::Wins((heap, parts)) = claim {
            let piles = split(heaps[heap], parts);
            left ^= values[heap] ^ piles.iter().fold(0, |sum, &pile| sum ^ value(pile));
            said += &format!(" ({} stones into {}", heaps[heap], piles_text(&piles));
            won += 1;
        }
        assert_eq!(left, 0, "the nim-sum after {heaps:?}'s claim: {output}");
        let plural = if heaps.len() > 1 { "s" } else { "" };
        let sum = format!("Grundy value{plural} {}", nim_sum_text(&values));
        for words in [said, sum] {
            let at = rest.find(&words);
            let at = at.unwrap_or_else(|| panic!("{words:?} not said in order in {output}"));
            rest = &rest[at + words.len()..];
        }
    }
    won
}

#[test]
fn explained_words_are_true_on_150_tiny_inputs_per_threshold_1_to_8() {
    // The piles from the real rules, the values by the definition (every M).
    let mut won = 0;
    for threshold in 1..=8 {
        let values = grundy_by_every_m(threshold, 14);
        let splits = |size, parts| {
            let mut split = Rules::new(threshold).splits(&size).into_iter();
            let (_, mut piles) = split.find(|&(m, _)| m == parts).unwrap();
            piles.reverse();
            piles
        };
        let mut rng = Rng::new(threshold);
        for _ in 0..150 {
            let (_, games) = Jiangnan.shape().generate(&mut rng, Size::Tiny);
            won += assert_words_are_true(threshold, &games, |x| values[x as usize], splits);
        }
    }
    assert!(won >= 4000, "only {won} won games");
}

#[test]
fn explained_splits_of_large_heaps_leave_the_nim_sum_zero_by_the_plain_recursion() {
    // Heaps past the solver's shared table (2^18): their per-heap tables are replaced by the
    // next heap's, so a split of an earlier heap is searched after its sizes are recomputed.
    let mut rng = Rng::new(314);
    let mut won = 0;
    for threshold in [1, 2, 5, 1000] {
        let mut memo = HashMap::new();
        let games: Vec<Vec<u64>> = (0..6)
            .map(|_| {
                (0..rng.range_usize(1..=3))
                    .map(|_| rng.range(1..=3_000_000))
                    .collect()
            })
            .collect();
        let value = |x| grundy_by_blocks(threshold, x, &mut memo);
        won += assert_words_are_true(threshold, &games, value, even_split);
    }
    assert!(won >= 20, "only {won} won games");
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
    assert_eq!((games.len(), games[0].len()), (99, 99));
    let small_heaps: Vec<Vec<u64>> = games
        .iter()
        .map(|heaps| {
            let mut counts = BTreeMap::new();
            heaps
                .iter()
                .for_each(|&x| *counts.entry(x).or_insert(0) += 1);
            let odd: Vec<u64> = counts
                .into_iter()
                .filter(|(_, c)| c % 2 == 1)
                .map(|(x, _)| x)
                .collect();
            assert!(
                odd.len() == 1 && odd[0] <= 12,
                "one small heap without a twin"
            );
            odd
        })
        .collect();
    assert_eq!(
        sample.expected.unwrap(),
        referee_output(threshold, &small_heaps)
    );
}
