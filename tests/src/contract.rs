//! The bad-input contract every binary keeps: exit status 1, nothing on stdout, and exactly one
//! line on stderr, `error: ` followed by where and what. [`rejection_faults`] is the one
//! statement of it, used by the tests here and by `cargo xtask check-samples` on real runs.

use std::panic::{self, AssertUnwindSafe};

use harness::{InputError, Outcome};

/// Every way a run breaks the bad-input contract; empty when it keeps it.
///
/// `status` is the exit code (`None` when the process was killed by a signal).
///
/// # Example
/// ```
/// use grundy_tests::rejection_faults;
///
/// assert!(rejection_faults(Some(1), b"", b"error: line 1, column 1: bad\n").is_empty());
/// let faults = rejection_faults(Some(0), b"YES\n", b"");
/// assert_eq!(faults.len(), 3); // status 0, stdout written, no error line
/// ```
pub fn rejection_faults(status: Option<i32>, stdout: &[u8], stderr: &[u8]) -> Vec<String> {
    let mut faults = Vec::new();
    if status != Some(1) {
        let status = status.map_or("none (killed by a signal)".to_owned(), |s| s.to_string());
        faults.push(format!("exit status {status}, expected 1"));
    }
    if !stdout.is_empty() {
        faults.push(format!("{} bytes on stdout, expected none", stdout.len()));
    }
    let stderr = String::from_utf8_lossy(stderr);
    let one_line = stderr.ends_with('\n') && stderr.lines().count() == 1;
    if !(one_line && stderr.starts_with("error: ")) || stderr.contains("panicked") {
        faults.push(format!("stderr must be one `error: ` line, got {stderr:?}"));
    }
    faults
}

/// [`rejection_faults`] of a run made in-process.
pub fn outcome_faults(outcome: &Outcome) -> Vec<String> {
    rejection_faults(
        Some(i32::from(outcome.status)),
        outcome.stdout.as_bytes(),
        outcome.stderr.as_bytes(),
    )
}

/// Where a bad input must be reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// At this 1-based line and column.
    At(usize, usize),
    /// At the end of the input.
    EndOfInput,
    /// In the command-line argument of this name (as [`InputError::argument`] words it).
    Argument(&'static str),
    /// Anywhere: only the contract itself is checked.
    Anywhere,
}

/// Runs `solve` on `input` in-process as its binary would ([`harness::execute_text`]), catching any
/// panic, and returns what it printed.
///
/// # Panics
/// If `solve` panics, naming the input.
pub fn run_in_process(
    solve: impl FnOnce(&str) -> Result<String, InputError>,
    input: &[u8],
) -> Outcome {
    panic::catch_unwind(AssertUnwindSafe(|| harness::execute_text(input, solve))).unwrap_or_else(
        |_| {
            panic!(
                "the solver panicked on input {:?}",
                String::from_utf8_lossy(input)
            )
        },
    )
}

/// Runs `solve` on `input` as its binary would and asserts the bad-input contract
/// ([`rejection_faults`]) and the place the error names: `line L, column C: `,
/// `unexpected end of input: ` or `argument NAME: `.
///
/// Returns the stderr line (without its newline) for further checks on the message.
///
/// # Panics
/// When the solver panics or any part of the contract fails, with the input in the message.
///
/// # Example
/// ```
/// use grundy_tests::{Expected, assert_rejected};
///
/// let solve = |text: &str| harness::Scanner::new(text).read::<u8>("n", 0..=9).map(|n| n.to_string());
/// let line = assert_rejected(solve, "\n  x", Expected::At(2, 3));
/// assert!(line.ends_with(r#"found "x""#));
/// ```
pub fn assert_rejected(
    solve: impl FnOnce(&str) -> Result<String, InputError>,
    input: &str,
    expected: Expected,
) -> String {
    let outcome = run_in_process(solve, input.as_bytes());
    let faults = outcome_faults(&outcome);
    assert!(
        faults.is_empty(),
        "input {input:?} was not rejected properly: {}",
        faults.join("; ")
    );
    let line = outcome.stderr.trim_end_matches('\n');
    let place = match expected {
        Expected::At(row, column) => format!("error: line {row}, column {column}: "),
        Expected::EndOfInput => "error: unexpected end of input: ".to_owned(),
        Expected::Argument(name) => format!("error: argument {name}: "),
        Expected::Anywhere => "error: ".to_owned(),
    };
    assert!(
        line.starts_with(&place),
        "for input {input:?} expected an error starting {place:?}, got {line:?}"
    );
    line.to_owned()
}

/// [`assert_rejected`], and the error line must also contain `words` (the part of the message
/// that says what is wrong). Returns the line.
///
/// # Panics
/// As [`assert_rejected`], or when the line does not contain `words`.
///
/// # Example
/// ```
/// use grundy_tests::{Expected, assert_rejected_saying};
///
/// let solve = |text: &str| harness::Scanner::new(text).read::<u8>("a pile size", 0..=9).map(|n| n.to_string());
/// assert_rejected_saying(solve, "12", Expected::At(1, 1), "a pile size in 0..=9");
/// ```
pub fn assert_rejected_saying(
    solve: impl FnOnce(&str) -> Result<String, InputError>,
    input: &str,
    expected: Expected,
    words: &str,
) -> String {
    let line = assert_rejected(solve, input, expected);
    assert!(
        line.contains(words),
        "for input {input:?} the error {line:?} does not say {words:?}"
    );
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_proper_rejection_has_no_faults() {
        assert!(rejection_faults(Some(1), b"", b"error: line 1, column 1: bad\n").is_empty());
    }

    #[test]
    fn a_rejection_must_leave_stdout_empty_and_say_error_once() {
        assert!(!rejection_faults(Some(1), b"YES\n", b"error: x\n").is_empty());
        assert!(!rejection_faults(Some(1), b"", b"error: x\nerror: y\n").is_empty());
        assert!(!rejection_faults(Some(1), b"", b"error: x").is_empty());
        assert!(!rejection_faults(Some(101), b"", b"thread 'main' panicked\n").is_empty());
        assert!(!rejection_faults(None, b"", b"error: x\n").is_empty());
        assert!(!rejection_faults(Some(0), b"", b"").is_empty());
    }

    #[test]
    fn assert_rejected_accepts_errors_at_a_token_and_at_the_end() {
        let solve = |text: &str| {
            harness::Scanner::new(text)
                .read::<u8>("n", 0..=9)
                .map(|n| n.to_string())
        };
        assert_rejected(solve, "", Expected::EndOfInput);
        assert_rejected(solve, "10", Expected::At(1, 1));
        assert_rejected(solve, "y", Expected::Anywhere);
    }

    #[test]
    #[should_panic(expected = "exit status 0")]
    fn assert_rejected_fails_on_success() {
        assert_rejected(|_| Ok("1\n".into()), "1", Expected::EndOfInput);
    }

    #[test]
    #[should_panic(expected = "panicked")]
    fn assert_rejected_fails_on_a_panic() {
        assert_rejected(|_| panic!("boom"), "1", Expected::EndOfInput);
    }

    #[test]
    #[should_panic(expected = "expected an error starting")]
    fn assert_rejected_fails_on_the_wrong_place() {
        assert_rejected(
            |_| Err(InputError::end_of_input("x")),
            "1",
            Expected::At(1, 1),
        );
    }
}
