//! Helpers shared by the test files: the judge's input and output formats, and the referee's
//! answer for a whole input. Each test file uses only some of them.
#![allow(dead_code)]

use bzoj_3576_jiangnan::real_rules::Rules;
use grundy::{Referee, Sum};

/// Formats one input: `T F`, then one line `N a_1 ... a_N` per game.
pub fn format_input(threshold: u64, games: &[Vec<u64>]) -> String {
    let mut text = format!("{} {threshold}\n", games.len());
    for heaps in games {
        let line: Vec<String> = std::iter::once(heaps.len() as u64)
            .chain(heaps.iter().copied())
            .map(|n| n.to_string())
            .collect();
        text.push_str(&line.join(" "));
        text.push('\n');
    }
    text
}

/// The judge's output line for these verdicts (`true`: the first player wins).
pub fn format_verdicts(verdicts: &[bool]) -> String {
    let words: Vec<&str> = verdicts
        .iter()
        .map(|&wins| if wins { "1" } else { "0" })
        .collect();
    format!("{}\n", words.join(" "))
}

/// The referee's output for a whole input: each game searched exhaustively by the real rules.
pub fn referee_output(threshold: u64, games: &[Vec<u64>]) -> String {
    let game = Sum(Rules::new(threshold));
    let mut referee = Referee::new(game);
    let verdicts: Vec<bool> = games
        .iter()
        .map(|heaps| referee.wins(&game.position(heaps.iter().copied())))
        .collect();
    format_verdicts(&verdicts)
}
