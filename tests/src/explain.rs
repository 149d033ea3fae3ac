//! Checking what `--explain` claims, without trusting the solver that wrote it: each claimed
//! winning move must be a legal move of the real rules, and the referee must find the position
//! after it lost for the player to move; a claim that every move loses must match a lost
//! position.

use std::fmt::Debug;

use grundy::{Game, Referee, Rng};
use harness::shape::Shape;
use harness::{Claim, Explained, Input, InputError, Options, Size};

use crate::command_line::cut_explanations;

/// Draws `count` inputs with `draw` from a generator seeded with `seed` (each with the
/// positions of its cases, in order, as the referee's game sees them), runs `explain` on each
/// input, reads its claims back with `read` (one per position), and checks every claim against
/// `referee`: a winning move must be among the moves the real rules allow from the position,
/// and the position it leads to must be lost; "every move loses" must be said exactly of lost
/// positions. Returns how many positions were checked.
///
/// # Panics
/// At the first claim that does not hold, or when the output cannot be read, naming the case,
/// the seed and the input.
///
/// # Example
/// ```
/// use grundy::{Game, Referee};
/// use harness::{Claim, Scanner};
/// use grundy_tests::assert_explanations_hold;
///
/// /// Take 1 or 2 stones from one heap.
/// struct TakeOneOrTwo;
/// impl Game for TakeOneOrTwo {
///     type Position = u32;
///     type Move = u32; // stones taken
///     fn moves(&self, &n: &u32) -> Vec<(u32, u32)> { (1..=2.min(n)).map(|t| (t, n - t)).collect() }
/// }
/// let explain = |text: &str| {
///     let n: u32 = Scanner::new(text).read("n", 0..=100)?;
///     Ok(match n % 3 {
///         0 => "Second  every move loses\n".to_owned(),
///         take => format!("First  take {take}\n"),
///     })
/// };
/// let read = |output: &str| {
///     output.lines().map(|line| match line.split_once("take ") {
///         Some((_, take)) => Claim::Wins(take.parse().unwrap()),
///         None => Claim::Loses,
///     }).collect()
/// };
/// let mut referee = Referee::new(TakeOneOrTwo);
/// let checked = assert_explanations_hold(1, 100, &mut referee, explain, |rng| {
///     let n = rng.range(0..=40) as u32;
///     (format!("{n}\n"), vec![n])
/// }, read);
/// assert_eq!(checked, 100);
/// ```
pub fn assert_explanations_hold<G>(
    seed: u64,
    count: usize,
    referee: &mut Referee<G>,
    mut explain: impl FnMut(&str) -> Result<String, InputError>,
    mut draw: impl FnMut(&mut Rng) -> (String, Vec<G::Position>),
    mut read: impl FnMut(&str) -> Vec<Claim<G::Move>>,
) -> usize
where
    G: Game,
    G::Move: PartialEq + Debug,
    G::Position: Debug,
{
    let mut rng = Rng::new(seed);
    let mut checked = 0;
    for number in 1..=count {
        let (input, positions) = draw(&mut rng);
        let place = format!("case {number} of {count} (seed {seed})");
        let output =
            explain(&input).unwrap_or_else(|error| panic!("{place}: rejected {input:?}: {error}"));
        checked += check_claims(referee, &positions, &input, &output, &mut read, &place);
    }
    checked
}

/// The standard check of `--explain`: on `count` tiny inputs `problem` generates (seeds from
/// `first_seed`), `run` with `--explain` gives the plain output once cut at the explanations, and every
/// claim its words say ([`Explained::read_claims`]) holds by the referee on the real rules: a
/// winning move is legal and leaves a lost position, "every move loses" is said exactly of
/// lost positions. One referee serves every input of the same game. Returns how many
/// positions were checked.
///
/// # Panics
/// At the first claim that does not hold or cannot be read, naming the seed and the input.
pub fn assert_claims_hold<P>(
    problem: &P,
    first_seed: u64,
    count: u64,
    run: impl Fn(&Options, &str) -> Result<String, InputError>,
) -> usize
where
    P: Explained,
    <P::Game as Game>::Move: PartialEq + Debug,
    <P::Game as Game>::Position: Debug,
{
    let shape = problem.shape();
    let mut referee: Option<Referee<P::Game>> = None;
    let mut checked = 0;
    for seed in first_seed..first_seed + count {
        let input: Input<P> = problem.generate(&mut Rng::new(seed), Size::Tiny);
        let text = shape.text(&input);
        let (game, positions) = problem
            .positions(&input)
            .unwrap_or_else(|| panic!("tiny input from seed {seed} is too large:\n{text}"));
        if referee
            .as_ref()
            .is_none_or(|referee| *referee.game() != game)
        {
            referee = Some(Referee::new(game));
        }
        let referee = referee.as_mut().expect("just set");
        let explained = run(&Options::new().explained(), &text)
            .unwrap_or_else(|error| panic!("seed {seed}: rejected {text:?}: {error}"));
        let plain = run(&Options::new(), &text).expect("answered explained");
        assert_eq!(
            cut_explanations(&explained),
            plain,
            "seed {seed}: explaining changed the judge's output for {text:?}"
        );
        checked += check_claims(
            referee,
            &positions,
            &text,
            &explained,
            |output| {
                problem
                    .read_claims(&input, output)
                    .unwrap_or_else(|error| panic!("seed {seed}: cannot read the claims: {error}"))
            },
            &format!("tiny input from seed {seed}"),
        );
    }
    checked
}

/// Checks each claim read from `output` against `referee`, one per position. Returns how many.
pub(crate) fn check_claims<G>(
    referee: &mut Referee<G>,
    positions: &[G::Position],
    input: &str,
    output: &str,
    read: impl FnOnce(&str) -> Vec<Claim<G::Move>>,
    place: &str,
) -> usize
where
    G: Game,
    G::Move: PartialEq + Debug,
    G::Position: Debug,
{
    let claims = read(output);
    assert_eq!(
        claims.len(),
        positions.len(),
        "{place}: {} claims read for {} positions\n--- input ---\n{input}--- output ---\n{output}",
        claims.len(),
        positions.len()
    );
    for (position, claim) in positions.iter().zip(claims) {
        let context = || {
            format!(
                "{place}, position {position:?}\n--- input ---\n{input}--- output ---\n{output}"
            )
        };
        match claim {
            Claim::Loses => assert!(
                !referee.wins(position),
                "the explanation says every move loses, but the referee wins: {}",
                context()
            ),
            Claim::Wins(claimed) => {
                let after = referee
                    .game()
                    .moves(position)
                    .into_iter()
                    .find(|(label, _)| *label == claimed)
                    .map(|(_, after)| after)
                    .unwrap_or_else(|| {
                        panic!("the explained move {claimed:?} is not legal: {}", context())
                    });
                assert!(
                    !referee.wins(&after),
                    "the explained move {claimed:?} leaves a position the opponent wins: {}",
                    context()
                );
            }
        }
    }
    positions.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Take 1 or 2 stones from one heap.
    struct TakeOneOrTwo;

    impl Game for TakeOneOrTwo {
        type Position = u32;
        type Move = u32;

        fn moves(&self, &n: &u32) -> Vec<(u32, u32)> {
            (1..=2.min(n)).map(|t| (t, n - t)).collect()
        }
    }

    fn check(claim: impl Fn(u32) -> Claim<u32>) {
        let mut referee = Referee::new(TakeOneOrTwo);
        assert_explanations_hold(
            5,
            60,
            &mut referee,
            |text| Ok(text.to_owned()),
            |rng| {
                let n = rng.range(0..=30) as u32;
                (format!("{n}\n"), vec![n])
            },
            |output| vec![claim(output.trim().parse().unwrap())],
        );
    }

    #[test]
    fn true_claims_pass() {
        check(|n| match n % 3 {
            0 => Claim::Loses,
            take => Claim::Wins(take),
        });
    }

    #[test]
    #[should_panic(expected = "is not legal")]
    fn an_illegal_move_is_caught() {
        check(|n| {
            if n % 3 == 0 {
                Claim::Loses
            } else {
                Claim::Wins(3)
            }
        });
    }

    #[test]
    #[should_panic(expected = "leaves a position the opponent wins")]
    fn a_losing_move_is_caught() {
        check(|n| match n % 3 {
            0 => Claim::Loses,
            1 => Claim::Wins(2.min(n)),
            _ => Claim::Wins(1),
        });
    }

    #[test]
    #[should_panic(expected = "says every move loses, but the referee wins")]
    fn a_false_every_move_loses_is_caught() {
        check(|_| Claim::Loses);
    }
}
