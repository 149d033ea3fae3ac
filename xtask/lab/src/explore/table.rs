//! The values as compact tables: one axis in labelled rows (`n= 12:  4 1 2 ...`), aligned on a
//! period when there is a short one, so that its columns line up; two axes as a grid with row
//! and column headers. A missing component is `-`. The numbers are Grundy values, or steps.

use std::fmt::Display;
use std::ops::Range;

/// The widths a one-axis table uses, the same for all its parts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Widths {
    /// Digits of the largest row label.
    pub label: usize,
    /// Characters of the widest cell's value.
    pub cell: usize,
}

impl Widths {
    /// Widths that fit the indices below `end` and every value in `values`.
    pub fn fitting<T: Display>(end: usize, values: impl IntoIterator<Item = Option<T>>) -> Self {
        let cell = values
            .into_iter()
            .map(|value| value.map_or(1, |v| v.to_string().len()))
            .max()
            .unwrap_or(1);
        Self {
            label: end.saturating_sub(1).to_string().len(),
            cell,
        }
    }
}

/// How a one-axis table breaks into rows: `width` values a row, each row starting at an index
/// `n` with `n mod width = anchor mod width` (so every column holds one residue).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rows {
    /// Values per row.
    pub width: usize,
    /// An index some row starts at.
    pub anchor: usize,
}

impl Rows {
    /// Plain rows of ten from 0.
    pub const TENS: Rows = Rows {
        width: 10,
        anchor: 0,
    };

    /// Rows for a period of `length` from `preperiod`: the least multiple of the period that
    /// is at least ten values wide, starting at the preperiod.
    pub fn for_period(preperiod: usize, length: usize) -> Rows {
        Rows {
            width: length * 10usize.div_ceil(length),
            anchor: preperiod,
        }
    }

    /// The lines of `value(n)` for `n` in `range`, each labelled with its first index
    /// (`n= 12:`), with the words of `mark` appended to the row that holds its index. The
    /// first row is padded on the left to keep the columns.
    pub fn lines<T: Display>(
        &self,
        axis: &str,
        range: Range<usize>,
        widths: Widths,
        value: impl Fn(usize) -> Option<T>,
        mark: Option<(usize, &str)>,
    ) -> Vec<String> {
        let mut lines = Vec::new();
        let mut n = range.start;
        // Where the first index falls in its row.
        let mut column = (n + self.width - self.anchor % self.width) % self.width;
        while n < range.end {
            let end = (n + self.width - column).min(range.end);
            let mut line = format!("{axis}={n:>width$}: ", width = widths.label);
            line += &" ".repeat((widths.cell + 1) * column);
            for k in n..end {
                line += &format!(" {:>width$}", cell(value(k)), width = widths.cell);
            }
            if let Some((_, words)) = mark.filter(|&(at, _)| (n..end).contains(&at)) {
                let missing = self.width - (end - n);
                line += &" ".repeat((widths.cell + 1) * missing);
                line += &format!("  <- {words}");
            }
            lines.push(line);
            n = end;
            column = 0;
        }
        lines
    }
}

/// A value as a cell: the number, or `-` for no component.
pub fn cell<T: Display>(value: Option<T>) -> String {
    value.map_or_else(|| "-".to_owned(), |v| v.to_string())
}

/// A grid of `value(i, j)` for `i, j` in `0..side`: a header row of the second axis, and one
/// row per `i` labelled with it.
pub fn grid<T: Display>(
    axes: (&str, &str),
    side: usize,
    value: impl Fn(usize, usize) -> Option<T>,
) -> Vec<String> {
    let corner = format!("{}\\{}", axes.0, axes.1);
    let label = corner.len().max(side.saturating_sub(1).to_string().len());
    let cell_width = (0..side)
        .flat_map(|i| (0..side).map(move |j| (i, j)))
        .map(|(i, j)| cell(value(i, j)).len())
        .chain([side.saturating_sub(1).to_string().len()])
        .max()
        .unwrap_or(1);
    let mut lines = Vec::new();
    let header: Vec<String> = (0..side).map(|j| format!("{j:>cell_width$}")).collect();
    lines.push(format!("{corner:>label$}  {}", header.join(" ")));
    for i in 0..side {
        let row: Vec<String> = (0..side)
            .map(|j| format!("{:>cell_width$}", cell(value(i, j))))
            .collect();
        lines.push(format!("{i:>label$}  {}", row.join(" ")));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_rows_hold_ten_values_labelled_by_their_first_index() {
        let values: Vec<u32> = (0..23).map(|n| n % 4).collect();
        let widths = Widths::fitting(23, values.iter().map(|&v| Some(v)));
        let lines = Rows::TENS.lines("n", 0..23, widths, |n| Some(values[n]), None);
        assert_eq!(
            lines,
            [
                "n= 0:  0 1 2 3 0 1 2 3 0 1",
                "n=10:  2 3 0 1 2 3 0 1 2 3",
                "n=20:  0 1 2",
            ]
        );
    }

    #[test]
    fn rows_of_a_period_start_at_its_preperiod_so_each_column_is_one_residue() {
        // Period 4 from 3: rows of 12 starting at 3, the first padded to keep the columns.
        let value = |n: usize| Some(if n < 3 { 9 } else { (n % 4) as u32 });
        let rows = Rows::for_period(3, 4);
        assert_eq!(
            rows,
            Rows {
                width: 12,
                anchor: 3
            }
        );
        let widths = Widths::fitting(30, (0..30).map(value));
        let lines = rows.lines("n", 0..30, widths, value, Some((3, "period from here")));
        assert_eq!(
            lines,
            [
                // 0, 1, 2 stand in the columns of 12, 13, 14: residues 0, 1, 2 mod 12.
                "n= 0:                    9 9 9",
                "n= 3:  3 0 1 2 3 0 1 2 3 0 1 2  <- period from here",
                "n=15:  3 0 1 2 3 0 1 2 3 0 1 2",
                "n=27:  3 0 1",
            ]
        );
        // Each column of the full rows holds one residue mod 4.
        assert!(lines[1].ends_with("2  <- period from here"));
    }

    #[test]
    fn a_first_row_that_starts_mid_period_is_padded_on_the_left() {
        let value = |n: usize| Some((n % 12) as u32);
        let rows = Rows::for_period(71, 12);
        let widths = Widths::fitting(26, (0..26).map(value));
        let lines = rows.lines("n", 0..26, widths, value, Some((14, "here")));
        assert_eq!(
            lines,
            [
                "n= 0:      0  1  2  3  4  5  6  7  8  9 10",
                "n=11:  11  0  1  2  3  4  5  6  7  8  9 10  <- here",
                "n=23:  11  0  1",
            ]
        );
    }

    #[test]
    fn a_mark_on_a_short_last_row_is_pushed_past_the_full_width() {
        let value = |_| Some(1);
        let widths = Widths { label: 1, cell: 1 };
        let lines = Rows {
            width: 4,
            anchor: 0,
        }
        .lines("k", 0..6, widths, value, Some((4, "x")));
        assert_eq!(lines, ["k=0:  1 1 1 1", "k=4:  1 1      <- x"]);
    }

    #[test]
    fn a_missing_component_is_a_dash() {
        let widths = Widths::fitting(3, [None, Some(1), Some(12)]);
        let values = [None, Some(1), Some(12)];
        let lines = Rows::TENS.lines("n", 0..3, widths, |n| values[n], None);
        assert_eq!(lines, ["n=0:   -  1 12"]);
    }

    #[test]
    fn a_grid_has_a_header_of_the_second_axis_and_a_label_per_row() {
        let lines = grid(("w", "h"), 3, |i, j| {
            (i > 0 && j > 0).then_some((i * j) as u32)
        });
        assert_eq!(
            lines,
            ["w\\h  0 1 2", "  0  - - -", "  1  - 1 2", "  2  - 2 4"]
        );
    }
}
