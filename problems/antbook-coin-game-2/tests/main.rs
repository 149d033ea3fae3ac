//! Every check of Coin game 2, in one test binary: the standard checks its contract gives
//! (`src/problem.rs`), the lemmas of README.md (`reduction.rs`), the hand arguments past the
//! referee (`arguments.rs`), and what is its own (`own.rs`).

mod arguments;
mod own;
mod reduction;

mod standard {
    use antbook_coin_game_2::{CoinGame, PROGRAM, run};

    grundy_tests::standard_checks!(problem: CoinGame, program: PROGRAM, run: run);
    grundy_tests::explained_checks!(problem: CoinGame, program: PROGRAM, run: run);
}

/// The judge's text of these amounts and piles.
fn text(amounts: &[u64], piles: &[u64]) -> String {
    use grundy::{Problem, Shape};
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
