//! README.md's proof, checked: the formula is the mex of the real moves, and the claimed
//! moves keep the candies and leave a zero nim-sum far past the referee (heaps to 2^64 - 1).

use grundy::Rng;
use harness::{Claim, Verdicts};
use hdu_5795_a_simple_nim::{problem::SimpleNim, problem::rules, value};

#[test]
fn the_formula_is_the_mex_of_the_moves_to_8000() {
    let formula: Vec<u32> = (0..=8000).map(|n| value(n) as u32).collect();
    assert_eq!(rules().grundy_direct(8000), formula); // the mex over the rules' moves (core)
}

#[test]
fn claimed_moves_leave_a_zero_nim_sum_up_to_the_largest_heaps() {
    let mut rng = Rng::new(5795);
    for round in 0..30_000 {
        let top = [1_000, 1_000_000_000, u64::MAX][round % 3];
        let mut heaps: Vec<u64> = (0..rng.range(1..=4)).map(|_| rng.range(1..=top)).collect();
        heaps[0] |= 7 * (round as u64 % 2); // 8k + 7, whose split is often the only win
        if let (Claim::Wins((i, (taken, left))), _) = SimpleNim.claim(&heaps) {
            let sum: u128 = left.iter().map(|&h| u128::from(h)).sum();
            assert_eq!(sum + u128::from(taken), heaps[i].into(), "{heaps:?}");
            let form = left.len() == 3 && taken == 0 || left.len() < 2 && taken > 0;
            assert!(form && !left.contains(&0), "{heaps:?}: {left:?}");
            heaps.splice(i..=i, left);
            assert!(
                !SimpleNim.wins(&heaps).unwrap(),
                "after the move: {heaps:?}"
            );
        }
    }
}
