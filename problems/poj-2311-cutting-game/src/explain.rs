//! `--explain`: each sheet's answer in the input's terms (README.md, "Explain"): a winning cut,
//! with the Grundy values where they apply, or why every cut loses.

use std::fmt::Write;

use grundy::winning_move;
use harness::{Claim, Explained};

use crate::CuttingGame;
use crate::real_rules::Sheet;
use crate::reduced_table::{Cut, GrundyTable};

/// Appends the explanation of `sheet` (`W`, `H`) to `out`, with `table` covering every side of
/// 2 or more in the case, and returns its claim: the winning cut it names, or that every cut
/// loses. O(W + H).
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
