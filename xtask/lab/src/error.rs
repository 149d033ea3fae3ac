//! The runner's one error type: a message saying what went wrong, printed as `error: ...` with
//! exit status 1. A command either succeeds (`Ok`) or fails with an `Error`, whether it could
//! not run (a bad argument, a failed build) or ran and found failures ("3 of 165 cases failed").

use std::fmt;

/// What went wrong, in words for the user.
#[derive(Debug, PartialEq, Eq)]
pub struct Error(pub String);

/// The result of a command or a step of one.
pub type Result<T = ()> = std::result::Result<T, Error>;

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<String> for Error {
    fn from(message: String) -> Self {
        Error(message)
    }
}

impl From<&str> for Error {
    fn from(message: &str) -> Self {
        Error(message.to_owned())
    }
}

/// Returns early with an [`Error`] built like `format!`.
#[macro_export]
macro_rules! bail {
    ($($arg:tt)*) => {
        return Err($crate::error::Error(format!($($arg)*)))
    };
}
pub use bail;

/// Adds what was being done to an I/O (or any displayable) error.
pub trait Context<T> {
    /// `cannot <what>: <error>`.
    fn context(self, what: impl FnOnce() -> String) -> Result<T>;
}

impl<T, E: fmt::Display> Context<T> for std::result::Result<T, E> {
    fn context(self, what: impl FnOnce() -> String) -> Result<T> {
        self.map_err(|error| Error(format!("cannot {}: {error}", what())))
    }
}
