//! antbook-coin-game-2, "Coin game 2" from the Programming Contest Challenge Book: n piles of
//! coins, a set of allowed amounts; a move takes exactly one allowed amount from one pile, and
//! the player who cannot move loses. See README.md for why the solution is right.
//!
//! The solution: every pile is an independent subtraction game, so the position is lost for
//! the player to move exactly when the XOR of the piles' Grundy values g(x_i) is 0
//! (Sprague–Grundy). The values come from [`window_period::GrundySequence`], which computes
//! the sequence up to the largest pile, or finds its exact period (a window of values that
//! repeats) for piles up to 10^18.

mod explain;
pub mod generate;
pub mod input;
pub mod real_rules;
pub mod window_period;

use grundy::{InputError, Options, Program};

use input::Game;
use window_period::{GrundySequence, Limits};

/// What the binary says about itself in `--help`.
pub const PROGRAM: Program = Program {
    name: "antbook-coin-game-2",
    version: env!("CARGO_PKG_VERSION"),
    about: "Coin game 2 (ant book 4.1): take an allowed number of coins from one pile; who cannot move loses. Who wins?",
    format: "input: \"n k\", the k allowed amounts a_i, the n pile sizes x_i
output: Alice if the first player wins, else Bob
judge: 1 <= n <= 10^6, 1 <= k <= 100, 1 <= a_i, x_i <= 10^4
here: n <= 10^7, k <= 10^6, a_i <= 10^5, 0 <= x_i <= 10^18 (when the Grundy values' period is found)",
    example_input: "3 3\n1 3 4\n5 6 7\n",
    example_output: "Alice\n",
    options: &[],
    tools: Some(&generate::Inputs),
};

/// The whole input text in, the whole output text out (or the first input error): [`run`]
/// with no options.
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
    run(&Options::new(), input)
}

/// Solves the input as the binary does with these options: with `--explain`, the answer is
/// followed by two spaces and its explanation: a winning move (the pile, 1-based in input
/// order, the coins taken, its size before and after) or that every move loses, and the
/// piles' Grundy values.
///
/// # Errors
/// As [`solve`].
///
/// # Complexity
/// As [`solve`]; with `--explain` 4 bytes more per pile, and O(k) for the one move described.
///
/// # Example
/// ```
/// use grundy::Options;
///
/// let output = antbook_coin_game_2::run(&Options::new().explained(), "3 3\n1 3 4\n5 6 7\n")?;
/// assert_eq!(
///     output,
///     "Alice  take 1 coin from pile 1 (5 -> 4; pile value 3 -> 2; Grundy values 3 ^ 2 ^ 0 = 1 -> 0)\n"
/// );
/// # Ok::<(), grundy::InputError>(())
/// ```
pub fn run(options: &Options, input: &str) -> Result<String, InputError> {
    answer(input, &Limits::DEFAULT, options.explain())
}

/// [`solve`] with explicit computation limits (tests use small ones to reach the error).
///
/// # Errors
/// As [`solve`]. A pile whose Grundy value lies past the values computed within `limits`,
/// when no period was found there, is an error at that pile naming the limit.
pub fn solve_with_limits(input: &str, limits: &Limits) -> Result<String, InputError> {
    answer(input, limits, false)
}

/// The answer within `limits`, explained or not.
fn answer(input: &str, limits: &Limits, explain: bool) -> Result<String, InputError> {
    let game = input::read_game(input)?;
    let largest_pile = game.piles.iter().copied().max().unwrap_or(0);
    let sequence = GrundySequence::compute(&game.amounts, largest_pile, limits);
    let mut xor = 0u32;
    // The piles' values, kept only to explain them.
    let mut values = Vec::with_capacity(if explain { game.piles.len() } else { 0 });
    for (index, &pile) in game.piles.iter().enumerate() {
        match sequence.value(pile) {
            Some(value) => {
                xor ^= value;
                if explain {
                    values.push(value);
                }
            }
            None => return Err(pile_past_the_limit(input, &game, index, &sequence)),
        }
    }
    let winner = if xor != 0 { "Alice" } else { "Bob" };
    Ok(if explain {
        let explanation = explain::explain(&game, &sequence, &values);
        format!("{winner}  {explanation}\n")
    } else {
        format!("{winner}\n")
    })
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
