//! `bzoj-3576-jiangnan`: reads the judge's input on stdin and prints the answer (see README.md).

fn main() -> std::process::ExitCode {
    grundy::run_main(bzoj_3576_jiangnan::solve)
}
