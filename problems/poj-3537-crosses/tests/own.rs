//! Crosses and Crosses: what is its own. The published second-player boards against the large
//! samples' outputs, and the explained crosses on every board up to 2000 checked by the safe
//! runs they leave.

use grundy::OctalGame;
use grundy_tests::assert_samples_agree_with;
use harness::shape::Shape;
use harness::{Claim, Explained, Options, Problem};
use poj_3537_crosses::problem::{Crosses, JUDGE_LONGEST, REFEREE_LIMIT};

use crate::treblecross_values::PUBLISHED_UP_TO_100_000;

#[test]
fn the_large_samples_follow_the_published_second_player_boards() {
    // Past the referee: n = 1 is won (one cross, then no move), n = 2 lost (README.md); from 3
    // on, the second player wins exactly the published boards.
    let lost = |n: usize| n == 2 || PUBLISHED_UP_TO_100_000.contains(&(n as u64));
    let line = |&n: &usize| if lost(n) { "2\n" } else { "1\n" };
    assert_samples_agree_with(env!("CARGO_MANIFEST_DIR"), 2, |sample| {
        let boards = Crosses.shape().read_all(&sample.text()).ok()?;
        let large = boards.iter().any(|&n| n > REFEREE_LIMIT);
        let published = boards.iter().all(|&n| n <= JUDGE_LONGEST);
        (sample.args.is_empty() && large && published).then(|| boards.iter().map(line).collect())
    });
}

#[test]
fn explained_crosses_on_every_board_up_to_2000_leave_safe_runs_worth_0() {
    // The reduction of README.md, with `.007` values computed here: a loss is claimed exactly
    // where the first player loses; a claimed cross lies on the board, and its line says it, the
    // value g(n + 2) and the runs of safe cells it leaves, as written, worth 0 together.
    let heaps = OctalGame::parse(".007").unwrap().grundy_direct(2002);
    let boards: Vec<usize> = (1..=JUDGE_LONGEST).collect();
    let text: String = boards.iter().map(|n| format!("{n}\n")).collect();
    let output = harness::solve_text(
        &poj_3537_crosses::Crosses,
        &Options::new().explained(),
        &text,
    )
    .unwrap();
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
        // The safe cells left: those past two cells either side of the cross.
        let runs: Vec<usize> = [cell, n - 1 - cell]
            .into_iter()
            .map(|side| side.saturating_sub(2))
            .filter(|&run| run > 0)
            .collect();
        let worth: Vec<u32> = runs.iter().map(|&run| heaps[run + 2]).collect();
        assert_eq!(worth.iter().fold(0, |x, w| x ^ w), 0, "board {n}");
        let left = match (&runs[..], &worth[..]) {
            ([], _) => "no safe cell is left".to_owned(),
            ([run], [w]) => format!("a run of {run} safe cells is left, worth {w}"),
            ([a, b], [v, w]) => {
                format!("runs of {a} and {b} safe cells are left, worth {v} ^ {w} = 0")
            }
            _ => unreachable!("a cross leaves at most two runs"),
        };
        let expected = format!("1  {said} (Grundy value {} -> 0: {left})", heaps[n + 2]);
        assert_eq!(line, expected, "board {n}");
    }
}
