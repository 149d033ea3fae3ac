//! Every-SG games: several components, and on each turn the player to move must move in
//! **every** component that is not yet over. Whoever makes the last move wins (normal play); a
//! player facing no live component loses.
//!
//! Grundy values do not decide such a game: what matters is how long each component lasts. A
//! component's *steps* (its suspense, in the words of *Winning Ways*, ch. 9) is how long it lasts
//! when the player who wins it makes it last as long as possible and the player who loses it
//! ends it as fast as possible:
//!
//! - a part with no move is over: 0 steps (and lost for the player to move);
//! - a won part (some option is lost) has 1 + the **largest** steps among its **lost** options;
//! - a lost part (every option is won) has 1 + the **smallest** steps among **all** its options.
//!
//! By induction a part is won exactly when its steps are odd (a lost option has even steps, so a
//! won part's steps are odd; every option of a lost part is won, odd, so its steps are even).
//!
//! > **Theorem.** The player to move wins the Every-SG game exactly when the largest steps over
//! > its components is odd. The winning move plays, in every live component, as the steps say:
//! > a won component to a lost option with the largest steps, a lost component to an option
//! > with the smallest steps ([`Steps::best_move`]).
//!
//! The last component to end decides who made the last move, and the player who wins the
//! longest component can keep it going for exactly its steps while ending every component they
//! lose no later than its steps allow. [`every_sg_wins`] is the verdict; [`EveryGame`] is the
//! real rules on whole positions for the [`Referee`](crate::Referee), which checks the theorem
//! (this module's tests do, on subtraction games and on Euclid's game).
//!
//! Components come from any [`Components`] rules, with one restriction: a move must leave at
//! most one part in the component's place (the part it becomes, or none when the move ends it).
//! A move that splits a component into several parts would change the number of components
//! to move in, which the theorem does not cover; [`Steps`] and [`EveryGame`] panic on one.
//!
//! For subtraction heaps too large for a memo (10^18 tokens),
//! [`Subtraction::every_steps`](crate::Subtraction::every_steps) fills a table and proves an
//! arithmetic period of the steps ([`SubtractionSteps`](crate::SubtractionSteps)).

use crate::component_values::memoised;
use crate::memo::FxHashMap;
use crate::referee::Game;
use crate::sum::Components;

/// The one part a component's move leaves, or `None` when it leaves none.
///
/// # Panics
/// If the move leaves several parts, or wins the game at once: neither fits Every-SG.
fn single_piece<C: Components>(rules: &C, pieces: Vec<C::Part>) -> Option<C::Part> {
    assert!(
        !rules.wins_at_once(&pieces),
        "a move that wins the game at once does not fit Every-SG"
    );
    assert!(
        pieces.len() <= 1,
        "Every-SG needs each move to leave at most one part, but a move split a component \
         into {} parts",
        pieces.len()
    );
    pieces.into_iter().next()
}

/// The steps (Every-SG suspense) of components under rules `C`, each computed once and
/// remembered, and the move they tell a player to make in each component.
///
/// # Example
/// ```
/// use grundy::{Steps, Subtraction};
///
/// // Take 1 or 2: heaps that are multiples of 3 are lost, and steps(n) = 2 (n / 3) + (n % 3 != 0).
/// let mut steps = Steps::new(Subtraction::new([1, 2]));
/// let table: Vec<u64> = (0..8).map(|heap| steps.steps(&heap)).collect();
/// assert_eq!(table, [0, 1, 1, 2, 3, 3, 4, 5]);
/// assert!(steps.wins(&4) && !steps.wins(&6));
/// ```
#[derive(Debug)]
pub struct Steps<C: Components> {
    rules: C,
    memo: FxHashMap<C::Part, u64>,
}

impl<C: Components> Steps<C> {
    /// No steps known yet, for the rules `rules`.
    ///
    /// # Complexity
    /// O(1).
    pub fn new(rules: C) -> Self {
        Self {
            rules,
            memo: FxHashMap::default(),
        }
    }

    /// The rules.
    pub fn rules(&self) -> &C {
        &self.rules
    }

    /// How many parts' steps are known (memoised).
    pub fn known(&self) -> usize {
        self.memo.len()
    }

    /// The steps of `part` (see the module notes): 0 if it has no move; 1 + the largest steps
    /// of a lost option if it is won; 1 + the smallest steps of any option if it is lost. The
    /// search keeps its own stack, so long chains of moves (a heap of a million tokens taken
    /// one at a time) do not overflow the thread's.
    ///
    /// # Panics
    /// If a move of some part reached leaves more than one part or [wins at
    /// once](Components::wins_at_once) (see the module notes), or if the rules have a cycle (a
    /// part reachable from itself).
    ///
    /// # Complexity
    /// Each part reachable from `part` is solved once: O(its moves) hash lookups each, and one
    /// memo entry.
    ///
    /// # Example
    /// ```
    /// use grundy::{Steps, Subtraction};
    ///
    /// // Take 1: every heap is a single chain, and it lasts one step per token.
    /// let mut steps = Steps::new(Subtraction::new([1]));
    /// assert_eq!(steps.steps(&1_000_000), 1_000_000);
    /// assert_eq!(steps.known(), 1_000_001);
    /// ```
    pub fn steps(&mut self, part: &C::Part) -> u64 {
        let rules = &self.rules;
        let moves = |part: &C::Part| -> Vec<Vec<C::Part>> {
            let options = rules.splits(part).into_iter();
            options
                .map(|(_, pieces)| single_piece(rules, pieces).into_iter().collect())
                .collect()
        };
        memoised(&mut self.memo, part, moves, |moves, memo| {
            steps_from(
                moves
                    .iter()
                    .map(|piece| piece.first().map_or(0, |piece| memo[piece])),
            )
        })
    }

    /// Whether the player to move wins `part` played alone (some move leads to a lost part):
    /// exactly when its steps are odd.
    ///
    /// # Panics
    /// As [`steps`](Steps::steps).
    ///
    /// # Complexity
    /// As [`steps`](Steps::steps).
    ///
    /// # Example
    /// ```
    /// use grundy::{Steps, Subtraction};
    ///
    /// let mut steps = Steps::new(Subtraction::new([1, 3, 4]));
    /// let won: Vec<bool> = (0..8).map(|heap| steps.wins(&heap)).collect();
    /// // Lost exactly on heaps 0 and 2 (mod 7), as in the normal-play game.
    /// assert_eq!(won, [false, true, false, true, true, true, true, false]);
    /// ```
    pub fn wins(&mut self, part: &C::Part) -> bool {
        self.steps(part) % 2 == 1
    }

    /// The move the theorem plays in `part`, with the part it leaves (`None` when the move ends
    /// the component): if `part` is won, a move to a lost option with the largest steps; if it
    /// is lost, a move to an option with the smallest steps; the first such move in the order
    /// [`Components::splits`] lists them. `None` when `part` has no move (it is over).
    ///
    /// Played in every live component at once, these moves win every won Every-SG position
    /// (see the module notes); from a lost one they are the moves that make the opponent work
    /// hardest.
    ///
    /// # Panics
    /// As [`steps`](Steps::steps).
    ///
    /// # Complexity
    /// As [`steps`](Steps::steps), then O(moves of `part`).
    ///
    /// # Example
    /// ```
    /// use grundy::{Steps, Subtraction};
    ///
    /// // Take 1 or 2 (steps 0 1 1 2 3 3 4 ...): from 5 (won), to the lost 3 (2 steps), not 0.
    /// let mut steps = Steps::new(Subtraction::new([1, 2]));
    /// assert_eq!(steps.best_move(&5), Some((2, Some(3))));
    /// // From 6 (lost), to the option that ends soonest: 4 and 5 both have 3 steps.
    /// assert_eq!(steps.best_move(&6), Some((1, Some(5))));
    /// assert_eq!(steps.best_move(&0), None);
    /// ```
    pub fn best_move(&mut self, part: &C::Part) -> Option<(C::Move, Option<C::Part>)> {
        let steps = self.steps(part);
        let mut best: Option<(u64, C::Move, Option<C::Part>)> = None;
        for (label, pieces) in self.rules.splits(part) {
            let after = single_piece(&self.rules, pieces);
            let after_steps = self.known_steps(&after);
            // A won part may only move to a lost option (even steps), the longest one; a lost
            // part takes the shortest option.
            let better = match &best {
                _ if steps % 2 == 1 && after_steps % 2 == 1 => false,
                None => true,
                Some((best_steps, ..)) if steps % 2 == 1 => after_steps > *best_steps,
                Some((best_steps, ..)) => after_steps < *best_steps,
            };
            if better {
                best = Some((after_steps, label, after));
            }
        }
        best.map(|(_, label, after)| (label, after))
    }

    /// The steps of a move's result, which must already be known (none left is over: 0).
    fn known_steps(&mut self, option: &Option<C::Part>) -> u64 {
        option.as_ref().map_or(0, |piece| self.steps(piece))
    }
}

/// A part's steps from its options' steps (none: the part is over): 1 + the largest even
/// (lost) option if there is one, else 1 + the smallest option. Shared with
/// [`SubtractionSteps`](crate::SubtractionSteps), which fills a table with it.
pub(crate) fn steps_from(options: impl Iterator<Item = u64>) -> u64 {
    let (mut longest_lost, mut shortest) = (None, None);
    for steps in options {
        if steps % 2 == 0 {
            longest_lost = longest_lost.max(Some(steps));
        }
        shortest = Some(shortest.map_or(steps, |s: u64| s.min(steps)));
    }
    match (longest_lost, shortest) {
        (Some(lost), _) => lost + 1,
        (None, Some(shortest)) => shortest + 1,
        (None, None) => 0,
    }
}

/// Whether the player to move wins the Every-SG game whose components have these `steps`
/// (from [`Steps::steps`]): exactly when the largest is odd. No components (largest 0): lost.
///
/// # Complexity
/// O(k) for k components.
///
/// # Example
/// ```
/// use grundy::every_sg_wins;
///
/// assert!(!every_sg_wins([])); // nothing left to move in
/// assert!(every_sg_wins([3, 2])); // the 3 lasts longest, and its winner makes the last move
/// assert!(!every_sg_wins([3, 4, 1]));
/// ```
pub fn every_sg_wins(steps: impl IntoIterator<Item = u64>) -> bool {
    steps.into_iter().max().unwrap_or(0) % 2 == 1
}

/// The Every-SG game of components of `C`, a [`Game`] on whole positions: the real rules, for
/// the [`Referee`](crate::Referee) to check the theorem (or a solver) against.
///
/// A position is a list of parts; a move is one move in every live part (a part with a move),
/// as `(index in the position, move)` pairs in index order. Every combination is listed, so the
/// number of moves is the product of the parts' numbers of moves: for small positions only.
/// The positions moves lead to are canonical (parts with no move left out, the rest sorted);
/// the position given to the referee is taken as it is.
///
/// # Panics
/// [`moves`](Game::moves) panics if a move leaves more than one part in a component, or wins at
/// once (see the module notes).
///
/// # Example
/// ```
/// use grundy::{EveryGame, Referee, Steps, Subtraction, Sum, every_sg_wins};
///
/// // Take 1 or 2 from heaps 4 and 6. As a sum this is won (values 1 and 0); played Every-SG it
/// // is lost: the lost 6 lasts 4 steps, longer than the won 4's 3.
/// let game = Subtraction::new([1, 2]);
/// assert!(Referee::new(Sum(game.clone())).wins(&vec![4, 6]));
/// assert!(!Referee::new(EveryGame(game.clone())).wins(&vec![4, 6]));
/// let mut steps = Steps::new(game);
/// assert!(!every_sg_wins([steps.steps(&4), steps.steps(&6)]));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EveryGame<C>(pub C);

impl<C: Components> EveryGame<C> {
    /// `parts` as a canonical position: parts with no move ([finished](Components::is_finished)
    /// or not) left out, the rest sorted.
    ///
    /// # Complexity
    /// One [`splits`](Components::splits) call per part not finished, then O(k log k)
    /// comparisons for k parts.
    ///
    /// # Example
    /// ```
    /// use grundy::{EveryGame, Subtraction};
    ///
    /// // Take 2 or 3: heaps 0 and 1 have no move.
    /// assert_eq!(EveryGame(Subtraction::new([2, 3])).position([5, 0, 1, 2]), [2, 5]);
    /// ```
    pub fn position(&self, parts: impl IntoIterator<Item = C::Part>) -> Vec<C::Part> {
        let mut position: Vec<C::Part> = parts
            .into_iter()
            .filter(|part| !self.0.is_finished(part) && !self.0.splits(part).is_empty())
            .collect();
        position.sort_unstable();
        position
    }
}

/// One part's moves, each with the part it leaves (or none).
type PartMoves<C> = Vec<(<C as Components>::Move, Option<<C as Components>::Part>)>;

impl<C: Components> Game for EveryGame<C> {
    type Position = Vec<C::Part>;
    type Move = Vec<(usize, C::Move)>;

    fn moves(&self, parts: &Vec<C::Part>) -> Vec<(Self::Move, Vec<C::Part>)> {
        // For each live part: its index and its moves, each with the part it leaves.
        let choices: Vec<(usize, PartMoves<C>)> = parts
            .iter()
            .enumerate()
            .map(|(index, part)| {
                let moves = self.0.splits(part).into_iter();
                let moves = moves.map(|(label, pieces)| (label, single_piece(&self.0, pieces)));
                (index, moves.collect::<Vec<_>>())
            })
            .filter(|(_, moves)| !moves.is_empty())
            .collect();
        let mut moves = Vec::new();
        if choices.is_empty() {
            return moves;
        }
        // An odometer over the choices: digit i picks the move in the i-th live part.
        let mut digits = vec![0; choices.len()];
        loop {
            let picked = || choices.iter().zip(&digits).map(|((i, m), &d)| (*i, &m[d]));
            let label = picked().map(|(i, (label, _))| (i, label.clone())).collect();
            let after = self.position(picked().filter_map(|(_, (_, after))| after.clone()));
            moves.push((label, after));
            let mut place = choices.len();
            loop {
                if place == 0 {
                    return moves;
                }
                place -= 1;
                digits[place] += 1;
                if digits[place] < choices[place].1.len() {
                    break;
                }
                digits[place] = 0;
            }
        }
    }

    /// As [`moves`](Game::moves), each position reached listed once.
    fn options(&self, parts: &Vec<C::Part>) -> Vec<Vec<C::Part>> {
        let mut options: Vec<_> = self
            .moves(parts)
            .into_iter()
            .map(|(_, after)| after)
            .collect();
        options.sort_unstable();
        options.dedup();
        options
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Referee, Rng, Subtraction};

    /// Euclid's game, one pair (larger, smaller): take a positive multiple of the smaller from
    /// the larger, leaving it at least 0. The pair is over when a number reaches 0, and then
    /// no part is left (the HDU 3595 "GG and MM" component).
    #[derive(Clone, Copy, Debug)]
    struct Euclid;

    /// A pair in canonical order, larger first.
    fn pair(a: u32, b: u32) -> (u32, u32) {
        (a.max(b), a.min(b))
    }

    impl Components for Euclid {
        type Part = (u32, u32);
        type Move = u32; // the multiple of the smaller taken

        fn splits(&self, &(big, small): &(u32, u32)) -> Vec<(u32, Vec<(u32, u32)>)> {
            if small == 0 {
                return Vec::new();
            }
            (1..=big / small)
                .map(|k| {
                    let rest = big - k * small;
                    let pieces = if rest == 0 {
                        vec![]
                    } else {
                        vec![pair(rest, small)]
                    };
                    (k, pieces)
                })
                .collect()
        }

        fn is_finished(&self, &(_, small): &(u32, u32)) -> bool {
            small == 0
        }
    }

    /// Take 1 or 2 from a heap, or split it into two heaps (not Every-SG rules).
    struct Splitting;

    impl Components for Splitting {
        type Part = u32;
        type Move = u32;

        fn splits(&self, &heap: &u32) -> Vec<(u32, Vec<u32>)> {
            let takes = (1..=heap.min(2)).map(|take| (take, vec![heap - take]));
            let cuts = (1..heap).map(|left| (10 + left, vec![left, heap - left]));
            takes.chain(cuts).collect()
        }
    }

    /// A cycle: a heap of 1 may become a heap of 2 and back.
    struct Loop;

    impl Components for Loop {
        type Part = u32;
        type Move = ();

        fn splits(&self, &heap: &u32) -> Vec<((), Vec<u32>)> {
            vec![((), vec![3 - heap])]
        }
    }

    /// Whether the component played alone is won for the player to move, and its minimax
    /// length, by plain recursion on the rules (no memo: small parts only). A part is won when
    /// some move leads to a lost one; the winner keeps the play going as long as a win allows
    /// (among moves to lost parts, the longest), the loser ends it as soon as possible (among
    /// all moves, the shortest).
    fn directly<C: Components>(rules: &C, part: &C::Part) -> (bool, u64) {
        let options: Vec<(bool, u64)> = rules
            .splits(part)
            .into_iter()
            .map(|(_, pieces)| {
                assert!(pieces.len() <= 1);
                pieces
                    .first()
                    .map_or((false, 0), |piece| directly(rules, piece))
            })
            .collect();
        let to_lost = options.iter().filter(|(won, _)| !won).map(|&(_, n)| n);
        match (to_lost.max(), options.iter().map(|&(_, n)| n).min()) {
            (Some(longest), _) => (true, 1 + longest),
            (None, Some(shortest)) => (false, 1 + shortest),
            (None, None) => (false, 0),
        }
    }

    /// A random subtraction set: 1 to 3 amounts from 1 to 5.
    fn random_subtraction(rng: &mut Rng) -> Subtraction {
        Subtraction::new(
            (0..rng.range(1..=3))
                .map(|_| rng.range(1..=5))
                .collect::<Vec<_>>(),
        )
    }

    /// Checks the theorem against the referee on `position`: the verdict, and that the
    /// theorem's move from a won position leaves a lost one. Returns whether it was won.
    fn check_theorem<C: Components + Clone>(
        steps: &mut Steps<C>,
        referee: &mut Referee<EveryGame<C>>,
        parts: Vec<C::Part>,
    ) -> bool
    where
        C::Part: std::fmt::Debug,
    {
        let position = referee.game().position(parts);
        let largest: Vec<u64> = position.iter().map(|part| steps.steps(part)).collect();
        let won = referee.wins(&position);
        assert_eq!(
            won,
            every_sg_wins(largest.clone()),
            "{position:?} {largest:?}"
        );
        if won {
            let moved = position.iter().map(|part| {
                let (_, after) = steps.best_move(part).expect("live parts have moves");
                after
            });
            let after = referee.game().position(moved.flatten().collect::<Vec<_>>());
            assert!(!referee.wins(&after), "{position:?} -> {after:?}");
        }
        won
    }

    #[test]
    fn steps_agree_with_a_direct_minimax_recursion_on_subtraction_games() {
        let mut rng = Rng::new(11);
        for _ in 0..200 {
            let game = random_subtraction(&mut rng);
            let mut steps = Steps::new(game.clone());
            for heap in 0..=14 {
                let (won, length) = directly(&game, &heap);
                assert_eq!(steps.steps(&heap), length, "{game:?} heap {heap}");
                assert_eq!(steps.wins(&heap), won, "{game:?} heap {heap}");
            }
        }
    }

    #[test]
    fn steps_agree_with_a_direct_minimax_recursion_on_euclids_game() {
        let mut steps = Steps::new(Euclid);
        // (n, 1) alone has 2^(n-1) plays, so the plain recursion stays below 16.
        for a in 1..=15 {
            for b in 1..=a {
                let (won, length) = directly(&Euclid, &(a, b));
                assert_eq!(steps.steps(&(a, b)), length, "({a}, {b})");
                assert_eq!(steps.wins(&(a, b)), won, "({a}, {b})");
            }
        }
    }

    #[test]
    fn euclids_game_is_won_by_the_known_rule() {
        // (a, b), a >= b: won if b divides a or a >= 2b; otherwise the one move leads to
        // (b, a - b) and the outcome flips.
        fn known(a: u32, b: u32) -> bool {
            a % b == 0 || a >= 2 * b || !known(b, a - b)
        }
        let mut steps = Steps::new(Euclid);
        for a in 1..=300 {
            for b in 1..=a {
                assert_eq!(steps.wins(&(a, b)), known(a, b), "({a}, {b})");
            }
        }
    }

    #[test]
    fn following_the_best_move_lasts_exactly_the_steps() {
        let mut rng = Rng::new(3);
        for _ in 0..100 {
            let game = random_subtraction(&mut rng);
            let mut steps = Steps::new(game);
            for heap in 0..=40u64 {
                let (mut part, mut moves) = (Some(heap), 0);
                while let Some((_, after)) = part.and_then(|part| steps.best_move(&part)) {
                    // The winner keeps winning: a won part moves to a lost one.
                    assert_eq!(
                        steps.wins(&part.unwrap()),
                        after.is_none_or(|a| !steps.wins(&a))
                    );
                    part = after;
                    moves += 1;
                }
                assert_eq!(moves, steps.steps(&heap));
            }
        }
        let mut steps = Steps::new(Euclid);
        for a in 1..=60 {
            for b in 1..=a {
                let (mut part, mut moves) = (Some((a, b)), 0);
                while let Some((_, after)) = part.and_then(|part| steps.best_move(&part)) {
                    part = after;
                    moves += 1;
                }
                assert_eq!(moves, steps.steps(&(a, b)), "({a}, {b})");
            }
        }
    }

    #[test]
    fn the_largest_steps_decides_random_subtraction_positions() {
        let mut rng = Rng::new(29);
        let (mut positions, mut won) = (0, 0);
        for _ in 0..60 {
            let game = random_subtraction(&mut rng);
            let mut steps = Steps::new(game.clone());
            let mut referee = Referee::new(EveryGame(game));
            for _ in 0..50 {
                let heaps: Vec<u64> = (0..rng.range(1..=3)).map(|_| rng.range(0..=8)).collect();
                won += usize::from(check_theorem(&mut steps, &mut referee, heaps));
                positions += 1;
            }
        }
        assert_eq!(positions, 3000);
        // Both verdicts are met often, so neither side of the theorem is checked vacuously.
        assert!(
            won > 600 && positions - won > 600,
            "{won} of {positions} won"
        );
    }

    #[test]
    fn the_largest_steps_decides_random_euclid_positions() {
        let mut rng = Rng::new(31);
        let mut steps = Steps::new(Euclid);
        let mut referee = Referee::new(EveryGame(Euclid));
        let mut won = 0;
        for _ in 0..3000 {
            let count = rng.range(1..=3);
            let pairs: Vec<(u32, u32)> = (0..count)
                .map(|_| pair(rng.range(1..=20) as u32, rng.range(1..=20) as u32))
                .collect();
            won += usize::from(check_theorem(&mut steps, &mut referee, pairs));
        }
        assert!(won > 600 && 3000 - won > 600, "{won} of 3000 won");
    }

    #[test]
    fn every_small_euclid_position_of_two_pairs_is_decided_by_the_largest_steps() {
        let mut steps = Steps::new(Euclid);
        let mut referee = Referee::new(EveryGame(Euclid));
        let pairs: Vec<(u32, u32)> = (1..=9).flat_map(|a| (1..=a).map(move |b| (a, b))).collect();
        for &first in &pairs {
            for &second in &pairs {
                check_theorem(&mut steps, &mut referee, vec![first, second]);
            }
        }
    }

    #[test]
    fn a_long_chain_does_not_overflow_the_stack() {
        let mut steps = Steps::new(Subtraction::new([1]));
        assert_eq!(steps.steps(&300_000), 300_000);
        assert!(!steps.wins(&300_000));
        assert_eq!(steps.best_move(&300_000), Some((1, Some(299_999))));
        let mut chain = Steps::new(Subtraction::new([1, 2]));
        assert_eq!(chain.steps(&300_000), 200_000);
    }

    #[test]
    fn every_game_moves_in_every_live_part_at_once() {
        let game = EveryGame(Subtraction::new([1, 2]));
        // Heap 0 has no move; heaps 2 and 3 have two each: four combinations.
        let moves = game.moves(&vec![2, 0, 3]);
        let listed: Vec<_> = moves.iter().map(|(m, p)| (m.clone(), p.clone())).collect();
        assert_eq!(
            listed,
            [
                (vec![(0, 1), (2, 1)], vec![1, 2]),
                (vec![(0, 1), (2, 2)], vec![1, 1]),
                (vec![(0, 2), (2, 1)], vec![2]),
                (vec![(0, 2), (2, 2)], vec![1]),
            ]
        );
        assert!(game.moves(&vec![0, 0]).is_empty());
        assert_eq!(game.options(&vec![1, 1]), [Vec::<u64>::new()]);
        let mut referee = Referee::new(game);
        assert!(!referee.wins(&vec![]));
        assert!(referee.wins(&vec![1, 1])); // both taken in one turn
        // Heaps 2 and 4 (steps 1 and 3): 4 must go to the lost 3; 2 to 1 or 0 both win.
        let winning = [vec![(0, 1), (1, 1)], vec![(0, 2), (1, 1)]];
        assert_eq!(referee.winning_moves(&vec![2, 4]), winning);
    }

    #[test]
    #[should_panic(expected = "at most one part")]
    fn steps_refuse_a_component_that_splits() {
        Steps::new(Splitting).steps(&4);
    }

    #[test]
    #[should_panic(expected = "at most one part")]
    fn every_game_refuses_a_component_that_splits() {
        Referee::new(EveryGame(Splitting)).wins(&vec![3]);
    }

    #[test]
    #[should_panic(expected = "cycle")]
    fn a_cycle_in_the_rules_is_reported() {
        Steps::new(Loop).steps(&1);
    }
}
