//! Helpers shared by the test files: the referee's verdict on one sheet as the judge prints it,
//! and the mirror strategy's condition. Each test file uses only some of them.
#![allow(dead_code)]

use grundy::{Referee, Sum};
use poj_2311_cutting_game::real_rules::{Rules, Sheet, turned};

/// Sheets up to this side are solved exhaustively by the referee (every sheet up to 10 x 10
/// takes about two seconds in the dev profile; one more on each side, about ten times that).
pub const REFEREE_SIDE: u16 = 10;

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

/// Whether the mirror strategy of README.md wins the sheet: both sides at least 2 and an even
/// side of at least 4 (cut it into two equal halves, then copy every cut on the twin).
pub fn mirror_applies(width: u16, height: u16) -> bool {
    width >= 2 && height >= 2 && [width, height].iter().any(|&s| s >= 4 && s % 2 == 0)
}
