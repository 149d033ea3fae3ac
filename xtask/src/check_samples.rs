//! `cargo xtask check-samples [--accept] [PROBLEM | PROBLEM/CASE]...`: run problem binaries on
//! their samples and check each case, every case stored once:
//!
//! 1. a sample with a `.out` prints exactly that (byte for byte; only CRLF vs LF is forgiven),
//!    with exit status 0 and nothing on stderr: its `.out` is all that is stored of it;
//! 2. a sample without one (bad input) keeps the bad-input contract
//!    ([`grundy_tests::rejection_faults`]: status 1, nothing on stdout, one `error:` line), and
//!    its exit status and stderr, what a `.out` cannot hold, match its insta snapshot in
//!    `problems/<name>/snapshots/` (see [`crate::snapshots`]).
//!
//! A new or changed snapshot fails the case, and so does a `.out` of the binary's own words
//! (`help`, `explain-*`) that the binary no longer prints. Under `CI` nothing is written;
//! locally insta writes a new snapshot as `<case>.snap.new` for `cargo insta review`, and
//! `--accept` updates both in place: the snapshot, and the `.out` of the binary's own words
//! (never another `.out`: those come from the referee or by hand). A snapshot whose sample is
//! gone or has a `.out`, and a pending `.snap.new` of such a case, is stale: it fails a
//! whole-problem check, and `--accept` removes it.
//!
//! It prints one line per case (verdict, problem/case, time), the reasons under a failing case,
//! and ends with `N passed, M failed`.

use std::fs;

use grundy_tests::{Sample, rejection_faults};

use lab::args::{Args, Opt, Section, Spec};
use lab::error::{Context, Result, bail};
use lab::runner::{self, Run};
use lab::samples::{TIME_LIMIT, answer_faults, in_ci, report, run_sample, status_text};
use lab::workspace::{self, Problem};

use crate::snapshots::{Comparison, Snapshots};

pub const SPEC: Spec = Spec {
    name: "check-samples",
    arguments: "[--accept] [PROBLEM | PROBLEM/CASE]...",
    summary: "run every sample (or the named problems or cases); compare with the .out files and the snapshots of the rejected ones; ends with \"N passed, M failed\"; --accept updates snapshots and the help and explain-* outputs",
    about:
        "Runs every problem's release binary on each of its samples (or only the named problems or
cases, such as hdu-5724-chess or hdu-5724-chess/official-1) and checks that:
  - a sample with a .out prints exactly that, with exit status 0 and nothing on stderr;
  - a sample without one (bad-*.in) exits 1 with nothing on stdout and one `error:` line,
    and its exit status and stderr match its snapshot in problems/<name>/snapshots/.
A <case>.args file beside a sample holds the binary's command-line arguments. Each case is
stored once: its stdout in its .out, or its status and stderr in its snapshot.

A new or changed snapshot fails, and so does a .out of the binary's own words (help,
explain-*) it no longer prints. Under CI nothing is written; otherwise insta writes a new
snapshot as <case>.snap.new, for `cargo insta review` (install with `cargo install
cargo-insta`). Snapshots whose sample is gone or has a .out are stale and fail too.",
    sections: &[Section {
        title: "options",
        options: &[Opt {
            name: "--accept",
            value: None,
            help: "update in place (never under CI): new and changed snapshots, the .out of help and explain-* samples from the binary (read them with `git diff`, or `git status` for a new crate), and remove stale snapshots",
        }],
    }],
    after: "",
};

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
    let names = args.positional();
    if accept && in_ci() {
        bail!("--accept rewrites snapshots and outputs, which must never happen under CI");
    }
    if !in_ci() {
        let wanted = Snapshots::environment(accept);
        let set = |&(name, value): &(&str, &str)| std::env::var(name).as_deref() == Ok(value);
        if !wanted.iter().all(set) {
            let accepting = accept.then(|| "--accept".to_owned());
            return again_with(&wanted, accepting.into_iter().chain(names));
        }
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

/// Runs `check-samples` with `args` again, in a process of its own with `environment` added
/// (what insta must read to write snapshots as asked, which a process cannot safely set for
/// itself), and ends with its exit status when that is not 0.
///
/// # Errors
/// If it cannot be started.
fn again_with(environment: &[(&str, &str)], args: impl Iterator<Item = String>) -> Result {
    let program = std::env::current_exe().context(|| "find this program".to_owned())?;
    let status = std::process::Command::new(&program)
        .arg("check-samples")
        .args(args)
        .envs(environment.iter().copied())
        .status()
        .context(|| format!("run {} again", program.display()))?;
    if !status.success() {
        std::process::exit(status.code().unwrap_or(1));
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
        let rejected: Vec<String> = all
            .iter()
            .filter(|s| s.is_bad())
            .map(|s| s.name.clone())
            .collect();
        for path in snapshots.stale(&rejected)? {
            let shown = path
                .strip_prefix(workspace::root())
                .unwrap_or(&path)
                .display()
                .to_string();
            if accept {
                fs::remove_file(&path).context(|| format!("remove {shown}"))?;
                println!("      removed stale snapshot {shown}");
            } else {
                let fix = "no sample rejected by this name has a snapshot (gone, or it has a \
                           .out); --accept removes it";
                report(&shown, None, &[format!("stale snapshot: {fix}")]);
                tally.failed += 1;
            }
        }
    }
    Ok(())
}

fn check_case(
    problem: &Problem,
    sample: &Sample,
    snapshots: &Snapshots,
    accept: bool,
    tally: &mut Tally,
) -> Result<Vec<String>> {
    let run = run_sample(problem, sample)?;
    let label = format!("{}/{}", problem.name, sample.name);
    if run.timed_out() {
        let faults = vec![format!("stopped after {}", runner::human(TIME_LIMIT))];
        report(&label, Some(run.elapsed), &faults);
        return Ok(faults);
    }
    let (faults, accepted) = match &sample.expected {
        Some(expected) => answered(sample, expected, &run, accept)?,
        // `--help` and `--explain` always answer: such a sample without its `.out` is a new
        // one whose `.out` the binary writes (under `--accept`), not a rejected input.
        None if sample.is_the_binarys_own_words() => unwritten(sample, &run, accept)?,
        None => rejected(sample, snapshots, &run, accept, tally)?,
    };
    report(&label, Some(run.elapsed), &faults);
    // After the case's own line, so that it reads as that case's note.
    if let Some(note) = accepted {
        println!("      {note}");
    }
    Ok(faults)
}

/// An answered sample's faults, and what `--accept` did: a `.out` of the binary's own words
/// rewritten from the run when it differs.
fn answered(
    sample: &Sample,
    expected: &str,
    run: &Run,
    accept: bool,
) -> Result<(Vec<String>, Option<String>)> {
    let mut faults = answer_faults(expected, run);
    if faults.is_empty() || !sample.is_the_binarys_own_words() || run.status != Some(0) {
        return Ok((faults, None));
    }
    if accept {
        return write_out(sample, run, ".out rewritten from the binary: accepted");
    }
    faults.push(
        "this .out is the binary's own words: --accept rewrites it from the binary (read it \
         with `git diff` before you commit)"
            .to_owned(),
    );
    Ok((faults, None))
}

/// Writes the sample's `.out` from the run (under `--accept`): no fault left, and `note`.
fn write_out(sample: &Sample, run: &Run, note: &str) -> Result<(Vec<String>, Option<String>)> {
    let out = sample.path.with_extension("out");
    fs::write(&out, &run.stdout).context(|| format!("write {}", out.display()))?;
    Ok((Vec::new(), Some(note.to_owned())))
}

/// A sample of the binary's own words (`help`, `explain-*`) that has no `.out` yet: `--accept`
/// writes it from the run when the binary answered; otherwise that is the fault.
fn unwritten(sample: &Sample, run: &Run, accept: bool) -> Result<(Vec<String>, Option<String>)> {
    if run.status != Some(0) {
        let mut faults = answer_faults("", run);
        faults.insert(0, "no .out, and the binary did not answer".to_owned());
        return Ok((faults, None));
    }
    if accept {
        return write_out(sample, run, ".out written from the binary: accepted");
    }
    Ok((
        vec![
            "no .out yet: this sample is the binary's own words (--help or --explain), and \
             --accept writes its .out from the binary (read it before you commit)"
                .to_owned(),
        ],
        None,
    ))
}

/// A rejected sample's faults (the bad-input contract, and its snapshot), and what
/// `--accept` did.
fn rejected(
    sample: &Sample,
    snapshots: &Snapshots,
    run: &Run,
    accept: bool,
    tally: &mut Tally,
) -> Result<(Vec<String>, Option<String>)> {
    let mut faults: Vec<String> = rejection_faults(run.status, &run.stdout, &run.stderr)
        .into_iter()
        .map(|fault| format!("bad input: {fault}"))
        .collect();
    let text = snapshot_text(run);
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
    let Some(headline) = headline else {
        return Ok((faults, None));
    };
    if in_ci() {
        faults.push(format!("{headline} (CI: nothing written){details}"));
        return Ok((faults, None));
    }
    snapshots.record(&sample.name, &sample.path, &text)?;
    if accept {
        return Ok((faults, Some(format!("{headline}: accepted"))));
    }
    tally.snapshots_pending += 1;
    faults.push(format!("{headline} (written as .snap.new){details}"));
    Ok((faults, None))
}

/// What the snapshot of a rejected sample records: its exit status and stderr, what its
/// missing `.out` cannot hold (no times, so it is stable; stdout must be empty, which the
/// bad-input contract checks).
fn snapshot_text(run: &Run) -> String {
    let mut stderr = String::from_utf8_lossy(&run.stderr).into_owned();
    if !stderr.is_empty() && !stderr.ends_with('\n') {
        stderr.push_str("\n(no newline at end)\n");
    }
    format!(
        "exit status: {}\n--- stderr ---\n{stderr}",
        status_text(run.status)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn snapshots_hold_the_status_and_stderr_and_no_timing() {
        let stderr = b"error: line 1: x".to_vec();
        let mut run = Run {
            stderr,
            status: Some(1),
            ..Run::default()
        };
        let first = snapshot_text(&run);
        assert_eq!(
            first,
            "exit status: 1\n--- stderr ---\nerror: line 1: x\n(no newline at end)\n"
        );
        run.elapsed = Duration::from_secs(3);
        assert_eq!(first, snapshot_text(&run));
    }
}
