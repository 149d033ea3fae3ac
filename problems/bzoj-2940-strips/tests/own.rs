//! Strips: what is its own. The hand arguments of README.md on the samples past the referee,
//! and explained strips on boards up to 10^18 checked through a period the test certifies
//! itself.

use bzoj_2940_strips::Strips;
use bzoj_2940_strips::problem::input;
use bzoj_2940_strips::real_rules::Placement;
use grundy::{OctalGame, certified_period};
use grundy_tests::{Rng, assert_samples_agree_with};
use harness::{Claim, Explained, Options};

use crate::{text, verdicts};

/// The output README.md argues by hand for these strips and boards, if it argues one.
fn hand_argument(strips: &[u64], boards: &[u64]) -> Option<String> {
    // A strip longer than every board is never placed.
    let longest = boards.iter().copied().max().unwrap_or(0);
    let strips: Vec<u64> = strips.iter().copied().filter(|&k| k <= longest).collect();
    let same = strips.iter().all(|&length| length == strips[0]);
    if strips.is_empty() {
        Some(verdicts(boards, |_| false))
    } else if strips.contains(&1) && strips.contains(&2) {
        // A 1 or a 2 in the centre, then mirror every move.
        Some(verdicts(boards, |_| true))
    } else if same && strips[0] == 1 {
        // Every move fills one cell: p moves in all.
        Some(verdicts(boards, |p| p % 2 == 1))
    } else if same && boards.iter().all(|&p| p < 2 * strips[0]) {
        // One strip length L and boards shorter than 2L: at most one strip is ever placed.
        Some(verdicts(boards, |p| p >= strips[0]))
    } else {
        None
    }
}

#[test]
fn large_samples_outputs_follow_the_hand_arguments() {
    assert_samples_agree_with(env!("CARGO_MANIFEST_DIR"), 5, |sample| {
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
            let explained = Options::new().explained();
            let output = harness::solve_text(
                &bzoj_2940_strips::Strips,
                &explained,
                &text(strips, &boards),
            )
            .unwrap();
            let claims = Strips.claims(&input(strips, &boards));
            assert_eq!(output.lines().count(), boards.len());
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
                    Claim::WinsWithNoMove => unreachable!("normal play"),
                };
                assert!(line.starts_with(&said), "board {cells}: {line:?}");
            }
        }
    }
}
