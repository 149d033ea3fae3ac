//! `{{name}}`: reads the judge's input on stdin and prints the answer (see README.md and
//! `--help`).

use {{crate}}::{PROGRAM, run};

fn main() -> std::process::ExitCode {
    harness::run_program(&PROGRAM, run)
}
