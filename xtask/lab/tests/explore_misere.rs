//! `cargo xtask explore ... --misere` end to end: misère Kayles' table and its P-positions, one
//! error line and exit status 1 for every bad command line, and (ignored: they build release
//! binaries) a problem that declares a heap game and one that declares none.

mod common;

use common::{assert_one_error_line, explore, succeeded};

/// Whether `text` has the line `line`.
fn has_line(text: &str, line: &str) -> bool {
    text.lines().any(|printed| printed == line)
}

#[test]
fn explore_octal_77_misere_lists_kayles_misere_p_positions_and_genera() {
    let text = succeeded(&explore(&["--octal", ".77", "--misere", "--to", "40"]));
    assert!(
        text.starts_with(
            "explored: the octal game .77 under misère play (whoever makes the last move \
             loses), a heap of n for n <= 40\n"
        ),
        "{text}"
    );
    for line in [
        "misère P-positions (misère value 0: lost for the player to move), n <= 40: 1, 4, 9, \
         12, 20",
        "     0    0    1  N  0^{120}        tame",
        "     1    1    0  P  1^{031}        tame",
        "     5    4    1  N  4^{146}        not tame",
        "    40    1    1  N  1^{13}         not tame",
    ] {
        assert!(has_line(&text, line), "{line:?} not in\n{text}");
    }
}

#[test]
fn explore_misere_takes_nim_as_octal_3_repeated() {
    let text = succeeded(&explore(&["--octal", ".3...", "--misere", "--to", "5"]));
    for line in [
        "misère P-positions (misère value 0: lost for the player to move), n <= 5: 1",
        "     2    2    2  N  2^{20}         tame",
        "     3    3    3  N  3^{31}         tame",
    ] {
        assert!(has_line(&text, line), "{line:?} not in\n{text}");
    }
}

#[test]
fn bad_misere_command_lines_are_one_error_line() {
    for (args, says) in [
        (&["--misere"][..], "exactly one of --octal CODE"),
        (&["--misere", "--octal", ".78"], "--octal: "),
        (&["--misere", "--octal", ".77", "--grundy"], "2 were given"),
        (&["--misere", "--subtract", "0,1"], "--subtract: "),
        (
            &["--misere", "--grundy", "--to", "100001"],
            "--to: --misere searches heaps up to N = 100000 at most, not 100001",
        ),
        (
            &["--misere", "--octal", ".77", "--svg", "kayles.svg"],
            "--svg and --values go without it",
        ),
        (
            &["--misere", "--octal", ".77", "--input", "x.in"],
            "goes with PROBLEM only",
        ),
    ] {
        assert_one_error_line(&explore(args), says, &args.join(" "));
    }
}

#[test]
#[ignore = "end to end: builds release binaries; .ci/run runs it"]
fn explore_misere_of_a_problem_needs_a_declared_heap_game() {
    let text = succeeded(&explore(&["antbook-coin-game-2", "--misere", "--to", "20"]));
    assert!(
        text.starts_with("explored: the subtraction game {"),
        "{text}"
    );
    assert!(text.contains(", as antbook-coin-game-2 declares its rules under misère play"));
    assert!(text.contains(
        "\nthe normal values g(0..=20) of antbook-coin-game-2's own rules agree with the game's"
    ));
    assert_one_error_line(
        &explore(&["hdu-2509-be-the-winner", "--misere"]),
        "hdu-2509-be-the-winner declares no heap game (an octal, take-and-break or subtraction \
         game): --misere needs a declared family",
        "a problem that declares no heap game",
    );
}
