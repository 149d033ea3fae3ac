//! `{{name}}`: the judge's input on stdin, the answer on stdout (see README.md and `--help`).

harness::main!({{crate}}::PROGRAM);
