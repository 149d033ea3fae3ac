//! The command line every problem binary shares: `--help`, `--version`, `--explain`, and the
//! problem's own options, each given as `--name VALUE` or `--name=VALUE`. A crate declares what
//! it is and which options it takes in one [`Program`]; its `main` is one call to
//! [`run_program`].

use std::fmt::Write;
use std::process::ExitCode;

use crate::generate::Size;
use crate::input::{InputError, Scanner, quote, read_argument};
use crate::options::Options;
use crate::play::Playable;
use crate::run::{run_main, run_main_text};
use crate::tools::{Tools, WITHIN_JUDGE_DRAWS};

/// One option of a problem binary, besides the ones every binary has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProgramOption {
    /// Its name, with the dashes: `--width`.
    pub name: &'static str,
    /// The name of its value in the help (`W`); empty for a flag that takes none.
    pub value: &'static str,
    /// What its value is, in words, for errors (`a board width`); empty for a flag.
    pub what: &'static str,
    /// One line of help.
    pub help: &'static str,
}

/// What a problem binary says about itself in `--help` and `--version`, and the options it
/// takes besides `--help`, `--version` and `--explain`.
///
/// # Example
/// ```
/// use harness::{Invocation, Program, ProgramOption};
///
/// const PROGRAM: Program = Program {
///     name: "nim",
///     version: "0.1.0",
///     about: "Nim: take any number of stones from one pile; who cannot move loses.",
///     format: "input: n, then n pile sizes\noutput: First or Second",
///     example_input: "2\n1 1\n",
///     example_output: "Second\n",
///     options: &[ProgramOption { name: "--piles-limit", value: "N", what: "a pile limit", help: "accept up to N piles" }],
///     tools: None,
///     play: None,
/// };
/// let args = |text: &str| text.split_whitespace().map(String::from).collect::<Vec<_>>();
/// let Invocation::Run(options) = PROGRAM.parse(args("--explain --piles-limit=5"))? else { panic!() };
/// assert!(options.explain());
/// assert_eq!(options.number::<u32>("--piles-limit", "a pile limit", 1..=9)?, Some(5));
/// assert!(matches!(PROGRAM.parse(args("--help"))?, Invocation::Help));
/// let error = PROGRAM.parse(args("--frob")).unwrap_err();
/// assert_eq!(error.to_string(), "argument \"--frob\": unknown option (nim takes --piles-limit N, --explain, --help, --version)");
/// # Ok::<(), harness::InputError>(())
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
    /// The problem's generator, for the hidden tools `--generate SIZE SEED`, `--shrink` and
    /// `--referee` that `cargo xtask gen` and `stress` use (not shown in `--help`).
    pub tools: Option<&'static dyn Tools>,
    /// The same problem played against the computer, for the hidden tool
    /// `--play FILE [CASE] [--computer-first]` that `cargo lab play PROBLEM` uses.
    pub play: Option<&'static dyn Playable>,
}

impl std::fmt::Debug for dyn Playable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Playable")
    }
}

impl std::fmt::Debug for dyn Tools {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Tools")
    }
}

/// The options every binary has, after the problem's own in the help.
const SHARED: [ProgramOption; 3] = [
    ProgramOption {
        name: "--explain",
        value: "",
        what: "",
        help: "explain each answer: a winning move, or why every move loses",
    },
    ProgramOption {
        name: "--help",
        value: "",
        what: "",
        help: "print this help and exit",
    },
    ProgramOption {
        name: "--version",
        value: "",
        what: "",
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
    /// The hidden `--generate SIZE SEED [--within-judge]`: print one generated input (with
    /// `--within-judge`, one the judge could give, or fail when none is drawn).
    Generate(Size, u64, bool),
    /// The hidden `--shrink [--within-judge]`: print the inputs one step smaller than the one
    /// on stdin (with `--within-judge`, only those the judge could give), each ended by a NUL
    /// byte.
    Shrink(bool),
    /// The hidden `--referee`: print the referee's output for the input on stdin, or exit with
    /// status 2 when it is too large to search.
    Referee,
    /// The hidden `--within-judge`: print `within` if the input on stdin is one the judge could
    /// give, else `beyond`.
    WithinJudge,
    /// The hidden `--bench-cases`: list the generator's bench cases, one per line, as
    /// `name<TAB>size<TAB>error words or -<TAB>about`.
    BenchCases,
    /// The hidden `--bench-case NAME`: print the input of one bench case.
    BenchCase(String),
    /// The hidden `--explore N`: print the values of the problem's declared components up to
    /// index `N` (see [`Exploration::text`](crate::Exploration::text)), in the game the input
    /// on stdin sets up.
    Explore(usize),
    /// The hidden `--read-floor`: read every token of the input on stdin as the scanner reads
    /// numbers, and nothing else (the floor under any solver's time on that input).
    ReadFloor,
    /// The hidden `--play FILE [CASE] [--computer-first]`: play case `CASE` (from 1; 1 by
    /// default) of the input in `FILE` against the computer, moves read from stdin (see
    /// [`play`](crate::play)); the computer first with `--computer-first`.
    Play(String, usize, bool),
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
        let mut args = args.into_iter().peekable();
        if let Some(tool) = args.peek().and_then(|first| self.tool(first)) {
            let tool = tool?;
            args.next();
            return match tool {
                "--generate" => {
                    let size = args.next().unwrap_or_default();
                    let size = size.parse().map_err(|e| InputError::argument(tool, e))?;
                    let seed = args.next().unwrap_or_default();
                    let seed = read_argument(tool, &seed, "a seed", 0..=u64::MAX)?;
                    Ok(Invocation::Generate(size, seed, within_judge(&mut args)?))
                }
                "--shrink" => Ok(Invocation::Shrink(within_judge(&mut args)?)),
                "--referee" => Ok(Invocation::Referee),
                "--explore" => {
                    let up_to = args.next().unwrap_or_default();
                    let up_to = read_argument(tool, &up_to, "the largest index", 0..=1 << 24)?;
                    Ok(Invocation::Explore(up_to))
                }
                "--within-judge" => Ok(Invocation::WithinJudge),
                "--bench-cases" => Ok(Invocation::BenchCases),
                "--bench-case" => {
                    let name = args.next().unwrap_or_default();
                    let tools = self.tools.expect("tool checked that there is a generator");
                    if tools.bench_cases().iter().all(|case| case.name != name) {
                        let names: Vec<&str> =
                            tools.bench_cases().iter().map(|case| case.name).collect();
                        return Err(InputError::argument(
                            tool,
                            format!(
                                "no bench case {} (there are: {})",
                                quote(&name),
                                names.join(", ")
                            ),
                        ));
                    }
                    Ok(Invocation::BenchCase(name))
                }
                "--play" => play_arguments(args),
                _ => Ok(Invocation::ReadFloor),
            };
        }
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
                        format!("expected {} after it, found nothing", option.what),
                    )
                })?,
            };
            if options.value(option.name).is_some() {
                return Err(InputError::argument(option.name, "given more than once"));
            }
            options.set(option.name, value);
        }
        Ok(Invocation::Run(options))
    }

    /// The hidden tool `arg` names, if it names one: an error when it needs a generator and
    /// this program has none.
    fn tool(&self, arg: &str) -> Option<Result<&'static str, InputError>> {
        if arg == "--read-floor" {
            return Some(Ok("--read-floor"));
        }
        if arg == "--play" {
            return Some(match self.play {
                Some(_) => Ok("--play"),
                None => Err(InputError::argument(
                    arg,
                    format!("{} cannot be played", self.name),
                )),
            });
        }
        let tool = [
            "--generate",
            "--shrink",
            "--referee",
            "--explore",
            "--within-judge",
            "--bench-cases",
            "--bench-case",
        ]
        .into_iter()
        .find(|tool| *tool == arg)?;
        Some(match self.tools {
            Some(_) => Ok(tool),
            None => Err(InputError::argument(
                tool,
                format!("{} has no generator", self.name),
            )),
        })
    }

    /// The answer to one command line and input, in-process, as the binary would print it:
    /// the help, the version line, or `run`'s output. The hidden tools are the binary's
    /// business and are answered here with an error.
    ///
    /// # Errors
    /// A bad command line, or `run`'s error.
    ///
    /// # Example
    /// ```
    /// # use harness::{Options, Program, Scanner};
    /// # const PROGRAM: Program = Program { name: "x", version: "1.0.0", about: "", format: "", example_input: "", example_output: "", options: &[], tools: None, play: None };
    /// let run = |options: &Options, input: &mut Scanner| {
    ///     Ok(format!("{} {}\n", options.explain(), input.read::<u8>("n", 0..=9)?))
    /// };
    /// let args = |text: &str| text.split_whitespace().map(String::from).collect::<Vec<_>>();
    /// assert_eq!(PROGRAM.respond(&args("--explain"), "7\n", run)?, "true 7\n");
    /// assert_eq!(PROGRAM.respond(&args("--version"), "", run)?, "x 1.0.0\n");
    /// # Ok::<(), harness::InputError>(())
    /// ```
    pub fn respond(
        &self,
        args: &[String],
        input: &str,
        run: impl FnOnce(&Options, &mut Scanner<'_>) -> Result<String, InputError>,
    ) -> Result<String, InputError> {
        match self.parse(args.iter().cloned())? {
            Invocation::Help => Ok(self.help()),
            Invocation::Version => Ok(self.version_line()),
            Invocation::Run(options) => run(&options, &mut Scanner::new(input)),
            Invocation::Generate(..)
            | Invocation::Shrink(_)
            | Invocation::Referee
            | Invocation::WithinJudge
            | Invocation::BenchCases
            | Invocation::BenchCase(_)
            | Invocation::Explore(_)
            | Invocation::ReadFloor
            | Invocation::Play(..) => Err(InputError::argument(
                args[0].as_str(),
                "a tool of the binary, not for respond",
            )),
        }
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
        let declared = self
            .tools
            .map(|tools| tools.help_lines())
            .unwrap_or_default();
        let _ = writeln!(
            help,
            "input and output:\n{}{}",
            indent(&declared),
            indent(self.format)
        );
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

/// Declares a problem crate's `pub const PROGRAM: Program`: its name and version from Cargo,
/// `about` and `format` as given, the example `--help` shows from a sample of the crate
/// (`example: "official-1"` reads `samples/official-1.in` and `.out`, so the help cannot drift
/// from a checked sample), its own `options` if any, and `problem`, whose hidden tools the
/// binary has.
///
/// ```ignore
/// harness::program! {
///     about: "Nim: take any number of stones from one pile; who cannot move loses.",
///     format: "output: First if the player to move wins, else Second",
///     example: "official-1",
///     problem: problem::Nim,
/// }
/// ```
///
/// (`ignore`: the example must name a crate's sample; every problem crate uses it.)
#[macro_export]
macro_rules! program {
    (
        about: $about:expr,
        format: $format:expr,
        example: $example:literal,
        problem: $problem:expr
        $(, options: $options:expr)? $(,)?
    ) => {
        /// What the binary says about itself in `--help` and `--version`.
        pub const PROGRAM: $crate::Program = $crate::Program {
            name: env!("CARGO_PKG_NAME"),
            version: env!("CARGO_PKG_VERSION"),
            about: $about,
            format: $format,
            example_input: include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/samples/",
                $example,
                ".in"
            )),
            example_output: include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/samples/",
                $example,
                ".out"
            )),
            options: $crate::program!(@options $($options)?),
            tools: Some(&$problem),
            play: Some(&$problem),
        };
    };
    (@options) => {
        &[]
    };
    (@options $options:expr) => {
        $options
    };
}

/// A problem binary's whole `src/main.rs`: `harness::main!(my_crate::PROGRAM);` is the `main`
/// that runs [`run_program`] with the program and its problem (`PROGRAM.tools`), and
/// `harness::main!(my_crate::PROGRAM, my_crate::run);` the one with a `run` of the crate's own
/// (a problem its options set up, such as a board's width).
///
/// ```ignore
/// //! `my-problem`: the judge's input on stdin, the answer on stdout (see `--help`).
/// harness::main!(my_problem::PROGRAM);
/// ```
#[macro_export]
macro_rules! main {
    ($program:path) => {
        fn main() -> ::std::process::ExitCode {
            let problem = $program
                .tools
                .expect("the program names its problem in tools");
            $crate::run_program(&$program, |options, input| {
                problem.solve_input(options, input)
            })
        }
    };
    ($program:path, $run:path) => {
        fn main() -> ::std::process::ExitCode {
            $crate::run_program(&$program, $run)
        }
    };
}

/// The whole `main` of a problem binary: reads the command line first (an error there is
/// reported before any input is read), answers `--help` and `--version`, and otherwise runs
/// `solve` on stdin through [`run_main`].
///
/// ```no_run
/// # const PROGRAM: harness::Program = harness::Program { name: "x", version: "0", about: "", format: "", example_input: "", example_output: "", options: &[], tools: None, play: None };
/// fn main() -> std::process::ExitCode {
///     harness::run_program(&PROGRAM, |options, input| Ok(format!("{}\n", options.explain())))
/// }
/// ```
pub fn run_program(
    program: &Program,
    solve: impl FnOnce(&Options, &mut Scanner<'_>) -> Result<String, InputError>,
) -> ExitCode {
    let tools = program.tools;
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
        Ok(Invocation::Generate(size, seed, within)) => {
            let tools = tools.expect("parse checked that there is a generator");
            let Some(text) = tools.generate_text(seed, size, within) else {
                eprintln!(
                    "error: no {size} input within the judge's limits in {WITHIN_JUDGE_DRAWS} \
                     draws from seed {seed}"
                );
                return ExitCode::FAILURE;
            };
            // A reader that stops early (`| head`) is no error of ours.
            let _ = std::io::Write::write_all(&mut std::io::stdout().lock(), text.as_bytes());
            ExitCode::SUCCESS
        }
        Ok(Invocation::Shrink(within)) => run_main_text(|input| {
            let tools = tools.expect("parse checked that there is a generator");
            let candidates = tools.shrink_text(input, within)?;
            Ok(candidates.iter().map(|text| format!("{text}\0")).collect())
        }),
        Ok(Invocation::Referee) => {
            let tools = tools.expect("parse checked that there is a generator");
            let mut too_large = false;
            let code = run_main_text(|input| {
                let answer = tools.referee_text(input)?;
                too_large = answer.is_none();
                Ok(answer.unwrap_or_default())
            });
            if too_large {
                eprintln!("the input is too large for the referee's exhaustive search");
                return ExitCode::from(2);
            }
            code
        }
        Ok(Invocation::WithinJudge) => run_main_text(|input| {
            let tools = tools.expect("parse checked that there is a generator");
            let within = tools.within_judge_text(input)?;
            Ok(if within { "within\n" } else { "beyond\n" }.to_owned())
        }),
        Ok(Invocation::BenchCases) => {
            let tools = tools.expect("parse checked that there is a generator");
            let list: String = tools
                .bench_cases()
                .iter()
                .map(|case| {
                    let error = case.error.unwrap_or("-");
                    format!("{}\t{}\t{error}\t{}\n", case.name, case.size, case.about)
                })
                .collect();
            print!("{list}");
            ExitCode::SUCCESS
        }
        Ok(Invocation::BenchCase(name)) => {
            let tools = tools.expect("parse checked that there is a generator");
            let text = tools
                .bench_text(&name)
                .expect("parse checked that the bench case exists");
            let _ = std::io::Write::write_all(&mut std::io::stdout().lock(), text.as_bytes());
            ExitCode::SUCCESS
        }
        Ok(Invocation::Explore(up_to)) => {
            let tools = tools.expect("parse checked that there is a generator");
            let mut declared = true;
            let code = run_main_text(|input| {
                let text = tools.explore_text(input, up_to)?;
                declared = text.is_some();
                Ok(text.unwrap_or_default())
            });
            if !declared {
                eprintln!(
                    "error: {} declares no components to explore (Problem::explore)",
                    program.name
                );
                return ExitCode::FAILURE;
            }
            code
        }
        Ok(Invocation::ReadFloor) => run_main(|input| Ok(read_floor(input))),
        Ok(Invocation::Play(file, case, computer_first)) => {
            let play = program
                .play
                .expect("parse checked that the problem can be played");
            run_play(play, &file, case, computer_first)
        }
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

/// `FILE [CASE] [--computer-first]` after `--play`.
fn play_arguments(mut args: impl Iterator<Item = String>) -> Result<Invocation, InputError> {
    let Some(file) = args.next() else {
        return Err(InputError::argument(
            "--play",
            "expected the input's FILE after it",
        ));
    };
    let (mut case, mut computer_first) = (None, false);
    for arg in args {
        if arg == "--computer-first" && !computer_first {
            computer_first = true;
        } else if case.is_none() && !computer_first {
            case = Some(read_argument(
                "--play",
                &arg,
                "a case number",
                1..=usize::MAX,
            )?);
        } else {
            return Err(InputError::argument(
                arg.as_str(),
                "unexpected after --play FILE [CASE] [--computer-first]",
            ));
        }
    }
    Ok(Invocation::Play(file, case.unwrap_or(1), computer_first))
}

/// The hidden tool `--play`: the input read from `file`, the moves from stdin.
fn run_play(play: &dyn Playable, file: &str, case: usize, computer_first: bool) -> ExitCode {
    let text = match std::fs::read_to_string(file) {
        Ok(text) => text,
        Err(error) => {
            eprintln!("error: {file}: cannot read it: {error}");
            return ExitCode::FAILURE;
        }
    };
    let (stdin, stdout) = (std::io::stdin(), std::io::stdout());
    let played = play.play_text(
        &text,
        case,
        computer_first,
        &mut stdin.lock(),
        &mut stdout.lock(),
    );
    match played {
        Ok(_) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {file}: {error}");
            ExitCode::FAILURE
        }
    }
}

/// The optional `--within-judge` after a hidden tool's own arguments; anything else is an
/// error.
fn within_judge(
    args: &mut std::iter::Peekable<impl Iterator<Item = String>>,
) -> Result<bool, InputError> {
    match args.next() {
        None => Ok(false),
        Some(arg) if arg == "--within-judge" && args.peek().is_none() => Ok(true),
        Some(arg) => Err(InputError::argument(
            arg.as_str(),
            "unexpected after the tool's arguments (only --within-judge may follow)",
        )),
    }
}

/// Reads every token of `text` as the scanner reads the numbers a solver reads (a token that is
/// not an unsigned integer is skipped over), and does nothing else: the time of this is the floor
/// under any solver's time on `text`. Returns the count of tokens and a checksum, so that the
/// reading cannot be optimised away.
///
/// # Complexity
/// O(length of `text`).
fn read_floor(input: &mut Scanner<'_>) -> String {
    let (mut tokens, mut checksum) = (0u64, 0u64);
    while !input.is_at_end() {
        if let Ok(value) = input.read::<u64>("a token", 0..=u64::MAX) {
            checksum = checksum.wrapping_add(value);
        }
        tokens += 1;
    }
    format!("{tokens} tokens, checksum {checksum}\n")
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
            what: "a board width",
            help: "boards W cells wide",
        }],
        tools: None,
        play: None,
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
            "argument --width: expected a board width after it, found nothing"
        );
        assert_eq!(
            message("--generate tiny 1"),
            "argument --generate: chess has no generator"
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

    /// A generator of one heap, for the hidden tools.
    struct Heaps;

    impl crate::Problem for Heaps {
        type Shape = crate::shape::Num<u32>;

        fn shape(&self) -> crate::shape::Num<u32> {
            crate::shape::num("n", "n", 1..=9, 0..=9).tiny(0..=9)
        }

        fn solve(&self, n: u32, _: &Options) -> Result<String, InputError> {
            Ok(format!("{n}\n"))
        }

        fn referee(&self, _: &u32) -> Option<String> {
            None
        }

        fn bench(&self) -> Vec<crate::Bench<u32>> {
            let nine = crate::BenchCase::judge("nine", "the largest heap");
            vec![nine.input(crate::draw::just(9))]
        }
    }

    #[test]
    fn the_hidden_tools_are_there_only_with_a_generator() {
        let with_tools = Program {
            tools: Some(&Heaps),
            ..CHESS
        };
        let parse = |text: &str| with_tools.parse(text.split_whitespace().map(str::to_owned));
        assert_eq!(
            parse("--generate judge 7"),
            Ok(Invocation::Generate(Size::Judge, 7, false))
        );
        assert_eq!(parse("--shrink"), Ok(Invocation::Shrink(false)));
        assert_eq!(
            parse("--shrink --within-judge"),
            Ok(Invocation::Shrink(true))
        );
        assert_eq!(
            parse("--generate tiny 3 --within-judge"),
            Ok(Invocation::Generate(Size::Tiny, 3, true))
        );
        assert!(parse("--shrink --within").is_err());
        assert_eq!(parse("--referee"), Ok(Invocation::Referee));
        assert_eq!(parse("--within-judge"), Ok(Invocation::WithinJudge));
        assert_eq!(parse("--bench-cases"), Ok(Invocation::BenchCases));
        assert_eq!(
            parse("--bench-case nine"),
            Ok(Invocation::BenchCase("nine".into()))
        );
        let unknown = parse("--bench-case ten").unwrap_err();
        assert_eq!(
            unknown.to_string(),
            r#"argument --bench-case: no bench case "ten" (there are: judge-max, nine)"#
        );
        assert_eq!(Heaps.bench_text("nine").as_deref(), Some("9\n"));
        assert_eq!(Heaps.bench_text("judge-max").as_deref(), Some("9\n"));
        assert!(parse("--generate huge 7").is_err());
        assert!(parse("--generate tiny").is_err());
        assert!(!with_tools.help().contains("--generate"));
        assert_eq!(
            Heaps.shrink_text("4\n", false),
            Ok(vec!["0\n".into(), "1\n".into(), "2\n".into(), "3\n".into()])
        );
        assert_eq!(
            Heaps.shrink_text("4\n", true),
            Ok(vec!["1\n".into(), "2\n".into(), "3\n".into()])
        );
        assert!(with_tools.help().contains("judge: 1 <= n <= 9\n"));
        assert_eq!(Heaps.within_judge_text("0\n"), Ok(false));
        for seed in 0..50 {
            let text = Heaps.generate_text(seed, Size::Tiny, true).unwrap();
            assert_ne!(text, "0\n", "seed {seed}");
        }
    }

    #[test]
    fn the_play_tool_reads_a_file_a_case_and_who_moves_first() {
        let play = |text: &str| play_arguments(text.split_whitespace().map(str::to_owned));
        let file = || "in.txt".to_owned();
        assert_eq!(play("in.txt"), Ok(Invocation::Play(file(), 1, false)));
        assert_eq!(
            play("in.txt 3 --computer-first"),
            Ok(Invocation::Play(file(), 3, true))
        );
        assert_eq!(
            play("in.txt --computer-first"),
            Ok(Invocation::Play(file(), 1, true))
        );
        for bad in [
            "",
            "in.txt 0",
            "in.txt x",
            "in.txt 1 2",
            "in.txt --computer-first 2",
        ] {
            assert!(play(bad).is_err(), "{bad:?}");
        }
        assert_eq!(
            parse("--play in.txt").unwrap_err().to_string(),
            "argument --play: chess cannot be played"
        );
    }

    #[test]
    fn the_read_floor_is_there_without_a_generator_and_reads_every_token() {
        let parse = |text: &str| CHESS.parse(text.split_whitespace().map(str::to_owned));
        assert_eq!(parse("--read-floor"), Ok(Invocation::ReadFloor));
        assert!(parse("--bench-cases").is_err());
        let floor = |text: &str| read_floor(&mut Scanner::new(text));
        assert_eq!(floor("3\n 4 x\r\n5"), "4 tokens, checksum 12\n");
        assert_eq!(floor(""), "0 tokens, checksum 0\n");
        let mut bad: &[u8] = b"1 \xff 2";
        assert_eq!(
            read_floor(&mut Scanner::from_reader(&mut bad)),
            "3 tokens, checksum 3\n"
        );
    }

    #[test]
    fn respond_answers_as_the_binary_prints() {
        let args =
            |text: &str| -> Vec<String> { text.split_whitespace().map(String::from).collect() };
        let run = |options: &Options, input: &mut Scanner<'_>| {
            let token = input
                .next_token()?
                .map_or(String::new(), |t| t.text.to_owned());
            Ok(format!("{:?} {token}", options.value("--width")))
        };
        assert_eq!(CHESS.respond(&args("--help"), "", run), Ok(CHESS.help()));
        assert_eq!(
            CHESS.respond(&args("--width=5"), "x", run),
            Ok("Some(\"5\") x".into())
        );
        assert!(CHESS.respond(&args("--frob"), "x", run).is_err());
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
