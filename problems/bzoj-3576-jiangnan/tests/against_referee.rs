//! The solver against an exhaustive search of the real rules (`src/real_rules.rs`): random
//! whole inputs, and every single-heap value through pairs of heaps.

use bzoj_3576_jiangnan::generate::Inputs;
use bzoj_3576_jiangnan::quotient_blocks::GrundyTable;
use bzoj_3576_jiangnan::real_rules::Rules;
use bzoj_3576_jiangnan::solve;
use grundy::{Generator, Referee, Size, Sum};
use grundy_tests::{Case, Rng, assert_agrees_on_random_cases};

#[test]
fn solver_agrees_with_the_referee_on_300_generated_tiny_inputs() {
    let mut games_checked = 0;
    let inputs = assert_agrees_on_random_cases(3576, 300, solve, |rng| {
        let input = Inputs.generate(rng, Size::Tiny);
        games_checked += input.games.len();
        Case {
            input: Inputs.format(&input),
            expected: Inputs.referee(&input).expect("tiny inputs are searchable"),
        }
    });
    assert_eq!(inputs, 300);
    assert!(games_checked >= 2400, "only {games_checked} games");
}

#[test]
fn two_heaps_are_lost_exactly_when_their_grundy_values_are_equal() {
    // This checks each single-heap value itself (not only whether it is zero): by the real
    // rules, x + y is lost exactly when g(x) = g(y).
    for threshold in 1..=5 {
        let game = Sum(Rules::new(threshold));
        let mut referee = Referee::new(game);
        let mut table = GrundyTable::new(threshold, 16);
        for x in 1..=16 {
            for y in x..=16 {
                let lost = !referee.wins(&game.position([x, y]));
                assert_eq!(
                    lost,
                    table.grundy(x) == table.grundy(y),
                    "F = {threshold}, heaps {x} and {y}"
                );
            }
        }
    }
}

/// The referee leaves heaps that can never move out of its positions to keep the search small;
/// that must change no verdict of the full positions.
#[test]
fn dropping_dead_heaps_from_positions_changes_no_verdict() {
    let mut rng = Rng::new(99);
    for threshold in 1..=4 {
        let with = Sum(Rules::new(threshold));
        let without = Sum(Rules {
            threshold,
            drop_dead_heaps: false,
        });
        let (mut short, mut full) = (Referee::new(with), Referee::new(without));
        for _ in 0..60 {
            let heaps: Vec<u64> = (0..rng.range_usize(1..=3))
                .map(|_| rng.range(1..=8))
                .collect();
            assert_eq!(
                short.wins(&with.position(heaps.iter().copied())),
                full.wins(&without.position(heaps.iter().copied())),
                "F = {threshold}, heaps {heaps:?}"
            );
        }
    }
}
