//! Generators of valid inputs, one per problem: the source of every random position the tests
//! check, of the large inputs the benchmark times, and of the cases `cargo xtask stress` runs
//! against a user's solution, which it shrinks when one fails.

use std::fmt;
use std::ops::Range;
use std::str::FromStr;

use crate::input::InputError;
use crate::rng::Rng;

/// How large a generated input is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Size {
    /// Small enough for the referee's exhaustive search.
    Tiny,
    /// Larger, still quick: past what the referee searches, within what a slow solution does.
    Small,
    /// At the judge's limits, including its worst cases.
    Judge,
    /// Past the judge's limits, where this workspace's solver still answers.
    Past,
}

impl Size {
    /// Every size, smallest first.
    pub const ALL: [Size; 4] = [Size::Tiny, Size::Small, Size::Judge, Size::Past];

    /// Its name on the command line: `tiny`, `small`, `judge`, `past`.
    pub fn name(self) -> &'static str {
        match self {
            Size::Tiny => "tiny",
            Size::Small => "small",
            Size::Judge => "judge",
            Size::Past => "past",
        }
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Reads `tiny`, `small`, `judge` or `past`.
///
/// # Example
/// ```
/// use grundy::Size;
///
/// assert_eq!("judge".parse::<Size>(), Ok(Size::Judge));
/// assert!("huge".parse::<Size>().is_err());
/// ```
impl FromStr for Size {
    type Err = String;

    fn from_str(text: &str) -> Result<Size, String> {
        Size::ALL
            .into_iter()
            .find(|size| size.name() == text)
            .ok_or_else(|| format!("expected a size (tiny, small, judge or past), found {text:?}"))
    }
}

/// A problem's inputs, generated, written, read back, shrunk and judged by the referee.
///
/// Every generated input must be valid by construction against the statement's limits (at
/// [`Size::Past`], against this solver's). [`shrink`](Generator::shrink) lists smaller valid
/// inputs (fewer cases, fewer heaps or pieces, smaller numbers), so that a failing input can be
/// cut down to a minimal one.
pub trait Generator {
    /// An input in structured form.
    type Input: Clone;

    /// One input of the given size, fixed by the generator's state.
    fn generate(&self, rng: &mut Rng, size: Size) -> Self::Input;

    /// The input as the judge's text.
    fn format(&self, input: &Self::Input) -> String;

    /// The judge's text read back.
    ///
    /// # Errors
    /// As the solver's own reading.
    fn read(&self, text: &str) -> Result<Self::Input, InputError>;

    /// Inputs smaller than `input` by one step each, all valid; none when it is minimal.
    fn shrink(&self, input: &Self::Input) -> Vec<Self::Input>;

    /// The referee's output for `input` (an exhaustive search of the real rules), or `None`
    /// when the input is too large to search.
    fn referee(&self, input: &Self::Input) -> Option<String>;

    /// Whether `input` is one the judge could give: within the statement's limits and its
    /// form (one board where the judge gives one, sides from 2 where the judge's start at 2),
    /// not merely within what this solver answers. `cargo xtask judge` and `stress` give a
    /// user's program only such inputs unless asked for more (`--beyond`), and a sample past
    /// them is named `beyond-judge-*`.
    fn within_judge(&self, input: &Self::Input) -> bool;

    /// The named inputs the benchmark times: the judge's maximum and worst cases, and rows past
    /// the judge. None unless the problem names some.
    fn bench_cases(&self) -> &'static [BenchCase] {
        &[]
    }

    /// The judge's text of the bench case `name` (one of [`bench_cases`](Self::bench_cases)),
    /// the same bytes every time; `None` for a name that is not one of them.
    fn bench_input(&self, name: &str) -> Option<String> {
        let _ = name;
        None
    }
}

/// A named input that `cargo xtask bench` times (and `cargo xtask judge` runs, when it is
/// within the judge's limits).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BenchCase {
    /// Its name, a file name without extension: `judge-max`, `one-heap-1e10`.
    pub name: &'static str,
    /// [`Size::Judge`] for an input within the judge's limits, [`Size::Past`] past them.
    pub size: Size,
    /// `None` when the input is answered; `Some(words)` when it must end in an input error
    /// whose message contains `words` (a limit, a search budget).
    pub error: Option<&'static str>,
    /// What it is, in a few words, for the report.
    pub about: &'static str,
}

/// A [`Generator`] behind text, as the hidden command-line tools of a binary use it
/// (`--generate`, `--shrink`, `--referee`, see [`Program`](crate::Program)).
pub trait Tools: Sync {
    /// One input of `size` from `seed`, as text. With `within_judge`, the first of up to
    /// [`WITHIN_JUDGE_DRAWS`] draws from the seed that [`Generator::within_judge`] accepts, or
    /// `None` if none is.
    fn generate_text(&self, seed: u64, size: Size, within_judge: bool) -> Option<String>;

    /// The inputs one step smaller than `text`, as text; with `within_judge`, only those
    /// [`Generator::within_judge`] accepts.
    ///
    /// # Errors
    /// If `text` is not a valid input.
    fn shrink_text(&self, text: &str, within_judge: bool) -> Result<Vec<String>, InputError>;

    /// Whether `text` is an input the judge could give ([`Generator::within_judge`]).
    ///
    /// # Errors
    /// If `text` is not a valid input.
    fn within_judge_text(&self, text: &str) -> Result<bool, InputError>;

    /// The referee's output for `text`, or `None` when it is too large to search.
    ///
    /// # Errors
    /// If `text` is not a valid input.
    fn referee_text(&self, text: &str) -> Result<Option<String>, InputError>;

    /// As [`Generator::bench_cases`].
    fn bench_cases(&self) -> &'static [BenchCase];

    /// As [`Generator::bench_input`].
    fn bench_text(&self, name: &str) -> Option<String>;
}

/// How many draws [`Tools::generate_text`] makes from one seed looking for an input within the
/// judge's limits.
pub const WITHIN_JUDGE_DRAWS: usize = 1000;

impl<G: Generator + Sync> Tools for G {
    fn generate_text(&self, seed: u64, size: Size, within_judge: bool) -> Option<String> {
        let mut rng = Rng::new(seed);
        let draws = if within_judge { WITHIN_JUDGE_DRAWS } else { 1 };
        (0..draws)
            .map(|_| self.generate(&mut rng, size))
            .find(|input| !within_judge || self.within_judge(input))
            .map(|input| self.format(&input))
    }

    fn shrink_text(&self, text: &str, within_judge: bool) -> Result<Vec<String>, InputError> {
        let input = self.read(text)?;
        Ok(self
            .shrink(&input)
            .iter()
            .filter(|smaller| !within_judge || self.within_judge(smaller))
            .map(|smaller| self.format(smaller))
            .collect())
    }

    fn within_judge_text(&self, text: &str) -> Result<bool, InputError> {
        Ok(self.within_judge(&self.read(text)?))
    }

    fn referee_text(&self, text: &str) -> Result<Option<String>, InputError> {
        Ok(self.referee(&self.read(text)?))
    }

    fn bench_cases(&self) -> &'static [BenchCase] {
        Generator::bench_cases(self)
    }

    fn bench_text(&self, name: &str) -> Option<String> {
        self.bench_input(name)
    }
}

/// The ranges of a list of `len` items a shrinker tries removing, coarsest first: the whole
/// list, then its halves, quarters and so on, as long as a level has at most 32 pieces (so
/// single items once the list has at most 32). Every range is distinct and not empty.
///
/// # Complexity
/// O(pieces^2) for the at most 63 pieces listed.
///
/// # Example
/// ```
/// use grundy::removal_ranges;
///
/// assert_eq!(removal_ranges(3), [0..3, 0..2, 2..3, 0..1, 1..2]);
/// assert_eq!(removal_ranges(32).len(), 1 + 2 + 4 + 8 + 16 + 32);
/// assert!(removal_ranges(100).iter().all(|range| range.len() >= 2));
/// assert!(removal_ranges(0).is_empty());
/// ```
pub fn removal_ranges(len: usize) -> Vec<Range<usize>> {
    const MOST_PIECES: usize = 32;
    let mut ranges: Vec<Range<usize>> = Vec::new();
    let mut chunk = len;
    while chunk >= 1 && len.div_ceil(chunk) <= MOST_PIECES {
        for start in (0..len).step_by(chunk) {
            let range = start..(start + chunk).min(len);
            if !ranges.contains(&range) {
                ranges.push(range);
            }
        }
        if chunk == 1 {
            break;
        }
        chunk = chunk.div_ceil(2);
    }
    ranges
}

/// `items` without the ones in `range`.
///
/// # Panics
/// If `range` is not within `items`.
///
/// # Complexity
/// O(`items.len()`).
///
/// # Example
/// ```
/// assert_eq!(grundy::without_range(&[1, 2, 3, 4], &(1..3)), [1, 4]);
/// ```
pub fn without_range<T: Clone>(items: &[T], range: &Range<usize>) -> Vec<T> {
    let mut kept = items[..range.start].to_vec();
    kept.extend_from_slice(&items[range.end..]);
    kept
}

/// The numbers a shrinker tries in place of `value`: half of it, and one less, each kept only
/// if it is at least `least` and below `value`, without repeats.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::smaller_numbers;
///
/// assert_eq!(smaller_numbers(10, 0), [5, 9]);
/// assert_eq!(smaller_numbers(2, 0), [1]);
/// assert_eq!(smaller_numbers(3, 1), [1, 2]);
/// assert!(smaller_numbers(1, 1).is_empty());
/// assert!(smaller_numbers(0, 0).is_empty());
/// ```
pub fn smaller_numbers(value: u64, least: u64) -> Vec<u64> {
    let mut smaller = Vec::new();
    for candidate in [value / 2, value.saturating_sub(1)] {
        if candidate >= least && candidate < value && !smaller.contains(&candidate) {
            smaller.push(candidate);
        }
    }
    smaller
}
