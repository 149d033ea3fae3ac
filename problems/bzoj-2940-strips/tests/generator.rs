//! Strips: the generator of inputs gives valid inputs at every size, reaches the judge's maxima,
//! and shrinks down to a minimal input.

use bzoj_2940_strips::generate::{Inputs, JUDGE_LIMIT, Strips};
use bzoj_2940_strips::{LONGEST_INPUT, solve};
use grundy::{Generator, Rng, Size};
use grundy_tests::{assert_bench_cases_sound, assert_generator_sound, shrink_to_the_end};

#[test]
fn the_generator_is_sound() {
    assert_eq!(assert_generator_sound(&Inputs, 200, solve), 404);
}

#[test]
fn judge_inputs_keep_every_number_in_1_to_1000_and_reach_the_maxima() {
    let mut longest_strip = 0;
    for seed in 0..40 {
        let input = Inputs.generate(&mut Rng::new(seed), Size::Judge);
        let mut numbers = input.strips.iter().chain(&input.boards);
        assert!(
            numbers.all(|&x| (1..=JUDGE_LIMIT).contains(&x)),
            "seed {seed}"
        );
        assert_eq!(input.boards.len(), 1000, "seed {seed}");
        assert_eq!(input.boards.iter().max(), Some(&JUDGE_LIMIT), "seed {seed}");
        longest_strip = longest_strip.max(*input.strips.iter().max().unwrap());
    }
    assert_eq!(longest_strip, JUDGE_LIMIT);
}

#[test]
fn past_inputs_reach_boards_of_10_to_the_18() {
    let reached = (0..10).any(|seed| {
        let input = Inputs.generate(&mut Rng::new(seed), Size::Past);
        input.boards.contains(&LONGEST_INPUT) && input.boards.len() == 100_000
    });
    assert!(reached);
}

#[test]
fn shrinking_a_tiny_input_ends_at_a_minimal_input() {
    for seed in 0..50 {
        let tiny = Inputs.generate(&mut Rng::new(seed), Size::Tiny);
        let (_, input) = shrink_to_the_end(&Inputs, tiny, 100, |_| 0);
        let minimal = Strips {
            strips: [1, 1, 1],
            boards: vec![1],
        };
        assert_eq!(input, minimal, "seed {seed}");
        assert_eq!(Inputs.format(&input), "1 1 1\n1\n1\n");
    }
}

#[test]
fn the_bench_cases_are_valid_and_end_as_they_say() {
    // The two judge-max cases, and the board past the budget of exact values.
    assert_eq!(assert_bench_cases_sound(&Inputs, solve), 3);
}
