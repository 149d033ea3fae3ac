//! Coin game 2: what is its own. More tiny inputs against the referee than the standard
//! checks, single piles that must look up the largest one, piles up to 10^18 decided by the
//! parity of the moves left (plain and explained), the explanation's words, the budget error,
//! its own generator and its error words.

use antbook_coin_game_2::LIMITS;
use antbook_coin_game_2::problem::{CHECK_LIMITS, input, winner};
use antbook_coin_game_2::{CoinGame, run, solve, solve_with_limits};
use grundy::Rng;
use grundy::SubtractionLimits;
use grundy_tests::{
    Case, Expected, assert_agrees_on_random_cases, assert_agrees_with_referee, assert_claims_hold,
    assert_rejected, assert_rejected_saying,
};
use harness::Scanner;
use harness::shape::Shape;
use harness::{Claim, Explained, Options, Problem, Size};

use crate::{referee_answer, text};

fn explain(input: &str) -> String {
    run(&Options::new().explained(), &mut Scanner::new(input)).unwrap()
}

#[test]
fn the_solver_agrees_with_the_referee_on_5000_more_generated_tiny_inputs() {
    // With the standard checks' 1,000: 6,000 tiny inputs, one in four of them 1..=2 piles up
    // to 40 (`src/problem.rs`).
    // Past the 200 tiny inputs of the generator check (seeds 0..200).
    assert_eq!(
        assert_agrees_with_referee(&CoinGame, 200, 5000, solve),
        5000
    );
}

#[test]
fn explained_claims_hold_by_the_referee_on_2300_more_generated_tiny_inputs() {
    // Past the standard checks' 300 (seeds 0..300): 2,600 in all.
    assert_eq!(assert_claims_hold(&CoinGame, 300, 2300, run), 2300);
}

#[test]
fn the_largest_pile_itself_is_looked_up_not_only_the_piles_below_it() {
    // The seed fills its table only below the largest pile; a single pile is exactly the
    // largest, so every single-pile answer depends on that last entry.
    for amounts in [vec![1, 3, 4], vec![2, 5], vec![1, 1, 6]] {
        for x in 0..=40 {
            let expected = referee_answer(&amounts, &[x]);
            assert_eq!(
                solve(&text(&amounts, &[x])).unwrap(),
                expected,
                "{amounts:?} {x}"
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
            input: text(&[amount, amount], &piles),
            expected: winner(moves % 2 == 1),
        }
    });
}

#[test]
fn explained_moves_on_huge_piles_with_one_amount_leave_an_even_number_of_moves() {
    // A winning move must take d from a pile holding at least d, and the loser is exactly the
    // one facing an even count.
    let mut rng = Rng::new(1018);
    for _ in 0..300 {
        let amount = *rng.pick(&[1, 2, 7, 1000, 100_000]);
        let piles: Vec<u64> = (0..rng.range_usize(1..=5))
            .map(|_| rng.range(0..=10_u64.pow(18)))
            .collect();
        let output = explain(&text(&[amount], &piles));
        let moves: u64 = piles.iter().map(|&x| x / amount).fold(0, u64::wrapping_add);
        let what = format!("{piles:?} by {amount} gave {output:?}");
        let claim = CoinGame.claims(&input(&[amount], &piles)).remove(0);
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
        };
        assert!(output.starts_with(&said), "{what}");
    }
}

#[test]
fn explanations_write_the_values_out_for_none_one_and_many_piles() {
    let cases = [
        (
            "0 2\n1 2\n\n",
            "Bob  every move loses: no piles, Grundy value 0\n",
        ),
        // {1, 3, 4}: g = 0 1 0 1 2 3 2, repeating.
        (
            "1 3\n1 3 4\n5\n",
            "Alice  take 3 coins from pile 1 (5 -> 2; Grundy value 3 -> 0)\n",
        ),
        (
            "3 2\n4 3\n0 3 1\n",
            "Alice  take 3 coins from pile 2 (3 -> 0; pile value 1 -> 0; Grundy values 0 ^ 1 ^ 0 = 1 -> 0)\n",
        ),
        ("1 1\n2\n1\n", "Bob  every move loses: Grundy value 0\n"),
    ];
    for (input, output) in cases {
        assert_eq!(explain(input), output, "{input:?}");
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
fn a_pile_past_the_computed_values_without_a_period_is_an_error_naming_the_limit() {
    let limits = SubtractionLimits {
        max_values: 100,
        max_work: u64::MAX,
        min_values: 0,
    };
    let solve = |text: &str| solve_with_limits(text, &limits);
    // The largest amount, 200, is past the 100 values: no window can repeat yet. (With no
    // pile of 200 or more, that amount is dropped and the period of {1} is found at once.)
    let answer = solve("3 2\n1 200\n99 5 0\n").unwrap();
    assert_eq!(answer, referee_answer(&[1, 200], &[99, 5, 0]));
    let message = assert_rejected(solve, "4 2\n1 200\n99 5 300 7\n", Expected::At(3, 6));
    assert!(message.contains("pile size 300") && message.contains("pile sizes below 100"));
    // Even a budget of nothing is an error, not a panic.
    let nothing = SubtractionLimits {
        max_values: 0,
        max_work: 0,
        min_values: 0,
    };
    let solve = |text: &str| solve_with_limits(text, &nothing);
    assert_rejected(solve, "1 1\n2\n5\n", Expected::At(3, 1));
}

#[test]
fn amounts_one_to_100000_stop_at_the_work_limit_with_an_error_at_the_huge_pile() {
    let amounts: Vec<u64> = (1..=100_000).collect();
    let input = text(&amounts, &[5, 10_u64.pow(18)]);
    assert_rejected_saying(solve, &input, Expected::At(3, 3), "pile sizes below 20001");
    // Piles up to the judge's limit are still answered: g(x) = x here.
    assert_eq!(solve(&text(&amounts, &[10_000, 9_999])).unwrap(), "Alice\n");
}

#[test]
fn crlf_tabs_blank_lines_no_piles_and_no_amounts_are_accepted() {
    assert_eq!(solve("3\t3\r\n\r\n1 3 4\r\n5 6 7\r\n").unwrap(), "Alice\n");
    assert_eq!(solve("0 2\n1 2\n").unwrap(), "Bob\n");
    assert_eq!(solve("2 0\n3 5\n").unwrap(), "Bob\n");
}

#[test]
fn bad_inputs_are_rejected_at_their_token_in_the_problems_words() {
    let cases = [
        (
            "3 3\n1 3 four\n5 6 7\n",
            Expected::At(2, 5),
            "found \"four\"",
        ),
        ("3 3\n1 3 4\n5 6\n", Expected::EndOfInput, "a pile size"),
        (
            "3 3\n1 0 4\n5 6 7\n",
            Expected::At(2, 3),
            "an allowed amount in 1..=100000",
        ),
        (
            "3 3\n1 3 4\n5 -6 7\n",
            Expected::At(3, 3),
            "in 0..=1000000000000000000, found \"-6\"",
        ),
        (
            "10000001 1\n1\n5\n",
            Expected::At(1, 1),
            "the number of piles n in 0..=10000000",
        ),
        (
            "1 1000001\n1\n5\n",
            Expected::At(1, 3),
            "allowed amounts k in 0..=1000000",
        ),
        ("10000000 1\n1\n5 6\n", Expected::EndOfInput, "a pile size"),
        (
            "2 1\n1\n5 6 7\n",
            Expected::At(3, 5),
            "expected end of input",
        ),
    ];
    for (input, place, words) in cases {
        assert_rejected_saying(solve, input, place, words);
    }
}

#[test]
fn past_inputs_go_past_the_judge_and_are_answered() {
    let mut huge_seen = false;
    for seed in 0..4 {
        let input = CoinGame.generate(&mut Rng::new(seed), Size::Beyond);
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
    let input = antbook_coin_game_2::problem::input(&[2, 5], &[10_u64.pow(18), 7]);
    let shape = CoinGame.shape();
    for candidate in shape.shrunk(&input) {
        if CoinGame.answers(&candidate) {
            solve(&shape.text(&candidate)).expect("an answered candidate");
        }
    }
}
