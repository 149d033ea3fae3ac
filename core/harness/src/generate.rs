//! The sizes of generated inputs and the list surgery shrinking uses. Inputs themselves are
//! generated from a problem's declared shape (`shape.rs`, and the distribution a problem
//! declares beside it, `draw.rs`): the source of every random position the tests check, of the
//! large inputs the benchmark times (`bench.rs`), and of the cases `cargo xtask stress` runs
//! against a user's solution. This module imports nothing of the crate: shapes, draws and
//! bench cases all build on it.

use std::fmt;
use std::ops::Range;
use std::str::FromStr;

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
