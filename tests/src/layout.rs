//! What every problem crate must have, in one place: the layout check
//! (`tests/tests/workspace_layout.rs`) fails on it for every problem, and `cargo xtask todo`
//! prints it for one problem in a few seconds. Each missing piece names the step of "Adding a
//! problem" (`docs/adding-a-problem.md`) that adds it.

use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};

use crate::samples::Sample;

/// A step of "Adding a problem" (`docs/adding-a-problem.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Step {
    /// Step 2: the real rules, the solver, `--explain` and `--help`.
    Code,
    /// Step 3: the contract: the input declared, the referee, the claims read back, the bench
    /// cases (`src/problem.rs`).
    Contract,
    /// Step 4: the samples.
    Samples,
    /// Step 5: the standard checks and the game's own tests.
    Tests,
    /// Step 6: the editorial and the problem's row in the front page, the workspace README.
    Editorial,
    /// Step 7: the snapshots.
    Snapshots,
}

impl Step {
    /// Its number in the guide.
    pub fn number(self) -> u8 {
        self as u8 + 2
    }

    /// What the step does, in the guide's words.
    pub fn words(self) -> &'static str {
        match self {
            Step::Code => "write the real rules and the solver",
            Step::Contract => "declare the input and the contract",
            Step::Samples => "add the samples",
            Step::Tests => "ask for the standard checks and add the game's own",
            Step::Editorial => "write the README as an editorial and list the problem",
            Step::Snapshots => "record the snapshots",
        }
    }
}

/// One piece a problem crate still lacks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Missing {
    /// What is missing, in plain words.
    pub piece: String,
    /// The step that adds it.
    pub step: Step,
}

impl fmt::Display for Missing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let step = self.step;
        write!(
            f,
            "{} (step {}: {})",
            self.piece,
            step.number(),
            step.words()
        )
    }
}

/// Every problem crate of the workspace at `root`: a folder of `problems/` with a
/// `Cargo.toml`, as (name, folder), sorted by name.
///
/// # Panics
/// If `problems/` cannot be read.
pub fn problem_crates(root: &Path) -> Vec<(String, PathBuf)> {
    let mut problems: Vec<(String, PathBuf)> = fs::read_dir(root.join("problems"))
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

/// The text of a file, or empty if it is missing.
fn text(dir: &Path, file: &str) -> String {
    fs::read_to_string(dir.join(file)).unwrap_or_default()
}

/// The files of `tests/` (other than `main.rs`) that `tests/main.rs` does not declare as
/// modules: with one test binary per crate, such a file would never be compiled or run.
fn test_files_not_in_main(dir: &Path) -> Vec<String> {
    let main = text(dir, "tests/main.rs");
    let Ok(entries) = fs::read_dir(dir.join("tests")) else {
        return Vec::new();
    };
    let mut files: Vec<String> = entries
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            let stem = path.file_stem()?.to_str()?.to_owned();
            let module = if path.is_dir() {
                path.join("mod.rs").is_file().then_some(stem)?
            } else {
                (path.extension()? == "rs" && stem != "main").then_some(stem)?
            };
            let declared = main
                .lines()
                .any(|line| line.trim() == format!("mod {module};"));
            (!declared).then_some(module)
        })
        .collect();
    files.sort();
    files
}

/// What the problem crate `name` of the workspace at `root` still lacks, in the order of the
/// steps of "Add a problem". Empty when it is finished.
pub fn missing_pieces(root: &Path, name: &str) -> Vec<Missing> {
    let dir = root.join("problems").join(name);
    let mut missing = Vec::new();
    let mut lacks = |step: Step, piece: String| missing.push(Missing { piece, step });

    // Step 2: the code. `src/real_rules.rs` is the scaffold's place for the game's own rules; a
    // game of a family core carries (a subtraction game, Nim) uses core's rules instead.
    for file in ["src/lib.rs", "src/main.rs", "src/problem.rs"] {
        if !dir.join(file).is_file() {
            lacks(Step::Code, format!("no {file}"));
        }
    }
    let scaffold_marks = [
        (
            "src/lib.rs",
            "The scaffold plays Nim",
            "the scaffold's Nim solver",
        ),
        (
            "src/problem.rs",
            "the scaffold's Nim contract",
            "the scaffold's Nim contract",
        ),
        (
            "src/real_rules.rs",
            "Nim, one pile at a time",
            "the scaffold's Nim",
        ),
    ];
    for (file, mark, what) in scaffold_marks {
        if text(&dir, file).contains(mark) {
            lacks(Step::Code, format!("{file} is still {what}"));
        }
    }

    // Step 3: the contract: `Verdicts` (independent cases, a verdict each), `Answers` (any
    // answer a case), or `Problem` and `Explained` for any other output.
    let problem = text(&dir, "src/problem.rs");
    let per_case = problem.contains("impl Verdicts for") || problem.contains("impl Answers for");
    for (item, what) in [
        (
            "impl Problem for",
            "the input's shape, the solver and the referee",
        ),
        (
            "impl Explained for",
            "the positions, and the claims of --explain as values with their words",
        ),
    ] {
        if !per_case && !problem.contains(item) {
            lacks(
                Step::Contract,
                format!(
                    "src/problem.rs has no `{item}` (nor `impl Verdicts for` or `impl Answers \
                     for`): {what}"
                ),
            );
        }
    }
    if !text(&dir, "src/lib.rs").contains("harness::program!") {
        lacks(
            Step::Contract,
            "src/lib.rs declares no `harness::program!` naming the problem, so gen, stress and \
             --help cannot reach the contract"
                .into(),
        );
    }

    // Step 4: the samples.
    let samples = Sample::read_all(&dir).unwrap_or_default();
    let official = samples
        .iter()
        .filter(|s| !s.is_bad() && s.name.starts_with("official"))
        .count();
    if official == 0 {
        lacks(
            Step::Samples,
            "no official sample (samples/official-*.in with .out)".into(),
        );
    }
    let more = samples
        .iter()
        .filter(|s| !s.is_bad() && !s.name.starts_with("official") && !s.is_the_binarys_own_words())
        .count();
    if more < 6 {
        lacks(
            Step::Samples,
            format!(
                "{more} answered samples besides the official ones, help and explain-* \
                 (at least 6 are wanted)"
            ),
        );
    }
    let bad = samples.iter().filter(|s| s.is_bad()).count();
    if bad < 5 {
        lacks(
            Step::Samples,
            format!("{bad} bad-input samples (bad-*.in, no .out), at least 5 are wanted"),
        );
    }
    if samples.iter().any(|s| s.name.contains("example")) {
        lacks(
            Step::Samples,
            "the scaffold's samples/*example* are still there".into(),
        );
    }
    if !samples.iter().any(|s| s.args == ["--help"]) {
        lacks(
            Step::Samples,
            "no sample run with --help (help.in, help.args, help.out)".into(),
        );
    }
    let explained_official = samples
        .iter()
        .any(|s| s.args == ["--explain"] && s.name.starts_with("explain-official"));
    if !explained_official {
        lacks(
            Step::Samples,
            "no explained official sample (explain-official-*.in with .args --explain)".into(),
        );
    }
    for sample in samples
        .iter()
        .filter(|s| s.args.iter().any(|a| a == "--explain"))
    {
        if sample.plain_twin(&samples).is_none() {
            lacks(
                Step::Samples,
                format!(
                    "samples/{} is run with --explain but has no plain twin (a sample with \
                     the same input and the other arguments)",
                    sample.name
                ),
            );
        }
    }
    for sample in samples
        .iter()
        .filter(|s| s.is_bad() && !s.name.starts_with("bad-"))
    {
        lacks(
            Step::Samples,
            format!(
                "samples/{}.in has no .out and is not named bad-*",
                sample.name
            ),
        );
    }

    for sample in samples
        .iter()
        .filter(|s| s.expected.is_none() && s.is_the_binarys_own_words())
    {
        lacks(
            Step::Samples,
            format!(
                "samples/{}.in has no .out: `cargo xtask check-samples {name} --accept` writes \
                 it from the binary",
                sample.name
            ),
        );
    }

    // Step 5: the tests.
    if !dir.join("tests/main.rs").is_file() {
        lacks(
            Step::Tests,
            "no tests/main.rs declaring the files of tests/ as modules".into(),
        );
    }
    for module in test_files_not_in_main(&dir) {
        lacks(
            Step::Tests,
            format!("tests/main.rs has no `mod {module};`, so tests/{module} never runs"),
        );
    }
    if !text(&dir, "tests/main.rs").contains("grundy_tests::checks!") {
        lacks(
            Step::Tests,
            "tests/main.rs does not ask for the standard checks (grundy_tests::checks!)".into(),
        );
    }

    // Step 6: the editorial, and the problem in the workspace's list.
    if !dir.join("README.md").is_file() {
        lacks(Step::Editorial, "no README.md".into());
    }
    if text(&dir, "README.md").contains("Fill this in") {
        lacks(
            Step::Editorial,
            "README.md is still the scaffold's skeleton".into(),
        );
    }
    let row = format!("| [`{name}`](problems/{name})");
    if !text(root, "README.md")
        .lines()
        .any(|line| line.starts_with(&row))
    {
        lacks(
            Step::Editorial,
            format!("no row for {name} in the table of problems of the workspace README.md"),
        );
    }

    // Step 7: the snapshots, of the rejected samples (an answered one is its `.out`).
    for sample in samples.iter().filter(|sample| sample.is_bad()) {
        let snapshot = format!("snapshots/{}.snap", sample.name);
        if !dir.join(&snapshot).is_file() {
            lacks(
                Step::Snapshots,
                format!("no {snapshot} (sample {})", sample.name),
            );
        }
    }
    missing.sort_by_key(|piece| piece.step);
    missing
}

/// The to-do list of `problems` (names of problem crates of the workspace at `root`): for each
/// unfinished one, a heading and a line per missing piece. Empty when all are finished.
pub fn todo_report(root: &Path, problems: &[String]) -> String {
    let mut report = String::new();
    for name in problems {
        let missing = missing_pieces(root, name);
        if !missing.is_empty() {
            report.push_str(&format!("problems/{name} is not finished:\n"));
            for piece in missing {
                report.push_str(&format!("  - {piece}\n"));
            }
        }
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_are_numbered_as_in_the_readme() {
        assert_eq!(Step::Code.number(), 2);
        assert_eq!(Step::Snapshots.number(), 7);
        let piece = Missing {
            piece: "no official sample".into(),
            step: Step::Samples,
        };
        assert_eq!(
            piece.to_string(),
            "no official sample (step 4: add the samples)"
        );
    }
}
