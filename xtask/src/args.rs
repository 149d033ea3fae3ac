//! The runner's command-line arguments, in one style for every command: flags (`--accept`),
//! options with a value given either way (`--runs 5` or `--runs=5`), and positional words.
//! Anything after `--` (the user's own command) is passed on untouched. Unknown options are
//! errors that list the known ones.

use crate::error::{Result, bail};

/// The arguments of one command, consumed as the command asks for them.
#[derive(Debug)]
pub struct Args {
    /// Options and positional words not yet taken.
    words: Vec<String>,
    /// What follows `--`, if it was given.
    rest: Option<Vec<String>>,
    /// The options this command has asked for, to list them in errors.
    known: Vec<&'static str>,
}

impl Args {
    /// The arguments after the command's name.
    pub fn new(args: &[String]) -> Self {
        let (words, rest) = match args.iter().position(|arg| arg == "--") {
            Some(at) => (args[..at].to_vec(), Some(args[at + 1..].to_vec())),
            None => (args.to_vec(), None),
        };
        Self {
            words,
            rest,
            known: vec!["--help"],
        }
    }

    /// Whether `--help` or `-h` was given.
    pub fn wants_help(&self) -> bool {
        self.words
            .iter()
            .any(|word| word == "--help" || word == "-h")
    }

    /// Takes the flag `name` (such as `--accept`): whether it was given.
    pub fn flag(&mut self, name: &'static str) -> bool {
        self.known.push(name);
        let before = self.words.len();
        self.words.retain(|word| word != name);
        self.words.len() != before
    }

    /// Takes the option `name` with its value, given as `name VALUE` or `name=VALUE`.
    ///
    /// # Errors
    /// If the option is given without a value, or more than once.
    pub fn value(&mut self, name: &'static str) -> Result<Option<String>> {
        self.known.push(name);
        let mut found = None;
        let mut index = 0;
        while index < self.words.len() {
            let word = &self.words[index];
            let value = if word == name {
                if index + 1 >= self.words.len() {
                    bail!("{name} needs a value");
                }
                self.words.remove(index);
                self.words.remove(index)
            } else if let Some(value) = word.strip_prefix(name).and_then(|v| v.strip_prefix('=')) {
                let value = value.to_owned();
                self.words.remove(index);
                value
            } else {
                index += 1;
                continue;
            };
            if found.replace(value).is_some() {
                bail!("{name} is given more than once");
            }
        }
        Ok(found)
    }

    /// Takes the option `name` as a whole number in `range`, if it was given.
    ///
    /// # Errors
    /// As [`value`](Args::value), or a value that is not a number in `range`.
    pub fn optional_number(
        &mut self,
        name: &'static str,
        range: std::ops::RangeInclusive<u64>,
    ) -> Result<Option<u64>> {
        let Some(text) = self.value(name)? else {
            return Ok(None);
        };
        match text.parse::<u64>() {
            Ok(number) if range.contains(&number) => Ok(Some(number)),
            _ => bail!(
                "{name} takes a whole number from {} to {}, not {text:?}",
                range.start(),
                range.end()
            ),
        }
    }

    /// What followed `--` (the user's command), if anything did.
    pub fn after_double_dash(&mut self) -> Option<Vec<String>> {
        self.rest.take()
    }

    /// Takes the option `name` as a whole number in `range`, or `default`.
    ///
    /// # Errors
    /// As [`value`](Args::value), or a value that is not a number in `range`.
    pub fn number(
        &mut self,
        name: &'static str,
        range: std::ops::RangeInclusive<u64>,
        default: u64,
    ) -> Result<u64> {
        Ok(self.optional_number(name, range)?.unwrap_or(default))
    }

    /// The positional words left, once every option has been taken.
    ///
    /// # Errors
    /// If an option is left that the command did not ask for.
    pub fn positional(self) -> Result<Vec<String>> {
        if let Some(unknown) = self.words.iter().find(|word| word.starts_with('-')) {
            bail!(
                "unknown option {unknown:?} (this command takes {})",
                self.known.join(", ")
            );
        }
        Ok(self.words)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Args {
        let words: Vec<String> = text.split_whitespace().map(str::to_owned).collect();
        Args::new(&words)
    }

    #[test]
    fn an_option_value_may_follow_a_space_or_an_equals_sign() {
        assert_eq!(args("--runs 5").number("--runs", 1..=9, 3), Ok(5));
        assert_eq!(args("--runs=5").number("--runs", 1..=9, 3), Ok(5));
        assert_eq!(args("").number("--runs", 1..=9, 3), Ok(3));
    }

    #[test]
    fn flags_options_and_positional_words_mix_in_any_order() {
        let mut parsed = args("a --accept b --runs=2 c");
        assert!(parsed.flag("--accept"));
        assert_eq!(parsed.value("--runs"), Ok(Some("2".to_owned())));
        assert_eq!(
            parsed.positional(),
            Ok(vec!["a".into(), "b".into(), "c".into()])
        );
    }

    #[test]
    fn an_unknown_option_is_an_error_listing_the_known_ones() {
        let mut parsed = args("--acept");
        parsed.flag("--accept");
        let error = parsed.positional().unwrap_err();
        assert_eq!(
            error.0,
            "unknown option \"--acept\" (this command takes --help, --accept)"
        );
    }

    #[test]
    fn bad_values_are_errors_that_name_the_option() {
        assert!(args("--runs").value("--runs").is_err());
        assert!(args("--runs 1 --runs 2").value("--runs").is_err());
        let error = args("--runs x").number("--runs", 1..=9, 3).unwrap_err();
        assert_eq!(
            error.0,
            "--runs takes a whole number from 1 to 9, not \"x\""
        );
    }

    #[test]
    fn what_follows_a_double_dash_is_left_alone() {
        let mut parsed = args("p --exact -- ./a.out --runs 3");
        assert_eq!(
            parsed.after_double_dash(),
            Some(vec!["./a.out".into(), "--runs".into(), "3".into()])
        );
        assert!(parsed.flag("--exact"));
        assert_eq!(parsed.positional(), Ok(vec!["p".into()]));
    }

    #[test]
    fn help_is_noticed_in_either_spelling() {
        assert!(args("x --help").wants_help());
        assert!(args("-h").wants_help());
        assert!(!args("x").wants_help());
    }
}
