//! The real rules, for the referee: lights on cells (x, y) of a square board, 1 <= x, y <= side;
//! a move picks a light (x, y) that is on and a cell (a, b) with a <= x and b <= y, and switches
//! each distinct corner of that rectangle (four, two on a line, one for a = x and b = y).

use grundy::Game;

/// The board of this side; a position is the mask of lights on, (x, y) bit (y - 1) * side + x - 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lights(pub u64);

impl Game for Lights {
    type Position = u64;
    /// The rectangle: its corner (a, b), then the light (x, y).
    type Move = ((u64, u64), (u64, u64));

    fn moves(&self, &on: &u64) -> Vec<(Self::Move, u64)> {
        let side = self.0;
        let bit = move |x: u64, y: u64| 1u64 << ((y - 1) * side + x - 1);
        let cells = (1..=side).flat_map(|y| (1..=side).map(move |x| (x, y)));
        let lit: Vec<(u64, u64)> = cells.filter(|&(x, y)| on & bit(x, y) != 0).collect();
        let rectangles = lit
            .into_iter()
            .flat_map(|(x, y)| (1..=x).flat_map(move |a| (1..=y).map(move |b| ((a, b), (x, y)))));
        let corners = |((a, b), (x, y)): Self::Move| bit(x, y) | bit(a, y) | bit(x, b) | bit(a, b);
        rectangles
            .map(|rectangle| (rectangle, on ^ corners(rectangle)))
            .collect()
    }
}
