//! The box around a judged run (`lab::sandbox`), attacked by hostile programs: each test runs
//! its program on both paths, in the box (where this machine allows it: the test says which
//! path it took) and out of it (`Limits::boxed` false: the polling path, as where namespaces
//! are refused), and asserts what each path promises. No wall-clock bound is asserted beyond
//! the judge's own limits: they pass on a loaded machine.

use std::path::{Path, PathBuf};
use std::time::Duration;

use lab::judge::{self, Verdict};
use lab::runner::{self, Limit, Limits, Run};

/// The judge's limits of these tests: 1 s of CPU, 64 MiB.
const JUDGE: judge::Limits = judge::Limits {
    time: Duration::from_secs(1),
    memory: 64 << 20,
};

/// A judged run's limits, in the box or not.
fn limits(boxed: bool) -> Limits {
    Limits {
        boxed,
        ..Limits::judge(JUDGE.time, JUDGE.memory, runner::output_limit_for(0))
    }
}

/// Runs `sh -c script` (on the input `5\n`) on both paths: `check(run, in_box)` for each,
/// `in_box` saying whether the run was really in the box.
fn on_both_paths(script: &str, check: impl Fn(&Run, bool)) {
    program_on_both_paths("sh", &["-c", script], check);
}

/// As [`on_both_paths`], for `program` with `args`.
fn program_on_both_paths(program: &str, args: &[&str], check: impl Fn(&Run, bool)) {
    runner::use_launcher(Path::new(env!("CARGO_BIN_EXE_lab")));
    let args: Vec<String> = args.iter().map(|&arg| arg.to_owned()).collect();
    for boxed in [true, false] {
        let run = runner::run(Path::new(program), &args, b"5\n".to_vec(), &limits(boxed)).unwrap();
        let in_box = boxed && run.unboxed.is_none();
        eprintln!(
            "path: {}",
            match (boxed, &run.unboxed) {
                (true, None) => "the box".to_owned(),
                (true, Some(why)) => format!("the fallback ({why})"),
                (false, _) => "out of the box (asked)".to_owned(),
            }
        );
        check(&run, in_box);
    }
}

/// The processes of this machine whose command line holds `marker`.
fn left_with(marker: &str) -> Vec<u32> {
    let mut left = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let cmdline = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        let zombie = stat.rsplit(") ").next().is_some_and(|s| s.starts_with('Z'));
        if !zombie && String::from_utf8_lossy(&cmdline).contains(marker) {
            left.push(pid);
        }
    }
    left
}

/// Kills the processes `pids` (left by a failed test, so that it leaves nothing).
fn kill_all(pids: &[u32]) {
    for pid in pids {
        let _ = std::process::Command::new("kill")
            .args(["-KILL", &pid.to_string()])
            .status();
    }
}

/// Asserts that nothing with `marker` in its command line is left, a few looks apart (a
/// process being killed may take a moment to go).
fn nothing_left(marker: &str) {
    let mut left = left_with(marker);
    for _ in 0..100 {
        if left.is_empty() {
            return;
        }
        std::thread::sleep(Duration::from_millis(50));
        left = left_with(marker);
    }
    let stats: Vec<String> = left
        .iter()
        .map(|pid| std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default())
        .collect();
    kill_all(&left);
    panic!("processes left after the run: {stats:?}");
}

/// The PID of the launcher, as a program out of the box finds it: its parent is the box's
/// init, whose parent is the launcher. (In the box both are out of sight: the line gives 0.)
const LAUNCHER: &str = "L=$(cut -d' ' -f4 /proc/$PPID/stat)";

#[test]
fn a_program_that_stops_its_launcher_is_killed_at_the_wall_cap_and_leaves_nothing() {
    // Finding 4: SIGSTOP to the launcher. The runner enforces the wall cap itself.
    let marker = "100424";
    let script =
        format!("{LAUNCHER}; [ \"$L\" -gt 1 ] && kill -STOP $L; sleep {marker} & sleep {marker}");
    on_both_paths(&script, |run, _| {
        assert_eq!(run.stopped, Some(Limit::Wall), "{run:?}");
        assert_eq!(judge::judge(run, "5\n", JUDGE, false), Verdict::TimeLimit);
        nothing_left(marker);
    });
}

#[test]
fn a_program_that_stops_its_launcher_forges_a_report_and_kills_it_is_never_accepted() {
    // Finding 5: stop the launcher, burn 4 s of CPU, answer, write a report of its own numbers
    // where the launcher's goes (its stdin, which a program out of the box may open through
    // /proc as the same user), kill the launcher.
    let script = format!(
        "{LAUNCHER}; [ \"$L\" -gt 1 ] && kill -STOP $L; \
         end=$(( $(date +%s) + 4 )); while [ $(date +%s) -lt $end ]; do :; done; echo 5; \
         [ \"$L\" -gt 1 ] && printf 'status 0\\nwall_us 1500\\ncpu_us 1500\\npeak_bytes 1000\\ndone\\n' \
         > /proc/$L/fd/0; [ \"$L\" -gt 1 ] && kill -KILL $L; exit 0"
    );
    on_both_paths(&script, |run, _| {
        let verdict = judge::judge(run, "5\n", JUDGE, false);
        assert!(
            matches!(verdict, Verdict::TimeLimit | Verdict::RuntimeError(_)),
            "{verdict:?} {run:?}"
        );
    });
}

#[test]
fn a_chain_of_processes_each_in_a_session_of_its_own_leaves_nothing() {
    // Finding 6: 150 processes, each in a new session, each the parent of the next; the
    // program answers and ends at once.
    let marker = "100606";
    let script = format!(
        "python3 -c 'import os, sys, time
for i in range(150):
    if os.fork() == 0:
        os.setsid()
    else:
        if i == 0:
            print(5)
            sys.exit(0)
        break
time.sleep(100000)' {marker}"
    );
    on_both_paths(&script, |run, in_box| {
        assert_eq!(judge::judge(run, "5\n", JUDGE, false), Verdict::Accepted);
        if in_box {
            nothing_left(marker);
        } else {
            // Out of the box, a chain this long may outlast the rounds of cleanup: what the
            // fallback's notice warns of. Cleaned here.
            kill_all(&left_with(marker));
        }
    });
}

#[test]
fn a_program_has_no_terminal_and_a_session_of_its_own() {
    // Finding 8: a program that would take the terminal's foreground has none to take: its
    // controlling terminal (field 7 of /proc/self/stat) is none, its session not the runner's.
    let own_session = std::fs::read_to_string("/proc/self/stat").unwrap();
    let own_session: Vec<&str> = own_session
        .rsplit(") ")
        .next()
        .unwrap()
        .split(' ')
        .collect();
    let own_session = own_session[3].to_owned();
    let script = "cut -d' ' -f6,7 /proc/self/stat; exec </dev/tty 2>/dev/null && echo TTY; true";
    on_both_paths(script, |run, _| {
        let out = String::from_utf8_lossy(&run.stdout);
        let fields: Vec<&str> = out.split_whitespace().collect();
        assert_eq!(fields.get(1), Some(&"0"), "{out}");
        assert_ne!(fields.first(), Some(&own_session.as_str()), "{out}");
        assert!(!out.contains("TTY"), "{out}");
    });
}

/// A file of this test's own in the temporary folder.
fn scratch(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("box-test-{}-{name}", std::process::id()))
}

#[test]
fn a_program_cannot_change_its_input_for_another_run() {
    // Finding 10: reopen stdin writable, and write to it; the input file is the judge's.
    runner::use_launcher(Path::new(env!("CARGO_BIN_EXE_lab")));
    let input = scratch("input");
    std::fs::write(&input, "5\n").unwrap();
    let script = "echo 9 >> /proc/self/fd/0; echo 9 > /proc/self/fd/0; cat";
    for boxed in [true, false] {
        let args = ["-c".to_owned(), script.to_owned()];
        let run = runner::run_from_file(Path::new("sh"), &args, &input, &limits(boxed)).unwrap();
        if boxed {
            assert_eq!(String::from_utf8_lossy(&run.stdout), "5\n", "{run:?}");
            assert_eq!(std::fs::read_to_string(&input).unwrap(), "5\n");
        }
        let run = runner::run(Path::new("sh"), &args, b"5\n".to_vec(), &limits(boxed)).unwrap();
        assert_eq!(String::from_utf8_lossy(&run.stdout), "5\n", "{run:?}");
    }
    std::fs::remove_file(&input).unwrap();
}

#[test]
fn in_the_box_the_workspace_is_neither_seen_nor_written_and_named_files_are_read_only() {
    // Findings 11 and 12: the workspace's own solver and samples out of sight, and nothing
    // written there (`debug.log` stays in the run's own folder, gone with it); the program's
    // own files (named on its command line) are read, and not written.
    runner::use_launcher(Path::new(env!("CARGO_BIN_EXE_lab")));
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let workspace = workspace.canonicalize().unwrap();
    let own = scratch("sol.sh");
    std::fs::write(&own, "echo 5\n").unwrap();
    let log = format!("box-test-{}-debug.log", std::process::id());
    let script = format!(
        "test -e '{ws}/Cargo.toml' && echo SEEN; test -e \"$CARGO_MANIFEST_DIR\" && echo SEEN; \
         echo x > '{ws}/{log}' 2>/dev/null; echo x > {log}; echo x >> \"$1\" 2>/dev/null; \
         . \"$1\"",
        ws = workspace.display()
    );
    let args = [
        "-c".to_owned(),
        script,
        "sh".to_owned(),
        own.to_string_lossy().into_owned(),
    ];
    let run = runner::run(Path::new("sh"), &args, Vec::new(), &limits(true)).unwrap();
    let cwd_log = std::env::current_dir().unwrap().join(&log);
    let leaked = [workspace.join(&log), cwd_log];
    for file in &leaked {
        let _ = std::fs::remove_file(file);
    }
    if run.unboxed.is_some() {
        eprintln!(
            "path: the fallback ({:?}): the box's promises are not tested",
            run.unboxed
        );
    } else {
        eprintln!("path: the box");
        assert_eq!(String::from_utf8_lossy(&run.stdout), "5\n", "{run:?}");
        assert!(leaked.iter().all(|file| !file.exists()));
        assert_eq!(std::fs::read_to_string(&own).unwrap(), "echo 5\n");
    }
    std::fs::remove_file(&own).unwrap();
}

#[test]
fn a_program_that_traces_itself_and_stops_is_not_taken_for_an_end() {
    // PTRACE_TRACEME, then SIGSTOP to itself: a ptrace stop, which the old launcher took for
    // an end ("exit status unknown"). It stays stopped, and is stopped at the wall cap.
    let script = "import ctypes, os, signal
ctypes.CDLL(None).ptrace(0, 0, 0, 0)
os.kill(os.getpid(), signal.SIGSTOP)
print(5)";
    program_on_both_paths("python3", &["-c", script], |run, _| {
        assert_eq!(run.stopped, Some(Limit::Wall), "{run:?}");
        assert_eq!(judge::judge(run, "5\n", JUDGE, false), Verdict::TimeLimit);
    });
}

#[test]
fn a_run_out_of_the_box_says_so_in_each_verdict() {
    // The fallback, forced: each verdict carries the one-line notice; `--check-box` says why.
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_lab"))
        .args(["judge", "--check-box"])
        .env(lab::sandbox::NO_BOX, "1")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{text}");
    assert!(
        text.starts_with(&format!(
            "box: none ({} is set); {}",
            lab::sandbox::NO_BOX,
            lab::cgroup::NOTICE
        )),
        "{text}"
    );
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_lab"))
        .args(["judge", "--check-box"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    eprintln!("{text}");
    assert!(output.status.success(), "{text}");
}
