//! The whole solver, through the input text, against an exhaustive search of the real rules on
//! random positions; and, for piles far too large for a search, against the move count that
//! decides a game with a single amount.

use crate::common;

use antbook_coin_game_2::generate::Inputs;
use antbook_coin_game_2::solve;
use common::{input_text, random_amounts, random_piles, referee_answer, winner};
use grundy::{Generator, Size};
use grundy_tests::{Case, assert_agrees_on_random_cases};

#[test]
fn solver_agrees_with_referee_on_3000_generated_tiny_inputs() {
    // The generator's tiny inputs (`src/generate.rs`): 1 to 4 piles of 0 to 12 coins, 1 to 4
    // amounts in 1..=7, and now and then no pile, no amount, equal piles or equal amounts.
    assert_agrees_on_random_cases(0xC01A_0003, 3000, solve, |rng| {
        let input = Inputs.generate(rng, Size::Tiny);
        Case {
            input: Inputs.format(&input),
            expected: Inputs.referee(&input).expect("tiny inputs are searchable"),
        }
    });
}

#[test]
fn solver_agrees_with_referee_on_3000_random_positions() {
    assert_agrees_on_random_cases(0xC01A_2002, 3000, solve, |rng| {
        let amounts = random_amounts(rng, 4, 7);
        let piles = random_piles(rng);
        Case {
            input: input_text(&amounts, &piles),
            expected: referee_answer(&amounts, &piles),
        }
    });
}

#[test]
fn the_largest_pile_itself_is_looked_up_not_only_the_piles_below_it() {
    // The seed fills its table only below the largest pile; a single pile is exactly the
    // largest, so every single-pile answer depends on that last entry.
    for amounts in [vec![1, 3, 4], vec![2, 5], vec![1, 1, 6]] {
        for x in 0..=40 {
            let input = input_text(&amounts, &[x]);
            assert_eq!(
                solve(&input).unwrap(),
                referee_answer(&amounts, &[x]),
                "{input:?}"
            );
        }
    }
}

#[test]
fn huge_piles_with_one_amount_are_decided_by_the_parity_of_the_moves_left_on_300_positions() {
    // With a single amount d every move takes exactly d coins, so the game lasts exactly
    // sum(x_i / d) moves whatever anyone does: Alice wins exactly when that count is odd.
    assert_agrees_on_random_cases(1018, 300, solve, |rng| {
        let amount = *rng.pick(&[1, 2, 7, 1000, 99_999, 100_000]);
        let n = rng.range_usize(1..=5);
        let piles: Vec<u64> = (0..n).map(|_| rng.range(0..=10_u64.pow(18))).collect();
        let moves: u64 = piles.iter().map(|&x| x / amount).fold(0, u64::wrapping_add);
        Case {
            input: input_text(&[amount, amount], &piles),
            expected: winner(moves % 2 == 1),
        }
    });
}
