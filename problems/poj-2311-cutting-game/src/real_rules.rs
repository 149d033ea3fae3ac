//! The game's real rules, for the exhaustive-search referee the tests check the solver
//! against: every cut along every grid line is a move, and cutting out a 1 x 1 sheet wins on
//! the spot (nothing here knows of Grundy values). [`Rules`] is one sheet; [`grundy::Sum`] of
//! them the whole table, a move `(index, cut)` cutting the sheet at `index`. [`ReducedRules`]
//! is the reduced game README.md argues for, for `cargo xtask explore` only.

use std::sync::{LazyLock, Mutex, MutexGuard, PoisonError};

use grundy::{Components, Referee, Sum};

/// A sheet of `width x height` unit cells. As a component of a position it is stored
/// [`turned`] so that `width <= height` (a sheet turned by a quarter is the same sheet).
pub type Sheet = (u16, u16);

/// One cut: the two pieces, as cut (each `(width, height)` of the sheet that was cut, not
/// turned, in order along the cut side).
pub type Cut = [Sheet; 2];

/// `sheet` turned so that its width is at most its height: the form sheets take inside a
/// position (a sheet turned by a quarter is the same sheet).
pub fn turned(sheet: Sheet) -> Sheet {
    let (width, height) = sheet;
    (width.min(height), width.max(height))
}

/// The rules of POJ 2311 for one sheet: a move cuts it along one grid line, across its width or
/// across its height, into two sheets; whoever cuts out a 1 x 1 sheet wins. A 1 x 1 sheet
/// admits no cut.
///
/// Under [`grundy::Sum`] a cut that leaves a 1 x 1 piece leads to the empty position: the
/// cutter has won, and the player to move there has no move, which is exactly how
/// [`grundy::Referee`] reads a loss. (A real position is never empty otherwise: the game starts
/// with one sheet and a cut never removes paper.)
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rules;

impl Components for Rules {
    type Part = Sheet;
    type Move = Cut;

    /// Every cut along every grid line of `sheet`, across its width first, then across its
    /// height; each replaces the sheet by its two pieces, [`turned`].
    fn splits(&self, &(width, height): &Sheet) -> Vec<(Cut, Vec<Sheet>)> {
        let across_width = (1..width).map(|left| [(left, height), (width - left, height)]);
        let across_height = (1..height).map(|top| [(width, top), (width, height - top)]);
        across_width
            .chain(across_height)
            .map(|cut| (cut, cut.map(turned).to_vec()))
            .collect()
    }

    /// Cutting out a 1 x 1 sheet wins the whole game.
    fn wins_at_once(&self, pieces: &[Sheet]) -> bool {
        pieces.contains(&(1, 1))
    }
}

/// The reduced game of README.md's key lemma, which `cargo xtask explore` tabulates (the
/// referee plays [`Rules`], never this): sheets with both sides at least 2, and only the cuts
/// that leave both pieces at least 2 wide across the cut; whoever has no such cut loses. No cut
/// wins at once, so every sheet has a Grundy value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReducedRules;

impl Components for ReducedRules {
    type Part = Sheet;
    type Move = Cut;

    /// The cuts of [`Rules`] whose pieces are both at least 2 wide across the cut.
    fn splits(&self, &(width, height): &Sheet) -> Vec<(Cut, Vec<Sheet>)> {
        let across_width =
            (2..=width.saturating_sub(2)).map(|left| [(left, height), (width - left, height)]);
        let across_height =
            (2..=height.saturating_sub(2)).map(|top| [(width, top), (width, height - top)]);
        let cuts = across_width.chain(across_height);
        cuts.map(|cut| (cut, cut.map(turned).to_vec())).collect()
    }
}

/// The sheet of the reduced game with sides `width` and `height`, [`turned`]; `None` for a side
/// below 2 (no sheet of the reduced game) or past `u16`.
pub fn reduced_sheet(width: usize, height: usize) -> Option<Sheet> {
    let (width, height) = (u16::try_from(width).ok()?, u16::try_from(height).ok()?);
    (width >= 2 && height >= 2).then(|| turned((width, height)))
}

/// Sheets with both sides up to this are searched exhaustively by the referee (every sheet up
/// to 10 x 10 takes about two seconds in the dev profile; one more on each side, about ten
/// times that). A sheet with a side of 1 is searched at any length: its first cut wins.
pub const REFEREE_SIDE: u16 = 10;

/// Whether the referee searches a `width x height` sheet quickly: a side of 1, or both sides
/// up to [`REFEREE_SIDE`].
pub fn searchable(width: u16, height: u16) -> bool {
    width.min(height) == 1 || width.max(height) <= REFEREE_SIDE
}

/// The position the game starts from: one `width x height` sheet.
pub fn start(width: u16, height: u16) -> Vec<Sheet> {
    Sum(Rules).position([turned((width, height))])
}

/// The referee's answer for one sheet, as the judge prints it (without the newline).
pub fn referee_verdict(referee: &mut Referee<Sum<Rules>>, width: u16, height: u16) -> &'static str {
    if referee.wins(&start(width, height)) {
        "WIN"
    } else {
        "LOSE"
    }
}

/// One referee for the whole process, so that a position searched by one test (or one
/// generated input) is not searched again by the next: every sheet up to 10 x 10 costs about
/// three seconds in the dev profile, and a dozen tests ask for them.
static REFEREE: LazyLock<Mutex<Referee<Sum<Rules>>>> =
    LazyLock::new(|| Mutex::new(Referee::new(Sum(Rules))));

/// The process's one referee, locked for the caller (a test that panicked while holding it
/// leaves what it had solved, which stays true). Do not call [`referee_output`] while holding
/// it: that locks it again, and waits for ever.
pub fn shared_referee() -> MutexGuard<'static, Referee<Sum<Rules>>> {
    REFEREE.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The referee's output for a whole input, one line per sheet, each searched exhaustively by
/// the real rules (exponential in the sides: keep them [`searchable`]).
pub fn referee_output(sheets: &[Sheet]) -> String {
    let mut referee = shared_referee();
    sheets
        .iter()
        .map(|&(width, height)| format!("{}\n", referee_verdict(&mut referee, width, height)))
        .collect()
}

#[cfg(test)]
mod tests {
    use grundy::Referee;

    use super::*;

    #[test]
    fn every_grid_line_is_a_cut_into_turned_pieces_and_a_one_by_one_sheet_has_none() {
        assert!(Rules.splits(&(1, 1)).is_empty());
        // A 2 x 3 sheet has one vertical line and two horizontal ones.
        let splits = Rules.splits(&(2, 3));
        let cuts: Vec<Cut> = splits.iter().map(|&(cut, _)| cut).collect();
        assert_eq!(cuts, [[(1, 3), (1, 3)], [(2, 1), (2, 2)], [(2, 2), (2, 1)]]);
        let pieces: Vec<&[Sheet]> = splits.iter().map(|(_, pieces)| &pieces[..]).collect();
        assert_eq!(
            pieces,
            [[(1, 3), (1, 3)], [(1, 2), (2, 2)], [(2, 2), (1, 2)]]
        );
    }

    #[test]
    fn the_referee_plays_small_sheets_by_hand() {
        let mut referee = Referee::new(Sum(Rules));
        // 1 x 1: no cut. 1 x 2, 1 x 3: cut out a 1 x 1, whatever else is on the table.
        assert!(!referee.wins(&vec![(1, 1)]));
        assert!(referee.wins(&vec![(1, 2)]) && referee.wins(&vec![(1, 3)]));
        assert!(referee.wins(&vec![(1, 3), (5, 5)]));
        // 2 x 2 and 2 x 3: every cut leaves a strip 1 wide, from which the opponent cuts a 1 x 1.
        assert!(!referee.wins(&vec![(2, 2)]));
        assert!(!referee.wins(&vec![(2, 3)]));
        assert!(!referee.wins(&vec![(2, 2), (2, 2)]));
        // 2 x 4: the one winning cut is into two 2 x 2 halves.
        let halves = [(0, [(2, 2), (2, 2)])];
        assert_eq!(referee.winning_moves(&vec![(2, 4)]), halves);
    }
}
