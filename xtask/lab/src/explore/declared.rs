//! What a problem crate declares for exploring (`Problem::explore`): its binary's hidden
//! `--explore N` run on an input, and that text read back (see `harness::Exploration::text`).

use std::sync::mpsc;
use std::time::{Duration, Instant};

use grundy::{ArithmeticPeriod, OctalGame, Radix, TakeBreak};

use super::sequence::NO_COMPONENT;
use super::source::parse_amounts;
use crate::error::{Result, bail};
use crate::runner;
use crate::workspace::Problem;

/// The problem binary's `--explore` runs stop here (the values of a large table can take a
/// while, but not forever).
const TIME_LIMIT: Duration = Duration::from_secs(600);

/// A family the problem says its rules are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeclaredFamily {
    /// An octal game.
    Octal(OctalGame),
    /// A finite subtraction game with these amounts.
    Subtraction(Vec<u64>),
    /// A take-and-break code (written in hexadecimal digits, which an octal code's are too).
    TakeBreak(TakeBreak),
}

/// One `--explore N` text, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Declared {
    /// What a component of each index is (`a strip of n cells`).
    pub component: String,
    /// The names of the axes: one or two.
    pub axes: Vec<String>,
    /// The family the rules are said to be, if any.
    pub family: Option<DeclaredFamily>,
    /// The values: one row with one axis, `N + 1` rows with two; [`NO_COMPONENT`] for `-`.
    pub rows: Vec<Vec<u32>>,
    /// The steps (Every-SG remoteness), when the problem declares them: laid out as the
    /// values, `None` for `-`.
    pub steps: Option<Vec<Vec<Option<u64>>>>,
    /// A period the problem's own argument proves, and that argument in words
    /// (`harness::Exploration::with_proved_period`).
    pub proved: Option<(ArithmeticPeriod, String)>,
    /// Whether the components are the same for every input
    /// (`harness::Exploration::same_for_every_input`).
    pub same_for_every_input: bool,
}

/// Runs `problem`'s release binary with `--explore up_to` on `input` (from the file named
/// `input_name`) and reads what it prints.
///
/// # Errors
/// The binary's own error line (an input it rejects, a problem that declares nothing), or a
/// text that does not read.
pub fn run(problem: &Problem, input: &[u8], input_name: &str, up_to: usize) -> Result<Declared> {
    let args = ["--explore".to_owned(), up_to.to_string()];
    let limits = runner::Limits::generous(TIME_LIMIT);
    let name = &problem.name;
    let run = with_progress(&format!("{name} --explore {up_to}"), || {
        runner::run(&problem.binary(), &args, input.to_vec(), &limits)
    })?;
    if run.timed_out() {
        bail!(
            "{name} --explore {up_to} ran past {}",
            runner::human(TIME_LIMIT)
        );
    }
    if run.status != Some(0) {
        let said = String::from_utf8_lossy(&run.stderr);
        let said = said.trim_end().trim_start_matches("error: ");
        if said == format!("{name} declares no components to explore (Problem::explore)") {
            let readme = std::fs::read_to_string(problem.dir.join("README.md")).unwrap_or_default();
            bail!("{}", no_components(name, &readme));
        }
        bail!("{name} rejects the input {input_name}: {said}");
    }
    let text = String::from_utf8_lossy(&run.stdout);
    read(&text, up_to)
        .map_err(|why| format!("{name} --explore {up_to} printed an unreadable text: {why}").into())
}

/// What to say of a problem that has no components to tabulate, in the user's words: what its
/// README says to explore instead (its first `` `cargo xtask explore --...` `` command, such as
/// `--octal .007` for Treblecross), else how to explore a family by hand.
fn no_components(name: &str, readme: &str) -> String {
    let said = readme
        .split('`')
        .skip(1)
        .step_by(2)
        .find(|code| code.starts_with("cargo xtask explore --"));
    match said {
        Some(command) => format!(
            "{name} has no components for explore to tabulate (its crate declares no rules for \
             one component alone); its README says to run instead: {command}"
        ),
        None => format!(
            "{name} has no components for explore to tabulate (its crate declares no rules for \
             one component alone); if its game is an octal or a finite subtraction game, \
             explore that: cargo xtask explore --octal CODE or --subtract SET"
        ),
    }
}

/// Runs `work`, saying on stderr every [`PROGRESS_EVERY`] that `what` is still running (a
/// large table from a problem's rules can take a minute).
fn with_progress<T>(what: &str, work: impl FnOnce() -> T) -> T {
    let (done, finished) = mpsc::channel::<()>();
    std::thread::scope(|scope| {
        scope.spawn(move || {
            let start = Instant::now();
            while let Err(mpsc::RecvTimeoutError::Timeout) = finished.recv_timeout(PROGRESS_EVERY) {
                let elapsed = runner::human(start.elapsed());
                eprintln!("explore: {what} still computing ({elapsed} so far)");
            }
        });
        let result = work();
        let _ = done.send(());
        result
    })
}

/// How often [`with_progress`] speaks.
const PROGRESS_EVERY: Duration = Duration::from_secs(5);

/// Reads a `--explore up_to` text.
///
/// # Errors
/// What is wrong with it, and on which line.
pub fn read(text: &str, up_to: usize) -> std::result::Result<Declared, String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut at = 0;
    let component = match &fields(&lines, &mut at, "component")?[..] {
        [component] => component.to_string(),
        _ => return Err(format!("line {at}: one component description expected")),
    };
    let axes: Vec<String> = fields(&lines, &mut at, "axes")?
        .into_iter()
        .map(str::to_owned)
        .collect();
    if !(1..=2).contains(&axes.len()) || axes.iter().any(String::is_empty) {
        return Err(format!("line {at}: one or two axis names expected"));
    }
    let family = match lines.get(at).and_then(|line| line.strip_prefix("family\t")) {
        Some(words) => {
            at += 1;
            Some(read_family(words).map_err(|why| format!("line {at}: {why}"))?)
        }
        None => None,
    };
    let proved = match lines.get(at).and_then(|line| line.strip_prefix("proved\t")) {
        Some(words) => {
            at += 1;
            Some(read_proved(words).map_err(|why| format!("line {at}: {why}"))?)
        }
        None => None,
    };
    let same_for_every_input = lines.get(at) == Some(&"input\tnone");
    if same_for_every_input {
        at += 1;
    }
    fields(&lines, &mut at, "values")?;
    let expected_rows = if axes.len() == 1 { 1 } else { up_to + 1 };
    // The values run to the `steps` line, if there is one, else to the end.
    let steps_at = (at..lines.len()).find(|&line| lines[line] == "steps");
    let value_lines = &lines[at..steps_at.unwrap_or(lines.len())];
    if value_lines.len() != expected_rows {
        return Err(format!(
            "{} lines of values, expected {expected_rows}",
            value_lines.len()
        ));
    }
    let numbered = |index: usize, first: usize| {
        move |why: String| format!("line {}: {why}", first + index + 1)
    };
    let rows = value_lines
        .iter()
        .enumerate()
        .map(|(index, line)| read_row(line, up_to, VALUES).map_err(numbered(index, at)))
        .collect::<std::result::Result<Vec<_>, _>>()?;
    let steps = match steps_at {
        None => None,
        Some(steps_at) => {
            let step_lines = &lines[steps_at + 1..];
            if step_lines.len() != expected_rows {
                return Err(format!(
                    "{} lines of steps, expected {expected_rows}",
                    step_lines.len()
                ));
            }
            let steps = step_lines
                .iter()
                .enumerate()
                .map(|(index, line)| {
                    read_row(line, up_to, STEPS).map_err(numbered(index, steps_at + 1))
                })
                .collect::<std::result::Result<Vec<_>, _>>()?;
            let mismatch = (0..expected_rows).find(|&row| {
                (0..=up_to).any(|k| rows[row][k].is_none() != steps[row][k].is_none())
            });
            if let Some(row) = mismatch {
                return Err(format!(
                    "line {}: steps where there is no value, or none where there is one",
                    steps_at + row + 2
                ));
            }
            Some(steps)
        }
    };
    let rows = rows
        .into_iter()
        .map(|row| {
            let value = |v: Option<u64>| v.map_or(NO_COMPONENT, |v| v as u32);
            row.into_iter().map(value).collect()
        })
        .collect();
    Ok(Declared {
        component,
        axes,
        family,
        rows,
        steps,
        proved,
        same_for_every_input,
    })
}

/// `e<TAB>p<TAB>s<TAB>argument`: `g(n + p) = g(n) + s` for every `n >= e`, `p >= 1`.
fn read_proved(words: &str) -> std::result::Result<(ArithmeticPeriod, String), String> {
    let fields: Vec<&str> = words.splitn(4, '\t').collect();
    let [preperiod, length, saltus, argument] = fields[..] else {
        return Err(format!(
            "a proved period needs e, p, s and the argument: {words:?}"
        ));
    };
    let number = |word: &str| {
        word.parse::<u32>()
            .map_err(|_| format!("{word:?} is not a whole number"))
    };
    let period = ArithmeticPeriod {
        preperiod: number(preperiod)? as usize,
        length: number(length)? as usize,
        saltus: number(saltus)?,
    };
    if period.length == 0 || argument.is_empty() {
        return Err("a proved period has a length of at least 1 and an argument".to_owned());
    }
    Ok((period, argument.to_owned()))
}

/// The tab-separated words after `name` on the line `lines[*at]`, which must start with it;
/// moves `at` past it.
fn fields<'a>(
    lines: &[&'a str],
    at: &mut usize,
    name: &str,
) -> std::result::Result<Vec<&'a str>, String> {
    let line = lines
        .get(*at)
        .ok_or_else(|| format!("it ends before the {name:?} line"))?;
    *at += 1;
    let mut words = line.split('\t');
    if words.next() != Some(name) {
        return Err(format!("line {at}: expected {name:?}, found {line:?}"));
    }
    Ok(words.collect())
}

/// `octal<TAB>.07`, `subtract<TAB>1,3,4` or `take-break<TAB>8.3...`.
fn read_family(words: &str) -> std::result::Result<DeclaredFamily, String> {
    match words.split_once('\t') {
        Some(("octal", code)) => OctalGame::parse(code)
            .map(DeclaredFamily::Octal)
            .map_err(|error| error.to_string()),
        Some(("subtract", amounts)) => parse_amounts(amounts).map(DeclaredFamily::Subtraction),
        Some(("take-break", code)) => TakeBreak::parse(code, Radix::Hexadecimal)
            .map(DeclaredFamily::TakeBreak)
            .map_err(|error| error.to_string()),
        _ => Err(format!("unknown family {words:?}")),
    }
}

/// What a row holds, for reading it and for its errors: a number, and their name.
struct Numbers {
    /// `a Grundy value`.
    one: &'static str,
    /// `values`.
    many: &'static str,
    /// The largest number allowed.
    most: u64,
}

/// Grundy values: below [`NO_COMPONENT`], which stands for `-`.
const VALUES: Numbers = Numbers {
    one: "a Grundy value",
    many: "values",
    most: NO_COMPONENT as u64 - 1,
};

/// Steps: any `u64`.
const STEPS: Numbers = Numbers {
    one: "a number of steps",
    many: "steps",
    most: u64::MAX,
};

/// `up_to + 1` numbers or `-` (`None`), separated by spaces.
fn read_row(
    line: &str,
    up_to: usize,
    numbers: Numbers,
) -> std::result::Result<Vec<Option<u64>>, String> {
    let row = line
        .split(' ')
        .map(|word| match word {
            "-" => Ok(None),
            _ => word
                .parse::<u64>()
                .ok()
                .filter(|&number| number <= numbers.most)
                .map(Some)
                .ok_or_else(|| format!("{word:?} is not {}", numbers.one)),
        })
        .collect::<std::result::Result<Vec<_>, String>>()?;
    if row.len() != up_to + 1 {
        return Err(format!(
            "{} {}, expected {}",
            row.len(),
            numbers.many,
            up_to + 1
        ));
    }
    Ok(row)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_problem_without_components_points_at_what_its_readme_says_to_explore() {
        let readme = "board n is heap n + 2 of `.007`: `cargo xtask explore --octal .007` \
                      tabulates it, and `cargo xtask explore --octal .07` another";
        let said = no_components("poj-3537-crosses", readme);
        assert!(
            said.ends_with("its README says to run instead: cargo xtask explore --octal .007"),
            "{said}"
        );
        assert!(!said.contains("Problem::explore"), "{said}");
        let said = no_components("macau-2020-g-sequence", "no command here");
        assert!(
            said.ends_with("explore that: cargo xtask explore --octal CODE or --subtract SET"),
            "{said}"
        );
    }

    #[test]
    fn a_one_axis_text_with_a_family_reads_back() {
        let text =
            "component\ta strip of n cells\naxes\tn\nfamily\toctal\t.0007\nvalues\n- 0 0 1\n";
        let declared = read(text, 3).unwrap();
        assert_eq!(declared.component, "a strip of n cells");
        assert_eq!(declared.axes, ["n"]);
        assert_eq!(
            declared.family,
            Some(DeclaredFamily::Octal(OctalGame::parse(".0007").unwrap()))
        );
        assert_eq!(declared.rows, [vec![NO_COMPONENT, 0, 0, 1]]);
    }

    #[test]
    fn a_proved_period_and_the_same_for_every_input_read_back() {
        let text = "component\ta row of n\naxes\tn\nproved\t0\t1\t1\tREADME.md: g(a) = a\n\
                    input\tnone\nvalues\n0 1 2\n";
        let declared = read(text, 2).unwrap();
        let period = ArithmeticPeriod {
            preperiod: 0,
            length: 1,
            saltus: 1,
        };
        assert_eq!(
            declared.proved,
            Some((period, "README.md: g(a) = a".to_owned()))
        );
        assert!(declared.same_for_every_input);
        let plain = read("component\tx\naxes\tn\nvalues\n0 1\n", 1).unwrap();
        assert_eq!((plain.proved, plain.same_for_every_input), (None, false));
        assert_eq!(
            read(
                "component\tx\naxes\tn\nproved\t0\t0\t1\tnone\nvalues\n0 1\n",
                1
            )
            .unwrap_err(),
            "line 3: a proved period has a length of at least 1 and an argument"
        );
    }

    #[test]
    fn a_two_axis_text_has_one_row_per_index_of_the_first_axis() {
        let text = "component\ta w x h sheet\naxes\tw\th\nvalues\n- -\n- 0\n";
        let declared = read(text, 1).unwrap();
        assert_eq!(declared.axes, ["w", "h"]);
        assert_eq!(declared.family, None);
        assert_eq!(
            declared.rows,
            [vec![NO_COMPONENT; 2], vec![NO_COMPONENT, 0]]
        );
    }

    #[test]
    fn a_subtraction_family_reads_its_amounts() {
        let text = "component\ta heap\naxes\tn\nfamily\tsubtract\t1,3,4\nvalues\n0 1\n";
        assert_eq!(
            read(text, 1).unwrap().family,
            Some(DeclaredFamily::Subtraction(vec![1, 3, 4]))
        );
    }

    #[test]
    fn a_text_that_does_not_read_says_where() {
        let bad = |text: &str, up_to| read(text, up_to).unwrap_err();
        assert_eq!(
            bad("axes\tn\n", 1),
            "line 1: expected \"component\", found \"axes\\tn\""
        );
        assert_eq!(
            bad("component\tx\naxes\tn\nvalues\n0 1 2\n", 1),
            "line 4: 3 values, expected 2"
        );
        assert_eq!(
            bad("component\tx\naxes\tn\nvalues\n0 x\n", 1),
            "line 4: \"x\" is not a Grundy value"
        );
        assert_eq!(
            bad("component\tx\naxes\tn\nfamily\tnim\t1\nvalues\n0 1\n", 1),
            "line 3: unknown family \"nim\\t1\""
        );
        assert_eq!(
            bad("component\tx\naxes\tn\n", 1),
            "it ends before the \"values\" line"
        );
        assert_eq!(
            bad("component\tx\naxes\tw\th\nvalues\n0 1\n", 1),
            "1 lines of values, expected 2"
        );
    }

    #[test]
    fn steps_after_the_values_read_back_in_the_same_layout() {
        let text =
            "component\tgames of piles a and b\naxes\ta\tb\nvalues\n- -\n- 1\nsteps\n- -\n- 1\n";
        let declared = read(text, 1).unwrap();
        assert_eq!(
            declared.rows,
            [vec![NO_COMPONENT; 2], vec![NO_COMPONENT, 1]]
        );
        assert_eq!(
            declared.steps,
            Some(vec![vec![None, None], vec![None, Some(1)]])
        );
        let one = read(
            "component\tx\naxes\tn\nvalues\n0 1\nsteps\n0 12345678901\n",
            1,
        );
        assert_eq!(
            one.unwrap().steps,
            Some(vec![vec![Some(0), Some(12_345_678_901)]])
        );
        // Without the steps line there are none.
        let plain = read("component\tx\naxes\tn\nvalues\n0 1\n", 1).unwrap();
        assert_eq!(plain.steps, None);
    }

    #[test]
    fn steps_that_do_not_read_or_do_not_match_the_values_say_where() {
        let bad = |steps: &str| {
            read(
                &format!("component\tx\naxes\tn\nvalues\n- 0 1\nsteps\n{steps}"),
                2,
            )
            .unwrap_err()
        };
        assert_eq!(bad("- 0 x\n"), "line 6: \"x\" is not a number of steps");
        assert_eq!(bad("- 0\n"), "line 6: 2 steps, expected 3");
        assert_eq!(bad(""), "0 lines of steps, expected 1");
        assert_eq!(
            bad("0 0 1\n"),
            "line 6: steps where there is no value, or none where there is one"
        );
        assert_eq!(
            bad("- - 1\n"),
            "line 6: steps where there is no value, or none where there is one"
        );
    }
}
