//! What `cargo lab play PROBLEM` says, checked against the referee on a problem's samples: the
//! hidden tool `--play` is there, and `?` says exactly the referee's winning moves in the
//! problem's words ([`harness::Playable`]).

use grundy::{Game, Referee};
use harness::shape::Shape;
use harness::{Claim, Explained, Playable, Program};

use crate::samples::samples;

/// On the first case with a move of every sample the referee can search, `?` prints the
/// referee's winning moves in `problem`'s words (or `every move loses`), and the position's
/// words are shown; `program` has the hidden tool `--play`. Returns how many cases were played.
///
/// # Panics
/// If `program` cannot play, if no sample has a case with a move the referee can search (the
/// check would hold without playing), or at the first sample whose `?` says otherwise.
pub fn assert_question_mark_says_the_referees_winning_moves<P: Explained>(
    problem: &P,
    program: &Program,
    crate_dir: &str,
) -> usize {
    assert!(program.play.is_some(), "{} has no --play", program.name);
    let shape = problem.shape();
    let mut played = 0;
    for sample in samples(crate_dir) {
        let text = sample.text();
        let Ok(input) = shape.read_all(&text) else {
            continue;
        };
        let Some((game, positions)) = problem.positions(&input) else {
            continue;
        };
        // The first case with a move (a case over at once has nothing to play).
        let Some(case) = positions.iter().position(|at| !game.moves(at).is_empty()) else {
            continue;
        };
        let start = &positions[case];
        let said = problem.position_words(&game, start);
        let winning = Referee::new(game).winning_moves(start);
        let words: Vec<String> = winning
            .into_iter()
            .map(|found| problem.words(&Claim::Wins(found)))
            .collect();
        let expected = if words.is_empty() {
            "every move loses".to_owned()
        } else {
            format!("winning moves: {}", words.join(" | "))
        };
        let mut out = Vec::new();
        let mut moves = "?\nquit\n".as_bytes();
        let played_text = problem.play_text(&text, case + 1, false, &mut moves, &mut out);
        played_text.unwrap_or_else(|error| panic!("sample {}: {error}", sample.name));
        let out = String::from_utf8(out).unwrap();
        for line in [format!("position: {said}"), expected] {
            assert!(
                out.lines().any(|shown| shown == line),
                "sample {}: {line:?} is not said:\n{out}",
                sample.name
            );
        }
        played += 1;
    }
    assert!(
        played > 0,
        "{}: no sample has a case with a move that the referee can search, so nothing was played",
        program.name
    );
    played
}
