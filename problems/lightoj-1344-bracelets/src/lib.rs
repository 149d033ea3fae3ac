//! LightOJ 1344 "Aladdin and the Game of Bracelets" (README.md). Each bracelet is valued on its
//! own ([`run_tree`]); Aladdin wins exactly when the XOR of the values is not zero, and a pick
//! `(b w)` wins exactly when it makes that XOR zero ([`problem`]).

pub mod problem;
pub mod real_rules;
pub mod run_tree;

pub use crate::problem::Bracelets;

/// The most pearls one bracelet may have. The solver is quadratic in a bracelet's length; at
/// this size it still answers in about a second (the judge's limit is 50).
pub const MAX_PEARLS: usize = 30_000;

/// The heaviest pearl weight accepted (weights are positive).
pub const MAX_WEIGHT: u32 = 1_000_000_000;

harness::program! {
    about: "LightOJ 1344 \"Aladdin and the Game of Bracelets\": picking a pearl removes every \
            pearl at least as heavy on its bracelet; who cannot pick loses.",
    format: "each case: n bracelets, one a line \"K w_1 .. w_K\" (K pearls and their weights)\n\
             output: per case \"Case X: Genie\", or \"Case X: Aladdin\" and a line of every\n\
             winning first pick \"(b w)\" (bracelet b, 1-based; weight w), sorted by b then w",
    example: "official-1",
    problem: Bracelets,
}
