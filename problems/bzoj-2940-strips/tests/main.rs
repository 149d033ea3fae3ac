//! Every check of Strips, in one test binary: the standard checks its contract gives
//! (`src/problem.rs`), the lemmas of README.md, and what is its own (hand arguments far past
//! the referee, its own error words).

mod own;
mod reduction;

mod standard {
    use bzoj_2940_strips::{PROGRAM, Strips};

    grundy_tests::checks!(problem: Strips, program: PROGRAM);
}

/// The judge's text of these strips and boards.
fn text(strips: [u64; 3], boards: &[u64]) -> String {
    use harness::shape::Shape;
    let input = bzoj_2940_strips::problem::input(strips, boards);
    harness::Problem::shape(&bzoj_2940_strips::Strips).text(&input)
}

/// The plain answer to this text, as the binary gives it.
fn solve(text: &str) -> Result<String, harness::InputError> {
    harness::solve_text(&bzoj_2940_strips::Strips, &harness::Options::new(), text)
}

/// The judge's output for these boards: `1` where the first player wins, else `2`.
fn verdicts(boards: &[u64], first_wins: impl Fn(u64) -> bool) -> String {
    let line = |&p: &u64| if first_wins(p) { "1\n" } else { "2\n" };
    boards.iter().map(line).collect()
}

mod explore {
    use bzoj_2940_strips::{Strips, real_rules::Rules};
    use grundy::{OctalGame, Referee, Sum};
    use grundy_tests::{
        assert_declared_family, assert_exploration_decides_the_referee, exploration_of,
    };
    use harness::Family;

    const OFFICIAL: &str = include_str!("../samples/official-1.in");

    #[test]
    fn explored_boards_and_pairs_of_them_are_lost_exactly_when_their_values_say() {
        for (text, lengths) in [
            (OFFICIAL, [1, 5, 1]),
            ("3 3 3\n1\n1\n", [3; 3]),
            ("2 4 7\n1\n1\n", [2, 4, 7]),
        ] {
            let mut referee = Referee::new(Sum(Rules {
                lengths: lengths.to_vec(),
            }));
            assert_exploration_decides_the_referee(&Strips, text, &mut referee, |n, _| Some(n), 14);
        }
    }

    #[test]
    fn explored_boards_are_the_octal_game_with_digit_7_at_each_strip_length() {
        for (text, code) in [
            (OFFICIAL, ".70007"),
            ("2 4 7\n1\n1\n", ".0707007"),
            ("3 3 3\n1\n1\n", ".007"),
        ] {
            let family = Family::Octal(OctalGame::parse(code).unwrap());
            assert_declared_family(&Strips, text, Some(family), 400);
        }
        // A strip past the budget has no octal code to name: no family, the rules alone.
        assert_declared_family(&Strips, "1 2 1000000\n1\n1\n", None, 0);
    }

    #[test]
    fn with_odd_strips_and_a_strip_of_1_a_board_is_worth_its_cells_mod_2() {
        // Every option of n leaves runs a + b = n - k of the other parity, worth (n + 1) mod 2.
        let mut boards = exploration_of(&Strips, OFFICIAL);
        for n in 0..=400 {
            assert_eq!(boards.value(n, 0), Some(n as u32 % 2), "board of {n}");
        }
    }
}
