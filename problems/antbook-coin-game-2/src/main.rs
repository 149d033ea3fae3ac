//! `antbook-coin-game-2 [--explain]`: reads the judge's input on stdin and prints the answer
//! (see README.md, or `--help`).

fn main() -> std::process::ExitCode {
    harness::run_program(&antbook_coin_game_2::PROGRAM, antbook_coin_game_2::run)
}
