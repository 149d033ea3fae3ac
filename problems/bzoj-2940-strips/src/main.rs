//! `bzoj-2940-strips`: reads the judge's input on stdin and prints the answer (see README.md);
//! `--help` says more.

fn main() -> std::process::ExitCode {
    harness::run_program(&bzoj_2940_strips::PROGRAM, bzoj_2940_strips::run)
}
