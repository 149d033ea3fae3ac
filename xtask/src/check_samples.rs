//! `cargo xtask check-samples [--accept] [PROBLEM...]`: run every problem binary on every sample
//! and check three things per case:
//!
//! 1. a sample with a `.out` prints exactly that (byte for byte; only CRLF vs LF is forgiven)
//!    and exits with status 0;
//! 2. a sample without one (bad input) exits with status 1, prints nothing on stdout and one
//!    `error:` line on stderr;
//! 3. what the binary did (exit status, stdout, stderr) matches its insta snapshot under
//!    `problems/<name>/snapshots/`. With `CI` set, a missing or changed snapshot fails and
//!    nothing is written; locally the new version is written beside it as `.snap.new` for
//!    `cargo insta review`, or in place with `--accept`.
//!
//! It prints one line per case (verdict, problem/case, time), the reasons under a failing case,
//! and ends with `N passed, M failed`.

use std::fs;
use std::panic::{self, AssertUnwindSafe};
use std::path::Path;
use std::process::Command;
use std::time::Duration;

use crate::diff;
use crate::runner::{self, Run};
use crate::workspace::{self, Problem};

/// A binary that runs longer than this on one sample is stopped and fails.
const TIME_LIMIT: Duration = Duration::from_secs(60);

/// Outputs longer than this are snapshotted as a digest (the `.out` comparison still checks
/// every byte); shorter ones verbatim.
const VERBATIM_LIMIT: usize = 4096;

/// Whether the `CI` environment variable asks for CI behaviour (as insta reads it).
fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|value| !matches!(value.as_str(), "" | "0" | "false"))
}

pub fn run(args: &[String]) -> Result<bool, String> {
    let accept = args.iter().any(|arg| arg == "--accept");
    let names: Vec<String> = args
        .iter()
        .filter(|arg| *arg != "--accept")
        .cloned()
        .collect();
    if let Some(flag) = names.iter().find(|name| name.starts_with('-')) {
        return Err(format!(
            "unknown option {flag:?} (check-samples takes --accept and problem names)"
        ));
    }
    if accept {
        return rerun_accepting(&names);
    }
    let problems = workspace::problems(&names)?;
    workspace::build_release(&problems)?;
    let (mut passed, mut failed, mut snapshot_failures) = (0, 0, 0);
    for problem in &problems {
        let inputs = problem.inputs_in("samples")?;
        if inputs.is_empty() {
            println!("FAIL  {}: no samples/*.in", problem.name);
            failed += 1;
        }
        for input in inputs {
            let verdict = check_case(problem, &input)?;
            if verdict.snapshot_failed {
                snapshot_failures += 1;
            }
            if verdict.problems.is_empty() {
                passed += 1;
            } else {
                failed += 1;
            }
        }
    }
    if snapshot_failures > 0 && !in_ci() {
        println!(
            "\n{snapshot_failures} snapshot(s) new or changed: review them with `cargo insta review`, \
             or accept all with `cargo xtask check-samples --accept`"
        );
    }
    println!("\n{passed} passed, {failed} failed");
    Ok(failed == 0)
}

/// `--accept`: run again with insta told to write every snapshot in place.
fn rerun_accepting(names: &[String]) -> Result<bool, String> {
    if in_ci() {
        return Err("--accept rewrites snapshots, which CI must never do".into());
    }
    let exe = std::env::current_exe().map_err(|e| format!("cannot find xtask itself: {e}"))?;
    let status = Command::new(exe)
        .arg("check-samples")
        .args(names)
        .env("INSTA_UPDATE", "always")
        .status()
        .map_err(|e| format!("cannot rerun xtask: {e}"))?;
    Ok(status.success())
}

/// The outcome of one case: what was wrong with it (nothing, if it passed).
struct Verdict {
    problems: Vec<String>,
    snapshot_failed: bool,
}

fn check_case(problem: &Problem, input_path: &Path) -> Result<Verdict, String> {
    let case = input_path
        .file_stem()
        .and_then(|stem| stem.to_str())
        .ok_or_else(|| format!("odd sample name {}", input_path.display()))?
        .to_owned();
    let read = |ext: &str| fs::read_to_string(input_path.with_extension(ext)).ok();
    let input =
        fs::read(input_path).map_err(|e| format!("cannot read {}: {e}", input_path.display()))?;
    let args: Vec<String> = read("args")
        .map(|text| text.split_whitespace().map(str::to_owned).collect())
        .unwrap_or_default();
    let expected = read("out");
    let run = runner::run(&problem.binary(), &args, input, TIME_LIMIT)?;

    let mut problems = match &expected {
        _ if run.timed_out => vec![format!("stopped after {}", runner::human(TIME_LIMIT))],
        Some(expected) => check_answer(expected, &run),
        None => check_rejection(&run),
    };
    let snapshot = snapshot_matches(problem, &case, input_path, &run);
    let snapshot_failed = snapshot.is_err();
    if let Err((headline, details)) = snapshot {
        let what = if in_ci() {
            "CI: nothing written"
        } else {
            "the new one is written as .snap.new"
        };
        problems.push(format!("{headline} ({what}){details}"));
    }
    let verdict = if problems.is_empty() { "ok  " } else { "FAIL" };
    println!(
        "{verdict}  {:<60} {:>9}",
        format!("{}/{case}", problem.name),
        runner::human(run.elapsed)
    );
    for problem in &problems {
        for line in problem.lines() {
            println!("      {line}");
        }
    }
    Ok(Verdict {
        problems,
        snapshot_failed,
    })
}

/// A sample with an expected output: status 0, nothing on stderr, exactly that output.
fn check_answer(expected: &str, run: &Run) -> Vec<String> {
    let mut problems = Vec::new();
    if run.status != Some(0) {
        problems.push(format!(
            "exit status {}, expected 0; stderr: {}",
            status_text(run.status),
            String::from_utf8_lossy(&run.stderr).trim_end()
        ));
    } else if !run.stderr.is_empty() {
        problems.push(format!(
            "unexpected stderr: {}",
            String::from_utf8_lossy(&run.stderr).trim_end()
        ));
    }
    let actual = diff::normalize_newlines(&String::from_utf8_lossy(&run.stdout));
    let difference = diff::describe(&diff::normalize_newlines(expected), &actual);
    if !difference.is_empty() {
        problems.push(format!("wrong output:\n{}", difference.trim_end()));
    }
    problems
}

/// A bad-input sample: status 1, empty stdout, one `error:` line on stderr.
fn check_rejection(run: &Run) -> Vec<String> {
    let mut problems = Vec::new();
    if run.status != Some(1) {
        problems.push(format!(
            "bad input: exit status {}, expected 1",
            status_text(run.status)
        ));
    }
    if !run.stdout.is_empty() {
        problems.push(format!(
            "bad input: {} bytes on stdout, expected none",
            run.stdout.len()
        ));
    }
    let stderr = String::from_utf8_lossy(&run.stderr);
    if !stderr.starts_with("error: ") || stderr.lines().count() != 1 || !stderr.ends_with('\n') {
        problems.push(format!(
            "bad input: stderr must be one `error:` line, got {stderr:?}"
        ));
    }
    problems
}

fn status_text(status: Option<i32>) -> String {
    status.map_or("none (killed)".to_owned(), |code| code.to_string())
}

/// What the snapshot records: exit status, stdout and stderr (no times, so it is stable).
fn snapshot_text(run: &Run) -> String {
    format!(
        "exit status: {}\n--- stdout ---\n{}--- stderr ---\n{}",
        status_text(run.status),
        stream_text(&run.stdout),
        stream_text(&run.stderr)
    )
}

/// A stream verbatim if short, else its size, line count, a hash and its first lines.
fn stream_text(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    if bytes.len() <= VERBATIM_LIMIT {
        let mut text = text.into_owned();
        if !text.is_empty() && !text.ends_with('\n') {
            text.push_str("\n(no newline at end)\n");
        }
        return text;
    }
    let head: String = text
        .lines()
        .take(10)
        .map(|line| format!("{line}\n"))
        .collect();
    format!(
        "({} bytes, {} lines, FNV-1a 64 {:016x}; the first 10 lines:)\n{head}",
        bytes.len(),
        text.lines().count(),
        fnv1a(bytes)
    )
}

/// The 64-bit FNV-1a hash: enough to notice any change in a long output.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The body of a stored insta snapshot: what follows its `---` metadata header.
fn snapshot_body(file: &str) -> Option<&str> {
    let rest = file.strip_prefix("---\n")?;
    let end = rest.find("\n---\n")?;
    Some(&rest[end + "\n---\n".len()..])
}

/// Asserts the run's snapshot with insta; if it is missing or changed, says so (a headline)
/// and how (a diff of the stored snapshot against this run, one line per fact).
fn snapshot_matches(
    problem: &Problem,
    case: &str,
    input_path: &Path,
    run: &Run,
) -> Result<(), (&'static str, String)> {
    let snapshots = problem.dir.join("snapshots");
    let stored = fs::read_to_string(snapshots.join(format!("{case}.snap"))).ok();
    // A pending snapshot from an earlier run is stale now: insta writes a fresh one if this
    // run still differs.
    let _ = fs::remove_file(snapshots.join(format!("{case}.snap.new")));
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(&snapshots);
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.set_input_file(input_path);
    let text = snapshot_text(run);
    // insta reports a mismatch by panicking (its own report is turned off by INSTA_OUTPUT=none
    // in .cargo/config.toml); silence the panic message and turn the panic into a verdict.
    let hook = panic::take_hook();
    panic::set_hook(Box::new(|_| {}));
    let result = panic::catch_unwind(AssertUnwindSafe(|| {
        settings.bind(|| insta::assert_snapshot!(case, text.clone()));
    }));
    panic::set_hook(hook);
    if result.is_ok() {
        return Ok(());
    }
    Err(match stored.as_deref().and_then(snapshot_body) {
        None => ("no snapshot yet", String::new()),
        Some(body) => (
            "snapshot changed",
            format!(
                ":\n{}",
                diff::describe(body.trim_end(), text.trim_end()).trim_end()
            ),
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_with(status: Option<i32>, stdout: &str, stderr: &str) -> Run {
        Run {
            stdout: stdout.as_bytes().to_vec(),
            stderr: stderr.as_bytes().to_vec(),
            status,
            elapsed: Duration::ZERO,
            timed_out: false,
        }
    }

    #[test]
    fn a_right_answer_passes_even_with_crlf_expected() {
        assert!(check_answer("YES\r\nNO\r\n", &run_with(Some(0), "YES\nNO\n", "")).is_empty());
    }

    #[test]
    fn a_wrong_answer_fails_with_a_diff() {
        let problems = check_answer("YES\n", &run_with(Some(0), "NO\n", ""));
        assert_eq!(problems.len(), 1);
        assert!(problems[0].contains("line 1"));
    }

    #[test]
    fn an_error_exit_fails_an_answer_sample() {
        let problems = check_answer("YES\n", &run_with(Some(1), "", "error: x\n"));
        assert!(problems.iter().any(|p| p.contains("exit status 1")));
    }

    #[test]
    fn a_proper_rejection_passes() {
        assert!(
            check_rejection(&run_with(Some(1), "", "error: line 1, column 1: bad\n")).is_empty()
        );
    }

    #[test]
    fn a_rejection_must_leave_stdout_empty_and_say_error_once() {
        assert!(!check_rejection(&run_with(Some(1), "YES\n", "error: x\n")).is_empty());
        assert!(!check_rejection(&run_with(Some(1), "", "error: x\nerror: y\n")).is_empty());
        assert!(!check_rejection(&run_with(Some(101), "", "thread 'main' panicked\n")).is_empty());
        assert!(!check_rejection(&run_with(Some(0), "", "")).is_empty());
    }

    #[test]
    fn long_outputs_are_snapshotted_as_a_digest_that_notices_changes() {
        let long: String = (0..2000).map(|i| format!("{i}\n")).collect();
        let mut changed = long.clone();
        changed.replace_range(5000..5001, "x");
        let text = stream_text(long.as_bytes());
        assert!(text.contains("2000 lines"));
        assert_ne!(text, stream_text(changed.as_bytes()));
    }

    #[test]
    fn the_body_of_a_stored_snapshot_follows_its_header() {
        let file = "---\nsource: x.rs\n---\nexit status: 0\n--- stdout ---\nYES\n";
        assert_eq!(
            snapshot_body(file),
            Some("exit status: 0\n--- stdout ---\nYES\n")
        );
        assert_eq!(snapshot_body("no header"), None);
    }

    #[test]
    fn snapshots_hold_no_timing() {
        let mut run = run_with(Some(0), "1\n", "");
        let first = snapshot_text(&run);
        run.elapsed = Duration::from_secs(3);
        assert_eq!(first, snapshot_text(&run));
    }
}
