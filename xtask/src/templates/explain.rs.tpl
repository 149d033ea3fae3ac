//! `--explain` for the scaffold's Nim: the winning move in words, or why every move loses.

use grundy::{nim_sum_text, winning_move};

/// A winning move, or that every move loses, with the piles' Grundy values (a pile of s stones
/// is worth s, at any size the input allows).
pub fn explain(piles: &[u64]) -> String {
    match winning_move(piles, |pile, target| Some(piles[pile] - target)) {
        Some((pile, take)) => format!(
            "take {take} from pile {} ({} -> {}); Grundy values {} -> 0",
            pile + 1,
            piles[pile],
            piles[pile] - take,
            nim_sum_text(piles)
        ),
        None => format!("every move loses: Grundy values {}", nim_sum_text(piles)),
    }
}
