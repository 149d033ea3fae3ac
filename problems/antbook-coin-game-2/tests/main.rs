//! Every check of Coin game 2, in one test binary: the standard checks its contract gives
//! (`src/problem.rs`), the lemmas of README.md (`reduction.rs`), the hand arguments past the
//! referee (`arguments.rs`), and what is its own (`own.rs`).

mod arguments;
mod own;
mod reduction;

mod standard {
    use antbook_coin_game_2::{CoinGame, PROGRAM};

    grundy_tests::checks!(problem: CoinGame, program: PROGRAM);
}

/// The plain answer to this text, as the binary gives it.
fn solve(text: &str) -> Result<String, harness::InputError> {
    harness::solve_text(
        &antbook_coin_game_2::CoinGame,
        &harness::Options::new(),
        text,
    )
}

/// The judge's text of these amounts and piles.
fn text(amounts: &[u64], piles: &[u64]) -> String {
    use harness::Problem;
    use harness::shape::Shape;
    let input = antbook_coin_game_2::problem::input(amounts, piles);
    antbook_coin_game_2::CoinGame.shape().text(&input)
}

/// The referee's answer on the real rules, in the judge's format (no size limit).
fn referee_answer(amounts: &[u64], piles: &[u64]) -> String {
    let rules = grundy::Subtraction::new(amounts.iter().copied());
    let mut referee = grundy::Referee::new(grundy::Sum(rules));
    let position = referee.game().position(piles.iter().copied());
    antbook_coin_game_2::problem::winner(referee.wins(&position))
}

mod explore {
    use antbook_coin_game_2::CoinGame;
    use grundy::{Referee, Subtraction, Sum};
    use grundy_tests::{
        assert_declared_family, assert_exploration_decides_the_referee, exploration_of,
    };
    use harness::Family;

    /// Official sample 1 ({1, 3, 4}), another set without 1, and no amount at all.
    const INPUTS: [(&str, &[u64]); 3] = [
        (include_str!("../samples/official-1.in"), &[1, 3, 4]),
        (
            include_str!("../samples/beyond-judge-one-not-allowed.in"),
            &[2, 5],
        ),
        (include_str!("../samples/beyond-judge-no-amounts.in"), &[]),
    ];

    #[test]
    fn explored_piles_and_pairs_of_them_are_lost_exactly_when_their_values_say() {
        for (text, amounts) in INPUTS {
            let mut referee = Referee::new(Sum(Subtraction::new(amounts.iter().copied())));
            assert_exploration_decides_the_referee(
                &CoinGame,
                text,
                &mut referee,
                |n, _| Some(n as u64),
                24,
            );
        }
    }

    #[test]
    fn explored_piles_are_the_subtraction_game_of_the_inputs_amounts() {
        for (text, amounts) in INPUTS {
            let game = Subtraction::new(amounts.iter().copied());
            let family = (!amounts.is_empty()).then_some(Family::Subtraction(game));
            assert_declared_family(&CoinGame, text, family, 2000);
        }
    }

    #[test]
    fn with_amounts_1_3_4_the_values_repeat_0_1_0_1_2_3_2_from_the_start() {
        let mut piles = exploration_of(&CoinGame, INPUTS[0].0);
        for n in 0..=700 {
            assert_eq!(
                piles.value(n, 0),
                Some([0, 1, 0, 1, 2, 3, 2][n % 7]),
                "pile of {n}"
            );
        }
    }
}
