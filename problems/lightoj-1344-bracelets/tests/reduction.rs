//! The claims the editorial (README.md, "Why the solution is right") relies on, each checked
//! against the real rules (`real_rules::Rules`) with the exhaustive referee: each bracelet's
//! value and the value each pick leaves are the run tree's, equal weights are one move, and the
//! pieces that can arise are exactly the runs. Then a hand argument far past the referee.

use std::collections::{BTreeSet, HashSet, VecDeque};

use grundy::{Components, Game, Referee, Sum};
use grundy_tests::Rng;
use harness::{Options, Problem};
use lightoj_1344_bracelets::Bracelets;
use lightoj_1344_bracelets::problem::{random_bracelet, random_position};
use lightoj_1344_bracelets::real_rules::Rules;
use lightoj_1344_bracelets::run_tree::{Run, RunTree};

/// Runs `check` on `count` random bracelets (from `Rng::new(seed)`) of 1..=`largest` pearls,
/// each with weights in 1..=k for a random k in 1..=`largest`, so equal weights are common.
fn for_random_bracelets(seed: u64, count: usize, largest: usize, mut check: impl FnMut(&[u32])) {
    let mut rng = Rng::new(seed);
    for _ in 0..count {
        let max_weight = rng.range(1..=largest as u64);
        check(&random_bracelet(&mut rng, largest, max_weight));
    }
}

#[test]
fn each_bracelets_value_and_the_value_each_pick_leaves_cancel_exactly_that_heap() {
    // A + heap(k) is lost exactly when k is A's Grundy value (a heap of k is the bracelet
    // 1, 2, ..., k: `own.rs`); every value here is below 8 (an XOR of values below 8), so heaps
    // 0..8 are tried.
    let mut referee = Referee::new(Sum(Rules));
    let mut cancels = |parts: &[Vec<u32>], value: u32, what: &str| {
        assert!(value < 8, "{what}: value {value} past the heaps tried");
        for heap in 0..8u32 {
            let beside_heap = parts.iter().cloned().chain([(1..=heap).collect()]);
            let won = referee.wins(&Sum(Rules).position(beside_heap));
            assert_eq!(won, heap != value, "{what} (value {value}), heap {heap}");
        }
    };
    for_random_bracelets(5, 1000, 7, |bracelet| {
        let values = RunTree::new(bracelet).values();
        cancels(
            &[bracelet.to_vec()],
            values.grundy,
            &format!("{bracelet:?}"),
        );
        let distinct: BTreeSet<u32> = bracelet.iter().copied().collect();
        let picked = values.after_pick.iter().map(|&(weight, _)| weight);
        assert!(picked.eq(distinct), "bracelet {bracelet:?}: {values:?}");
        // Every pearl's pick, pearls of one weight each on their own.
        for (weight, pieces) in Rules.splits(&bracelet.to_vec()) {
            let (_, left) = values
                .after_pick
                .iter()
                .find(|pick| pick.0 == weight)
                .unwrap();
            cancels(&pieces, *left, &format!("{bracelet:?}, pick {weight}"));
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
        let intervals: HashSet<_> = tree.runs.iter().map(|run| run.pearls.clone()).collect();
        assert_eq!(
            intervals.len(),
            tree.runs.len(),
            "distinct runs: {bracelet:?}"
        );
        for run in &tree.runs {
            assert_eq!(bracelet[run.pearls.clone()].iter().max(), Some(&run.max));
            let (start, end) = (run.pearls.start, run.pearls.end);
            let holds = |parent: &Run| {
                parent.max > run.max && parent.pearls.start <= start && end <= parent.pearls.end
            };
            let parent = run.parent.map(|parent| &tree.runs[parent]);
            assert!(
                parent.is_none_or(holds),
                "{bracelet:?}: {run:?} in {parent:?}"
            );
        }
    });
}

#[test]
fn two_equal_bracelets_of_10000_pearls_are_lost_by_the_mirror_strategy() {
    let mut rng = Rng::new(9);
    let bracelet: Vec<u32> = (0..10_000)
        .map(|_| rng.range(1..=1_000_000_000) as u32)
        .collect();
    let answer = Bracelets.solve(vec![vec![bracelet.clone(), bracelet]], &Options::new());
    assert_eq!(answer, Ok("Case 1: Genie\n".to_owned()));
}
