//! HDU 2509 "Be the Winner": take a run of consecutive apples from one row; whoever takes the
//! last apple loses. A row of a apples has Grundy value a, and the SJ theorem decides the
//! misère sum from those values (see README.md).

pub mod problem;

pub use crate::problem::BeTheWinner;

harness::program! {
    about: "Be the Winner (HDU 2509): take a run of consecutive apples from one row; whoever takes the last apple loses.",
    format: "output: per case, Yes if the first player wins, else No\n\
             --explain: a winning move (the group, the apples taken, counted from 1) or that every\n\
             move loses, with the rows' Grundy values (a row of a apples is worth a) before and after\n\
             the judge states no number of cases: 1000 is taken as its most",
    example: "official-1",
    problem: BeTheWinner,
}
