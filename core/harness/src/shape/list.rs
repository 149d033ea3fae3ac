//! Lists: [`list`] (a count, then that many items, optionally [`distinct`](List::distinct)),
//! [`headed_list`] (a count and other numbers on one line, then the items) and [`two_lists`]
//! (two counts first, then the two lists).

use std::hash::Hash;

use super::items::{
    Distinct, Layout, each_item, generate_items, grouped, is_new, items_within_judge, most_items,
    read_items, shrink_items, write_items,
};
use super::{Limit, Num, Shape, Text};
use crate::generate::Size;
use crate::input::{InputError, Scanner};
use grundy::Rng;

#[cfg(doc)]
use super::num;

/// A count, then that many items. Made by [`list`].
#[derive(Debug)]
pub struct List<S: Shape> {
    count: Num<usize>,
    item: S,
    layout: Layout,
    distinct: Option<Distinct<S::Value>>,
}

/// A count (a [`num`] of type `usize`), then that many `item`s, laid out as [`Layout::Block`]
/// unless [`inline`](List::inline) or [`lines`](List::lines) says otherwise.
///
/// Reading never trusts the count for memory: the list grows as items arrive. Where the input
/// ends inside the list, the error names the item it expected and where it stands: `expected
/// a pile size, a_i 3 of n = 5` (an item of several numbers is `item 3 of n = 5`), and a list
/// around it adds its own (`, in item 2 of T = 4`). Generating at
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
/// assert_eq!(error.to_string(), "unexpected end of input: expected a pile size, a_i 3 of n = 1000");
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
            let items = read_items(
                &self.item,
                input,
                (&self.count, count),
                self.distinct.as_ref(),
            )?;
            return items.into_iter().try_for_each(each);
        }
        each_item(&self.item, input, (&self.count, count), each)
    }
}

impl<S: Shape> Shape for List<S>
where
    S::Value: PartialEq,
{
    type Value = Vec<S::Value>;

    fn read(&self, input: &mut Scanner<'_>) -> Result<Self::Value, InputError> {
        let count = self.count.read(input)?;
        read_items(
            &self.item,
            input,
            (&self.count, count),
            self.distinct.as_ref(),
        )
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
        Ok((
            header,
            read_items(&self.item, input, (&self.count, count), None)?,
        ))
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
        let held = read_items(&self.items.1, input, (&self.counts.1, second), None)?;
        each_item(&self.items.0, input, (&self.counts.0, first), |item| {
            each(&held, item)
        })?;
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
        let held = read_items(&self.items.0, input, (&self.counts.0, first), None)?;
        each_item(&self.items.1, input, (&self.counts.1, second), |item| {
            each(&held, item)
        })?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::Scanner;
    use crate::shape::fixtures::{pile, piles};
    use crate::shape::num;

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
    fn an_end_of_input_inside_a_list_names_the_item_it_expected_and_where_it_stands() {
        let end = |shape: &dyn Fn(&str) -> Result<(), InputError>, text: &str| {
            shape(text).unwrap_err().to_string()
        };
        let games = list(num("T", "the number of games", 1..=9, 1..=9), piles()).lines();
        let read = |text: &str| games.read_all(text).map(|_| ());
        assert_eq!(
            end(&read, "3\n2 1 1\n3 1"),
            "unexpected end of input: expected a pile size, a_i 2 of n = 3, in item 2 of T = 3"
        );
        assert_eq!(
            end(&read, "3\n2 1 1\n"),
            "unexpected end of input: expected the number of piles, item 2 of T = 3"
        );
        // Streamed, the same words; a pair is an item.
        let mut input = Scanner::new("2\n1 1\n");
        let error = games.read_each(&mut input, |_| Ok(())).unwrap_err();
        assert_eq!(error.to_string(), end(&read, "2\n1 1\n"));
        let pairs = list(
            num("n", "the number of pairs", 1..=9, 1..=9),
            (pile(), pile()),
        );
        let read = |text: &str| pairs.read_all(text).map(|_| ());
        assert_eq!(
            end(&read, "2\n1 2 3"),
            "unexpected end of input: expected a pile size, item 2 of n = 2"
        );
        let header = num::<u32>("F", "the least split", 1..=9, 1..=9);
        let headed = headed_list(
            num("T", "the number of games", 1..=9, 1..=9),
            header,
            pile(),
        );
        let read = |text: &str| headed.read_all(text).map(|_| ());
        assert_eq!(
            end(&read, "3 1\n1 2\n"),
            "unexpected end of input: expected a pile size, a_i 3 of T = 3"
        );
        let counts = (num("n", "n", 0..=9, 0..=9), num("k", "k", 0..=9, 0..=9));
        let two = two_lists(counts.0, counts.1, pile(), pile()).second_list_first();
        let read = |text: &str| two.read_all(text).map(|_| ());
        assert_eq!(
            end(&read, "2 1\n5\n1"),
            "unexpected end of input: expected a pile size, a_i 2 of n = 2"
        );
        // Other errors are as they were.
        assert_eq!(
            end(&read, "2 1\n5\n1 x"),
            r#"line 3, column 3: expected a pile size in 1..=1000, found "x""#
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
}
