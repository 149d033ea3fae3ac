//! The bench's named cases: a name, a size, an expected ending, and the [`Draw`] of the input
//! that `cargo xtask bench` times.

use crate::draw::Draw;
use crate::generate::Size;
use grundy::Rng;

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
