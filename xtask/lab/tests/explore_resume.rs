//! `cargo xtask explore ... --values FILE --resume` end to end: a run stopped part way (killed
//! after its first chunk was written, or a file holding only the first values of a run) and
//! resumed writes the same file and prints the same findings as one run; a file of another
//! game, a corrupted or unreadable line, or `--resume` where it does not apply is one error
//! line, and leaves the file as it was.

mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread;
use std::time::Duration;

use common::{assert_one_error_line, explore, stderr, succeeded, workspace};

/// A file of this test's own, in the test target's scratch folder (absent at first).
fn scratch(name: &str) -> PathBuf {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("resume-{name}"));
    let _ = fs::remove_file(&path);
    path
}

/// `explore ARGS --values FILE`, and `--resume` when asked.
fn explore_values(args: &[&str], file: &Path, resume: bool) -> std::process::Output {
    let mut all = args.to_vec();
    all.extend(["--values", file.to_str().unwrap()]);
    if resume {
        all.push("--resume");
    }
    explore(&all)
}

/// A values file as `--values` writes it: the game's line, then one value a line.
fn values_text(game: &str, values: &[u32]) -> String {
    let mut text = format!("# {game}\n");
    for value in values {
        text.push_str(&format!("{value}\n"));
    }
    text
}

#[test]
fn a_run_killed_after_its_first_chunk_and_resumed_writes_what_one_run_writes() {
    let args = ["--octal", ".6", "--to", "400000"];
    let whole = scratch("six-whole.txt");
    let one_run = succeeded(&explore_values(&args, &whole, false));

    let stopped = scratch("six-stopped.txt");
    let mut child = Command::new(env!("CARGO_BIN_EXE_lab"))
        .arg("explore")
        .args(args)
        .args(["--values", stopped.to_str().unwrap()])
        .current_dir(workspace())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // The first chunk is g(0..=65535): the header and 65,536 lines.
    let first_chunk = 1 + 65_536;
    let lines =
        |path: &Path| fs::read(path).map_or(0, |b| b.iter().filter(|&&c| c == b'\n').count());
    while lines(&stopped) < first_chunk && child.try_wait().unwrap().is_none() {
        thread::sleep(Duration::from_millis(5));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let text = fs::read_to_string(&stopped).unwrap();
    let held = lines(&stopped) - 1;
    assert!(held >= 65_536, "{held} values after the first chunk");
    if held == 400_001 {
        // The run ended before the kill (a machine far faster than this one): stop it by hand,
        // after its first chunk.
        let cut: String = text.split_inclusive('\n').take(first_chunk).collect();
        fs::write(&stopped, cut).unwrap();
    } else {
        // Stopped part way: what it left is the first values of the whole run.
        assert!(fs::read_to_string(&whole).unwrap().starts_with(&text));
    }

    let resumed = explore_values(&args, &stopped, true);
    assert_eq!(succeeded(&resumed), one_run);
    assert_eq!(fs::read(&stopped).unwrap(), fs::read(&whole).unwrap());
    let said = stderr(&resumed);
    assert!(
        said.contains(
            "of the octal game .6, the last 16 checked by the plain mex: computing from g("
        ),
        "{said}"
    );
}

#[test]
fn grundys_game_resumed_from_its_first_values_gives_the_plain_definitions_values() {
    // The plain values by core's direct mex, not the engine: g(n) = mex of g(a) ^ g(n - a).
    let plain = grundy::GrundyGame.grundy_direct(20_000);
    let expected = values_text("Grundy's game", &plain);
    let file = scratch("grundy.txt");
    fs::write(&file, values_text("Grundy's game", &plain[..12_345])).unwrap();
    let args = ["--grundy", "--to", "20000"];
    let resumed = explore_values(&args, &file, true);
    let text = succeeded(&resumed);
    assert_eq!(fs::read_to_string(&file).unwrap(), expected);
    // The findings are those of one run.
    let whole = scratch("grundy-whole.txt");
    assert_eq!(text, succeeded(&explore_values(&args, &whole, false)));
    assert_eq!(fs::read_to_string(&whole).unwrap(), expected);
}

#[test]
fn a_file_cut_in_the_middle_of_a_line_resumes_from_the_last_whole_line() {
    let plain = grundy::GrundyGame.grundy_direct(5000);
    let expected = values_text("Grundy's game", &plain);
    // The file ends in the first digit of g(3000), which has two or more, with no line end.
    assert!(plain[3000] >= 10);
    let mut cut = values_text("Grundy's game", &plain[..3000]);
    cut.push_str(&plain[3000].to_string()[..1]);
    let file = scratch("grundy-cut.txt");
    fs::write(&file, cut).unwrap();
    let resumed = explore_values(&["--grundy", "--to", "5000"], &file, true);
    succeeded(&resumed);
    assert_eq!(fs::read_to_string(&file).unwrap(), expected);
    let said = stderr(&resumed);
    assert!(
        said.contains(
            "line 3002: an unfinished last value (a run stopped while writing it), left out"
        ),
        "{said}"
    );
}

#[test]
fn a_run_that_proves_a_period_resumed_from_its_first_values_proves_the_same_from_the_same() {
    // Dawson's Kayles: period 34 from 53, proved at the first step (4,096 values); the file
    // holds 100 values by the plain mex.
    let game = grundy::OctalGame::parse(".07").unwrap();
    let plain = game.grundy_direct(9000);
    let file = scratch("dawson.txt");
    fs::write(&file, values_text("the octal game .07", &plain[..100])).unwrap();
    let args = ["--octal", ".07", "--to", "9000"];
    let resumed = succeeded(&explore_values(&args, &file, true));
    assert_eq!(
        fs::read_to_string(&file).unwrap(),
        values_text("the octal game .07", &plain)
    );
    let whole = scratch("dawson-whole.txt");
    assert_eq!(resumed, succeeded(&explore_values(&args, &whole, false)));
    assert!(
        resumed.contains("\nproved: g(n + 34) = g(n) for every n >= 53\n"),
        "{resumed}"
    );
}

#[test]
fn a_file_that_holds_g_n_already_computes_nothing_and_prints_what_one_run_prints() {
    let game = grundy::OctalGame::parse(".6").unwrap();
    let plain = game.grundy_direct(6000);
    let text = values_text("the octal game .6", &plain);
    let file = scratch("six-done.txt");
    for to in ["6000", "5000"] {
        fs::write(&file, &text).unwrap();
        let args = ["--octal", ".6", "--to", to];
        let resumed = explore_values(&args, &file, true);
        let said = stderr(&resumed);
        assert!(
            said.contains(&format!(
                "holds g(0..=6000) of the octal game .6, as far as --to {to} or further: \
                 nothing to compute (the file is left as it is)"
            )),
            "{said}"
        );
        assert!(!said.contains("computed in"), "{said}");
        let plain_run = explore(&args);
        assert_eq!(succeeded(&resumed), succeeded(&plain_run));
        assert_eq!(fs::read_to_string(&file).unwrap(), text, "--to {to}");
    }
}

#[test]
fn resume_without_a_file_yet_starts_from_g_0() {
    let file = scratch("six-new.txt");
    let resumed = explore_values(&["--octal", ".6", "--to", "3000"], &file, true);
    succeeded(&resumed);
    let game = grundy::OctalGame::parse(".6").unwrap();
    assert_eq!(
        fs::read_to_string(&file).unwrap(),
        values_text("the octal game .6", &game.grundy_direct(3000))
    );
    let said = stderr(&resumed);
    assert!(said.contains("there is no "), "{said}");
}

#[test]
fn a_file_that_fails_a_check_is_refused_naming_the_line_and_left_as_it_was() {
    let six = grundy::OctalGame::parse(".6").unwrap().grundy_direct(2000);
    let good = values_text("the octal game .6", &six);
    let mut last_wrong = six.clone();
    *last_wrong.last_mut().unwrap() += 1;
    let mut g0_wrong = six[..10].to_vec();
    g0_wrong[0] = 1;
    let cases = [
        // Another game's file.
        (
            good.clone(),
            &["--octal", ".07", "--to", "3000"][..],
            "holds the values of the octal game .6 (its line 1), not of the octal game .07",
        ),
        (
            good.clone(),
            &["--grundy", "--to", "3000"],
            "holds the values of the octal game .6 (its line 1), not of Grundy's game",
        ),
        // No game named: a file of an older version, or of another tool.
        (
            good.lines()
                .skip(1)
                .map(|line| format!("{line}\n"))
                .collect(),
            &["--octal", ".6", "--to", "3000"],
            "does not say which game its values are: its line 1 is not \"# the octal game .6\"",
        ),
        // The last value corrupted: g(2000), line 2002.
        (
            values_text("the octal game .6", &last_wrong),
            &["--octal", ".6", "--to", "3000"],
            &format!(
                ", line 2002: g(2000) is {} there, but {} by the mex of its options over the \
                 values before it",
                six[2000] + 1,
                six[2000]
            ),
        ),
        (
            values_text("the octal game .6", &g0_wrong),
            &["--octal", ".6", "--to", "3000"],
            ", line 2: g(0) is 1, not 0",
        ),
        (
            good.replacen("\n0\n", "\nx\n", 1),
            &["--octal", ".6", "--to", "3000"],
            ", line 2: \"x\" is not a value (a whole number, one a line)",
        ),
        (
            good.replacen("\n2\n", "\n 2\n", 1),
            &["--octal", ".6", "--to", "3000"],
            "\" 2\" is not a value",
        ),
    ];
    let file = scratch("refused.txt");
    for (text, args, says) in cases {
        fs::write(&file, &text).unwrap();
        let output = explore_values(args, &file, true);
        assert_one_error_line(&output, says, &format!("{args:?} {says}"));
        assert_eq!(fs::read_to_string(&file).unwrap(), text, "{says}");
    }
}

#[test]
fn resume_where_it_does_not_apply_is_one_error_line() {
    let file = scratch("nowhere.txt");
    let path = file.to_str().unwrap();
    for (args, says) in [
        (
            &["--octal", ".6", "--resume"][..],
            "--resume continues the run whose values --values FILE holds: give --values FILE too",
        ),
        (
            &["--subtract", "1,3,4", "--values", path, "--resume"],
            "--resume continues a run of core's engine",
        ),
        (
            &["--hex", "8.3...", "--values", path, "--resume"],
            "the hexadecimal game 8.3... is computed by the direct mex, which does not resume",
        ),
        (
            &["--octal", "4.3...", "--values", path, "--resume"],
            "the octal game 4.3... is computed by the direct mex",
        ),
        (
            &["--octal", ".6", "--misere", "--values", path, "--resume"],
            "--misere",
        ),
        (&["--turning", "mock", "--resume"], "--resume"),
    ] {
        assert_one_error_line(&explore(args), says, &format!("{args:?}"));
        assert!(!file.exists(), "{args:?} wrote {path}");
    }
}
