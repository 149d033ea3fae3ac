//! `hdu-5724-chess [--width W] [--explain]`: reads the judge's input on stdin and prints the
//! answer (see README.md, or `--help`).

fn main() -> std::process::ExitCode {
    harness::run_program(&hdu_5724_chess::PROGRAM, hdu_5724_chess::run)
}
