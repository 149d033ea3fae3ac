//! `macau-2020-g-sequence`: reads the judge's input on stdin and prints the answer (see README.md).

fn main() -> std::process::ExitCode {
    grundy::run_main(macau_2020_g_sequence::solve)
}
