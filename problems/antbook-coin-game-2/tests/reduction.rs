//! The claims the editorial (README.md) relies on: a position is lost exactly when the XOR of
//! its piles' Grundy values is 0 (checked against the real rules), and the period found from a
//! repeating window gives the values of the definition, and is the least one.

use antbook_coin_game_2::LIMITS;
use grundy::Subtraction;
use grundy::{Period, Referee, Sum};
use grundy_tests::Rng;

/// 1..=`most` amounts in 1..=`largest`, with repeats.
fn random_amounts(rng: &mut Rng, most: usize, largest: u64) -> Vec<u64> {
    (0..rng.range_usize(1..=most))
        .map(|_| rng.range(1..=largest))
        .collect()
}

/// Grundy values g(0) .. g(len - 1) straight from the definition, for comparison.
fn direct_table(amounts: &[u64], len: usize) -> Vec<u32> {
    let mut table: Vec<u32> = Vec::with_capacity(len);
    for x in 0..len {
        let options = amounts
            .iter()
            .filter(|&&amount| amount as usize <= x)
            .map(|&amount| table[x - amount as usize]);
        table.push(grundy::mex(options));
    }
    table
}

#[test]
fn a_position_is_lost_exactly_when_the_grundy_values_of_its_piles_xor_to_zero() {
    let mut rng = Rng::new(17);
    for _ in 0..100 {
        let amounts = random_amounts(&mut rng, 4, 8);
        let sequence = Subtraction::new(amounts.iter().copied()).values(16, &LIMITS);
        let g = |x: u64| sequence.value(x).unwrap();
        let mut referee = Referee::new(Sum(Subtraction::new(amounts.iter().copied())));
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
fn grundy_values_from_the_period_match_a_direct_table_up_to_20000_for_300_amount_sets() {
    const LEN: usize = 20_001;
    let mut rng = Rng::new(2002);
    let mut judged = 0;
    for case in 0..300 {
        let largest = *rng.pick(&[5, 12, 30, 60, 120, 500, 2000]);
        let amounts = random_amounts(&mut rng, 6, largest);
        let sequence = Subtraction::new(amounts.iter().copied()).values(u64::MAX, &LIMITS);
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
    let sequence = Subtraction::new(consecutive.iter().copied()).values(u64::MAX, &LIMITS);
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
    let sequence = Subtraction::new(amounts.iter().copied()).values(4999, &LIMITS);
    for (x, &expected) in table.iter().enumerate() {
        assert_eq!(sequence.value(x as u64), Some(expected), "g({x})");
    }
}
