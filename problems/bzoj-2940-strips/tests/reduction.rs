//! Strips: the claims README.md relies on. A run of L cells is worth
//! `g(L) = mex { g(a) ^ g(L-k-a) }` (the octal game with digit 7 at each strip length), a
//! position is won exactly when the XOR of its runs' values is not zero, board p is won exactly
//! when `g(p) != 0`, and a period the octal periodicity theorem certifies holds further on.

use bzoj_2940_strips::problem::game;
use grundy::{OctalGame, Referee, certified_period, mex};
use grundy_tests::Rng;

use crate::{solve, text, verdicts};

/// `g(0..=up_to)` straight from the definition in README.md.
fn values_by_definition(strips: [usize; 3], up_to: usize) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::with_capacity(up_to + 1);
    for run in 0..=up_to {
        let options = strips
            .iter()
            .filter(|&&k| k <= run)
            .flat_map(|&k| (0..=run - k).map(move |a| (a, run - k - a)))
            .map(|(a, b)| values[a] ^ values[b]);
        values.push(mex(options));
    }
    values
}

#[test]
fn run_values_are_those_of_the_octal_game_with_digit_7_at_each_strip_length() {
    for a in 1..=6 {
        for b in a..=6 {
            for c in b..=6 {
                let strips = [a, b, c];
                assert_eq!(
                    OctalGame::from_removable_blocks(strips).grundy_direct(60),
                    values_by_definition(strips, 60),
                    "strips {strips:?}"
                );
            }
        }
    }
}

#[test]
fn a_position_is_won_exactly_when_the_xor_of_its_runs_values_is_not_zero() {
    // Runs are independent games, each worth g(run): checked on 300 random positions of one to
    // four runs.
    let mut rng = Rng::new(7);
    for _ in 0..300 {
        let strips = [(); 3].map(|()| rng.range_usize(1..=6));
        let values = values_by_definition(strips, 20);
        let mut referee = Referee::new(game(strips.map(|k| k as u64)));
        let count = rng.range_usize(1..=4);
        let runs = referee
            .game()
            .position((0..count).map(|_| rng.range_usize(1..=6)));
        let xor = runs.iter().fold(0, |acc, &run| acc ^ values[run]);
        assert_eq!(
            referee.wins(&runs),
            xor != 0,
            "strips {strips:?}, runs {runs:?}"
        );
    }
}

#[test]
fn boards_within_the_budget_are_exact_even_without_a_period() {
    // Treblecross as strips {3}: no period is known, but any board up to the budget is answered,
    // won exactly when g(p) != 0 (past 2,048 cells too, where core may change its method).
    let values = OctalGame::parse(".007").unwrap().grundy_direct(3000);
    let boards: Vec<u64> = (1000..=3000).collect();
    let expected = verdicts(&boards, |p| values[p as usize] != 0);
    assert_eq!(solve(&text([3, 3, 3], &boards)).unwrap(), expected);
}

#[test]
fn a_certified_period_predicts_the_values_past_those_that_certify_it() {
    // The solver answers boards past the budget from a period certified by the first 4,097
    // values; the values computed directly up to 12,000 must follow it.
    for strips in [[1, 5, 1], [2, 2, 2], [1, 2, 2]] {
        let game = OctalGame::from_removable_blocks(strips);
        let values = game.grundy_direct(12_000);
        let period = certified_period(&values[..=4096], game.last_digit_position())
            .unwrap_or_else(|| panic!("strips {strips:?} certify a period within 4,097 values"));
        for (n, &value) in values.iter().enumerate() {
            assert_eq!(
                period.value_at(&values[..=4096], n as u64),
                value,
                "strips {strips:?}, board {n}"
            );
        }
    }
}
