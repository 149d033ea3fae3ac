//! `hdu-3404-switch-lights`: the judge's input on stdin, the answer on stdout (see README.md and `--help`).

harness::main!(hdu_3404_switch_lights::PROGRAM);
