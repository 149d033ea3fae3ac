//! The referee: an exhaustive win/lose search over whole positions, used to check every fast
//! solver against the game's real rules.
//!
//! It knows nothing of Sprague–Grundy theory. A position is won for the player to move exactly
//! when some move leads to a position that is lost for the opponent. A position with no move is
//! lost under normal play (whoever makes the last move wins) and won under misère play (whoever
//! makes the last move loses): the game says which, by [`Game::play`], and [`Misere`] plays any
//! game's moves the misère way. Sums of components are searched as whole positions, so a
//! reduction that splits a game into parts and XORs their values is checked, not assumed.
//!
//! Rules with an instant win ("whoever cuts out a 1x1 sheet wins", "three crosses in a row
//! win") fit the normal-play model: the winning move leads to a position with no moves, which
//! is lost for the player who must now move.

use std::hash::Hash;

use rustc_hash::FxHashMap;

/// The rules of an impartial game: which moves a position allows.
///
/// Positions are compared and hashed as wholes. Giving equal positions one canonical form
/// (sorting the piles of a sum, say) keeps the search small, and is the game's business.
///
/// # Example
/// ```
/// use grundy::{Game, Referee};
///
/// /// Nim: take any positive number of stones from one pile.
/// struct Nim;
///
/// impl Game for Nim {
///     type Position = Vec<u32>;
///     type Move = (usize, u32); // (pile, stones taken)
///
///     fn moves(&self, piles: &Vec<u32>) -> Vec<(Self::Move, Vec<u32>)> {
///         let mut moves = Vec::new();
///         for (pile, &size) in piles.iter().enumerate() {
///             for take in 1..=size {
///                 let mut after = piles.clone();
///                 after[pile] -= take;
///                 moves.push(((pile, take), after));
///             }
///         }
///         moves
///     }
/// }
///
/// let mut referee = Referee::new(Nim);
/// assert!(!referee.wins(&vec![1, 2, 3]));
/// assert_eq!(referee.winning_moves(&vec![1, 2, 4]), [(2, 1)]);
/// ```
pub trait Game {
    /// A whole position of the game (every component of a sum, together).
    type Position: Clone + Eq + Hash;
    /// What names a move, for listing winning moves.
    type Move: Clone;

    /// Every legal move from `position`, each with the position it leads to. No moves means
    /// the game is over: lost for the player to move under normal play, won under misère.
    fn moves(&self, position: &Self::Position) -> Vec<(Self::Move, Self::Position)>;

    /// The positions the moves from `position` lead to, for the search, which needs no labels.
    /// The default takes them from [`moves`](Game::moves); a game may list fewer (leaving out
    /// repeats) as long as every position [`moves`](Game::moves) reaches is among them.
    fn options(&self, position: &Self::Position) -> Vec<Self::Position> {
        self.moves(position)
            .into_iter()
            .map(|(_, after)| after)
            .collect()
    }

    /// Who wins when no move is left. By default normal play: the player who made the last
    /// move.
    fn play(&self) -> Play {
        Play::Normal
    }
}

/// `G`'s positions and moves, each move (a number from 0, as [`Hackenbush`](crate::Hackenbush)
/// numbers its edges) named by its label in `labels`: moves named in the input's own words
/// (the edge `x y` as written, a case and an edge), so that a claim says them.
///
/// # Panics
/// When a move has no label.
///
/// # Example
/// ```
/// use grundy::{Hackenbush, Labelled, Referee, RootedGraph};
///
/// // Nodes 1, 2, 3 of the input are 0, 1, 2; the edges as written name the moves.
/// let game = Hackenbush::new(RootedGraph::new(3, 0, [(0, 1), (1, 2)]));
/// let start = game.start();
/// let named = Labelled { game, labels: vec![(1, 2), (2, 3)] };
/// assert_eq!(Referee::new(named).winning_moves(&start), [(1, 2)]); // all of it at once
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Labelled<G, L> {
    /// The game.
    pub game: G,
    /// The label of move i.
    pub labels: Vec<L>,
}

impl<G: Game<Move = usize>, L: Clone> Game for Labelled<G, L> {
    type Position = G::Position;
    type Move = L;

    fn moves(&self, position: &G::Position) -> Vec<(L, G::Position)> {
        let label = |index: usize| self.labels[index].clone();
        let moves = self.game.moves(position).into_iter();
        moves.map(|(index, after)| (label(index), after)).collect()
    }

    fn options(&self, position: &G::Position) -> Vec<G::Position> {
        self.game.options(position)
    }

    fn play(&self) -> Play {
        self.game.play()
    }
}

/// Who wins when no move is left.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Play {
    /// The player who made the last move wins: the player who cannot move loses.
    #[default]
    Normal,
    /// The player who made the last move loses: the player who cannot move wins.
    Misere,
}

/// `G`'s moves played misère: the same positions and moves, but whoever cannot move wins
/// (the opponent made the last move, and loses by it).
///
/// Meant for rules whose positions with no move really are "nothing left to take". Rules that
/// encode an instant win as a move to a position with no moves
/// ([`Components::wins_at_once`](crate::Components::wins_at_once)) have no misère form here.
///
/// # Example
/// ```
/// use grundy::{Misere, Referee, Subtraction, Sum};
///
/// // Nim heaps of 1 played misère: whoever takes the last one loses.
/// let nim = Sum(Subtraction::new([1]));
/// let mut misere = Referee::new(Misere(nim.clone()));
/// assert!(misere.wins(&vec![]) && !misere.wins(&vec![1]) && misere.wins(&vec![1, 1]));
/// assert!(!Referee::new(nim).wins(&vec![1, 1]));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Misere<G>(pub G);

impl<G: Game> Game for Misere<G> {
    type Position = G::Position;
    type Move = G::Move;

    fn moves(&self, position: &G::Position) -> Vec<(G::Move, G::Position)> {
        self.0.moves(position)
    }

    fn options(&self, position: &G::Position) -> Vec<G::Position> {
        self.0.options(position)
    }

    fn play(&self) -> Play {
        Play::Misere
    }
}

/// What the search knows of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Status {
    /// On the search path right now; meeting it again means the game has a cycle.
    Searching,
    /// Won for the player to move.
    Won,
    /// Lost for the player to move.
    Lost,
}

/// A position on the explicit search stack and the positions its moves lead to.
struct Frame<P> {
    position: P,
    options: Vec<P>,
    next: usize,
}

/// An exhaustive, memoised win/lose search over the positions of a [`Game`].
///
/// The search is iterative (no recursion), so long games do not overflow the stack; every
/// position reached is remembered, so use it on small positions.
#[derive(Debug)]
pub struct Referee<G: Game> {
    game: G,
    memo: FxHashMap<G::Position, Status>,
}

impl<G: Game> Referee<G> {
    /// A referee for `game`, knowing nothing yet.
    pub fn new(game: G) -> Self {
        Self {
            game,
            memo: FxHashMap::default(),
        }
    }

    /// The rules this referee plays.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many distinct positions have been solved so far.
    pub fn positions_solved(&self) -> usize {
        self.memo.len()
    }

    fn frame(&self, position: G::Position) -> Frame<G::Position> {
        let options = self.game.options(&position);
        Frame {
            position,
            options,
            next: 0,
        }
    }

    /// Whether the player to move from `position` can force a win.
    ///
    /// # Panics
    /// If the game has a cycle (a position reachable from itself): impartial games as defined
    /// here always end, so that is a bug in the rules.
    ///
    /// # Complexity
    /// O(sum over the positions reachable from `position` of their number of moves), each
    /// reachable position solved once and remembered across calls.
    pub fn wins(&mut self, position: &G::Position) -> bool {
        if let Some(&status) = self.memo.get(position) {
            return status == Status::Won;
        }
        self.memo.insert(position.clone(), Status::Searching);
        let mut stack = vec![self.frame(position.clone())];
        loop {
            let frame = stack
                .last_mut()
                .expect("the stack holds the root until it is solved");
            let mut unsolved = None;
            // With no move at all, the game is over: won for the player to move under misère.
            let mut won = frame.options.is_empty() && self.game.play() == Play::Misere;
            while frame.next < frame.options.len() {
                match self.memo.get(&frame.options[frame.next]) {
                    Some(Status::Lost) => {
                        won = true;
                        break;
                    }
                    Some(Status::Won) => frame.next += 1,
                    Some(Status::Searching) => {
                        panic!("the game has a cycle: a position is reachable from itself")
                    }
                    None => {
                        unsolved = Some(frame.options[frame.next].clone());
                        break;
                    }
                }
            }
            if let Some(child) = unsolved {
                self.memo.insert(child.clone(), Status::Searching);
                let child_frame = self.frame(child);
                stack.push(child_frame);
                continue;
            }
            let frame = stack.pop().expect("a frame was just inspected");
            let status = if won { Status::Won } else { Status::Lost };
            self.memo.insert(frame.position, status);
            if stack.is_empty() {
                return won;
            }
        }
    }

    /// Every move from `position` that leaves the opponent in a lost position, in the order
    /// [`Game::moves`] lists them (duplicates included, if the game lists a move twice).
    /// Empty exactly when `position` is lost.
    ///
    /// # Panics
    /// As [`wins`](Referee::wins).
    ///
    /// # Complexity
    /// As [`wins`](Referee::wins) for each move's position.
    pub fn winning_moves(&mut self, position: &G::Position) -> Vec<G::Move> {
        self.game
            .moves(position)
            .into_iter()
            .filter(|(_, after)| !self.wins(after))
            .map(|(label, _)| label)
            .collect()
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Take 1 or 2 from a single heap: lost exactly on multiples of 3.
    struct TakeOneOrTwo;

    impl Game for TakeOneOrTwo {
        type Position = u32;
        type Move = u32;

        fn moves(&self, &heap: &u32) -> Vec<(u32, u32)> {
            (1..=2)
                .filter(|&take| take <= heap)
                .map(|take| (take, heap - take))
                .collect()
        }
    }

    /// Broken rules: 0 -> 1 -> 2 -> 0 -> ... (also for the other searches' tests).
    pub(crate) struct Cycle;

    impl Game for Cycle {
        type Position = u8;
        type Move = ();

        fn moves(&self, &position: &u8) -> Vec<((), u8)> {
            vec![((), (position + 1) % 3)]
        }
    }

    #[test]
    fn lost_exactly_on_multiples_of_three() {
        let mut referee = Referee::new(TakeOneOrTwo);
        for heap in 0..200 {
            assert_eq!(referee.wins(&heap), heap % 3 != 0, "heap {heap}");
        }
    }

    #[test]
    fn winning_moves_lead_to_lost_positions() {
        let mut referee = Referee::new(TakeOneOrTwo);
        assert_eq!(referee.winning_moves(&7), [1]);
        assert_eq!(referee.winning_moves(&8), [2]);
        assert!(referee.winning_moves(&9).is_empty());
    }

    #[test]
    fn deep_games_do_not_overflow_the_stack() {
        let mut referee = Referee::new(TakeOneOrTwo);
        assert!(referee.wins(&1_000_000));
        assert_eq!(referee.positions_solved(), 1_000_001);
    }

    #[test]
    #[should_panic(expected = "cycle")]
    fn a_cycle_in_the_rules_is_reported() {
        Referee::new(Cycle).wins(&0);
    }
}
