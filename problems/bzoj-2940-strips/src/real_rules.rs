//! The game's real rules, for checking: Strips as played, for the exhaustive-search referee
//! ([`grundy::Referee`]) that the tests check [`solve`](crate::solve) against.
//!
//! What is left of the boards is a sum of runs of empty cells (between strips already placed
//! and the boards' ends). [`Rules`] says what a move does to one run: it places one strip of an
//! allowed length on consecutive empty cells of that run, splitting it into the cells on the
//! strip's left and on its right. A run of 0 cells is finished. The referee plays the whole sum
//! through [`grundy::Sum`]:
//!
//! ```
//! use bzoj_2940_strips::real_rules::Rules;
//! use grundy::{Referee, Sum};
//!
//! let strips = Sum(Rules { lengths: vec![2, 2, 3] });
//! let board = strips.position([5]);
//! assert!(Referee::new(strips).wins(&board)); // a 3 in the middle leaves 1 and 1
//! ```
//!
//! No Grundy value is used here: the referee searches whole positions.

use grundy::Components;

/// Strips with the given lengths (the red, green and blue strips; repeats allowed), as the
/// rules of one run of empty cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    /// The length of each kind of strip.
    pub lengths: Vec<usize>,
}

/// A move inside one run: which kind of strip (and its length), starting how many cells from
/// the run's left end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    /// Index into [`Rules::lengths`].
    pub kind: usize,
    /// Empty cells left of the strip inside the run.
    pub offset: usize,
    /// The strip's length, `lengths[kind]`.
    pub len: usize,
}

impl Components for Rules {
    /// The length of a run of empty cells.
    type Part = usize;
    type Move = Placement;

    fn splits(&self, &run: &usize) -> Vec<(Placement, Vec<usize>)> {
        let mut moves = Vec::new();
        for (kind, &len) in self.lengths.iter().enumerate() {
            if len > run {
                continue;
            }
            for offset in 0..=run - len {
                let sides = vec![offset, run - len - offset];
                moves.push((Placement { kind, offset, len }, sides));
            }
        }
        moves
    }

    fn is_finished(&self, &run: &usize) -> bool {
        run == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::{Referee, Sum};

    #[test]
    fn a_strip_splits_its_run_into_the_cells_on_either_side() {
        let rules = Rules {
            lengths: vec![2, 4],
        };
        let at = |kind, offset, len| Placement { kind, offset, len };
        let expected = [
            (at(0, 0, 2), vec![0, 2]),
            (at(0, 1, 2), vec![1, 1]),
            (at(0, 2, 2), vec![2, 0]),
            (at(1, 0, 4), vec![0, 0]),
        ];
        assert_eq!(rules.splits(&4), expected);
        assert!(rules.splits(&1).is_empty(), "no strip fits in one cell");
    }

    #[test]
    fn empty_runs_are_left_out_of_positions() {
        let strips = Sum(Rules { lengths: vec![1] });
        assert_eq!(strips.position([3, 0, 1, 0]), [1, 3]);
        assert_eq!(strips.position([0]), Vec::<usize>::new());
    }

    #[test]
    fn a_board_no_strip_fits_is_lost_and_a_board_one_strip_fills_is_won() {
        let mut referee = Referee::new(Sum(Rules {
            lengths: vec![3, 3, 3],
        }));
        assert!(!referee.wins(&vec![2]));
        assert!(referee.wins(&vec![3]));
        assert!(!referee.wins(&vec![3, 3]));
    }

    #[test]
    fn winning_moves_name_the_run_by_its_place_in_the_position_given() {
        // With strips of 3, a run of 6 is worth 2 and a run of 3 is worth 1: a strip at either
        // end of the 6 leaves 3 and 3, and those are the only winning moves.
        let mut referee = Referee::new(Sum(Rules { lengths: vec![3] }));
        let (kind, len) = (0, 3);
        let at = |offset| Placement { kind, offset, len };
        assert_eq!(referee.winning_moves(&vec![6, 3]), [(0, at(0)), (0, at(3))]);
        assert_eq!(referee.winning_moves(&vec![3, 6]), [(1, at(0)), (1, at(3))]);
    }
}
