//! `cargo xtask explore ... --misere`: a heap game under misère play (whoever makes the last
//! move loses), heap by heap: the normal value, the misère value and outcome, Conway's genus,
//! the misère P-positions, and which heaps are tame; all from core's exhaustive search over
//! whole positions ([`MisereHeaps`]), nothing from a theorem but the rule it states for sums
//! of tame heaps.

use std::fmt::Write as _;

use grundy::{Components, GrundyGame, MisereHeaps, Radix, Subtraction, TakeBreak};

use super::declared::{self, DeclaredFamily};
use super::positions::listed;
use super::sequence::NO_COMPONENT;
use super::source::parse_amounts;
use crate::error::{Result, bail};
use crate::workspace;

/// The default `--to` with `--misere`.
const DEFAULT_TO: u64 = 40;
/// The largest `--to` with `--misere` (a subtraction game's heap reaches only smaller heaps);
/// a game whose moves split heaps meets [`MOST_POSITIONS`] much sooner.
const MAX_TO: u64 = 100_000;
/// The most positions (sums of heaps) the search keeps: seconds and about 100 MB at worst
/// (Grundy's game up to 60 reaches 251,238 of them in about 5 s; Kayles up to 40, 44,583).
const MOST_POSITIONS: usize = 300_000;
/// The genus is computed up to `γ(TWOS)`: the heap plus up to this many Nim heaps of 2.
const TWOS: usize = 6;
/// The rows of the table shown by default.
const DEFAULT_ROWS: usize = 121;

/// What `explore --misere` was asked, as read from the command line.
#[derive(Debug)]
pub struct Asked {
    /// `--octal CODE`.
    pub octal: Option<String>,
    /// `--hex CODE`.
    pub hex: Option<String>,
    /// `--grundy`.
    pub grundy: bool,
    /// `--subtract SET`.
    pub subtract: Option<String>,
    /// PROBLEM, the positional words.
    pub problems: Vec<String>,
    /// `--input FILE`.
    pub input: Option<String>,
    /// `--to N`.
    pub to: Option<u64>,
    /// `--show K`.
    pub show: Option<usize>,
    /// Whether `--svg` or `--values` was given (neither goes with `--misere`).
    pub drawing: bool,
}

/// The heap game to play misère.
#[derive(Debug)]
enum Heaps {
    TakeBreak(TakeBreak),
    Grundy,
    Subtraction(Subtraction),
}

/// Runs `explore --misere`: prints the misère findings.
///
/// # Errors
/// A bad command line (no game or several, a bad code or set, `--svg` or `--values`, a
/// problem that declares no heap game), or a search past [`MOST_POSITIONS`].
pub fn run(asked: Asked) -> Result {
    if asked.drawing {
        bail!("--misere prints a table only: --svg and --values go without it");
    }
    let given = usize::from(asked.octal.is_some())
        + usize::from(asked.hex.is_some())
        + usize::from(asked.grundy)
        + usize::from(asked.subtract.is_some())
        + asked.problems.len();
    if given != 1 {
        bail!(
            "explore --misere takes exactly one of --octal CODE, --hex CODE, --grundy, \
             --subtract SET or PROBLEM, {given} were given (see --help)"
        );
    }
    if asked.input.is_some() && asked.problems.is_empty() {
        bail!("--input FILE sets up a problem's game: it goes with PROBLEM only");
    }
    let up_to = asked.to.unwrap_or(DEFAULT_TO);
    if up_to > MAX_TO {
        bail!("--to: --misere searches heaps up to N = {MAX_TO} at most, not {up_to}");
    }
    let (heaps, name, own) = choose(&asked, up_to)?;
    let look = Look {
        name,
        up_to,
        rows: asked.show.unwrap_or(DEFAULT_ROWS),
        most: MOST_POSITIONS,
        own,
    };
    let text = match heaps {
        Heaps::TakeBreak(game) => findings(game, &look),
        Heaps::Grundy => findings(GrundyGame, &look),
        Heaps::Subtraction(game) => findings(game, &look),
    }?;
    print!("{text}");
    Ok(())
}

/// A problem's own rules: its name and the normal values `g(0..=N)` its binary printed
/// ([`NO_COMPONENT`] where there is no component).
#[derive(Debug)]
struct Own {
    problem: String,
    values: Vec<u32>,
}

/// What to print of the heap game: its name, how far, how many rows, the search's bound, and
/// the problem whose declared game it is.
#[derive(Debug)]
struct Look {
    name: String,
    up_to: u64,
    rows: usize,
    most: usize,
    own: Option<Own>,
}

/// The game asked for, its name in the findings and, for a problem, its own rules' values up
/// to `up_to`.
fn choose(asked: &Asked, up_to: u64) -> Result<(Heaps, String, Option<Own>)> {
    let code = |option: &str, code: &str, radix| -> Result<(Heaps, String, Option<Own>)> {
        let game = TakeBreak::parse(code, radix).map_err(|error| format!("{option}: {error}"))?;
        let name = code_name(&game);
        Ok((Heaps::TakeBreak(game), name, None))
    };
    if let Some(text) = &asked.octal {
        return code("--octal", text, Radix::Octal);
    }
    if let Some(text) = &asked.hex {
        return code("--hex", text, Radix::Hexadecimal);
    }
    if asked.grundy {
        return Ok((Heaps::Grundy, "Grundy's game".to_owned(), None));
    }
    if let Some(set) = &asked.subtract {
        let amounts = parse_amounts(set).map_err(|why| format!("--subtract: {why}"))?;
        let (heaps, name) = subtraction(amounts);
        return Ok((heaps, name, None));
    }
    let (heaps, name, own) = problem_family(&asked.problems[0], asked.input.as_deref(), up_to)?;
    Ok((heaps, name, Some(own)))
}

/// `the octal game .77` or `the hexadecimal game 8.3...`.
fn code_name(game: &TakeBreak) -> String {
    match game.digits().iter().all(|&digit| digit < 8) {
        true => format!("the octal game {game}"),
        false => format!("the hexadecimal game {game}"),
    }
}

fn subtraction(mut amounts: Vec<u64>) -> (Heaps, String) {
    amounts.sort_unstable();
    amounts.dedup();
    let words: Vec<String> = amounts.iter().map(u64::to_string).collect();
    let name = format!("the subtraction game {{{}}}", words.join(", "));
    (Heaps::Subtraction(Subtraction::new(amounts)), name)
}

/// The heap game a problem's crate declares its rules to be, in the game its input sets up,
/// and its own rules' values up to `up_to`.
///
/// # Errors
/// An unreadable input, a binary that rejects it, or a crate that declares no family.
fn problem_family(name: &str, input: Option<&str>, up_to: u64) -> Result<(Heaps, String, Own)> {
    let problem = workspace::problem(name)?;
    let name = &problem.name;
    let (input_name, input) = super::problem_input(&problem, input)?;
    workspace::build_release(std::slice::from_ref(&problem))?;
    let declared = declared::run(&problem, &input, &input_name, up_to as usize)?;
    let (heaps, game) = match declared.family {
        Some(DeclaredFamily::Octal(game)) => {
            let code = TakeBreak::parse(&game.to_string(), Radix::Octal)
                .map_err(|error| format!("{name} declares the octal game {game}: {error}"))?;
            (Heaps::TakeBreak(code), format!("the octal game {game}"))
        }
        Some(DeclaredFamily::TakeBreak(game)) => {
            let game_name = code_name(&game);
            (Heaps::TakeBreak(game), game_name)
        }
        Some(DeclaredFamily::Subtraction(amounts)) => subtraction(amounts),
        None => bail!(
            "{name} declares no heap game (an octal, take-and-break or subtraction game): \
             --misere needs a declared family (explore {name} without --misere tabulates its \
             own rules)"
        ),
    };
    let values = declared.rows.into_iter().next().unwrap_or_default();
    let own = Own {
        problem: name.clone(),
        values,
    };
    Ok((heaps, format!("{game}, as {name} declares its rules"), own))
}

/// The findings for the heaps `0..=up_to` of `rules`, the table's first `rows` rows.
///
/// # Errors
/// A search past `most` positions, or a problem's own rules whose normal values differ from
/// the game's.
fn findings<C: Components<Part = u64>>(rules: C, look: &Look) -> Result<String> {
    let Look {
        name,
        up_to,
        rows,
        most,
        ..
    } = look;
    let (up_to, rows, most) = (*up_to, *rows, *most);
    let starts = (0..=up_to).map(|n| vec![n]);
    let heaps = MisereHeaps::new(rules, starts, TWOS, most).map_err(|error| {
        format!(
            "--misere: the heaps n <= {up_to} of {name} reach more than {} positions (sums of \
             heaps), the bound of the exhaustive search: try a smaller --to",
            error.most
        )
    })?;
    let agree = look
        .own
        .as_ref()
        .map(|own| agrees(own, &heaps, up_to))
        .transpose()?;
    let mut text = String::new();
    let mut say = |line: String| {
        text.push_str(&line);
        text.push('\n');
    };
    say(format!(
        "explored: {name} under misère play (whoever makes the last move loses), a heap of n \
         for n <= {up_to}"
    ));
    say(format!(
        "computed: every position reachable from those heaps ({} sums of heaps), each searched \
         as a whole: its normal value g, its misère value (1 with no move left, else the mex of \
         its options' misère values; 0 exactly when lost for the player to move), and γ0..γ{TWOS}, \
         the misère values of it plus 0..{TWOS} Nim heaps of 2",
        heaps.positions()
    ));
    if let Some(agree) = agree {
        say(agree);
    }
    say(format!(
        "genus: g^{{γ0 γ1 ...}} (Conway, Winning Ways ch. 13), written up to where γ0..γ{TWOS} \
         alternate (that they go on alternating past γ{TWOS} is not proved by this tool; \
         \"...\" where they do not within γ{TWOS})"
    ));
    let all: Vec<u64> = (0..=up_to).collect();
    let lost: Vec<u64> = all
        .iter()
        .copied()
        .filter(|&n| heaps.misere_value(&[n]) == Some(0))
        .collect();
    say(format!(
        "misère P-positions (misère value 0: lost for the player to move), n <= {up_to}: {}",
        listed(&lost)
    ));
    let tame: Vec<u64> = all
        .iter()
        .copied()
        .filter(|&n| heaps.is_tame(&[n]) == Some(true))
        .collect();
    say(tameness(&heaps, &tame, up_to));
    if !tame.is_empty() {
        say(tame_rule(&heaps, &tame));
    }
    let shown = rows.min(all.len());
    let more = match shown < all.len() {
        true => format!(" (the first {shown}; --show K for more)"),
        false => String::new(),
    };
    say(format!(
        "table{more}: n, g, misère value, outcome under misère play (N: won for the player to \
         move, P: lost), genus, tame"
    ));
    for &n in &all[..shown] {
        let genus = heaps.genus(&[n]).expect("every start was searched");
        let misere = genus.misere[0];
        let outcome = if misere == 0 { "P" } else { "N" };
        let tame = if tame.contains(&n) {
            "tame"
        } else {
            "not tame"
        };
        let mut row = String::new();
        let _ = write!(
            row,
            "{n:>6} {:>4} {misere:>4}  {outcome}  {:<14} {tame}",
            genus.normal,
            genus.to_string()
        );
        say(row.trim_end().to_owned());
    }
    Ok(text)
}

/// What the game's normal values say of a problem's own rules: that they agree up to `up_to`.
///
/// # Errors
/// The first heap where they differ (a bug in the problem's declaration).
fn agrees<C: Components<Part = u64>>(
    own: &Own,
    heaps: &MisereHeaps<C>,
    up_to: u64,
) -> Result<String> {
    let problem = &own.problem;
    for (n, &value) in (0..=up_to).zip(&own.values) {
        let game = heaps.normal_value(&[n]).expect("every start was searched");
        if value != NO_COMPONENT && value != game {
            bail!(
                "{problem} declares its rules to be this game, but g({n}) = {value} by the rules \
                 and {game} by the game: a bug in its Problem::explore"
            );
        }
    }
    Ok(format!(
        "the normal values g(0..={up_to}) of {problem}'s own rules agree with the game's; the \
         misère values are the game's, as declared"
    ))
}

/// Which heaps are tame, and the first that is not.
fn tameness<C: Components<Part = u64>>(heaps: &MisereHeaps<C>, tame: &[u64], up_to: u64) -> String {
    let meaning = format!(
        "(it and every position reachable from it have the genus of a Nim position: 0^{{120}}, \
         1^{{031}}, or g^{{g (g xor 2)}}, as far as γ{TWOS})"
    );
    let wild = (0..=up_to).find(|n| !tame.contains(n));
    match wild {
        None => format!("tame {meaning}: every heap n <= {up_to}"),
        Some(first) => {
            let genus = heaps.genus(&[first]).expect("every start was searched");
            let which = match genus.is_nim_like() {
                true => "its own genus is Nim's, a position reachable from it has another",
                false => "its own genus is not Nim's",
            };
            format!(
                "tame {meaning}: n = {}; the first heap not tame: n = {first}, genus {genus} \
                 ({which})",
                listed(tame)
            )
        }
    }
}

/// The rule for sums of the tame heaps, with which heaps count as Nim heaps above 1.
fn tame_rule<C: Components<Part = u64>>(heaps: &MisereHeaps<C>, tame: &[u64]) -> String {
    let (fickle, firm): (Vec<u64>, Vec<u64>) = tame.iter().partition(|&&n| {
        let genus = heaps.genus(&[n]).expect("every start was searched");
        genus.misere[0] != genus.normal
    });
    format!(
        "sums of tame heaps (and Nim heaps) play as misère Nim on the Nim positions of the same \
         genera (tame games, Winning Ways ch. 13; core's tests check it against the exhaustive \
         search on random sums): such a sum is lost for the player to move exactly when some \
         part has genus g^{{g (g xor 2)}} and the nim-sum of the g is 0, or none has and the \
         nim-sum is 1. Genus g^{{g (g xor 2)}}, as a Nim heap above 1: n = {}; 0^{{120}} or \
         1^{{031}}, as a Nim heap of 0 or 1: n = {}",
        listed(&firm),
        listed(&fickle)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::{ComponentValues, Misere, Referee, Sum};

    fn kayles() -> TakeBreak {
        TakeBreak::parse(".77", Radix::Octal).unwrap()
    }

    fn look(name: &str, up_to: u64, most: usize, own: Option<Own>) -> Look {
        let name = name.to_owned();
        let rows = usize::MAX;
        Look {
            name,
            up_to,
            rows,
            most,
            own,
        }
    }

    #[test]
    fn a_problems_own_values_are_checked_against_its_declared_game() {
        let mut values = TakeBreak::parse(".77", Radix::Octal)
            .unwrap()
            .grundy_direct(12);
        values[0] = NO_COMPONENT;
        let own = |values: Vec<u32>| {
            Some(Own {
                problem: "kayles-problem".to_owned(),
                values,
            })
        };
        let text = findings(
            kayles(),
            &look("Kayles", 12, MOST_POSITIONS, own(values.clone())),
        );
        let text = text.unwrap();
        assert!(text.contains("\nthe normal values g(0..=12) of kayles-problem's own rules agree"));
        values[7] ^= 1;
        let error = findings(kayles(), &look("Kayles", 12, MOST_POSITIONS, own(values)));
        assert_eq!(
            error.unwrap_err().0,
            "kayles-problem declares its rules to be this game, but g(7) = 3 by the rules and 2 \
             by the game: a bug in its Problem::explore"
        );
    }

    /// The findings for heaps up to `up_to`, every row shown.
    fn text<C: Components<Part = u64>>(rules: C, up_to: u64) -> String {
        findings(rules, &look("the game", up_to, MOST_POSITIONS, None)).unwrap()
    }

    /// The line that starts with `start`.
    fn line<'a>(text: &'a str, start: &str) -> &'a str {
        let found = text.lines().find(|line| line.starts_with(start));
        found.unwrap_or_else(|| panic!("no line {start:?} in\n{text}"))
    }

    /// Checks each row of the table (n, g, misère value, outcome, genus, tame) against the
    /// referee's misère search of the heap and the normal values by the definition.
    fn check_rows<C: Components<Part = u64> + Clone>(rules: C, up_to: u64) {
        let text = text(rules.clone(), up_to);
        let rows: Vec<Vec<&str>> = text
            .lines()
            .filter(|line| line.starts_with("  "))
            .map(|line| line.split_whitespace().collect())
            .collect();
        assert_eq!(rows.len() as u64, up_to + 1, "{text}");
        let mut referee = Referee::new(Misere(Sum(rules.clone())));
        let mut values = ComponentValues::new(rules);
        for (n, row) in (0..).zip(&rows) {
            assert_eq!(row[0], n.to_string());
            assert_eq!(row[1], values.value(&n).to_string(), "g({n})");
            let lost = !referee.wins(&vec![n]);
            assert_eq!(row[2] == "0", lost, "heap {n}: {row:?}");
            assert_eq!(row[3], if lost { "P" } else { "N" }, "heap {n}");
            let genus = format!("{}^{{{}", row[1], &row[2]);
            assert!(row[4].starts_with(&genus), "heap {n}: {row:?}");
        }
    }

    #[test]
    fn each_row_is_the_referees_misere_outcome_and_the_definitions_normal_value() {
        check_rows(kayles(), 16);
        check_rows(TakeBreak::parse(".07", Radix::Octal).unwrap(), 16);
        check_rows(TakeBreak::parse("4.3...", Radix::Octal).unwrap(), 10);
        check_rows(Subtraction::new([1, 3, 4]), 30);
        check_rows(GrundyGame, 20);
    }

    #[test]
    fn misere_kayles_single_heaps_lost_up_to_40_are_the_ones_the_referee_finds() {
        let text = text(kayles(), 40);
        let said = line(&text, "misère P-positions");
        assert!(said.ends_with(", n <= 40: 1, 4, 9, 12, 20"), "{said}");
        let mut referee = Referee::new(Misere(Sum(kayles())));
        let lost: Vec<u64> = (0..=40).filter(|&n| !referee.wins(&vec![n])).collect();
        assert_eq!(lost, [1, 4, 9, 12, 20]);
    }

    #[test]
    fn kayles_is_tame_up_to_4_and_the_heap_of_5_has_genus_4_146() {
        let text = text(kayles(), 12);
        let said = line(&text, "tame (");
        assert!(
            said.ends_with(
                ": n = 0, 1, 2, 3, 4; the first heap not tame: n = 5, genus 4^{146} (its own \
                 genus is not Nim's)"
            ),
            "{said}"
        );
    }

    #[test]
    fn misere_nim_comes_out_as_the_textbook_rule() {
        let text = text(TakeBreak::parse(".3...", Radix::Octal).unwrap(), 9);
        assert!(line(&text, "misère P-positions").ends_with(": 1"), "{text}");
        assert!(
            line(&text, "tame (").ends_with(": every heap n <= 9"),
            "{text}"
        );
        let rule = line(&text, "sums of tame heaps");
        assert!(
            rule.contains("lost for the player to move exactly when some part has genus")
                && rule.ends_with(
                    "as a Nim heap above 1: n = 2, 3, 4, 5, 6, 7, 8, 9; 0^{120} or 1^{031}, as \
                     a Nim heap of 0 or 1: n = 0, 1"
                ),
            "{rule}"
        );
    }

    #[test]
    fn a_search_past_its_bound_is_an_error_naming_the_bound() {
        let error = findings(kayles(), &look("Kayles", 20, 100, None)).unwrap_err();
        assert_eq!(
            error.0,
            "--misere: the heaps n <= 20 of Kayles reach more than 100 positions (sums of heaps), \
             the bound of the exhaustive search: try a smaller --to"
        );
    }
}
