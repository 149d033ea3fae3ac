//! Problems of independent cases, each answered by a verdict line ([`Verdicts`]): a crate says
//! who wins one case, the claim `--explain` makes on it and the claim's words, the referee's
//! game and a case's position in it; it is an [`Answers`] problem whose answer is who wins, so
//! the solver, the reader that holds one case at a time, the referee's output and the claims
//! the kit checks follow ([`Problem`](crate::Problem) and [`Explained`](crate::Explained)).

use std::fmt::Display;
use std::ops::BitXor;

use grundy::Game;

use crate::answers::{Answers, Case, CaseMove};
use crate::bench::Bench;
use crate::explore::Exploration;
use crate::input::InputError;
use crate::problem::{Claim, GameAndPositions, largest};
use crate::shape::{EachCase, Shape};

/// A case, and a move of the referee's game, of the [`Verdicts`] problem `P` (the same types as
/// [`Case`] and [`CaseMove`], which name them through [`Answers`]).
type Own<P> = <<P as Verdicts>::Shape as EachCase>::Case;
type OwnMove<P> = <<P as Verdicts>::Game as Game>::Move;

/// A problem of independent cases, each answered by one line: the verdict `VERDICTS[0]` where
/// the player to move wins, `VERDICTS[1]` where not; under `--explain`, two spaces, the claim's
/// [`words`](Verdicts::words) and what [`claim`](Verdicts::claim) adds (`Fibo  take 2 from heap
/// 1 (values 3 ^ 1 = 2 -> 0)`).
///
/// Every such type is an [`Answers`] problem (its answer: whether the player to move wins), so
/// a [`Problem`](crate::Problem) and [`Explained`](crate::Explained): its binary reads and
/// answers one case at a time (it holds a case, not the input), its referee searches each
/// case's position (see [`positions`](Verdicts::positions)), and the kit checks each claim by
/// that search. A statement that numbers its lines (`Case #3: Yes`) says so in
/// [`prefix`](Verdicts::prefix); one whose answer is not a verdict, or whose explanation can
/// fail, is an [`Answers`].
///
/// # Example
/// ```
/// use grundy::{Subtraction, Sum};
/// use harness::{Claim, InputError, Options, Verdicts, solve_text};
/// use harness::shape::{List, Num, list, num};
///
/// /// Heaps; take 1 or 2 from one heap.
/// struct OneOrTwo;
/// impl Verdicts for OneOrTwo {
///     type Shape = List<List<Num<u64>>>;
///     type Game = Sum<Subtraction>;
///     const VERDICTS: [&'static str; 2] = ["First", "Second"];
///     fn shape(&self) -> Self::Shape {
///         let heap = num("a_i", "a heap", 0..=100, 0..=100).tiny(0..=9);
///         let case = list(num("n", "the number of heaps", 1..=5, 1..=5).tiny(1..=3), heap);
///         list(num("T", "the number of cases", 1..=5, 1..=5).tiny(1..=2), case).lines()
///     }
///     fn wins(&self, heaps: &Vec<u64>) -> Result<bool, InputError> {
///         Ok(heaps.iter().fold(0, |x, n| x ^ n % 3) != 0)
///     }
///     fn claim(&self, heaps: &Vec<u64>) -> (Claim<(usize, u64)>, String) {
///         let values: Vec<u64> = heaps.iter().map(|n| n % 3).collect();
///         let take = |i: usize, target: u64| Some((values[i] + 3 - target) % 3);
///         let found = grundy::winning_move(&values, take);
///         (found.map_or(Claim::Loses, Claim::Wins), String::new())
///     }
///     fn words(&self, claim: &Claim<(usize, u64)>) -> String {
///         claim.say(|(heap, take)| format!("take {take} from heap {}", heap + 1))
///     }
///     fn positions(&self, cases: &[Vec<u64>]) -> Option<(Sum<Subtraction>, Vec<Vec<u64>>)> {
///         Some((Sum(Subtraction::new([1, 2])), cases.to_vec()))
///     }
/// }
/// let input = "2\n2\n1 1\n1\n3\n";
/// assert_eq!(solve_text(&OneOrTwo, &Options::new(), input)?, "Second\nSecond\n");
/// let explained = solve_text(&OneOrTwo, &Options::new().explained(), "1\n2\n1 2\n")?;
/// assert_eq!(explained, "First  take 1 from heap 2\n");
/// # Ok::<(), harness::InputError>(())
/// ```
pub trait Verdicts: Sync {
    /// The input's format: its cases, read one at a time.
    type Shape: EachCase;

    /// The real rules, as the referee plays them.
    type Game: Game<Position: std::fmt::Debug> + PartialEq + 'static;

    /// The line where the player to move wins, then where it loses.
    const VERDICTS: [&'static str; 2];

    /// The input's format, declared.
    fn shape(&self) -> Self::Shape;

    /// Whether the player to move wins `case`: the judge's answer, on its fast path.
    ///
    /// # Errors
    /// A case this solver cannot answer (a heap past its budget, no period found), with the
    /// place of the value at fault ([`At`](crate::shape::At) keeps a value's place).
    fn wins(&self, case: &Own<Self>) -> Result<bool, InputError>;

    /// The claim `--explain` makes on `case` (the winning move it names, a label of the
    /// referee's [`Game::moves`], or that every move loses), and the text that follows its
    /// words on the line (the values, say; [`values_said`] for a nim-sum). Asked only of
    /// cases [`wins`](Verdicts::wins) answers.
    fn claim(&self, case: &Own<Self>) -> (Claim<OwnMove<Self>>, String);

    /// What stands before the verdict of case `number` (counted from 1): nothing, unless the
    /// statement numbers its lines, as `format!("Case #{number}: ")`.
    fn prefix(&self, number: usize) -> String {
        let _ = number;
        String::new()
    }

    /// The words `--explain` says `claim` with (see [`Explained::words`](crate::Explained::words)).
    fn words(&self, claim: &Claim<OwnMove<Self>>) -> String;

    /// A position of `game` (the referee's) in words (see
    /// [`Explained::position_words`](crate::Explained::position_words)): by default its
    /// `Debug` form.
    fn position_words(
        &self,
        game: &Self::Game,
        position: &<Self::Game as Game>::Position,
    ) -> String {
        let _ = game;
        format!("{position:?}")
    }

    /// The game the referee plays and each case's position in it, in case order; `None` when
    /// too large for the referee (see [`Explained::positions`](crate::Explained::positions)).
    /// Cases with rules of their own are one [`grundy::PerCase`] game.
    fn positions(&self, cases: &[Own<Self>]) -> Option<GameAndPositions<Self::Game>>;

    /// The explanation after the two spaces (see [`Answers::explanation`]): by default the
    /// claim's words, then `rest`.
    fn explanation(&self, case: &Own<Self>, claim: &Claim<OwnMove<Self>>, rest: String) -> String {
        let _ = case;
        self.words(claim) + &rest
    }

    /// The problem's own bench cases (see [`Problem::bench`](crate::Problem::bench)).
    fn bench(&self) -> Vec<Bench<<Self::Shape as Shape>::Value>> {
        Vec::new()
    }

    /// The judge's largest input (see [`Answers::judge_max`]).
    fn judge_max(&self) -> <Self::Shape as Shape>::Value {
        largest(&Verdicts::shape(self))
    }

    /// What `cargo xtask explore` tabulates in the game `input` sets up (see
    /// [`Problem::explore`](crate::Problem::explore)).
    fn explore(&self, input: &<Self::Shape as Shape>::Value) -> Option<Exploration> {
        let _ = input;
        None
    }
}

impl<P: Verdicts> Answers for P {
    type Shape = P::Shape;
    type Game = P::Game;
    type Answer = bool;

    fn shape(&self) -> Self::Shape {
        Verdicts::shape(self)
    }

    fn answer(&self, case: &Case<Self>) -> Result<bool, InputError> {
        self.wins(case)
    }

    fn write(&self, _: &Case<Self>, wins: &bool, out: &mut String) {
        out.push_str(P::VERDICTS[usize::from(!wins)]);
    }

    fn prefix(&self, number: usize) -> String {
        Verdicts::prefix(self, number)
    }

    fn claim(
        &self,
        case: &Case<Self>,
        _: &bool,
    ) -> Result<(Claim<CaseMove<Self>>, String), InputError> {
        Ok(Verdicts::claim(self, case))
    }

    fn words(&self, claim: &Claim<CaseMove<Self>>) -> String {
        Verdicts::words(self, claim)
    }

    fn position_words(&self, game: &P::Game, position: &<P::Game as Game>::Position) -> String {
        Verdicts::position_words(self, game, position)
    }

    fn positions(&self, cases: &[Case<Self>]) -> Option<GameAndPositions<P::Game>> {
        Verdicts::positions(self, cases)
    }

    fn bench(&self) -> Vec<Bench<<Self::Shape as Shape>::Value>> {
        Verdicts::bench(self)
    }

    fn explanation(
        &self,
        case: &Case<Self>,
        claim: &Claim<CaseMove<Self>>,
        rest: String,
    ) -> String {
        Verdicts::explanation(self, case, claim, rest)
    }

    fn judge_max(&self) -> <Self::Shape as Shape>::Value {
        Verdicts::judge_max(self)
    }

    fn explore(&self, input: &<Self::Shape as Shape>::Value) -> Option<Exploration> {
        Verdicts::explore(self, input)
    }
}

/// What an explained line says after a claim in a sum under normal play: ` (values 3 ^ 1 = 2
/// -> 0)` where the nim-sum of `values` is not 0 (the claimed move brings it to 0), `: values
/// 1 ^ 1 = 0` where it is. Values of any unsigned type (`u128` for values past `u64`).
///
/// # Complexity
/// O(number of values).
///
/// # Example
/// ```
/// use harness::values_said;
///
/// assert_eq!(values_said(&[3u32, 1]), " (values 3 ^ 1 = 2 -> 0)");
/// assert_eq!(values_said(&[1u64, 1]), ": values 1 ^ 1 = 0");
/// ```
pub fn values_said<T>(values: &[T]) -> String
where
    T: Copy + BitXor<Output = T> + Default + Display + PartialEq,
{
    let sum = grundy::nim_sum_text(values);
    if grundy::nim_sum(values.iter().copied()) != T::default() {
        format!(" (values {sum} -> 0)")
    } else {
        format!(": values {sum}")
    }
}
