//! `antbook-coin-game-2`: reads the judge's input on stdin and prints the answer (see README.md).

fn main() -> std::process::ExitCode {
    grundy::run_main(antbook_coin_game_2::solve)
}
