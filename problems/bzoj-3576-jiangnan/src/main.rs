//! `bzoj-3576-jiangnan`: reads the judge's input on stdin and prints the answer (see README.md);
//! `--help` says more.

fn main() -> std::process::ExitCode {
    harness::run_program(&bzoj_3576_jiangnan::PROGRAM, bzoj_3576_jiangnan::run)
}
