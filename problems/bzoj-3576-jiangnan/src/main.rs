//! `bzoj-3576-jiangnan`: the judge's input on stdin, the answer on stdout (see `--help`).

harness::main!(bzoj_3576_jiangnan::PROGRAM);
