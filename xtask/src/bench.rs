//! `cargo xtask bench [--runs N] [PROBLEM...]`: time every problem binary on its answered
//! samples and on its `bench/*.in` inputs (inputs past the judge's limits, timing only), and
//! print the median, fastest and slowest of N runs (default 5) for each.
//!
//! Medians, not means: these machines are shared and noisy. Nothing here asserts a time. A run
//! that exits with an error is timed all the same and its error shown beside the time.

use std::fs;
use std::time::Duration;

use crate::runner;
use crate::workspace;

/// A run longer than this is stopped and reported.
const TIME_LIMIT: Duration = Duration::from_secs(300);

pub fn run(args: &[String]) -> Result<bool, String> {
    let mut runs = 5usize;
    let mut names = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--runs" => {
                runs = args
                    .next()
                    .and_then(|value| value.parse().ok())
                    .filter(|&runs| (1..=1000).contains(&runs))
                    .ok_or("--runs takes a whole number from 1 to 1000")?;
            }
            flag if flag.starts_with('-') => return Err(format!("unknown option {flag:?}")),
            name => names.push(name.to_owned()),
        }
    }
    let problems = workspace::problems(&names)?;
    workspace::build_release(&problems)?;
    println!(
        "{:<64} {:>10} {:>10} {:>10}",
        format!("case ({runs} runs each)"),
        "median",
        "min",
        "max"
    );
    let mut all_ok = true;
    for problem in &problems {
        let mut inputs: Vec<_> = problem
            .inputs_in("samples")?
            .into_iter()
            .filter(|input| input.with_extension("out").is_file())
            .collect();
        inputs.extend(problem.inputs_in("bench")?);
        for input_path in inputs {
            let input = fs::read(&input_path)
                .map_err(|e| format!("cannot read {}: {e}", input_path.display()))?;
            let args: Vec<String> = fs::read_to_string(input_path.with_extension("args"))
                .map(|text| text.split_whitespace().map(str::to_owned).collect())
                .unwrap_or_default();
            let folder = input_path
                .parent()
                .and_then(|dir| dir.file_name())
                .map_or_else(String::new, |dir| dir.to_string_lossy().into_owned());
            let case = input_path
                .file_stem()
                .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
            let label = format!("{}/{folder}/{case}", problem.name);
            let mut times = Vec::with_capacity(runs);
            let mut last = None;
            for _ in 0..runs {
                let run = runner::run(&problem.binary(), &args, input.clone(), TIME_LIMIT)?;
                if run.timed_out {
                    break;
                }
                times.push(run.elapsed);
                last = Some(run);
            }
            let Some(last) = last.filter(|_| times.len() == runs) else {
                all_ok = false;
                println!("{label:<64} stopped after {}", runner::human(TIME_LIMIT));
                continue;
            };
            times.sort();
            // A bench input may end in an input error on purpose (timing the search up to a
            // limit): say so, with the error, instead of hiding it.
            let note = match last.status {
                Some(0) => String::new(),
                status => format!(
                    "  (exit {}: {})",
                    status.map_or("killed".to_owned(), |code| code.to_string()),
                    String::from_utf8_lossy(&last.stderr).trim_end()
                ),
            };
            println!(
                "{label:<64} {:>10} {:>10} {:>10}{note}",
                runner::human(times[times.len() / 2]),
                runner::human(times[0]),
                runner::human(times[times.len() - 1])
            );
        }
    }
    Ok(all_ok)
}
