//! The real rules, for the referee, which plays them misère: `Misere(Sum(Rows))`.

use grundy::Components;

/// One row of apples: a move takes any positive number of consecutive apples, leaving the
/// apples before them and those after them as two rows (either may be empty).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rows;

impl Components for Rows {
    /// The apples in a row.
    type Part = u64;
    /// `(first, count)`: the apples taken, the first counted from 0.
    type Move = (u64, u64);

    fn splits(&self, &row: &u64) -> Vec<((u64, u64), Vec<u64>)> {
        let runs = (0..row).flat_map(|first| (1..=row - first).map(move |count| (first, count)));
        runs.map(|(first, count)| ((first, count), vec![first, row - first - count]))
            .collect()
    }

    fn is_finished(&self, &row: &u64) -> bool {
        row == 0
    }
}
