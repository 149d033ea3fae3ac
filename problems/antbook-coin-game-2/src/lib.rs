//! antbook-coin-game-2, "Coin game 2" from the Programming Contest Challenge Book: n piles of
//! coins, a set of allowed amounts; a move takes exactly one allowed amount from one pile, and
//! the player who cannot move loses. See README.md for why the solution is right.
//!
//! The solution: every pile is an independent subtraction game, so the position is lost for
//! the player to move exactly when the XOR of the piles' Grundy values g(x_i) is 0
//! (Sprague–Grundy). The values come from core's subtraction game ([`grundy::Subtraction`]),
//! which computes the sequence up to the largest pile, or finds its exact period (a window of
//! values that repeats, which proves it) for piles up to 10^18.

mod explain;
pub mod problem;

use grundy::{Subtraction, SubtractionLimits, SubtractionValues};
use harness::shape::At;
use harness::{InputError, Scanner};

pub use crate::problem::CoinGame;

/// How far the solver computes: core's default budget (up to 3 * 10^7 values, about 2 * 10^9
/// subtraction steps), and always every pile up to 20000, twice the judge's 10000.
pub const LIMITS: SubtractionLimits = SubtractionLimits {
    min_values: 20_001,
    ..SubtractionLimits::DEFAULT
};

harness::program! {
    about: "Coin game 2 (ant book 4.1): take an allowed number of coins from one pile; who cannot move loses. Who wins?",
    format: "output: Alice if the first player wins, else Bob
a pile past 20000 is answered only when the Grundy values' period is found within the budget",
    example: "official-1",
    problem: CoinGame,
}

/// The answer for these piles (each with its place in the input) and amounts, explained or not.
fn answer(piles: &[At<u64>], amounts: &[u64], explain: bool) -> Result<String, InputError> {
    let largest_pile = piles.iter().map(|pile| pile.value).max().unwrap_or(0);
    let game = Subtraction::new(amounts.iter().copied());
    let sequence = game.values(largest_pile, &LIMITS);
    let mut xor = 0u32;
    // The piles' values, kept only to explain them.
    let mut values = Vec::with_capacity(if explain { piles.len() } else { 0 });
    for pile in piles {
        let value = sequence
            .value(pile.value)
            .ok_or_else(|| past_the_limit(pile, &sequence))?;
        xor ^= value;
        if explain {
            values.push(value);
        }
    }
    let winner = if xor != 0 { "Alice" } else { "Bob" };
    Ok(if explain {
        let explanation = explain::explain(piles, &game, &sequence, &values);
        format!("{winner}  {explanation}\n")
    } else {
        format!("{winner}\n")
    })
}

/// The error at `pile`, whose value lies past those `sequence` computed without a period.
fn past_the_limit(pile: &At<u64>, sequence: &SubtractionValues) -> InputError {
    let message = format!(
        "pile size {} is past the supported limit for these amounts: Grundy values were \
         computed for pile sizes below {} (the limit for {} distinct usable amounts) \
         without finding a period",
        pile.value,
        sequence.computed(),
        sequence.distinct_amounts(),
    );
    InputError::at(pile.pos, message)
}

/// The plain answer as the piles are read, none held: each pile's value XORed in, the values
/// computed as far as the largest pile so far (twice as far as before each time they fall
/// short, so a few times in all), or to their period.
fn fold_piles(input: &mut Scanner<'_>) -> Result<String, InputError> {
    let mut table: Option<(Subtraction, SubtractionValues, u64)> = None;
    let mut xor = 0;
    let shape = harness::Problem::shape(&CoinGame);
    shape.plain().stream_first(input, |amounts, pile| {
        let (game, sequence, reach) = table.get_or_insert_with(|| {
            let game = Subtraction::new(amounts.iter().copied());
            let sequence = game.values(0, &LIMITS);
            (game, sequence, 0)
        });
        xor ^= match sequence.value(pile.value) {
            Some(value) => value,
            None => extend_to(game, sequence, reach, pile.value)
                .ok_or_else(|| past_the_limit(&pile, sequence))?,
        };
        Ok(())
    })?;
    Ok(problem::winner(xor != 0))
}

/// `sequence` (the values of `game` up to `reach`) extended to cover `pile`: twice as far as
/// before, or, where farther reaches make more amounts usable and so the budget smaller, to
/// the pile itself; the pile's value, if the budget reaches it.
fn extend_to(
    game: &Subtraction,
    sequence: &mut SubtractionValues,
    reach: &mut u64,
    pile: u64,
) -> Option<u32> {
    *reach = pile.max(reach.saturating_mul(2));
    *sequence = game.values(*reach, &LIMITS);
    if let Some(value) = sequence.value(pile) {
        return Some(value);
    }
    (*reach, *sequence) = (pile, game.values(pile, &LIMITS));
    sequence.value(pile)
}
