//! A problem binary's hidden tools, which `gen` and `stress` use (core's `run_program` answers
//! them; they are not in `--help`, which is for the judge's use):
//!
//! - `--generate SIZE SEED [--within-judge]` prints one generated input (one the judge could
//!   give, with `--within-judge`);
//! - `--shrink [--within-judge]` reads an input and prints the inputs one step smaller (only
//!   those the judge could give, with `--within-judge`), each ended by a NUL byte;
//! - `--within-judge` reads an input and prints `within` or `beyond` the judge's limits;
//! - `--referee` reads an input and prints the referee's output, or exits with status 2 when the
//!   input is too large to search;
//! - `--bench-cases` lists the named inputs the benchmark times (`name`, size, the words of an
//!   expected error or `-`, what it is; tab-separated), and `--bench-case NAME` prints one;
//! - `--read-floor` reads every token of its input and does nothing else (the bench's floor).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use harness::Size;

use crate::error::{Context, Result, bail};
use crate::runner::{self, Run};
use crate::workspace::Problem;

/// Our tools take at most this long (a past-the-judge input can take a while to solve).
const TOOL_LIMIT: Duration = Duration::from_secs(600);

/// One named input of a problem's benchmark, as `--bench-cases` lists it.
#[derive(Clone, Debug)]
pub struct BenchCase {
    /// Its name: `judge-max`.
    pub name: String,
    /// Within the judge's limits (`judge`) or past them (`past`).
    pub size: Size,
    /// The words its expected input error contains, when it must end in one.
    pub error: Option<String>,
    /// What it is.
    pub about: String,
}

/// A problem's release binary, as a tool.
#[derive(Debug)]
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
        let run = runner::run(
            &self.path,
            &args,
            input.to_vec(),
            &runner::Limits::generous(TOOL_LIMIT),
        )?;
        if run.timed_out() {
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

    /// One generated input; with `within_judge`, one the judge could give (drawn from the same
    /// seed until one is).
    ///
    /// # Errors
    /// If the binary has no generator or fails, or no input within the judge's limits is drawn.
    pub fn generate(&self, size: Size, seed: u64, within_judge: bool) -> Result<Vec<u8>> {
        let seed = seed.to_string();
        let mut args = vec!["--generate", size.name(), &seed];
        if within_judge {
            args.push("--within-judge");
        }
        let run = self.call(&args, b"")?;
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
            // The solver's own `error:` line says where and what; the caller says whose input.
            let said = String::from_utf8_lossy(&run.stderr);
            return Err(said
                .trim_end()
                .trim_start_matches("error: ")
                .to_owned()
                .into());
        }
        Ok(run)
    }

    /// The inputs one step smaller than `input`; with `within_judge`, only those the judge
    /// could give.
    ///
    /// # Errors
    /// If the binary fails.
    pub fn shrink(&self, input: &[u8], within_judge: bool) -> Result<Vec<Vec<u8>>> {
        let args: &[&str] = if within_judge {
            &["--shrink", "--within-judge"]
        } else {
            &["--shrink"]
        };
        let run = self.call(args, input)?;
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

    /// Whether `input` is one the judge could give (the problem's `Problem::within_judge`).
    ///
    /// # Errors
    /// If the binary rejects the input.
    pub fn within_judge(&self, input: &[u8]) -> Result<bool> {
        let run = self.call(&["--within-judge"], input)?;
        if run.status != Some(0) {
            return Err(self.failed("--within-judge", &run));
        }
        Ok(run.stdout == b"within\n")
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

    /// The named inputs of the problem's benchmark (none without a generator).
    ///
    /// # Errors
    /// If the binary fails or lists a case it cannot describe.
    pub fn bench_cases(&self) -> Result<Vec<BenchCase>> {
        let run = self.call(&["--bench-cases"], b"")?;
        if run.status != Some(0) {
            return Ok(Vec::new());
        }
        let list = String::from_utf8_lossy(&run.stdout).into_owned();
        list.lines()
            .map(|line| {
                let fields: Vec<&str> = line.split('\t').collect();
                let [name, size, error, about] = fields[..] else {
                    bail!("{} --bench-cases printed {line:?}", self.name);
                };
                Ok(BenchCase {
                    name: name.to_owned(),
                    size: size.parse()?,
                    error: (error != "-").then(|| error.to_owned()),
                    about: about.to_owned(),
                })
            })
            .collect()
    }

    /// Writes the input of the bench case `name` into the file `path` (straight from the
    /// binary: this process never holds it).
    ///
    /// # Errors
    /// If the binary has no such case or fails, or the file cannot be written.
    pub fn write_bench_input(&self, name: &str, path: &Path) -> Result {
        // Written beside it under a name of this process's own, then renamed over it: another
        // run reading the input (a second judge, a bench) sees the old file or the new one,
        // whole, never one being written.
        let mut partial = path.as_os_str().to_owned();
        partial.push(format!(".{}.partial", std::process::id()));
        let partial = PathBuf::from(partial);
        let file =
            fs::File::create(&partial).context(|| format!("create {}", partial.display()))?;
        let output = Command::new(&self.path)
            .args(["--bench-case", name])
            .stdin(Stdio::null())
            .stdout(file)
            .output()
            .context(|| format!("run {} --bench-case {name}", self.name));
        let failed = match &output {
            Ok(output) => !output.status.success(),
            Err(_) => true,
        };
        if failed {
            let _ = fs::remove_file(&partial);
            let output = output?;
            bail!(
                "{} --bench-case {name} failed: {}",
                self.name,
                String::from_utf8_lossy(&output.stderr).trim_end()
            );
        }
        fs::rename(&partial, path).context(|| format!("replace {}", path.display()))
    }

    /// One run of the binary's scanner over every token of the file `input`, doing nothing else.
    ///
    /// # Errors
    /// If the binary fails.
    pub fn read_floor(&self, input: &Path) -> Result<Run> {
        let args = ["--read-floor".to_owned()];
        let run = runner::run_from_file(
            &self.path,
            &args,
            input,
            &runner::Limits::generous(TOOL_LIMIT),
        )?;
        if run.status != Some(0) {
            return Err(self.failed("--read-floor", &run));
        }
        Ok(run)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;
    use std::os::unix::fs::PermissionsExt;

    /// A folder of this test's own, made empty.
    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("xtask-tools-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_bench_input_being_rebuilt_is_never_read_half_written() {
        let dir = scratch("rebuilt");
        // A "binary" whose bench case NAME is NAME written 100,000 times.
        let script = dir.join("problem");
        fs::write(&script, "#!/bin/sh\nyes \"$2\" | head -n 100000\n").unwrap();
        fs::set_permissions(&script, fs::Permissions::from_mode(0o755)).unwrap();
        let binary = Binary {
            path: script,
            name: "problem".to_owned(),
        };
        let input = dir.join("case.in");
        binary.write_bench_input("first", &input).unwrap();
        let mut reader = fs::File::open(&input).unwrap();
        binary.write_bench_input("second", &input).unwrap();
        let mut seen = String::new();
        reader.read_to_string(&mut seen).unwrap();
        assert_eq!(
            seen,
            "first\n".repeat(100_000),
            "a reader of the old input saw it change"
        );
        let now = fs::read_to_string(&input).unwrap();
        assert_eq!(now, "second\n".repeat(100_000));
        let left: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name())
            .collect();
        assert_eq!(
            left.len(),
            2,
            "only the script and the input are left: {left:?}"
        );
        fs::remove_dir_all(&dir).unwrap();
    }
}
