//! antbook-coin-game-2, "Coin game 2" from the Programming Contest Challenge Book: n piles of
//! coins, a set of allowed amounts; a move takes exactly one allowed amount from one pile, and
//! the player who cannot move loses. See README.md for why the solution is right.
//!
//! The solution: every pile is an independent subtraction game, so the position is lost for
//! the player to move exactly when the XOR of the piles' Grundy values g(x_i) is 0
//! (Sprague–Grundy). The values come from [`window_period::GrundySequence`], which computes
//! the sequence up to the largest pile, or finds its exact period (a window of values that
//! repeats) for piles up to 10^18.

pub mod input;
pub mod real_rules;
pub mod window_period;

use grundy::InputError;

use input::Game;
use window_period::{GrundySequence, Limits};

/// The whole input text in, the whole output text out (or the first input error).
///
/// Input: `n k`, then k allowed amounts, then n pile sizes. Output: `Alice` if the first
/// player wins, otherwise `Bob`.
///
/// # Errors
/// A missing, non-numeric or out-of-range token, or extra text after the piles, with its line
/// and column; a pile too large for the supported computation (see [`solve_with_limits`]).
///
/// # Example
/// ```
/// assert_eq!(antbook_coin_game_2::solve("3 3\n1 3 4\n5 6 7\n").unwrap(), "Alice\n");
/// assert_eq!(antbook_coin_game_2::solve("3 3\n1 3 4\n5 6 8\n").unwrap(), "Bob\n");
/// ```
pub fn solve(input: &str) -> Result<String, InputError> {
    solve_with_limits(input, &Limits::DEFAULT)
}

/// [`solve`] with explicit computation limits (tests use small ones to reach the error).
///
/// # Errors
/// As [`solve`]. A pile whose Grundy value lies past the values computed within `limits`,
/// when no period was found there, is an error at that pile naming the limit.
pub fn solve_with_limits(input: &str, limits: &Limits) -> Result<String, InputError> {
    let game = input::read_game(input)?;
    let largest_pile = game.piles.iter().copied().max().unwrap_or(0);
    let sequence = GrundySequence::compute(&game.amounts, largest_pile, limits);
    let mut xor = 0u32;
    for (index, &pile) in game.piles.iter().enumerate() {
        match sequence.value(pile) {
            Some(value) => xor ^= value,
            None => return Err(pile_past_the_limit(input, &game, index, &sequence)),
        }
    }
    Ok(if xor != 0 { "Alice\n" } else { "Bob\n" }.to_owned())
}

/// The error for pile number `index`, whose value lies past the computed prefix of `sequence`
/// (which found no period): at that pile's token, naming the limit.
fn pile_past_the_limit(
    input: &str,
    game: &Game,
    index: usize,
    sequence: &GrundySequence,
) -> InputError {
    let message = format!(
        "pile size {} is past the supported limit for these amounts: Grundy values were \
         computed for pile sizes below {} (the limit for {} distinct usable amounts) \
         without finding a period",
        game.piles[index],
        sequence.computed(),
        sequence.distinct_amounts(),
    );
    match input::pile_position(input, index) {
        Some(pos) => InputError::at(pos, message),
        None => InputError::end_of_input(message),
    }
}
