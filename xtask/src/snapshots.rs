//! The insta snapshots of the sample runs that end in an error, kept in
//! `problems/<name>/snapshots/<case>.snap`: what a `.out` cannot hold (the exit status and
//! stderr). A sample that is answered has its stdout in its `.out` alone, and no snapshot.
//!
//! Through insta's public API only: `Snapshot::from_file` reads a stored snapshot (its text,
//! by `Display`), and `assert_snapshot!` writes one, under `Settings` and the environment
//! insta documents (`INSTA_UPDATE`, `INSTA_FORCE_PASS`; [`Snapshots::environment`]): `always`
//! writes in place (`--accept`), `new` writes a `<case>.snap.new` for `cargo insta review`,
//! and force-pass leaves the verdict to the runner (insta would otherwise fail the assertion
//! by panicking). So the files stay what `cargo insta` reads and writes.

use std::fs;
use std::path::{Path, PathBuf};

use insta::Snapshot;

use lab::diff;
use lab::error::{Context, Result, bail};

/// How one run's text compares with its stored snapshot.
#[derive(Debug, PartialEq, Eq)]
pub enum Comparison {
    /// The same, as insta compares.
    Same,
    /// No snapshot is stored yet.
    Missing,
    /// The stored snapshot differs; the diff (stored as expected, this run as actual).
    Changed(String),
}

/// The folder of a problem's snapshots.
#[derive(Clone, Debug)]
pub struct Snapshots {
    dir: PathBuf,
}

impl Snapshots {
    /// The snapshots of the problem crate at `crate_dir`.
    pub fn of(crate_dir: &Path) -> Self {
        Self {
            dir: crate_dir.join("snapshots"),
        }
    }

    fn stored(&self, case: &str) -> PathBuf {
        self.dir.join(format!("{case}.snap"))
    }

    fn pending(&self, case: &str) -> PathBuf {
        self.dir.join(format!("{case}.snap.new"))
    }

    /// Compares `text` with the stored snapshot of `case`, as insta does: line endings and
    /// the blank lines around the text do not count.
    ///
    /// # Errors
    /// If a stored snapshot cannot be read or is not a text snapshot.
    pub fn compare(&self, case: &str, text: &str) -> Result<Comparison> {
        let path = self.stored(case);
        if !path.is_file() {
            return Ok(Comparison::Missing);
        }
        let (stored, current) = (stored_text(&path)?, normalized(text));
        Ok(if stored == current {
            Comparison::Same
        } else {
            Comparison::Changed(diff::describe(&stored, &current))
        })
    }

    /// The environment insta must read for [`record`](Snapshots::record) to write as asked: in
    /// place with `accept`, else as `<case>.snap.new`; never failing an assertion (the runner
    /// gives the verdicts). A process cannot safely set its own environment, so the command
    /// that records runs itself again with it ([`crate::check_samples`]).
    pub fn environment(accept: bool) -> [(&'static str, &'static str); 2] {
        [
            ("INSTA_UPDATE", if accept { "always" } else { "new" }),
            ("INSTA_FORCE_PASS", "1"),
        ]
    }

    /// Has insta write `text` as the snapshot of `case` run on `input`: as the environment
    /// says ([`environment`](Snapshots::environment)), in place or as `<case>.snap.new`.
    ///
    /// # Errors
    /// If insta wrote neither file.
    pub fn record(&self, case: &str, input: &Path, text: &str) -> Result {
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path(&self.dir);
        settings.set_prepend_module_to_snapshot(false);
        settings.set_omit_expression(true);
        settings.set_input_file(input);
        settings.bind(|| insta::assert_snapshot!(case, text));
        let holds = |path: PathBuf| {
            path.is_file() && stored_text(&path).is_ok_and(|stored| stored == normalized(text))
        };
        if !holds(self.pending(case)) && !holds(self.stored(case)) {
            bail!("insta wrote no snapshot of {case}");
        }
        Ok(())
    }

    /// Whether a pending `<case>.snap.new` exists.
    pub fn has_pending(&self, case: &str) -> bool {
        self.pending(case).is_file()
    }

    /// Removes a pending `<case>.snap.new` left by an earlier run, if any.
    ///
    /// # Errors
    /// If it exists and cannot be removed.
    pub fn clear_pending(&self, case: &str) -> Result {
        let pending = self.pending(case);
        if pending.is_file() {
            fs::remove_file(&pending).context(|| format!("remove {}", pending.display()))?;
        }
        Ok(())
    }

    /// Snapshot files that belong to no sample in `cases`: a `.snap` whose sample is gone, and
    /// any `.snap.new` of such a case. Sorted.
    ///
    /// # Errors
    /// If the folder exists but cannot be listed.
    pub fn stale(&self, cases: &[String]) -> Result<Vec<PathBuf>> {
        if !self.dir.is_dir() {
            return Ok(Vec::new());
        }
        let mut stale = Vec::new();
        for entry in fs::read_dir(&self.dir).context(|| format!("list {}", self.dir.display()))? {
            let path = entry
                .context(|| format!("list {}", self.dir.display()))?
                .path();
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
            let case = name.as_deref().and_then(|name| {
                name.strip_suffix(".snap.new")
                    .or_else(|| name.strip_suffix(".snap"))
            });
            if case.is_some_and(|case| !cases.iter().any(|c| c == case)) {
                stale.push(path);
            }
        }
        stale.sort();
        Ok(stale)
    }
}

/// The text of the snapshot stored at `path`, normalized as [`normalized`].
///
/// # Errors
/// If it cannot be read or is not a text snapshot.
fn stored_text(path: &Path) -> Result<String> {
    let snapshot = Snapshot::from_file(path).context(|| format!("read {}", path.display()))?;
    match snapshot.as_text() {
        Some(text) => Ok(normalized(&text.to_string())),
        None => bail!("{} is not a text snapshot", path.display()),
    }
}

/// `text` as insta compares it: LF line ends, no blank lines before or after, one final line
/// end.
fn normalized(text: &str) -> String {
    let text = diff::normalize_newlines(text);
    let lines: Vec<&str> = text.lines().collect();
    let first = lines.iter().position(|line| !line.trim().is_empty());
    let last = lines.iter().rposition(|line| !line.trim().is_empty());
    match (first, last) {
        (Some(first), Some(last)) => lines[first..=last].join("\n") + "\n",
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("xtask-snapshots-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// Runs the ignored test `recording_child` of this test binary in a process of its own,
    /// with insta's environment for `accept` and the scratch folder `dir` (a process cannot
    /// safely set its own environment, and insta reads it once).
    fn record_in_a_child(dir: &Path, accept: bool) {
        let status = std::process::Command::new(std::env::current_exe().unwrap())
            .args(["--exact", "snapshots::tests::recording_child", "--ignored"])
            .args(["--quiet", "--test-threads=1"])
            .envs(Snapshots::environment(accept))
            .env("XTASK_SNAPSHOT_SCRATCH", dir)
            .env_remove("CI")
            .stdout(std::process::Stdio::null())
            .status()
            .unwrap();
        assert!(status.success(), "the recording child failed");
    }

    #[test]
    #[ignore = "run by record_in_a_child, in a process with insta's environment"]
    fn recording_child() {
        // Run by hand (`--ignored`), without its parent's folder, it has nothing to do.
        let Some(dir) = std::env::var_os("XTASK_SNAPSHOT_SCRATCH").map(PathBuf::from) else {
            return;
        };
        let input = dir.join("case.in");
        fs::write(&input, "1\n").unwrap();
        Snapshots::of(&dir)
            .record("case", &input, "exit status: 1\n")
            .unwrap();
    }

    #[test]
    fn an_accepted_snapshot_compares_the_same_and_one_for_review_waits_beside_it() {
        let dir = scratch("record");
        let snapshots = Snapshots::of(&dir);
        let text = "exit status: 1\n";
        assert_eq!(
            snapshots.compare("case", text).unwrap(),
            Comparison::Missing
        );
        record_in_a_child(&dir, false);
        assert!(snapshots.has_pending("case") && !snapshots.stored("case").exists());
        snapshots.clear_pending("case").unwrap();
        record_in_a_child(&dir, true);
        assert!(!snapshots.has_pending("case"));
        assert_eq!(snapshots.compare("case", text).unwrap(), Comparison::Same);
        let stored = fs::read_to_string(snapshots.stored("case")).unwrap();
        assert!(
            stored.starts_with("---\n") && stored.ends_with(text),
            "{stored}"
        );
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_stored_snapshot_compares_as_insta_does_and_a_change_shows_a_diff() {
        let dir = scratch("compare");
        let snapshots = Snapshots::of(&dir);
        fs::create_dir_all(&snapshots.dir).unwrap();
        fs::write(snapshots.stored("case"), "---\nsource: x.rs\n---\nYES\n").unwrap();
        for same in ["YES\n", "YES", "\nYES\r\n\n"] {
            assert_eq!(
                snapshots.compare("case", same).unwrap(),
                Comparison::Same,
                "{same:?}"
            );
        }
        let Comparison::Changed(diff) = snapshots.compare("case", "NO\n").unwrap() else {
            panic!("a change was not noticed");
        };
        assert!(
            diff.contains("-    1 | YES") && diff.contains("+    1 | NO"),
            "{diff}"
        );
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn snapshots_of_samples_that_are_gone_are_stale() {
        let dir = scratch("stale");
        let snapshots = Snapshots::of(&dir);
        fs::create_dir_all(&snapshots.dir).unwrap();
        for file in ["kept.snap", "gone.snap", "gone.snap.new", "kept.snap.new"] {
            fs::write(snapshots.dir.join(file), "").unwrap();
        }
        let stale = snapshots.stale(&["kept".to_owned()]).unwrap();
        let names: Vec<_> = stale
            .iter()
            .map(|p| p.file_name().unwrap().to_owned())
            .collect();
        assert_eq!(names, ["gone.snap", "gone.snap.new"]);
        fs::remove_dir_all(&dir).unwrap();
    }
}
