//! `--explain` for the scaffold's Nim: the claim (a winning move, as the referee's label, or
//! that every move loses), its words, and the Grundy values around them.

use grundy::{nim_sum_text, winning_move};
use harness::Claim;

/// The claim on one game: a winning move (pile from 0, stones taken), or that every move
/// loses. A pile of s stones is worth s, at any size the input allows.
pub fn claim(piles: &[u64]) -> Claim<(usize, u64)> {
    winning_move(piles, |pile, target| Some(piles[pile] - target)).map_or(Claim::Loses, Claim::Wins)
}

/// The words `--explain` says a claim with (the standard checks find them in the output).
pub fn words(claim: &Claim<(usize, u64)>) -> String {
    claim.say(|(pile, take)| format!("take {take} from pile {}", pile + 1))
}

/// The explanation of one game: the claim's words, then the Grundy values.
pub fn explain(piles: &[u64]) -> String {
    let claim = claim(piles);
    let values = nim_sum_text(piles);
    match claim {
        Claim::Wins((pile, take)) => format!(
            "{} ({} -> {}); Grundy values {values} -> 0",
            words(&claim),
            piles[pile],
            piles[pile] - take,
        ),
        Claim::Loses => format!("{}: Grundy values {values}", words(&claim)),
    }
}
