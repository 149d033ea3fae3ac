//! Reading the input: `n k`, the k allowed amounts, the n pile sizes.
//!
//! The judge guarantees 1 <= n <= 10^6, 1 <= k <= 100 and 1 <= a_i, x_i <= 10000. Beyond that
//! this solver accepts n = 0 (no pile: Bob wins), k = 0 (no move at all: Bob wins), up to
//! [`MAX_PILES`] piles and [`MAX_AMOUNTS`] amounts, amounts up to [`MAX_AMOUNT`], and pile sizes
//! from 0 (an empty pile) up to [`MAX_PILE`]. An amount of 0 is not a move and is an error.

use grundy::{InputError, Pos, Scanner};

/// The most piles accepted (ten times the judge's 10^6).
pub const MAX_PILES: usize = 10_000_000;
/// The most allowed amounts accepted, repeats included (the judge has at most 100).
pub const MAX_AMOUNTS: usize = 1_000_000;
/// The largest allowed amount accepted (the judge's is 10000).
pub const MAX_AMOUNT: u64 = 100_000;
/// The largest pile size accepted (the judge's is 10000).
pub const MAX_PILE: u64 = 1_000_000_000_000_000_000;

/// One input: the allowed amounts (as given, repeats included) and the pile sizes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// The allowed amounts, in input order.
    pub amounts: Vec<u64>,
    /// The pile sizes, in input order.
    pub piles: Vec<u64>,
}

/// Reads the header with the counts, then the amounts and the piles.
fn read_counts(input: &mut Scanner<'_>) -> Result<(usize, usize), InputError> {
    let n = input.read("the number of piles n", 0..=MAX_PILES)?;
    let k = input.read("the number of allowed amounts k", 0..=MAX_AMOUNTS)?;
    Ok((n, k))
}

/// Reads a whole input.
///
/// # Errors
/// The first missing, non-numeric or out-of-range token, or a token after the last pile.
///
/// # Example
/// ```
/// let game = antbook_coin_game_2::input::read_game("2 3\n1 3 3\n0 9\n")?;
/// assert_eq!(game.amounts, [1, 3, 3]);
/// assert_eq!(game.piles, [0, 9]);
/// # Ok::<(), grundy::InputError>(())
/// ```
pub fn read_game(text: &str) -> Result<Game, InputError> {
    let mut input = Scanner::new(text);
    let (n, k) = read_counts(&mut input)?;
    let amounts = input.read_many(k, "an allowed amount", 1..=MAX_AMOUNT)?;
    let piles = input.read_many(n, "a pile size", 0..=MAX_PILE)?;
    input.expect_end()?;
    Ok(Game { amounts, piles })
}

/// Where pile number `index` (0-based) starts in an input that [`read_game`] accepted, found by
/// reading it again (cheaper than remembering the place of every pile for a rare error).
pub fn pile_position(text: &str, index: usize) -> Option<Pos> {
    let mut input = Scanner::new(text);
    let (_, k) = read_counts(&mut input).ok()?;
    for _ in 0..k.checked_add(index)?.checked_add(1)? {
        input.next_token()?;
    }
    Some(input.last_pos())
}
