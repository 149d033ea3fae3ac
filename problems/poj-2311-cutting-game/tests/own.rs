//! What only Cutting Game has: every sheet up to 10 x 10 alone against the referee, the
//! explanations' cuts and values past the referee by the plain recurrence, and every sample
//! and judge sheet past the referee recomputed by the mirror strategy.

use grundy::{Components, FxHashMap};
use grundy_tests::assert_samples_agree_with;
use harness::shape::Shape;
use harness::{Claim, Explained, Options, Problem};
use poj_2311_cutting_game::CuttingGame;
use poj_2311_cutting_game::problem::every;
use poj_2311_cutting_game::real_rules::{
    REFEREE_SIDE, Rules, Sheet, referee_output, referee_verdict, searchable, shared_referee,
};

use crate::{mirror_applies, plain_reduced_grundy, solve, text};

#[test]
fn every_sheet_up_to_10_by_10_alone_gets_the_referees_answer() {
    // Each alone, in an input of its own (the sample `beyond-judge-every-sheet-up-to-10` has
    // them together).
    for sheet in every(1, REFEREE_SIDE, 1) {
        let answer = solve(&text(&[sheet])).unwrap();
        assert_eq!(answer, referee_output(&[sheet]), "{sheet:?}");
    }
}

#[test]
fn explained_cuts_and_values_past_the_referee_follow_the_plain_recurrence_up_to_60() {
    // Both sides at least 2: a winning cut must be a cut of the sheet, said in its words, leaving
    // two sheets at least 2 wide whose values by the plain recurrence XOR to 0 (the values
    // written), and a lost sheet must be worth 0.
    let sheets = every(2, 60, 1);
    let options = Options::new().explained();
    let output = harness::solve_text(&CuttingGame, &options, &text(&sheets)).unwrap();
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
    let shape = CuttingGame.shape();
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
    let sheets: Vec<Sheet> = every(2, 200, 1)
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
