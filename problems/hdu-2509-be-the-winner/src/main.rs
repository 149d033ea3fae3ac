//! `hdu-2509-be-the-winner`: the judge's input on stdin, the answer on stdout (see `--help`).

use hdu_2509_be_the_winner::{PROGRAM, run};

fn main() -> std::process::ExitCode {
    harness::run_program(&PROGRAM, run)
}
