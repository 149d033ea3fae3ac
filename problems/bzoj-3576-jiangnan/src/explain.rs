//! `--explain`: each game's answer in words, after the judge's one line (README.md, "Explain").

use grundy::{nim_sum_text, winning_move};
use harness::{Claim, Explained};

use crate::Jiangnan;
use crate::quotient_blocks::GrundyTable;

/// At most this many piles are listed one by one; more are given as two counts.
const LISTED_PILES: u64 = 6;

/// The claim on a game of `heaps` with Grundy values `values`: the first heap whose value drops
/// when XORed with the nim-sum, split into the fewest parts leaving the value asked for (the
/// heap's index in the game, `M`); or every move loses.
///
/// # Complexity
/// O(N) for N heaps, plus one [`GrundyTable::parts_leaving`] for a won game.
pub fn claim(heaps: &[u64], values: &[u32], table: &mut GrundyTable) -> Claim<(usize, u64)> {
    let found = winning_move(values, |heap, target| {
        table.parts_leaving(heaps[heap], target)
    });
    found.map_or(Claim::Loses, Claim::Wins)
}

/// The explanation of game number `number` (from 1), whose heaps are `heaps` with Grundy
/// values `values`, without a trailing newline: its [`claim`] in its words, and why.
pub fn game(number: usize, heaps: &[u64], values: &[u32], table: &mut GrundyTable) -> String {
    let plural = if values.len() <= 1 { "" } else { "s" };
    let sum = nim_sum_text(values);
    let claim = claim(heaps, values, table);
    let words = Jiangnan.words(&claim);
    let Claim::Wins((heap, parts)) = claim else {
        let why = if heaps.is_empty() {
            " (no heaps, so no move)"
        } else if !heaps.iter().any(|&x| table.can_split(x)) {
            " (no heap can be split, so no move)"
        } else {
            ""
        };
        return format!("game {number}: {words}{why}: Grundy value{plural} {sum}");
    };
    let size = heaps[heap];
    let split = format!("{words} ({size} stones into {}", piles(size, parts));
    let total = values.iter().fold(0, |total, &value| total ^ value);
    let after = values[heap] ^ total;
    if values.len() == 1 {
        format!("game {number}: {split}): Grundy value {sum} -> {after}")
    } else {
        format!(
            "game {number}: {split}; its value {} -> {after}): Grundy values {sum} -> 0",
            values[heap]
        )
    }
}

/// The piles a heap of `size` stones splits into with `parts` parts, largest first:
/// `piles of 3, 2, 2 stones`, or past [`LISTED_PILES`] piles `piles: 10 of 7 stones and 990
/// of 6` (`piles of 6 stones` when all are equal).
fn piles(size: u64, parts: u64) -> String {
    let (small, big_count) = (size / parts, size % parts);
    if parts <= LISTED_PILES {
        let sizes: Vec<String> = (0..parts)
            .map(|pile| (small + u64::from(pile < big_count)).to_string())
            .collect();
        format!("piles of {} stones", sizes.join(", "))
    } else if big_count == 0 {
        format!("piles of {small} stones")
    } else {
        format!(
            "piles: {big_count} of {} stones and {} of {small}",
            small + 1,
            parts - big_count
        )
    }
}
