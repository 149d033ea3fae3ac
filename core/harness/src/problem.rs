//! One problem's contract: its input declared once ([`Shape`]), its solver on the parsed input,
//! the referee's answer on the real rules, and, for `--explain`, the claims read back from its
//! words. Everything else (reading and writing text, generating and shrinking inputs, the
//! limits in `--help`, the binary's hidden tools, the test kit's standard checks) follows.

use crate::explore::Exploration;
use crate::generate::{BenchCase, Size};
use crate::input::InputError;
use crate::options::Options;
use crate::shape::Shape;
use grundy::Game;
use grundy::Rng;

/// The parsed input of problem `P`: the value its [`Shape`] reads.
pub type Input<P> = <<P as Problem>::Shape as Shape>::Value;

/// A problem: its input's [`Shape`], its solver, and its referee.
///
/// A crate declares these, and perhaps its own distribution of inputs ([`generate`]) and its
/// named bench cases; [`solve_text`] and the hidden tools of its binary ([`Tools`](crate::Tools)) follow.
///
/// [`generate`]: Problem::generate
///
/// # Example
/// ```
/// use harness::{Input, InputError, Options, Problem, solve_text};
/// use harness::shape::{Shape, list, num};
///
/// /// Nim: take any number of stones from one pile.
/// struct Nim;
/// impl Problem for Nim {
///     type Shape = harness::shape::List<harness::shape::Num<u64>>;
///     fn shape(&self) -> Self::Shape {
///         list(num("n", "the number of piles", 1..=100, 1..=1000).tiny(1..=3), num("a_i", "a pile size", 0..=100, 0..=u64::MAX).tiny(0..=4))
///     }
///     fn solve(&self, piles: Vec<u64>, _: &Options) -> Result<String, InputError> {
///         let first_wins = piles.iter().fold(0, |x, p| x ^ p) != 0;
///         Ok(if first_wins { "First\n" } else { "Second\n" }.to_owned())
///     }
///     fn referee(&self, _: &Vec<u64>) -> Option<String> { None }
/// }
/// assert_eq!(solve_text(&Nim, &Options::new(), "2\n3 3\n")?, "Second\n");
/// # Ok::<(), InputError>(())
/// ```
pub trait Problem: Sync {
    /// The input's format.
    type Shape: Shape;

    /// The input's format, declared.
    fn shape(&self) -> Self::Shape;

    /// The answer to a parsed input: the judge's output, or the explained one under
    /// `--explain`.
    ///
    /// # Errors
    /// What the shape cannot say: an input this solver cannot answer (past a budget), with the
    /// place of the offending value.
    fn solve(&self, input: Input<Self>, options: &Options) -> Result<String, InputError>;

    /// The referee's output for `input` (an exhaustive search of the real rules), or `None`
    /// when the input is too large to search.
    fn referee(&self, input: &Input<Self>) -> Option<String>;

    /// One input of `size`: the shape's own draw unless the game needs its own distribution
    /// (shapes the referee can search, worst cases).
    fn generate(&self, rng: &mut Rng, size: Size) -> Input<Self> {
        self.shape().generate(rng, size)
    }

    /// Whether `input` is one the judge could give: within the statement's limits (the
    /// shape's judge ranges) and its form. `cargo xtask judge` and `stress` give a user's
    /// program only such inputs unless asked for more (`--beyond`), and a sample past them is
    /// named `beyond-judge-*`.
    fn within_judge(&self, input: &Input<Self>) -> bool {
        self.shape().within_judge(input)
    }

    /// Whether this solver answers `input`, for inputs the shape allows but a budget does not
    /// (shrinking keeps only inputs answered). All of them unless said otherwise.
    fn answers(&self, input: &Input<Self>) -> bool {
        let _ = input;
        true
    }

    /// The named inputs the benchmark times: the judge's maximum and worst cases, and rows past
    /// the judge. None unless the problem names some.
    fn bench_cases(&self) -> &'static [BenchCase] {
        &[]
    }

    /// The input of the bench case `name` (one of [`bench_cases`](Self::bench_cases)), the
    /// same every time; `None` for a name that is not one of them.
    fn bench_input(&self, name: &str) -> Option<Input<Self>> {
        let _ = name;
        None
    }

    /// The components `cargo xtask explore PROBLEM` tabulates, in the game `input` sets up (a
    /// subtraction set, a threshold or a board's width come from it), from the real rules;
    /// `None` when the game has no component rules. None unless the problem declares them.
    fn explore(&self, input: &Input<Self>) -> Option<Exploration> {
        let _ = input;
        None
    }
}

/// Reads `text` with `problem`'s shape (nothing may follow) and solves it: a problem
/// binary's whole run.
///
/// # Errors
/// The shape's reading error, or the solver's.
///
/// # Complexity
/// Reading is linear in the text; then the solver's.
pub fn solve_text<P: Problem>(
    problem: &P,
    options: &Options,
    text: &str,
) -> Result<String, InputError> {
    let input = problem.shape().read_all(text)?;
    problem.solve(input, options)
}

/// What one case of an explained output claims, typed: the player to move wins with this move
/// (a move of the real rules), or every move loses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Claim<M> {
    /// The player to move wins with this move.
    Wins(M),
    /// Every move loses.
    Loses,
}

impl<M> Claim<M> {
    /// The claims of an explained output, one per line, each read by `claim`.
    ///
    /// # Errors
    /// The first line `claim` cannot read, quoted.
    ///
    /// # Complexity
    /// One call of `claim` per line.
    ///
    /// # Example
    /// ```
    /// use harness::Claim;
    ///
    /// let claim = |line: &str| match line.strip_prefix("First  take ") {
    ///     Some(take) => take.parse().ok().map(Claim::Wins),
    ///     None => (line == "Second").then_some(Claim::Loses),
    /// };
    /// let claims = Claim::read_lines("First  take 3\nSecond\n", claim);
    /// assert_eq!(claims, Ok(vec![Claim::Wins(3u32), Claim::Loses]));
    /// assert_eq!(Claim::read_lines("Third\n", claim), Err(r#"cannot read "Third""#.to_owned()));
    /// ```
    pub fn read_lines(
        output: &str,
        claim: impl Fn(&str) -> Option<Claim<M>>,
    ) -> Result<Vec<Claim<M>>, String> {
        let read = |line: &str| claim(line).ok_or_else(|| format!("cannot read {line:?}"));
        output.lines().map(read).collect()
    }
}

/// The referee's verdict on each position of `found`, one line each: `winner` where the player
/// to move wins, `loser` where not (each followed by a line end); `None` when `found` is
/// (the input is too large for the referee). The usual body of [`Problem::referee`]:
/// `verdict_lines(self.positions(input), "First", "Second")`.
///
/// # Complexity
/// The referee's search of every position (see [`Referee`](grundy::Referee)).
///
/// # Example
/// ```
/// use grundy::{Subtraction, Sum};
/// use harness::verdict_lines;
///
/// let found = Some((Sum(Subtraction::new([1, 2])), vec![vec![3], vec![4]]));
/// assert_eq!(verdict_lines(found, "First", "Second").unwrap(), "Second\nFirst\n");
/// ```
pub fn verdict_lines<G: Game>(
    found: Option<GameAndPositions<G>>,
    winner: &str,
    loser: &str,
) -> Option<String> {
    let (game, positions) = found?;
    let mut referee = grundy::Referee::new(game);
    let line = |position| {
        format!(
            "{}\n",
            if referee.wins(position) {
                winner
            } else {
                loser
            }
        )
    };
    Some(positions.iter().map(line).collect())
}

/// A game and positions in it.
type GameAndPositions<G> = (G, Vec<<G as Game>::Position>);

/// A problem whose `--explain` claims can be checked by the referee: each case's position in
/// the referee's game, and the claims read back from the explained output's words.
pub trait Explained: Problem {
    /// The real rules, as the referee plays them.
    type Game: Game + PartialEq;

    /// The game `input` is played in and each case's position, in output order; `None` when
    /// too large for the referee.
    fn positions(&self, input: &Input<Self>) -> Option<GameAndPositions<Self::Game>>;

    /// The claims of an explained output for `input`, one per case, read back from its words.
    ///
    /// # Errors
    /// Words that do not say a claim, in a message that quotes them.
    fn read_claims(
        &self,
        input: &Input<Self>,
        output: &str,
    ) -> Result<Vec<Claim<<Self::Game as Game>::Move>>, String>;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::{List, Num, list, num};
    use crate::tools::{SHRINK_TEXT_BUDGET, Tools};

    /// Piles, for the tools' tests.
    struct Piles;

    impl Problem for Piles {
        type Shape = List<Num<u64>>;

        fn shape(&self) -> Self::Shape {
            let n = num("n", "the number of piles", 1..=10, 1..=10_000_000);
            list(n, num("a_i", "a pile", 0..=9_999_999, 0..=9_999_999))
        }

        fn solve(&self, _: Vec<u64>, _: &Options) -> Result<String, InputError> {
            Ok(String::new())
        }

        fn referee(&self, _: &Vec<u64>) -> Option<String> {
            None
        }
    }

    #[test]
    fn shrinking_a_large_input_gives_its_coarsest_candidates_up_to_the_budget() {
        // 2 million piles, 16 MB of text: every candidate would be about 900 MB.
        let text = Piles.shape().text(&vec![9_999_999; 2_000_000]);
        let candidates = Piles.shrink_text(&text, false).unwrap();
        let bytes: usize = candidates.iter().map(String::len).sum();
        let largest = candidates.iter().map(String::len).max().unwrap();
        assert!(bytes < SHRINK_TEXT_BUDGET + largest, "{bytes} bytes");
        assert!(
            bytes >= SHRINK_TEXT_BUDGET,
            "{bytes} bytes: the budget was not reached"
        );
        // Coarsest first: the two halves lead.
        assert!(
            candidates[..2]
                .iter()
                .all(|half| half.len() < text.len() / 2 + 16)
        );
        // A small input gives all of its candidates.
        assert_eq!(
            Piles.shrink_text("2\n3 4\n", false).unwrap().len(),
            2 + 3 + 3
        );
    }
}
