//! Every check of Fibonacci again and again: the standard checks of its contract.

mod standard {
    use hdu_1848_fibonacci_again::{PROGRAM, problem::Fibonacci, run};

    grundy_tests::checks!(problem: Fibonacci, program: PROGRAM, run: run);
}

mod explore {
    use grundy::{Referee, Subtraction, Sum};
    use grundy_tests::{assert_declared_family, assert_exploration_decides_the_referee};
    use hdu_1848_fibonacci_again::problem::Fibonacci;

    const OFFICIAL: &str = include_str!("../samples/official-1.in");

    #[test]
    fn explored_heaps_and_pairs_of_them_are_lost_exactly_when_their_values_say() {
        // Every Fibonacci amount a heap up to 40 can use.
        let mut referee = Referee::new(Sum(Subtraction::new([1, 2, 3, 5, 8, 13, 21, 34])));
        let heap = |n, _| Some(n as u64);
        assert_exploration_decides_the_referee(&Fibonacci, OFFICIAL, &mut referee, heap, 40);
    }

    #[test]
    fn no_family_is_named_for_the_infinite_set_of_fibonacci_amounts() {
        assert_declared_family(&Fibonacci, OFFICIAL, None, 0);
    }
}
