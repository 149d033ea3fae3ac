//! What the end-to-end tests of the runner share: the workspace, and `cargo xtask` run there
//! with a target folder of the test's own (so that it never waits on the build directory of the
//! `cargo test` that runs it).

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The workspace root.
pub fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap()
}

/// The target folder the end-to-end tests build into, relative to the workspace.
pub const TARGET: &str = "target/stress-check";

/// The release binary of `problem`, built once into [`TARGET`].
pub fn solver(problem: &str) -> PathBuf {
    let built = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["build", "--release", "--quiet", "-p", problem])
        .current_dir(workspace())
        .env("CARGO_TARGET_DIR", workspace().join(TARGET))
        .output()
        .unwrap();
    assert!(
        built.status.success(),
        "building {problem} failed: {}",
        String::from_utf8_lossy(&built.stderr)
    );
    workspace().join(TARGET).join("release").join(problem)
}

/// Runs `cargo xtask ARGS -- sh -c SCRIPT sh SOLVER` in the workspace as a user does (without
/// `CI`, which stops `stress --save` from writing), where the script may use `$SOLVER`, the
/// release binary of `problem`: named on the command line, so that the box shows it (the
/// rest of the workspace it hides).
pub fn xtask(problem: &str, args: &[&str], script: &str) -> Output {
    xtask_command(problem, args, script).output().unwrap()
}

/// As [`xtask`], out of the box (`GRUNDY_NO_BOX`): for a program that keeps a state from one
/// run to the next in a file, which the box (a `/tmp` of each run's own) forbids.
pub fn xtask_out_of_the_box(problem: &str, args: &[&str], script: &str) -> Output {
    xtask_command(problem, args, script)
        .env("GRUNDY_NO_BOX", "1")
        .output()
        .unwrap()
}

/// The command [`xtask`] runs.
fn xtask_command(problem: &str, args: &[&str], script: &str) -> Command {
    let solver = solver(problem);
    let mut command = Command::new(env!("CARGO_BIN_EXE_lab"));
    command
        .args(args)
        .args(["--", "sh", "-c", &format!("SOLVER=\"$1\"; {script}"), "sh"])
        .arg(&solver)
        .current_dir(workspace())
        .env("CARGO_TARGET_DIR", workspace().join(TARGET))
        .env_remove("CI");
    command
}

/// What a command printed on stdout.
pub fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// What a command printed on stderr.
pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Runs `cargo xtask explore ARGS` in the workspace, with the end-to-end tests' target folder.
pub fn explore(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lab"))
        .arg("explore")
        .args(args)
        .current_dir(workspace())
        .env("CARGO_TARGET_DIR", workspace().join(TARGET))
        .output()
        .unwrap()
}

/// The stdout of a run that must have succeeded (else its stdout and stderr are shown).
pub fn succeeded(output: &Output) -> String {
    let text = stdout(output);
    assert!(output.status.success(), "{text}{}", stderr(output));
    text
}

/// Asserts the bad-input contract: exit status 1, nothing on stdout, one `error:` line on
/// stderr containing `says` (besides cargo's lines, when a problem's binary was built).
pub fn assert_one_error_line(output: &Output, says: &str, what: &str) {
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

/// The guide: the front page README.md and the chapters of docs/, each with its text.
pub fn guide() -> Vec<(PathBuf, String)> {
    let mut files = vec![PathBuf::from("README.md")];
    let mut chapters: Vec<PathBuf> = std::fs::read_dir(workspace().join("docs"))
        .unwrap()
        .map(|entry| Path::new("docs").join(entry.unwrap().file_name()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    chapters.sort();
    files.extend(chapters);
    files
        .into_iter()
        .map(|file| {
            let text = std::fs::read_to_string(workspace().join(&file)).unwrap();
            (file, text)
        })
        .collect()
}
