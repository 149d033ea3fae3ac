//! `hdu-5724-chess`: the judge's input on stdin, the answer on stdout (see `--help`).

harness::main!(hdu_5724_chess::PROGRAM, hdu_5724_chess::run);
