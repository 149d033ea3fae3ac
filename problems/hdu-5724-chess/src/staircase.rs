//! The solution: every row is a game of staircase Nim, whose Grundy value is read off the
//! sorted piece positions in one pass, with no table.
//!
//! Number the empty cells of a row from the right: a piece stands on *step* `k` when exactly
//! `k` empty cells lie to its right. Pieces on step 0 can never move; a move takes the moved
//! piece and every piece to its right on the same step down to step `k - 1` (README.md proves
//! it). The row's Grundy value is the XOR of the piece counts on the odd steps.

/// The steps of a row that hold pieces, from the right: `(step, pieces on it)`, steps
/// increasing. Steps holding no piece are left out, so the result has at most one entry per
/// piece even on a board 10^9 cells wide.
///
/// # Constraints
/// `positions` is sorted increasingly, without repeats, every value in `1..=width`.
/// (Anything else gives a meaningless result, never a panic.)
///
/// # Complexity
/// O(m) time and memory for m pieces.
///
/// # Example
/// ```
/// use hdu_5724_chess::staircase::occupied_steps;
///
/// // Columns 16..=20: . X X . X  -> the piece on 20 is stuck on step 0, the two on 17 and 18
/// // have one empty cell (19) to their right.
/// assert_eq!(occupied_steps(20, &[17, 18, 20]), [(0, 1), (1, 2)]);
/// ```
pub fn occupied_steps(width: u32, positions: &[u32]) -> Vec<(u32, u32)> {
    let mut steps: Vec<(u32, u32)> = Vec::new();
    for (pieces_to_the_right, &position) in positions.iter().rev().enumerate() {
        let step = step_of(width, position, pieces_to_the_right);
        match steps.last_mut() {
            Some((last, count)) if *last == step => *count += 1,
            _ => steps.push((step, 1)),
        }
    }
    steps
}

/// The Grundy value of one row: the XOR of the piece counts on its odd steps.
///
/// # Constraints
/// As [`occupied_steps`].
///
/// # Complexity
/// O(m) time for m pieces, no allocation.
///
/// # Example
/// ```
/// use hdu_5724_chess::staircase::row_value;
///
/// assert_eq!(row_value(20, &[19, 20]), 0); // the piece on 19 is blocked for good
/// assert_eq!(row_value(20, &[19]), 1); // one move left in the row
/// assert_eq!(row_value(20, &[18]), 0); // exactly two moves left: the second player makes the last
/// assert_eq!(row_value(20, &[17, 18, 20]), 2); // two pieces on step 1
/// ```
pub fn row_value(width: u32, positions: &[u32]) -> u32 {
    let mut value = 0;
    let mut current: Option<(u32, u32)> = None; // (step, pieces counted on it so far)
    for (pieces_to_the_right, &position) in positions.iter().rev().enumerate() {
        let step = step_of(width, position, pieces_to_the_right);
        current = match current {
            Some((last, count)) if last == step => Some((last, count + 1)),
            Some((last, count)) => {
                value ^= odd_step_share(last, count);
                Some((step, 1))
            }
            None => Some((step, 1)),
        };
    }
    if let Some((last, count)) = current {
        value ^= odd_step_share(last, count);
    }
    value
}

/// What a step contributes to the XOR: its piece count if the step is odd, else nothing.
fn odd_step_share(step: u32, count: u32) -> u32 {
    if step % 2 == 1 { count } else { 0 }
}

/// The step of the piece at `position` with `pieces_to_the_right` pieces beyond it: the cells to
/// its right, less those that hold pieces.
fn step_of(width: u32, position: u32, pieces_to_the_right: usize) -> u32 {
    let cells_to_the_right = u64::from(width.saturating_sub(position));
    // Saturating: only reached on input that breaks the constraints.
    cells_to_the_right.saturating_sub(pieces_to_the_right as u64) as u32
}
