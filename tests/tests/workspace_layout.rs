//! The shape every problem crate must have, so that a new problem cannot land half-done. The
//! problems are found in `problems/`: nothing lists them by hand. The check collects every
//! missing piece of every problem and fails once, naming each piece in plain words with the
//! step of "Add a problem" (README.md) that adds it. `cargo xtask todo` prints the same list
//! (`grundy_tests::todo_report`) without building the tests.

use std::fs;
use std::path::{Path, PathBuf};

use grundy_tests::{problem_crates, todo_report};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

#[test]
fn every_problem_has_its_code_contract_samples_tests_snapshots_and_editorial() {
    let names: Vec<String> = problem_crates(&workspace())
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    let report = todo_report(&workspace(), &names);
    if !report.is_empty() {
        println!(
            "\n{report}\nThe steps are in README.md, \"Add a problem\"; `cargo xtask todo` prints this list."
        );
        // Fails without the panic hook, so that no backtrace (under RUST_BACKTRACE) buries
        // the list: libtest shows what the test printed, and the failure.
        std::panic::resume_unwind(Box::new("the layout check found unfinished problems"));
    }
}

#[test]
fn no_problem_is_listed_by_hand_outside_its_own_crate() {
    // Every check that spans the problems finds them in problems/: neither the test kit nor the
    // runner depends on a problem crate.
    for manifest in ["tests/Cargo.toml", "xtask/Cargo.toml"] {
        let text = fs::read_to_string(workspace().join(manifest)).unwrap();
        for (name, _) in problem_crates(&workspace()) {
            assert!(!text.contains(&name), "{manifest} names {name}");
        }
    }
}
