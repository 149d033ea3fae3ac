//! `cargo xtask explore (--octal CODE | --hex CODE | --grundy | --subtract SET | PROBLEM
//! [--input FILE] | --turning RULE | --nim-product N)`: a game's
//! Grundy values as a table, its P-positions, and its pattern (打表找规律), a period said to be
//! proved only when a theorem proves it from the values computed.

mod bounded;
mod chart;
mod declared;
#[cfg(test)]
mod definition_checks;
mod families;
mod heat_map;
mod misere;
mod nim_product;
mod own_argument;
mod positions;
mod progress;
mod report;
mod sequence;
mod source;
mod svg;
mod table;
mod turning;
mod values_file;

use std::fs;
use std::io::Write;

use grundy::{OctalGame, OctalValues, Radix, TakeBreak};

use crate::args::{Args, Opt, Section, Spec};
use crate::error::{Context, Result, bail};
use crate::workspace::{self, Problem};
use declared::{Declared, DeclaredFamily};
use families::{
    engine_sequence, octal_sequence, one_heap, subtraction_sequence, take_break_sequence,
};
use positions::listed;
use progress::Progress;
use report::{OneAxis, TwoAxes};
use sequence::{NO_COMPONENT, Sequence};
use source::Source;
use values_file::{Appender, Rules};

/// What `cargo xtask explore --help` prints.
pub const SPEC: Spec = Spec {
    name: "explore",
    arguments: "(--octal CODE | --hex CODE | --grundy | --subtract SET | PROBLEM [--input FILE] | --turning RULE | --nim-product N) [options]",
    summary: "a game's Grundy values, its P-positions and its period: proved by a theorem, or said to be only seen (not proved)",
    about:
        "Tabulates a game's Grundy values and looks for their pattern: the values as a table, the
P-positions (g = 0), and a period g(n + p) = g(n) + s for every n >= e (s = 0: the values
repeat; s > 0: arithmetic periodicity, as Nim's g(n) = n). A period is said to be proved only
when a theorem proves it from the values computed; else the command says what the computed
values g(0..=N) show, marked \"not proved\", or that no period is seen. A period not proved is
said only when its repeating part, from e to N, covers at least half of the values
(2e <= N + 1) and at least 4 whole periods (e + 4p <= N + 1), the least p then the least e: a
repeat of the last values only, such as a few periods at the end of the range, is as likely
chance as pattern, and is not called a period. Nor is a growth (s > 0) in a finite subtraction
or octal game: their values never grow by a period.",
    sections: &[
        Section {
            title: "what to explore (exactly one)",
            options: &[
                Opt {
                    name: "--octal",
                    value: Some("CODE"),
                    help: "an octal game, such as .07 (Dawson's Kayles), .77 (Kayles) or .137 (Dawson's Chess): its values by core's engine, 4096 of them, then twice as many at each step until the octal periodicity theorem (Guy-Smith) proves a period or g(N) is computed (the sparse space, rare and common values, chosen again each time the values double); once the run takes over a second, progress goes to stderr every 5 seconds at most, with an estimate of the time left once a quarter of the values are known. A code may also start with d0 = 4 (a heap may be split in two without taking: 4.07) and end in ... (its last digit repeats for every larger amount: .3... is Nim, 4.3... Lasker's Nim). Those come from a direct mex; when no move leaves two heaps (d0 = 0, digits up to 3: .3..., .3033...) the one-heap state argument proves their period, arithmetic or not (g(n + p) = g(n) + s); for the others nothing is proved",
                },
                Opt {
                    name: "--hex",
                    value: Some("CODE"),
                    help: "a hexadecimal take-and-break game: as --octal, with digits up to f, bit 8 leaving three heaps (d0 = 8: split a heap into three without taking; 8.3... is HDU 5795's take-any-or-split-into-three); by a direct mex, nothing proved, except for a finite code with d0 = 0 and no digit above 7, which is an octal game and goes to the octal engine and its theorem",
                },
                Opt {
                    name: "--grundy",
                    value: None,
                    help: "Grundy's game: split a heap into two heaps of different sizes; by core's sparse-space engine (2^21 values in seconds), nothing proved (no one knows whether its values are periodic)",
                },
                Opt {
                    name: "--subtract",
                    value: Some("SET"),
                    help: "a finite subtraction game: a move takes one of the amounts of SET (whole numbers from 1 to 100000000, separated by commas: 1,3,4) from a heap; values by core's table, the period proved by the finite set's window argument",
                },
                Opt {
                    name: "PROBLEM",
                    value: None,
                    help: "a problem crate's own component rules (its Problem::explore), in the game an input sets up (--input FILE; default: its samples/official-1.in), from its release binary's values g(0..=N). When the crate says its rules are an octal or a subtraction game or a take-and-break code, every value up to N is checked against that game's (a difference is an error naming the first one: a bug in the crate's declaration) and that game's theorem proves the period (the one-heap state argument, for a code whose moves leave one heap); otherwise nothing is proved. Components of two sizes (a w x h sheet) give a table by both sizes, with no period claimed. An Every-SG problem (every turn, a move in every component not yet over) also declares each component's steps, which decide that game: a table of them follows, with the components whose steps are odd (won), and --svg writes them small in each cell. A long run says so on stderr every 5 seconds.",
                },
                Opt {
                    name: "--turning",
                    value: Some("RULE"),
                    help: "a coin-turning rule (a move turns coins, the rightmost from heads to tails): turtles (1 or 2 coins), mock (1 to 3), ruler (a run of any length), twins (exactly 2), or the sets a move may turn: sizes{1,2,3} (that many coins), runs{1,2,4} (a run that long), distance{0,1,3} (the head and the coin that far left of it; 0: the head alone). Each head's value by the definition (mex) on coins 1..=N (--to: default 64, from 5 to 4096, and at most 5*10^7 coins in all the sets read), the closed form checked against them and said proved where it is, the coins worth 0, and a row's value (the XOR of its heads') with a winning move",
                },
                Opt {
                    name: "--nim-product",
                    value: Some("N"),
                    help: "the table of nim products x ⊗ y for x, y < N (N from 1 to 256; 16 gives Winning Ways' table), with the Tartan theorem: in a product of coin-turning games (turning corners is Twins x Twins) a head is worth the nim product of the factors' values",
                },
            ],
        },
        Section {
            title: "options",
            options: &[
                Opt {
                    name: "--to",
                    value: Some("N"),
                    help: "compute the values up to g(N). --octal and --subtract: N from 1 to 100000000 (4 bytes a value; --subtract 5, or 6 past 255 amounts: its table's and the copy read), default 1000000; a game with a sparse space (.16, .6, .777) takes seconds for a million values, .007 (whose sparse space shows past 2^15) about 20 s on two cores, and one with none found the direct mex, N^2/4 splits for each digit that splits a heap (minutes). --grundy: default 2000, up to 100000000. A code with d0 or ... and --hex: by the direct mex, default 2000, up to 100000 (seconds), or 10000 when a move may leave three heaps. PROBLEM: N up to 16777216 with one size (default 1000), up to 1000 with two (default 20); a declared octal or subtraction game is computed up to 65536 or N, whichever is larger, a declared code up to N by the direct mex",
                },
                Opt {
                    name: "--show",
                    value: Some("K"),
                    help: "print K values (default 120, or the preperiod and two periods when those are at most 360); a period starting past them is shown from its start too (K values from there; default two periods, at most 120). With two sizes, the table's side (default 21)",
                },
                Opt {
                    name: "--values",
                    value: Some("FILE"),
                    help: "also write g(0..=N) to FILE, one value a line (- where there is no component), after a first line naming the game (# the octal game .6: a comment to gnuplot or numpy.loadtxt; tail -n +2 drops it), for other tools; past a proved period, up to --to. One size only. Core's engine (--octal with d0 = 0 and no ..., --grundy) writes the file as it goes, 65,536 values at a time (fewer when that takes over 30 s), so that a run stopped part way (Ctrl-C, a kill) leaves the values it computed, for --resume; the others write it when everything succeeded",
                },
                Opt {
                    name: "--resume",
                    value: None,
                    help: "with --values FILE, for core's engine (--octal with d0 = 0 and no ..., --grundy): continue the run FILE holds (written by an earlier --values run of the same game, stopped part way or not) up to --to, appending to FILE as it goes. Checked first: line 1 names the same game, every line is a whole number (an unfinished last line, left by a run stopped while writing it, is left out and computed again), g(0) = 0, and each of the last 16 values is the mex of its options over the values before it (by the game's rules, not by the engine); a file that fails is refused, naming the line. The values before those are trusted, not checked. No FILE yet: the run starts from g(0). FILE holding g(N) already: nothing is computed and FILE is left as it is. The period search goes through the same steps as a run from g(0), on every value known, so it proves what that run proves and nothing else",
                },
                Opt {
                    name: "--svg",
                    value: Some("FILE"),
                    help: "also draw the values shown in FILE, as SVG: one size, bars with the P-positions dotted and the preperiod and one period shaded; two sizes, a heat map with the P-positions marked. Written only when everything succeeded",
                },
                Opt {
                    name: "--misere",
                    value: None,
                    help: "misère play instead (whoever makes the last move loses), for --octal, --hex, --grundy, --subtract, or a PROBLEM that declares one of those families: each heap n <= N (--to, default 40, up to 100000 while the positions reached stay within 300000: seconds) with its normal value, its misère value and outcome, Conway's genus g^{γ0 γ1 ...} (γk: the misère value of the heap plus k Nim heaps of 2, up to γ6), the misère P-positions, and which heaps are tame (their sums play as misère Nim) and the first that is not; all by exhaustive search over whole positions. --show K: the first K rows (default 121)",
                },
                Opt {
                    name: "--input",
                    value: Some("FILE"),
                    help: "the input that sets up PROBLEM's game (its parameters: a subtraction set, the strips' lengths, ...), in the problem's input format",
                },
            ],
        },
    ],
    after: "examples:
  cargo xtask explore --octal .77
  cargo xtask explore --octal .137 --svg dawson.svg
  cargo xtask explore --octal .354 --to 21000000    (period 1180 from 10061916: about 10 s)
  cargo xtask explore --octal 4.3...                (Lasker's Nim)
  cargo xtask explore --hex 8.3... --to 5000       (take any, or split a heap into three)
  cargo xtask explore --grundy --to 2097152 --values grundy.txt    (seconds)
  cargo xtask explore --octal .6 --to 2097152       (rare values stop at 20627: seconds)
  cargo xtask explore --octal .6 --to 100000000 --values six.txt --resume
                                                    (stop it any time; the same command goes on)
  cargo xtask explore --subtract 1,3,4 --show 30
  cargo xtask explore --octal .77 --misere --to 40  (misère Kayles: genus, tame heaps)
  cargo xtask explore bzoj-2940-strips --input my-strips.txt --to 2000
  cargo xtask explore hdu-3595-gg-and-mm --to 12    (values and Every-SG steps by both piles)
  cargo xtask explore --turning mock                (Mock Turtles: the odious numbers)
  cargo xtask explore --nim-product 16              (x ⊗ y for x, y < 16)",
};

/// The largest `--to` for `--octal` and `--subtract`.
const MAX_TO: u64 = 100_000_000;
/// The default `--to` for `--octal` and `--subtract`.
const DEFAULT_TO: usize = 1_000_000;
/// How far a problem's declared family is computed at least (2^16; a game with no sparse space
/// takes seconds for this many values, minutes for a million).
const FAMILY_REACH: usize = 1 << 16;
/// The default `--to` for the games computed by the direct mex (`--hex`, `--grundy`, a code with
/// `d0` or `...`).
const DIRECT_TO: usize = 2000;
/// The largest `--to` for them (100,000 heaps, as `cargo xtask` builds it: about 10 s for
/// `4.3...`; Grundy's game goes to core's sparse-space engine, and up to [`MAX_TO`])...
const MAX_DIRECT_TO: usize = 100_000;
/// ... and for a code whose moves may leave three heaps (10,000 heaps of `8.3...`: about 3 s).
const MAX_DIRECT_TO_THREE: usize = 10_000;
/// The largest `--show`.
const MAX_SHOW: u64 = 1_000_000;
/// A problem's default and largest `--to` with one size (the largest is what the binaries'
/// hidden `--explore` takes).
const PROBLEM_TO_ONE: (usize, usize) = (1000, 1 << 24);
/// A problem's default and largest `--to` with two sizes ((N + 1)^2 components).
const PROBLEM_TO_TWO: (usize, usize) = (20, 1000);

/// What was found: one axis or two.
#[derive(Debug)]
enum Findings {
    One(OneAxis),
    Two(TwoAxes),
}

/// Runs `cargo xtask explore` with `args`: prints the findings, and draws them with `--svg`.
///
/// # Errors
/// A bad command line, an unreadable input, a problem that declares nothing or whose binary
/// rejects the input, a declared family that differs from the rules, an unwritable picture.
pub fn run(mut args: Args) -> Result {
    let octal = args.value("--octal")?;
    let hex = args.value("--hex")?;
    let grundy = args.flag("--grundy");
    let subtract = args.value("--subtract")?;
    let input = args.value("--input")?;
    let to = args.optional_number("--to", 1..=MAX_TO)?;
    let show = args
        .optional_number("--show", 1..=MAX_SHOW)?
        .map(|show| show as usize);
    let svg = args.value("--svg")?;
    let values = args.value("--values")?;
    let resume = args.flag("--resume");
    let misere = args.flag("--misere");
    let turning = args.value("--turning")?;
    let nim_product = args.value("--nim-product")?;
    let words = args.positional();
    if resume && values.is_none() {
        bail!(
            "--resume continues the run whose values --values FILE holds: give --values FILE too"
        );
    }
    if misere && resume {
        bail!("--misere prints a table only: --resume goes with --values FILE, without it");
    }
    if misere {
        if turning.is_some() || nim_product.is_some() {
            bail!(
                "--misere explores heap games (--octal, --hex, --grundy, --subtract or a problem), not --turning or --nim-product"
            );
        }
        let drawing = svg.is_some() || values.is_some();
        let problems = words;
        return misere::run(misere::Asked {
            octal,
            hex,
            grundy,
            subtract,
            problems,
            input,
            to,
            show,
            drawing,
        });
    }
    let others = usize::from(subtract.is_some())
        + words.len()
        + usize::from(turning.is_some())
        + usize::from(nim_product.is_some());
    let (direct, octal) = direct_source(
        octal,
        hex,
        grundy,
        others,
        input.is_some() && words.is_empty(),
    )?;
    let stray = [
        ("--show", show.is_some()),
        ("--svg", svg.is_some()),
        ("--values", values.is_some()),
        ("--resume", resume),
    ];
    let mut stray: Vec<&str> = stray
        .iter()
        .filter(|given| given.1)
        .map(|given| given.0)
        .collect();
    if let Some(rule) = turning {
        return turning::run(&rule, to, &stray);
    }
    if let Some(side) = nim_product {
        stray.extend(to.map(|_| "--to"));
        return nim_product::run(&side, &stray);
    }
    let asked = ValuesAsked {
        file: values.as_deref(),
        resume,
    };
    if let Some(direct) = direct {
        let (found, held) = direct.findings(to, asked)?;
        let findings = Findings::One(found);
        write_values(&findings, values.as_deref(), None, held)?;
        return print(&findings, show, svg);
    }
    let up_to = to.map_or(DEFAULT_TO, |n| n as usize);
    let source = Source::choose(octal, subtract, words, input)?;
    if resume && !matches!(source, Source::Octal(_)) {
        bail!(
            "--resume continues a run of core's engine (--octal CODE with d0 = 0 and no ..., or \
             --grundy): --subtract and a problem are computed otherwise, and do not resume"
        );
    }
    let (findings, by_period, held) = match source {
        Source::Octal(game) => {
            let (found, held) = octal_findings(&game, up_to, asked)?;
            (Findings::One(found), Some(up_to), held)
        }
        Source::Subtraction(amounts) => (
            Findings::One(subtraction_findings(&amounts, up_to)),
            Some(up_to),
            None,
        ),
        Source::Problem { name, input } => {
            (problem_findings(&name, input.as_deref(), to)?, None, None)
        }
    };
    write_values(&findings, values.as_deref(), by_period, held)?;
    print(&findings, show, svg)
}

/// What `--values FILE` and `--resume` ask of a run of core's engine.
#[derive(Clone, Copy, Debug)]
struct ValuesAsked<'a> {
    /// The values file, if one is asked.
    file: Option<&'a str>,
    /// Whether to continue the run it holds.
    resume: bool,
}

/// Core's engine, `engine`, run for `subject` (whose plain mex is `rules`'s; with the octal
/// periodicity theorem when `last_digit_position` is given) to `g(up_to)` or a proved
/// period ([`families::engine_sequence`]): from `g(0)`, or, with `--resume`, from the values
/// its file holds, checked ([`values_file::read_for_resume`]). With `--values FILE`, the
/// values are appended to the file as they are computed. Returns the values, and how many the
/// file holds (`None`: no file asked).
///
/// # Errors
/// A values file that fails a check, or is unwritable.
fn engine_run(
    mut engine: OctalValues,
    rules: Rules,
    last_digit_position: Option<usize>,
    subject: &str,
    up_to: usize,
    asked: ValuesAsked,
) -> Result<(Sequence, Option<usize>)> {
    let mut known = 0;
    let mut appender = None;
    if let Some(path) = asked.file {
        let resumed = match asked.resume {
            true => values_file::read_for_resume(path, subject, &rules)?,
            false => None,
        };
        match resumed {
            None => {
                if asked.resume {
                    eprintln!("explore: --resume: there is no {path} yet: starting from g(0)");
                }
                appender = Some(Appender::create(path, subject)?);
            }
            Some(resumed) => {
                if let Some(line) = resumed.cut {
                    eprintln!(
                        "explore: {path}, line {line}: an unfinished last value (a run stopped \
                         while writing it), left out"
                    );
                }
                known = resumed.values.len();
                let checked = known.min(values_file::CHECKED_AT_THE_END);
                if known == 0 {
                    eprintln!(
                        "explore: {path} holds no value of {subject} yet: starting from g(0)"
                    );
                } else if known > up_to {
                    eprintln!(
                        "explore: {path} holds g(0..={}) of {subject}, as far as --to {up_to} \
                         or further: nothing to compute (the file is left as it is)",
                        known - 1
                    );
                } else {
                    eprintln!(
                        "explore: {path} holds g(0..={}) of {subject}, the last {checked} checked \
                         by the plain mex: computing from g({known})",
                        known - 1
                    );
                }
                if known <= up_to {
                    appender = Some(Appender::reopen(path, known)?);
                }
                let mut values = resumed.values;
                values.truncate(up_to + 1);
                if !values.is_empty() {
                    engine = engine.continuing(values);
                }
            }
        }
    }
    let mut progress = Progress::new(up_to, last_digit_position.is_some());
    if known > 0 {
        progress = progress.resumed_from(known.min(up_to + 1));
    }
    let sequence = engine_sequence(engine, last_digit_position, up_to, |values, elapsed| {
        if let Some(appender) = &mut appender {
            appender.append(values)?;
        }
        progress.step(values.len() - 1, elapsed);
        Ok(())
    })?;
    let held = match appender {
        Some(appender) => Some(appender.written()),
        None => asked.file.map(|_| known),
    };
    Ok((sequence, held))
}

/// With `--values FILE`, writes `g(0..=N)` to `file`, one value a line (`-` where there is no
/// component), after a first line naming the game ([`values_file::write_all`]): the values
/// computed, and, up to `g(by_period)` when that is given, those a proved period gives past
/// them (an octal game proved at 4,096 values still writes every value up to `--to`). Nothing
/// when the file holds (`held`: as a run of core's engine wrote it as it went) those values
/// already, or more (a resumed file that reached `--to` before).
///
/// # Errors
/// Components of two sizes (no one sequence to write), an unwritable file.
fn write_values(
    findings: &Findings,
    file: Option<&str>,
    by_period: Option<usize>,
    held: Option<usize>,
) -> Result {
    let Some(file) = file else {
        return Ok(());
    };
    let found = match findings {
        Findings::One(found) => found,
        Findings::Two(found) => bail!(
            "--values FILE writes the values of components of one size, and {} has two",
            found.subject
        ),
    };
    let mut sequence = found.sequence.clone();
    let mut count = found.limit.min(sequence.computed());
    if let Some(up_to) = by_period {
        sequence.extend_by_period(up_to);
        count = found.limit.min(sequence.computed()).min(up_to + 1);
    }
    if held.is_some_and(|held| held >= count) {
        return Ok(());
    }
    values_file::write_all(file, &found.subject, &sequence.values[..count])
}

/// Prints `findings`, and draws them in `svg` when asked.
///
/// # Errors
/// An unwritable picture or stdout.
fn print(findings: &Findings, show: Option<usize>, svg: Option<String>) -> Result {
    let (text, picture) = match findings {
        Findings::One(found) => (
            found.text(show),
            svg.as_ref().map(|_| chart::one_axis(found, show)),
        ),
        Findings::Two(found) => (
            found.text(show),
            svg.as_ref().map(|_| heat_map::two_axes(found, show)),
        ),
    };
    if let (Some(path), Some(picture)) = (&svg, picture) {
        fs::write(path, picture).context(|| format!("write the picture {path}"))?;
    }
    std::io::stdout()
        .write_all(text.as_bytes())
        .context(|| "write the findings".to_owned())
}

/// A game `explore` computes by the direct mex, none of the octal periodicity theorem's.
#[derive(Debug)]
enum Direct {
    /// A take-and-break code that is not a finite octal code with `d0 = 0`.
    TakeBreak(TakeBreak),
    /// Grundy's game.
    Grundy,
}

/// Reads `--octal`, `--hex` and `--grundy` beside the `others` sources (`--subtract`, problems):
/// exactly one source in all, and `--input` (`input_alone`: given with no problem) refused.
/// Returns the game for the direct mex, if that is what was asked, else the octal code to read
/// with the other sources: `--octal`'s, or a `--hex` code that is an octal game, written as one
/// (so that its theorem proves its period).
///
/// # Errors
/// None or several sources, `--input` without a problem, a bad code (the message names the
/// option).
fn direct_source(
    octal: Option<String>,
    hex: Option<String>,
    grundy: bool,
    others: usize,
    input_alone: bool,
) -> Result<(Option<Direct>, Option<String>)> {
    let given = usize::from(octal.is_some()) + usize::from(hex.is_some()) + usize::from(grundy);
    let given = given + others;
    if given != 1 {
        bail!(
            "explore takes exactly one of --octal CODE, --hex CODE, --grundy, --subtract SET, \
             PROBLEM, --turning RULE or --nim-product N, {} (see --help)",
            if given == 0 {
                "none was given".to_owned()
            } else {
                format!("{given} were given")
            }
        );
    }
    if input_alone {
        bail!("--input FILE sets up a problem's game: it goes with PROBLEM only");
    }
    if grundy {
        return Ok((Some(Direct::Grundy), None));
    }
    let (option, code, radix) = match (octal, hex) {
        (Some(code), _) => ("--octal", code, Radix::Octal),
        (None, Some(code)) => ("--hex", code, Radix::Hexadecimal),
        (None, None) => return Ok((None, None)),
    };
    let game = TakeBreak::parse(&code, radix).map_err(|error| format!("{option}: {error}"))?;
    Ok(match game.octal_game() {
        Some(_) if radix == Radix::Octal => (None, Some(code)),
        Some(octal) => (None, Some(octal.to_string())),
        None => (Some(Direct::TakeBreak(game)), None),
    })
}

impl Direct {
    /// The values up to `g(N)` (`--to`, default [`DIRECT_TO`]), with nothing proved, and how
    /// many values the `--values` file holds when the run wrote it as it went (Grundy's game,
    /// by core's engine, which alone resumes).
    ///
    /// # Errors
    /// `--to` past what the direct mex computes in seconds, `--resume` of a code, a values
    /// file that [`engine_run`] refuses.
    fn findings(&self, to: Option<u64>, asked: ValuesAsked) -> Result<(OneAxis, Option<usize>)> {
        let (most, name) = match self {
            Direct::TakeBreak(game) if game.splits_into_three() => {
                (MAX_DIRECT_TO_THREE, format!("the hexadecimal game {game}"))
            }
            Direct::TakeBreak(game) if game.digits().iter().all(|&d| d < 8) => {
                (MAX_DIRECT_TO, format!("the octal game {game}"))
            }
            Direct::TakeBreak(game) => (MAX_DIRECT_TO, format!("the hexadecimal game {game}")),
            Direct::Grundy => (MAX_TO as usize, "Grundy's game".to_owned()),
        };
        let up_to = to.map_or(DIRECT_TO, |n| n as usize);
        if up_to > most {
            bail!(
                "--to: {name} is computed by the direct mex up to N = {most} (seconds), not \
                 {up_to}"
            );
        }
        if let (Direct::TakeBreak(_), true) = (self, asked.resume) {
            bail!(
                "--resume continues a run of core's engine (--octal CODE with d0 = 0 and no ..., \
                 or --grundy): {name} is computed by the direct mex, which does not resume"
            );
        }
        let mut held = None;
        let (sequence, about) = match self {
            Direct::TakeBreak(game) => {
                let sequence = take_break_sequence(game, up_to);
                let theorem = match sequence.proof {
                    Some(_) => format!(
                        "no move of {game} leaves two heaps: the one-heap state argument \
                         proves its period from the values (see the pattern below)"
                    ),
                    None if one_heap(game) => format!(
                        "no move of {game} leaves two heaps, but its state did not repeat \
                         within g(0..={up_to}): nothing is proved (try a larger --to)"
                    ),
                    None => format!(
                        "nothing is proved by this tool for {game} (its theorems need a finite \
                         octal code with d0 = 0, for the octal periodicity theorem, or no move \
                         leaving two heaps, for the one-heap argument)"
                    ),
                };
                let about = vec![
                    format!("explored: {name}, g(n) of a heap of n tokens"),
                    format!(
                        "computed: g(0..={up_to}) by the direct mex over every move of the code"
                    ),
                    theorem,
                ];
                (sequence, about)
            }
            Direct::Grundy => {
                let engine = OctalValues::grundy_game();
                let (sequence, file) =
                    engine_run(engine, Rules::Grundy, None, &name, up_to, asked)?;
                held = file;
                let about = vec![
                    "explored: Grundy's game, g(n) of a heap of n tokens: split a heap into two \
                     heaps of different sizes"
                        .to_owned(),
                    format!(
                        "computed: g(0..={up_to}) with core's sparse-space engine (rare and \
                         common values, the space chosen again as the values double)"
                    ),
                    "nothing is proved by this tool (whether the values of Grundy's game \
                     become periodic is an open question)"
                        .to_owned(),
                ];
                (sequence, about)
            }
        };
        let limit = sequence.computed();
        let found = OneAxis::new(about, name, "n".to_owned(), sequence, limit);
        Ok((found, held))
    }
}

/// How a declared take-and-break code that is no finite octal game is computed.
const DIRECT_MEX: &str = "core's direct mex (and the one-heap state argument, where it applies)";

/// An octal game's values, up to a proved period or `g(up_to)` ([`engine_run`]), and how
/// many values its `--values` file holds.
///
/// # Errors
/// A values file that [`engine_run`] refuses.
fn octal_findings(
    game: &OctalGame,
    up_to: usize,
    asked: ValuesAsked,
) -> Result<(OneAxis, Option<usize>)> {
    let subject = format!("the octal game {game}");
    let engine = OctalValues::new(game);
    let rules = Rules::Octal(game.clone());
    let t = Some(game.last_digit_position());
    let (sequence, held) = engine_run(engine, rules, t, &subject, up_to, asked)?;
    let last = sequence.computed() - 1;
    let about = vec![
        format!("explored: the octal game {game}, g(n) of a heap of n tokens"),
        format!(
            "computed: g(0..={last}) with core's octal engine{}",
            past_computed(&sequence)
        ),
    ];
    let limit = if sequence.proof.is_some() {
        usize::MAX
    } else {
        sequence.computed()
    };
    let found = OneAxis::new(about, subject, "n".to_owned(), sequence, limit);
    Ok((found.values_cannot_grow(), held))
}

/// What the table shows past the values computed: `; past g(N), ...` when a period is proved.
fn past_computed(sequence: &Sequence) -> String {
    match sequence.proof {
        Some(_) => format!(
            "; the values past g({}) follow from the period proved below",
            sequence.computed() - 1
        ),
        None => String::new(),
    }
}

/// A subtraction game's values, up to a proved period or `g(up_to)`.
fn subtraction_findings(amounts: &[u64], up_to: usize) -> OneAxis {
    let (sequence, stopped) = subtraction_sequence(amounts, up_to);
    let last = sequence.computed() - 1;
    let mut set = amounts.to_vec();
    set.sort_unstable();
    set.dedup();
    let words: Vec<String> = set.iter().map(u64::to_string).collect();
    let take = match &words[..] {
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
        [] => unreachable!("a set has at least one amount"),
    };
    let game = subtraction_name(amounts);
    let about = vec![
        format!("explored: {game}: take {take} tokens from a heap of n"),
        format!(
            "computed: g(0..={last}) with core's subtraction table{}{}",
            if stopped {
                " (its work budget, about 2*10^9 steps, ends there)"
            } else {
                ""
            },
            past_computed(&sequence)
        ),
    ];
    let limit = if sequence.proof.is_some() {
        usize::MAX
    } else {
        sequence.computed()
    };
    OneAxis::new(about, game, "n".to_owned(), sequence, limit).values_cannot_grow()
}

/// `the subtraction game {1, 3, 4}`: its amounts in increasing order, each once.
fn subtraction_name(amounts: &[u64]) -> String {
    let mut set = amounts.to_vec();
    set.sort_unstable();
    set.dedup();
    let words: Vec<String> = set.iter().map(u64::to_string).collect();
    format!("the subtraction game {{{}}}", words.join(", "))
}

/// The input that sets up `problem`'s game, and its name as said to the user: `input`, or by
/// default the problem's `samples/official-1.in`.
///
/// # Errors
/// If the file cannot be read.
fn problem_input(problem: &Problem, input: Option<&str>) -> Result<(String, Vec<u8>)> {
    let name = &problem.name;
    let (input_name, input_path) = match input {
        Some(file) => (file.to_owned(), file.into()),
        None => (
            format!("problems/{name}/samples/official-1.in"),
            problem.dir.join("samples").join("official-1.in"),
        ),
    };
    let input = fs::read(&input_path).context(|| format!("read the input {input_name}"))?;
    Ok((input_name, input))
}

/// A problem's declared components, in the game its input sets up.
fn problem_findings(name: &str, input: Option<&str>, to: Option<u64>) -> Result<Findings> {
    let problem = workspace::problem(name)?;
    let name = &problem.name;
    let (input_name, input) = problem_input(&problem, input)?;
    workspace::build_release(std::slice::from_ref(&problem))?;
    // A first run with N = 0 says how many sizes there are, and so how far to go by default.
    let probe = declared::run(&problem, &input, &input_name, 0)?;
    let (default, most) = if probe.axes.len() == 1 {
        PROBLEM_TO_ONE
    } else {
        PROBLEM_TO_TWO
    };
    let up_to = to.map_or(default, |n| n as usize);
    if up_to > most {
        bail!(
            "--to: {name} explores {} up to N = {most}, not {up_to}",
            if probe.axes.len() == 1 {
                "components of one size"
            } else {
                "components of two sizes"
            }
        );
    }
    let declared = declared::run(&problem, &input, &input_name, up_to)?;
    let about = vec![
        format!("explored: {name}: {}", declared.component),
        match declared.same_for_every_input {
            true => "game: the same for every input (as its crate declares: the input's \
                     parameters do not enter these components)"
                .to_owned(),
            false => format!("game: the one the input {input_name} sets up"),
        },
    ];
    if declared.axes.len() == 2 {
        return two_axes_findings(&problem, declared, about, up_to).map(Findings::Two);
    }
    one_axis_findings(&problem, declared, about, up_to).map(Findings::One)
}

/// One axis of a problem's components: the rules' values, checked against the family the
/// crate declares, whose theorem then proves the period.
fn one_axis_findings(
    problem: &Problem,
    declared: Declared,
    mut about: Vec<String>,
    up_to: usize,
) -> Result<OneAxis> {
    let name = &problem.name;
    let axis = declared.axes[0].clone();
    let subject = format!("{} ({name})", declared.component);
    let proved = declared.proved.clone();
    let steps = declared.steps.map(|rows| {
        rows.into_iter()
            .next()
            .expect("one row of steps with one axis")
    });
    let rules = declared
        .rows
        .into_iter()
        .next()
        .expect("one row of values with one axis");
    let missing: Vec<usize> = (0..rules.len())
        .filter(|&n| rules[n] == NO_COMPONENT)
        .collect();
    if !missing.is_empty() {
        about.push(format!("no component at {axis} = {}", listed(&missing)));
    }
    if steps.is_some() {
        about.push(format!(
            "computed: steps({axis}) for {axis} <= {up_to} by its own rules (Every-SG)"
        ));
    }
    let with_steps = |found: OneAxis| OneAxis {
        steps: steps.clone(),
        ..found
    };
    let rules_only = |about: Vec<String>| {
        let sequence = Sequence {
            values: rules.clone(),
            proof: None,
        };
        with_steps(OneAxis::new(
            about,
            subject.clone(),
            axis.clone(),
            sequence,
            up_to + 1,
        ))
    };
    let Some(family) = declared.family else {
        let Some(proved) = &proved else {
            about.push(format!(
                "computed: g(0..={up_to}) by its own rules (it declares no family a theorem of \
                 this tool covers: nothing is proved by this tool)"
            ));
            return Ok(rules_only(about));
        };
        about.push(format!("computed: g(0..={up_to}) by its own rules"));
        let mut sequence = Sequence {
            values: rules.clone(),
            proof: None,
        };
        about.extend(own_argument::prove_by(&mut sequence, proved, name, &axis)?);
        let found = OneAxis::new(about, subject.clone(), axis.clone(), sequence, up_to + 1);
        return Ok(with_steps(found));
    };
    let reach = up_to.max(FAMILY_REACH);
    let mut progress = Progress::new(reach, true);
    let (mut sequence, family_name, engine) = match &family {
        DeclaredFamily::Octal(game) => (
            octal_sequence(game, reach, |last, elapsed| {
                progress.step(last, elapsed);
            }),
            format!("the octal game {game}"),
            "core's octal engine",
        ),
        DeclaredFamily::Subtraction(amounts) => (
            subtraction_sequence(amounts, reach).0,
            subtraction_name(amounts),
            "core's subtraction table",
        ),
        DeclaredFamily::TakeBreak(game) => match game.octal_game() {
            Some(octal) => (
                octal_sequence(&octal, reach, |last, elapsed| progress.step(last, elapsed)),
                format!("the octal game {octal}"),
                "core's octal engine",
            ),
            None => {
                let most = match game.splits_into_three() {
                    true => MAX_DIRECT_TO_THREE,
                    false => MAX_DIRECT_TO,
                };
                (
                    take_break_sequence(game, up_to.min(most)),
                    format!("the take-and-break code {game}"),
                    DIRECT_MEX,
                )
            }
        },
    };
    // Finite octal and subtraction games: their values never grow by a period (`bounded`).
    let cannot_grow = engine != DIRECT_MEX;
    let family_computed = sequence.computed();
    sequence.extend_by_period(up_to);
    let checked = sequence.computed().min(up_to + 1);
    let differs = |n: usize| rules[n] != NO_COMPONENT && rules[n] != sequence.values[n];
    if let Some(n) = (0..checked).find(|&n| differs(n)) {
        bail!(
            "{name} declares that its rules are {family_name}, but g({n}) = {} by the rules and \
             {} by the game: a bug in its Problem::explore",
            rules[n],
            sequence.values[n]
        );
    }
    about.push(format!(
        "computed: g(0..={up_to}) by its own rules, and g(0..={}) of {family_name}, which it \
         declares, with {engine}{}",
        family_computed - 1,
        match family_computed <= up_to {
            true => ", the rest by the period proved below",
            false => "",
        }
    ));
    about.push(format!(
        "the rules are {family_name}: the values agree for {axis} <= {}",
        checked - 1
    ));
    for &n in &missing {
        sequence.values[n] = NO_COMPONENT;
    }
    if let Some(proved) = &proved {
        about.extend(own_argument::prove_by(&mut sequence, proved, name, &axis)?);
    }
    let Some(proof) = sequence.proof else {
        // What is seen is read from every value computed, the game's past the rules' own.
        let last = sequence.computed() - 1;
        about.push(if last >= checked {
            format!(
                "{family_name} proves no period in g(0..={last}): nothing is proved; the pattern \
                 below is read from all of them, past {axis} = {} the game's, as declared (--to \
                 {last} checks them all)",
                checked - 1
            )
        } else {
            format!("{family_name} proves no period in the values computed: nothing is proved")
        });
        let found = OneAxis::new(about, subject, axis, sequence, up_to + 1);
        return Ok(with_steps(match cannot_grow {
            true => found.values_cannot_grow(),
            false => found,
        }));
    };
    if proof.used_up_to >= checked {
        about.push(format!(
            "the proof uses g(0..={}) of the game: past {axis} = {} the rules are taken to be \
             the game, as declared (--to {} checks them all)",
            proof.used_up_to,
            checked - 1,
            proof.used_up_to
        ));
    }
    Ok(with_steps(OneAxis::new(
        about,
        subject,
        axis,
        sequence,
        up_to + 1,
    )))
}

/// Two axes of a problem's components: the rules' table, no period claimed.
fn two_axes_findings(
    problem: &Problem,
    declared: Declared,
    mut about: Vec<String>,
    up_to: usize,
) -> Result<TwoAxes> {
    let name = &problem.name;
    if declared.family.is_some() {
        bail!(
            "{name} declares a family for components of two sizes: an octal or subtraction game \
             has one (a bug in its Problem::explore)"
        );
    }
    let and_steps = match declared.steps {
        Some(_) => " and the steps (Every-SG)",
        None => "",
    };
    about.push(format!(
        "computed: g{and_steps} for both sizes 0..={up_to} by {name}'s own rules"
    ));
    Ok(TwoAxes {
        about,
        subject: format!("{} ({name})", declared.component),
        axes: (declared.axes[0].clone(), declared.axes[1].clone()),
        rows: declared.rows,
        steps: declared.steps,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::report::Pattern;

    fn problem() -> Problem {
        Problem {
            name: "some-problem".to_owned(),
            dir: "problems/some-problem".into(),
        }
    }

    /// A one-axis text read back, with these values and family.
    fn declared(values: Vec<u32>, family: Option<DeclaredFamily>) -> Declared {
        Declared {
            component: "a row of n pins".to_owned(),
            axes: vec!["n".to_owned()],
            family,
            rows: vec![values],
            steps: None,
            proved: None,
            same_for_every_input: false,
        }
    }

    fn dawson() -> (OctalGame, Vec<u32>) {
        let game = OctalGame::parse(".07").unwrap();
        let values = game.grundy_direct(100);
        (game, values)
    }

    #[test]
    fn rules_that_differ_from_their_declared_family_are_an_error_naming_the_first_index() {
        let (game, mut values) = dawson();
        values[7] += 5;
        values[9] += 5;
        let family = Some(DeclaredFamily::Octal(game));
        let error =
            one_axis_findings(&problem(), declared(values, family), vec![], 100).unwrap_err();
        assert_eq!(
            error.0,
            "some-problem declares that its rules are the octal game .07, but g(7) = 6 by the \
             rules and 1 by the game: a bug in its Problem::explore"
        );
    }

    #[test]
    fn rules_that_agree_with_their_family_take_its_proof_and_say_what_was_checked() {
        let (game, values) = dawson();
        let family = Some(DeclaredFamily::Octal(game));
        let found = one_axis_findings(&problem(), declared(values, family), vec![], 100).unwrap();
        let Pattern::Proved(proof) = found.pattern else {
            panic!("{:?}", found.pattern);
        };
        assert_eq!((proof.period.preperiod, proof.period.length), (53, 34));
        assert!(found.about.contains(
            &"the rules are the octal game .07: the values agree for n <= 100".to_owned()
        ));
        // The proof reaches g(175), past the rules' 100 values: said, with how to check it all.
        assert!(
            found.about.iter().any(|line| line
                .starts_with("the proof uses g(0..=175) of the game: past n = 100")
                && line.ends_with("(--to 175 checks them all)")),
            "{:?}",
            found.about
        );
        // Only the rules' values are shown.
        assert_eq!(found.view(Some(1000)).prefix, 0..101);
    }

    #[test]
    fn a_missing_component_is_not_checked_against_the_family_and_is_no_p_position() {
        let (game, mut values) = dawson();
        values[0] = NO_COMPONENT;
        let family = Some(DeclaredFamily::Octal(game));
        let found = one_axis_findings(&problem(), declared(values, family), vec![], 100).unwrap();
        assert!(
            found.about.contains(&"no component at n = 0".to_owned()),
            "{:?}",
            found.about
        );
        let text = found.text(None);
        assert!(text.contains("\n  below 53: n = 1, 5, 9, 15,"), "{text}");
        assert!(text.contains("\nn=  0:  - 0 1 1 2 0"), "{text}");
    }

    #[test]
    fn rules_without_a_family_prove_nothing() {
        let (_, values) = dawson();
        let found = one_axis_findings(&problem(), declared(values, None), vec![], 100).unwrap();
        assert!(!matches!(found.pattern, Pattern::Proved(_)));
        assert!(
            found
                .about
                .iter()
                .any(|line| line.ends_with("nothing is proved by this tool)"))
        );
    }

    fn nim_declared_proved(up_to: u32, family: Option<DeclaredFamily>) -> Declared {
        let mut declared = declared((0..=up_to).collect(), family);
        let period = grundy::ArithmeticPeriod {
            preperiod: 0,
            length: 1,
            saltus: 1,
        };
        declared.proved = Some((period, "README.md: g(a) = a by induction".to_owned()));
        declared
    }

    #[test]
    fn rules_with_a_period_their_own_argument_proves_state_it_proved_by_that_argument() {
        let found =
            one_axis_findings(&problem(), nim_declared_proved(40, None), vec![], 40).unwrap();
        let Pattern::Proved(proof) = found.pattern else {
            panic!("{:?}", found.pattern);
        };
        assert_eq!((proof.period.length, proof.saltus), (1, 1));
        let text = found.text(None);
        assert!(
            text.contains(
                "\nproved by some-problem's own argument (README.md: g(a) = a by induction): \
                 g(n + 1) = g(n) + 1 for every n >= 0; the values g(0..=40) keep it\n"
            ),
            "{text}"
        );
        assert!(
            text.ends_with(
                "\nproved: g(n + 1) = g(n) + 1 for every n >= 0\n  by the problem's own \
                 argument (see its README), which g(0..=40) keep\n"
            ),
            "{text}"
        );
        assert!(!text.contains("nothing is proved"), "{text}");
    }

    #[test]
    fn a_family_that_proves_nothing_leaves_the_proof_to_the_problems_own_argument() {
        // Take a run, the code .7...: its values are Nim's (g(n) = n), and it splits a heap,
        // so no theorem of this tool proves its period.
        let code = TakeBreak::parse(".7...", Radix::Octal).unwrap();
        let declared = nim_declared_proved(40, Some(DeclaredFamily::TakeBreak(code)));
        let found = one_axis_findings(&problem(), declared, vec![], 40).unwrap();
        assert!(
            matches!(found.pattern, Pattern::Proved(_)),
            "{:?}",
            found.pattern
        );
        assert!(
            !found
                .about
                .iter()
                .any(|line| line.contains("proves no period")),
            "{:?}",
            found.about
        );
    }

    #[test]
    fn a_period_the_rules_break_is_an_error_though_the_argument_claims_it() {
        let mut declared = nim_declared_proved(40, None);
        declared.rows[0][30] = 0;
        let error = one_axis_findings(&problem(), declared, vec![], 40).unwrap_err();
        assert!(
            error.0.contains("but g(29) is 29 and g(30) is 0"),
            "{}",
            error.0
        );
    }

    #[test]
    fn a_family_for_two_sizes_is_an_error() {
        let declared = Declared {
            component: "a sheet".to_owned(),
            axes: vec!["w".to_owned(), "h".to_owned()],
            family: Some(DeclaredFamily::Subtraction(vec![1])),
            rows: vec![vec![0]],
            steps: None,
            proved: None,
            same_for_every_input: false,
        };
        let error = two_axes_findings(&problem(), declared, vec![], 0).unwrap_err();
        assert!(
            error
                .0
                .starts_with("some-problem declares a family for components of two sizes")
        );
    }

    #[test]
    fn declared_steps_reach_the_findings_and_are_said_computed() {
        let (game, values) = dawson();
        let mut one = declared(values, Some(DeclaredFamily::Octal(game)));
        one.steps = Some(vec![(0..=100).map(Some).collect()]);
        let found = one_axis_findings(&problem(), one, vec![], 100).unwrap();
        assert_eq!(found.steps.as_ref().map(Vec::len), Some(101));
        assert!(
            found.about.contains(
                &"computed: steps(n) for n <= 100 by its own rules (Every-SG)".to_owned()
            ),
            "{:?}",
            found.about
        );
        let two = Declared {
            component: "a game of piles a and b".to_owned(),
            axes: vec!["a".to_owned(), "b".to_owned()],
            family: None,
            rows: vec![vec![NO_COMPONENT, NO_COMPONENT], vec![NO_COMPONENT, 1]],
            steps: Some(vec![vec![None, None], vec![None, Some(1)]]),
            proved: None,
            same_for_every_input: false,
        };
        let found = two_axes_findings(&problem(), two, vec![], 1).unwrap();
        assert_eq!(found.steps(1, 1), Some(1));
        assert_eq!(
            found.about,
            [
                "computed: g and the steps (Every-SG) for both sizes 0..=1 by some-problem's own rules"
            ]
        );
    }
}
