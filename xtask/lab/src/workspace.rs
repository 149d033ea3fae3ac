//! Finding the workspace, its problems and their samples, and building the problem binaries.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::error::{Context, Result, bail};

/// The workspace root: the nearest folder above the running crate's whose `Cargo.toml` is the
/// workspace's. `cargo xtask` and `cargo lab` run through `cargo run`, which says where the
/// crate is; the path baked in at compile time is only the fallback, so a binary built from
/// another checkout never works on the wrong tree.
pub fn root() -> PathBuf {
    let manifest_dir = std::env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")));
    let is_root = |dir: &&Path| {
        fs::read_to_string(dir.join("Cargo.toml"))
            .is_ok_and(|manifest| manifest.lines().any(|line| line.trim() == "[workspace]"))
    };
    manifest_dir
        .ancestors()
        .find(is_root)
        .expect("the tools live inside the workspace")
        .to_path_buf()
}

/// A problem crate: `problems/<name>/`, whose package and binary are both called `name`.
#[derive(Clone, Debug)]
pub struct Problem {
    /// The crate's (and its binary's) name.
    pub name: String,
    /// Its folder.
    pub dir: PathBuf,
}

impl Problem {
    /// The release binary, once [`build_release`] has run.
    pub fn binary(&self) -> PathBuf {
        target_dir()
            .join("release")
            .join(format!("{}{}", self.name, std::env::consts::EXE_SUFFIX))
    }
}

/// Where cargo puts build output (honouring `CARGO_TARGET_DIR`).
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .map(|dir| {
            if dir.is_absolute() {
                dir
            } else {
                root().join(dir)
            }
        })
        .unwrap_or_else(|| root().join("target"))
}

/// Every problem under `problems/` (a folder with a `Cargo.toml`), sorted by name.
///
/// # Errors
/// If `problems/` cannot be listed.
pub fn all_problems() -> Result<Vec<Problem>> {
    let dir = root().join("problems");
    let mut all: Vec<Problem> = fs::read_dir(&dir)
        .context(|| format!("list {}", dir.display()))?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.join("Cargo.toml").is_file())
        .filter_map(|path| {
            let name = path.file_name()?.to_str()?.to_owned();
            Some(Problem { name, dir: path })
        })
        .collect();
    all.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(all)
}

/// Whether `name` is a plain name, as problems and samples have: lowercase ASCII letters,
/// digits and single hyphens, starting with a letter (like `hdu-5724-chess`, `off-by-one`).
pub fn is_plain_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_lowercase())
        && !name.ends_with('-')
        && !name.contains("--")
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// The problem called `name`.
///
/// # Errors
/// If there is none, listing the names there are.
pub fn problem(name: &str) -> Result<Problem> {
    let all = all_problems()?;
    if let Some(problem) = all.iter().find(|p| p.name == name) {
        return Ok(problem.clone());
    }
    let known: Vec<&str> = all.iter().map(|p| p.name.as_str()).collect();
    if let Some(near) = nearest(name, &known) {
        bail!("no problem named {name:?}; did you mean {near}?");
    }
    bail!(
        "no problem named {name:?} (there are: {})",
        known.join(", ")
    )
}

/// The name among `known` that `typed` most likely meant: the only one containing it (`chess`
/// for `hdu-5724-chess`), else the closest by edit distance when that is at most a third of
/// its length.
pub fn nearest<'a>(typed: &str, known: &[&'a str]) -> Option<&'a str> {
    let containing: Vec<&str> = known
        .iter()
        .copied()
        .filter(|name| !typed.is_empty() && name.contains(typed))
        .collect();
    if let [only] = containing[..] {
        return Some(only);
    }
    known
        .iter()
        .map(|name| (edit_distance(typed, name), *name))
        .min()
        .filter(|&(distance, name)| distance * 3 <= name.len())
        .map(|(_, name)| name)
}

/// The Levenshtein distance between `a` and `b`, by characters: what a suggestion for a typo
/// (a problem's name, an option's) is measured by.
pub(crate) fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (diagonal + usize::from(ca != cb))
                .min(above + 1)
                .min(row[j] + 1);
            diagonal = above;
        }
    }
    row[b.len()]
}

/// The problems `names` names, or all of them when it is empty.
///
/// # Errors
/// A name that is not a problem.
pub fn problems(names: &[String]) -> Result<Vec<Problem>> {
    if names.is_empty() {
        return all_problems();
    }
    names.iter().map(|name| problem(name)).collect()
}

/// Builds the binaries of `problems` once, in release mode, with cargo's progress shown.
///
/// # Errors
/// If cargo cannot be started or the build fails (cargo has printed why).
pub fn build_release(problems: &[Problem]) -> Result {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let mut command = Command::new(cargo);
    command
        .current_dir(root())
        .args(["build", "--release", "--bins"]);
    for problem in problems {
        command.args(["--package", &problem.name]);
    }
    let status = command.status().context(|| "run cargo".to_owned())?;
    if !status.success() {
        bail!("building the problem binaries failed (cargo said why, above)");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const KNOWN: [&str; 3] = [
        "hdu-5724-chess",
        "poj-3537-crosses",
        "poj-2311-cutting-game",
    ];

    #[test]
    fn a_typo_or_a_part_of_a_name_suggests_the_problem() {
        assert_eq!(nearest("hdu-5724-chesss", &KNOWN), Some("hdu-5724-chess"));
        assert_eq!(
            nearest("poj-3537-crossse", &KNOWN),
            Some("poj-3537-crosses")
        );
        assert_eq!(nearest("cutting", &KNOWN), Some("poj-2311-cutting-game"));
        assert_eq!(nearest("poj", &KNOWN), None);
        assert_eq!(nearest("zzz", &KNOWN), None);
    }
}
