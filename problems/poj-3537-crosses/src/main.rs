//! `poj-3537-crosses`: the judge's input on stdin, the answer on stdout (see `--help`).

harness::main!(poj_3537_crosses::PROGRAM);
