//! `cargo xtask bench` end to end on one problem (Jiangnan, whose bench cases take a second):
//! every case is timed with its reading floor, the case meant to end in an error is labelled so
//! and passes, `--markdown` prints the dated table, and a saved record compares with the next
//! run; and the nim-product rows, timed in release code, print a rate. Nothing here asserts a
//! time. Builds go to `target/bench-check`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const PROBLEM: &str = "bzoj-3576-jiangnan";

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .unwrap()
}

/// Runs `cargo xtask ARGS` with the test's own target folder.
fn xtask(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .current_dir(workspace())
        .env("CARGO_TARGET_DIR", workspace().join("target/bench-check"))
        .output()
        .unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
#[ignore = "end to end: .ci/run runs it; by hand, cargo test -p xtask -p lab -p grundy-tests -- --ignored"]
fn bench_times_every_case_labels_the_expected_error_and_compares_with_a_saved_record() {
    let first = xtask(&["bench", PROBLEM, "--runs", "1", "--save", "bench-test"]);
    let text = stdout(&first);
    assert!(
        first.status.success(),
        "{text}\n{}",
        String::from_utf8_lossy(&first.stderr)
    );
    for column in ["median", "min", "max", "peak mem", "floor", "x floor"] {
        assert!(text.lines().next().unwrap().contains(column), "{text}");
    }
    let row = |case: &str| {
        text.lines()
            .find(|line| line.starts_with(&format!("{PROBLEM}/{case} ")))
            .unwrap_or_else(|| panic!("no row for {case}:\n{text}"))
            .to_owned()
    };
    assert!(row("heap-past-the-limit").ends_with("expected error"));
    assert!(row("one-heap-1e10").ends_with("answered"));
    assert!(row("judge-max-distinct-heaps --explain").ends_with("answered"));
    // Relative to the workspace: nothing printed names this machine's paths.
    assert!(
        text.contains("\nsaved target/bench-check/bench/bench-test.json"),
        "{text}"
    );

    let second = xtask(&[
        "bench",
        PROBLEM,
        "--runs",
        "1",
        "--markdown",
        "--compare",
        "bench-test",
    ]);
    let text = stdout(&second);
    assert!(second.status.success(), "{text}");
    assert!(text.starts_with("Measured 20"), "{text}");
    assert!(text.contains("| case | what | size | input |"), "{text}");
    assert!(
        text.contains(&format!("| {PROBLEM}/heap-past-the-limit |")),
        "{text}"
    );
    assert!(text.contains("change against the record of"), "{text}");
    let change = text
        .lines()
        .find(|line| line.starts_with(&format!("{PROBLEM}/one-heap-1e10 ")))
        .unwrap_or_else(|| panic!("no change line:\n{text}"));
    assert!(change.ends_with('%'), "{change}");

    // With --markdown alone, stdout is the table and nothing else: the saved note is on stderr.
    let table = xtask(&[
        "bench",
        PROBLEM,
        "--runs",
        "1",
        "--markdown",
        "--save",
        "md",
    ]);
    let text = stdout(&table);
    assert!(table.status.success(), "{text}");
    for line in text.lines().skip(1) {
        assert!(
            line.is_empty() || line.starts_with('|'),
            "not table: {line:?}"
        );
    }
    let note = String::from_utf8_lossy(&table.stderr);
    assert!(
        note.contains("saved target/bench-check/bench/md.json"),
        "{note}"
    );

    let missing = xtask(&["bench", PROBLEM, "--compare", "no-such-record"]);
    assert_eq!(missing.status.code(), Some(1));
    let error = String::from_utf8_lossy(&missing.stderr);
    assert!(
        error.contains("no bench record \"no-such-record\""),
        "{error}"
    );
}

#[test]
#[ignore = "end to end: builds xtask in release; .ci/run runs it"]
fn bench_nim_product_times_both_loops_in_release_and_prints_a_positive_rate() {
    let output = xtask(&["bench", "nim-product", "--runs", "1"]);
    let text = stdout(&output);
    assert!(
        output.status.success(),
        "{text}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    // The header, then the two rows and nothing of any problem.
    assert_eq!(text.lines().count(), 3, "{text}");
    for case in ["nim-product/chained ", "nim-product/independent "] {
        let row = text
            .lines()
            .find(|line| line.starts_with(case))
            .unwrap_or_else(|| panic!("no row {case:?} in\n{text}"));
        let rate = row
            .strip_suffix(" million products/s")
            .and_then(|rest| rest.rsplit(' ').next())
            .and_then(|millions| millions.parse::<f64>().ok())
            .unwrap_or_else(|| panic!("no rate in {row:?}"));
        assert!(rate > 0.0, "{row}");
    }
}
