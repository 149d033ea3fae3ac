//! `--explain`, `--help` and `--version`: every explained split is checked by the referee on
//! the real rules (read back from the words, never from the solver's own move search), the
//! judge's line is unchanged once the explanations are cut off, and the help says what the
//! format, the options and an example are.

use crate::common;

use std::cell::RefCell;
use std::collections::HashMap;

use bzoj_3576_jiangnan::input::parse;
use bzoj_3576_jiangnan::real_rules::Rules;
use bzoj_3576_jiangnan::{PROGRAM, run, solve};
use common::{format_input, grundy_by_blocks, grundy_by_every_m, run_with_args};
use grundy::{Components, Options, Referee, Sum};
use grundy_tests::{
    Claim, Rng, assert_command_line, assert_explained_samples_match_their_twins,
    assert_explaining_changes_nothing_else, assert_explanations_hold, cut_explanations,
};

/// A move of one game as the referee names it: the heap's index in the game's input order and
/// the number of parts `M`.
type Split = (usize, u64);

/// One game's explanation as the test reads it back.
#[derive(Debug)]
struct Explained {
    claim: Claim<Split>,
    /// The heap's size as written, and the pile sizes written (largest first).
    piles: Option<(u64, Vec<u64>)>,
    /// The Grundy values written before the `=` (or the single one), in the game's order;
    /// `None` when the list is cut in the middle.
    values: Option<Vec<u32>>,
}

/// Reads `text` as a number, naming the `line` it comes from if it is none.
fn number<T: std::str::FromStr>(text: &str, line: &str) -> T {
    text.parse()
        .unwrap_or_else(|_| panic!("{text:?} in {line:?} is not a number"))
}

/// The piles written after `into M = <M> `: `piles of 3, 2, 2 stones`, `piles of 6 stones`
/// (all `M` equal) or `piles: 10 of 7 stones and 990 of 6`, up to ` (its value` or
/// `: Grundy value`.
fn read_piles(parts: u64, text: &str, line: &str) -> Vec<u64> {
    let text = [" (its value", ": Grundy value"]
        .iter()
        .filter_map(|end| text.split_once(end))
        .map(|(piles, _)| piles)
        .min_by_key(|piles| piles.len())
        .unwrap_or_else(|| panic!("no Grundy values after the piles in {line:?}"));
    if let Some(rest) = text.strip_prefix("piles: ") {
        let words: Vec<&str> = rest.split(' ').collect();
        let [
            big_count,
            "of",
            big,
            "stones",
            "and",
            small_count,
            "of",
            small,
        ] = words[..]
        else {
            panic!("cannot read the piles in {line:?}");
        };
        let mut piles = vec![number(big, line); number(big_count, line)];
        piles.extend(vec![number::<u64>(small, line); number(small_count, line)]);
        return piles;
    }
    let listed = text
        .strip_prefix("piles of ")
        .and_then(|rest| rest.split_once(" stones"))
        .unwrap_or_else(|| panic!("cannot read the piles in {line:?}"))
        .0;
    let piles: Vec<u64> = listed.split(", ").map(|p| number(p, line)).collect();
    match piles[..] {
        [one] if parts > 1 => vec![one; parts as usize],
        _ => piles,
    }
}

/// The Grundy values written after the last `Grundy value ` or `Grundy values `: `1 ^ 2 = 3
/// -> 0`, `1 -> 0` or `0`, read as the list before the `=` or the `->`; `None` when the list
/// is cut in the middle (`... (99 values)`).
fn read_values(text: &str) -> Option<Vec<u32>> {
    let written = text
        .rsplit_once("Grundy value")
        .and_then(|(_, rest)| rest.strip_prefix("s ").or_else(|| rest.strip_prefix(' ')))
        .unwrap_or_else(|| panic!("no Grundy values in {text:?}"));
    let before_total = written.split(" = ").next().unwrap_or_default();
    let before_move = before_total.split(" -> ").next().unwrap_or_default();
    if before_move.contains("...") {
        return None;
    }
    Some(before_move.split(" ^ ").map(|v| number(v, text)).collect())
}

/// One game's explanation, `game <number>: ...`.
fn read_game(number_expected: usize, text: &str) -> Explained {
    let prefix = format!("game {number_expected}: ");
    let text = text
        .strip_prefix(&prefix)
        .unwrap_or_else(|| panic!("{text:?} does not start with {prefix:?}"));
    let values = read_values(text);
    let Some(rest) = text.strip_prefix("split heap ") else {
        let loses = ["every move loses: ", "no move: "]
            .iter()
            .any(|reason| text.contains(reason));
        assert!(loses, "neither a split nor a loss: {text:?}");
        return Explained {
            claim: Claim::Loses,
            piles: None,
            values,
        };
    };
    let read = rest.split_once(" (").and_then(|(heap, rest)| {
        let (size, rest) = rest.split_once(" stones) into M = ")?;
        let (parts, rest) = rest.split_once(' ')?;
        Some((heap, size, parts, rest))
    });
    let Some((heap, size, parts, rest)) = read else {
        panic!("cannot read the split in {text:?}");
    };
    let heap: usize = number(heap, text);
    assert!(heap >= 1, "heaps are counted from 1: {text:?}");
    let parts = number(parts, text);
    Explained {
        claim: Claim::Wins((heap - 1, parts)),
        piles: Some((number(size, text), read_piles(parts, rest, text))),
        values,
    }
}

/// Every game's explanation, from the output's one line: after the first two spaces, the games
/// separated by ` | `.
fn read_explained(output: &str) -> Vec<Explained> {
    let line = output.strip_suffix('\n').expect("one line");
    assert!(!line.contains('\n'), "more than one line: {output:?}");
    match line.split_once("  ") {
        None => Vec::new(),
        Some((_, games)) => games
            .split(" | ")
            .enumerate()
            .map(|(index, game)| read_game(index + 1, game))
            .collect(),
    }
}

/// Every game's claim.
fn read_claims(output: &str) -> Vec<Claim<Split>> {
    read_explained(output)
        .into_iter()
        .map(|game| game.claim)
        .collect()
}

/// Checks what the explanations of `games` (with threshold `threshold`) say besides the move:
/// the heap named has the size written, the piles written are the real rules' split, and the
/// values written are the heaps' values by the definition (`values[x]`).
fn assert_words_are_true(threshold: u64, games: &[Vec<u64>], output: &str, values: &[u32]) {
    let explained = read_explained(output);
    assert_eq!(explained.len(), games.len(), "{output}");
    for (heaps, game) in games.iter().zip(&explained) {
        let written: Vec<u32> = heaps.iter().map(|&x| values[x as usize]).collect();
        let expected = if heaps.is_empty() { vec![0] } else { written };
        assert_eq!(game.values, Some(expected), "{heaps:?} in {output}");
        if let (Claim::Wins((heap, parts)), Some((size, piles))) = (&game.claim, &game.piles) {
            assert_eq!(heaps[*heap], *size, "{output}");
            let rules = Rules {
                threshold,
                drop_dead_heaps: false,
            };
            let mut split = rules
                .splits(size)
                .into_iter()
                .find(|(m, _)| m == parts)
                .unwrap_or_else(|| panic!("no split into {parts} in {output}"))
                .1;
            split.sort_unstable_by(|a, b| b.cmp(a));
            assert_eq!(*piles, split, "{output}");
        }
    }
}

/// Random games: up to 4 heaps of up to 14 stones (10 when there are more than two).
fn draw_games(rng: &mut Rng) -> Vec<Vec<u64>> {
    (0..rng.range_usize(1..=6))
        .map(|_| {
            let count = rng.range_usize(0..=4);
            let largest = if count <= 2 { 14 } else { 10 };
            (0..count).map(|_| rng.range(1..=largest)).collect()
        })
        .collect()
}

#[test]
fn explained_splits_win_by_the_referee_on_11000_games_in_400_random_inputs_per_threshold_1_to_8() {
    let mut games = 0;
    for threshold in 1..=8 {
        let values = grundy_by_every_m(threshold, 14);
        let mut referee = Referee::new(Sum(Rules::new(threshold)));
        let explained = Options::new().explained();
        let drawn = RefCell::new(Vec::new());
        let explain = |input: &str| {
            let output = run(&explained, input)?;
            assert_eq!(cut_explanations(&output), solve(input)?, "input {input:?}");
            Ok(output)
        };
        let draw = |rng: &mut Rng| {
            let games = draw_games(rng);
            drawn.replace(games.clone());
            (format_input(threshold, &games), games)
        };
        let read = |output: &str| {
            assert_words_are_true(threshold, &drawn.borrow(), output, &values);
            read_claims(output)
        };
        games += assert_explanations_hold(threshold, 400, &mut referee, explain, draw, read);
    }
    assert!(games >= 11_000, "only {games} games");
}

#[test]
fn explained_splits_of_large_heaps_leave_the_nim_sum_zero_by_the_plain_recursion() {
    // Heaps past the solver's shared table (2^18): their per-heap tables are replaced by the
    // next heap's, so a split of an earlier heap is searched after its sizes are recomputed.
    let mut rng = Rng::new(314);
    let mut checked = 0;
    for threshold in [1, 2, 5, 1000] {
        let mut memo = HashMap::new();
        let games: Vec<Vec<u64>> = (0..6)
            .map(|_| {
                (0..rng.range_usize(1..=3))
                    .map(|_| rng.range(1..=3_000_000))
                    .collect()
            })
            .collect();
        let output = run(
            &Options::new().explained(),
            &format_input(threshold, &games),
        )
        .unwrap();
        for (heaps, game) in games.iter().zip(read_explained(&output)) {
            let mut value = |x: u64| grundy_by_blocks(threshold, x, &mut memo);
            let values: Vec<u32> = heaps.iter().map(|&x| value(x)).collect();
            assert_eq!(game.values.as_ref(), Some(&values), "{output}");
            let Claim::Wins((heap, parts)) = game.claim else {
                assert_eq!(values.iter().fold(0, |a, v| a ^ v), 0, "{output}");
                continue;
            };
            let (_, piles) = game.piles.expect("a split names its piles");
            assert_eq!(piles.len() as u64, parts, "{output}");
            assert_eq!(piles.iter().sum::<u64>(), heaps[heap], "{output}");
            let after = piles.iter().fold(0, |a, &pile| a ^ value(pile));
            let others = values
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != heap)
                .fold(0, |a, (_, v)| a ^ v);
            assert_eq!(after ^ others, 0, "game {heaps:?}: {output}");
            checked += 1;
        }
    }
    assert!(checked >= 20, "only {checked} won games");
}

#[test]
fn explanations_follow_the_judges_line_in_game_order() {
    let explained = Options::new().explained();
    assert_eq!(
        run(&explained, "3 3\n2 3 3\n2 3 7\n0\n").unwrap(),
        "0 1 0  game 1: every move loses: Grundy values 1 ^ 1 = 0 \
         | game 2: split heap 2 (7 stones) into M = 3 piles of 3, 2, 2 stones (its value 2 -> 1): \
         Grundy values 1 ^ 2 = 3 -> 0 \
         | game 3: no heaps, so no move: Grundy value 0\n"
    );
    assert_eq!(
        run(&explained, "1 1\n3 1 1 1\n").unwrap(),
        "0  game 1: no heap can be split, so no move: Grundy values 0 ^ 0 ^ 0 = 0\n"
    );
    // No games: the judge's line is empty, and stays so.
    assert_eq!(run(&explained, "0 5\n").unwrap(), "\n");
}

#[test]
fn many_piles_are_counted_and_many_heaps_cut_the_nim_sum_in_the_middle() {
    let explained = Options::new().explained();
    let output = run(&explained, "1 2\n1 1000\n").unwrap();
    let game = &read_explained(&output)[0];
    let (size, piles) = game.piles.clone().expect("1000 stones are won");
    assert_eq!((size, piles.iter().sum::<u64>()), (1000, 1000), "{output}");
    let input = format!("1 2\n100 {}\n", "5 ".repeat(100));
    let output = run(&explained, &input).unwrap();
    assert!(
        output.ends_with(
            "every move loses: Grundy values 2 ^ 2 ^ 2 ^ 2 ^ 2 ^ 2 ^ ... ^ 2 ^ 2 (100 values) = 0\n"
        ),
        "{output}"
    );
}

#[test]
fn random_inputs_explained_and_cut_at_two_spaces_give_the_plain_output() {
    let mut rng = Rng::new(2014);
    let explained = Options::new().explained();
    for _ in 0..300 {
        let games: Vec<Vec<u64>> = (0..rng.range_usize(0..=8))
            .map(|_| {
                (0..rng.range_usize(0..=5))
                    .map(|_| rng.range(1..=200_000))
                    .collect()
            })
            .collect();
        let input = format_input(rng.range(1..=300), &games);
        let output = run(&explained, &input).unwrap();
        assert_eq!(
            cut_explanations(&output),
            solve(&input).unwrap(),
            "input {input:?}"
        );
        assert_eq!(read_claims(&output).len(), games.len(), "{output}");
    }
}

#[test]
fn every_explained_sample_cut_at_two_spaces_is_its_plain_twin_and_its_claims_hold() {
    let mut by_referee = 0;
    for (sample, output) in assert_explained_samples_match_their_twins(env!("CARGO_MANIFEST_DIR")) {
        assert_eq!(
            run_with_args(&sample.args, &sample.text()).as_ref(),
            Ok(&output),
            "sample {}",
            sample.name
        );
        let input = parse(&sample.text()).unwrap();
        let small = input
            .games
            .iter()
            .all(|heaps| heaps.len() <= 6 && heaps.iter().all(|&x| x <= 16));
        if !small {
            continue;
        }
        let mut referee = Referee::new(Sum(Rules::new(input.threshold)));
        let draw = |_: &mut Rng| (sample.text(), input.games.clone());
        let recorded = |_: &str| Ok(output.clone());
        let checked = assert_explanations_hold(1, 1, &mut referee, recorded, draw, read_claims);
        assert_eq!(checked, input.games.len());
        by_referee += 1;
    }
    assert!(
        by_referee >= 1,
        "no explained sample checked by the referee"
    );
}

#[test]
fn every_answered_sample_explained_and_cut_at_two_spaces_gives_the_plain_output() {
    let explained =
        assert_explaining_changes_nothing_else(&PROGRAM, env!("CARGO_MANIFEST_DIR"), run);
    for (sample, output) in &explained {
        let games = parse(&sample.text()).unwrap().games.len();
        assert_eq!(read_claims(output).len(), games, "sample {}", sample.name);
    }
    assert!(explained.len() >= 9, "only {} samples", explained.len());
}

#[test]
fn the_help_version_and_an_unknown_option_answer_as_every_binary_does() {
    assert_command_line(&PROGRAM, env!("CARGO_MANIFEST_DIR"), run);
}
