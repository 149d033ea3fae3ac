//! Sums of mixed games for `sum` and `play`: the one-line notation ([`notation`]), each
//! component's rules, moves and words ([`component`]), its value and how it was obtained
//! ([`values`]), and what the sum's outcome is under normal and misère play ([`outcome`]).

pub mod component;
pub mod notation;
pub mod outcome;
pub mod values;

#[cfg(test)]
mod tests;
