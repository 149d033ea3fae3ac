//! Every check, in one test binary: the standard checks from the contract in
//! `src/problem.rs`, and the lemmas README.md rests on (`reduction.rs`).

mod reduction;

mod standard {
    use hdu_2509_be_the_winner::{BeTheWinner, PROGRAM, run};

    grundy_tests::checks!(problem: BeTheWinner, program: PROGRAM, run: run);
}

mod explore {
    use grundy::{Referee, Sum};
    use grundy_tests::{assert_declared_family, assert_exploration_decides_the_referee};
    use hdu_2509_be_the_winner::{BeTheWinner, real_rules::Rows};

    const OFFICIAL: &str = include_str!("../samples/official-1.in");

    #[test]
    fn explored_rows_and_pairs_of_them_are_lost_under_normal_play_exactly_when_their_values_say() {
        let mut normal_play = Referee::new(Sum(Rows));
        let row = |n, _| Some(n as u64);
        assert_exploration_decides_the_referee(&BeTheWinner, OFFICIAL, &mut normal_play, row, 10);
        assert_declared_family(&BeTheWinner, OFFICIAL, None, 0);
    }
}
