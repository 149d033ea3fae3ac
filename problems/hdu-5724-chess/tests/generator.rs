//! The generator of inputs (`src/generate.rs`): valid inputs at every size that read back as
//! written, tiny ones the referee decides as the solver does, judge ones at the judge's limits,
//! and shrinking that ends at the minimal input.

use grundy::{Generator, Rng, Size};
use grundy_tests::{assert_bench_cases_sound, assert_generator_sound, shrink_to_the_end};
use hdu_5724_chess::generate::{Inputs, JUDGE_CASES, JUDGE_PIECES, JUDGE_ROWS};
use hdu_5724_chess::solve;

#[test]
fn the_generator_is_sound_on_200_seeds_per_small_size() {
    let checked = assert_generator_sound(&Inputs, 200, solve);
    assert_eq!(checked, 2 * 200 + 2 * 2);
}

#[test]
fn judge_inputs_reach_the_judges_limits() {
    let mut full_rows_seen = false;
    for seed in 0..4 {
        let cases = Inputs.generate(&mut Rng::new(seed), Size::Judge);
        assert_eq!(cases.len(), JUDGE_CASES, "seed {seed}");
        assert!(
            cases.iter().all(|rows| rows.len() == JUDGE_ROWS),
            "seed {seed}"
        );
        let most = cases.iter().flatten().map(Vec::len).max();
        assert!(most <= Some(JUDGE_PIECES), "seed {seed}");
        full_rows_seen |= most == Some(JUDGE_PIECES);
        let columns = cases.iter().flatten().flatten();
        assert!(columns.clone().all(|&column| (1..=20).contains(&column)));
    }
    assert!(full_rows_seen, "no judge input has a full row");
    // Some seed makes every row of every case full: the longest text the judge allows.
    let all_full = (0..40).any(|seed| {
        let cases = Inputs.generate(&mut Rng::new(seed), Size::Judge);
        cases.iter().flatten().all(|row| row.len() == JUDGE_PIECES)
    });
    assert!(all_full, "no judge input has every row full");
}

#[test]
fn past_inputs_go_past_the_judges_limits() {
    for seed in 0..3 {
        let cases = Inputs.generate(&mut Rng::new(seed), Size::Past);
        let rows: usize = cases.iter().map(Vec::len).sum();
        assert!(
            cases.len() > JUDGE_CASES || cases.iter().any(|rows| rows.len() > JUDGE_ROWS),
            "seed {seed}"
        );
        assert!(rows > JUDGE_CASES * JUDGE_ROWS, "seed {seed}: {rows} rows");
    }
}

/// Shrinks the tiny input of `seed`, always taking the candidate `pick` chooses, until none is
/// left; returns the number of steps and the last input's text.
fn shrink_fully(seed: u64, pick: impl Fn(&[Vec<Vec<Vec<u32>>>]) -> usize) -> (usize, String) {
    let tiny = Inputs.generate(&mut Rng::new(seed), Size::Tiny);
    let (steps, last) = shrink_to_the_end(&Inputs, tiny, 2000, pick);
    (steps, Inputs.format(&last))
}

#[test]
fn shrinking_a_tiny_input_ends_at_the_minimal_input() {
    for seed in 0..50 {
        // The first candidate drops every case at once.
        let (steps, last) = shrink_fully(seed, |_| 0);
        assert!(steps <= 1, "seed {seed}: {steps} steps");
        assert_eq!(last, "0\n", "seed {seed}");
        // The last candidate is the finest step: one piece one cell right, or one piece, row or
        // case dropped.
        let (steps, last) = shrink_fully(seed, |candidates| candidates.len() - 1);
        assert!(steps <= 2000, "seed {seed}: {steps} steps");
        assert_eq!(last, "0\n", "seed {seed}");
    }
}

#[test]
fn shrinking_a_judge_input_lists_its_coarse_steps_first_and_not_too_many() {
    let input = Inputs.generate(&mut Rng::new(1), Size::Judge);
    let candidates = Inputs.shrink(&input);
    assert!((2..=64).contains(&candidates.len()), "{}", candidates.len());
    assert!(candidates[0].is_empty());
    assert_eq!(candidates[1].len(), JUDGE_CASES / 2);
}

#[test]
fn text_that_is_not_an_input_is_an_error() {
    assert!(Inputs.read("1\n1\n2 3 3\n").is_err());
    assert!(Inputs.read("1\n1\n1 21\n").is_err());
    assert!(Inputs.read("1\n1\n1 3\n7\n").is_err());
    let read = Inputs.read("2\n0\n1\n3 9 1 20\n").unwrap();
    assert_eq!(read, [vec![], vec![vec![9, 1, 20]]]);
}

#[test]
fn the_bench_cases_are_valid_and_end_as_they_say() {
    // The three judge-max shapes (the past ones are the benchmark's, in release).
    assert_eq!(assert_bench_cases_sound(&Inputs, solve), 3);
}
