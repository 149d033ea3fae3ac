//! Running one program on one input: stdin fed from memory, stdout and stderr captured, wall
//! time, CPU time and peak memory measured (the child's own resource usage, through `wait4`),
//! and a time limit after which the program is killed, so a hanging program cannot hang the
//! runner.

use std::io::{Read, Write};
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use wait4::Wait4;

use crate::error::{Context, Result};

/// What one run of a program did.
#[derive(Debug, Default)]
pub struct Run {
    /// What it printed on stdout.
    pub stdout: Vec<u8>,
    /// What it printed on stderr.
    pub stderr: Vec<u8>,
    /// The exit code; `None` if the process was killed (by a signal or the time limit).
    pub status: Option<i32>,
    /// The signal that ended it, if one did.
    pub signal: Option<i32>,
    /// Wall time from start to exit.
    pub elapsed: Duration,
    /// User plus system CPU time.
    pub cpu: Duration,
    /// Peak resident memory, in bytes.
    pub peak_memory: u64,
    /// Whether it was killed at the time limit.
    pub timed_out: bool,
}

/// Runs `program` with `args`, feeding it `input` on stdin, for at most `limit` of wall time.
///
/// # Errors
/// If the process cannot be started or waited for.
pub fn run(program: &Path, args: &[String], input: Vec<u8>, limit: Duration) -> Result<Run> {
    run_with(program, args, Some(input), Stdio::piped(), true, limit)
}

/// As [`run`], with stdin read from the file `input`: for large inputs, which this process then
/// never holds. (Linux starts a program's peak memory at the peak of the process that starts
/// it, this one: so this process's memory must stay small for the measure to be the
/// program's.)
///
/// # Errors
/// If the file cannot be opened, or the process cannot be started or waited for.
pub fn run_from_file(
    program: &Path,
    args: &[String],
    input: &Path,
    limit: Duration,
) -> Result<Run> {
    run_with(program, args, None, file_stdin(input)?, true, limit)
}

/// As [`run_from_file`], with the program's stdout thrown away (`Run::stdout` is empty): for
/// timing, where a large output held here would count in the peak memory of every program
/// started after it.
///
/// # Errors
/// As [`run_from_file`].
pub fn time_from_file(
    program: &Path,
    args: &[String],
    input: &Path,
    limit: Duration,
) -> Result<Run> {
    run_with(program, args, None, file_stdin(input)?, false, limit)
}

/// The file `input`, opened as a program's stdin.
fn file_stdin(input: &Path) -> Result<Stdio> {
    let file = std::fs::File::open(input).context(|| format!("open {}", input.display()))?;
    Ok(Stdio::from(file))
}

/// [`run`], [`run_from_file`] and [`time_from_file`]: stdin is `stdin`, and when `input` is
/// given it is piped in; stdout is captured when `keep_stdout`, else thrown away.
fn run_with(
    program: &Path,
    args: &[String],
    input: Option<Vec<u8>>,
    stdin: Stdio,
    keep_stdout: bool,
    limit: Duration,
) -> Result<Run> {
    let start = Instant::now();
    let mut child = Command::new(program)
        .args(args)
        .stdin(stdin)
        .stdout(if keep_stdout {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stderr(Stdio::piped())
        .spawn()
        .context(|| format!("start {}", program.display()))?;
    let pid = child.id();
    let out_reader = child.stdout.take().map(read_all);
    let stderr = child.stderr.take().expect("stderr was piped");
    // Separate threads, so that a program that writes before reading all its input cannot
    // deadlock against us. A program that exits early closes its stdin: ignore that error.
    let feeder = match (child.stdin.take(), input) {
        (Some(mut stdin), Some(input)) => Some(thread::spawn(move || {
            let _ = stdin.write_all(&input);
        })),
        _ => None,
    };
    let err_reader = read_all(stderr);
    // The waiter owns the child and reaps it with wait4, which reports its resource usage.
    let (done, finished) = mpsc::channel();
    let waiter = thread::spawn(move || {
        let _ = done.send(child.wait4());
    });
    let mut timed_out = false;
    let used = match finished.recv_timeout(limit) {
        Ok(used) => used,
        Err(_) => {
            timed_out = true;
            kill(pid);
            finished
                .recv()
                .context(|| format!("wait for {}", program.display()))?
        }
    }
    .context(|| format!("wait for {}", program.display()))?;
    let elapsed = start.elapsed();
    let _ = waiter.join();
    if let Some(feeder) = feeder {
        let _ = feeder.join();
    }
    Ok(Run {
        stdout: out_reader
            .map(|reader| reader.join().unwrap_or_default())
            .unwrap_or_default(),
        stderr: err_reader.join().unwrap_or_default(),
        status: used.status.code(),
        signal: used.status.signal(),
        elapsed,
        cpu: used.rusage.utime + used.rusage.stime,
        peak_memory: used.rusage.maxrss,
        timed_out,
    })
}

/// Reads `stream` to its end on a thread of its own.
fn read_all(mut stream: impl Read + Send + 'static) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stream.read_to_end(&mut bytes);
        bytes
    })
}

/// Kills the process `pid` (still unreaped: the waiter has not returned) with SIGKILL, through
/// the shell's `kill`, which needs no unsafe code here.
fn kill(pid: u32) {
    let _ = Command::new("sh")
        .args(["-c", &format!("kill -KILL {pid} 2>/dev/null")])
        .status();
}

/// A duration as people read it: `850 us`, `12.3 ms`, `1.42 s`.
pub fn human(duration: Duration) -> String {
    let micros = duration.as_micros();
    if micros < 1_000 {
        format!("{micros} us")
    } else if micros < 1_000_000 {
        format!("{:.1} ms", micros as f64 / 1e3)
    } else {
        format!("{:.2} s", micros as f64 / 1e6)
    }
}

/// A memory size as people read it: `3.2 MiB`, `640 KiB`.
pub fn human_bytes(bytes: u64) -> String {
    const MIB: f64 = 1024.0 * 1024.0;
    if bytes < 1024 {
        format!("{bytes} B")
    } else if bytes < 1024 * 1024 {
        format!("{} KiB", bytes / 1024)
    } else {
        format!("{:.1} MiB", bytes as f64 / MIB)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(script: &str, limit: Duration) -> Run {
        let args = ["-c".to_owned(), script.to_owned()];
        run(Path::new("sh"), &args, b"hello\n".to_vec(), limit).unwrap()
    }

    #[test]
    fn durations_and_sizes_read_in_the_unit_that_fits() {
        assert_eq!(human(Duration::from_micros(850)), "850 us");
        assert_eq!(human(Duration::from_micros(12_340)), "12.3 ms");
        assert_eq!(human(Duration::from_millis(1_420)), "1.42 s");
        assert_eq!(human_bytes(640 * 1024), "640 KiB");
        assert_eq!(human_bytes(3 * 1024 * 1024 + 300 * 1024), "3.3 MiB");
    }

    #[test]
    fn a_run_captures_its_streams_and_exit_status() {
        let run = sh("cat; echo oops >&2; exit 3", Duration::from_secs(10));
        assert_eq!(run.stdout, b"hello\n");
        assert_eq!(run.stderr, b"oops\n");
        assert_eq!(
            (run.status, run.signal, run.timed_out),
            (Some(3), None, false)
        );
        assert!(run.peak_memory > 0);
    }

    #[test]
    fn a_program_past_its_time_limit_is_killed() {
        let run = sh("exec sleep 5", Duration::from_millis(200));
        assert!(run.timed_out);
        assert_eq!(run.status, None);
        assert_eq!(run.signal, Some(9));
        assert!(run.elapsed < Duration::from_secs(4), "{:?}", run.elapsed);
    }

    #[test]
    fn a_program_killed_by_a_signal_says_which() {
        let run = sh("kill -SEGV $$", Duration::from_secs(10));
        assert_eq!((run.status, run.signal), (None, Some(11)));
    }
}
