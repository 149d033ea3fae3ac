//! The sizes of generated inputs and the bench's named cases, and the list surgery shrinking
//! uses. Inputs themselves are generated from a problem's declared shape (`shape.rs`, and the
//! distribution a problem declares beside it, `draw.rs`): the source of every random position
//! the tests check, of the large inputs the benchmark times, and of the cases `cargo xtask
//! stress` runs against a user's solution.

use std::fmt;
use std::ops::Range;
use std::str::FromStr;

use crate::draw::Draw;
use grundy::Rng;

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
    Beyond,
}

impl Size {
    /// Every size, smallest first.
    pub const ALL: [Size; 4] = [Size::Tiny, Size::Small, Size::Judge, Size::Beyond];

    /// Its name on the command line: `tiny`, `small`, `judge`, `beyond`.
    pub fn name(self) -> &'static str {
        match self {
            Size::Tiny => "tiny",
            Size::Small => "small",
            Size::Judge => "judge",
            Size::Beyond => "beyond",
        }
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Reads `tiny`, `small`, `judge` or `beyond`.
///
/// # Example
/// ```
/// use harness::Size;
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
            .ok_or_else(|| {
                format!("expected a size (tiny, small, judge or beyond), found {text:?}")
            })
    }
}

/// A named input that `cargo xtask bench` times (and `cargo xtask judge` runs, when it is
/// within the judge's limits).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BenchCase {
    /// Its name, a file name without extension: `judge-max`, `one-heap-1e10`.
    pub name: &'static str,
    /// [`Size::Judge`] for an input within the judge's limits, [`Size::Beyond`] past them.
    pub size: Size,
    /// `None` when the input is answered; `Some(words)` when it must end in an input error
    /// whose message contains `words` (a limit, a search budget).
    pub error: Option<&'static str>,
    /// What it is, in a few words, for the report.
    pub about: &'static str,
}

impl BenchCase {
    /// A case within the judge's limits ([`Size::Judge`]) that must be answered.
    ///
    /// # Example
    /// ```
    /// use harness::{BenchCase, Size};
    ///
    /// const CASES: &[BenchCase] = &[
    ///     BenchCase::judge("judge-max", "the most heaps, each the largest"),
    ///     BenchCase::beyond("ten-million", "10^7 heaps"),
    ///     BenchCase::rejected("huge", Size::Beyond, "past the supported", "a heap past the limit"),
    /// ];
    /// assert_eq!((CASES[0].size, CASES[0].error), (Size::Judge, None));
    /// assert_eq!((CASES[1].size, CASES[1].error), (Size::Beyond, None));
    /// assert_eq!(CASES[2].error, Some("past the supported"));
    /// ```
    pub const fn judge(name: &'static str, about: &'static str) -> Self {
        Self {
            name,
            size: Size::Judge,
            error: None,
            about,
        }
    }

    /// A case past the judge's limits ([`Size::Beyond`]) that must be answered.
    pub const fn beyond(name: &'static str, about: &'static str) -> Self {
        Self {
            name,
            size: Size::Beyond,
            error: None,
            about,
        }
    }

    /// A case that must end in an input error whose message contains `words`.
    pub const fn rejected(
        name: &'static str,
        size: Size,
        words: &'static str,
        about: &'static str,
    ) -> Self {
        Self {
            name,
            size,
            error: Some(words),
            about,
        }
    }
}

impl BenchCase {
    /// This case with its input: `draw` at the case's size from [`BENCH_SEED`], the same
    /// every time.
    ///
    /// # Example
    /// ```
    /// use harness::draw::just;
    /// use harness::{BenchCase, Size};
    ///
    /// let longest = BenchCase::beyond("longest", "one board of 2^20");
    /// let longest = longest.input(just(vec![1usize << 20]));
    /// assert_eq!(longest.input(), vec![1 << 20]);
    /// ```
    pub fn input<V: 'static>(self, draw: Draw<V>) -> Bench<V> {
        Bench { case: self, draw }
    }
}

/// The seed every bench case's input is drawn from ([`Bench::input`]).
pub const BENCH_SEED: u64 = 0x6265_6e63_6821;

/// A named bench case and the draw of its input. Made by [`BenchCase::input`].
#[derive(Clone, Debug)]
pub struct Bench<V> {
    /// The case: its name, size, ending and words.
    pub case: BenchCase,
    draw: Draw<V>,
}

impl<V: 'static> Bench<V> {
    /// Its input, the same every time.
    ///
    /// # Panics
    /// If the draw is not meant for the case's size.
    pub fn input(&self) -> V {
        self.draw.sample(&mut Rng::new(BENCH_SEED), self.case.size)
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
/// use harness::removal_ranges;
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
/// assert_eq!(harness::without_range(&[1, 2, 3, 4], &(1..3)), [1, 4]);
/// ```
pub fn without_range<T: Clone>(items: &[T], range: &Range<usize>) -> Vec<T> {
    let mut kept = items[..range.start].to_vec();
    kept.extend_from_slice(&items[range.end..]);
    kept
}
