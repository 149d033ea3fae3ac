//! Every check of Bracelets, in one test binary: the standard checks its contract gives
//! (`src/problem.rs`), the lemmas of README.md, and what is its own (more referee agreement,
//! hand arguments past the referee, its own error words).

mod own;
mod reduction;

mod standard {
    use lightoj_1344_bracelets::{Bracelets, PROGRAM, run};

    grundy_tests::checks!(problem: Bracelets, program: PROGRAM, run: run);
}

/// The judge's text of these cases.
fn text(cases: Vec<lightoj_1344_bracelets::problem::Position>) -> String {
    use harness::Problem;
    use harness::shape::Shape;
    lightoj_1344_bracelets::Bracelets.shape().text(&cases)
}

/// The solver's output for a valid input.
///
/// # Panics
/// If the solver rejects it.
fn solved(input: &str) -> String {
    lightoj_1344_bracelets::solve(input)
        .unwrap_or_else(|error| panic!("input {input:?} was rejected: {error}"))
}

mod explore {
    use grundy::{Referee, Sum};
    use grundy_tests::{
        assert_declared_family, assert_exploration_decides_the_referee, exploration_of,
    };
    use lightoj_1344_bracelets::{Bracelets, real_rules::Rules};

    const OFFICIAL: &str = include_str!("../samples/official-1.in");

    #[test]
    fn explored_bracelets_and_pairs_of_them_are_lost_exactly_when_their_values_say() {
        let increasing = |n, _| Some((1..=n as u32).collect::<Vec<u32>>());
        let mut referee = Referee::new(Sum(Rules));
        assert_exploration_decides_the_referee(&Bracelets, OFFICIAL, &mut referee, increasing, 10);
        assert_declared_family(&Bracelets, OFFICIAL, None, 0);
    }

    #[test]
    fn the_explored_bracelet_1_to_n_is_a_nim_heap_of_n() {
        let mut bracelets = exploration_of(&Bracelets, OFFICIAL);
        for n in 0..=60 {
            assert_eq!(bracelets.value(n, 0), Some(n as u32), "1, 2, ..., {n}");
        }
    }
}
