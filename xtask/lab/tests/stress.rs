//! `cargo xtask stress` and `judge` against deliberately wrong solutions of the crosses problem
//! (board lengths in, `1` or `2` per board out): each is caught with the right verdict, and the
//! failing input is shrunk to the smallest one the bug allows. A correct solution passes.
//!
//! The wrong solutions are a few lines of shell around this workspace's own solver, so that
//! each is wrong in exactly one way. Builds go to `target/stress-check` so that they never wait
//! on the build directory of the `cargo test` that runs this.

mod common;

use std::process::Output;

const PROBLEM: &str = "poj-3537-crosses";

/// Runs `cargo xtask ARGS -- sh -c SCRIPT` on the crosses problem.
fn xtask(args: &[&str], script: &str) -> Output {
    common::xtask(PROBLEM, args, script)
}

/// Stress-tests `script`, past the judge's limits too (`--beyond`: the smallest input a bug
/// shows on may be a board the judge never gives), and returns the verdict line and the shrunk
/// input it wrote.
fn caught(script: &str, extra: &[&str]) -> (String, String) {
    let mut args = vec![
        "stress", PROBLEM, "--beyond", "--cases", "60", "--seed", "7",
    ];
    args.extend_from_slice(extra);
    let output = xtask(&args, script);
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert_eq!(output.status.code(), Some(1), "not caught:\n{stdout}");
    let verdict = stdout
        .lines()
        .find(|line| line.contains("after") && line.contains("shrinking step"))
        .unwrap_or_else(|| panic!("no shrink report:\n{stdout}"))
        .to_owned();
    assert!(
        stdout.contains("replay:  cargo xtask stress poj-3537-crosses --input"),
        "{stdout}"
    );
    let written = "written: target/stress-check/stress/poj-3537-crosses/input.txt, expected.txt, \
                   got.txt, stderr.txt";
    assert!(stdout.contains(written), "{stdout}");
    // The shrunk input as printed (the tests run in parallel, so the file is shared).
    let input: String = stdout
        .lines()
        .skip_while(|line| *line != "input:")
        .skip(1)
        .take_while(|line| line.starts_with("    "))
        .map(|line| format!("{}\n", &line[4..]))
        .collect();
    (verdict, input)
}

#[test]
#[ignore = "end to end: .ci/run runs it; by hand, cargo test -p xtask -p lab -p grundy-tests -- --ignored"]
fn a_correct_solution_passes_every_case() {
    let output = xtask(&["stress", PROBLEM, "--cases", "40"], "exec \"$SOLVER\"");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}");
    assert!(stdout.contains("40 passed, 0 failed"), "{stdout}");
    let judged = xtask(&["judge", PROBLEM], "exec \"$SOLVER\"");
    assert!(
        judged.status.success(),
        "{}",
        String::from_utf8_lossy(&judged.stdout)
    );
}

#[test]
#[ignore = "end to end: .ci/run runs it; by hand, cargo test -p xtask -p lab -p grundy-tests -- --ignored"]
fn an_off_by_one_in_the_board_length_is_wrong_first_on_the_board_of_one_cell() {
    // Answers for n + 1 instead of n: board 1 (first player) and board 2 (second) differ.
    let (verdict, input) = caught(
        "awk '{for (i = 1; i <= NF; i++) print $i + 1}' | \"$SOLVER\"",
        &[],
    );
    assert!(verdict.starts_with("WA"), "{verdict}");
    assert_eq!(input, "1\n");
}

#[test]
#[ignore = "end to end: .ci/run runs it; by hand, cargo test -p xtask -p lab -p grundy-tests -- --ignored"]
fn misreading_the_last_board_is_wrong_first_on_a_lone_second_player_board() {
    // Answers every board but the last, and says 1 for the last: wrong exactly when the last
    // board is a second-player win, the smallest of which is the board of two cells.
    let script = "tokens=$(cat); set -- $tokens; last=$#; i=0; for n in \"$@\"; do i=$((i+1)); \
                  if [ $i -eq $last ]; then echo 1; else echo $n | \"$SOLVER\"; fi; done";
    let (verdict, input) = caught(script, &[]);
    assert!(verdict.starts_with("WA"), "{verdict}");
    assert_eq!(input, "2\n");
}

#[test]
#[ignore = "end to end: .ci/run runs it; by hand, cargo test -p xtask -p lab -p grundy-tests -- --ignored"]
fn a_crash_is_a_runtime_error_on_the_smallest_input() {
    let (verdict, input) = caught("cat > /dev/null; kill -SEGV $$", &[]);
    assert!(verdict.starts_with("RE"), "{verdict}");
    assert_eq!(input, "1\n");
}

#[test]
#[ignore = "end to end: .ci/run runs it; by hand, cargo test -p xtask -p lab -p grundy-tests -- --ignored"]
fn sleeping_past_the_limit_is_a_time_limit_on_the_smallest_input() {
    let (verdict, input) = caught("cat > /dev/null; sleep 5", &["--time-limit", "200"]);
    assert!(verdict.starts_with("TLE"), "{verdict}");
    assert_eq!(input, "1\n");
}

#[test]
#[ignore = "end to end: .ci/run runs it; by hand, cargo test -p xtask -p lab -p grundy-tests -- --ignored"]
fn printing_too_much_is_a_wrong_answer_on_the_smallest_input() {
    let (verdict, input) = caught("\"$SOLVER\"; echo 1", &[]);
    assert!(verdict.starts_with("WA"), "{verdict}");
    assert_eq!(input, "1\n");
}

#[test]
#[ignore = "end to end: .ci/run runs it; by hand, cargo test -p xtask -p lab -p grundy-tests -- --ignored"]
fn judge_gives_each_kind_of_failure_its_verdict() {
    let verdicts = |script: &str, extra: &[&str]| {
        let mut args = vec!["judge", PROBLEM];
        args.extend_from_slice(extra);
        let output = xtask(&args, script);
        assert_eq!(output.status.code(), Some(1));
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    assert!(verdicts("\"$SOLVER\"; echo 1", &[]).contains("\nWA "));
    assert!(verdicts("cat > /dev/null; kill -SEGV $$", &[]).contains("SIGSEGV"));
    assert!(verdicts("cat > /dev/null; sleep 5", &["--time-limit=200"]).contains("\nTLE "));
    // 200 MiB written, so resident, past the judge's 64 MiB.
    let hungry = "exec python3 -c 'x = b\"x\" * (200 << 20); print(1)'";
    assert!(verdicts(hungry, &[]).contains("\nMLE "));
}

#[test]
#[ignore = "end to end: .ci/run runs it; by hand, cargo test -p xtask -p lab -p grundy-tests -- --ignored"]
fn a_failure_on_scattered_boards_is_shrunk_to_the_smallest_and_called_a_local_minimum() {
    // Wrong exactly on boards of 3, 10, 17, ... (n mod 7 = 3): halving a failing board lands on
    // a passing one; near the least, every smaller board is tried (core's shape tests show the
    // search that halving alone would stop short in).
    let script = "for n in $(cat); do a=$(echo $n | \"$SOLVER\"); \
                  if [ $((n % 7)) -eq 3 ]; then echo $((3 - a)); else echo $a; fi; done";
    let (verdict, input) = caught(script, &[]);
    assert!(verdict.starts_with("WA"), "{verdict}");
    assert_eq!(input, "3\n");
    assert!(verdict.contains("no input one step smaller"), "{verdict}");
}

#[test]
#[ignore = "end to end: .ci/run runs it; by hand, cargo test -p xtask -p lab -p grundy-tests -- --ignored"]
fn a_failure_on_every_other_run_is_replayed_and_called_flaky() {
    // Wrong on every second run (a counter in a file of this test's own), right on the others:
    // out of the box, where runs share the machine's temporary folder.
    let counter = std::env::temp_dir().join(format!("stress-flaky-{}", std::process::id()));
    let script = format!(
        "c=$(cat {0} 2>/dev/null || echo 0); echo $((c + 1)) > {0}; \
         if [ $((c % 2)) -eq 0 ]; then cat > /dev/null; echo 9; else exec \"$SOLVER\"; fi",
        counter.display()
    );
    let output =
        common::xtask_out_of_the_box(PROBLEM, &["stress", PROBLEM, "--cases", "5"], &script);
    let _ = std::fs::remove_file(&counter);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let replayed = stdout
        .lines()
        .find(|line| line.starts_with("replayed 5 times: WA in "))
        .unwrap_or_else(|| panic!("no replay report:\n{stdout}"));
    assert!(replayed.contains("a flaky failure"), "{replayed}");
    assert!(!replayed.contains("in 5 of them"), "{replayed}");
}
