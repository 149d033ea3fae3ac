//! The generator (`src/generate.rs`): sound at every size (valid, read back as written, tiny
//! inputs decided by the referee as the solver does, shrinking only ever smaller), reaching the
//! judge's limits, and shrinking down to a minimal input.

use grundy::{Generator, Size};
use grundy_tests::{Rng, assert_bench_cases_sound, assert_generator_sound, shrink_to_the_end};
use poj_2311_cutting_game::generate::{Inputs, JUDGE_CASES, JUDGE_SIDE, PAST_CASES};
use poj_2311_cutting_game::input::Case;
use poj_2311_cutting_game::reduced_table::MAX_SIDE;
use poj_2311_cutting_game::solve;

#[test]
fn the_generator_is_sound_on_200_seeds_per_small_size() {
    assert_eq!(assert_generator_sound(&Inputs, 200, solve), 404);
}

/// The largest side of a sheet with both sides at least 2 (the table's size), or 0.
fn table_side(cases: &[Case]) -> u16 {
    cases
        .iter()
        .filter(|c| c.width >= 2 && c.height >= 2)
        .map(|c| c.width.max(c.height))
        .max()
        .unwrap_or(0)
}

#[test]
fn judge_inputs_stay_within_the_judges_limits_and_reach_them() {
    let (mut most_cases, mut largest) = (0, 0);
    for seed in 0..20 {
        let cases = Inputs.generate(&mut Rng::new(seed), Size::Judge);
        assert!(cases.len() <= JUDGE_CASES, "seed {seed}");
        assert!(
            cases.iter().all(
                |c| (2..=JUDGE_SIDE).contains(&c.width) && (2..=JUDGE_SIDE).contains(&c.height)
            ),
            "seed {seed}"
        );
        most_cases = most_cases.max(cases.len());
        largest = largest.max(table_side(&cases));
    }
    assert_eq!((most_cases, largest), (JUDGE_CASES, JUDGE_SIDE));
}

#[test]
fn past_inputs_go_past_the_judge_up_to_the_largest_side() {
    let (mut most_cases, mut largest) = (0, 0);
    for seed in 0..20 {
        let cases = Inputs.generate(&mut Rng::new(seed), Size::Past);
        most_cases = most_cases.max(cases.len());
        largest = largest.max(table_side(&cases));
    }
    assert!(most_cases >= PAST_CASES);
    assert_eq!(largest, MAX_SIDE);
}

#[test]
fn shrinking_by_the_first_candidate_ends_at_the_minimal_input() {
    for seed in 0..50 {
        let tiny = Inputs.generate(&mut Rng::new(seed), Size::Tiny);
        let (_, cases) = shrink_to_the_end(&Inputs, tiny, 20, |_| 0);
        assert_eq!(Inputs.format(&cases), "", "seed {seed}");
    }
    // Once only one sheet is left and dropping it is not wanted, the sides go down to 1 x 1.
    let one = vec![Case {
        width: 7,
        height: 10,
    }];
    let lowest = Inputs.shrink(&one).into_iter().last().unwrap();
    assert_eq!(Inputs.format(&lowest), "7 9\n");
    assert!(Inputs.shrink(&Vec::new()).is_empty());
}

#[test]
fn shrinking_a_large_input_lists_few_candidates_coarse_first() {
    let cases = Inputs.generate(&mut Rng::new(1), Size::Judge);
    let candidates = Inputs.shrink(&cases);
    assert!(
        (8..=100).contains(&candidates.len()),
        "{}",
        candidates.len()
    );
    assert_eq!(candidates[0].len(), cases.len() / 2);
}

#[test]
fn the_bench_cases_are_valid_and_end_as_they_say() {
    // The two judge-max cases (the past ones are the benchmark's, in release).
    assert_eq!(assert_bench_cases_sound(&Inputs, solve), 2);
}
