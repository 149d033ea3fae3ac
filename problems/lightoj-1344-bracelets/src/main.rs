//! `lightoj-1344-bracelets`: the judge's input on stdin, the answer on stdout (see `--help`).

harness::main!(lightoj_1344_bracelets::PROGRAM);
