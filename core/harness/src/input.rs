//! Reading a judge's input: whitespace-separated tokens, each with its line and column, read
//! as range-checked integers, with errors that say where and what.
//!
//! The scanner works on the whole input text at once and never panics. It never allocates
//! according to a count the input merely claims: [`Scanner::read_many`] grows its vector only
//! as values actually arrive, so "10^12 items" followed by end of input is a quick
//! "unexpected end of input" error.

use std::fmt;
use std::ops::RangeInclusive;

/// A place in the input: 1-based line and column (the column counts characters, not bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pos {
    /// 1-based line number.
    pub line: u32,
    /// 1-based column, in characters.
    pub column: u32,
}

impl Pos {
    /// The place at `line` and `column` (1-based), each held in 32 bits, so that a value kept
    /// with its place ([`shape::At`](crate::shape::At)) costs 8 bytes more, not 16; past
    /// 2^32 - 1 (an input of more than 4 GiB) it says that largest number.
    pub fn new(line: usize, column: usize) -> Pos {
        let held = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        Pos {
            line: held(line),
            column: held(column),
        }
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// Where an [`InputError`] was found.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Location {
    At(Pos),
    EndOfInput,
    Argument(String),
}

/// What is wrong with an input, and where: the message printed after `error: `.
///
/// Its [`Display`](fmt::Display) form is one line, for instance
/// `line 3, column 5: expected a piece position in 1..=20, found "21"` or
/// `unexpected end of input: expected the number of rows`.
///
/// # Example
/// ```
/// use harness::{InputError, Pos};
///
/// let error = InputError::at(Pos { line: 2, column: 7 }, "two pieces on column 19");
/// assert_eq!(error.to_string(), "line 2, column 7: two pieces on column 19");
/// let error = InputError::end_of_input("expected the number of rows");
/// assert_eq!(error.to_string(), "unexpected end of input: expected the number of rows");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    location: Location,
    message: String,
}

impl InputError {
    /// An error about the token at `pos`.
    pub fn at(pos: Pos, message: impl Into<String>) -> Self {
        Self {
            location: Location::At(pos),
            message: message.into(),
        }
    }

    /// An error found when the input ran out; `message` says what was expected.
    pub fn end_of_input(message: impl Into<String>) -> Self {
        Self {
            location: Location::EndOfInput,
            message: message.into(),
        }
    }

    /// An error in a command-line argument (such as `--width`).
    ///
    /// # Example
    /// ```
    /// let error = harness::InputError::argument("--width", "expected a board width in 1..=1000000000, found \"0\"");
    /// assert_eq!(error.to_string(), "argument --width: expected a board width in 1..=1000000000, found \"0\"");
    /// ```
    pub fn argument(name: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            location: Location::Argument(name.into()),
            message: message.into(),
        }
    }

    /// The same error with `more` added to its message.
    pub(crate) fn with_more(mut self, more: &str) -> Self {
        self.message.push_str(more);
        self
    }

    /// The position of the offending token, if the error is about one.
    pub fn pos(&self) -> Option<Pos> {
        match self.location {
            Location::At(pos) => Some(pos),
            _ => None,
        }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let message = &self.message;
        match &self.location {
            Location::At(pos) => write!(f, "{pos}: {message}"),
            Location::EndOfInput => write!(f, "unexpected end of input: {message}"),
            Location::Argument(name) => write!(f, "argument {name}: {message}"),
        }
    }
}

impl std::error::Error for InputError {}

/// One whitespace-separated token and where it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    /// The token's text, never empty and never containing whitespace.
    pub text: &'a str,
    /// Where its first character stands.
    pub pos: Pos,
}

/// Integer types the scanner can read. Implemented for the primitive integers up to 64 bits.
pub trait ScanInt: Copy + PartialOrd + fmt::Display + private::Sealed {
    #[doc(hidden)]
    fn from_i128(value: i128) -> Option<Self>;
}

mod private {
    pub trait Sealed {}
}

macro_rules! scan_int {
    ($($t:ty)*) => {$(
        impl private::Sealed for $t {}
        impl ScanInt for $t {
            fn from_i128(value: i128) -> Option<Self> {
                Self::try_from(value).ok()
            }
        }
    )*};
}
scan_int!(u8 u16 u32 u64 usize i8 i16 i32 i64 isize);

/// The longest token text quoted in full in an error; longer ones are cut with `...`.
const QUOTE_LIMIT: usize = 40;

/// Quotes a token (or an argument) for an error message as the scanner does: in double quotes
/// with escapes, cut after 40 characters with `...` so that an error line stays short.
///
/// # Complexity
/// O(min(length, 40)).
///
/// # Example
/// ```
/// use harness::quote;
///
/// assert_eq!(quote("x1"), r#""x1""#);
/// assert_eq!(quote(&"9".repeat(50)), format!("\"{}\"...", "9".repeat(40)));
/// ```
pub fn quote(text: &str) -> String {
    match text.char_indices().nth(QUOTE_LIMIT) {
        None => format!("{text:?}"),
        Some((cut, _)) => format!("{:?}...", &text[..cut]),
    }
}

/// Parses an optionally signed decimal integer; `None` for anything else, or past i128.
fn parse_decimal(text: &str) -> Option<i128> {
    let (negative, digits) = match text.as_bytes().first()? {
        b'-' => (true, &text[1..]),
        b'+' => (false, &text[1..]),
        _ => (false, text),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let magnitude = digits.bytes().try_fold(0i128, |value, digit| {
        value.checked_mul(10)?.checked_add(i128::from(digit - b'0'))
    })?;
    Some(if negative { -magnitude } else { magnitude })
}

/// Parses `text` as an integer in `range`, or says what was expected, as the scanner does.
fn parse_in_range<T: ScanInt>(
    text: &str,
    what: &str,
    range: RangeInclusive<T>,
) -> Result<T, String> {
    parse_decimal(text)
        .and_then(T::from_i128)
        .filter(|value| range.contains(value))
        .ok_or_else(|| {
            format!(
                "expected {what} in {}..={}, found {}",
                range.start(),
                range.end(),
                quote(text)
            )
        })
}

/// Reads the value of the command-line argument `name` as an integer in `range`, with the
/// scanner's rules and messages, reported as an error in that argument.
///
/// # Errors
/// `argument <name>: expected <what> in <lo>..=<hi>, found "<value>"`.
///
/// # Example
/// ```
/// use harness::read_argument;
///
/// assert_eq!(read_argument::<u32>("--width", "30", "a board width", 1..=1000), Ok(30));
/// let error = read_argument::<u32>("--width", "0", "a board width", 1..=1000).unwrap_err();
/// assert_eq!(error.to_string(), r#"argument --width: expected a board width in 1..=1000, found "0""#);
/// ```
pub fn read_argument<T: ScanInt>(
    name: &str,
    value: &str,
    what: &str,
    range: RangeInclusive<T>,
) -> Result<T, InputError> {
    parse_in_range(value, what, range).map_err(|message| InputError::argument(name, message))
}

/// A scanner over the whole input text.
///
/// Tokens are separated by ASCII whitespace in any mix (spaces, tabs, CR, LF), so blank lines,
/// CRLF line ends and trailing spaces are all fine.
///
/// # Example
/// ```
/// use harness::Scanner;
///
/// let mut input = Scanner::new("2\r\n 19 20\n");
/// let count: usize = input.read("the number of pieces", 0..=20)?;
/// let pieces: Vec<u32> = input.read_many(count, "a piece position", 1..=20)?;
/// assert_eq!(pieces, [19, 20]);
/// assert!(input.is_at_end());
///
/// let error = Scanner::new("x").read::<u32>("the number of rows", 1..=1000).unwrap_err();
/// assert_eq!(error.to_string(), r#"line 1, column 1: expected the number of rows in 1..=1000, found "x""#);
/// # Ok::<(), harness::InputError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Scanner<'a> {
    text: &'a str,
    offset: usize,
    line: usize,
    column: usize,
    last: Pos,
    read_any: bool,
}

impl<'a> Scanner<'a> {
    /// A scanner at the start of `text`.
    pub fn new(text: &'a str) -> Self {
        Self {
            text,
            offset: 0,
            line: 1,
            column: 1,
            last: Pos { line: 1, column: 1 },
            read_any: false,
        }
    }

    /// Skips whitespace, keeping line and column up to date.
    fn skip_whitespace(&mut self) {
        let bytes = self.text.as_bytes();
        while let Some(&byte) = bytes.get(self.offset) {
            match byte {
                b'\n' => {
                    self.line += 1;
                    self.column = 1;
                }
                b' ' | b'\t' | b'\r' | b'\x0c' => self.column += 1,
                _ => break,
            }
            self.offset += 1;
        }
    }

    /// The next token, or `None` at the end of the input.
    ///
    /// # Complexity
    /// O(length of the whitespace and token consumed).
    pub fn next_token(&mut self) -> Option<Token<'a>> {
        self.skip_whitespace();
        let rest = &self.text[self.offset..];
        if rest.is_empty() {
            return None;
        }
        let len = rest
            .bytes()
            .position(|b| b.is_ascii_whitespace())
            .unwrap_or(rest.len());
        let text = &rest[..len];
        let pos = Pos::new(self.line, self.column);
        self.offset += len;
        self.column += if text.is_ascii() {
            len
        } else {
            text.chars().count()
        };
        self.last = pos;
        self.read_any = true;
        Some(Token { text, pos })
    }

    /// Whether only whitespace is left: the test for "read cases until end of input".
    ///
    /// # Example
    /// ```
    /// let mut input = harness::Scanner::new("7 \n\n");
    /// assert!(!input.is_at_end());
    /// input.read::<u32>("a number", 0..=9)?;
    /// assert!(input.is_at_end());
    /// # Ok::<(), harness::InputError>(())
    /// ```
    pub fn is_at_end(&mut self) -> bool {
        self.skip_whitespace();
        self.offset == self.text.len()
    }

    /// Where the next token starts (after whitespace): the place of a value about to be read.
    ///
    /// # Example
    /// ```
    /// let mut input = harness::Scanner::new("1\n  2");
    /// input.read::<u8>("a", 0..=9)?;
    /// assert_eq!(input.next_pos(), harness::Pos { line: 2, column: 3 });
    /// # Ok::<(), harness::InputError>(())
    /// ```
    pub fn next_pos(&mut self) -> Pos {
        self.skip_whitespace();
        Pos::new(self.line, self.column)
    }

    /// How many bytes of the text are not yet read.
    pub(crate) fn remaining_bytes(&self) -> usize {
        self.text.len() - self.offset
    }

    /// Whether any token has been read.
    pub(crate) fn has_read(&self) -> bool {
        self.read_any
    }

    /// Where the most recently read token started (line 1, column 1 before any).
    pub fn last_pos(&self) -> Pos {
        self.last
    }

    /// Reads one integer in `range`. `what` names it for the error message, as in
    /// "expected `what` in lo..=hi".
    ///
    /// # Errors
    /// At end of input: `unexpected end of input: expected <what>`. A token that is not a
    /// decimal integer, or one outside `range`:
    /// `line L, column C: expected <what> in <lo>..=<hi>, found "<token>"`.
    ///
    /// # Complexity
    /// O(token length).
    ///
    /// # Example
    /// ```
    /// let mut input = harness::Scanner::new("3\n 21");
    /// assert_eq!(input.read::<u8>("the number of rows", 1..=5), Ok(3));
    /// let error = input.read::<u8>("a piece position", 1..=20).unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 2, column 2: expected a piece position in 1..=20, found "21""#);
    /// ```
    pub fn read<T: ScanInt>(
        &mut self,
        what: &str,
        range: RangeInclusive<T>,
    ) -> Result<T, InputError> {
        let token = self
            .next_token()
            .ok_or_else(|| InputError::end_of_input(format!("expected {what}")))?;
        parse_in_range(token.text, what, range)
            .map_err(|message| InputError::at(token.pos, message))
    }

    /// Reads one integer in `range`, as [`read`](Scanner::read) does, except that a decimal
    /// integer outside the range is described by `outside` when it returns a message: the
    /// crate's own words for a value that a plain range describes poorly (a strip of length 0,
    /// a board past what is computed). `outside` gets the value; returning `None` keeps the
    /// scanner's message.
    ///
    /// # Errors
    /// As [`read`](Scanner::read), or `line L, column C: <message>` with `outside`'s message.
    ///
    /// # Complexity
    /// O(token length).
    ///
    /// # Example
    /// ```
    /// let too_long = |n: i128| (n > 100).then(|| format!("board length {n} is past 100, the longest board answered"));
    /// let mut input = harness::Scanner::new("7 +0300 0");
    /// assert_eq!(input.read_with::<u32>("a board length", 1..=100, too_long), Ok(7));
    /// let error = input.read_with::<u32>("a board length", 1..=100, too_long).unwrap_err();
    /// assert_eq!(error.to_string(), "line 1, column 3: board length 300 is past 100, the longest board answered");
    /// let error = input.read_with::<u32>("a board length", 1..=100, too_long).unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 9: expected a board length in 1..=100, found "0""#);
    /// ```
    pub fn read_with<T: ScanInt>(
        &mut self,
        what: &str,
        range: RangeInclusive<T>,
        outside: impl FnOnce(i128) -> Option<String>,
    ) -> Result<T, InputError> {
        let token = self
            .next_token()
            .ok_or_else(|| InputError::end_of_input(format!("expected {what}")))?;
        parse_in_range(token.text, what, range).map_err(|message| {
            let own = parse_decimal(token.text).and_then(outside);
            InputError::at(token.pos, own.unwrap_or(message))
        })
    }

    /// Reads `count` integers, each in `range`, into a vector.
    ///
    /// The vector grows as values arrive; its first allocation is bounded by the size of the
    /// input, never by `count` alone.
    ///
    /// # Errors
    /// As [`read`](Scanner::read), for the first bad or missing value.
    ///
    /// # Complexity
    /// O(count + characters read).
    ///
    /// # Example
    /// ```
    /// let mut input = harness::Scanner::new("1000000000000 5 6");
    /// let claimed: u64 = input.read("the number of piles", 0..=u64::MAX)?;
    /// let error = input.read_many::<u32>(claimed as usize, "a pile size", 0..=100).unwrap_err();
    /// assert_eq!(error.to_string(), "unexpected end of input: expected a pile size");
    /// # Ok::<(), harness::InputError>(())
    /// ```
    pub fn read_many<T: ScanInt>(
        &mut self,
        count: usize,
        what: &str,
        range: RangeInclusive<T>,
    ) -> Result<Vec<T>, InputError> {
        // Every value takes at least two bytes ("7 "), except possibly the last.
        let most_that_fit = (self.text.len() - self.offset) / 2 + 1;
        let mut values = Vec::with_capacity(count.min(most_that_fit));
        for _ in 0..count {
            values.push(self.read(what, range.clone())?);
        }
        Ok(values)
    }

    /// Fails unless only whitespace is left, for formats whose end is fixed.
    ///
    /// # Errors
    /// `line L, column C: expected end of input, found "<token>"`.
    ///
    /// # Example
    /// ```
    /// let mut input = harness::Scanner::new("1 2");
    /// input.read::<u8>("a number", 0..=9)?;
    /// let error = input.expect_end().unwrap_err();
    /// assert_eq!(error.to_string(), r#"line 1, column 3: expected end of input, found "2""#);
    /// # Ok::<(), harness::InputError>(())
    /// ```
    pub fn expect_end(&mut self) -> Result<(), InputError> {
        match self.next_token() {
            None => Ok(()),
            Some(token) => Err(InputError::at(
                token.pos,
                format!("expected end of input, found {}", quote(token.text)),
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_place_is_two_u32s_and_saturates_past_them() {
        assert_eq!(std::mem::size_of::<Pos>(), 8);
        assert_eq!(std::mem::size_of::<crate::shape::At<u64>>(), 16);
        let far = Pos::new(usize::MAX, 7);
        assert_eq!((far.line, far.column), (u32::MAX, 7));
    }

    #[test]
    fn tokens_carry_line_and_column_across_crlf_tabs_and_blank_lines() {
        let mut input = Scanner::new("a  bc\r\n\n\tdé f\n");
        let tokens: Vec<_> = std::iter::from_fn(|| input.next_token())
            .map(|t| (t.text, t.pos.line, t.pos.column))
            .collect();
        assert_eq!(
            tokens,
            [("a", 1, 1), ("bc", 1, 4), ("dé", 3, 2), ("f", 3, 5)]
        );
    }

    #[test]
    fn integers_outside_the_range_name_the_range_and_the_token() {
        let error = Scanner::new("  -1")
            .read::<u32>("a pile size", 0..=10)
            .unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 1, column 3: expected a pile size in 0..=10, found "-1""#
        );
    }

    #[test]
    fn non_numeric_tokens_are_errors_not_zero() {
        for bad in ["1.5", "0x10", "", "+", "-", "1e3", "12a", "٣"] {
            let text = format!("{bad} ");
            let result = Scanner::new(&text).read::<i64>("a value", -100..=100);
            assert!(result.is_err(), "{bad:?} was accepted");
        }
    }

    #[test]
    fn signs_and_leading_zeros_are_accepted() {
        let mut input = Scanner::new("+5 -3 007");
        assert_eq!(input.read::<i32>("a", -9..=9), Ok(5));
        assert_eq!(input.read::<i32>("b", -9..=9), Ok(-3));
        assert_eq!(input.read::<i32>("c", -9..=9), Ok(7));
    }

    #[test]
    fn numbers_too_big_for_any_type_are_range_errors() {
        let huge = "9".repeat(100);
        let error = Scanner::new(&huge)
            .read::<u64>("a heap", 1..=u64::MAX)
            .unwrap_err();
        let text = error.to_string();
        assert!(text.starts_with(
            "line 1, column 1: expected a heap in 1..=18446744073709551615, found \"999"
        ));
        assert!(text.ends_with("\"..."), "long tokens are cut short: {text}");
    }

    #[test]
    fn running_out_says_what_was_expected() {
        let mut input = Scanner::new("4\n");
        input.read::<u32>("n", 0..=9).unwrap();
        let error = input.read::<u32>("the number of rows", 0..=9).unwrap_err();
        assert_eq!(error.pos(), None);
        assert_eq!(
            error.to_string(),
            "unexpected end of input: expected the number of rows"
        );
    }

    #[test]
    fn read_many_does_not_trust_a_huge_count() {
        let mut input = Scanner::new("1 2 3");
        let error = input
            .read_many::<u8>(usize::MAX, "a value", 0..=9)
            .unwrap_err();
        assert_eq!(error, InputError::end_of_input("expected a value"));
    }

    #[test]
    fn last_pos_points_at_the_token_just_read() {
        let mut input = Scanner::new("1\n  22");
        input.read::<u8>("a", 0..=99).unwrap();
        input.read::<u8>("b", 0..=99).unwrap();
        assert_eq!(input.last_pos(), Pos { line: 2, column: 3 });
    }
}
