//! Many distinct large heaps at once ([`GrundyTable::compute_heaps`], on one or two threads)
//! against each heap on its own ([`GrundyTable::grundy`] in a fresh table) and against the
//! plain block recursion of `tests/main.rs`, which shares no code with the solver.

use std::collections::HashMap;

use bzoj_3576_jiangnan::answer;
use bzoj_3576_jiangnan::quotient_blocks::GrundyTable;
use grundy_tests::Rng;
use harness::Options;

use crate::grundy_by_blocks;

/// A shared-table limit of 0: the shared table stops at about `sqrt(3 X)`, so heaps of a few
/// million stones already go through the per-heap tables and the threads.
const SMALLEST_SHARED_TABLE: u64 = 0;

/// Distinct heaps from `range`, some drawn close together (their large sizes `X / d` meet),
/// with a repeat and a few small heaps mixed in.
fn heaps(rng: &mut Rng, count: usize, range: std::ops::RangeInclusive<u64>) -> Vec<u64> {
    let mut heaps: Vec<u64> = (0..count).map(|_| rng.range(range.clone())).collect();
    let near = heaps[0] + rng.range(1..=50);
    heaps.extend([near, heaps[1], rng.range(1..=40), rng.range(1..=3000)]);
    rng.shuffle(&mut heaps);
    heaps
}

/// Checks every heap's value after `compute_heaps` on 1 and on 2 threads against the heap
/// alone in a fresh table and against the plain recursion.
fn assert_many_heaps_agree(threshold: u64, heaps: &[u64]) {
    let largest = *heaps.iter().max().unwrap();
    let mut memo = HashMap::new();
    for threads in [1, 2] {
        let mut table = GrundyTable::with_shared_limit(threshold, largest, SMALLEST_SHARED_TABLE);
        table.compute_heaps(heaps, threads);
        for &x in heaps {
            let mut alone = GrundyTable::with_shared_limit(threshold, x, SMALLEST_SHARED_TABLE);
            let expected = grundy_by_blocks(threshold, x, &mut memo);
            assert_eq!(alone.grundy(x), expected, "F = {threshold}, x = {x} alone");
            assert_eq!(
                table.grundy(x),
                expected,
                "F = {threshold}, x = {x}, {threads} thread(s), heaps {heaps:?}"
            );
        }
    }
}

#[test]
fn many_large_heaps_on_one_or_two_threads_get_each_heaps_own_value() {
    let mut rng = Rng::new(3576);
    for round in 0..16 {
        let threshold = match round % 4 {
            0 => 1,
            1 => rng.range(2..=9),
            2 => rng.range(10..=2000),
            _ => rng.range(2000..=200_000),
        };
        let count = rng.range_usize(2..=6);
        assert_many_heaps_agree(threshold, &heaps(&mut rng, count, 10_000..=1_000_000));
    }
}

/// Heaps near 10^8 make the shared table about 17,000 long, so it is filled in several bands
/// cut between the threads; every size of it must get the value the on-demand path gives.
#[test]
fn the_shared_table_filled_in_bands_matches_the_one_filled_on_demand() {
    let mut rng = Rng::new(14);
    for threshold in [1, 2, 777] {
        let heaps = heaps(&mut rng, 3, 50_000_000..=100_000_000);
        assert_many_heaps_agree(threshold, &heaps);
        let largest = *heaps.iter().max().unwrap();
        let mut filled = GrundyTable::with_shared_limit(threshold, largest, SMALLEST_SHARED_TABLE);
        filled.compute_heaps(&heaps, 2);
        let mut on_demand = GrundyTable::with_shared_limit(threshold, 0, 0);
        let shared_len = (3 * largest).isqrt();
        for v in 1..shared_len {
            assert_eq!(
                filled.grundy(v),
                on_demand.grundy(v),
                "F = {threshold}, v = {v}"
            );
        }
    }
}

#[test]
fn compute_heaps_leaves_a_single_large_heap_to_the_on_demand_path() {
    let mut table = GrundyTable::with_shared_limit(1, 2_000_000, SMALLEST_SHARED_TABLE);
    table.compute_heaps(&[2_000_000, 2_000_000, 5], 2);
    assert_eq!(table.deepest(), 0, "nothing computed yet");
    let mut with_two = GrundyTable::with_shared_limit(1, 2_000_000, SMALLEST_SHARED_TABLE);
    with_two.compute_heaps(&[2_000_000, 1_999_999], 2);
    assert!(
        with_two.deepest() > 0,
        "two large heaps are computed at once"
    );
}

/// The whole answer on one and on two threads, with `--explain` (whose splits are found again
/// in the table the threads filled): the same. These heaps are past the default shared table,
/// so two threads do take the threaded path.
#[test]
fn the_output_is_the_same_on_one_and_two_threads() {
    let mut rng = Rng::new(2026);
    let games: Vec<Vec<u64>> = (0..4)
        .map(|_| heaps(&mut rng, 2, 300_000..=600_000))
        .collect();
    let threshold = rng.range(1..=4);
    for options in [Options::new(), Options::new().explained()] {
        let on = |threads| answer(&options, threshold, &games, threads);
        assert_eq!(on(1), on(2), "F = {threshold}, games {games:?}");
    }
}
