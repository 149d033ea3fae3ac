//! `--explain`: each sheet's answer in words, in the input's terms (a sheet is `W x H`: `W`
//! columns, `H` rows, both counted from 1). A won sheet gets one winning cut:
//!
//! `WIN  cut the 4 x 2 sheet down after column 2, leaving 2 x 2 and 2 x 2 (Grundy value 1 ->
//! 0 ^ 0 = 0)`
//!
//! or, with a side of 1, the cut that takes a 1 x 1 off the end and wins at once, where Grundy
//! values do not apply. A lost sheet gets why: `LOSE  every cut loses: ...`, or a 1 x 1 sheet
//! has no cut at all.

use std::fmt::Write;

use grundy::winning_move;

use crate::real_rules::Sheet;
use crate::reduced_table::{Cut, GrundyTable};

/// Appends the explanation of `sheet` (`W`, `H`) to `out`, with `table` covering every side of 2 or more in
/// the case (as [`first_player_wins`](crate::first_player_wins) needs).
///
/// # Panics
/// If a side is 2 or more and past `table.size()`, or if the table is wrong: a sheet of
/// non-zero value has a reduced cut leaving 0.
///
/// # Complexity
/// O(W + H).
///
/// # Example
/// ```
/// use poj_2311_cutting_game::{explain, reduced_table::GrundyTable};
///
/// let mut out = String::new();
/// explain::case(&mut out, &GrundyTable::new(0), (3, 1));
/// assert_eq!(
///     out,
///     "cut the 3 x 1 sheet down after column 1, leaving 1 x 1 and 2 x 1: cutting out a 1 x 1 \
///      wins at once"
/// );
/// ```
pub fn case(out: &mut String, table: &GrundyTable, (width, height): Sheet) {
    let (width, height) = (usize::from(width), usize::from(height));
    let cut = |cut: Cut| describe(width, height, cut);
    match (width, height) {
        (1, 1) => out.push_str("a 1 x 1 sheet has no cut, so no move"),
        (1, _) | (_, 1) => {
            let first = if width == 1 {
                Cut::AfterRow(1)
            } else {
                Cut::AfterColumn(1)
            };
            let _ = write!(out, "{}: cutting out a 1 x 1 wins at once", cut(first));
        }
        _ => {
            let value = table.value(width, height);
            // One sheet is a sum of one component: a winning cut leaves value 0.
            let found = winning_move(&[u32::from(value)], |_, target| {
                let target = u16::try_from(target).ok()?;
                table.cut_leaving(width, height, target)
            });
            match found {
                Some((_, winning)) => {
                    let [a, b] = pieces(width, height, winning);
                    let after = |(w, h): (usize, usize)| table.value(w, h);
                    let (a_value, b_value) = (after(a), after(b));
                    let _ = write!(
                        out,
                        "{} (Grundy value {value} -> {a_value} ^ {b_value} = {})",
                        cut(winning),
                        a_value ^ b_value
                    );
                }
                None if width < 4 && height < 4 => out.push_str(
                    "every cut loses: each leaves a strip 1 wide, from which the opponent cuts \
                     out a 1 x 1 (Grundy value 0)",
                ),
                None => out.push_str(
                    "every cut loses: a cut leaving a strip 1 wide lets the opponent cut out a \
                     1 x 1, and every other cut leaves a non-zero value (Grundy value 0)",
                ),
            }
        }
    }
}

/// The two pieces `cut` leaves of a `width x height` sheet, each `(W, H)`, in order from the
/// first column or row.
fn pieces(width: usize, height: usize, cut: Cut) -> [(usize, usize); 2] {
    match cut {
        Cut::AfterColumn(c) => [(c, height), (width - c, height)],
        Cut::AfterRow(r) => [(width, r), (width, height - r)],
    }
}

/// `cut the 4 x 3 sheet across after row 2, leaving 4 x 2 and 4 x 1`.
fn describe(width: usize, height: usize, cut: Cut) -> String {
    let line = match cut {
        Cut::AfterColumn(c) => format!("down after column {c}"),
        Cut::AfterRow(r) => format!("across after row {r}"),
    };
    let [(w1, h1), (w2, h2)] = pieces(width, height, cut);
    format!("cut the {width} x {height} sheet {line}, leaving {w1} x {h1} and {w2} x {h2}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cuts_are_described_in_the_inputs_terms() {
        assert_eq!(
            describe(4, 3, Cut::AfterRow(2)),
            "cut the 4 x 3 sheet across after row 2, leaving 4 x 2 and 4 x 1"
        );
        assert_eq!(
            describe(5, 2, Cut::AfterColumn(2)),
            "cut the 5 x 2 sheet down after column 2, leaving 2 x 2 and 3 x 2"
        );
    }
}
