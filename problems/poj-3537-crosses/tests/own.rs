//! Crosses and Crosses: what is its own. More inputs against the referee than the standard
//! checks (every board up to 16 and 3,000 more tiny inputs; explained crosses on every board up
//! to 24 and on 3,000 boards, three an input), the traps of README.md, the published
//! second-player boards up to 2000 (the large samples' outputs included), explained crosses on
//! every board up to 2000 checked by the safe runs they leave, and its own error words.

use grundy::{OctalGame, Referee};
use grundy_tests::cut_explanations;
use grundy_tests::{Expected, Rng, assert_agrees_with_referee, assert_explanations_hold};
use grundy_tests::{assert_rejected, assert_rejected_saying, assert_samples_agree_with};
use harness::shape::Shape;
use harness::{Explained, InputError, Options, Problem};
use poj_3537_crosses::problem::{Crosses, REFEREE_LIMIT, read_claim};
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
    let output = run(&Options::new().explained(), text)?;
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
    let mut referee = Referee::new(Rules);
    let read = |output: &str| Crosses.read_claims(&Vec::new(), output).unwrap();
    let mut n = 0;
    let one_board = |_: &mut Rng| {
        n += 1;
        (input(&[n]), vec![Row::empty(n as u8)])
    };
    let checked = assert_explanations_hold(24, 24, &mut referee, explained, one_board, read);
    assert_eq!(checked, 24);
    let three_boards = |rng: &mut Rng| {
        let boards: Vec<usize> = (0..3).map(|_| rng.range_usize(1..=REFEREE_LIMIT)).collect();
        (
            input(&boards),
            boards.iter().map(|&n| Row::empty(n as u8)).collect(),
        )
    };
    let checked = assert_explanations_hold(3537, 1000, &mut referee, explained, three_boards, read);
    assert_eq!(checked, 3000);
}

#[test]
fn explained_crosses_on_every_board_up_to_2000_leave_safe_runs_worth_0() {
    // The reduction of README.md, with `.007` values computed here: a loss is claimed exactly
    // where the first player loses; a claimed cross lies on the board, the value written is
    // g(n + 2), and the runs of safe cells it leaves, as written, are worth 0 together.
    let heaps = OctalGame::parse(".007").unwrap().grundy_direct(2002);
    let boards: Vec<usize> = (1..=2000).collect();
    let output = explained(&input(&boards)).unwrap();
    assert_eq!(output.lines().count(), 2000);
    for (n, line) in (1..).zip(output.lines()) {
        let claim = read_claim(line).unwrap_or_else(|| panic!("cannot read {line:?}"));
        let Some((cell, value, left)) = claim else {
            assert!(n == 2 || heaps[n + 2] == 0, "board {n}: {line:?}");
            continue;
        };
        assert!(
            n != 2 && cell <= n && value == heaps[n + 2],
            "board {n}: {line:?}"
        );
        let runs: Vec<usize> = [cell - 1, n - cell]
            .into_iter()
            .map(|side| side.saturating_sub(2))
            .filter(|&run| run > 0)
            .collect();
        let worth: Vec<u32> = runs.iter().map(|&run| heaps[run + 2]).collect();
        let words = match (&runs[..], &worth[..]) {
            ([], _) => "no safe cell is left".to_owned(),
            ([1], [w]) => format!("one safe cell is left, worth {w}"),
            ([run], [w]) => format!("a run of {run} safe cells is left, worth {w}"),
            ([a, b], [v, w]) => {
                format!("runs of {a} and {b} safe cells are left, worth {v} ^ {w} = 0")
            }
            _ => unreachable!("a cross leaves at most two runs"),
        };
        let xor = worth.iter().fold(0, |x, w| x ^ w);
        assert_eq!((left, xor), (words.as_str(), 0), "board {n}: {line:?}");
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
