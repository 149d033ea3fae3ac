//! Strips: the solver against the exhaustive search of the real rules (`src/real_rules.rs`),
//! and, on boards far past the referee's reach, against the hand arguments of README.md.

use crate::common;

use bzoj_2940_strips::generate::Inputs;
use bzoj_2940_strips::solve;
use common::{input, referee, referee_answer};
use grundy::{Generator, Size};
use grundy_tests::{Case, assert_agrees_on_random_cases};

#[test]
fn the_solver_agrees_with_the_referee_on_1000_generated_tiny_inputs() {
    // Strips of 1..=7, 1..=6 boards of 1..=18 cells: the generator's tiny inputs, with its
    // edge cases (all strips equal, boards of 1 or 18 cells).
    let checked = assert_agrees_on_random_cases(29400, 1000, solve, |rng| {
        let input = Inputs.generate(rng, Size::Tiny);
        Case {
            input: Inputs.format(&input),
            expected: Inputs.referee(&input).expect("tiny inputs are searchable"),
        }
    });
    assert_eq!(checked, 1000);
}

#[test]
fn the_solver_agrees_with_the_referee_on_2400_random_boards() {
    // 400 random strip sets (lengths 1..=7), six random boards of 1..=18 cells each.
    let mut boards_checked = 0;
    let cases = assert_agrees_on_random_cases(2940, 400, solve, |rng| {
        let strips = [(); 3].map(|()| rng.range_usize(1..=7));
        let boards: Vec<usize> = (0..6).map(|_| rng.range_usize(1..=18)).collect();
        boards_checked += boards.len();
        Case {
            input: input(strips, &boards),
            expected: referee_answer(&mut referee(&strips), &boards),
        }
    });
    assert_eq!((cases, boards_checked), (400, 2400));
}

#[test]
fn only_the_shortest_and_the_longest_strip_mattering_is_false() {
    // {1,2,3} and {1,3} (as 1 3 3) have the same shortest and longest strip but differ at p = 2.
    for (strips, expected) in [([1, 2, 3], "1\n"), ([1, 3, 3], "2\n")] {
        assert_eq!(referee_answer(&mut referee(&strips), &[2]), expected);
        assert_eq!(solve(&input(strips, &[2])).unwrap(), expected);
    }
}

#[test]
fn strips_longer_than_every_board_are_never_placed() {
    let boards: Vec<usize> = (1..=9).collect();
    let expected = format!("{}1\n", "2\n".repeat(8));
    assert_eq!(referee_answer(&mut referee(&[9, 9, 9]), &boards), expected);
    assert_eq!(solve(&input([9, 9, 9], &boards)).unwrap(), expected);
    // A strip past every board, even past the budget, changes nothing.
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
    // Hand argument: a 1 (p odd) or a 2 (p even) in the centre, then answer every move with its
    // mirror image.
    let boards: Vec<usize> = (1..=300).collect();
    assert_eq!(
        solve(&input([1, 2, 2], &boards)).unwrap(),
        "1\n".repeat(300)
    );
    assert_eq!(
        solve("2 1 2\n2\n1000000000000000000\n777777777777777777\n").unwrap(),
        "1\n1\n"
    );
}
