//! Crosses and Crosses: what is its own. More inputs against the referee than the standard
//! checks (every board up to 16 and 3,000 more tiny inputs; explained crosses on every board up
//! to 24 and on 3,000 boards, three an input), the traps of README.md, the published
//! second-player boards up to 2000 (the large samples' outputs included), explained crosses on
//! every board up to 2000 checked by the safe runs they leave, and its own error words.

use grundy::{OctalGame, Referee};
use grundy_tests::{Expected, Rng, assert_agrees_with_referee, cut_explanations};
use grundy_tests::{assert_explained_inputs_hold, assert_explained_output_holds, assert_rejected};
use grundy_tests::{assert_rejected_saying, assert_samples_agree_with};
use harness::Scanner;
use harness::shape::Shape;
use harness::{Claim, Explained, InputError, Options, Problem};
use poj_3537_crosses::problem::{Crosses, REFEREE_LIMIT};
use poj_3537_crosses::real_rules::{Row, Rules};
use poj_3537_crosses::{run, solve};

use crate::input;
use crate::treblecross_values::PUBLISHED_UP_TO_100_000;

/// The judge's output the published list gives for boards up to 2000: n = 1 is won (one
/// cross, then no move), n = 2 lost (README.md); from 3 on the second player wins exactly the
/// published boards.
fn published(boards: &[usize]) -> String {
    let lost = |n: usize| n == 2 || PUBLISHED_UP_TO_100_000.contains(&(n as u64));
    let line = |&n: &usize| if lost(n) { "2\n" } else { "1\n" };
    assert!(boards.iter().all(|&n| n <= 2000), "{boards:?}");
    boards.iter().map(line).collect()
}

/// The explained output of `text`, checked to be the plain one once cut at two spaces.
fn explained(text: &str) -> Result<String, InputError> {
    let output = run(&Options::new().explained(), &mut Scanner::new(text))?;
    assert_eq!(cut_explanations(&output), solve(text)?, "input {text:?}");
    Ok(output)
}

#[test]
fn the_solver_agrees_with_the_referee_on_every_board_up_to_16_and_3000_more_tiny_inputs() {
    let every: Vec<usize> = (1..=REFEREE_LIMIT).collect();
    assert_eq!(solve(&input(&every)).ok(), Crosses.referee(&every));
    assert_eq!(
        assert_agrees_with_referee(&Crosses, 3537, 3000, solve),
        3000
    );
}

#[test]
fn boards_of_one_and_two_cells_and_three_dividing_n_follow_the_real_rules() {
    // n = 1: the only cross ends the game; n = 2: both crosses fit, no three in a row, and the
    // first player is left without a move (the seed's recurrence says 1 there, which is wrong).
    // "The second player wins iff 3 divides n" fails at once: 3 and 9 are won, 12 is lost.
    let boards = vec![1, 2, 3, 9, 12];
    assert_eq!(Crosses.referee(&boards).unwrap(), "1\n2\n1\n1\n2\n");
    assert_eq!(solve(&input(&boards)).unwrap(), "1\n2\n1\n1\n2\n");
}

#[test]
fn the_second_player_wins_exactly_the_published_boards_up_to_2000_and_in_the_large_samples() {
    let boards: Vec<usize> = (1..=2000).collect();
    assert_eq!(solve(&input(&boards)).unwrap(), published(&boards));
    assert_samples_agree_with(env!("CARGO_MANIFEST_DIR"), 2, |sample| {
        let boards = Crosses.shape().read_all(&sample.text()).ok()?;
        let large = boards.iter().any(|&n| n > REFEREE_LIMIT);
        (sample.args.is_empty() && large).then(|| published(&boards))
    });
}

#[test]
fn explained_crosses_win_by_the_referee_on_every_board_up_to_24_and_3000_boards_of_three() {
    // Boards past the referee's 16 cells of `positions`: their rows are given here.
    let mut referee = Referee::new(Rules);
    let mut one_board = |n: usize| {
        let output = explained(&input(&[n])).unwrap();
        let (rows, place) = ([Row::empty(n as u8)], format!("board {n}"));
        assert_explained_output_holds(&Crosses, &mut referee, &vec![n], &rows, &output, &place)
    };
    assert_eq!((1..=24).map(&mut one_board).sum::<usize>(), 24);
    let mut rng = Rng::new(3537);
    let three_boards = (1..=1000).map(|case| {
        let boards = (0..3).map(|_| rng.range_usize(1..=REFEREE_LIMIT)).collect();
        (format!("case {case} of 1000 (seed 3537)"), boards)
    });
    let checked = assert_explained_inputs_hold(&Crosses, three_boards, run);
    assert_eq!(checked, 3000);
}

#[test]
fn explained_crosses_on_every_board_up_to_2000_leave_safe_runs_worth_0() {
    // The reduction of README.md, with `.007` values computed here: a loss is claimed exactly
    // where the first player loses; a claimed cross lies on the board, and its line says it, the
    // value g(n + 2) and the runs of safe cells it leaves, as written, worth 0 together.
    let heaps = OctalGame::parse(".007").unwrap().grundy_direct(2002);
    let boards: Vec<usize> = (1..=2000).collect();
    let output = explained(&input(&boards)).unwrap();
    let claims = Crosses.claims(&boards);
    assert_eq!((output.lines().count(), claims.len()), (2000, 2000));
    for ((n, line), claim) in (1..).zip(output.lines()).zip(claims) {
        let said = Crosses.words(&claim);
        let Claim::Wins(cell) = claim else {
            let says = line.starts_with(&format!("2  {said}: "));
            assert!(says && (n == 2 || heaps[n + 2] == 0), "{n}: {line:?}");
            continue;
        };
        assert!(n != 2 && cell < n, "board {n}: {line:?}");
        let runs: Vec<usize> = [cell, n - 1 - cell]
            .into_iter()
            .map(|side| side.saturating_sub(2))
            .filter(|&run| run > 0)
            .collect();
        let worth: Vec<u32> = runs.iter().map(|&run| heaps[run + 2]).collect();
        let left = match (&runs[..], &worth[..]) {
            ([], _) => "no safe cell is left".to_owned(),
            ([1], [w]) => format!("one safe cell is left, worth {w}"),
            ([run], [w]) => format!("a run of {run} safe cells is left, worth {w}"),
            ([a, b], [v, w]) => {
                format!("runs of {a} and {b} safe cells are left, worth {v} ^ {w} = 0")
            }
            _ => unreachable!("a cross leaves at most two runs"),
        };
        let xor = worth.iter().fold(0, |x, w| x ^ w);
        let expected = format!("1  {said} (Grundy value {} -> 0: {left})", heaps[n + 2]);
        assert_eq!((line, xor), (expected.as_str(), 0), "board {n}");
    }
}

#[test]
fn the_board_of_two_cells_is_explained_by_the_real_rules_not_the_heap() {
    // Heap 4 of .007 is worth 1, but on two cells three in a row never fits.
    let words = "every move loses: the second cross fills the board, and three in a row never fits";
    assert_eq!(explained("2\n").unwrap(), format!("2  {words}\n"));
}

#[test]
fn a_board_past_the_limit_is_an_error_naming_it_in_any_spelling() {
    let words = "board length 2000000 is past 1048576, the longest board answered";
    assert_rejected_saying(solve, "6 2000000\n", Expected::At(1, 3), words);
    assert_rejected_saying(solve, "6\n+02000000\n", Expected::At(2, 1), words);
    assert_rejected_saying(
        solve,
        "1048577",
        Expected::At(1, 1),
        "1048577 is past 1048576",
    );
}

#[test]
fn no_board_zero_and_a_number_past_u64_are_plain_range_errors() {
    let range = "expected a board length in 1..=1048576, found";
    assert_rejected_saying(
        solve,
        "3\n0\n",
        Expected::At(2, 1),
        &format!("{range} \"0\""),
    );
    let huge = "99999999999999999999999";
    assert_rejected_saying(
        solve,
        huge,
        Expected::At(1, 1),
        &format!("{range} \"{huge}\""),
    );
    assert_rejected(solve, " \n\n", Expected::EndOfInput);
}
