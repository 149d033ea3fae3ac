//! Strips: what is its own. Hand arguments of README.md far past the referee (on boards up to
//! 10^18 and on the large samples), explained strips past the table checked through a period
//! the test certifies itself, and its own error words.

use bzoj_2940_strips::Strips;
use bzoj_2940_strips::problem::{game, input};
use bzoj_2940_strips::real_rules::Placement;
use bzoj_2940_strips::{EXACT_BUDGET, run};
use grundy::{OctalGame, Referee, certified_period};
use grundy_tests::{
    Expected, Rng, assert_agrees_with_referee, assert_claims_hold, assert_rejected_saying,
    assert_samples_agree_with,
};
use harness::Scanner;
use harness::{Claim, Explained, Options};

use crate::text;

fn solve(input: &str) -> Result<String, harness::InputError> {
    run(&Options::new(), &mut Scanner::new(input))
}

/// The output README.md argues by hand for these strips and boards, if it argues one.
fn hand_argument(strips: &[u64], boards: &[u64]) -> Option<String> {
    let line = |first_wins: bool| if first_wins { "1\n" } else { "2\n" };
    let answer = |wins: &dyn Fn(u64) -> bool| boards.iter().map(|&p| line(wins(p))).collect();
    let same = strips.iter().all(|&length| length == strips[0]);
    if strips.contains(&1) && strips.contains(&2) {
        // A 1 or a 2 in the centre, then mirror every move.
        Some(answer(&|_| true))
    } else if same && strips[0] == 1 {
        // Every move fills one cell: p moves in all.
        Some(answer(&|p| p % 2 == 1))
    } else if same && boards.iter().all(|&p| p < 2 * strips[0]) {
        // One strip length L and boards shorter than 2L: at most one strip is ever placed.
        Some(answer(&|p| p >= strips[0]))
    } else {
        None
    }
}

#[test]
fn large_samples_outputs_follow_the_hand_arguments() {
    assert_samples_agree_with(env!("CARGO_MANIFEST_DIR"), 4, |sample| {
        let numbers: Vec<u64> = sample
            .text()
            .split_whitespace()
            .flat_map(str::parse)
            .collect();
        let (strips, boards) = (&numbers[..3], &numbers[4..]);
        let large = boards.iter().any(|&p| p > 40);
        if !sample.args.is_empty() || !large {
            return None; // small ones: the referee's, in the standard checks
        }
        let argued = hand_argument(strips, boards);
        Some(argued.unwrap_or_else(|| panic!("README.md argues no output for {}", sample.name)))
    });
}

#[test]
fn only_the_shortest_and_the_longest_strip_mattering_is_false() {
    // {1,2,3} and {1,3} (as 1 3 3) have the same shortest and longest strip but differ at p = 2.
    for (strips, expected) in [([1, 2, 3], true), ([1, 3, 3], false)] {
        let board = game(strips).position([2]);
        assert_eq!(Referee::new(game(strips)).wins(&board), expected);
        let answer = if expected { "1\n" } else { "2\n" };
        assert_eq!(solve(&text(strips, &[2])).unwrap(), answer);
    }
}

#[test]
fn a_strip_past_every_board_even_past_the_budget_changes_nothing() {
    assert_eq!(solve("1 1 2000\n2\n1000\n999\n").unwrap(), "2\n1\n");
}

#[test]
fn with_unit_strips_alone_the_first_player_wins_exactly_the_odd_boards_up_to_10_to_the_18() {
    // Hand argument: each move fills one cell, so the game lasts p moves.
    assert_eq!(
        solve("1 1 1\n4\n1000000000000000000\n999999999999999999\n2\n3\n").unwrap(),
        "2\n1\n2\n1\n"
    );
}

#[test]
fn with_strips_of_one_and_two_the_first_player_always_wins_by_mirroring() {
    let boards: Vec<u64> = (1..=300).collect();
    assert_eq!(solve(&text([1, 2, 2], &boards)).unwrap(), "1\n".repeat(300));
    let huge = "2 1 2\n2\n1000000000000000000\n777777777777777777\n";
    assert_eq!(solve(huge).unwrap(), "1\n1\n");
}

/// `g(n)` for any n, for a strip set whose values up to 20,000 certify a period: computed here
/// by the direct mex and the test's own certified period, not by the solver.
fn values_through_a_period(strips: [u64; 3]) -> impl Fn(u64) -> u32 {
    let game = OctalGame::from_removable_blocks(strips.map(|length| length as usize));
    let values = game.grundy_direct(20_000);
    let period = certified_period(&values, game.last_digit_position())
        .unwrap_or_else(|| panic!("strips {strips:?} certify a period within 20,001 values"));
    move |n| period.value_at(&values, n)
}

#[test]
fn explained_strips_on_boards_up_to_10_to_the_18_leave_two_runs_of_equal_value() {
    // Boards near 10^18 are answered through a period: each input also has boards of 1..=40 and
    // of 5,000..=15,000 cells. A claimed strip must lie on its board, be as long as its colour's
    // strip, and leave two runs of equal value on a board of the value written (not 0), in its
    // words; a loss is claimed exactly where g is 0.
    let mut rng = Rng::new(1018);
    let mut checked = 0;
    for strips in [
        [1, 5, 1],
        [2, 2, 2],
        [1, 2, 2],
        [1, 2, 6],
        [6, 7, 7],
        [2, 5, 7],
    ] {
        let g = values_through_a_period(strips);
        for _ in 0..5 {
            let boards: Vec<u64> = (0..60)
                .map(|i| match i % 3 {
                    0 => rng.range(1..=40),
                    1 => rng.range(5_000..=15_000),
                    _ => rng.range(100_000_000_000_000_000..=1_000_000_000_000_000_000),
                })
                .collect();
            let output = run(
                &Options::new().explained(),
                &mut Scanner::new(&text(strips, &boards)),
            )
            .unwrap();
            let claims = Strips.claims(&input(strips, &boards));
            for ((&cells, line), claim) in boards.iter().zip(output.lines()).zip(&claims) {
                let words = Strips.words(claim);
                let said = match *claim {
                    Claim::Loses => {
                        assert_eq!(g(cells), 0, "board {cells}: {line:?}");
                        format!("2  {words}: ")
                    }
                    Claim::Wins((_, Placement { kind, offset, len })) => {
                        let (offset, len) = (offset as u64, len as u64);
                        let fits = len == strips[kind] && offset + len <= cells && g(cells) != 0;
                        let even = fits && g(offset) == g(cells - offset - len);
                        assert!(even, "board {cells}: {line:?}");
                        format!("1  {words} (Grundy value {} -> 0: ", g(cells))
                    }
                };
                assert!(line.starts_with(&said), "board {cells}: {line:?}");
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 1800);
}

#[test]
fn a_strip_of_length_0_is_an_error_at_the_strip_in_any_spelling() {
    let words = "a blue strip of length 0 cannot be placed: lengths start at 1";
    assert_rejected_saying(solve, "1 5 0\n1\n1\n", Expected::At(1, 5), words);
    for zero in ["00", "+0", "-0"] {
        let input = format!("{zero} 5 1\n1\n1\n");
        assert_rejected_saying(solve, &input, Expected::At(1, 1), "red strip of length 0");
    }
}

#[test]
fn a_board_past_the_budget_without_a_certified_period_names_the_limit() {
    // A strip longer than the budget can never be ruled out past it: no period is provable.
    let limit = format!("board length 100000 is past {EXACT_BUDGET}");
    let input = "1 1 70000\n2\n5\n100000\n";
    assert_rejected_saying(solve, input, Expected::At(4, 1), &limit);
}

#[test]
fn the_solver_agrees_with_the_referee_on_1000_more_generated_tiny_inputs() {
    // Beside the standard 1,000 (other seeds): about 3,500 more boards.
    assert_agrees_with_referee(&Strips, 29_400, 1000, solve);
}

#[test]
fn explained_claims_hold_by_the_referee_on_600_more_generated_tiny_inputs() {
    // Past the standard checks' 300 (seeds 0..300): about 3,100 boards in all.
    assert!(assert_claims_hold(&Strips, 300, 600, run) > 1600);
}
