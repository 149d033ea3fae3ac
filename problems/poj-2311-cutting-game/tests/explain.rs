//! `--explain`, `--help` and `--version`: every explained cut is checked by the referee on the
//! real rules, 1 x 1 instant wins included (read back from the words, never from the solver's
//! own move search), and past the referee by the plain recurrence; the judge's output is
//! unchanged once the explanations are cut off; the help says what the format, the options and
//! an example are.

use crate::common;

use common::{REFEREE_SIDE, plain_reduced_grundy, run_with_args};
use grundy::{FxHashMap, Options};
use grundy_tests::{
    Claim, Rng, assert_command_line, assert_explained_samples_match_their_twins,
    assert_explaining_changes_nothing_else, assert_explanations_hold, cut_explanations,
};
use poj_2311_cutting_game::input::read_cases;
use poj_2311_cutting_game::real_rules::shared_referee;
use poj_2311_cutting_game::real_rules::{Cut, Sheet};
use poj_2311_cutting_game::{PROGRAM, run, solve};

/// A move as the referee names it: the index of the sheet in the position (always 0: one
/// sheet per case) and the two pieces, as cut.
type Move = (usize, Cut);

/// One line's explanation as the test reads it back.
#[derive(Debug)]
struct Explained {
    claim: Claim<Move>,
    /// The sheet as written (`W`, `H`), for a cut.
    sheet: Option<Sheet>,
    /// `Grundy value g -> a ^ b = 0` as `[g, a, b]`, or `[0]` for `Grundy value 0`; empty where
    /// the line has no Grundy values (a side of 1).
    values: Vec<u16>,
}

/// Reads `text` as a number, naming the `line` it comes from if it is none.
fn number(text: &str, line: &str) -> u16 {
    text.parse()
        .unwrap_or_else(|_| panic!("{text:?} in {line:?} is not a number"))
}

/// `W x H` as a sheet.
fn read_sheet(text: &str, line: &str) -> Sheet {
    let (w, h) = text
        .split_once(" x ")
        .unwrap_or_else(|| panic!("{text:?} in {line:?} is not a sheet"));
    (number(w, line), number(h, line))
}

/// The numbers after `Grundy value `: `1 -> 0 ^ 0 = 0` as `[1, 0, 0]` (the total checked to
/// be 0), `0)` as `[0]`.
fn read_values(line: &str) -> Vec<u16> {
    let Some((_, written)) = line.split_once("Grundy value ") else {
        return Vec::new();
    };
    let written = written.split(')').next().unwrap_or_default();
    match written.split_once(" -> ") {
        None => vec![number(written, line)],
        Some((before, after)) => {
            let (pieces, total) = after
                .split_once(" = ")
                .unwrap_or_else(|| panic!("no total in {line:?}"));
            assert_eq!(total, "0", "a winning cut leaves 0: {line:?}");
            let (a, b) = pieces
                .split_once(" ^ ")
                .unwrap_or_else(|| panic!("no two pieces in {line:?}"));
            vec![number(before, line), number(a, line), number(b, line)]
        }
    }
}

/// One explained line: `WIN  cut the W x H sheet down after column C, leaving ...` (or
/// `across after row R`), or `LOSE  every cut loses: ...` / `LOSE  a 1 x 1 sheet has no cut...`.
/// The pieces written after `leaving` must be the ones the cut leaves.
fn read_line(line: &str) -> Explained {
    let Some((answer, explanation)) = line.split_once("  ") else {
        panic!("no explanation on {line:?}");
    };
    let values = read_values(line);
    let Some(rest) = explanation.strip_prefix("cut the ") else {
        let loses = explanation.starts_with("every cut loses: ")
            || explanation == "a 1 x 1 sheet has no cut, so no move";
        assert!(loses, "neither a cut nor a loss: {line:?}");
        assert_eq!(answer, "LOSE", "{line:?}");
        return Explained {
            claim: Claim::Loses,
            sheet: None,
            values,
        };
    };
    assert_eq!(answer, "WIN", "{line:?}");
    let read = rest.split_once(" sheet ").and_then(|(sheet, rest)| {
        let (place, rest) = rest.split_once(", leaving ")?;
        let (a, rest) = rest.split_once(" and ")?;
        let b = rest.split([' ', ':']).take(3).collect::<Vec<_>>().join(" ");
        Some((sheet, place, a, b))
    });
    let Some((sheet, place, a, b)) = read else {
        panic!("cannot read the cut in {line:?}");
    };
    let (width, height) = read_sheet(sheet, line);
    let pieces = if let Some(column) = place.strip_prefix("down after column ") {
        let column = number(column, line);
        [(column, height), (width - column, height)]
    } else if let Some(row) = place.strip_prefix("across after row ") {
        let row = number(row, line);
        [(width, row), (width, height - row)]
    } else {
        panic!("cannot read where the cut is in {line:?}");
    };
    assert_eq!(
        [read_sheet(a, line), read_sheet(&b, line)],
        pieces,
        "the pieces written are not the cut's: {line:?}"
    );
    Explained {
        claim: Claim::Wins((0, pieces)),
        sheet: Some((width, height)),
        values,
    }
}

/// Every line's claim.
fn read_claims(output: &str) -> Vec<Claim<Move>> {
    output.lines().map(|line| read_line(line).claim).collect()
}

/// The referee's position of each case: the sheet as the input gives it (not turned), so that
/// a cut's pieces are named in the input's terms.
fn positions(sheets: &[Sheet]) -> Vec<Vec<Sheet>> {
    sheets.iter().map(|&sheet| vec![sheet]).collect()
}

/// The input of these sheets, one pair a line.
fn input_of(sheets: &[Sheet]) -> String {
    sheets.iter().map(|(w, h)| format!("{w} {h}\n")).collect()
}

#[test]
fn explained_cuts_win_by_the_referee_on_2400_random_sheets_in_700_inputs() {
    let mut referee = shared_referee();
    let explained = Options::new().explained();
    let explain = |input: &str| {
        let output = run(&explained, input)?;
        assert_eq!(cut_explanations(&output), solve(input)?, "input {input:?}");
        Ok(output)
    };
    let draw = |rng: &mut Rng| {
        let sheets: Vec<Sheet> = (0..rng.range_usize(1..=6))
            .map(|_| {
                // Mostly sheets with both sides at least 2; sometimes a side of 1.
                let low = if rng.chance(1, 5) { 1 } else { 2 };
                let side = |rng: &mut Rng| rng.range(low..=9) as u16;
                (side(rng), side(rng))
            })
            .collect();
        (input_of(&sheets), positions(&sheets))
    };
    let sheets = assert_explanations_hold(2311, 700, &mut referee, explain, draw, read_claims);
    assert!(sheets >= 2400, "only {sheets} sheets");
}

#[test]
fn explained_cuts_win_by_the_referee_on_every_sheet_up_to_10_by_10() {
    let mut referee = shared_referee();
    let sheets: Vec<Sheet> = (1..=REFEREE_SIDE)
        .flat_map(|w| (1..=REFEREE_SIDE).map(move |h| (w, h)))
        .collect();
    let draw = |_: &mut Rng| (input_of(&sheets), positions(&sheets));
    let explain = |input: &str| run(&Options::new().explained(), input);
    let checked = assert_explanations_hold(10, 1, &mut referee, explain, draw, read_claims);
    assert_eq!(checked, 100);
}

#[test]
fn explained_cuts_and_values_past_the_referee_follow_the_plain_recurrence_up_to_60() {
    // Both sides at least 2: a winning cut must leave two sheets at least 2 wide whose values
    // by the plain recurrence XOR to 0, and a lost sheet must be worth 0.
    let sheets: Vec<Sheet> = (2..=60)
        .flat_map(|w| (2..=60).map(move |h| (w, h)))
        .collect();
    let output = run(&Options::new().explained(), &input_of(&sheets)).unwrap();
    let mut memo = FxHashMap::default();
    let mut plain = |(w, h): Sheet| plain_reduced_grundy(&mut memo, usize::from(w), usize::from(h));
    let mut won = 0;
    for (&sheet, line) in sheets.iter().zip(output.lines()) {
        let explained = read_line(line);
        let value = plain(sheet);
        match explained.claim {
            Claim::Loses => assert_eq!((value, &explained.values[..]), (0, &[0][..]), "{line}"),
            Claim::Wins((_, [a, b])) => {
                assert_eq!(explained.sheet, Some(sheet), "{line}");
                assert!(a.0.min(a.1) >= 2 && b.0.min(b.1) >= 2, "{line}");
                assert_eq!(explained.values, [value, plain(a), plain(b)], "{line}");
                assert_eq!(plain(a) ^ plain(b), 0, "{line}");
                won += 1;
            }
        }
    }
    assert!(won > 2000, "only {won} won sheets");
}

#[test]
fn explanations_say_why_in_the_inputs_terms() {
    let output = run(
        &Options::new().explained(),
        "1 1\n1 2\n4 1\n3 3\n7 7\n4 2\n",
    )
    .unwrap();
    assert_eq!(
        output,
        "LOSE  a 1 x 1 sheet has no cut, so no move\n\
         WIN  cut the 1 x 2 sheet across after row 1, leaving 1 x 1 and 1 x 1: \
         cutting out a 1 x 1 wins at once\n\
         WIN  cut the 4 x 1 sheet down after column 1, leaving 1 x 1 and 3 x 1: \
         cutting out a 1 x 1 wins at once\n\
         LOSE  every cut loses: each leaves a strip 1 wide, from which the opponent cuts out \
         a 1 x 1 (Grundy value 0)\n\
         LOSE  every cut loses: a cut leaving a strip 1 wide lets the opponent cut out a 1 x 1, \
         and every other cut leaves a non-zero value (Grundy value 0)\n\
         WIN  cut the 4 x 2 sheet down after column 2, leaving 2 x 2 and 2 x 2 \
         (Grundy value 1 -> 0 ^ 0 = 0)\n"
    );
    assert_eq!(run(&Options::new().explained(), "").unwrap(), "");
}

#[test]
fn random_inputs_explained_and_cut_at_two_spaces_give_the_plain_output() {
    let mut rng = Rng::new(2311);
    let explained = Options::new().explained();
    for _ in 0..100 {
        let sheets: Vec<Sheet> = (0..rng.range_usize(0..=30))
            .map(|_| (rng.range(1..=150) as u16, rng.range(1..=150) as u16))
            .collect();
        let input = input_of(&sheets);
        let output = run(&explained, &input).unwrap();
        assert_eq!(
            cut_explanations(&output),
            solve(&input).unwrap(),
            "input {input:?}"
        );
        assert_eq!(read_claims(&output).len(), sheets.len(), "{output}");
    }
}

#[test]
fn every_explained_sample_cut_at_two_spaces_is_its_plain_twin_and_its_claims_hold() {
    let mut referee = shared_referee();
    let mut by_referee = 0;
    for (sample, output) in assert_explained_samples_match_their_twins(env!("CARGO_MANIFEST_DIR")) {
        assert_eq!(
            run_with_args(&sample.args, &sample.text()).as_ref(),
            Ok(&output),
            "sample {}",
            sample.name
        );
        let sheets: Vec<Sheet> = read_cases(&sample.text())
            .unwrap()
            .iter()
            .map(|case| (case.width, case.height))
            .collect();
        let small = sheets
            .iter()
            .all(|&(w, h)| w.min(h) == 1 || w.max(h) <= REFEREE_SIDE);
        if !small {
            continue;
        }
        let draw = |_: &mut Rng| (sample.text(), positions(&sheets));
        let recorded = |_: &str| Ok(output.clone());
        let checked = assert_explanations_hold(1, 1, &mut referee, recorded, draw, read_claims);
        assert_eq!(checked, sheets.len());
        by_referee += 1;
    }
    assert!(
        by_referee >= 1,
        "no explained sample checked by the referee"
    );
}

#[test]
fn every_answered_sample_explained_and_cut_at_two_spaces_gives_the_plain_output() {
    let explained =
        assert_explaining_changes_nothing_else(&PROGRAM, env!("CARGO_MANIFEST_DIR"), run);
    for (sample, output) in &explained {
        assert_eq!(
            read_claims(output).len(),
            output.lines().count(),
            "sample {}",
            sample.name
        );
    }
    assert!(explained.len() >= 9, "only {} samples", explained.len());
}

#[test]
fn the_help_version_and_an_unknown_option_answer_as_every_binary_does() {
    assert_command_line(&PROGRAM, env!("CARGO_MANIFEST_DIR"), run);
}
