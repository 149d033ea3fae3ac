//! The solver against an exhaustive search of the real rules (`src/real_rules.rs`: every cut
//! along every grid line, cutting out a 1 x 1 wins at once): every small sheet, random
//! multi-case inputs, and sheets with a side of 1.

use crate::common;

use common::{REFEREE_SIDE, referee_verdict};
use grundy::{Generator, Size};
use grundy_tests::{Case, assert_agrees_on_random_cases};
use poj_2311_cutting_game::generate::Inputs;
use poj_2311_cutting_game::real_rules::Sheet;
use poj_2311_cutting_game::real_rules::shared_referee;
use poj_2311_cutting_game::solve;

/// Formats cases as an input, each pair on its own line.
fn input_of(cases: &[Sheet]) -> String {
    cases.iter().map(|(w, h)| format!("{w} {h}\n")).collect()
}

#[test]
fn solver_agrees_with_referee_on_every_sheet_up_to_10_by_10() {
    let mut referee = shared_referee();
    let mut cases = Vec::new();
    let mut expected = String::new();
    for width in 1..=REFEREE_SIDE {
        for height in 1..=REFEREE_SIDE {
            let answer = referee_verdict(&mut referee, width, height);
            // Alone, so the table is built for exactly this sheet...
            assert_eq!(
                solve(&format!("{width} {height}\n")).unwrap(),
                format!("{answer}\n"),
                "{width} x {height} alone"
            );
            cases.push((width, height));
            expected.push_str(answer);
            expected.push('\n');
        }
    }
    // ...and all together, with one table for the largest.
    assert_eq!(solve(&input_of(&cases)).unwrap(), expected);
}

#[test]
fn solver_agrees_with_referee_on_2000_generated_tiny_inputs() {
    let mut sheets_checked = 0;
    let inputs = assert_agrees_on_random_cases(0x2311_0001, 2000, solve, |rng| {
        let cases = Inputs.generate(rng, Size::Tiny);
        sheets_checked += cases.len();
        Case {
            input: Inputs.format(&cases),
            expected: Inputs.referee(&cases).expect("tiny inputs are searchable"),
        }
    });
    assert_eq!(inputs, 2000);
    assert!(sheets_checked >= 6000, "only {sheets_checked} sheets");
}

/// The generator writes one canonical layout; this check keeps mixed whitespace between the
/// tokens.
#[test]
fn solver_agrees_with_referee_on_2000_random_multi_case_inputs() {
    let mut referee = shared_referee();
    let separators = [" ", "  ", "\t", "\n", "\r\n", "\n\n", " \t\r\n"];
    let mut sheets_checked = 0;
    let inputs = assert_agrees_on_random_cases(0x2311_0000, 2000, solve, |rng| {
        let count = rng.range_usize(1..=6);
        let mut input = String::new();
        let mut expected = String::new();
        for _ in 0..count {
            // Mostly sheets with both sides at least 2; sometimes a side of 1.
            let low = if rng.chance(1, 5) { 1 } else { 2 };
            let width = rng.range(low..=u64::from(REFEREE_SIDE)) as u16;
            let height = rng.range(low..=u64::from(REFEREE_SIDE)) as u16;
            let (width, height) = if rng.chance(1, 2) {
                (width, height)
            } else {
                (height, width)
            };
            input.push_str(&format!(
                "{width}{}{height}{}",
                rng.pick(&separators),
                rng.pick(&separators)
            ));
            expected.push_str(referee_verdict(&mut referee, width, height));
            expected.push('\n');
        }
        sheets_checked += count;
        Case { input, expected }
    });
    assert_eq!(inputs, 2000);
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
