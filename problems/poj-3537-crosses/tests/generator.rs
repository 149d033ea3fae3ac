//! Crosses and Crosses: the generator of inputs gives valid inputs at every size, reaches the
//! judge's maximum, and shrinks down to a minimal input.

use grundy::{Generator, Rng, Size};
use grundy_tests::{assert_bench_cases_sound, assert_generator_sound, shrink_to_the_end};
use poj_3537_crosses::generate::{Inputs, JUDGE_LONGEST, PAST_LONGEST};
use poj_3537_crosses::solve;

#[test]
fn the_generator_is_sound() {
    assert_eq!(assert_generator_sound(&Inputs, 200, solve), 404);
}

#[test]
fn judge_inputs_are_one_board_of_3_to_2000_and_reach_both_ends() {
    let boards: Vec<u64> = (0..40)
        .map(|seed| {
            let input = Inputs.generate(&mut Rng::new(seed), Size::Judge);
            assert_eq!(input.len(), 1, "seed {seed}: the judge gives one board");
            assert!((3..=JUDGE_LONGEST).contains(&input[0]), "seed {seed}");
            input[0]
        })
        .collect();
    assert!(boards.contains(&JUDGE_LONGEST));
    assert!(boards.contains(&3));
}

#[test]
fn past_inputs_go_past_the_judge_up_to_their_limit() {
    let longest = (0..10)
        .flat_map(|seed| Inputs.generate(&mut Rng::new(seed), Size::Past))
        .max();
    assert_eq!(longest, Some(PAST_LONGEST));
}

#[test]
fn shrinking_a_tiny_input_ends_at_a_minimal_input() {
    for seed in 0..50 {
        let tiny = Inputs.generate(&mut Rng::new(seed), Size::Tiny);
        let (_, input) = shrink_to_the_end(&Inputs, tiny, 50, |_| 0);
        assert_eq!(input, [1], "seed {seed}: ended elsewhere");
    }
}

#[test]
fn the_bench_cases_are_valid_and_end_as_they_say() {
    // The judge's maximum, and the board past the longest.
    assert_eq!(assert_bench_cases_sound(&Inputs, solve), 2);
}
