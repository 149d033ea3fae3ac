//! `hdu-5724-chess [--width W]`: reads the judge's input on stdin and prints the answer (see
//! README.md).

use hdu_5724_chess::{solve_with_width, width_from_args};

fn main() -> std::process::ExitCode {
    grundy::run_main(|input| {
        let width = width_from_args(std::env::args().skip(1))?;
        solve_with_width(input, width)
    })
}
