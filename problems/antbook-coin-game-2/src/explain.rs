//! `--explain`: the answer followed by one winning move in the input's own terms (the pile,
//! 1-based in input order, the coins taken, the pile's size before and after) or the statement
//! that every move loses, with the piles' Grundy values written out.

use grundy::{At, nim_sum, nim_sum_text, winning_move};

use crate::window_period::GrundySequence;

/// What to say after the answer, for piles with Grundy `values` (one per pile, in input
/// order): `take 1 coin from pile 1 (5 -> 4; pile value 3 -> 2; Grundy values 3 ^ 2 ^ 0 = 1 -> 0)`
/// or `every move loses: Grundy values 1 ^ 1 = 0`.
///
/// # Complexity
/// O(n) for n piles, and O(k) for k amounts to name the move.
pub(crate) fn explain(
    piles: &[At<u64>],
    amounts: &[u64],
    sequence: &GrundySequence,
    values: &[u32],
) -> String {
    let found = winning_move(values, |pile, target| {
        take_to(amounts, sequence, piles[pile].value, target)
    });
    let Some((pile, take)) = found else {
        return format!("every move loses: {}", values_text(values));
    };
    let size = piles[pile].value;
    let before = values[pile];
    let after = before ^ nim_sum(values.iter().copied());
    let coins = if take == 1 { "coin" } else { "coins" };
    let value = if values.len() > 1 {
        format!(
            "pile value {before} -> {after}; {} -> 0",
            values_text(values)
        )
    } else {
        format!("Grundy value {before} -> {after}")
    };
    format!(
        "take {take} {coins} from pile {} ({size} -> {}; {value})",
        pile + 1,
        size - take
    )
}

/// An allowed amount whose taking leaves a pile of `size` coins with Grundy value `target`
/// (the first in input order), if there is one.
///
/// Every size below a pile's is covered by `sequence` (it is computed directly up to where the
/// period starts repeating, or up to the largest pile).
fn take_to(amounts: &[u64], sequence: &GrundySequence, size: u64, target: u32) -> Option<u64> {
    amounts
        .iter()
        .copied()
        .find(|&take| take <= size && sequence.value(size - take) == Some(target))
}

/// The piles' values and their nim-sum: `Grundy values 1 ^ 3 = 2`, `Grundy value 3`, or
/// without piles `no piles, Grundy value 0`.
fn values_text(values: &[u32]) -> String {
    match values {
        [] => "no piles, Grundy value 0".to_owned(),
        [value] => format!("Grundy value {value}"),
        values => format!("Grundy values {}", nim_sum_text(values)),
    }
}
