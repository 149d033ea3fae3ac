//! `cargo xtask judge PROBLEM [--time-limit MS] [--memory-limit MIB] [--exact] -- CMD [ARGS...]`:
//! runs the user's own program (any language) on every judge-format sample of a problem, the way
//! an online judge would, and gives a verdict per case: AC, WA (with a short diff), RE (exit
//! status or signal), TLE (killed at the time limit) or MLE (peak memory past the limit), with
//! the time and peak memory of each run.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use grundy::Size;
use grundy_tests::Sample;

use crate::args::Args;
use crate::diff;
use crate::error::{Context, Result, bail};
use crate::runner::{self, Run};
use crate::tools::Binary;
use crate::workspace::{self, Problem};

pub const HELP: &str = "\
usage: cargo xtask judge PROBLEM [options] -- CMD [ARGS...]

Runs your program CMD (for example ./a.out, or python3 sol.py) on every sample of PROBLEM that
is in the judge's format (its samples/*.in with a .out and no .args), then on the problem's
judge-size bench cases (its generator's maximum and worst cases, built into
target/bench-inputs/; expected output from this workspace's verified solver), and judges each
run:
  AC   accepted
  WA   wrong answer, with a short diff (- expected, + yours)
  RE   runtime error: a non-zero exit status, or a signal
  TLE  killed at the time limit (wall-clock time, as online-judge-tools measures it)
  MLE  peak resident memory past the memory limit
with the wall time, CPU time and peak memory of each run, then \"N passed, M failed\". The exit
status is 0 only when every case passes. Lines are compared as judges do: spaces at the end of a
line and blank lines at the end of the output are ignored (--exact compares byte for byte).

options:
  --time-limit MS     the time limit in milliseconds (default: the problem's judge limit)
  --memory-limit MIB  the memory limit in MiB (default: the problem's judge limit)
  --exact             compare the output byte for byte
  --samples-only      skip the judge-size bench cases
  --help              print this help";

/// A problem's judge limits, from `[package.metadata.judge]` in its `Cargo.toml`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Wall time per case.
    pub time: Duration,
    /// Peak resident memory per case, in bytes.
    pub memory: u64,
}

impl Limits {
    /// The limits `problem` records.
    ///
    /// # Errors
    /// If its manifest cannot be read or lacks `time-limit-ms` or `memory-limit-mib`.
    pub fn of(problem: &Problem) -> Result<Limits> {
        let path = problem.dir.join("Cargo.toml");
        let manifest = fs::read_to_string(&path).context(|| format!("read {}", path.display()))?;
        Self::from_manifest(&manifest)
            .ok_or_else(|| {
                format!(
                    "{} has no [package.metadata.judge] with time-limit-ms and memory-limit-mib",
                    path.display()
                )
            })
            .map_err(Into::into)
    }

    /// The limits in the text of a manifest, if it has both.
    fn from_manifest(manifest: &str) -> Option<Limits> {
        let section = manifest.split("[package.metadata.judge]").nth(1)?;
        let section = section.split("\n[").next().unwrap_or(section);
        let number = |key: &str| -> Option<u64> {
            section.lines().find_map(|line| {
                let (name, value) = line.split_once('=')?;
                (name.trim() == key).then(|| value.trim().parse().ok())?
            })
        };
        Some(Limits {
            time: Duration::from_millis(number("time-limit-ms")?),
            memory: number("memory-limit-mib")? * 1024 * 1024,
        })
    }
}

/// The verdict on one run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Accepted.
    Accepted,
    /// Wrong answer, with the diff.
    WrongAnswer(String),
    /// A non-zero exit status or a signal, described.
    RuntimeError(String),
    /// Killed at the time limit.
    TimeLimit,
    /// Peak memory past the limit.
    MemoryLimit,
}

impl Verdict {
    /// The two or three letters judges use.
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::RuntimeError(_) => "RE",
            Verdict::TimeLimit => "TLE",
            Verdict::MemoryLimit => "MLE",
        }
    }
}

/// The name of a signal a solution commonly dies of.
fn signal_name(signal: i32) -> &'static str {
    match signal {
        6 => "SIGABRT",
        8 => "SIGFPE",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        13 => "SIGPIPE",
        _ => "a signal",
    }
}

/// The text as judges compare it: CRLF as LF, spaces and tabs at line ends and blank lines at the
/// end of the output ignored.
pub fn as_judged(text: &str) -> String {
    let lines: Vec<&str> = text
        .lines()
        .map(|line| line.trim_end_matches([' ', '\t', '\r']))
        .collect();
    let kept = lines.len()
        - lines
            .iter()
            .rev()
            .take_while(|line| line.is_empty())
            .count();
    lines[..kept]
        .iter()
        .map(|line| format!("{line}\n"))
        .collect()
}

/// Judges one run against the expected output.
pub fn judge(run: &Run, expected: &str, limits: Limits, exact: bool) -> Verdict {
    if run.timed_out {
        return Verdict::TimeLimit;
    }
    if run.peak_memory > limits.memory {
        return Verdict::MemoryLimit;
    }
    if let Some(signal) = run.signal {
        return Verdict::RuntimeError(format!(
            "killed by signal {signal} ({})",
            signal_name(signal)
        ));
    }
    if run.status != Some(0) {
        let status = run.status.map_or("unknown".to_owned(), |s| s.to_string());
        let stderr = String::from_utf8_lossy(&run.stderr);
        let first = stderr.lines().next().unwrap_or("").trim();
        return Verdict::RuntimeError(format!("exit status {status}; stderr: {first}"));
    }
    let got = String::from_utf8_lossy(&run.stdout);
    let (expected, got) = if exact {
        (expected.to_owned(), got.into_owned())
    } else {
        (as_judged(expected), as_judged(&got))
    };
    if expected == got {
        Verdict::Accepted
    } else {
        Verdict::WrongAnswer(difference(&expected, &got))
    }
}

/// How `got` differs from `expected`: line by line when both have as many lines (as a judge
/// compares them), else as a diff of lines added and missing.
fn difference(expected: &str, got: &str) -> String {
    let (want, have): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), got.lines().collect());
    if want.len() != have.len() {
        return format!(
            "    {} lines expected, {} printed:\n{}",
            want.len(),
            have.len(),
            diff::describe(expected, got)
        );
    }
    let differing: Vec<usize> = (0..want.len()).filter(|&i| want[i] != have[i]).collect();
    let mut text: String = differing
        .iter()
        .take(8)
        .map(|&i| {
            format!(
                "    line {}: expected {:?}, got {:?}\n",
                i + 1,
                want[i],
                have[i]
            )
        })
        .collect();
    if differing.len() > 8 {
        text.push_str(&format!(
            "    ... {} differing lines in all\n",
            differing.len()
        ));
    }
    text
}

/// The samples a judge would run: answered, in the judge's format (no command-line arguments).
pub fn judge_cases(problem: &Problem) -> Result<Vec<Sample>> {
    let samples = Sample::read_all(&problem.dir)
        .context(|| format!("read the samples of {}", problem.name))?;
    Ok(samples
        .into_iter()
        .filter(|sample| !sample.is_bad() && sample.args.is_empty())
        .collect())
}

/// The limits `--time-limit` and `--memory-limit` ask for, if given (taken from `args`).
pub struct LimitOptions {
    time_ms: Option<u64>,
    memory_mib: Option<u64>,
}

impl LimitOptions {
    /// Takes `--time-limit` and `--memory-limit` from `args`.
    ///
    /// # Errors
    /// A value that is not a whole number in range.
    pub fn take(args: &mut Args) -> Result<Self> {
        Ok(Self {
            time_ms: args.optional_number("--time-limit", 1..=3_600_000)?,
            memory_mib: args.optional_number("--memory-limit", 1..=1_048_576)?,
        })
    }

    /// These limits, each defaulting to `problem`'s judge limit.
    ///
    /// # Errors
    /// If a default is needed and the problem records none.
    pub fn for_problem(&self, problem: &Problem) -> Result<Limits> {
        let recorded = Limits::of(problem)?;
        Ok(Limits {
            time: self.time_ms.map_or(recorded.time, Duration::from_millis),
            memory: self.memory_mib.map_or(recorded.memory, |mib| mib << 20),
        })
    }
}

/// One case a judge runs: a sample in memory, or a judge-size bench case read from its file.
struct JudgeCase {
    label: String,
    input: CaseInput,
    expected: String,
}

enum CaseInput {
    Bytes(Vec<u8>),
    File(PathBuf),
}

/// The problem's judge-size bench cases that are answered, written into
/// `target/bench-inputs/<problem>/`, each with this workspace's answer.
fn bench_judge_cases(problem: &Problem) -> Result<Vec<JudgeCase>> {
    workspace::build_release(std::slice::from_ref(problem))?;
    let binary = Binary::of(problem);
    let dir = workspace::target_dir()
        .join("bench-inputs")
        .join(&problem.name);
    fs::create_dir_all(&dir).context(|| format!("create {}", dir.display()))?;
    let mut cases = Vec::new();
    for case in binary.bench_cases()? {
        if case.size != Size::Judge || case.error.is_some() {
            continue;
        }
        let path = dir.join(format!("{}.in", case.name));
        binary.write_bench_input(&case.name, &path)?;
        let ours = runner::run_from_file(&problem.binary(), &[], &path, OUR_LIMIT)?;
        if ours.status != Some(0) {
            bail!(
                "{} failed on its own bench case {}: {}",
                problem.name,
                case.name,
                String::from_utf8_lossy(&ours.stderr).trim_end()
            );
        }
        cases.push(JudgeCase {
            label: format!("{}/bench/{}", problem.name, case.name),
            input: CaseInput::File(path),
            expected: String::from_utf8_lossy(&ours.stdout).into_owned(),
        });
    }
    Ok(cases)
}

/// How long this workspace's solver may take on a judge-size case.
const OUR_LIMIT: Duration = Duration::from_secs(60);

pub fn run(mut args: Args) -> Result {
    let command = args.after_double_dash().unwrap_or_default();
    let exact = args.flag("--exact");
    let samples_only = args.flag("--samples-only");
    let limits = LimitOptions::take(&mut args)?;
    let words = args.positional()?;
    let [name] = words.as_slice() else {
        bail!("judge takes one PROBLEM, then -- and your command (see --help)");
    };
    let problem = workspace::problem(name)?;
    let limits = limits.for_problem(&problem)?;
    let Some((program, program_args)) = command.split_first() else {
        bail!("give your program after --, for example: cargo xtask judge {name} -- ./a.out");
    };
    let mut cases: Vec<JudgeCase> = judge_cases(&problem)?
        .into_iter()
        .map(|sample| JudgeCase {
            label: format!("{name}/{}", sample.name),
            expected: sample.expected.unwrap_or_default(),
            input: CaseInput::Bytes(sample.input),
        })
        .collect();
    let samples = cases.len();
    if !samples_only {
        cases.extend(bench_judge_cases(&problem)?);
    }
    println!(
        "judging `{}` on {samples} samples and {} judge-size cases of {name} (time limit {}, \
         memory limit {})",
        command.join(" "),
        cases.len() - samples,
        runner::human(limits.time),
        runner::human_bytes(limits.memory)
    );
    let (mut passed, mut failed) = (0, 0);
    for case in &cases {
        let program = Path::new(program);
        let run = match &case.input {
            CaseInput::Bytes(bytes) => {
                runner::run(program, program_args, bytes.clone(), limits.time)
            }
            CaseInput::File(path) => {
                runner::run_from_file(program, program_args, path, limits.time)
            }
        }?;
        let verdict = judge(&run, &case.expected, limits, exact);
        println!(
            "{:<4} {:<50} {:>9} wall {:>9} cpu {:>10}",
            verdict.code(),
            case.label,
            runner::human(run.elapsed),
            runner::human(run.cpu),
            runner::human_bytes(run.peak_memory)
        );
        let detail = match &verdict {
            Verdict::WrongAnswer(diff) => diff.trim_end().to_owned(),
            Verdict::RuntimeError(what) => format!("    {what}"),
            _ => String::new(),
        };
        for line in detail.lines().take(14) {
            println!("  {line}");
        }
        if verdict == Verdict::Accepted {
            passed += 1;
        } else {
            failed += 1;
        }
    }
    println!("\n{passed} passed, {failed} failed");
    if failed > 0 {
        bail!("{failed} of {} cases failed", passed + failed);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: Limits = Limits {
        time: Duration::from_secs(1),
        memory: 64 << 20,
    };

    fn finished(stdout: &str) -> Run {
        Run {
            stdout: stdout.as_bytes().to_vec(),
            status: Some(0),
            peak_memory: 1 << 20,
            ..Run::default()
        }
    }

    #[test]
    fn limits_are_read_from_the_manifest_section() {
        let manifest = "[package]\nname = \"x\"\n\n[package.metadata.judge]\ntime-limit-ms = 2000\nmemory-limit-mib = 64\n\n[dependencies]\ntime-limit-ms = 1\n";
        assert_eq!(
            Limits::from_manifest(manifest),
            Some(Limits {
                time: Duration::from_secs(2),
                memory: 64 << 20
            })
        );
        assert_eq!(Limits::from_manifest("[package]\n"), None);
    }

    #[test]
    fn trailing_spaces_and_final_blank_lines_are_forgiven_unless_exact() {
        let run = finished("YES  \r\nNO\n\n\n");
        assert_eq!(judge(&run, "YES\nNO\n", LIMITS, false), Verdict::Accepted);
        assert!(matches!(
            judge(&run, "YES\nNO\n", LIMITS, true),
            Verdict::WrongAnswer(_)
        ));
        assert!(matches!(
            judge(&finished("YES\n"), "NO\n", LIMITS, false),
            Verdict::WrongAnswer(_)
        ));
        assert!(matches!(
            judge(&finished("YES\n\nNO\n"), "YES\nNO\n", LIMITS, false),
            Verdict::WrongAnswer(_)
        ));
    }

    #[test]
    fn crashes_time_and_memory_have_their_verdicts_before_the_output_is_read() {
        let crashed = Run {
            signal: Some(11),
            status: None,
            ..finished("")
        };
        assert_eq!(judge(&crashed, "1\n", LIMITS, false).code(), "RE");
        let failed = Run {
            status: Some(2),
            ..finished("1\n")
        };
        assert_eq!(judge(&failed, "1\n", LIMITS, false).code(), "RE");
        let slow = Run {
            timed_out: true,
            ..finished("1\n")
        };
        assert_eq!(judge(&slow, "1\n", LIMITS, false), Verdict::TimeLimit);
        let big = Run {
            peak_memory: 65 << 20,
            ..finished("1\n")
        };
        assert_eq!(judge(&big, "1\n", LIMITS, false), Verdict::MemoryLimit);
    }
}
