//! `cargo lab play SUM [--misere] [--computer-first]`: play a sum of games against the
//! computer, moves read from stdin line by line (a pipe will do): the computer plays a winning
//! move when it has one, else one that makes the game last. `cargo lab play PROBLEM` plays a
//! problem's case instead (through its binary's hidden `--play`).

mod problem;

use std::io::{BufRead, Write};

use crate::args::{Args, Opt, Section, Spec};
use crate::error::{Result, bail};
use crate::games::component::{Component, Family, State};
use crate::games::notation;
use crate::games::outcome::{Evaluated, MisereOutcome, Move};
use crate::sum::move_lines;

/// What `cargo lab play --help` prints.
pub const SPEC: Spec = Spec {
    name: "play",
    arguments: "SUM [--misere] [--computer-first] | PROBLEM [--input FILE] [--case N] [--computer-first]",
    summary: "play a sum of games (the notation of sum), or a problem's case, against the computer, moves typed or piped on stdin",
    about: "Plays the sum SUM, written as for `cargo lab sum`, against the computer, which plays a winning
move whenever it has one (else a move that makes the game last). You move first unless
--computer-first. A move is the component's number, a colon, and what the component becomes,
in the notation after the family's ':' (pieces joined by +, 0 for nothing left):
  1:3        component 1 becomes 3 (a heap of 3: take from a heap, or from the end of a row)
  1:1+2      component 1 becomes two pieces, 1 and 2 (take from inside a Kayles row)
  2:0        component 2 is emptied
  3:HTTT     a coin row after the turn; 4:(()) a tree after the cut; 5:(3,2) Euclid's piles
Components are numbered as the position after each move shows them. An illegal or unreadable
move is refused and the legal ones named; the game goes on. `?` prints every winning move
with the values; `quit` or the end of the input ends the game.

PROBLEM (a crate under problems/) plays case N of its input (default: its
samples/official-1.in, case 1) by its release binary, on the problem's real rules as its
referee plays them (normal or misère as the problem says), moves in the words its --explain
claims use. Each turn the position and the legal moves are shown numbered; type a number or a
move's words exactly, `?` for every winning move (the referee's), or `quit`. A case too large
for the referee is an error.",
    sections: &[Section {
        title: "options",
        options: &[
            Opt { name: "SUM", value: None, help: "the sum, one quoted word: '.77:5 + nim:3'" },
            Opt { name: "--misere", value: None, help: "misère play: whoever makes the last move loses (the computer's moves by the SJ theorem or the referee's search, as `sum --misere`)" },
            Opt { name: "--computer-first", value: None, help: "the computer makes the first move" },
            Opt { name: "PROBLEM", value: None, help: "a problem's name (hdu-5795-a-simple-nim): play a case of its input" },
            Opt { name: "--input", value: Some("FILE"), help: "with PROBLEM: the input whose case is played (default: its samples/official-1.in)" },
            Opt { name: "--case", value: Some("N"), help: "with PROBLEM: which case of the input, from 1 (default 1)" },
        ],
    }],
    after: "examples:\n  printf '1:3\\n?\\n' | cargo lab play '.77:5 + nim:3'\n  printf '?\\n4 3\\n' | cargo lab play luogu-1247-matches",
};

/// Runs `cargo lab play`.
///
/// # Errors
/// A sum that does not read, a component past a bound, a bad option, or stdin unreadable.
pub fn run(mut args: Args) -> Result {
    let misere = args.flag("--misere");
    let computer_first = args.flag("--computer-first");
    let input = args.value("--input")?;
    let case = args.optional_number("--case", 1..=u64::from(u32::MAX))?;
    let words = args.positional();
    if let [name] = &words[..]
        && crate::workspace::is_plain_name(name)
    {
        if misere {
            bail!(
                "--misere goes with a SUM: a problem's game has its own play, which play follows"
            );
        }
        let name = name.clone();
        let case = case.unwrap_or(1);
        let asked = problem::Asked {
            name,
            input,
            case,
            computer_first,
        };
        return problem::run(asked);
    }
    if input.is_some() || case.is_some() {
        bail!("--input and --case go with a PROBLEM, not a SUM");
    }
    let [text] = &words[..] else {
        bail!(
            "give the sum as one quoted word, such as '.77:5 + nim:3' (got {} words)",
            words.len()
        );
    };
    let position = live(notation::sum(text)?);
    Evaluated::new(position.clone())?;
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    let mut game = Game {
        position,
        misere,
        out: &mut out,
    };
    game.play(&mut stdin.lock(), computer_first)
}

/// The components that can still move.
fn live(components: Vec<Component>) -> Vec<Component> {
    components
        .into_iter()
        .filter(|c| !c.family.finished(&c.state))
        .collect()
}

/// A game in progress.
struct Game<'a> {
    position: Vec<Component>,
    misere: bool,
    out: &'a mut dyn Write,
}

impl Game<'_> {
    fn say(&mut self, text: &str) -> Result {
        writeln!(self.out, "{text}").map_err(|e| crate::error::Error(format!("cannot write: {e}")))
    }

    /// Plays to the end or to `quit`.
    fn play(&mut self, input: &mut dyn BufRead, computer_first: bool) -> Result {
        let rules = if self.misere {
            "misère play: whoever moves last loses"
        } else {
            "normal play: whoever moves last wins"
        };
        self.say(&format!(
            "{rules}. Your move: N:AFTER (e.g. 1:3, 1:1+2, 2:0); ? for the winning moves; quit"
        ))?;
        let mut computer_to_move = computer_first;
        let mut moved = true;
        loop {
            if moved {
                self.say(&format!("position: {}", position_text(&self.position)))?;
            }
            moved = true;
            if self.position.is_empty() {
                let last_mover_wins = !self.misere;
                let last_was_computer = !computer_to_move;
                let computer_wins = last_was_computer == last_mover_wins;
                let winner = if computer_wins {
                    "the computer wins"
                } else {
                    "you win"
                };
                let mover = if last_was_computer {
                    "the computer"
                } else {
                    "you"
                };
                return self.say(&format!("no move is left: {mover} moved last, so {winner}"));
            }
            if computer_to_move {
                let (sum, chosen, wins) = computer_move(&self.position, self.misere)?;
                let line = move_lines(&sum, std::slice::from_ref(&chosen));
                let note = if wins {
                    ""
                } else {
                    " (no winning move: one that makes the game last)"
                };
                self.say(&format!(
                    "computer{note}:{}",
                    line.trim_end()
                        .trim_start_matches(' ')
                        .replacen('#', " #", 1)
                ))?;
                self.apply(&chosen);
                computer_to_move = false;
                continue;
            }
            let mut line = String::new();
            let read = input
                .read_line(&mut line)
                .map_err(|e| crate::error::Error(format!("cannot read stdin: {e}")))?;
            let line = line.trim();
            if read == 0 || line == "quit" {
                return self.say("game ended: no winner");
            }
            moved = false;
            if line.is_empty() {
                continue;
            }
            if line == "?" {
                let text = winning_text(&self.position, self.misere)?;
                self.say(text.trim_end())?;
                continue;
            }
            match self.person_move(line) {
                Ok(chosen) => {
                    let sum = Evaluated::new(self.position.clone())?;
                    let said = move_lines(&sum, std::slice::from_ref(&chosen));
                    self.say(&format!("you:{}", said.trim_end().replacen("  #", " #", 1)))?;
                    self.apply(&chosen);
                    computer_to_move = true;
                    moved = true;
                }
                Err(refusal) => self.say(&format!("refused: {refusal}"))?,
            }
        }
    }

    /// The position after `chosen`: its component replaced by what is left.
    fn apply(&mut self, chosen: &Move) {
        let family = self.position[chosen.index].family.clone();
        let pieces = chosen.left.iter().map(|state| Component {
            family: family.clone(),
            state: state.clone(),
        });
        let pieces: Vec<Component> = live(pieces.collect());
        self.position.splice(chosen.index..=chosen.index, pieces);
    }

    /// The move `line` names, or why it is refused (with the legal moves).
    fn person_move(&self, line: &str) -> std::result::Result<Move, String> {
        let Some((number, after)) = line.split_once(':') else {
            return Err(format!(
                "{line:?} is not a move: write N:AFTER. {}",
                legal_text(&self.position, None)
            ));
        };
        let index = match number.trim().parse::<usize>() {
            Ok(n) if (1..=self.position.len()).contains(&n) => n - 1,
            _ => {
                return Err(format!(
                    "{:?} is not a component's number (1 to {}). {}",
                    number.trim(),
                    self.position.len(),
                    legal_text(&self.position, None)
                ));
            }
        };
        let family = &self.position[index].family;
        let mut left = Vec::new();
        if !matches!(after.trim(), "0" | "-") {
            for piece in after.split('+') {
                match notation::state(family, piece.trim()) {
                    Ok(state) if !family.finished(&state) => left.push(state),
                    Ok(_) => {}
                    Err(message) => {
                        return Err(format!(
                            "{:?}: {message}. {}",
                            piece.trim(),
                            legal_text(&self.position, Some(index))
                        ));
                    }
                }
            }
        }
        left.sort();
        find_move(&self.position, index, &left).ok_or_else(|| {
            format!(
                "#{} cannot become {}. {}",
                index + 1,
                after.trim(),
                legal_text(&self.position, Some(index))
            )
        })
    }
}

/// The position in the notation, each component numbered.
fn position_text(position: &[Component]) -> String {
    if position.is_empty() {
        return "nothing left".into();
    }
    let parts: Vec<String> = position
        .iter()
        .enumerate()
        .map(|(i, c)| format!("{}) {c}", i + 1))
        .collect();
    parts.join("  ")
}

/// The move of component `index` that leaves exactly `left` (sorted, finished pieces left out).
fn find_move(position: &[Component], index: usize, left: &[State]) -> Option<Move> {
    let Component { family, state } = &position[index];
    if let (Family::Nim | Family::Stalk, State::Heap(n)) = (family, state) {
        let m = match left {
            [] => 0,
            [State::Heap(m)] if m < n => *m,
            _ => return None,
        };
        return Some(Move {
            index,
            step: crate::games::component::Step::Take(n - m, vec![m]),
            left: left.to_vec(),
            after: m,
        });
    }
    let mut sum = Evaluated::new(position.to_vec()).ok()?;
    let moves = sum.all_moves(index).ok()?;
    moves.into_iter().find(|m| {
        let mut pieces = m.left.clone();
        pieces.sort();
        pieces == left
    })
}

/// The legal moves of component `only` (or of every component), as typed; at most 40.
fn legal_text(position: &[Component], only: Option<usize>) -> String {
    let mut typed = Vec::new();
    for index in 0..position.len() {
        if only.is_some_and(|only| only != index) {
            continue;
        }
        let Component { family, state } = &position[index];
        if let (Family::Nim | Family::Stalk, State::Heap(n)) = (family, state) {
            typed.push(format!("{}:0 to {}:{}", index + 1, index + 1, n - 1));
            continue;
        }
        let Ok(mut sum) = Evaluated::new(position.to_vec()) else {
            continue;
        };
        let Ok(moves) = sum.all_moves(index) else {
            typed.push(format!("#{} has too many moves to list", index + 1));
            continue;
        };
        for m in moves {
            let pieces: Vec<String> = m.left.iter().map(State::to_string).collect();
            let text = format!(
                "{}:{}",
                index + 1,
                if pieces.is_empty() {
                    "0".into()
                } else {
                    pieces.join("+")
                }
            );
            if !typed.contains(&text) {
                typed.push(text);
            }
        }
    }
    let more = typed.len().saturating_sub(40);
    typed.truncate(40);
    let more = if more > 0 {
        format!(" and {more} more")
    } else {
        String::new()
    };
    format!("legal moves: {}{more}", typed.join(", "))
}

/// What `?` prints: every winning move with the values, or that there is none.
fn winning_text(position: &[Component], misere: bool) -> Result<String> {
    let mut sum = Evaluated::new(position.to_vec())?;
    let values = grundy::nim_sum_text(&sum.g);
    if !misere {
        let moves = sum.normal_winning()?;
        if moves.is_empty() {
            return Ok(format!("nim-sum {values}: every move loses"));
        }
        return Ok(format!(
            "nim-sum {values}: every winning move (each leaves nim-sum 0):\n{}",
            move_lines(&sum, &moves)
        ));
    }
    Ok(match sum.misere() {
        MisereOutcome::Theorem { wins: false, .. } | MisereOutcome::Search { wins: false, .. } => {
            format!("values {values}: under misère play every move loses")
        }
        MisereOutcome::Theorem { moves, .. } | MisereOutcome::Search { moves, .. } => format!(
            "values {values}: every misère winning move (values shown are normal-play values):\n{}",
            move_lines(&sum, &moves)
        ),
        MisereOutcome::Undecided(why) => format!("misère play: not decided here: {why}"),
    })
}

/// The computer's move in `position` (which has a move): a winning one if there is one, else
/// one that makes the game last; the sum evaluated, and whether the move wins.
///
/// # Errors
/// A component past a bound.
pub fn computer_move(position: &[Component], misere: bool) -> Result<(Evaluated, Move, bool)> {
    let mut sum = Evaluated::new(position.to_vec())?;
    let winning = if misere {
        match sum.misere() {
            MisereOutcome::Theorem { moves, .. } | MisereOutcome::Search { moves, .. } => moves,
            MisereOutcome::Undecided(_) => Vec::new(),
        }
    } else {
        sum.normal_winning()?
    };
    if let Some(first) = winning.into_iter().next() {
        return Ok((sum, first, true));
    }
    let mut best: Option<(u128, Move)> = None;
    for index in 0..sum.components.len() {
        let Component { family, state } = &sum.components[index];
        let moves = if let (Family::Nim | Family::Stalk, State::Heap(n)) = (family, state) {
            let left = if *n == 1 {
                vec![]
            } else {
                vec![State::Heap(n - 1)]
            };
            vec![Move {
                index,
                step: crate::games::component::Step::Take(1, vec![n - 1]),
                left,
                after: n - 1,
            }]
        } else {
            sum.all_moves(index)?
        };
        for m in moves {
            let size: u128 = m.left.iter().map(size).sum();
            if best.as_ref().is_none_or(|(most, _)| size > *most) {
                best = Some((size, m));
            }
        }
    }
    let (_, chosen) = best.ok_or_else(|| crate::error::Error("no move is left".into()))?;
    Ok((sum, chosen, false))
}

/// How much is left in a state, for a move that makes the game last.
fn size(state: &State) -> u128 {
    match state {
        State::Heap(n) => u128::from(*n),
        State::Pair(a, b) => u128::from(*a) + u128::from(*b),
        State::Row(row) => row
            .iter()
            .enumerate()
            .filter(|(_, h)| **h)
            .map(|(i, _)| i as u128 + 1)
            .sum(),
        State::Tree(tree) => tree.edges() as u128,
        State::Graph(edges) => edges.len() as u128,
    }
}

#[cfg(test)]
mod tests {
    use grundy::{Misere, Referee, Rng, Sum};

    use super::*;
    use crate::games::component::Mixed;

    /// Whether the player to move wins `position` by the referee's search (normal or misère).
    fn referee_wins(position: &[Component], misere: bool) -> bool {
        let (mixed, start) = Mixed::new(position);
        if misere {
            Referee::new(Misere(Sum(mixed))).wins(&start)
        } else {
            Referee::new(Sum(mixed)).wins(&start)
        }
    }

    /// Plays the computer against every answer of its opponent from `position`, checking by
    /// the referee that each computer move leaves a lost position.
    /// Returns how many computer moves were checked.
    fn computer_always_wins(position: Vec<Component>, misere: bool, text: &str) -> usize {
        if position.is_empty() {
            return 0;
        }
        let mut checked = 1;
        let (_, chosen, wins) = computer_move(&position, misere).unwrap();
        assert!(wins, "{text}: the computer found no winning move");
        let mut game = Game {
            position,
            misere,
            out: &mut std::io::sink(),
        };
        game.apply(&chosen);
        assert!(
            !referee_wins(&game.position, misere),
            "{text}: {chosen:?} does not win"
        );
        let after = game.position.clone();
        for index in 0..after.len() {
            let mut sum = Evaluated::new(after.clone()).unwrap();
            for answer in sum.all_moves(index).unwrap() {
                let mut game = Game {
                    position: after.clone(),
                    misere,
                    out: &mut std::io::sink(),
                };
                game.apply(&answer);
                checked += computer_always_wins(game.position, misere, text);
            }
        }
        checked
    }

    #[test]
    fn from_a_winning_position_the_computer_wins_against_every_answer() {
        let mut rng = Rng::new(5);
        let (mut played, mut checked) = (0, 0);
        while played < 25 {
            let text = format!(
                "{} + nim:{} + sub{{1,3,4}}:{}",
                rng.pick(&[".77:3", ".07:4", "mock:THT", "tree:(())", "euclid:(3,2)"]),
                rng.range(0..=3),
                rng.range(0..=4)
            );
            for misere in [false, true] {
                let position = live(notation::sum(&text).unwrap());
                if !position.is_empty() && referee_wins(&position, misere) {
                    checked += computer_always_wins(position, misere, &text);
                    played += 1;
                }
            }
        }
        assert!(checked > 100, "{checked}");
    }
}
