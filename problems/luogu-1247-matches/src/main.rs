//! `luogu-1247-matches`: reads the judge's input on stdin and prints the answer (see `--help`).

fn main() -> std::process::ExitCode {
    harness::run_program(&luogu_1247_matches::PROGRAM, luogu_1247_matches::run)
}
