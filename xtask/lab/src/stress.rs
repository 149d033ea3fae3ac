//! `cargo xtask stress PROBLEM [--cases N] [--seed S] [--size SIZE] -- CMD [ARGS...]`: runs
//! generated inputs, growing from tiny, against the user's program, with this workspace's
//! verified solver giving the expected output (and the referee confirming it on tiny inputs).
//! Inputs stay within the judge's limits and form unless `--beyond` is given.
//!
//! At the first failing case it writes the input at once under `target/stress/PROBLEM/`, then
//! shrinks it, step by step, for as long as the failure (the same verdict) remains and its
//! time budget lasts, rewriting the files at each step, and finally shows the smallest failing
//! input, says whether no input one shrinking step smaller fails (a local minimum) or the
//! budget ended the search, runs it again a few times to tell a flaky failure, and prints the
//! command that replays it. `--save NAME` adds that input to the problem's samples.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use grundy_tests::{BEYOND_JUDGE, Sample};
use harness::Size;

use crate::args::{Args, Opt, Section, Spec};
use crate::error::{Context, Result, bail};
use crate::generate::parse_size;
use crate::judge::{self, LimitOptions, Limits, Verdict};
use crate::runner::{self, Run};
use crate::samples;
use crate::shell;
use crate::tools::Binary;
use crate::workspace::{self, Problem, is_plain_name};

pub const SPEC: Spec = Spec {
    name: "stress",
    arguments: "PROBLEM [options] -- CMD [ARGS...]",
    summary: "run generated inputs against your program; shrink the first failure",
    about:
        "Runs N generated inputs against your program CMD, sizes growing from tiny up to --size; the
expected output comes from this workspace's verified solver, and on tiny inputs the referee (an
exhaustive search of the real rules) confirms it. Every input is within the judge's limits and
form (what the statement allows, as a judge would give it) unless --beyond is given. Verdicts
are judge's: WA, RE, TLE (CPU time, or the wall-clock cap), MLE, OLE.

At the first failing case it writes the input to target/stress/PROBLEM/ at once, then shrinks
it (fewer cases, fewer heaps or pieces, smaller numbers; always a valid input, within the
judge's limits unless --beyond) for as long as the same verdict remains, rewriting the files at
each step and showing progress, for at most --shrink-seconds. It prints the smallest failing
input, the expected and your output, says whether no input one shrinking step smaller fails (a
local minimum) or the time budget ended the search, runs the input 5 more times and says in how
many it failed (fewer: a flaky failure), and prints the command that replays it. Exit status 1
when a failure was found, 0 when all N cases pass.",
    sections: &[Section {
        title: "options",
        options: &[
            Opt {
                name: "--cases",
                value: Some("N"),
                help: "how many inputs (default 200)",
            },
            Opt {
                name: "--seed",
                value: Some("S"),
                help: "the seed of the first input; input i uses S + i (default 1)",
            },
            Opt {
                name: "--size",
                value: Some("SIZE"),
                help: "the largest size: tiny, small, judge or beyond (default small; past inputs are beyond the judge by definition)",
            },
            Opt {
                name: "--beyond",
                value: None,
                help: "also inputs past the judge's limits and form (each is labelled)",
            },
            Opt {
                name: "--input",
                value: Some("FILE"),
                help: "run only this input (replaying a failure) instead of generated ones",
            },
            Opt {
                name: "--save",
                value: Some("NAME"),
                help: "add the failing input, shrunk, to the problem's samples as NAME, with the verified expected output; official-*, bad-*, explain-* and help are refused (those names say what a sample is)",
            },
            Opt {
                name: "--shrink-seconds",
                value: Some("S"),
                help: "the time budget of shrinking (default 60)",
            },
            judge::TIME_LIMIT,
            judge::MEMORY_LIMIT,
            judge::EXACT,
        ],
    }],
    after: "",
};

/// At most this many runs of the user's program while shrinking.
const SHRINK_RUNS: usize = 3000;

/// The default time budget of shrinking, in seconds.
const SHRINK_SECONDS: u64 = 60;

/// The files a failure is written to, in `target/stress/PROBLEM/`: the input, the expected
/// output, the program's output and its stderr.
const FILES: [&str; 4] = ["input.txt", "expected.txt", "got.txt", "stderr.txt"];

/// Inputs up to this many bytes are printed in full.
const SHOWN_INPUT: usize = 1200;

/// The size of case `index` of `count`, growing from tiny up to `largest`: half the cases tiny,
/// then the larger sizes allowed in turn, the last case of `largest` itself (when there are
/// two cases or more).
fn size_of_case(index: u64, count: u64, largest: Size) -> Size {
    let allowed: Vec<Size> = Size::ALL.into_iter().filter(|&s| s <= largest).collect();
    let tiny = (count / 2).max(1);
    if allowed.len() == 1 || index < tiny {
        return Size::Tiny;
    }
    let rest = &allowed[1..];
    let (larger, at) = ((count - tiny) as usize, (index - tiny) as usize);
    if larger < rest.len() {
        // Fewer cases than sizes: the largest sizes, ending at `largest`.
        return rest[rest.len() - larger + at];
    }
    rest[at * rest.len() / larger]
}

/// One case and how the user's program did on it.
struct Outcome {
    input: Vec<u8>,
    expected: Vec<u8>,
    run: Run,
    verdict: Verdict,
}

/// How many times the final failing input is run again, to tell a flaky failure.
const REPLAYS: usize = 5;

/// How shrinking ended.
enum Ended {
    /// No input one shrinking step smaller (an item dropped, a number lowered: to its least,
    /// halfway, by one, or near its least to any smaller value) fails the same way (`true`:
    /// within the judge's limits, the only ones tried): a local minimum, not proved the least.
    Minimal(bool),
    /// The time budget ran out.
    Budget(Duration),
    /// The most runs allowed were made.
    Runs,
}

/// The settings of one stress run.
struct Stress {
    problem: Problem,
    ours: Binary,
    command: Vec<String>,
    limits: Limits,
    exact: bool,
    beyond: bool,
    shrink_budget: Duration,
    dir: PathBuf,
}

impl Stress {
    /// Runs the user's program on `input`, with our verified output as the expected one.
    ///
    /// # Errors
    /// If our solver rejects `input` (which `what` names), or a program cannot be run.
    fn try_input(&self, input: Vec<u8>, what: &str) -> Result<Outcome> {
        let expected = self
            .ours
            .solve(&input)
            .map_err(|error| {
                format!(
                    "{what} is not a valid input of {}: {error}",
                    self.problem.name
                )
            })?
            .stdout;
        let (program, args) = self.command.split_first().expect("a command was given");
        let run_limits = runner::Limits::judge(
            self.limits.time,
            self.limits.memory,
            runner::output_limit_for(expected.len() as u64),
        );
        let run = runner::run(Path::new(program), args, input.clone(), &run_limits)?;
        // Out of the box, said once (every verdict here stands on the same measures).
        static SAID: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
        if run.unboxed.is_some() && !SAID.swap(true, std::sync::atomic::Ordering::Relaxed) {
            println!("{}", judge::box_line(&run));
        }
        let verdict = judge::judge(
            &run,
            &String::from_utf8_lossy(&expected),
            self.limits,
            self.exact,
        );
        Ok(Outcome {
            input,
            expected,
            run,
            verdict,
        })
    }

    /// Shrinks a failing case while the same verdict remains, writing each smaller one as it is
    /// found; returns the smallest one, the steps taken and how shrinking ended.
    fn shrink(&self, failing: Outcome) -> Result<(Outcome, usize, Ended)> {
        let start = Instant::now();
        let mut shown = Instant::now();
        // Within the judge's limits unless asked for more, or unless the failing input is
        // already past them (a past-size case): then any smaller input will do.
        let within = !self.beyond && self.ours.within_judge(&failing.input)?;
        let mut smallest = failing;
        let (mut steps, mut runs) = (0, 0);
        'smaller: loop {
            for candidate in self.ours.shrink(&smallest.input, within)? {
                if start.elapsed() >= self.shrink_budget {
                    return Ok((smallest, steps, Ended::Budget(self.shrink_budget)));
                }
                if runs == SHRINK_RUNS {
                    return Ok((smallest, steps, Ended::Runs));
                }
                runs += 1;
                let outcome = self.try_input(candidate, "a shrunk input")?;
                if outcome.verdict.code() == smallest.verdict.code() {
                    smallest = outcome;
                    steps += 1;
                    self.write(&smallest)?;
                    if shown.elapsed() >= Duration::from_secs(1) {
                        println!(
                            "  shrinking: {steps} steps, {} bytes, {} runs, {}",
                            smallest.input.len(),
                            runs,
                            runner::human(start.elapsed())
                        );
                        shown = Instant::now();
                    }
                    continue 'smaller;
                }
            }
            return Ok((smallest, steps, Ended::Minimal(within)));
        }
    }

    /// How many of [`REPLAYS`] more runs of `failing`'s input fail the same way: fewer than all
    /// says the failure is flaky.
    fn replays(&self, failing: &Outcome) -> Result<usize> {
        let mut failed = 0;
        for _ in 0..REPLAYS {
            let outcome = self.try_input(failing.input.clone(), "a replay")?;
            failed += usize::from(outcome.verdict.code() == failing.verdict.code());
        }
        Ok(failed)
    }

    /// Writes the failing case's input, expected and actual output and stderr into the stress
    /// folder, replacing what a previous run left.
    fn write(&self, outcome: &Outcome) -> Result {
        fs::create_dir_all(&self.dir).context(|| format!("create {}", self.dir.display()))?;
        let contents = [
            &outcome.input,
            &outcome.expected,
            &outcome.run.stdout,
            &outcome.run.stderr,
        ];
        for (name, bytes) in FILES.into_iter().zip(contents) {
            let path = self.dir.join(name);
            fs::write(&path, bytes).context(|| format!("write {}", path.display()))?;
        }
        Ok(())
    }

    /// Where the judge's limits stand for `input`, as a label: empty when within them.
    fn beyond_label(&self, input: &[u8]) -> Result<&'static str> {
        Ok(if self.ours.within_judge(input)? {
            ""
        } else {
            " [beyond the judge's limits]"
        })
    }

    /// Reports a failure, writes its files and prints the command that replays it.
    fn report(&self, outcome: &Outcome) -> Result {
        self.write(outcome)?;
        let text = String::from_utf8_lossy(&outcome.input);
        if outcome.input.len() <= SHOWN_INPUT {
            println!("input:\n{}", indent(&text));
        } else {
            println!("input: {} bytes (see input.txt)", outcome.input.len());
        }
        let expected = String::from_utf8_lossy(&outcome.expected);
        let got = String::from_utf8_lossy(&outcome.run.stdout);
        match &outcome.verdict {
            Verdict::WrongAnswer(diff) => {
                if expected.len() + got.len() <= 2 * SHOWN_INPUT {
                    println!("expected:\n{}got:\n{}", indent(&expected), indent(&got));
                }
                println!("{}", diff.trim_end());
            }
            Verdict::RuntimeError(what) => println!("{what}"),
            Verdict::TimeLimit => println!(
                "stopped: {} CPU, {} wall (CPU limit {}, wall cap {})",
                runner::human(outcome.run.cpu),
                runner::human(outcome.run.elapsed),
                runner::human(self.limits.time),
                runner::human(runner::wall_cap(self.limits.time))
            ),
            Verdict::MemoryLimit => println!(
                "peak memory {} (limit {})",
                runner::human_bytes(outcome.run.peak_memory),
                runner::human_bytes(self.limits.memory)
            ),
            Verdict::OutputLimit => println!(
                "killed past {} of output",
                runner::human_bytes((outcome.run.stdout.len() as u64).saturating_sub(1))
            ),
            Verdict::Accepted => {}
        }
        for line in crate::judge::measured(&outcome.run) {
            println!("{line}");
        }
        let shown = from_here(&self.dir);
        println!("\nwritten: {shown}/input.txt, expected.txt, got.txt, stderr.txt");
        let mut replay = format!(
            "cargo xtask stress {} --input {}",
            self.problem.name,
            shell::quote(&format!("{shown}/input.txt"))
        );
        if self.beyond {
            replay.push_str(" --beyond");
        }
        println!("replay:  {replay} -- {}", shell::line(&self.command));
        Ok(())
    }

    /// Adds the failing input to the problem's samples as `name` (prefixed `beyond-judge-` when
    /// it is past the judge's limits), its `.out` from the verified solver, checked by the
    /// referee when it can search it, and checks it as `check-samples` does.
    fn save(&self, name: &str, outcome: &Outcome) -> Result {
        let within = self.ours.within_judge(&outcome.input)?;
        let name = if within || name.starts_with(BEYOND_JUDGE) {
            name.to_owned()
        } else {
            format!("{BEYOND_JUDGE}-{name}")
        };
        if within && name.starts_with(BEYOND_JUDGE) {
            bail!("the input is within the judge's limits: name it without beyond-judge");
        }
        let samples = self.problem.dir.join("samples");
        let input = samples.join(format!("{name}.in"));
        if input.exists() {
            bail!("{} already exists: choose another NAME", input.display());
        }
        let confirmed = match self.ours.referee(&outcome.input)? {
            Some(referee) if referee == outcome.expected => "confirmed by the referee",
            Some(_) => bail!(
                "the workspace's solver and its referee disagree on this input: a bug here, not \
                 in your program; please report it"
            ),
            None => "too large for the referee to confirm",
        };
        fs::write(&input, &outcome.input).context(|| format!("write {}", input.display()))?;
        let out = samples.join(format!("{name}.out"));
        fs::write(&out, &outcome.expected).context(|| format!("write {}", out.display()))?;
        println!(
            "\nsaved as sample {name} of {}: samples/{name}.in and .out (the verified answer, \
             {confirmed}); checking it:",
            self.problem.name
        );
        let sample = Sample::read(input.clone()).context(|| format!("read {}", input.display()))?;
        let run = samples::run_sample(&self.problem, &sample)?;
        let expected = String::from_utf8_lossy(&outcome.expected);
        let faults = samples::answer_faults(&expected, &run);
        let label = format!("{}/{name}", self.problem.name);
        samples::report(&label, Some(run.elapsed), &faults);
        if !faults.is_empty() {
            bail!("the saved sample {label} fails check-samples: a bug here; please report it");
        }
        Ok(())
    }
}

/// `path` as the user can type it from where they ran the command: relative when it is below
/// the current folder, else absolute.
fn from_here(path: &Path) -> String {
    std::env::current_dir()
        .ok()
        .and_then(|here| path.strip_prefix(here).ok().map(Path::to_path_buf))
        .unwrap_or_else(|| path.to_path_buf())
        .display()
        .to_string()
}

fn indent(text: &str) -> String {
    text.lines().map(|line| format!("    {line}\n")).collect()
}

/// Why `--save NAME` cannot name a sample `name`, if it cannot: not a plain name, or one of the
/// names that say what a sample is (`official-*`, `bad-*`, `explain-*`, `help`; also after
/// `beyond-judge-`), which a failing input of the user's program is not.
fn save_name_refusal(name: &str) -> Option<String> {
    if !is_plain_name(name) {
        return Some(format!(
            "--save {name:?}: a sample name is lowercase letters, digits and single hyphens"
        ));
    }
    let bare = name
        .strip_prefix(BEYOND_JUDGE)
        .and_then(|rest| rest.strip_prefix('-'))
        .unwrap_or(name);
    let meaning = grundy_tests::reserved_for(bare)?;
    Some(format!(
        "--save {name:?}: that name is reserved for {meaning}; choose another NAME"
    ))
}

pub fn run(mut args: Args) -> Result {
    let command = args.after_double_dash().unwrap_or_default();
    let exact = args.flag("--exact");
    let beyond = args.flag("--beyond");
    let given_cases = args.optional_number("--cases", 1..=1_000_000)?;
    let given_seed = args.optional_number("--seed", 0..=u64::MAX / 2)?;
    let given_size = args.value("--size")?;
    let replay = args.value("--input")?.map(PathBuf::from);
    let save = args.value("--save")?;
    let shrink_seconds = args.number("--shrink-seconds", 1..=86_400, SHRINK_SECONDS)?;
    let limits = LimitOptions::take(&mut args)?;
    let words = args.positional();
    let [name] = words.as_slice() else {
        bail!("stress takes one PROBLEM, then -- and your command (see --help)");
    };
    if command.is_empty() {
        bail!("give your program after --, for example: cargo xtask stress {name} -- ./a.out");
    }
    if replay.is_some() && (given_cases.is_some() || given_seed.is_some() || given_size.is_some()) {
        bail!("--input replays one file: --cases, --seed and --size do not apply to it");
    }
    if let Some(save) = &save {
        if let Some(refusal) = save_name_refusal(save) {
            bail!("{refusal}");
        }
        if samples::in_ci() {
            bail!("--save writes a sample, which never happens under CI");
        }
    }
    let largest = given_size.as_deref().map_or(Ok(Size::Small), parse_size)?;
    let problem = workspace::problem(name)?;
    workspace::build_release(std::slice::from_ref(&problem))?;
    let dir = workspace::target_dir().join("stress").join(&problem.name);
    let stress = Stress {
        ours: Binary::of(&problem),
        limits: limits.for_problem(&problem)?,
        problem,
        command,
        exact,
        beyond,
        shrink_budget: Duration::from_secs(shrink_seconds),
        dir,
    };
    if let Some(path) = replay {
        let input = fs::read(&path).context(|| format!("read {}", path.display()))?;
        let outcome = stress.try_input(input, &path.display().to_string())?;
        let label = stress.beyond_label(&outcome.input)?;
        println!("{}  {}{label}", outcome.verdict.code(), path.display());
        if outcome.verdict == Verdict::Accepted {
            println!("\n1 passed, 0 failed");
            return Ok(());
        }
        stress.report(&outcome)?;
        if let Some(save) = &save {
            stress.save(save, &outcome)?;
        }
        println!("\n0 passed, 1 failed");
        bail!("the input still fails");
    }
    let cases = given_cases.unwrap_or(200);
    let seed = given_seed.unwrap_or(1);
    // A fresh start: nothing a previous run wrote may pass for this run's failure.
    for name in FILES {
        let _ = fs::remove_file(stress.dir.join(name));
    }
    let scope = if beyond {
        "past the judge's limits too"
    } else {
        "within the judge's limits"
    };
    println!(
        "stress-testing `{}` on {cases} generated inputs of {name}, tiny up to {largest}, {scope}",
        stress.command.join(" ")
    );
    let mut slowest: Option<(Duration, Size, u64)> = None;
    let mut peak = 0;
    let mut polled = false;
    let mut size_shown = None;
    for index in 0..cases {
        let size = size_of_case(index, cases, largest);
        let case_seed = seed + index;
        let within = !beyond && size != Size::Beyond;
        if size_shown != Some(size) {
            let note = if size == Size::Beyond {
                " (past the judge's limits)"
            } else {
                ""
            };
            println!("  {index}/{cases} passed; now {size} inputs{note}");
            size_shown = Some(size);
        }
        let input = stress.ours.generate(size, case_seed, within)?;
        let outcome = stress.try_input(input, "a generated input")?;
        if size == Size::Tiny {
            if let Some(referee) = stress.ours.referee(&outcome.input)? {
                if referee != outcome.expected {
                    bail!(
                        "the workspace's solver and its referee disagree on the tiny input of seed \
                         {case_seed}: a bug here, not in your program; please report it"
                    );
                }
            }
        }
        peak = peak.max(outcome.run.peak_memory);
        polled |= outcome.run.cgroup.is_none();
        if slowest.is_none_or(|(time, _, _)| outcome.run.cpu > time) {
            slowest = Some((outcome.run.cpu, size, case_seed));
        }
        if outcome.verdict != Verdict::Accepted {
            let code = outcome.verdict.code();
            let label = stress.beyond_label(&outcome.input)?;
            stress.write(&outcome)?;
            println!(
                "\n{code} on case {} ({size} input, seed {case_seed}){label}; written to {} \
                 and shrinking it (at most {}; Ctrl-C keeps the smallest so far)...",
                index + 1,
                from_here(&stress.dir),
                runner::human(stress.shrink_budget)
            );
            let (smallest, steps, ended) = stress.shrink(outcome)?;
            let label = stress.beyond_label(&smallest.input)?;
            let how = match ended {
                Ended::Minimal(true) => "no input one step smaller within the judge's limits \
                                         fails this way"
                    .to_owned(),
                Ended::Minimal(false) => "no input one step smaller fails this way".to_owned(),
                Ended::Budget(budget) => format!(
                    "not minimal: the time budget ({}) ended the search; --shrink-seconds gives \
                     it more",
                    runner::human(budget)
                ),
                Ended::Runs => format!("not minimal: {SHRINK_RUNS} runs ended the search"),
            };
            println!(
                "{} after {steps} shrinking step{} ({} bytes of input{label}; {how}):\n",
                smallest.verdict.code(),
                if steps == 1 { "" } else { "s" },
                smallest.input.len()
            );
            stress.report(&smallest)?;
            let failed = stress.replays(&smallest)?;
            println!(
                "\nreplayed {REPLAYS} times: {} in {failed} of them{}",
                smallest.verdict.code(),
                if failed == REPLAYS {
                    ""
                } else {
                    " (a flaky failure: timing, randomness, uninitialised memory? the shrinking \
                     may have followed the flakes)"
                }
            );
            if let Some(save) = &save {
                stress.save(save, &smallest)?;
            }
            println!("\n{index} passed, 1 failed");
            bail!("{code} on a {size} input (seed {case_seed})");
        }
    }
    if let Some((time, size, case_seed)) = slowest {
        println!(
            "slowest: {} of CPU on the {size} input of seed {case_seed}; peak memory {}",
            runner::human(time),
            runner::human_bytes(peak)
        );
    }
    if save.is_some() {
        println!("no failure, so nothing was saved (--save)");
    }
    if polled {
        println!("{}", crate::cgroup::NOTICE);
    }
    println!("\n{cases} passed, 0 failed");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn save_refuses_the_names_that_say_what_a_sample_is() {
        for name in [
            "bad-wrong",
            "official-3",
            "explain-mine",
            "help",
            "beyond-judge-official-9",
        ] {
            let refusal = save_name_refusal(name).unwrap_or_else(|| panic!("{name} accepted"));
            assert!(refusal.contains("is reserved for"), "{refusal}");
        }
        for name in [
            "helpful",
            "wrong-on-one",
            "beyond-judge-long-row",
            "badly-shrunk",
        ] {
            assert_eq!(save_name_refusal(name), None, "{name}");
        }
        assert!(
            save_name_refusal("Bad")
                .unwrap()
                .contains("lowercase letters")
        );
    }

    #[test]
    fn sizes_grow_from_tiny_and_end_at_the_largest_allowed() {
        let sizes: Vec<Size> = (0..10).map(|i| size_of_case(i, 10, Size::Judge)).collect();
        assert_eq!(sizes[..5], [Size::Tiny; 5]);
        assert!(sizes.windows(2).all(|pair| pair[0] <= pair[1]), "{sizes:?}");
        assert_eq!(sizes[9], Size::Judge);
        assert!(sizes.contains(&Size::Small));
        assert!((0..50).all(|i| size_of_case(i, 50, Size::Tiny) == Size::Tiny));
        assert_eq!(size_of_case(0, 1, Size::Beyond), Size::Tiny);
        // Two cases up to judge: one tiny, then the judge size itself.
        assert_eq!(size_of_case(1, 2, Size::Judge), Size::Judge);
        assert_eq!(size_of_case(2, 4, Size::Beyond), Size::Judge);
        assert_eq!(size_of_case(3, 4, Size::Beyond), Size::Beyond);
    }
}
