//! `cargo lab sum SUM [--misere] [--tree [--depth N]]`: a sum of different games in one line,
//! each component's value and how it was obtained, the nim-sum, and every winning move in the
//! component's own words; misère play by the SJ theorem where its condition is checked, by the
//! referee's search where the sum is small; the options of a position and the mex of their
//! values (`--tree`).

use crate::args::{Args, Opt, Section, Spec};
use crate::error::{Result, bail};
use crate::games::component::State;
use crate::games::notation;
use crate::games::outcome::{Evaluated, MisereOutcome, Move};

/// The most lines `--tree` prints.
pub const TREE_BOUND: usize = 300;

/// What `cargo lab sum --help` prints.
pub const SPEC: Spec = Spec {
    name: "sum",
    arguments: "SUM [--misere] [--tree] [--depth N]",
    summary: "a sum of different games in one line: each value and how it was obtained, the nim-sum, every winning move",
    about: "Evaluates a sum of games written in one line, components joined by +, each FAMILY:SIZE:
each component's Grundy value and how it was obtained (a table by mex, a period a theorem
proves, a formula), the nim-sum written out, and every winning move (each move of each
component to the value that makes the nim-sum 0), in the component's own words; or that every
move loses. Quote the sum for the shell: cargo lab sum '.77:5 + nim:3 + sub{1,3,4}:7'.",
    sections: &[
        Section {
            title: "the notation (FAMILY:SIZE)",
            options: &[
                Opt {
                    name: ".77:5",
                    value: None,
                    help: "an octal take-and-break code and a heap (a row): .77 Kayles, .07 Dawson's Kayles, 0.137, 4.3... Lasker's Nim; values by core's octal engine and the octal periodicity theorem (heaps of 10^6 and more once a period is proved), else by mex (one-heap codes: core's arithmetic-period argument)",
                },
                Opt {
                    name: "hex{8.3...}:5",
                    value: None,
                    help: "a hexadecimal code (digit bit 8: leave three heaps)",
                },
                Opt {
                    name: "nim:3",
                    value: None,
                    help: "a Nim heap (any size up to 2^64 - 1; 10^18 is read as a number)",
                },
                Opt {
                    name: "sub{1,3,4}:7",
                    value: None,
                    help: "a heap of the subtraction game taking 1, 3 or 4",
                },
                Opt {
                    name: "grundy:9",
                    value: None,
                    help: "Grundy's game: split a heap into two unequal heaps",
                },
                Opt {
                    name: "euclid:(5,3)",
                    value: None,
                    help: "Euclid's game: take a multiple of the smaller pile from the larger",
                },
                Opt {
                    name: "mock:THHT",
                    value: None,
                    help: "a coin row, heads H and tails T, coin 1 at the left, under turtles (turn 1 or 2 coins), mock (1 to 3: Mock Turtles), ruler (a run ending at the head), twins (exactly 2), or turn-sets: sizes{1,2,4} (that many coins), runs{1,3} (a run that long), distance{0,2} (the head and the coin that far to its left; 0: alone); the rightmost coin turned goes from heads to tails",
                },
                Opt {
                    name: "string:5",
                    value: None,
                    help: "a Green Hackenbush string of 5 edges",
                },
                Opt {
                    name: "tree:(()(()))",
                    value: None,
                    help: "a Green Hackenbush rooted tree: each pair of parentheses is an edge with what grows above it; the outermost pairs stand on the ground",
                },
                Opt {
                    name: "graph:0-1,1-2,2-0",
                    value: None,
                    help: "Green Hackenbush on any graph: its edges u-v, node 0 the ground; cycles, loops (0-0) and repeated edges allowed; valued by the fusion principle",
                },
            ],
        },
        Section {
            title: "options",
            options: &[
                Opt {
                    name: "--misere",
                    value: None,
                    help: "misère play (whoever moves last loses): by the SJ theorem when every position of value 0 each component can reach has no move (checked over at most 100000 positions a component), else by the referee's search of the whole sum (at most 200000 positions), else \"not decided\" with the reason",
                },
                Opt {
                    name: "--tree",
                    value: None,
                    help: "why the value: the position's options, each with its value, and their mex (for a sum, the mex of its options' values is its nim-sum)",
                },
                Opt {
                    name: "--depth",
                    value: Some("N"),
                    help: "with --tree, also the options' options, to depth N (1 or 2; default 1); at most 300 lines",
                },
            ],
        },
    ],
    after: "examples:\n  cargo lab sum '.77:5 + nim:3 + sub{1,3,4}:7'\n  cargo lab sum '.77:1000000 + nim:10^18'\n  cargo lab sum 'nim:1 + nim:1 + nim:3' --misere\n  cargo lab sum '.77:4' --tree",
};

/// Runs `cargo lab sum`.
///
/// # Errors
/// A sum that does not read, a component past a bound, or a bad option.
pub fn run(mut args: Args) -> Result {
    let misere = args.flag("--misere");
    let tree = args.flag("--tree");
    let depth = args.optional_number("--depth", 1..=2)?;
    let words = args.positional();
    if depth.is_some() && !tree {
        bail!("--depth goes with --tree");
    }
    if tree && misere {
        bail!(
            "--tree shows normal-play values (the mex of the options'), not misère ones: drop --misere"
        );
    }
    let [text] = &words[..] else {
        bail!(
            "give the sum as one quoted word, such as '.77:5 + nim:3' (got {} words)",
            words.len()
        );
    };
    print!(
        "{}",
        report(text, misere, tree.then(|| depth.unwrap_or(1) as usize))?
    );
    Ok(())
}

/// What `sum` prints for `text`.
///
/// # Errors
/// As [`run`].
pub fn report(text: &str, misere: bool, tree: Option<usize>) -> Result<String> {
    let components = notation::sum(text)?;
    let mut sum = Evaluated::new(components)?;
    let mut out = format!("sum: {}\n", texts(&sum).join(" + "));
    for (index, component) in sum.components.iter().enumerate() {
        out += &format!(
            "  #{} {component}: {}, value {}: {}\n",
            index + 1,
            component.family.describe(&component.state),
            sum.g[index],
            sum.values[index].how
        );
    }
    if let Some(depth) = tree {
        return Ok(out + &options_tree(&mut sum, depth)?);
    }
    let values: Vec<u64> = sum.g.clone();
    out += &format!("nim-sum: {}\n", grundy::nim_sum_text(&values));
    if misere {
        return Ok(out + &misere_text(&mut sum));
    }
    let moves = sum.normal_winning()?;
    if moves.is_empty() {
        out += "normal play: every move loses (nim-sum 0): the player to move loses, the other \
                player wins\n";
    } else {
        out +=
            "normal play: the player to move wins; every winning move (each leaves nim-sum 0):\n";
        out += &move_lines(&sum, &moves);
    }
    Ok(out)
}

/// Each component in the notation.
fn texts(sum: &Evaluated) -> Vec<String> {
    sum.components.iter().map(ToString::to_string).collect()
}

/// One line a move: `#1 .77:5 -> .77:3: take 2 ... (value 3)`.
pub fn move_lines(sum: &Evaluated, moves: &[Move]) -> String {
    let mut out = String::new();
    let mut said = Vec::new();
    for m in moves {
        let line = format!(
            "  #{} {} -> {}: {} (value {})\n",
            m.index + 1,
            sum.components[m.index],
            sum.after_text(m),
            sum.say(m),
            m.after
        );
        if !said.contains(&line) {
            out += &line;
            said.push(line);
        }
    }
    out
}

/// The misère part of the report.
fn misere_text(sum: &mut Evaluated) -> String {
    match sum.misere() {
        MisereOutcome::Theorem { wins, moves, why } => {
            let mut out = format!(
                "misère play, by the SJ theorem: the player to move wins exactly when the \
                 nim-sum is not 0 and some value is above 1, or the nim-sum is 0 and none is \
                 above 1 ({}). Its condition, every position of value 0 a component can reach \
                 has no move, holds:\n",
                grundy::misere_sum_text(&sum.g)
            );
            for line in why {
                out += &format!("  {line}\n");
            }
            out + &misere_verdict(sum, wins, &moves)
        }
        MisereOutcome::Search {
            wins,
            moves,
            positions,
            why,
        } => {
            let out = format!(
                "misère play, by the referee's search of the whole sum ({positions} positions), \
                 as the SJ theorem's condition (every position of value 0 a component can \
                 reach has no move) fails: {why}\n"
            );
            out + &misere_verdict(sum, wins, &moves)
        }
        MisereOutcome::Undecided(why) => format!("misère play: not decided here: {why}\n"),
    }
}

/// Who wins under misère play, and every winning move.
fn misere_verdict(sum: &Evaluated, wins: bool, moves: &[Move]) -> String {
    if !wins {
        "misère play: every move loses: the player to move loses, the other player wins\n".into()
    } else if moves.is_empty() {
        "misère play: the player to move wins: no move is left (the other player moved last)\n"
            .into()
    } else {
        "misère play: the player to move wins; every winning move (the values shown are \
         normal-play values of what is left):\n"
            .to_string()
            + &move_lines(sum, moves)
    }
}

/// `--tree`: the position's options and their values, and the mex; to `depth`.
fn options_tree(sum: &mut Evaluated, depth: usize) -> Result<String> {
    let start: Vec<(usize, State)> = sum
        .components
        .iter()
        .enumerate()
        .filter(|(_, c)| !c.family.finished(&c.state))
        .map(|(i, c)| (i, c.state.clone()))
        .collect();
    let mut lines = Vec::new();
    let value = branch(sum, &start, depth, 0, &mut lines)?;
    let mut out = format!("the position's value is {value}, the mex of its options' values:\n");
    for line in lines {
        out += &line;
        out.push('\n');
    }
    if sum.components.len() > 1 {
        out += &format!(
            "the mex of the options' values is {value}, the nim-sum {} (the Sprague-Grundy \
             theorem)\n",
            grundy::nim_sum_text(&sum.g)
        );
    }
    Ok(out)
}

/// The lines of `position`'s options (and theirs, to `depth`), indented by `level`; its value.
fn branch(
    sum: &mut Evaluated,
    position: &[(usize, State)],
    depth: usize,
    level: usize,
    lines: &mut Vec<String>,
) -> Result<u64> {
    let options = options(sum, position)?;
    let values: Vec<u64> = options.iter().map(|(_, value)| *value).collect();
    let value = grundy::mex(values.iter().map(|&v| u32::try_from(v).unwrap_or(u32::MAX)));
    for (option, option_value) in options {
        if lines.len() >= TREE_BOUND {
            bail!(
                "the tree has more than {TREE_BOUND} lines: ask for a smaller position or --depth 1"
            );
        }
        let text = position_text(sum, &option);
        lines.push(format!(
            "{}-> {text}: value {option_value}",
            "  ".repeat(level + 1)
        ));
        if level + 1 < depth {
            let below = lines.len() - 1;
            let found = branch(sum, &option, depth, level + 1, lines)?;
            lines[below] += &format!(" (the mex of its options' values below is {found})");
        }
    }
    if position.is_empty() {
        lines.push(format!("{}(no move: value 0)", "  ".repeat(level + 1)));
    }
    Ok(u64::from(value))
}

/// A position of the sum: its parts, each (the component it came from, its state).
type Position = Vec<(usize, State)>;

/// Every option of `position` (parts of the sum), with its value (the nim-sum of its parts').
fn options(sum: &mut Evaluated, position: &[(usize, State)]) -> Result<Vec<(Position, u64)>> {
    let mut found = Vec::new();
    for (place, (index, state)) in position.iter().enumerate() {
        let family = sum.components[*index].family.clone();
        let count = crate::games::values::move_count(&family, state);
        if count > TREE_BOUND as u128 {
            bail!(
                "'{}:{state}' has about {count} moves, more than the {TREE_BOUND} lines --tree prints",
                family.notation()
            );
        }
        for (_, left) in family.moves(state) {
            let mut option: Vec<(usize, State)> = position.to_vec();
            option.remove(place);
            for (offset, piece) in left.into_iter().enumerate() {
                option.insert(place + offset, (*index, piece));
            }
            let value = option
                .iter()
                .fold(0, |total, (i, s)| total ^ sum.values[*i].of(s));
            if !found.contains(&(option.clone(), value)) {
                found.push((option, value));
            }
        }
    }
    Ok(found)
}

/// A position of the sum in the notation (`0` for nothing left).
fn position_text(sum: &Evaluated, position: &[(usize, State)]) -> String {
    if position.is_empty() {
        return "nothing left".into();
    }
    let parts: Vec<String> = position
        .iter()
        .map(|(i, s)| format!("{}:{s}", sum.components[*i].family.notation()))
        .collect();
    parts.join(" + ")
}
