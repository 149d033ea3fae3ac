//! The insta snapshots of sample runs, kept in `problems/<name>/snapshots/<case>.snap`.
//!
//! insta reads and compares them (`Snapshot::from_file`, `matches_latest`, the same
//! normalisation `cargo insta` uses), and insta writes them (`assert_snapshot!`), so they stay
//! files that `cargo insta review` understands. What insta does not decide is the verdict: the
//! runner compares first, prints its own diff, and only asks insta to write when a snapshot is
//! new or changed and writing is allowed (never under `CI`).

use std::fs;
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use insta::internals::TextSnapshotContents;
use insta::{Snapshot, TextSnapshotKind};

use crate::diff;
use crate::error::{Context, Result, bail};

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

    /// Compares `text` with the stored snapshot of `case`.
    ///
    /// # Errors
    /// If a stored snapshot cannot be read or is not a text snapshot.
    pub fn compare(&self, case: &str, text: &str) -> Result<Comparison> {
        let path = self.stored(case);
        if !path.is_file() {
            return Ok(Comparison::Missing);
        }
        let snapshot = Snapshot::from_file(&path).context(|| format!("read {}", path.display()))?;
        let Some(stored) = snapshot.as_text() else {
            bail!("{} is not a text snapshot", path.display());
        };
        let current = TextSnapshotContents::new(text.to_owned(), TextSnapshotKind::File);
        Ok(if stored.matches_latest(&current) {
            Comparison::Same
        } else {
            Comparison::Changed(diff::describe(&stored.to_string(), &current.to_string()))
        })
    }

    /// Has insta write `text` as the pending snapshot `<case>.snap.new` (for
    /// `cargo insta review`), or, with `accept`, as `<case>.snap` itself.
    ///
    /// # Errors
    /// If insta wrote nothing, or the accepted snapshot cannot be written.
    pub fn record(&self, case: &str, input: &Path, text: &str, accept: bool) -> Result {
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path(&self.dir);
        settings.set_prepend_module_to_snapshot(false);
        settings.set_omit_expression(true);
        settings.set_input_file(input);
        // insta says "this snapshot is new or changed" by writing the `.snap.new` file and then
        // panicking; the runner already knows, so the panic is expected and caught (its message
        // is kept off the terminal by `quiet_snapshot_panics`).
        let _ = panic::catch_unwind(AssertUnwindSafe(|| {
            settings.bind(|| insta::assert_snapshot!(case, text));
        }));
        let pending = self.pending(case);
        if !pending.is_file() {
            bail!("insta wrote no {}", pending.display());
        }
        if accept {
            // As `cargo insta accept` does: load the pending snapshot and save it in place.
            let snapshot =
                Snapshot::from_file(&pending).context(|| format!("read {}", pending.display()))?;
            snapshot
                .save(&self.stored(case))
                .context(|| format!("write {}", self.stored(case).display()))?;
            fs::remove_file(&pending).context(|| format!("remove {}", pending.display()))?;
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

/// Installs a panic hook that keeps insta's "snapshot assertion ... failed" panics off the
/// terminal (they are caught and reported by [`Snapshots::record`]'s caller), ends the process
/// quietly with status 141 (as a program killed by SIGPIPE) when stdout is a closed pipe
/// (`cargo xtask judge ... | head -1`), and prints every other panic as usual.
pub fn quiet_panics() {
    let default = panic::take_hook();
    panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        if message.starts_with("failed printing to stdout") && message.contains("Broken pipe") {
            std::process::exit(141);
        }
        if !message.starts_with("snapshot assertion for") {
            default(info);
        }
    }));
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

    /// Whether insta runs in CI mode here (it writes nothing then, so neither does `record`).
    fn insta_in_ci() -> bool {
        std::env::var("CI").is_ok_and(|value| !matches!(value.as_str(), "" | "0" | "false"))
    }

    #[test]
    fn a_recorded_and_accepted_snapshot_compares_the_same_and_a_change_shows_a_diff() {
        let dir = scratch("accept");
        let input = dir.join("case.in");
        fs::write(&input, "1\n").unwrap();
        let snapshots = Snapshots::of(&dir);
        assert_eq!(
            snapshots.compare("case", "YES\n").unwrap(),
            Comparison::Missing
        );
        let recorded = snapshots.record("case", &input, "YES\n", true);
        if insta_in_ci() {
            // Under CI insta writes nothing, and recording says so.
            assert!(recorded.is_err());
            assert_eq!(
                snapshots.compare("case", "YES\n").unwrap(),
                Comparison::Missing
            );
        } else {
            recorded.unwrap();
            assert!(!snapshots.pending("case").exists());
            assert_eq!(
                snapshots.compare("case", "YES\n").unwrap(),
                Comparison::Same
            );
        }
        fs::create_dir_all(&snapshots.dir).unwrap();
        fs::write(snapshots.stored("case"), "---\nsource: x.rs\n---\nYES\n").unwrap();
        assert_eq!(
            snapshots.compare("case", "YES\n").unwrap(),
            Comparison::Same
        );
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
    fn recording_without_accepting_leaves_a_pending_snapshot_for_review() {
        let dir = scratch("pending");
        let input = dir.join("case.in");
        fs::write(&input, "1\n").unwrap();
        let snapshots = Snapshots::of(&dir);
        let recorded = snapshots.record("case", &input, "YES\n", false);
        assert!(!snapshots.stored("case").exists());
        assert_eq!(recorded.is_ok(), !insta_in_ci());
        assert_eq!(snapshots.pending("case").is_file(), !insta_in_ci());
        snapshots.clear_pending("case").unwrap();
        assert!(!snapshots.pending("case").exists());
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
