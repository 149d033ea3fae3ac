//! `{{name}}`: reads the judge's input on stdin and prints the answer (see README.md and
//! `--help`).

fn main() -> std::process::ExitCode {
    harness::run_program(&{{crate}}::PROGRAM, {{crate}}::run)
}
