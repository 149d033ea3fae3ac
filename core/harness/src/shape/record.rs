//! Records: [`record`] (a shape read into the problem's own type and back), [`try_record`]
//! (the same, where the conversion can refuse a value, an error at its place),
//! [`try_record_fields`] (the refusal naming the field it stands at), and tuples of shapes (a
//! record's fields in order, [`Fields`] with their places).

use std::fmt::Debug;

use super::{Limit, Shape, Text};
use crate::generate::Size;
use crate::input::{InputError, Pos, Scanner};
use grundy::Rng;

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

/// A shape read into a problem's own type by a conversion that can refuse a value. Made by
/// [`try_record`] and [`try_record_fields`].
pub struct TryRecord<S: Shape, R> {
    shape: S,
    into: Conversion<S, R>,
    from: fn(&R) -> S::Value,
}

/// How a [`TryRecord`]'s conversion refuses a value: in words that stand at the record's
/// first token, or with the field they stand at, the shape read with each field's place.
enum Conversion<S: Shape, R> {
    /// [`try_record`]'s: the words alone.
    Whole(fn(S::Value) -> Result<R, String>),
    /// [`try_record_fields`]'s: the field's index and the words, and the shape's
    /// [`Fields::read_fields`].
    Field(fn(S::Value) -> Result<R, Refusal>, ReadFields<S>),
}

/// A [`try_record_fields`] conversion's refusal: the index of the field at fault in the tuple
/// of fields (`1` for `r` in `(l, r)`) and the words of the error that stands at it.
///
/// # Example
/// ```
/// let refusal: harness::shape::Refusal = (1, "r = 2 is below l = 5".to_owned());
/// assert_eq!(refusal.0, 1);
/// ```
pub type Refusal = (usize, String);

/// Reads a [`Fields`] shape's value with the place of each field's first token.
type ReadFields<S> =
    fn(&S, &mut Scanner<'_>) -> Result<(<S as Shape>::Value, Vec<Pos>), InputError>;

/// A shape of fields, as a tuple of shapes is a record's: read with the place of each field's
/// first token, for an error that stands at one of them ([`try_record_fields`]).
pub trait Fields: Shape {
    /// Reads as [`read`](Shape::read) does, with the place of each field's first token, in
    /// order (the field index `i` is the tuple's `.i`).
    ///
    /// # Errors
    /// As [`read`](Shape::read).
    ///
    /// # Complexity
    /// As [`read`](Shape::read).
    ///
    /// # Example
    /// ```
    /// use harness::{Pos, Scanner, shape::{Fields, num}};
    ///
    /// let side = |name| num::<u32>(name, "a side", 1..=9, 1..=9);
    /// let (value, places) = (side("W"), side("H")).read_fields(&mut Scanner::new("3\n  4"))?;
    /// assert_eq!((value, places), ((3, 4), vec![Pos::new(1, 1), Pos::new(2, 3)]));
    /// # Ok::<(), harness::InputError>(())
    /// ```
    fn read_fields(&self, input: &mut Scanner<'_>) -> Result<(Self::Value, Vec<Pos>), InputError>;
}

impl<S: Shape + Debug, R> Debug for TryRecord<S, R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("TryRecord").field(&self.shape).finish()
    }
}

/// How many values of its shape a [`try_record`] draws for one its conversion accepts.
const RECORD_DRAWS: usize = 1000;

/// `shape`, its value turned into the problem's type by `into`, which may refuse it with the
/// words of an error (a statement's condition across fields: a sheet no wider than it is
/// high, a range whose start is not past its end), and back by `from`. A refused value is an
/// error at the place of the record's first token, in `into`'s words. Generating draws values
/// of the shape until `into` accepts one; the judge's largest is the shape's if accepted, else
/// a judge-size draw; shrinking offers the shape's smaller values that `into` accepts.
///
/// # Errors
/// Reading: the shape's, or `into`'s words at the record's first token.
///
/// # Panics
/// Generating, when 1000 values of the shape in a row are all refused (the
/// declaration then draws what the conversion wants, with ranges or
/// [`drawn`](crate::draw::drawn)).
///
/// # Complexity
/// The shape's, and a call of `into` a value read (expected O(1) draws of the shape a value
/// drawn when `into` accepts a fair share of them).
///
/// # Example
/// ```
/// use harness::shape::{Shape, num, try_record};
///
/// #[derive(Clone, Debug, PartialEq)]
/// struct Span { from: u32, to: u32 }
/// let end = |name| num::<u32>(name, "an end", 1..=9, 1..=9);
/// let span = try_record(
///     (end("l"), end("r")),
///     |(from, to)| if from <= to { Ok(Span { from, to }) } else { Err(format!("the span {from} {to} ends before it starts")) },
///     |span| (span.from, span.to),
/// );
/// assert_eq!(span.read_all("2 5"), Ok(Span { from: 2, to: 5 }));
/// let error = span.read_all("\n  5 2").unwrap_err();
/// assert_eq!(error.to_string(), "line 2, column 3: the span 5 2 ends before it starts");
/// let drawn = span.generate(&mut grundy::Rng::new(1), harness::Size::Judge);
/// assert!(drawn.from <= drawn.to);
/// ```
pub fn try_record<S: Shape, R>(
    shape: S,
    into: fn(S::Value) -> Result<R, String>,
    from: fn(&R) -> S::Value,
) -> TryRecord<S, R> {
    TryRecord {
        shape,
        into: Conversion::Whole(into),
        from,
    }
}

/// [`try_record`] whose conversion names the field at fault: `into` refuses a value with a
/// [`Refusal`], the field's index in the tuple (`1` for `r` in `(l, r)`) and its words, and
/// the error stands at that field's first token (a span whose end is before its start: at
/// the end). An index
/// past the fields stands at the record's first token. Generating, the judge's largest and
/// shrinking as [`try_record`]'s.
///
/// # Errors
/// Reading: the shape's, or `into`'s words at the place of the field it names.
///
/// # Panics
/// Generating, as [`try_record`].
///
/// # Complexity
/// As [`try_record`], and a place kept a field read.
///
/// # Example
/// ```
/// use harness::shape::{Shape, num, try_record_fields};
///
/// #[derive(Clone, Debug, PartialEq)]
/// struct Span { from: u32, to: u32 }
/// let end = |name| num::<u32>(name, "an end", 1..=9, 1..=9);
/// let span = try_record_fields(
///     (end("l"), end("r")),
///     |(from, to)| if from <= to { Ok(Span { from, to }) } else { Err((1, format!("r = {to} is below l = {from}"))) },
///     |span| (span.from, span.to),
/// );
/// assert_eq!(span.read_all("2 5"), Ok(Span { from: 2, to: 5 }));
/// let error = span.read_all("\n  5\n 2").unwrap_err();
/// assert_eq!(error.to_string(), "line 3, column 2: r = 2 is below l = 5");
/// let drawn = span.generate(&mut grundy::Rng::new(1), harness::Size::Judge);
/// assert!(drawn.from <= drawn.to);
/// ```
pub fn try_record_fields<S: Fields, R>(
    shape: S,
    into: fn(S::Value) -> Result<R, Refusal>,
    from: fn(&R) -> S::Value,
) -> TryRecord<S, R> {
    TryRecord {
        shape,
        into: Conversion::Field(into, S::read_fields),
        from,
    }
}

impl<S: Shape, R> TryRecord<S, R> {
    /// `value` converted, or the index of the field at fault (0 for [`try_record`]'s
    /// conversion: the record's first token) and the words.
    fn convert(&self, value: S::Value) -> Result<R, Refusal> {
        match &self.into {
            Conversion::Whole(into) => into(value).map_err(|words| (0, words)),
            Conversion::Field(into, _) => into(value),
        }
    }

    /// A value of the shape drawn by `draw` that `into` accepts, converted.
    ///
    /// # Panics
    /// When [`RECORD_DRAWS`] in a row are refused.
    fn accepted(&self, mut draw: impl FnMut() -> S::Value) -> R {
        let mut refused = String::new();
        for _ in 0..RECORD_DRAWS {
            match self.convert(draw()) {
                Ok(record) => return record,
                Err((_, words)) => refused = words,
            }
        }
        panic!(
            "try_record: {RECORD_DRAWS} values of {} in a row refused, the last: {refused}",
            self.shape.describe()
        )
    }
}

impl<S: Shape, R: Clone + Debug + PartialEq + 'static> Shape for TryRecord<S, R> {
    type Value = R;

    fn read(&self, input: &mut Scanner<'_>) -> Result<R, InputError> {
        let (value, places) = match &self.into {
            Conversion::Whole(_) => {
                let pos = input.next_pos();
                (self.shape.read(input)?, vec![pos])
            }
            Conversion::Field(_, read) => read(&self.shape, input)?,
        };
        self.convert(value).map_err(|(field, words)| {
            let pos = places.get(field).unwrap_or(&places[0]);
            InputError::at(*pos, words)
        })
    }

    fn write(&self, value: &R, out: &mut Text) {
        self.shape.write(&(self.from)(value), out);
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> R {
        self.accepted(|| self.shape.generate(rng, size))
    }

    fn most(&self, rng: &mut Rng) -> R {
        match self.convert(self.shape.most(rng)) {
            Ok(record) => record,
            Err(_) => self.accepted(|| self.shape.generate(rng, Size::Judge)),
        }
    }

    fn adds_to_a_total(&self) -> bool {
        self.shape.adds_to_a_total()
    }

    fn shrink(&self, value: &R, each: &mut dyn FnMut(R) -> bool) -> bool {
        self.shape.shrink(&(self.from)(value), &mut |smaller| {
            self.convert(smaller).is_ok_and(&mut *each)
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

        impl<$($s: Shape),+> Fields for ($($s,)+) {
            fn read_fields(&self, input: &mut Scanner<'_>) -> Result<(Self::Value, Vec<Pos>), InputError> {
                let mut places = Vec::with_capacity(5);
                $(
                    places.push(input.next_pos());
                    let $v = self.$i.read(input)?;
                )+
                Ok((($($v,)+), places))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::{Num, list, num};

    /// A sheet, no wider than it is high.
    #[derive(Clone, Debug, PartialEq)]
    struct Sheet {
        width: u32,
        height: u32,
    }

    fn sheet() -> TryRecord<(crate::shape::Num<u32>, crate::shape::Num<u32>), Sheet> {
        let side = |name| num::<u32>(name, "a side", 1..=20, 1..=30).tiny(1..=4);
        try_record(
            (side("W"), side("H")),
            |(width, height)| {
                if width <= height {
                    Ok(Sheet { width, height })
                } else {
                    Err(format!("the sheet {width} x {height} is wider than high"))
                }
            },
            |sheet| (sheet.width, sheet.height),
        )
    }

    #[test]
    fn a_refused_record_is_an_error_at_its_first_token_in_the_conversions_words() {
        let sheets = list(num("n", "the number of sheets", 1..=5, 1..=5), sheet()).lines();
        let error = sheets.read_all("2\n1 2\n 3 2\n").unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 3, column 2: the sheet 3 x 2 is wider than high"
        );
        // The shape's own errors come first, at their places.
        let error = sheets.read_all("1\n40 2\n").unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 2, column 1: expected a side in 1..=30, found "40""#
        );
    }

    #[test]
    fn generated_shrunk_and_largest_records_are_all_accepted_by_the_conversion() {
        let sheet = sheet();
        for size in Size::ALL {
            for seed in 0..100 {
                let value = sheet.generate(&mut Rng::new(seed), size);
                assert!(value.width <= value.height, "{value:?}");
                assert_eq!(sheet.read_all(&sheet.text(&value)), Ok(value.clone()));
                assert!(sheet.shrunk(&value).iter().all(|s| s.width <= s.height));
            }
        }
        let most = sheet.most(&mut Rng::new(0));
        assert_eq!((most.width, most.height), (20, 20));
        let tall = Sheet {
            width: 1,
            height: 9,
        };
        assert!(sheet.shrunk(&tall).contains(&Sheet {
            width: 1,
            height: 1
        }));
    }

    /// The fields of a box: its three sides.
    type Sides = (Num<u32>, Num<u32>, Num<u32>);

    /// A box `a b c`, its sides in order: each refused side named by its own field.
    fn ordered() -> TryRecord<Sides, [u32; 3]> {
        let side = |name| num::<u32>(name, "a side", 1..=9, 1..=9);
        try_record_fields(
            (side("a"), side("b"), side("c")),
            |(a, b, c)| match (a <= b, b <= c) {
                (true, true) => Ok([a, b, c]),
                (false, _) => Err((1, format!("b = {b} is below a = {a}"))),
                (true, false) if c == 1 => Err((7, "c = 1 is below b".to_owned())),
                (true, false) => Err((2, format!("c = {c} is below b = {b}"))),
            },
            |&[a, b, c]| (a, b, c),
        )
    }

    #[test]
    fn a_conversion_that_names_a_field_stands_its_error_at_that_fields_first_token() {
        let boxes = list(num("n", "the number of boxes", 1..=5, 1..=5), ordered()).lines();
        assert_eq!(
            boxes.read_all("2\n1 2 3\n4 4 9\n"),
            Ok(vec![[1, 2, 3], [4, 4, 9]])
        );
        let error = |text: &str| boxes.read_all(text).unwrap_err().to_string();
        assert_eq!(
            error("1\n5 3 9\n"),
            "line 2, column 3: b = 3 is below a = 5"
        );
        assert_eq!(
            error("2\n1 2 3\n1  4\n 2\n"),
            "line 4, column 2: c = 2 is below b = 4"
        );
        // A field past the record's stands at its first token.
        assert_eq!(error("1\n  2 3 1\n"), "line 2, column 3: c = 1 is below b");
        // The fields' own errors come first, at their places.
        assert_eq!(
            error("1\n1 2 x\n"),
            r#"line 2, column 5: expected a side in 1..=9, found "x""#
        );
    }

    #[test]
    fn records_whose_conversion_names_a_field_are_generated_and_shrunk_only_into_accepted_values() {
        let ordered = ordered();
        for size in Size::ALL {
            for seed in 0..50 {
                let value = ordered.generate(&mut Rng::new(seed), size);
                assert!(value.is_sorted(), "{value:?}");
                assert_eq!(ordered.read_all(&ordered.text(&value)), Ok(value));
                assert!(ordered.shrunk(&value).iter().all(|v| v.is_sorted()));
            }
        }
        assert_eq!(ordered.most(&mut Rng::new(0)), [9, 9, 9]);
    }

    #[test]
    #[should_panic(expected = "try_record: 1000 values of W in a row refused, the last: never")]
    fn a_conversion_that_refuses_every_draw_is_a_declaration_error_naming_the_shape() {
        let never = try_record(
            num::<u8>("W", "a side", 1..=9, 1..=9),
            |_| Err::<u8, _>("never".to_owned()),
            |&w| w,
        );
        never.generate(&mut Rng::new(0), Size::Tiny);
    }
}
