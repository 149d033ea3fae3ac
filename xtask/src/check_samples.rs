//! `cargo xtask check-samples [--accept] [PROBLEM | PROBLEM/CASE]...`: run problem binaries on
//! their samples and check three things per case:
//!
//! 1. a sample with a `.out` prints exactly that (byte for byte; only CRLF vs LF is forgiven)
//!    and exits with status 0;
//! 2. a sample without one (bad input) keeps the bad-input contract
//!    ([`grundy_tests::rejection_faults`]: status 1, nothing on stdout, one `error:` line);
//! 3. what the binary did (exit status, stdout, stderr) matches its insta snapshot in
//!    `problems/<name>/snapshots/` (see [`crate::snapshots`]).
//!
//! A new or changed snapshot fails the case. Under `CI` nothing is written; locally insta writes
//! the new version as `<case>.snap.new` for `cargo insta review`, or in place with `--accept`.
//! Snapshots whose sample is gone, and pending `.snap.new` files of such cases, are stale: they
//! fail a whole-problem check, and `--accept` removes them.
//!
//! It prints one line per case (verdict, problem/case, time), the reasons under a failing case,
//! and ends with `N passed, M failed`.

use std::fs;
use std::time::Duration;

use grundy_tests::{Sample, rejection_faults};

use crate::args::Args;
use crate::diff;
use crate::error::{Context, Result, bail};
use crate::runner::{self, Run};
use crate::snapshots::{Comparison, Snapshots};
use crate::workspace::{self, Problem};

pub const HELP: &str = "\
usage: cargo xtask check-samples [--accept] [PROBLEM | PROBLEM/CASE]...

Runs every problem's release binary on each of its samples (or only the named problems or
cases, such as hdu-5724-chess or hdu-5724-chess/official-1) and checks that:
  - a sample with a .out prints exactly that, with exit status 0;
  - a sample without one (bad-*.in) exits 1 with nothing on stdout and one `error:` line;
  - the run (status, stdout, stderr) matches its snapshot in problems/<name>/snapshots/.
A <case>.args file beside a sample holds the binary's command-line arguments.

New or changed snapshots fail. Under CI nothing is written; otherwise insta writes the new
version as <case>.snap.new, for `cargo insta review` (install with `cargo install cargo-insta`).
Snapshots whose sample is gone are stale and fail too.

options:
  --accept   write new and changed snapshots in place and remove stale ones (never under CI)
  --help     print this help";

/// A binary that runs longer than this on one sample is stopped and fails.
const TIME_LIMIT: Duration = Duration::from_secs(60);

/// Outputs longer than this are snapshotted as a digest (the `.out` comparison still checks
/// every byte); shorter ones verbatim.
const VERBATIM_LIMIT: usize = 4096;

/// Whether the `CI` environment variable asks for CI behaviour (as insta reads it).
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|value| !matches!(value.as_str(), "" | "0" | "false"))
}

/// What the user asked to check: a problem, and either all its samples or the named ones.
struct Selection {
    problem: Problem,
    cases: Option<Vec<String>>,
}

/// Groups `names` (`PROBLEM` or `PROBLEM/CASE`) by problem, in the order first named; every
/// problem when `names` is empty.
fn select(names: &[String]) -> Result<Vec<Selection>> {
    if names.is_empty() {
        let all = workspace::all_problems()?;
        return Ok(all
            .into_iter()
            .map(|problem| Selection {
                problem,
                cases: None,
            })
            .collect());
    }
    let mut selections: Vec<Selection> = Vec::new();
    for name in names {
        let (problem, case) = match name.split_once('/') {
            Some((problem, case)) => (problem, Some(case.trim_end_matches(".in").to_owned())),
            None => (name.as_str(), None),
        };
        let index = match selections.iter().position(|s| s.problem.name == problem) {
            Some(index) => index,
            None => {
                let problem = workspace::problem(problem)?;
                selections.push(Selection {
                    problem,
                    cases: Some(Vec::new()),
                });
                selections.len() - 1
            }
        };
        let selection = &mut selections[index];
        match (case, &mut selection.cases) {
            (Some(case), Some(cases)) => cases.push(case),
            (None, cases) => *cases = None,
            (Some(_), None) => {}
        }
    }
    Ok(selections)
}

/// Counts of the cases checked.
#[derive(Default)]
struct Tally {
    passed: usize,
    failed: usize,
    snapshots_pending: usize,
}

pub fn run(mut args: Args) -> Result {
    let accept = args.flag("--accept");
    let names = args.positional()?;
    if accept && in_ci() {
        bail!("--accept rewrites snapshots, which must never happen under CI");
    }
    let selections = select(&names)?;
    let problems: Vec<Problem> = selections.iter().map(|s| s.problem.clone()).collect();
    workspace::build_release(&problems)?;
    let mut tally = Tally::default();
    for selection in &selections {
        check_problem(selection, accept, &mut tally)?;
    }
    if tally.snapshots_pending > 0 {
        println!(
            "\n{} snapshot(s) new or changed, written as .snap.new: review them with \
             `cargo insta review`, or accept them all with `cargo xtask check-samples --accept`",
            tally.snapshots_pending
        );
    }
    println!("\n{} passed, {} failed", tally.passed, tally.failed);
    if tally.failed > 0 {
        bail!(
            "{} of {} cases failed",
            tally.failed,
            tally.passed + tally.failed
        );
    }
    Ok(())
}

fn check_problem(selection: &Selection, accept: bool, tally: &mut Tally) -> Result {
    let problem = &selection.problem;
    let all = Sample::read_all(&problem.dir)
        .context(|| format!("read the samples of {}", problem.name))?;
    let snapshots = Snapshots::of(&problem.dir);
    let samples: Vec<&Sample> = match &selection.cases {
        None => all.iter().collect(),
        Some(cases) => cases
            .iter()
            .map(|case| {
                all.iter().find(|s| &s.name == case).ok_or_else(|| {
                    let known: Vec<&str> = all.iter().map(|s| s.name.as_str()).collect();
                    format!(
                        "{} has no sample {case:?} (it has: {})",
                        problem.name,
                        known.join(", ")
                    )
                    .into()
                })
            })
            .collect::<Result<_>>()?,
    };
    if all.is_empty() {
        report(
            &format!("{}: samples/", problem.name),
            None,
            &["no samples/*.in".into()],
        );
        tally.failed += 1;
    }
    for sample in samples {
        let faults = check_case(problem, sample, &snapshots, accept, tally)?;
        if faults.is_empty() {
            tally.passed += 1;
        } else {
            tally.failed += 1;
        }
    }
    if selection.cases.is_none() {
        let cases: Vec<String> = all.iter().map(|s| s.name.clone()).collect();
        for path in snapshots.stale(&cases)? {
            let shown = path
                .strip_prefix(workspace::root())
                .unwrap_or(&path)
                .display()
                .to_string();
            if accept {
                fs::remove_file(&path).context(|| format!("remove {shown}"))?;
                println!("      removed stale snapshot {shown}");
            } else {
                let fix = "no sample has this name any more; --accept removes it";
                report(&shown, None, &[format!("stale snapshot: {fix}")]);
                tally.failed += 1;
            }
        }
    }
    Ok(())
}

/// Prints one case's line and its reasons.
fn report(label: &str, elapsed: Option<Duration>, faults: &[String]) {
    let verdict = if faults.is_empty() { "ok  " } else { "FAIL" };
    let time = elapsed.map_or_else(String::new, runner::human);
    let line = format!("{verdict}  {label:<60} {time:>9}");
    println!("{}", line.trim_end());
    for fault in faults {
        for line in fault.lines() {
            println!("      {line}");
        }
    }
}

/// The problem's release binary run on `sample`, with its arguments, for at most
/// [`TIME_LIMIT`].
///
/// # Errors
/// If the binary cannot be run.
pub fn run_sample(problem: &Problem, sample: &Sample) -> Result<Run> {
    runner::run(
        &problem.binary(),
        &sample.args,
        sample.input.clone(),
        &runner::Limits::generous(TIME_LIMIT),
    )
}

fn check_case(
    problem: &Problem,
    sample: &Sample,
    snapshots: &Snapshots,
    accept: bool,
    tally: &mut Tally,
) -> Result<Vec<String>> {
    let run = run_sample(problem, sample)?;
    let mut faults = match &sample.expected {
        _ if run.timed_out() => vec![format!("stopped after {}", runner::human(TIME_LIMIT))],
        Some(expected) => answer_faults(expected, &run),
        None => rejection_faults(run.status, &run.stdout, &run.stderr)
            .into_iter()
            .map(|fault| format!("bad input: {fault}"))
            .collect(),
    };
    let text = snapshot_text(&run);
    let (headline, details) = match snapshots.compare(&sample.name, &text)? {
        Comparison::Same if in_ci() && snapshots.has_pending(&sample.name) => (
            Some("a leftover .snap.new"),
            "; `cargo insta review` or --accept removes it".to_owned(),
        ),
        Comparison::Same => {
            // The run matches: a pending snapshot from an earlier run is outdated.
            snapshots.clear_pending(&sample.name)?;
            (None, String::new())
        }
        Comparison::Missing => (Some("no snapshot yet"), String::new()),
        Comparison::Changed(diff) => (Some("snapshot changed"), format!(":\n{}", diff.trim_end())),
    };
    let mut accepted = None;
    if let Some(headline) = headline {
        if in_ci() {
            faults.push(format!("{headline} (CI: nothing written){details}"));
        } else {
            snapshots.record(&sample.name, &sample.path, &text, accept)?;
            if accept {
                accepted = Some(headline);
            } else {
                tally.snapshots_pending += 1;
                faults.push(format!("{headline} (written as .snap.new){details}"));
            }
        }
    }
    report(
        &format!("{}/{}", problem.name, sample.name),
        Some(run.elapsed),
        &faults,
    );
    // After the case's own line, so that it reads as that case's note.
    if let Some(headline) = accepted {
        println!("      {headline}: accepted");
    }
    Ok(faults)
}

/// A sample with an expected output: status 0, nothing on stderr, exactly that output.
fn answer_faults(expected: &str, run: &Run) -> Vec<String> {
    let mut faults = Vec::new();
    if run.status != Some(0) {
        faults.push(format!(
            "exit status {}, expected 0; stderr: {}",
            status_text(run.status),
            String::from_utf8_lossy(&run.stderr).trim_end()
        ));
    } else if !run.stderr.is_empty() {
        faults.push(format!(
            "unexpected stderr: {}",
            String::from_utf8_lossy(&run.stderr).trim_end()
        ));
    }
    let actual = diff::normalize_newlines(&String::from_utf8_lossy(&run.stdout));
    let difference = diff::describe(&diff::normalize_newlines(expected), &actual);
    if !difference.is_empty() {
        faults.push(format!(
            "wrong output (- expected, + printed):\n{}",
            difference.trim_end()
        ));
    }
    faults
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

#[cfg(test)]
mod tests {
    use super::*;

    fn run_with(status: Option<i32>, stdout: &str, stderr: &str) -> Run {
        Run {
            stdout: stdout.as_bytes().to_vec(),
            stderr: stderr.as_bytes().to_vec(),
            status,
            ..Run::default()
        }
    }

    #[test]
    fn a_right_answer_passes_even_with_crlf_expected() {
        assert!(answer_faults("YES\r\nNO\r\n", &run_with(Some(0), "YES\nNO\n", "")).is_empty());
    }

    #[test]
    fn a_wrong_answer_fails_with_a_diff() {
        let faults = answer_faults("YES\n", &run_with(Some(0), "NO\n", ""));
        assert_eq!(faults.len(), 1);
        assert!(faults[0].contains("-    1 | YES"), "{}", faults[0]);
    }

    #[test]
    fn an_error_exit_fails_an_answer_sample() {
        let faults = answer_faults("YES\n", &run_with(Some(1), "", "error: x\n"));
        assert!(faults.iter().any(|p| p.contains("exit status 1")));
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
    fn snapshots_hold_no_timing() {
        let mut run = run_with(Some(0), "1\n", "");
        let first = snapshot_text(&run);
        run.elapsed = Duration::from_secs(3);
        assert_eq!(first, snapshot_text(&run));
    }
}
