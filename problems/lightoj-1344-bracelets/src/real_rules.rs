//! The game's real rules, for checking: the exhaustive-search referee ([`grundy::Referee`])
//! that the tests in `tests/` check the solver against plays by these. No Grundy
//! values here, and nothing of the solution.

use grundy::Components;

/// The bracelet game, one bracelet (a row of pearl weights) at a time: pick a pearl of weight
/// `w`; every pearl of that bracelet weighing `w` or more is removed and the rest falls apart
/// into its maximal runs, which are bracelets of their own from then on.
///
/// A whole position is [`grundy::Sum`]`(Rules)` over the list of bracelets. The position given
/// to the referee keeps the input order, so a move `(index, weight)` of the sum picks a pearl
/// of that weight on bracelet number `index + 1` of the input.
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
    use grundy::Components;

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
}
