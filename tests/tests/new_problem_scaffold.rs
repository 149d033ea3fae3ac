//! `cargo xtask new NAME` is green from the first command: in a copy of this workspace, right
//! after scaffolding, formatting, clippy, the new crate's tests and its samples (under `CI`)
//! all pass, no other file changes, and `cargo test --workspace` fails only in the layout
//! check, naming what is left to do.
//!
//! The copy holds the workspace with one finished problem (cargo needs `problems/*` to match
//! something) beside the scaffold, and builds into `target/scaffold-check/target`, kept between
//! runs so that a second run is incremental.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const NAME: &str = "poj-2234-matches-game";

/// The finished problem the copy keeps (a small one).
const FINISHED: &str = "bzoj-3576-jiangnan";

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .expect("the workspace exists")
}

/// Copies `from` into `to`, leaving out build output and version control.
fn copy_tree(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name();
        if name == "target" || name == ".git" {
            continue;
        }
        let (source, dest) = (entry.path(), to.join(&name));
        if entry.file_type().unwrap().is_dir() {
            copy_tree(&source, &dest);
        } else {
            fs::copy(&source, &dest).unwrap();
        }
    }
}

/// Every file under `dir` with its contents.
fn files(dir: &Path, base: &Path, into: &mut BTreeMap<PathBuf, Vec<u8>>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, base, into);
        } else {
            let relative = path.strip_prefix(base).unwrap().to_path_buf();
            into.insert(relative, fs::read(&path).unwrap());
        }
    }
}

/// A fresh copy of the workspace with one finished problem, and the folder it builds into.
fn copy_of_workspace_with_one_problem() -> (PathBuf, PathBuf) {
    let scratch = workspace().join("target/scaffold-check");
    let copy = scratch.join("workspace");
    let _ = fs::remove_dir_all(&copy);
    fs::create_dir_all(copy.join("problems")).unwrap();
    for file in ["Cargo.toml", "Cargo.lock", "rustfmt.toml", "README.md"] {
        fs::copy(workspace().join(file), copy.join(file)).unwrap();
    }
    let finished = format!("problems/{FINISHED}");
    for folder in [".cargo", ".ci", "core", "docs", "tests", "xtask", &finished] {
        copy_tree(&workspace().join(folder), &copy.join(folder));
    }
    // This very test must not run again inside the copy, nor the runner's own end-to-end tests
    // (stress, bench), which time and build release binaries the copy does not need: each is
    // left a file of one comment, so that the paths README.md and docs/ name still exist.
    for left_out in [
        "tests/tests/new_problem_scaffold.rs",
        "xtask/lab/tests/stress.rs",
        "xtask/tests/bench.rs",
    ] {
        fs::write(
            copy.join(left_out),
            "//! Left out of the scaffold check's copy.\n",
        )
        .unwrap();
    }
    (copy, scratch.join("target"))
}

/// Runs `cargo ARGS` in `dir`, with `CI` set or not, and returns what it did.
fn cargo(dir: &Path, target: &Path, ci: bool, args: &[&str]) -> Output {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut command = Command::new(cargo);
    command
        .args(args)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target)
        .env_remove("CARGO_MANIFEST_DIR")
        .env_remove("RUSTFLAGS");
    if ci {
        command.env("CI", "true");
    } else {
        command.env_remove("CI");
    }
    command.output().expect("cargo runs")
}

/// Asserts that `cargo ARGS` succeeded, showing its output if not.
fn assert_passes(dir: &Path, target: &Path, ci: bool, args: &[&str]) -> String {
    let output = cargo(dir, target, ci, args);
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "`cargo {}` failed right after `xtask new`:\n{stdout}\n{stderr}",
        args.join(" ")
    );
    stdout
}

#[test]
#[ignore = "end to end: .ci/run runs it; by hand, cargo test -p xtask -p lab -p grundy-tests -- --ignored"]
fn a_new_problem_builds_and_passes_and_only_the_layout_check_asks_for_more() {
    let (copy, target) = copy_of_workspace_with_one_problem();
    // Cargo drops the problems the copy leaves out from its Cargo.lock at its first command.
    assert_passes(
        &copy,
        &target,
        false,
        &["metadata", "--format-version", "1"],
    );
    let mut before = BTreeMap::new();
    files(&copy, &copy, &mut before);

    assert_passes(&copy, &target, false, &["xtask", "new", NAME]);
    let mut after = BTreeMap::new();
    files(&copy, &copy, &mut after);
    let crate_dir = Path::new("problems").join(NAME);
    after.retain(|path, _| !path.starts_with(&crate_dir));
    assert_eq!(
        before.keys().collect::<Vec<_>>(),
        after.keys().collect::<Vec<_>>(),
        "xtask new added or removed files outside its crate"
    );
    let changed: Vec<_> = before
        .keys()
        .filter(|path| before[*path] != after[*path])
        .collect();
    assert!(changed.is_empty(), "xtask new changed {changed:?}");

    assert_passes(&copy, &target, false, &["fmt", "--all", "--check"]);
    assert_passes(
        &copy,
        &target,
        false,
        &[
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
    );
    let tests = assert_passes(&copy, &target, false, &["test", "-p", NAME]);
    assert!(tests.contains("test result: ok"), "{tests}");
    let samples = assert_passes(&copy, &target, true, &["xtask", "check-samples", NAME]);
    assert!(samples.contains("3 passed, 0 failed"), "{samples}");
    // A new explained sample (its .in and .args, no .out yet) is answered, not rejected:
    // `--accept` writes its .out from the binary, as it came with the scaffold.
    let explained = copy.join(&crate_dir).join("samples/explain-example.out");
    let written = fs::read(&explained).expect("the scaffold's explained sample");
    fs::remove_file(&explained).expect("removed");
    let unwritten = cargo(&copy, &target, true, &["xtask", "check-samples", NAME]);
    let report = String::from_utf8_lossy(&unwritten.stdout);
    assert!(report.contains("no .out yet"), "{report}");
    assert_passes(
        &copy,
        &target,
        false,
        &["xtask", "check-samples", NAME, "--accept"],
    );
    assert_eq!(fs::read(&explained).expect("written by --accept"), written);

    let workspace_tests = cargo(
        &copy,
        &target,
        false,
        &["test", "--workspace", "--no-fail-fast"],
    );
    let stdout = String::from_utf8_lossy(&workspace_tests.stdout);
    assert!(
        !workspace_tests.status.success(),
        "the layout check should fail"
    );
    let failed: Vec<&str> = stdout
        .lines()
        .filter(|line| line.starts_with("test ") && line.ends_with("FAILED"))
        .collect();
    assert_eq!(
        failed,
        [
            "test every_problem_has_its_code_contract_samples_tests_snapshots_and_editorial ... FAILED"
        ],
        "only the layout check may fail:\n{stdout}"
    );
    // `cargo xtask todo` gives the same list in seconds, and fails until it is empty.
    let todo = cargo(&copy, &target, false, &["xtask", "todo", NAME]);
    let listed = String::from_utf8_lossy(&todo.stdout);
    assert_eq!(todo.status.code(), Some(1), "{listed}");
    for piece in [
        "src/lib.rs is still the scaffold's Nim solver (step 2",
        "no official sample",
        "src/problem.rs is still the scaffold's Nim contract (step 2",
        "the scaffold's samples/*example* are still there (step 4",
        "README.md is still the scaffold's skeleton (step 6",
        &format!("no row for {NAME} in the table of problems"),
    ] {
        assert!(
            stdout.contains(piece),
            "the layout check does not say {piece:?}:\n{stdout}"
        );
        assert!(
            listed.contains(piece),
            "todo does not say {piece:?}:\n{listed}"
        );
    }
    // The finished problem has nothing left to do.
    let finished = cargo(&copy, &target, false, &["xtask", "todo", FINISHED]);
    assert!(finished.status.success());
}
