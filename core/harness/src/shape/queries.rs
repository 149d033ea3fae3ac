//! One setup, then queries on it: [`setup_then`] (a graph or a set of rules read first, then
//! queries: a counted list, or until a closing line or the end of the input), whose cases are
//! the queries, each handed with the shared setup ([`Query`]), so that a problem answers one
//! query at a time and never holds them all.

use std::borrow::Cow;
use std::fmt::Debug;
use std::sync::Arc;

use super::{EachCase, Limit, Shape, Text};
use crate::generate::Size;
use crate::input::{InputError, Scanner};
use grundy::Rng;

/// One setup read first, then the queries (a shape of cases: a [`List`](super::List) or
/// [`Cases`](super::Cases)). Made by [`setup_then`].
#[derive(Debug)]
pub struct SetupThen<S, Q> {
    setup: S,
    queries: Q,
}

/// The value of a [`setup_then`] shape: the setup, shared, and every query in order.
#[derive(Debug, PartialEq)]
pub struct Queries<A, B> {
    /// The setup read first (a graph, the allowed moves).
    pub setup: Arc<A>,
    /// The queries, in input order.
    pub queries: Vec<B>,
}

impl<A, B: Clone> Clone for Queries<A, B> {
    fn clone(&self) -> Self {
        Queries {
            setup: Arc::clone(&self.setup),
            queries: self.queries.clone(),
        }
    }
}

/// One case of a [`setup_then`] shape: a query with the setup it is asked on.
#[derive(Debug, PartialEq)]
pub struct Query<A, B> {
    /// The setup, shared by every query (cloning a query does not copy it).
    pub setup: Arc<A>,
    /// The query.
    pub query: B,
}

impl<A, B: Clone> Clone for Query<A, B> {
    fn clone(&self) -> Self {
        Query {
            setup: Arc::clone(&self.setup),
            query: self.query.clone(),
        }
    }
}

/// `setup` (a graph, the rules of a game), then `queries`, the questions on it: the
/// statement's "the first lines describe ..., then q queries follow" (a counted
/// [`list`](super::list)), or queries until a line `0` ([`terminated`](super::terminated)) or
/// the end of the input ([`until_end`](super::until_end)). The setup is
/// written on lines of its own. Generated setup first, so that a query bounded by a number of
/// the setup ([`Num::at_most`](super::Num::at_most) on a node count it
/// [`remembered`](super::Num::remembered)) is drawn within it; shrunk by shrinking the setup
/// (the queries kept), then the queries. A smaller setup can leave a query past it (a node of
/// a graph that lost it): such a candidate does not read back, and the hidden `--shrink` and
/// the kit keep only candidates that read back, before the solver sees them.
///
/// As [`EachCase`], each case is a [`Query`]: one query with the setup, shared through an
/// [`Arc`], so that a problem answers ([`Verdicts`](crate::Verdicts)) a query at a time.
///
/// # Errors
/// Reading: the setup's errors, then the queries', each at its place.
///
/// # Complexity
/// Reading and writing are those of the setup and of the queries; a case costs an `Arc`
/// clone.
///
/// # Example
/// ```
/// use harness::Scanner;
/// use harness::shape::{EachCase, Shape, earlier, list, num, setup_then};
///
/// // n heaps' sizes as the setup, then q queries, each a heap index from 1 to n.
/// let n = earlier("n");
/// let heaps = list(num("n", "the number of heaps", 1..=5, 1..=5).remembered(&n), num::<u32>("a_i", "a heap", 0..=9, 0..=9));
/// let index = num::<usize>("i", "a heap's index", 1..=5, 1..=5).at_most(&n);
/// let shape = setup_then(heaps, list(num("q", "the number of queries", 1..=5, 1..=5), index));
/// let text = "3\n4 5 6\n2\n3 1\n";
/// let value = shape.read_all(text)?;
/// assert_eq!((&*value.setup, &value.queries), (&vec![4, 5, 6], &vec![3, 1]));
/// assert_eq!(shape.text(&value), text);
/// assert_eq!(shape.describe(), "n, then n times a_i, then q, then q times i");
///
/// let mut answers = Vec::new();
/// shape.each_case(&mut Scanner::new(text), &mut |query| Ok(answers.push(query.setup[query.query - 1])))?;
/// assert_eq!(answers, [6, 4]);
/// let error = shape.read_all("3\n4 5 6\n1\n4\n").unwrap_err();
/// assert_eq!(error.to_string(), r#"line 4, column 1: expected a heap's index at most n = 3, found "4""#);
/// # Ok::<(), harness::InputError>(())
/// ```
pub fn setup_then<S, Q>(setup: S, queries: Q) -> SetupThen<S, Q>
where
    S: Shape,
    Q: EachCase<Value = Vec<<Q as EachCase>::Case>>,
{
    SetupThen { setup, queries }
}

impl<S, Q> SetupThen<S, Q>
where
    S: Shape,
    Q: EachCase<Value = Vec<<Q as EachCase>::Case>>,
{
    /// The value of `setup` and `queries`.
    fn value(setup: Arc<S::Value>, queries: Vec<Q::Case>) -> Queries<S::Value, Q::Case> {
        Queries { setup, queries }
    }
}

impl<S, Q> Shape for SetupThen<S, Q>
where
    S: Shape,
    Q: EachCase<Value = Vec<<Q as EachCase>::Case>>,
    Q::Case: Clone + Debug + PartialEq + 'static,
{
    type Value = Queries<S::Value, Q::Case>;

    fn read(&self, input: &mut Scanner<'_>) -> Result<Self::Value, InputError> {
        let setup = Arc::new(self.setup.read(input)?);
        Ok(Self::value(setup, self.queries.read(input)?))
    }

    fn write(&self, value: &Self::Value, out: &mut Text) {
        self.setup.write(&value.setup, out);
        out.end_line();
        self.queries.write(&value.queries, out);
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Self::Value {
        let setup = Arc::new(self.setup.generate(rng, size));
        Self::value(setup, self.queries.generate(rng, size))
    }

    fn most(&self, rng: &mut Rng) -> Self::Value {
        let setup = Arc::new(self.setup.most(rng));
        Self::value(setup, self.queries.most(rng))
    }

    fn adds_to_a_total(&self) -> bool {
        self.setup.adds_to_a_total() || self.queries.adds_to_a_total()
    }

    fn shrink(&self, value: &Self::Value, each: &mut dyn FnMut(Self::Value) -> bool) -> bool {
        self.setup.shrink(&value.setup, &mut |setup| {
            each(Self::value(Arc::new(setup), value.queries.clone()))
        }) || self.queries.shrink(&value.queries, &mut |queries| {
            each(Self::value(Arc::clone(&value.setup), queries))
        })
    }

    fn within_judge(&self, value: &Self::Value) -> bool {
        self.setup.within_judge(&value.setup) && self.queries.within_judge(&value.queries)
    }

    fn limits(&self, out: &mut Vec<Limit>) {
        self.setup.limits(out);
        self.queries.limits(out);
    }

    fn describe(&self) -> String {
        format!(
            "{}, then {}",
            self.setup.describe(),
            self.queries.describe()
        )
    }
}

impl<S, Q> EachCase for SetupThen<S, Q>
where
    S: Shape,
    Q: EachCase<Value = Vec<<Q as EachCase>::Case>>,
    Q::Case: Clone + Debug + PartialEq + 'static,
{
    type Case = Query<S::Value, Q::Case>;

    fn each_case(
        &self,
        input: &mut Scanner<'_>,
        each: &mut dyn FnMut(Self::Case) -> Result<(), InputError>,
    ) -> Result<(), InputError> {
        let setup = Arc::new(self.setup.read(input)?);
        self.queries.each_case(input, &mut |query| {
            let setup = Arc::clone(&setup);
            each(Query { setup, query })
        })
    }

    fn cases<'a>(&self, value: &'a Self::Value) -> Cow<'a, [Self::Case]> {
        let query = |query: &Q::Case| Query {
            setup: Arc::clone(&value.setup),
            query: query.clone(),
        };
        Cow::Owned(value.queries.iter().map(query).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::{List, Num, earlier, help_lines, list, num, terminated};

    /// n heaps as the setup, then q queries, each a heap's index from 1 to n.
    fn heaps_then_indices() -> SetupThen<List<Num<u32>>, List<Num<usize>>> {
        let n = earlier("n");
        let count = num("n", "the number of heaps", 1..=30, 1..=40)
            .tiny(1..=4)
            .remembered(&n);
        let heaps = list(count, num("a_i", "a heap", 0..=9, 0..=9));
        let index = num("i", "a heap's index", 1..=30, 1..=40).at_most(&n);
        let queries = list(
            num("q", "the number of queries", 1..=20, 1..=20).tiny(1..=3),
            index,
        );
        setup_then(heaps, queries)
    }

    #[test]
    fn each_query_is_handed_with_the_one_setup_read_before_them() {
        let shape = heaps_then_indices();
        let text = "3\n4 5 6\n3\n3 1 3\n";
        let mut handed = Vec::new();
        shape
            .each_case(&mut Scanner::new(text), &mut |query| {
                handed.push(query);
                Ok(())
            })
            .unwrap();
        let indices: Vec<usize> = handed.iter().map(|query| query.query).collect();
        assert_eq!(indices, [3, 1, 3]);
        assert!(
            handed
                .iter()
                .all(|query| Arc::ptr_eq(&query.setup, &handed[0].setup))
        );
        assert_eq!(*handed[0].setup, [4, 5, 6]);
        let value = shape.read_all(text).unwrap();
        assert_eq!(shape.cases(&value).to_vec(), handed);
        assert_eq!(shape.text(&value), text);
    }

    #[test]
    fn reading_case_by_case_stops_at_the_first_error_with_its_place() {
        let shape = heaps_then_indices();
        let mut answered = 0;
        let error = shape
            .each_case(&mut Scanner::new("2\n4 5\n3\n1 3 2\n"), &mut |_| {
                answered += 1;
                Ok(())
            })
            .unwrap_err();
        assert_eq!(answered, 1);
        assert_eq!(
            error.to_string(),
            r#"line 4, column 3: expected a heap's index at most n = 2, found "3""#
        );
        let error = shape.read_all("2\n4 x\n").unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 2, column 3: expected a heap in 0..=9, found "x""#
        );
    }

    #[test]
    fn generated_queries_stay_within_their_setup_and_read_back_at_every_size() {
        let shape = heaps_then_indices();
        for size in Size::ALL {
            for seed in 0..100 {
                let value = shape.generate(&mut Rng::new(seed), size);
                let text = shape.text(&value);
                assert_eq!(shape.read_all(&text), Ok(value.clone()), "{size} {seed}");
                let n = value.setup.len();
                assert!(
                    value.queries.iter().all(|&i| (1..=n).contains(&i)),
                    "{text}"
                );
                if size != Size::Beyond {
                    assert!(shape.within_judge(&value), "{size} {seed}");
                }
            }
        }
        let most = shape.most(&mut Rng::new(0));
        assert_eq!((most.setup.len(), most.queries.len()), (30, 20));
        assert!(shape.within_judge(&most));
    }

    #[test]
    fn shrinking_offers_a_smaller_setup_with_the_same_queries_and_fewer_queries_on_the_same_setup()
    {
        let shape = heaps_then_indices();
        let value = shape.read_all("3\n4 5 6\n2\n1 2\n").unwrap();
        let shrunk = shape.shrunk(&value);
        let setups_shrunk = shrunk
            .iter()
            .filter(|smaller| smaller.queries == value.queries)
            .any(|smaller| smaller.setup.len() < 3 || smaller.setup[0] < 4);
        let queries_shrunk = shrunk
            .iter()
            .filter(|smaller| smaller.setup == value.setup)
            .any(|smaller| smaller.queries.len() == 1);
        assert!(setups_shrunk && queries_shrunk);
        assert!(shrunk.iter().all(|smaller| !smaller.queries.is_empty()));
    }

    #[test]
    fn queries_until_a_closing_line_are_handed_one_at_a_time_with_the_setup() {
        // n heaps, then indices until a line 0.
        let n = earlier("n");
        let count = num("n", "the number of heaps", 1..=30, 1..=40).remembered(&n);
        let heaps = list(count, num::<u32>("a_i", "a heap", 0..=9, 0..=9));
        let index = num::<usize>("i", "a heap's index", 1..=30, 1..=40).at_most(&n);
        let queries = terminated(
            &["0"],
            num("q", "the number of queries", 1..=20, 0..=20),
            index,
        );
        let shape = setup_then(heaps, queries);
        let text = "3\n4 5 6\n3\n1\n0\n";
        let mut asked = Vec::new();
        shape
            .each_case(&mut Scanner::new(text), &mut |query| {
                asked.push(query.setup[query.query - 1]);
                Ok(())
            })
            .unwrap();
        assert_eq!(asked, [6, 4]);
        let value = shape.read_all(text).unwrap();
        assert_eq!(value.queries, [3, 1]);
        assert_eq!(shape.text(&value), text);
        let error = shape.read_all("3\n4 5 6\n4\n0\n").unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 3, column 1: expected a heap's index at most n = 3, found "4""#
        );
        for seed in 0..50 {
            let value = shape.generate(&mut Rng::new(seed), Size::Small);
            assert_eq!(shape.read_all(&shape.text(&value)), Ok(value));
        }
    }

    #[test]
    fn help_lines_name_the_setups_numbers_then_the_queries() {
        assert_eq!(
            help_lines(&heaps_then_indices()),
            "input: n, then n times a_i, then q, then q times i\n\
             judge: 1 <= n <= 30, 0 <= a_i <= 9, 1 <= q <= 20, 1 <= i <= 30\n\
             this solver: 1 <= n <= 40, 0 <= a_i <= 9, 1 <= q <= 20, 1 <= i <= 40\n"
        );
    }
}
