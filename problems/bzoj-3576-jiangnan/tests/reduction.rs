//! The claims README.md relies on: every single-heap value by the real rules (through pairs of
//! heaps), the recurrence by definition (every `M`), the shortcuts against plainer
//! computations, the recursion depth, and the referee's own shortcut (dead heaps left out).

use std::collections::HashMap;

use bzoj_3576_jiangnan::quotient_blocks::GrundyTable;
use bzoj_3576_jiangnan::real_rules::Rules;
use grundy::{Referee, Sum};
use grundy_tests::Rng;

use crate::{grundy_by_blocks, grundy_by_every_m};

#[test]
fn two_heaps_are_lost_exactly_when_their_grundy_values_are_equal() {
    // This checks each single-heap value itself (not only whether it is zero): by the real
    // rules, x + y is lost exactly when g(x) = g(y).
    for threshold in 1..=5 {
        let game = Sum(Rules::new(threshold));
        let mut referee = Referee::new(game);
        let mut table = GrundyTable::new(threshold, 16);
        for x in 1..=16 {
            for y in x..=16 {
                let lost = !referee.wins(&game.position([x, y]));
                let equal = table.grundy(x) == table.grundy(y);
                assert_eq!(lost, equal, "F = {threshold}, heaps {x} and {y}");
            }
        }
    }
}

/// The referee leaves heaps that can never move out of its positions to keep the search small;
/// that must change no verdict of the full positions.
#[test]
fn dropping_dead_heaps_from_positions_changes_no_verdict() {
    let mut rng = Rng::new(99);
    for threshold in 1..=4 {
        let with = Sum(Rules::new(threshold));
        let without = Sum(Rules {
            threshold,
            drop_dead_heaps: false,
        });
        let (mut short, mut full) = (Referee::new(with), Referee::new(without));
        for _ in 0..60 {
            let heaps: Vec<u64> = (0..rng.range_usize(1..=3))
                .map(|_| rng.range(1..=8))
                .collect();
            assert_eq!(
                short.wins(&with.position(heaps.iter().copied())),
                full.wins(&without.position(heaps.iter().copied())),
                "F = {threshold}, heaps {heaps:?}"
            );
        }
    }
}

#[test]
fn two_values_of_m_per_block_give_the_same_grundy_values_as_every_m_in_any_order() {
    let mut rng = Rng::new(11);
    for threshold in [1, 2, 3, 5, 17, 100, 1500] {
        let expected = grundy_by_every_m(threshold, 3000);
        let mut table = GrundyTable::new(threshold, 100);
        let mut order: Vec<u64> = (1..=3000).collect();
        rng.shuffle(&mut order);
        for x in order {
            let value = table.grundy(x);
            assert_eq!(value, expected[x as usize], "F = {threshold}, x = {x}");
        }
    }
}

#[test]
fn long_block_masks_and_per_heap_tables_agree_with_the_plain_block_recursion() {
    let mut rng = Rng::new(2014);
    for threshold in [1, 2, 3, 7, 1000, 123_456] {
        let mut memo = HashMap::new();
        let mut heaps: Vec<u64> = (0..12).map(|_| rng.range(1..=3_000_000)).collect();
        heaps.extend([threshold, threshold + 1, 262_143, 262_144, 262_145]);
        let largest = *heaps.iter().max().unwrap();
        let mut fast = GrundyTable::new(threshold, largest);
        let mut small_first = GrundyTable::new(threshold, 50);
        let mut plain = GrundyTable::new(threshold, largest).without_long_block_masks();
        for &x in &heaps {
            let expected = grundy_by_blocks(threshold, x, &mut memo);
            assert_eq!(fast.grundy(x), expected, "F = {threshold}, x = {x}");
            assert_eq!(small_first.grundy(x), expected, "F = {threshold}, x = {x}");
            assert_eq!(
                plain.grundy(x),
                expected,
                "F = {threshold}, x = {x} (no masks)"
            );
        }
    }
}

#[test]
fn the_recursion_stays_about_log2_of_the_heap_deep() {
    for x in [1_000, 1_000_000, 100_000_000] {
        let mut table = GrundyTable::new(1, x);
        table.grundy(x);
        let log2 = 64 - x.leading_zeros() as usize;
        assert!(
            table.deepest() <= log2 + 2,
            "heap {x}: depth {} > log2 + 2 = {}",
            table.deepest(),
            log2 + 2
        );
    }
}
