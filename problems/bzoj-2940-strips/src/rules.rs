//! The real rules of Strips, for the exhaustive-search referee ([`grundy::Referee`]) that the
//! tests check [`solve`](crate::solve) against.
//!
//! A position is what is left of the boards: the lengths of the runs of empty cells between
//! strips already placed (and the board's ends). A move places one strip of an allowed length
//! on consecutive empty cells of one run, splitting it into the cells on its left and on its
//! right. No Grundy value is used here: the referee searches whole positions.

use grundy::Game;

/// Strips with the given lengths (the red, green and blue strips; repeats allowed).
#[derive(Clone, Debug)]
pub struct Rules {
    /// The length of each kind of strip.
    pub lengths: Vec<usize>,
}

/// A move: which kind of strip, in which run (by its length), starting how many cells from the
/// run's left end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    /// Index into [`Rules::lengths`].
    pub kind: usize,
    /// The length of the run the strip goes into.
    pub run: usize,
    /// Empty cells left of the strip inside that run.
    pub offset: usize,
}

impl Rules {
    /// The position of one empty board of `cells` cells.
    pub fn board(cells: usize) -> Vec<usize> {
        canonical(vec![cells])
    }
}

/// Runs sorted, empty runs dropped: positions equal up to the order of runs compare equal.
fn canonical(mut runs: Vec<usize>) -> Vec<usize> {
    runs.retain(|&run| run > 0);
    runs.sort_unstable();
    runs
}

impl Game for Rules {
    /// The lengths of the runs of empty cells, sorted, no zeros.
    type Position = Vec<usize>;
    type Move = Placement;

    fn moves(&self, runs: &Vec<usize>) -> Vec<(Placement, Vec<usize>)> {
        let mut moves = Vec::new();
        for (index, &run) in runs.iter().enumerate() {
            if index > 0 && runs[index - 1] == run {
                continue; // the same run length again gives the same positions
            }
            for (kind, &length) in self.lengths.iter().enumerate() {
                if length > run {
                    continue;
                }
                for offset in 0..=run - length {
                    let mut after = runs.clone();
                    after.swap_remove(index);
                    after.push(offset);
                    after.push(run - length - offset);
                    moves.push((Placement { kind, run, offset }, canonical(after)));
                }
            }
        }
        moves
    }
}
