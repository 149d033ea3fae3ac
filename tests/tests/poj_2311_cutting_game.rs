//! POJ 2311 "Cutting Game": the solver against an exhaustive search of the real rules
//! (`Sum(rules::Rules)`: every cut along every grid line, cutting out a 1 x 1 wins at once), the
//! reduction the editorial relies on, every sample, and bad input.

use grundy::{FxHashMap, Game, Referee, Sum};
use grundy_tests::{Expected, Rng, assert_rejected, assert_samples, samples};
use poj_2311_cutting_game::grundy_values::GrundyTable;
use poj_2311_cutting_game::rules::{Rules, Sheet, turned};
use poj_2311_cutting_game::solve;

const PROBLEM: &str = "poj-2311-cutting-game";

/// Sheets up to this side are solved exhaustively by the referee (every sheet up to 10 x 10
/// takes about two seconds in the dev profile; one more on each side, about ten times that).
const REFEREE_SIDE: u16 = 10;

fn verdict(wins: bool) -> &'static str {
    if wins { "WIN" } else { "LOSE" }
}

/// The referee's answer for one sheet, as the judge prints it.
fn referee_verdict(referee: &mut Referee<Sum<Rules>>, width: u16, height: u16) -> &'static str {
    verdict(referee.wins(&start(width, height)))
}

/// The position the game starts from: one `width x height` sheet.
fn start(width: u16, height: u16) -> Vec<Sheet> {
    Sum(Rules).position([turned((width, height))])
}

/// Formats cases as an input, each pair on its own line.
fn input_of(cases: &[Sheet]) -> String {
    cases.iter().map(|(w, h)| format!("{w} {h}\n")).collect()
}

#[test]
fn solver_agrees_with_referee_on_every_sheet_up_to_10_by_10() {
    let mut referee = Referee::new(Sum(Rules));
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
fn solver_agrees_with_referee_on_2000_random_multi_case_inputs() {
    let mut referee = Referee::new(Sum(Rules));
    let separators = [" ", "  ", "\t", "\n", "\r\n", "\n\n", " \t\r\n"];
    let mut cases_checked = 0;
    for seed in 0..2000 {
        let mut rng = Rng::new(0x2311_0000 + seed);
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
            cases_checked += 1;
        }
        assert_eq!(solve(&input).unwrap(), expected, "seed {seed}: {input:?}");
    }
    assert!(cases_checked >= 2000);
}

/// The whole position's Grundy value in the reduced game, by the solver's table: the XOR over
/// its sheets.
fn reduced_nim_sum(table: &GrundyTable, position: &[Sheet]) -> u16 {
    position
        .iter()
        .map(|&(w, h)| table.value(usize::from(w), usize::from(h)))
        .fold(0, |sum, value| sum ^ value)
}

#[test]
fn reduced_grundy_xor_predicts_the_referee_on_sums_of_two_and_three_sheets() {
    let table = GrundyTable::new(8);
    let mut referee = Referee::new(Sum(Rules));
    let mut checked = 0;
    // Every pair of sheets with sides in 2..=7.
    for a in 2..=7u16 {
        for b in a..=7 {
            for c in 2..=7u16 {
                for d in c..=7 {
                    let position = Sum(Rules).position([(a, b), (c, d)]);
                    assert_eq!(
                        referee.wins(&position),
                        reduced_nim_sum(&table, &position) != 0,
                        "{position:?}"
                    );
                    checked += 1;
                }
            }
        }
    }
    // Random triples, a few with larger sheets.
    let mut rng = Rng::new(2311);
    for _ in 0..300 {
        let sheets: Vec<Sheet> = (0..3)
            .map(|_| (rng.range(2..=6) as u16, rng.range(2..=6) as u16))
            .collect();
        let position = Sum(Rules).position(sheets.into_iter().map(turned));
        assert_eq!(
            referee.wins(&position),
            reduced_nim_sum(&table, &position) != 0,
            "{position:?}"
        );
        checked += 1;
    }
    assert!(checked >= 500);
}

/// The lemma behind the reduction: in a position where every sheet has both sides at least 2,
/// a cut that leaves a piece 1 wide hands the opponent the game (they cut a 1 x 1 off it).
#[test]
fn a_cut_leaving_a_strip_one_wide_loses_for_the_cutter() {
    let mut referee = Referee::new(Sum(Rules));
    let mut rng = Rng::new(7);
    let mut strips_seen = 0;
    for _ in 0..300 {
        let count = rng.range_usize(1..=3);
        let sheets: Vec<Sheet> = (0..count)
            .map(|_| (rng.range(2..=7) as u16, rng.range(2..=7) as u16))
            .collect();
        let position = Sum(Rules).position(sheets.into_iter().map(turned));
        for ((index, cut), after) in Sum(Rules).moves(&position) {
            if cut.iter().any(|&(w, h)| w == 1 || h == 1) {
                assert!(
                    referee.wins(&after),
                    "{position:?}: sheet {index} cut as {cut:?}"
                );
                strips_seen += 1;
            }
        }
    }
    assert!(strips_seen > 1000);
}

/// What the judge-size samples rely on: a sheet with an even side of at least 4 (and the other
/// at least 2) is won by cutting it into two equal halves and then copying every cut of the
/// opponent on the other half (or cutting a 1 x 1 off a strip they leave).
#[test]
fn a_sheet_with_an_even_side_of_at_least_4_is_won_by_the_mirror_strategy() {
    let mut referee = Referee::new(Sum(Rules));
    for width in 2..=REFEREE_SIDE {
        for height in 2..=REFEREE_SIDE {
            if mirror_applies(width, height) {
                assert!(referee.wins(&start(width, height)), "{width} x {height}");
                // The strategy's first move: two equal halves, a lost position.
                let halves = if width >= 4 && width % 2 == 0 {
                    (width / 2, height)
                } else {
                    (width, height / 2)
                };
                assert!(!referee.wins(&Sum(Rules).position([turned(halves); 2])));
            }
        }
    }
}

fn mirror_applies(width: u16, height: u16) -> bool {
    width >= 2 && height >= 2 && [width, height].iter().any(|&s| s >= 4 && s % 2 == 0)
}

/// The reduced recurrence written the plainest way: memoised recursion over every cut
/// position (both halves of each symmetric pair), no mirroring of the table.
fn plain_reduced_grundy(memo: &mut FxHashMap<(usize, usize), u16>, w: usize, h: usize) -> u16 {
    if let Some(&value) = memo.get(&(w, h)) {
        return value;
    }
    let mut options = Vec::new();
    for i in 2..=w.saturating_sub(2) {
        options.push(plain_reduced_grundy(memo, i, h) ^ plain_reduced_grundy(memo, w - i, h));
    }
    for j in 2..=h.saturating_sub(2) {
        options.push(plain_reduced_grundy(memo, w, j) ^ plain_reduced_grundy(memo, w, h - j));
    }
    let value = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert((w, h), value);
    value
}

#[test]
fn fast_table_matches_the_plain_recurrence_up_to_60() {
    let table = GrundyTable::new(60);
    let mut memo = FxHashMap::default();
    for w in 2..=60 {
        for h in 2..=60 {
            assert_eq!(
                table.value(w, h),
                plain_reduced_grundy(&mut memo, w, h),
                "{w} x {h}"
            );
        }
    }
}

#[test]
fn sides_of_one_follow_the_real_rules_at_any_length() {
    let mut referee = Referee::new(Sum(Rules));
    assert_eq!(solve("1 1\n").unwrap(), "LOSE\n");
    for k in [2, 3, 7, 199, 200, 1000] {
        assert_eq!(referee_verdict(&mut referee, 1, k), "WIN");
        assert_eq!(solve(&format!("1 {k}\n{k} 1\n")).unwrap(), "WIN\nWIN\n");
    }
}

#[test]
fn empty_input_has_no_case_and_gives_empty_output() {
    assert_eq!(solve("").unwrap(), "");
    assert_eq!(solve(" \n\r\n\t\n").unwrap(), "");
}

/// The expected verdict for one sample case, from an honest source: the referee for sheets it
/// can search (a side of 1, or both sides up to 10), the mirror strategy for a sheet with an
/// even side of at least 4. `None` when neither applies.
fn honest_verdict(
    referee: &mut Referee<Sum<Rules>>,
    width: u16,
    height: u16,
) -> Option<&'static str> {
    if width.min(height) == 1 || width.max(height) <= REFEREE_SIDE {
        Some(referee_verdict(referee, width, height))
    } else if mirror_applies(width, height) {
        Some("WIN")
    } else {
        None
    }
}

#[test]
fn every_sample_out_is_recomputed_by_the_referee_or_the_mirror_strategy() {
    let mut referee = Referee::new(Sum(Rules));
    let mut checked = 0;
    for sample in samples(PROBLEM) {
        let Some(expected) = sample.expected else {
            continue;
        };
        let numbers: Vec<u16> = sample
            .input
            .split_whitespace()
            .map(|token| token.parse().unwrap())
            .collect();
        let verdicts: String = numbers
            .chunks(2)
            .map(|pair| {
                let verdict = honest_verdict(&mut referee, pair[0], pair[1])
                    .unwrap_or_else(|| panic!("{}: no honest source for {pair:?}", sample.name));
                format!("{verdict}\n")
            })
            .collect();
        assert_eq!(verdicts, expected, "sample {}", sample.name);
        checked += 1;
    }
    assert!(checked >= 7, "only {checked} samples with an .out");
}

#[test]
fn every_sample_passes_in_process() {
    let count = assert_samples(PROBLEM, |_, input| solve(input));
    assert!(count >= 14, "only {count} samples");
}

#[test]
fn a_non_numeric_token_is_an_error_at_its_place() {
    let line = assert_rejected(solve, "2 2\n3 x\n", Expected::At(2, 3));
    assert!(
        line.ends_with(r#"expected the height H in 1..=1000, found "x""#),
        "{line}"
    );
    assert_rejected(solve, "2.5 3\n", Expected::At(1, 1));
    assert_rejected(solve, "4 2\nWIN\n", Expected::At(2, 1));
}

#[test]
fn an_odd_number_of_integers_is_an_error_at_end_of_input() {
    let line = assert_rejected(solve, "2 2\n3 2\n4", Expected::EndOfInput);
    assert!(line.contains("the height H of the last sheet"), "{line}");
    assert_rejected(solve, "7\n\n", Expected::EndOfInput);
}

#[test]
fn a_zero_side_is_an_error_naming_the_range() {
    let line = assert_rejected(solve, "0 5\n", Expected::At(1, 1));
    assert!(line.contains("expected the width W in 1..=1000"), "{line}");
    let line = assert_rejected(solve, "2 2\n5 0\n", Expected::At(2, 3));
    assert!(line.contains("expected the height H in 1..=1000"), "{line}");
}

#[test]
fn a_side_past_1000_is_an_error_naming_the_limit() {
    let line = assert_rejected(solve, "1000 1000\n1001 2\n", Expected::At(2, 1));
    assert!(line.ends_with(r#"in 1..=1000, found "1001""#), "{line}");
    assert_rejected(solve, "2 1001\n", Expected::At(1, 3));
}

#[test]
fn huge_and_negative_numbers_are_range_errors_not_crashes() {
    let huge = "9".repeat(60);
    assert_rejected(solve, &format!("2 {huge}\n"), Expected::At(1, 3));
    assert_rejected(solve, "18446744073709551617 2\n", Expected::At(1, 1));
    assert_rejected(solve, "-3 4\n", Expected::At(1, 1));
}

/// The format has no count line, so "a huge claimed count" cannot be written; the nearest
/// thing is many good cases and then a case cut in half, which must still leave stdout empty.
#[test]
fn a_bad_case_after_many_good_ones_leaves_no_partial_answer() {
    let mut input = "200 200\n".repeat(5000);
    input.push_str("199");
    assert_rejected(solve, &input, Expected::EndOfInput);
    input.push_str(" 0\n");
    assert_rejected(solve, &input, Expected::At(5001, 5));
}
