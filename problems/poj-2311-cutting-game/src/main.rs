//! `poj-2311-cutting-game`: the judge's input on stdin, the answer on stdout (see `--help`).

harness::main!(poj_2311_cutting_game::PROGRAM);
