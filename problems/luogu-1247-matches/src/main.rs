//! `luogu-1247-matches`: the judge's input on stdin, the answer on stdout (see `--help`).

harness::main!(luogu_1247_matches::PROGRAM);
