//! Problems of independent cases, each answered by what the real rules decide ([`Answers`]):
//! who wins, every winning first move, how many there are. A crate says how it answers one
//! case and how the answer is written; the solver, the reader that holds one case at a time,
//! the referee's output (the same answer found by exhaustive search, written the same way) and
//! the claims the kit checks follow ([`Problem`] and [`Explained`]). [`Verdicts`] is the
//! shortest form of it, for a verdict line a case.
//!
//! [`Verdicts`]: crate::Verdicts

use std::any::Any;
use std::cell::RefCell;

use grundy::{Game, GameValues, Referee};

use crate::bench::Bench;
use crate::explore::Exploration;
use crate::input::{InputError, Scanner};
use crate::options::Options;
use crate::problem::{Claim, Explained, GameAndPositions, Input, Problem, largest};
use crate::shape::{EachCase, Shape};

/// One case of the [`Answers`] problem `P` (a [`Verdicts`](crate::Verdicts) problem is one).
pub type Case<P> = <<P as Answers>::Shape as EachCase>::Case;

/// A move of the referee's game of the [`Answers`] problem `P`.
pub type CaseMove<P> = <<P as Answers>::Game as Game>::Move;

/// What a case is answered with, as the real rules decide it: the referee finds the same
/// answer by exhaustive search, and both are written by [`Answers::write`], so the solver's
/// output and the referee's are compared line for line.
///
/// | the statement asks | the answer |
/// |---|---|
/// | who wins | `bool`: whether the player to move wins |
/// | every winning first move (or `0` when there is none) | [`WinningMoves`] |
/// | how many first moves win | [`WinningMoveCount`] |
/// | the position's Grundy value (normal play) | [`GrundyValue`] |
pub trait Answer<G: Game>: Sized {
    /// The answer the real rules give at `position`, by `referee`'s exhaustive search.
    ///
    /// # Complexity
    /// The referee's search of the positions reachable from `position`.
    fn by_referee(referee: &mut Referee<G>, position: &G::Position) -> Self;
}

/// Whether the player to move wins.
///
/// # Example
/// ```
/// use grundy::{Nim, Referee, Sum};
/// use harness::Answer;
///
/// let mut referee = Referee::new(Sum(Nim));
/// assert!(<bool as Answer<_>>::by_referee(&mut referee, &vec![1, 2]));
/// ```
impl<G: Game> Answer<G> for bool {
    fn by_referee(referee: &mut Referee<G>, position: &G::Position) -> Self {
        referee.wins(position)
    }
}

/// Every winning first move, as labels of the referee's [`Game::moves`]. The referee lists
/// them in the order `moves` gives them; a statement that wants another order says so in
/// [`Answers::write`] (sort there, so that the solver's order does not matter either).
///
/// # Example
/// ```
/// use grundy::{Nim, Referee, Sum};
/// use harness::{Answer, WinningMoves};
///
/// let mut referee = Referee::new(Sum(Nim));
/// // Heaps 1, 2, 4: the nim-sum 7 is cleared only by taking 1 from the heap of 4.
/// let every = WinningMoves::by_referee(&mut referee, &vec![1, 2, 4]);
/// assert_eq!(every, WinningMoves(vec![(2, 1)]));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WinningMoves<M>(pub Vec<M>);

impl<G: Game> Answer<G> for WinningMoves<G::Move> {
    fn by_referee(referee: &mut Referee<G>, position: &G::Position) -> Self {
        Self(referee.winning_moves(position))
    }
}

impl<M: Clone> WinningMoves<M> {
    /// The claim `--explain` usually makes with this answer: the first of the moves, or that
    /// every move loses when there is none.
    ///
    /// # Example
    /// ```
    /// use harness::{Claim, WinningMoves};
    ///
    /// assert_eq!(WinningMoves(vec![3, 5]).first_claim(), Claim::Wins(3));
    /// assert_eq!(WinningMoves::<u32>(vec![]).first_claim(), Claim::Loses);
    /// ```
    ///
    /// # Complexity
    /// O(1), and a clone of one move.
    pub fn first_claim(&self) -> Claim<M> {
        self.0.first().cloned().into()
    }
}

/// How many first moves win (as [`WinningMoves`] would list them, so a move the rules list
/// twice counts twice).
///
/// # Example
/// ```
/// use grundy::{Nim, Referee, Sum};
/// use harness::{Answer, WinningMoveCount};
///
/// let mut referee = Referee::new(Sum(Nim));
/// // Heaps 3, 5, 6: the nim-sum is 0, no move wins; heaps 1, 1, 1: taking any heap wins.
/// assert_eq!(WinningMoveCount::by_referee(&mut referee, &vec![3, 5, 6]), WinningMoveCount(0));
/// assert_eq!(WinningMoveCount::by_referee(&mut referee, &vec![1, 1, 1]), WinningMoveCount(3));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WinningMoveCount(pub u64);

impl<G: Game> Answer<G> for WinningMoveCount {
    fn by_referee(referee: &mut Referee<G>, position: &G::Position) -> Self {
        Self(referee.winning_moves(position).len() as u64)
    }
}

/// The Grundy value of the position under normal play: the referee's is the memoised mex
/// over the real rules' moves ([`GameValues`]).
///
/// # Panics
/// The referee's answer, for a game played misère (Grundy values are normal play's).
///
/// # Example
/// ```
/// use grundy::{Referee, Subtraction, Sum};
/// use harness::{Answer, GrundyValue};
///
/// // Take 1 or 2: a heap of n is worth n mod 3; heaps 4 and 5 are worth 1 ^ 2 = 3.
/// let mut referee = Referee::new(Sum(Subtraction::new([1, 2])));
/// assert_eq!(GrundyValue::by_referee(&mut referee, &vec![4, 5]), GrundyValue(3));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GrundyValue(pub u64);

impl<G: Game + Clone> Answer<G> for GrundyValue {
    /// # Complexity
    /// A search of every position reachable from `position` (the referee's memo is not
    /// shared: a fresh table per case, as the referee's cases are small).
    fn by_referee(referee: &mut Referee<G>, position: &G::Position) -> Self {
        Self(GameValues::new(referee.game().clone()).value(position))
    }
}

/// A problem of independent cases, each answered with an [`Answer`] the real rules decide:
/// who wins, every winning first move, how many. Each case's output is
/// [`prefix`](Answers::prefix) (`Case #3: `, or nothing), the answer as
/// [`write`](Answers::write) puts it, and a line end; under `--explain`, at the end of the
/// answer's first line, two spaces and the [`explanation`](Answers::explanation): the
/// [`words`](Answers::words) of the case's [`claim`](Answers::claim) and the text the claim
/// adds.
///
/// Every such type is a [`Problem`] and [`Explained`]: its binary reads and answers one case
/// at a time, its referee finds each case's answer by exhaustive search of the real rules
/// ([`Answer::by_referee`]) and writes it the same way, and the kit checks every claim by that
/// search. Where the answer is a verdict, [`Verdicts`](crate::Verdicts) says the same in fewer
/// lines.
///
/// # Example
/// "Print how many winning first moves there are, then each of them", for heaps from which
/// 1 or 2 may be taken:
/// ```
/// use grundy::{Subtraction, Sum};
/// use harness::shape::{List, Num, list, num};
/// use harness::{Answers, Claim, Options, WinningMoves, solve_text};
///
/// struct EveryMove;
/// impl Answers for EveryMove {
///     type Shape = List<List<Num<u64>>>;
///     type Game = Sum<Subtraction>;
///     type Answer = WinningMoves<(usize, u64)>;
///     fn shape(&self) -> Self::Shape {
///         let heap = num("a_i", "a heap", 0..=100, 0..=100).tiny(0..=9);
///         let case = list(num("n", "the number of heaps", 1..=5, 1..=5).tiny(1..=3), heap);
///         list(num("T", "the number of cases", 1..=5, 1..=5).tiny(1..=2), case).lines()
///     }
///     fn answer(&self, heaps: &Vec<u64>) -> Result<Self::Answer, harness::InputError> {
///         let sum = heaps.iter().fold(0, |x, n| x ^ n % 3);
///         let mut moves = Vec::new();
///         for (i, &n) in heaps.iter().enumerate() {
///             for take in (1..=2).filter(|&take| take <= n && (n - take) % 3 == sum ^ n % 3) {
///                 moves.push((i, take));
///             }
///         }
///         Ok(WinningMoves(moves))
///     }
///     fn write(&self, _: &Vec<u64>, every: &Self::Answer, out: &mut String) {
///         out.push_str(&every.0.len().to_string());
///         for &(heap, take) in &every.0 {
///             out.push_str(&format!(" {}:{take}", heap + 1));
///         }
///     }
///     fn claim(&self, _: &Vec<u64>, every: &Self::Answer) -> Result<(Claim<(usize, u64)>, String), harness::InputError> {
///         Ok((every.first_claim(), String::new()))
///     }
///     fn words(&self, claim: &Claim<(usize, u64)>) -> String {
///         claim.say(|(heap, take)| format!("take {take} from heap {}", heap + 1))
///     }
///     fn positions(&self, cases: &[Vec<u64>]) -> Option<(Sum<Subtraction>, Vec<Vec<u64>>)> {
///         Some((Sum(Subtraction::new([1, 2])), cases.to_vec()))
///     }
/// }
/// // Heaps 1 and 2: only taking 1 from the second leaves values 1 ^ 1 = 0; a heap of 3 is lost.
/// assert_eq!(solve_text(&EveryMove, &Options::new(), "2\n2\n1 2\n1\n3\n")?, "1 2:1\n0\n");
/// let explained = solve_text(&EveryMove, &Options::new().explained(), "1\n1\n4\n")?;
/// assert_eq!(explained, "1 1:1  take 1 from heap 1\n");
/// # Ok::<(), harness::InputError>(())
/// ```
pub trait Answers: Sync {
    /// The input's format: its cases, read one at a time.
    type Shape: EachCase;

    /// The real rules, as the referee plays them.
    type Game: Game<Position: std::fmt::Debug> + PartialEq + 'static;

    /// What a case is answered with ([`Answer`] lists the kinds).
    type Answer: Answer<Self::Game>;

    /// The input's format, declared.
    fn shape(&self) -> Self::Shape;

    /// The answer to `case`: the solution, on its fast path.
    ///
    /// # Errors
    /// A case this solver cannot answer (a heap past its budget, no period found), with the
    /// place of the value at fault ([`At`](crate::shape::At) keeps a value's place); the
    /// binary then prints that one `error:` line and nothing else.
    fn answer(&self, case: &Case<Self>) -> Result<Self::Answer, InputError>;

    /// Writes `answer` to `case` as the judge reads it, without the final line end (an
    /// answer of several lines puts line ends between them); `case` is there for the words
    /// a move is said in (the heap's size before and after, say). Both the solver's answer
    /// and the referee's are written here, so the order a statement asks for is put here.
    fn write(&self, case: &Case<Self>, answer: &Self::Answer, out: &mut String);

    /// What stands before the answer of case `number` (counted from 1): nothing, unless the
    /// statement numbers its lines, as `format!("Case #{number}: ")`.
    fn prefix(&self, number: usize) -> String {
        let _ = number;
        String::new()
    }

    /// The claim `--explain` makes on `case`, whose answer is `answer` (the winning move it
    /// names, a label of the referee's [`Game::moves`], or that every move loses), and the
    /// text that follows its words (the values, say; [`values_said`](crate::values_said)).
    /// Asked only of cases [`answer`](Answers::answer) answers.
    ///
    /// # Errors
    /// A case whose explanation this solver cannot give (a search past its budget), at the
    /// place at fault, or as an error of the `--explain` argument
    /// ([`InputError::argument`]).
    fn claim(
        &self,
        case: &Case<Self>,
        answer: &Self::Answer,
    ) -> Result<(Claim<CaseMove<Self>>, String), InputError>;

    /// The words `--explain` says `claim` with (see [`Explained::words`]).
    fn words(&self, claim: &Claim<CaseMove<Self>>) -> String;

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

    /// The explanation of `case` that follows the two spaces: by default the claim's
    /// [`words`](Answers::words), then `rest` (what [`claim`](Answers::claim) gave). Override
    /// it to put the words inside a sentence of the case's own (`cut the 4 x 3 sheet down
    /// after column 2, leaving 2 x 3 and 2 x 3`): the kit finds the words anywhere in it.
    fn explanation(
        &self,
        case: &Case<Self>,
        claim: &Claim<CaseMove<Self>>,
        rest: String,
    ) -> String {
        let _ = case;
        self.words(claim) + &rest
    }

    /// The game the referee plays and each case's position in it, in case order; `None` when
    /// too large for the referee (see [`Explained::positions`]). Cases with rules of their
    /// own (their amounts, their graph) are one [`grundy::PerCase`] game.
    fn positions(&self, cases: &[Case<Self>]) -> Option<GameAndPositions<Self::Game>>;

    /// The problem's own bench cases (see [`Problem::bench`]).
    fn bench(&self) -> Vec<Bench<<Self::Shape as Shape>::Value>> {
        Vec::new()
    }

    /// The judge's largest input (see [`Problem::judge_max`]): by default the shape's
    /// [`most`](crate::shape::Shape::most); a problem gives its own where the statement bounds
    /// what the shape cannot say (no judge maximum on the number of cases, a total), and says
    /// why.
    fn judge_max(&self) -> <Self::Shape as Shape>::Value {
        largest(&Answers::shape(self))
    }

    /// What `cargo xtask explore` tabulates in the game `input` sets up (see
    /// [`Problem::explore`]).
    fn explore(&self, input: &<Self::Shape as Shape>::Value) -> Option<Exploration> {
        let _ = input;
        None
    }
}

thread_local! {
    /// The referee of the last input this thread's [`Answers`] problems asked about, so that an
    /// input in the same game goes on from what it already searched.
    static LAST_REFEREE: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
}

/// Runs `search` with a referee of `game`: this thread's last one when it plays the same game
/// (what it searched is kept: the kit asks about a thousand inputs of one game, and a sheet of
/// 10 x 10 takes seconds to search from nothing), else a new one, kept for the next call.
fn with_referee<G: Game + PartialEq + 'static, R>(
    game: G,
    search: impl FnOnce(&mut Referee<G>) -> R,
) -> R {
    LAST_REFEREE.with(|last| {
        let mut last = last.borrow_mut();
        let same = last
            .as_mut()
            .and_then(|referee| referee.downcast_mut::<Referee<G>>())
            .is_some_and(|referee| *referee.game() == game);
        if !same {
            *last = Some(Box::new(Referee::new(game)));
        }
        let referee = last
            .as_mut()
            .and_then(|referee| referee.downcast_mut::<Referee<G>>());
        search(referee.expect("just kept"))
    })
}

/// Writes the output of case `number` (from 1) to `out`: its prefix, its answer and a line
/// end; with `explain`, two spaces and the explanation at the end of the answer's first line
/// (the verdict's, where more lines follow).
fn case_output<P: Answers + ?Sized>(
    problem: &P,
    number: usize,
    case: &Case<P>,
    explain: bool,
    out: &mut String,
) -> Result<(), InputError> {
    let answer = problem.answer(case)?;
    let start = out.len();
    out.push_str(&problem.prefix(number));
    problem.write(case, &answer, out);
    if explain {
        let (claim, rest) = problem.claim(case, &answer)?;
        let explanation = format!("  {}", problem.explanation(case, &claim, rest));
        let first_line_end = out[start..].find('\n').map_or(out.len(), |at| start + at);
        out.insert_str(first_line_end, &explanation);
    }
    out.push('\n');
    Ok(())
}

impl<P: Answers> Problem for P {
    type Shape = P::Shape;

    fn shape(&self) -> Self::Shape {
        Answers::shape(self)
    }

    fn solve(&self, cases: Input<Self>, options: &Options) -> Result<String, InputError> {
        let mut output = String::new();
        for (number, case) in (1..).zip(Answers::shape(self).cases(&cases).iter()) {
            case_output(self, number, case, options.explain(), &mut output)?;
        }
        Ok(output)
    }

    /// A case at a time, its output buffered: never all the cases held.
    fn solve_streaming(
        &self,
        input: &mut Scanner<'_>,
        options: &Options,
    ) -> Result<String, InputError> {
        let mut output = String::new();
        let mut number = 0;
        Answers::shape(self).each_case(input, &mut |case| {
            number += 1;
            case_output(self, number, &case, options.explain(), &mut output)
        })?;
        Ok(output)
    }

    /// Each case's answer found by the referee's search, written as the solver's is. The
    /// referee is kept for the next input in the same game (per thread), with what it searched.
    fn referee(&self, cases: &Input<Self>) -> Option<String> {
        let cases = Answers::shape(self).cases(cases);
        let (game, positions) = Answers::positions(self, &cases)?;
        let mut output = String::new();
        with_referee(game, |referee| {
            for ((number, case), position) in (1..).zip(cases.iter()).zip(&positions) {
                output.push_str(&self.prefix(number));
                self.write(case, &P::Answer::by_referee(referee, position), &mut output);
                output.push('\n');
            }
        });
        Some(output)
    }

    /// Whether every case is answered.
    fn answers(&self, cases: &Input<Self>) -> bool {
        let cases = Answers::shape(self).cases(cases);
        cases.iter().all(|case| self.answer(case).is_ok())
    }

    fn bench(&self) -> Vec<Bench<Input<Self>>> {
        Answers::bench(self)
    }

    fn judge_max(&self) -> Input<Self> {
        Answers::judge_max(self)
    }

    fn explore(&self, input: &Input<Self>) -> Option<Exploration> {
        Answers::explore(self, input)
    }
}

impl<P: Answers> Explained for P {
    type Game = P::Game;

    fn positions(&self, cases: &Input<Self>) -> Option<GameAndPositions<P::Game>> {
        Answers::positions(self, &Answers::shape(self).cases(cases))
    }

    /// # Panics
    /// On a case [`Answers::answer`] or [`Answers::claim`] refuses: claims are asked of
    /// inputs answered and explained.
    fn claims(&self, cases: &Input<Self>) -> Vec<Claim<CaseMove<Self>>> {
        let claim = |case: &Case<P>| {
            let answer = self
                .answer(case)
                .expect("claims are asked of answered cases");
            let claim = self.claim(case, &answer);
            claim.expect("claims are asked of explained cases").0
        };
        Answers::shape(self)
            .cases(cases)
            .iter()
            .map(claim)
            .collect()
    }

    fn words(&self, claim: &Claim<CaseMove<Self>>) -> String {
        Answers::words(self, claim)
    }

    fn position_words(&self, game: &P::Game, position: &<P::Game as Game>::Position) -> String {
        Answers::position_words(self, game, position)
    }
}
