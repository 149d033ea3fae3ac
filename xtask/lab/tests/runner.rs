//! The runner end to end, on real programs (`sh`, `sleep`, `yes`, `python3`): limits, process
//! groups, bounded output, through the `lab` library, its programs started by the `lab` binary
//! Cargo built for this test (`CARGO_BIN_EXE_lab`, see `lab::runner`). Every test is done in a
//! few seconds and leaves no process behind.
//!
//! The tests assert verdicts and limits, never how long anything took nor this process's own
//! memory: they must pass on a loaded machine (checked with 8 busy loops on 2 cores). Only a
//! hang is bounded, at minutes ([`without_hanging`]), so that a runner that waits for a
//! process it should not wait for fails instead of stalling the suite.

use std::path::{Path, PathBuf};
use std::time::Duration;

use lab::{measure, runner};
use runner::{Limit, Limits, Run};

/// Makes the `lab` binary Cargo built for these tests the runner's launcher: a test binary has
/// no launcher subcommand of its own (see `lab::runner`); and keeps the runs out of the box.
fn launcher_ready() {
    runner::use_launcher(Path::new(env!("CARGO_BIN_EXE_lab")));
    // These tests look at the program's processes from outside (their PIDs, in files of this
    // machine's temporary folder): the polling path. The box has its own, `tests/box.rs`.
    runner::without_box();
}

/// A judge's limits, `cpu` of CPU time, 256 MiB, 16 MiB of output, with a wall-clock cap so
/// far off (10 minutes) that a loaded machine never reaches it: a test that means the wall cap
/// asks for [`Limits::judge`]'s own.
fn judged(cpu: Duration) -> Limits {
    Limits {
        wall: Duration::from_secs(600),
        ..Limits::judge(cpu, 256 << 20, runner::output_limit_for(0))
    }
}

/// `work()`, failing with `hung` instead of hanging if it has not returned after five minutes
/// (a run that waits for a process it should not wait for never returns: the sleeps below last
/// days).
fn without_hanging<T: Send + 'static>(hung: &str, work: impl FnOnce() -> T + Send + 'static) -> T {
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = sender.send(work());
    });
    receiver
        .recv_timeout(Duration::from_secs(300))
        .unwrap_or_else(|_| panic!("{hung}"))
}

/// Runs `sh -c script` on the input `hello\n`.
fn sh(script: &str, limits: &Limits) -> Run {
    let args = ["-c".to_owned(), script.to_owned()];
    let limits = *limits;
    let hung = "the run did not return: it waited for a process it should not wait for";
    without_hanging(hung, move || {
        runner::run(Path::new("sh"), &args, b"hello\n".to_vec(), &limits).unwrap()
    })
}

/// A file name of this test's own, for a script to write a PID into.
fn pid_file(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("runner-test-{}-{name}", std::process::id()))
}

/// The PID a script wrote into `file`: every script here writes it before its run ends.
fn written_pid(file: &Path) -> u32 {
    let text =
        std::fs::read_to_string(file).unwrap_or_else(|error| panic!("{}: {error}", file.display()));
    let _ = std::fs::remove_file(file);
    text.trim().parse().expect("a PID")
}

/// Whether process `pid` is running `sleep` (not gone, not a zombie).
fn sleeping(pid: u32) -> bool {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    stat.contains("(sleep)")
        && !matches!(
            stat.rsplit(") ").next().and_then(|s| s.chars().next()),
            Some('Z' | 'X')
        )
}

/// Waits until `done()` holds (at once, as a rule: a killed process is gone at the first
/// look), failing with `never` if it still does not after the hang bound.
fn eventually(never: String, done: impl Fn() -> bool + Send + 'static) {
    without_hanging(&never, move || {
        while !done() {
            std::thread::sleep(Duration::from_millis(20));
        }
    });
}

#[test]
fn a_run_captures_its_streams_and_exit_status() {
    launcher_ready();
    let run = sh(
        "cat; echo oops >&2; exit 3",
        &judged(Duration::from_secs(2)),
    );
    assert_eq!(run.stdout, b"hello\n");
    assert_eq!(run.stderr, b"oops\n");
    assert_eq!((run.status, run.signal, run.stopped), (Some(3), None, None));
    assert!(run.peak_memory > 0);
}

#[test]
fn a_program_killed_by_a_signal_says_which() {
    launcher_ready();
    let run = sh("kill -SEGV $$", &Limits::generous(Duration::from_secs(10)));
    assert_eq!(
        (run.status, run.signal, run.stopped),
        (None, Some(11), None)
    );
}

#[test]
fn a_script_with_windows_line_ends_is_told_its_interpreter_line_ends_in_a_carriage_return() {
    launcher_ready();
    let script = pid_file("crlf.sh");
    std::fs::write(&script, "#!/bin/sh\r\necho hello\r\n").unwrap();
    let mode = std::os::unix::fs::PermissionsExt::from_mode(0o755);
    std::fs::set_permissions(&script, mode).unwrap();
    let limits = judged(Duration::from_secs(1));
    let error = runner::run(&script, &[], Vec::new(), &limits).unwrap_err();
    let _ = std::fs::remove_file(&script);
    assert!(
        error
            .0
            .contains("its interpreter \"/bin/sh\\r\" cannot be run")
            && error.0.contains("Windows line ends"),
        "{error}"
    );
}

#[test]
fn a_program_that_cannot_start_is_an_error() {
    launcher_ready();
    let error = runner::run(
        Path::new("./no-such-program"),
        &[],
        Vec::new(),
        &judged(Duration::from_secs(1)),
    )
    .unwrap_err();
    assert!(
        error.0.contains("cannot start ./no-such-program"),
        "{error}"
    );
}

#[test]
fn a_timed_run_reads_its_file_and_keeps_no_stdout() {
    launcher_ready();
    let input = pid_file("timed-input");
    std::fs::write(&input, "hi\n").unwrap();
    let args = [
        "-c".to_owned(),
        "read x; echo $x; test \"$x\" = hi".to_owned(),
    ];
    let run = runner::time_from_file(
        Path::new("sh"),
        &args,
        &input,
        &Limits::generous(Duration::from_secs(10)),
    )
    .unwrap();
    std::fs::remove_file(&input).unwrap();
    assert_eq!((run.status, run.stdout.len()), (Some(0), 0));
}

#[test]
fn a_background_child_holding_stdout_neither_hangs_the_run_nor_survives_it() {
    launcher_ready();
    let file = pid_file("background");
    let script = format!("( sleep 100001 ) & echo $! > {}; exec cat", file.display());
    let run = sh(&script, &judged(Duration::from_secs(2)));
    let pid = written_pid(&file);
    assert_eq!(
        (run.stdout.as_slice(), run.status),
        (&b"hello\n"[..], Some(0))
    );
    assert_eq!(run.stopped, None);
    eventually(
        format!("the background sleep {pid} survived the run"),
        move || !sleeping(pid),
    );
}

#[test]
fn a_script_that_sleeps_in_a_child_is_killed_whole_at_the_wall_cap() {
    launcher_ready();
    let file = pid_file("wall");
    let script = format!("sleep 100002 & echo $! > {}; wait", file.display());
    // 1 s of CPU time: a wall cap of 3 s; the sleep uses no CPU time.
    let run = sh(
        &script,
        &Limits::judge(Duration::from_secs(1), 256 << 20, 16 << 20),
    );
    let pid = written_pid(&file);
    assert_eq!(run.stopped, Some(Limit::Wall));
    assert!(run.timed_out());
    assert_eq!((run.status, run.signal), (None, Some(9)));
    assert!(run.elapsed >= Duration::from_secs(3), "{:?}", run.elapsed);
    eventually(format!("the sleep {pid} survived its shell"), move || {
        !sleeping(pid)
    });
}

#[test]
fn a_program_that_escaped_its_group_is_not_waited_for() {
    launcher_ready();
    // A new session: out of reach of the group kill, holding stdout. The run ends after the
    // grace period; this test then kills it. The script waits until the escape is done (the
    // PID written from inside the new session): else the group kill at the end of `cat` could
    // come first, on a loaded machine, and nothing would have escaped.
    let file = pid_file("escaped");
    let script = format!(
        "setsid sh -c 'echo $$ > {0}; exec sleep 100003' & \
         while [ ! -s {0} ]; do sleep 0.01; done; exec cat",
        file.display()
    );
    let run = sh(&script, &judged(Duration::from_secs(2)));
    let pid = written_pid(&file);
    let _ = std::process::Command::new("kill")
        .args(["-KILL", &pid.to_string()])
        .status();
    assert_eq!(
        (run.stdout.as_slice(), run.status),
        (&b"hello\n"[..], Some(0))
    );
}

#[test]
fn a_busy_loop_in_a_child_is_stopped_at_the_cpu_limit() {
    launcher_ready();
    // The loop runs in a child of the shell: the CPU time is the whole group's.
    let script = "sh -c 'while :; do :; done'; echo unreachable";
    let run = sh(script, &judged(Duration::from_millis(300)));
    assert_eq!(run.stopped, Some(Limit::Cpu), "{run:?}");
    assert!(run.timed_out());
    assert!(run.cpu >= Duration::from_millis(300), "{:?}", run.cpu);
    assert!(run.stdout.is_empty());
}

#[test]
fn a_sleep_past_the_cpu_limit_is_not_a_time_limit() {
    launcher_ready();
    // 1.2 s of wall time, next to no CPU time, under a 1 s CPU limit.
    let run = sh("sleep 1.2; cat", &judged(Duration::from_secs(1)));
    assert_eq!((run.stopped, run.status), (None, Some(0)));
    assert_eq!(run.stdout, b"hello\n");
    assert!(
        run.elapsed >= Duration::from_millis(1200),
        "{:?}",
        run.elapsed
    );
    assert!(run.cpu < Duration::from_millis(500), "{:?}", run.cpu);
}

#[test]
fn memory_past_the_limit_stops_the_run_at_once() {
    launcher_ready();
    let args = [
        "-c".to_owned(),
        "x = bytearray(600 * 1024 * 1024); import time; time.sleep(30)".to_owned(),
    ];
    // The program sleeps for 30 s after taking the memory, within its wall cap: stopped at
    // the memory limit means stopped while it ran, not measured at its end.
    let limits = judged(Duration::from_secs(10));
    let run = runner::run(Path::new("python3"), &args, Vec::new(), &limits).unwrap();
    assert_eq!(run.stopped, Some(Limit::Memory), "{run:?}");
    assert!(run.peak_memory > limits.memory, "{}", run.peak_memory);
}

#[test]
fn output_past_the_limit_stops_the_run_and_is_not_held() {
    launcher_ready();
    // `yes` never ends: only the output limit stops it, and only the limit's worth (and one
    // byte past it) is kept.
    let limits = judged(Duration::from_secs(10));
    let run = runner::run(Path::new("yes"), &[], Vec::new(), &limits).unwrap();
    assert_eq!(run.stopped, Some(Limit::Output), "{:?}", run.stopped);
    assert_eq!(run.stdout.len() as u64, limits.output + 1);
}

#[test]
fn a_long_stderr_keeps_only_its_end() {
    launcher_ready();
    let script = "head -c 80000000 /dev/zero >&2; echo END >&2; cat";
    let run = sh(script, &judged(Duration::from_secs(4)));
    assert_eq!(
        (run.stdout.as_slice(), run.status),
        (&b"hello\n"[..], Some(0))
    );
    assert_eq!(run.stopped, None);
    assert_eq!(run.stderr.len(), runner::STDERR_KEPT);
    assert!(run.stderr.ends_with(b"\0\0END\n"));
}

#[test]
fn a_launcher_whose_runner_dies_kills_the_program() {
    launcher_ready();
    // The runner (here a shell) is killed once its program has started (written its PID): the
    // launcher notices (it looks every 100 ms) and kills the program's group.
    let file = pid_file("orphaned");
    let script = format!(
        "{} __measure 0 - 100000000 - - -- sh -c 'echo $$ > {1}; exec sleep 100004' </dev/null & \
         while [ ! -s {1} ]; do sleep 0.01; done; kill -9 $$",
        env!("CARGO_BIN_EXE_lab"),
        file.display()
    );
    let status = std::process::Command::new("sh")
        .args(["-c", &script])
        .status()
        .unwrap();
    assert_eq!(
        std::os::unix::process::ExitStatusExt::signal(&status),
        Some(9)
    );
    let pid = written_pid(&file);
    eventually(format!("the sleep {pid} outlived its runner"), move || {
        !sleeping(pid)
    });
}

#[test]
fn a_stopped_runner_pauses_the_program_and_its_wall_clock() {
    launcher_ready();
    // The runner is a shell that starts the launcher and reads the program's output itself,
    // through a FIFO. Stopped (as Ctrl-Z or SIGSTOP stops xtask) for longer than the program's
    // whole wall limit (3 s), it cannot read: the program, which waits 0.5 s and then writes
    // 100 KB, would wait on the full pipe until the wall limit stopped it. It is stopped with
    // the runner instead, and the time paused does not count.
    let (file, report, fifo) = (
        pid_file("paused"),
        pid_file("paused-report"),
        pid_file("fifo"),
    );
    let script = format!(
        "mkfifo {fifo} || exit 9; {xtask} __measure 0 - 3000000 - - -- \
         sh -c 'echo $$ > {file}; sleep 0.5; yes | head -c 100000' > {fifo} 0> {report} & \
         while IFS= read -r line; do :; done < {fifo}; wait $!; status=$?; rm {fifo}; \
         exit $status",
        xtask = env!("CARGO_BIN_EXE_lab"),
        report = report.display(),
        file = file.display(),
        fifo = fifo.display(),
    );
    let mut runner = std::process::Command::new("sh")
        .args(["-c", &script])
        .spawn()
        .unwrap();
    let started = file.clone();
    eventually("the program never started".to_owned(), move || {
        std::fs::metadata(&started).is_ok_and(|data| data.len() > 0)
    });
    let signal = |name: &str| {
        let pid = runner.id().to_string();
        let sent = std::process::Command::new("kill")
            .args([name, &pid])
            .status();
        assert!(sent.unwrap().success(), "kill {name} {pid}");
    };
    signal("-STOP");
    std::thread::sleep(Duration::from_secs(4));
    signal("-CONT");
    let hung = "the runner did not end after it was continued";
    let ended = without_hanging(hung, move || runner.wait().unwrap());
    assert!(ended.success(), "the launcher failed");
    let _ = written_pid(&file);
    let text = std::fs::read_to_string(&report).unwrap();
    let _ = std::fs::remove_file(&report);
    let measured = measure::Report::parse(&text).unwrap();
    assert_eq!(
        (measured.stopped, measured.status),
        (None, Some(0)),
        "{text}"
    );
}

#[test]
fn stdin_is_a_file_of_the_runs_own_that_a_program_can_map_and_nothing_is_left_behind() {
    launcher_ready();
    // `test -f /dev/stdin` holds for a regular file, not for a pipe; `tail -c` seeks.
    let run = sh(
        "if [ -f /dev/stdin ]; then echo file; else echo pipe; fi; tail -c 3",
        &judged(Duration::from_secs(5)),
    );
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        "file
lo\n"
    );
    let ours = format!("xtask-stdin-{}-", std::process::id());
    let left = std::fs::read_dir(std::env::temp_dir())
        .unwrap()
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.file_name().to_string_lossy().starts_with(&ours))
        .count();
    assert_eq!(left, 0, "a stdin file of this process was left behind");
}

#[test]
fn pages_a_program_shares_with_the_readers_it_forked_count_once() {
    launcher_ready();
    // 30 MiB written, then two forked readers that share it: resident sets add up to over
    // 100 MiB, proportional ones to about 50.
    let program = "import os, time\n\
                   data = bytearray(30 << 20)\n\
                   for page in range(0, len(data), 4096):\n    data[page] = 1\n\
                   for _ in range(2):\n    \
                   if os.fork() == 0:\n        time.sleep(1); os._exit(0)\n\
                   os.wait(); os.wait()\n\
                   print(len(data))\n";
    let limits = Limits {
        memory: 64 << 20,
        ..judged(Duration::from_secs(5))
    };
    let run = without_hanging("the run did not return", move || {
        let args = ["-c".to_owned(), program.to_owned()];
        runner::run(Path::new("python3"), &args, Vec::new(), &limits).unwrap()
    });
    assert_eq!(
        run.stopped, None,
        "stopped as if each reader held its own copy"
    );
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        format!("{}\n", 30 << 20)
    );
}

#[test]
fn memory_is_enforced_while_a_worker_holds_it_after_the_main_thread_has_ended() {
    launcher_ready();
    // The main thread ends with pthread_exit; a worker writes 300 MiB and sleeps a minute.
    let dir = std::env::temp_dir().join(format!("runner-test-{}-leaderless", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (source, binary) = (dir.join("hold.c"), dir.join("hold"));
    std::fs::write(
        &source,
        "#include <pthread.h>\n#include <stdlib.h>\n#include <string.h>\n#include <unistd.h>\n\
         static void *hold(void *unused) { size_t n = (size_t)300 << 20; char *p = malloc(n);\n\
         memset(p, 1, n); sleep(60); return p; }\n\
         int main(void) { pthread_t t; pthread_create(&t, 0, hold, 0); pthread_exit(0); }\n",
    )
    .unwrap();
    let compiled = std::process::Command::new("cc")
        .arg("-o")
        .arg(&binary)
        .arg(&source)
        .arg("-lpthread")
        .status()
        .expect("cc, the linker Rust builds with, is there");
    assert!(compiled.success());
    let limits = Limits {
        memory: 64 << 20,
        ..judged(Duration::from_secs(5))
    };
    let hold = binary.clone();
    let run = without_hanging("the run did not return", move || {
        runner::run(&hold, &[], Vec::new(), &limits).unwrap()
    });
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(
        run.stopped,
        Some(Limit::Memory),
        "not stopped while it held the memory"
    );
}

#[test]
fn a_program_that_kills_its_launcher_is_a_runtime_error_not_an_error_of_the_judge() {
    launcher_ready();
    // Out of the box, the program's parent is the box's init (which reports its end), and
    // init's parent the launcher that measures it.
    let run = sh(
        "kill -9 $(cut -d' ' -f4 /proc/$PPID/stat)",
        &judged(Duration::from_secs(5)),
    );
    assert_eq!((run.status, run.signal), (None, Some(9)));
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(
        stderr.contains("the launcher that measured the program was killed"),
        "{stderr}"
    );
}

/// The CPU time, in clock ticks, that `/proc/PID/stat` lines `utime stime` add up to.
fn ticks(lines: &str) -> u64 {
    lines
        .split_whitespace()
        .map(|tick| tick.parse::<u64>().expect("a tick count"))
        .sum()
}

#[test]
fn the_cpu_time_of_an_orphaned_worker_out_of_the_group_counts() {
    launcher_ready();
    // A worker in a session of its own, orphaned at once (the shell that started it exits),
    // burns CPU and writes how much; then the program burns as much again. The group's polled
    // sums never see the worker, and whoever reaps it elsewhere takes its CPU time: only the
    // launcher reaping its orphans counts both.
    let (script_file, worker, program) = (
        pid_file("worker.sh"),
        pid_file("worker-cpu"),
        pid_file("program-cpu"),
    );
    let burn = "i=0; while [ $i -lt 400000 ]; do i=$((i+1)); done";
    // utime and stime are the 14th and 15th fields of /proc/PID/stat.
    let spent =
        "read a b c d e f g h j k l m n utime stime rest < /proc/$$/stat; echo $utime $stime";
    std::fs::write(
        &script_file,
        format!("{burn}\n{spent} > {}\n", worker.display()),
    )
    .unwrap();
    let script = format!(
        "setsid sh -c 'sh {0} &'; while [ ! -s {1} ]; do sleep 0.01; done; sleep 0.1; \
         {burn}; {spent} > {2}",
        script_file.display(),
        worker.display(),
        program.display()
    );
    let run = sh(&script, &judged(Duration::from_secs(60)));
    let read = |file: &PathBuf| {
        let text = std::fs::read_to_string(file).unwrap();
        let _ = std::fs::remove_file(file);
        ticks(&text)
    };
    let total = Duration::from_millis((read(&worker) + read(&program)) * 10);
    let _ = std::fs::remove_file(&script_file);
    assert_eq!(run.status, Some(0));
    assert!(
        run.cpu * 10 >= total * 9,
        "{:?} of CPU counted, {total:?} burnt by the worker and the program",
        run.cpu
    );
}

#[test]
fn a_child_that_left_the_group_with_setpgid_is_killed_when_the_run_ends() {
    launcher_ready();
    // Python's setpgid(0, 0) puts the sleeper in a group of its own: the group kill misses it.
    let file = pid_file("setpgid");
    let script = format!(
        "python3 -c 'import os, time; os.setpgid(0, 0); open(\"{0}\", \"w\").write(str(os.getpid())); time.sleep(100004)' & \
         while [ ! -s {0} ]; do sleep 0.01; done",
        file.display()
    );
    let run = sh(&script, &judged(Duration::from_secs(5)));
    let pid = written_pid(&file);
    let alive = std::fs::read_to_string(format!("/proc/{pid}/cmdline"))
        .is_ok_and(|cmd| cmd.contains("100004"));
    if alive {
        let _ = std::process::Command::new("kill")
            .args(["-KILL", &pid.to_string()])
            .status();
    }
    assert_eq!(run.status, Some(0));
    assert!(!alive, "the child that left the group outlived the run");
}

#[test]
fn with_no_shell_on_path_the_launcher_still_kills_what_the_program_left() {
    launcher_ready();
    // The launcher alone, with a PATH that holds nothing: a background child of the program
    // must still be killed when the program ends.
    let file = pid_file("no-path");
    let script = format!(
        "/bin/sleep 100006 & echo $! > {0}; exec /bin/sleep 0.2",
        file.display()
    );
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_lab"))
        .args(measure::arguments(
            0,
            Some(Duration::from_secs(5)),
            Duration::from_secs(600),
            None,
            false,
        ))
        .args(["/bin/sh", "-c", &script])
        .stdin(std::process::Stdio::null())
        .env("PATH", "/nonexistent")
        .status()
        .unwrap();
    let pid = written_pid(&file);
    let left = sleeping(pid);
    if left {
        let _ = std::process::Command::new("kill")
            .args(["-KILL", &pid.to_string()])
            .status();
    }
    assert!(status.success());
    assert!(!left, "the program's background child outlived it");
}
