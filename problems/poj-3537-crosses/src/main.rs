//! `poj-3537-crosses`: reads the judge's input on stdin and prints the answer (see README.md).

fn main() -> std::process::ExitCode {
    grundy::run_main(poj_3537_crosses::solve)
}
