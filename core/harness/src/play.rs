//! Playing one case of a problem against the computer, on the referee's game (the problem's
//! real rules), the moves said in the words of its `--explain` claims: the hidden tool
//! `--play FILE [CASE]` of every problem binary, which `cargo lab play PROBLEM` runs.

use std::io::{BufRead, Write};

use grundy::{Game, Play, Referee};

use crate::input::quote;
use crate::problem::{Claim, Explained};
use crate::shape::Shape;

/// A problem that can be played against the computer from its input's text: every
/// [`Explained`] problem is. What a binary's hidden tool `--play` uses, without knowing the
/// problem's types.
pub trait Playable: Sync {
    /// Plays case `case` (counted from 1) of the input `text` against the computer: the
    /// person's moves read from `moves` line by line, everything said to `out` (see [`play`]).
    /// With `computer_first`, the computer makes the first move.
    ///
    /// # Errors
    /// In words, after which the input's name may stand: an input that does not read (where
    /// and what), a case the input does not have, a case too large for the referee
    /// ([`Explained::positions`] is `None`), or stdin or stdout failing.
    fn play_text(
        &self,
        text: &str,
        case: usize,
        computer_first: bool,
        moves: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Result<Winner, String>;
}

impl<P: Explained> Playable for P {
    fn play_text(
        &self,
        text: &str,
        case: usize,
        computer_first: bool,
        moves: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Result<Winner, String> {
        let input = self.shape().read_all(text).map_err(|e| e.to_string())?;
        let Some((game, positions)) = self.positions(&input) else {
            return Err(format!(
                "case {case}: the input is too large for the referee's exhaustive search"
            ));
        };
        let Some(start) = case.checked_sub(1).and_then(|at| positions.get(at)) else {
            let cases = positions.len();
            let plural = if cases == 1 { "" } else { "s" };
            return Err(format!(
                "no case {case}: the input has {cases} case{plural}"
            ));
        };
        let words = |found: &_| self.words(&Claim::Wins(Clone::clone(found)));
        let start = start.clone();
        let table = Table {
            words: &words,
            position: &|game, position| self.position_words(game, position),
        };
        play(game, start, &table, computer_first, moves, out)
            .map_err(|error| format!("cannot play on: {error}"))
    }
}

/// How a game's moves and positions are said: in the problem's words.
pub struct Table<'a, G: Game> {
    /// A move's words (as `--explain` says a winning move).
    pub words: &'a dyn Fn(&G::Move) -> String,
    /// A position's words, in the game.
    pub position: &'a dyn Fn(&G, &G::Position) -> String,
}

impl<G: Game> std::fmt::Debug for Table<'_, G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Table")
    }
}

/// Who won a game, or that it was left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Winner {
    /// The person.
    Person,
    /// The computer.
    Computer,
    /// Nobody: the person typed `quit`, or the moves ran out.
    Nobody,
}

/// Plays `game` from `start`, the person against the computer, the person first unless
/// `computer_first`; returns who won.
///
/// Each turn the position is printed (`position: ...`) with the legal moves numbered in their
/// words (`legal moves: 1) ... | 2) ...`). The person's line is a move's number or its words
/// exactly, `?` (every winning move, by the referee's [`Referee::winning_moves`], or that
/// every move loses) or `quit`; anything else is refused with the legal moves named, and the
/// game goes on. The computer plays a winning move when it has one, else the legal move that
/// leaves the most moves (the first of those). When no move is left, the game's
/// [`play`](Game::play) says who won: the player who cannot move loses under normal play and
/// wins under misère play.
///
/// # Errors
/// Reading `moves` or writing `out` failing.
///
/// # Complexity
/// The referee's search of the positions reached (see [`Referee`]), and each turn's moves.
///
/// # Example
/// ```
/// use grundy::{Subtraction, Sum};
/// use harness::{Table, Winner, play};
///
/// // A heap of 4; take 1 or 2. Taking 1 leaves 3, lost for the computer; 2) is "take 2".
/// let words = |&(_, take): &(usize, u64)| format!("take {take}");
/// let position = |_: &_, heaps: &Vec<u64>| format!("a heap of {}", heaps.iter().sum::<u64>());
/// let table = Table { words: &words, position: &position };
/// let (mut moves, mut out) = ("take 1\n2\n".as_bytes(), Vec::new());
/// let game = Sum(Subtraction::new([1, 2]));
/// let winner = play(game, vec![4], &table, false, &mut moves, &mut out)?;
/// assert_eq!(winner, Winner::Person);
/// let out = String::from_utf8(out).unwrap();
/// assert!(out.contains("legal moves: 1) take 1 | 2) take 2\n"), "{out}");
/// assert!(out.ends_with("no move is left: you moved last, so you win\n"), "{out}");
/// # Ok::<(), std::io::Error>(())
/// ```
pub fn play<G: Game>(
    game: G,
    start: G::Position,
    table: &Table<'_, G>,
    computer_first: bool,
    moves: &mut dyn BufRead,
    out: &mut dyn Write,
) -> std::io::Result<Winner> {
    let play = game.play();
    let mut referee = Referee::new(game);
    let rules = match play {
        Play::Normal => "normal play: whoever moves last wins",
        Play::Misere => "misère play: whoever moves last loses",
    };
    writeln!(
        out,
        "{rules}. Your move: its number or its words; ? for the winning moves; quit"
    )?;
    let (mut position, mut computer_to_move, mut show) = (start, computer_first, true);
    let mut moved = false;
    loop {
        let legal = referee.game().moves(&position);
        if show {
            writeln!(
                out,
                "position: {}",
                (table.position)(referee.game(), &position)
            )?;
        }
        show = true;
        if legal.is_empty() && !moved {
            // The player to move cannot move: lost under normal play, won under misère.
            let mover_wins = play == Play::Misere;
            let (who, verdict) = match (computer_to_move, mover_wins) {
                (true, true) => ("the computer", "wins"),
                (true, false) => ("the computer", "loses"),
                (false, true) => ("you", "win"),
                (false, false) => ("you", "lose"),
            };
            writeln!(
                out,
                "no move is left at the start: {who}, to move, {verdict}"
            )?;
            return Ok(winner(computer_to_move == mover_wins));
        }
        if legal.is_empty() {
            let last_was_computer = !computer_to_move;
            let computer_wins = last_was_computer == (play == Play::Normal);
            let (mover, said) = match (last_was_computer, computer_wins) {
                (true, true) => ("the computer", "the computer wins"),
                (true, false) => ("the computer", "you win"),
                (false, true) => ("you", "the computer wins"),
                (false, false) => ("you", "you win"),
            };
            writeln!(out, "no move is left: {mover} moved last, so {said}")?;
            return Ok(winner(computer_wins));
        }
        if computer_to_move {
            let (chosen, wins) = computer_move(&mut referee, &legal);
            let note = if wins {
                ""
            } else {
                " (no winning move: the one that leaves the most moves)"
            };
            writeln!(out, "computer{note}: {}", (table.words)(&legal[chosen].0))?;
            position = legal[chosen].1.clone();
            (computer_to_move, moved) = (false, true);
            continue;
        }
        writeln!(out, "legal moves: {}", numbered(table, &legal))?;
        let mut line = String::new();
        if moves.read_line(&mut line)? == 0 {
            writeln!(out, "game ended: no winner")?;
            return Ok(Winner::Nobody);
        }
        let typed = line.trim();
        if typed == "quit" {
            writeln!(out, "game ended: no winner")?;
            return Ok(Winner::Nobody);
        }
        if typed == "?" {
            let winning = referee.winning_moves(&position);
            if winning.is_empty() {
                writeln!(out, "every move loses")?;
            } else {
                let said: Vec<String> = winning.iter().map(|m| (table.words)(m)).collect();
                writeln!(out, "winning moves: {}", said.join(" | "))?;
            }
            show = false;
            continue;
        }
        let Some(chosen) = chosen(table, &legal, typed) else {
            writeln!(out, "refused: {} is not a legal move", quote(typed))?;
            show = false;
            continue;
        };
        writeln!(out, "you: {}", (table.words)(&legal[chosen].0))?;
        position = legal[chosen].1.clone();
        (computer_to_move, moved) = (true, true);
    }
}

/// The computer if `computer_wins`, else the person.
fn winner(computer_wins: bool) -> Winner {
    if computer_wins {
        Winner::Computer
    } else {
        Winner::Person
    }
}

/// `1) words | 2) words | ...`.
fn numbered<G: Game>(table: &Table<'_, G>, legal: &[(G::Move, G::Position)]) -> String {
    let said: Vec<String> = legal
        .iter()
        .enumerate()
        .map(|(i, (found, _))| format!("{}) {}", i + 1, (table.words)(found)))
        .collect();
    said.join(" | ")
}

/// The index of the move `typed` names: its number (from 1) or its words exactly.
fn chosen<G: Game>(
    table: &Table<'_, G>,
    legal: &[(G::Move, G::Position)],
    typed: &str,
) -> Option<usize> {
    if let Ok(number) = typed.parse::<usize>() {
        if (1..=legal.len()).contains(&number) {
            return Some(number - 1);
        }
    }
    legal
        .iter()
        .position(|(found, _)| (table.words)(found) == typed)
}

/// The computer's move among `legal` (not empty): the first winning one, else the one leaving
/// the most moves (the first of those); and whether it wins.
fn computer_move<G: Game>(
    referee: &mut Referee<G>,
    legal: &[(G::Move, G::Position)],
) -> (usize, bool) {
    if let Some(at) = legal.iter().position(|(_, after)| !referee.wins(after)) {
        return (at, true);
    }
    let most = (0..legal.len())
        .rev()
        .max_by_key(|&at| referee.game().moves(&legal[at].1).len())
        .expect("the computer moves only where a move is left");
    (most, false)
}

#[cfg(test)]
mod tests;
