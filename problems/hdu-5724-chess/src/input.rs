//! The command line: `--width W` (or `--width=W`) plays on boards W cells wide instead of 20.

use grundy::{InputError, quote, read_argument};

/// The judge's board width.
pub const DEFAULT_WIDTH: u32 = 20;

/// The widest board supported: positions up to 10^9 keep every count well inside `u32`.
pub const MAX_WIDTH: u32 = 1_000_000_000;

/// The board width asked for on the command line (without the program name), or
/// [`DEFAULT_WIDTH`] when none is given.
///
/// # Errors
/// `argument --width: ...` for a missing, non-numeric or out-of-range width (read as the
/// scanner reads input numbers; the message names the range `1..=1000000000`) or a second
/// `--width`; `argument "<arg>": unknown argument ...`
/// for anything else.
///
/// # Example
/// ```
/// use hdu_5724_chess::width_from_args;
///
/// let args = |text: &str| text.split_whitespace().map(String::from).collect::<Vec<_>>().into_iter();
/// assert_eq!(width_from_args(args("")), Ok(20));
/// assert_eq!(width_from_args(args("--width 1000000000")), Ok(1_000_000_000));
/// assert_eq!(width_from_args(args("--width=7")), Ok(7));
/// let error = width_from_args(args("--width 0")).unwrap_err();
/// assert_eq!(error.to_string(), r#"argument --width: expected a board width in 1..=1000000000, found "0""#);
/// ```
pub fn width_from_args(args: impl Iterator<Item = String>) -> Result<u32, InputError> {
    let mut args = args;
    let mut width = None;
    while let Some(arg) = args.next() {
        let value = if arg == "--width" {
            args.next().ok_or_else(|| {
                InputError::argument("--width", "expected a board width after it, found nothing")
            })?
        } else if let Some(value) = arg.strip_prefix("--width=") {
            value.to_owned()
        } else {
            return Err(InputError::argument(
                quote(&arg),
                "unknown argument (the only one accepted is --width W)",
            ));
        };
        if width.is_some() {
            return Err(InputError::argument("--width", "given more than once"));
        }
        width = Some(read_width(&value)?);
    }
    Ok(width.unwrap_or(DEFAULT_WIDTH))
}

/// Checks a width given to the library directly, as [`width_from_args`] checks one given on
/// the command line.
///
/// # Errors
/// A width outside `1..=MAX_WIDTH`.
pub fn check_width(width: u32) -> Result<u32, InputError> {
    read_width(&width.to_string())
}

/// Reads the value of `--width` as an integer in `1..=MAX_WIDTH`.
fn read_width(value: &str) -> Result<u32, InputError> {
    read_argument("--width", value, "a board width", 1..=MAX_WIDTH)
}
