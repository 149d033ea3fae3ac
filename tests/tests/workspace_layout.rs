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

/// The repository paths a Markdown text names in backticks: those under the workspace's own
/// folders (`core/`, `xtask/`, `tests/src/`, `tests/tests/`, `.ci/`, `.cargo/`, `docs/`, and
/// `problems/<a crate that exists>/`), without placeholders such as `<name>`. Paths relative to
/// a problem crate (`src/lib.rs`, `tests/main.rs`) are not the repository's and are left out.
fn repository_paths(text: &str, crates: &[String]) -> Vec<String> {
    let roots = [
        "core/",
        "xtask/",
        "tests/src/",
        "tests/tests/",
        ".ci/",
        ".cargo/",
        "docs/",
    ];
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter(|quoted| !quoted.contains([' ', '<', '*', '{']))
        .filter(|path| {
            roots.iter().any(|root| path.starts_with(root))
                || path
                    .strip_prefix("problems/")
                    .and_then(|rest| rest.split('/').next())
                    .is_some_and(|name| crates.iter().any(|c| c == name))
        })
        .map(str::to_owned)
        .collect()
}

#[test]
fn every_repository_path_the_readmes_name_exists() {
    let crates: Vec<String> = problem_crates(&workspace())
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    let mut readmes = vec![PathBuf::from("README.md")];
    readmes.extend(
        crates
            .iter()
            .map(|name| Path::new("problems").join(name).join("README.md")),
    );
    let mut missing = Vec::new();
    for readme in &readmes {
        let text = fs::read_to_string(workspace().join(readme)).unwrap();
        for path in repository_paths(&text, &crates) {
            if !workspace().join(&path).exists() {
                missing.push(format!("{}: `{path}`", readme.display()));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "paths named but not in the repository:\n{}",
        missing.join("\n")
    );
}

#[test]
fn paths_are_found_in_backticks_under_the_workspace_folders_only() {
    let crates = ["hdu-1848-fibonacci-again".to_owned()];
    let text = "see `core/game/src/mex.rs`, `src/lib.rs`, `problems/<name>/samples/`, \
                `problems/hdu-1848-fibonacci-again/README.md`, `problems/new-one/`, \
                `tests/main.rs`, `tests/src/layout.rs` and `cargo xtask new`";
    assert_eq!(
        repository_paths(text, &crates),
        [
            "core/game/src/mex.rs",
            "problems/hdu-1848-fibonacci-again/README.md",
            "tests/src/layout.rs"
        ]
    );
}
