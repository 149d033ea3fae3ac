//! `--explain`: the answer followed by one winning move in the input's own terms (the pile,
//! 1-based in input order, the coins taken, the pile's size before and after) or the statement
//! that every move loses, with the piles' Grundy values written out.

use grundy::{Subtraction, SubtractionValues, nim_sum, nim_sum_text, winning_move};
use harness::shape::At;

/// What to say after the answer, for piles with Grundy `values` (one per pile, in input
/// order): `take 1 coin from pile 1 (5 -> 4; pile value 3 -> 2; Grundy values 3 ^ 2 ^ 0 = 1 -> 0)`
/// or `every move loses: Grundy values 1 ^ 1 = 0`.
///
/// # Complexity
/// O(n) for n piles, and O(k) for k amounts to name the move (every size below a pile's is
/// covered by `sequence`: it is computed up to where it repeats, or up to the largest pile).
pub(crate) fn explain(
    piles: &[At<u64>],
    game: &Subtraction,
    sequence: &SubtractionValues,
    values: &[u32],
) -> String {
    let found = winning_move(values, |pile, target| {
        game.take_to(sequence, piles[pile].value, target)
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

/// The piles' values and their nim-sum: `Grundy values 1 ^ 3 = 2`, `Grundy value 3`, or
/// without piles `no piles, Grundy value 0`.
fn values_text(values: &[u32]) -> String {
    match values {
        [] => "no piles, Grundy value 0".to_owned(),
        [value] => format!("Grundy value {value}"),
        values => format!("Grundy values {}", nim_sum_text(values)),
    }
}
