//! `--explain` for the scaffold's Nim: the winning move in words, or why every move loses.

use grundy::{nim_sum_text, winning_move};

/// A winning move, or that every move loses, with the piles' Grundy values (a pile of s stones
/// is worth s). Sizes past `u32::MAX` are left to the real game.
pub fn explain(piles: &[u64]) -> String {
    let values: Vec<u32> = piles.iter().map(|&pile| pile as u32).collect();
    match winning_move(&values, |pile, target| Some(values[pile] - target)) {
        Some((pile, take)) => format!(
            "take {take} from pile {} ({} -> {}); Grundy values {} -> 0",
            pile + 1,
            values[pile],
            values[pile] - take,
            nim_sum_text(&values)
        ),
        None => format!("every move loses: Grundy values {}", nim_sum_text(&values)),
    }
}
