//! `lightoj-1344-bracelets`: reads the judge's input on stdin and prints the answer (see README.md).

fn main() -> std::process::ExitCode {
    grundy::run_main(lightoj_1344_bracelets::solve)
}
