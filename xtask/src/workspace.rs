//! Finding the workspace, its problems and their samples, and building the problem binaries.

use std::fs;
use std::path::PathBuf;
use std::process::Command;

/// The workspace root (the parent of this crate's folder). `cargo xtask` runs through
/// `cargo run`, which says where the crate is; the path baked in at compile time is only the
/// fallback, so a binary built from another checkout never works on the wrong tree.
pub fn root() -> PathBuf {
    let manifest_dir = std::env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")));
    manifest_dir
        .parent()
        .expect("xtask lives one level below the workspace root")
        .to_path_buf()
}

/// A problem crate: `problems/<name>/`, whose package and binary are both called `name`.
#[derive(Clone, Debug)]
pub struct Problem {
    pub name: String,
    pub dir: PathBuf,
}

impl Problem {
    /// The release binary, once [`build_release`] has run.
    pub fn binary(&self) -> PathBuf {
        target_dir()
            .join("release")
            .join(format!("{}{}", self.name, std::env::consts::EXE_SUFFIX))
    }

    /// `.in` files of a folder of this problem, sorted by name.
    pub fn inputs_in(&self, folder: &str) -> Result<Vec<PathBuf>, String> {
        let dir = self.dir.join(folder);
        if !dir.is_dir() {
            return Ok(Vec::new());
        }
        let mut inputs: Vec<PathBuf> = fs::read_dir(&dir)
            .map_err(|e| format!("cannot list {}: {e}", dir.display()))?
            .filter_map(|entry| entry.ok().map(|entry| entry.path()))
            .filter(|path| path.extension().is_some_and(|ext| ext == "in"))
            .collect();
        inputs.sort();
        Ok(inputs)
    }
}

/// Where cargo puts build output (honouring `CARGO_TARGET_DIR`).
fn target_dir() -> PathBuf {
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

/// Every problem under `problems/`, sorted by name, or only the ones `wanted` names.
///
/// # Errors
/// A name in `wanted` that is not a problem.
pub fn problems(wanted: &[String]) -> Result<Vec<Problem>, String> {
    let dir = root().join("problems");
    let mut all: Vec<Problem> = fs::read_dir(&dir)
        .map_err(|e| format!("cannot list {}: {e}", dir.display()))?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.join("Cargo.toml").is_file())
        .filter_map(|path| {
            let name = path.file_name()?.to_str()?.to_owned();
            Some(Problem { name, dir: path })
        })
        .collect();
    all.sort_by(|a, b| a.name.cmp(&b.name));
    if wanted.is_empty() {
        return Ok(all);
    }
    wanted
        .iter()
        .map(|name| {
            all.iter()
                .find(|p| &p.name == name)
                .cloned()
                .ok_or_else(|| {
                    let known: Vec<&str> = all.iter().map(|p| p.name.as_str()).collect();
                    format!("no problem named {name:?} (known: {})", known.join(", "))
                })
        })
        .collect()
}

/// Builds the binaries of `problems` once, in release mode.
///
/// # Errors
/// If cargo cannot be started or the build fails (cargo has printed why).
pub fn build_release(problems: &[Problem]) -> Result<(), String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let mut command = Command::new(cargo);
    command
        .current_dir(root())
        .args(["build", "--release", "--quiet", "--bins"]);
    for problem in problems {
        command.args(["--package", &problem.name]);
    }
    let status = command
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err("building the problem binaries failed".to_owned())
    }
}
