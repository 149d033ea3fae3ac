use super::*;
use crate::input::InputError;
use crate::options::Options;
use crate::problem::{Input, Problem};
use crate::shape::{List, Num, list, num};
use grundy::{Misere, Nim, Sum};

/// Nim on a few heaps, for the loop's tests: the referee searches heaps up to 9.
struct Heaps;

impl Problem for Heaps {
    type Shape = List<Num<u64>>;

    fn shape(&self) -> Self::Shape {
        list(
            num("n", "the heaps", 1..=9, 1..=9),
            num("a_i", "a heap", 0..=99, 0..=99),
        )
    }

    fn solve(&self, _: Vec<u64>, _: &Options) -> Result<String, InputError> {
        Ok(String::new())
    }

    fn referee(&self, _: &Vec<u64>) -> Option<String> {
        None
    }
}

impl Explained for Heaps {
    type Game = Sum<Nim>;

    fn positions(&self, heaps: &Input<Self>) -> Option<(Sum<Nim>, Vec<Vec<u64>>)> {
        heaps
            .iter()
            .all(|&heap| heap <= 9)
            .then(|| (Sum(Nim), vec![heaps.clone()]))
    }

    fn claims(&self, _: &Input<Self>) -> Vec<Claim<(usize, u64)>> {
        Vec::new()
    }

    fn words(&self, claim: &Claim<(usize, u64)>) -> String {
        claim.say(|&(heap, take)| format!("take {take} from heap {}", heap + 1))
    }

    fn position_words(&self, _: &Sum<Nim>, heaps: &Vec<u64>) -> String {
        format!("heaps {heaps:?}")
    }
}

/// The input text of `heaps`.
fn input(heaps: &[u64]) -> String {
    let said: Vec<String> = heaps.iter().map(u64::to_string).collect();
    format!("{}\n{}\n", heaps.len(), said.join(" "))
}

/// What `Heaps` says when case 1 of `input` is played with `moves` typed: who won, and the
/// text.
fn played(input: &str, computer_first: bool, moves: &str) -> (Winner, String) {
    let mut out = Vec::new();
    let winner = Heaps
        .play_text(input, 1, computer_first, &mut moves.as_bytes(), &mut out)
        .unwrap();
    (winner, String::from_utf8(out).unwrap())
}

/// Every move of Nim from `heaps` leaving a position the referee finds lost, in `Heaps`' words.
fn referees_winning_words(heaps: &[u64]) -> Vec<String> {
    let mut referee = Referee::new(Sum(Nim));
    let winning = referee.winning_moves(&heaps.to_vec());
    winning
        .into_iter()
        .map(|found| Heaps.words(&Claim::Wins(found)))
        .collect()
}

#[test]
fn a_person_who_plays_the_winning_line_wins() {
    // 1 ^ 2 = 3: take 1 from heap 2 leaves [1, 1]; the computer takes one, the person the last.
    let (winner, text) = played("2\n1 2\n", false, "take 1 from heap 2\n1\n");
    assert_eq!(winner, Winner::Person, "{text}");
    assert!(
        text.starts_with("normal play: whoever moves last wins."),
        "{text}"
    );
    assert!(text.contains("position: heaps [1, 2]\n"), "{text}");
    assert!(
        text.contains("you: take 1 from heap 2\nposition: heaps [1, 1]\n"),
        "{text}"
    );
    assert!(
        text.ends_with("no move is left: you moved last, so you win\n"),
        "{text}"
    );
}

#[test]
fn an_illegal_or_unreadable_move_is_refused_with_the_legal_ones_and_the_game_goes_on() {
    let (winner, text) = played("2\n1 2\n", false, "take 3 from heap 2\n0\n4\nquit\n");
    assert_eq!(winner, Winner::Nobody, "{text}");
    let legal =
        "legal moves: 1) take 1 from heap 1 | 2) take 1 from heap 2 | 3) take 2 from heap 2\n";
    for typed in ["take 3 from heap 2", "0", "4"] {
        let refused = format!("refused: \"{typed}\" is not a legal move\n{legal}");
        assert!(text.contains(&refused), "{typed}: {text}");
    }
    assert_eq!(text.matches("position: ").count(), 1, "{text}");
    assert!(text.ends_with("game ended: no winner\n"), "{text}");
}

#[test]
fn a_question_mark_lists_exactly_the_referees_winning_moves() {
    for heaps in [vec![1, 2, 4], vec![3, 5, 6, 7], vec![2, 2], vec![7]] {
        let input = input(&heaps);
        let (_, text) = played(&input, false, "?\n");
        let winning = referees_winning_words(&heaps);
        let said = if winning.is_empty() {
            "every move loses".to_owned()
        } else {
            format!("winning moves: {}", winning.join(" | "))
        };
        assert!(text.contains(&format!("{said}\n")), "{heaps:?}: {text}");
    }
}

/// Plays every line of replies the person could make (each a legal move's number) after the
/// computer's first move from `input`; returns how many games were played to the end, and
/// panics if the person won one.
fn every_reply_loses(input: &str, typed: &mut Vec<usize>) -> usize {
    let script: String = typed.iter().map(|n| format!("{n}\n")).collect();
    let (winner, text) = played(input, true, &script);
    match winner {
        Winner::Computer => 1,
        Winner::Person => panic!("the person won with {typed:?}:\n{text}"),
        Winner::Nobody => {
            let last = text.lines().rfind(|line| line.starts_with("legal moves: "));
            let legal = last.expect("the moves ran out on the person's turn");
            let count = legal.matches(" | ").count() + 1;
            (1..=count)
                .map(|reply| {
                    typed.push(reply);
                    let games = every_reply_loses(input, typed);
                    typed.pop();
                    games
                })
                .sum()
        }
    }
}

#[test]
fn the_computer_wins_from_a_winning_position_against_every_reply() {
    for heaps in [vec![1, 2, 4], vec![3, 4], vec![1, 1, 3]] {
        assert!(Referee::new(Sum(Nim)).wins(&heaps), "{heaps:?}");
        let input = input(&heaps);
        let games = every_reply_loses(&input, &mut Vec::new());
        assert!(games > 1, "{heaps:?}");
    }
}

#[test]
fn the_computer_without_a_winning_move_plays_the_one_leaving_the_most_moves() {
    // [2, 2] is lost for the computer: taking 1 leaves 3 moves, taking 2 leaves 2.
    assert!(referees_winning_words(&[2, 2]).is_empty());
    let (_, text) = played("2\n2 2\n", true, "quit\n");
    let said =
        "computer (no winning move: the one that leaves the most moves): take 1 from heap 1\n";
    assert!(text.contains(said), "{text}");
    assert!(text.contains("position: heaps [1, 2]\n"), "{text}");
}

#[test]
fn under_misere_play_whoever_moves_last_loses() {
    let words = |&(heap, take): &(usize, u64)| format!("take {take} from heap {}", heap + 1);
    let position = |_: &_, heaps: &Vec<u64>| format!("{heaps:?}");
    let table = Table {
        words: &words,
        position: &position,
    };
    let mut out = Vec::new();
    let mut moves = "1\n".as_bytes();
    let winner = play(
        Misere(Sum(Nim)),
        vec![1, 1],
        &table,
        false,
        &mut moves,
        &mut out,
    )
    .unwrap();
    let text = String::from_utf8(out).unwrap();
    assert_eq!(winner, Winner::Person, "{text}");
    assert!(
        text.starts_with("misère play: whoever moves last loses."),
        "{text}"
    );
    assert!(
        text.ends_with("no move is left: the computer moved last, so you win\n"),
        "{text}"
    );
}

#[test]
fn a_position_with_no_move_at_the_start_is_decided_by_the_play() {
    let (winner, text) = played("1\n0\n", false, "");
    assert_eq!(winner, Winner::Computer, "{text}");
    assert!(
        text.ends_with("no move is left at the start: you, to move, lose\n"),
        "{text}"
    );
}

#[test]
fn a_case_too_large_a_missing_case_and_a_bad_input_are_errors() {
    let error = |input: &str, case: usize| {
        let (mut moves, mut out) = ("".as_bytes(), Vec::new());
        let found = Heaps.play_text(input, case, false, &mut moves, &mut out);
        assert!(out.is_empty());
        found.unwrap_err()
    };
    assert_eq!(
        error("1\n10\n", 1),
        "case 1: the input is too large for the referee's exhaustive search"
    );
    assert_eq!(error("1\n3\n", 2), "no case 2: the input has 1 case");
    assert!(
        error("1\nx\n", 1).starts_with("line 2, column 1: "),
        "{}",
        error("1\nx\n", 1)
    );
}
