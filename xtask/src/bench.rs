//! `cargo xtask bench [--runs N] [PROBLEM...]`: time every problem binary on its answered
//! samples and on its `bench/*.in` inputs (inputs past the judge's limits, timing only), and
//! print the median, fastest and slowest of N runs (default 5) for each.
//!
//! Medians, not means: these machines are shared and noisy. Nothing here asserts a time. A run
//! that exits with an error is timed all the same and its error shown beside the time.

use std::fs;
use std::path::PathBuf;
use std::time::Duration;

use grundy::Size;
use grundy_tests::Sample;

use crate::args::Args;
use crate::error::{Context, Result, bail};
use crate::runner;
use crate::tools::Binary;
use crate::workspace::{self, Problem};

pub const HELP: &str = "\
usage: cargo xtask bench [--runs N] [PROBLEM...]

Times every problem's release binary (or the named problems') on its answered samples, its
bench/*.in inputs, and its generator's judge-size and past-the-judge inputs (seed 1, built into
target/bench-inputs/), each plain and with --explain, and prints the median, fastest and
slowest of N runs and the peak memory of any run. Nothing is asserted: these machines are
shared and noisy. A bench input that ends in an input error on purpose shows the error beside
its time.

options:
  --runs N   runs per case, 1 to 1000 (default 5)
  --help     print this help";

/// The problem's generated judge-size and past-the-judge inputs (seed 1), written once into
/// `target/bench-inputs/<problem>/generated/` (the same bytes every time) and read back as cases.
fn generated_inputs(problem: &Problem) -> Result<Vec<Sample>> {
    let dir = workspace::target_dir()
        .join("bench-inputs")
        .join(&problem.name)
        .join("generated");
    fs::create_dir_all(&dir).context(|| format!("create {}", dir.display()))?;
    let binary = Binary::of(problem);
    let mut cases = Vec::new();
    for size in [Size::Judge, Size::Past] {
        let path = dir.join(format!("{size}-1.in"));
        if !path.is_file() {
            let input = binary.generate(size, 1)?;
            fs::write(&path, input).context(|| format!("write {}", path.display()))?;
        }
        cases.push(Sample::read(path).context(|| format!("read {}", problem.name))?);
    }
    Ok(cases)
}

/// The `.in` files of `problem`'s `bench/` folder, sorted (none if it has no such folder).
fn bench_inputs(problem: &Problem) -> Result<Vec<PathBuf>> {
    let dir = problem.dir.join("bench");
    if !dir.is_dir() {
        return Ok(Vec::new());
    }
    let mut inputs: Vec<PathBuf> = fs::read_dir(&dir)
        .context(|| format!("list {}", dir.display()))?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "in"))
        .collect();
    inputs.sort();
    Ok(inputs)
}

/// A run longer than this is stopped and reported.
const TIME_LIMIT: Duration = Duration::from_secs(300);

pub fn run(mut args: Args) -> Result {
    let runs = args.number("--runs", 1..=1000, 5)? as usize;
    let names = args.positional()?;
    let problems = workspace::problems(&names)?;
    workspace::build_release(&problems)?;
    println!(
        "{:<72} {:>10} {:>10} {:>10} {:>10}",
        format!("case ({runs} runs each)"),
        "median",
        "min",
        "max",
        "peak mem"
    );
    let mut stopped = 0;
    for problem in &problems {
        let samples = Sample::read_all(&problem.dir)
            .context(|| format!("read the samples of {}", problem.name))?;
        let mut cases: Vec<Sample> = samples.into_iter().filter(|s| !s.is_bad()).collect();
        for path in bench_inputs(problem)? {
            cases.push(Sample::read(path).context(|| format!("read {}", problem.name))?);
        }
        cases.extend(generated_inputs(problem)?);
        for sample in &cases {
            let folder = sample
                .path
                .parent()
                .and_then(|dir| dir.file_name())
                .map_or_else(String::new, |dir| dir.to_string_lossy().into_owned());
            let label = format!("{}/{folder}/{}", problem.name, sample.name);
            let explained: Vec<String> = sample
                .args
                .iter()
                .cloned()
                .chain(["--explain".to_owned()])
                .collect();
            // Each case plain, then with --explain (one winning move described per case).
            let mut variants = vec![(label.clone(), &sample.args)];
            if !sample.args.iter().any(|arg| arg.starts_with("--")) {
                variants.push((format!("{label} --explain"), &explained));
            }
            for (label, args) in variants {
                if !time_case(problem, &label, args, &sample.input, runs)? {
                    stopped += 1;
                }
            }
        }
    }
    if stopped > 0 {
        bail!(
            "{stopped} case(s) were stopped after {}",
            runner::human(TIME_LIMIT)
        );
    }
    Ok(())
}

/// Runs one case `runs` times and prints its median, fastest and slowest time; `false` if a run
/// was stopped at the time limit.
fn time_case(
    problem: &Problem,
    label: &str,
    args: &[String],
    input: &[u8],
    runs: usize,
) -> Result<bool> {
    let mut times = Vec::with_capacity(runs);
    let mut peak = 0;
    let mut last = None;
    for _ in 0..runs {
        let run = runner::run(&problem.binary(), args, input.to_vec(), TIME_LIMIT)?;
        if run.timed_out {
            println!("{label:<72} stopped after {}", runner::human(TIME_LIMIT));
            return Ok(false);
        }
        times.push(run.elapsed);
        peak = peak.max(run.peak_memory);
        last = Some(run);
    }
    let Some(last) = last else {
        return Ok(true);
    };
    times.sort();
    // A bench input may end in an input error on purpose (timing the search up to a limit):
    // say so, with the error, instead of hiding it.
    let note = match last.status {
        Some(0) => String::new(),
        status => format!(
            "  (exit {}: {})",
            status.map_or("killed".to_owned(), |code| code.to_string()),
            String::from_utf8_lossy(&last.stderr).trim_end()
        ),
    };
    println!(
        "{label:<72} {:>10} {:>10} {:>10} {:>10}{note}",
        runner::human(times[times.len() / 2]),
        runner::human(times[0]),
        runner::human(times[times.len() - 1]),
        runner::human_bytes(peak)
    );
    Ok(true)
}
