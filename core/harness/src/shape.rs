//! An input's format, declared once: a [`Shape`] reads the judge's text (with the scanner's
//! errors), writes it back, generates valid inputs at every [`Size`], shrinks a failing input
//! while keeping it valid, says whether an input is within the judge's limits, and gives the
//! input and limits lines of `--help`.
//!
//! The vocabulary: [`num`] (a number with the judge's range and this solver's), [`list`] (a
//! count, then that many items), [`two_lists`] (two counts first, then the two lists),
//! [`headed_list`] (a count and other numbers on one line, then the items), [`until_end`] (cases until the end of the input), [`terminated`] (cases until a closing
//! line such as `0 0 0`), [`choice`] (a kind of line picked by its first number), tuples of
//! shapes (a record's fields in order), [`line()`] (a shape on a line of its own), [`at`] (a
//! value with the place it was read, for errors the solver finds later), [`record`] (a
//! shape read into the problem's own type and back), and graphs: [`tree`] (N, then the N - 1
//! edges of a tree), [`multigraph`] (n m, then m edges, loops and parallel edges allowed),
//! [`dag`] (n m, then m directed edges, no cycle), [`dag_lists`] (n, then each node's
//! successors), [`graph_lists`] (n, then each node's neighbours, every edge at both ends) and
//! [`tree_lists`] (the same, forming a tree) and [`tree_parents`] (N, then each node's parent
//! after the root's), read into a [`Graph`].

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::RangeInclusive;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::generate::Size;
use crate::input::{InputError, Pos, ScanInt, Scanner, quote};

mod graph;
pub use graph::{
    Graph, GraphShape, dag, dag_lists, graph_lists, multigraph, tree, tree_lists, tree_parents,
};
use grundy::FxHashSet;
use grundy::Rng;

/// The unsigned integer types a [`num`] reads.
pub trait Number: ScanInt + Ord + Debug + Hash + Send + Sync + 'static {
    /// The value as a `u64`.
    fn to_u64(self) -> u64;
    /// A `u64` as this type (callers keep it in range).
    fn from_u64(value: u64) -> Self;
}

macro_rules! number {
    ($($t:ty)*) => {$(
        impl Number for $t {
            fn to_u64(self) -> u64 {
                self as u64
            }
            fn from_u64(value: u64) -> Self {
                value as $t
            }
        }
    )*};
}
number!(u8 u16 u32 u64 usize);

/// One number token as written by [`Text`]: where it stands and the ranges its declaration
/// allows, so that a test can put a value just past an edge in its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    /// Where the token starts.
    pub pos: Pos,
    /// Its byte range in the text.
    pub bytes: std::ops::Range<usize>,
    /// The range this solver accepts.
    pub accepts: (u64, u64),
}

/// The judge's text being written: tokens separated by single spaces, lines ended by `\n`.
///
/// # Example
/// ```
/// let mut text = harness::shape::Text::new();
/// text.token("3");
/// text.token("4");
/// text.end_line();
/// text.end_line(); // a line is ended once
/// assert_eq!(text.into_string(), "3 4\n");
/// ```
#[derive(Clone, Debug, Default)]
pub struct Text {
    text: String,
    line: usize,
    column: usize,
    record: Option<Vec<Written>>,
}

impl Text {
    /// An empty text.
    pub fn new() -> Self {
        Text {
            text: String::new(),
            line: 1,
            column: 1,
            record: None,
        }
    }

    /// An empty text that remembers every number token written through [`num`] shapes.
    pub fn recording() -> Self {
        Text {
            record: Some(Vec::new()),
            ..Text::new()
        }
    }

    /// Appends a token, after a space unless it starts a line.
    pub fn token(&mut self, token: &str) {
        if self.column > 1 {
            self.text.push(' ');
            self.column += 1;
        }
        self.text.push_str(token);
        self.column += token.chars().count();
    }

    /// Ends the current line, unless it is empty.
    pub fn end_line(&mut self) {
        if self.column > 1 {
            self.text.push('\n');
            self.line += 1;
            self.column = 1;
        }
    }

    /// The number tokens written so far, with their places (empty unless [`recording`](Text::recording)).
    pub fn written(&self) -> &[Written] {
        self.record.as_deref().unwrap_or(&[])
    }

    /// The text, its last line ended.
    pub fn into_string(mut self) -> String {
        self.end_line();
        self.text
    }

    fn number(&mut self, token: &str, accepts: (u64, u64)) {
        self.token(token);
        let end = self.text.len();
        let pos = Pos::new(self.line, self.column - token.chars().count());
        if let Some(record) = &mut self.record {
            record.push(Written {
                pos,
                bytes: end - token.len()..end,
                accepts,
            });
        }
    }
}

/// One number's limits, for the `--help` lines: its name, the judge's range and this solver's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limit {
    /// Its name in the statement (`n`, `p_i`).
    pub name: String,
    /// The judge's range, `lo..=hi`.
    pub judge: (u64, u64),
    /// This solver's range.
    pub accepts: (u64, u64),
}

/// An input format, declared once. Every method follows from the declaration; a problem
/// writes none of them unless a piece of its input is truly its own (see the crate README).
pub trait Shape {
    /// The value read.
    type Value: Clone + Debug + PartialEq + 'static;

    /// Reads one value.
    ///
    /// # Errors
    /// A missing or bad token, with its place and what was expected.
    fn read(&self, input: &mut Scanner<'_>) -> Result<Self::Value, InputError>;

    /// Writes `value` as the judge's text.
    fn write(&self, value: &Self::Value, out: &mut Text);

    /// A valid value of `size`, drawn from `rng` (edge values on purpose at [`Size::Judge`]).
    fn generate(&self, rng: &mut Rng, size: Size) -> Self::Value;

    /// Whether a number of this piece adds to a [`Total`]: then a list of it never draws its
    /// items all equal by copying one (each copy's numbers must count).
    fn adds_to_a_total(&self) -> bool {
        false
    }

    /// The judge's largest value of this shape: every count and every number at its judge
    /// maximum (the items of a list of distinct items: its largest, then others drawn across
    /// the judge's range). What the bench case `judge-max` times
    /// ([`Problem::judge_max`](crate::Problem::judge_max)). The default, for a piece with no
    /// count and no number of its own, is its judge-size draw.
    fn most(&self, rng: &mut Rng) -> Self::Value {
        self.generate(rng, Size::Judge)
    }

    /// Offers `each` the values one step smaller than `value`, all valid, most promising
    /// first; stops as soon as `each` returns `true` and then returns `true`. One candidate
    /// exists at a time.
    fn shrink(&self, value: &Self::Value, each: &mut dyn FnMut(Self::Value) -> bool) -> bool;

    /// Whether `value` is within the judge's limits.
    fn within_judge(&self, value: &Self::Value) -> bool;

    /// Adds the limits of its numbers to `out`.
    fn limits(&self, out: &mut Vec<Limit>);

    /// The format in a few words: `T, then T times (n, then n times p)`.
    fn describe(&self) -> String;

    /// Reads the whole text as one value, and nothing after it.
    ///
    /// # Errors
    /// As [`read`](Shape::read), or `expected end of input` for anything left over.
    fn read_all(&self, text: &str) -> Result<Self::Value, InputError> {
        let mut input = Scanner::new(text);
        let value = self.read(&mut input)?;
        input.expect_end()?;
        Ok(value)
    }

    /// The judge's text of `value`.
    fn text(&self, value: &Self::Value) -> String {
        let mut out = Text::new();
        self.write(value, &mut out);
        out.into_string()
    }

    /// Every candidate of [`shrink`](Shape::shrink), collected (for tests and small inputs).
    fn shrunk(&self, value: &Self::Value) -> Vec<Self::Value> {
        let mut all = Vec::new();
        self.shrink(value, &mut |candidate| {
            all.push(candidate);
            false
        });
        all
    }
}

// ---------------------------------------------------------------------------------------------
// Numbers

/// A number: its name in the statement, what it is in words, the judge's range and this
/// solver's, and the ranges drawn at each size. Made by [`num`].
pub struct Num<T> {
    name: String,
    what: String,
    judge: RangeInclusive<T>,
    accepts: RangeInclusive<T>,
    tiny: RangeInclusive<T>,
    small: RangeInclusive<T>,
    beyond: RangeInclusive<T>,
    outside: Option<Box<dyn Fn(i128) -> Option<String> + Send + Sync>>,
    missing: Option<String>,
    remembers: Option<Earlier>,
    bound: Option<(Earlier, Bound)>,
    starts: Option<Total>,
    summed: Option<Total>,
}

/// An earlier number of the input that later numbers are bounded by (a node below `n`, a
/// position at most the length): [`Num::remembered`] marks the number whose value it keeps
/// as the input is read, written, generated or checked, in order, and [`Num::at_most`] or
/// [`Num::below`] bounds a later number by it. Made by [`earlier`].
#[derive(Clone, Debug)]
pub struct Earlier {
    name: String,
    value: Arc<AtomicU64>,
}

/// A bound on the sum of a number over the input, as statements say it: "the sum of n over
/// all cases is at most 2 * 10^5". The number that opens the count ([`Num::starts`], the
/// number of cases) sets the sum to 0; each value of a number [`Num::summed`] adds to it, read
/// past the solver's bound an error, generated and taken at its largest within the judge's.
/// Made by [`total`].
#[derive(Clone, Debug)]
pub struct Total {
    name: String,
    judge: u64,
    accepts: u64,
    sum: Arc<AtomicU64>,
    /// How many values are still to come (one a case, from the opening number), and the
    /// least each can be: what generation leaves room for.
    pending: Arc<AtomicU64>,
    least: Arc<AtomicU64>,
}

/// A total named `name` (`the sum of n`), at most `judge` at the judge and `accepts` here.
///
/// # Example
/// ```
/// use harness::shape::{Shape, list, num, total};
///
/// // T cases of n piles; the sum of n over the cases is at most 5 (at most 9 accepted).
/// let sum = total("the sum of n", 5, 9);
/// let cases = num("T", "the number of cases", 1..=5, 1..=9).starts(&sum);
/// let piles = num("n", "the number of piles", 1..=5, 1..=9).summed(&sum);
/// let games = list(cases, list(piles, num::<u32>("a_i", "a pile", 0..=9, 0..=9)).inline()).lines();
/// assert!(games.read_all("2\n3 1 2 3\n2 4 5\n").is_ok());
/// let error = games.read_all("2\n5 1 1 1 1 1\n5 1 1 1 1 1\n").unwrap_err();
/// assert_eq!(error.to_string(), "line 3, column 1: the sum of n reaches 10 here, past 9");
/// assert!(!games.within_judge(&vec![vec![1; 3], vec![1; 3]]));
/// let most = games.most(&mut grundy::Rng::new(1));
/// assert_eq!(most.iter().map(Vec::len).collect::<Vec<_>>(), [1; 5]); // 5 cases: 1 each
/// ```
pub fn total(name: impl Into<String>, judge: u64, accepts: u64) -> Total {
    assert!(
        judge <= accepts,
        "the judge's total must be within the solver's"
    );
    Total {
        name: name.into(),
        judge,
        accepts,
        sum: Arc::new(AtomicU64::new(0)),
        pending: Arc::new(AtomicU64::new(0)),
        least: Arc::new(AtomicU64::new(u64::MAX)),
    }
}

impl Total {
    /// The sum so far.
    fn get(&self) -> u64 {
        self.sum.load(Ordering::Relaxed)
    }

    /// Sets the sum.
    fn set(&self, sum: u64) {
        self.sum.store(sum, Ordering::Relaxed);
    }

    /// What a bound of `most` leaves for the next value, keeping the least value for each of
    /// the values still to come after it.
    fn left(&self, most: u64) -> u64 {
        let after = self.pending.load(Ordering::Relaxed).saturating_sub(1);
        let kept_back = after.saturating_mul(self.least.load(Ordering::Relaxed).min(most));
        most.saturating_sub(self.get()).saturating_sub(kept_back)
    }
}

/// How a later number is bounded by an [`Earlier`] one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    /// At most its value.
    AtMost,
    /// Below its value.
    Below,
}

/// An earlier number named `name` (as the statement names it: `n`), for later numbers to be
/// bounded by.
///
/// # Example
/// ```
/// use harness::shape::{Shape, earlier, list, num};
///
/// // n, then n - 1 parents: the parent of node i + 1 is a node in 1..=n.
/// let n = earlier("n");
/// let nodes = num::<u32>("n", "the number of nodes", 1..=100, 1..=100).remembered(&n);
/// let parent = num::<u32>("p_i", "a parent", 1..=100, 1..=100).at_most(&n);
/// let tree = (nodes, list(num("m", "the number of parents", 0..=99, 0..=99), parent));
/// assert!(tree.read_all("3\n2\n1 3\n").is_ok());
/// let error = tree.read_all("3\n2\n1 4\n").unwrap_err();
/// assert_eq!(error.to_string(), r#"line 3, column 3: expected a parent at most n = 3, found "4""#);
/// ```
pub fn earlier(name: impl Into<String>) -> Earlier {
    Earlier {
        name: name.into(),
        value: Arc::new(AtomicU64::new(u64::MAX)),
    }
}

impl Earlier {
    /// The value last kept.
    fn get(&self) -> u64 {
        self.value.load(Ordering::Relaxed)
    }

    /// Keeps `value`.
    fn set(&self, value: u64) {
        self.value.store(value, Ordering::Relaxed);
    }
}

/// A number named `name` in the statement (`n`, `p_i`) and `what` in errors (`a board
/// length`), within `judge` at the judge and `accepts` here. Generated from the lowest values
/// at [`Size::Tiny`] (up to 4 past the lowest), up to 100 past them at [`Size::Small`], across
/// the judge's range at [`Size::Judge`] and, unless [`beyond`](Num::beyond) says more, at
/// [`Size::Beyond`]; each size's lowest and highest values come up one time in eight.
///
/// # Panics
/// If `judge` is not within `accepts`.
///
/// # Example
/// ```
/// use harness::shape::{Shape, num};
///
/// let board = num::<u32>("p", "a board length", 1..=1000, 1..=1_000_000).tiny(1..=18);
/// assert_eq!(board.read_all("17\n"), Ok(17));
/// let error = board.read_all("0").unwrap_err();
/// assert_eq!(error.to_string(), r#"line 1, column 1: expected a board length in 1..=1000000, found "0""#);
/// assert!(board.within_judge(&1000) && !board.within_judge(&1001));
/// assert_eq!(board.shrunk(&90), [1, 45, 89]);
/// assert_eq!(board.shrunk(&5), [1, 3, 4, 2]); // near the lowest, every smaller value
/// ```
pub fn num<T: Number>(
    name: impl Into<String>,
    what: impl Into<String>,
    judge: RangeInclusive<T>,
    accepts: RangeInclusive<T>,
) -> Num<T> {
    assert!(
        accepts.start() <= judge.start() && judge.end() <= accepts.end(),
        "the judge's range must be within the solver's"
    );
    let (lo, hi) = (judge.start().to_u64(), judge.end().to_u64());
    let clip = |above: u64| T::from_u64(lo)..=T::from_u64(lo.saturating_add(above).min(hi));
    Num {
        name: name.into(),
        what: what.into(),
        tiny: clip(4),
        small: clip(100),
        beyond: judge.clone(),
        judge,
        accepts,
        outside: None,
        missing: None,
        remembers: None,
        bound: None,
        starts: None,
        summed: None,
    }
}

impl<T: Number> Num<T> {
    /// Draws from `range` at [`Size::Tiny`] (what the referee searches).
    pub fn tiny(mut self, range: RangeInclusive<T>) -> Self {
        self.tiny = range;
        self
    }

    /// Draws from `range` at [`Size::Small`].
    pub fn small(mut self, range: RangeInclusive<T>) -> Self {
        self.small = range;
        self
    }

    /// Keeps each value of this number in `earlier`, for later numbers bounded by it.
    pub fn remembered(mut self, earlier: &Earlier) -> Self {
        self.remembers = Some(earlier.clone());
        self
    }

    /// At most the value `earlier` keeps (besides its own ranges): read past it is an error
    /// naming both, and it is generated, and taken at its largest, within it.
    pub fn at_most(mut self, earlier: &Earlier) -> Self {
        self.bound = Some((earlier.clone(), Bound::AtMost));
        self
    }

    /// Below the value `earlier` keeps (an index from 0 below `n`), as [`at_most`](Num::at_most).
    pub fn below(mut self, earlier: &Earlier) -> Self {
        self.bound = Some((earlier.clone(), Bound::Below));
        self
    }

    /// Opens `total`: each value of this number (the number of cases) sets its sum to 0.
    pub fn starts(mut self, total: &Total) -> Self {
        self.starts = Some(total.clone());
        self
    }

    /// Adds each value of this number to `total` (within the total's bounds, as it says).
    pub fn summed(mut self, total: &Total) -> Self {
        let least = self.accepts.start().to_u64();
        total.least.fetch_min(least, Ordering::Relaxed);
        self.summed = Some(total.clone());
        self
    }

    /// What `total`'s bound `most` leaves for this number's next value.
    fn left(&self, most: impl Fn(&Total) -> u64) -> Option<u64> {
        self.summed.as_ref().map(|total| total.left(most(total)))
    }

    /// The largest value the bound allows now, if bounded (`None` inside means none is).
    fn ceiling(&self) -> Option<Option<u64>> {
        let (earlier, bound) = self.bound.as_ref()?;
        Some(match bound {
            Bound::AtMost => Some(earlier.get()),
            Bound::Below => earlier.get().checked_sub(1),
        })
    }

    /// `value`, kept where this number is remembered, counted where it opens or adds to a
    /// total.
    fn kept(&self, value: T) -> T {
        if let Some(earlier) = &self.remembers {
            earlier.set(value.to_u64());
        }
        if let Some(total) = &self.starts {
            total.set(0);
            total.pending.store(value.to_u64(), Ordering::Relaxed);
        }
        if let Some(total) = &self.summed {
            total.set(total.get().saturating_add(value.to_u64()));
            let pending = total.pending.load(Ordering::Relaxed);
            total
                .pending
                .store(pending.saturating_sub(1), Ordering::Relaxed);
        }
        value
    }

    /// Whether `value` is within the bound (true when unbounded).
    fn within_bound(&self, value: u64) -> bool {
        self.ceiling()
            .is_none_or(|ceiling| ceiling.is_some_and(|most| value <= most))
    }

    /// Draws from `range` at [`Size::Beyond`] (within this solver's range).
    pub fn beyond(mut self, range: RangeInclusive<T>) -> Self {
        self.beyond = range;
        self
    }

    /// Words of the problem's own for a number outside the range (a strip of length 0): `say`
    /// gets the value and returns the message, or `None` to keep the scanner's.
    pub fn outside(mut self, say: impl Fn(i128) -> Option<String> + Send + Sync + 'static) -> Self {
        self.outside = Some(Box::new(say));
        self
    }

    /// Words of the problem's own for an input that ends where this number was expected (the
    /// height of a last sheet that has only its width): the message after
    /// `unexpected end of input: `.
    ///
    /// # Example
    /// ```
    /// use harness::shape::{Shape, num};
    ///
    /// let height = num::<u32>("H", "a height", 1..=9, 1..=9).missing("expected the height of the last sheet");
    /// let error = height.read_all(" ").unwrap_err();
    /// assert_eq!(error.to_string(), "unexpected end of input: expected the height of the last sheet");
    /// ```
    pub fn missing(mut self, words: impl Into<String>) -> Self {
        self.missing = Some(words.into());
        self
    }

    /// This solver's range.
    pub fn accepts(&self) -> RangeInclusive<T> {
        self.accepts.clone()
    }

    fn range_at(&self, size: Size) -> &RangeInclusive<T> {
        match size {
            Size::Tiny => &self.tiny,
            Size::Small => &self.small,
            Size::Judge => &self.judge,
            Size::Beyond => &self.beyond,
        }
    }
}

impl<T: Debug> Debug for Num<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Num")
            .field("name", &self.name)
            .field("judge", &self.judge)
            .field("accepts", &self.accepts)
            .finish_non_exhaustive()
    }
}

/// A value in `range`: its lowest or highest one time in eight each, else uniform.
fn draw(rng: &mut Rng, range: &RangeInclusive<u64>) -> u64 {
    match rng.range(0..=7) {
        0 => *range.start(),
        1 => *range.end(),
        _ => rng.range(range.clone()),
    }
}

/// How far above the lowest value a number shrinks to every smaller value, not only the
/// lowest, its halfway point and one less.
const SMALL_GAP: u64 = 16;

impl<T: Number> Shape for Num<T> {
    type Value = T;

    fn read(&self, input: &mut Scanner<'_>) -> Result<T, InputError> {
        if let Some(words) = &self.missing
            && input.is_at_end()
        {
            return Err(InputError::end_of_input(words.clone()));
        }
        let value = match &self.outside {
            None => input.read(&self.what, self.accepts.clone())?,
            Some(say) => input.read_with(&self.what, self.accepts.clone(), say)?,
        };
        if !self.within_bound(value.to_u64()) {
            let (earlier, bound) = self.bound.as_ref().expect("only a bounded number is not");
            let how = match bound {
                Bound::AtMost => "at most",
                Bound::Below => "below",
            };
            let (what, name, most) = (&self.what, &earlier.name, earlier.get());
            return Err(InputError::at(
                input.last_pos(),
                format!("expected {what} {how} {name} = {most}, found \"{value}\""),
            ));
        }
        if let Some(total) = &self.summed {
            let sum = total.get().saturating_add(value.to_u64());
            if sum > total.accepts {
                let (name, most) = (&total.name, total.accepts);
                let message = format!("{name} reaches {sum} here, past {most}");
                return Err(InputError::at(input.last_pos(), message));
            }
        }
        Ok(self.kept(value))
    }

    fn write(&self, value: &T, out: &mut Text) {
        let accepts = (self.accepts.start().to_u64(), self.accepts.end().to_u64());
        out.number(&value.to_string(), accepts);
        self.kept(*value);
    }

    /// Within the bound too, where bounded (at its range's lowest if the bound leaves none).
    fn generate(&self, rng: &mut Rng, size: Size) -> T {
        let range = self.range_at(size);
        let (lo, mut hi) = (range.start().to_u64(), range.end().to_u64());
        if let Some(Some(most)) = self.ceiling() {
            hi = hi.min(most).max(lo);
        }
        let budget = |total: &Total| match size {
            Size::Beyond => total.accepts,
            _ => total.judge,
        };
        if let Some(left) = self.left(budget) {
            hi = hi.min(left).max(lo);
        }
        self.kept(T::from_u64(draw(rng, &(lo..=hi))))
    }

    fn adds_to_a_total(&self) -> bool {
        self.summed.is_some()
    }

    fn most(&self, _: &mut Rng) -> T {
        let (lo, mut most) = (self.judge.start().to_u64(), self.judge.end().to_u64());
        if let Some(Some(ceiling)) = self.ceiling() {
            most = most.min(ceiling).max(lo);
        }
        if let Some(left) = self.left(|total| total.judge) {
            most = most.min(left).max(lo);
        }
        self.kept(T::from_u64(most))
    }

    /// The lowest value allowed, the judge's lowest, the halfway value toward the lower of
    /// those two that stays at or above the judge's lowest when the value does, and one less.
    fn shrink(&self, value: &T, each: &mut dyn FnMut(T) -> bool) -> bool {
        let (lo, judge_lo, v) = (
            self.accepts.start().to_u64(),
            self.judge.start().to_u64(),
            value.to_u64(),
        );
        let toward = if v >= judge_lo { judge_lo } else { lo };
        let candidates = [lo, judge_lo, toward + (v - toward) / 2, v.saturating_sub(1)];
        for (at, &candidate) in candidates.iter().enumerate() {
            if candidate < lo || candidate >= v || candidates[..at].contains(&candidate) {
                continue;
            }
            if each(T::from_u64(candidate)) {
                return true;
            }
        }
        // Near its lowest, every smaller value, so that a failure at 10 and 7 but not at 9 or
        // 5 still shrinks to 7: a local minimum is then one no smaller value escapes.
        if v - toward <= SMALL_GAP {
            let rest = (toward + 1..v).filter(|candidate| !candidates.contains(candidate));
            for candidate in rest {
                if each(T::from_u64(candidate)) {
                    return true;
                }
            }
        }
        false
    }

    fn within_judge(&self, value: &T) -> bool {
        let within = self.judge.contains(value) && self.within_bound(self.kept(*value).to_u64());
        within
            && self
                .summed
                .as_ref()
                .is_none_or(|total| total.get() <= total.judge)
    }

    fn limits(&self, out: &mut Vec<Limit>) {
        let pair = |range: &RangeInclusive<T>| (range.start().to_u64(), range.end().to_u64());
        out.push(Limit {
            name: self.name.clone(),
            judge: pair(&self.judge),
            accepts: pair(&self.accepts),
        });
        if let Some(total) = &self.summed {
            out.push(Limit {
                name: total.name.clone(),
                judge: (0, total.judge),
                accepts: (0, total.accepts),
            });
        }
    }

    fn describe(&self) -> String {
        self.name.clone()
    }
}

// ---------------------------------------------------------------------------------------------
// Lists

/// How a [`list`] is laid out in the judge's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// The count, then the items on one line of their own: `3` / `5 6 7`.
    Block,
    /// The count and the items on one line: `3 5 6 7`.
    Inline,
    /// The count on a line, then each item on a line of its own (cases, boards, rows).
    Lines,
}

/// A count, then that many items. Made by [`list`].
#[derive(Debug)]
pub struct List<S: Shape> {
    count: Num<usize>,
    item: S,
    layout: Layout,
    distinct: Option<Distinct<S::Value>>,
}

/// How a [`List::distinct`] list tells a repeat: its words for one, and the check (kept as a
/// function so that only distinct lists need their items hashable).
#[derive(Debug)]
struct Distinct<V> {
    repeated: fn(&V) -> String,
    is_new: fn(&mut FxHashSet<V>, &[V], &V) -> bool,
}

/// How many earlier items of a distinct list a new one is compared with one by one (a row of
/// 20 pieces costs no hashing and no allocation) before a hash set takes over, so that a long
/// list stays linear.
const FEW_DISTINCT: usize = 32;

/// Whether `value` is none of `earlier`, the items read before it: compared one by one while
/// they are few, then through `many`, which holds every earlier item once the first check
/// past [`FEW_DISTINCT`] has filled it.
fn is_new<V: Clone + Eq + Hash>(many: &mut FxHashSet<V>, earlier: &[V], value: &V) -> bool {
    if earlier.len() < FEW_DISTINCT {
        return !earlier.contains(value);
    }
    if many.is_empty() {
        many.extend(earlier.iter().cloned());
    }
    many.insert(value.clone())
}

/// A count (a [`num`] of type `usize`), then that many `item`s, laid out as [`Layout::Block`]
/// unless [`inline`](List::inline) or [`lines`](List::lines) says otherwise.
///
/// Reading never trusts the count for memory: the list grows as items arrive. Generating at
/// [`Size::Judge`] gives the judge's most items half of the time, and all items equal one time
/// in eight. Shrinking removes halves, quarters and so on down to single items (never below
/// the least count allowed), then lowers one item at a time once at most 32 are left.
///
/// # Example
/// ```
/// use harness::shape::{Shape, list, num};
///
/// let piles = list(num("n", "the number of piles", 1..=100, 1..=1000), num::<u64>("a_i", "a pile size", 0..=10, 0..=u64::MAX));
/// assert_eq!(piles.read_all("3\n5 6 7\n"), Ok(vec![5, 6, 7]));
/// assert_eq!(piles.text(&vec![1, 2]), "2\n1 2\n");
/// assert_eq!(piles.describe(), "n, then n times a_i");
/// let error = piles.read_all("1000 1 2").unwrap_err();
/// assert_eq!(error.to_string(), "unexpected end of input: expected a pile size");
/// ```
pub fn list<S: Shape>(count: Num<usize>, item: S) -> List<S> {
    List {
        count,
        item,
        layout: Layout::Block,
        distinct: None,
    }
}

impl<S: Shape> List<S> {
    /// The count and its items on one line.
    pub fn inline(mut self) -> Self {
        self.layout = Layout::Inline;
        self
    }

    /// Each item on a line of its own.
    pub fn lines(mut self) -> Self {
        self.layout = Layout::Lines;
        self
    }

    /// No two items equal: a repeated one is an error at its place in `repeated`'s words (it
    /// gets the value), found by comparing it with the earlier items while they are few and
    /// through a hash set past them, so that a long list stays linear; generation draws
    /// distinct items, shrinking keeps them distinct.
    pub fn distinct(mut self, repeated: fn(&S::Value) -> String) -> Self
    where
        S::Value: Eq + Hash,
    {
        self.distinct = Some(Distinct { repeated, is_new });
        self
    }

    /// Reads the list as [`read`](Shape::read) does, handing each item to `each` as it is read
    /// instead of holding them: what a solver that answers as it reads
    /// ([`Problem::solve_streaming`](crate::Problem::solve_streaming)) uses, so that it holds
    /// one item at a time. Stops at the first error, `each`'s included.
    ///
    /// # Errors
    /// As [`read`](Shape::read), or `each`'s.
    ///
    /// # Complexity
    /// O(the items' reading).
    ///
    /// # Example
    /// ```
    /// use harness::{Scanner, shape::{list, num}};
    ///
    /// let piles = list(num("n", "the number of piles", 1..=5, 0..=5), num::<u64>("a", "a pile", 0..=9, 0..=9));
    /// let mut xor = 0;
    /// piles.read_each(&mut Scanner::new("3\n5 6 7\n"), |pile| Ok(xor ^= pile))?;
    /// assert_eq!(xor, 4);
    /// # Ok::<(), harness::InputError>(())
    /// ```
    pub fn read_each(
        &self,
        input: &mut Scanner<'_>,
        each: impl FnMut(S::Value) -> Result<(), InputError>,
    ) -> Result<(), InputError> {
        let count = self.count.read(input)?;
        if self.distinct.is_some() {
            let items = read_items(&self.item, input, count, self.distinct.as_ref())?;
            return items.into_iter().try_for_each(each);
        }
        each_item(&self.item, input, count, each)
    }
}

/// A shape whose value is a list of independent cases, read one case at a time: [`List`] and
/// [`Cases`]. What a problem of independent cases ([`Verdicts`](crate::Verdicts)) declares, so
/// that its binary holds one case, not the input.
pub trait EachCase: Shape<Value = Vec<Self::Case>> {
    /// One case.
    type Case;

    /// Reads the cases as [`read`](Shape::read) does, handing each to `each` as it is read.
    /// Stops at the first error, `each`'s included.
    ///
    /// # Errors
    /// As [`read`](Shape::read), or `each`'s.
    ///
    /// # Complexity
    /// O(the cases' reading).
    ///
    /// # Example
    /// ```
    /// use harness::{Scanner, shape::{EachCase, list, num}};
    ///
    /// let heaps = list(num("T", "the number of heaps", 1..=5, 1..=5), num::<u64>("n", "a heap", 0..=9, 0..=9));
    /// let mut odd = 0;
    /// heaps.each_case(&mut Scanner::new("3\n1 2 3\n"), &mut |n| Ok(odd += n % 2))?;
    /// assert_eq!(odd, 2);
    /// # Ok::<(), harness::InputError>(())
    /// ```
    fn each_case(
        &self,
        input: &mut Scanner<'_>,
        each: &mut dyn FnMut(Self::Case) -> Result<(), InputError>,
    ) -> Result<(), InputError>;
}

impl<S: Shape> EachCase for List<S> {
    type Case = S::Value;

    fn each_case(
        &self,
        input: &mut Scanner<'_>,
        each: &mut dyn FnMut(S::Value) -> Result<(), InputError>,
    ) -> Result<(), InputError> {
        self.read_each(input, each)
    }
}

impl<S: Shape> EachCase for Cases<S> {
    type Case = S::Value;

    fn each_case(
        &self,
        input: &mut Scanner<'_>,
        each: &mut dyn FnMut(S::Value) -> Result<(), InputError>,
    ) -> Result<(), InputError> {
        self.read_each(input, each)
    }
}

/// Reads items until `count` are read, growing the vector as they arrive.
fn read_items<S: Shape>(
    item: &S,
    input: &mut Scanner<'_>,
    count: usize,
    distinct: Option<&Distinct<S::Value>>,
) -> Result<Vec<S::Value>, InputError> {
    let (mut items, mut many) = (Vec::with_capacity(count.min(1 << 16)), FxHashSet::default());
    for _ in 0..count {
        let pos = distinct.map(|_| input.next_pos());
        let value = item.read(input)?;
        if let (Some(distinct), Some(pos)) = (distinct, pos)
            && !(distinct.is_new)(&mut many, &items, &value)
        {
            return Err(InputError::at(pos, (distinct.repeated)(&value)));
        }
        items.push(value);
    }
    Ok(items)
}

/// Reads `count` items of a list that need not be distinct, handing each to `each` as it is
/// read.
fn each_item<S: Shape>(
    item: &S,
    input: &mut Scanner<'_>,
    count: usize,
    mut each: impl FnMut(S::Value) -> Result<(), InputError>,
) -> Result<(), InputError> {
    for _ in 0..count {
        each(item.read(input)?)?;
    }
    Ok(())
}

/// Writes items after their count, as `layout` says.
fn write_items<S: Shape>(item: &S, items: &[S::Value], layout: Layout, out: &mut Text) {
    if layout != Layout::Inline {
        out.end_line();
    }
    for value in items {
        item.write(value, out);
        if layout == Layout::Lines {
            out.end_line();
        }
    }
    out.end_line();
}

/// Items of `size`: as many as `count` draws (its judge maximum half of the time at the
/// judge's size), all equal one time in eight, distinct when asked.
fn generate_items<S: Shape>(
    count: &Num<usize>,
    item: &S,
    rng: &mut Rng,
    size: Size,
    distinct: Option<&Distinct<S::Value>>,
) -> Vec<S::Value> {
    let len = if size == Size::Judge && rng.chance(1, 2) {
        count.most(rng)
    } else {
        count.generate(rng, size)
    };
    if distinct.is_none() && len > 1 && !item.adds_to_a_total() && rng.chance(1, 8) {
        return vec![item.generate(rng, size); len];
    }
    draw_items(count, len, rng, distinct, |rng| item.generate(rng, size))
}

/// The judge's most items, each its largest ([`Shape::most`]), distinct when asked.
///
/// # Panics
/// When the count's judge range has no real maximum (past [`MOST_ITEMS`]: a statement that
/// does not bound it), naming the count: such a problem gives its own
/// [`Problem::judge_max`](crate::Problem::judge_max).
fn most_items<S: Shape>(
    count: &Num<usize>,
    item: &S,
    rng: &mut Rng,
    distinct: Option<&Distinct<S::Value>>,
) -> Vec<S::Value> {
    let judge_most = *count.judge.end();
    assert!(
        judge_most <= MOST_ITEMS,
        "the judge's range of {} has no maximum a judge could give ({judge_most}): the problem \
         gives its own Problem::judge_max",
        count.name
    );
    // The count's own largest: its judge maximum, within a bound or total it has.
    let most = count.most(rng);
    let mut first = true;
    draw_items(count, most, rng, distinct, |rng| {
        if std::mem::take(&mut first) || distinct.is_none() {
            item.most(rng)
        } else {
            item.generate(rng, Size::Judge)
        }
    })
}

/// The most items [`Shape::most`] draws for one count: a judge range past it is taken as the
/// statement giving no bound.
pub const MOST_ITEMS: usize = 100_000_000;

/// `len` items from `draw`, distinct when asked (as many as can be found, at least the
/// count's lowest).
fn draw_items<T: Clone>(
    count: &Num<usize>,
    len: usize,
    rng: &mut Rng,
    distinct: Option<&Distinct<T>>,
    mut draw: impl FnMut(&mut Rng) -> T,
) -> Vec<T> {
    let Some(distinct) = distinct else {
        return (0..len).map(|_| draw(rng)).collect();
    };
    let (mut items, mut many) = (Vec::with_capacity(len), FxHashSet::default());
    for _ in 0..100 * (len + 10) {
        if items.len() == len {
            break;
        }
        let value = draw(rng);
        if (distinct.is_new)(&mut many, &items, &value) {
            items.push(value);
        }
    }
    let least = *count.accepts.start();
    assert!(items.len() >= least, "cannot draw {least} distinct items");
    items
}

/// Shrinks a list: removes ranges of items (never below `least`), then lowers one item at a
/// time when at most 32 are left.
fn shrink_items<S: Shape>(
    item: &S,
    items: &[S::Value],
    least: usize,
    distinct: bool,
    each: &mut dyn FnMut(Vec<S::Value>) -> bool,
) -> bool {
    for range in crate::generate::removal_ranges(items.len()) {
        if items.len() - range.len() >= least && each(crate::generate::without_range(items, &range))
        {
            return true;
        }
    }
    if items.len() > 32 {
        return false;
    }
    for at in 0..items.len() {
        let stop = item.shrink(&items[at], &mut |smaller| {
            if distinct && items.contains(&smaller) {
                return false;
            }
            let mut changed = items.to_vec();
            changed[at] = smaller;
            each(changed)
        });
        if stop {
            return true;
        }
    }
    false
}

fn items_within_judge<S: Shape>(count: &Num<usize>, item: &S, items: &[S::Value]) -> bool {
    count.within_judge(&items.len()) && items.iter().all(|value| item.within_judge(value))
}

/// `x` or `(x y)` when it has several words.
fn grouped(words: String) -> String {
    if words.contains(' ') {
        format!("({words})")
    } else {
        words
    }
}

impl<S: Shape> Shape for List<S>
where
    S::Value: PartialEq,
{
    type Value = Vec<S::Value>;

    fn read(&self, input: &mut Scanner<'_>) -> Result<Self::Value, InputError> {
        let count = self.count.read(input)?;
        read_items(&self.item, input, count, self.distinct.as_ref())
    }

    fn write(&self, items: &Self::Value, out: &mut Text) {
        self.count.write(&items.len(), out);
        write_items(&self.item, items, self.layout, out);
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Self::Value {
        generate_items(&self.count, &self.item, rng, size, self.distinct.as_ref())
    }

    fn most(&self, rng: &mut Rng) -> Self::Value {
        most_items(&self.count, &self.item, rng, self.distinct.as_ref())
    }

    fn adds_to_a_total(&self) -> bool {
        self.count.adds_to_a_total() || self.item.adds_to_a_total()
    }

    fn shrink(&self, items: &Self::Value, each: &mut dyn FnMut(Self::Value) -> bool) -> bool {
        let least = *self.count.accepts.start();
        shrink_items(&self.item, items, least, self.distinct.is_some(), each)
    }

    fn within_judge(&self, items: &Self::Value) -> bool {
        items_within_judge(&self.count, &self.item, items)
    }

    fn limits(&self, out: &mut Vec<Limit>) {
        self.count.limits(out);
        self.item.limits(out);
    }

    fn describe(&self) -> String {
        let distinct = if self.distinct.is_some() {
            " (distinct)"
        } else {
            ""
        };
        let name = &self.count.name;
        format!(
            "{name}, then {name} times {}{distinct}",
            grouped(self.item.describe())
        )
    }
}

/// A count and other numbers on one line, then that many items. Made by [`headed_list`].
#[derive(Debug)]
pub struct HeadedList<H, S> {
    count: Num<usize>,
    header: H,
    item: S,
}

/// A count, then `header` on the same line (`T F`: T games, and F), then the count's items,
/// each on a line of its own. The value is the header's value and the items.
///
/// # Example
/// ```
/// use harness::shape::{Shape, headed_list, list, num};
///
/// let game = list(num("N", "the number of heaps", 1..=9, 1..=9), num::<u32>("a_i", "a heap", 1..=9, 1..=9)).inline();
/// let shape = headed_list(num("T", "the number of games", 1..=9, 1..=9), num::<u32>("F", "the least heap split", 1..=9, 1..=9), game);
/// assert_eq!(shape.read_all("2 3\n1 5\n2 4 4\n"), Ok((3, vec![vec![5], vec![4, 4]])));
/// assert_eq!(shape.text(&(3, vec![vec![5]])), "1 3\n1 5\n");
/// assert_eq!(shape.describe(), "T F, then T times (N, then N times a_i)");
/// ```
pub fn headed_list<H: Shape, S: Shape>(count: Num<usize>, header: H, item: S) -> HeadedList<H, S> {
    HeadedList {
        count,
        header,
        item,
    }
}

impl<H: Shape, S: Shape> Shape for HeadedList<H, S> {
    type Value = (H::Value, Vec<S::Value>);

    fn read(&self, input: &mut Scanner<'_>) -> Result<Self::Value, InputError> {
        let count = self.count.read(input)?;
        let header = self.header.read(input)?;
        Ok((header, read_items(&self.item, input, count, None)?))
    }

    fn write(&self, (header, items): &Self::Value, out: &mut Text) {
        self.count.write(&items.len(), out);
        self.header.write(header, out);
        write_items(&self.item, items, Layout::Lines, out);
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Self::Value {
        let header = self.header.generate(rng, size);
        (
            header,
            generate_items(&self.count, &self.item, rng, size, None),
        )
    }

    fn most(&self, rng: &mut Rng) -> Self::Value {
        let header = self.header.most(rng);
        (header, most_items(&self.count, &self.item, rng, None))
    }

    fn adds_to_a_total(&self) -> bool {
        self.header.adds_to_a_total() || self.item.adds_to_a_total()
    }

    fn shrink(
        &self,
        (header, items): &Self::Value,
        each: &mut dyn FnMut(Self::Value) -> bool,
    ) -> bool {
        let least = *self.count.accepts.start();
        shrink_items(&self.item, items, least, false, &mut |items| {
            each((header.clone(), items))
        }) || self
            .header
            .shrink(header, &mut |header| each((header, items.clone())))
    }

    fn within_judge(&self, (header, items): &Self::Value) -> bool {
        self.header.within_judge(header) && items_within_judge(&self.count, &self.item, items)
    }

    fn limits(&self, out: &mut Vec<Limit>) {
        self.count.limits(out);
        self.header.limits(out);
        self.item.limits(out);
    }

    fn describe(&self) -> String {
        let name = &self.count.name;
        let item = grouped(self.item.describe());
        format!(
            "{name} {}, then {name} times {item}",
            self.header.describe()
        )
    }
}

/// Two counts first, then the two lists in order. Made by [`two_lists`].
#[derive(Debug)]
pub struct TwoLists<A, B> {
    counts: (Num<usize>, Num<usize>),
    items: (A, B),
    second_list_first: bool,
}

/// The counts of two lists on one line (`n k`), then the first list's items on a line, then
/// the second's. With [`second_list_first`](TwoLists::second_list_first), the second count's
/// list comes first (`n k`, then the k amounts, then the n piles). The value is the two lists
/// in the order of their counts.
///
/// # Example
/// ```
/// use harness::shape::{Shape, num, two_lists};
///
/// let piles = num::<usize>("n", "the number of piles", 1..=10, 1..=10);
/// let amounts = num::<usize>("k", "the number of amounts", 1..=10, 1..=10);
/// let shape = two_lists(piles, amounts, num::<u64>("x_i", "a pile", 1..=9, 1..=9), num::<u64>("a_i", "an amount", 1..=9, 1..=9))
///     .second_list_first();
/// assert_eq!(shape.read_all("2 1\n4\n5 6\n"), Ok((vec![5, 6], vec![4])));
/// assert_eq!(shape.text(&(vec![5, 6], vec![4])), "2 1\n4\n5 6\n");
/// ```
pub fn two_lists<A: Shape, B: Shape>(
    first_count: Num<usize>,
    second_count: Num<usize>,
    first_item: A,
    second_item: B,
) -> TwoLists<A, B> {
    TwoLists {
        counts: (first_count, second_count),
        items: (first_item, second_item),
        second_list_first: false,
    }
}

impl<A: Shape, B: Shape> TwoLists<A, B> {
    /// The second count's list comes first in the text.
    pub fn second_list_first(mut self) -> Self {
        self.second_list_first = true;
        self
    }

    /// Reads as [`read`](Shape::read) does a [`second_list_first`](Self::second_list_first)
    /// shape: the second list whole (returned), then each item of the first handed to `each`
    /// with it as it is read, instead of holding them: for a solver that answers as it reads
    /// ([`Problem::solve_streaming`](crate::Problem::solve_streaming)), such as a fold over
    /// a million piles once the allowed moves are known.
    ///
    /// # Errors
    /// As [`read`](Shape::read), or `each`'s.
    ///
    /// # Panics
    /// Unless the second list comes first.
    ///
    /// # Complexity
    /// O(the lists' reading).
    ///
    /// # Example
    /// ```
    /// use harness::{Scanner, shape::{num, two_lists}};
    ///
    /// let n = num("n", "the number of piles", 0..=9, 0..=9);
    /// let k = num("k", "the number of amounts", 1..=9, 1..=9);
    /// let value = || num::<u64>("x", "a number", 0..=99, 0..=99);
    /// let shape = two_lists(n, k, value(), value()).second_list_first();
    /// let mut taken = Vec::new();
    /// shape.stream_first(&mut Scanner::new("2 1\n3\n7 8\n"), |amounts, pile| Ok(taken.push(pile - amounts[0])))?;
    /// assert_eq!(taken, [4, 5]);
    /// # Ok::<(), harness::InputError>(())
    /// ```
    pub fn stream_first(
        &self,
        input: &mut Scanner<'_>,
        mut each: impl FnMut(&[B::Value], A::Value) -> Result<(), InputError>,
    ) -> Result<Vec<B::Value>, InputError> {
        assert!(
            self.second_list_first,
            "the first list is streamed when it comes last"
        );
        let first = self.counts.0.read(input)?;
        let second = self.counts.1.read(input)?;
        let held = read_items(&self.items.1, input, second, None)?;
        each_item(&self.items.0, input, first, |item| each(&held, item))?;
        Ok(held)
    }

    /// [`stream_first`](Self::stream_first) the other way round, for the usual order: the
    /// first list whole (returned), then each item of the second handed to `each` with it as it
    /// is read (a sequence, then operations on it answered one at a time).
    ///
    /// # Errors
    /// As [`read`](Shape::read), or `each`'s.
    ///
    /// # Panics
    /// If the second list comes first.
    ///
    /// # Complexity
    /// O(the lists' reading).
    ///
    /// # Example
    /// ```
    /// use harness::{Scanner, shape::{num, two_lists}};
    ///
    /// let n = num("n", "the length", 0..=9, 0..=9);
    /// let m = num("m", "the number of queries", 0..=9, 0..=9);
    /// let value = || num::<usize>("x", "a number", 0..=9, 0..=9);
    /// let shape = two_lists(n, m, value(), value());
    /// let mut found = Vec::new();
    /// shape.stream_second(&mut Scanner::new("3 2\n5 6 7\n2 0\n"), |values, at| Ok(found.push(values[at])))?;
    /// assert_eq!(found, [7, 5]);
    /// # Ok::<(), harness::InputError>(())
    /// ```
    pub fn stream_second(
        &self,
        input: &mut Scanner<'_>,
        mut each: impl FnMut(&[A::Value], B::Value) -> Result<(), InputError>,
    ) -> Result<Vec<A::Value>, InputError> {
        assert!(
            !self.second_list_first,
            "the second list is streamed when it comes last"
        );
        let first = self.counts.0.read(input)?;
        let second = self.counts.1.read(input)?;
        let held = read_items(&self.items.0, input, first, None)?;
        each_item(&self.items.1, input, second, |item| each(&held, item))?;
        Ok(held)
    }
}

impl<A: Shape, B: Shape> Shape for TwoLists<A, B> {
    type Value = (Vec<A::Value>, Vec<B::Value>);

    /// The list that comes first held, the other streamed into a vector.
    fn read(&self, input: &mut Scanner<'_>) -> Result<Self::Value, InputError> {
        if self.second_list_first {
            let mut a = Vec::new();
            let b = self.stream_first(input, |_, item| {
                a.push(item);
                Ok(())
            })?;
            Ok((a, b))
        } else {
            let mut b = Vec::new();
            let a = self.stream_second(input, |_, item| {
                b.push(item);
                Ok(())
            })?;
            Ok((a, b))
        }
    }

    fn write(&self, (a, b): &Self::Value, out: &mut Text) {
        self.counts.0.write(&a.len(), out);
        self.counts.1.write(&b.len(), out);
        if self.second_list_first {
            write_items(&self.items.1, b, Layout::Block, out);
            write_items(&self.items.0, a, Layout::Block, out);
        } else {
            write_items(&self.items.0, a, Layout::Block, out);
            write_items(&self.items.1, b, Layout::Block, out);
        }
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Self::Value {
        let a = generate_items(&self.counts.0, &self.items.0, rng, size, None);
        (
            a,
            generate_items(&self.counts.1, &self.items.1, rng, size, None),
        )
    }

    fn most(&self, rng: &mut Rng) -> Self::Value {
        let a = most_items(&self.counts.0, &self.items.0, rng, None);
        (a, most_items(&self.counts.1, &self.items.1, rng, None))
    }

    fn adds_to_a_total(&self) -> bool {
        self.items.0.adds_to_a_total() || self.items.1.adds_to_a_total()
    }

    fn shrink(&self, (a, b): &Self::Value, each: &mut dyn FnMut(Self::Value) -> bool) -> bool {
        let least = (
            *self.counts.0.accepts.start(),
            *self.counts.1.accepts.start(),
        );
        shrink_items(&self.items.0, a, least.0, false, &mut |a| {
            each((a, b.clone()))
        }) || shrink_items(&self.items.1, b, least.1, false, &mut |b| {
            each((a.clone(), b))
        })
    }

    fn within_judge(&self, (a, b): &Self::Value) -> bool {
        items_within_judge(&self.counts.0, &self.items.0, a)
            && items_within_judge(&self.counts.1, &self.items.1, b)
    }

    fn limits(&self, out: &mut Vec<Limit>) {
        self.counts.0.limits(out);
        self.counts.1.limits(out);
        self.items.0.limits(out);
        self.items.1.limits(out);
    }

    fn describe(&self) -> String {
        let (n, k) = (&self.counts.0.name, &self.counts.1.name);
        let a = format!("{n} times {}", grouped(self.items.0.describe()));
        let b = format!("{k} times {}", grouped(self.items.1.describe()));
        let (first, second) = if self.second_list_first {
            (b, a)
        } else {
            (a, b)
        };
        format!("{n} {k}, then {first}, then {second}")
    }
}

/// Cases until the end of the input, or until a closing line. Made by [`until_end`] and
/// [`terminated`].
#[derive(Debug)]
pub struct Cases<S> {
    count: Num<usize>,
    item: S,
    closing: Option<Vec<&'static str>>,
    closing_alone: bool,
}

/// Cases, each on a line of its own, until the end of the input. `count` is how many there
/// may be (its name is used in `--help`; it is not in the text): at least its lowest value,
/// at most its highest.
///
/// # Example
/// ```
/// use harness::shape::{Shape, num, until_end};
///
/// let boards = until_end(num("boards", "the number of boards", 1..=1, 1..=100), num::<u32>("n", "a board length", 3..=2000, 1..=9999));
/// assert_eq!(boards.read_all("3\n6\n"), Ok(vec![3, 6]));
/// assert!(!boards.within_judge(&vec![3, 6]));
/// assert_eq!(boards.read_all("").unwrap_err().to_string(), "unexpected end of input: expected a board length");
/// ```
pub fn until_end<S: Shape>(count: Num<usize>, item: S) -> Cases<S> {
    Cases {
        count,
        item,
        closing: None,
        closing_alone: false,
    }
}

/// Cases, each on a line of its own, until a closing line of these tokens (`["0", "0", "0"]`),
/// which is written after the last case. Read as tokens, as a judge's `scanf` does (`0 0` and
/// `0` on two lines close too), unless [`Cases::closing_alone`] says the closing line must
/// stand alone.
///
/// # Example
/// ```
/// use harness::shape::{Shape, num, terminated};
///
/// let heap = num::<u32>("m", "a heap", 1..=1000, 1..=1000);
/// let games = terminated(&["0"], num("games", "the number of games", 0..=10, 0..=100), heap);
/// assert_eq!(games.read_all("5\n7\n0\n"), Ok(vec![5, 7]));
/// assert_eq!(games.text(&vec![5]), "5\n0\n");
/// let error = games.read_all("5\n").unwrap_err();
/// assert_eq!(error.to_string(), r#"unexpected end of input: expected a heap or the closing line "0""#);
/// let alone = games.closing_alone();
/// let error = alone.read_all("5\n7 0\n").unwrap_err();
/// assert_eq!(error.to_string(), r#"line 2, column 3: the closing line "0" must stand alone on its line"#);
/// ```
pub fn terminated<S: Shape>(closing: &[&'static str], count: Num<usize>, item: S) -> Cases<S> {
    Cases {
        count,
        item,
        closing: Some(closing.to_vec()),
        closing_alone: false,
    }
}

impl<S: Shape> Cases<S> {
    /// The closing line must stand alone: its tokens on one line with nothing else, an error
    /// naming it where they are not (a statement whose cases could begin with the closing
    /// tokens, such as queries closed by a line `0`, says so).
    pub fn closing_alone(mut self) -> Self {
        self.closing_alone = true;
        self
    }

    /// Reads the cases as [`read`](Shape::read) does, handing each to `each` as it is read
    /// instead of holding them: what a solver that answers a case at a time
    /// ([`Problem::solve_streaming`](crate::Problem::solve_streaming)) uses. Stops at the first
    /// error, `each`'s included.
    ///
    /// # Errors
    /// As [`read`](Shape::read), or `each`'s.
    ///
    /// # Complexity
    /// O(the cases' reading).
    ///
    /// # Example
    /// ```
    /// use harness::{Scanner, shape::{num, terminated}};
    ///
    /// let games = terminated(&["0"], num("games", "the number of games", 0..=10, 0..=10), num::<u32>("m", "a heap", 1..=9, 1..=9));
    /// let mut answers = String::new();
    /// games.read_each(&mut Scanner::new("5\n2\n0\n"), |heap| Ok(answers.push_str(&format!("{}\n", heap % 2))))?;
    /// assert_eq!(answers, "1\n0\n");
    /// # Ok::<(), harness::InputError>(())
    /// ```
    pub fn read_each(
        &self,
        input: &mut Scanner<'_>,
        mut each: impl FnMut(S::Value) -> Result<(), InputError>,
    ) -> Result<(), InputError> {
        let (least, most) = (*self.count.accepts.start(), *self.count.accepts.end());
        let mut cases = 0;
        loop {
            let closes = match &self.closing {
                // Until the end: the least count is read first, its end an error of the case.
                None => cases >= least && input.is_at_end(),
                Some(_) => self.at_closing(input)?,
            };
            if closes && cases < least {
                return Err(InputError::at(
                    input.last_pos(),
                    format!("expected at least {least} cases before the closing line"),
                ));
            }
            if closes {
                return Ok(());
            }
            if let Some(closing) = &self.closing
                && input.is_at_end()
            {
                let error = self.item.read(input).expect_err("nothing is left to read");
                let closing = closing.join(" ");
                return Err(error.with_more(&format!(" or the closing line \"{closing}\"")));
            }
            if cases == most {
                return Err(InputError::at(
                    input.next_pos(),
                    format!("more than {most} cases: {most} is the most answered"),
                ));
            }
            each(self.item.read(input)?)?;
            cases += 1;
        }
    }

    /// Whether the closing line comes next (and if so, reads it); never for [`until_end`].
    ///
    /// # Errors
    /// With [`closing_alone`](Cases::closing_alone), when the closing tokens come next but do
    /// not stand alone on their line (`0 5`, or a case and the closing line on one line).
    fn at_closing(&self, input: &mut Scanner<'_>) -> Result<bool, InputError> {
        let Some(closing) = &self.closing else {
            return Ok(false);
        };
        let earlier_line = input.has_read().then(|| input.last_pos().line);
        let closed = input.attempt(|ahead| {
            let mut places = Vec::with_capacity(closing.len());
            for expected in closing {
                match ahead.next_token()? {
                    Some(token) if token.text == *expected => places.push(token.pos),
                    _ => return Ok(None),
                }
            }
            let line = places[0].line;
            let alone = !self.closing_alone
                || earlier_line.is_none_or(|earlier| earlier < line)
                    && places.iter().all(|place| place.line == line)
                    && (ahead.is_at_end() || ahead.next_pos().line > line);
            if !alone {
                let closing = closing.join(" ");
                let message =
                    format!("the closing line \"{closing}\" must stand alone on its line");
                return Err(InputError::at(places[0], message));
            }
            Ok(Some(()))
        })?;
        Ok(closed.is_some())
    }
}

impl<S: Shape> Shape for Cases<S> {
    type Value = Vec<S::Value>;

    fn read(&self, input: &mut Scanner<'_>) -> Result<Self::Value, InputError> {
        let mut cases = Vec::new();
        self.read_each(input, |case| {
            cases.push(case);
            Ok(())
        })?;
        Ok(cases)
    }

    fn write(&self, cases: &Self::Value, out: &mut Text) {
        out.end_line();
        for case in cases {
            self.item.write(case, out);
            out.end_line();
        }
        if let Some(closing) = &self.closing {
            for token in closing {
                out.token(token);
            }
            out.end_line();
        }
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Self::Value {
        generate_items(&self.count, &self.item, rng, size, None)
    }

    fn most(&self, rng: &mut Rng) -> Self::Value {
        most_items(&self.count, &self.item, rng, None)
    }

    fn adds_to_a_total(&self) -> bool {
        self.item.adds_to_a_total()
    }

    fn shrink(&self, cases: &Self::Value, each: &mut dyn FnMut(Self::Value) -> bool) -> bool {
        shrink_items(&self.item, cases, *self.count.accepts.start(), false, each)
    }

    fn within_judge(&self, cases: &Self::Value) -> bool {
        items_within_judge(&self.count, &self.item, cases)
    }

    fn limits(&self, out: &mut Vec<Limit>) {
        self.count.limits(out);
        self.item.limits(out);
    }

    fn describe(&self) -> String {
        let item = grouped(self.item.describe());
        match &self.closing {
            None => format!("{item} per case, until the end of the input"),
            Some(closing) => {
                let alone = if self.closing_alone { " alone" } else { "" };
                format!(
                    "{item} per case, until the line \"{}\"{alone}",
                    closing.join(" ")
                )
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Choice, lines, places, records, tuples

/// A line whose first number says which kind it is. Made by [`choice`].
#[derive(Debug)]
pub struct Choice<S> {
    what: String,
    kinds: Vec<(u64, S)>,
}

/// A line of one of several kinds, picked by its first number (`1 k` appends, `2 k` asks):
/// the value is the kind's index in `kinds` and what follows the number.
///
/// # Example
/// ```
/// use harness::shape::{Shape, choice, num};
///
/// let operation = choice("an operation", vec![
///     (1, num::<u32>("k", "a value to append", 0..=255, 0..=255)),
///     (2, num::<u32>("k", "a position", 1..=9, 1..=9)),
/// ]);
/// assert_eq!(operation.read_all("2 7"), Ok((1, 7)));
/// let error = operation.read_all("3 7").unwrap_err();
/// assert_eq!(error.to_string(), r#"line 1, column 1: expected an operation (1 or 2), found "3""#);
/// ```
pub fn choice<S: Shape>(what: impl Into<String>, kinds: Vec<(u64, S)>) -> Choice<S> {
    assert!(!kinds.is_empty(), "a choice needs a kind");
    Choice {
        what: what.into(),
        kinds,
    }
}

impl<S: Shape> Shape for Choice<S> {
    type Value = (usize, S::Value);

    fn read(&self, input: &mut Scanner<'_>) -> Result<Self::Value, InputError> {
        let tags: Vec<String> = self.kinds.iter().map(|(tag, _)| tag.to_string()).collect();
        let token = input
            .next_token()?
            .ok_or_else(|| InputError::end_of_input(format!("expected {}", self.what)))?;
        let Some(kind) = tags.iter().position(|tag| *tag == token.text) else {
            let (last, rest) = tags.split_last().expect("a kind");
            let listed = if rest.is_empty() {
                last.clone()
            } else {
                format!("{} or {last}", rest.join(", "))
            };
            return Err(InputError::at(
                token.pos,
                format!(
                    "expected {} ({listed}), found {}",
                    self.what,
                    quote(token.text)
                ),
            ));
        };
        Ok((kind, self.kinds[kind].1.read(input)?))
    }

    fn write(&self, (kind, value): &Self::Value, out: &mut Text) {
        out.token(&self.kinds[*kind].0.to_string());
        self.kinds[*kind].1.write(value, out);
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Self::Value {
        let kind = rng.range_usize(0..=self.kinds.len() - 1);
        (kind, self.kinds[kind].1.generate(rng, size))
    }

    fn most(&self, rng: &mut Rng) -> Self::Value {
        let kind = rng.range_usize(0..=self.kinds.len() - 1);
        (kind, self.kinds[kind].1.most(rng))
    }

    fn adds_to_a_total(&self) -> bool {
        self.kinds.iter().any(|(_, kind)| kind.adds_to_a_total())
    }

    fn shrink(
        &self,
        (kind, value): &Self::Value,
        each: &mut dyn FnMut(Self::Value) -> bool,
    ) -> bool {
        self.kinds[*kind]
            .1
            .shrink(value, &mut |smaller| each((*kind, smaller)))
    }

    fn within_judge(&self, (kind, value): &Self::Value) -> bool {
        self.kinds[*kind].1.within_judge(value)
    }

    fn limits(&self, out: &mut Vec<Limit>) {
        for (_, kind) in &self.kinds {
            kind.limits(out);
        }
    }

    fn describe(&self) -> String {
        let kinds: Vec<String> = self
            .kinds
            .iter()
            .map(|(tag, kind)| format!("\"{tag} {}\"", kind.describe()))
            .collect();
        kinds.join(" or ")
    }
}

/// A shape on a line of its own. Made by [`line()`].
#[derive(Debug)]
pub struct Line<S>(S);

/// `shape`, then the end of its line (in writing; reading ignores line breaks).
///
/// # Example
/// ```
/// use harness::shape::{Shape, line, num};
///
/// let n = || num::<u8>("n", "a number", 0..=9, 0..=9);
/// assert_eq!((line((n(), n())), n()).text(&((1, 2), 3)), "1 2\n3\n");
/// ```
pub fn line<S: Shape>(shape: S) -> Line<S> {
    Line(shape)
}

/// A value and the place its first token was read (for errors found after reading). Equal
/// when the values are: the place is not part of the input. Made by [`at`].
#[derive(Clone, Copy, Debug)]
pub struct At<T> {
    /// The value.
    pub value: T,
    /// Where it was read (line 0 for a generated value).
    pub pos: Pos,
}

impl<T: PartialEq> PartialEq for At<T> {
    fn eq(&self, other: &Self) -> bool {
        self.value == other.value
    }
}

/// `shape`, read with the place of its first token.
///
/// # Example
/// ```
/// use harness::Pos;
/// use harness::shape::{Shape, at, num};
///
/// let board = at(num::<u64>("p", "a board length", 1..=9, 1..=9));
/// let read = board.read_all("\n  7")?;
/// assert_eq!((read.value, read.pos), (7, Pos { line: 2, column: 3 }));
/// # Ok::<(), harness::InputError>(())
/// ```
pub fn at<S: Shape>(shape: S) -> Placed<S> {
    Placed(shape)
}

/// A shape whose value carries its place. Made by [`at`].
#[derive(Debug)]
pub struct Placed<S>(S);

const NOWHERE: Pos = Pos { line: 0, column: 0 };

impl<S: Shape> Shape for Placed<S> {
    type Value = At<S::Value>;

    fn read(&self, input: &mut Scanner<'_>) -> Result<Self::Value, InputError> {
        let pos = input.next_pos();
        Ok(At {
            value: self.0.read(input)?,
            pos,
        })
    }

    fn write(&self, value: &Self::Value, out: &mut Text) {
        self.0.write(&value.value, out);
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Self::Value {
        At {
            value: self.0.generate(rng, size),
            pos: NOWHERE,
        }
    }

    fn most(&self, rng: &mut Rng) -> Self::Value {
        At {
            value: self.0.most(rng),
            pos: NOWHERE,
        }
    }

    fn adds_to_a_total(&self) -> bool {
        self.0.adds_to_a_total()
    }

    fn shrink(&self, value: &Self::Value, each: &mut dyn FnMut(Self::Value) -> bool) -> bool {
        self.0.shrink(&value.value, &mut |smaller| {
            each(At {
                value: smaller,
                pos: value.pos,
            })
        })
    }

    fn within_judge(&self, value: &Self::Value) -> bool {
        self.0.within_judge(&value.value)
    }

    fn limits(&self, out: &mut Vec<Limit>) {
        self.0.limits(out);
    }

    fn describe(&self) -> String {
        self.0.describe()
    }
}

impl<S: Shape> Shape for Line<S> {
    type Value = S::Value;

    fn read(&self, input: &mut Scanner<'_>) -> Result<Self::Value, InputError> {
        self.0.read(input)
    }

    fn write(&self, value: &Self::Value, out: &mut Text) {
        self.0.write(value, out);
        out.end_line();
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Self::Value {
        self.0.generate(rng, size)
    }

    fn most(&self, rng: &mut Rng) -> Self::Value {
        self.0.most(rng)
    }

    fn adds_to_a_total(&self) -> bool {
        self.0.adds_to_a_total()
    }

    fn shrink(&self, value: &Self::Value, each: &mut dyn FnMut(Self::Value) -> bool) -> bool {
        self.0.shrink(value, each)
    }

    fn within_judge(&self, value: &Self::Value) -> bool {
        self.0.within_judge(value)
    }

    fn limits(&self, out: &mut Vec<Limit>) {
        self.0.limits(out);
    }

    fn describe(&self) -> String {
        self.0.describe()
    }
}

/// A shape read into a problem's own type. Made by [`record`].
pub struct Record<S: Shape, R> {
    shape: S,
    into: fn(S::Value) -> R,
    from: fn(&R) -> S::Value,
}

impl<S: Shape + Debug, R> Debug for Record<S, R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Record").field(&self.shape).finish()
    }
}

/// `shape`, its value turned into the problem's type by `into` and back by `from`.
///
/// # Example
/// ```
/// use harness::shape::{Shape, num, record};
///
/// #[derive(Clone, Debug, PartialEq)]
/// struct Sheet { width: u32, height: u32 }
/// let side = |name| num::<u32>(name, "a side", 2..=200, 1..=1000);
/// let sheet = record((side("W"), side("H")), |(width, height)| Sheet { width, height }, |s| (s.width, s.height));
/// assert_eq!(sheet.read_all("3 2"), Ok(Sheet { width: 3, height: 2 }));
/// assert_eq!(sheet.text(&Sheet { width: 3, height: 2 }), "3 2\n");
/// ```
pub fn record<S: Shape, R>(
    shape: S,
    into: fn(S::Value) -> R,
    from: fn(&R) -> S::Value,
) -> Record<S, R> {
    Record { shape, into, from }
}

impl<S: Shape, R: Clone + Debug + PartialEq + 'static> Shape for Record<S, R> {
    type Value = R;

    fn read(&self, input: &mut Scanner<'_>) -> Result<R, InputError> {
        self.shape.read(input).map(self.into)
    }

    fn write(&self, value: &R, out: &mut Text) {
        self.shape.write(&(self.from)(value), out);
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> R {
        (self.into)(self.shape.generate(rng, size))
    }

    fn most(&self, rng: &mut Rng) -> R {
        (self.into)(self.shape.most(rng))
    }

    fn adds_to_a_total(&self) -> bool {
        self.shape.adds_to_a_total()
    }

    fn shrink(&self, value: &R, each: &mut dyn FnMut(R) -> bool) -> bool {
        self.shape.shrink(&(self.from)(value), &mut |smaller| {
            each((self.into)(smaller))
        })
    }

    fn within_judge(&self, value: &R) -> bool {
        self.shape.within_judge(&(self.from)(value))
    }

    fn limits(&self, out: &mut Vec<Limit>) {
        self.shape.limits(out);
    }

    fn describe(&self) -> String {
        self.shape.describe()
    }
}

macro_rules! tuple_shape {
    ($(($($s:ident $v:ident $i:tt),+))+) => {$(
        impl<$($s: Shape),+> Shape for ($($s,)+) {
            type Value = ($($s::Value,)+);

            fn read(&self, input: &mut Scanner<'_>) -> Result<Self::Value, InputError> {
                Ok(($(self.$i.read(input)?,)+))
            }

            fn write(&self, value: &Self::Value, out: &mut Text) {
                $(self.$i.write(&value.$i, out);)+
            }

            fn generate(&self, rng: &mut Rng, size: Size) -> Self::Value {
                ($(self.$i.generate(rng, size),)+)
            }

            fn most(&self, rng: &mut Rng) -> Self::Value {
                ($(self.$i.most(rng),)+)
            }

            fn adds_to_a_total(&self) -> bool {
                false $(|| self.$i.adds_to_a_total())+
            }

            fn shrink(&self, value: &Self::Value, each: &mut dyn FnMut(Self::Value) -> bool) -> bool {
                $(
                    let stop = self.$i.shrink(&value.$i, &mut |smaller| {
                        let mut changed = value.clone();
                        changed.$i = smaller;
                        each(changed)
                    });
                    if stop {
                        return true;
                    }
                )+
                false
            }

            fn within_judge(&self, value: &Self::Value) -> bool {
                $(self.$i.within_judge(&value.$i))&&+
            }

            fn limits(&self, out: &mut Vec<Limit>) {
                $(self.$i.limits(out);)+
            }

            /// Numbers side by side (`W H`); anything longer one after the other
            /// (`c z n, then m, then m times p`).
            fn describe(&self) -> String {
                let words: Vec<String> = vec![$(self.$i.describe()),+];
                let simple = words.iter().all(|word| !word.contains(' '));
                words.join(if simple { " " } else { ", then " })
            }
        }
    )+};
}

tuple_shape! {
    (A a 0, B b 1)
    (A a 0, B b 1, C c 2)
    (A a 0, B b 1, C c 2, D d 3)
    (A a 0, B b 1, C c 2, D d 3, E e 4)
}

/// A limit as a statement writes it: `10^18`, `2^64 - 1`, `2^20`, or the digits.
fn readable(value: u64) -> String {
    let power_of_ten = (4..=19).find(|&k| 10u64.checked_pow(k) == Some(value));
    if let Some(k) = power_of_ten {
        return format!("10^{k}");
    }
    if value >= 1 << 16 && value.is_power_of_two() {
        return format!("2^{}", value.trailing_zeros());
    }
    let next = u128::from(value) + 1;
    if value >= (1 << 16) - 1 && next.is_power_of_two() {
        return format!("2^{} - 1", next.trailing_zeros());
    }
    value.to_string()
}

/// The `--help` lines a shape gives: `input: ...`, `judge: ...` and `this solver: ...`, each
/// number once by its name.
///
/// # Example
/// ```
/// use harness::shape::{help_lines, list, num};
///
/// let piles = list(num("n", "the number of piles", 1..=100, 1..=1000), num::<u64>("a_i", "a pile size", 0..=10, 0..=u64::MAX));
/// assert_eq!(help_lines(&piles), "\
/// input: n, then n times a_i
/// judge: 1 <= n <= 100, 0 <= a_i <= 10
/// this solver: 1 <= n <= 1000, 0 <= a_i <= 2^64 - 1
/// ");
/// ```
pub fn help_lines<S: Shape>(shape: &S) -> String {
    let mut limits = Vec::new();
    shape.limits(&mut limits);
    let mut seen: Vec<&str> = Vec::new();
    let mut judge = Vec::new();
    let mut here = Vec::new();
    for limit in &limits {
        if seen.contains(&limit.name.as_str()) {
            continue;
        }
        seen.push(&limit.name);
        let range = |(lo, hi): (u64, u64)| {
            format!("{} <= {} <= {}", readable(lo), limit.name, readable(hi))
        };
        judge.push(range(limit.judge));
        here.push(range(limit.accepts));
    }
    format!(
        "input: {}\njudge: {}\nthis solver: {}\n",
        shape.describe(),
        judge.join(", "),
        here.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pile() -> Num<u64> {
        num("a_i", "a pile size", 1..=10, 1..=1000).tiny(1..=3)
    }

    fn piles() -> List<Num<u64>> {
        list(
            num("n", "the number of piles", 1..=100, 1..=1000).tiny(1..=3),
            pile(),
        )
    }

    /// n nodes, then parents, each a node at most n.
    fn tree() -> (Num<u32>, List<Num<u32>>) {
        let n = earlier("n");
        let nodes = num("n", "the number of nodes", 1..=50, 1..=1000).remembered(&n);
        let parent = num("p_i", "a parent", 1..=50, 1..=1000).at_most(&n);
        (nodes, list(num("m", "parents", 0..=49, 0..=999), parent))
    }

    #[test]
    fn a_number_bounded_by_an_earlier_one_is_generated_and_taken_at_its_largest_within_it() {
        let shape = tree();
        for size in Size::ALL {
            for seed in 0..200 {
                let value = shape.generate(&mut Rng::new(seed), size);
                let text = shape.text(&value);
                assert_eq!(
                    shape.read_all(&text),
                    Ok(value.clone()),
                    "{size} {seed}:\n{text}"
                );
                assert!(value.1.iter().all(|&parent| parent <= value.0), "{text}");
            }
        }
        let most = shape.most(&mut Rng::new(1));
        assert_eq!((most.0, most.1.len()), (50, 49));
        assert!(shape.within_judge(&most));
        assert!(!shape.within_judge(&(3, vec![4])));
        let below = earlier("n");
        let index = num::<u8>("i", "an index", 0..=9, 0..=9).below(&below);
        let pair = (num::<u8>("n", "n", 1..=9, 1..=9).remembered(&below), index);
        let error = pair.read_all("3 3").unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 1, column 3: expected an index below n = 3, found "3""#
        );
        assert_eq!(pair.most(&mut Rng::new(0)), (9, 8));
    }

    #[test]
    fn generated_cases_keep_within_a_declared_total_at_every_size() {
        let sum = total("the sum of n", 300, 3000);
        let cases = num("T", "cases", 1..=100, 1..=1000).starts(&sum);
        let piles = num("n", "piles", 1..=100, 1..=1000).summed(&sum);
        let games = list(cases, list(piles, pile()).inline()).lines();
        for size in Size::ALL {
            let most = if size == Size::Beyond { 3000 } else { 300 };
            for seed in 0..100 {
                let value = games.generate(&mut Rng::new(seed), size);
                let n: usize = value.iter().map(Vec::len).sum();
                let lens: Vec<usize> = value.iter().map(Vec::len).collect();
                assert!(n <= most, "{size} {seed}: {n} {lens:?}");
                assert_eq!(games.read_all(&games.text(&value)), Ok(value.clone()));
                assert!(
                    size == Size::Beyond || games.within_judge(&value),
                    "{size} {seed}"
                );
            }
        }
        let most = games.most(&mut Rng::new(0));
        let lens: Vec<usize> = most.iter().map(Vec::len).collect();
        assert_eq!(
            (lens.len(), &lens[..3], lens.iter().sum::<usize>()),
            (100, &[100, 100, 3][..], 300)
        );
        assert!(help_lines(&games).contains("0 <= the sum of n <= 300"));
    }

    #[test]
    fn a_closing_line_must_stand_alone_on_its_line() {
        let heaps = (pile(), pile(), pile());
        let lines = terminated(&["0", "0", "0"], num("lines", "lines", 0..=9, 0..=9), heaps);
        assert_eq!(lines.read_all("1 2 3 0 0\n0\n"), Ok(vec![(1, 2, 3)]));
        let lines = lines.closing_alone();
        assert!(
            lines
                .describe()
                .ends_with(r#"until the line "0 0 0" alone"#)
        );
        assert_eq!(lines.read_all("1 2 3\n0 0 0\n"), Ok(vec![(1, 2, 3)]));
        assert_eq!(lines.read_all("  0 0 0  \n\n"), Ok(vec![]));
        let alone = r#"the closing line "0 0 0" must stand alone on its line"#;
        for (text, place) in [
            ("1 2 3 0 0 0\n", "line 1, column 7"),
            ("1 2 3\n0 0\n0\n", "line 2, column 1"),
            ("1 2 3\n0 0 0 4\n", "line 2, column 1"),
        ] {
            let error = lines.read_all(text).unwrap_err();
            assert_eq!(error.to_string(), format!("{place}: {alone}"), "{text:?}");
        }
    }

    #[test]
    fn the_judges_largest_has_every_count_and_number_at_its_judge_maximum() {
        let games = list(num("T", "games", 1..=3, 1..=9), piles());
        let judge_max = *pile().judge.end();
        assert_eq!(games.most(&mut Rng::new(1)), vec![vec![judge_max; 100]; 3]);
        // Distinct items: the largest, then others across the judge's range, all distinct.
        let columns = list(
            num("m", "pieces", 1..=20, 0..=20),
            num("p", "a column", 1..=20, 1..=20),
        )
        .distinct(|column| format!("two pieces in column {column}"));
        let mut most = columns.most(&mut Rng::new(2));
        assert_eq!(most[0], 20);
        most.sort_unstable();
        assert_eq!(most, (1..=20).collect::<Vec<u32>>());
    }

    #[test]
    #[should_panic(expected = "the judge's range of sheets has no maximum a judge could give")]
    fn the_judges_largest_of_an_unbounded_count_is_the_problems_to_give() {
        let sheets = num("sheets", "sheets", 1..=usize::MAX, 0..=usize::MAX);
        until_end(sheets, num("w", "a width", 1..=9u32, 1..=9)).most(&mut Rng::new(3));
    }

    #[test]
    fn every_generated_value_reads_back_from_its_text_at_every_size() {
        let shape = list(num("T", "the number of cases", 1..=5, 1..=5), piles()).lines();
        for size in Size::ALL {
            for seed in 0..50 {
                let value = shape.generate(&mut Rng::new(seed), size);
                assert_eq!(shape.read_all(&shape.text(&value)), Ok(value.clone()));
                if size != Size::Beyond {
                    assert!(shape.within_judge(&value), "{size} seed {seed}: {value:?}");
                }
            }
        }
    }

    #[test]
    fn judge_size_reaches_the_most_items_and_all_equal_items() {
        let (mut most, mut equal) = (false, false);
        for seed in 0..100 {
            let value = piles().generate(&mut Rng::new(seed), Size::Judge);
            most |= value.len() == 100;
            equal |= value.len() > 1 && value.iter().all(|&x| x == value[0]);
            assert!(piles().within_judge(&value));
        }
        assert!(most && equal);
    }

    #[test]
    fn numbers_shrink_to_the_lowest_value_first_then_by_halves_and_by_one() {
        assert_eq!(pile().shrunk(&40), [1, 20, 39]);
        assert_eq!(pile().shrunk(&2), [1]);
        assert!(pile().shrunk(&1).is_empty());
    }

    #[test]
    fn a_failure_that_halving_skips_over_still_shrinks_to_its_least() {
        // Fails on piles of 8 and 12 only: from 12, the lowest (1), halfway (6) and one less
        // (11) all pass, so a search of those steps alone stops at 12.
        let fails = |piles: &Vec<u64>| piles.iter().any(|&pile| pile == 8 || pile == 12);
        let mut smallest = vec![5, 12];
        while let Some(smaller) = piles().shrunk(&smallest).into_iter().find(fails) {
            smallest = smaller;
        }
        assert_eq!(smallest, [8]);
    }

    #[test]
    fn a_number_near_its_lowest_shrinks_to_every_smaller_value() {
        // Halving 10 never reaches 7: a failure at 10 and 7, not at 9, 5 or 1, still shrinks.
        assert_eq!(pile().shrunk(&10), [1, 5, 9, 2, 3, 4, 6, 7, 8]);
        let far = 1 + SMALL_GAP + 1;
        assert_eq!(
            pile().shrunk(&far).len(),
            3,
            "only the lowest, halfway and one less"
        );
    }

    #[test]
    fn lists_shrink_to_valid_lists_and_never_below_their_least_count() {
        let value = vec![5, 6, 7];
        let all = piles().shrunk(&value);
        assert!(all.iter().all(|smaller| !smaller.is_empty()));
        assert!(all.contains(&vec![5, 6]) && all.contains(&vec![1, 6, 7]));
        assert!(piles().shrunk(&vec![1]).is_empty());
    }

    #[test]
    fn shrinking_stops_at_the_first_accepted_candidate() {
        let mut offered = 0;
        let stopped = piles().shrink(&vec![5, 6, 7], &mut |_| {
            offered += 1;
            offered == 2
        });
        assert!(stopped);
        assert_eq!(offered, 2);
    }

    #[test]
    fn distinct_lists_reject_a_repeat_where_it_stands_and_generate_distinct_items() {
        let row = list(
            num("m", "the number of pieces", 0..=5, 0..=5),
            num::<u32>("p_j", "a piece's column", 1..=5, 1..=5),
        )
        .inline()
        .distinct(|column| format!("two pieces in column {column}"));
        let error = row.read_all("3 1 2 1").unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 1, column 7: two pieces in column 1"
        );
        for seed in 0..50 {
            let value = row.generate(&mut Rng::new(seed), Size::Judge);
            let mut sorted = value.clone();
            sorted.sort();
            sorted.dedup();
            assert_eq!(sorted.len(), value.len());
        }
    }

    #[test]
    fn a_long_distinct_list_finds_a_repeat_of_any_earlier_item_past_the_few_compared_one_by_one() {
        let row = list(
            num("m", "the number of items", 0..=100, 0..=100),
            num::<u32>("a_i", "an item", 0..=1000, 0..=1000),
        )
        .inline()
        .distinct(|item| format!("{item} again"));
        let read = |items: &[u32]| {
            let text: Vec<String> = items.iter().map(u32::to_string).collect();
            row.read_all(&format!("{} {}", items.len(), text.join(" ")))
        };
        let forty: Vec<u32> = (100..140).collect();
        assert_eq!(read(&forty), Ok(forty.clone()));
        for (repeat, at) in [(3, 20), (3, 40), (35, 38), (39, 40)] {
            let mut items = forty[..at].to_vec();
            items.push(forty[repeat]);
            let error = read(&items).unwrap_err().to_string();
            assert!(
                error.ends_with(&format!("{} again", forty[repeat])),
                "{error}"
            );
        }
    }

    #[test]
    fn cases_until_the_end_stop_at_the_most_allowed() {
        let boards = until_end(num("boards", "boards", 1..=1, 1..=2), pile());
        let error = boards.read_all("1 2 3").unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 1, column 5: more than 2 cases: 2 is the most answered"
        );
    }

    #[test]
    fn the_recording_text_knows_each_numbers_place_and_range() {
        let mut text = Text::recording();
        piles().write(&vec![5, 6], &mut text);
        let written = text.written().to_vec();
        assert_eq!(text.into_string(), "2\n5 6\n");
        assert_eq!(written[2].pos, Pos { line: 2, column: 3 });
        assert_eq!(written[2].accepts, (1, 1000));
        assert_eq!(written[2].bytes, 4..5);
    }
}
