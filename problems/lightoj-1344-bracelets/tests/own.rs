//! Bracelets: what is its own. The max-size sample's output by the hand argument of README.md,
//! past the referee, and the bracelet 1, 2, ..., n as a nim heap of n by the rules and by the
//! run tree (to 10,000 pearls).

use std::collections::BTreeMap;

use grundy_tests::{exploration_of, sample};
use harness::Problem;
use harness::shape::Shape;
use lightoj_1344_bracelets::Bracelets;
use lightoj_1344_bracelets::run_tree::RunTree;

#[test]
fn the_bracelet_1_to_n_is_a_nim_heap_of_n_by_the_rules_and_by_the_run_tree() {
    let official = sample(env!("CARGO_MANIFEST_DIR"), "official-1").text();
    let mut bracelets = exploration_of(&Bracelets, &official);
    for n in 0..=60 {
        assert_eq!(bracelets.value(n, 0), Some(n as u32), "1, 2, ..., {n}");
        let increasing: Vec<u32> = (1..=n as u32).collect();
        assert_eq!(RunTree::new(&increasing).values().grundy, n as u32);
    }
    // Far past the referee: picking the i-th pearl of 7, 14, ..., 70000 leaves a heap of i - 1.
    let increasing: Vec<u32> = (1..=10_000).map(|i| 7 * i).collect();
    let values = RunTree::new(&increasing).values();
    assert_eq!(values.grundy, 10_000);
    let left: Vec<(u32, u32)> = (1..=10_000).map(|i| (7 * i, i - 1)).collect();
    assert_eq!(values.after_pick, left);
}

#[test]
fn the_max_size_samples_output_follows_from_mirroring_and_nim_heaps() {
    let sample = sample(env!("CARGO_MANIFEST_DIR"), "beyond-judge-max-size");
    let cases = Bracelets.shape().read_all(&sample.text()).unwrap();
    assert_eq!(cases.len(), 3);
    let mut expected = String::new();
    // Cases 1 and 2: every bracelet has a twin, so Genie mirrors Aladdin on it and wins.
    for (number, bracelets) in (1..).zip(&cases[..2]) {
        assert_eq!(bracelets.len(), 50);
        let mut copies = BTreeMap::new();
        for bracelet in bracelets {
            assert_eq!(bracelet.len(), 50);
            *copies.entry(bracelet).or_insert(0) += 1;
        }
        assert!(copies.values().all(|count| count % 2 == 0), "case {number}");
        expected.push_str(&format!("Case {number}: Genie\n"));
    }
    // Case 3: 49 bracelets of 50 pearls of weight 7 (one move, to nothing: value 1, XOR 1) and,
    // as bracelet 17, the strictly increasing 1000 2000 .. 50000 (a nim heap of 50). The total
    // is 1 ^ 50 = 51. A pick on a weight-7 bracelet leaves 51 ^ 1 = 50; picking the i-th pearl
    // of bracelet 17 leaves 1 ^ (i - 1), zero only for i = 2, the pearl of weight 2000.
    let mut third = vec![vec![7; 50]; 50];
    third[16] = (1..=50).map(|i| i * 1000).collect();
    assert_eq!(cases[2], third);
    expected.push_str("Case 3: Aladdin\n(17 2000)\n");
    assert_eq!(Some(expected), sample.expected);
}
