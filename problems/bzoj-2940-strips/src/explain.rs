//! `--explain`: a won board's winning strip with the Grundy values of the board and of the runs
//! it leaves, or that every move loses (README.md, "Explain").

use grundy::nim_sum_text;
use harness::Claim;

use crate::real_rules::Placement;
use crate::winning_strip::WinningStrips;

/// The strips' colours, in the order of the input's lengths `c z n`.
pub(crate) const COLOURS: [&str; 3] = ["red", "green", "blue"];

/// The claim on a board of `cells` empty cells ([`WinningStrips::claim`]) and what its line
/// says after the claim's words: the Grundy values of the board and of the runs left.
pub(crate) fn board(moves: &mut WinningStrips, cells: u64) -> (Claim<(usize, Placement)>, String) {
    let claim = moves.claim(cells);
    let Claim::Wins((_, strip)) = claim else {
        let fits = moves.strips.iter().any(|&length| length <= cells);
        let why = if fits { "" } else { "no strip fits, " };
        return (claim, format!(": {why}Grundy value 0"));
    };
    let (offset, len) = (strip.offset as u64, strip.len as u64);
    let runs: Vec<u64> = [offset, cells - offset - len]
        .into_iter()
        .filter(|&run| run > 0)
        .collect();
    let run_values: Vec<u32> = runs.iter().map(|&run| moves.values.at(run)).collect();
    let left = match (&runs[..], &run_values[..]) {
        ([], _) => "no empty cell is left".to_owned(),
        ([1], [worth]) => format!("one empty cell is left, worth {worth}"),
        ([run], [worth]) => format!("a run of {run} empty cells is left, worth {worth}"),
        ([a, b], _) => {
            let worth = nim_sum_text(&run_values);
            format!("runs of {a} and {b} empty cells are left, worth {worth}")
        }
        _ => unreachable!("a strip leaves at most two runs"),
    };
    let value = moves.values.at(cells);
    (claim, format!(" (Grundy value {value} -> 0: {left})"))
}
