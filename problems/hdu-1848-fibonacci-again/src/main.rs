//! `hdu-1848-fibonacci-again`: the judge's input on stdin, the answer on stdout (see `--help`).

harness::main!(hdu_1848_fibonacci_again::PROGRAM);
