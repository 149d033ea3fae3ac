//! `antbook-coin-game-2`: the judge's input on stdin, the answer on stdout (see `--help`).

harness::main!(antbook_coin_game_2::PROGRAM);
