//! One problem's contract: its input declared once ([`Shape`]), its solver on the parsed input,
//! the referee's answer on the real rules, and, for `--explain`, the claims read back from its
//! words. Everything else (reading and writing text, generating and shrinking inputs, the
//! limits in `--help`, the binary's hidden tools, the test kit's standard checks) follows.

use crate::bench::{Bench, BenchCase};
use crate::explore::Exploration;
use crate::input::{InputError, Scanner};
use crate::options::Options;
use crate::shape::Shape;

use grundy::Game;
use grundy::Rng;

/// The bench case every problem has: the judge's largest input ([`Problem::judge_max`]).
pub const JUDGE_MAX: BenchCase = BenchCase::judge(
    "judge-max",
    "the judge's largest: every count and number at its judge maximum",
);

/// The seed [`Problem::judge_max`] draws from, so that the case is the same every time.
pub const JUDGE_MAX_SEED: u64 = 0x6a75_6467_652d_6d61;

/// The shape's largest input drawn from [`JUDGE_MAX_SEED`]: the default judge's largest input
/// of every contract ([`Problem::judge_max`] and the per-case forms'), the same every time.
pub(crate) fn largest<S: Shape>(shape: &S) -> S::Value {
    shape.most(&mut Rng::new(JUDGE_MAX_SEED))
}

/// The parsed input of problem `P`: the value its [`Shape`] reads.
pub type Input<P> = <<P as Problem>::Shape as Shape>::Value;

/// A problem: its input's [`Shape`], its solver, and its referee.
///
/// A crate declares these, and perhaps its named bench cases ([`bench`](Problem::bench)); its
/// own distribution of inputs goes with its shape ([`drawn`](crate::draw::drawn)).
/// [`solve_text`] and the hidden tools of its binary ([`Tools`](crate::Tools)) follow.
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

    /// Reads the input from `input` and answers it. By default the shape's whole value is read
    /// and then [`solve`](Problem::solve)d; a problem whose largest inputs are long overrides
    /// it to answer as it reads (a case at a time with [`Cases::read_each`] or
    /// [`List::read_each`], a fold over a long list), so that it holds a case, not the input.
    /// The kit checks that an override answers every generated input and every mutation of the
    /// samples exactly as `solve` does, and rejects what `solve`'s reading rejects (the error
    /// may differ where an input has two: streaming meets them in the input's order).
    /// [`solve_input`] checks that nothing follows.
    ///
    /// [`Cases::read_each`]: crate::shape::Cases::read_each
    /// [`List::read_each`]: crate::shape::List::read_each
    ///
    /// # Errors
    /// As [`solve`](Problem::solve), and the shape's reading errors.
    fn solve_streaming(
        &self,
        input: &mut Scanner<'_>,
        options: &Options,
    ) -> Result<String, InputError> {
        read_whole_and_solve(self, input, options)
    }

    /// The referee's output for `input` (an exhaustive search of the real rules), or `None`
    /// when the input is too large to search.
    fn referee(&self, input: &Input<Self>) -> Option<String>;

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

    /// The judge's largest input: the bench case [`JUDGE_MAX`] every problem has, which `cargo
    /// xtask bench` times and `judge` runs. The shape's [`most`](Shape::most) from a fixed
    /// seed: every count and every number at its judge maximum. A
    /// problem gives its own where the statement bounds what the shape does not (a total over
    /// cases), or where its worst case at that size is its game's own; say why.
    fn judge_max(&self) -> Input<Self> {
        largest(&self.shape())
    }

    /// The problem's own named inputs the benchmark times besides [`JUDGE_MAX`], a line each:
    /// worst cases of its game at the judge's limits, and rows past them, each a case and
    /// the draw of its input ([`BenchCase::input`]). None unless the problem names some.
    fn bench(&self) -> Vec<Bench<Input<Self>>> {
        Vec::new()
    }

    /// The components `cargo xtask explore PROBLEM` tabulates, in the game `input` sets up (a
    /// subtraction set, a threshold or a board's width come from it), from the real rules;
    /// `None` when the game has no component rules. None unless the problem declares them.
    fn explore(&self, input: &Input<Self>) -> Option<Exploration> {
        let _ = input;
        None
    }
}

/// Reads the input with `problem`'s shape (nothing may follow) and solves it: a problem
/// binary's whole run, on a scanner over stdin or over a text.
///
/// # Errors
/// The shape's reading error, or the solver's.
///
/// # Complexity
/// Reading is linear in the input; then the solver's.
pub fn solve_input<P: Problem>(
    problem: &P,
    options: &Options,
    input: &mut Scanner<'_>,
) -> Result<String, InputError> {
    let output = problem.solve_streaming(input, options)?;
    input.expect_end()?;
    Ok(output)
}

/// The default of [`Problem::solve_streaming`]: the shape's whole value read (nothing may
/// follow), then solved. What an override falls back on for the inputs it does not stream
/// (an explained run that must see every case first).
///
/// # Errors
/// The shape's reading error, or the solver's.
pub fn read_whole_and_solve<P: Problem + ?Sized>(
    problem: &P,
    input: &mut Scanner<'_>,
    options: &Options,
) -> Result<String, InputError> {
    let value = problem.shape().read(input)?;
    input.expect_end()?;
    problem.solve(value, options)
}

/// [`solve_input`] on a whole text.
///
/// # Errors
/// As [`solve_input`].
pub fn solve_text<P: Problem>(
    problem: &P,
    options: &Options,
    text: &str,
) -> Result<String, InputError> {
    solve_input(problem, options, &mut Scanner::new(text))
}

/// What `--explain` claims on one case, as a value: the player to move wins with this move (a
/// label of the referee's [`Game::moves`]), or every move loses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Claim<M> {
    /// The player to move wins with this move.
    Wins(M),
    /// Every move loses.
    Loses,
    /// No move is left and the player to move wins: under misère play, the opponent made the
    /// last move.
    WinsWithNoMove,
}

impl<M> Claim<M> {
    /// The claim in words: `win` of the move, `every move loses`, or `no move is left: won`.
    /// The usual body of [`Explained::words`].
    ///
    /// # Example
    /// ```
    /// use harness::Claim;
    ///
    /// let take = |&(heap, stones): &(usize, u64)| format!("take {stones} from heap {}", heap + 1);
    /// assert_eq!(Claim::Wins((0, 3)).say(take), "take 3 from heap 1");
    /// assert_eq!(Claim::Loses.say(take), "every move loses");
    /// assert_eq!(Claim::WinsWithNoMove.say(take), "no move is left: won");
    /// ```
    ///
    /// # Complexity
    /// That of `win`.
    pub fn say(&self, win: impl FnOnce(&M) -> String) -> String {
        match self {
            Claim::Wins(found) => win(found),
            Claim::Loses => "every move loses".to_owned(),
            Claim::WinsWithNoMove => "no move is left: won".to_owned(),
        }
    }
}

/// A winning move found, or none: `None` is [`Claim::Loses`].
///
/// # Example
/// ```
/// use harness::Claim;
///
/// assert_eq!(Claim::from(Some(3)), Claim::Wins(3));
/// assert_eq!(Claim::<u32>::from(None), Claim::Loses);
/// ```
impl<M> From<Option<M>> for Claim<M> {
    fn from(found: Option<M>) -> Self {
        found.map_or(Claim::Loses, Claim::Wins)
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

/// A game and positions in it: what [`Explained::positions`] gives the referee.
pub type GameAndPositions<G> = (G, Vec<<G as Game>::Position>);

/// A problem whose `--explain` claims the referee checks: each case's position in the
/// referee's game, the claim `--explain` makes on each case as a value, and the words it says
/// a claim with. Nothing parses the explained output back: the kit checks each claim by the
/// referee, and that the output says each claim's [`words`](Explained::words), in case order.
///
/// How a claim meets the referee: a claimed move must be one of the labels [`Game::moves`]
/// gives from the case's position (equal by `PartialEq`), and the referee must find the
/// position that move leads to lost; [`Claim::Loses`] must be said exactly of lost positions,
/// and [`Claim::WinsWithNoMove`] of won positions with no move (misère play).
/// So the move a crate claims is written in the referee's labels (a heap's index from 0 and
/// the amount taken, say), and its words turn that label into the input's terms (`take 3
/// from heap 2`).
///
/// # Example
/// ```
/// use grundy::{Subtraction, Sum};
/// use harness::{Claim, Explained, Input, InputError, Options, Problem};
/// use harness::shape::{Num, num};
///
/// /// One heap; take 1 or 2.
/// struct OneOrTwo;
/// impl Problem for OneOrTwo {
///     type Shape = Num<u64>;
///     fn shape(&self) -> Num<u64> { num("n", "a heap", 0..=100, 0..=100).tiny(0..=9) }
///     fn solve(&self, n: u64, options: &Options) -> Result<String, InputError> {
///         let claim = &self.claims(&n)[0];
///         let verdict = if n % 3 == 0 { "Second" } else { "First" };
///         Ok(if options.explain() { format!("{verdict}  {}\n", self.words(claim)) } else { format!("{verdict}\n") })
///     }
///     fn referee(&self, _: &u64) -> Option<String> { None }
/// }
/// impl Explained for OneOrTwo {
///     type Game = Sum<Subtraction>;
///     fn positions(&self, &n: &u64) -> Option<(Sum<Subtraction>, Vec<Vec<u64>>)> {
///         Some((Sum(Subtraction::new([1, 2])), vec![vec![n]]))
///     }
///     fn claims(&self, &n: &u64) -> Vec<Claim<(usize, u64)>> {
///         vec![if n % 3 == 0 { Claim::Loses } else { Claim::Wins((0, n % 3)) }]
///     }
///     fn words(&self, claim: &Claim<(usize, u64)>) -> String {
///         match claim {
///             Claim::Wins((_, take)) => format!("take {take}"),
///             _ => "every move loses".to_owned(),
///         }
///     }
/// }
/// assert_eq!(harness::solve_text(&OneOrTwo, &Options::new().explained(), "5\n")?, "First  take 2\n");
/// # Ok::<(), InputError>(())
/// ```
pub trait Explained: Problem {
    /// The real rules, as the referee plays them; a position shows itself by `Debug` unless
    /// [`position_words`](Explained::position_words) says it otherwise.
    type Game: Game<Position: std::fmt::Debug> + PartialEq;

    /// The game `input` is played in and each case's position, in output order; `None` when
    /// too large for the referee.
    fn positions(&self, input: &Input<Self>) -> Option<GameAndPositions<Self::Game>>;

    /// The claim `--explain` makes on each case of `input`, in output order: the winning move
    /// it names (a label of the referee's [`Game::moves`]), or that every move loses.
    fn claims(&self, input: &Input<Self>) -> Vec<Claim<<Self::Game as Game>::Move>>;

    /// The words `--explain` says `claim` with, word for word: `take 3 from heap 2`, `every
    /// move loses`. They name the move unambiguously (two claims, two different texts); the
    /// explanation around them is free.
    fn words(&self, claim: &Claim<<Self::Game as Game>::Move>) -> String;

    /// A position of `game` (the referee's) in words, as `cargo lab play PROBLEM` shows it
    /// between moves (see [`Playable`](crate::Playable)). By default its `Debug` form.
    fn position_words(
        &self,
        game: &Self::Game,
        position: &<Self::Game as Game>::Position,
    ) -> String {
        let _ = game;
        format!("{position:?}")
    }
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
        // A small input gives all of its candidates: each pile dropped, and each lowered to
        // every smaller value (0, 1, 2 for 3; 0 to 3 for 4).
        assert_eq!(
            Piles.shrink_text("2\n3 4\n", false).unwrap().len(),
            2 + 3 + 4
        );
    }

    /// n, then a list of nodes at most n.
    struct Nodes;

    impl Problem for Nodes {
        type Shape = (Num<u32>, List<Num<u32>>);

        fn shape(&self) -> Self::Shape {
            let n = crate::shape::earlier("n");
            let nodes = num("n", "nodes", 1..=9, 1..=9).remembered(&n);
            (
                nodes,
                list(
                    num("m", "m", 0..=9, 0..=9),
                    num("v", "a node", 1..=9, 1..=9).at_most(&n),
                ),
            )
        }

        fn solve(&self, _: (u32, Vec<u32>), _: &Options) -> Result<String, InputError> {
            Ok(String::new())
        }

        fn referee(&self, _: &Input<Self>) -> Option<String> {
            None
        }
    }

    #[test]
    fn shrinking_never_leaves_a_number_past_the_earlier_one_bounding_it() {
        let candidates = Nodes.shrink_text("5\n2\n5 1\n", false).unwrap();
        assert!(!candidates.is_empty());
        for text in &candidates {
            assert!(Nodes.shape().read_all(text).is_ok(), "{text:?}");
        }
        // n = 4 would leave the node 5 past it: not offered.
        assert!(candidates.iter().all(|text| !text.starts_with("4\n2\n5")));
    }
}
