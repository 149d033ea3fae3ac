//! What only Cutting Game has: every sheet up to 10 x 10 and inputs in mixed whitespace against
//! the referee, sides of 1 at any length, its own error words, the explanations' words and
//! their values past the referee by the plain recurrence, and every sample and judge sheet
//! past the referee recomputed by the mirror strategy.

use grundy::{Components, FxHashMap};
use grundy_tests::{
    Case, Expected, Rng, assert_agrees_on_random_cases, assert_explained_inputs_hold,
    assert_rejected_saying, assert_samples_agree_with, cut_explanations,
};
use harness::Scanner;
use harness::shape::Shape;
use harness::{Claim, Explained, Options};
use poj_2311_cutting_game::real_rules::{
    REFEREE_SIDE, Rules, Sheet, referee_verdict, searchable, shared_referee,
};
use poj_2311_cutting_game::{CuttingGame, run, solve};

use crate::{mirror_applies, plain_reduced_grundy, text};

/// Every sheet with sides in `low..=high`.
fn every(low: u16, high: u16) -> Vec<Sheet> {
    (low..=high)
        .flat_map(|w| (low..=high).map(move |h| (w, h)))
        .collect()
}

#[test]
fn solver_agrees_with_referee_on_every_sheet_up_to_10_by_10_alone_and_together() {
    let sheets = every(1, REFEREE_SIDE);
    let mut expected = String::new();
    for &(width, height) in &sheets {
        let answer = format!(
            "{}\n",
            referee_verdict(&mut shared_referee(), width, height)
        );
        // Alone, so the table is built for exactly this sheet...
        assert_eq!(
            solve(&text(&[(width, height)])).unwrap(),
            answer,
            "{width} x {height}"
        );
        expected.push_str(&answer);
    }
    // ...and all together, with one table for the largest.
    assert_eq!(solve(&text(&sheets)).unwrap(), expected);
}

/// The shape writes one canonical layout; this check mixes whitespace between the tokens.
#[test]
fn solver_agrees_with_referee_on_2000_random_inputs_in_mixed_whitespace() {
    let mut referee = shared_referee();
    let separators = [" ", "  ", "\t", "\n", "\r\n", "\n\n", " \t\r\n"];
    let mut sheets_checked = 0;
    assert_agrees_on_random_cases(0x2311_0000, 2000, solve, |rng| {
        let count = rng.range_usize(1..=6);
        let (mut input, mut expected) = (String::new(), String::new());
        for _ in 0..count {
            // Mostly sheets with both sides at least 2; sometimes a side of 1.
            let low = if rng.chance(1, 5) { 1 } else { 2 };
            let width = rng.range(low..=u64::from(REFEREE_SIDE)) as u16;
            let height = rng.range(low..=u64::from(REFEREE_SIDE)) as u16;
            let (a, b) = (rng.pick(&separators), rng.pick(&separators));
            input.push_str(&format!("{width}{a}{height}{b}"));
            expected.push_str(referee_verdict(&mut referee, width, height));
            expected.push('\n');
        }
        sheets_checked += count;
        Case { input, expected }
    });
    assert!(sheets_checked >= 6000, "only {sheets_checked} sheets");
}

#[test]
fn sides_of_one_follow_the_real_rules_at_any_length() {
    let mut referee = shared_referee();
    assert_eq!(referee_verdict(&mut referee, 1, 1), "LOSE");
    assert_eq!(solve("1 1\n").unwrap(), "LOSE\n");
    for k in [2, 3, 7, 199, 200, 1000] {
        assert_eq!(referee_verdict(&mut referee, 1, k), "WIN");
        assert_eq!(solve(&format!("1 {k}\n{k} 1\n")).unwrap(), "WIN\nWIN\n");
    }
}

#[test]
fn errors_say_which_side_and_an_odd_count_at_the_end() {
    let odd = "the height H of the last sheet (the input has an odd number of integers)";
    assert_rejected_saying(solve, "2 2\n3 2\n4", Expected::EndOfInput, odd);
    assert_rejected_saying(solve, "7\n\n", Expected::EndOfInput, odd);
    let found = r#"expected the height H in 1..=1000, found "x""#;
    assert_rejected_saying(solve, "2 2\n3 x\n", Expected::At(2, 3), found);
    assert_rejected_saying(
        solve,
        "0 5\n",
        Expected::At(1, 1),
        "the width W in 1..=1000",
    );
    // A bad case after many good ones leaves no partial answer.
    let mut input = "200 200\n".repeat(5000);
    input.push_str("199");
    assert_rejected_saying(solve, &input, Expected::EndOfInput, odd);
    input.push_str(" 0\n");
    assert_rejected_saying(solve, &input, Expected::At(5001, 5), "the height H");
    // The format has no count line: zero pairs is a valid input with nothing to answer.
    assert_eq!(solve(" \n\r\n\t\n").unwrap(), "");
}

#[test]
fn explained_cuts_win_by_the_referee_on_every_sheet_up_to_10_by_10() {
    let sheets = ("every sheet up to 10 x 10".into(), every(1, REFEREE_SIDE));
    let checked = assert_explained_inputs_hold(&CuttingGame, [sheets], run);
    assert_eq!(checked, 100);
}

#[test]
fn explained_cuts_and_values_past_the_referee_follow_the_plain_recurrence_up_to_60() {
    // Both sides at least 2: a winning cut must be a cut of the sheet, said in its words, leaving
    // two sheets at least 2 wide whose values by the plain recurrence XOR to 0 (the values
    // written), and a lost sheet must be worth 0.
    let sheets = every(2, 60);
    let output = run(
        &Options::new().explained(),
        &mut Scanner::new(&text(&sheets)),
    )
    .unwrap();
    let mut memo = FxHashMap::default();
    let mut plain = |(w, h): Sheet| plain_reduced_grundy(&mut memo, usize::from(w), usize::from(h));
    let (claims, mut won) = (CuttingGame.claims(&sheets), 0);
    assert_eq!(claims.len(), sheets.len());
    for ((&(w, h), line), claim) in sheets.iter().zip(output.lines()).zip(&claims) {
        let value = plain((w, h));
        assert!(line.contains(&CuttingGame.words(claim)), "{line}");
        let Claim::Wins((0, [a, b])) = *claim else {
            let lost = *claim == Claim::Loses && value == 0;
            assert!(lost && line.ends_with("(Grundy value 0)"), "{line}");
            continue;
        };
        let legal = Rules.splits(&(w, h)).iter().any(|&(cut, _)| cut == [a, b]);
        assert!(legal && a.0.min(a.1) >= 2 && b.0.min(b.1) >= 2, "{line}");
        assert_eq!(plain(a) ^ plain(b), 0, "{line}");
        let values = format!("(Grundy value {value} -> {} ^ {} = 0)", plain(a), plain(b));
        let sheet = format!("cut the {w} x {h} sheet ");
        assert!(line.contains(&sheet) && line.ends_with(&values), "{line}");
        won += 1;
    }
    assert!(won > 2000, "only {won} won sheets");
}

#[test]
fn explanations_say_why_in_the_inputs_terms() {
    let output = run(
        &Options::new().explained(),
        &mut Scanner::new("1 1\n1 2\n4 1\n3 3\n7 7\n4 2\n"),
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
    assert_eq!(
        run(&Options::new().explained(), &mut Scanner::new("")).unwrap(),
        ""
    );
}

#[test]
fn random_inputs_up_to_150_explained_and_cut_at_two_spaces_give_the_plain_output() {
    let mut rng = Rng::new(2311);
    for _ in 0..100 {
        let sheets: Vec<Sheet> = (0..rng.range_usize(0..=30))
            .map(|_| (rng.range(1..=150) as u16, rng.range(1..=150) as u16))
            .collect();
        let output = run(
            &Options::new().explained(),
            &mut Scanner::new(&text(&sheets)),
        )
        .unwrap();
        assert_eq!(cut_explanations(&output), solve(&text(&sheets)).unwrap());
        let claims = CuttingGame.claims(&sheets);
        assert_eq!(claims.len(), sheets.len());
        for (claim, line) in claims.iter().zip(output.lines()) {
            assert!(line.contains(&CuttingGame.words(claim)), "{line}");
        }
    }
}

/// The expected verdict for one sheet from an honest source: the referee for sheets it can
/// search, the mirror strategy for a sheet with an even side of at least 4.
fn honest_verdict(width: u16, height: u16) -> Option<&'static str> {
    if searchable(width, height) {
        Some(referee_verdict(&mut shared_referee(), width, height))
    } else {
        mirror_applies(width, height).then_some("WIN")
    }
}

#[test]
fn every_sample_out_is_recomputed_by_the_referee_or_the_mirror_strategy() {
    let shape = harness::Problem::shape(&CuttingGame);
    assert_samples_agree_with(env!("CARGO_MANIFEST_DIR"), 6, |sample| {
        if !sample.args.is_empty() {
            return None; // --help and --explain: the standard checks
        }
        let sheets = shape.read_all(&sample.text()).unwrap();
        let verdict = |&(w, h): &Sheet| {
            let verdict = honest_verdict(w, h);
            format!(
                "{}\n",
                verdict.unwrap_or_else(|| panic!("{}: no honest source", sample.name))
            )
        };
        Some(sheets.iter().map(verdict).collect())
    });
}

#[test]
fn every_judge_sheet_with_an_honest_source_is_answered_as_that_source_says() {
    // Every sheet up to 10 x 10 with sides >= 2 (the referee) and every sheet up to 200 x 200
    // with an even side >= 4 (the mirror strategy), in one input: 29,626 cases at the judge's
    // limits.
    let sheets: Vec<Sheet> = every(2, 200)
        .into_iter()
        .filter(|&(w, h)| w.max(h) <= REFEREE_SIDE || mirror_applies(w, h))
        .collect();
    let expected: String = sheets
        .iter()
        .map(|&(w, h)| format!("{}\n", honest_verdict(w, h).expect("a source")))
        .collect();
    assert_eq!(sheets.len(), 29_626);
    assert_eq!(solve(&text(&sheets)).unwrap(), expected);
}
