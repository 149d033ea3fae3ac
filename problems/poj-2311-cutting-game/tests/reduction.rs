//! The claims README.md relies on: the key lemma (a cut leaving a strip 1 wide loses), the
//! XOR of the reduced game's values across sheets, the fast table against the plain
//! recurrence, and the mirror strategy behind the judge-size samples.

use grundy::{FxHashMap, Game, Sum};
use grundy_tests::Rng;
use poj_2311_cutting_game::real_rules::{
    REFEREE_SIDE, Rules, Sheet, shared_referee, start, turned,
};
use poj_2311_cutting_game::reduced_table::GrundyTable;

use crate::{mirror_applies, plain_reduced_grundy};

#[test]
fn reduced_grundy_xor_predicts_the_referee_on_sums_of_two_and_three_sheets() {
    let table = GrundyTable::new(8);
    let mut referee = shared_referee();
    let mut predicts = |position: Vec<Sheet>| {
        let values = position
            .iter()
            .map(|&(w, h)| table.value(w.into(), h.into()));
        let nim_sum = values.fold(0, |sum, value| sum ^ value);
        assert_eq!(referee.wins(&position), nim_sum != 0, "{position:?}");
    };
    let mut checked = 0;
    // Every pair of sheets with sides in 2..=7.
    for a in 2..=7u16 {
        for b in a..=7 {
            for c in 2..=7u16 {
                for d in c..=7 {
                    predicts(Sum(Rules).position([(a, b), (c, d)]));
                    checked += 1;
                }
            }
        }
    }
    // Random triples.
    let mut rng = Rng::new(2311);
    for _ in 0..300 {
        let sheets: Vec<Sheet> = (0..3)
            .map(|_| (rng.range(2..=6) as u16, rng.range(2..=6) as u16))
            .collect();
        predicts(Sum(Rules).position(sheets.into_iter().map(turned)));
        checked += 1;
    }
    assert!(checked >= 500);
}

/// The lemma behind the reduction: in a position where every sheet has both sides at least 2,
/// a cut that leaves a piece 1 wide hands the opponent the game (they cut a 1 x 1 off it).
#[test]
fn a_cut_leaving_a_strip_one_wide_loses_for_the_cutter() {
    let mut referee = shared_referee();
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
    let mut referee = shared_referee();
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

#[test]
fn fast_table_built_at_once_or_grown_a_case_at_a_time_matches_the_plain_recurrence_up_to_60() {
    // The solver grows one table to the largest side asked so far, in whatever steps the
    // cases come (a smaller side grows nothing).
    let table = GrundyTable::new(60);
    let mut grown = GrundyTable::new(0);
    for size in [2, 3, 7, 5, 8, 31, 31, 60] {
        grown.grow_to(size);
    }
    let mut memo = FxHashMap::default();
    for w in 2..=60 {
        for h in 2..=60 {
            let plain = plain_reduced_grundy(&mut memo, w, h);
            assert_eq!(table.value(w, h), plain, "{w} x {h}");
            assert_eq!(grown.value(w, h), plain, "{w} x {h}, grown");
        }
    }
}
