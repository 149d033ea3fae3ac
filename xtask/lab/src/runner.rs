//! Running one program on one input, as a judge does: stdin a file (written from memory into a
//! file of the run's own, or a bench input's), stdout
//! captured up to an output limit, the end of stderr kept, and the program stopped at a CPU
//! time limit, a wall-clock limit or a memory limit, with its wall time, CPU time and peak
//! memory measured.
//!
//! Every program is started through the launcher, a hidden subcommand of this same binary
//! (`xtask __measure`, in [`crate::measure`]), which puts it in a process group of its own,
//! enforces the CPU, wall and memory limits on the whole group, reaps it with `wait4` and kills
//! whatever is left of the group when it ends. The launcher is a fresh process, so the peak
//! memory measured is the program's own, however much this process holds (a program started
//! straight from here would begin its peak at this process's). The launcher costs a few
//! milliseconds per run (its own start, about 2 ms, and the look for leftovers or the kill at the
//! end, about 1 ms), all outside the measured wall time.
//!
//! This process reads stdout and stderr: stdout up to the output limit (then it
//! kills the group: [`Limit::Output`]), stderr keeping its last [`STDERR_KEPT`] bytes. Once the
//! program has ended and its group is killed, the readers get [`GRACE`] to finish; a process
//! that escaped the group (a new session) may still hold a pipe, and is not waited for.
//!
//! Which binary is the launcher: this one (`/proc/self/exe`, which stays right even if the file
//! is rebuilt meanwhile: `lab` and `xtask` both answer the launcher's subcommand), unless a
//! test named another with [`use_launcher`]: the end-to-end tests of the runner
//! (`xtask/lab/tests/`) name the `lab` binary Cargo built for them (`CARGO_BIN_EXE_lab`). So no
//! unit test may start a program (a unit test binary has no launcher subcommand).

use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::thread;
use std::time::{Duration, Instant};

use crate::error::{Context, Result};
use crate::measure::{self, Report};

/// The limit that stopped a run: the launcher's report names it (see [`measure::Limit`]).
pub use crate::measure::Limit;

/// How much of the end of stderr a run keeps.
pub const STDERR_KEPT: usize = 64 * 1024;

/// How long the output readers may still take once the program has ended and its process group
/// is killed.
pub const GRACE: Duration = Duration::from_millis(200);

/// The limits of one run. `Duration::MAX` or `u64::MAX` means no limit (except the wall time,
/// which always applies, so that nothing runs forever).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// CPU time, user plus system, of the program and all its descendants (judges limit this).
    pub cpu: Duration,
    /// Wall-clock time: a program that sleeps or waits uses no CPU, and is stopped here.
    pub wall: Duration,
    /// Resident memory, summed over the program's process group, in bytes.
    pub memory: u64,
    /// Bytes of stdout.
    pub output: u64,
    /// Whether the program runs in the box ([`crate::sandbox`]) where the machine allows.
    pub boxed: bool,
}

impl Limits {
    /// A judge's limits: `cpu` of CPU time, `memory` bytes, `output` bytes of stdout, and a
    /// wall-clock cap of [`wall_cap`]`(cpu)`.
    pub fn judge(cpu: Duration, memory: u64, output: u64) -> Limits {
        Limits {
            cpu,
            wall: wall_cap(cpu),
            memory,
            output,
            boxed: true,
        }
    }

    /// Only a wall-clock limit: for this workspace's own binaries. Nothing is polled while they
    /// run, so their timing is undisturbed.
    pub fn generous(wall: Duration) -> Limits {
        Limits {
            cpu: Duration::MAX,
            wall,
            memory: u64::MAX,
            output: u64::MAX,
            boxed: false,
        }
    }
}

/// The wall-clock cap that goes with a CPU time limit: `2 * cpu + 1 s`, at least 3 s; well
/// above it, so that a program slowed by a loaded machine is still judged by its CPU time, and
/// a sleeping one is still stopped.
pub fn wall_cap(cpu: Duration) -> Duration {
    cpu.saturating_mul(2)
        .saturating_add(Duration::from_secs(1))
        .max(Duration::from_secs(3))
}

/// The output limit for a case whose expected output is `expected_len` bytes: twice that plus
/// 1 MiB, at least 16 MiB.
pub fn output_limit_for(expected_len: u64) -> u64 {
    expected_len
        .saturating_mul(2)
        .saturating_add(1 << 20)
        .max(16 << 20)
}

/// What one run of a program did.
#[derive(Debug, Default)]
pub struct Run {
    /// What it printed on stdout: at most the output limit plus one byte.
    pub stdout: Vec<u8>,
    /// The end of what it printed on stderr: at most [`STDERR_KEPT`] bytes.
    pub stderr: Vec<u8>,
    /// The exit code; `None` if the process was killed (by a signal, or at a limit).
    pub status: Option<i32>,
    /// The signal that ended it, if one did (9, SIGKILL, when stopped at a limit).
    pub signal: Option<i32>,
    /// Wall time from start to exit.
    pub elapsed: Duration,
    /// User plus system CPU time of the program and its descendants.
    pub cpu: Duration,
    /// Peak resident memory, in bytes: the program's own peak, or the largest total seen over
    /// its process group, whichever is larger.
    pub peak_memory: u64,
    /// The limit at which it was stopped, if it was.
    pub stopped: Option<Limit>,
    /// The run's cgroup, where the kernel measured it (see [`crate::cgroup`]); `None` where it
    /// was measured by polling `/proc`, and then its verdict carries
    /// [`crate::cgroup::NOTICE`].
    pub cgroup: Option<String>,
    /// How many of its forks the kernel refused at [`crate::cgroup::MAX_PROCESSES`].
    pub forks_refused: u64,
    /// Why it ran out of the box, when it was to run in it (its verdict then carries [`crate::cgroup::NOTICE`]).
    pub unboxed: Option<String>,
}

impl Run {
    /// Whether it was stopped at the CPU time or the wall-clock limit.
    pub fn timed_out(&self) -> bool {
        matches!(self.stopped, Some(Limit::Cpu | Limit::Wall))
    }
}

/// Runs `program` with `args`, feeding it `input` on stdin, within `limits`. Stdin is a file,
/// as a judge redirects it (a program may map it or seek in it), of this run's own: a sealed
/// memory file, which no program can write (not even by reopening `/proc/self/fd/0`) and which
/// leaves nothing behind.
///
/// # Errors
/// If the file cannot be written, the program cannot be started, or the launcher fails.
pub fn run(program: &Path, args: &[String], input: Vec<u8>, limits: &Limits) -> Result<Run> {
    execute(
        program,
        args,
        sealed_copy(&mut input.as_slice())?,
        true,
        limits,
    )
}

/// `input` in a memory file of its own, sealed against any change, at its start; open across
/// `exec` (the launcher is told its number).
fn sealed_copy(input: &mut impl Read) -> Result<File> {
    use rustix::fs::{MemfdFlags, SealFlags};
    let fd = rustix::fs::memfd_create("xtask-stdin", MemfdFlags::ALLOW_SEALING)
        .map_err(|error| format!("cannot make the run's stdin: {error}"))?;
    let mut file = File::from(fd);
    std::io::copy(input, &mut file)
        .and_then(|_| file.seek(SeekFrom::Start(0)).map(drop))
        .context(|| "write the run's stdin".to_owned())?;
    rustix::fs::fcntl_add_seals(
        &file,
        SealFlags::WRITE | SealFlags::GROW | SealFlags::SHRINK | SealFlags::SEAL,
    )
    .map_err(|error| format!("cannot seal the run's stdin: {error}"))?;
    Ok(file)
}

/// As [`run`], with stdin read from the file `input`: for large inputs, which this process then
/// never holds. A boxed run reads its own sealed copy of it (so that another program cannot
/// change it meanwhile); another reads the file.
///
/// # Errors
/// If the file cannot be opened, or as [`run`].
pub fn run_from_file(
    program: &Path,
    args: &[String],
    input: &Path,
    limits: &Limits,
) -> Result<Run> {
    execute(program, args, file_stdin(input, limits)?, true, limits)
}

/// As [`run_from_file`], with the program's stdout thrown away (`Run::stdout` is empty): for
/// timing.
///
/// # Errors
/// As [`run_from_file`].
pub fn time_from_file(
    program: &Path,
    args: &[String],
    input: &Path,
    limits: &Limits,
) -> Result<Run> {
    execute(program, args, file_stdin(input, limits)?, false, limits)
}

/// The file `input`, as a program's stdin: a sealed copy for a boxed run, else the file.
fn file_stdin(input: &Path, limits: &Limits) -> Result<File> {
    let mut file = File::open(input).context(|| format!("open {}", input.display()))?;
    if limits.boxed {
        sealed_copy(&mut file)
    } else {
        Ok(file)
    }
}

/// Whether runs are kept out of the box whatever their limits say (see [`without_box`]).
static NO_BOX: AtomicBool = AtomicBool::new(false);

/// Keeps every later run of this process out of the box (as `GRUNDY_NO_BOX` does): for tests
/// that look at the program's processes from outside.
pub fn without_box() {
    NO_BOX.store(true, Ordering::SeqCst);
}

/// The launcher a test names, in place of this process's own binary ([`use_launcher`]).
static LAUNCHER: OnceLock<PathBuf> = OnceLock::new();

/// Makes `binary` the launcher of every later run: what a test binary, which has no launcher
/// subcommand of its own, calls first with the `lab` binary Cargo built for it
/// (`CARGO_BIN_EXE_lab`). A binary that answers [`measure::SUBCOMMAND`] (through
/// [`crate::main`]) needs no call.
pub fn use_launcher(binary: &Path) {
    let _ = LAUNCHER.set(binary.to_path_buf());
}

/// The launcher binary: see the module's documentation.
fn launcher() -> PathBuf {
    LAUNCHER
        .get()
        .cloned()
        .unwrap_or_else(|| PathBuf::from("/proc/self/exe"))
}

/// How long past its wall-clock limit this process waits for a launcher (which enforces it
/// itself, unless the program stopped it) before it kills the run itself.
const LAUNCHER_SLACK: Duration = Duration::from_secs(5);

/// [`run`], [`run_from_file`] and [`time_from_file`]: stdin is `stdin` (a file, passed to the
/// launcher open); stdout is captured when `keep_stdout`, else thrown away. The launcher
/// reports through a pipe that is its stdin, which only this process reads.
fn execute(
    program: &Path,
    args: &[String],
    stdin: File,
    keep_stdout: bool,
    limits: &Limits,
) -> Result<Run> {
    use std::os::fd::AsRawFd;
    // The program's stdin goes through the launcher (and the box's init) by its number.
    rustix::io::fcntl_setfd(&stdin, rustix::io::FdFlags::empty())
        .map_err(|error| format!("cannot pass the run's stdin: {error}"))?;
    let (report_reader, report_writer) = rustix::pipe::pipe_with(rustix::pipe::PipeFlags::CLOEXEC)
        .map_err(|error| format!("cannot make a pipe: {error}"))?;
    let arguments = measure::arguments(
        stdin.as_raw_fd(),
        (limits.cpu != Duration::MAX).then_some(limits.cpu),
        limits.wall,
        (limits.memory != u64::MAX).then_some(limits.memory),
        limits.boxed && !NO_BOX.load(Ordering::SeqCst),
    );
    let mut command = Command::new(launcher());
    command
        .args(arguments)
        .arg(program)
        .args(args)
        .stdin(Stdio::from(report_writer))
        .stdout(if keep_stdout {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stderr(Stdio::piped())
        // Its own process group: an interrupt (Ctrl-C) at the terminal reaches this process,
        // not the launcher, which then sees its parent gone and kills the program's group.
        .process_group(0);
    if NO_BOX.load(Ordering::SeqCst) {
        command.env(crate::sandbox::NO_BOX, "1");
    }
    let spawned = command.spawn();
    // The command holds the report pipe's writing end (and the input): only the launcher may.
    drop(command);
    drop(stdin);
    let mut launcher =
        spawned.context(|| format!("start the launcher for {}", program.display()))?;
    let report = Capture::start(File::from(report_reader), Keep::Tail(STDERR_KEPT), || {});
    let said = Arc::clone(&report.bytes);
    let pid_said = move || {
        measure::pid_in(&String::from_utf8_lossy(
            &said.lock().unwrap_or_else(|poison| poison.into_inner()),
        ))
    };
    let stdout = launcher.stdout.take().map(|stream| {
        let pid_said = pid_said.clone();
        Capture::start(stream, Keep::Head(limits.output), move || {
            // Past the output limit: kill the program's group, once the launcher has said
            // which it is (it does so as soon as it has started the program).
            let deadline = Instant::now() + Duration::from_secs(5);
            while Instant::now() < deadline {
                if let Some(pgid) = pid_said() {
                    measure::kill_group(pgid, false);
                    return;
                }
                thread::sleep(Duration::from_millis(1));
            }
        })
    });
    let stderr = launcher.stderr.take().expect("stderr is piped");
    let stderr = Capture::start(stderr, Keep::Tail(STDERR_KEPT), || {});
    // The launcher enforces the wall-clock limit; this process does too, should the launcher
    // be stopped (by the program) or hang: then it kills the launcher and the program's group.
    let mut deadline = Instant::now()
        .checked_add(limits.wall)
        .and_then(|at| at.checked_add(LAUNCHER_SLACK));
    let mut killed = false;
    let mut last = Instant::now();
    let ended = loop {
        // The launcher's end closes the report pipe: waited for there, looked for by `wait`
        // too (something else may hold the pipe, out of the box).
        let closed = report.closed_within(Duration::from_millis(100));
        let waited = if closed {
            launcher.wait().map(Some)
        } else {
            launcher.try_wait()
        };
        if let Some(ended) =
            waited.context(|| format!("wait for the launcher of {}", program.display()))?
        {
            break ended;
        }
        let now = Instant::now();
        // This process was stopped meanwhile (Ctrl-Z): the launcher paused the run too.
        let gap = now - last;
        if gap > Duration::from_millis(500) {
            deadline = deadline.and_then(|at| at.checked_add(gap));
        }
        last = now;
        if !killed && deadline.is_some_and(|at| now >= at) {
            // The launcher may have been stopped before it said which group the program's is:
            // then its child (the box's init, whose PID is that group's ID) says it.
            let pgid = pid_said().or_else(|| measure::child_of(launcher.id()));
            let _ = launcher.kill();
            if let Some(pgid) = pgid {
                measure::kill_group(pgid, true);
            }
            killed = true;
        }
    };
    let grace = Instant::now() + GRACE;
    let (text, _) = report.finish(grace);
    let text = String::from_utf8_lossy(&text).into_owned();
    let report = match Report::parse(&text) {
        // Trusted only from a launcher that ended by itself, and well.
        Ok(report) if !killed && ended.success() => report,
        parsed => {
            // The launcher failed, or was killed (by this process at the wall-clock limit, or
            // by the program) after starting the program: stop it here.
            let pgid = measure::pid_in(&text);
            if let Some(pgid) = pgid {
                measure::kill_group(pgid, true);
            }
            // Its run's cgroup, if it had one, with whatever is left in it.
            crate::cgroup::sweep_stale();
            let error = parsed.err().unwrap_or_default();
            if !killed && text.lines().any(|line| line.starts_with("error ")) {
                return Err(error.into()); // `cannot start PROGRAM: ...`
            }
            let (mut stderr, _) = stderr.finish(grace);
            let why = if killed {
                format!(
                    "the launcher had not ended {} past the wall-clock limit (stopped by the \
                     program?): the run was killed, nothing was measured",
                    human(LAUNCHER_SLACK)
                )
            } else if let Some(signal) = ended.signal() {
                format!(
                    "the launcher that measured the program was killed by signal {signal} \
                     while it ran (by the program?): nothing was measured"
                )
            } else {
                format!(
                    "the launcher's report was missing or garbled ({error}): nothing was measured"
                )
            };
            let left = if pgid.is_some() {
                ""
            } else {
                " (it was killed before it said where the program runs: the program may run on)"
            };
            stderr.extend_from_slice(format!("\n[xtask] {why}{left}\n").as_bytes());
            return Ok(Run {
                stdout: stdout
                    .map(|capture| capture.finish(grace).0)
                    .unwrap_or_default(),
                stderr,
                signal: ended.signal(),
                stopped: killed.then_some(Limit::Wall),
                elapsed: if killed { limits.wall } else { Duration::ZERO },
                ..Run::default()
            });
        }
    };
    let (stdout, output_stopped) = match stdout {
        Some(capture) => capture.finish(grace),
        None => (Vec::new(), false),
    };
    let (stderr, _) = stderr.finish(grace);
    Ok(Run {
        stdout,
        stderr,
        status: report.status,
        signal: report.signal,
        elapsed: report.wall,
        cpu: report.cpu,
        peak_memory: report.peak_memory,
        cgroup: report.cgroup,
        forks_refused: report.forks_refused,
        stopped: if output_stopped {
            Some(Limit::Output)
        } else {
            report.stopped
        },
        unboxed: report.unboxed,
    })
}

/// What of a stream to keep.
#[derive(Clone, Copy, Debug)]
enum Keep {
    /// The first bytes, up to this limit and one byte more (to know it was passed); then stop
    /// reading.
    Head(u64),
    /// The last this many bytes.
    Tail(usize),
}

/// A stream read on a thread of its own into a shared buffer, so that what was read can be
/// taken even while the thread is still blocked on the stream.
struct Capture {
    bytes: Arc<Mutex<Vec<u8>>>,
    /// Disconnected when the thread ends.
    ended: mpsc::Receiver<()>,
    passed: Arc<AtomicBool>,
    keep: Keep,
}

impl Capture {
    /// Reads `stream` to its end, keeping what `keep` says; calls `on_limit` if it passes a
    /// [`Keep::Head`] limit, then stops reading.
    fn start(
        mut stream: impl Read + Send + 'static,
        keep: Keep,
        on_limit: impl FnOnce() + Send + 'static,
    ) -> Capture {
        let bytes = Arc::new(Mutex::new(Vec::new()));
        let passed = Arc::new(AtomicBool::new(false));
        let (alive, ended) = mpsc::channel::<()>();
        let (shared, flag) = (Arc::clone(&bytes), Arc::clone(&passed));
        thread::spawn(move || {
            let _alive = alive;
            let mut chunk = vec![0; 64 * 1024];
            loop {
                let read = match stream.read(&mut chunk) {
                    Ok(0) => return,
                    Ok(read) => read,
                    Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
                    Err(_) => return,
                };
                let mut bytes = shared.lock().unwrap_or_else(|poison| poison.into_inner());
                match keep {
                    Keep::Head(limit) => {
                        let room = limit.saturating_add(1).saturating_sub(bytes.len() as u64);
                        let taken = read.min(usize::try_from(room).unwrap_or(usize::MAX));
                        bytes.extend_from_slice(&chunk[..taken]);
                        if bytes.len() as u64 > limit {
                            drop(bytes);
                            flag.store(true, Ordering::SeqCst);
                            on_limit();
                            return;
                        }
                    }
                    Keep::Tail(kept) => {
                        bytes.extend_from_slice(&chunk[..read]);
                        if bytes.len() > 2 * kept {
                            let excess = bytes.len() - kept;
                            bytes.drain(..excess);
                        }
                    }
                }
            }
        });
        Capture {
            bytes,
            ended,
            passed,
            keep,
        }
    }

    /// Whether the stream has ended, waiting `wait` at most.
    fn closed_within(&self, wait: Duration) -> bool {
        matches!(
            self.ended.recv_timeout(wait),
            Err(mpsc::RecvTimeoutError::Disconnected)
        )
    }

    /// What was read, waiting for the end of the stream until `deadline` at most; and whether
    /// the limit was passed.
    fn finish(self, deadline: Instant) -> (Vec<u8>, bool) {
        let _ = self
            .ended
            .recv_timeout(deadline.saturating_duration_since(Instant::now()));
        let mut bytes = std::mem::take(
            &mut *self
                .bytes
                .lock()
                .unwrap_or_else(|poison| poison.into_inner()),
        );
        if let Keep::Tail(kept) = self.keep {
            // Trimmed only past twice its size while reading.
            let excess = bytes.len().saturating_sub(kept);
            bytes.drain(..excess);
        }
        (bytes, self.passed.load(Ordering::SeqCst))
    }
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

    #[test]
    fn durations_and_sizes_read_in_the_unit_that_fits() {
        assert_eq!(human(Duration::from_micros(850)), "850 us");
        assert_eq!(human(Duration::from_micros(12_340)), "12.3 ms");
        assert_eq!(human(Duration::from_millis(1_420)), "1.42 s");
        assert_eq!(human_bytes(640 * 1024), "640 KiB");
        assert_eq!(human_bytes(3 * 1024 * 1024 + 300 * 1024), "3.3 MiB");
    }

    #[test]
    fn the_wall_cap_is_well_above_the_cpu_limit() {
        assert_eq!(wall_cap(Duration::from_millis(500)), Duration::from_secs(3));
        assert_eq!(wall_cap(Duration::from_secs(2)), Duration::from_secs(5));
        assert_eq!(wall_cap(Duration::MAX), Duration::MAX);
    }

    #[test]
    fn the_output_limit_leaves_room_over_the_expected_output() {
        assert_eq!(output_limit_for(0), 16 << 20);
        assert_eq!(output_limit_for(100 << 20), (200 << 20) + (1 << 20));
        assert_eq!(output_limit_for(u64::MAX), u64::MAX);
    }

    #[test]
    fn a_tail_capture_keeps_the_end_and_a_head_capture_stops_past_its_limit() {
        let long: Vec<u8> = (0..1_000_000u32).map(|i| (i % 251) as u8).collect();
        let deadline = || Instant::now() + Duration::from_secs(5);
        let (tail, passed) =
            Capture::start(std::io::Cursor::new(long.clone()), Keep::Tail(1000), || {})
                .finish(deadline());
        assert_eq!(
            (tail.as_slice(), passed),
            (&long[long.len() - 1000..], false)
        );
        let (flag, called) = mpsc::channel();
        let (head, passed) = Capture::start(
            std::io::Cursor::new(long.clone()),
            Keep::Head(70_000),
            move || {
                flag.send(()).unwrap();
            },
        )
        .finish(deadline());
        assert_eq!((head.as_slice(), passed), (&long[..70_001], true));
        assert!(called.try_recv().is_ok());
    }
}
