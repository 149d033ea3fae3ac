//! Numbers: [`num`] (one number with the judge's range and this solver's), and what a
//! statement says across numbers: [`earlier`] (a later number bounded by an earlier one) and
//! [`total`] (the sum of a number over the input bounded).

use std::fmt::Debug;
use std::ops::RangeInclusive;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use super::{Limit, Number, Shape, Text};
use crate::generate::Size;
use crate::input::{InputError, Pos, Scanner};
use grundy::Rng;

/// A number: its name in the statement, what it is in words, the judge's range and this
/// solver's, and the ranges drawn at each size. Made by [`num`].
///
/// # Sizes
/// What a number draws unless told otherwise, for a judge's range `lo..=hi`:
///
/// | size | drawn from | change it with |
/// |---|---|---|
/// | [`Size::Tiny`] | `lo..=lo + 4` (at most `hi`): what the referee searches | [`tiny`](Num::tiny) |
/// | [`Size::Small`] | `lo..=lo + 100` (at most `hi`) | [`small`](Num::small) |
/// | [`Size::Judge`] | `lo..=hi` | (the judge's range) |
/// | [`Size::Beyond`] | `lo..=hi` too: nothing past the judge unless declared | [`beyond`](Num::beyond) |
///
/// Each size's lowest and highest values come up one time in eight each, the rest uniformly;
/// a bound by an [`Earlier`] number or a [`Total`] cuts the range drawn. The judge's largest
/// ([`Shape::most`]) is `hi`, within those.
///
/// # Example
/// ```
/// use harness::Size;
/// use harness::shape::{Shape, num};
/// use grundy::Rng;
///
/// let n = num::<u64>("n", "the number of stones", 1..=1000, 1..=1_000_000);
/// let mut rng = Rng::new(7);
/// let mut drawn = |n: &harness::shape::Num<u64>, size| -> Vec<u64> {
///     (0..400).map(|_| n.generate(&mut rng, size)).collect()
/// };
/// let (tiny, beyond) = (drawn(&n, Size::Tiny), drawn(&n, Size::Beyond));
/// assert!(tiny.iter().all(|v| (1..=5).contains(v)) && tiny.contains(&1) && tiny.contains(&5));
/// assert!(beyond.iter().all(|v| (1..=1000).contains(v))); // past the judge: only if declared
/// let past = n.beyond(1001..=1_000_000);
/// assert!(drawn(&past, Size::Beyond).iter().all(|v| *v > 1000));
/// ```
pub struct Num<T> {
    pub(super) name: String,
    what: String,
    pub(super) judge: RangeInclusive<T>,
    pub(super) accepts: RangeInclusive<T>,
    tiny: RangeInclusive<T>,
    small: RangeInclusive<T>,
    pub(super) beyond: RangeInclusive<T>,
    outside: Option<Box<dyn Fn(i128) -> Option<String> + Send + Sync>>,
    missing: Option<String>,
    pub(super) remembers: Option<Earlier>,
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
    /// Its name in the statement.
    pub(super) fn name(&self) -> &str {
        &self.name
    }

    /// The value last kept (`u64::MAX` before any).
    pub(super) fn get(&self) -> u64 {
        self.value.load(Ordering::Relaxed)
    }

    /// Keeps `value`.
    pub(super) fn set(&self, value: u64) {
        self.value.store(value, Ordering::Relaxed);
    }
}

/// A number named `name` in the statement (`n`, `p_i`) and `what` in errors (`a board
/// length`), within `judge` at the judge and `accepts` here.
///
/// Generated by default, for a judge's range `lo..=hi`: at [`Size::Tiny`] from
/// `lo..=lo + 4` (what the referee searches; [`tiny`](Num::tiny) changes it), at
/// [`Size::Small`] from `lo..=lo + 100` ([`small`](Num::small)), each cut at `hi`; at
/// [`Size::Judge`] across `lo..=hi`; and at [`Size::Beyond`] across `lo..=hi` too: nothing
/// past the judge's limits is drawn unless [`beyond`](Num::beyond) declares it (within this
/// solver's range). Each size's lowest and highest values come up one time in eight each. See
/// [`Num`]'s table.
///
/// # Errors
/// Reading: a token that is not a number in `accepts` (`expected <what> in lo..=hi, found
/// "x"`), or past a bound or total declared on it, at its place.
///
/// # Panics
/// If `judge` is not within `accepts`.
///
/// # Complexity
/// O(1) to build, read (besides the token's length), draw and check.
///
/// # Example
/// ```
/// use harness::Size;
/// use harness::shape::{Shape, num};
/// use grundy::Rng;
///
/// let board = num::<u32>("p", "a board length", 1..=1000, 1..=1_000_000).tiny(1..=18);
/// // Drawn by default: 1..=101 at small size, the judge's 1..=1000 at judge and beyond sizes.
/// let mut rng = Rng::new(3);
/// assert!((0..200).all(|_| board.generate(&mut rng, Size::Small) <= 101));
/// assert!((0..200).all(|_| board.generate(&mut rng, Size::Beyond) <= 1000));
/// assert!((0..200).all(|_| board.generate(&mut rng, Size::Tiny) <= 18));
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
    /// Draws from `range` at [`Size::Tiny`] (what the referee searches) instead of the judge's
    /// lowest value and the 4 above it.
    pub fn tiny(mut self, range: RangeInclusive<T>) -> Self {
        self.tiny = range;
        self
    }

    /// Draws from `range` at [`Size::Small`] instead of the judge's lowest value and the 100
    /// above it.
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

    /// Opens `total`: each value of this number (the number of cases) sets its sum to 0. The
    /// count of [`until_end`](super::until_end) or [`terminated`](super::terminated) cases,
    /// which is not in the text, opens it where the cases begin, so that "cases until the end
    /// of input; the sum of n over all cases is at most 10^6" is declared as a counted list's
    /// total is: read past it an error at the number that passes it, generated and taken at
    /// its largest within it, and named in `--help`.
    ///
    /// # Example
    /// ```
    /// use harness::shape::{Shape, help_lines, list, num, total, until_end};
    ///
    /// // Cases until the end; the sum of n over them is at most 6 (at most 8 accepted).
    /// let sum = total("the sum of n", 6, 8);
    /// let cases = num("cases", "the number of cases", 1..=10, 1..=10).starts(&sum);
    /// let n = num("n", "the number of piles", 1..=6, 1..=8).summed(&sum);
    /// let games = until_end(cases, list(n, num::<u32>("a_i", "a pile", 1..=9, 1..=9)).inline());
    /// assert!(games.read_all("3 1 2 3\n5 1 1 1 1 1\n").is_ok());
    /// let error = games.read_all("3 1 2 3\n6 1 1 1 1 1 1\n").unwrap_err();
    /// assert_eq!(error.to_string(), "line 2, column 1: the sum of n reaches 9 here, past 8");
    /// assert!(games.read_all("3 1 2 3\n5 1 1 1 1 1\n").is_ok()); // each input from 0
    /// let most = games.most(&mut grundy::Rng::new(1)); // 6 cases of 1 pile: 10 would pass 6
    /// assert_eq!(most.iter().map(Vec::len).collect::<Vec<_>>(), [1; 6]);
    /// assert!(help_lines(&games).contains("0 <= the sum of n <= 6"));
    /// ```
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

    /// How many cases the total this number starts has room for, at the least value each
    /// adds, within its bound `most` (`None` when it starts none, or a case may add 0).
    fn room(&self, most: impl Fn(&Total) -> u64) -> Option<u64> {
        let total = self.starts.as_ref()?;
        let least = total.least.load(Ordering::Relaxed);
        (least != 0 && least != u64::MAX).then(|| most(total) / least)
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
    pub(super) fn kept(&self, value: T) -> T {
        if let Some(earlier) = &self.remembers {
            earlier.set(value.to_u64());
        }
        self.open_total(value.to_u64());
        if let Some(total) = &self.summed {
            total.set(total.get().saturating_add(value.to_u64()));
            let pending = total.pending.load(Ordering::Relaxed);
            total
                .pending
                .store(pending.saturating_sub(1), Ordering::Relaxed);
        }
        value
    }

    /// Sets the sum of the total this number [`starts`](Num::starts) to 0, with `pending`
    /// values to come (what generation leaves room for): where a count's value is kept, or
    /// where cases whose count is not in the text begin.
    pub(super) fn open_total(&self, pending: u64) {
        if let Some(total) = &self.starts {
            total.set(0);
            total.pending.store(pending, Ordering::Relaxed);
        }
    }

    /// Whether `value` is within the bound (true when unbounded).
    fn within_bound(&self, value: u64) -> bool {
        self.ceiling()
            .is_none_or(|ceiling| ceiling.is_some_and(|most| value <= most))
    }

    /// `value`, read at `pos` within this solver's range, checked against the bound and the
    /// total and then kept: past the bound an error in `found`'s words (it gets the limit,
    /// `at most n = 3`), past the total's an error naming the total.
    pub(super) fn admit(
        &self,
        value: T,
        pos: Pos,
        found: impl FnOnce(&str) -> String,
    ) -> Result<T, InputError> {
        if !self.within_bound(value.to_u64()) {
            let (earlier, bound) = self.bound.as_ref().expect("only a bounded number is not");
            let how = match bound {
                Bound::AtMost => "at most",
                Bound::Below => "below",
            };
            let (name, most) = (&earlier.name, earlier.get());
            return Err(InputError::at(
                pos,
                found(&format!("{how} {name} = {most}")),
            ));
        }
        if let Some(total) = &self.summed {
            let sum = total.get().saturating_add(value.to_u64());
            if sum > total.accepts {
                let (name, most) = (&total.name, total.accepts);
                let message = format!("{name} reaches {sum} here, past {most}");
                return Err(InputError::at(pos, message));
            }
        }
        Ok(self.kept(value))
    }

    /// Draws from `range` at [`Size::Beyond`] (within this solver's range) instead of the
    /// judge's range: what draws past the judge's limits (`cargo xtask gen PROBLEM --size
    /// beyond`, the bench's cases past the judge).
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

    /// The range drawn at `size`.
    pub(super) fn range_at(&self, size: Size) -> &RangeInclusive<T> {
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
        let what = &self.what;
        let found = |limit: &str| format!("expected {what} {limit}, found \"{value}\"");
        self.admit(value, input.last_pos(), found)
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
        if let Some(room) = self.room(budget) {
            hi = hi.min(room).max(lo);
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
        if let Some(room) = self.room(|total| total.judge) {
            most = most.min(room).max(lo);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::fixtures::{pile, piles};
    use crate::shape::{List, help_lines, list};

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
}
