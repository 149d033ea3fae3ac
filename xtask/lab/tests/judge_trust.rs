//! `judge` and `stress` never call a correct program wrong:
//!
//! - on every problem, a solution that handles only what a judge gives (it dies on any input
//!   its problem's `--within-judge` calls beyond the judge) passes `judge` (samples and
//!   judge-size cases) and `stress` by default, and `--beyond` is what reaches past the judge;
//! - a correct program that writes 80 MB of trace to stderr is accepted on every case, each
//!   with its own small peak memory (not the runner's);
//! - `judge ... | head -1` ends quietly;
//! - `stress --save NAME` turns the shrunk counterexample into a sample with its verified
//!   output (its only stored file besides the input: no snapshot repeats it), checked at once.

mod common;

use std::fs;
use std::process::Command;

use common::{TARGET, solver, stdout, workspace, xtask};

/// A correct solution that only knows the judge's inputs: it asks the problem's binary whether
/// the input is one the judge could give, dies with SIGSEGV if not, and answers otherwise.
const JUDGE_ONLY: &str = "input=$(cat); \
    verdict=$(printf '%s\\n' \"$input\" | \"$SOLVER\" --within-judge) || kill -SEGV $$; \
    [ \"$verdict\" = within ] || kill -SEGV $$; \
    printf '%s\\n' \"$input\" | exec \"$SOLVER\"";

#[test]
#[ignore = "end to end: .ci/run runs it; by hand, cargo test -p xtask -p lab -p grundy-tests -- --ignored"]
fn a_solution_that_only_knows_the_judges_inputs_passes_judge_and_stress_on_every_problem() {
    let mut reached_beyond = Vec::new();
    for (problem, _) in grundy_tests::problem_crates(&workspace()) {
        let judged = xtask(&problem, &["judge", &problem], JUDGE_ONLY);
        let text = stdout(&judged);
        assert!(judged.status.success(), "judge {problem}:\n{text}");
        assert!(text.contains(" 0 failed"), "judge {problem}:\n{text}");
        let stressed = xtask(
            &problem,
            &["stress", &problem, "--cases", "30", "--size", "judge"],
            JUDGE_ONLY,
        );
        let text = stdout(&stressed);
        assert!(stressed.status.success(), "stress {problem}:\n{text}");
        assert!(
            text.contains("30 passed, 0 failed"),
            "stress {problem}:\n{text}"
        );
        // Past the judge, the same solution dies where a sample goes beyond.
        let beyond = xtask(
            &problem,
            &["judge", &problem, "--beyond", "--samples-only"],
            JUDGE_ONLY,
        );
        if !beyond.status.success() {
            let text = stdout(&beyond);
            assert!(text.contains("[beyond the judge]"), "{text}");
            reached_beyond.push(problem);
        }
    }
    assert!(
        reached_beyond.len() >= 6,
        "--beyond reached past the judge only in {reached_beyond:?}"
    );
}

#[test]
#[ignore = "end to end: .ci/run runs it; by hand, cargo test -p xtask -p lab -p grundy-tests -- --ignored"]
fn a_correct_program_with_an_80_mb_stderr_trace_is_accepted_with_its_own_small_peak_memory() {
    let problem = "hdu-5724-chess";
    let trace = "head -c 80000000 /dev/zero | tr '\\0' x >&2; exec \"$SOLVER\"";
    let judged = xtask(problem, &["judge", problem, "--samples-only"], trace);
    let text = stdout(&judged);
    assert!(judged.status.success(), "{text}");
    let verdicts: Vec<&str> = text
        .lines()
        .filter(|line| line.starts_with(problem) || line.contains(&format!(" {problem}/")))
        .collect();
    assert!(verdicts.len() >= 5, "{text}");
    for line in verdicts {
        assert!(line.starts_with("AC "), "{line}");
        // The peak is the last column: "3.1 MiB", well under the 64 MiB limit.
        let peak: Vec<&str> = line.split_whitespace().rev().take(2).collect();
        let (unit, number) = (peak[0], peak[1].parse::<f64>().unwrap());
        assert!(
            unit == "KiB" || (unit == "MiB" && number < 32.0),
            "not the program's own peak: {line}"
        );
    }
}

#[test]
#[ignore = "end to end: .ci/run runs it; by hand, cargo test -p xtask -p lab -p grundy-tests -- --ignored"]
fn judge_into_head_ends_quietly() {
    let problem = "poj-3537-crosses";
    let xtask_binary = env!("CARGO_BIN_EXE_lab");
    let script = format!(
        "'{xtask_binary}' judge {problem} --samples-only -- \"$SOLVER\" | head -1 >/dev/null"
    );
    let output = Command::new("sh")
        .args(["-c", &script])
        .current_dir(workspace())
        .env("CARGO_TARGET_DIR", workspace().join(TARGET))
        .env("SOLVER", solver(problem))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(!stderr.contains("Broken pipe"), "{stderr}");
}

/// Removes a saved sample's files when the test ends, passed or not.
struct Saved(&'static str, &'static str);

impl Drop for Saved {
    fn drop(&mut self) {
        let dir = workspace().join("problems").join(self.0);
        for file in [
            format!("samples/{}.in", self.1),
            format!("samples/{}.out", self.1),
        ] {
            let _ = fs::remove_file(dir.join(file));
        }
    }
}

#[test]
#[ignore = "end to end: .ci/run runs it; by hand, cargo test -p xtask -p lab -p grundy-tests -- --ignored"]
fn stress_save_turns_the_shrunk_counterexample_into_a_checked_sample() {
    let (problem, name) = ("poj-3537-crosses", "stress-save-check");
    let _cleanup = Saved(problem, name);
    // Believes "the second player wins exactly when 3 divides n": wrong first on board 3.
    let mod3 = "read n; if [ $((n % 3)) -eq 0 ]; then echo 2; else echo 1; fi";
    let output = xtask(
        problem,
        &["stress", problem, "--cases", "20", "--save", name],
        mod3,
    );
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{text}");
    assert!(text.contains("confirmed by the referee"), "{text}");
    let dir = workspace().join("problems").join(problem);
    let read = |file: &str| fs::read_to_string(dir.join(file)).unwrap();
    assert_eq!(read(&format!("samples/{name}.in")), "3\n");
    assert_eq!(read(&format!("samples/{name}.out")), "1\n");
    assert!(!dir.join(format!("snapshots/{name}.snap")).exists());
    assert!(text.contains(&format!("ok    {problem}/{name}")), "{text}");
}
