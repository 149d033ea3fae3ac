//! `--explain`, `--help` and `--version`: every explained move is checked by the referee on
//! the real rules (read back from the words, never from the solver's own move search), the
//! judge's output is unchanged once the explanation is cut off, and the help says what the
//! format, the options and an example are.

use crate::common;

use antbook_coin_game_2::real_rules::Rules;
use antbook_coin_game_2::{PROGRAM, run, solve};
use common::{amounts_and_piles, input_text, is_small, random_amounts, random_piles};
use grundy::{Options, Referee, Sum};
use grundy_tests::{
    Claim, Rng, assert_command_line, assert_explained_samples_match_their_twins,
    assert_explaining_changes_nothing_else, assert_explanations_hold, cut_explanations, samples,
};

/// A claimed winning move read back from its words: the pile (0-based), the coins taken, and
/// the pile's size before and after as written.
struct Take {
    pile: usize,
    coins: u64,
    before: u64,
    after: u64,
}

/// The claim of the one explained line, read back from its words:
/// `Alice  take T coin(s) from pile P (X -> Y; ...)` or `Bob  every move loses: ...`.
fn read_take(output: &str) -> Option<Take> {
    let line = output.strip_suffix('\n').expect("one line");
    assert!(!line.contains('\n'), "more than one line: {output:?}");
    let Some((answer, explanation)) = line.split_once("  ") else {
        panic!("no explanation on {line:?}");
    };
    if explanation.starts_with("every move loses: ") {
        assert_eq!(answer, "Bob", "{line:?}");
        return None;
    }
    assert_eq!(answer, "Alice", "{line:?}");
    let number = |text: &str| -> u64 {
        text.parse()
            .unwrap_or_else(|_| panic!("{text:?} in {line:?} is not a number"))
    };
    let words = explanation
        .strip_prefix("take ")
        .and_then(|rest| {
            rest.split_once(" coins from pile ")
                .or_else(|| rest.split_once(" coin from pile "))
        })
        .and_then(|(coins, rest)| Some((coins, rest.split_once(" (")?)))
        .and_then(|(coins, (pile, rest))| Some((coins, pile, rest.split_once(" -> ")?)))
        .and_then(|(coins, pile, (before, rest))| {
            Some((coins, pile, before, rest.split_once(';')?.0))
        });
    let Some((coins, pile, before, after)) = words else {
        panic!("cannot read the move in {line:?}");
    };
    let coins = number(coins);
    assert_eq!(coins == 1, explanation.contains(" coin from "), "{line:?}");
    let pile = number(pile) as usize;
    assert!(pile >= 1, "piles are numbered from 1: {line:?}");
    Some(Take {
        pile: pile - 1,
        coins,
        before: number(before),
        after: number(after),
    })
}

/// The claims of an output, as the referee's moves `(pile index, coins taken)`.
fn read_claims(output: &str) -> Vec<Claim<(usize, u64)>> {
    vec![match read_take(output) {
        Some(take) => Claim::Wins((take.pile, take.coins)),
        None => Claim::Loses,
    }]
}

/// Checks the explanations of `sets` random amount sets (1 to `most_amounts` amounts in
/// `1..=largest_amount`), `inputs` random piles for each drawn by `piles`; and that each
/// output cut at two spaces is the plain one, and the sizes it names are the pile's. Returns
/// how many positions were checked.
fn explanations_hold(
    seed: u64,
    sets: u64,
    inputs: usize,
    (most_amounts, largest_amount): (usize, u64),
    mut piles: impl FnMut(&mut Rng) -> Vec<u64>,
) -> usize {
    let mut rng = Rng::new(seed);
    let mut checked = 0;
    for set in 0..sets {
        let amounts = random_amounts(&mut rng, most_amounts, largest_amount);
        let mut referee = Referee::new(Sum(Rules::new(amounts.clone())));
        let explain = |input: &str| {
            let output = run(&Options::new().explained(), input)?;
            assert_eq!(cut_explanations(&output), solve(input)?, "input {input:?}");
            if let Some(take) = read_take(&output) {
                let (_, piles) = amounts_and_piles(input);
                let size = piles.get(take.pile).copied();
                assert_eq!(size, Some(take.before), "{input:?} gave {output:?}");
                assert_eq!(
                    take.before.checked_sub(take.coins),
                    Some(take.after),
                    "{output:?}"
                );
            }
            Ok(output)
        };
        let draw = |rng: &mut Rng| {
            // The piles in input order, empty ones kept: a move names its pile by that index.
            let piles = piles(rng);
            (input_text(&amounts, &piles), vec![piles])
        };
        checked +=
            assert_explanations_hold(seed + set, inputs, &mut referee, explain, draw, read_claims);
    }
    checked
}

#[test]
fn explained_moves_win_by_the_referee_on_2000_random_positions_of_up_to_4_small_piles() {
    let checked = explanations_hold(0xE4B1, 100, 20, (4, 7), random_piles);
    assert_eq!(checked, 2000);
}

#[test]
fn explained_moves_win_by_the_referee_on_600_random_positions_of_one_or_two_piles_up_to_40() {
    let checked = explanations_hold(40, 30, 20, (5, 12), |rng| {
        (0..rng.range_usize(1..=2))
            .map(|_| rng.range(0..=40))
            .collect()
    });
    assert_eq!(checked, 600);
}

#[test]
fn explained_moves_on_huge_piles_with_one_amount_leave_an_even_number_of_moves() {
    // With a single amount d every move takes d coins and the game lasts sum(x_i / d) moves
    // whatever anyone does: a winning move must take d from a pile holding at least d, and
    // the loser is exactly the one facing an even count.
    let mut rng = Rng::new(1018);
    for _ in 0..300 {
        let amount = *rng.pick(&[1, 2, 7, 1000, 100_000]);
        let piles: Vec<u64> = (0..rng.range_usize(1..=5))
            .map(|_| rng.range(0..=10_u64.pow(18)))
            .collect();
        let input = input_text(&[amount], &piles);
        let output = run(&Options::new().explained(), &input).unwrap();
        let moves: u64 = piles.iter().map(|&x| x / amount).fold(0, u64::wrapping_add);
        match read_take(&output) {
            None => assert_eq!(moves % 2, 0, "{input:?} gave {output:?}"),
            Some(take) => {
                assert_eq!(take.coins, amount, "{output:?}");
                assert_eq!(piles[take.pile], take.before, "{input:?} gave {output:?}");
                assert!(take.before >= amount, "{output:?}");
                assert_eq!(moves % 2, 1, "{input:?} gave {output:?}");
            }
        }
    }
}

#[test]
fn explanations_write_the_values_out_for_none_one_and_many_piles() {
    let explain = |input: &str| run(&Options::new().explained(), input).unwrap();
    assert_eq!(
        explain("0 2\n1 2\n\n"),
        "Bob  every move loses: no piles, Grundy value 0\n"
    );
    // {1, 3, 4}: g = 0 1 0 1 2 3 2, repeating.
    assert_eq!(
        explain("1 3\n1 3 4\n5\n"),
        "Alice  take 3 coins from pile 1 (5 -> 2; Grundy value 3 -> 0)\n"
    );
    assert_eq!(
        explain("3 2\n4 3\n0 3 1\n"),
        "Alice  take 3 coins from pile 2 (3 -> 0; pile value 1 -> 0; Grundy values 0 ^ 1 ^ 0 = 1 -> 0)\n"
    );
    assert_eq!(
        explain("1 1\n2\n1\n"),
        "Bob  every move loses: Grundy value 0\n"
    );
}

#[test]
fn a_million_piles_are_explained_with_the_nim_sum_cut_in_the_middle() {
    // {1, 3, 4}: sizes 0..=6 have values 0 1 0 1 2 3 2, whose XOR is 3; 142,857 such runs and
    // one empty pile XOR to 3. Pile 5 (4 coins, value 2) is the first that can drop to 2 ^ 3.
    let piles: Vec<u64> = (0..1_000_000).map(|i| i % 7).collect();
    let output = run(&Options::new().explained(), &input_text(&[1, 3, 4], &piles)).unwrap();
    assert_eq!(
        output,
        "Alice  take 1 coin from pile 5 (4 -> 3; pile value 2 -> 1; \
         Grundy values 0 ^ 1 ^ 0 ^ 1 ^ 2 ^ 3 ^ ... ^ 2 ^ 0 (1000000 values) = 3 -> 0)\n"
    );
}

#[test]
fn every_explained_sample_cut_at_two_spaces_is_its_plain_twin_and_its_claims_hold() {
    let explained = assert_explained_samples_match_their_twins(env!("CARGO_MANIFEST_DIR"));
    let mut by_referee = 0;
    for (sample, output) in &explained {
        let (amounts, piles) = amounts_and_piles(&sample.text());
        if !is_small(&piles) {
            continue;
        }
        let mut referee = Referee::new(Sum(Rules::new(amounts)));
        let draw = |_: &mut Rng| (sample.text(), vec![piles.clone()]);
        let recorded = |_: &str| Ok(output.clone());
        assert_explanations_hold(1, 1, &mut referee, recorded, draw, read_claims);
        by_referee += 1;
    }
    assert!(
        explained.len() >= 2 && by_referee >= 2,
        "{} explained samples, {by_referee} checked",
        explained.len()
    );
}

#[test]
fn every_answered_sample_explained_and_cut_at_two_spaces_gives_the_plain_output() {
    let mut explained =
        assert_explaining_changes_nothing_else(&PROGRAM, env!("CARGO_MANIFEST_DIR"), run);
    let plain = explained.len();
    assert!(plain >= 13, "only {plain} plain samples");
    // The samples run with --explain, as recorded: every line is explained there too.
    for sample in samples(env!("CARGO_MANIFEST_DIR")) {
        if sample.args.iter().any(|arg| arg == "--explain") {
            let output = sample
                .expected
                .clone()
                .expect("an explained sample has a .out");
            explained.push((sample, output));
        }
    }
    for (sample, output) in &explained {
        assert!(
            output.lines().all(|line| line.contains("  ")),
            "sample {}: a line without its explanation",
            sample.name
        );
    }
}

#[test]
fn the_help_version_and_an_unknown_option_answer_as_every_binary_does() {
    assert_command_line(&PROGRAM, env!("CARGO_MANIFEST_DIR"), run);
}
