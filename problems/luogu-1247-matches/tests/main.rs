//! Every check of luogu-1247-matches: the standard checks its contract (`src/problem.rs`) gives,
//! and what `cargo xtask explore` shows.

use luogu_1247_matches::{Matches, PROGRAM};

grundy_tests::checks!(problem: Matches, program: PROGRAM, explored_up_to: 24);

#[test]
fn an_explored_heap_of_n_is_worth_n_up_to_the_last_heap_explored() {
    let official = include_str!("../samples/official-1.in");
    let mut heaps = grundy_tests::exploration_of(&Matches, official);
    for n in 0..=1030 {
        let value = Some(n as u32).filter(|_| n <= 1024);
        assert_eq!(heaps.value(n, 0), value, "heap of {n}");
    }
}
