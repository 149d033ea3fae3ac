//! The box around a judged run, as isolate and DOMjudge's runguard build one, from what Linux
//! gives any user: namespaces.
//!
//! The launcher ([`crate::measure`]) calls [`enter`] first thing, while it is a single thread:
//! a new user namespace (where it is root, so that an unprivileged user may do the rest) and a
//! new PID namespace for its next child. That child is the box's init, this binary again as
//! `xtask __box` ([`main`]): PID 1 of the namespace, so every process the program starts, in
//! any session or process group, lives inside it and dies with it (the kernel kills them all
//! when init ends, and init dies with the launcher: `PR_SET_PDEATHSIG`). Init then:
//! - starts a new session (no controlling terminal: the program's stdin, stdout and stderr are
//!   only the run's own);
//! - enters new mount, network (no network: only a loopback that is down), IPC and UTS
//!   namespaces;
//! - builds a new root on a tmpfs of the memory limit's size: `/usr`, `/bin`, `/sbin`, `/lib*`,
//!   `/etc` and `/opt` bound read-only, `/dev` with `null`, `zero`, `full`, `random` and
//!   `urandom` only, a fresh `/proc` of the namespace, and `/tmp`, `/dev/shm` and `/box` (the
//!   working folder) empty and writable, gone with the run; nothing else of the machine (the
//!   workspace, the user's home) is there;
//! - binds the files the command names (the program, and each argument that is an existing
//!   file: `./a.out`, `python3 sol.py`) read-only at the same place: a relative path under
//!   `/box` (so it still names them from there), an absolute one at its own path; a relative
//!   path through `..` is made absolute. A program named without a `/` is the one `PATH` finds
//!   in the system's folders (`/usr/bin/python3`, though a `pyenv` shim comes first on `PATH`
//!   out of the box); found only elsewhere, that file alone is bound;
//! - drops every capability for good (no-new-privileges, `SECBIT_NOROOT`), starts the program,
//!   and reports its end to the launcher through its stdin (a pipe only the launcher holds).
//!
//! Where the machine does not allow namespaces (or `GRUNDY_NO_BOX` is set), init runs the
//! program without them: a new session still, and the launcher's polling as before (see
//! [`crate::cgroup::NOTICE`]).

use std::ffi::CString;
use std::fs::{self, File};
use std::io::Read;
use std::os::fd::{AsFd, OwnedFd};
use std::os::unix::process::ExitStatusExt;
use std::path::{Component, Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

use rustix::fs::{Mode, OFlags, StatVfsMountFlags};
use rustix::mount::{MountFlags, MountPropagationFlags, UnmountFlags};
use rustix::thread::UnshareFlags;
use wait4::Wait4;

/// The box's init's hidden subcommand.
pub const SUBCOMMAND: &str = "__box";

/// The environment variable that, set (to anything), keeps every run out of the box.
pub const NO_BOX: &str = "GRUNDY_NO_BOX";

/// The folders of the machine a boxed program sees, read-only (those that exist).
const SYSTEM: [&str; 9] = [
    "/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc", "/opt",
];

/// The devices a boxed program sees.
const DEVICES: [&str; 5] = ["null", "zero", "full", "random", "urandom"];

/// Where init builds the new root, in its own mount namespace (a tmpfs over it there).
const NEW_ROOT: &str = "/tmp";

/// The working folder in the box.
pub const WORKDIR: &str = "/box";

/// Puts this process (the launcher, still one thread) into a new user namespace, where it is
/// root, and makes its next child the first of a new PID namespace.
///
/// # Errors
/// Why not: `GRUNDY_NO_BOX` is set, or the system refuses (the fallback then runs).
pub fn enter() -> Result<(), String> {
    if std::env::var_os(NO_BOX).is_some() {
        return Err(format!("{NO_BOX} is set"));
    }
    let uid = rustix::process::getuid().as_raw();
    let gid = rustix::process::getgid().as_raw();
    // `unshare_unsafe` is unsafe only for `CLONE_FILES` (descriptors other threads hold); not
    // asked for here, and this process has one thread.
    #[allow(deprecated)]
    rustix::thread::unshare(UnshareFlags::NEWUSER | UnshareFlags::NEWPID)
        .map_err(|error| format!("no user and PID namespaces ({error})"))?;
    let _ = fs::write("/proc/self/setgroups", "deny");
    fs::write("/proc/self/uid_map", format!("0 {uid} 1\n"))
        .and_then(|()| fs::write("/proc/self/gid_map", format!("0 {gid} 1\n")))
        .map_err(|error| format!("the user namespace could not be mapped ({error})"))
}

/// Init's arguments: `__box INPUT_FD TMPFS_BYTES|- -- PROGRAM ARGS...` (`-`: no box, only a
/// new session).
pub fn arguments(input_fd: i32, tmpfs: Option<u64>) -> Vec<std::ffi::OsString> {
    vec![
        SUBCOMMAND.into(),
        input_fd.to_string().into(),
        tmpfs.map_or("-".to_owned(), |size| size.to_string()).into(),
        "--".into(),
    ]
}

/// Runs init on `words` (what follows `__box`); its report goes to its stdin.
pub fn main(words: &[String]) -> ExitCode {
    let [input_fd, tmpfs, dash, program, args @ ..] = words else {
        return ExitCode::FAILURE;
    };
    let (Ok(input_fd), true) = (input_fd.parse::<i32>(), dash == "--") else {
        return ExitCode::FAILURE;
    };
    let tmpfs: Option<u64> = tmpfs.parse().ok();
    let _ = rustix::process::set_parent_process_death_signal(Some(rustix::process::Signal::KILL));
    let report = |text: &str| {
        let _ = rustix::io::write(std::io::stdin().as_fd(), text.as_bytes());
    };
    let input = match File::open(format!("/proc/self/fd/{input_fd}")) {
        Ok(input) => input,
        Err(error) => {
            report(&format!("error cannot open the run's input: {error}\n"));
            return ExitCode::FAILURE;
        }
    };
    let _ = rustix::process::setsid();
    // Its /proc files, its stdin (the channel) among them, are then out of the program's reach.
    let _ = rustix::process::set_dumpable_behavior(rustix::process::DumpableBehavior::NotDumpable);
    let (mut program, mut args) = (program.clone(), args.to_vec());
    if let Some(size) = tmpfs {
        if let Err(error) = build(size, &mut program, &mut args).and_then(|()| drop_privileges()) {
            report(&format!("error the box could not be built: {error}\n"));
            return ExitCode::FAILURE;
        }
    } else {
        let _ = rustix::process::set_child_subreaper(Some(rustix::process::getpid()));
    }
    let start = Instant::now();
    let mut child = match Command::new(&program).args(&args).stdin(input).spawn() {
        Ok(child) => child,
        Err(error) => {
            report(&format!(
                "error cannot start {program}: {error}{}\n",
                crate::measure::why_not(&program)
            ));
            return ExitCode::FAILURE;
        }
    };
    // A stop (the program traced itself with PTRACE_TRACEME, this process its tracer) is not
    // an end: wait on, until the launcher's limits end it.
    let used = loop {
        match child.wait4() {
            Ok(used) if used.status.code().is_none() && used.status.signal().is_none() => {}
            Ok(used) => {
                report(&format!("ended\nwall_us {}\n", start.elapsed().as_micros()));
                break used;
            }
            Err(error) => {
                report(&format!("error cannot wait for {program}: {error}\n"));
                return ExitCode::FAILURE;
            }
        }
    };
    crate::measure::end_orphans();
    let orphans = Duration::from_millis(crate::measure::reaped_children_ticks() * 10);
    let mut text = String::new();
    if let Some(code) = used.status.code() {
        text.push_str(&format!("status {code}\n"));
    }
    if let Some(signal) = used.status.signal() {
        text.push_str(&format!("signal {signal}\n"));
    }
    let cpu = (used.rusage.utime + used.rusage.stime).max(orphans);
    text.push_str(&format!(
        "cpu_us {}\npeak_bytes {}\ndone\n",
        cpu.as_micros(),
        used.rusage.maxrss
    ));
    report(&text);
    ExitCode::SUCCESS
}

/// What init reported to the launcher.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Ended {
    /// The program's exit code, if it exited.
    pub status: Option<i32>,
    /// The signal that ended it, if one did.
    pub signal: Option<i32>,
    /// Its wall time, from just before init started it to its end (init's own start, an exec
    /// of this binary, is not in it).
    pub wall: Option<Duration>,
    /// Its CPU time and its descendants'.
    pub cpu: Duration,
    /// Its peak resident memory (its descendants' too), in bytes.
    pub peak_memory: u64,
}

/// Reads init's report from `channel` to its end: what the program did; `Err` with init's
/// own error (`cannot start ...`); `Ok(None)` if init ended without a report (killed).
pub fn read_ended(channel: OwnedFd) -> Result<Option<Ended>, String> {
    let mut text = String::new();
    let _ = File::from(channel).read_to_string(&mut text);
    if let Some(error) = text.strip_prefix("error ") {
        return Err(error.trim_end().to_owned());
    }
    let mut ended = Ended::default();
    let mut done = false;
    for line in text.lines() {
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "status" => ended.status = value.parse().ok(),
            "signal" => ended.signal = value.parse().ok(),
            "cpu_us" => ended.cpu = Duration::from_micros(value.parse().unwrap_or(0)),
            "peak_bytes" => ended.peak_memory = value.parse().unwrap_or(0),
            "done" => done = true,
            "ended" => {}
            "wall_us" => ended.wall = Some(Duration::from_micros(value.parse().unwrap_or(0))),
            _ => return Ok(None),
        }
    }
    Ok(done.then_some(ended))
}

/// Builds the box (see the module's documentation) and enters its working folder; rewrites
/// `program` and `args` where a named file moved (a relative path through `..`).
fn build(size: u64, program: &mut String, args: &mut [String]) -> Result<(), String> {
    let step = |what: &'static str| move |error: rustix::io::Errno| format!("{what}: {error}");
    #[allow(deprecated)] // see `enter`: no CLONE_FILES
    rustix::thread::unshare(
        UnshareFlags::NEWNS | UnshareFlags::NEWNET | UnshareFlags::NEWIPC | UnshareFlags::NEWUTS,
    )
    .map_err(step("no mount, network, IPC and UTS namespaces"))?;
    rustix::mount::mount_change(
        "/",
        MountPropagationFlags::PRIVATE | MountPropagationFlags::REC,
    )
    .map_err(step("make the mounts private"))?;
    // The files the command names, opened (in this mount namespace, where they
    // may be bound from) before anything is mounted over them.
    let mut named = Vec::new();
    if !program.contains('/') {
        // Found on PATH: in the system's folders, which the box shows, it is that one (the
        // other folders of PATH are not there); else, the first found, alone.
        let found = on_path(program);
        if !found.iter().any(|path| in_system(path)) {
            if let Some(found) = found.into_iter().next() {
                named.push((open_path(&found)?, found));
            }
        }
    } else if let Some((fd, target, word)) = named_file(program)? {
        *program = word;
        named.push((fd, target));
    }
    for arg in args.iter_mut() {
        if let Some((fd, target, word)) = named_file(arg)? {
            *arg = word;
            named.push((fd, target));
        }
    }
    let options = CString::new(format!("size={size},mode=755")).expect("no NUL");
    rustix::mount::mount(
        "tmpfs",
        NEW_ROOT,
        "tmpfs",
        MountFlags::NOSUID | MountFlags::NODEV,
        Some(options.as_c_str()),
    )
    .map_err(step("mount a tmpfs for the new root"))?;
    let root = Path::new(NEW_ROOT);
    let inside = |path: &str| root.join(path.trim_start_matches('/'));
    for dir in SYSTEM {
        let Ok(meta) = fs::symlink_metadata(dir) else {
            continue;
        };
        if meta.file_type().is_symlink() {
            let link = fs::read_link(dir).map_err(|error| format!("read {dir}: {error}"))?;
            rustix::fs::symlink(&link, inside(dir)).map_err(step("link a system folder"))?;
        } else if meta.is_dir() {
            fs::create_dir(inside(dir)).map_err(|error| format!("mkdir {dir}: {error}"))?;
            rustix::mount::mount_bind_recursive(dir, inside(dir))
                .map_err(step("bind a system folder"))?;
            read_only(dir, &inside(dir))?;
        }
    }
    for (dir, mode) in [
        ("/dev", 0o755),
        ("/dev/shm", 0o1777),
        ("/tmp", 0o1777),
        ("/proc", 0o555),
        (WORKDIR, 0o777),
        ("/.old", 0o700),
    ] {
        fs::create_dir(inside(dir)).map_err(|error| format!("mkdir {dir}: {error}"))?;
        rustix::fs::chmod(inside(dir), Mode::from_raw_mode(mode)).map_err(step("chmod"))?;
    }
    for device in DEVICES {
        let (source, target) = (format!("/dev/{device}"), inside(&format!("/dev/{device}")));
        File::create(&target).map_err(|error| format!("create {source}: {error}"))?;
        rustix::mount::mount_bind(&source, &target).map_err(step("bind a device"))?;
    }
    for (link, to) in [
        ("fd", "/proc/self/fd"),
        ("stdin", "/proc/self/fd/0"),
        ("stdout", "/proc/self/fd/1"),
        ("stderr", "/proc/self/fd/2"),
    ] {
        rustix::fs::symlink(to, inside(&format!("/dev/{link}"))).map_err(step("link in /dev"))?;
    }
    for (fd, target) in &named {
        let target = inside(&target.to_string_lossy());
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent).map_err(|error| format!("mkdir for a file: {error}"))?;
        }
        if !target.exists() {
            File::create(&target).map_err(|error| format!("create a named file: {error}"))?;
        }
        let source = format!("/proc/self/fd/{}", rustix::fd::AsRawFd::as_raw_fd(fd));
        rustix::mount::mount_bind(&source, &target).map_err(step("bind a named file"))?;
        read_only(&source, &target)?;
    }
    // A /proc of the namespace; mounted before the old root goes (the kernel asks that a
    // /proc be visible to mount another), and only where allowed: nothing in the box needs it.
    let _ = rustix::mount::mount(
        "proc",
        inside("/proc"),
        "proc",
        MountFlags::NOSUID | MountFlags::NODEV | MountFlags::NOEXEC,
        None,
    );
    rustix::process::pivot_root(root, inside("/.old")).map_err(step("pivot_root"))?;
    rustix::process::chdir("/").map_err(step("chdir /"))?;
    rustix::mount::unmount("/.old", UnmountFlags::DETACH).map_err(step("detach the old root"))?;
    let _ = fs::remove_dir("/.old");
    let _ = rustix::system::sethostname(b"box");
    rustix::process::chdir(WORKDIR).map_err(step("chdir to the box"))?;
    Ok(())
}

/// Remounts the bind mount `target` (of `source`) read-only, keeping the flags the kernel locks
/// in a user namespace (`nosuid`, `nodev`, `noexec`, the atime flags of the source's mount).
fn read_only(source: &str, target: &Path) -> Result<(), String> {
    let locked = rustix::fs::statvfs(source).map_or(StatVfsMountFlags::empty(), |s| s.f_flag);
    let mut flags = MountFlags::BIND | MountFlags::RDONLY;
    for (has, flag) in [
        (StatVfsMountFlags::NOSUID, MountFlags::NOSUID),
        (StatVfsMountFlags::NODEV, MountFlags::NODEV),
        (StatVfsMountFlags::NOEXEC, MountFlags::NOEXEC),
        (StatVfsMountFlags::NOATIME, MountFlags::NOATIME),
        (StatVfsMountFlags::NODIRATIME, MountFlags::NODIRATIME),
        (StatVfsMountFlags::RELATIME, MountFlags::RELATIME),
    ] {
        if locked.contains(has) {
            flags |= flag;
        }
    }
    rustix::mount::mount_remount(target, flags, "")
        .map_err(|error| format!("make {} read-only: {error}", target.display()))
}

/// Drops every capability of this process and of what it starts: no new privileges (no
/// set-user-ID, no file capabilities), and root's gaining them on exec locked off.
fn drop_privileges() -> Result<(), String> {
    use rustix::thread::{CapabilitiesSecureBits as Bits, CapabilitySet, CapabilitySets};
    rustix::thread::set_no_new_privs(true).map_err(|error| format!("no_new_privs: {error}"))?;
    rustix::thread::set_capabilities_secure_bits(
        Bits::NO_ROOT | Bits::NO_ROOT_LOCKED | Bits::NO_SETUID_FIXUP | Bits::NO_SETUID_FIXUP_LOCKED,
    )
    .map_err(|error| format!("secure bits: {error}"))?;
    rustix::thread::set_capabilities(
        None,
        CapabilitySets {
            effective: CapabilitySet::empty(),
            permitted: CapabilitySet::empty(),
            inheritable: CapabilitySet::empty(),
        },
    )
    .map_err(|error| format!("drop the capabilities: {error}"))
}

/// Every file `name` (no `/`) names on `PATH`, in its order.
fn on_path(name: &str) -> Vec<PathBuf> {
    let Some(path) = std::env::var_os("PATH") else {
        return Vec::new();
    };
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .filter(|candidate| candidate.is_file())
        .collect()
}

/// Whether `path` is under one of the folders the box shows anyway.
fn in_system(path: &Path) -> bool {
    SYSTEM.iter().any(|dir| path.starts_with(dir))
}

/// `word`, if it names an existing regular file: opened (`O_PATH`), where it goes in the box,
/// and the word that names it there.
fn named_file(word: &str) -> Result<Option<(OwnedFd, PathBuf, String)>, String> {
    let path = Path::new(word);
    if word.is_empty() || !path.is_file() {
        return Ok(None);
    }
    let fd = open_path(path)?;
    if path.is_absolute() {
        return Ok((!in_system(path)).then(|| (fd, path.to_path_buf(), word.to_owned())));
    }
    if path.components().any(|part| part == Component::ParentDir) {
        let absolute = path
            .canonicalize()
            .map_err(|error| format!("{word}: {error}"))?;
        let word = absolute.to_string_lossy().into_owned();
        return Ok((!in_system(&absolute)).then_some((fd, absolute, word)));
    }
    Ok(Some((fd, Path::new(WORKDIR).join(path), word.to_owned())))
}

/// `path` opened as a handle only (`O_PATH`), to bind it once other mounts hide its name.
fn open_path(path: &Path) -> Result<OwnedFd, String> {
    rustix::fs::open(path, OFlags::PATH | OFlags::CLOEXEC, Mode::empty())
        .map_err(|error| format!("open {}: {error}", path.display()))
}
