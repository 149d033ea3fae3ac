//! `--explain`: the answer followed by one winning move in the input's own terms (the pile,
//! 1-based in input order, the coins taken, the pile's size before and after) or the statement
//! that every move loses, with the piles' Grundy values written out.

use grundy::{Subtraction, SubtractionValues, nim_sum, nim_sum_text, winning_move};
use harness::shape::At;
use harness::{Claim, Explained};

use crate::CoinGame;

/// The winning move `--explain` names, (pile from 0, coins), for piles with Grundy `values`
/// (one per pile, in input order): the first pile whose value drops when XORed with the
/// nim-sum, and the first allowed amount that leaves it that value; or that every move loses.
///
/// # Complexity
/// O(n) for n piles, and O(k) for k amounts to name the move (every size below a pile's is
/// covered by `sequence`: it is computed up to where it repeats, or up to the largest pile).
pub(crate) fn claim(
    piles: &[At<u64>],
    game: &Subtraction,
    sequence: &SubtractionValues,
    values: &[u32],
) -> Claim<(usize, u64)> {
    let found = winning_move(values, |pile, target| {
        game.take_to(sequence, piles[pile].value, target)
    });
    found.map_or(Claim::Loses, Claim::Wins)
}

/// What to say after the answer, at the cost of [`claim`]: its words, then `(5 -> 4; pile value
/// 3 -> 2; Grundy values 3 ^ 2 ^ 0 = 1 -> 0)` or `: Grundy values 1 ^ 1 = 0`.
pub(crate) fn explain(
    piles: &[At<u64>],
    game: &Subtraction,
    sequence: &SubtractionValues,
    values: &[u32],
) -> String {
    let claim = claim(piles, game, sequence, values);
    let words = CoinGame.words(&claim);
    let Claim::Wins((pile, take)) = claim else {
        return format!("{words}: {}", values_text(values));
    };
    let size = piles[pile].value;
    let before = values[pile];
    let after = before ^ nim_sum(values.iter().copied());
    let value = if values.len() > 1 {
        format!(
            "pile value {before} -> {after}; {} -> 0",
            values_text(values)
        )
    } else {
        format!("Grundy value {before} -> {after}")
    };
    format!("{words} ({size} -> {}; {value})", size - take)
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
