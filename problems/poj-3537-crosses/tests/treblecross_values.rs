//! Crosses and Crosses: the heaps' values, from core's sparse-space engine
//! (`treblecross_heaps`), against core's direct mex, an independent path, and the
//! second-player boards up to 100,000 against the published list.

use grundy::OctalGame;
use poj_3537_crosses::treblecross_heaps;

#[test]
fn the_heaps_values_are_the_direct_mex_up_to_2_to_the_16() {
    // Past 2^15 the engine takes Treblecross's sparse space (mask 0x7b8) and, on two cores,
    // its helper thread: both are in this range.
    let up_to = 1 << 16;
    let direct = OctalGame::parse(".007").unwrap().grundy_direct(up_to);
    assert_eq!(treblecross_heaps(up_to), direct);
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
    let heaps = treblecross_heaps(100_002);
    let lost: Vec<u64> = (3..=100_000)
        .filter(|&n| heaps[n as usize + 2] == 0)
        .collect();
    assert_eq!(lost, PUBLISHED_UP_TO_100_000);
}
