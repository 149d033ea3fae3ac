//! A problem binary's hidden tools, which `gen` and `stress` use (core's `run_program` answers
//! them; they are not in `--help`, which is for the judge's use):
//!
//! - `--generate SIZE SEED` prints one generated input;
//! - `--shrink` reads an input and prints the inputs one step smaller, each ended by a NUL byte;
//! - `--referee` reads an input and prints the referee's output, or exits with status 2 when the
//!   input is too large to search.

use std::path::PathBuf;
use std::time::Duration;

use grundy::Size;

use crate::error::{Result, bail};
use crate::runner::{self, Run};
use crate::workspace::Problem;

/// Our tools take at most this long (a past-the-judge input can take a while to solve).
const TOOL_LIMIT: Duration = Duration::from_secs(600);

/// A problem's release binary, as a tool.
pub struct Binary {
    path: PathBuf,
    name: String,
}

impl Binary {
    /// The release binary of `problem` (built by `workspace::build_release`).
    pub fn of(problem: &Problem) -> Self {
        Self {
            path: problem.binary(),
            name: problem.name.clone(),
        }
    }

    fn call(&self, args: &[&str], input: &[u8]) -> Result<Run> {
        let args: Vec<String> = args.iter().map(|arg| arg.to_string()).collect();
        let run = runner::run(&self.path, &args, input.to_vec(), TOOL_LIMIT)?;
        if run.timed_out {
            bail!(
                "{} {} ran past {}",
                self.name,
                args.join(" "),
                runner::human(TOOL_LIMIT)
            );
        }
        Ok(run)
    }

    fn failed(&self, what: &str, run: &Run) -> crate::error::Error {
        format!(
            "{} {what} failed: {}",
            self.name,
            String::from_utf8_lossy(&run.stderr).trim_end()
        )
        .into()
    }

    /// One generated input.
    ///
    /// # Errors
    /// If the binary has no generator or fails.
    pub fn generate(&self, size: Size, seed: u64) -> Result<Vec<u8>> {
        let run = self.call(&["--generate", size.name(), &seed.to_string()], b"")?;
        if run.status != Some(0) {
            return Err(self.failed("--generate", &run));
        }
        Ok(run.stdout)
    }

    /// This workspace's verified answer to `input` (the plain judge output), with its run.
    ///
    /// # Errors
    /// If the binary rejects the input.
    pub fn solve(&self, input: &[u8]) -> Result<Run> {
        let run = self.call(&[], input)?;
        if run.status != Some(0) {
            return Err(self.failed("(solving a generated input)", &run));
        }
        Ok(run)
    }

    /// The inputs one step smaller than `input`.
    ///
    /// # Errors
    /// If the binary fails.
    pub fn shrink(&self, input: &[u8]) -> Result<Vec<Vec<u8>>> {
        let run = self.call(&["--shrink"], input)?;
        if run.status != Some(0) {
            return Err(self.failed("--shrink", &run));
        }
        Ok(run
            .stdout
            .split(|&byte| byte == 0)
            .filter(|candidate| !candidate.is_empty())
            .map(<[u8]>::to_vec)
            .collect())
    }

    /// The referee's output for `input`, or `None` when it is too large to search.
    ///
    /// # Errors
    /// If the binary fails.
    pub fn referee(&self, input: &[u8]) -> Result<Option<Vec<u8>>> {
        let run = self.call(&["--referee"], input)?;
        match run.status {
            Some(0) => Ok(Some(run.stdout)),
            Some(2) => Ok(None),
            _ => Err(self.failed("--referee", &run)),
        }
    }
}
