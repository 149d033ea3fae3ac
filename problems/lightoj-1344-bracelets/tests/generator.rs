//! The generator: sound at every size (valid, read back as written, tiny inputs decided by the
//! referee as the solver decides them, shrinking only ever smaller), judge inputs at the
//! judge's maxima, and shrinking that ends.

use grundy::{Generator, Rng, Size};
use grundy_tests::{assert_bench_cases_sound, assert_generator_sound, shrink_to_the_end};
use lightoj_1344_bracelets::generate::{
    Inputs, JUDGE_BRACELETS, JUDGE_CASES, JUDGE_PEARLS, JUDGE_WEIGHT,
};
use lightoj_1344_bracelets::{MAX_PEARLS, MAX_WEIGHT, solve};

#[test]
fn the_generator_is_sound_at_every_size() {
    let checked = assert_generator_sound(&Inputs, 200, solve);
    assert_eq!(checked, 404);
}

#[test]
fn judge_inputs_reach_the_judges_maxima() {
    let mut full_case = false;
    for seed in 0..5 {
        let cases = Inputs.generate(&mut Rng::new(seed), Size::Judge);
        assert_eq!(cases.len(), JUDGE_CASES);
        for bracelets in &cases {
            assert!(bracelets.len() <= JUDGE_BRACELETS);
            for bracelet in bracelets {
                assert!((1..=JUDGE_PEARLS).contains(&bracelet.len()));
                assert!(bracelet.iter().all(|&w| (1..=JUDGE_WEIGHT).contains(&w)));
            }
            full_case |= bracelets.len() == JUDGE_BRACELETS
                && bracelets.iter().all(|b| b.len() == JUDGE_PEARLS);
        }
    }
    assert!(full_case, "no case of 50 bracelets of 50 pearls");
}

#[test]
fn past_inputs_go_past_the_judge_within_the_solvers_limits() {
    let mut longest = 0;
    for seed in 0..8 {
        let cases = Inputs.generate(&mut Rng::new(seed), Size::Past);
        for bracelet in cases.iter().flatten() {
            assert!(bracelet.len() <= MAX_PEARLS);
            assert!(bracelet.iter().all(|&w| (1..=MAX_WEIGHT).contains(&w)));
            longest = longest.max(bracelet.len());
        }
    }
    assert!(longest >= 2000, "longest bracelet {longest}");
}

#[test]
fn shrinking_a_tiny_input_by_its_first_candidate_ends_at_a_minimal_input() {
    for seed in 0..50 {
        let tiny = Inputs.generate(&mut Rng::new(seed), Size::Tiny);
        let (_, input) = shrink_to_the_end(&Inputs, tiny, 200, |_| 0);
        assert!(input.is_empty(), "seed {seed}: ended at {input:?}");
        assert_eq!(Inputs.format(&input), "0\n");
    }
}

#[test]
fn the_bench_cases_are_valid_and_end_as_they_say() {
    // The two judge-max cases (the past ones are the benchmark's, in release).
    assert_eq!(assert_bench_cases_sound(&Inputs, solve), 2);
}
