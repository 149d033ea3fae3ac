//! The command line every problem binary shares: `--help`, `--version`, `--explain`, and the
//! problem's own options, each given as `--name VALUE` or `--name=VALUE`. A crate declares what
//! it is and which options it takes in one [`Program`]; its `main` is one call to
//! [`run_program`].

use std::fmt::Write;
use std::ops::RangeInclusive;
use std::process::ExitCode;

use crate::input::{InputError, ScanInt, quote, read_argument};
use crate::run::run_main;

/// One option of a problem binary, besides the ones every binary has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProgramOption {
    /// Its name, with the dashes: `--width`.
    pub name: &'static str,
    /// The name of its value in the help (`W`); empty for a flag that takes none.
    pub value: &'static str,
    /// One line of help.
    pub help: &'static str,
}

/// What a problem binary says about itself in `--help` and `--version`, and the options it
/// takes besides `--help`, `--version` and `--explain`.
///
/// # Example
/// ```
/// use grundy::{Invocation, Program, ProgramOption};
///
/// const PROGRAM: Program = Program {
///     name: "nim",
///     version: "0.1.0",
///     about: "Nim: take any number of stones from one pile; who cannot move loses.",
///     format: "input: n, then n pile sizes\noutput: First or Second",
///     example_input: "2\n1 1\n",
///     example_output: "Second\n",
///     options: &[ProgramOption { name: "--piles-limit", value: "N", help: "accept up to N piles" }],
/// };
/// let args = |text: &str| text.split_whitespace().map(String::from).collect::<Vec<_>>();
/// let Invocation::Run(options) = PROGRAM.parse(args("--explain --piles-limit=5"))? else { panic!() };
/// assert!(options.explain());
/// assert_eq!(options.number::<u32>("--piles-limit", "a pile limit", 1..=9)?, Some(5));
/// assert!(matches!(PROGRAM.parse(args("--help"))?, Invocation::Help));
/// let error = PROGRAM.parse(args("--frob")).unwrap_err();
/// assert_eq!(error.to_string(), "argument \"--frob\": unknown option (nim takes --piles-limit N, --explain, --help, --version)");
/// # Ok::<(), grundy::InputError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Program {
    /// The binary's name (the crate's).
    pub name: &'static str,
    /// Its version, `env!("CARGO_PKG_VERSION")`.
    pub version: &'static str,
    /// One line: what the problem is.
    pub about: &'static str,
    /// The input and output format and the limits, a few lines.
    pub format: &'static str,
    /// An example input...
    pub example_input: &'static str,
    /// ...and the output it gives.
    pub example_output: &'static str,
    /// The problem's own options.
    pub options: &'static [ProgramOption],
}

/// The options every binary has, after the problem's own in the help.
const SHARED: [ProgramOption; 3] = [
    ProgramOption {
        name: "--explain",
        value: "",
        help: "explain each answer: a winning move (or that every move loses), the Grundy values",
    },
    ProgramOption {
        name: "--help",
        value: "",
        help: "print this help and exit",
    },
    ProgramOption {
        name: "--version",
        value: "",
        help: "print the version and exit",
    },
];

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Invocation {
    /// `--help`: print [`Program::help`].
    Help,
    /// `--version`: print [`Program::version_line`].
    Version,
    /// Solve the input on stdin with these options.
    Run(Options),
}

/// The options a run was given.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    explain: bool,
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

impl Program {
    /// Every option this program takes, its own first.
    fn all_options(&self) -> impl Iterator<Item = &ProgramOption> {
        self.options.iter().chain(SHARED.iter())
    }

    /// Reads the command line (without the program's name).
    ///
    /// # Errors
    /// An unknown option or a stray word, an option without its value, a flag given a value,
    /// or an option given twice: an `argument ...` error naming it.
    ///
    /// # Complexity
    /// O(arguments x options).
    pub fn parse(&self, args: impl IntoIterator<Item = String>) -> Result<Invocation, InputError> {
        let mut options = Options::default();
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            let (name, inline) = match arg.split_once('=') {
                Some((name, value)) if name.starts_with("--") => (name.to_owned(), Some(value)),
                _ => (arg.clone(), None),
            };
            let Some(option) = self.all_options().find(|option| option.name == name) else {
                return Err(InputError::argument(
                    quote(&arg),
                    format!(
                        "unknown option ({} takes {})",
                        self.name,
                        self.option_list()
                    ),
                ));
            };
            if option.value.is_empty() {
                if inline.is_some() {
                    return Err(InputError::argument(option.name, "takes no value"));
                }
                match option.name {
                    "--help" => return Ok(Invocation::Help),
                    "--version" => return Ok(Invocation::Version),
                    _ if options.explain => {
                        return Err(InputError::argument(option.name, "given more than once"));
                    }
                    _ => options.explain = true,
                }
                continue;
            }
            let value = match inline {
                Some(value) => value.to_owned(),
                None => args.next().ok_or_else(|| {
                    InputError::argument(
                        option.name,
                        format!("expected {} after it, found nothing", option.value),
                    )
                })?,
            };
            if options.value(option.name).is_some() {
                return Err(InputError::argument(option.name, "given more than once"));
            }
            options.values.push((option.name, value));
        }
        Ok(Invocation::Run(options))
    }

    /// `--width W, --explain, --help, --version`.
    fn option_list(&self) -> String {
        let names: Vec<String> = self
            .all_options()
            .map(|option| {
                format!("{} {}", option.name, option.value)
                    .trim_end()
                    .to_owned()
            })
            .collect();
        names.join(", ")
    }

    /// `<name> <version>`.
    pub fn version_line(&self) -> String {
        format!("{} {}\n", self.name, self.version)
    }

    /// The `--help` text: what the problem is, the format and limits, every option, an example.
    pub fn help(&self) -> String {
        let indent = |text: &str| -> String {
            text.lines()
                .map(|line| format!("  {line}").trim_end().to_owned() + "\n")
                .collect()
        };
        let mut help = format!("{} {}\n{}\n\n", self.name, self.version, self.about);
        let _ = writeln!(help, "usage: {} [options] < input\n", self.name);
        let _ = writeln!(help, "input and output:\n{}", indent(self.format));
        help.push_str("options:\n");
        let width = self
            .all_options()
            .map(|o| o.name.len() + o.value.len() + 1)
            .max()
            .unwrap_or(0);
        for option in self.all_options() {
            let left = format!("{} {}", option.name, option.value);
            let _ = writeln!(help, "  {left:<width$}  {}", option.help);
        }
        let _ = write!(
            help,
            "\nexample:\n  input:\n{}  output:\n{}",
            indent(&indent(self.example_input)),
            indent(&indent(self.example_output))
        );
        help
    }
}

/// The whole `main` of a problem binary: reads the command line first (an error there is
/// reported before any input is read), answers `--help` and `--version`, and otherwise runs
/// `solve` on stdin through [`run_main`].
///
/// ```no_run
/// # const PROGRAM: grundy::Program = grundy::Program { name: "x", version: "0", about: "", format: "", example_input: "", example_output: "", options: &[] };
/// fn main() -> std::process::ExitCode {
///     grundy::run_program(&PROGRAM, |options, input| Ok(format!("{}\n", options.explain())))
/// }
/// ```
pub fn run_program(
    program: &Program,
    solve: impl FnOnce(&Options, &str) -> Result<String, InputError>,
) -> ExitCode {
    match program.parse(std::env::args().skip(1)) {
        Ok(Invocation::Help) => {
            print!("{}", program.help());
            ExitCode::SUCCESS
        }
        Ok(Invocation::Version) => {
            print!("{}", program.version_line());
            ExitCode::SUCCESS
        }
        Ok(Invocation::Run(options)) => run_main(|input| solve(&options, input)),
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHESS: Program = Program {
        name: "chess",
        version: "1.2.3",
        about: "Pieces jump right.",
        format: "input: T cases\noutput: YES or NO",
        example_input: "1\n1\n1 19\n",
        example_output: "YES\n",
        options: &[ProgramOption {
            name: "--width",
            value: "W",
            help: "boards W cells wide",
        }],
    };

    fn parse(text: &str) -> Result<Invocation, InputError> {
        CHESS.parse(text.split_whitespace().map(str::to_owned))
    }

    fn run_options(text: &str) -> Options {
        match parse(text) {
            Ok(Invocation::Run(options)) => options,
            other => panic!("{text:?} gave {other:?}"),
        }
    }

    #[test]
    fn values_are_taken_after_a_space_or_an_equals_sign() {
        assert_eq!(run_options("--width 7").value("--width"), Some("7"));
        assert_eq!(run_options("--width=7").value("--width"), Some("7"));
        assert_eq!(run_options("").value("--width"), None);
        assert!(run_options("--explain --width=3").explain());
        assert!(!run_options("--width=3").explain());
    }

    #[test]
    fn help_and_version_win_over_everything_after_them() {
        assert_eq!(parse("--help --frob"), Ok(Invocation::Help));
        assert_eq!(parse("--version"), Ok(Invocation::Version));
        assert_eq!(CHESS.version_line(), "chess 1.2.3\n");
    }

    #[test]
    fn bad_command_lines_are_argument_errors() {
        let message = |text: &str| parse(text).unwrap_err().to_string();
        assert_eq!(
            message("--frob"),
            "argument \"--frob\": unknown option (chess takes --width W, --explain, --help, --version)"
        );
        assert!(message("input.txt").starts_with("argument \"input.txt\": unknown option"));
        assert_eq!(
            message("--width"),
            "argument --width: expected W after it, found nothing"
        );
        assert_eq!(
            message("--explain=yes"),
            "argument --explain: takes no value"
        );
        assert_eq!(
            message("--width 1 --width 2"),
            "argument --width: given more than once"
        );
        assert_eq!(
            message("--explain --explain"),
            "argument --explain: given more than once"
        );
    }

    #[test]
    fn numbers_are_read_as_the_scanner_reads_them() {
        let options = run_options("--width=0");
        let error = options
            .number::<u32>("--width", "a board width", 1..=20)
            .unwrap_err();
        assert_eq!(
            error.to_string(),
            "argument --width: expected a board width in 1..=20, found \"0\""
        );
        assert_eq!(
            Options::new().number::<u32>("--width", "a width", 1..=20),
            Ok(None)
        );
    }

    #[test]
    fn the_help_says_what_the_format_and_every_option_and_an_example_are() {
        let help = CHESS.help();
        for part in [
            "chess 1.2.3\nPieces jump right.\n",
            "usage: chess [options] < input",
            "  input: T cases\n  output: YES or NO\n",
            "  --width W   boards W cells wide\n",
            "  --explain   explain each answer",
            "  --help",
            "  --version",
            "example:\n  input:\n    1\n    1\n    1 19\n  output:\n    YES\n",
        ] {
            assert!(help.contains(part), "the help lacks {part:?}:\n{help}");
        }
        assert!(help.lines().all(|line| line == line.trim_end()), "{help}");
    }
}
