//! The command-line arguments of every command, declared once ([`Spec`]): the declaration gives
//! the parser its options and `--help` its text, so the two cannot drift. One style for every
//! command: flags (`--accept`), options with a value given either way (`--runs 5` or
//! `--runs=5`), and positional words. Anything after `--` (the user's own command) is passed on
//! untouched. An option the command does not declare is an error that suggests the nearest one.

use crate::error::{Result, bail};
use crate::workspace::edit_distance;

/// A command's declaration: what `--help` prints and what the parser accepts.
#[derive(Debug)]
pub struct Spec {
    /// The command's name (`judge`).
    pub name: &'static str,
    /// Its arguments after the name, as the usage line shows them (`PROBLEM [options] -- CMD`).
    pub arguments: &'static str,
    /// What it does in a line or two, for the list of commands ([`commands_help`]).
    pub summary: &'static str,
    /// What it does: paragraphs, each line as it is to be printed.
    pub about: &'static str,
    /// Its options (and positional words worth a line), in sections, at least one: the last
    /// one ends with `--help`.
    pub sections: &'static [Section],
    /// Text after the options (examples); may be empty.
    pub after: &'static str,
}

/// A titled list of a command's options in its help (`options`, `what to explore`).
#[derive(Debug)]
pub struct Section {
    /// The title (`options`).
    pub title: &'static str,
    /// The entries.
    pub options: &'static [Opt],
}

/// One option (`--runs`, with its value `N`), or a positional word (`PROBLEM`), and what it
/// does. An option whose `help` is empty is accepted but not shown (a hidden one).
#[derive(Debug)]
pub struct Opt {
    /// `--runs`, or a positional word such as `PROBLEM`.
    pub name: &'static str,
    /// The value's name (`N`), for an option that takes one.
    pub value: Option<&'static str>,
    /// What it does, as one paragraph (wrapped by the help).
    pub help: &'static str,
}

/// How wide the help's lines are at most.
const WIDTH: usize = 96;

impl Spec {
    /// The command's help as `--help` prints it, for the runner `runner` (`cargo xtask`).
    pub fn help(&self, runner: &str) -> String {
        let usage = format!("usage: {runner} {} ", self.name);
        let mut text = wrapped(&usage, self.arguments, usage.len());
        text += &format!("\n{}\n", self.about);
        for (index, section) in self.sections.iter().enumerate() {
            let mut entries: Vec<(String, &str)> = section
                .options
                .iter()
                .filter(|option| !option.help.is_empty())
                .map(|option| match option.value {
                    Some(value) => (format!("{} {value}", option.name), option.help),
                    None => (option.name.to_owned(), option.help),
                })
                .collect();
            if index + 1 == self.sections.len() {
                entries.push(("--help".to_owned(), "print this help"));
            }
            let column = entries
                .iter()
                .map(|(name, _)| name.len())
                .max()
                .unwrap_or(0)
                + 4;
            text += &format!("\n{}:\n", section.title);
            for (name, help) in entries {
                text += &entry(&name, help, column);
            }
        }
        if !self.after.is_empty() {
            text += &format!("\n{}\n", self.after);
        }
        text.trim_end().to_owned()
    }

    /// The declared option `name`, if it is one (a positional word is not).
    fn option(&self, name: &str) -> Option<&Opt> {
        self.options().find(|option| option.name == name)
    }

    /// Every declared option (not the positional words), `--help` aside.
    fn options(&self) -> impl Iterator<Item = &Opt> {
        let all = self.sections.iter().flat_map(|section| section.options);
        all.filter(|option| option.name.starts_with("--"))
    }
}

/// The options `spec`'s usage line names that it does not declare: none for a declaration
/// that says the same in its usage as in its options (the tests hold every command to it).
pub fn undeclared_in_usage(spec: &Spec) -> Vec<&'static str> {
    let named = spec
        .arguments
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'));
    let options: Vec<&str> = named
        .filter(|word| word.len() > 2 && word.starts_with("--"))
        .collect();
    options
        .into_iter()
        .filter(|&name| spec.option(name).is_none())
        .collect()
}

/// The list of `commands` as a runner's help gives it: each one's usage, then its summary
/// indented beneath.
pub fn commands_help(commands: &[&Spec]) -> String {
    let mut text = String::new();
    for spec in commands {
        let usage = format!("  {} ", spec.name);
        text += &wrapped(&usage, spec.arguments, usage.len());
        text += &wrapped("", spec.summary, 17);
    }
    text
}

/// One entry of a help section: `  NAME` padded to `column`, then `help` wrapped to
/// [`WIDTH`], its later lines under its first.
fn entry(name: &str, help: &str, column: usize) -> String {
    wrapped(
        &format!("  {name:<width$}", width = column - 2),
        help,
        column,
    )
}

/// `first` padded to `indent`, then the words of `text` wrapped to [`WIDTH`], each later line
/// indented by `indent`; every line ends with a line end.
fn wrapped(first: &str, text: &str, indent: usize) -> String {
    let mut lines = Vec::new();
    let (mut line, mut has_word) = (format!("{first:<indent$}"), false);
    for word in text.split_whitespace() {
        if has_word && line.len() + 1 + word.len() > WIDTH {
            lines.push(line);
            (line, has_word) = (" ".repeat(indent), false);
        }
        if has_word {
            line.push(' ');
        }
        line.push_str(word);
        has_word = true;
    }
    lines.push(line);
    lines
        .iter()
        .map(|line| format!("{}\n", line.trim_end()))
        .collect()
}

/// The arguments of one command, checked against its [`Spec`], consumed as the command asks
/// for them.
#[derive(Debug)]
pub struct Args {
    /// Options and positional words not yet taken.
    words: Vec<String>,
    /// What follows `--`, if it was given.
    rest: Option<Vec<String>>,
    /// The command's declaration.
    spec: &'static Spec,
}

impl Args {
    /// The arguments after the command's name, checked against `spec`: every option before
    /// `--` is one it declares, a flag has no value and an option has one.
    ///
    /// # Errors
    /// An option `spec` does not declare (with the nearest one it does, when one is near), a
    /// flag given a value, or an option given none.
    pub fn new(args: &[String], spec: &'static Spec) -> Result<Self> {
        let (words, rest) = match args.iter().position(|arg| arg == "--") {
            Some(at) => (args[..at].to_vec(), Some(args[at + 1..].to_vec())),
            None => (args.to_vec(), None),
        };
        for (index, word) in words.iter().enumerate() {
            if !word.starts_with('-') || word == "-" || word == "--help" || word == "-h" {
                continue;
            }
            let (name, inline) = match word.split_once('=') {
                Some((name, _)) => (name, true),
                None => (word.as_str(), false),
            };
            let given_value = inline || words.get(index + 1).is_some();
            match spec.option(name) {
                Some(option) if option.value.is_none() && inline => {
                    bail!("{name} takes no value")
                }
                Some(option) if option.value.is_some() && !given_value => {
                    bail!("{name} needs a value")
                }
                Some(_) => {}
                None => bail!("{}", unknown(spec, name)),
            }
        }
        Ok(Self { words, rest, spec })
    }

    /// Whether `--help` or `-h` was given.
    pub fn wants_help(&self) -> bool {
        self.words
            .iter()
            .any(|word| word == "--help" || word == "-h")
    }

    /// The declaration of `name`, which the command's own code asks for.
    ///
    /// # Panics
    /// If `name` is not declared as an option with (`valued`) or without a value: the parser
    /// and the help must say the same.
    fn declared(&self, name: &str, valued: bool) {
        let option = self.spec.option(name);
        assert!(
            option.is_some_and(|option| option.value.is_some() == valued),
            "{} asks for {name}, which its Spec does not declare so",
            self.spec.name
        );
    }

    /// Takes the flag `name` (such as `--accept`): whether it was given.
    pub fn flag(&mut self, name: &'static str) -> bool {
        self.declared(name, false);
        let before = self.words.len();
        self.words.retain(|word| word != name);
        self.words.len() != before
    }

    /// Takes the option `name` with its value, given as `name VALUE` or `name=VALUE`.
    ///
    /// # Errors
    /// If the option is given without a value, or more than once.
    pub fn value(&mut self, name: &'static str) -> Result<Option<String>> {
        self.declared(name, true);
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

    /// The positional words left, once every option has been taken (every option was
    /// checked by [`Args::new`]; `--help` aside, which a command that runs was not given).
    pub fn positional(self) -> Vec<String> {
        self.words
    }
}

/// The error for the undeclared option `name` of `spec`: the nearest declared one, when one
/// is near (a typo of at most two edits, or a prefix), and the ones it takes.
fn unknown(spec: &Spec, name: &str) -> String {
    let mut known: Vec<&str> = spec
        .options()
        .filter(|o| !o.help.is_empty())
        .map(|o| o.name)
        .collect();
    known.push("--help");
    let near = known
        .iter()
        .map(|&candidate| (edit_distance(name, candidate), candidate))
        .filter(|&(distance, candidate)| distance <= 2 || candidate.starts_with(name))
        .min();
    let suggestion = near.map_or(String::new(), |(_, candidate)| {
        format!("did you mean {candidate}? ")
    });
    format!(
        "unknown option {name:?} for {}: {suggestion}({} takes {})",
        spec.name,
        spec.name,
        known.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A command with a flag, an option and a hidden flag.
    const SPEC: Spec = Spec {
        name: "try",
        arguments: "[options] NAME...",
        summary: "try things",
        about: "Tries things.",
        sections: &[Section {
            title: "options",
            options: &[
                Opt {
                    name: "--accept",
                    value: None,
                    help: "accept every change in place, which is a long sentence that must wrap \
                           onto a second line under the first",
                },
                Opt {
                    name: "--runs",
                    value: Some("N"),
                    help: "runs per case (default 3)",
                },
                Opt {
                    name: "--secret",
                    value: None,
                    help: "",
                },
            ],
        }],
        after: "",
    };

    fn args(text: &str) -> Result<Args> {
        let words: Vec<String> = text.split_whitespace().map(str::to_owned).collect();
        Args::new(&words, &SPEC)
    }

    #[test]
    fn the_help_comes_from_the_declaration_with_long_lines_wrapped_and_hidden_options_left_out() {
        let help = SPEC.help("cargo xtask");
        assert_eq!(
            help,
            "usage: cargo xtask try [options] NAME...\n\nTries things.\n\noptions:\n  \
             --accept  accept every change in place, which is a long sentence that must wrap \
             onto a second\n            line under the first\n  --runs N  runs per case \
             (default 3)\n  --help    print this help"
        );
        assert!(help.lines().all(|line| line.len() <= WIDTH));
    }

    #[test]
    fn an_option_value_may_follow_a_space_or_an_equals_sign() {
        assert_eq!(args("--runs 5").unwrap().number("--runs", 1..=9, 3), Ok(5));
        assert_eq!(args("--runs=5").unwrap().number("--runs", 1..=9, 3), Ok(5));
        assert_eq!(args("").unwrap().number("--runs", 1..=9, 3), Ok(3));
    }

    #[test]
    fn flags_options_and_positional_words_mix_in_any_order() {
        let mut parsed = args("a --accept b --runs=2 c --secret").unwrap();
        assert!(parsed.flag("--accept"));
        assert!(parsed.flag("--secret"));
        assert_eq!(parsed.value("--runs"), Ok(Some("2".to_owned())));
        assert_eq!(
            parsed.positional(),
            vec!["a".to_owned(), "b".to_owned(), "c".to_owned()]
        );
    }

    #[test]
    fn an_unknown_option_is_an_error_suggesting_the_nearest_declared_one() {
        let error = args("--acept").unwrap_err();
        assert_eq!(
            error.0,
            "unknown option \"--acept\" for try: did you mean --accept? (try takes --accept, \
             --runs, --help)"
        );
        let far = args("--verbose").unwrap_err();
        assert_eq!(
            far.0,
            "unknown option \"--verbose\" for try: (try takes --accept, --runs, --help)"
        );
        assert!(
            args("--run 3")
                .unwrap_err()
                .0
                .contains("did you mean --runs?")
        );
    }

    #[test]
    fn bad_values_are_errors_that_name_the_option() {
        assert_eq!(args("--runs").unwrap_err().0, "--runs needs a value");
        assert_eq!(
            args("--accept=yes").unwrap_err().0,
            "--accept takes no value"
        );
        assert!(args("--runs 1 --runs 2").unwrap().value("--runs").is_err());
        let error = args("--runs x")
            .unwrap()
            .number("--runs", 1..=9, 3)
            .unwrap_err();
        assert_eq!(
            error.0,
            "--runs takes a whole number from 1 to 9, not \"x\""
        );
    }

    #[test]
    #[should_panic(expected = "does not declare")]
    fn asking_for_an_option_the_declaration_lacks_is_a_bug_caught_at_once() {
        args("").unwrap().flag("--forgotten");
    }

    #[test]
    fn what_follows_a_double_dash_is_left_alone() {
        let mut parsed = args("p --accept -- ./a.out --runs 3 --anything").unwrap();
        assert_eq!(
            parsed.after_double_dash(),
            Some(vec![
                "./a.out".into(),
                "--runs".into(),
                "3".into(),
                "--anything".into()
            ])
        );
        assert!(parsed.flag("--accept"));
        assert_eq!(parsed.positional(), vec!["p".to_owned()]);
    }

    #[test]
    fn help_is_noticed_in_either_spelling() {
        assert!(args("x --help").unwrap().wants_help());
        assert!(args("-h").unwrap().wants_help());
        assert!(!args("x").unwrap().wants_help());
    }

    #[test]
    fn edit_distances_count_insertions_deletions_and_changes() {
        assert_eq!(edit_distance("--acept", "--accept"), 1);
        assert_eq!(edit_distance("--runs", "--rusn"), 2);
        assert_eq!(edit_distance("", "abc"), 3);
    }
}
