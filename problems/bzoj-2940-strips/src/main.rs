//! `bzoj-2940-strips`: the judge's input on stdin, the answer on stdout (see `--help`).

harness::main!(bzoj_2940_strips::PROGRAM);
