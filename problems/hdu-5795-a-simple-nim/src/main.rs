//! `hdu-5795-a-simple-nim`: the judge's input on stdin, the answer on stdout (see README.md and `--help`).

harness::main!(hdu_5795_a_simple_nim::PROGRAM);
