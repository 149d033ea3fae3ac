//! Lines and places: [`line()`] (a shape on a line of its own) and [`at`] (a value with the
//! place it was read).

use super::{Limit, Shape, Text};
use crate::generate::Size;
use crate::input::{InputError, Pos, Scanner};
use grundy::Rng;

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
