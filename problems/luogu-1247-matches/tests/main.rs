//! Every check of luogu-1247-matches: the standard checks its contract (`src/problem.rs`) gives,
//! and what `cargo xtask explore` shows.

use luogu_1247_matches::{Matches, PROGRAM, run};

grundy_tests::checks!(problem: Matches, program: PROGRAM, run: run);

mod explore {
    use grundy::{Referee, Subtraction, Sum};
    use grundy_tests::{
        assert_declared_family, assert_exploration_decides_the_referee, exploration_of,
    };
    use luogu_1247_matches::Matches;

    const OFFICIAL: &str = include_str!("../samples/official-1.in");

    #[test]
    fn explored_heaps_and_pairs_of_them_are_lost_exactly_when_their_values_say() {
        let mut referee = Referee::new(Sum(Subtraction::new(1..=24)));
        assert_exploration_decides_the_referee(
            &Matches,
            OFFICIAL,
            &mut referee,
            |n, _| Some(n as u64),
            24,
        );
        assert_declared_family(&Matches, OFFICIAL, None, 0);
    }

    #[test]
    fn an_explored_heap_of_n_is_worth_n_up_to_the_last_heap_explored() {
        let mut heaps = exploration_of(&Matches, OFFICIAL);
        for n in 0..=1030 {
            assert_eq!(
                heaps.value(n, 0),
                Some(n as u32).filter(|_| n <= 1024),
                "heap of {n}"
            );
        }
    }
}
