//! Reading the judge's input: pairs `W H`, one sheet per case, until end of input.

use grundy::{InputError, Scanner};

use crate::reduced_table::MAX_SIDE;

/// One test case: a `width x height` sheet, both sides in `1..=MAX_SIDE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Case {
    /// W, the number of columns of cells.
    pub width: u16,
    /// H, the number of rows of cells.
    pub height: u16,
}

/// Every case of `text`, in order. An empty input (or only whitespace) has no case.
///
/// # Errors
/// A token that is not an integer in `1..=MAX_SIDE`, with its line and column; a width with
/// no height after it (an odd number of integers), at end of input.
///
/// # Complexity
/// O(input length); the case list grows only as pairs are actually read.
///
/// # Example
/// ```
/// use poj_2311_cutting_game::input::{read_cases, Case};
///
/// let cases = read_cases("2 2\r\n 3 4\n")?;
/// assert_eq!(cases, [Case { width: 2, height: 2 }, Case { width: 3, height: 4 }]);
/// let error = read_cases("2 2\n3\n").unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "unexpected end of input: expected the height H of the last sheet (the input has an odd number of integers)"
/// );
/// # Ok::<(), grundy::InputError>(())
/// ```
pub fn read_cases(text: &str) -> Result<Vec<Case>, InputError> {
    let mut input = Scanner::new(text);
    let mut cases = Vec::new();
    while !input.is_at_end() {
        let width = input.read("the width W", 1..=MAX_SIDE)?;
        if input.is_at_end() {
            return Err(InputError::end_of_input(
                "expected the height H of the last sheet (the input has an odd number of integers)",
            ));
        }
        let height = input.read("the height H", 1..=MAX_SIDE)?;
        cases.push(Case { width, height });
    }
    Ok(cases)
}

/// The cases as the judge's text: one line `W H` per sheet. [`read_cases`] reads it back.
///
/// # Example
/// ```
/// use poj_2311_cutting_game::input::{Case, format_cases};
///
/// assert_eq!(format_cases(&[Case { width: 3, height: 4 }]), "3 4\n");
/// assert_eq!(format_cases(&[]), "");
/// ```
pub fn format_cases(cases: &[Case]) -> String {
    cases
        .iter()
        .map(|case| format!("{} {}\n", case.width, case.height))
        .collect()
}
