//! `cargo xtask explore` end to end: the proved period of a classic octal game, one error line
//! and exit status 1 for every bad command line (nothing on stdout, no picture), the picture
//! and the committed one in README.md, and (ignored: they build release binaries) a problem's
//! own rules, checked against the family it declares. Builds go to `target/stress-check`.

mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use common::{TARGET, stdout, workspace};

/// Runs `cargo xtask explore ARGS` in the workspace, with the end-to-end tests' target folder.
fn explore(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("explore")
        .args(args)
        .current_dir(workspace())
        .env("CARGO_TARGET_DIR", workspace().join(TARGET))
        .output()
        .unwrap()
}

/// The stdout of a run that must have succeeded (else its stdout and stderr are shown).
fn succeeded(output: &Output) -> String {
    let text = stdout(output);
    assert!(
        output.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    text
}

/// A file of this test's own, in the test target's scratch folder (absent at first).
fn scratch(name: &str) -> PathBuf {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("explore-{name}"));
    let _ = fs::remove_file(&path);
    path
}

/// Asserts the bad-input contract: exit status 1, nothing on stdout, one `error:` line on
/// stderr containing `says` (besides cargo's lines, when a problem's binary was built).
fn assert_one_error_line(output: &Output, says: &str, what: &str) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    // Cargo's own status lines (building the problem's binary) are right-aligned words.
    let lines: Vec<&str> = stderr
        .lines()
        .filter(|line| !line.starts_with(' '))
        .collect();
    assert_eq!(output.status.code(), Some(1), "{what}: {stderr}");
    assert!(
        output.stdout.is_empty(),
        "{what}: stdout {:?}",
        stdout(output)
    );
    assert_eq!(lines.len(), 1, "{what}: {stderr}");
    assert!(lines[0].starts_with("error: "), "{what}: {stderr}");
    assert!(
        lines[0].contains(says),
        "{what}: {:?} lacks {says:?}",
        lines[0]
    );
}

#[test]
fn explore_octal_07_proves_dawsons_kayles_period_34_from_53() {
    let output = explore(&["--octal", ".07"]);
    let text = succeeded(&output);
    assert!(
        text.starts_with("explored: the octal game .07, g(n) of a heap of n tokens\n"),
        "{text}"
    );
    assert!(
        text.ends_with(
            "\nproved: g(n + 34) = g(n) for every n >= 53\n  by the octal periodicity theorem \
             (Guy–Smith), from g(0..=175)\n"
        ),
        "{text}"
    );
    assert!(
        text.contains(
            "\n  for n >= 53: g(n) = 0 exactly when n mod 34 is one of 5, 9, 21, 25, 29\n"
        ),
        "{text}"
    );
}

#[test]
fn explore_subtract_proves_the_period_by_the_window_argument() {
    let output = explore(&["--subtract", "4,1,3", "--show", "14"]);
    let text = stdout(&output);
    assert!(output.status.success(), "{text}");
    assert!(
        text.contains("\nn= 0:  0 1 0 1 2 3 2 0 1 0 1 2 3 2  <- the period starts"),
        "{text}"
    );
    assert!(
        text.contains("\nproved: g(n + 7) = g(n) for every n >= 0\n"),
        "{text}"
    );
    assert!(
        text.contains("by the finite subtraction set's window argument"),
        "{text}"
    );
}

#[test]
fn every_bad_command_line_is_one_error_line_with_exit_status_1_and_nothing_on_stdout() {
    // A typo of a problem this workspace has (the scaffold's check runs in a copy with fewer).
    let mut problems: Vec<String> = fs::read_dir(workspace().join("problems"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    problems.sort();
    let typo = format!("{}s", problems[0]);
    let did_you_mean = format!("no problem named \"{typo}\"; did you mean {}?", problems[0]);
    for (args, says) in [
        (
            &["--octal", ".08"][..],
            "--octal: '8' in \".08\" is not an octal digit",
        ),
        (
            &["--octal", "137"],
            "--octal: octal code \"137\" must start with",
        ),
        (&["--octal", ".000"], "allows no move"),
        (
            &["--subtract", "1,0"],
            "--subtract: \"0\" in \"1,0\" is not an amount",
        ),
        (&["--subtract"], "--subtract needs a value"),
        (
            &["--subtract", "1,,3"],
            "--subtract: an empty amount in \"1,,3\"",
        ),
        (
            &["--subtract", "x"],
            "--subtract: \"x\" in \"x\" is not an amount",
        ),
        (
            &["--octal", ".07", "--to", "0"],
            "--to takes a whole number from 1 to 100000000",
        ),
        (
            &["--octal", ".07", "--to", "100000001"],
            "--to takes a whole number",
        ),
        (
            &["--octal", ".07", "--show", "x"],
            "--show takes a whole number",
        ),
        (
            &[],
            "explore takes exactly one of --octal CODE, --subtract SET or PROBLEM, none",
        ),
        (&["--octal", ".07", "--subtract", "1"], "2 were given"),
        (&["--octal", ".07", problems[0].as_str()], "2 were given"),
        (
            &["--octal", ".07", "--frobnicate"],
            "unknown option \"--frobnicate\"",
        ),
        (
            &["--octal", ".07", "--input", "in.txt"],
            "--input FILE sets up a problem's game",
        ),
        (&[typo.as_str()], did_you_mean.as_str()),
        (
            &[problems[0].as_str(), "--input", "target/no-such-input.txt"],
            "cannot read the input target/no-such-input.txt",
        ),
        (
            &["--octal", ".07", "--svg", "target/no-such-folder/x.svg"],
            "cannot write the picture target/no-such-folder/x.svg",
        ),
    ] {
        assert_one_error_line(&explore(args), says, &format!("{args:?}"));
    }
}

#[test]
fn the_picture_is_an_svg_written_only_when_everything_succeeded() {
    let picture = scratch("dawson.svg");
    let output = explore(&["--octal", ".137", "--svg", picture.to_str().unwrap()]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let svg = fs::read_to_string(&picture).unwrap();
    assert!(
        svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""),
        "{svg}"
    );
    assert!(svg.ends_with("</svg>\n"));
    assert!(svg.contains(">Grundy values g(n) of the octal game .137</text>"));

    let failed = scratch("failed.svg");
    let output = explore(&["--octal", ".08", "--svg", failed.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    assert!(!failed.exists(), "a failed run wrote its picture");
}

#[test]
#[ignore = "end to end: builds a release binary; .ci/run runs it"]
fn a_problem_that_declares_no_components_is_one_error_line() {
    assert_one_error_line(
        &explore(&["macau-2020-g-sequence"]),
        "macau-2020-g-sequence declares no components to explore: its Problem::explore says the \
         game has no component rules",
        "macau",
    );
}

#[test]
#[ignore = "end to end: builds a release binary; .ci/run runs it"]
fn a_problem_that_declares_an_octal_game_is_checked_against_it_and_proved_by_its_theorem() {
    let output = explore(&["bzoj-2940-strips"]);
    let text = succeeded(&output);
    for line in [
        "explored: bzoj-2940-strips: a board of n empty cells",
        "game: the one the input problems/bzoj-2940-strips/samples/official-1.in sets up",
        "the rules are the octal game .70007: the values agree for n <= 1000",
        "proved: g(n + 2) = g(n) for every n >= 0",
        "  for every n: g(n) = 0 exactly when n mod 2 = 0",
    ] {
        assert!(
            text.lines().any(|printed| printed == line),
            "{line:?} not in\n{text}"
        );
    }
}

#[test]
#[ignore = "end to end: builds a release binary; .ci/run runs it"]
fn a_problem_explores_the_game_of_the_users_own_input_and_passes_on_its_errors() {
    let input = scratch("strips-2-3-5.in");
    fs::write(&input, "2 3 5\n1\n1\n").unwrap();
    let output = explore(&[
        "bzoj-2940-strips",
        "--input",
        input.to_str().unwrap(),
        "--to",
        "200",
    ]);
    let text = succeeded(&output);
    assert!(
        text.contains("\nthe rules are the octal game .07707: the values agree for n <= 200\n"),
        "{text}"
    );

    let bad = scratch("strips-bad.in");
    fs::write(&bad, "2 3 x\n").unwrap();
    let output = explore(&["bzoj-2940-strips", "--input", bad.to_str().unwrap()]);
    assert_one_error_line(&output, "bzoj-2940-strips rejects the input", "bad input");
    assert_one_error_line(&output, "line 1, column 5", "bad input");
}

#[test]
#[ignore = "end to end: builds a release binary; .ci/run runs it"]
fn a_problem_with_components_of_two_sizes_gets_a_table_and_no_period_claim() {
    let output = explore(&["poj-2311-cutting-game", "--to", "6"]);
    let text = succeeded(&output);
    assert!(text.contains("\nw\\h  0 1 2 3 4 5 6\n"), "{text}");
    assert!(text.contains("(2, 2), (2, 3)"), "{text}");
    assert!(
        !text.lines().any(|line| line.starts_with("proved")),
        "{text}"
    );
    assert!(text.ends_with("\nno period claimed: no theorem here covers two sizes; the table is what the rules give\n"), "{text}");
}

#[test]
#[ignore = "end to end: builds a release binary; .ci/run runs it"]
fn an_every_sg_problem_gets_its_steps_beside_its_values_in_the_text_and_the_picture() {
    let picture = scratch("gg-and-mm.svg");
    let output = explore(&[
        "hdu-3595-gg-and-mm",
        "--to",
        "6",
        "--svg",
        picture.to_str().unwrap(),
    ]);
    let text = succeeded(&output);
    let steps = "\nsteps(a, b) for a, b = 0..=6 (rows: a, columns: b; - where there is no \
                 component):\na\\b  0 1 2 3 4 5 6\n  0  - - - - - - -\n  1  - 1 1 1 1 1 1\n  2  - 1 \
                 1 2 1 3 1\n  3  - 1 2 1 2 3 1\n";
    assert!(text.contains(steps), "{text}");
    for line in [
        "computed: g and the steps (Every-SG) for both sizes 0..=6 by hdu-3595-gg-and-mm's own rules",
        "  3  - 3 0 1 0 1 2",
        "move wins exactly when the largest steps among the components is odd.",
    ] {
        assert!(
            text.lines().any(|printed| printed == line),
            "{line:?} not in\n{text}"
        );
    }
    // The won components are those of odd steps, and (Sprague-Grundy) of a value other than 0.
    let won = text
        .lines()
        .find_map(|line| {
            line.strip_prefix(
                "odd steps (won for the player to move) among those shown, as (a, b): ",
            )
        })
        .unwrap_or_else(|| panic!("no list of the won components in\n{text}"));
    assert!(
        won.starts_with("(1, 1), (1, 2), ") && !won.contains("(2, 3)"),
        "{won}"
    );
    let svg = fs::read_to_string(&picture).unwrap();
    assert!(
        svg.contains("small numbers: steps (Every-SG, odd: won)"),
        "{svg}"
    );
}

/// Every run of `cargo xtask explore` README.md shows (of a problem, or of `--octal` and
/// `--subtract`) is what the command prints now, and every picture it draws there is the
/// committed one README.md shows. Returns how many runs were checked.
fn assert_readme_runs_are_current(of_problems: bool) -> usize {
    let readme = fs::read_to_string(workspace().join("README.md")).unwrap();
    let mut checked = 0;
    for block in readme.split("```text\n$ cargo xtask explore ").skip(1) {
        let (command, rest) = block.split_once('\n').unwrap();
        let shown = rest.split("```").next().unwrap();
        let mut args: Vec<String> = command.split_whitespace().map(str::to_owned).collect();
        if args[0].starts_with("--") == of_problems {
            continue;
        }
        let fresh = scratch(&format!("readme-{of_problems}-{checked}.svg"));
        let committed = args.iter().position(|arg| arg == "--svg").map(|at| {
            let committed = std::mem::replace(&mut args[at + 1], fresh.display().to_string());
            assert!(
                readme.contains(&format!("]({committed})")),
                "README.md does not show {committed}"
            );
            committed
        });
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let output = explore(&args);
        assert!(output.status.success(), "{command}");
        assert_eq!(
            stdout(&output),
            shown,
            "README.md's run of `{command}` is stale"
        );
        if let Some(committed) = committed {
            assert!(
                fs::read_to_string(workspace().join(&committed)).unwrap()
                    == fs::read_to_string(&fresh).unwrap(),
                "{committed} is stale: redraw it with cargo xtask explore {command}"
            );
        }
        checked += 1;
    }
    checked
}

#[test]
fn the_octal_and_subtraction_runs_readme_shows_and_their_pictures_are_current() {
    let checked = assert_readme_runs_are_current(false);
    assert!(
        checked >= 2,
        "README.md shows {checked} runs of --octal or --subtract"
    );
}

#[test]
#[ignore = "end to end: builds a release binary; .ci/run runs it"]
fn the_contest_game_run_readme_shows_and_its_picture_are_current() {
    let checked = assert_readme_runs_are_current(true);
    assert!(checked >= 1, "README.md shows {checked} runs of a problem");
}
