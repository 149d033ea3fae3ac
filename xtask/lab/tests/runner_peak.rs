//! The peak memory the runner reports is the program's own, however much memory the process
//! that runs it holds. On Linux a program started straight from a process (posix_spawn) starts
//! its peak at that process's: here, with 300 MB held, `cat` would report over 300 MB. A test
//! binary of its own, so that the 300 MB held here do not count in other tests' measures of
//! this process.

use std::path::Path;
use std::time::Duration;

use lab::runner::{self, Limits};

/// Makes the `lab` binary Cargo built for these tests the runner's launcher: a test binary has
/// no launcher subcommand of its own (see `lab::runner`).
fn launcher_ready() {
    runner::use_launcher(Path::new(env!("CARGO_BIN_EXE_lab")));
}

#[test]
fn a_small_program_run_from_a_large_process_reports_its_own_small_peak() {
    launcher_ready();
    let mut held = vec![0u8; 300 << 20];
    for page in held.chunks_mut(4096) {
        page[0] = 1;
    }
    let args = ["-c".to_owned(), "exec cat".to_owned()];
    let generous = Limits::generous(Duration::from_secs(10));
    let judged = Limits::judge(Duration::from_secs(2), 256 << 20, 16 << 20);
    for limits in [generous, judged] {
        let run = runner::run(Path::new("sh"), &args, b"hi\n".to_vec(), &limits).unwrap();
        assert_eq!((run.stdout.as_slice(), run.status), (&b"hi\n"[..], Some(0)));
        assert!(
            run.peak_memory < 100 << 20,
            "peak {} MiB under {limits:?}",
            run.peak_memory >> 20
        );
    }
    assert_eq!(std::hint::black_box(&held)[4096], 1);
}
