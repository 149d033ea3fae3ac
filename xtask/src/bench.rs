//! `cargo xtask bench [--runs N] [--markdown] [--save NAME] [--compare NAME] [PROBLEM...]`: time
//! every problem binary on its generator's named bench cases (the judge's maximum and worst
//! cases, and rows past the judge), built into `target/bench-inputs/` the same way every time.
//!
//! Per case: the median, fastest and slowest wall time of N runs, the peak memory of any run,
//! the input's size, and the reading floor (the median time of the same binary's scanner reading
//! every token of the input and doing nothing else) with the ratio to it. A case meant to end in
//! an input error passes only if it does; any other case only if it is answered.
//!
//! Besides, rows for core's engines: certifying octal periods through `cargo xtask explore`
//! (`explore`), and the nim product's rate in release code ([`nim_product`]).
//!
//! Medians, not means: these machines are shared and noisy. Nothing here asserts a time.

mod nim_product;

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use harness::Size;

use crate::bench_record::{Record, Row};
use lab::args::{Args, Opt, Section, Spec};
use lab::error::{Context, Result, bail};
use lab::runner;
use lab::tools::{BenchCase, Binary};
use lab::workspace::{self, Problem};

pub const SPEC: Spec = Spec {
    name: "bench",
    arguments: "[--runs N] [--markdown] [--save NAME] [--compare NAME] [PROBLEM... | explore | nim-product]",
    summary: "time every problem on its bench cases (median, min, max, peak memory, reading floor), and core's octal engine and nim products a second, as a table, Markdown or a saved record",
    about: "Times every problem's release binary (or the named problems') on its generator's bench cases:
the judge's maximum and worst cases, each also with --explain, and the rows past the judge.
Inputs are built into target/bench-inputs/, the same bytes every time. Per case: median,
fastest and slowest of N runs, peak memory, input size, and the reading floor (the binary's
scanner reading every token and nothing else) with the ratio to it. A case that must end in
an input error (a limit, a search budget) passes only if it does. Nothing is asserted about
time: these machines are shared and noisy. Exit status 1 if a case did not end as expected.
With no name, or the name `explore`, it also times core's octal engine through
`cargo xtask explore`: certifying the periods of .16 and .354 (about 10 s a run), .6 and
Grundy's game to 2^21 values (seconds each), and .007 (Treblecross) to 2^20 (about 20 s on
two cores). With no
name, or the name `nim-product`, it also times core's nim multiplication (grundy::nim_product)
in release code (it builds xtask in release for that): 10^7 products of 64-bit nimbers chained,
each on the last one's result, and 10^7 independent ones, a run each; the rate at the median
is the row's result.",
    sections: &[
        Section {
            title: "options",
            options: &[
                // Hidden: the release build of xtask times nim products with it.
                Opt {
                    name: nim_product::MEASURE,
                    value: None,
                    help: "",
                },
                Opt {
                    name: "--runs",
                    value: Some("N"),
                    help: "runs per case, 1 to 1000 (default 5)",
                },
                Opt {
                    name: "--markdown",
                    value: None,
                    help: "print the table as Markdown (for docs/benchmark.md), with the date and machine",
                },
                Opt {
                    name: "--save",
                    value: Some("NAME"),
                    help: "keep this run as target/bench/NAME.json",
                },
                Opt {
                    name: "--compare",
                    value: Some("NAME"),
                    help: "print the change of each case's median against target/bench/NAME.json",
                },
            ],
        },
    ],
    after: "",
};

/// A run longer than this is stopped and reported.
const TIME_LIMIT: Duration = Duration::from_secs(300);

/// The name that asks for the rows of core's engines.
const ENGINES: &str = "explore";

/// A row that times one of core's engines through `cargo xtask explore`, the command a user
/// runs: its arguments, what it is, the words its output must hold, and the row's result
/// when it does.
struct EngineCase {
    args: &'static [&'static str],
    about: &'static str,
    expect: &'static str,
    result: &'static str,
}

/// Certifying the periods of the octal games at the published frontier, the values of two
/// games whose period nothing here proves, as far as the anchors tabulate them (2^21), and
/// Treblecross's, whose rare values are many (the case where a second core helps).
const ENGINE_CASES: [EngineCase; 5] = [
    EngineCase {
        args: &["explore", "--octal", ".16"],
        about: "certify .16's period, 149,459 from 105,351 (517,504 values)",
        expect: "proved: g(n + 149459) = g(n) for every n >= 105351",
        result: "proved",
    },
    EngineCase {
        args: &["explore", "--octal", ".354", "--to", "21000000"],
        about: "certify .354's period, 1,180 from 10,061,916 (20.1 million values)",
        expect: "proved: g(n + 1180) = g(n) for every n >= 10061916",
        result: "proved",
    },
    EngineCase {
        args: &["explore", "--octal", ".6", "--to", "2097152"],
        about: ".6 to 2^21: rare mask 0x1ee, 1,584 rare values, none past 20,627",
        expect: "computed: g(0..=2097152) with core's octal engine",
        result: "computed",
    },
    EngineCase {
        args: &["explore", "--grundy", "--to", "2097152"],
        about: "Grundy's game to 2^21: rare mask 0xfe, 1,274 rare values, none past 82,860",
        expect: "computed: g(0..=2097152) with core's sparse-space engine",
        result: "computed",
    },
    EngineCase {
        args: &["explore", "--octal", ".007", "--to", "1048576"],
        about: ".007 (Treblecross) to 2^20: rare mask 0x7b8, some 22,000 rare values",
        expect: "computed: g(0..=1048576) with core's octal engine",
        result: "computed",
    },
];

pub fn run(mut args: Args) -> Result {
    // The release build's hidden measurement for the nim-product rows (see that module).
    if args.flag(nim_product::MEASURE) {
        println!("{}", nim_product::measure(nim_product::PRODUCTS).line());
        return Ok(());
    }
    let runs = args.number("--runs", 1..=1000, 5)? as usize;
    let markdown = args.flag("--markdown");
    let save = args.value("--save")?;
    let compare = args.value("--compare")?;
    let mut names = args.positional();
    // `explore` and `nim-product` name the rows of core's engines; no name at all runs every
    // row.
    let engines = names.is_empty() || names.iter().any(|name| name == ENGINES);
    let products = names.is_empty() || names.iter().any(|name| name == nim_product::NAME);
    let only_engines = !names.is_empty()
        && names
            .iter()
            .all(|name| name == ENGINES || name == nim_product::NAME);
    names.retain(|name| name != ENGINES && name != nim_product::NAME);
    // Read the old record first: a bad name fails before minutes of timing.
    let before = compare.as_deref().map(Record::load).transpose()?;
    let problems = match only_engines {
        true => Vec::new(),
        false => workspace::problems(&names)?,
    };
    if !problems.is_empty() {
        workspace::build_release(&problems)?;
    }
    let mut record = Record::now(runs);
    if !markdown {
        println!("{}", Row::header(runs));
    }
    for problem in &problems {
        let binary = Binary::of(problem);
        for case in binary.bench_cases()? {
            let input = bench_input(problem, &binary, &case)?;
            let floor = read_floor(&binary, &input, runs)?;
            let mut variants = vec![(case.name.clone(), Vec::new())];
            if case.size == Size::Judge && case.error.is_none() {
                variants.push((format!("{} --explain", case.name), vec!["--explain".into()]));
            }
            for (name, args) in variants {
                let row = time_case(problem, &case, name, &args, &input, floor, runs)?;
                if !markdown {
                    println!("{}", row.line());
                }
                record.rows.push(row);
            }
        }
    }
    if engines {
        for case in &ENGINE_CASES {
            let row = time_engine(case, runs)?;
            if !markdown {
                println!("{}", row.line());
            }
            record.rows.push(row);
        }
    }
    if products {
        for row in nim_product::rows(runs)? {
            if !markdown {
                println!("{}", row.line());
            }
            record.rows.push(row);
        }
    }
    if markdown {
        print!("{}", record.markdown());
    }
    if let Some(before) = &before {
        print!("\n{}", record.compare(before));
    }
    if let Some(name) = &save {
        let path = record.save(name)?;
        let shown = path
            .strip_prefix(workspace::root())
            .unwrap_or(&path)
            .display();
        // On stderr with --markdown, so that stdout is the table and nothing else.
        if markdown {
            eprintln!("saved {shown}");
        } else {
            println!("\nsaved {shown}");
        }
    }
    let failed: Vec<&Row> = record.rows.iter().filter(|row| !row.passed).collect();
    if !failed.is_empty() {
        for row in &failed {
            eprintln!("{}: {}", row.case, row.result);
        }
        bail!("{} case(s) did not end as expected", failed.len());
    }
    Ok(())
}

/// The input of `case`, written by the generator into `target/bench-inputs/<problem>/<case>.in`
/// (the same bytes every time). The runs read it from there: the bench never holds an input in
/// memory, which would count in every program's peak memory.
fn bench_input(problem: &Problem, binary: &Binary, case: &BenchCase) -> Result<PathBuf> {
    let dir = workspace::target_dir()
        .join("bench-inputs")
        .join(&problem.name);
    fs::create_dir_all(&dir).context(|| format!("create {}", dir.display()))?;
    let path = dir.join(format!("{}.in", case.name));
    binary.write_bench_input(&case.name, &path)?;
    Ok(path)
}

/// The median time of the binary's scanner reading every token of `input`.
fn read_floor(binary: &Binary, input: &Path, runs: usize) -> Result<Duration> {
    let times = (0..runs)
        .map(|_| Ok(binary.read_floor(input)?.elapsed))
        .collect::<Result<Vec<_>>>()?;
    Ok(spread(times).0)
}

/// Runs one case `runs` times: its times, peak memory and whether it ended as expected.
fn time_case(
    problem: &Problem,
    case: &BenchCase,
    name: String,
    args: &[String],
    input: &Path,
    floor: Duration,
    runs: usize,
) -> Result<Row> {
    let mut times = Vec::with_capacity(runs);
    let mut peak = 0;
    let mut result = String::new();
    let mut passed = true;
    for _ in 0..runs {
        let run = runner::time_from_file(
            &problem.binary(),
            args,
            input,
            &runner::Limits::generous(TIME_LIMIT),
        )?;
        times.push(run.elapsed);
        peak = peak.max(run.peak_memory);
        let stderr = String::from_utf8_lossy(&run.stderr);
        let (ok, what) = if run.timed_out() {
            (
                false,
                format!("stopped after {}", runner::human(TIME_LIMIT)),
            )
        } else {
            match (&case.error, run.status) {
                (None, Some(0)) => (true, "answered".to_owned()),
                (Some(words), Some(1)) if stderr.contains(words.as_str()) => {
                    (true, "expected error".to_owned())
                }
                (Some(words), _) => (
                    false,
                    format!("expected an error saying {words:?}, got {}", ending(&run)),
                ),
                (None, _) => (false, format!("expected an answer, got {}", ending(&run))),
            }
        };
        passed &= ok;
        result = what;
        if run.timed_out() {
            break;
        }
    }
    let (median, min, max) = spread(times);
    Ok(Row {
        case: format!("{}/{name}", problem.name),
        size: case.size,
        about: case.about.clone(),
        input_bytes: fs::metadata(input)
            .context(|| format!("read {}", input.display()))?
            .len(),
        median,
        min,
        max,
        peak_memory: peak,
        floor,
        passed,
        result,
    })
}

/// Runs `cargo xtask explore` (this binary) as `case` asks, `runs` times: a row named
/// `explore/<arguments>`, with no input and no reading floor.
fn time_engine(case: &EngineCase, runs: usize) -> Result<Row> {
    let xtask = std::env::current_exe().context(|| "find the xtask binary".to_owned())?;
    let args: Vec<String> = case.args.iter().map(|arg| arg.to_string()).collect();
    let mut times = Vec::with_capacity(runs);
    let (mut peak, mut passed, mut result) = (0, true, String::new());
    for _ in 0..runs {
        let run = runner::run(
            &xtask,
            &args,
            Vec::new(),
            &runner::Limits::generous(TIME_LIMIT),
        )?;
        times.push(run.elapsed);
        peak = peak.max(run.peak_memory);
        let said = String::from_utf8_lossy(&run.stdout).contains(case.expect);
        (passed, result) = match (run.timed_out(), run.status, said) {
            (true, ..) => (
                false,
                format!("stopped after {}", runner::human(TIME_LIMIT)),
            ),
            (false, Some(0), true) => (passed, case.result.to_owned()),
            _ => (
                false,
                format!("expected {:?}, got {}", case.expect, ending(&run)),
            ),
        };
        if run.timed_out() {
            break;
        }
    }
    let (median, min, max) = spread(times);
    Ok(Row {
        case: format!("{ENGINES}/{}", case.args[1..].join(" ")),
        size: Size::Beyond,
        about: case.about.to_owned(),
        input_bytes: 0,
        median,
        min,
        max,
        peak_memory: peak,
        floor: Duration::ZERO,
        passed,
        result,
    })
}

/// The median, fastest and slowest of `times` (at least one).
fn spread(mut times: Vec<Duration>) -> (Duration, Duration, Duration) {
    times.sort();
    (times[times.len() / 2], times[0], times[times.len() - 1])
}

/// How a run ended, in a few words: its exit status and first line of stderr.
fn ending(run: &runner::Run) -> String {
    let stderr = String::from_utf8_lossy(&run.stderr);
    let first = stderr.lines().next().unwrap_or("");
    match run.status {
        Some(code) => format!("exit {code} {first:?}"),
        None => format!("signal {}", run.signal.unwrap_or(0)),
    }
}
