//! `poj-3537-crosses`: reads the judge's input on stdin and prints the answer (see README.md);
//! `--help` says more.

fn main() -> std::process::ExitCode {
    harness::run_program(&poj_3537_crosses::PROGRAM, poj_3537_crosses::run)
}
