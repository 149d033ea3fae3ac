//! Strips: `--explain`, `--help` and `--version`. Every explained strip is read back from its
//! words (never from the solver's own search) and checked: by the referee on the real rules on
//! small boards, and past the table, where boards reach 10^18 cells, by the two runs it leaves
//! having equal values (a certified period the test finds itself). Cut at two spaces, the
//! explained output is the judge's output.

use crate::common;

use bzoj_2940_strips::real_rules::Placement;
use bzoj_2940_strips::{PROGRAM, run, solve};
use common::{REFEREE_LIMIT, input, referee, strips_and_boards};
use grundy::{OctalGame, Options, certified_period};
use grundy_tests::{
    Claim, Rng, assert_command_line, assert_explained_samples_match_their_twins,
    assert_explanations_hold, cut_explanations,
};

/// The strips' colours, in the input's order.
const COLOURS: [&str; 3] = ["red", "green", "blue"];

/// A strip claimed in words: its colour (index), its first and last cell (from 1), and the
/// board's Grundy value as written.
#[derive(Debug)]
struct Claimed {
    colour: usize,
    first: u64,
    last: u64,
    value: u32,
}

/// The claim of one explained line, read back from its words:
/// `1  place the <colour> strip on cell A (Grundy value V -> 0: ...)` (or `cells A..B`), or
/// `2  every move loses: ...`. `None` for a loss.
fn read_line(line: &str) -> Option<Claimed> {
    let Some((answer, explanation)) = line.split_once("  ") else {
        panic!("no explanation on {line:?}");
    };
    if explanation.starts_with("every move loses: ") {
        assert!(explanation.ends_with("Grundy value 0"), "{line:?}");
        assert_eq!(answer, "2", "{line:?}");
        return None;
    }
    assert_eq!(answer, "1", "{line:?}");
    let number = |text: &str| -> u64 {
        text.parse()
            .unwrap_or_else(|_| panic!("{text:?} in {line:?} is not a number"))
    };
    let words = explanation
        .strip_prefix("place the ")
        .and_then(|rest| rest.split_once(" strip on "))
        .and_then(|(colour, rest)| Some((colour, rest.split_once(" (Grundy value ")?)))
        .and_then(|(colour, (cells, rest))| Some((colour, cells, rest.split_once(" -> 0: ")?.0)));
    let Some((colour, cells, value)) = words else {
        panic!("cannot read the strip in {line:?}");
    };
    let colour = COLOURS
        .iter()
        .position(|&name| name == colour)
        .unwrap_or_else(|| panic!("no colour {colour:?} in {line:?}"));
    let (first, last) = match (cells.strip_prefix("cell "), cells.strip_prefix("cells ")) {
        (Some(cell), _) => (number(cell), number(cell)),
        (_, Some(range)) => {
            let (first, last) = range.split_once("..").expect("cells A..B");
            let (first, last) = (number(first), number(last));
            assert!(first < last, "one cell is named \"cell A\": {line:?}");
            (first, last)
        }
        _ => panic!("cannot read the cells in {line:?}"),
    };
    assert!(first >= 1, "cells are counted from 1: {line:?}");
    Some(Claimed {
        colour,
        first,
        last,
        value: number(value) as u32,
    })
}

/// The claims of an output for boards with these strips, as the referee's moves (the run is
/// the position's only component, 0). Each strip's cells must be as long as its colour's strip.
fn read_claims(output: &str, strips: &[usize]) -> Vec<Claim<(usize, Placement)>> {
    output
        .lines()
        .map(|line| match read_line(line) {
            None => Claim::Loses,
            Some(strip) => {
                let length = (strip.last - strip.first + 1) as usize;
                assert_eq!(length, strips[strip.colour], "{line:?}");
                let offset = (strip.first - 1) as usize;
                Claim::Wins((
                    0,
                    Placement {
                        kind: strip.colour,
                        offset,
                    },
                ))
            }
        })
        .collect()
}

/// The explained output of `input`, checked to be the plain one once cut at two spaces.
fn explained(input: &str) -> Result<String, grundy::InputError> {
    let output = run(&Options::new().explained(), input)?;
    assert_eq!(cut_explanations(&output), solve(input)?, "input {input:?}");
    Ok(output)
}

#[test]
fn explained_strips_win_by_the_referee_on_3000_random_boards() {
    // 100 random strip sets (lengths 1..=7), five inputs of six boards of 1..=18 cells each.
    let mut rng = Rng::new(29_400);
    let mut checked = 0;
    for set in 0..100 {
        let strips = [(); 3].map(|()| rng.range_usize(1..=7));
        let mut referee = referee(&strips);
        let draw = |rng: &mut Rng| {
            let boards: Vec<usize> = (0..6).map(|_| rng.range_usize(1..=18)).collect();
            let positions = boards.iter().map(|&cells| vec![cells]).collect();
            (input(strips, &boards), positions)
        };
        let read = |output: &str| read_claims(output, &strips);
        checked += assert_explanations_hold(set, 5, &mut referee, explained, draw, read);
    }
    assert_eq!(checked, 3000);
}

/// `g(n)` for any n, for a strip set whose values up to 20,000 certify a period: computed here
/// by the direct mex and the test's own certified period, not by the solver.
fn values_through_a_period(strips: [u64; 3]) -> impl Fn(u64) -> u32 {
    let game = OctalGame::from_removable_blocks(strips.map(|length| length as usize));
    let values = game.grundy_direct(20_000);
    let period = certified_period(&values, game.last_digit_position())
        .unwrap_or_else(|| panic!("strips {strips:?} certify a period within 20,001 values"));
    move |n| period.value_at(&values, n)
}

/// Checks each explained line of `output` for `boards`: a claimed strip lies on the board, is
/// as long as its colour's strip, and leaves two runs of equal value on a board of the value
/// written (not 0); a loss is claimed exactly where `g` is 0.
fn assert_strips_leave_equal_runs(
    strips: [u64; 3],
    boards: &[u64],
    output: &str,
    g: impl Fn(u64) -> u32,
) {
    let lines: Vec<&str> = output.lines().collect();
    assert_eq!(lines.len(), boards.len(), "{output}");
    for (&cells, line) in boards.iter().zip(lines) {
        match read_line(line) {
            None => assert_eq!(g(cells), 0, "board {cells}: {line:?}"),
            Some(strip) => {
                assert_eq!(
                    strip.last - strip.first + 1,
                    strips[strip.colour],
                    "{line:?}"
                );
                assert!(strip.last <= cells, "board {cells}: {line:?}");
                assert_eq!(strip.value, g(cells), "board {cells}: {line:?}");
                assert_ne!(strip.value, 0, "board {cells}: {line:?}");
                let (left, right) = (strip.first - 1, cells - strip.last);
                assert_eq!(g(left), g(right), "board {cells}: {line:?}");
            }
        }
    }
}

#[test]
fn explained_strips_on_boards_up_to_10_to_the_18_leave_two_runs_of_equal_value() {
    // Boards near 10^18 are answered through a period: each input also has boards of 1..=40 and
    // of 5,000..=15,000 cells, answered through the same period when the table stops short.
    let mut rng = Rng::new(1018);
    let mut checked = 0;
    for strips in [
        [1, 5, 1],
        [2, 2, 2],
        [1, 2, 2],
        [1, 2, 6],
        [6, 7, 7],
        [2, 5, 7],
    ] {
        let g = values_through_a_period(strips);
        for _ in 0..5 {
            let mut boards: Vec<u64> = Vec::new();
            for _ in 0..20 {
                boards.push(rng.range(1..=40));
                boards.push(rng.range(5_000..=15_000));
                boards.push(rng.range(100_000_000_000_000_000..=1_000_000_000_000_000_000));
            }
            let mut text = format!(
                "{} {} {}\n{}\n",
                strips[0],
                strips[1],
                strips[2],
                boards.len()
            );
            for cells in &boards {
                text.push_str(&format!("{cells}\n"));
            }
            let output = explained(&text).unwrap();
            assert_strips_leave_equal_runs(strips, &boards, &output, &g);
            checked += boards.len();
        }
    }
    assert_eq!(checked, 1800);
}

#[test]
fn explained_samples_are_the_plain_samples_with_claims_that_hold() {
    let explained = assert_explained_samples_match_their_twins(env!("CARGO_MANIFEST_DIR"));
    for (sample, output) in &explained {
        let text = sample.text();
        let (strips, boards) = strips_and_boards(&text);
        let strips: [u64; 3] = strips.try_into().unwrap();
        if boards.iter().all(|&cells| cells <= REFEREE_LIMIT) {
            let small = strips.map(|length| length as usize);
            let positions = boards.iter().map(|&cells| vec![cells as usize]).collect();
            let mut draw = Some((text.clone(), positions));
            let checked = assert_explanations_hold(
                0,
                1,
                &mut referee(&small),
                |_| Ok(output.clone()),
                |_| draw.take().expect("one input"),
                |output| read_claims(output, &small),
            );
            assert_eq!(checked, boards.len());
        } else {
            assert_strips_leave_equal_runs(
                strips,
                &boards,
                output,
                values_through_a_period(strips),
            );
        }
    }
    assert!(
        explained.len() >= 2,
        "{} explained samples",
        explained.len()
    );
}

#[test]
fn the_help_version_and_an_unknown_option_answer_as_every_binary_does() {
    assert_command_line(&PROGRAM, env!("CARGO_MANIFEST_DIR"), run);
}
