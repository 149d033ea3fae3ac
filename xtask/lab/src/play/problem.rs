//! `cargo lab play PROBLEM [--input FILE] [--case N]`: one case of a problem's input played
//! against the computer by the problem's release binary (its hidden tool `--play`), on the
//! referee's game (the problem's real rules, normal or misère as the problem says) with the
//! moves in the words of its `--explain` claims.

use std::io::Read;
use std::process::{Command, Stdio};

use crate::error::{Context, Result, bail};
use crate::workspace;

/// What `cargo lab play PROBLEM` was asked.
#[derive(Debug)]
pub struct Asked {
    /// The problem's name.
    pub name: String,
    /// `--input FILE`, or the crate's `samples/official-1.in`.
    pub input: Option<String>,
    /// `--case N` (from 1).
    pub case: u64,
    /// `--computer-first`.
    pub computer_first: bool,
}

/// Builds the problem's release binary and plays through it, stdin and stdout the person's.
///
/// # Errors
/// No such problem, an input that cannot be read, a failed build, or the binary's error (an
/// input that does not read, no such case, a case too large for the referee), as one line.
pub fn run(asked: Asked) -> Result {
    let problem = workspace::problem(&asked.name)?;
    // The default input is named from the workspace's root, where the binary then runs.
    let (file, dir) = match &asked.input {
        Some(file) => (file.clone(), None),
        None => (
            format!("problems/{}/samples/official-1.in", problem.name),
            Some(workspace::root()),
        ),
    };
    let readable = dir
        .as_ref()
        .map_or_else(|| file.clone().into(), |dir| dir.join(&file));
    std::fs::metadata(&readable).context(|| format!("read the input {file}"))?;
    workspace::build_release(std::slice::from_ref(&problem))?;
    let mut command = Command::new(problem.binary());
    command.args(["--play", &file, &asked.case.to_string()]);
    if asked.computer_first {
        command.arg("--computer-first");
    }
    if let Some(dir) = dir {
        command.current_dir(dir);
    }
    let mut child = command
        .stdin(Stdio::inherit())
        .stdout(Stdio::inherit())
        .stderr(Stdio::piped())
        .spawn()
        .context(|| format!("run {}", problem.name))?;
    let mut said = String::new();
    if let Some(mut stderr) = child.stderr.take() {
        let _ = stderr.read_to_string(&mut said);
    }
    let status = child
        .wait()
        .context(|| format!("wait for {}", problem.name))?;
    if !status.success() {
        let line = said.lines().find(|line| !line.is_empty()).unwrap_or("");
        let line = line.strip_prefix("error: ").unwrap_or(line);
        bail!("{}: {line}", problem.name);
    }
    Ok(())
}
