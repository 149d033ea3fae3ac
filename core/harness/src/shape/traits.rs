//! The [`Shape`] trait every piece of an input's format implements, the [`Text`] a shape
//! writes into, the [`Limit`]s it gives `--help`, and the [`Number`] types a
//! [`num`](super::num) reads.

use std::fmt::Debug;
use std::hash::Hash;

use crate::generate::Size;
use crate::input::{InputError, Pos, ScanInt, Scanner};
use grundy::Rng;

#[cfg(doc)]
use super::{Total, num};

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
    /// Its name in the statement (`n`, `a_i`).
    pub name: String,
    /// The judge's range.
    pub judge: (u64, u64),
    /// The range this solver accepts.
    pub accepts: (u64, u64),
    /// A token this number may not be replaced by because, at its place, it reads as
    /// something else: the closing line's first token, for the first number of a case of
    /// [`terminated`](super::terminated) cases (`0` where `m` starts a case and `0` ends them).
    pub reads_otherwise: Option<String>,
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

    pub(super) fn number(
        &mut self,
        token: &str,
        name: &str,
        judge: (u64, u64),
        accepts: (u64, u64),
    ) {
        self.token(token);
        let end = self.text.len();
        let pos = Pos::new(self.line, self.column - token.chars().count());
        if let Some(record) = &mut self.record {
            record.push(Written {
                pos,
                bytes: end - token.len()..end,
                name: name.to_owned(),
                judge,
                accepts,
                reads_otherwise: None,
            });
        }
    }

    /// How many numbers have been recorded so far (0 unless [`recording`](Text::recording)).
    pub(super) fn recorded(&self) -> usize {
        self.written().len()
    }

    /// Says that the number recorded at `index`, if any, reads as something else when it is
    /// `token` (see [`Written::reads_otherwise`]).
    pub(super) fn reads_otherwise(&mut self, index: usize, token: &str) {
        if let Some(number) = self
            .record
            .as_mut()
            .and_then(|record| record.get_mut(index))
        {
            number.reads_otherwise = Some(token.to_owned());
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::fixtures::piles;

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
