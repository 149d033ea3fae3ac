//! Helpers shared by the test files: the judge's input for given amounts and piles, the
//! referee's answer in the judge's format, and random amount lists.

// Each test file uses only some of these helpers.
#![allow(dead_code)]

use antbook_coin_game_2::real_rules::Rules;
use grundy::{Referee, Sum};
use grundy_tests::Rng;

/// The judge's input text for these amounts and piles.
pub fn input_text(amounts: &[u64], piles: &[u64]) -> String {
    let join = |values: &[u64]| {
        values
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    };
    format!(
        "{} {}\n{}\n{}\n",
        piles.len(),
        amounts.len(),
        join(amounts),
        join(piles)
    )
}

/// The judge's line for a first player who wins (`true`) or loses.
pub fn winner(alice_wins: bool) -> String {
    if alice_wins { "Alice\n" } else { "Bob\n" }.to_owned()
}

/// The referee's answer on the real rules, in the judge's output format.
pub fn referee_answer(amounts: &[u64], piles: &[u64]) -> String {
    let mut referee = Referee::new(Sum(Rules::new(amounts.to_vec())));
    let position = referee.game().position(piles.iter().copied());
    winner(referee.wins(&position))
}

/// A random list of 1 to `most` allowed amounts in `1..=largest`: sometimes without 1,
/// sometimes with repeats, sometimes with amounts larger than every pile.
pub fn random_amounts(rng: &mut Rng, most: usize, largest: u64) -> Vec<u64> {
    let count = rng.range_usize(1..=most);
    (0..count).map(|_| rng.range(1..=largest)).collect()
}
