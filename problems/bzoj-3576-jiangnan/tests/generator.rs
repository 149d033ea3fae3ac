//! The generator (`src/generate.rs`): sound at every size (valid, read back as written, tiny
//! inputs decided by the referee as the solver does, shrinking only ever smaller), reaching the
//! judge's limits, and shrinking down to a minimal input.

use bzoj_3576_jiangnan::generate::{Inputs, JUDGE_COUNT, JUDGE_VALUE, PAST_HEAP};
use bzoj_3576_jiangnan::input::Input;
use bzoj_3576_jiangnan::solve;
use grundy::{Generator, Size};
use grundy_tests::{Rng, assert_bench_cases_sound, assert_generator_sound, shrink_to_the_end};

#[test]
fn the_generator_is_sound_on_200_seeds_per_small_size() {
    assert_eq!(assert_generator_sound(&Inputs, 200, solve), 404);
}

/// The largest game count, heap count, heap and threshold of an input.
fn extremes(input: &Input) -> (usize, usize, u64, u64) {
    (
        input.games.len(),
        input.games.iter().map(Vec::len).max().unwrap_or(0),
        input.games.iter().flatten().copied().max().unwrap_or(0),
        input.threshold,
    )
}

#[test]
fn judge_inputs_stay_within_the_judges_limits_and_reach_them() {
    let mut reached = (0, 0, 0, 0);
    for seed in 0..20 {
        let input = Inputs.generate(&mut Rng::new(seed), Size::Judge);
        let (games, heaps, heap, threshold) = extremes(&input);
        assert!(games <= JUDGE_COUNT && heaps <= JUDGE_COUNT, "seed {seed}");
        assert!(
            heap <= JUDGE_VALUE && threshold <= JUDGE_VALUE,
            "seed {seed}"
        );
        assert!(input.games.iter().flatten().all(|&x| x >= 1));
        reached = (
            reached.0.max(games),
            reached.1.max(heaps),
            reached.2.max(heap),
            reached.3.max(threshold),
        );
    }
    assert_eq!(
        reached,
        (JUDGE_COUNT, JUDGE_COUNT, JUDGE_VALUE, JUDGE_VALUE)
    );
}

#[test]
fn past_inputs_go_past_the_judge_up_to_the_past_limit() {
    for seed in 0..5 {
        let input = Inputs.generate(&mut Rng::new(seed), Size::Past);
        let (games, heaps, heap, _) = extremes(&input);
        assert!(games > JUDGE_COUNT && heaps > JUDGE_COUNT, "seed {seed}");
        assert_eq!(heap, PAST_HEAP, "seed {seed}");
    }
}

#[test]
fn shrinking_by_the_first_candidate_ends_at_the_minimal_input() {
    for seed in 0..50 {
        let tiny = Inputs.generate(&mut Rng::new(seed), Size::Tiny);
        let (_, input) = shrink_to_the_end(&Inputs, tiny, 100, |_| 0);
        assert_eq!(Inputs.format(&input), "0 1\n", "seed {seed}");
    }
}

#[test]
fn shrinking_a_large_input_lists_few_candidates_coarse_first() {
    let input = Inputs.generate(&mut Rng::new(1), Size::Judge);
    let candidates = Inputs.shrink(&input);
    assert!(
        (8..=200).contains(&candidates.len()),
        "{}",
        candidates.len()
    );
    assert_eq!(candidates[0].games.len(), input.games.len() / 2);
}

#[test]
fn the_bench_cases_are_valid_and_end_as_they_say() {
    // The judge-max case, and the heap past the limit.
    assert_eq!(assert_bench_cases_sound(&Inputs, solve), 2);
}
