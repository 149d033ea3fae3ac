//! `--explain`: each game's answer in words. All games share the judge's one output line, so
//! every game's explanation goes after it, in input order, each starting `game k: ` and
//! separated by ` | `:
//!
//! `0 1  game 1: every move loses: Grundy values 1 ^ 1 = 0 | game 2: split heap 2 into M = 3
//! (7 stones into piles of 3, 2, 2 stones; its value 2 -> 1): Grundy values 1 ^ 2 = 3 -> 0`
//!
//! (for `F = 3` and the games `3 3` and `3 7`).
//!
//! A won game gets one winning split, its claim: the heap (counted from 1 in the game's input
//! order) and `M`, then the heap's size and the piles it leaves, the heap's Grundy value before
//! and after (the XOR of the piles' values), and the game's. A lost game gets the Grundy values
//! and the reason.

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
///
/// # Complexity
/// As [`claim`].
///
/// # Example
/// ```
/// use bzoj_3576_jiangnan::{explain, quotient_blocks::GrundyTable};
///
/// let mut table = GrundyTable::new(3, 7);
/// let values = [table.grundy(3), table.grundy(7)];
/// assert_eq!(
///     explain::game(2, &[3, 7], &values, &mut table),
///     "game 2: split heap 2 into M = 3 (7 stones into piles of 3, 2, 2 stones; its value \
///      2 -> 1): Grundy values 1 ^ 2 = 3 -> 0"
/// );
/// ```
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn few_piles_are_listed_and_many_are_counted() {
        assert_eq!(piles(7, 3), "piles of 3, 2, 2 stones");
        assert_eq!(piles(6, 6), "piles of 1, 1, 1, 1, 1, 1 stones");
        assert_eq!(piles(7000, 1000), "piles of 7 stones");
        assert_eq!(piles(6010, 1000), "piles: 10 of 7 stones and 990 of 6");
    }
}
