//! `hdu-3595-gg-and-mm`: the judge's input on stdin, the answer on stdout (see README.md and `--help`).

harness::main!(hdu_3595_gg_and_mm::PROGRAM);
