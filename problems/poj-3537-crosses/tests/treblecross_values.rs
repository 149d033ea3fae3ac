//! Crosses and Crosses: the crate's own `.007` values (`src/treblecross_values.rs`: three heaps
//! at a time, on several threads) against core's generic direct mex, an independent path, and
//! the second-player boards up to 100,000 against the published list.

use grundy::OctalGame;
use poj_3537_crosses::treblecross_values::values;

/// `g(0..=up_to)` of `.007` by core's direct mex (one heap at a time, one thread).
fn direct(up_to: usize) -> Vec<u32> {
    OctalGame::parse(".007").unwrap().grundy_direct(up_to)
}

/// The crate's values, widened for comparison with [`direct`].
fn fast(up_to: usize, threads: usize) -> Vec<u32> {
    values(up_to, threads).into_iter().map(u32::from).collect()
}

/// The boards n in 3..=longest with `g(n + 2) = 0` (the second player wins them; n = 1, 2
/// are special, see README.md).
fn second_player_boards(heaps: &[u32], longest: usize) -> Vec<u64> {
    (3..=longest)
        .filter(|&n| heaps[n + 2] == 0)
        .map(|n| n as u64)
        .collect()
}

#[test]
fn two_threads_and_one_give_the_direct_mex_up_to_2_to_the_16() {
    // Past 4096 heaps the two threads share every group of three heaps, so this covers the
    // shares, the meetings and the double-buffered stamps on 20,000 groups.
    let up_to = 1 << 16;
    let expected = direct(up_to);
    assert_eq!(fast(up_to, 2), expected, "two threads");
    assert_eq!(fast(up_to, 1), expected, "one thread");
}

#[test]
fn three_threads_give_the_direct_mex_too() {
    // Shares of unequal length (the split count is rarely a multiple of 3).
    let up_to = 12_000;
    assert_eq!(fast(up_to, 3), direct(up_to));
}

#[test]
fn every_length_is_exact_including_the_first_heaps_and_partial_groups() {
    // The values come three heaps at a time; any up_to gives exactly up_to + 1 values, the
    // same as the direct mex, whether the last group is cut or not.
    let expected = direct(60);
    for up_to in 0..=60 {
        for threads in [1, 2] {
            assert_eq!(
                fast(up_to, threads),
                expected[..=up_to],
                "up to {up_to}, {threads} threads"
            );
        }
    }
    for up_to in [4094, 4095, 4096, 4097, 4098, 4099, 4100] {
        assert_eq!(
            fast(up_to, 2),
            direct(up_to),
            "up to {up_to} around the switch"
        );
    }
}

#[test]
fn zero_threads_means_one() {
    assert_eq!(fast(5000, 0), direct(5000));
}

/// The boards n in 3..=100,000 the second player wins (34 of them; the first 25 are those up
/// to 2000), as published for Treblecross: the P-positions of the
/// octal game `.007` shifted by two. Source: the expected output of the public exercise
/// "Eindimensionales Tic-Tac-Toe" (`get_losing_sizes(100_000)`, which also lists the boards 0
/// and 2), the same list a JavaScript test suite checks up to 20,000; it is not this solver's
/// output. Past 16,168 no zero is known; up to 2^20 this solver finds none either (README.md).
pub const PUBLISHED_UP_TO_100_000: [u64; 34] = [
    6, 12, 22, 30, 32, 44, 54, 64, 76, 86, 98, 110, 118, 130, 132, 162, 170, 184, 194, 202, 282,
    290, 302, 356, 1046, 2502, 2752, 2912, 3052, 3076, 7250, 7356, 7866, 16168,
];

#[test]
fn the_second_player_boards_up_to_100_000_are_the_published_34() {
    let longest = 100_000;
    let heaps = fast(longest + 2, 2);
    assert_eq!(
        second_player_boards(&heaps, longest),
        PUBLISHED_UP_TO_100_000
    );
}

#[test]
#[cfg_attr(debug_assertions, ignore = "about 2 s in release; run with --release")]
fn two_threads_give_the_direct_mex_up_to_2_to_the_17() {
    let up_to = 1 << 17;
    assert_eq!(fast(up_to, 2), direct(up_to));
}
