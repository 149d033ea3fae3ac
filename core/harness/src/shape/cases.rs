//! Independent cases: [`until_end`] (until the end of the input), [`terminated`] (until a
//! closing line), and the [`EachCase`] trait of a shape read a case at a time.

use std::borrow::Cow;

use super::items::{generate_items, grouped, items_within_judge, most_items, shrink_items};
use super::{Limit, List, Num, Shape, Text};
use crate::generate::Size;
use crate::input::{InputError, Scanner};
use grundy::Rng;

/// A shape whose input is independent cases, read one case at a time: [`List`] and [`Cases`]
/// (the value a list of the cases), [`setup_then`](super::setup_then) (one setup, then queries
/// each handed with it) and a [`drawn`](crate::draw::drawn) shape of any of them. What a
/// problem of independent cases ([`Verdicts`](crate::Verdicts)) declares, so that its binary
/// holds one case, not the input.
pub trait EachCase: Shape {
    /// One case, as [`each_case`](EachCase::each_case) hands it.
    type Case: Clone;

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

    /// The cases of a value read whole, in order: the ones [`each_case`](EachCase::each_case)
    /// hands out of the same text. Borrowed where the value is the list of cases ([`List`],
    /// [`Cases`]).
    ///
    /// # Complexity
    /// O(1) when borrowed; otherwise the cost of building each case (an `Arc` clone and the
    /// query's for [`setup_then`](super::setup_then)).
    ///
    /// # Example
    /// ```
    /// use std::borrow::Cow;
    /// use harness::shape::{EachCase, Shape, list, num};
    ///
    /// let heaps = list(num("T", "the number of heaps", 1..=5, 1..=5), num::<u64>("n", "a heap", 0..=9, 0..=9));
    /// let value = heaps.read_all("3\n1 2 3\n")?;
    /// assert!(matches!(heaps.cases(&value), Cow::Borrowed([1, 2, 3])));
    /// # Ok::<(), harness::InputError>(())
    /// ```
    fn cases<'a>(&self, value: &'a Self::Value) -> Cow<'a, [Self::Case]>;
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

    fn cases<'a>(&self, value: &'a Vec<S::Value>) -> Cow<'a, [S::Value]> {
        Cow::Borrowed(value)
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

    fn cases<'a>(&self, value: &'a Vec<S::Value>) -> Cow<'a, [S::Value]> {
        Cow::Borrowed(value)
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
        // The count is not in the text: a total it starts opens where the cases begin.
        self.count.open_total(0);
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
        // Not written, but kept as a written count is: a total it starts opens here.
        self.count.kept(cases.len());
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::fixtures::pile;
    use crate::shape::num;

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
    #[should_panic(expected = "the judge's range of sheets has no maximum a judge could give")]
    fn the_judges_largest_of_an_unbounded_count_is_the_problems_to_give() {
        let sheets = num("sheets", "sheets", 1..=usize::MAX, 0..=usize::MAX);
        until_end(sheets, num("w", "a width", 1..=9u32, 1..=9)).most(&mut Rng::new(3));
    }

    /// Cases of n piles until the end (or until `0`), the sum of n at most 30 at the judge
    /// and 60 here, the count of cases starting it.
    fn summed_cases(closing: Option<&[&'static str]>) -> Cases<List<Num<u64>>> {
        let sum = crate::shape::total("the sum of n", 30, 60);
        let cases = num("cases", "the number of cases", 1..=20, 1..=50).starts(&sum);
        let n = num("n", "the number of piles", 1..=20, 1..=60).summed(&sum);
        let case = crate::shape::list(n.small(1..=20), pile()).inline();
        match closing {
            None => until_end(cases.small(1..=20), case),
            Some(closing) => terminated(closing, cases.small(1..=20), case),
        }
    }

    #[test]
    fn cases_whose_count_starts_a_total_are_generated_within_it_at_every_size() {
        for shape in [summed_cases(None), summed_cases(Some(&["0"]))] {
            for size in Size::ALL {
                let most = if size == Size::Beyond { 60 } else { 30 };
                for seed in 0..100 {
                    let value = shape.generate(&mut Rng::new(seed), size);
                    let n: usize = value.iter().map(Vec::len).sum();
                    assert!(n <= most, "{size} {seed}: the sum of n is {n}");
                    assert_eq!(shape.read_all(&shape.text(&value)), Ok(value.clone()));
                    assert!(size == Size::Beyond || shape.within_judge(&value));
                }
            }
            let most = shape.most(&mut Rng::new(0));
            assert_eq!(most.iter().map(Vec::len).sum::<usize>(), 30);
            assert!(shape.within_judge(&most));
            // Shrunk, each candidate stays within the total and reads back.
            for smaller in shape.shrunk(&most) {
                assert!(shape.within_judge(&smaller));
                assert_eq!(shape.read_all(&shape.text(&smaller)), Ok(smaller.clone()));
            }
        }
    }

    #[test]
    fn an_input_past_a_total_of_cases_until_the_end_is_an_error_at_the_number_that_passes_it() {
        let piles = |n: usize| format!("{n}{}\n", " 1".repeat(n));
        for (shape, closing) in [
            (summed_cases(None), ""),
            (summed_cases(Some(&["0"])), "0\n"),
        ] {
            let within = format!("{}{}{closing}", piles(30), piles(30));
            assert!(shape.read_all(&within).is_ok());
            let past = format!("{}{}{}{closing}", piles(30), piles(29), piles(2));
            let error = shape.read_all(&past).unwrap_err();
            assert_eq!(
                error.to_string(),
                "line 3, column 1: the sum of n reaches 61 here, past 60"
            );
            // Each input counts from 0, read whole or a case at a time.
            assert!(shape.read_all(&within).is_ok());
            let mut input = Scanner::new(&within);
            assert!(shape.each_case(&mut input, &mut |_| Ok(())).is_ok());
            assert!(!shape.within_judge(&vec![vec![1; 20], vec![1; 11]]));
            assert!(shape.within_judge(&vec![vec![1; 20], vec![1; 10]]));
        }
    }

    #[test]
    fn the_help_of_cases_until_the_end_names_the_total_they_start() {
        let help = crate::shape::help_lines(&summed_cases(None));
        assert_eq!(
            help.lines().nth(1),
            Some("judge: 1 <= cases <= 20, 1 <= n <= 20, 0 <= the sum of n <= 30, 1 <= a_i <= 10")
        );
        assert!(help.contains("0 <= the sum of n <= 60"), "{help}");
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
}
