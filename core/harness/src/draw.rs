//! Distributions of inputs as values, built from combinators as proptest's strategies are: a
//! problem declares its game's own shapes (the worst cases, the positions its referee should
//! see) beside its input's [`Shape`], with [`drawn`], instead of writing a generator that
//! matches on [`Size`].
//!
//! A [`Draw`] draws a value at a size. [`just`] is one value, [`Draw::new`] a function of the
//! random source, [`one_of`] a weighted choice, [`Draw::then`] a draw that depends on an
//! earlier one, [`Draw::map`] a change of the value, and [`Draw::at`] keeps a draw to the
//! sizes it is meant for (a judge-size worst case is no input for the referee's search).
//! [`drawn`] gives a shape such a distribution: it reads, writes, checks and shrinks as the
//! shape does, so shrinking goes with every draw, and a draw keeps the shape's invariants by
//! construction (the kit checks that every drawn input reads back as itself).

use std::borrow::Cow;
use std::fmt::Debug;
use std::sync::Arc;

use crate::generate::Size;
use crate::input::{InputError, Scanner};
use crate::shape::{EachCase, Limit, Shape, Text};
use grundy::Rng;

type DrawFn<V> = dyn Fn(&mut Rng, Size) -> V + Send + Sync;

/// A distribution of values: how to draw one at each [`Size`], and the sizes it is meant for.
/// Made by [`just`], [`Draw::new`], [`one_of`], or handed to [`drawn`]'s declaration as the
/// shape's own draw.
pub struct Draw<V> {
    from: Arc<DrawFn<V>>,
    sizes: [bool; 4],
}

impl<V> Clone for Draw<V> {
    fn clone(&self) -> Self {
        Draw {
            from: Arc::clone(&self.from),
            sizes: self.sizes,
        }
    }
}

impl<V> Debug for Draw<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let sizes: Vec<Size> = Size::ALL
            .into_iter()
            .filter(|&size| self.applies_at(size))
            .collect();
        f.debug_struct("Draw").field("sizes", &sizes).finish()
    }
}

fn index(size: Size) -> usize {
    Size::ALL
        .iter()
        .position(|&s| s == size)
        .expect("every size is in Size::ALL")
}

impl<V> Draw<V> {
    /// The same draw, meant only for `sizes`: a [`one_of`] leaves it out at the others.
    ///
    /// # Example
    /// ```
    /// use harness::Size;
    /// use harness::draw::{just, one_of};
    /// use grundy::Rng;
    ///
    /// // The longest strip is the worst case at the judge's size, never a tiny input.
    /// let strips = one_of(vec![(1, just(3)), (1, just(1046).at(&[Size::Judge]))]);
    /// let mut rng = Rng::new(1);
    /// assert!((0..100).all(|_| strips.sample(&mut rng, Size::Tiny) == 3));
    /// assert!((0..100).any(|_| strips.sample(&mut rng, Size::Judge) == 1046));
    /// ```
    ///
    /// # Complexity
    /// O(1).
    pub fn at(mut self, sizes: &[Size]) -> Self {
        self.sizes = [false; 4];
        for &size in sizes {
            self.sizes[index(size)] = true;
        }
        self
    }

    /// Whether the draw is meant for `size`.
    pub fn applies_at(&self, size: Size) -> bool {
        self.sizes[index(size)]
    }
}

impl<V: 'static> Draw<V> {
    /// The values `draw` gives, the same at every size (keep it to some with [`at`](Draw::at)).
    ///
    /// # Example
    /// ```
    /// use harness::Size;
    /// use harness::draw::Draw;
    /// use grundy::Rng;
    ///
    /// let die = Draw::new(|rng| rng.range(1..=6));
    /// let roll = die.sample(&mut Rng::new(7), Size::Judge);
    /// assert!((1..=6).contains(&roll));
    /// ```
    ///
    /// # Complexity
    /// That of `draw`, per value.
    pub fn new(draw: impl Fn(&mut Rng) -> V + Send + Sync + 'static) -> Self {
        Draw::sized(move |rng, _| draw(rng))
    }

    /// The values `draw` gives at each size (a shape's own draw is one).
    pub(crate) fn sized(draw: impl Fn(&mut Rng, Size) -> V + Send + Sync + 'static) -> Self {
        Draw {
            from: Arc::new(draw),
            sizes: [true; 4],
        }
    }

    /// One value at `size`.
    ///
    /// # Panics
    /// If the draw is not meant for `size` ([`at`](Draw::at)), or a [`one_of`] has no choice
    /// there.
    ///
    /// # Complexity
    /// That of the draw.
    pub fn sample(&self, rng: &mut Rng, size: Size) -> V {
        assert!(
            self.applies_at(size),
            "no draw is declared at size {size} (see Draw::at)"
        );
        (self.from)(rng, size)
    }

    /// The same draw, each value changed by `change`.
    ///
    /// # Example
    /// ```
    /// use harness::Size;
    /// use harness::draw::Draw;
    /// use grundy::Rng;
    ///
    /// let even = Draw::new(|rng| rng.range(0..=9)).map(|n| 2 * n);
    /// assert_eq!(even.sample(&mut Rng::new(3), Size::Small) % 2, 0);
    /// ```
    ///
    /// # Complexity
    /// That of the draw and of `change`.
    pub fn map<W: 'static>(self, change: impl Fn(V) -> W + Send + Sync + 'static) -> Draw<W> {
        self.then(move |value, _| change(value))
    }

    /// A draw that depends on an earlier one: each value of this draw, then `next` of it with
    /// the same random source (the items of a list of the count just drawn, a heap below the
    /// largest one drawn).
    ///
    /// # Example
    /// ```
    /// use harness::Size;
    /// use harness::draw::Draw;
    /// use grundy::Rng;
    ///
    /// // A count, then that many heaps no larger than the count.
    /// let heaps = Draw::new(|rng| rng.range(1..=5))
    ///     .then(|n, rng| (0..n).map(|_| rng.range(0..=n)).collect::<Vec<u64>>());
    /// let drawn = heaps.sample(&mut Rng::new(11), Size::Tiny);
    /// assert!(drawn.iter().all(|&heap| heap <= drawn.len() as u64));
    /// ```
    ///
    /// # Complexity
    /// That of the draw and of `next`.
    pub fn then<W: 'static>(
        self,
        next: impl Fn(V, &mut Rng) -> W + Send + Sync + 'static,
    ) -> Draw<W> {
        let sizes = self.sizes;
        let first = self.from;
        Draw {
            from: Arc::new(move |rng: &mut Rng, size| {
                let value = first(rng, size);
                next(value, rng)
            }),
            sizes,
        }
    }
}

/// Always `value`.
///
/// # Example
/// ```
/// use harness::Size;
/// use harness::draw::just;
/// use grundy::Rng;
///
/// assert_eq!(just(vec![1046]).sample(&mut Rng::new(0), Size::Judge), vec![1046]);
/// ```
///
/// # Complexity
/// A clone of `value` per draw.
pub fn just<V: Clone + Send + Sync + 'static>(value: V) -> Draw<V> {
    Draw::new(move |_| value.clone())
}

/// `count` items, each drawn by `item`: a long list for a bench case (a million heaps past the
/// judge's limits), written in a line.
///
/// # Example
/// ```
/// use harness::Size;
/// use harness::draw::repeated;
/// use grundy::Rng;
///
/// let heaps = repeated(1000, |rng| rng.range(1..=9u64)).sample(&mut Rng::new(0), Size::Beyond);
/// assert!(heaps.len() == 1000 && heaps.iter().all(|heap| (1..=9).contains(heap)));
/// ```
///
/// # Complexity
/// `count` draws of `item`.
pub fn repeated<T: 'static>(
    count: usize,
    item: impl Fn(&mut Rng) -> T + Send + Sync + 'static,
) -> Draw<Vec<T>> {
    Draw::new(move |rng| (0..count).map(|_| item(rng)).collect())
}

/// A weighted choice: at each size, one of the draws meant for it, picked with chance its
/// weight over the sum of their weights. The choice is meant for every size one of its draws
/// is meant for.
///
/// # Panics
/// If `choices` is empty or a weight is 0.
///
/// # Example
/// ```
/// use harness::Size;
/// use harness::draw::{just, one_of};
/// use grundy::Rng;
///
/// let coin = one_of(vec![(3, just("heads")), (1, just("tails"))]);
/// let mut rng = Rng::new(5);
/// let tails = (0..4000).filter(|_| coin.sample(&mut rng, Size::Small) == "tails").count();
/// assert!((800..1200).contains(&tails));
/// ```
///
/// # Complexity
/// O(`choices.len()`) per draw, and the chosen draw's cost.
pub fn one_of<V: 'static>(choices: Vec<(u64, Draw<V>)>) -> Draw<V> {
    assert!(!choices.is_empty(), "one_of needs a choice");
    assert!(
        choices.iter().all(|&(weight, _)| weight > 0),
        "every weight of a one_of is positive"
    );
    let mut sizes = [false; 4];
    for (_, choice) in &choices {
        for (i, applies) in choice.sizes.iter().enumerate() {
            sizes[i] |= applies;
        }
    }
    Draw {
        from: Arc::new(move |rng: &mut Rng, size| {
            let here = || choices.iter().filter(|(_, draw)| draw.applies_at(size));
            let total: u64 = here().map(|(weight, _)| weight).sum();
            let mut pick = rng.range(0..=total - 1);
            for (weight, draw) in here() {
                if pick < *weight {
                    return draw.sample(rng, size);
                }
                pick -= weight;
            }
            unreachable!("the pick is below the total weight")
        }),
        sizes,
    }
}

/// A shape whose inputs are drawn from a declared distribution. Made by [`drawn`].
#[derive(Debug)]
pub struct Drawn<S: Shape> {
    shape: Arc<S>,
    draw: Draw<S::Value>,
}

/// `shape`, its inputs drawn from what `declare` makes of the shape's own draw (handed to it):
/// in one place, the game's own shapes of input beside the format's. Reading, writing, the
/// judge's largest input, the limits and shrinking are the shape's.
///
/// # Panics
/// When an input is drawn at a size no declared draw is meant for.
///
/// # Example
/// ```
/// use harness::Size;
/// use harness::draw::{Draw, drawn, just, one_of};
/// use harness::shape::{Shape, list, num};
/// use grundy::Rng;
///
/// let heaps = list(num("n", "the number of heaps", 1..=100, 1..=100), num("a_i", "a heap", 1..=10, 1..=10));
/// // A quarter of the judge-size inputs: 100 equal heaps (the second player's worst case).
/// let heaps = drawn(heaps, |own| {
///     let equal = Draw::new(|rng| vec![rng.range(1..=10); 100]).at(&[Size::Judge]);
///     one_of(vec![(3, own), (1, equal)])
/// });
/// let mut rng = Rng::new(2);
/// let equal = (0..400).filter(|_| {
///     let drawn = heaps.generate(&mut rng, Size::Judge);
///     drawn.len() == 100 && drawn.iter().all(|&heap| heap == drawn[0])
/// });
/// assert!(equal.count() >= 50);
/// assert_eq!(heaps.read_all("2\n3 3\n"), Ok(vec![3, 3]));
/// ```
///
/// # Complexity
/// As the shape, but drawing, which costs what the declared draws cost.
pub fn drawn<S>(shape: S, declare: impl FnOnce(Draw<S::Value>) -> Draw<S::Value>) -> Drawn<S>
where
    S: Shape + Send + Sync + 'static,
    S::Value: 'static,
{
    let shape = Arc::new(shape);
    let own = Arc::clone(&shape);
    let draw = declare(Draw::sized(move |rng, size| own.generate(rng, size)));
    Drawn { shape, draw }
}

impl<S: Shape> Drawn<S> {
    /// The shape itself (for its own readers: [`Cases::read_each`](crate::shape::Cases::read_each)).
    pub fn plain(&self) -> &S {
        &self.shape
    }
}

impl<S: Shape> Shape for Drawn<S>
where
    S::Value: 'static,
{
    type Value = S::Value;

    fn read(&self, input: &mut Scanner<'_>) -> Result<Self::Value, InputError> {
        self.shape.read(input)
    }

    fn write(&self, value: &Self::Value, out: &mut Text) {
        self.shape.write(value, out);
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Self::Value {
        self.draw.sample(rng, size)
    }

    fn adds_to_a_total(&self) -> bool {
        self.shape.adds_to_a_total()
    }

    fn most(&self, rng: &mut Rng) -> Self::Value {
        self.shape.most(rng)
    }

    fn shrink(&self, value: &Self::Value, each: &mut dyn FnMut(Self::Value) -> bool) -> bool {
        self.shape.shrink(value, each)
    }

    fn within_judge(&self, value: &Self::Value) -> bool {
        self.shape.within_judge(value)
    }

    fn limits(&self, out: &mut Vec<Limit>) {
        self.shape.limits(out);
    }

    fn describe(&self) -> String {
        self.shape.describe()
    }
}

/// A drawn shape of cases reads them a case at a time as the shape does, so a problem that
/// answers case by case ([`Verdicts`](crate::Verdicts)) can declare its own draws.
///
/// # Example
/// ```
/// use harness::Scanner;
/// use harness::draw::{drawn, just, one_of};
/// use harness::shape::{EachCase, list, num};
///
/// let heaps = list(num("T", "the number of heaps", 1..=5, 1..=5), num::<u64>("n", "a heap", 0..=9, 0..=9));
/// let heaps = drawn(heaps, |own| one_of(vec![(1, own), (1, just(vec![9; 5]))]));
/// let mut seen = Vec::new();
/// heaps.each_case(&mut Scanner::new("2\n4 7\n"), &mut |heap| Ok(seen.push(heap)))?;
/// assert_eq!(seen, [4, 7]);
/// assert_eq!(heaps.cases(&vec![1, 2]).to_vec(), [1, 2]);
/// # Ok::<(), harness::InputError>(())
/// ```
impl<S: EachCase> EachCase for Drawn<S>
where
    S::Value: 'static,
{
    type Case = S::Case;

    fn each_case(
        &self,
        input: &mut Scanner<'_>,
        each: &mut dyn FnMut(S::Case) -> Result<(), InputError>,
    ) -> Result<(), InputError> {
        self.shape.each_case(input, each)
    }

    fn cases<'a>(&self, value: &'a S::Value) -> Cow<'a, [S::Case]> {
        self.shape.cases(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_choice_leaves_out_the_draws_not_meant_for_the_size() {
        let choice = one_of(vec![(1, just(1).at(&[Size::Tiny])), (1, just(2))]);
        let mut rng = Rng::new(9);
        assert!((0..200).all(|_| choice.sample(&mut rng, Size::Judge) == 2));
        let tiny: Vec<i32> = (0..200)
            .map(|_| choice.sample(&mut rng, Size::Tiny))
            .collect();
        assert!(tiny.contains(&1) && tiny.contains(&2));
    }

    #[test]
    #[should_panic(expected = "no draw is declared at size beyond")]
    fn drawing_at_a_size_nothing_is_meant_for_panics_with_the_size() {
        let choice = one_of(vec![(1, just(1).at(&[Size::Tiny, Size::Small]))]);
        choice.sample(&mut Rng::new(0), Size::Beyond);
    }

    #[test]
    fn a_drawn_shape_of_cases_hands_the_cases_its_shape_hands() {
        use crate::shape::{list, num, until_end};
        let heap = || num::<u32>("a_i", "a heap", 0..=9, 0..=9);
        let count = || num("T", "the number of heaps", 1..=5, 1..=5);
        let heaps = drawn(list(count(), heap()), |own| {
            one_of(vec![(1, own), (1, just(vec![7, 7]))])
        });
        let boards = drawn(until_end(count(), heap()), |own| own);
        let mut handed = Vec::new();
        let mut input = Scanner::new("3\n1 2 3\n");
        heaps
            .each_case(&mut input, &mut |heap| {
                handed.push(heap);
                Ok(())
            })
            .unwrap();
        assert_eq!(handed, [1, 2, 3]);
        assert_eq!(heaps.cases(&vec![4, 5]).to_vec(), [4, 5]);
        handed.clear();
        let mut input = Scanner::new("8\n9\n");
        boards
            .each_case(&mut input, &mut |heap| {
                handed.push(heap);
                Ok(())
            })
            .unwrap();
        assert_eq!(handed, [8, 9]);
        let error = heaps
            .each_case(&mut Scanner::new("2\n1 x\n"), &mut |_| Ok(()))
            .unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 2, column 3: expected a heap in 0..=9, found "x""#
        );
    }

    #[test]
    fn a_choice_is_meant_for_the_sizes_of_its_draws() {
        let choice = one_of(vec![
            (1, just(1).at(&[Size::Tiny])),
            (1, just(2).at(&[Size::Judge])),
        ]);
        let sizes: Vec<bool> = Size::ALL.map(|size| choice.applies_at(size)).to_vec();
        assert_eq!(sizes, [true, false, true, false]);
    }
}
