//! Accounting by the kernel: a control group (cgroup) of its own for every run, in which the
//! kernel counts the CPU time and memory of every process the program starts, whatever
//! session or process group it moves to and whoever reaps it, limits its memory, and limits
//! how many processes it may have.
//!
//! Where: under this process's own cgroup (as `/proc/self/cgroup` names it), in a folder
//! `grundy-lab`, a group `PID-NANOS` (the launcher's PID and the time it was made). cgroup v2
//! where its `memory` and `pids` controllers are enabled below this process's own group;
//! else cgroup v1 where `memory` and `cpuacct` are mounted writable (`pids` too if mounted).
//! What the kernel gives, per run:
//! - memory: a hard limit a little above the judge's ([`hard_limit`]), at which the kernel
//!   stops the run (it reclaims the page cache, then kills a process of the group: an "OOM
//!   kill", read from `memory.oom_control` / `memory.events`); the peak of what is charged to
//!   the group (`memory.max_usage_in_bytes` / `memory.peak`): anonymous memory, `tmpfs` and
//!   `/dev/shm` files and memfds the run wrote (charged to the group that touched them, even
//!   after its processes end), page tables and other kernel memory, and the page cache it
//!   brought in (the figure isolate reports too);
//! - CPU: `cpuacct.usage` / `cpu.stat`'s `usage_usec`, the time of every process that ever ran
//!   in the group, ended and reaped or not;
//! - processes: at most [`MAX_PROCESSES`] (`pids.max`); a fork past it fails, and the run's
//!   report says how many did.
//!
//! The launcher moves itself into the group just before it starts the program and back out
//! just after ([`RunGroup::spawn_inside`]), so the program and everything it starts are in the
//! group from their first instruction, and the launcher's own polling is not counted. At the
//! end every process of the group is killed (until none is left: a fork bomb converges, each
//! round kills what the last one saw, and `pids.max` bounds it) and the group removed; groups
//! a launcher left behind (killed itself) are removed by the next run ([`sweep_stale`]).
//!
//! Where no group can be made (no cgroup mounted, not writable, or `GRUNDY_NO_CGROUP` set),
//! [`RunGroup::create`] says why and the launcher polls `/proc` as before; its verdicts then
//! carry [`NOTICE`].

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use rustix::process::{Pid, Signal};

/// What every verdict says when its run was measured by polling `/proc`.
pub const NOTICE: &str = "measured by polling: processes that leave the run may go unseen";

/// The environment variable that, set to anything but empty or `0`, makes every run measured
/// by polling (to test that path, or where the kernel's accounting is not wanted).
pub const DISABLE: &str = "GRUNDY_NO_CGROUP";

/// The folder, under this process's own cgroup, that holds one group per run.
const FOLDER: &str = "grundy-lab";

/// How many processes (and threads) a run may have at once.
pub const MAX_PROCESSES: u64 = 256;

/// The hard memory limit the kernel enforces for a judge's limit of `limit` bytes: a little
/// above it (1/32 more, at least 1 MiB), so that a run the kernel stops has a peak past the
/// judge's limit, and a run under the judge's limit is never stopped by the kernel.
pub fn hard_limit(limit: u64) -> u64 {
    limit.saturating_add((limit / 32).max(1 << 20))
}

/// Reads the program's input (this process's descriptor `fd`) once through, from outside the
/// run's group (with `pread`: its offset stays where it is): page cache is charged to the group
/// of the process that first reads it, and an input file the program read cold would count its
/// size in the run's peak (a 60 MB input, evicted since it was written, was MLE under 32 MiB).
/// `fadvise(WILLNEED)` does not do it on the machines this was built on. Costs about 1 ms per
/// 6 MB of input; nothing when the input cannot be reopened.
pub fn warm_input(fd: i32) {
    let Ok(input) = fs::File::open(format!("/proc/self/fd/{fd}")) else {
        return;
    };
    let mut buffer = vec![0; 256 << 10];
    let mut offset = 0;
    while let Ok(read @ 1..) = rustix::io::pread(&input, &mut buffer, offset) {
        offset += read as u64;
    }
}

/// Which cgroup interface a group is made with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Version {
    V1,
    V2,
}

/// One controller's folder of a run's group, and the group the launcher returns to.
#[derive(Debug)]
struct Controller {
    /// The run's group.
    dir: PathBuf,
    /// The `cgroup.procs` of the launcher's own group.
    home: PathBuf,
}

/// A run's cgroup: made by [`RunGroup::create`], emptied and removed when dropped.
#[derive(Debug)]
pub struct RunGroup {
    version: Version,
    /// v1: memory, cpuacct, then pids if mounted; v2: the one group.
    controllers: Vec<Controller>,
    /// The group's name below the launcher's own groups, as reports show it.
    name: String,
    /// The largest memory use seen, where the kernel keeps no peak (v2 before `memory.peak`).
    seen_memory: std::cell::Cell<u64>,
}

impl RunGroup {
    /// A new group for one run, its memory limited to [`hard_limit`]`(memory)` if `memory` is
    /// given; first removes the groups of launchers that have died ([`sweep_stale`]).
    ///
    /// # Errors
    /// Why no group could be made (the launcher then polls).
    pub fn create(memory: Option<u64>) -> Result<RunGroup, String> {
        if std::env::var(DISABLE).is_ok_and(|value| !value.is_empty() && value != "0") {
            return Err(format!("{DISABLE} is set"));
        }
        let name = format!(
            "{}-{}",
            std::process::id(),
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |since| since.as_nanos())
        );
        let v2 = create_v2(&name, memory);
        let group = match v2 {
            Ok(group) => group,
            Err(v2) => create_v1(&name, memory)
                .map_err(|v1| format!("no cgroup v2 ({v2}), no cgroup v1 ({v1})"))?,
        };
        Ok(group)
    }

    /// How reports name the group: `cgroup v1 grundy-lab/PID-NANOS`.
    pub fn describe(&self) -> String {
        let version = match self.version {
            Version::V1 => "v1",
            Version::V2 => "v2",
        };
        format!("cgroup {version} {FOLDER}/{}", self.name)
    }

    /// Runs `spawn` (which starts the program) with this process in the group, so that the
    /// program starts inside it; moves this process back to its own groups after. (Joining
    /// costs a few milliseconds on cgroup v1: the kernel waits for an RCU grace period.)
    ///
    /// # Errors
    /// If this process cannot join the group (then nothing was started).
    pub fn spawn_inside<T>(&self, spawn: impl FnOnce() -> T) -> Result<T, String> {
        let me = std::process::id().to_string();
        for (joined, controller) in self.controllers.iter().enumerate() {
            if let Err(error) = fs::write(controller.dir.join("cgroup.procs"), &me) {
                self.leave(joined);
                return Err(format!("cannot join {}: {error}", controller.dir.display()));
            }
        }
        let child = spawn();
        self.leave(self.controllers.len());
        Ok(child)
    }

    /// Moves this process back to its own groups, from the first `joined` controllers.
    fn leave(&self, joined: usize) {
        let me = std::process::id().to_string();
        for controller in &self.controllers[..joined] {
            let _ = fs::write(&controller.home, &me);
        }
    }

    /// The CPU time, user and system, of every process that ran in the group.
    pub fn cpu(&self) -> Duration {
        match self.version {
            Version::V1 => {
                let nanos = read_number(&self.controllers[1].dir.join("cpuacct.usage"));
                Duration::from_nanos(nanos.unwrap_or(0))
            }
            Version::V2 => {
                let stat = fs::read_to_string(self.controllers[0].dir.join("cpu.stat"));
                let micros = stat.ok().and_then(|text| field(&text, "usage_usec"));
                Duration::from_micros(micros.unwrap_or(0))
            }
        }
    }

    /// The peak memory charged to the group, in bytes.
    pub fn peak_memory(&self) -> u64 {
        let dir = &self.controllers[0].dir;
        let peak = match self.version {
            Version::V1 => read_number(&dir.join("memory.max_usage_in_bytes")),
            Version::V2 => read_number(&dir.join("memory.peak"))
                .or_else(|| read_number(&dir.join("memory.current"))),
        };
        let peak = peak.unwrap_or(0).max(self.seen_memory.get());
        self.seen_memory.set(peak);
        peak
    }

    /// How many times the kernel killed a process of the group for memory.
    pub fn oom_kills(&self) -> u64 {
        let dir = &self.controllers[0].dir;
        let (file, key) = match self.version {
            Version::V1 => ("memory.oom_control", "oom_kill"),
            Version::V2 => ("memory.events", "oom_kill"),
        };
        let kills = fs::read_to_string(dir.join(file))
            .ok()
            .and_then(|text| field(&text, key));
        // Older v1 kernels have no `oom_kill` line: a limit hit (`failcnt`) with the usage at
        // the limit is taken for one then.
        kills.unwrap_or_else(|| {
            let failed = read_number(&dir.join("memory.failcnt")).unwrap_or(0);
            u64::from(failed > 0)
        })
    }

    /// How many forks the process limit refused.
    pub fn forks_refused(&self) -> u64 {
        let pids = match self.version {
            Version::V1 => self.controllers.get(2),
            Version::V2 => self.controllers.first(),
        };
        pids.and_then(|pids| fs::read_to_string(pids.dir.join("pids.events")).ok())
            .and_then(|text| field(&text, "max"))
            .unwrap_or(0)
    }

    /// The processes in the group now.
    fn members(&self) -> Vec<u32> {
        let mut members: Vec<u32> = self
            .controllers
            .iter()
            .filter_map(|controller| fs::read_to_string(controller.dir.join("cgroup.procs")).ok())
            .flat_map(|text| {
                text.lines()
                    .filter_map(|line| line.trim().parse().ok())
                    .collect::<Vec<u32>>()
            })
            .collect();
        members.sort_unstable();
        members.dedup();
        members
    }

    /// Kills every process in the group, round after round until none is left (or 5 s have
    /// passed: a process stuck in the kernel). Ended processes are not listed, reaped or not.
    pub fn kill_all(&self) {
        if self.version == Version::V2 {
            let _ = fs::write(self.controllers[0].dir.join("cgroup.kill"), "1");
        }
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            let members = self.members();
            if members.is_empty() || Instant::now() > deadline {
                return;
            }
            for member in members {
                if let Some(pid) = i32::try_from(member).ok().and_then(Pid::from_raw) {
                    let _ = rustix::process::kill_process(pid, Signal::KILL);
                }
            }
            std::thread::sleep(Duration::from_micros(200));
        }
    }
}

impl Drop for RunGroup {
    fn drop(&mut self) {
        self.kill_all();
        for controller in &self.controllers {
            remove(&controller.dir);
        }
    }
}

/// Removes group `dir` (empty of processes), trying again for a moment while the kernel still
/// counts a process that was just killed.
fn remove(dir: &Path) {
    for _ in 0..50 {
        match fs::remove_dir(dir) {
            Err(error) if error.kind() != io::ErrorKind::NotFound => {
                std::thread::sleep(Duration::from_millis(2));
            }
            _ => return,
        }
    }
}

/// The number in file `path`, if it holds one.
fn read_number(path: &Path) -> Option<u64> {
    fs::read_to_string(path).ok()?.trim().parse().ok()
}

/// The value of the line `key VALUE` in `text`.
fn field(text: &str, key: &str) -> Option<u64> {
    text.lines().find_map(|line| {
        let (name, value) = line.split_once(' ')?;
        (name == key).then(|| value.trim().parse().ok())?
    })
}

/// A cgroup file system mounted here: where, which of the hierarchy's folders is its root, and
/// its options (the v1 controllers it holds).
#[derive(Debug)]
struct Mount {
    point: PathBuf,
    root: String,
    v2: bool,
    options: Vec<String>,
}

/// The cgroup file systems mounted, from `/proc/self/mountinfo`.
fn mounts() -> Vec<Mount> {
    let text = fs::read_to_string("/proc/self/mountinfo").unwrap_or_default();
    text.lines()
        .filter_map(|line| {
            let (left, right) = line.split_once(" - ")?;
            let left: Vec<&str> = left.split(' ').collect();
            let right: Vec<&str> = right.split(' ').collect();
            let (root, point, writable) = (left.get(3)?, left.get(4)?, left.get(5)?);
            let (kind, options) = (right.first()?, right.get(2)?);
            if !writable.split(',').any(|option| option == "rw") {
                return None;
            }
            let v2 = match *kind {
                "cgroup2" => true,
                "cgroup" => false,
                _ => return None,
            };
            Some(Mount {
                point: PathBuf::from(unescape(point)),
                root: unescape(root),
                v2,
                options: options.split(',').map(str::to_owned).collect(),
            })
        })
        .collect()
}

/// A mountinfo path, its `\040`-style escapes undone.
fn unescape(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find('\\') {
        out.push_str(&rest[..at]);
        let code = rest.get(at + 1..at + 4);
        match code.and_then(|code| u8::from_str_radix(code, 8).ok()) {
            Some(byte) => {
                out.push(char::from(byte));
                rest = &rest[at + 4..];
            }
            None => {
                out.push('\\');
                rest = &rest[at + 1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// This process's own group in the hierarchy of `controller` (`""` for v2), from
/// `/proc/self/cgroup`.
fn own_group(controller: &str) -> Option<String> {
    let text = fs::read_to_string("/proc/self/cgroup").ok()?;
    text.lines().find_map(|line| {
        let mut fields = line.splitn(3, ':');
        let (_, names, path) = (fields.next()?, fields.next()?, fields.next()?);
        let matches = if controller.is_empty() {
            names.is_empty()
        } else {
            names.split(',').any(|name| name == controller)
        };
        matches.then(|| path.to_owned())
    })
}

/// The folder of this process's own group in `mount`, whose hierarchy has it at `group`.
fn own_folder(mount: &Mount, group: &str) -> Option<PathBuf> {
    let below = if mount.root == "/" {
        group
    } else {
        group.strip_prefix(mount.root.as_str())?
    };
    let below = below.trim_start_matches('/');
    Some(if below.is_empty() {
        mount.point.clone()
    } else {
        mount.point.join(below)
    })
}

/// The `grundy-lab` folder under this process's own group of v1 `controller`, made if
/// needed; and this process's own `cgroup.procs` there.
fn v1_base(mounts: &[Mount], controller: &str) -> Result<(PathBuf, PathBuf), String> {
    let mount = mounts
        .iter()
        .find(|mount| !mount.v2 && mount.options.iter().any(|option| option == controller))
        .ok_or_else(|| format!("{controller} is not mounted writable"))?;
    let group = own_group(controller).ok_or_else(|| format!("no {controller} group"))?;
    let own = own_folder(mount, &group).ok_or_else(|| format!("{controller}: {group}?"))?;
    let base = own.join(FOLDER);
    make(&base)?;
    Ok((base, own.join("cgroup.procs")))
}

/// Makes folder `dir` unless it is there.
fn make(dir: &Path) -> Result<(), String> {
    match fs::create_dir(dir) {
        Err(error) if error.kind() != io::ErrorKind::AlreadyExists => {
            Err(format!("cannot create {}: {error}", dir.display()))
        }
        _ => Ok(()),
    }
}

/// Writes `value` into the group file `path`.
fn set(path: &Path, value: &str) -> Result<(), String> {
    fs::write(path, value).map_err(|error| format!("cannot write {}: {error}", path.display()))
}

/// A v1 group `name`: memory and cpuacct required, pids if mounted.
fn create_v1(name: &str, memory: Option<u64>) -> Result<RunGroup, String> {
    let mounts = mounts();
    let mut bases = vec![v1_base(&mounts, "memory")?, v1_base(&mounts, "cpuacct")?];
    if let Ok(pids) = v1_base(&mounts, "pids") {
        bases.push(pids);
    }
    for (base, _) in &bases {
        sweep(base);
    }
    let mut group = RunGroup {
        version: Version::V1,
        controllers: Vec::new(),
        name: name.to_owned(),
        seen_memory: std::cell::Cell::new(0),
    };
    for (base, home) in bases {
        let dir = base.join(name);
        make(&dir)?;
        group.controllers.push(Controller { dir, home });
    }
    let memory_dir = &group.controllers[0].dir;
    if let Some(memory) = memory {
        let limit = hard_limit(memory).to_string();
        set(&memory_dir.join("memory.limit_in_bytes"), &limit)?;
        let swap = memory_dir.join("memory.memsw.limit_in_bytes");
        if swap.exists() {
            set(&swap, &limit)?;
        }
    }
    if let Some(pids) = group.controllers.get(2) {
        set(&pids.dir.join("pids.max"), &MAX_PROCESSES.to_string())?;
    }
    Ok(group)
}

/// A v2 group `name`, where this process's own group lets its children have the `memory` and
/// `pids` controllers.
fn create_v2(name: &str, memory: Option<u64>) -> Result<RunGroup, String> {
    let mounts = mounts();
    let mount = mounts
        .iter()
        .find(|mount| mount.v2)
        .ok_or("not mounted writable")?;
    let group = own_group("").ok_or("no group")?;
    let own = own_folder(mount, &group).ok_or("own group not under the mount")?;
    let enabled = fs::read_to_string(own.join("cgroup.subtree_control")).unwrap_or_default();
    let enabled: Vec<&str> = enabled.split_whitespace().collect();
    if !(enabled.contains(&"memory") && enabled.contains(&"pids")) {
        return Err("memory and pids are not enabled below this process's group".to_owned());
    }
    let base = own.join(FOLDER);
    make(&base)?;
    sweep(&base);
    set(&base.join("cgroup.subtree_control"), "+memory +pids")?;
    let dir = base.join(name);
    make(&dir)?;
    let group = RunGroup {
        version: Version::V2,
        controllers: vec![Controller {
            dir,
            home: own.join("cgroup.procs"),
        }],
        name: name.to_owned(),
        seen_memory: std::cell::Cell::new(0),
    };
    let dir = &group.controllers[0].dir;
    if let Some(memory) = memory {
        set(&dir.join("memory.max"), &hard_limit(memory).to_string())?;
        let _ = fs::write(dir.join("memory.swap.max"), "0");
    }
    set(&dir.join("pids.max"), &MAX_PROCESSES.to_string())?;
    Ok(group)
}

/// Removes the groups under `base` whose launcher has died (killed before it removed its own):
/// their processes are killed first.
fn sweep(base: &Path) {
    let Ok(entries) = fs::read_dir(base) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name
            .to_str()
            .and_then(|name| name.split_once('-'))
            .and_then(|(pid, _)| pid.parse::<u32>().ok())
        else {
            continue;
        };
        if Path::new(&format!("/proc/{pid}")).exists() {
            continue;
        }
        let dir = entry.path();
        let stale = RunGroup {
            version: Version::V1,
            controllers: vec![Controller {
                dir,
                home: PathBuf::new(),
            }],
            name: String::new(),
            seen_memory: std::cell::Cell::new(0),
        };
        if fs::metadata(stale.controllers[0].dir.join("cgroup.kill")).is_ok() {
            let _ = fs::write(stale.controllers[0].dir.join("cgroup.kill"), "1");
        }
        drop(stale); // kills what is left in it, and removes it
    }
}

/// Removes the groups of every launcher that has died, under each cgroup hierarchy this
/// process can write: what the runner calls when a launcher was killed before it could clean
/// up.
pub fn sweep_stale() {
    let mounts = mounts();
    for mount in &mounts {
        let controller = if mount.v2 {
            ""
        } else if let Some(name) = ["memory", "cpuacct", "pids"]
            .into_iter()
            .find(|name| mount.options.iter().any(|option| option == name))
        {
            name
        } else {
            continue;
        };
        let folder = own_group(controller).and_then(|group| own_folder(mount, &group));
        if let Some(folder) = folder {
            sweep(&folder.join(FOLDER));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hard_limit_is_a_little_above_the_judges() {
        assert_eq!(hard_limit(64 << 20), (64 << 20) + (2 << 20));
        assert_eq!(hard_limit(8 << 20), (8 << 20) + (1 << 20));
        assert_eq!(hard_limit(u64::MAX), u64::MAX);
    }

    #[test]
    fn keyed_lines_and_mount_paths_are_read() {
        let events = "oom_kill_disable 0\nunder_oom 0\noom_kill 3\n";
        assert_eq!(field(events, "oom_kill"), Some(3));
        assert_eq!(field(events, "max"), None);
        assert_eq!(unescape("/sys/fs/a\\040b"), "/sys/fs/a b");
        let mount = Mount {
            point: PathBuf::from("/sys/fs/cgroup/memory"),
            root: "/box".to_owned(),
            v2: false,
            options: vec!["rw".to_owned(), "memory".to_owned()],
        };
        assert_eq!(
            own_folder(&mount, "/box/user/7"),
            Some(PathBuf::from("/sys/fs/cgroup/memory/user/7"))
        );
        assert_eq!(own_folder(&mount, "/other"), None);
    }
}
