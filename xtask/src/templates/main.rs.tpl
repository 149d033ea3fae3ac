//! `{{name}}`: reads the judge's input on stdin and prints the answer (see README.md and
//! `--help`).

fn main() -> std::process::ExitCode {
    grundy::run_program(&{{crate}}::PROGRAM, {{crate}}::run)
}
