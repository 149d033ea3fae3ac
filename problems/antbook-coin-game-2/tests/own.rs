//! Coin game 2: what is its own. Piles up to 10^18 decided by the parity of the moves left
//! (plain and explained), the nim-sum of a million piles explained, the budget error, and its
//! own generator past the judge and its shrinking.

use antbook_coin_game_2::CoinGame;
use antbook_coin_game_2::LIMITS;
use antbook_coin_game_2::problem::{CHECK_LIMITS, input, winner};
use grundy::Rng;
use grundy_tests::{Expected, assert_rejected_saying};
use harness::shape::Shape;
use harness::{Claim, Explained, Options, Problem, Size};

use crate::{solve, text};

fn explain(input: &str) -> String {
    harness::solve_text(
        &antbook_coin_game_2::CoinGame,
        &Options::new().explained(),
        input,
    )
    .unwrap()
}

#[test]
fn huge_piles_with_one_amount_are_decided_and_explained_by_the_parity_of_the_moves_left() {
    // With a single amount d every move takes exactly d coins, so the game lasts exactly
    // sum(x_i / d) moves whatever anyone does: Alice wins exactly when that count is odd, and
    // a winning move takes d from a pile holding at least d. (d is given twice: a repeat.)
    let mut rng = Rng::new(1018);
    for _ in 0..300 {
        let amount = *rng.pick(&[1, 2, 7, 1000, 99_999, 100_000]);
        let piles: Vec<u64> = (0..rng.range_usize(1..=5))
            .map(|_| rng.range(0..=10_u64.pow(18)))
            .collect();
        let moves: u64 = piles.iter().map(|&x| x / amount).sum();
        let (amounts, what) = ([amount, amount], format!("{piles:?} by {amount}"));
        let text = text(&amounts, &piles);
        assert_eq!(solve(&text).unwrap(), winner(moves % 2 == 1), "{what}");
        let claim = CoinGame.claims(&input(&amounts, &piles)).remove(0);
        let words = CoinGame.words(&claim);
        let said = match claim {
            Claim::Loses => {
                assert_eq!(moves % 2, 0, "{what}");
                format!("Bob  {words}: ")
            }
            Claim::Wins((pile, coins)) => {
                let before = piles[pile];
                assert!(
                    coins == amount && before >= amount && moves % 2 == 1,
                    "{what}"
                );
                format!("Alice  {words} ({before} -> {};", before - amount)
            }
            Claim::WinsWithNoMove => unreachable!("normal play"),
        };
        let output = explain(&text);
        assert!(output.starts_with(&said), "{what} gave {output:?}");
    }
}

#[test]
fn a_million_piles_are_explained_with_the_nim_sum_cut_in_the_middle() {
    // {1, 3, 4}: sizes 0..=6 have values 0 1 0 1 2 3 2, whose XOR is 3; 142,857 such runs and
    // one empty pile XOR to 3. Pile 5 (4 coins, value 2) is the first that can drop to 2 ^ 3.
    let piles: Vec<u64> = (0..1_000_000).map(|i| i % 7).collect();
    assert_eq!(
        explain(&text(&[1, 3, 4], &piles)),
        "Alice  take 1 coin from pile 5 (4 -> 3; pile value 2 -> 1; \
         Grundy values 0 ^ 1 ^ 0 ^ 1 ^ 2 ^ 3 ^ ... ^ 2 ^ 0 (1000000 values) = 3 -> 0)\n"
    );
}

#[test]
fn a_pile_past_the_values_computed_without_a_period_is_an_error_naming_the_limit() {
    // Amounts 1..=100000 stop at the work limit (20,001 values, g(x) = x, no period yet).
    let amounts: Vec<u64> = (1..=100_000).collect();
    let input = text(&amounts, &[5, 10_u64.pow(18)]);
    assert_rejected_saying(solve, &input, Expected::At(3, 3), "pile sizes below 20001");
    // Piles within the values computed are still answered.
    assert_eq!(solve(&text(&amounts, &[10_000, 9_999])).unwrap(), "Alice\n");
}

#[test]
fn past_inputs_go_past_the_judge_and_are_answered() {
    let mut huge_seen = false;
    for seed in 0..4 {
        let input = CoinGame.shape().generate(&mut Rng::new(seed), Size::Beyond);
        huge_seen |= input.0.iter().any(|pile| pile.value > 10_u64.pow(17));
        assert!(!CoinGame.within_judge(&input), "seed {seed}");
        assert!(CoinGame.answers(&input), "seed {seed}");
    }
    assert!(huge_seen, "no pile near 10^18");
    for distinct in [1, 4, 100, 1000, 100_000] {
        assert!(CHECK_LIMITS.value_budget(distinct) <= LIMITS.value_budget(distinct));
    }
}

#[test]
fn shrinking_never_offers_an_input_the_solver_may_not_answer() {
    // {2, 5} with a huge pile: every candidate the contract keeps must be answered.
    let input = input(&[2, 5], &[10_u64.pow(18), 7]);
    let shape = CoinGame.shape();
    for candidate in shape.shrunk(&input) {
        if CoinGame.answers(&candidate) {
            solve(&shape.text(&candidate)).expect("an answered candidate");
        }
    }
}
