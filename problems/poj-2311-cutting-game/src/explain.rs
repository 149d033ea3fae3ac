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
use harness::{Claim, Explained};

use crate::CuttingGame;
use crate::real_rules::Sheet;
use crate::reduced_table::{Cut, GrundyTable};

/// Appends the explanation of `sheet` (`W`, `H`) to `out`, with `table` covering every side of
/// 2 or more in the case (as [`first_player_wins`](crate::first_player_wins) needs), and returns
/// its claim: the winning cut it names, or that every cut loses.
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
/// use harness::Claim;
/// use poj_2311_cutting_game::{explain, reduced_table::GrundyTable};
///
/// let mut out = String::new();
/// let claim = explain::case(&mut out, &GrundyTable::new(0), (3, 1));
/// assert_eq!(
///     out,
///     "cut the 3 x 1 sheet down after column 1, leaving 1 x 1 and 2 x 1: cutting out a 1 x 1 \
///      wins at once"
/// );
/// assert_eq!(claim, Claim::Wins((0, [(1, 1), (2, 1)])));
/// ```
pub fn case(out: &mut String, table: &GrundyTable, sheet: Sheet) -> Claim<(usize, [Sheet; 2])> {
    let (width, height) = (usize::from(sheet.0), usize::from(sheet.1));
    match (width, height) {
        (1, 1) => out.push_str("a 1 x 1 sheet has no cut, so no move"),
        (1, _) | (_, 1) => {
            let first = if width == 1 {
                Cut::AfterRow(1)
            } else {
                Cut::AfterColumn(1)
            };
            let claim = describe(out, width, height, first);
            out.push_str(": cutting out a 1 x 1 wins at once");
            return claim;
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
                    let (a_value, b_value) = (table.value(a.0, a.1), table.value(b.0, b.1));
                    let claim = describe(out, width, height, winning);
                    let xor = a_value ^ b_value;
                    let _ = write!(
                        out,
                        " (Grundy value {value} -> {a_value} ^ {b_value} = {xor})"
                    );
                    return claim;
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
    Claim::Loses
}

/// The two pieces `cut` leaves of a `width x height` sheet, each `(W, H)`, in order from the
/// first column or row.
fn pieces(width: usize, height: usize, cut: Cut) -> [(usize, usize); 2] {
    match cut {
        Cut::AfterColumn(c) => [(c, height), (width - c, height)],
        Cut::AfterRow(r) => [(width, r), (width, height - r)],
    }
}

/// Appends `cut the 4 x 3 sheet across after row 2, leaving 4 x 2 and 4 x 1` to `out` and
/// returns the claim that cut is (its pieces, as the real rules label it); the claim's
/// [`words`](Explained::words) say the pieces.
fn describe(out: &mut String, width: usize, height: usize, cut: Cut) -> Claim<(usize, [Sheet; 2])> {
    let line = match cut {
        Cut::AfterColumn(c) => format!("down after column {c}"),
        Cut::AfterRow(r) => format!("across after row {r}"),
    };
    let claim = Claim::Wins((
        0,
        pieces(width, height, cut).map(|(w, h)| (w as u16, h as u16)),
    ));
    let words = CuttingGame.words(&claim);
    let _ = write!(out, "cut the {width} x {height} sheet {line}, {words}");
    claim
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cuts_are_described_in_the_inputs_terms() {
        let mut out = String::new();
        let claim = describe(&mut out, 4, 3, Cut::AfterRow(2));
        assert_eq!(claim, Claim::Wins((0, [(4, 2), (4, 1)])));
        describe(&mut out, 5, 2, Cut::AfterColumn(2));
        assert_eq!(
            out,
            "cut the 4 x 3 sheet across after row 2, leaving 4 x 2 and 4 x 1\
             cut the 5 x 2 sheet down after column 2, leaving 2 x 2 and 3 x 2"
        );
    }
}
