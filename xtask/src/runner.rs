//! Running one problem binary on one input: stdin fed from a file, stdout and stderr captured,
//! wall time measured, and a time limit so a hanging binary cannot hang the runner.

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use crate::error::{Context, Result};

/// What one run of a binary did.
#[derive(Debug)]
pub struct Run {
    /// What it printed on stdout.
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// The exit code; `None` if the process was killed (by a signal or the time limit).
    pub status: Option<i32>,
    pub elapsed: Duration,
    pub timed_out: bool,
}

/// Runs `binary` with `args`, feeding it `input` on stdin, for at most `limit`.
///
/// # Errors
/// If the process cannot be started.
pub fn run(binary: &Path, args: &[String], input: Vec<u8>, limit: Duration) -> Result<Run> {
    let start = Instant::now();
    let mut child = Command::new(binary)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .context(|| format!("start {}", binary.display()))?;
    let mut stdin = child.stdin.take().expect("stdin was piped");
    let mut stdout = child.stdout.take().expect("stdout was piped");
    let mut stderr = child.stderr.take().expect("stderr was piped");
    // Separate threads, so that a binary that writes before reading all its input cannot
    // deadlock against us. A binary that exits early closes its stdin: ignore that write error.
    let feeder = thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out_reader = thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stdout.read_to_end(&mut bytes);
        bytes
    });
    let err_reader = thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stderr.read_to_end(&mut bytes);
        bytes
    });
    let mut timed_out = false;
    let exit = loop {
        match child.try_wait() {
            Ok(Some(exit)) => break Some(exit),
            Ok(None) if start.elapsed() > limit => {
                timed_out = true;
                let _ = child.kill();
                break child.wait().ok();
            }
            Ok(None) => thread::sleep(Duration::from_micros(500)),
            Err(e) => return Err(format!("cannot wait for {}: {e}", binary.display()).into()),
        }
    };
    let elapsed = start.elapsed();
    let _ = feeder.join();
    Ok(Run {
        stdout: out_reader.join().unwrap_or_default(),
        stderr: err_reader.join().unwrap_or_default(),
        status: exit.and_then(|exit| exit.code()),
        elapsed,
        timed_out,
    })
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

#[cfg(test)]
mod tests {
    use super::human;
    use std::time::Duration;

    #[test]
    fn durations_read_in_the_unit_that_fits() {
        assert_eq!(human(Duration::from_micros(850)), "850 us");
        assert_eq!(human(Duration::from_micros(12_340)), "12.3 ms");
        assert_eq!(human(Duration::from_millis(1_420)), "1.42 s");
    }
}
