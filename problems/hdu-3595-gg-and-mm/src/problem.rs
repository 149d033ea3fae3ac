//! The contract: cases of N games `x y`; the referee, `grundy::EveryGame` of `grundy::Euclid`.

use grundy::{Euclid, EveryGame, every_sg_wins};
use harness::shape::{Cases, List, Num, list, num, until_end};
use harness::{Claim, Exploration, Input, InputError, Verdicts};

use crate::{Moves, claim, steps_and_take};

/// The problem: cases until the end of the input, each N games of two piles.
#[derive(Clone, Copy, Debug, Default)]
pub struct GgAndMm;

impl Verdicts for GgAndMm {
    type Shape = Cases<List<(Num<u64>, Num<u64>)>>;
    type Game = EveryGame<Euclid>;
    const VERDICTS: [&'static str; 2] = ["GG", "MM"];

    /// The judge's: N <= 1000 games of piles up to 1000 (the number of cases taken as 100);
    /// accepted: piles up to 10^18.
    fn shape(&self) -> Self::Shape {
        let pile = |name| num(name, "a pile", 1..=1000, 1..=1_000_000_000_000_000_000);
        let pile = |name| pile(name).tiny(1..=6).beyond(1..=1_000_000_000_000_000_000);
        let n = num("N", "the number of games", 1..=1000, 1..=1_000_000).tiny(1..=3);
        let cases = num("cases", "the number of cases", 1..=100, 1..=usize::MAX);
        let (n, cases) = (n.small(1..=20), cases.tiny(1..=3).small(1..=10));
        until_end(cases, list(n, (pile("x"), pile("y"))).lines())
    }

    /// The largest steps is odd.
    fn wins(&self, games: &Vec<(u64, u64)>) -> Result<bool, InputError> {
        Ok(every_sg_wins(
            games.iter().map(|&piles| steps_and_take(piles).0),
        ))
    }

    /// The theorem's move in every game, and the largest steps.
    fn claim(&self, games: &Vec<(u64, u64)>) -> (Claim<Moves>, String) {
        let most = games.iter().map(|&piles| steps_and_take(piles).0).max();
        (
            claim(games),
            format!(" (steps: most {})", most.unwrap_or(0)),
        )
    }

    /// `a b to c d` for every game (the larger pile first, in sorted order), or `every move loses`.
    fn words(&self, claim: &Claim<Moves>) -> String {
        let step = |&(_, ((a, b), (c, d))): &(_, _)| format!("{a} {b} to {c} {d}");
        claim.say(|moves| moves.iter().map(step).collect::<Vec<_>>().join(", "))
    }

    /// Each case's games, every one moved each turn, up to 3 games of piles up to 6.
    fn positions(&self, cases: &[Vec<(u64, u64)>]) -> Option<(Self::Game, Vec<Vec<(u64, u64)>>)> {
        let few = cases.iter().all(|games| games.len() <= 3);
        let small = few && cases.iter().flatten().all(|&(x, y)| x.max(y) <= 6);
        let game = EveryGame(Euclid);
        let position =
            |games: &Vec<(u64, u64)>| game.position(games.iter().map(|&g| crate::sorted(g)));
        small.then(|| (game, cases.iter().map(position).collect()))
    }

    /// One game by its piles (a, b) (a pile of 0: over, no game), its value and its steps.
    fn explore(&self, _: &Input<Self>) -> Option<Exploration> {
        let game = |a, b| (a > 0 && b > 0).then(|| crate::sorted((a as u64, b as u64)));
        let games = Exploration::by_two(Euclid, "a game of piles a and b", ("a", "b"), game);
        Some(games.with_steps().same_for_every_input())
    }
}
