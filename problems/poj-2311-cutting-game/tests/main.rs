//! Every check of Cutting Game, in one test binary: the standard checks its contract gives
//! (`src/problem.rs`), the lemmas of README.md (`reduction.rs`), and what is its own
//! (`own.rs`: explanations and answers far past the referee).

mod own;
mod reduction;

mod standard {
    use poj_2311_cutting_game::{CuttingGame, PROGRAM};

    grundy_tests::checks!(problem: CuttingGame, program: PROGRAM);
}

use grundy::FxHashMap;
use harness::{InputError, Options};
use poj_2311_cutting_game::CuttingGame;

/// Whether the mirror strategy of README.md wins the sheet: both sides at least 2 and an even
/// side of at least 4 (cut it into two equal halves, then copy every cut on the twin).
fn mirror_applies(width: u16, height: u16) -> bool {
    width >= 2 && height >= 2 && [width, height].iter().any(|&s| s >= 4 && s % 2 == 0)
}

/// The reduced recurrence written the plainest way: memoised recursion over every cut
/// position (both halves of each symmetric pair), no mirroring of the table.
fn plain_reduced_grundy(memo: &mut FxHashMap<(usize, usize), u16>, w: usize, h: usize) -> u16 {
    if let Some(&value) = memo.get(&(w, h)) {
        return value;
    }
    let mut options = Vec::new();
    for i in 2..=w.saturating_sub(2) {
        options.push(plain_reduced_grundy(memo, i, h) ^ plain_reduced_grundy(memo, w - i, h));
    }
    for j in 2..=h.saturating_sub(2) {
        options.push(plain_reduced_grundy(memo, w, j) ^ plain_reduced_grundy(memo, w, h - j));
    }
    let value = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert((w, h), value);
    value
}

/// The solver's plain output on `text`.
fn solve(text: &str) -> Result<String, InputError> {
    harness::solve_text(&CuttingGame, &Options::new(), text)
}

/// The judge's text of these sheets, one pair a line.
fn text(sheets: &[(u16, u16)]) -> String {
    sheets.iter().map(|(w, h)| format!("{w} {h}\n")).collect()
}

mod explore {
    use grundy_tests::assert_exploration_decides_the_referee;
    use poj_2311_cutting_game::CuttingGame;
    use poj_2311_cutting_game::real_rules::{shared_referee, turned};

    #[test]
    fn explored_sheets_and_pairs_of_them_are_lost_by_the_real_rules_exactly_when_their_values_say()
    {
        let official = include_str!("../samples/official-1.in");
        let sheet = |w: usize, h: usize| (w >= 2 && h >= 2).then(|| turned((w as u16, h as u16)));
        assert_exploration_decides_the_referee(
            &CuttingGame,
            official,
            &mut shared_referee(),
            sheet,
            7,
        );
    }
}
