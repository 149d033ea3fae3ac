//! `--explain` by the solver's own argument (README.md, "Explain"): a winning move to a lost
//! last occurrence, or the later last occurrences one bit away, which all win.

use std::fmt::Write;

use harness::{Claim, Explained};

use crate::Sequence;
use crate::last_occurrences::GrowingSequence;

/// A later last occurrence one bit away from some value: its value, its position, and whether
/// the player to move wins there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Neighbour {
    value: u8,
    position: usize,
    wins: bool,
}

/// The claim on the query "who wins with the token at `position`" (the position the token
/// moves to, or that every move loses) and its explanation. It asks `sequence` for the verdicts
/// it needs, which extends the sweep no further than the query itself may.
pub fn explain_query(sequence: &mut GrowingSequence, position: usize) -> (Claim<usize>, String) {
    let value = sequence.value(position);
    let last = sequence
        .last_occurrence(value)
        .expect("the value at a position occurs");
    // Deciding the last occurrence of `value` decides every later last occurrence too.
    let last_wins = sequence.first_player_wins(last);
    let later = later_neighbours(sequence, value, last);
    let to = if last_wins {
        let lost = later
            .iter()
            .find(|neighbour| !neighbour.wins)
            .expect("a won last occurrence has a lost later last occurrence one bit away");
        lost.position
    } else if position != last {
        last
    } else {
        return (Claim::Loses, every_move_loses(value, last, &later));
    };
    let (to_value, claim) = (sequence.value(to), Claim::Wins(to));
    let mut text = format!(
        "move the token from position {position} (value {value}) {} (value {to_value}): \
         position {to} is the last occurrence of {to_value}, and it is lost",
        Sequence.words(&claim)
    );
    if position != last && to_value != value {
        let _ = write!(
            text,
            " ({value} occurs again later, so position {position} has every move of position \
             {last}, the last {value})"
        );
    }
    (claim, text)
}

/// The last occurrences after `after` of the values one bit away from `value`, lowest bit
/// first, with their verdicts (all decided once the last occurrence of `value` is).
fn later_neighbours(sequence: &mut GrowingSequence, value: u8, after: usize) -> Vec<Neighbour> {
    (0..8)
        .filter_map(|bit| {
            let neighbour = value ^ (1 << bit);
            let position = sequence
                .last_occurrence(neighbour)
                .filter(|&position| position > after)?;
            Some(Neighbour {
                value: neighbour,
                position,
                wins: sequence.first_player_wins(position),
            })
        })
        .collect()
}

/// Why every move from `position`, the last occurrence of `value`, loses: the later last
/// occurrences one bit away (`later`) all win, and any other later position one bit away is an
/// earlier occurrence of its value, which wins.
fn every_move_loses(value: u8, position: usize, later: &[Neighbour]) -> String {
    let loses = Sequence.words(&Claim::Loses);
    let head = format!("{loses}: position {position} is the last occurrence of {value}, and");
    if later.is_empty() {
        return format!("{head} no later value is one bit away, so there is no move");
    }
    let named: Vec<String> = later
        .iter()
        .map(|neighbour| format!("{} at position {}", neighbour.value, neighbour.position))
        .collect();
    let (occurrences, win) = if later.len() == 1 {
        ("occurrence", "wins")
    } else {
        ("occurrences", "all win")
    };
    format!(
        "{head} the later last {occurrences} one bit away {win} ({}); any other later position \
         one bit away holds a value that occurs again, which wins",
        named.join(", ")
    )
}
