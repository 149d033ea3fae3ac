//! The tools a user of this workspace runs on their own work, as a library with a thin binary
//! (`cargo lab`, or `cargo xtask` under the same names):
//!
//! - `judge PROBLEM -- CMD`: run your program on the problem's samples and judge-size inputs
//!   as a judge would (AC, WA, RE, TLE by CPU time, MLE, OLE per case);
//! - `stress PROBLEM -- CMD`: generated inputs against your program, the first failure shrunk
//!   (and, with `--save`, kept as a sample);
//! - `gen PROBLEM`: one input generated from the problem's contract;
//! - `explore (--octal CODE | --hex CODE | --grundy | --subtract SET | PROBLEM)`: a game's
//!   Grundy values, P-positions and pattern, a period said to be proved only when a theorem
//!   proves it; `explore --turning RULE` a coin-turning rule's head values and closed form,
//!   `explore --nim-product N` the nim-multiplication table, `explore --misere` misère play;
//! - `sum SUM`: a sum of different games in one line (`'.77:5 + nim:3 + sub{1,3,4}:7'`): each
//!   value and how it was obtained, the nim-sum, every winning move in the component's words;
//!   misère play (`--misere`) and the options behind a value (`--tree`);
//! - `play SUM`: the same sum played against the computer, moves read from stdin; `play
//!   PROBLEM`: a case of a problem's input, on its referee's game, by its binary.
//!
//! Each command is a module with its `HELP` and `run`; [`main`] dispatches them. Beneath them:
//! [`runner`] and [`measure`] (running a program under a judge's limits, through this very
//! binary as its launcher), [`games`] (the components of `sum` and `play`), [`tools`] (a
//! problem binary's hidden tools), [`workspace`] (the problems and their release builds),
//! [`samples`], [`diff`], [`shell`] (a command line written back as a shell reads it), [`args`]
//! and [`error`].

pub mod args;
pub mod cgroup;
pub mod diff;
pub mod error;
pub mod explore;
pub mod games;
pub mod generate;
pub mod judge;
pub mod leftovers;
pub mod measure;
pub mod play;
pub mod runner;
pub mod samples;
pub mod sandbox;
pub mod shell;
pub mod stress;
pub mod sum;
pub mod tools;
pub mod workspace;

use std::panic;
use std::process::ExitCode;

use args::{Args, Spec};

/// The user's tools, in the order `cargo lab help` lists them.
pub const COMMANDS: [&Spec; 6] = [
    &judge::SPEC,
    &stress::SPEC,
    &generate::SPEC,
    &explore::SPEC,
    &sum::SPEC,
    &play::SPEC,
];

/// What `cargo lab help` prints: each command's usage and summary, from its declaration.
pub fn usage() -> String {
    format!(
        "usage: cargo lab <command> [options]        (or cargo xtask <command>)\n\n\
         commands:\n{}  help           print this help\n\n\
         `cargo lab <command> --help` says more about each. Options take their value as \
         `--seed 5` or\n`--seed=5`.",
        args::commands_help(&COMMANDS)
    )
}

/// A command: its declaration (the parser's options and its `--help`) and the function that
/// runs it.
pub type Command = (&'static Spec, fn(Args) -> error::Result);

/// The command called `name`, if it is one of these tools.
pub fn command(name: &str) -> Option<Command> {
    let run = match name {
        "judge" => judge::run,
        "gen" => generate::run,
        "stress" => stress::run,
        "explore" => explore::run,
        "sum" => sum::run,
        "play" => play::run,
        _ => return None,
    };
    let spec = COMMANDS.into_iter().find(|spec| spec.name == name)?;
    Some((spec, run))
}

/// Runs `command` on `rest`, its words, as the runner `runner` (`cargo lab`) names it:
/// `--help` prints its help, an error (a bad argument among them) is one `error:` line.
pub fn run_command((spec, run): Command, rest: &[String], runner: &str) -> ExitCode {
    let args = match Args::new(rest, spec) {
        Ok(args) => args,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::FAILURE;
        }
    };
    if args.wants_help() {
        println!("{}", spec.help(runner));
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

/// The binary's whole run on `words` (its arguments), as the runner `runner` (`cargo lab`, or
/// `cargo xtask` for the same commands) names it: a command, `help`, or the launcher's hidden
/// subcommands ([`measure::SUBCOMMAND`] and the box's init, [`sandbox::SUBCOMMAND`]), which
/// every binary that uses [`runner`] must answer the same way.
pub fn main(words: &[String], runner: &str) -> ExitCode {
    quiet_broken_pipes();
    let Some((name, rest)) = words.split_first() else {
        eprintln!("{}", usage());
        return ExitCode::FAILURE;
    };
    if name == measure::SUBCOMMAND {
        return measure::main(rest);
    }
    if name == sandbox::SUBCOMMAND {
        return sandbox::main(rest);
    }
    if matches!(name.as_str(), "help" | "--help" | "-h") {
        println!("{}", usage());
        return ExitCode::SUCCESS;
    }
    match command(name) {
        Some(command) => run_command(command, rest, runner),
        None => {
            eprintln!("error: unknown command {name:?}\n\n{}", usage());
            ExitCode::FAILURE
        }
    }
}

/// Installs a panic hook that ends the process quietly with status 141 (as a program killed
/// by SIGPIPE) when stdout is a closed pipe (`cargo lab judge ... | head -1`), and prints
/// every other panic as usual.
pub fn quiet_broken_pipes() {
    let default = panic::take_hook();
    panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        if message.starts_with("failed printing to stdout") && message.contains("Broken pipe") {
            std::process::exit(141);
        }
        default(info);
    }));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tool_is_found_by_its_name_and_its_usage_names_only_options_it_declares() {
        for spec in COMMANDS {
            assert!(command(spec.name).is_some(), "{}", spec.name);
            assert!(
                !spec.sections.is_empty(),
                "{}: its help needs --help",
                spec.name
            );
            assert_eq!(
                args::undeclared_in_usage(spec),
                Vec::<&str>::new(),
                "{}",
                spec.name
            );
            assert!(spec.help("cargo lab").lines().all(|line| line.len() <= 96));
        }
        assert!(usage().contains("  explore (--octal CODE"));
    }
}
