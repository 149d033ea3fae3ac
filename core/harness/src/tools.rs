//! A problem behind text: what the hidden command-line tools of a binary (`--generate`,
//! `--shrink`, `--referee`, ...) and `cargo xtask` use, without knowing the problem's types.

use crate::bench::BenchCase;
use crate::generate::Size;
use crate::input::{InputError, Scanner};
use crate::options::Options;
use crate::problem::{JUDGE_MAX, Problem};
use crate::shape::{Shape, help_lines};
use grundy::Rng;

/// A [`Problem`] behind text, as the hidden command-line tools of a binary use it
/// (`--generate`, `--shrink`, `--referee`, see [`Program`](crate::Program)), and the lines of
/// `--help` its shape gives.
pub trait Tools: Sync {
    /// The answer to the input, as the binary gives it ([`solve_input`](crate::solve_input)).
    ///
    /// # Errors
    /// The input's first error, or the solver's.
    fn solve_input(&self, options: &Options, input: &mut Scanner<'_>)
    -> Result<String, InputError>;

    /// One input of `size` from `seed`, as text. With `within_judge`, the first of up to
    /// [`WITHIN_JUDGE_DRAWS`] draws from the seed that [`Problem::within_judge`] accepts, or
    /// `None` if none is.
    fn generate_text(&self, seed: u64, size: Size, within_judge: bool) -> Option<String>;

    /// The inputs one step smaller than `text` that the solver answers, as text, coarsest
    /// first; with `within_judge`, only those [`Problem::within_judge`] accepts. Past
    /// [`SHRINK_TEXT_BUDGET`] bytes of them the rest are left for a later step (when the input
    /// is smaller), so that a large input never makes many copies of itself.
    ///
    /// # Errors
    /// If `text` is not a valid input.
    fn shrink_text(&self, text: &str, within_judge: bool) -> Result<Vec<String>, InputError>;

    /// Whether `text` is an input the judge could give ([`Problem::within_judge`]).
    ///
    /// # Errors
    /// If `text` is not a valid input.
    fn within_judge_text(&self, text: &str) -> Result<bool, InputError>;

    /// The referee's output for `text`, or `None` when it is too large to search.
    ///
    /// # Errors
    /// If `text` is not a valid input.
    fn referee_text(&self, text: &str) -> Result<Option<String>, InputError>;

    /// Every bench case: [`JUDGE_MAX`] first, then [`Problem::bench`]'s.
    fn bench_cases(&self) -> Vec<BenchCase>;

    /// The text of the bench case `name`: [`Problem::judge_max`] or the input of
    /// [`Problem::bench`]'s case of that name; `None` for a name that is neither.
    fn bench_text(&self, name: &str) -> Option<String>;

    /// The `input:`, `judge:` and `this solver:` lines of `--help` ([`help_lines`]).
    fn help_lines(&self) -> String;

    /// [`Exploration::text`](crate::Exploration::text) up to `up_to` for the game `text` sets up
    /// ([`Problem::explore`]), or `None` when the problem declares no exploration.
    ///
    /// # Errors
    /// If `text` is not a valid input.
    fn explore_text(&self, text: &str, up_to: usize) -> Result<Option<String>, InputError>;
}

/// How many bytes of candidates [`Tools::shrink_text`] gives at most (past the one that
/// crosses it).
pub const SHRINK_TEXT_BUDGET: usize = 64 << 20;

/// How many draws [`Tools::generate_text`] makes from one seed looking for an input within the
/// judge's limits.
pub const WITHIN_JUDGE_DRAWS: usize = 1000;

impl<P: Problem> Tools for P {
    fn solve_input(
        &self,
        options: &Options,
        input: &mut Scanner<'_>,
    ) -> Result<String, InputError> {
        crate::problem::solve_input(self, options, input)
    }

    fn generate_text(&self, seed: u64, size: Size, within_judge: bool) -> Option<String> {
        let mut rng = Rng::new(seed);
        let (shape, draws) = (
            self.shape(),
            if within_judge { WITHIN_JUDGE_DRAWS } else { 1 },
        );
        (0..draws)
            .map(|_| shape.generate(&mut rng, size))
            .find(|input| !within_judge || self.within_judge(input))
            .map(|input| shape.text(&input))
    }

    fn shrink_text(&self, text: &str, within_judge: bool) -> Result<Vec<String>, InputError> {
        let shape = self.shape();
        let input = shape.read_all(text)?;
        let (mut smaller, mut bytes) = (Vec::new(), 0);
        shape.shrink(&input, &mut |candidate| {
            // A piece bounded by an earlier number can be left past it when that number
            // shrinks (a query on a node of a smaller graph): only candidates that read back
            // are kept, and only those are shown to the solver.
            let text = shape.text(&candidate);
            let valid = shape.read_all(&text).is_ok();
            if valid && self.answers(&candidate) && (!within_judge || self.within_judge(&candidate))
            {
                bytes += text.len();
                smaller.push(text);
            }
            bytes >= SHRINK_TEXT_BUDGET
        });
        Ok(smaller)
    }

    fn within_judge_text(&self, text: &str) -> Result<bool, InputError> {
        Ok(self.within_judge(&self.shape().read_all(text)?))
    }

    fn referee_text(&self, text: &str) -> Result<Option<String>, InputError> {
        Ok(self.referee(&self.shape().read_all(text)?))
    }

    fn bench_cases(&self) -> Vec<BenchCase> {
        std::iter::once(JUDGE_MAX)
            .chain(self.bench().into_iter().map(|bench| bench.case))
            .collect()
    }

    fn bench_text(&self, name: &str) -> Option<String> {
        let input = if name == JUDGE_MAX.name {
            Some(self.judge_max())
        } else {
            let mut cases = self.bench().into_iter();
            cases
                .find(|bench| bench.case.name == name)
                .map(|bench| bench.input())
        };
        input.map(|input| self.shape().text(&input))
    }

    fn help_lines(&self) -> String {
        help_lines(&self.shape())
    }

    fn explore_text(&self, text: &str, up_to: usize) -> Result<Option<String>, InputError> {
        let input = self.shape().read_all(text)?;
        Ok(self
            .explore(&input)
            .map(|mut exploration| exploration.text(up_to)))
    }
}
