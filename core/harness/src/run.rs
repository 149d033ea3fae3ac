//! The helper every problem's `main.rs` calls: read stdin a chunk at a time as the solver
//! asks, and either write the whole answer to stdout or one `error:` line to stderr with exit
//! status 1 (the output is buffered, not the input).
//!
//! [`execute`] is the pure part (bytes in, [`Outcome`] out), so tests can check exactly what a
//! binary would print without starting a process; [`run_main`] wires it to the real streams.

use std::io::{self, Read, Write};
use std::process::ExitCode;

use crate::input::{InputError, Pos, Scanner};

/// What a run produced: the bytes for stdout and stderr, and the exit status.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The whole answer on success; empty on error.
    pub stdout: String,
    /// Empty on success; one line starting `error: ` on error.
    pub stderr: String,
    /// 0 on success, 1 on error.
    pub status: u8,
}

/// Where invalid UTF-8 starts, as a position, so that it can be reported like any bad token.
fn position_of_byte(text: &str, offset: usize) -> Pos {
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |newline| newline + 1);
    let column = before[line_start..].chars().count() + 1;
    Pos::new(line, column)
}

/// Runs `solve` on a scanner over `input` and returns what the binary prints and its exit
/// status.
///
/// A token that is not UTF-8 is an input error at its first bad byte. On success stdout is the
/// solver's text and the status is 0; on error stdout is empty, stderr is `error: <message>\n`
/// and the status is 1.
///
/// # Complexity
/// O(input length) plus the solver.
///
/// # Example
/// ```
/// use harness::execute;
///
/// let double = |input: &mut harness::Scanner| {
///     let n: u32 = input.read("n", 0..=100)?;
///     Ok(format!("{}\n", 2 * n))
/// };
/// assert_eq!(execute(b"21\n", double).stdout, "42\n");
/// let failed = execute(b"x\n", double);
/// assert_eq!((failed.stdout.as_str(), failed.status), ("", 1));
/// assert_eq!(failed.stderr, "error: line 1, column 1: expected n in 0..=100, found \"x\"\n");
/// ```
pub fn execute(
    mut input: &[u8],
    solve: impl FnOnce(&mut Scanner<'_>) -> Result<String, InputError>,
) -> Outcome {
    outcome(solve(&mut Scanner::from_reader(&mut input)))
}

/// The outcome of a solver's result.
fn outcome(result: Result<String, InputError>) -> Outcome {
    match result {
        Ok(stdout) => Outcome {
            stdout,
            stderr: String::new(),
            status: 0,
        },
        Err(error) => Outcome {
            stdout: String::new(),
            stderr: format!("error: {error}\n"),
            status: 1,
        },
    }
}

/// The whole `main` of a problem binary: runs `solve` on a scanner over stdin (read a chunk at
/// a time, so that the input is never held whole), writes the outcome to stdout or stderr in
/// one piece, and returns the exit status.
///
/// ```no_run
/// fn main() -> std::process::ExitCode {
///     harness::run_main(|input| Ok(format!("{}\n", input.read::<u64>("n", 0..=9)?)))
/// }
/// ```
///
/// # Errors
/// A failure to read stdin or write stdout is reported as an `error:` line with status 1.
pub fn run_main(solve: impl FnOnce(&mut Scanner<'_>) -> Result<String, InputError>) -> ExitCode {
    let mut stdin = io::stdin().lock();
    let mut input = Scanner::from_reader(&mut stdin);
    let result = solve(&mut input);
    if let Some(error) = input.read_error() {
        eprintln!("error: cannot read standard input: {error}");
        return ExitCode::FAILURE;
    }
    write_outcome(&outcome(result))
}

/// [`run_main`] for a tool that needs the whole text at once: stdin read whole, checked to be
/// UTF-8 (an input error at the first bad byte).
///
/// # Errors
/// As [`run_main`].
pub fn run_main_text(solve: impl FnOnce(&str) -> Result<String, InputError>) -> ExitCode {
    let mut input = Vec::new();
    if let Err(error) = io::stdin().lock().read_to_end(&mut input) {
        eprintln!("error: cannot read standard input: {error}");
        return ExitCode::FAILURE;
    }
    write_outcome(&execute_text(&input, solve))
}

/// [`execute`] for a solver of the whole text: `input` checked to be UTF-8 first (an input
/// error at the first bad byte), as [`run_main_text`] runs a tool.
///
/// # Example
/// ```
/// let words = |text: &str| Ok(format!("{}\n", text.split_whitespace().count()));
/// assert_eq!(harness::execute_text(b"a b\n", words).stdout, "2\n");
/// let failed = harness::execute_text(b"a\n\xff", words);
/// assert_eq!(failed.stderr, "error: line 2, column 1: the input is not valid UTF-8 text\n");
/// ```
pub fn execute_text(
    input: &[u8],
    solve: impl FnOnce(&str) -> Result<String, InputError>,
) -> Outcome {
    outcome(match std::str::from_utf8(input) {
        Ok(text) => solve(text),
        Err(bad) => {
            let valid = std::str::from_utf8(&input[..bad.valid_up_to()]).unwrap_or_default();
            let pos = position_of_byte(valid, valid.len());
            Err(InputError::at(pos, "the input is not valid UTF-8 text"))
        }
    })
}

/// Writes `outcome` to stdout or stderr in one piece; its exit status.
fn write_outcome(outcome: &Outcome) -> ExitCode {
    let written = if outcome.status == 0 {
        let mut stdout = io::stdout().lock();
        stdout
            .write_all(outcome.stdout.as_bytes())
            .and_then(|()| stdout.flush())
    } else {
        io::stderr().lock().write_all(outcome.stderr.as_bytes())
    };
    match written {
        Ok(()) => ExitCode::from(outcome.status),
        Err(error) => {
            // Best effort: stderr may be the stream that failed.
            let _ = writeln!(io::stderr(), "error: cannot write output: {error}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Its input's tokens, one a line.
    fn echo(input: &mut Scanner<'_>) -> Result<String, InputError> {
        let mut out = String::new();
        while let Some(token) = input.next_token()? {
            out.push_str(token.text);
            out.push('\n');
        }
        Ok(out)
    }

    #[test]
    fn success_goes_to_stdout_with_status_zero() {
        let outcome = execute(b" hello\n", echo);
        assert_eq!(
            outcome,
            Outcome {
                stdout: "hello\n".into(),
                stderr: String::new(),
                status: 0
            }
        );
    }

    #[test]
    fn an_error_leaves_stdout_empty_and_prints_one_line() {
        let outcome = execute(b"", |_| Err(InputError::end_of_input("expected T")));
        assert_eq!(outcome.stdout, "");
        assert_eq!(
            outcome.stderr,
            "error: unexpected end of input: expected T\n"
        );
        assert_eq!(outcome.status, 1);
    }

    #[test]
    fn invalid_utf8_is_reported_at_its_line_and_column() {
        let outcome = execute(b"1 2\n3 \xff 4\n", echo);
        assert_eq!(
            outcome.stderr,
            "error: line 2, column 3: the input is not valid UTF-8 text\n"
        );
        assert_eq!(outcome.status, 1);
    }
}
