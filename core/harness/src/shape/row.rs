//! A row of characters over a declared alphabet (`..X.X`, a word of `a`..`z`), read as one
//! token: [`row`] (its length the token's own), [`counted_row`] (`n`, then a row of n
//! characters) and [`row_of`] (a row as long as an earlier number says: the width `m` of a
//! grid's header).

use super::{Earlier, Limit, Num, Shape, Text};
use crate::generate::{Size, removal_ranges, without_range};
use crate::input::{InputError, Pos, Scanner, quote};
use grundy::Rng;

/// A row of characters over an alphabet, read as one token. Made by [`row`], [`counted_row`]
/// and [`row_of`].
#[derive(Debug)]
pub struct Row {
    name: String,
    what: String,
    alphabet: Vec<char>,
    length: Length,
}

/// Where a row's length comes from.
#[derive(Debug)]
enum Length {
    /// The token's own length, within the number's ranges.
    Own(Num<usize>),
    /// A count written before the row; the row has exactly that many characters.
    Counted(Num<usize>),
    /// Exactly the value an earlier number keeps.
    Earlier(Earlier),
}

/// How many characters a row shrinks one at a time: past it, only shorter rows and the row
/// all of the alphabet's first character are offered.
const FEW_CELLS: usize = 32;

/// The alphabet's characters, checked.
///
/// # Panics
/// If `alphabet` is empty, repeats a character or has whitespace.
fn characters(alphabet: &str) -> Vec<char> {
    let characters: Vec<char> = alphabet.chars().collect();
    assert!(!characters.is_empty(), "a row's alphabet has a character");
    assert!(
        characters.iter().all(|c| !c.is_whitespace()),
        "a row's alphabet has no whitespace: a row is one token"
    );
    for (at, c) in characters.iter().enumerate() {
        assert!(
            !characters[..at].contains(c),
            "the alphabet {alphabet:?} repeats {c:?}"
        );
    }
    characters
}

/// A row named `name` in the statement (`s`) and `what` in errors (`a row of the board`), of
/// the characters of `alphabet` (`".X"`: the first is the one rows shrink toward), written as
/// one token whose own length is the number `length` (name it as the statement does, `|s|`:
/// its judge's range, this solver's and the ranges drawn at each size are the length's, and
/// it may be [`remembered`](Num::remembered), bounded ([`at_most`](Num::at_most)) or
/// [`summed`](Num::summed) as any number).
///
/// Reading takes the next token: a character outside the alphabet is an error at its own line
/// and column naming the alphabet; a row longer than this solver's most is an error at its
/// first character past it, a shorter one at its start (a bound or a total of the length: at
/// its start). Generating draws the length as the number does (the judge's most half of the
/// time at [`Size::Judge`]), and the characters all one of them one time in eight, cycling
/// through the alphabet (`.X.X.X`) one time in eight, and at random otherwise. Shrinking offers
/// shorter rows (never below the least length), then the row all of the alphabet's first
/// character, then, when at most 32 are left, each character lowered to the first and to the
/// one before it in the alphabet.
///
/// # Panics
/// If `alphabet` is empty, repeats a character or has whitespace, or if `length` accepts 0: a
/// token has a character (a row that may be empty is a [`counted_row`] or a [`row_of`]). So
/// too if `length` draws 0 at some size ([`Num::tiny`], [`Num::small`] or [`Num::beyond`]
/// from 0): such an empty row could not be written as a token.
///
/// # Complexity
/// Reading, writing and drawing a row of `k` characters: O(k * alphabet's length).
///
/// # Example
/// ```
/// use harness::shape::{Shape, num, row};
///
/// let length = num("|s|", "the length of the row", 1..=100, 1..=1000).tiny(1..=6);
/// let cells = row("s", "a row of the board", ".X", length);
/// assert_eq!(cells.read_all("..X.\n"), Ok("..X.".to_owned()));
/// let error = cells.read_all("\n ..#.").unwrap_err();
/// assert_eq!(error.to_string(), r##"line 2, column 4: expected a character of a row of the board, one of ".X", found "#""##);
/// assert_eq!(cells.text(&"X.X".to_owned()), "X.X\n");
/// assert_eq!(cells.shrunk(&"X.".to_owned()), [".", "X", ".."]);
/// assert!(!cells.within_judge(&".".repeat(101)));
/// ```
pub fn row(
    name: impl Into<String>,
    what: impl Into<String>,
    alphabet: &str,
    length: Num<usize>,
) -> Row {
    assert!(
        *length.accepts.start() >= 1,
        "a row read as a token has a character: a row that may be empty is a counted_row or a \
         row_of"
    );
    for size in Size::ALL {
        let drawn = length.range_at(size);
        assert!(
            *drawn.start() >= 1,
            "a row read as a token has a character, but {} draws {drawn:?} at {size} size: an \
             empty row is no token (draw from 1)",
            length.name
        );
    }
    Row {
        name: name.into(),
        what: what.into(),
        alphabet: characters(alphabet),
        length: Length::Own(length),
    }
}

/// The number `count` (`n`), then a row of exactly that many characters of `alphabet` on the
/// next line (none when it is 0): as [`row`], but a row whose length differs from the count is
/// an error (at the first character past it, or at the row's start when shorter), and
/// shrinking shortens the count and the row together.
///
/// # Panics
/// If `alphabet` is empty, repeats a character or has whitespace.
///
/// # Complexity
/// As [`row`].
///
/// # Example
/// ```
/// use harness::shape::{Shape, counted_row, num};
///
/// let n = num("n", "the number of cells", 0..=10, 0..=10);
/// let strip = counted_row("s", "the strip", "LR", n);
/// assert_eq!(strip.read_all("3\nLRL\n"), Ok("LRL".to_owned()));
/// assert_eq!(strip.read_all("0\n"), Ok(String::new()));
/// let error = strip.read_all("3\nLRLR\n").unwrap_err();
/// assert_eq!(error.to_string(), "line 2, column 4: expected the strip of n = 3 characters, found 4");
/// assert_eq!(strip.text(&"RL".to_owned()), "2\nRL\n");
/// assert_eq!(strip.describe(), "n, then s");
/// ```
pub fn counted_row(
    name: impl Into<String>,
    what: impl Into<String>,
    alphabet: &str,
    count: Num<usize>,
) -> Row {
    Row {
        name: name.into(),
        what: what.into(),
        alphabet: characters(alphabet),
        length: Length::Counted(count),
    }
}

/// A row of exactly as many characters of `alphabet` as the earlier number `length` keeps
/// ([`Num::remembered`]): the rows of a grid after its header `n m` (a
/// [`headed_list`](super::headed_list) of rows, each `row_of` m). As [`row`], its length an
/// error where it differs from the number; the number's declaration holds the ranges. A row
/// of length 0 is no token. Shrinking keeps the length (shrinking the number leaves the rows
/// too long, and such a candidate does not read back).
///
/// # Panics
/// If `alphabet` is empty, repeats a character or has whitespace; generating one before
/// `length` has a value.
///
/// # Complexity
/// As [`row`].
///
/// # Example
/// ```
/// use harness::shape::{Shape, earlier, headed_list, num, row_of};
///
/// let m = earlier("m");
/// let rows = num("n", "the number of rows", 1..=5, 1..=5);
/// let width = num::<usize>("m", "the number of columns", 1..=5, 1..=5).remembered(&m);
/// let grid = headed_list(rows, width, row_of("r_i", "a row of the grid", ".#", &m));
/// assert_eq!(grid.read_all("2 3\n.#.\n##.\n"), Ok((3, vec![".#.".to_owned(), "##.".to_owned()])));
/// let error = grid.read_all("2 3\n.#.\n#.\n").unwrap_err();
/// assert_eq!(error.to_string(), "line 3, column 1: expected a row of the grid of m = 3 characters, found 2");
/// assert_eq!(grid.describe(), "n m, then n times r_i");
/// ```
pub fn row_of(
    name: impl Into<String>,
    what: impl Into<String>,
    alphabet: &str,
    length: &Earlier,
) -> Row {
    Row {
        name: name.into(),
        what: what.into(),
        alphabet: characters(alphabet),
        length: Length::Earlier(length.clone()),
    }
}

impl Row {
    /// The alphabet as written, for messages.
    fn alphabet_text(&self) -> String {
        self.alphabet.iter().collect()
    }

    /// Whether `c` is of the alphabet.
    fn allows(&self, c: char) -> bool {
        self.alphabet.contains(&c)
    }

    /// The length an earlier number says.
    fn earlier_length(earlier: &Earlier) -> usize {
        usize::try_from(earlier.get()).unwrap_or(usize::MAX)
    }

    /// The least length a shorter row may have, `None` when the length is fixed by an earlier
    /// number.
    fn least(&self) -> Option<usize> {
        match &self.length {
            Length::Own(length) => Some(*length.accepts.start()),
            Length::Counted(count) => Some(*count.accepts.start()),
            Length::Earlier(_) => None,
        }
    }

    /// `len` characters: all one of them one time in eight, cycling through the alphabet one
    /// time in eight, at random otherwise.
    fn draw_cells(&self, rng: &mut Rng, len: usize) -> String {
        let k = self.alphabet.len();
        let start = rng.range_usize(0..=k - 1);
        match rng.range(0..=7) {
            0 => std::iter::repeat_n(self.alphabet[start], len).collect(),
            1 => (0..len).map(|i| self.alphabet[(start + i) % k]).collect(),
            _ => (0..len)
                .map(|_| self.alphabet[rng.range_usize(0..=k - 1)])
                .collect(),
        }
    }

    /// The characters of `token` at `pos`, checked against the alphabet, and against `most`
    /// (this solver's most, or the exact length) where it is longer: whichever comes first in
    /// the row is the error. `limit` words the length (`at most 100`, `n = 3`).
    fn check_cells(
        &self,
        token: &str,
        pos: Pos,
        most: usize,
        limit: &str,
    ) -> Result<usize, InputError> {
        let len = token.chars().count();
        let at = |i: usize| Pos::new(pos.line as usize, pos.column as usize + i);
        for (i, c) in token.chars().enumerate() {
            if i == most {
                let what = &self.what;
                let message = format!("expected {what} of {limit} characters, found {len}");
                return Err(InputError::at(at(i), message));
            }
            if !self.allows(c) {
                let (what, alphabet) = (&self.what, quote(&self.alphabet_text()));
                let found = quote(&c.to_string());
                let message =
                    format!("expected a character of {what}, one of {alphabet}, found {found}");
                return Err(InputError::at(at(i), message));
            }
        }
        Ok(len)
    }

    /// Reads a row of exactly `len` characters (`name = len` in errors): nothing when 0.
    fn read_exactly(
        &self,
        input: &mut Scanner<'_>,
        len: usize,
        name: &str,
    ) -> Result<String, InputError> {
        if len == 0 {
            return Ok(String::new());
        }
        let what = &self.what;
        let token = input
            .next_token()?
            .ok_or_else(|| InputError::end_of_input(format!("expected {what}")))?;
        let limit = format!("{name} = {len}");
        let found = self.check_cells(token.text, token.pos, len, &limit)?;
        if found < len {
            let message = format!("expected {what} of {limit} characters, found {found}");
            return Err(InputError::at(token.pos, message));
        }
        Ok(token.text.to_owned())
    }
}

impl Shape for Row {
    type Value = String;

    fn read(&self, input: &mut Scanner<'_>) -> Result<String, InputError> {
        let length = match &self.length {
            Length::Own(length) => length,
            Length::Counted(count) => {
                let len = count.read(input)?;
                return self.read_exactly(input, len, &count.name);
            }
            Length::Earlier(earlier) => {
                let len = Self::earlier_length(earlier);
                return self.read_exactly(input, len, earlier.name());
            }
        };
        let what = &self.what;
        let token = input
            .next_token()?
            .ok_or_else(|| InputError::end_of_input(format!("expected {what}")))?;
        let (least, most) = (*length.accepts.start(), *length.accepts.end());
        let len = self.check_cells(token.text, token.pos, most, &format!("at most {most}"))?;
        if len < least {
            let message = format!("expected {what} of at least {least} characters, found {len}");
            return Err(InputError::at(token.pos, message));
        }
        let found = |limit: &str| format!("expected {what} of {limit} characters, found {len}");
        length.admit(len, token.pos, found)?;
        Ok(token.text.to_owned())
    }

    fn write(&self, value: &String, out: &mut Text) {
        let len = value.chars().count();
        match &self.length {
            Length::Own(length) => {
                length.kept(len);
            }
            Length::Counted(count) => {
                count.write(&len, out);
                out.end_line();
            }
            Length::Earlier(_) => {}
        }
        if len > 0 {
            out.token(value);
        }
        if let Length::Counted(_) = self.length {
            out.end_line();
        }
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> String {
        let len = match &self.length {
            Length::Own(length) | Length::Counted(length) => {
                if size == Size::Judge && rng.chance(1, 2) {
                    length.most(rng)
                } else {
                    length.generate(rng, size)
                }
            }
            Length::Earlier(earlier) => {
                assert!(
                    earlier.get() != u64::MAX,
                    "{} is generated before {}, its length",
                    self.name,
                    earlier.name()
                );
                Self::earlier_length(earlier)
            }
        };
        self.draw_cells(rng, len)
    }

    fn adds_to_a_total(&self) -> bool {
        match &self.length {
            Length::Own(length) | Length::Counted(length) => length.adds_to_a_total(),
            Length::Earlier(_) => false,
        }
    }

    fn most(&self, rng: &mut Rng) -> String {
        let len = match &self.length {
            Length::Own(length) | Length::Counted(length) => length.most(rng),
            Length::Earlier(earlier) => Self::earlier_length(earlier),
        };
        self.draw_cells(rng, len)
    }

    fn shrink(&self, value: &String, each: &mut dyn FnMut(String) -> bool) -> bool {
        let cells: Vec<char> = value.chars().collect();
        if let Some(least) = self.least() {
            for range in removal_ranges(cells.len()) {
                if cells.len() - range.len() >= least
                    && each(without_range(&cells, &range).into_iter().collect())
                {
                    return true;
                }
            }
        }
        let first = self.alphabet[0];
        let raised = cells.iter().filter(|&&c| c != first).count();
        if raised >= 2 && each(std::iter::repeat_n(first, cells.len()).collect()) {
            return true;
        }
        if cells.len() > FEW_CELLS {
            return false;
        }
        for (at, &c) in cells.iter().enumerate() {
            let index = self.alphabet.iter().position(|&a| a == c).unwrap_or(0);
            let lower = [Some(0), index.checked_sub(1).filter(|&before| before > 0)];
            for lowered in lower.into_iter().flatten().filter(|&to| to < index) {
                let mut changed = cells.clone();
                changed[at] = self.alphabet[lowered];
                if each(changed.into_iter().collect()) {
                    return true;
                }
            }
        }
        false
    }

    fn within_judge(&self, value: &String) -> bool {
        let len = value.chars().count();
        let cells = value.chars().all(|c| self.allows(c));
        cells
            && match &self.length {
                Length::Own(length) | Length::Counted(length) => length.within_judge(&len),
                Length::Earlier(earlier) => len == Self::earlier_length(earlier),
            }
    }

    fn limits(&self, out: &mut Vec<Limit>) {
        match &self.length {
            Length::Own(length) | Length::Counted(length) => length.limits(out),
            Length::Earlier(_) => {}
        }
    }

    fn describe(&self) -> String {
        match &self.length {
            Length::Counted(count) => format!("{}, then {}", count.name, self.name),
            Length::Own(_) | Length::Earlier(_) => self.name.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::{earlier, headed_list, help_lines, num};

    /// A row of 2..=5 cells at the judge, 1..=8 here, 2..=3 at tiny size.
    fn cells() -> Row {
        let length = num("|s|", "the row's length", 2..=5, 1..=8).tiny(2..=3);
        row("s", "a row of the board", ".X", length)
    }

    fn text(value: &str) -> String {
        value.to_owned()
    }

    #[test]
    fn a_character_outside_the_alphabet_is_an_error_at_its_own_line_and_column_naming_it() {
        let board = (cells(), cells());
        let error = board.read_all("X.\n  .X.o\n").unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 2, column 6: expected a character of a row of the board, one of ".X", found "o""#
        );
        // Columns count characters, not bytes.
        let error = board.read_all("X. é").unwrap_err();
        assert_eq!(error.pos(), Some(Pos { line: 1, column: 4 }));
        let error = board.read_all("X.").unwrap_err();
        assert_eq!(
            error.to_string(),
            "unexpected end of input: expected a row of the board"
        );
    }

    #[test]
    fn a_row_past_its_most_is_an_error_at_its_first_character_past_it_and_a_short_one_at_its_start()
    {
        let long = cells().read_all(" .........").unwrap_err();
        assert_eq!(
            long.to_string(),
            "line 1, column 10: expected a row of the board of at most 8 characters, found 9"
        );
        // Whichever comes first in the row is the error.
        let bad_first = cells().read_all("..o......").unwrap_err();
        assert_eq!(bad_first.pos(), Some(Pos { line: 1, column: 3 }));
        let long_first = cells().read_all("........o").unwrap_err();
        assert_eq!(long_first.pos(), Some(Pos { line: 1, column: 9 }));
        let length = num("|s|", "the row's length", 2..=5, 2..=8);
        let short = row("s", "a row of the board", ".X", length)
            .read_all("\n X")
            .unwrap_err();
        assert_eq!(
            short.to_string(),
            "line 2, column 2: expected a row of the board of at least 2 characters, found 1"
        );
    }

    #[test]
    fn a_rows_length_bounded_by_an_earlier_number_is_an_error_naming_it() {
        let n = earlier("n");
        let count = num::<usize>("n", "the number of cells", 1..=9, 1..=9).remembered(&n);
        let length = num("|s|", "the row's length", 1..=9, 1..=9).at_most(&n);
        let shape = (count, row("s", "the strip", "ab", length));
        assert_eq!(shape.read_all("3 aba"), Ok((3, text("aba"))));
        let error = shape.read_all("3\nabab").unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 2, column 1: expected the strip of at most n = 3 characters, found 4"
        );
        for seed in 0..100 {
            let value = shape.generate(&mut Rng::new(seed), Size::Judge);
            assert!(value.1.len() <= value.0, "{value:?}");
        }
    }

    #[test]
    fn generated_rows_read_back_within_the_judge_at_every_size_with_their_edge_cases() {
        let shape = cells();
        let (mut one_character, mut alternating, mut longest, mut shortest) =
            (false, false, false, false);
        for size in Size::ALL {
            for seed in 0..200 {
                let value = shape.generate(&mut Rng::new(seed), size);
                let written = shape.text(&value);
                assert_eq!(shape.read_all(&written), Ok(value.clone()), "{size} {seed}");
                if size != Size::Beyond {
                    assert!(shape.within_judge(&value), "{size} {seed}: {value:?}");
                }
                if size == Size::Tiny {
                    assert!((2..=3).contains(&value.len()), "{value:?}");
                }
                let cells: Vec<char> = value.chars().collect();
                one_character |= cells.len() >= 3 && cells.iter().all(|&c| c == cells[0]);
                alternating |= cells.len() >= 3 && cells.windows(2).all(|two| two[0] != two[1]);
                longest |= size == Size::Judge && cells.len() == 5;
                shortest |= size == Size::Judge && cells.len() == 2;
            }
        }
        assert!(one_character && alternating && longest && shortest);
        let most = shape.most(&mut Rng::new(0));
        assert_eq!(most.len(), 5);
        assert!(!shape.within_judge(&text("X")) && !shape.within_judge(&text("XXXXXX")));
    }

    #[test]
    fn rows_shrink_to_shorter_rows_then_toward_the_alphabets_first_character() {
        let length = num("|s|", "the length", 2..=9, 2..=9);
        let word = row("w", "a word", "abc", length);
        assert_eq!(
            word.shrunk(&text("cbc")),
            ["cb", "bc", "cc", "aaa", "abc", "bbc", "cac", "cba", "cbb"]
        );
        assert!(word.shrunk(&text("aa")).is_empty());
        let long = "c".repeat(40);
        let shrunk = word.shrunk(&long);
        assert!(shrunk.iter().all(|smaller| smaller.len() >= 2));
        assert!(shrunk.contains(&"a".repeat(40)));
        assert!(
            shrunk
                .iter()
                .all(|smaller| smaller.len() < 40 || smaller == &"a".repeat(40))
        );
    }

    #[test]
    fn a_counted_row_may_be_empty_and_shrinks_with_its_count() {
        let count = num("n", "the number of cells", 0..=6, 0..=6).tiny(0..=2);
        let strip = counted_row("s", "the strip", "LR", count);
        assert_eq!(strip.read_all("0"), Ok(String::new()));
        assert_eq!(strip.text(&String::new()), "0\n");
        let error = strip.read_all("2\nL").unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 2, column 1: expected the strip of n = 2 characters, found 1"
        );
        let error = strip.read_all("2\n").unwrap_err();
        assert_eq!(
            error.to_string(),
            "unexpected end of input: expected the strip"
        );
        let shrunk = strip.shrunk(&text("RLR"));
        assert_eq!(shrunk[..3], [text(""), text("R"), text("RL")]);
        let mut empty = false;
        for size in Size::ALL {
            for seed in 0..100 {
                let value = strip.generate(&mut Rng::new(seed), size);
                assert_eq!(strip.read_all(&strip.text(&value)), Ok(value.clone()));
                empty |= value.is_empty();
            }
        }
        assert!(empty);
    }

    #[test]
    fn rows_as_long_as_an_earlier_number_are_generated_at_it_and_keep_it_when_shrunk() {
        let m = earlier("m");
        let rows = num("n", "the number of rows", 1..=4, 1..=4);
        let width = num::<usize>("m", "the number of columns", 1..=6, 1..=6).remembered(&m);
        let grid = headed_list(rows, width, row_of("r_i", "a row", ".#", &m));
        for size in Size::ALL {
            for seed in 0..100 {
                let (width, rows) = grid.generate(&mut Rng::new(seed), size);
                assert!(rows.iter().all(|row| row.len() == width), "{rows:?}");
                let value = (width, rows);
                assert_eq!(grid.read_all(&grid.text(&value)), Ok(value.clone()));
                assert!(grid.within_judge(&value));
            }
        }
        let value = grid.read_all("2 3\n###\n.#.\n").unwrap();
        for (width, rows) in grid.shrunk(&value) {
            let fits = rows.iter().all(|row| row.len() == 3);
            assert!(fits || width < 3, "{width} {rows:?}");
        }
    }

    #[test]
    fn help_lines_give_the_length_of_a_row_as_its_number() {
        assert_eq!(
            help_lines(&cells()),
            "input: s\njudge: 2 <= |s| <= 5\nthis solver: 1 <= |s| <= 8\n"
        );
    }

    #[test]
    #[should_panic(
        expected = "a row read as a token has a character, but |s| draws 0..=3 at \
                               tiny size: an empty row is no token (draw from 1)"
    )]
    fn a_row_whose_length_draws_zero_at_some_size_is_refused_at_declaration() {
        let length = num("|s|", "the length", 1..=9, 1..=9).tiny(0..=3);
        row("s", "a row", ".X", length);
    }

    #[test]
    #[should_panic(expected = "but |s| draws 0..=9 at beyond size")]
    fn a_row_whose_length_draws_zero_past_the_judge_is_refused_at_declaration() {
        let length = num("|s|", "the length", 1..=9, 1..=9).beyond(0..=9);
        row("s", "a row", ".X", length);
    }

    #[test]
    #[should_panic(expected = "the alphabet \".X.\" repeats '.'")]
    fn an_alphabet_that_repeats_a_character_is_refused() {
        row("s", "a row", ".X.", num("|s|", "the length", 1..=2, 1..=2));
    }
}
