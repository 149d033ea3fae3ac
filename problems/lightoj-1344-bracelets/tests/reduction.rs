//! The claims the editorial (README.md, "Why the solution is right") relies on, each checked
//! against the real rules (`real_rules::Rules`) with the exhaustive referee: strictly increasing
//! bracelets are nim heaps, each bracelet's value and the value each pick leaves are the ones
//! the run tree computes, equal weights are one move, and the pieces that can arise are exactly
//! the runs. Then the same arguments on bracelets far past the referee's reach.

use std::collections::{BTreeSet, VecDeque};

use grundy::{Components, Game, Referee, Sum};
use grundy_tests::Rng;
use lightoj_1344_bracelets::problem::{random_bracelet, random_position};
use lightoj_1344_bracelets::real_rules::Rules;
use lightoj_1344_bracelets::run_tree::RunTree;

use crate::{solved, text};

/// A strictly increasing bracelet of `len` pearls: picking its i-th pearl leaves the first
/// i - 1, so it is a nim heap of `len`.
fn increasing(len: usize) -> Vec<u32> {
    (1..=len as u32).collect()
}

/// Runs `check` on `count` random bracelets (from `Rng::new(seed)`) of 1..=`largest` pearls,
/// each with weights in 1..=k for a random k in 1..=`largest`, so equal weights are common.
fn for_random_bracelets(seed: u64, count: usize, largest: usize, mut check: impl FnMut(&[u32])) {
    let mut rng = Rng::new(seed);
    for _ in 0..count {
        let max_weight = rng.range(1..=largest as u64);
        check(&random_bracelet(&mut rng, largest, max_weight));
    }
}

/// Whether the referee says the bracelets `parts` beside a nim heap of `heap` (a strictly
/// increasing bracelet) are won for the player to move.
fn wins_beside_heap(
    referee: &mut Referee<Sum<Rules>>,
    mut parts: Vec<Vec<u32>>,
    heap: usize,
) -> bool {
    parts.push(increasing(heap));
    referee.wins(&Sum(Rules).position(parts))
}

#[test]
fn strictly_increasing_bracelets_are_nim_heaps_of_their_length() {
    let mut referee = Referee::new(Sum(Rules));
    for len in 0..=8 {
        assert_eq!(RunTree::new(&increasing(len)).values().grundy, len as u32);
        for other in 0..=8 {
            assert_eq!(
                wins_beside_heap(&mut referee, vec![increasing(len)], other),
                len != other,
                "heaps {len} and {other}"
            );
        }
    }
}

#[test]
fn each_bracelets_value_is_the_heap_it_cancels_by_the_referee() {
    // A + heap(k) is lost exactly when k is A's Grundy value (heaps are increasing bracelets).
    let mut referee = Referee::new(Sum(Rules));
    for_random_bracelets(5, 500, 7, |bracelet| {
        let grundy = RunTree::new(bracelet).values().grundy;
        assert!(grundy <= 7, "a value past the heaps tried: {bracelet:?}");
        for heap in 0..=7 {
            assert_eq!(
                wins_beside_heap(&mut referee, vec![bracelet.to_vec()], heap),
                grundy != heap as u32,
                "bracelet {bracelet:?} (value {grundy}) against heap {heap}"
            );
        }
    });
}

#[test]
fn the_value_left_by_each_pick_is_the_heap_that_cancels_what_the_pick_leaves() {
    let mut referee = Referee::new(Sum(Rules));
    for_random_bracelets(6, 500, 7, |bracelet| {
        let values = RunTree::new(bracelet).values();
        let distinct: BTreeSet<u32> = bracelet.iter().copied().collect();
        let picked: Vec<u32> = values
            .after_pick
            .iter()
            .map(|&(weight, _)| weight)
            .collect();
        assert_eq!(picked, Vec::from_iter(distinct), "bracelet {bracelet:?}");
        let splits = Rules.splits(&bracelet.to_vec());
        for &(weight, left) in &values.after_pick {
            // What is left, plus a heap of the claimed value, must be lost; the value is
            // below 8 (XOR of values below 8), so one heap size is checked against the rest.
            assert!(left < 8);
            let (_, pieces) = splits
                .iter()
                .find(|&&(picked, _)| picked == weight)
                .expect("a pick for every weight present");
            for heap in 0..8 {
                assert_eq!(
                    wins_beside_heap(&mut referee, pieces.clone(), heap),
                    heap as u32 != left,
                    "bracelet {bracelet:?}, pick {weight}, heap {heap}"
                );
            }
        }
    });
}

#[test]
fn picking_any_pearl_of_one_weight_on_a_bracelet_leaves_the_same_position() {
    let mut rng = Rng::new(7);
    for _ in 0..1000 {
        let position = random_position(&mut rng, 3, 7);
        let moves = Sum(Rules).moves(&position);
        for (label, after) in &moves {
            for (other_label, other_after) in &moves {
                if label == other_label {
                    assert_eq!(after, other_after, "position {position:?}, move {label:?}");
                }
            }
        }
    }
}

#[test]
fn the_pieces_that_can_arise_are_exactly_the_runs_of_the_tree() {
    for_random_bracelets(8, 500, 9, |bracelet| {
        // Every bracelet in every position reachable from this one, by the rules.
        let mut pieces = BTreeSet::new();
        let mut seen = BTreeSet::new();
        let mut queue = VecDeque::from([vec![bracelet.to_vec()]]);
        while let Some(position) = queue.pop_front() {
            if !seen.insert(position.clone()) {
                continue;
            }
            pieces.extend(position.iter().cloned());
            for (_, after) in Sum(Rules).moves(&position) {
                queue.push_back(after);
            }
        }
        let tree = RunTree::new(bracelet);
        assert!(tree.runs.len() <= bracelet.len());
        let runs: BTreeSet<Vec<u32>> = tree
            .runs
            .iter()
            .map(|run| bracelet[run.pearls.clone()].to_vec())
            .collect();
        assert_eq!(runs, pieces, "bracelet {bracelet:?}");
        let intervals: BTreeSet<_> = tree
            .runs
            .iter()
            .map(|run| (run.pearls.start, run.pearls.end))
            .collect();
        assert_eq!(
            intervals.len(),
            tree.runs.len(),
            "runs are distinct intervals"
        );
        for run in &tree.runs {
            let slice = &bracelet[run.pearls.clone()];
            assert_eq!(slice.iter().max(), Some(&run.max));
            if let Some(parent) = run.parent {
                let parent = &tree.runs[parent];
                assert!(parent.max > run.max);
                assert!(
                    parent.pearls.start <= run.pearls.start && run.pearls.end <= parent.pearls.end
                );
            }
        }
    });
}

#[test]
fn a_strictly_increasing_bracelet_of_10000_pearls_is_won_only_by_its_lightest_pearl() {
    // It is a nim heap of 10000; only picking the first pearl (leaving nothing) empties it.
    let bracelet: Vec<u32> = (1..=10_000).map(|i| i * 7).collect();
    let input = text(vec![vec![bracelet]]);
    assert_eq!(solved(&input), "Case 1: Aladdin\n(1 7)\n");
}

#[test]
fn two_equal_bracelets_of_10000_pearls_are_lost_by_the_mirror_strategy() {
    let mut rng = Rng::new(9);
    let bracelet: Vec<u32> = (0..10_000)
        .map(|_| rng.range(1..=1_000_000_000) as u32)
        .collect();
    let input = text(vec![vec![bracelet.clone(), bracelet]]);
    assert_eq!(solved(&input), "Case 1: Genie\n");
}
