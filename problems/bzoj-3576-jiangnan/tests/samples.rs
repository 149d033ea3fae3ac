//! Every sample gives its expected output (or is rejected properly), and the expected outputs
//! come from the referee (small samples) or from a hand argument (the judge-size sample).

use crate::common;

use std::collections::BTreeMap;

use bzoj_3576_jiangnan::input::parse;
use bzoj_3576_jiangnan::real_rules::Rules;
use common::{format_verdicts, referee_output, run_with_args};
use grundy::{Referee, Sum};
use grundy_tests::{assert_samples, assert_samples_agree_with};

const CRATE_DIR: &str = env!("CARGO_MANIFEST_DIR");

#[test]
fn every_sample_gives_its_expected_output_or_is_rejected() {
    let count = assert_samples(CRATE_DIR, run_with_args);
    assert!(count >= 15, "only {count} samples");
}

#[test]
fn small_samples_expected_outputs_come_from_the_referee() {
    assert_samples_agree_with(CRATE_DIR, 5, |sample| {
        if !sample.args.is_empty() {
            return None; // --help and --explain: tests/explain.rs
        }
        let input = parse(&sample.text()).unwrap();
        let small = input
            .games
            .iter()
            .all(|heaps| heaps.len() <= 6 && heaps.iter().all(|&x| x <= 16));
        small.then(|| referee_output(input.threshold, &input.games))
    });
}

#[test]
fn the_max_sample_is_pairs_plus_one_small_heap_and_its_output_follows() {
    // Each game of `max-judge` is 49 equal pairs of heaps below 100000 and one heap of at most
    // 12 stones. A player who wins the small heap alone wins the whole game by playing that
    // strategy there and copying every move the opponent makes in one heap of a pair onto its
    // twin; so each game's verdict is the referee's verdict on the small heap alone.
    let sample = grundy_tests::sample(CRATE_DIR, "max-judge");
    let input = parse(&sample.text()).unwrap();
    assert_eq!(input.games.len(), 99);
    assert!(input.threshold < 100_000);
    let game = Sum(Rules::new(input.threshold));
    let mut referee = Referee::new(game);
    let mut verdicts = Vec::new();
    for heaps in &input.games {
        assert_eq!(heaps.len(), 99);
        assert!(heaps.iter().all(|&x| x < 100_000));
        let mut counts = BTreeMap::new();
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
fn samples_past_the_judges_limits_and_only_those_are_named_beyond_judge() {
    let inputs = bzoj_3576_jiangnan::generate::Inputs;
    grundy_tests::assert_samples_named_beyond_judge_exactly_when_they_are(
        env!("CARGO_MANIFEST_DIR"),
        &inputs,
    );
}
