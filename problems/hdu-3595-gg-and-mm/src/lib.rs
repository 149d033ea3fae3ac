//! HDU 3595 "GG and MM": N Euclid games at once, every live one moved each turn (Every-SG); the
//! largest steps decides ([`grundy::every_sg_wins`]), each game's from Euclid's quotients.

pub mod problem;

use harness::Claim;

harness::program! {
    about: "GG and MM (HDU 3595): N Euclid games, every unfinished one moved each turn; who makes the last move wins.",
    format: "output: per case, GG if the first player wins, else MM\n\
             --explain: the move in every game (its piles, the larger first, before and after) and the games' steps",
    example: "official-1",
    problem: problem::GgAndMm,
}

/// The game's piles, the larger first.
pub(crate) fn sorted((x, y): (u64, u64)) -> (u64, u64) {
    (x.max(y), x.min(y))
}

/// The steps of `piles` and the multiple of the smaller the theorem's move takes (README.md).
pub fn steps_and_take(piles: (u64, u64)) -> (u64, u64) {
    let ((mut a, mut b), mut quotients) = (sorted(piles), Vec::new());
    while b > 0 {
        quotients.push(a / b);
        (a, b) = (b, a % b);
    }
    let (mut steps, mut take) = (0, 0);
    for (i, &q) in quotients.iter().rev().enumerate() {
        (steps, take) = match (i, q, steps % 2) {
            (0, ..) => (1, q),           // the smaller divides the larger: take it all
            (_, 1, _) => (steps + 1, 1), // one move only
            (_, _, 0) => (steps + 1, q), // to the lost (b, r), ending it soon after
            _ => (steps + 2, q - 1),     // to the lost (r + b, b), whose move is to (b, r)
        };
    }
    (steps, take)
}

/// A move in every game as the referee names it: its place (sorted), its piles before and after.
pub type Moves = Vec<(usize, ((u64, u64), (u64, u64)))>;

/// The theorem's move in every game of a won position, or every move loses.
pub fn claim(games: &[(u64, u64)]) -> Claim<Moves> {
    if !grundy::every_sg_wins(games.iter().map(|&piles| steps_and_take(piles).0)) {
        return Claim::Loses;
    }
    let mut position: Vec<(u64, u64)> = games.iter().map(|&piles| sorted(piles)).collect();
    position.sort_unstable();
    let moves = position.into_iter().enumerate().map(|(i, (a, b))| {
        let rest = a - steps_and_take((a, b)).1 * b;
        (i, ((a, b), sorted((rest, b))))
    });
    Claim::Wins(moves.collect())
}
