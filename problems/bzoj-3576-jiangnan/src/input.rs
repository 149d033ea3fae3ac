//! Reading the input: `T F`, then `T` games, each `N a_1 ... a_N`.

use grundy::{InputError, Scanner};

/// The largest heap the solver accepts: 10^10 stones, answered exactly in well under a
/// second for a single heap (see README.md). The judge's heaps are below 10^5.
pub const MAX_HEAP: u64 = 10_000_000_000;

/// The largest threshold `F` accepted. Any `F` above [`MAX_HEAP`] simply makes every heap dead,
/// so it is answered exactly; the bound only keeps the number readable.
pub const MAX_THRESHOLD: u64 = 1_000_000_000_000_000_000;

/// The largest number of games or of heaps in one game that may be claimed. Nothing is
/// allocated from a claim: an input claiming more values than it holds ends in an
/// "unexpected end of input" error.
pub const MAX_COUNT: u64 = 1_000_000_000_000_000_000;

/// A whole input: the threshold and every game's heaps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// `F`: only heaps of at least `F` stones may be split.
    pub threshold: u64,
    /// The heaps of each game, in input order.
    pub games: Vec<Vec<u64>>,
}

/// Parses the whole input.
///
/// # Errors
/// A missing, non-numeric or out-of-range token (a heap of 0 stones, `F = 0`, a heap past
/// [`MAX_HEAP`]), or anything after the last game, with its line and column.
pub fn parse(text: &str) -> Result<Input, InputError> {
    let mut input = Scanner::new(text);
    let game_count: u64 = input.read("the number of games T", 0..=MAX_COUNT)?;
    let threshold: u64 = input.read("the split threshold F", 1..=MAX_THRESHOLD)?;
    let mut games = Vec::new();
    for _ in 0..game_count {
        let heap_count: u64 = input.read("the number of heaps N", 0..=MAX_COUNT)?;
        // `read_many` grows as values arrive, so a huge claim costs nothing.
        let heap_count = usize::try_from(heap_count).unwrap_or(usize::MAX);
        games.push(input.read_many(heap_count, "a heap size", 1..=MAX_HEAP)?);
    }
    input.expect_end()?;
    Ok(Input { threshold, games })
}

/// The input as the judge's text: `T F`, then one line `N a_1 ... a_N` per game. [`parse`]
/// reads it back.
///
/// # Example
/// ```
/// use bzoj_3576_jiangnan::input::{Input, format};
///
/// let input = Input { threshold: 3, games: vec![vec![3, 7], vec![]] };
/// assert_eq!(format(&input), "2 3\n2 3 7\n0\n");
/// ```
pub fn format(input: &Input) -> String {
    let mut text = format!("{} {}\n", input.games.len(), input.threshold);
    for heaps in &input.games {
        text.push_str(&heaps.len().to_string());
        for heap in heaps {
            text.push(' ');
            text.push_str(&heap.to_string());
        }
        text.push('\n');
    }
    text
}
