//! The game's real rules, for the exhaustive-search referee ([`grundy::Referee`]) that the
//! tests in `tests/` check [`solve`](crate::solve) against.
//!
//! Nothing here knows about Grundy values or about which cuts are "sensible": every cut along
//! every grid line of every sheet is a move, and cutting out a 1 x 1 sheet wins on the spot.

use grundy::Game;

/// A sheet of `width x height` unit cells. Inside a [`Position`] it is stored turned so that
/// `width <= height` (a sheet turned by a quarter is the same sheet).
pub type Sheet = (u16, u16);

/// A whole position: every sheet on the table, each turned to `width <= height`, sorted.
///
/// The empty position means the game is over: the previous player cut out a 1 x 1 sheet and
/// won. (A real position is never empty: the game starts with one sheet and a cut never
/// removes paper.) With no sheets there is no move, so the player to move has lost, which is
/// exactly how [`grundy::Referee`] reads it.
pub type Position = Vec<Sheet>;

/// One move: the sheet that was cut and the two sheets it became, each turned to
/// `width <= height`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cut {
    /// The sheet that was cut.
    pub sheet: Sheet,
    /// The two pieces, as cut (not turned, not sorted).
    pub pieces: [Sheet; 2],
}

/// The rules of POJ 2311: players alternately take one sheet and cut it along one grid line,
/// across its width or across its height, into two sheets; whoever cuts out a 1 x 1 sheet wins.
/// A 1 x 1 sheet admits no cut.
#[derive(Clone, Copy, Debug, Default)]
pub struct Rules;

/// `sheet` turned so that its width is at most its height.
fn turned(sheet: Sheet) -> Sheet {
    let (width, height) = sheet;
    (width.min(height), width.max(height))
}

impl Rules {
    /// The position made of the given sheets (in any order, either way up).
    ///
    /// # Example
    /// ```
    /// use poj_2311_cutting_game::rules::Rules;
    ///
    /// assert_eq!(Rules::position(&[(3, 2), (2, 2)]), vec![(2, 2), (2, 3)]);
    /// ```
    pub fn position(sheets: &[Sheet]) -> Position {
        let mut position: Position = sheets.iter().copied().map(turned).collect();
        position.sort_unstable();
        position
    }

    /// The position the game starts from: one `width x height` sheet.
    pub fn start(width: u16, height: u16) -> Position {
        Self::position(&[(width, height)])
    }
}

impl Game for Rules {
    type Position = Position;
    type Move = Cut;

    /// Every cut along every grid line of every sheet. A cut that leaves a 1 x 1 piece leads to
    /// the empty position (the cutter has won); any other cut replaces the sheet by its two
    /// pieces. Equal sheets are cut only once each way, as cutting either copy leads to the same
    /// position.
    fn moves(&self, position: &Position) -> Vec<(Cut, Position)> {
        let mut moves = Vec::new();
        for (index, &sheet) in position.iter().enumerate() {
            if index > 0 && position[index - 1] == sheet {
                continue;
            }
            let (width, height) = sheet;
            let across_width = (1..width).map(|left| [(left, height), (width - left, height)]);
            let across_height = (1..height).map(|top| [(width, top), (width, height - top)]);
            for pieces in across_width.chain(across_height) {
                let after = if pieces.contains(&(1, 1)) {
                    Position::new()
                } else {
                    let mut rest = position.clone();
                    rest.remove(index);
                    rest.extend(pieces);
                    Self::position(&rest)
                };
                moves.push((Cut { sheet, pieces }, after));
            }
        }
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_one_by_one_sheet_has_no_cut() {
        assert!(Rules.moves(&Rules::start(1, 1)).is_empty());
    }

    #[test]
    fn every_grid_line_is_a_cut() {
        // A 2 x 3 sheet has one vertical line and two horizontal ones.
        let moves = Rules.moves(&Rules::start(2, 3));
        let cuts: Vec<[Sheet; 2]> = moves.iter().map(|(cut, _)| cut.pieces).collect();
        assert_eq!(cuts, [[(1, 3), (1, 3)], [(2, 1), (2, 2)], [(2, 2), (2, 1)]]);
        assert_eq!(moves[0].1, vec![(1, 3), (1, 3)]);
        assert_eq!(moves[1].1, vec![(1, 2), (2, 2)]);
    }

    #[test]
    fn cutting_out_a_one_by_one_ends_the_game() {
        let moves = Rules.moves(&Rules::start(1, 3));
        assert_eq!(moves.len(), 2);
        assert!(moves.iter().all(|(_, after)| after.is_empty()));
    }

    #[test]
    fn equal_sheets_are_cut_once() {
        let moves = Rules.moves(&Rules::position(&[(2, 2), (2, 2)]));
        assert_eq!(moves.len(), 2);
        assert_eq!(moves[0].1, vec![(1, 2), (1, 2), (2, 2)]);
    }
}
