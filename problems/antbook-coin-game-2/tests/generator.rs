//! The generator of inputs (`src/generate.rs`): valid inputs at every size that read back as
//! written, tiny ones the referee decides as the solver does, judge ones at the judge's limits,
//! past ones the solver answers, and shrinking that ends at the minimal input.

use antbook_coin_game_2::generate::{Inputs, JUDGE_AMOUNTS, JUDGE_PILES, JUDGE_VALUE, is_answered};
use antbook_coin_game_2::input::Game;
use antbook_coin_game_2::solve;
use grundy::{Generator, Rng, Size};
use grundy_tests::{assert_bench_cases_sound, assert_generator_sound, shrink_to_the_end};

#[test]
fn the_generator_is_sound_on_200_seeds_per_small_size() {
    let checked = assert_generator_sound(&Inputs, 200, solve);
    assert_eq!(checked, 2 * 200 + 2 * 2);
}

#[test]
fn the_bench_cases_are_valid_and_end_as_they_say() {
    // judge-max, judge-max-all-largest, and the search that stops at its budget.
    assert_eq!(assert_bench_cases_sound(&Inputs, solve), 3);
}

#[test]
fn judge_inputs_reach_the_judges_limits() {
    let mut largest_seen = (false, false);
    for seed in 0..6 {
        let game = Inputs.generate(&mut Rng::new(seed), Size::Judge);
        assert_eq!(game.piles.len(), JUDGE_PILES, "seed {seed}");
        assert_eq!(game.amounts.len(), JUDGE_AMOUNTS, "seed {seed}");
        assert!(game.amounts.contains(&1), "seed {seed}");
        let within = |values: &[u64]| values.iter().all(|x| (1..=JUDGE_VALUE).contains(x));
        assert!(within(&game.amounts) && within(&game.piles), "seed {seed}");
        largest_seen.0 |= game.piles.contains(&JUDGE_VALUE);
        largest_seen.1 |= game.amounts.contains(&JUDGE_VALUE);
    }
    assert_eq!(largest_seen, (true, true), "no pile or no amount of 10^4");
}

#[test]
fn past_inputs_go_past_the_judges_limits_and_are_answered() {
    let mut huge_piles_seen = false;
    for seed in 0..4 {
        let game = Inputs.generate(&mut Rng::new(seed), Size::Past);
        let largest = game.piles.iter().copied().max().unwrap_or(0);
        huge_piles_seen |= largest > 10_u64.pow(17);
        assert!(
            game.piles.len() > JUDGE_PILES || largest > JUDGE_VALUE,
            "seed {seed}"
        );
        // The long-preperiod set needs the solver's own budget; the others the generator's.
        let long = game.amounts.len() == 4 && game.amounts.contains(&30000);
        assert!(long || is_answered(&game), "seed {seed}");
    }
    assert!(huge_piles_seen, "no pile near 10^18");
}

/// Shrinks the tiny input of `seed`, always taking the candidate `pick` chooses, until none is
/// left; returns the number of steps and the last input's text.
fn shrink_fully(seed: u64, pick: impl Fn(&[Game]) -> usize) -> (usize, String) {
    let tiny = Inputs.generate(&mut Rng::new(seed), Size::Tiny);
    let (steps, last) = shrink_to_the_end(&Inputs, tiny, 500, pick);
    (steps, Inputs.format(&last))
}

#[test]
fn shrinking_a_tiny_input_ends_at_the_minimal_input() {
    for seed in 0..50 {
        // The first candidate drops every pile, then every amount.
        let (steps, last) = shrink_fully(seed, |_| 0);
        assert!(steps <= 2, "seed {seed}: {steps} steps");
        assert_eq!(last, "0 0\n\n\n", "seed {seed}");
        // The last candidate is the finest step: an amount or a pile one less, or one dropped.
        let (steps, last) = shrink_fully(seed, |candidates| candidates.len() - 1);
        assert!(steps <= 500, "seed {seed}: {steps} steps");
        assert_eq!(last, "0 0\n\n\n", "seed {seed}");
    }
}

#[test]
fn shrinking_a_judge_input_lists_its_coarse_steps_first_and_not_too_many() {
    let game = Inputs.generate(&mut Rng::new(1), Size::Judge);
    let candidates = Inputs.shrink(&game);
    assert!((2..=64).contains(&candidates.len()), "{}", candidates.len());
    assert!(candidates[0].piles.is_empty());
    assert_eq!(candidates[1].piles.len(), JUDGE_PILES / 2);
}

#[test]
fn shrinking_never_offers_an_input_the_solver_may_not_answer() {
    // {2, 5} with a huge pile: dropping 5 leaves {2} (answered), lowering it to 4 or 2 leaves
    // sets with quick periods too; every candidate must be answered.
    let game = Game {
        amounts: vec![2, 5],
        piles: vec![10_u64.pow(18), 7],
    };
    for candidate in Inputs.shrink(&game) {
        solve(&Inputs.format(&candidate)).expect("an answered candidate");
    }
}
