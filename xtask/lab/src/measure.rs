//! The launcher: `xtask __measure INPUT_FD CPU WALL MEMORY BOX -- PROGRAM ARGS...`, a hidden
//! subcommand through which the runner starts every program (see [`crate::runner`]). Its
//! report goes to its stdin, a pipe only the runner reads (REPORT below); the program's stdin
//! is the runner's descriptor INPUT_FD, inherited; BOX is `box` to run the program in the box
//! ([`crate::sandbox`]) where the machine allows it, `-` not to.
//!
//! Why a launcher. On Linux a process started by `Command::spawn` (posix_spawn, which shares
//! the parent's memory until the exec) starts its peak resident memory (`ru_maxrss`) at the
//! *parent's* high-water mark: once xtask has held an 80 MB stderr or a 20 MB output, every
//! program it starts later would report at least that. The launcher is a fresh exec of this
//! binary, so its memory is small; the program it starts measures from there, which is its own
//! peak as a judge would see it.
//!
//! What it does:
//! - starts PROGRAM through the box's init (which starts a session, so a process group, of its
//!   own: init's PID is the group's ID), with the stdout and stderr the runner set up, and
//!   writes `pid N` (init's) into REPORT at once;
//! - every 10 ms, sums the CPU time (user + system, of the processes and of their reaped
//!   children) and the resident memory of every process in that group, from `/proc`, and kills
//!   the whole group when the CPU time passes CPU or the memory passes MEMORY; kills it too at
//!   the wall-clock limit WALL, so that a sleeping program is stopped as well;
//! - when PROGRAM has exited (reaped with `wait4`, which gives its exact CPU time and peak
//!   memory), kills whatever is left of its group (background children that would hold its
//!   output pipes open), and writes the rest of REPORT: exit status or signal, wall time, CPU
//!   time, peak memory and which limit stopped it;
//! - if the runner itself dies (its parent changes), kills the group and exits;
//! - while the runner is stopped (Ctrl-Z, SIGSTOP: it cannot read the program's output then,
//!   and the program would wait on a full pipe with the wall clock running), stops the
//!   program's group too and continues it when the runner continues; the time paused counts
//!   toward no limit and not in the wall time reported.
//!
//! CPU and WALL are in microseconds, MEMORY in bytes; `-` for CPU or MEMORY means no limit
//! (and then `/proc` is not polled for it: timing our own binaries with no limits costs
//! nothing but a wake-up every 100 ms). The launcher writes nothing on its stdout or stderr,
//! which are the program's.

use std::collections::HashSet;
use std::fs::{self, File};
use std::io::Read;
use std::os::fd::{AsFd, OwnedFd};
use std::os::unix::process::ExitStatusExt;
use std::process::{Command, ExitCode};
use std::thread;
use std::time::{Duration, Instant};

use rustix::process::{Pid, Signal, WaitOptions};
use wait4::Wait4;

use crate::cgroup::RunGroup;
use crate::leftovers::Shm;

/// The limit that stopped a run, as the launcher's report names it (`stopped cpu`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// The CPU time limit.
    Cpu,
    /// The wall-clock limit.
    Wall,
    /// The memory limit.
    Memory,
    /// The output limit.
    Output,
}

impl Limit {
    /// Its name in the launcher's report.
    pub fn name(self) -> &'static str {
        match self {
            Limit::Cpu => "cpu",
            Limit::Wall => "wall",
            Limit::Memory => "memory",
            Limit::Output => "output",
        }
    }

    /// The limit named `name`.
    pub fn from_name(name: &str) -> Option<Limit> {
        [Limit::Cpu, Limit::Wall, Limit::Memory, Limit::Output]
            .into_iter()
            .find(|limit| limit.name() == name)
    }
}

/// The hidden subcommand's name.
pub const SUBCOMMAND: &str = "__measure";

/// How often the program's process group is measured when a CPU or memory limit is set.
const TICK: Duration = Duration::from_millis(10);

/// How often the launcher wakes when nothing needs measuring (to see whether the runner is
/// still there).
const IDLE_TICK: Duration = Duration::from_millis(100);

/// Clock ticks per second of the times in `/proc/PID/stat` (`USER_HZ`, `getconf CLK_TCK`):
/// Linux reports them at 100 per second on every architecture this runs on.
const TICKS_PER_SECOND: u64 = 100;

/// What the launcher found about one run, as written into and read from its report.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// The exit code, if the program exited.
    pub status: Option<i32>,
    /// The signal that ended it, if one did.
    pub signal: Option<i32>,
    /// Wall time from just before the program started to its end.
    pub wall: Duration,
    /// User plus system CPU time of the program and its descendants.
    pub cpu: Duration,
    /// Peak resident memory, in bytes: the larger of the program's own (from `wait4`) and the
    /// largest sum over its process group seen while polling.
    pub peak_memory: u64,
    /// The limit at which the launcher stopped it, if it did.
    pub stopped: Option<Limit>,
    /// The run's cgroup (`cgroup v1 grundy-lab/...`), where the kernel measured it; `None`
    /// where it was measured by polling `/proc` (see [`crate::cgroup::NOTICE`]).
    pub cgroup: Option<String>,
    /// How many of its forks the kernel refused at [`crate::cgroup::MAX_PROCESSES`].
    pub forks_refused: u64,
    /// Why the run was not in the box, when it was asked for and could not be (the launcher's
    /// polling alone measured it then).
    pub unboxed: Option<String>,
}

impl Report {
    /// The report as written into the file, one `key value` a line.
    fn to_text(&self) -> String {
        let mut text = String::new();
        if let Some(status) = self.status {
            text.push_str(&format!("status {status}\n"));
        }
        if let Some(signal) = self.signal {
            text.push_str(&format!("signal {signal}\n"));
        }
        text.push_str(&format!("wall_us {}\n", self.wall.as_micros()));
        text.push_str(&format!("cpu_us {}\n", self.cpu.as_micros()));
        text.push_str(&format!("peak_bytes {}\n", self.peak_memory));
        if let Some(limit) = self.stopped {
            text.push_str(&format!("stopped {}\n", limit.name()));
        }
        if let Some(cgroup) = &self.cgroup {
            text.push_str(&format!("cgroup {cgroup}\n"));
        }
        text.push_str(&format!("forks_refused {}\n", self.forks_refused));
        if let Some(why) = &self.unboxed {
            text.push_str(&format!("unboxed {}\n", why.replace('\n', " ")));
        }
        text.push_str("done\n");
        text
    }

    /// Reads a report's text: the report, or the launcher's error. A report is garbled if
    /// anything follows its end (a second one, written by something else).
    ///
    /// # Errors
    /// The launcher's own error (`cannot start ...`), or a report the launcher did not finish.
    pub fn parse(text: &str) -> Result<Report, String> {
        let mut report = Report::default();
        let mut done = false;
        for line in text.lines() {
            let (key, value) = line.split_once(' ').unwrap_or((line, ""));
            let number = || {
                value
                    .parse::<u64>()
                    .map_err(|_| format!("bad report line {line:?}"))
            };
            let small = || {
                value
                    .parse::<i32>()
                    .map_err(|_| format!("bad report line {line:?}"))
            };
            if done {
                return Err(format!("a line after the report: {line:?}"));
            }
            match key {
                "error" => return Err(value.to_owned()),
                "pid" => {}
                "status" => report.status = Some(small()?),
                "signal" => report.signal = Some(small()?),
                "wall_us" => report.wall = Duration::from_micros(number()?),
                "cpu_us" => report.cpu = Duration::from_micros(number()?),
                "peak_bytes" => report.peak_memory = number()?,
                "stopped" => {
                    report.stopped = Some(
                        Limit::from_name(value)
                            .ok_or_else(|| format!("bad report line {line:?}"))?,
                    );
                }
                "cgroup" => report.cgroup = Some(value.to_owned()),
                "forks_refused" => report.forks_refused = number()?,
                "unboxed" => report.unboxed = Some(value.to_owned()),
                // A second report after the first (written by something else): garbled.
                "done" if done => return Err("two reports".to_owned()),
                "done" => done = true,
                _ => return Err(format!("bad report line {line:?}")),
            }
        }
        if done {
            Ok(report)
        } else {
            Err("the launcher ended without a report".to_owned())
        }
    }
}

/// The process group ID in a report's text, once the launcher has written it.
pub fn pid_in(text: &str) -> Option<u32> {
    let line = text.lines().find(|line| line.starts_with("pid "))?;
    line["pid ".len()..].parse().ok()
}

/// The launcher's arguments.
struct Request<'a> {
    input: i32,
    cpu: Option<Duration>,
    wall: Duration,
    memory: Option<u64>,
    boxed: bool,
    program: &'a str,
    args: &'a [String],
}

impl<'a> Request<'a> {
    fn parse(words: &'a [String]) -> Option<Self> {
        let [input, cpu, wall, memory, boxed, dash, program, args @ ..] = words else {
            return None;
        };
        let limit = |word: &str| -> Option<Option<u64>> {
            if word == "-" {
                Some(None)
            } else {
                word.parse().ok().map(Some)
            }
        };
        (dash == "--").then_some(())?;
        Some(Request {
            input: input.parse().ok()?,
            cpu: limit(cpu)?.map(Duration::from_micros),
            wall: Duration::from_micros(wall.parse().ok()?),
            memory: limit(memory)?,
            boxed: boxed == "box",
            program,
            args,
        })
    }
}

/// The launcher's arguments, as the runner passes them: the program's stdin is the runner's
/// descriptor `input` (inherited); the report goes to the launcher's own stdin, a pipe.
pub fn arguments(
    input: i32,
    cpu: Option<Duration>,
    wall: Duration,
    memory: Option<u64>,
    boxed: bool,
) -> Vec<std::ffi::OsString> {
    let micros = |duration: Duration| u64::try_from(duration.as_micros()).unwrap_or(u64::MAX);
    vec![
        SUBCOMMAND.into(),
        input.to_string().into(),
        cpu.map_or("-".to_owned(), |cpu| micros(cpu).to_string())
            .into(),
        micros(wall).to_string().into(),
        memory
            .map_or("-".to_owned(), |memory| memory.to_string())
            .into(),
        if boxed { "box" } else { "-" }.into(),
        "--".into(),
    ]
}

/// Writes `text` to the runner, through this process's stdin (a pipe only the runner reads;
/// no program this process starts has it).
fn send(text: &str) {
    let _ = rustix::io::write(std::io::stdin().as_fd(), text.as_bytes());
}

/// The size of the box's tmpfs (its root, `/tmp`, `/dev/shm` and the working folder share it)
/// when no memory limit is given.
const TMPFS_DEFAULT: u64 = 256 << 20;

/// Runs the launcher on `words` (what follows `__measure`).
pub fn main(words: &[String]) -> ExitCode {
    let Some(request) = Request::parse(words) else {
        eprintln!(
            "usage: xtask {SUBCOMMAND} INPUT_FD CPU_US|- WALL_US MEMORY|- box|- -- PROGRAM [ARGS...]"
        );
        return ExitCode::FAILURE;
    };
    // The kernel's accounting where it can be had (else `/proc` is polled): made before the
    // user namespace, as the machine's own user.
    let kernel = RunGroup::create(request.memory).ok();
    // A boxed run's input is the runner's sealed memory copy, whose pages are charged to the
    // runner that wrote them: only a file input needs reading once from outside the group.
    if kernel.is_some() && !request.boxed {
        crate::cgroup::warm_input(request.input);
    }
    // First, while this process is one thread (a user namespace asks it).
    let unboxed = if request.boxed {
        crate::sandbox::enter().err()
    } else {
        None
    };
    // Its /proc files (its descriptors among them) are then root's only: a program of the
    // same user cannot reach them.
    let _ = rustix::process::set_dumpable_behavior(rustix::process::DumpableBehavior::NotDumpable);
    match launch(&request, unboxed, kernel) {
        Ok(report) => {
            send(&report.to_text());
            ExitCode::SUCCESS
        }
        Err(message) => {
            send(&format!("error {message}\n"));
            ExitCode::FAILURE
        }
    }
}

/// Whether `fd` has something to read (or is closed), waiting `wait` at most.
fn readable(fd: &OwnedFd, wait: Duration) -> bool {
    use rustix::event::{PollFd, PollFlags, Timespec};
    let mut fds = [PollFd::new(fd, PollFlags::IN)];
    let timeout = Timespec {
        tv_sec: i64::try_from(wait.as_secs()).unwrap_or(i64::MAX),
        tv_nsec: i64::from(wait.subsec_nanos()),
    };
    matches!(rustix::event::poll(&mut fds, Some(&timeout)), Ok(ready) if ready > 0)
}

/// Starts the program (through the box's init, [`crate::sandbox`]), watches it and its process
/// group until it ends, and reports.
fn launch(
    request: &Request,
    unboxed: Option<String>,
    kernel: Option<RunGroup>,
) -> Result<Report, String> {
    let parent = std::os::unix::process::parent_id();
    // The program's orphans (a worker whose parent ended, a child that left the group with
    // `setpgid` or `setsid`) become this process's children: their CPU time is counted when
    // they are reaped here, and any left at the end are killed.
    let _ = rustix::process::set_child_subreaper(Some(rustix::process::getpid()));
    let shm = Shm::before();
    let tmpfs =
        (request.boxed && unboxed.is_none()).then(|| request.memory.unwrap_or(TMPFS_DEFAULT));
    let (ended_channel, init_channel) = rustix::pipe::pipe_with(rustix::pipe::PipeFlags::CLOEXEC)
        .map_err(|error| format!("cannot make a pipe: {error}"))?;
    let mut init_channel = Some(init_channel);
    // The box's init starts in the run's cgroup, if there is one: the program and all it
    // starts are counted there.
    let mut spawn = || {
        let start = Instant::now();
        let channel = init_channel.take().expect("init is started once");
        let child = Command::new("/proc/self/exe")
            .args(crate::sandbox::arguments(request.input, tmpfs))
            .arg(request.program)
            .args(request.args)
            .stdin(std::process::Stdio::from(channel))
            .spawn();
        (start, child)
    };
    let (kernel, (start, spawned)) = match kernel
        .as_ref()
        .map(|kernel| kernel.spawn_inside(&mut spawn))
    {
        Some(Ok(spawned)) => (kernel, spawned),
        // The group could not be joined: nothing was started; polled instead.
        Some(Err(_)) | None => (None, spawn()),
    };
    let mut kernel = kernel.filter(|_| spawned.is_ok());
    let mut child = spawned
        .map_err(|error| format!("cannot start the box for {}: {error}", request.program))?;
    let pgid = child.id();
    send(&format!("pid {pgid}\n"));
    let mut wall_deadline = start + request.wall;
    let mut paused = Duration::ZERO;
    let polling = request.cpu.is_some() || request.memory.is_some();
    let tick = if polling { TICK } else { IDLE_TICK };
    let mut stopped = None;
    let (mut cpu_ticks, mut peak_rss) = (0, 0);
    let mut group = Group::new(pgid);
    group.others.insert(pgid); // the box's init: this binary, not the program
    // No thread may be started here (this process may be in a PID namespace's parent, where
    // the kernel refuses threads): init's channel says when the program ended (init writes
    // `ended` at once) or init did (the pipe closes).
    let end = loop {
        let wait = if stopped.is_some() {
            TICK
        } else {
            tick.min(wall_deadline.saturating_duration_since(Instant::now()))
        };
        if readable(&ended_channel, wait) {
            break Instant::now();
        }
        if stopped.is_some() {
            // Killed already, and not yet gone: kill again, in case it forked meanwhile.
            kill_group(pgid, true);
            continue;
        }
        if std::os::unix::process::parent_id() != parent {
            drop(kernel.take()); // kills the run, removes its group
            runner_gone(pgid);
        }
        if is_stopped(parent) {
            let pause = pause_while_stopped(parent, pgid);
            paused += pause;
            wall_deadline += pause;
            continue;
        }
        if let Some(kernel) = kernel.as_ref().filter(|_| polling) {
            stopped = kernel_verdict(kernel, request);
        } else if polling {
            let usage = group.usage();
            cpu_ticks = cpu_ticks.max(usage.cpu_ticks);
            peak_rss = peak_rss.max(usage.rss);
            let cpu = Duration::from_millis(cpu_ticks * 1000 / TICKS_PER_SECOND);
            if request.cpu.is_some_and(|limit| cpu > limit) {
                stopped = Some(Limit::Cpu);
            } else if request.memory.is_some_and(|limit| usage.rss > limit) {
                stopped = Some(Limit::Memory);
            }
        }
        if stopped.is_none() && Instant::now() >= wall_deadline {
            stopped = Some(Limit::Wall);
        }
        if stopped.is_some() {
            kill_group(pgid, true);
            if let Some(kernel) = &kernel {
                kernel.kill_all();
            }
        }
    };
    // Init ends what the program left (the namespace's end kills it all, or out of the box it
    // kills and reaps its orphans), then reports and ends: its report is read to its end.
    let ended = crate::sandbox::read_ended(ended_channel)?;
    let used = child
        .wait4()
        .map_err(|error| format!("cannot wait for {}: {error}", request.program))?;
    // Background children left behind (out of the box) would hold the output pipes open, and
    // keep running. With a cgroup, everything in it is killed; when polling, the look is cheap
    // (the other processes are known); else killing the group blindly is cheaper than looking.
    if let Some(kernel) = &kernel {
        kernel.kill_all();
    } else if !polling || group.usage().members > 0 {
        kill_group(pgid, false);
    }
    end_orphans();
    shm.remove_new();
    let polled_cpu = Duration::from_millis(cpu_ticks * 1000 / TICKS_PER_SECOND);
    // Every child this process reaped: the box's init (and what it reaped), and the orphans
    // the program left out of the box.
    let reaped_cpu = Duration::from_millis(reaped_children_ticks() * 1000 / TICKS_PER_SECOND);
    let wall = ended
        .as_ref()
        .and_then(|ended| ended.wall)
        .unwrap_or(end - start);
    let (status, signal, cpu, peak) = match ended {
        Some(ended) => (ended.status, ended.signal, ended.cpu, ended.peak_memory),
        // Init ended without a word: killed (at a limit, or by the program out of the box).
        None => (
            None,
            used.status.signal().or(Some(9)),
            (used.rusage.utime + used.rusage.stime).max(reaped_cpu),
            0,
        ),
    };
    let mut report = Report {
        status,
        signal,
        wall: wall.saturating_sub(paused),
        cpu: cpu.max(polled_cpu),
        peak_memory: peak.max(peak_rss),
        stopped,
        cgroup: None,
        forks_refused: 0,
        unboxed,
    };
    if let Some(kernel) = kernel {
        // What the kernel counted, every process of the run included (the box's init too).
        report.cpu = report.cpu.max(kernel.cpu());
        report.peak_memory = kernel.peak_memory();
        report.stopped = report.stopped.or(kernel_verdict(&kernel, request));
        report.cgroup = Some(kernel.describe());
        report.forks_refused = kernel.forks_refused();
    }
    Ok(report)
}

/// The limit a run measured by its cgroup `kernel` has passed, if any: the CPU time limit, or
/// the memory limit (its peak past the judge's limit, or a process killed by the kernel at the
/// hard limit).
fn kernel_verdict(kernel: &RunGroup, request: &Request) -> Option<Limit> {
    if request.cpu.is_some_and(|limit| kernel.cpu() > limit) {
        Some(Limit::Cpu)
    } else if request
        .memory
        .is_some_and(|limit| kernel.peak_memory() > limit)
        || kernel.oom_kills() > 0
    {
        Some(Limit::Memory)
    } else {
        None
    }
}

/// Why a program that exists cannot start, where the system's own message misleads: a script
/// whose interpreter is missing is "not found" itself, and a shebang line ending in a carriage
/// return (a script saved with Windows line ends) names an interpreter that never exists.
pub(crate) fn why_not(program: &str) -> String {
    let Ok(text) = fs::read(program) else {
        return String::new();
    };
    let Some(shebang) = text.strip_prefix(b"#!") else {
        return String::new();
    };
    let line = shebang
        .split(|&byte| byte == b'\n')
        .next()
        .unwrap_or_default();
    let line = String::from_utf8_lossy(line);
    let interpreter = line
        .trim_start()
        .split([' ', '\t'])
        .next()
        .unwrap_or_default();
    let crlf = if interpreter.ends_with('\r') {
        ": the line ends in a carriage return, the script has Windows line ends"
    } else {
        ""
    };
    format!(" (the script exists; its interpreter {interpreter:?} cannot be run{crlf})")
}

/// The runner is gone (interrupted): nobody will read a report. Kills the group and exits.
fn runner_gone(pgid: u32) -> ! {
    kill_group(pgid, true);
    std::process::exit(1);
}

/// Whether process `pid` is stopped (by a signal, or traced).
fn is_stopped(pid: u32) -> bool {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    Stat::parse(&stat).is_some_and(|stat| matches!(stat.state, 'T' | 't'))
}

/// Stops the program's group `pgid` while the runner `parent` is stopped, and continues it
/// when the runner does; how long it was stopped. If the runner dies meanwhile, ends as
/// [`runner_gone`].
fn pause_while_stopped(parent: u32, pgid: u32) -> Duration {
    let paused = Instant::now();
    let group = pid(pgid);
    if let Some(group) = group {
        let _ = rustix::process::kill_process_group(group, Signal::STOP);
    }
    while is_stopped(parent) {
        thread::sleep(TICK);
        if std::os::unix::process::parent_id() != parent {
            runner_gone(pgid);
        }
    }
    if let Some(group) = group {
        let _ = rustix::process::kill_process_group(group, Signal::CONT);
    }
    paused.elapsed()
}

/// What the processes of one process group use, as `/proc` shows them now.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Usage {
    /// How many processes are in the group (zombies included).
    pub members: usize,
    /// Their CPU time, user and system, with that of their reaped children, in clock ticks.
    pub cpu_ticks: u64,
    /// Their resident memory, in bytes.
    pub rss: u64,
}

/// The processes of one process group, watched through `/proc`.
///
/// Each look lists `/proc` and reads `/proc/PID/stat` of the group's processes and of new
/// processes only: a process seen in another group at the last look is skipped, so that a look
/// costs little however many processes the machine runs. (Processes do not move into a group
/// from another, short of a deliberate `setpgid`; and a PID is not reused between two looks
/// 10 ms apart.)
#[derive(Debug)]
pub struct Group {
    pgid: u32,
    others: HashSet<u32>,
    page_size: u64,
    scratch: String,
}

impl Group {
    /// The process group `pgid`.
    pub fn new(pgid: u32) -> Group {
        Group {
            pgid,
            others: HashSet::new(),
            page_size: page_size(),
            scratch: String::new(),
        }
    }

    /// What the group's processes use now. Memory is each process's resident set; where the
    /// group has several processes, their proportional set (`Pss` of `smaps_rollup`: a page
    /// shared by three counts a third in each), so that pages a program shares with the readers
    /// it forked count once. A process whose main thread has ended (a zombie leader whose other
    /// threads run on) is measured through a thread still running.
    pub fn usage(&mut self) -> Usage {
        let mut usage = Usage::default();
        let mut members = Vec::new();
        let Ok(entries) = fs::read_dir("/proc") else {
            return usage;
        };
        let mut others = HashSet::with_capacity(self.others.len() + 16);
        for entry in entries.flatten() {
            let Some(pid) = entry
                .file_name()
                .to_str()
                .and_then(|name| name.parse::<u32>().ok())
            else {
                continue;
            };
            if self.others.contains(&pid) {
                others.insert(pid);
                continue;
            }
            self.scratch.clear();
            let read = File::open(format!("/proc/{pid}/stat"))
                .and_then(|mut file| file.read_to_string(&mut self.scratch));
            let Some(stat) = read.ok().and_then(|_| Stat::parse(&self.scratch)) else {
                continue; // gone meanwhile
            };
            if stat.pgrp != self.pgid {
                others.insert(pid);
                continue;
            }
            usage.members += 1;
            usage.cpu_ticks += stat.cpu_ticks;
            members.push((pid, stat));
        }
        self.others = others;
        let shared = members.len() > 1;
        for (pid, stat) in members {
            let rss_pages = if stat.state == 'Z' {
                live_thread_rss_pages(pid).unwrap_or(stat.rss_pages)
            } else {
                stat.rss_pages
            };
            let rss = rss_pages * self.page_size;
            usage.rss += if shared { pss(pid).unwrap_or(rss) } else { rss };
        }
        usage
    }
}

/// The proportional set size of process `pid`, in bytes (`Pss:` of `/proc/PID/smaps_rollup`);
/// 0 for a process that is ending (its memory already let go, while `stat` may still show its
/// resident set); `None` where it may not be read (another user's process).
fn pss(pid: u32) -> Option<u64> {
    let text = match fs::read_to_string(format!("/proc/{pid}/smaps_rollup")) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::PermissionDenied => return None,
        Err(_) => return Some(0),
    };
    let Some(line) = text.lines().find(|line| line.starts_with("Pss:")) else {
        return Some(0);
    };
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// The resident set, in pages, of the process whose leader `pid` has ended, read through one of
/// its threads still running (they share its memory).
fn live_thread_rss_pages(pid: u32) -> Option<u64> {
    let tasks = fs::read_dir(format!("/proc/{pid}/task")).ok()?;
    tasks.flatten().find_map(|task| {
        let tid = task.file_name();
        let text = fs::read_to_string(format!("/proc/{pid}/task/{}/stat", tid.to_str()?)).ok()?;
        let stat = Stat::parse(&text)?;
        (stat.state != 'Z').then_some(stat.rss_pages)
    })
}

/// The page size, from the auxiliary vector the kernel gave this process (`AT_PAGESZ`); 4096
/// if it cannot be read.
fn page_size() -> u64 {
    const AT_PAGESZ: u64 = 6;
    let auxv = fs::read("/proc/self/auxv").unwrap_or_default();
    auxv.chunks_exact(16)
        .map(|pair| {
            let word = |bytes: &[u8]| u64::from_ne_bytes(bytes.try_into().expect("8 bytes"));
            (word(&pair[..8]), word(&pair[8..]))
        })
        .find(|&(key, _)| key == AT_PAGESZ)
        .map_or(4096, |(_, value)| value)
}

/// The fields of `/proc/PID/stat` the launcher needs.
#[derive(Debug, PartialEq, Eq)]
struct Stat {
    /// `R`, `S`, `Z` (ended, not yet reaped)...
    state: char,
    ppid: u32,
    pgrp: u32,
    /// utime + stime + cutime + cstime.
    cpu_ticks: u64,
    /// Resident memory, in pages.
    rss_pages: u64,
    /// cutime + cstime: the reaped children's share of `cpu_ticks`.
    children_ticks: u64,
}

impl Stat {
    /// Parses `pid (comm) state ppid pgrp ...`; the command name may hold spaces and
    /// parentheses, so the fields are counted from the last `)`.
    fn parse(text: &str) -> Option<Stat> {
        let (_, rest) = text.rsplit_once(')')?;
        let fields: Vec<&str> = rest.split_whitespace().collect();
        // Field n of proc(5) is fields[n - 3]: pgrp (5) is fields[2]; utime, stime, cutime and
        // cstime (14 to 17) are fields[11..=14]; rss (24) is fields[21].
        let state = fields.first()?.chars().next()?;
        let ppid = fields.get(1)?.parse().ok()?;
        let pgrp = fields.get(2)?.parse().ok()?;
        let mut ticks = [0u64; 4];
        for (tick, field) in ticks.iter_mut().zip(fields.get(11..=14)?) {
            // cutime and cstime are signed in the kernel's format; never negative in practice.
            *tick = field.parse::<i64>().ok()?.max(0) as u64;
        }
        let (cpu_ticks, children_ticks) = (ticks.iter().sum(), ticks[2] + ticks[3]);
        let rss_pages = fields.get(21)?.parse::<i64>().ok()?.max(0) as u64;
        Some(Stat {
            state,
            ppid,
            pgrp,
            cpu_ticks,
            rss_pages,
            children_ticks,
        })
    }
}

/// Kills every process of the process group `pgid` with SIGKILL (and its leader `pgid` by its
/// own PID when `leader_unreaped`: it cannot be another process then). Failures (the group is
/// gone) are ignored.
pub fn kill_group(pgid: u32, leader_unreaped: bool) {
    let Some(pid) = pid(pgid) else {
        return;
    };
    let _ = rustix::process::kill_process_group(pid, Signal::KILL);
    if leader_unreaped {
        let _ = rustix::process::kill_process(pid, Signal::KILL);
    }
}

/// `pid` as the system calls take it.
fn pid(pid: u32) -> Option<Pid> {
    i32::try_from(pid).ok().and_then(Pid::from_raw)
}

/// A child of process `parent` (the first `/proc` lists), if it has one.
pub fn child_of(parent: u32) -> Option<u32> {
    fs::read_dir("/proc").ok()?.flatten().find_map(|entry| {
        let pid: u32 = entry.file_name().to_str()?.parse().ok()?;
        let text = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        (Stat::parse(&text)?.ppid == parent).then_some(pid)
    })
}

/// This process's children (the program's orphans reparented here, in its group or out of it)
/// and whether each has ended.
fn children() -> Vec<(u32, bool)> {
    let me = std::process::id();
    let Ok(entries) = fs::read_dir("/proc") else {
        return Vec::new();
    };
    let children = entries.flatten().filter_map(|entry| {
        let pid: u32 = entry.file_name().to_str()?.parse().ok()?;
        let text = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        let stat = Stat::parse(&text)?;
        (stat.ppid == me).then_some((pid, stat.state == 'Z'))
    });
    children.collect()
}

/// Once the program has been reaped and its group killed: kills and reaps every child left
/// (an orphan, ended or one that left the group), so that its CPU time counts in this
/// process's children's and nothing is left, until none is left (a few rounds at most: an
/// orphan's own children become this process's when it dies). Orphans are reaped here only,
/// not while the program runs: an ended one keeps its CPU time until then, and the looks
/// while it runs stay those of the group.
pub(crate) fn end_orphans() {
    for _ in 0..100 {
        let left = children();
        if left.is_empty() {
            return;
        }
        for (child, ended) in left {
            let Some(child) = pid(child) else { continue };
            if !ended {
                let _ = rustix::process::kill_process(child, Signal::KILL);
            }
            let _ = rustix::process::waitpid(Some(child), WaitOptions::empty());
        }
    }
}

/// The CPU time, in clock ticks, of every child this process has reaped (`cutime` and
/// `cstime` of its own `/proc/self/stat`).
pub(crate) fn reaped_children_ticks() -> u64 {
    let text = fs::read_to_string("/proc/self/stat").unwrap_or_default();
    Stat::parse(&text).map_or(0, |stat| stat.children_ticks)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_are_named_in_reports() {
        for limit in [Limit::Cpu, Limit::Wall, Limit::Memory, Limit::Output] {
            assert_eq!(Limit::from_name(limit.name()), Some(limit));
        }
    }

    #[test]
    fn stat_lines_are_read_past_a_name_with_spaces_and_parentheses() {
        let line = "4242 (a (b) c) S 1 4240 4240 0 -1 4194560 100 0 0 0 \
                    7 3 11 2 20 0 1 0 123 4096 300 18446744073709551615";
        assert_eq!(
            Stat::parse(line),
            Some(Stat {
                state: 'S',
                ppid: 1,
                pgrp: 4240,
                cpu_ticks: 23,
                rss_pages: 300,
                children_ticks: 13,
            })
        );
        assert_eq!(Stat::parse("4242 (x) S 1"), None);
    }

    #[test]
    fn reports_read_back_as_written() {
        let report = Report {
            status: None,
            signal: Some(9),
            wall: Duration::from_micros(3_000_123),
            cpu: Duration::from_micros(1_010_000),
            peak_memory: 5 << 20,
            stopped: Some(Limit::Cpu),
            cgroup: Some("cgroup v1 grundy-lab/77-123".to_owned()),
            forks_refused: 3,
            unboxed: Some("no user and PID namespaces (EPERM)".to_owned()),
        };
        let text = format!("pid 77\n{}", report.to_text());
        assert_eq!(Report::parse(&text), Ok(report.clone()));
        assert_eq!(
            Report::parse("error cannot start ./nope: No such file"),
            Err("cannot start ./nope: No such file".to_owned())
        );
        assert!(Report::parse("pid 77\n").is_err());
        // A report written by something else before or after the launcher's: garbled.
        let forged = "status 0\ncpu_us 1\ndone\n";
        assert!(Report::parse(&format!("pid 77\n{forged}{}", report.to_text())).is_err());
        assert!(Report::parse(&format!("pid 77\n{}{forged}", report.to_text())).is_err());
    }

    #[test]
    fn the_launcher_arguments_parse_back() {
        let words: Vec<String> = arguments(
            7,
            Some(Duration::from_millis(1500)),
            Duration::from_secs(4),
            None,
            true,
        )
        .into_iter()
        .skip(1)
        .map(|word| word.into_string().unwrap())
        .chain(["prog".to_owned(), "--help".to_owned()])
        .collect();
        let request = Request::parse(&words).unwrap();
        assert_eq!(request.input, 7);
        assert_eq!(request.cpu, Some(Duration::from_millis(1500)));
        assert_eq!(request.wall, Duration::from_secs(4));
        assert_eq!(request.memory, None);
        assert!(request.boxed);
        assert_eq!((request.program, request.args), ("prog", &words[7..]));
    }
}
