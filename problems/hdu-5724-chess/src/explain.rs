//! `--explain`: each case's answer followed by one winning move in the input's own terms (the
//! row, 1-based in input order, and the column the piece leaves and lands on) or the
//! statement that every move loses, with the rows' Grundy values written out.

use grundy::{nim_sum_text, winning_move};
use harness::{Claim, Explained};

use crate::Chess;
use crate::real_rules::{Jump, Row};
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
    /// Forgets the case before and reads `rows` on boards `width` cells wide, each sorted:
    /// returns their nim-sum, and keeps them for the explanation if `keep`.
    pub(crate) fn fill(&mut self, width: u32, rows: Vec<Row>, keep: bool) -> u32 {
        self.positions.clear();
        self.ends.clear();
        self.values.clear();
        let mut sum = 0;
        for mut row in rows {
            row.sort_unstable();
            let value = staircase::row_value(width, &row);
            sum ^= value;
            if keep {
                self.positions.extend_from_slice(&row);
                self.ends.push(self.positions.len());
                self.values.push(value);
            }
        }
        sum
    }

    /// The positions of row `index` (0-based).
    fn row(&self, index: usize) -> &[u32] {
        let start = index.checked_sub(1).map_or(0, |before| self.ends[before]);
        &self.positions[start..self.ends[index]]
    }

    /// The claim of the case's explanation, kept by [`fill`](Self::fill): the move part (b) of
    /// Lemma 2 builds in the first row it can (row from 0, as the referee labels it), or that
    /// every move loses.
    ///
    /// # Complexity
    /// O(pieces of the case).
    pub(crate) fn claim(&self, width: u32) -> Claim<(usize, Jump)> {
        let found = winning_move(&self.values, |row, target| {
            staircase::move_to_value(width, self.row(row), target)
        });
        found.map_or(Claim::Loses, |(row, Push { from, to })| {
            Claim::Wins((row, Jump { from, to }))
        })
    }

    /// What to say after the case's answer on boards `width` cells wide: the claim's words, then
    /// `(row value 1 -> 0; row values 1 ^ 0 = 1 -> 0)` or `: row values 2 ^ 2 = 0`.
    ///
    /// # Complexity
    /// O(pieces of the case).
    pub(crate) fn explain(&self, width: u32) -> String {
        let claim = self.claim(width);
        let words = Chess { width }.words(&claim);
        let Claim::Wins((row, _)) = claim else {
            return format!("{words}: {}", self.values_text());
        };
        let before = self.values[row];
        let after = before ^ grundy::nim_sum(self.values.iter().copied());
        let sum = if self.values.len() > 1 {
            format!("; {} -> 0", self.values_text())
        } else {
            String::new()
        };
        format!("{words} (row value {before} -> {after}{sum})")
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
