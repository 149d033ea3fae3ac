//! Crosses and Crosses: `--explain`, `--help` and `--version`. Every explained cross is read back
//! from its words (never from the solver's own search) and checked by the referee on the real
//! rules (three in a row wins) on every board up to 24 cells and on thousands of random small
//! inputs; on longer boards, by the safe runs it leaves, worth 0 by the test's own `.007`
//! values. Cut at two spaces, the explained output is the judge's output.

use crate::common;

use common::{REFEREE_LIMIT, board_lengths, input};
use grundy::{InputError, OctalGame, Options, Referee};
use grundy_tests::{
    Claim, Rng, assert_command_line, assert_explained_samples_match_their_twins,
    assert_explanations_hold, cut_explanations,
};
use poj_3537_crosses::real_rules::{Row, Rules};
use poj_3537_crosses::{PROGRAM, run, solve};

/// The longest board whose explained cross the referee checks, one board at a time.
const LONGEST_REFEREE_BOARD: u8 = 24;

/// A cross claimed in words: its cell (from 1), the board's Grundy value and the rest of the
/// line after `-> 0: `, as written.
#[derive(Debug)]
struct Claimed<'a> {
    cell: usize,
    value: u32,
    left: &'a str,
}

/// The claim of one explained line, read back from its words:
/// `1  put a cross on cell C (Grundy value V -> 0: ...)` or `2  every move loses: ...`. `None`
/// for a loss.
fn read_line(line: &str) -> Option<Claimed<'_>> {
    let Some((answer, explanation)) = line.split_once("  ") else {
        panic!("no explanation on {line:?}");
    };
    if explanation.starts_with("every move loses: ") {
        assert_eq!(answer, "2", "{line:?}");
        return None;
    }
    assert_eq!(answer, "1", "{line:?}");
    let words = explanation
        .strip_prefix("put a cross on cell ")
        .and_then(|rest| rest.split_once(" (Grundy value "))
        .and_then(|(cell, rest)| Some((cell, rest.split_once(" -> 0: ")?)))
        .and_then(|(cell, (value, left))| Some((cell, value, left.strip_suffix(')')?)));
    let Some((cell, value, left)) = words else {
        panic!("cannot read the cross in {line:?}");
    };
    let cell: usize = cell.parse().expect("a cell number");
    assert!(cell >= 1, "cells are counted from 1: {line:?}");
    Some(Claimed {
        cell,
        value: value.parse().expect("a Grundy value"),
        left,
    })
}

/// The claims of an output, as the referee's moves (the 0-based cell).
fn read_claims(output: &str) -> Vec<Claim<u8>> {
    output
        .lines()
        .map(|line| match read_line(line) {
            None => Claim::Loses,
            Some(cross) => Claim::Wins((cross.cell - 1) as u8),
        })
        .collect()
}

/// The explained output of `input`, checked to be the plain one once cut at two spaces.
fn explained(input: &str) -> Result<String, InputError> {
    let output = run(&Options::new().explained(), input)?;
    assert_eq!(cut_explanations(&output), solve(input)?, "input {input:?}");
    Ok(output)
}

/// Checks the explained boards of `boards` (one board per input) with the referee.
fn explanations_hold(seed: u64, boards: &[u8]) -> usize {
    let mut referee = Referee::new(Rules);
    let mut boards = boards.iter();
    let count = boards.len();
    let draw = |_: &mut Rng| {
        let &n = boards.next().expect("a board per input");
        (format!("{n}\n"), vec![Row::empty(n)])
    };
    assert_explanations_hold(seed, count, &mut referee, explained, draw, read_claims)
}

#[test]
fn explained_crosses_win_by_the_referee_on_every_board_up_to_24() {
    let boards: Vec<u8> = (1..=LONGEST_REFEREE_BOARD).collect();
    assert_eq!(explanations_hold(24, &boards), 24);
}

#[test]
fn explained_crosses_win_by_the_referee_on_3000_boards_of_1000_random_inputs() {
    let mut referee = Referee::new(Rules);
    let draw = |rng: &mut Rng| {
        let boards: Vec<u8> = (0..3)
            .map(|_| rng.range(1..=u64::from(REFEREE_LIMIT)) as u8)
            .collect();
        let positions = boards.iter().map(|&n| Row::empty(n)).collect();
        (input(&boards), positions)
    };
    let checked = assert_explanations_hold(3537, 1000, &mut referee, explained, draw, read_claims);
    assert_eq!(checked, 3000);
}

/// Checks each explained line of `output` for `boards` by the reduction of README.md, with
/// `.007` values `heaps` computed here: a loss is claimed exactly where the first player loses;
/// a claimed cross lies on the board, the value written is `g(n + 2)`, and the runs of safe
/// cells it leaves (cells more than two away from it), as written, are worth 0 together.
fn assert_crosses_leave_safe_runs_worth_0(boards: &[u64], output: &str, heaps: &[u32]) {
    let lines: Vec<&str> = output.lines().collect();
    assert_eq!(lines.len(), boards.len(), "{output}");
    for (&n, line) in boards.iter().zip(lines) {
        let n = n as usize;
        let Some(cross) = read_line(line) else {
            assert!(n == 2 || heaps[n + 2] == 0, "board {n}: {line:?}");
            continue;
        };
        assert!(n != 2 && cross.cell <= n, "board {n}: {line:?}");
        assert_eq!(cross.value, heaps[n + 2], "board {n}: {line:?}");
        let runs: Vec<usize> = [cross.cell - 1, n - cross.cell]
            .into_iter()
            .map(|side| side.saturating_sub(2))
            .filter(|&run| run > 0)
            .collect();
        let worth: Vec<u32> = runs.iter().map(|&run| heaps[run + 2]).collect();
        let words = match runs[..] {
            [] => "no safe cell is left".to_owned(),
            [1] => format!("one safe cell is left, worth {}", worth[0]),
            [run] => format!("a run of {run} safe cells is left, worth {}", worth[0]),
            [a, b] => format!(
                "runs of {a} and {b} safe cells are left, worth {} ^ {} = 0",
                worth[0], worth[1]
            ),
            _ => unreachable!(),
        };
        assert_eq!(cross.left, words, "board {n}: {line:?}");
        assert_eq!(worth.iter().fold(0, |acc, &w| acc ^ w), 0, "{line:?}");
    }
}

#[test]
fn explained_crosses_on_every_board_up_to_2000_leave_safe_runs_worth_0() {
    let heaps = OctalGame::parse(".007").unwrap().grundy_direct(2002);
    let boards: Vec<u64> = (1..=2000).collect();
    let output = explained(&input(&boards)).unwrap();
    assert_crosses_leave_safe_runs_worth_0(&boards, &output, &heaps);
}

#[test]
fn explained_samples_are_the_plain_samples_with_claims_that_hold() {
    let heaps = OctalGame::parse(".007").unwrap().grundy_direct(2002);
    let explained = assert_explained_samples_match_their_twins(env!("CARGO_MANIFEST_DIR"));
    for (sample, output) in &explained {
        let boards = board_lengths(&sample.text());
        assert_crosses_leave_safe_runs_worth_0(&boards, output, &heaps);
        if boards
            .iter()
            .all(|&n| n <= u64::from(LONGEST_REFEREE_BOARD))
        {
            let positions = boards.iter().map(|&n| Row::empty(n as u8)).collect();
            let mut draw = Some((sample.text(), positions));
            let checked = assert_explanations_hold(
                0,
                1,
                &mut Referee::new(Rules),
                |_| Ok(output.clone()),
                |_| draw.take().expect("one input"),
                read_claims,
            );
            assert_eq!(checked, boards.len());
        }
    }
    assert!(
        explained.len() >= 2,
        "{} explained samples",
        explained.len()
    );
}

#[test]
fn the_board_of_two_cells_is_explained_by_the_real_rules_not_the_heap() {
    // Heap 4 of .007 is worth 1, but on two cells three in a row never fits.
    assert_eq!(
        explained("2\n").unwrap(),
        "2  every move loses: the second cross fills the board, and three in a row never fits\n"
    );
}

#[test]
fn the_help_version_and_an_unknown_option_answer_as_every_binary_does() {
    assert_command_line(&PROGRAM, env!("CARGO_MANIFEST_DIR"), run);
}
