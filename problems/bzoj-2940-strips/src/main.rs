//! `bzoj-2940-strips`: reads the judge's input on stdin and prints the answer (see README.md).

fn main() -> std::process::ExitCode {
    grundy::run_main(bzoj_2940_strips::solve)
}
