//! Rules that differ from case to case ([`PerCase`]): one game for the referee in which each
//! case's position carries which rules it is played by, so that a problem whose cases bring
//! their own amounts, graph or threshold hands the referee one game all the same.

use crate::referee::{Game, Play};

/// The games of several cases as one: a position is `(case, position in that case's game)`,
/// and its moves are the moves of that case's game, with the same labels. Build it with
/// [`PerCase::of`] from each case's game and position.
///
/// Every case's game is played the same way ([`Play`]); the first case's says which.
///
/// # Example
/// ```
/// use grundy::{PerCase, Referee, Subtraction, Sum};
///
/// // Two cases: heaps of 4 under S = {1, 2}, and under S = {1, 4}.
/// let (game, positions) = PerCase::of([
///     (Sum(Subtraction::new([1, 2])), vec![4]),
///     (Sum(Subtraction::new([1, 4])), vec![4]),
/// ]);
/// assert_eq!(positions, [(0, vec![4]), (1, vec![4])]);
/// let mut referee = Referee::new(game);
/// assert!(referee.wins(&positions[0])); // 4 mod 3 = 1: take 1
/// assert!(referee.wins(&positions[1])); // take 4
/// assert_eq!(referee.winning_moves(&positions[1]), [(0, 4)]);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PerCase<G>(pub Vec<G>);

impl<G: Game> PerCase<G> {
    /// The cases' games as one, and each case's position in it, in the order given.
    ///
    /// # Complexity
    /// O(number of cases).
    pub fn of(
        cases: impl IntoIterator<Item = (G, G::Position)>,
    ) -> (Self, Vec<(usize, G::Position)>) {
        let (games, positions): (Vec<G>, Vec<G::Position>) = cases.into_iter().unzip();
        (Self(games), positions.into_iter().enumerate().collect())
    }
}

impl<G: Game> Game for PerCase<G> {
    type Position = (usize, G::Position);
    type Move = G::Move;

    /// # Panics
    /// If the position names a case this game does not have.
    fn moves(&self, (case, position): &Self::Position) -> Vec<(G::Move, Self::Position)> {
        let moves = self.0[*case].moves(position);
        moves
            .into_iter()
            .map(|(label, after)| (label, (*case, after)))
            .collect()
    }

    fn options(&self, (case, position): &Self::Position) -> Vec<Self::Position> {
        let options = self.0[*case].options(position);
        options.into_iter().map(|after| (*case, after)).collect()
    }

    fn play(&self) -> Play {
        self.0.first().map_or(Play::Normal, Game::play)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Misere, Referee, Subtraction, Sum};

    #[test]
    fn each_case_is_decided_by_its_own_rules_as_if_searched_alone() {
        let sets: [&[u64]; 4] = [&[1, 2], &[1, 3, 4], &[2, 5], &[1]];
        for heap in 0..20 {
            let (game, positions) = PerCase::of(
                sets.iter()
                    .map(|set| (Sum(Subtraction::new(set.to_vec())), vec![heap, 3])),
            );
            let mut together = Referee::new(game);
            for (set, position) in sets.iter().zip(&positions) {
                let mut alone = Referee::new(Sum(Subtraction::new(set.to_vec())));
                assert_eq!(
                    together.wins(position),
                    alone.wins(&position.1),
                    "{set:?} {heap}"
                );
                assert_eq!(
                    together.winning_moves(position),
                    alone.winning_moves(&position.1)
                );
            }
        }
    }

    #[test]
    fn misere_rules_stay_misere_per_case() {
        let (game, positions) = PerCase::of([(Misere(Sum(Subtraction::new([1]))), vec![1])]);
        assert_eq!(game.play(), Play::Misere);
        assert!(!Referee::new(game).wins(&positions[0]));
    }
}
