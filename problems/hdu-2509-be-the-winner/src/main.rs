//! `hdu-2509-be-the-winner`: the judge's input on stdin, the answer on stdout (see `--help`).

harness::main!(hdu_2509_be_the_winner::PROGRAM);
