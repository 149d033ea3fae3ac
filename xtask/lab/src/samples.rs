//! Running a problem's binary on one of its samples, and what an answered sample must do: what
//! `judge`'s and `stress --save`'s checks share with `cargo xtask check-samples`.

use std::time::Duration;

use grundy_tests::Sample;

use crate::diff;
use crate::error::Result;
use crate::runner::{self, Run};
use crate::workspace::Problem;

/// A binary that runs longer than this on one sample is stopped and fails.
pub const TIME_LIMIT: Duration = Duration::from_secs(60);

/// Whether the `CI` environment variable asks for CI behaviour (as insta reads it): nothing is
/// written then.
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|value| !matches!(value.as_str(), "" | "0" | "false"))
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

/// A sample with an expected output: status 0, nothing on stderr, exactly that output (only
/// CRLF against LF is forgiven). The faults, each a line or a diff; none when it passes.
pub fn answer_faults(expected: &str, run: &Run) -> Vec<String> {
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

/// An exit status as the checks say it: the code, or that a signal killed the program.
pub fn status_text(status: Option<i32>) -> String {
    status.map_or("none (killed)".to_owned(), |code| code.to_string())
}

/// Prints one case's line (verdict, label, time) and its faults beneath it.
pub fn report(label: &str, elapsed: Option<Duration>, faults: &[String]) {
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
}
