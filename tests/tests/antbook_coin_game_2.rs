//! antbook-coin-game-2 ("Coin game 2"): the solver against an exhaustive search of the real
//! rules, the reductions the editorial relies on (XOR of per-pile Grundy values; the period of
//! the Grundy sequence), the samples, and bad input.

use antbook_coin_game_2::rules::Rules;
use antbook_coin_game_2::sequence::{GrundySequence, Limits, Period};
use antbook_coin_game_2::{solve, solve_with_limits};
use grundy::{Referee, Sum};
use grundy_tests::{Expected, Rng, assert_rejected, assert_samples, samples};

const CRATE: &str = "antbook-coin-game-2";

/// The judge's input text for these amounts and piles.
fn input_text(amounts: &[u64], piles: &[u64]) -> String {
    let join = |values: &[u64]| {
        values
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    };
    format!(
        "{} {}\n{}\n{}\n",
        piles.len(),
        amounts.len(),
        join(amounts),
        join(piles)
    )
}

/// The referee's answer on the real rules, in the judge's output format.
fn referee_answer(amounts: &[u64], piles: &[u64]) -> String {
    let mut referee = Referee::new(Sum(Rules::new(amounts.to_vec())));
    let position = referee.game().position(piles.iter().copied());
    let winner = if referee.wins(&position) {
        "Alice"
    } else {
        "Bob"
    };
    format!("{winner}\n")
}

/// A random list of allowed amounts: sometimes without 1, sometimes with repeats, sometimes
/// with amounts larger than every pile.
fn random_amounts(rng: &mut Rng, most: usize, largest: u64) -> Vec<u64> {
    let count = rng.range_usize(1..=most);
    (0..count).map(|_| rng.range(1..=largest)).collect()
}

/// Grundy values g(0) .. g(len - 1) straight from the definition, for comparison.
fn direct_table(amounts: &[u64], len: usize) -> Vec<u32> {
    let mut table: Vec<u32> = Vec::with_capacity(len);
    for x in 0..len {
        let options: Vec<u32> = amounts
            .iter()
            .filter(|&&amount| amount as usize <= x)
            .map(|&amount| table[x - amount as usize])
            .collect();
        table.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    table
}

#[test]
fn solver_agrees_with_referee_on_3000_random_positions() {
    let mut rng = Rng::new(0xC01A_2002);
    for case in 0..3000 {
        let amounts = random_amounts(&mut rng, 4, 7);
        let n = rng.range_usize(1..=4);
        let piles: Vec<u64> = (0..n)
            .map(|_| {
                if rng.chance(1, 6) {
                    0
                } else {
                    rng.range(1..=12)
                }
            })
            .collect();
        let input = input_text(&amounts, &piles);
        assert_eq!(
            solve(&input).unwrap(),
            referee_answer(&amounts, &piles),
            "case {case}: {input:?}"
        );
    }
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
fn a_position_is_lost_exactly_when_the_grundy_values_of_its_piles_xor_to_zero() {
    let mut rng = Rng::new(17);
    for _ in 0..100 {
        let amounts = random_amounts(&mut rng, 4, 8);
        let sequence = GrundySequence::compute(&amounts, 16, &Limits::DEFAULT);
        let g = |x: u64| sequence.value(x).unwrap();
        let mut referee = Referee::new(Sum(Rules::new(amounts.clone())));
        for x in 0..=16 {
            assert_eq!(referee.wins(&vec![x]), g(x) != 0, "{amounts:?} pile {x}");
            for y in 0..=x {
                for z in [0, 3, 9] {
                    let piles = [x, y, z];
                    let position = referee.game().position(piles);
                    assert_eq!(
                        referee.wins(&position),
                        g(x) ^ g(y) ^ g(z) != 0,
                        "{amounts:?} piles {piles:?}"
                    );
                }
            }
        }
    }
}

/// Checks that `period` is right and least on a direct table (which must reach well past it).
fn assert_least_period(table: &[u32], period: Period, window: usize, what: &str) {
    let Period { preperiod, length } = period;
    assert!(
        preperiod + 2 * length + window < table.len(),
        "{what}: the table is too short to judge {period:?}"
    );
    if preperiod > 0 {
        assert_ne!(
            table[preperiod - 1],
            table[preperiod - 1 + length],
            "{what}: the preperiod {preperiod} is not the least"
        );
    }
    // A shorter eventual period would divide the least one; none of length / q holds.
    for q in (2..=length).filter(|q| length % q == 0) {
        let shorter = length / q;
        assert!(
            (preperiod..table.len() - shorter).any(|x| table[x] != table[x + shorter]),
            "{what}: {shorter} is a shorter period than {length}"
        );
    }
}

#[test]
fn grundy_values_from_the_period_match_a_direct_table_up_to_20000() {
    const LEN: usize = 20_001;
    let mut rng = Rng::new(2002);
    let mut judged = 0;
    for case in 0..300 {
        let largest = *rng.pick(&[5, 12, 30, 60, 120, 500, 2000]);
        let amounts = random_amounts(&mut rng, 6, largest);
        let sequence = GrundySequence::compute(&amounts, u64::MAX, &Limits::DEFAULT);
        let what = format!("case {case}, amounts {amounts:?}");
        let period = sequence
            .period()
            .unwrap_or_else(|| panic!("{what}: no period found"));
        let table = direct_table(&amounts, LEN);
        for (x, &expected) in table.iter().enumerate() {
            assert_eq!(sequence.value(x as u64), Some(expected), "{what}, g({x})");
        }
        let window = *amounts.iter().max().unwrap() as usize;
        if period.preperiod + 2 * period.length + window < LEN {
            assert_least_period(&table, period, window, &what);
            judged += 1;
        }
        // Far past the table, the value is the one a period earlier.
        let far = 1_000_000_000_000_000_000u64 - case;
        assert_eq!(
            sequence.value(far),
            sequence.value(far - period.length as u64)
        );
    }
    assert!(judged >= 250, "only {judged} periods were judged least");
}

#[test]
fn wide_amount_sets_stored_in_16_bits_keep_their_values() {
    // 300 distinct amounts: values up to 300 do not fit in a byte.
    let consecutive: Vec<u64> = (1..=300).collect();
    let sequence = GrundySequence::compute(&consecutive, u64::MAX, &Limits::DEFAULT);
    assert_eq!(
        sequence.period(),
        Some(Period {
            preperiod: 0,
            length: 301
        })
    );
    assert_eq!(sequence.value(300), Some(300));
    assert_eq!(
        sequence.value(10_u64.pow(18)),
        Some((10_u64.pow(18) % 301) as u32)
    );

    let mut rng = Rng::new(300);
    let mut amounts: Vec<u64> = (1..=1000).collect();
    rng.shuffle(&mut amounts);
    amounts.truncate(400);
    let table = direct_table(&amounts, 5000);
    let sequence = GrundySequence::compute(&amounts, 4999, &Limits::DEFAULT);
    for (x, &expected) in table.iter().enumerate() {
        assert_eq!(sequence.value(x as u64), Some(expected), "g({x})");
    }
}

#[test]
fn huge_piles_with_one_amount_are_decided_by_the_parity_of_the_moves_left() {
    // With a single amount d every move takes exactly d coins, so the game lasts exactly
    // sum(x_i / d) moves whatever anyone does: Alice wins exactly when that count is odd.
    let mut rng = Rng::new(1018);
    for _ in 0..300 {
        let amount = *rng.pick(&[1, 2, 7, 1000, 99_999, 100_000]);
        let n = rng.range_usize(1..=5);
        let piles: Vec<u64> = (0..n).map(|_| rng.range(0..=10_u64.pow(18))).collect();
        let moves: u64 = piles.iter().map(|&x| x / amount).fold(0, u64::wrapping_add);
        let expected = if moves % 2 == 1 { "Alice\n" } else { "Bob\n" };
        let input = input_text(&[amount, amount], &piles);
        assert_eq!(solve(&input).unwrap(), expected, "{input:?}");
    }
}

#[test]
fn a_pile_past_the_computed_values_without_a_period_is_an_error_naming_the_limit() {
    let limits = Limits {
        max_values: 100,
        max_work: u64::MAX,
        min_values: 0,
    };
    // The largest amount, 200, is past the 100 values: no window can repeat yet. (With no
    // pile of 200 or more, that amount is dropped and the period of {1} is found at once.)
    let within = "3 2\n1 200\n99 5 0\n";
    let answer = solve_with_limits(within, &limits).unwrap();
    assert_eq!(answer, referee_answer(&[1, 200], &[99, 5, 0]));
    let past = "4 2\n1 200\n99 5 300 7\n";
    let message = assert_rejected(
        |text| solve_with_limits(text, &limits),
        past,
        Expected::At(3, 6),
    );
    assert!(message.contains("pile size 300"), "{message}");
    assert!(message.contains("pile sizes below 100"), "{message}");
    // Even a budget of nothing is an error, not a panic.
    let nothing = Limits {
        max_values: 0,
        max_work: 0,
        min_values: 0,
    };
    assert_rejected(
        |text| solve_with_limits(text, &nothing),
        "1 1\n2\n5\n",
        Expected::At(3, 1),
    );
}

#[test]
fn amounts_one_to_100000_stop_at_the_work_limit_with_an_error_at_the_huge_pile() {
    let amounts: Vec<u64> = (1..=100_000).collect();
    let input = input_text(&amounts, &[5, 10_u64.pow(18)]);
    let message = assert_rejected(solve, &input, Expected::At(3, 3));
    assert!(message.contains("pile sizes below 20001"), "{message}");
    // Piles up to the judge's limit are still answered: g(x) = x here.
    let input = input_text(&amounts, &[10_000, 9_999]);
    assert_eq!(solve(&input).unwrap(), "Alice\n");
}

#[test]
fn every_sample_gives_its_expected_output_or_is_rejected() {
    let count = assert_samples(CRATE, |_, input| solve(input));
    assert!(count >= 24, "only {count} samples");
}

#[test]
fn small_samples_expected_outputs_are_the_referees_verdicts() {
    let mut checked = 0;
    for sample in samples(CRATE) {
        let Some(expected) = sample.expected else {
            continue;
        };
        let numbers: Vec<u64> = sample
            .input
            .split_whitespace()
            .map(|token| token.parse().unwrap())
            .collect();
        let (n, k) = (numbers[0] as usize, numbers[1] as usize);
        let amounts = &numbers[2..2 + k];
        let piles = &numbers[2 + k..2 + k + n];
        if n > 6 || piles.iter().any(|&x| x > 30) {
            continue; // the large samples' answers are argued in the README
        }
        assert_eq!(
            referee_answer(amounts, piles),
            expected,
            "sample {}",
            sample.name
        );
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} small samples");
}

#[test]
fn crlf_tabs_and_blank_lines_are_accepted() {
    assert_eq!(solve("3\t3\r\n\r\n1 3 4\r\n5 6 7\r\n").unwrap(), "Alice\n");
}

#[test]
fn a_non_numeric_amount_is_an_error_at_its_token() {
    let message = assert_rejected(solve, "3 3\n1 3 four\n5 6 7\n", Expected::At(2, 5));
    assert!(message.contains("found \"four\""), "{message}");
}

#[test]
fn missing_piles_are_an_end_of_input_error() {
    let message = assert_rejected(solve, "3 3\n1 3 4\n5 6\n", Expected::EndOfInput);
    assert!(message.contains("a pile size"), "{message}");
    assert_rejected(solve, "", Expected::EndOfInput);
    assert_rejected(solve, "3", Expected::EndOfInput);
}

#[test]
fn an_amount_of_zero_is_not_a_move_and_is_an_error() {
    let message = assert_rejected(solve, "3 3\n1 0 4\n5 6 7\n", Expected::At(2, 3));
    assert!(message.contains("in 1..=100000"), "{message}");
}

#[test]
fn a_negative_pile_is_an_error_naming_the_range() {
    let message = assert_rejected(solve, "3 3\n1 3 4\n5 -6 7\n", Expected::At(3, 3));
    assert!(
        message.contains("in 0..=1000000000000000000, found \"-6\""),
        "{message}"
    );
}

#[test]
fn values_past_the_supported_limits_are_errors_naming_the_limit() {
    let message = assert_rejected(
        solve,
        "2 2\n1 2\n7 1000000000000000001\n",
        Expected::At(3, 3),
    );
    assert!(message.contains("0..=1000000000000000000"), "{message}");
    let message = assert_rejected(solve, "2 2\n1 100001\n7 8\n", Expected::At(2, 3));
    assert!(message.contains("1..=100000"), "{message}");
    let message = assert_rejected(solve, "10000001 1\n1\n5\n", Expected::At(1, 1));
    assert!(message.contains("0..=10000000"), "{message}");
    let message = assert_rejected(solve, "1 1000001\n1\n5\n", Expected::At(1, 3));
    assert!(message.contains("0..=1000000"), "{message}");
}

#[test]
fn a_huge_claimed_count_then_end_of_input_is_an_end_of_input_error() {
    assert_rejected(solve, "10000000 1\n1\n5 6\n", Expected::EndOfInput);
    assert_rejected(solve, "3 1000000\n1 2\n", Expected::EndOfInput);
}

#[test]
fn text_after_the_last_pile_is_an_error() {
    let message = assert_rejected(solve, "2 1\n1\n5 6 7\n", Expected::At(3, 5));
    assert!(message.contains("expected end of input"), "{message}");
}

#[test]
fn no_piles_or_no_amounts_leave_alice_without_a_move() {
    assert_eq!(solve("0 2\n1 2\n").unwrap(), "Bob\n");
    assert_eq!(solve("2 0\n3 5\n").unwrap(), "Bob\n");
    assert_eq!(referee_answer(&[], &[3, 5]), "Bob\n");
}
