//! `poj-3710-christmas-game`: the judge's input on stdin, the answer on stdout (see README.md and `--help`).

harness::main!(poj_3710_christmas_game::PROGRAM);
