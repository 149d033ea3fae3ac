//! `hdu-5724-chess`: reads the judge's input on stdin and prints the answer (see README.md).

fn main() -> std::process::ExitCode {
    grundy::run_main(hdu_5724_chess::solve)
}
