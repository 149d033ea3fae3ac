//! {{name}}: what `--help` and `--explain` say, checked without trusting the solver: every
//! explained move is legal under the real rules and leaves a position the referee finds lost.

use grundy::{Options, Referee, Sum};
use grundy_tests::{
    Claim, assert_command_line, assert_explained_samples_match_their_twins,
    assert_explaining_changes_nothing_else, assert_explanations_hold,
};
use {{crate}}::real_rules::Rules;
use {{crate}}::{PROGRAM, run};

const CRATE_DIR: &str = env!("CARGO_MANIFEST_DIR");

/// The claim of one explained line: "take T from pile P ..." or "every move loses".
fn claim(line: &str) -> Claim<(usize, u64)> {
    let Some((_, words)) = line.split_once("take ") else {
        return Claim::Loses;
    };
    let numbers: Vec<u64> = words
        .split(|c: char| !c.is_ascii_digit())
        .filter(|word| !word.is_empty())
        .map(|word| word.parse().unwrap())
        .collect();
    Claim::Wins((numbers[1] as usize - 1, numbers[0]))
}

#[test]
fn every_explained_move_is_legal_and_leaves_a_lost_position_on_2000_random_positions() {
    let mut referee = Referee::new(Sum(Rules));
    let explain = |text: &str| run(&Options::new().explained(), text);
    assert_explanations_hold(
        2,
        2000,
        &mut referee,
        explain,
        |rng| {
            let piles: Vec<u64> = (0..rng.range_usize(1..=3))
                .map(|_| rng.range(0..=5))
                .collect();
            let sizes: Vec<String> = piles.iter().map(u64::to_string).collect();
            (
                format!("{}\n{}\n", piles.len(), sizes.join(" ")),
                vec![piles],
            )
        },
        |output| output.lines().map(claim).collect(),
    );
}

#[test]
fn explained_moves_on_piles_past_u32_leave_a_nim_sum_of_zero() {
    // Too large for the referee: the move must leave piles whose XOR is 0 (Nim's theorem).
    let mut piles = [u64::MAX, 1 << 40, 1];
    let input = format!("3\n{} {} {}\n", piles[0], piles[1], piles[2]);
    let output = run(&Options::new().explained(), &input).unwrap();
    let Claim::Wins((pile, take)) = claim(&output) else {
        panic!("no move explained: {output}");
    };
    piles[pile] -= take;
    assert_eq!(piles[0] ^ piles[1] ^ piles[2], 0, "{output}");
}

#[test]
fn explaining_changes_nothing_but_the_explanations() {
    assert_explaining_changes_nothing_else(&PROGRAM, CRATE_DIR, run);
    assert_explained_samples_match_their_twins(CRATE_DIR);
}

#[test]
fn help_version_and_unknown_options_behave() {
    assert_command_line(&PROGRAM, CRATE_DIR, run);
}
