//! `poj-2311-cutting-game`: reads the judge's input on stdin and prints the answer (see
//! README.md); `--help` says more.

fn main() -> std::process::ExitCode {
    harness::run_program(&poj_2311_cutting_game::PROGRAM, poj_2311_cutting_game::run)
}
