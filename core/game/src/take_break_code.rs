//! How take-and-break games are written: a code `d0.d1 d2 ...` in octal or hexadecimal digits,
//! perhaps ending in `...`, read into its digits for [`TakeBreak`](crate::TakeBreak) and
//! [`OctalGame`](crate::OctalGame), which both say the same of a bad code.

use std::fmt;

/// Which digits a code may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Radix {
    /// Digits 0 to 7: a move leaves at most two heaps.
    Octal,
    /// Digits 0 to 9 and a to f (or A to F): bit 8 leaves three heaps.
    Hexadecimal,
}

impl Radix {
    fn base(self) -> u32 {
        match self {
            Radix::Octal => 8,
            Radix::Hexadecimal => 16,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Radix::Octal => "octal",
            Radix::Hexadecimal => "hexadecimal",
        }
    }

    fn a_digit(self) -> &'static str {
        match self {
            Radix::Octal => "an octal digit",
            Radix::Hexadecimal => "a hexadecimal digit",
        }
    }
}

/// Why a code such as `"4.3x"` is not a take-and-break game [`TakeBreak::parse`](crate::TakeBreak::parse) reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TakeBreakCodeError {
    message: String,
}

impl fmt::Display for TakeBreakCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for TakeBreakCodeError {}

impl TakeBreakCodeError {
    /// The error that says `message`.
    pub(crate) fn new(message: String) -> Self {
        Self { message }
    }
}

/// The digits `d0, ..., dt` of `code` and whether the last one repeats (`...`), with what does
/// not change the game dropped (see [`TakeBreak::parse`](crate::TakeBreak::parse), which
/// documents the notation and the errors).
///
/// O(length of the code).
pub(crate) fn read_code(code: &str, radix: Radix) -> Result<(Vec<u8>, bool), TakeBreakCodeError> {
    let error = |message: String| TakeBreakCodeError { message };
    let name = radix.name();
    let (text, repeats) = match code.strip_suffix("...") {
        Some(text) => (text, true),
        None => (code, false),
    };
    let (head, tail) = text.split_once('.').ok_or_else(|| {
        error(format!(
            "{name} code {code:?} must start with \".\", \"0.\" or a digit d0 and a point \
             (as 4.3...)"
        ))
    })?;
    let digit = |c: char| c.to_digit(radix.base()).map(|d| d as u8);
    let mut head_chars = head.chars();
    let d0 = match (head_chars.next(), head_chars.next()) {
        (None, _) => 0,
        (Some(c), None) => digit(c).ok_or_else(|| {
            error(format!(
                "{c:?} before the point in {code:?} is not {}",
                radix.a_digit()
            ))
        })?,
        _ => {
            return Err(error(format!(
                "{head:?} before the point in {code:?} is not one digit d0"
            )));
        }
    };
    if d0 & 3 != 0 {
        let allowed = match radix {
            Radix::Octal => "0 or 4",
            Radix::Hexadecimal => "0, 4, 8 or c",
        };
        return Err(error(format!(
            "d0 = {d0} in {code:?}: a move that takes no tokens must split the heap (4: into \
             two heaps, 8: into three), so d0 is {allowed}"
        )));
    }
    let mut digits = vec![d0];
    for c in tail.chars() {
        match digit(c) {
            Some(d) => digits.push(d),
            None => {
                let a_digit = radix.a_digit();
                return Err(error(format!("{c:?} in {code:?} is not {a_digit}")));
            }
        }
    }
    if repeats && digits.len() == 1 {
        return Err(error(format!(
            "\"...\" in {code:?} repeats the last digit after the point, and there is none"
        )));
    }
    let repeats = normalise(&mut digits, repeats);
    if digits == [0] && !repeats {
        return Err(error(format!("{name} code {code:?} allows no move")));
    }
    Ok((digits, repeats))
}

/// Drops from `digits` what does not change the game: copies of the repeated digit before it,
/// a repeated 0, trailing zeros; whether the last digit still repeats.
fn normalise(digits: &mut Vec<u8>, mut repeats: bool) -> bool {
    if repeats {
        while digits.len() > 2 && digits[digits.len() - 2] == digits[digits.len() - 1] {
            digits.pop();
        }
        if digits.last() == Some(&0) {
            repeats = false;
        }
    }
    if !repeats {
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
    }
    repeats
}
