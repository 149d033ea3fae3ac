//! The shape every problem crate must have, so that a new problem cannot land half-done. The
//! problems are found in `problems/`: nothing lists them by hand. The check collects every
//! missing piece of every problem and fails once, naming each piece in plain words with the
//! step of "Add a problem" (README.md) that adds it.

use std::fs;
use std::path::{Path, PathBuf};

use grundy_tests::Sample;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Every problem crate: a folder of `problems/` with a `Cargo.toml`.
fn problems() -> Vec<(String, PathBuf)> {
    let mut problems: Vec<(String, PathBuf)> = fs::read_dir(workspace().join("problems"))
        .expect("problems/ exists")
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            let name = path.file_name()?.to_str()?.to_owned();
            path.join("Cargo.toml").is_file().then_some((name, path))
        })
        .collect();
    problems.sort();
    problems
}

/// The text of a file of the crate, or empty if it is missing.
fn text(dir: &Path, file: &str) -> String {
    fs::read_to_string(dir.join(file)).unwrap_or_default()
}

/// What `dir` still lacks, each as "what is missing (step N: what adds it)".
fn missing_pieces(dir: &Path) -> Vec<String> {
    let mut missing = Vec::new();
    let mut lacks = |piece: String, step: &str| missing.push(format!("{piece} ({step})"));
    let code = "step 2: write the real rules and the solver";
    let samples_step = "step 3: add the samples";
    let tests_step = "step 4: check the solver against the referee and bad input";
    let editorial = "step 5: write the README as an editorial";
    let snapshots_step = "step 6: record the snapshots";

    for file in [
        "README.md",
        "src/lib.rs",
        "src/main.rs",
        "src/real_rules.rs",
    ] {
        if !dir.join(file).is_file() {
            lacks(format!("no {file}"), code);
        }
    }
    if text(dir, "src/lib.rs").contains("The scaffold plays Nim") {
        lacks("src/lib.rs is still the scaffold's Nim solver".into(), code);
    }
    if text(dir, "src/explain.rs").contains("the scaffold's Nim") {
        lacks("src/explain.rs is still the scaffold's Nim".into(), code);
    }
    if text(dir, "src/real_rules.rs").contains("Nim, one pile at a time") {
        lacks("src/real_rules.rs is still the scaffold's Nim".into(), code);
    }
    let tests = [
        (
            "tests/against_referee.rs",
            "assert_agrees_on_random_cases",
            "the solver against the referee on random positions",
        ),
        (
            "tests/samples.rs",
            "assert_samples",
            "every sample run in-process",
        ),
        (
            "tests/bad_input.rs",
            "assert_mutations_never_crash",
            "bad input and mutated samples",
        ),
        (
            "tests/explain.rs",
            "assert_explanations_hold",
            "every explained move checked by the referee",
        ),
    ];
    for (file, helper, what) in tests {
        let source = text(dir, file);
        if !source.contains(helper) {
            lacks(format!("no {file} calling {helper}: {what}"), tests_step);
        }
    }
    // The referee's answer may be built in the tests or, beside the generator, in src/.
    let referee_places = [
        "tests/against_referee.rs",
        "tests/common/mod.rs",
        "src/generate.rs",
        "src/real_rules.rs",
    ];
    if !referee_places
        .iter()
        .any(|file| text(dir, file).contains("Referee"))
    {
        let piece = "the tests do not use grundy::Referee (in tests/ or src/generate.rs)";
        lacks(piece.into(), tests_step);
    }
    if text(dir, "README.md").contains("Fill this in") {
        lacks(
            "README.md is still the scaffold's skeleton".into(),
            editorial,
        );
    }

    let samples = Sample::read_all(dir).unwrap_or_default();
    let answered: Vec<&Sample> = samples.iter().filter(|s| !s.is_bad()).collect();
    let official = answered
        .iter()
        .filter(|s| s.name.starts_with("official"))
        .count();
    let bad = samples.iter().filter(|s| s.is_bad()).count();
    if official == 0 {
        lacks(
            "no official sample (samples/official-*.in with .out)".into(),
            samples_step,
        );
    }
    if answered.len() - official < 6 {
        lacks(
            format!(
                "{} answered samples besides the official ones, at least 6 are wanted",
                answered.len() - official
            ),
            samples_step,
        );
    }
    if bad < 5 {
        lacks(
            format!("{bad} bad-input samples (bad-*.in, no .out), at least 5 are wanted"),
            samples_step,
        );
    }
    if samples.iter().any(|s| s.name.contains("example")) {
        let piece = "the scaffold's samples/*example* are still there";
        lacks(piece.into(), samples_step);
    }
    if !samples.iter().any(|s| s.args == ["--help"]) {
        let piece = "no sample run with --help (help.in, help.args, help.out)";
        lacks(piece.into(), samples_step);
    }
    let explained_official = samples
        .iter()
        .any(|s| s.args == ["--explain"] && s.name.starts_with("explain-official"));
    if !explained_official {
        let piece = "no explained official sample (explain-official-*.in with .args --explain)";
        lacks(piece.into(), samples_step);
    }
    for sample in samples
        .iter()
        .filter(|s| s.is_bad() && !s.name.starts_with("bad-"))
    {
        lacks(
            format!(
                "samples/{}.in has no .out and is not named bad-*",
                sample.name
            ),
            samples_step,
        );
    }
    for sample in &samples {
        if !dir
            .join("snapshots")
            .join(format!("{}.snap", sample.name))
            .is_file()
        {
            lacks(
                format!("no snapshot of sample {}", sample.name),
                snapshots_step,
            );
        }
    }
    missing
}

#[test]
fn every_problem_has_its_code_tests_samples_snapshots_and_editorial() {
    let mut report = String::new();
    for (name, dir) in problems() {
        let missing = missing_pieces(&dir);
        if !missing.is_empty() {
            report.push_str(&format!("\nproblems/{name} is not finished:\n"));
            for piece in missing {
                report.push_str(&format!("  - {piece}\n"));
            }
        }
    }
    assert!(
        report.is_empty(),
        "{report}\nThe steps are in README.md, \"Add a problem\"."
    );
}

#[test]
fn no_problem_is_listed_by_hand_outside_its_own_crate() {
    // Every check that spans the problems finds them in problems/: neither the test kit nor the
    // runner depends on a problem crate.
    for manifest in ["tests/Cargo.toml", "xtask/Cargo.toml"] {
        let text = fs::read_to_string(workspace().join(manifest)).unwrap();
        for (name, _) in problems() {
            assert!(!text.contains(&name), "{manifest} names {name}");
        }
    }
}
