//! The options one run of a problem's binary was given: `--explain` and the problem's own.

use std::ops::RangeInclusive;

use crate::input::{InputError, ScanInt, read_argument};

/// The options a run was given.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    pub(crate) explain: bool,
    values: Vec<(&'static str, String)>,
}

impl Options {
    /// No options: the judge's output.
    pub fn new() -> Self {
        Self::default()
    }

    /// The same options with `--explain` on.
    pub fn explained(mut self) -> Self {
        self.explain = true;
        self
    }

    /// Whether `--explain` was given.
    pub fn explain(&self) -> bool {
        self.explain
    }

    /// Records `value` as given to the option `name` (the command line's reading).
    pub(crate) fn set(&mut self, name: &'static str, value: String) {
        self.values.push((name, value));
    }

    /// The value given to the option `name` (such as `--width`), if it was given.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.values
            .iter()
            .find(|(option, _)| *option == name)
            .map(|(_, value)| value.as_str())
    }

    /// The value of the option `name` as an integer in `range`, read as the scanner reads
    /// numbers; `None` if the option was not given.
    ///
    /// # Errors
    /// `argument <name>: expected <what> in <lo>..=<hi>, found "<value>"`.
    pub fn number<T: ScanInt>(
        &self,
        name: &str,
        what: &str,
        range: RangeInclusive<T>,
    ) -> Result<Option<T>, InputError> {
        self.value(name)
            .map(|value| read_argument(name, value, what, range))
            .transpose()
    }
}
