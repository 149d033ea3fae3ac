//! `--explain`: each sheet's answer in the input's terms (README.md, "Explain"): a winning cut,
//! with the Grundy values where they apply, or why every cut loses.

use grundy::winning_move;
use harness::Claim;

use crate::real_rules::Sheet;
use crate::reduced_table::{Cut, GrundyTable};

/// The claim on `sheet` (`W`, `H`): the winning cut it names (its two pieces) or that every
/// cut loses, and what its line says after the cut's words (the Grundy values, or the instant
/// win). O(W + H), the table grown to the sheet's sides.
pub fn claim(sheet: Sheet) -> (Claim<(usize, [Sheet; 2])>, String) {
    let (width, height) = (usize::from(sheet.0), usize::from(sheet.1));
    match (width, height) {
        (1, 1) => (Claim::Loses, String::new()),
        (1, _) | (_, 1) => {
            let first = if width == 1 {
                Cut::AfterRow(1)
            } else {
                Cut::AfterColumn(1)
            };
            let rest = ": cutting out a 1 x 1 wins at once".to_owned();
            (cut_claim(width, height, first), rest)
        }
        _ => crate::with_table(sheet, |table| reduced(table, width, height)),
    }
}

/// The claim on a sheet with both sides at least 2, by `table`: one sheet is a sum of one
/// component, so a winning cut leaves value 0.
fn reduced(
    table: &GrundyTable,
    width: usize,
    height: usize,
) -> (Claim<(usize, [Sheet; 2])>, String) {
    let value = table.value(width, height);
    let found = winning_move(&[u32::from(value)], |_, target| {
        let target = u16::try_from(target).ok()?;
        table.cut_leaving(width, height, target)
    });
    let Some((_, winning)) = found else {
        return (Claim::Loses, String::new());
    };
    let [a, b] = pieces(width, height, winning);
    let (a_value, b_value) = (table.value(a.0, a.1), table.value(b.0, b.1));
    let xor = a_value ^ b_value;
    let rest = format!(" (Grundy value {value} -> {a_value} ^ {b_value} = {xor})");
    (cut_claim(width, height, winning), rest)
}

/// The two pieces `cut` leaves of a `width x height` sheet, each `(W, H)`, in order from the
/// first column or row.
fn pieces(width: usize, height: usize, cut: Cut) -> [(usize, usize); 2] {
    match cut {
        Cut::AfterColumn(c) => [(c, height), (width - c, height)],
        Cut::AfterRow(r) => [(width, r), (width, height - r)],
    }
}

/// The claim `cut` is: its pieces, as the real rules label it.
fn cut_claim(width: usize, height: usize, cut: Cut) -> Claim<(usize, [Sheet; 2])> {
    let pieces = pieces(width, height, cut).map(|(w, h)| (w as u16, h as u16));
    Claim::Wins((0, pieces))
}

/// The explanation of `sheet` (`W`, `H`) with `claim`, whose `words` say its pieces, and
/// `rest`: `cut the 4 x 3 sheet down after column 2, leaving 2 x 3 and 2 x 3 (...)` (the
/// sheet tells the line: the first piece is as wide as the sheet only when cut across), or
/// why every cut of this sheet loses (the verdict `LOSE` is the claim's words).
pub fn sentence(
    sheet: Sheet,
    claim: &Claim<(usize, [Sheet; 2])>,
    words: &str,
    rest: &str,
) -> String {
    let (width, height) = sheet;
    match claim {
        Claim::Wins((_, [(first, rows), _])) => {
            let line = if *first == width {
                format!("across after row {rows}")
            } else {
                format!("down after column {first}")
            };
            format!("cut the {width} x {height} sheet {line}, {words}{rest}")
        }
        Claim::Loses if (width, height) == (1, 1) => {
            "a 1 x 1 sheet has no cut, so no move".to_owned()
        }
        Claim::Loses if width < 4 && height < 4 => "every cut loses: each leaves a strip 1 wide, \
            from which the opponent cuts out a 1 x 1 (Grundy value 0)"
            .to_owned(),
        Claim::Loses => "every cut loses: a cut leaving a strip 1 wide lets the opponent cut out \
            a 1 x 1, and every other cut leaves a non-zero value (Grundy value 0)"
            .to_owned(),
        Claim::WinsWithNoMove => unreachable!("normal play: no move left is a loss"),
    }
}
