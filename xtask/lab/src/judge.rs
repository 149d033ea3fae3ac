//! `cargo xtask judge PROBLEM [--time-limit MS] [--memory-limit MIB] [--exact] -- CMD [ARGS...]`:
//! runs the user's own program (any language) on every judge-format sample of a problem, the way
//! an online judge would, and gives a verdict per case: AC, WA (with a short diff), RE (exit
//! status or signal), TLE (killed at the time limit) or MLE (peak memory past the limit), with
//! the time and peak memory of each run.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use grundy_tests::{BEYOND_JUDGE, Sample, is_judge_sample};
use harness::Size;

use crate::args::{Args, Opt, Section, Spec};
use crate::diff;
use crate::error::{Context, Result, bail};
use crate::runner::{self, Limit, Run};
use crate::shell;
use crate::tools::Binary;
use crate::workspace::{self, Problem};

/// The option `--time-limit` of `judge`, and of `stress` (the same words).
pub const TIME_LIMIT: Opt = Opt {
    name: "--time-limit",
    value: Some("MS"),
    help: "the CPU time limit in milliseconds (default: the problem's judge limit)",
};

/// The option `--memory-limit` of `judge`, and of `stress` (the same words).
pub const MEMORY_LIMIT: Opt = Opt {
    name: "--memory-limit",
    value: Some("MIB"),
    help: "the memory limit in MiB (default: the problem's judge limit)",
};

/// The option `--exact` of `judge`, and of `stress` (the same words).
pub const EXACT: Opt = Opt {
    name: "--exact",
    value: None,
    help: "compare the output byte for byte",
};

pub const SPEC: Spec = Spec {
    name: "judge",
    arguments: "PROBLEM [options] -- CMD [ARGS...]",
    summary: "run your own program on the problem's samples and judge-size cases as a judge would: AC, WA, RE, TLE (CPU time), MLE or OLE per case",
    about: "Runs your program CMD (for example ./a.out, or python3 sol.py) on every sample of PROBLEM that
a judge could give (its samples/*.in with a .out and no .args, within the statement's limits
and form: not the beyond-judge* ones), then on the problem's judge-size bench cases (its
generator's maximum and worst cases, built into target/bench-inputs/; expected output from
this workspace's verified solver), and judges each run as judges do:
  AC   accepted
  WA   wrong answer, with the first differing lines (invisible characters shown)
  RE   runtime error: a non-zero exit status, or a signal, with the end of stderr
  TLE  past the CPU time limit, or stopped at the wall-clock cap (2 x the limit + 1 s, at
       least 3 s), so a loaded machine does not fail a correct program
  MLE  memory past the limit: the program (its whole process group) is stopped there
  OLE  output past the output limit (twice the expected output + 1 MiB, at least 16 MiB)
with the wall time, CPU time and peak memory of each run (the program's own, however large this
runner has grown), then \"N passed, M failed\". The exit status is 0 only when every case passes.
Every program runs in a box where the machine allows (its own PID, mount, network, IPC, UTS and
user namespaces and session: no terminal, no network, the workspace hidden, only the files the
command names readable, read-only, in an empty working folder; stdin a read-only copy), killed
whole when it ends or passes a limit; --check-box says what this machine gives.
Lines are compared as judges do: at the end of each line, any spaces, tabs and carriage
returns are ignored, a missing final newline too, and blank lines (or lines of only those) at
the end of the output; nothing else (--exact compares byte for byte).",
    sections: &[
        Section {
            title: "options",
            options: &[
                TIME_LIMIT,
                MEMORY_LIMIT,
                EXACT,
                Opt {
                    name: "--samples-only",
                    value: None,
                    help: "skip the judge-size bench cases",
                },
                Opt {
                    name: "--beyond",
                    value: None,
                    help: "also the samples past the judge's limits (labelled [beyond the judge])",
                },
                Opt {
                    name: "--check-box",
                    value: None,
                    help: "say which of the box's features this machine gives, and judge nothing",
                },
            ],
        },
    ],
    after: "",
};

/// A problem's judge limits, from `[package.metadata.judge]` in its `Cargo.toml`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// CPU time per case (user + system, the program and everything it starts); the wall
    /// clock is capped at [`runner::wall_cap`] of it.
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
    /// Past the CPU time limit, or killed at the wall-clock cap.
    TimeLimit,
    /// Peak memory past the limit.
    MemoryLimit,
    /// Killed when its output passed the output limit.
    OutputLimit,
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
            Verdict::OutputLimit => "OLE",
        }
    }
}

/// The names of Linux's signals 1 to 31 (x86 and ARM numbering), in order.
const SIGNALS: [&str; 31] = [
    "SIGHUP",
    "SIGINT",
    "SIGQUIT",
    "SIGILL",
    "SIGTRAP",
    "SIGABRT",
    "SIGBUS",
    "SIGFPE",
    "SIGKILL",
    "SIGUSR1",
    "SIGSEGV",
    "SIGUSR2",
    "SIGPIPE",
    "SIGALRM",
    "SIGTERM",
    "SIGSTKFLT",
    "SIGCHLD",
    "SIGCONT",
    "SIGSTOP",
    "SIGTSTP",
    "SIGTTIN",
    "SIGTTOU",
    "SIGURG",
    "SIGXCPU",
    "SIGXFSZ",
    "SIGVTALRM",
    "SIGPROF",
    "SIGWINCH",
    "SIGIO",
    "SIGPWR",
    "SIGSYS",
];

/// The name of signal `signal`: `SIGSEGV`, or `SIGRTMIN+3` for a real-time one.
fn signal_name(signal: i32) -> String {
    match usize::try_from(signal) {
        Ok(number @ 1..=31) => SIGNALS[number - 1].to_owned(),
        Ok(number @ 34..=64) => format!("SIGRTMIN+{}", number - 34),
        _ => format!("signal {signal}"),
    }
}

/// What an exit status says beyond itself: a shell reports a child killed by signal N as exit
/// status 128 + N, so a wrapper script's 139 is its program's SIGSEGV.
fn status_hint(status: i32) -> String {
    match status - 128 {
        signal @ 1..=64 => format!(
            " (as a shell reports a program killed by {}: a wrapper's child may have died of it)",
            signal_name(signal)
        ),
        _ => String::new(),
    }
}

/// At most this many lines of the end of stderr are shown with a runtime error.
const STDERR_LINES: usize = 10;

/// The last lines of `stderr` (up to [`STDERR_LINES`]), each shown as a diff shows lines,
/// introduced for a runtime error's description; empty when there are none.
fn stderr_tail(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let lines: Vec<&str> = text.trim_end().lines().collect();
    if lines.is_empty() {
        return "; stderr is empty".to_owned();
    }
    let shown = &lines[lines.len().saturating_sub(STDERR_LINES)..];
    let mut tail = if shown.len() < lines.len() {
        format!("; the last {} lines of stderr:\n", shown.len())
    } else {
        "; stderr:\n".to_owned()
    };
    for line in shown {
        tail.push_str(&format!("    {}\n", diff::show_line(line)));
    }
    tail.truncate(tail.trim_end().len());
    tail
}

/// The text as judges compare it: at the end of each line, any spaces, tabs and carriage returns
/// dropped (so CRLF reads as LF); every line ended by a newline (a missing final one forgiven);
/// blank lines at the end dropped (a line of only those characters is blank). Nothing else:
/// leading spaces, spaces inside a line, and blank lines before or between lines stay.
pub fn as_judged(text: &str) -> String {
    let (mut judged, mut blank_lines) = (String::with_capacity(text.len()), 0);
    for line in text.lines() {
        let line = line.trim_end_matches([' ', '\t', '\r']);
        if line.is_empty() {
            // Kept only if a line follows: blank lines at the end go.
            blank_lines += 1;
            continue;
        }
        judged.extend(std::iter::repeat_n('\n', std::mem::take(&mut blank_lines)));
        judged.push_str(line);
        judged.push('\n');
    }
    judged
}

/// Judges one run against the expected output: first the limit that stopped it, if one did;
/// then its CPU time against `limits.time` (it may have ended between two of the runner's
/// checks) and its peak memory against `limits.memory`; then a signal or a non-zero exit status;
/// then its output.
pub fn judge(run: &Run, expected: &str, limits: Limits, exact: bool) -> Verdict {
    match run.stopped {
        Some(Limit::Output) => return Verdict::OutputLimit,
        Some(Limit::Memory) => return Verdict::MemoryLimit,
        Some(Limit::Cpu | Limit::Wall) => return Verdict::TimeLimit,
        None => {}
    }
    if run.cpu > limits.time {
        return Verdict::TimeLimit;
    }
    if run.peak_memory > limits.memory {
        return Verdict::MemoryLimit;
    }
    if let Some(signal) = run.signal {
        return Verdict::RuntimeError(format!(
            "killed by signal {signal} ({}){}",
            signal_name(signal),
            stderr_tail(&run.stderr)
        ));
    }
    if run.status != Some(0) {
        let status = run
            .status
            .map_or("unknown".to_owned(), |s| format!("{s}{}", status_hint(s)));
        return Verdict::RuntimeError(format!("exit status {status}{}", stderr_tail(&run.stderr)));
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
        Verdict::WrongAnswer(difference(&expected, &got) + &not_utf8(&run.stdout))
    }
}

/// Where `output` first has a byte that is not UTF-8 (shown as the replacement character in the diff), as a
/// line of the verdict; empty if none.
fn not_utf8(output: &[u8]) -> String {
    let Err(bad) = std::str::from_utf8(output) else {
        return String::new();
    };
    let at = bad.valid_up_to();
    let line = output[..at].iter().filter(|&&byte| byte == b'\n').count() + 1;
    format!(
        "\n    line {line}: byte 0x{:02x} is not UTF-8 (shown as \u{fffd} above)",
        output[at]
    )
}

/// How `got` differs from `expected`, in a few lines however long they are, and in linear time:
/// line by line when both have as many lines (as a judge compares them), each line quoted so
/// that a `\r` or a space at its end shows, and cut around its first difference when long; else
/// as a diff of lines added and missing ([`diff::describe`], which past a few thousand lines
/// shows only the first difference). Lines end at `\n` only, so a CRLF or a missing final
/// newline (which `--exact` does not forgive) shows as a difference.
fn difference(expected: &str, got: &str) -> String {
    let lines = |text: &str| text.split_terminator('\n').count();
    let (wanted, printed) = (lines(expected), lines(got));
    if wanted != printed {
        return format!(
            "    {wanted} lines expected, {printed} printed:\n{}",
            diff::describe(expected, got)
        );
    }
    let (mut text, mut differing) = (String::new(), 0);
    let pairs = expected
        .split_terminator('\n')
        .zip(got.split_terminator('\n'));
    for (i, (want, have)) in pairs.enumerate().filter(|(_, (want, have))| want != have) {
        differing += 1;
        if differing <= 8 {
            let column = diff::first_differing_char(want, have);
            text.push_str(&format!(
                "    line {}: expected {}, got {}\n",
                i + 1,
                diff::quote_line(want, column),
                diff::quote_line(have, column)
            ));
        }
    }
    if differing > 8 {
        text.push_str(&format!("    ... {differing} differing lines in all\n"));
    }
    if expected.ends_with('\n') != got.ends_with('\n') {
        text.push_str(&format!("    {}\n", diff::final_newline(expected, got)));
    }
    text
}

/// The samples a judge would run: answered, in the judge's format (no command-line arguments).
pub fn judge_cases(problem: &Problem, beyond: bool) -> Result<Vec<Sample>> {
    let samples = Sample::read_all(&problem.dir)
        .context(|| format!("read the samples of {}", problem.name))?;
    Ok(samples
        .into_iter()
        .filter(|sample| {
            is_judge_sample(sample) || (beyond && !sample.is_bad() && sample.args.is_empty())
        })
        .collect())
}

/// The limits `--time-limit` and `--memory-limit` ask for, if given (taken from `args`).
#[derive(Debug)]
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
        let ours = runner::run_from_file(
            &problem.binary(),
            &[],
            &path,
            &runner::Limits::generous(OUR_LIMIT),
        )?;
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
    if args.flag("--check-box") {
        return check_box();
    }
    let command = args.after_double_dash().unwrap_or_default();
    let exact = args.flag("--exact");
    let samples_only = args.flag("--samples-only");
    let beyond = args.flag("--beyond");
    let limits = LimitOptions::take(&mut args)?;
    let words = args.positional();
    let [name] = words.as_slice() else {
        bail!("judge takes one PROBLEM, then -- and your command (see --help)");
    };
    let problem = workspace::problem(name)?;
    let limits = limits.for_problem(&problem)?;
    let Some((program, program_args)) = command.split_first() else {
        bail!("give your program after --, for example: cargo xtask judge {name} -- ./a.out");
    };
    let mut cases: Vec<JudgeCase> = judge_cases(&problem, beyond)?
        .into_iter()
        .map(|sample| JudgeCase {
            label: if sample.name.starts_with(BEYOND_JUDGE) {
                format!("{name}/{} [beyond the judge]", sample.name)
            } else {
                format!("{name}/{}", sample.name)
            },
            expected: sample.expected.unwrap_or_default(),
            input: CaseInput::Bytes(sample.input),
        })
        .collect();
    let samples = cases.len();
    if !samples_only {
        cases.extend(bench_judge_cases(&problem)?);
    }
    let scope = if beyond {
        "samples, past the judge's limits too,"
    } else {
        "samples within the judge's limits"
    };
    println!(
        "judging `{}` on {samples} {scope} and {} judge-size cases of {name} (CPU time limit {}, \
         wall cap {}, memory limit {})",
        shell::line(&command),
        cases.len() - samples,
        runner::human(limits.time),
        runner::human(runner::wall_cap(limits.time)),
        runner::human_bytes(limits.memory)
    );
    let (mut passed, mut failed) = (0, 0);
    let mut said_box = false;
    for case in &cases {
        let program = Path::new(program);
        let output_limit = runner::output_limit_for(case.expected.len() as u64);
        let run_limits = runner::Limits::judge(limits.time, limits.memory, output_limit);
        let run = match &case.input {
            CaseInput::Bytes(bytes) => {
                runner::run(program, program_args, bytes.clone(), &run_limits)
            }
            CaseInput::File(path) => {
                runner::run_from_file(program, program_args, path, &run_limits)
            }
        }?;
        let verdict = judge(&run, &case.expected, limits, exact);
        if !said_box {
            said_box = true;
            println!("{}", box_line(&run));
        }
        println!(
            "{:<4} {:<60} {:>9} wall {:>9} cpu {:>10}",
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
        for line in measured(&run) {
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

/// What a verdict adds about how its run was measured: [`crate::cgroup::NOTICE`] where
/// `/proc` was polled (no cgroup, or no box), and the forks the kernel refused, if any.
pub fn measured(run: &Run) -> Vec<String> {
    let mut lines = Vec::new();
    if run.cgroup.is_none() || run.unboxed.is_some() {
        lines.push(crate::cgroup::NOTICE.to_owned());
    }
    if run.forks_refused > 0 {
        lines.push(format!(
            "{} forks refused: at most {} processes at once",
            run.forks_refused,
            crate::cgroup::MAX_PROCESSES
        ));
    }
    lines
}

/// The line that says whether a run was in the box, and why not.
pub(crate) fn box_line(run: &Run) -> String {
    match &run.unboxed {
        Some(why) => format!("box: none ({why}); {}", crate::cgroup::NOTICE),
        None => "box: PID, mount, network, IPC, UTS and user namespaces; a new session; the \
                 workspace hidden"
            .to_owned(),
    }
}

/// What a program in the box finds, one fact a line: the shell script `--check-box` runs.
const PROBE: &str = r#"set -- $(cut -d' ' -f7 /proc/self/stat) "$1"
echo "pid $$"
echo "tty $1"
echo "caps $(grep CapEff /proc/self/status | cut -f2)"
echo "cwd $(pwd)"
echo "workspace $(test -e "$WORKSPACE_DIR" && echo visible || echo hidden)"
echo "net $(tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' ' | tr '
' ' ')"
echo "stdin $( (echo x >> /proc/self/fd/0) 2>/dev/null && echo writable || echo read-only)"
echo "tmp $(df -k /tmp | tail -1 | tr -s ' ' | cut -d' ' -f2)"
"#;

/// `judge --check-box`: runs [`PROBE`] as a judged program and says what held.
fn check_box() -> Result {
    let root = workspace::root();
    let args = [
        "-c".to_owned(),
        PROBE.replace("$WORKSPACE_DIR", &root.to_string_lossy()),
    ];
    let limits = runner::Limits::judge(Duration::from_secs(2), 64 << 20, 1 << 20);
    let run = runner::run(Path::new("sh"), &args, b"probe\n".to_vec(), &limits)?;
    let text = String::from_utf8_lossy(&run.stdout);
    let fact = |key: &str| {
        text.lines()
            .find_map(|line| line.strip_prefix(&format!("{key} ")))
            .unwrap_or("?")
            .trim()
            .to_owned()
    };
    println!("{}", box_line(&run));
    let (pid, tty, caps, net) = (fact("pid"), fact("tty"), fact("caps"), fact("net"));
    let checks = [
        (
            "own PID namespace (every process it starts dies with the run)",
            pid == "2",
            format!(" (its PID: {pid})"),
        ),
        (
            "no controlling terminal",
            tty == "0",
            format!(" (tty_nr {tty})"),
        ),
        (
            "the workspace hidden",
            fact("workspace") == "hidden",
            format!(" (working folder {})", fact("cwd")),
        ),
        ("no network", net == "lo", format!(" (interfaces: {net})")),
        (
            "no capabilities",
            caps.trim_start_matches('0').is_empty(),
            format!(" (CapEff {caps})"),
        ),
        (
            "stdin read-only",
            fact("stdin") == "read-only",
            String::new(),
        ),
    ];
    for (what, holds, seen) in checks {
        println!("{what}: {}{seen}", if holds { "yes" } else { "no" });
    }
    println!("/tmp of the run's own: {} KiB", fact("tmp"));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_byte_that_is_not_utf8_is_shown_by_its_value() {
        let run = finished("");
        let run = Run {
            stdout: b"YES\xff\n".to_vec(),
            ..run
        };
        let Verdict::WrongAnswer(diff) = judge(&run, "YES\n", LIMITS, false) else {
            panic!("not a wrong answer");
        };
        assert!(
            diff.ends_with("line 1: byte 0xff is not UTF-8 (shown as \u{fffd} above)"),
            "{diff}"
        );
    }

    #[test]
    fn every_signal_is_named_and_a_shells_128_plus_n_is_read_as_one() {
        assert_eq!(signal_name(10), "SIGUSR1");
        assert_eq!(signal_name(11), "SIGSEGV");
        assert_eq!(signal_name(31), "SIGSYS");
        assert_eq!(signal_name(36), "SIGRTMIN+2");
        assert!((1..=31).all(|n| signal_name(n).starts_with("SIG")));
        assert!(status_hint(139).contains("SIGSEGV"));
        assert_eq!(status_hint(1), "");
        let wrapper = Run {
            status: Some(139),
            ..Run::default()
        };
        let Verdict::RuntimeError(why) = judge(&wrapper, "1\n", LIMITS, false) else {
            panic!("not a runtime error");
        };
        assert!(
            why.starts_with("exit status 139 (as a shell reports a program killed by SIGSEGV"),
            "{why}"
        );
    }

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

    /// What `docs/testing-your-solution.md` says `judge` forgives (trailing spaces, tabs and
    /// carriage returns, a missing final newline, blank lines at the end), and nothing else.
    #[test]
    fn exactly_what_the_guide_says_is_forgiven_is() {
        let ok = |got: &str| judge(&finished(got), "A B\n\nC\n", LIMITS, false);
        for forgiven in [
            "A B\t \r\n\nC",
            "A B\r\n\r\nC\r\n",
            "A B \r \n \t\nC\n\n \n\t\r\n",
        ] {
            assert_eq!(ok(forgiven), Verdict::Accepted, "{forgiven:?}");
        }
        for counted in [
            "\nA B\n\nC\n",
            " A B\n\nC\n",
            "A  B\n\nC\n",
            "A B\nC\n",
            "A B\n\n\nC\n",
            "A\rB\n\nC\n",
        ] {
            assert!(
                matches!(ok(counted), Verdict::WrongAnswer(_)),
                "{counted:?}"
            );
        }
    }

    #[test]
    fn trailing_spaces_and_final_blank_lines_are_forgiven_unless_exact() {
        assert_eq!(as_judged(" \n\nA \t\n\nB\n \n\n"), "\n\nA\n\nB\n");
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
        let big = Run {
            peak_memory: 65 << 20,
            ..finished("1\n")
        };
        assert_eq!(judge(&big, "1\n", LIMITS, false), Verdict::MemoryLimit);
        for (limit, verdict) in [
            (Limit::Cpu, Verdict::TimeLimit),
            (Limit::Wall, Verdict::TimeLimit),
            (Limit::Memory, Verdict::MemoryLimit),
            (Limit::Output, Verdict::OutputLimit),
        ] {
            let stopped = Run {
                stopped: Some(limit),
                status: None,
                signal: Some(9),
                ..finished("1\n")
            };
            assert_eq!(judge(&stopped, "1\n", LIMITS, false), verdict);
        }
        let codes: Vec<&str> = [
            Verdict::Accepted,
            Verdict::WrongAnswer(String::new()),
            Verdict::RuntimeError(String::new()),
            Verdict::TimeLimit,
            Verdict::MemoryLimit,
            Verdict::OutputLimit,
        ]
        .iter()
        .map(Verdict::code)
        .collect();
        assert_eq!(codes, ["AC", "WA", "RE", "TLE", "MLE", "OLE"]);
    }

    #[test]
    fn the_time_limit_is_on_cpu_time_not_wall_time() {
        // A loaded machine: 0.9 s of CPU time took 1.5 s of wall time. Under a 1 s limit, AC.
        let loaded = Run {
            cpu: Duration::from_millis(900),
            elapsed: Duration::from_millis(1500),
            ..finished("1\n")
        };
        assert_eq!(judge(&loaded, "1\n", LIMITS, false), Verdict::Accepted);
        // Past the limit, though the run ended before the runner's next check stopped it.
        let slow = Run {
            cpu: Duration::from_millis(1010),
            elapsed: Duration::from_millis(1020),
            ..finished("1\n")
        };
        assert_eq!(judge(&slow, "1\n", LIMITS, false), Verdict::TimeLimit);
    }

    fn wrong_answer(got: &str, expected: &str, exact: bool) -> String {
        match judge(&finished(got), expected, LIMITS, exact) {
            Verdict::WrongAnswer(text) => text,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn under_exact_a_crlf_a_trailing_space_or_a_missing_final_newline_is_visible() {
        let crlf = wrong_answer("YES\r\n", "YES\n", true);
        assert!(crlf.contains(r#"expected "YES", got "YES\r""#), "{crlf}");
        let space = wrong_answer("YES \n", "YES\n", true);
        assert!(space.contains(r#"got "YES ""#), "{space}");
        let unended = wrong_answer("YES", "YES\n", true);
        assert!(unended.contains("no newline at the end"), "{unended}");
        let unended = wrong_answer("1\n2", "1\n2\n3\n", true);
        assert!(unended.contains("(no newline at end)"), "{unended}");
    }

    #[test]
    fn a_wrong_answer_on_a_huge_output_is_short() {
        let expected: String = (0..300_000).map(|i| format!("{i}\n")).collect();
        let got = expected.replacen("17\n", "", 1);
        let text = wrong_answer(&got, &expected, false);
        assert!(text.lines().count() <= 12 && text.len() < 2_000, "{text}");
        assert!(
            text.contains("300000 lines expected, 299999 printed"),
            "{text}"
        );
        assert!(text.contains("first difference, at line 18"), "{text}");
        assert!(text.contains("-   18 | 17\n"), "{text}");
        assert!(text.contains("+   18 | 18\n"), "{text}");
        // As many lines, all different: eight shown, the rest counted.
        let shifted: String = (1..=300_000).map(|i| format!("{i}\n")).collect();
        let text = wrong_answer(&shifted, &expected, false);
        assert!(text.contains("300000 differing lines in all"), "{text}");
        assert!(text.lines().count() <= 10, "{text}");
    }

    #[test]
    fn long_lines_are_cut_around_their_difference() {
        let line = "7 ".repeat(5_000);
        let mut changed = line.clone();
        changed.replace_range(6_000..6_001, "8");
        let text = wrong_answer(&format!("{changed}\n"), &format!("{line}\n"), false);
        assert!(text.len() < 600, "{text}");
        assert!(
            text.contains(r#"..."7 7 7"#) && text.contains(r#"8 7 7"#),
            "{text}"
        );
        let longer = wrong_answer(&format!("{line}\n1\n"), &format!("{line}\n2\n3\n"), false);
        assert!(longer.len() < 1_000, "{longer}");
        assert!(longer.contains("..."), "{longer}");
    }

    #[test]
    fn a_runtime_error_shows_the_last_lines_of_stderr() {
        let stderr: String = (1..=30).map(|i| format!("trace line {i}\n")).collect();
        let failed = Run {
            status: Some(1),
            stderr: stderr.into_bytes(),
            ..finished("")
        };
        let Verdict::RuntimeError(text) = judge(&failed, "1\n", LIMITS, false) else {
            panic!("not RE");
        };
        assert!(
            text.starts_with("exit status 1; the last 10 lines of stderr:"),
            "{text}"
        );
        assert!(
            text.contains("trace line 21\n") && text.ends_with("trace line 30"),
            "{text}"
        );
        assert!(!text.contains("trace line 20\n"), "{text}");
        let crashed = Run {
            status: None,
            signal: Some(6),
            stderr: b"assertion failed: n > 0\n".to_vec(),
            ..finished("")
        };
        assert_eq!(
            judge(&crashed, "1\n", LIMITS, false),
            Verdict::RuntimeError(
                "killed by signal 6 (SIGABRT); stderr:\n    assertion failed: n > 0".to_owned()
            )
        );
    }
}
