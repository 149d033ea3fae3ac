//! The files a run leaves in `/dev/shm`: shared memory outlives the processes that made it, so
//! a program that parks 300 MB there (a POSIX shared memory object, a file) would hold that
//! memory after its run, run after run. The launcher notes what `/dev/shm` holds before the
//! program starts ([`Shm::before`]) and, once every process of the run is gone, removes what
//! the run added ([`Shm::remove_new`]).
//!
//! Which files count as the run's: new since the note (by name), regular files of this user,
//! changed since the run started, and held open or mapped by no process left on the machine.
//! A file another program of the same user made meanwhile and closed but meant to keep would
//! meet these too: a run in a box of its own (a private `/dev/shm`) needs none of this, and
//! leaves nothing here.

use std::collections::HashSet;
use std::ffi::OsString;
use std::fs;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// Where shared memory objects live.
const SHM: &str = "/dev/shm";

/// What `/dev/shm` held before a run.
#[derive(Debug)]
pub struct Shm {
    names: HashSet<OsString>,
    since: SystemTime,
}

impl Shm {
    /// Notes what `/dev/shm` holds now.
    pub fn before() -> Shm {
        Shm {
            names: names(),
            since: SystemTime::now(),
        }
    }

    /// Removes the files the run added (see the module's documentation); how many bytes they
    /// held.
    pub fn remove_new(&self) -> u64 {
        let me = rustix::process::geteuid().as_raw();
        let added: Vec<(PathBuf, u64)> = names()
            .into_iter()
            .filter(|name| !self.names.contains(name))
            .filter_map(|name| {
                let path = Path::new(SHM).join(name);
                let metadata = fs::symlink_metadata(&path).ok()?;
                let changed = metadata.modified().ok()?;
                (metadata.is_file() && metadata.uid() == me && changed >= self.since)
                    .then_some((path, metadata.len()))
            })
            .collect();
        if added.is_empty() {
            return 0;
        }
        let held = held_open();
        let mut removed = 0;
        for (path, len) in added {
            if !held.contains(&path) && fs::remove_file(&path).is_ok() {
                removed += len;
            }
        }
        removed
    }
}

/// The names in `/dev/shm` now.
fn names() -> HashSet<OsString> {
    fs::read_dir(SHM)
        .map(|entries| entries.flatten().map(|entry| entry.file_name()).collect())
        .unwrap_or_default()
}

/// The files under `/dev/shm` some process holds open or has mapped.
fn held_open() -> HashSet<PathBuf> {
    let mut held = HashSet::new();
    let Ok(processes) = fs::read_dir("/proc") else {
        return held;
    };
    for process in processes.flatten() {
        let dir = process.path();
        if let Ok(fds) = fs::read_dir(dir.join("fd")) {
            for fd in fds.flatten() {
                if let Ok(target) = fs::read_link(fd.path())
                    && target.starts_with(SHM)
                {
                    held.insert(target);
                }
            }
        }
        if let Ok(maps) = fs::read_to_string(dir.join("maps")) {
            for line in maps.lines() {
                if let Some(at) = line.find(SHM) {
                    let path = line[at..].trim_end_matches(" (deleted)");
                    held.insert(PathBuf::from(path));
                }
            }
        }
    }
    held
}
