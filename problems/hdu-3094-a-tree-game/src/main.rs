//! `hdu-3094-a-tree-game`: the judge's input on stdin, the answer on stdout (see README.md and `--help`).

harness::main!(hdu_3094_a_tree_game::PROGRAM);
