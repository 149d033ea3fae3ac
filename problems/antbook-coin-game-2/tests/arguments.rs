//! The large samples' outputs, from README.md's arguments rather than the solver: equal piles
//! cancel in pairs, the referee searches what is left when it is small, and counting the moves
//! left decides the rest; the arguments themselves are checked against the referee.

use std::collections::BTreeSet;

use antbook_coin_game_2::problem::winner;
use grundy_tests::{Rng, assert_samples_agree_with};

use crate::{referee_answer, solve, text};

/// The piles left once equal piles are taken out in pairs, sorted. A pair cancels: the second
/// player copies every move made on one pile on its twin, so removing the pair does not
/// change who wins.
fn unpaired(piles: &[u64]) -> Vec<u64> {
    let mut left = BTreeSet::new();
    for &pile in piles {
        if !left.remove(&pile) {
            left.insert(pile);
        }
    }
    left.into_iter().collect()
}

/// Whether the referee can search these piles quickly.
fn is_small(piles: &[u64]) -> bool {
    piles.len() <= 6 && piles.iter().all(|&x| x <= 30)
}

/// The answer by counting moves, where one of these arguments decides it: with a single
/// distinct amount d every move takes d coins, so the game lasts exactly sum(x_i / d) moves
/// and Alice wins when that is odd; with amounts {1, 2} a single pile is lost exactly when it
/// is a multiple of 3 (every move from a multiple leaves a non-multiple, and from a
/// non-multiple one move returns to a multiple).
fn answer_by_counting(amounts: &[u64], piles: &[u64]) -> Option<String> {
    let distinct: Vec<u64> = amounts
        .iter()
        .copied()
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    match (distinct.as_slice(), piles) {
        ([d], _) => {
            let moves: u128 = piles.iter().map(|&x| u128::from(x / d)).sum();
            Some(winner(moves % 2 == 1))
        }
        ([1, 2], [x]) => Some(winner(x % 3 != 0)),
        _ => None,
    }
}

/// The answer by argument: equal piles cancel in pairs; what is left is searched by the
/// referee if it is small, else decided by counting moves.
fn answer_by_argument(amounts: &[u64], piles: &[u64]) -> String {
    let left = unpaired(piles);
    if is_small(&left) {
        return referee_answer(amounts, &left);
    }
    answer_by_counting(amounts, &left)
        .unwrap_or_else(|| panic!("no argument decides amounts {amounts:?} piles {left:?}"))
}

#[test]
fn the_large_samples_outputs_follow_from_the_arguments() {
    // The small ones are the referee's, in the standard checks.
    assert_samples_agree_with(env!("CARGO_MANIFEST_DIR"), 3, |sample| {
        let numbers: Vec<u64> = sample
            .text()
            .split_whitespace()
            .flat_map(str::parse)
            .collect();
        let k = *numbers.get(1)? as usize;
        let (amounts, piles) = numbers[2..].split_at(k);
        (sample.args.is_empty() && !is_small(piles)).then(|| answer_by_argument(amounts, piles))
    });
}

#[test]
fn a_judge_max_game_of_equal_pairs_and_a_single_coin_is_answered_as_the_pairing_argument_says() {
    // n = 10^6, k = 100 amounts up to 10^4 with 1 among them: 499,999 equal pairs of piles
    // (a pair of 10000s among them), one empty pile and one pile of 1. Alice takes the single
    // coin, then copies Bob's every move on the twin pile: she wins. (Built here rather than
    // committed: 2 MB of text.)
    let mut rng = Rng::new(7);
    let mut amounts: Vec<u64> = (2..=100).map(|i| i * 100).collect();
    amounts.push(1);
    let mut piles = vec![10_000, 10_000, 0, 1];
    while piles.len() < 1_000_000 {
        piles.extend([rng.range(1..=10_000); 2]);
    }
    rng.shuffle(&mut piles);
    assert_eq!(answer_by_argument(&amounts, &piles), "Alice\n");
    assert_eq!(solve(&text(&amounts, &piles)).unwrap(), "Alice\n");
}

#[test]
fn the_pairing_and_counting_arguments_agree_with_the_referee_on_200_random_small_positions() {
    let mut rng = Rng::new(4);
    for _ in 0..200 {
        let take_one_or_two = rng.chance(1, 3);
        let amounts = if take_one_or_two {
            vec![2, 1]
        } else {
            vec![rng.range(1..=4); rng.range_usize(1..=2)]
        };
        let mut piles = Vec::new();
        for _ in 0..rng.range_usize(0..=2) {
            piles.extend([rng.range(0..=12); 2]);
        }
        let singles = if take_one_or_two {
            1
        } else {
            rng.range_usize(0..=3)
        };
        piles.extend((0..singles).map(|_| rng.range(0..=12)));
        rng.shuffle(&mut piles);
        let expected = referee_answer(&amounts, &piles);
        let left = unpaired(&piles);
        let what = format!("amounts {amounts:?} piles {piles:?}");
        assert_eq!(referee_answer(&amounts, &left), expected, "{what}");
        // One amount, or {1, 2} with one pile left: counting always decides.
        assert_eq!(
            answer_by_counting(&amounts, &left),
            Some(expected),
            "{what}"
        );
    }
}
