//! {{name}}: the solver against an exhaustive search of the real rules on random positions.

use grundy::{Referee, Sum};
use grundy_tests::{Case, assert_agrees_on_random_cases};
use {{crate}}::real_rules::Rules;
use {{crate}}::solve;

#[test]
fn solver_agrees_with_the_referee_on_2000_random_positions() {
    let mut referee = Referee::new(Sum(Rules));
    assert_agrees_on_random_cases(1, 2000, solve, |rng| {
        let piles: Vec<u64> = (0..rng.range_usize(1..=3))
            .map(|_| rng.range(0..=5))
            .collect();
        let sizes: Vec<String> = piles.iter().map(u64::to_string).collect();
        let winner = if referee.wins(&piles) {
            "First"
        } else {
            "Second"
        };
        Case {
            input: format!("{}\n{}\n", piles.len(), sizes.join(" ")),
            expected: format!("{winner}\n"),
        }
    });
}
