//! `macau-2020-g-sequence`: the judge's input on stdin, the answer on stdout (see `--help`).

harness::main!(macau_2020_g_sequence::PROGRAM);
