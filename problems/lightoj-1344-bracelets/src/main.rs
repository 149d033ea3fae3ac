//! `lightoj-1344-bracelets`: reads the judge's input on stdin and prints the answer; `--help`
//! says how, `--explain` says why (see README.md).

fn main() -> std::process::ExitCode {
    harness::run_program(
        &lightoj_1344_bracelets::PROGRAM,
        lightoj_1344_bracelets::run,
    )
}
