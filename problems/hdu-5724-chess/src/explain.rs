//! `--explain`: each case's answer followed by one winning move in the input's own terms (the
//! row, 1-based in input order, and the column the piece leaves and lands on) or the
//! statement that every move loses, with the rows' Grundy values written out.

use grundy::{nim_sum_text, winning_move};

use crate::staircase::{self, Push};

/// The rows of one case, kept for its explanation: every row's sorted positions end to end,
/// where each row ends, and each row's Grundy value.
#[derive(Debug, Default)]
pub(crate) struct CaseRows {
    positions: Vec<u32>,
    ends: Vec<usize>,
    values: Vec<u32>,
}

impl CaseRows {
    /// Forgets the rows of the case before.
    pub(crate) fn clear(&mut self) {
        self.positions.clear();
        self.ends.clear();
        self.values.clear();
    }

    /// Keeps one more row: its sorted positions and its Grundy value.
    pub(crate) fn push(&mut self, row: &[u32], value: u32) {
        self.positions.extend_from_slice(row);
        self.ends.push(self.positions.len());
        self.values.push(value);
    }

    /// The positions of row `index` (0-based).
    fn row(&self, index: usize) -> &[u32] {
        let start = index.checked_sub(1).map_or(0, |before| self.ends[before]);
        &self.positions[start..self.ends[index]]
    }

    /// What to say after the case's answer on boards `width` cells wide:
    /// `row 1: move the piece on column 19 to column 20 (row value 1 -> 0; row values 1 ^ 0 = 1 -> 0)`
    /// or `every move loses: row values 2 ^ 2 = 0`.
    ///
    /// # Complexity
    /// O(pieces of the case).
    pub(crate) fn explain(&self, width: u32) -> String {
        let found = winning_move(&self.values, |row, target| {
            staircase::move_to_value(width, self.row(row), target)
        });
        let Some((row, Push { from, to })) = found else {
            return format!("every move loses: {}", self.values_text());
        };
        let before = self.values[row];
        let after = before ^ grundy::nim_sum(self.values.iter().copied());
        let sum = if self.values.len() > 1 {
            format!("; {} -> 0", self.values_text())
        } else {
            String::new()
        };
        format!(
            "row {}: move the piece on column {from} to column {to} (row value {before} -> {after}{sum})",
            row + 1
        )
    }

    /// The rows' values and their nim-sum: `row values 1 ^ 3 = 2`, `row value 3`, or for a
    /// case without rows `no rows, Grundy value 0`.
    fn values_text(&self) -> String {
        match self.values.as_slice() {
            [] => "no rows, Grundy value 0".to_owned(),
            [value] => format!("row value {value}"),
            values => format!("row values {}", nim_sum_text(values)),
        }
    }
}
