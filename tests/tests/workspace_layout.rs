//! The shape every problem crate must have, so that a new problem cannot land half-done: the
//! files of DESIGN.md, an editorial, official and extra samples, bad-input samples, and a test
//! file here that checks it against the referee.

use std::fs;
use std::path::{Path, PathBuf};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

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

/// The sample stems of a problem with and without an expected output.
fn samples(dir: &Path) -> (Vec<String>, Vec<String>) {
    let samples = dir.join("samples");
    let mut answered = Vec::new();
    let mut bad = Vec::new();
    for entry in fs::read_dir(&samples).expect("samples/ exists") {
        let path = entry.expect("readable").path();
        if path.extension().is_some_and(|ext| ext == "in") {
            let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
            if path.with_extension("out").is_file() {
                answered.push(stem);
            } else {
                bad.push(stem);
            }
        }
    }
    (answered, bad)
}

#[test]
fn every_problem_has_the_files_of_a_problem_crate() {
    for (name, dir) in problems() {
        for file in [
            "Cargo.toml",
            "README.md",
            "src/lib.rs",
            "src/main.rs",
            "src/rules.rs",
        ] {
            assert!(dir.join(file).is_file(), "{name} has no {file}");
        }
        let readme = fs::read_to_string(dir.join("README.md")).unwrap();
        assert!(
            !readme.contains("Fill this in"),
            "{name}/README.md is still the scaffold's skeleton"
        );
    }
}

#[test]
fn every_problem_has_official_samples_six_more_and_bad_inputs() {
    for (name, dir) in problems() {
        let (answered, bad) = samples(&dir);
        let official = answered
            .iter()
            .filter(|s| s.starts_with("official"))
            .count();
        assert!(official >= 1, "{name} has no official-* sample");
        assert!(
            answered.len() - official >= 6,
            "{name} has {} extra answered samples, at least 6 are wanted",
            answered.len() - official
        );
        assert!(
            bad.iter().all(|s| s.starts_with("bad-")),
            "{name}: an input without .out must be a bad-* sample: {bad:?}"
        );
        assert!(
            bad.len() >= 5,
            "{name} has only {} bad-input samples",
            bad.len()
        );
    }
}

#[test]
fn every_problem_is_checked_by_a_test_file_of_its_own() {
    let manifest = fs::read_to_string(workspace().join("tests/Cargo.toml")).unwrap();
    for (name, _) in problems() {
        let test = workspace()
            .join("tests/tests")
            .join(format!("{}.rs", name.replace('-', "_")));
        assert!(test.is_file(), "{name} has no {}", test.display());
        let text = fs::read_to_string(&test).unwrap();
        assert!(
            text.contains("Referee"),
            "{} does not use the referee",
            test.display()
        );
        assert!(
            manifest.contains(&format!("{name} = {{ path = \"../problems/{name}\" }}")),
            "tests/Cargo.toml does not depend on {name}"
        );
    }
}
