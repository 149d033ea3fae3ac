//! The game's real rules, for the exhaustive-search referee ([`grundy::Referee`]); no Grundy
//! value is used here. What is left of a board is a sum of runs of empty cells ([`grundy::Sum`]),
//! and [`Rules`] says what a move does to one run: it places one strip of an allowed length on
//! consecutive empty cells of the run, splitting it into the cells on the strip's left and on
//! its right. A run of 0 cells is finished.

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
}
