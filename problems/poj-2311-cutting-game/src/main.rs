//! `poj-2311-cutting-game`: reads the judge's input on stdin and prints the answer (see README.md).

fn main() -> std::process::ExitCode {
    grundy::run_main(poj_2311_cutting_game::solve)
}
