//! `macau-2020-g-sequence`: reads the judge's input on stdin and prints the answer; `--help`
//! says how, `--explain` says why (see README.md).

fn main() -> std::process::ExitCode {
    harness::run_program(&macau_2020_g_sequence::PROGRAM, macau_2020_g_sequence::run)
}
