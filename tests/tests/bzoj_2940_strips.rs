//! Strips (bzoj-2940-strips) against the exhaustive search of its real rules, plus samples and
//! bad input.

use bzoj_2940_strips::rules::Rules;
use bzoj_2940_strips::{EXACT_BUDGET, solve};
use grundy::{OctalGame, Referee, Sum};
use grundy_tests::{Expected, Rng, assert_rejected, assert_samples, samples};

/// The referee's answer line for one board.
fn referee_line(referee: &mut Referee<Sum<Rules>>, cells: usize) -> &'static str {
    let board = referee.game().position([cells]);
    if referee.wins(&board) { "1" } else { "2" }
}

/// The judge's input text.
fn input(strips: [usize; 3], boards: &[usize]) -> String {
    let mut text = format!(
        "{} {} {}\n{}\n",
        strips[0],
        strips[1],
        strips[2],
        boards.len()
    );
    for cells in boards {
        text.push_str(&format!("{cells}\n"));
    }
    text
}

#[test]
fn solver_agrees_with_referee_on_2400_random_boards() {
    let mut rng = Rng::new(2940);
    let mut checked = 0;
    for _ in 0..400 {
        let strips = [(); 3].map(|()| rng.range_usize(1..=7));
        let mut referee = Referee::new(Sum(Rules {
            lengths: strips.to_vec(),
        }));
        let boards: Vec<usize> = (0..6).map(|_| rng.range_usize(1..=18)).collect();
        let expected: String = boards
            .iter()
            .map(|&cells| format!("{}\n", referee_line(&mut referee, cells)))
            .collect();
        assert_eq!(
            solve(&input(strips, &boards)).unwrap(),
            expected,
            "strips {strips:?}, boards {boards:?}"
        );
        checked += boards.len();
    }
    assert_eq!(checked, 2400);
}

#[test]
fn a_position_is_won_exactly_when_the_xor_of_its_runs_values_is_not_zero() {
    // The reduction the editorial relies on: runs are independent games, each worth g(run).
    let mut rng = Rng::new(7);
    for _ in 0..300 {
        let strips = [(); 3].map(|()| rng.range_usize(1..=6));
        let values = OctalGame::from_removable_blocks(strips).grundy_direct(20);
        let mut referee = Referee::new(Sum(Rules {
            lengths: strips.to_vec(),
        }));
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
fn only_the_shortest_and_longest_strip_matter_is_false() {
    // {1,2,3} and {1,3} (as 1 3 3) have the same shortest and longest strip but differ at p = 2.
    let mut with_two = Referee::new(Sum(Rules {
        lengths: vec![1, 2, 3],
    }));
    let mut without_two = Referee::new(Sum(Rules {
        lengths: vec![1, 3, 3],
    }));
    assert_eq!(referee_line(&mut with_two, 2), "1");
    assert_eq!(referee_line(&mut without_two, 2), "2");
    assert_eq!(solve("1 2 3\n1\n2\n").unwrap(), "1\n");
    assert_eq!(solve("1 3 3\n1\n2\n").unwrap(), "2\n");
}

#[test]
fn strips_longer_than_every_board_are_never_placed() {
    let mut referee = Referee::new(Sum(Rules {
        lengths: vec![9, 9, 9],
    }));
    for cells in 1..=8 {
        assert_eq!(referee_line(&mut referee, cells), "2");
    }
    assert_eq!(solve("9 9 9\n3\n1\n8\n9\n").unwrap(), "2\n2\n1\n");
    assert_eq!(solve("1 1 2000\n2\n1000\n999\n").unwrap(), "2\n1\n");
}

#[test]
fn unit_strips_alone_alternate_by_parity_up_to_10_to_the_18() {
    // Each move fills exactly one cell: the game lasts p moves, the first player wins iff p is odd.
    assert_eq!(
        solve("1 1 1\n4\n1000000000000000000\n999999999999999999\n2\n3\n").unwrap(),
        "2\n1\n2\n1\n"
    );
}

#[test]
fn with_strips_of_one_and_two_the_first_player_always_wins_by_mirroring() {
    // Place a 1 (p odd) or 2 (p even) in the centre, then answer every move with its mirror image.
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

#[test]
fn boards_within_the_budget_are_exact_even_without_a_period() {
    // Treblecross as strips {3}: no period is known, but any board up to the budget is answered.
    let values = OctalGame::parse(".007").unwrap().grundy_direct(1200);
    let boards: Vec<usize> = (1000..=1200).collect();
    let expected: String = boards
        .iter()
        .map(|&p| if values[p] != 0 { "1\n" } else { "2\n" })
        .collect();
    assert_eq!(solve(&input([3, 3, 3], &boards)).unwrap(), expected);
}

#[test]
fn every_sample_behaves() {
    assert!(assert_samples("bzoj-2940-strips", |_, input| solve(input)) >= 16);
}

#[test]
fn small_samples_outputs_are_the_referees() {
    let mut checked = 0;
    for sample in samples("bzoj-2940-strips") {
        let Some(expected) = sample.expected else {
            continue;
        };
        let numbers: Vec<usize> = sample
            .input
            .split_whitespace()
            .map(|token| token.parse().unwrap_or(usize::MAX))
            .collect();
        if numbers.iter().skip(3).any(|&cells| cells > 40) {
            continue; // judge-max and huge-board samples: argued by hand in README.md
        }
        let mut referee = Referee::new(Sum(Rules {
            lengths: numbers[..3].to_vec(),
        }));
        let recomputed: String = numbers[4..]
            .iter()
            .map(|&cells| format!("{}\n", referee_line(&mut referee, cells)))
            .collect();
        assert_eq!(recomputed, expected, "sample {}", sample.name);
        checked += 1;
    }
    assert!(checked >= 8, "only {checked} small samples");
}

#[test]
fn non_numeric_length_is_an_error_at_its_token() {
    let line = assert_rejected(solve, "1 x 1\n1\n1\n", Expected::At(1, 3));
    assert!(line.contains("expected a green strip length in 1..=1000000000000000000"));
}

#[test]
fn truncated_input_is_an_end_of_input_error() {
    assert_rejected(solve, "1 5 1\n3\n1\n5\n", Expected::EndOfInput);
    assert_rejected(solve, "1 5", Expected::EndOfInput);
    assert_rejected(solve, "", Expected::EndOfInput);
}

#[test]
fn a_zero_length_strip_is_an_error_at_the_strip() {
    let line = assert_rejected(solve, "1 5 0\n1\n1\n", Expected::At(1, 5));
    assert!(line.contains("blue strip of length 0"), "{line}");
}

#[test]
fn zero_or_negative_boards_are_range_errors_naming_the_range() {
    let line = assert_rejected(solve, "1 5 1\n2\n4\n-3\n", Expected::At(4, 1));
    assert!(line.contains("in 1..=1000000000000000000"), "{line}");
    assert_rejected(solve, "1 5 1\n1\n0\n", Expected::At(3, 1));
    assert_rejected(solve, "1 5 1\n0\n", Expected::At(2, 1));
    assert_rejected(solve, "1 5 1\n1\n1000000000000000001\n", Expected::At(3, 1));
}

#[test]
fn a_huge_claimed_count_then_end_of_input_is_an_end_of_input_error() {
    assert_rejected(solve, "1 5 1\n1000000000\n1\n2\n", Expected::EndOfInput);
}

#[test]
fn anything_after_the_last_board_is_an_error() {
    assert_rejected(solve, "1 5 1\n1\n1\n7\n", Expected::At(4, 1));
}

#[test]
fn a_board_past_the_budget_without_a_certified_period_names_the_limit() {
    // A strip longer than the budget can never be ruled out past it: no period is provable.
    let line = assert_rejected(solve, "1 1 70000\n2\n5\n100000\n", Expected::At(4, 1));
    assert!(line.contains(&EXACT_BUDGET.to_string()), "{line}");
}
