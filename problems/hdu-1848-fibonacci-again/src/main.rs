//! `hdu-1848-fibonacci-again`: the judge's input on stdin, the answer on stdout (see `--help`).

use hdu_1848_fibonacci_again::{PROGRAM, run};

fn main() -> std::process::ExitCode {
    harness::run_program(&PROGRAM, run)
}
