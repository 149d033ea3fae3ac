//! The solution: every row is a game of staircase Nim (core's [`StaircaseNim`]), its stairs
//! read off the sorted piece positions in one pass, with no table.
//!
//! Number the empty cells of a row from the right: a piece stands on *step* `k` when exactly
//! `k` empty cells lie to its right. Pieces on step 0 can never move; a move takes the moved
//! piece and every piece to its right on the same step down to step `k - 1` (README.md proves
//! it, Lemma 1). So the steps are the stairs and the pieces the coins: the row's Grundy value
//! and the move to a smaller one are staircase Nim's (Lemma 2, in core).

use grundy::{StairMove, StaircaseNim};

/// The steps of a row that hold pieces, from the right: `(step, pieces on it)`, steps
/// increasing, as core's [`StaircaseNim`] reads a staircase. Steps holding no piece are left
/// out, so there is at most one entry per piece even on a board 10^9 cells wide.
///
/// # Constraints
/// `positions` is sorted increasingly, without repeats, every value in `1..=width`.
/// (Anything else gives a meaningless result, never a panic.)
///
/// # Complexity
/// O(m) time for m pieces, no allocation.
pub fn occupied_steps(
    width: u32,
    positions: &[u32],
) -> impl Iterator<Item = (u64, u64)> + Clone + '_ {
    let pair = |block: Block| (u64::from(block.step), u64::from(block.pieces));
    blocks(width, positions).map(pair)
}

/// The Grundy value of one row: the XOR of the piece counts on its odd steps (core's
/// [`StaircaseNim::value`] on [`occupied_steps`]).
///
/// # Constraints
/// As [`occupied_steps`].
///
/// # Complexity
/// O(m) time for m pieces, no allocation.
pub fn row_value(width: u32, positions: &[u32]) -> u32 {
    let value = StaircaseNim.value(occupied_steps(width, positions));
    u32::try_from(value).expect("a row's value is at most its pieces")
}

/// A move found by [`move_to_value`]: the piece in column `from` goes to column `to`, the
/// first empty cell to its right (it steps or jumps there, by the real rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Push {
    /// The column the piece leaves.
    pub from: u32,
    /// The column it lands on.
    pub to: u32,
}

/// A move in the row that leaves it with Grundy value `target`: core's
/// [`StaircaseNim::move_to_value`] (Lemma 2 (b), README.md) pushes `k` pieces down from an odd
/// step; by Lemma 1 that is the piece with `k - 1` pieces of its block to its right, landing on
/// the empty cell just past the block. `None` when no odd step allows it (always so for
/// `target` equal to the value; never for `target` below it).
///
/// # Constraints
/// As [`occupied_steps`].
///
/// # Complexity
/// O(m) time for m pieces, no allocation.
pub fn move_to_value(width: u32, positions: &[u32], target: u32) -> Option<Push> {
    let StairMove { stair, coins } =
        StaircaseNim.move_to_value(occupied_steps(width, positions), u64::from(target))?;
    let block = blocks(width, positions).find(|block| u64::from(block.step) == stair)?;
    // The block fills the cells up to `last`; `last + 1` is the empty cell it lands on (within
    // the board: the step is at least 1). Saturating: only reached on input that breaks the
    // constraints.
    let to = block.last.saturating_add(1);
    let pushed = u32::try_from(coins).expect("at most the block's pieces are pushed");
    Some(Push {
        from: to.saturating_sub(pushed),
        to,
    })
}

/// The pieces on one step: they fill consecutive cells, the rightmost in column `last`.
#[derive(Clone, Copy, Debug)]
struct Block {
    step: u32,
    pieces: u32,
    last: u32,
}

/// The blocks of a row from the right (steps increasing), one pass over the sorted positions.
fn blocks(width: u32, positions: &[u32]) -> impl Iterator<Item = Block> + Clone + '_ {
    let mut pieces = positions.iter().rev().enumerate().peekable();
    std::iter::from_fn(move || {
        let (pieces_to_the_right, &last) = pieces.next()?;
        let step = step_of(width, last, pieces_to_the_right);
        let mut block = Block {
            step,
            pieces: 1,
            last,
        };
        let same_step =
            |&(right, &position): &(usize, &u32)| step_of(width, position, right) == step;
        while pieces.next_if(same_step).is_some() {
            block.pieces += 1;
        }
        Some(block)
    })
}

/// The step of the piece at `position` with `pieces_to_the_right` pieces beyond it: the cells to
/// its right, less those that hold pieces.
fn step_of(width: u32, position: u32, pieces_to_the_right: usize) -> u32 {
    let cells_to_the_right = u64::from(width.saturating_sub(position));
    // Saturating: only reached on input that breaks the constraints.
    cells_to_the_right.saturating_sub(pieces_to_the_right as u64) as u32
}
