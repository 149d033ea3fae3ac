//! `cargo xtask gen PROBLEM [--seed S] [--size tiny|small|judge|beyond]`: print one input from the
//! problem's generator.

use std::io::Write;

use harness::Size;

use crate::args::{Args, Opt, Section, Spec};
use crate::error::{Context, Result, bail};
use crate::tools::Binary;
use crate::workspace;

pub const SPEC: Spec = Spec {
    name: "gen",
    arguments: "PROBLEM [--seed S] [--size SIZE] [--beyond]",
    summary: "print one generated input",
    about: "Prints one input of PROBLEM from its generator, valid by construction, the same for the same
seed and size. Sizes: tiny (small enough for the referee's exhaustive search), small, judge (the
judge's limits and worst cases), beyond (past the judge's limits). Inputs of tiny, small and
judge size are within the judge's limits and form, as a judge would give them; --beyond lets
the generator go past them too (boards of 1 cell, several boards where the judge gives one).",
    sections: &[
        Section {
            title: "options",
            options: &[
                Opt {
                    name: "--seed",
                    value: Some("S"),
                    help: "the seed, a whole number (default 1)",
                },
                Opt {
                    name: "--size",
                    value: Some("SIZE"),
                    help: "tiny, small, judge or beyond (default small)",
                },
                Opt {
                    name: "--beyond",
                    value: None,
                    help: "also inputs past the judge's limits (always so for --size beyond)",
                },
            ],
        },
    ],
    after: "",
};

/// Reads `--size`, or `default`.
pub fn size_option(args: &mut Args, default: Size) -> Result<Size> {
    args.value("--size")?
        .as_deref()
        .map_or(Ok(default), parse_size)
}

/// The value of `--size`.
///
/// # Errors
/// A word that is not a size.
pub fn parse_size(text: &str) -> Result<Size> {
    text.parse()
        .map_err(|message: String| format!("--size: {message}").into())
}

pub fn run(mut args: Args) -> Result {
    let seed = args.number("--seed", 0..=u64::MAX, 1)?;
    let size = size_option(&mut args, Size::Small)?;
    let beyond = args.flag("--beyond") || size == Size::Beyond;
    let words = args.positional();
    let [name] = words.as_slice() else {
        bail!("gen takes one PROBLEM (see --help)");
    };
    let problem = workspace::problem(name)?;
    workspace::build_release(std::slice::from_ref(&problem))?;
    let input = Binary::of(&problem).generate(size, seed, !beyond)?;
    std::io::stdout()
        .write_all(&input)
        .context(|| "write the input".to_owned())
}
