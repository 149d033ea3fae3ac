//! The game's real rules, for the exhaustive-search referee ([`grundy::Referee`]) that the
//! tests in `tests/` check [`solve`](crate::solve) against. No Grundy values here.

use grundy::Game;

/// The bracelet game: pick a pearl of weight `w` on one bracelet; every pearl of that bracelet
/// weighing `w` or more is removed and the rest falls apart into its maximal runs.
///
/// A position is the list of bracelets (each a row of weights). The position given to the
/// referee keeps the input order, so moves are labelled by bracelet number; the positions the
/// moves lead to are canonical (empty bracelets dropped, bracelets sorted) to keep the search
/// small.
#[derive(Clone, Copy, Debug, Default)]
pub struct Rules;

/// What is left of `bracelet` after picking a pearl of weight `weight`: its maximal runs of
/// pearls lighter than `weight`, left to right.
///
/// # Example
/// ```
/// use lightoj_1344_bracelets::rules::left_after_pick;
///
/// let left = left_after_pick(&[5, 1, 7, 2, 4, 5, 3], 5);
/// assert_eq!(left, [vec![1], vec![2, 4], vec![3]]);
/// ```
pub fn left_after_pick(bracelet: &[u32], weight: u32) -> Vec<Vec<u32>> {
    bracelet
        .split(|&pearl| pearl >= weight)
        .filter(|run| !run.is_empty())
        .map(<[u32]>::to_vec)
        .collect()
}

impl Game for Rules {
    /// The bracelets, each a row of pearl weights.
    type Position = Vec<Vec<u32>>;
    /// (bracelet number, 1-based in the position's order; weight of the picked pearl). Pearls
    /// of equal weight on one bracelet give the same label, once per pearl.
    type Move = (usize, u32);

    fn moves(&self, bracelets: &Vec<Vec<u32>>) -> Vec<(Self::Move, Vec<Vec<u32>>)> {
        let mut moves = Vec::new();
        for (index, bracelet) in bracelets.iter().enumerate() {
            for &weight in bracelet {
                let mut after: Vec<Vec<u32>> = bracelets
                    .iter()
                    .enumerate()
                    .filter(|&(other, kept)| other != index && !kept.is_empty())
                    .map(|(_, kept)| kept.clone())
                    .collect();
                after.extend(left_after_pick(bracelet, weight));
                after.sort_unstable();
                moves.push(((index + 1, weight), after));
            }
        }
        moves
    }
}
