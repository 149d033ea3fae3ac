//! A problem's samples, as the whole workspace reads them: `samples/<case>.in`, with
//! `<case>.out` (the expected output) unless the case is bad input (`bad-*`, no `.out`), and
//! `<case>.args` (command-line arguments, whitespace-separated) when the binary needs some.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use harness::shape::Shape;
use harness::{InputError, Problem};

use crate::contract::{outcome_faults, run_in_process};

/// One sample of a problem.
#[derive(Clone, Debug)]
pub struct Sample {
    /// The file stem, e.g. `official-1` or `bad-truncated`.
    pub name: String,
    /// The `.in` file.
    pub path: PathBuf,
    /// The input, as bytes (a bad-input sample need not be UTF-8).
    pub input: Vec<u8>,
    /// The expected output; `None` for a bad-input sample.
    pub expected: Option<String>,
    /// Command-line arguments for the binary, from `<name>.args`.
    pub args: Vec<String>,
}

impl Sample {
    /// Every sample in `<crate_dir>/samples/`, sorted by name.
    ///
    /// # Errors
    /// If the folder or a file in it cannot be read.
    pub fn read_all(crate_dir: impl AsRef<Path>) -> io::Result<Vec<Sample>> {
        let dir = crate_dir.as_ref().join("samples");
        let mut inputs: Vec<PathBuf> = fs::read_dir(&dir)?
            .map(|entry| entry.map(|entry| entry.path()))
            .collect::<io::Result<_>>()?;
        inputs.retain(|path| path.extension().is_some_and(|ext| ext == "in"));
        inputs.sort();
        inputs.into_iter().map(Sample::read).collect()
    }

    /// The sample whose input is `path` (a `.in` file), with its `.out` and `.args` if present.
    ///
    /// # Errors
    /// If a file that exists cannot be read.
    pub fn read(path: PathBuf) -> io::Result<Sample> {
        let optional = |ext: &str| match fs::read_to_string(path.with_extension(ext)) {
            Ok(text) => Ok(Some(text)),
            Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(error) => Err(error),
        };
        Ok(Sample {
            name: path
                .file_stem()
                .map(|stem| stem.to_string_lossy().into_owned())
                .unwrap_or_default(),
            input: fs::read(&path)?,
            expected: optional("out")?,
            args: optional("args")?
                .map(|text| text.split_whitespace().map(str::to_owned).collect())
                .unwrap_or_default(),
            path,
        })
    }

    /// The input as text (invalid UTF-8 replaced, for samples that parse it).
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.input).into_owned()
    }

    /// Whether this is a bad-input sample: no expected output, and not one of the binary's own
    /// words (a `help` or `explain-*` sample without its `.out` is a new one, not a bad one).
    pub fn is_bad(&self) -> bool {
        self.expected.is_none() && !self.is_the_binarys_own_words()
    }

    /// Whether its expected output is the binary's own words, not an answer: it runs with
    /// `--help` or `--explain` (the `help` and `explain-*` samples every problem has).
    pub fn is_the_binarys_own_words(&self) -> bool {
        self.args
            .iter()
            .any(|arg| arg == "--help" || arg == "--explain")
    }

    /// Its plain twin among `samples`: the sample with the same input and its arguments
    /// without `--explain`; `None` if there is none.
    pub fn plain_twin<'a>(&self, samples: &'a [Sample]) -> Option<&'a Sample> {
        let args: Vec<&String> = self.args.iter().filter(|a| *a != "--explain").collect();
        samples
            .iter()
            .find(|twin| twin.input == self.input && twin.args.iter().collect::<Vec<_>>() == args)
    }
}

/// Every sample of the problem crate at `crate_dir` (pass `env!("CARGO_MANIFEST_DIR")`), sorted
/// by name.
///
/// # Panics
/// If the folder cannot be read or holds no sample.
pub fn samples(crate_dir: &str) -> Vec<Sample> {
    let samples = Sample::read_all(crate_dir)
        .unwrap_or_else(|error| panic!("cannot read the samples of {crate_dir}: {error}"));
    assert!(!samples.is_empty(), "no samples in {crate_dir}/samples");
    samples
}

/// The sample called `name` of the crate at `crate_dir`.
///
/// # Panics
/// If there is none.
pub fn sample(crate_dir: &str, name: &str) -> Sample {
    samples(crate_dir)
        .into_iter()
        .find(|sample| sample.name == name)
        .unwrap_or_else(|| panic!("no sample {name} in {crate_dir}/samples"))
}

/// For every answered sample of the crate at `crate_dir` that is a judge's answer (not run
/// with `--help`, `--version` or `--explain`; a problem's own options, such as `--width`, are
/// fine) that `decide` can decide without the solver (it returns the referee's output, or one argued by hand; `None` for a sample too
/// large), asserts that the sample's `.out` is exactly that. Returns how many were decided.
///
/// # Panics
/// On the first sample whose `.out` differs, or if fewer than `at_least` were decided.
pub fn assert_samples_agree_with(
    crate_dir: &str,
    at_least: usize,
    mut decide: impl FnMut(&Sample) -> Option<String>,
) -> usize {
    let mut decided = 0;
    let shared = |arg: &String| ["--help", "--version", "--explain"].contains(&arg.as_str());
    let judged = samples(crate_dir)
        .into_iter()
        .filter(|s| !s.is_bad() && !s.args.iter().any(shared));
    for sample in judged {
        let decided_here =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| decide(&sample)));
        let answer = decided_here.unwrap_or_else(|panic| {
            let message = panic
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| panic.downcast_ref::<&str>().copied())
                .unwrap_or("(no message)");
            panic!("sample {}: deciding it panicked: {message}", sample.name)
        });
        if let Some(output) = answer {
            assert_eq!(
                Some(&output),
                sample.expected.as_ref(),
                "sample {}: its .out is not the independent answer",
                sample.name
            );
            decided += 1;
        }
    }
    assert!(
        decided >= at_least,
        "only {decided} samples were decided independently, at least {at_least} are wanted: the \
         referee gave no answer on the others (`referee()`, or `positions()` of a Verdicts, \
         Answers or Explained problem, returned None: too large for its search); raise its \
         bound so that an official sample is searched, or add a small answered sample"
    );
    decided
}

/// Runs every sample of the crate at `crate_dir` in-process: one with a `.out` must print
/// exactly that; one without must keep the bad-input contract. `solve` receives the sample's
/// arguments and its input. Returns how many samples were checked.
///
/// # Panics
/// On the first sample that does not behave, naming it.
pub fn assert_samples(
    crate_dir: &str,
    solve: impl Fn(&[String], &str) -> Result<String, InputError>,
) -> usize {
    let samples = samples(crate_dir);
    for sample in &samples {
        let outcome = run_in_process(|text| solve(&sample.args, text), &sample.input);
        match &sample.expected {
            Some(expected) => {
                assert_eq!(outcome.stderr, "", "sample {} failed", sample.name);
                assert_eq!(
                    &outcome.stdout, expected,
                    "sample {} gave the wrong output",
                    sample.name
                );
            }
            None if sample.is_the_binarys_own_words() => panic!(
                "sample {} has no .out: `cargo xtask check-samples <problem> --accept` writes \
                 it from the binary (read it before you commit)",
                sample.name
            ),
            None => {
                let faults = outcome_faults(&outcome);
                assert!(
                    faults.is_empty(),
                    "bad sample {} was not rejected properly: {}",
                    sample.name,
                    faults.join("; ")
                );
            }
        }
    }
    samples.len()
}

/// The names whose sample means something by its name alone, with what it means: the
/// statement's samples (`official-*`), bad inputs (`bad-*`, no `.out`), the binary's own words
/// (`explain-*`, `help`). A sample added by a tool (`cargo xtask stress --save`) never takes one:
/// [`reserved_for`] says which.
pub const RESERVED_NAMES: [(&str, &str); 4] = [
    ("official-", "the problem statement's own samples"),
    ("bad-", "bad-input samples, which have no .out"),
    ("explain-", "--explain samples, the binary's own words"),
    ("help", "the --help sample"),
];

/// What a sample named `name` would claim to be, if its name is one of the
/// [`RESERVED_NAMES`] (`help` exactly, the others as prefixes); `None` for a free name.
pub fn reserved_for(name: &str) -> Option<&'static str> {
    RESERVED_NAMES.iter().find_map(|&(reserved, meaning)| {
        let taken = if reserved.ends_with('-') {
            name.starts_with(reserved)
        } else {
            name == reserved
        };
        taken.then_some(meaning)
    })
}

/// The prefix of a sample past the judge's limits or form: `cargo xtask judge` and `stress`
/// give such inputs to a user's program only when asked (`--beyond`).
pub const BEYOND_JUDGE: &str = "beyond-judge";

/// Whether `cargo xtask judge` runs `sample` by default: answered, in the judge's form (no
/// command-line arguments) and not named [`BEYOND_JUDGE`]`*`.
pub fn is_judge_sample(sample: &Sample) -> bool {
    !sample.is_bad() && sample.args.is_empty() && !sample.name.starts_with(BEYOND_JUDGE)
}

/// Asserts that every answered sample of the crate at `crate_dir` with no command-line
/// arguments is named [`BEYOND_JUDGE`]`*` exactly when `problem` finds it past the judge's
/// limits ([`Problem::within_judge`]): the name is the one place `judge` and `stress` read,
/// so it must tell the truth. Returns how many samples are within the judge's limits.
///
/// # Panics
/// At the first sample named wrongly, or one the generator cannot read.
pub fn assert_samples_named_beyond_judge_exactly_when_they_are<P: Problem>(
    crate_dir: &str,
    problem: &P,
) -> usize {
    let shape = problem.shape();
    let mut within = 0;
    let mut misnamed = Vec::new();
    for sample in samples(crate_dir)
        .iter()
        .filter(|s| !s.is_bad() && s.args.is_empty())
    {
        let input = shape
            .read_all(&sample.text())
            .unwrap_or_else(|error| panic!("sample {} does not read: {error}", sample.name));
        let judged = problem.within_judge(&input);
        if judged == sample.name.starts_with(BEYOND_JUDGE) {
            let (is, named) = if judged {
                ("within", "without beyond-judge-")
            } else {
                ("beyond", "beyond-judge-*")
            };
            misnamed.push(format!(
                "sample {} is {is} the judge's limits, so it is named {named}",
                sample.name
            ));
        }
        within += usize::from(judged);
    }
    assert!(misnamed.is_empty(), "{}", misnamed.join("\n"));
    assert!(
        within > 0,
        "no sample of {crate_dir} is within the judge's limits"
    );
    within
}
