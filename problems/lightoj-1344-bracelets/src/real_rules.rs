//! The game's real rules, for checking: the exhaustive-search referee ([`grundy::Referee`])
//! that the tests in `tests/` check [`solve`](crate::solve) against plays by these. No Grundy
//! values here, and nothing of the solution.

use grundy::Components;

/// The bracelet game, one bracelet (a row of pearl weights) at a time: pick a pearl of weight
/// `w`; every pearl of that bracelet weighing `w` or more is removed and the rest falls apart
/// into its maximal runs, which are bracelets of their own from then on.
///
/// A whole position is [`grundy::Sum`]`(Rules)` over the list of bracelets. The position given
/// to the referee keeps the input order, so a move `(index, weight)` of the sum picks a pearl
/// of that weight on bracelet number `index + 1` of the input.
///
/// # Example
/// ```
/// use grundy::{Components, Referee, Sum};
/// use lightoj_1344_bracelets::real_rules::Rules;
///
/// // Picking 5 removes both 5s and the 7, leaving the runs [1], [2, 4] and [3].
/// let splits = Rules.splits(&vec![5, 1, 7, 2, 4, 5, 3]);
/// assert_eq!(splits[0], (5, vec![vec![1], vec![2, 4], vec![3]]));
///
/// // Two equal bracelets are lost (mirror strategy). [2, 1] against [1] is won only by picking
/// // the 2 on bracelet 1, leaving [1] and [1]; picking a 1 (on either) removes that whole
/// // bracelet and leaves the other, which the opponent wins.
/// let mut referee = Referee::new(Sum(Rules));
/// assert!(!referee.wins(&vec![vec![3, 1, 2], vec![3, 1, 2]]));
/// assert_eq!(referee.winning_moves(&vec![vec![2, 1], vec![1]]), [(0, 2)]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rules;

impl Components for Rules {
    /// One bracelet: its pearl weights, left to right.
    type Part = Vec<u32>;
    /// The weight of the picked pearl. Pearls of equal weight on one bracelet give the same
    /// label, once per pearl (and, as the tests check, the same bracelets left).
    type Move = u32;

    /// One move per pearl: what is left after picking it is the bracelet's maximal runs of
    /// pearls lighter than it, left to right.
    fn splits(&self, bracelet: &Vec<u32>) -> Vec<(u32, Vec<Vec<u32>>)> {
        bracelet
            .iter()
            .map(|&weight| {
                let left = bracelet
                    .split(|&pearl| pearl >= weight)
                    .filter(|run| !run.is_empty())
                    .map(<[u32]>::to_vec)
                    .collect();
                (weight, left)
            })
            .collect()
    }

    /// A bracelet with no pearls left has no moves.
    fn is_finished(&self, bracelet: &Vec<u32>) -> bool {
        bracelet.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use grundy::{Components, Game, Referee, Sum};

    use super::Rules;

    #[test]
    fn a_pick_keeps_the_maximal_runs_of_lighter_pearls() {
        let splits = Rules.splits(&vec![2, 9, 2, 1, 3]);
        assert_eq!(
            splits,
            [
                (2, vec![vec![1]]),
                (9, vec![vec![2], vec![2, 1, 3]]),
                (2, vec![vec![1]]),
                (1, vec![]),
                (3, vec![vec![2], vec![2, 1]]),
            ]
        );
        assert!(Rules.splits(&vec![]).is_empty());
    }

    #[test]
    fn moves_are_labelled_by_input_index_and_lead_to_canonical_positions() {
        let moves = Sum(Rules).moves(&vec![vec![4, 1, 4], vec![2]]);
        let labels: Vec<_> = moves.iter().map(|(label, _)| *label).collect();
        assert_eq!(labels, [(0, 4), (0, 1), (0, 4), (1, 2)]);
        // Picking a 4 leaves [1] beside [2]; picking the 1, or the 2, removes its whole bracelet.
        assert_eq!(moves[0].1, [vec![1], vec![2]]);
        assert_eq!(moves[1].1, [vec![2]]);
        assert_eq!(moves[3].1, [vec![4, 1, 4]]);
    }

    #[test]
    fn a_single_pearl_wins_and_two_single_pearls_lose() {
        let mut referee = Referee::new(Sum(Rules));
        assert!(!referee.wins(&vec![]));
        assert!(referee.wins(&vec![vec![7]]));
        assert!(!referee.wins(&vec![vec![7], vec![3]]));
        // [1, 2] is a nim heap of 2: only picking the 1 (emptying it) wins on its own.
        assert_eq!(referee.winning_moves(&vec![vec![1, 2]]), [(0, 1)]);
    }
}
