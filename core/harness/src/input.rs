//! Reading a judge's input: whitespace-separated tokens, each with its line and column, read
//! as range-checked integers, with errors that say where and what.
//!
//! The scanner reads a whole text, or a reader a chunk at a time, and never panics. It never allocates
//! according to a count the input merely claims: [`Scanner::read_many`] grows its vector only
//! as values actually arrive, so "10^12 items" followed by end of input is a quick
//! "unexpected end of input" error.

use std::borrow::Cow;
use std::fmt;
use std::io::{self, Read};
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
#[derive(Clone, Debug)]
pub struct InputError {
    location: Location,
    message: String,
    /// Whether a list has named the item where the input ended (outer lists then say where
    /// that one stands): how the message came about, not part of the error.
    in_list: bool,
}

/// Errors are equal when they say the same thing at the same place.
impl PartialEq for InputError {
    fn eq(&self, other: &Self) -> bool {
        (&self.location, &self.message) == (&other.location, &other.message)
    }
}

impl Eq for InputError {}

impl InputError {
    /// An error about the token at `pos`.
    pub fn at(pos: Pos, message: impl Into<String>) -> Self {
        Self {
            location: Location::At(pos),
            message: message.into(),
            in_list: false,
        }
    }

    /// An error found when the input ran out; `message` says what was expected.
    pub fn end_of_input(message: impl Into<String>) -> Self {
        Self {
            location: Location::EndOfInput,
            message: message.into(),
            in_list: false,
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
            in_list: false,
        }
    }

    /// Where the input ended inside a counted list's item: `innermost` added to the message
    /// by the list whose item was being read (`, a_i 4 of n = 5`), `outer` by each list
    /// around it (`, in item 2 of T = 3`). Any other error is returned as it is.
    pub(crate) fn ended_in_list(
        mut self,
        innermost: impl FnOnce() -> String,
        outer: impl FnOnce() -> String,
    ) -> Self {
        if self.location == Location::EndOfInput {
            let more = if self.in_list { outer() } else { innermost() };
            self.message.push_str(&more);
            self.in_list = true;
        }
        self
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
    #[doc(hidden)]
    fn checked_from_u64(value: u64) -> Option<Self>;
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
            fn checked_from_u64(value: u64) -> Option<Self> {
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

/// The value of a token of at most 19 digits and nothing else (the common case, parsed without
/// 128-bit arithmetic); `None` for any other token.
fn plain_digits(raw: &[u8]) -> Option<u64> {
    if raw.is_empty() || raw.len() > 19 {
        return None;
    }
    raw.iter().try_fold(0u64, |value, &byte| {
        let digit = byte.wrapping_sub(b'0');
        (digit <= 9).then(|| value * 10 + u64::from(digit))
    })
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

/// How many bytes a scanner over a reader asks for at a time.
const CHUNK: usize = 1 << 16;

/// A scanner over the input: a whole text, or a reader (stdin) read a chunk at a time, so that
/// what is held is the token being read, not the input (bytes before it are dropped).
///
/// Tokens are separated by ASCII whitespace in any mix (spaces, tabs, CR, LF), so blank lines,
/// CRLF line ends and trailing spaces are all fine. A token that is not UTF-8 is an error at
/// its first bad byte.
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
///
/// let mut bytes: &[u8] = b"7\n\xff";
/// let mut input = Scanner::from_reader(&mut bytes);
/// assert_eq!(input.read::<u8>("n", 0..=9), Ok(7));
/// let error = input.expect_end().unwrap_err();
/// assert_eq!(error.to_string(), "line 2, column 1: the input is not valid UTF-8 text");
/// # Ok::<(), harness::InputError>(())
/// ```
pub struct Scanner<'a> {
    /// The text, or the bytes of the reader not yet dropped.
    bytes: Cow<'a, [u8]>,
    /// Where more bytes come from, until it ends or fails.
    reader: Option<&'a mut dyn Read>,
    /// Why the reader failed, if it did.
    failed: Option<String>,
    offset: usize,
    line: usize,
    column: usize,
    last: Pos,
    read_any: bool,
    /// How many [`attempt`](Scanner::attempt)s are under way: while any is, no byte is dropped.
    attempts: usize,
}

impl fmt::Debug for Scanner<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (line, column) = (self.line, self.column);
        write!(f, "Scanner {{ line: {line}, column: {column} }}")
    }
}

/// Where a scanner stands, to go back to.
#[derive(Clone, Copy)]
struct Mark {
    offset: usize,
    line: usize,
    column: usize,
    last: Pos,
    read_any: bool,
}

impl<'a> Scanner<'a> {
    /// A scanner at the start of `text`.
    pub fn new(text: &'a str) -> Self {
        Self::over(Cow::Borrowed(text.as_bytes()), None)
    }

    /// A scanner over what `reader` gives, read a chunk at a time: memory for the token being
    /// read, not for the input. A failure to read ends the input; [`read_error`] says why.
    ///
    /// [`read_error`]: Scanner::read_error
    pub fn from_reader(reader: &'a mut dyn Read) -> Self {
        Self::over(Cow::Owned(Vec::with_capacity(CHUNK)), Some(reader))
    }

    fn over(bytes: Cow<'a, [u8]>, reader: Option<&'a mut dyn Read>) -> Self {
        Self {
            bytes,
            reader,
            failed: None,
            offset: 0,
            line: 1,
            column: 1,
            last: Pos { line: 1, column: 1 },
            read_any: false,
            attempts: 0,
        }
    }

    /// Why reading failed (an I/O error of the reader), if it did: the input then looked
    /// shorter than it was, so this goes before any error that followed.
    pub fn read_error(&self) -> Option<&str> {
        self.failed.as_deref()
    }

    /// Reads more bytes from the reader, dropping those already read unless an attempt may go
    /// back to them; whether any came.
    fn fill(&mut self) -> bool {
        let Some(reader) = self.reader.as_mut() else {
            return false;
        };
        let bytes = self.bytes.to_mut();
        if self.attempts == 0 && self.offset > 0 {
            bytes.drain(..self.offset);
            self.offset = 0;
        }
        let old = bytes.len();
        bytes.resize(old + CHUNK, 0);
        loop {
            match reader.read(&mut bytes[old..]) {
                Ok(0) => break,
                Ok(read) => {
                    bytes.truncate(old + read);
                    return true;
                }
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => {
                    self.failed = Some(error.to_string());
                    break;
                }
            }
        }
        bytes.truncate(old);
        self.reader = None;
        false
    }

    /// Skips whitespace, keeping line and column up to date.
    fn skip_whitespace(&mut self) {
        loop {
            while let Some(&byte) = self.bytes.get(self.offset) {
                match byte {
                    b'\n' => {
                        self.line += 1;
                        self.column = 1;
                    }
                    b' ' | b'\t' | b'\r' | b'\x0c' => self.column += 1,
                    _ => return,
                }
                self.offset += 1;
            }
            if !self.fill() {
                return;
            }
        }
    }

    /// The next token, or `None` at the end of the input.
    ///
    /// # Errors
    /// A token that is not UTF-8: `line L, column C: the input is not valid UTF-8 text`, at
    /// its first bad byte.
    ///
    /// # Complexity
    /// O(length of the whitespace and token consumed).
    pub fn next_token(&mut self) -> Result<Option<Token<'_>>, InputError> {
        let Some((start, len, pos)) = self.advance() else {
            return Ok(None);
        };
        let text = Self::text_of(&self.bytes[start..start + len], pos)?;
        Ok(Some(Token { text, pos }))
    }

    /// Passes over the next token: where it starts in the bytes held, its length, its place;
    /// `None` at the end of the input.
    fn advance(&mut self) -> Option<(usize, usize, Pos)> {
        self.skip_whitespace();
        let mut len = 0;
        loop {
            let rest = &self.bytes[self.offset + len..];
            match rest.iter().position(u8::is_ascii_whitespace) {
                Some(end) => {
                    len += end;
                    break;
                }
                None => {
                    len += rest.len();
                    if !self.fill() {
                        break;
                    }
                }
            }
        }
        if len == 0 {
            return None;
        }
        let (start, pos) = (self.offset, Pos::new(self.line, self.column));
        let raw = &self.bytes[start..start + len];
        self.column += if raw.is_ascii() {
            len
        } else {
            String::from_utf8_lossy(raw).chars().count()
        };
        self.offset += len;
        self.last = pos;
        self.read_any = true;
        Some((start, len, pos))
    }

    /// The text of the token `raw` at `pos`.
    ///
    /// # Errors
    /// `line L, column C: the input is not valid UTF-8 text`, at its first bad byte.
    fn text_of(raw: &[u8], pos: Pos) -> Result<&str, InputError> {
        std::str::from_utf8(raw).map_err(|bad| {
            let good = String::from_utf8_lossy(&raw[..bad.valid_up_to()])
                .chars()
                .count();
            let column = pos.column as usize + good;
            let message = "the input is not valid UTF-8 text";
            InputError::at(Pos::new(pos.line as usize, column), message)
        })
    }

    /// Runs `read` from here; where it returns `Ok(None)` (what it looked for is not there),
    /// the scanner goes back to where it was, as if nothing had been read. The way to look
    /// ahead: a closing line, or a value read one way before another.
    ///
    /// # Errors
    /// `read`'s, which leave the scanner where it stopped.
    ///
    /// # Example
    /// ```
    /// let mut input = harness::Scanner::new("5 0");
    /// let zero = input.attempt(|ahead| Ok(ahead.read::<u8>("zero", 0..=0).ok()))?;
    /// assert_eq!(zero, None);
    /// assert_eq!(input.read::<u8>("n", 0..=9)?, 5);
    /// let zero = input.attempt(|ahead| Ok(ahead.read::<u8>("zero", 0..=0).ok()))?;
    /// assert_eq!(zero, Some(0));
    /// # Ok::<(), harness::InputError>(())
    /// ```
    pub fn attempt<T>(
        &mut self,
        read: impl FnOnce(&mut Self) -> Result<Option<T>, InputError>,
    ) -> Result<Option<T>, InputError> {
        let mark = Mark {
            offset: self.offset,
            line: self.line,
            column: self.column,
            last: self.last,
            read_any: self.read_any,
        };
        self.attempts += 1;
        let result = read(self);
        self.attempts -= 1;
        if let Ok(None) = result {
            self.offset = mark.offset;
            self.line = mark.line;
            self.column = mark.column;
            self.last = mark.last;
            self.read_any = mark.read_any;
        }
        result
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
        self.offset == self.bytes.len()
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
        if let Some(value) = self.plain_in_range(&range) {
            return Ok(value);
        }
        let (start, len, pos) = self
            .advance()
            .ok_or_else(|| InputError::end_of_input(format!("expected {what}")))?;
        let raw = &self.bytes[start..start + len];
        let value = plain_digits(raw).and_then(T::checked_from_u64);
        if let Some(value) = value.filter(|value| range.contains(value)) {
            return Ok(value);
        }
        let text = Self::text_of(raw, pos)?;
        parse_in_range(text, what, range).map_err(|message| InputError::at(pos, message))
    }

    /// [`read`](Scanner::read)'s common case in one pass over the bytes: the next token when it
    /// is at most 19 digits, ended by whitespace within the bytes held, and its value is in
    /// `range`; then it is read. `None` otherwise, having passed over whitespace only (the
    /// general path then reads the token and says what is wrong with it).
    fn plain_in_range<T: ScanInt>(&mut self, range: &RangeInclusive<T>) -> Option<T> {
        self.skip_whitespace();
        let rest = &self.bytes[self.offset..];
        let (mut value, mut len) = (0u64, 0);
        for &byte in rest.iter().take(19) {
            let digit = byte.wrapping_sub(b'0');
            if digit > 9 {
                break;
            }
            value = value * 10 + u64::from(digit);
            len += 1;
        }
        let ended = rest.get(len).is_some_and(u8::is_ascii_whitespace);
        let value = T::checked_from_u64(value).filter(|value| range.contains(value));
        let value = value.filter(|_| (1..=19).contains(&len) && ended)?;
        self.last = Pos::new(self.line, self.column);
        self.read_any = true;
        self.offset += len;
        self.column += len;
        Some(value)
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
            .next_token()?
            .ok_or_else(|| InputError::end_of_input(format!("expected {what}")))?;
        parse_in_range(token.text, what, range).map_err(|message| {
            let own = parse_decimal(token.text).and_then(outside);
            InputError::at(token.pos, own.unwrap_or(message))
        })
    }

    /// Reads `count` integers, each in `range`, into a vector.
    ///
    /// The vector grows as values arrive; its first allocation is bounded by a chunk (65,536
    /// values), never by `count` alone.
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
        let mut values = Vec::with_capacity(count.min(CHUNK));
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
        match self.next_token()? {
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
        let mut tokens = Vec::new();
        while let Some(t) = input.next_token().unwrap() {
            tokens.push((t.text.to_owned(), t.pos.line, t.pos.column));
        }
        assert_eq!(
            tokens,
            [("a", 1, 1), ("bc", 1, 4), ("dé", 3, 2), ("f", 3, 5)].map(|(t, l, c)| (
                t.to_owned(),
                l,
                c
            ))
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

    /// A reader that gives one byte at a time, so that every token and every line end
    /// straddles the end of what has been read.
    struct ByteByByte<'a>(&'a [u8]);

    impl Read for ByteByByte<'_> {
        fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
            let Some((&first, rest)) = self.0.split_first() else {
                return Ok(0);
            };
            out[0] = first;
            self.0 = rest;
            Ok(1)
        }
    }

    /// Every token of `input` with its place, and the error that ends it, if any.
    fn tokens_of(mut input: Scanner<'_>) -> (Vec<(String, Pos)>, Option<InputError>) {
        let mut tokens = Vec::new();
        loop {
            match input.next_token() {
                Ok(Some(token)) => tokens.push((token.text.to_owned(), token.pos)),
                Ok(None) => return (tokens, None),
                Err(error) => return (tokens, Some(error)),
            }
        }
    }

    #[test]
    fn a_reader_read_a_byte_at_a_time_gives_the_tokens_and_places_of_the_whole_text() {
        let text = "12 345\r\n\n\t6789 é\u{1F600}x  \n 0".repeat(3);
        let whole = tokens_of(Scanner::new(&text));
        let mut bytes = ByteByByte(text.as_bytes());
        assert_eq!(tokens_of(Scanner::from_reader(&mut bytes)), whole);
        let mut chunked = text.as_bytes();
        assert_eq!(tokens_of(Scanner::from_reader(&mut chunked)), whole);
    }

    /// Every number `read` gives from `input` in 0..=2 * 10^18 with its place, and the error
    /// that ends it.
    fn numbers_of(mut input: Scanner<'_>) -> (Vec<(u64, Pos)>, InputError) {
        let mut numbers = Vec::new();
        loop {
            match input.read::<u64>("a number", 0..=2_000_000_000_000_000_000) {
                Ok(value) => numbers.push((value, input.last_pos())),
                Err(error) => return (numbers, error),
            }
        }
    }

    #[test]
    fn numbers_read_the_same_from_the_whole_text_and_a_byte_at_a_time_up_to_the_first_bad_one() {
        let long = "1234567890123456789";
        let good = format!("0 7\r\n 007\t{long} 1000000000000000000\n\n42 ");
        for bad in [
            "",
            "12x",
            "2000000000000000001",
            "12345678901234567890",
            "-3",
            "4é",
        ] {
            let text = format!("{good}{bad}");
            let whole = numbers_of(Scanner::new(&text));
            assert_eq!(whole.0.len(), 6, "{text:?}");
            let mut bytes = ByteByByte(text.as_bytes());
            assert_eq!(
                numbers_of(Scanner::from_reader(&mut bytes)),
                whole,
                "{text:?}"
            );
        }
        let (numbers, end) = numbers_of(Scanner::new(&good));
        let values: Vec<u64> = numbers.iter().map(|&(value, _)| value).collect();
        assert_eq!(
            values,
            [0, 7, 7, 1_234_567_890_123_456_789, 10u64.pow(18), 42]
        );
        assert_eq!(numbers[3].1, Pos::new(2, 6));
        assert_eq!(
            end.to_string(),
            "unexpected end of input: expected a number"
        );
    }

    #[test]
    fn bad_utf8_is_an_error_at_its_first_bad_byte_from_any_reader() {
        let bytes = b"1 2\n3 a\xc3\xa9\xff 4\n";
        let mut slow = ByteByByte(bytes);
        let (tokens, error) = tokens_of(Scanner::from_reader(&mut slow));
        assert_eq!(tokens.len(), 3);
        let error = error.expect("an error");
        assert_eq!(
            error.to_string(),
            "line 2, column 5: the input is not valid UTF-8 text"
        );
    }

    #[test]
    fn an_attempt_that_finds_nothing_goes_back_across_chunks() {
        let text = format!("{} 5 6", "1 ".repeat(100_000));
        let mut bytes = text.as_bytes();
        let mut input = Scanner::from_reader(&mut bytes);
        let ones = input.read_many::<u8>(99_999, "a one", 1..=1).unwrap();
        assert_eq!(ones.len(), 99_999);
        let pairs = input.attempt(|ahead| {
            let read = ahead.read_many::<u8>(3, "a one", 1..=1);
            Ok(read.ok())
        });
        assert_eq!(pairs, Ok(None));
        assert_eq!(input.read::<u8>("a one", 1..=1), Ok(1));
        assert_eq!(input.read::<u8>("five", 5..=5), Ok(5));
        assert_eq!(input.last_pos(), Pos::new(1, 200_002));
    }

    #[test]
    fn a_failing_reader_ends_the_input_and_says_why() {
        struct Failing;
        impl Read for Failing {
            fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
                Err(io::Error::other("the disk is gone"))
            }
        }
        let mut failing = Failing;
        let mut input = Scanner::from_reader(&mut failing);
        assert!(input.is_at_end());
        assert_eq!(input.read_error(), Some("the disk is gone"));
    }
}
