//! `cargo lab play` end to end: scripted games piped to the binary's stdin, and `cargo lab
//! sum`'s output and errors as the user sees them.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Output, Stdio};

use grundy::{Nim, Referee, Sum};

mod common;
use common::guide;

/// Runs `lab WORDS` with `input` on stdin.
fn lab(words: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_lab"))
        .args(words)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// The stdout of a run that succeeded.
fn succeeded(output: &Output) -> String {
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    text
}

#[test]
fn a_person_who_plays_the_winning_line_wins() {
    // Kayles 5 + Nim 3: 4 ^ 3. Rows of 3 and Nim 3 (take 2 from the end), then keep the nim-sum 0.
    let text = succeeded(&lab(&["play", ".77:5 + nim:3"], "1:3\n2:2\n2:1\n1:0\n"));
    assert!(
        text.contains("you: #1 .77:5 -> .77:3: take 2 from the end of the row of 5"),
        "{text}"
    );
    assert!(
        text.ends_with("no move is left: you moved last, so you win\n"),
        "{text}"
    );
}

#[test]
fn an_illegal_move_is_refused_with_the_legal_ones_and_the_game_goes_on() {
    let text = succeeded(&lab(&["play", ".77:2 + nim:2"], "1:5\nnonsense\nquit\n"));
    assert!(
        text.contains("refused: #1 cannot become 5. legal moves: 1:1, 1:0\n"),
        "{text}"
    );
    assert!(
        text.contains("refused: \"nonsense\" is not a move: write N:AFTER. legal moves: 1:1, 1:0, 2:0 to 2:1\n"),
        "{text}"
    );
    assert!(text.ends_with("game ended: no winner\n"), "{text}");
}

#[test]
fn a_question_mark_prints_every_winning_move_with_the_values() {
    let text = succeeded(&lab(&["play", ".77:5 + nim:3"], "?\n"));
    assert!(text.contains(
        "nim-sum 4 ^ 3 = 7: every winning move (each leaves nim-sum 0):\n  \
         #1 .77:5 -> .77:3: take 2 from the end of the row of 5, leaving 3 (value 3)\n  \
         #1 .77:5 -> .77:1 + .77:2: take 2 from inside the row of 5, leaving rows of 1 and 2 (value 3)\n"
    ), "{text}");
}

#[test]
fn under_misere_play_whoever_takes_the_last_one_loses() {
    // Two heaps of 1: you take one, the computer must take the last.
    let text = succeeded(&lab(&["play", "nim:1 + nim:1", "--misere"], "1:0\n"));
    assert!(
        text.ends_with("no move is left: the computer moved last, so you win\n"),
        "{text}"
    );
    let text = succeeded(&lab(&["play", "nim:1 + nim:1"], "1:0\n"));
    assert!(
        text.ends_with("no move is left: the computer moved last, so the computer wins\n"),
        "{text}"
    );
}

#[test]
fn the_computer_moving_first_from_a_winning_position_wins_whatever_the_person_plays() {
    // Kayles 4 + Nim 2 (1 ^ 2): the computer's move leaves nim-sum 0; the person's answers are
    // each refused or legal, and the computer answers to the end.
    let text = succeeded(&lab(
        &["play", ".77:4 + nim:2", "--computer-first"],
        "1:0\n1:0\n1:0\n1:0\n",
    ));
    assert!(text.ends_with("so the computer wins\n"), "{text}");
}

#[test]
fn the_sum_the_guide_shows_prints_values_and_every_winning_move() {
    let text = succeeded(&lab(&["sum", ".77:5 + nim:3 + sub{1,3,4}:7"], ""));
    assert!(text.contains("nim-sum: 4 ^ 3 ^ 0 = 7\n"), "{text}");
    assert!(text.contains("#1 .77:5 -> .77:1 + .77:2"), "{text}");
}

#[test]
fn bad_notation_or_a_bad_problem_play_is_one_error_line_and_nothing_on_stdout() {
    for words in [
        vec!["sum", ".78:5"],
        vec!["play", "nim:3 + + nim:1"],
        vec!["sum"],
        vec!["sum", "nim:3", "--depth", "2"],
        vec!["play", "luogu-1247-matches", "--misere"],
        vec!["play", "luogu-1247-matches", "--case", "0"],
        vec!["play", "luogu-1247-matches", "--input", "no/such/input.in"],
        vec!["play", "no-such-problem"],
        vec!["play", "nim:3", "--case", "2"],
        vec!["play", "nim:3", "--input", "x.in"],
    ] {
        let output = lab(&words, "");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{words:?}");
        assert!(output.stdout.is_empty(), "{words:?}");
        assert!(
            stderr.starts_with("error: ") && stderr.lines().count() == 1,
            "{words:?}: {stderr}"
        );
    }
}

/// `text`'s words as a shell splits them, with single quotes only (what the guide's commands use).
fn shell_words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut quoted = false;
    for c in text.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                word.get_or_insert_with(String::new);
            }
            ' ' if !quoted => words.extend(word.take()),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    assert!(!quoted, "an unclosed quote in {text:?}");
    words.extend(word);
    words
}

/// A run the guide shows: the file it is in, the command as written, its stdin (from
/// `printf`), `cargo lab`'s words, and the output shown.
struct ShownRun {
    file: String,
    command: String,
    input: String,
    words: Vec<String>,
    shown: String,
}

/// Every `cargo lab` run the guide shows in a text block (`$ [printf ... | ]cargo lab ...`).
fn shown_runs() -> Vec<ShownRun> {
    let mut runs = Vec::new();
    for (file, text) in guide() {
        for block in text.split("```text\n$ ").skip(1) {
            let (command, rest) = block.split_once('\n').unwrap();
            let shown = rest.split("```").next().unwrap().to_owned();
            let (input, lab_command) = match command.split_once(" | ") {
                Some((printf, command)) => {
                    let format = &shell_words(printf.strip_prefix("printf ").unwrap())[0];
                    (format.replace("\\n", "\n"), command)
                }
                None => (String::new(), command),
            };
            let Some(words) = lab_command.strip_prefix("cargo lab ") else {
                continue;
            };
            let (command, words) = (command.to_owned(), shell_words(words));
            runs.push(ShownRun {
                file: file.display().to_string(),
                command,
                input,
                words,
                shown,
            });
        }
    }
    runs
}

/// Whether `words` play a problem (`play NAME`), which builds its release binary.
fn plays_a_problem(words: &[String]) -> bool {
    words.len() >= 2 && words[0] == "play" && lab::workspace::is_plain_name(&words[1])
}

/// Checks that each run is what `lab` prints now; returns how many were checked.
fn check_shown_runs(runs: &[ShownRun]) -> usize {
    for run in runs {
        let words: Vec<&str> = run.words.iter().map(String::as_str).collect();
        assert_eq!(
            succeeded(&lab(&words, &run.input)),
            run.shown,
            "{}'s run of `{}` is stale",
            run.file,
            run.command
        );
    }
    runs.len()
}

#[test]
fn every_sum_and_play_run_the_guide_shows_is_current() {
    let mut runs = shown_runs();
    runs.retain(|run| !plays_a_problem(&run.words));
    let checked = check_shown_runs(&runs);
    assert!(
        checked >= 6,
        "README.md and docs/ show {checked} runs of sum and play"
    );
}

#[test]
#[ignore = "end to end: builds a problem's release binary; .ci/run runs it"]
fn every_problem_play_run_the_guide_shows_is_current() {
    let mut runs = shown_runs();
    runs.retain(|run| plays_a_problem(&run.words));
    assert!(
        check_shown_runs(&runs) >= 1,
        "README.md and docs/ show no play PROBLEM"
    );
}

/// The heaps of a `position: heaps 3 6 9` line of luogu-1247-matches.
fn heaps(line: &str) -> Vec<u64> {
    let heaps = line.strip_prefix("position: heaps ").unwrap_or_default();
    heaps
        .split(' ')
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().unwrap())
        .collect()
}

/// The referee's winning moves of Nim from `heaps`, in luogu-1247-matches' words (`a b`: take
/// a matches from heap b), or `every move loses`.
fn referees_winning_line(heaps: &[u64]) -> String {
    let winning = Referee::new(Sum(Nim)).winning_moves(&heaps.to_vec());
    if winning.is_empty() {
        return "every move loses".to_owned();
    }
    let said: Vec<String> = winning
        .iter()
        .map(|(heap, take)| format!("{take} {}", heap + 1))
        .collect();
    format!("winning moves: {}", said.join(" | "))
}

#[test]
#[ignore = "end to end: builds a problem's release binary; .ci/run runs it"]
fn a_person_playing_a_problem_by_its_question_mark_wins_and_each_answer_is_the_referees() {
    // luogu-1247-matches' sample, heaps 3 6 9: each turn the person asks `?`, checks the answer
    // against the referee's search, and plays the first winning move.
    let mut child = Command::new(env!("CARGO_BIN_EXE_lab"))
        .args(["play", "luogu-1247-matches"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let (mut position, mut asked) = (Vec::new(), 0);
    let last = loop {
        let line = lines
            .next()
            .expect("the game ended before a winner")
            .unwrap();
        if line.starts_with("position: ") {
            position = heaps(&line);
        } else if line.starts_with("legal moves: ") {
            writeln!(stdin, "?").unwrap();
            let answer = lines.next().unwrap().unwrap();
            assert_eq!(answer, referees_winning_line(&position), "{position:?}");
            let first = answer.strip_prefix("winning moves: ").unwrap();
            writeln!(stdin, "{}", first.split(" | ").next().unwrap()).unwrap();
            lines.next(); // the legal moves again, after the answer
            asked += 1;
        } else if line.starts_with("no move is left") {
            break line;
        }
    };
    drop(stdin);
    assert!(child.wait().unwrap().success());
    assert_eq!(last, "no move is left: you moved last, so you win");
    assert!(asked >= 3, "{asked}");
}

#[test]
#[ignore = "end to end: builds a problem's release binary; .ci/run runs it"]
fn a_case_the_input_lacks_is_one_error_line_naming_the_problem_and_the_input() {
    let output = lab(&["play", "luogu-1247-matches", "--case", "2"], "");
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&output.stderr);
    let said = "error: luogu-1247-matches: problems/luogu-1247-matches/samples/official-1.in: \
                no case 2: the input has 1 case\n";
    assert!(stderr.ends_with(said), "{stderr}");
}
