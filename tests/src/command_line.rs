//! The checks every binary's command line and `--explain` share: the help, the version, an
//! unknown option, the help's example, explained samples against their plain twins, and
//! explaining that changes nothing but the explanations.

use harness::{InputError, Invocation, Options, Program, Scanner};

use crate::samples::{Sample, samples};

/// The judge's output inside an explained one: each line cut at its first two spaces (an
/// explanation starts there).
///
/// # Example
/// ```
/// use grundy_tests::cut_explanations;
///
/// assert_eq!(cut_explanations("YES  row 2: move ...\nNO  every move loses\n"), "YES\nNO\n");
/// ```
pub fn cut_explanations(text: &str) -> String {
    text.lines()
        .map(|line| line.split_once("  ").map_or(line, |(judge, _)| judge))
        .map(|line| format!("{line}\n"))
        .collect()
}

/// Asserts what `--help`, `--version` and an unknown option do for `program`, whose crate is at
/// `crate_dir` and whose `run` answers its input:
///
/// - `--help` prints [`Program::help`], which has every format line and every option on a
///   line of its own (indented by two spaces), and the example's input and output, indented
///   by four; the example's output is what `run` prints for its input; the `help` sample's
///   `.out` is the help;
/// - the program is named after its crate folder, and `--version` prints `<name> <version>`;
/// - an unknown option is the argument error listing every option, the program's own first:
///   `argument "--no-such-option": unknown option (<name> takes --width W, --explain, ...)`.
///
/// # Panics
/// At the first of these that fails.
pub fn assert_command_line(
    program: &Program,
    crate_dir: &str,
    run: impl Fn(&Options, &mut Scanner<'_>) -> Result<String, InputError>,
) {
    let respond = |arg: &str| program.respond(&[arg.to_owned()], "", &run);
    let help = program.help();
    assert_eq!(
        respond("--help"),
        Ok(help.clone()),
        "--help prints the help"
    );
    for line in program.format.lines() {
        assert!(
            help.contains(&format!("  {line}\n")),
            "the help lacks the format line {line:?}:\n{help}"
        );
    }
    let mut options: Vec<String> = program
        .options
        .iter()
        .map(|option| {
            format!("{} {}", option.name, option.value)
                .trim_end()
                .to_owned()
        })
        .collect();
    options.extend(["--explain", "--help", "--version"].map(String::from));
    for option in &options {
        assert!(
            help.contains(&format!("  {option} ")),
            "the help lacks {option}:\n{help}"
        );
    }
    // Indented as the help indents (a blank line stays blank).
    let indented = |text: &str| -> String {
        let line = |line: &str| format!("    {line}").trim_end().to_owned() + "\n";
        text.lines().map(line).collect()
    };
    let example = format!(
        "example:\n  input:\n{}  output:\n{}",
        indented(program.example_input),
        indented(program.example_output)
    );
    assert!(
        help.contains(&example),
        "the help lacks its example:\n{help}"
    );
    assert_eq!(
        run(&Options::new(), &mut Scanner::new(program.example_input)).as_deref(),
        Ok(program.example_output),
        "the help's example output is not what the solver prints"
    );
    let help_sample: Vec<Sample> = samples(crate_dir)
        .into_iter()
        .filter(|sample| sample.args == ["--help"])
        .collect();
    assert_eq!(
        help_sample.len(),
        1,
        "there must be one sample run with --help"
    );
    assert!(
        help_sample[0].expected.as_deref() == Some(help.as_str()),
        "samples/{}.out is not the help the binary prints now: rewrite it with \
         `cargo xtask check-samples {} --accept` and read it",
        help_sample[0].name,
        program.name
    );
    let folder = std::path::Path::new(crate_dir).file_name();
    assert_eq!(
        folder.and_then(|name| name.to_str()),
        Some(program.name),
        "the program is not named after its crate"
    );
    assert_eq!(
        respond("--version"),
        Ok(format!("{} {}\n", program.name, program.version))
    );
    let unknown = respond("--no-such-option").expect_err("an unknown option must be an error");
    assert_eq!(
        unknown.to_string(),
        format!(
            "argument \"--no-such-option\": unknown option ({} takes {})",
            program.name,
            options.join(", ")
        )
    );
}

/// Asserts that every sample of the crate at `crate_dir` run with `--explain` has a plain twin
/// (the sample with the same input and its arguments without `--explain`), and that its `.out`,
/// cut at the explanations, is the twin's. Returns each explained sample with its `.out`, for a
/// crate's own checks of the explanations.
///
/// # Panics
/// If there is none, or one has no `.out`, no twin, or differs from it.
pub fn assert_explained_samples_match_their_twins(crate_dir: &str) -> Vec<(Sample, String)> {
    let all = samples(crate_dir);
    let mut explained = Vec::new();
    for sample in all
        .iter()
        .filter(|s| s.args.iter().any(|a| a == "--explain"))
    {
        let output = sample.expected.clone().unwrap_or_else(|| {
            panic!(
                "sample {} is run with --explain and has no .out",
                sample.name
            )
        });
        let twin = sample
            .plain_twin(&all)
            .unwrap_or_else(|| panic!("sample {} has no plain twin", sample.name));
        assert_eq!(
            Some(cut_explanations(&output)),
            twin.expected,
            "sample {} cut at its explanations is not {}",
            sample.name,
            twin.name
        );
        explained.push((sample.clone(), output));
    }
    assert!(!explained.is_empty(), "no sample is run with --explain");
    explained
}

/// Asserts that on every answered sample run without `--explain` (with its other options, if
/// any), `run` with `--explain` added prints the sample's `.out` once cut at the explanations.
/// Returns each of those samples with its explained output, for a crate's own checks of the
/// explanations.
///
/// # Panics
/// At the first sample that is rejected explained, or where explaining changed the judge's
/// output.
pub fn assert_explaining_changes_nothing_else(
    program: &Program,
    crate_dir: &str,
    run: impl Fn(&Options, &mut Scanner<'_>) -> Result<String, InputError>,
) -> Vec<(Sample, String)> {
    let mut explained = Vec::new();
    for sample in samples(crate_dir) {
        let Some(expected) = sample.expected.clone() else {
            continue;
        };
        let Ok(Invocation::Run(options)) = program.parse(sample.args.iter().cloned()) else {
            continue;
        };
        if options.explain() {
            continue;
        }
        let output = run(&options.explained(), &mut Scanner::new(&sample.text()))
            .unwrap_or_else(|error| panic!("sample {} explained: {error}", sample.name));
        assert_eq!(
            cut_explanations(&output),
            expected,
            "sample {}: explaining changed the judge's output",
            sample.name
        );
        explained.push((sample, output));
    }
    explained
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cutting_keeps_lines_without_an_explanation_whole() {
        assert_eq!(
            cut_explanations("Case 1: Aladdin  why\n(1 2)\n"),
            "Case 1: Aladdin\n(1 2)\n"
        );
        assert_eq!(cut_explanations(""), "");
    }
}
