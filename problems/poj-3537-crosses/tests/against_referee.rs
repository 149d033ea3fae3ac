//! Crosses and Crosses: the solver against the exhaustive search of the real rules
//! (`src/real_rules.rs`), and, on boards past the referee's reach, against the published list
//! of second-player boards.

use crate::common;

use common::{PUBLISHED_SECOND_PLAYER_BOARDS, REFEREE_LIMIT, input, referee_answer};
use grundy::{Generator, Referee, Size};
use grundy_tests::{Case, assert_agrees_on_random_cases};
use poj_3537_crosses::generate::Inputs;
use poj_3537_crosses::real_rules::Rules;
use poj_3537_crosses::solve;

#[test]
fn the_solver_agrees_with_the_referee_on_every_board_up_to_16() {
    let mut referee = Referee::new(Rules);
    for n in 1..=REFEREE_LIMIT {
        let expected = referee_answer(&mut referee, &[n]);
        assert_eq!(solve(&n.to_string()).unwrap(), expected, "board {n}");
    }
}

#[test]
fn the_solver_agrees_with_the_referee_on_2000_generated_tiny_inputs() {
    // 1..=5 boards of 1..=16 cells: the generator's tiny inputs, with its edge cases (a lone
    // board of 1, 2 or 3 cells, all boards equal).
    let checked = assert_agrees_on_random_cases(35370, 2000, solve, |rng| {
        let input = Inputs.generate(rng, Size::Tiny);
        Case {
            input: Inputs.format(&input),
            expected: Inputs.referee(&input).expect("tiny inputs are searchable"),
        }
    });
    assert_eq!(checked, 2000);
}

#[test]
fn the_solver_agrees_with_the_referee_on_2000_random_multi_board_inputs() {
    let mut referee = Referee::new(Rules);
    let checked = assert_agrees_on_random_cases(3537, 2000, solve, |rng| {
        let count = rng.range_usize(1..=5);
        let boards: Vec<u8> = (0..count)
            .map(|_| rng.range(1..=u64::from(REFEREE_LIMIT)) as u8)
            .collect();
        Case {
            input: input(&boards),
            expected: referee_answer(&mut referee, &boards),
        }
    });
    assert_eq!(checked, 2000);
}

#[test]
fn boards_of_one_and_two_cells_follow_the_real_rules() {
    // n = 1: the only cross ends the game. n = 2: both crosses fit, no three in a row, and the
    // first player is left without a move (the seed's recurrence says 1 here, which is wrong).
    let mut referee = Referee::new(Rules);
    assert_eq!(referee_answer(&mut referee, &[1, 2]), "1\n2\n");
    assert_eq!(solve("1\n2\n").unwrap(), "1\n2\n");
}

#[test]
fn three_dividing_n_is_not_the_rule() {
    // The published claim "the second player wins iff 3 divides n" fails at once.
    let mut referee = Referee::new(Rules);
    assert_eq!(referee_answer(&mut referee, &[3, 9, 12]), "1\n1\n2\n");
    assert_eq!(solve("3 9 12").unwrap(), "1\n1\n2\n");
}

#[test]
fn the_second_player_boards_from_3_to_2000_are_exactly_the_published_25() {
    let boards: Vec<u64> = (3..=2000).collect();
    let output = solve(&input(&boards)).unwrap();
    let second: Vec<u64> = output
        .lines()
        .zip(3..)
        .filter(|&(line, _)| line == "2")
        .map(|(_, n)| n)
        .collect();
    assert_eq!(second, PUBLISHED_SECOND_PLAYER_BOARDS);
}
