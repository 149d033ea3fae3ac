//! Developer commands for this workspace, run as `cargo xtask <command>`; each command is a
//! plain function in its own module and has `--help`.
//!
//! - `check-samples`: run problem binaries on their samples; compare with the `.out` files and,
//!   for the samples rejected, the insta snapshots of their exit status and stderr; `--accept`
//!   updates what the binary's own words decide (snapshots, `help` and `explain-*` outputs).
//! - `bench`: time problem binaries on their generators' bench cases, as a record.
//! - `new NAME`: scaffold a new problem crate under `problems/`.
//! - `todo [PROBLEM...]`: what a problem crate still lacks (the layout check's list).
//! - `judge PROBLEM -- CMD`: run the user's own program on the samples, as a judge would.
//! - `gen PROBLEM`: print one generated input.
//! - `stress PROBLEM -- CMD`: generated inputs against the user's program, failures shrunk.
//! - `explore (--octal CODE | --hex CODE | --grundy | --subtract SET | PROBLEM)`: a game's
//!   Grundy values, P-positions and pattern, a period said to be proved only when a theorem
//!   proves it.

mod args;
mod bench;
mod bench_record;
mod check_samples;
mod diff;
mod error;
mod explore;
mod generate;
mod judge;
mod measure;
mod new;
mod runner;
mod snapshots;
mod stress;
mod todo;
mod tools;
mod workspace;

use std::process::ExitCode;

use args::Args;

const USAGE: &str = "\
usage: cargo xtask <command> [options]

commands:
  check-samples [--accept] [PROBLEM | PROBLEM/CASE]...
                 run every sample (or the named problems or cases); compare with the .out
                 files and the snapshots of the rejected ones; ends with \"N passed, M
                 failed\"; --accept updates snapshots and the help and explain-* outputs
  bench [--runs N] [--markdown] [--save NAME] [--compare NAME] [PROBLEM | explore | nim-product]...
                 time every problem on its bench cases (median, min, max, peak memory,
                 reading floor), and core's octal engine and nim products a second, as a
                 table, Markdown or a saved record
  new NAME       scaffold problems/NAME, a crate that builds and passes at once
  todo [PROBLEM...]
                 what each problem still lacks, with the README step that adds it
  judge PROBLEM [--time-limit MS] [--memory-limit MIB] [--exact] [--beyond] -- CMD [ARGS...]
                 run your own program on the problem's samples and judge-size cases as a
                 judge would: AC, WA, RE, TLE (CPU time), MLE or OLE per case
  gen PROBLEM [--seed S] [--size tiny|small|judge|beyond] [--beyond]
                 print one generated input
  stress PROBLEM [--cases N] [--seed S] [--size SIZE] [--beyond] [--save NAME] -- CMD
                 run generated inputs against your program; shrink the first failure
  explore (--octal CODE | --hex CODE | --grundy | --subtract SET | PROBLEM [--input FILE])
          [--to N] [--show K] [--svg FILE]
                 a game's Grundy values, its P-positions and its period: proved by a
                 theorem, or said to be only seen (not proved)
  help           print this help

`cargo xtask <command> --help` says more about each. Options take their value as `--runs 5`
or `--runs=5`.";

/// A command: its help text and the function that runs it.
type Command = (&'static str, fn(Args) -> error::Result);

fn command(name: &str) -> Option<Command> {
    Some(match name {
        "check-samples" => (check_samples::HELP, check_samples::run),
        "bench" => (bench::HELP, bench::run),
        "new" => (new::HELP, new::run),
        "judge" => (judge::HELP, judge::run),
        "gen" => (generate::HELP, generate::run),
        "stress" => (stress::HELP, stress::run),
        "explore" => (explore::HELP, explore::run),
        "todo" => (todo::HELP, todo::run),
        _ => return None,
    })
}

fn main() -> ExitCode {
    snapshots::quiet_broken_pipes();
    let words: Vec<String> = std::env::args().skip(1).collect();
    let Some((name, rest)) = words.split_first() else {
        eprintln!("{USAGE}");
        return ExitCode::FAILURE;
    };
    if name == measure::SUBCOMMAND {
        return measure::main(rest); // the runner's launcher: see runner.rs
    }
    if matches!(name.as_str(), "help" | "--help" | "-h") {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let Some((help, run)) = command(name) else {
        if name == "write-outputs" {
            eprintln!("error: write-outputs is now `cargo xtask check-samples --accept`");
            return ExitCode::FAILURE;
        }
        eprintln!("error: unknown command {name:?}\n\n{USAGE}");
        return ExitCode::FAILURE;
    };
    let args = Args::new(rest);
    if args.wants_help() {
        println!("{help}");
        return ExitCode::SUCCESS;
    }
    match run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}
