//! The maintainers' commands for this workspace, run as `cargo xtask <command>`; each command
//! is a plain function in its own module and has `--help`.
//!
//! - `check-samples`: run problem binaries on their samples; compare with the `.out` files and,
//!   for the samples rejected, the insta snapshots of their exit status and stderr; `--accept`
//!   updates what the binary's own words decide (snapshots, `help` and `explain-*` outputs).
//! - `bench`: time problem binaries on their bench cases, as a record.
//! - `new NAME`: scaffold a new problem crate under `problems/`.
//! - `todo [PROBLEM...]`: what a problem crate still lacks (the layout check's list).
//!
//! The user's tools (`judge`, `stress`, `gen`, `explore`, `sum`, `play`) are the `lab` crate's
//! (`xtask/lab/`, `cargo lab`); `cargo xtask` runs them under the same names.

mod bench;
mod bench_record;
mod check_samples;
mod new;
mod snapshots;
mod todo;

use std::process::ExitCode;

use lab::args::{Spec, commands_help};

/// The maintainers' commands, in the order `cargo xtask help` lists them.
const COMMANDS: [&Spec; 4] = [&check_samples::SPEC, &bench::SPEC, &new::SPEC, &todo::SPEC];

/// What `cargo xtask help` prints: each command's usage and summary, from its declaration.
fn usage() -> String {
    format!(
        "usage: cargo xtask <command> [options]\n\nthe maintainers' commands:\n{}  \
         help           print this help\n\nthe user's tools, the lab's (`cargo lab help`; \
         `cargo xtask` runs them too):\n{}\n`cargo xtask <command> --help` says more about \
         each. Options take their value as `--runs 5`\nor `--runs=5`.",
        commands_help(&COMMANDS),
        commands_help(&lab::COMMANDS)
    )
}

/// A maintainers' command: its declaration and the function that runs it.
fn command(name: &str) -> Option<lab::Command> {
    let run = match name {
        "check-samples" => check_samples::run,
        "bench" => bench::run,
        "new" => new::run,
        "todo" => todo::run,
        _ => return None,
    };
    let spec = COMMANDS.into_iter().find(|spec| spec.name == name)?;
    Some((spec, run))
}

fn main() -> ExitCode {
    let words: Vec<String> = std::env::args().skip(1).collect();
    let Some((name, rest)) = words.split_first() else {
        eprintln!("{}", usage());
        return ExitCode::FAILURE;
    };
    if name == lab::measure::SUBCOMMAND
        || name == lab::sandbox::SUBCOMMAND
        || lab::command(name).is_some()
    {
        return lab::main(&words, "cargo xtask"); // the user's tools, and the launcher
    }
    lab::quiet_broken_pipes();
    if matches!(name.as_str(), "help" | "--help" | "-h") {
        println!("{}", usage());
        return ExitCode::SUCCESS;
    }
    if name == "write-outputs" {
        eprintln!("error: write-outputs is now `cargo xtask check-samples --accept`");
        return ExitCode::FAILURE;
    }
    match command(name) {
        Some(command) => lab::run_command(command, rest, "cargo xtask"),
        None => {
            eprintln!("error: unknown command {name:?}\n\n{}", usage());
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_is_found_by_its_name_and_its_usage_names_only_options_it_declares() {
        for spec in COMMANDS {
            assert!(command(spec.name).is_some(), "{}", spec.name);
            assert!(
                !spec.sections.is_empty(),
                "{}: its help needs --help",
                spec.name
            );
            let undeclared = lab::args::undeclared_in_usage(spec);
            assert_eq!(undeclared, Vec::<&str>::new(), "{}", spec.name);
            assert!(
                spec.help("cargo xtask")
                    .lines()
                    .all(|line| line.len() <= 96)
            );
        }
        assert!(usage().contains("  check-samples [--accept]") && usage().contains("  judge "));
    }
}
