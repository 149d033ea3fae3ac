//! BZOJ 3576 / HNOI 2014 "江南乐" (Jiangnan Le): split a heap of at least `F` stones into
//! `M >= 2` heaps as evenly as possible; who wins each game? README.md says why the solution,
//! [`quotient_blocks`], is right.

pub mod explain;
pub mod problem;
pub mod quotient_blocks;
pub mod real_rules;

use grundy::nim_sum;
use harness::Options;
use quotient_blocks::GrundyTable;

pub use crate::problem::Jiangnan;

/// The largest heap the solver accepts: 10^10 stones (README.md, "Beyond the judge"). The
/// judge's heaps are below 10^5.
pub const MAX_HEAP: u64 = 10_000_000_000;

/// The largest threshold `F` accepted. Any `F` above [`MAX_HEAP`] simply makes every heap dead,
/// so it is answered exactly; the bound only keeps the number readable.
pub const MAX_THRESHOLD: u64 = 1_000_000_000_000_000_000;

/// The largest number of games or of heaps in one game that may be claimed. Nothing is
/// allocated from a claim: an input claiming more values than it holds ends in an
/// "unexpected end of input" error.
pub const MAX_COUNT: usize = 1_000_000_000_000_000_000;

/// The most threads the heaps are computed on, unless `GRUNDY_THREADS` says otherwise
/// ([`grundy::worker_threads`]).
pub const MAX_THREADS: usize = 2;

harness::program! {
    about: "BZOJ 3576 / HNOI 2014 \"Jiangnan Le\": split a heap of at least F stones into M >= 2 \
            piles as evenly as possible; who wins each game?",
    format: "F: only heaps of at least F stones may be split; a game is N heap sizes a_i\n\
             output: one line, 1 (the first player wins) or 0 per game, separated by single spaces\n\
             --explain: that one line, two spaces, then \"game k: ...\" for each game, separated\n\
             by \" | \": a winning split (heaps counted from 1 in the game's input order) or that\n\
             every move loses, and the Grundy values",
    example: "official-1",
    problem: Jiangnan,
}

/// The output for threshold `threshold` and these games, the same on any number of `threads`:
/// with 2 or more, the distinct large heaps are shared out among them
/// ([`GrundyTable::compute_heaps`]); with 1, each heap is computed when it is met (the cheaper
/// way for a single large heap). With `--explain`, the one line gets two spaces and each game's
/// explanation ([`explain::game`]), separated by ` | `.
pub fn answer(options: &Options, threshold: u64, games: &[Vec<u64>], threads: usize) -> String {
    let largest = games.iter().flatten().copied().max().unwrap_or(0);
    let mut table = GrundyTable::new(threshold, largest);
    if threads >= 2 {
        let heaps: Vec<u64> = games.iter().flatten().copied().collect();
        table.compute_heaps(&heaps, threads);
    }
    let mut verdicts = Vec::with_capacity(games.len());
    let mut explanations = Vec::new();
    for (index, heaps) in games.iter().enumerate() {
        let values: Vec<u32> = heaps.iter().map(|&x| table.grundy(x)).collect();
        let won = nim_sum(values.iter().copied()) != 0;
        verdicts.push(if won { "1" } else { "0" });
        if options.explain() {
            explanations.push(explain::game(index + 1, heaps, &values, &mut table));
        }
    }
    let mut output = verdicts.join(" ");
    if !explanations.is_empty() {
        output.push_str("  ");
        output.push_str(&explanations.join(" | "));
    }
    output.push('\n');
    output
}
