//! Developer commands for this workspace, run as `cargo xtask <command>`.
//!
//! - `check-samples [--accept] [PROBLEM...]`: run every problem binary on every sample, compare
//!   with the expected output and the insta snapshots.
//! - `bench [--runs N] [PROBLEM...]`: time every problem binary on its samples and bench inputs,
//!   reporting medians.
//! - `new NAME`: scaffold a new problem crate under `problems/`.
//!
//! Each command is a plain function in its own module; the only dependency is insta.

mod bench;
mod check_samples;
mod diff;
mod new;
mod runner;
mod workspace;

use std::process::ExitCode;

const USAGE: &str = "\
usage: cargo xtask <command>

commands:
  check-samples [--accept] [PROBLEM...]  run every sample of every problem (or the named ones),
                                         compare with the .out files and the insta snapshots;
                                         --accept writes changed snapshots instead of failing
  bench [--runs N] [PROBLEM...]          time every problem on its samples and bench/ inputs,
                                         printing the median of N runs (default 5)
  new NAME                               scaffold problems/NAME, a crate that builds at once";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (command, rest) = match args.split_first() {
        Some((command, rest)) => (command.as_str(), rest),
        None => {
            eprintln!("{USAGE}");
            return ExitCode::FAILURE;
        }
    };
    let result = match command {
        "check-samples" => check_samples::run(rest),
        "bench" => bench::run(rest),
        "new" => new::run(rest),
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(true)
        }
        other => Err(format!("unknown command {other:?}\n\n{USAGE}")),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}
