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

#[test]
fn two_threads_and_one_give_the_direct_mex_up_to_2_to_the_16_or_17_in_release() {
    // Past 4096 heaps the two threads share every group of three heaps, so this covers the
    // shares, the ring of stamps and the waits on 20,000 groups (40,000 in release).
    let up_to = 1 << if cfg!(debug_assertions) { 16 } else { 17 };
    let expected = direct(up_to);
    assert_eq!(fast(up_to, 2), expected, "two threads");
    assert_eq!(fast(up_to, 1), expected, "one thread");
}

#[test]
fn three_threads_and_zero_meaning_one_give_the_direct_mex_too() {
    // Three: shares of unequal length (the split count is rarely a multiple of 3).
    let up_to = 12_000;
    let expected = direct(up_to);
    assert_eq!(fast(up_to, 3), expected, "three threads");
    assert_eq!(fast(up_to, 0), expected, "zero threads");
}

#[test]
fn every_length_is_exact_including_the_first_heaps_and_partial_groups() {
    // The values come three heaps at a time; any up_to gives exactly up_to + 1 values, the
    // same as the direct mex, whether the last group is cut or not.
    let expected = direct(60);
    for up_to in 0..=60 {
        for threads in [1, 2] {
            let cut = &expected[..=up_to];
            assert_eq!(fast(up_to, threads), cut, "{threads} threads");
        }
    }
    for up_to in 4094..=4100 {
        assert_eq!(fast(up_to, 2), direct(up_to), "up to {up_to}");
    }
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
    // n = 1, 2 are special (README.md); from 3 on, board n is lost when g(n + 2) = 0.
    let heaps = fast(100_002, 2);
    let lost: Vec<u64> = (3..=100_000)
        .filter(|&n| heaps[n as usize + 2] == 0)
        .collect();
    assert_eq!(lost, PUBLISHED_UP_TO_100_000);
}
