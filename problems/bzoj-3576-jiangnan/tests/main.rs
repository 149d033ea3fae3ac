//! Every check of Jiangnan, in one test binary: the standard checks its contract gives
//! (`src/problem.rs`), the lemmas of README.md (`reduction.rs`), many heaps on threads
//! (`many_heaps.rs`), and what is its own (`own.rs`: explained words past the claims, large
//! heaps past the referee, the max sample's hand argument).

mod many_heaps;
mod own;
mod reduction;

use std::collections::HashMap;

mod standard {
    use bzoj_3576_jiangnan::{Jiangnan, PROGRAM};

    grundy_tests::checks!(problem: Jiangnan, program: PROGRAM);
}

/// The judge's text of threshold `threshold` and these games.
fn text(threshold: u64, games: &[Vec<u64>]) -> String {
    use harness::Problem;
    use harness::shape::Shape;
    bzoj_3576_jiangnan::Jiangnan
        .shape()
        .text(&(threshold, games.to_vec()))
}

/// The definition of a heap's Grundy value, with every `M` from 2 to `x` (no blocks), memoised
/// in a plain vector: written apart from the solver to check its block shortcut.
fn grundy_by_every_m(threshold: u64, largest: u64) -> Vec<u32> {
    let mut values = vec![0u32; largest as usize + 1];
    for x in threshold.max(2)..=largest {
        let options: Vec<u32> = (2..=x)
            .map(|parts| {
                let (q, r) = ((x / parts) as usize, x % parts);
                let big = if r % 2 == 1 { values[q + 1] } else { 0 };
                big ^ if (parts - r) % 2 == 1 { values[q] } else { 0 }
            })
            .collect();
        values[x as usize] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    values
}

/// The plain recursion with two `M` per block (shortcut 1 only) and a hash-map memo, as a
/// second, simpler computation for heaps too large for [`grundy_by_every_m`].
fn grundy_by_blocks(threshold: u64, x: u64, memo: &mut HashMap<u64, u32>) -> u32 {
    if x < threshold || x < 2 {
        return 0;
    }
    if let Some(&value) = memo.get(&x) {
        return value;
    }
    let mut options = Vec::new();
    let mut parts = 2;
    while parts <= x {
        let q = x / parts;
        let block_end = x / q;
        for m in parts..=block_end.min(parts + 1) {
            let r = x % m;
            let mut option = 0;
            if r % 2 == 1 {
                option ^= grundy_by_blocks(threshold, q + 1, memo);
            }
            if (m - r) % 2 == 1 {
                option ^= grundy_by_blocks(threshold, q, memo);
            }
            options.push(option);
        }
        parts = block_end + 1;
    }
    let value = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert(x, value);
    value
}

mod explore {
    use bzoj_3576_jiangnan::{Jiangnan, real_rules::Rules};
    use grundy::{Referee, Sum};
    use grundy_tests::assert_exploration_decides_the_referee;

    #[test]
    fn explored_heaps_and_pairs_of_them_are_lost_exactly_when_their_values_say() {
        let official = include_str!("../samples/official-1.in");
        for (text, threshold) in [(official, 3), ("1 1\n1 5\n", 1), ("1 5\n1 5\n", 5)] {
            let mut referee = Referee::new(Sum(Rules::new(threshold)));
            let heap = |n, _| (n > 0).then_some(n as u64);
            assert_exploration_decides_the_referee(&Jiangnan, text, &mut referee, heap, 16);
        }
    }
}
