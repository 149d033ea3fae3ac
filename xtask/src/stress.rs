//! `cargo xtask stress PROBLEM [--cases N] [--seed S] [--size SIZE] -- CMD [ARGS...]`: runs
//! generated inputs, growing from tiny, against the user's program, with this workspace's
//! verified solver giving the expected output (and the referee confirming it on tiny inputs).
//! At the first failing case it shrinks the input, step by step, for as long as the failure
//! (the same verdict) remains, then shows the smallest failing input and writes it, with the
//! expected and the actual output, under `target/stress/PROBLEM/`.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use grundy::Size;

use crate::args::Args;
use crate::error::{Context, Result, bail};
use crate::generate::size_option;
use crate::judge::{self, LimitOptions, Limits, Verdict};
use crate::runner::{self, Run};
use crate::tools::Binary;
use crate::workspace::{self, Problem};

pub const HELP: &str = "\
usage: cargo xtask stress PROBLEM [options] -- CMD [ARGS...]

Runs N generated inputs against your program CMD, sizes growing from tiny up to --size; the
expected output comes from this workspace's verified solver, and on tiny inputs the referee (an
exhaustive search of the real rules) confirms it. Verdicts are judge's: WA, RE, TLE, MLE.

At the first failing case it shrinks the input (fewer cases, fewer heaps or pieces, smaller
numbers; always a valid input) for as long as the same verdict remains, prints the smallest
failing input, the expected and your output, writes them to target/stress/PROBLEM/ and prints
the command that replays it. Exit status 1 when a failure was found, 0 when all N cases pass.

options:
  --cases N           how many inputs (default 200)
  --seed S            the seed of the first input; input i uses S + i (default 1)
  --size SIZE         the largest size: tiny, small, judge or past (default small)
  --input FILE        run only this input (replaying a failure) instead of generated ones
  --time-limit MS     the time limit in milliseconds (default: the problem's judge limit)
  --memory-limit MIB  the memory limit in MiB (default: the problem's judge limit)
  --exact             compare the output byte for byte
  --help              print this help";

/// At most this many runs of the user's program while shrinking.
const SHRINK_BUDGET: usize = 3000;

/// Inputs up to this many bytes are printed in full.
const SHOWN_INPUT: usize = 1200;

/// The size of case `index` of `count`, growing from tiny up to `largest`: half the cases tiny,
/// then small, judge and past in turn among the sizes allowed.
fn size_of_case(index: u64, count: u64, largest: Size) -> Size {
    let allowed: Vec<Size> = Size::ALL.into_iter().filter(|&s| s <= largest).collect();
    if allowed.len() == 1 || index * 2 < count {
        return Size::Tiny;
    }
    let rest = &allowed[1..];
    let step = (count - count / 2).div_ceil(rest.len() as u64).max(1);
    rest[(((index - count / 2) / step) as usize).min(rest.len() - 1)]
}

/// One case and how the user's program did on it.
struct Outcome {
    input: Vec<u8>,
    expected: Vec<u8>,
    run: Run,
    verdict: Verdict,
}

/// The settings of one stress run.
struct Stress {
    problem: Problem,
    ours: Binary,
    command: Vec<String>,
    limits: Limits,
    exact: bool,
}

impl Stress {
    /// Runs the user's program on `input`, with our verified output as the expected one.
    fn try_input(&self, input: Vec<u8>) -> Result<Outcome> {
        let expected = self.ours.solve(&input)?.stdout;
        let (program, args) = self.command.split_first().expect("a command was given");
        let run = runner::run(Path::new(program), args, input.clone(), self.limits.time)?;
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

    /// Shrinks a failing case while the same verdict remains; returns the smallest one and how
    /// many steps it took.
    fn shrink(&self, failing: Outcome) -> Result<(Outcome, usize)> {
        let mut smallest = failing;
        let (mut steps, mut runs) = (0, 0);
        'smaller: loop {
            for candidate in self.ours.shrink(&smallest.input)? {
                if runs == SHRINK_BUDGET {
                    break 'smaller;
                }
                runs += 1;
                let outcome = self.try_input(candidate)?;
                if outcome.verdict.code() == smallest.verdict.code() {
                    smallest = outcome;
                    steps += 1;
                    continue 'smaller;
                }
            }
            break;
        }
        Ok((smallest, steps))
    }

    /// Reports a failure, writes its files and prints the command that replays it.
    fn report(&self, outcome: &Outcome) -> Result {
        let dir = workspace::target_dir()
            .join("stress")
            .join(&self.problem.name);
        fs::create_dir_all(&dir).context(|| format!("create {}", dir.display()))?;
        let files = [
            ("input.txt", &outcome.input),
            ("expected.txt", &outcome.expected),
            ("got.txt", &outcome.run.stdout),
        ];
        for (name, bytes) in files {
            let path = dir.join(name);
            fs::write(&path, bytes).context(|| format!("write {}", path.display()))?;
        }
        let text = String::from_utf8_lossy(&outcome.input);
        if outcome.input.len() <= SHOWN_INPUT {
            println!("input:\n{}", indent(&text));
        } else {
            println!("input: {} bytes (see input.txt)", outcome.input.len());
        }
        let expected = String::from_utf8_lossy(&outcome.expected);
        let got = String::from_utf8_lossy(&outcome.run.stdout);
        match &outcome.verdict {
            Verdict::WrongAnswer(_) if expected.len() + got.len() <= 2 * SHOWN_INPUT => {
                println!("expected:\n{}got:\n{}", indent(&expected), indent(&got));
            }
            Verdict::WrongAnswer(diff) => println!("{}", diff.trim_end()),
            Verdict::RuntimeError(what) => println!("{what}"),
            Verdict::TimeLimit => println!("killed after {}", runner::human(self.limits.time)),
            Verdict::MemoryLimit => println!(
                "peak memory {} (limit {})",
                runner::human_bytes(outcome.run.peak_memory),
                runner::human_bytes(self.limits.memory)
            ),
            Verdict::Accepted => {}
        }
        let shown = dir
            .strip_prefix(workspace::root())
            .unwrap_or(&dir)
            .display()
            .to_string();
        println!("\nwritten: {shown}/input.txt, expected.txt, got.txt");
        println!(
            "replay:  cargo xtask stress {} --input {shown}/input.txt -- {}",
            self.problem.name,
            self.command.join(" ")
        );
        Ok(())
    }
}

fn indent(text: &str) -> String {
    text.lines().map(|line| format!("    {line}\n")).collect()
}

pub fn run(mut args: Args) -> Result {
    let command = args.after_double_dash().unwrap_or_default();
    let exact = args.flag("--exact");
    let cases = args.number("--cases", 1..=1_000_000, 200)?;
    let seed = args.number("--seed", 0..=u64::MAX / 2, 1)?;
    let largest = size_option(&mut args, Size::Small)?;
    let replay = args.value("--input")?.map(PathBuf::from);
    let limits = LimitOptions::take(&mut args)?;
    let words = args.positional()?;
    let [name] = words.as_slice() else {
        bail!("stress takes one PROBLEM, then -- and your command (see --help)");
    };
    if command.is_empty() {
        bail!("give your program after --, for example: cargo xtask stress {name} -- ./a.out");
    }
    let problem = workspace::problem(name)?;
    workspace::build_release(std::slice::from_ref(&problem))?;
    let stress = Stress {
        ours: Binary::of(&problem),
        limits: limits.for_problem(&problem)?,
        problem,
        command,
        exact,
    };
    if let Some(path) = replay {
        let input = fs::read(&path).context(|| format!("read {}", path.display()))?;
        let outcome = stress.try_input(input)?;
        println!("{}  {}", outcome.verdict.code(), path.display());
        if outcome.verdict == Verdict::Accepted {
            println!("\n1 passed, 0 failed");
            return Ok(());
        }
        stress.report(&outcome)?;
        println!("\n0 passed, 1 failed");
        bail!("the input still fails");
    }
    println!(
        "stress-testing `{}` on {cases} generated inputs of {name}, tiny up to {largest}",
        stress.command.join(" ")
    );
    let mut slowest: Option<(Duration, Size, u64)> = None;
    let mut peak = 0;
    let mut size_shown = None;
    for index in 0..cases {
        let size = size_of_case(index, cases, largest);
        let case_seed = seed + index;
        if size_shown != Some(size) {
            println!("  {index}/{cases} passed; now {size} inputs");
            size_shown = Some(size);
        }
        let input = stress.ours.generate(size, case_seed)?;
        let outcome = stress.try_input(input)?;
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
        if slowest.is_none_or(|(time, _, _)| outcome.run.elapsed > time) {
            slowest = Some((outcome.run.elapsed, size, case_seed));
        }
        if outcome.verdict != Verdict::Accepted {
            let code = outcome.verdict.code();
            println!(
                "\n{code} on case {} ({size} input, seed {case_seed}); shrinking it...",
                index + 1
            );
            let (smallest, steps) = stress.shrink(outcome)?;
            println!(
                "{} after {steps} shrinking step{} ({} bytes of input):\n",
                smallest.verdict.code(),
                if steps == 1 { "" } else { "s" },
                smallest.input.len()
            );
            stress.report(&smallest)?;
            println!("\n{index} passed, 1 failed");
            bail!("{code} on a {size} input (seed {case_seed})");
        }
    }
    if let Some((time, size, case_seed)) = slowest {
        println!(
            "slowest: {} on the {size} input of seed {case_seed}; peak memory {}",
            runner::human(time),
            runner::human_bytes(peak)
        );
    }
    println!("\n{cases} passed, 0 failed");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_grow_from_tiny_and_stop_at_the_largest_allowed() {
        let sizes: Vec<Size> = (0..10).map(|i| size_of_case(i, 10, Size::Judge)).collect();
        assert_eq!(sizes[..5], [Size::Tiny; 5]);
        assert!(sizes.windows(2).all(|pair| pair[0] <= pair[1]), "{sizes:?}");
        assert_eq!(sizes[9], Size::Judge);
        assert!(sizes.contains(&Size::Small));
        assert!((0..50).all(|i| size_of_case(i, 50, Size::Tiny) == Size::Tiny));
        assert_eq!(size_of_case(0, 1, Size::Past), Size::Tiny);
    }
}
