//! Crosses and Crosses (POJ 3537, Treblecross): board n is heap n + 2 of the octal game `.007`,
//! except n = 2 (README.md says why); core's sparse-space engine ([`grundy::OctalValues`])
//! computes the heaps' values. The rules and the split into safe segments are core's
//! ([`grundy::Treblecross`], [`grundy::CrossRow`]).

mod explain;
pub mod problem;

use harness::Options;

pub use crate::problem::Crosses;

/// The longest board answered: every Grundy value up to it is computed (Treblecross has no
/// known period, so nothing longer can be answered).
pub const LONGEST_BOARD: u64 = 1 << 20;

harness::program! {
    about: "Crosses and Crosses (POJ 3537, Treblecross): players put crosses in turn on a row of \
            n cells; whoever makes three in a row wins.",
    format: "\
output: one line per board: 1 if the first player wins, else 2
--explain: a winning cross (its cell, counted from 1) or that every move loses; a safe cell
is one with no cross within two cells",
    example: "official-1",
    problem: Crosses,
}

/// The Grundy values of `.007` up to heap N + 2, N the longest of `boards`.
fn heaps(boards: &[usize]) -> Vec<u32> {
    treblecross_heaps(boards.iter().max().map_or(2, |n| n + 2))
}

/// The Grundy values `g(0..=up_to)` of `.007`, by core's sparse-space engine (on two threads
/// where there are two cores, or as `GRUNDY_THREADS` says: [`grundy::OctalValues::on_threads`]).
pub fn treblecross_heaps(up_to: usize) -> Vec<u32> {
    let game = grundy::OctalGame::parse(".007").expect("Treblecross's code");
    let mut values = grundy::OctalValues::new(&game);
    values.extend_to(up_to);
    values.into_values()
}

/// The answer for these boards: the first player wins board n iff `g(n + 2) != 0`, but for
/// n = 2, where three in a row never fits.
fn answer(options: &Options, boards: &[usize]) -> String {
    let heaps = heaps(boards);
    let mut output = String::with_capacity(2 * boards.len());
    for &n in boards {
        let first_wins = n != 2 && heaps[n + 2] != 0;
        output.push_str(if first_wins { "1" } else { "2" });
        if options.explain() {
            output.push_str("  ");
            explain::board(&mut output, &heaps, n);
        }
        output.push('\n');
    }
    output
}
