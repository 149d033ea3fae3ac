//! `cargo xtask explore --turning RULE`: a coin-turning rule's single-head values, computed by
//! their definition (the mex over every set the rule lets a move turn), its closed form checked
//! against every value computed, the coins worth 0, and how a row's value and winning move
//! follow from them.

use grundy::{CoinTurning, Subtraction, SubtractionLimits, TurnShape, TurningRule};

use crate::error::{Result, bail};
use crate::explore::positions::listed;

/// The default `--to`: the coins whose head values are computed.
const DEFAULT_TO: usize = 64;
/// The least `--to` (the example row has heads on coins 2, 3 and 5).
const LEAST_TO: usize = 5;
/// The largest `--to`, and, below it, the most coins the definition may read: the coins of
/// every set a move may turn, in all (about 3 s for Mock Turtles' 464 coins).
const MOST_TO: usize = 4096;
const MOST_READ: u128 = 50_000_000;
/// The heads of the example row.
const EXAMPLE: [usize; 3] = [2, 3, 5];

/// Runs `explore --turning RULE [--to N]`: prints the findings. `stray` names the other
/// options given, which do not go with `--turning`.
///
/// # Errors
/// A rule that is not one ([`TurningRule`]'s notation), options that do not go with it, a
/// `--to` out of bounds or past the work the definition may take.
pub fn run(rule: &str, to: Option<u64>, stray: &[&str]) -> Result {
    if let Some(option) = stray.first() {
        bail!("{option} does not go with --turning (which takes --to N only)");
    }
    let rule: TurningRule = rule
        .parse()
        .map_err(|error| format!("--turning: {error}"))?;
    let up_to = match to {
        None => DEFAULT_TO,
        Some(n) if (LEAST_TO as u64..=MOST_TO as u64).contains(&n) => n as usize,
        Some(n) => bail!(
            "--to: --turning computes coins 1..=N for N from {LEAST_TO} to {MOST_TO}, not {n}"
        ),
    };
    let read = coins_read(rule, up_to);
    if read > MOST_READ {
        // The coins read grow with --to: the largest that fits, by bisection.
        let coins: Vec<usize> = (1..=up_to).collect();
        let within = coins.partition_point(|&coin| coins_read(rule, coin) <= MOST_READ);
        let fits = within.max(LEAST_TO);
        let read = match read {
            u128::MAX => "more than 10^38".to_owned(),
            read => read.to_string(),
        };
        bail!(
            "--to: the sets {rule} may turn on coins 1..={up_to} hold {read} coins in all, past \
             the {MOST_READ} the definition reads here; --to {fits} fits"
        );
    }
    print!("{}", text(rule, up_to));
    Ok(())
}

/// How many coins the sets a move may turn with its head on coins `1..=up_to` hold, in all.
fn coins_read(rule: TurningRule, up_to: usize) -> u128 {
    CoinTurning::new(rule).coins_read(up_to)
}

/// The named rule whose sets `rule` allows, if one does (`sizes{1,2,3}` is Mock Turtles).
fn named(rule: TurningRule) -> Option<TurningRule> {
    let TurningRule::Sets(sets) = rule else {
        return Some(rule);
    };
    match (sets.shape(), &sets.amounts()[..]) {
        (TurnShape::Sizes, [1, 2]) => Some(TurningRule::TurningTurtles),
        (TurnShape::Sizes, [1, 2, 3]) => Some(TurningRule::MockTurtles),
        (TurnShape::Sizes, [2]) => Some(TurningRule::Twins),
        _ => None,
    }
}

/// `1, 2 or 3`.
fn or_list(amounts: &[usize]) -> String {
    let words: Vec<String> = amounts.iter().map(usize::to_string).collect();
    match &words[..] {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// What a move of `rule` turns, in words.
fn rule_words(rule: TurningRule) -> String {
    let what = match rule {
        TurningRule::TurningTurtles => {
            " (Turning Turtles): a move turns one or two coins".to_owned()
        }
        TurningRule::MockTurtles => {
            " (Mock Turtles): a move turns one, two or three coins".to_owned()
        }
        TurningRule::Ruler => {
            " (Ruler): a move turns a run of consecutive coins of any length".to_owned()
        }
        TurningRule::Twins => " (Twins): a move turns exactly two coins".to_owned(),
        TurningRule::Sets(sets) => {
            let amounts = sets.amounts();
            match sets.shape() {
                TurnShape::Sizes => format!(": a move turns {} coins", or_list(&amounts)),
                TurnShape::Runs => format!(
                    ": a move turns a run of {} consecutive coins",
                    or_list(&amounts)
                ),
                TurnShape::Distances => {
                    let far: Vec<usize> = amounts.iter().copied().filter(|&d| d > 0).collect();
                    let with =
                        format!("the head and the coin {} places to its left", or_list(&far));
                    match (amounts[0] == 0, far.is_empty()) {
                        (true, true) => ": a move turns the head alone".to_owned(),
                        (true, false) => format!(": a move turns the head alone, or {with}"),
                        (false, _) => format!(": a move turns {with}"),
                    }
                }
            }
        }
    };
    format!("{what}, the rightmost (the head) from heads to tails, the others either way")
}

/// The closed form of a head's value on coin `n` under `rule`, in words, with the values it
/// gives a head on coins `1..=up_to` (index 0 unused) and the reason it holds; `None` when
/// there is none here.
fn closed_form(rule: TurningRule, up_to: usize) -> Option<(String, Vec<u64>, &'static str)> {
    if let Some(named) = named(rule) {
        let formula = CoinTurning::new(named);
        let values = (0..=up_to)
            .map(|n| if n == 0 { 0 } else { formula.head_value(n) })
            .collect();
        let words = match named {
            TurningRule::TurningTurtles => "n (Nim: a head on coin n is a heap of n)",
            TurningRule::MockTurtles => {
                "the n-th odious number (odd number of 1 bits): 2(n - 1) or 2(n - 1) + 1, \
                 whichever is odious (2n or 2n + 1 with the coins numbered from 0, as Ferguson \
                 numbers them)"
            }
            TurningRule::Ruler => "the largest power of 2 dividing n",
            TurningRule::Twins => {
                "n - 1 (n with the coins numbered from 0, as Ferguson numbers them: Turning \
                 Turtles moved one coin)"
            }
            TurningRule::Sets(_) => unreachable!("a named rule"),
        };
        let why = "proved: the induction in grundy::coin_turning's notes";
        return Some((words.to_owned(), values, why));
    }
    let TurningRule::Sets(sets) = rule else {
        return None;
    };
    let amounts = sets.amounts();
    if sets.shape() != TurnShape::Distances || amounts[0] == 0 {
        return None;
    }
    let game = Subtraction::new(amounts.iter().map(|&d| d as u64));
    let table = game.values(up_to as u64, &SubtractionLimits::DEFAULT);
    let values = (0..=up_to)
        .map(|n| match n {
            0 => 0,
            n => u64::from(table.value(n as u64 - 1).expect("a heap below --to")),
        })
        .collect();
    let words = format!(
        "g(n - 1) of the subtraction game {{{}}} (take {} from a heap of n - 1), by core's \
         subtraction table",
        amounts
            .iter()
            .map(usize::to_string)
            .collect::<Vec<_>>()
            .join(", "),
        or_list(&amounts)
    );
    Some((
        words,
        values,
        "proved: the same options (coin n - d is the heap n - 1 - d)",
    ))
}

/// The findings for `rule` on coins `1..=up_to`, as printed.
pub fn text(rule: TurningRule, up_to: usize) -> String {
    let game = CoinTurning::new(rule);
    let values = game.head_values_by_definition(up_to);
    let mut text = format!(
        "explored: the coin-turning game {rule}{}\n\
         coins: numbered from 1 at the left; a row is its coins, H heads, T tails\n\
         computed: the value of a single head on coins 1..={up_to}, by the definition (the mex, \
         over every set a move may turn, of the XOR of the values of the set's other coins)\n\n",
        rule_words(rule)
    );
    text += &table(&values, up_to);
    text += "\n";
    match closed_form(rule, up_to) {
        Some((words, formula, why)) => {
            text += &format!("closed form: a head on coin n is worth {words}\n");
            match (1..=up_to).find(|&n| formula[n] != values[n]) {
                None => {
                    text += &format!("  matches every value computed (n = 1..={up_to}); {why}\n")
                }
                Some(n) => {
                    text += &format!(
                        "  differs at n = {n}: {} by the closed form, {} by the definition (a \
                         bug: please report it)\n",
                        formula[n], values[n]
                    )
                }
            }
        }
        None => {
            text += "closed form: none here; the values above are the definition's, computed, \
                     and nothing past them is claimed\n"
        }
    }
    let zeros: Vec<usize> = (1..=up_to).filter(|&n| values[n] == 0).collect();
    text += &format!(
        "coins worth 0 (a head there alone is lost for the player to move): {}\n\n",
        listed(&zeros)
    );
    text += &row_example(game, &values);
    text
}

/// The values of heads on coins `1..=up_to`, 16 to a line.
fn table(values: &[u64], up_to: usize) -> String {
    let width = values
        .iter()
        .map(|v| v.to_string().len())
        .max()
        .unwrap_or(1);
    let index = up_to.to_string().len();
    let mut text = format!("value of a single head on coin n, for n = 1..={up_to}:\n");
    for first in (1..=up_to).step_by(16) {
        let row: Vec<String> = (first..=up_to.min(first + 15))
            .map(|n| format!("{:>width$}", values[n]))
            .collect();
        text += &format!("n={first:>index$}:  {}\n", row.join(" "));
    }
    text
}

/// `HTTHT` for heads on these coins of a row of `length`.
fn row_text(heads: &[usize], length: usize) -> String {
    (1..=length)
        .map(|coin| if heads.contains(&coin) { 'H' } else { 'T' })
        .collect()
}

/// How a row's value and winning move follow from the heads' values, on the row with heads on
/// coins 2, 3 and 5: its value, and the move core finds to a row worth 0.
fn row_example(game: CoinTurning, values: &[u64]) -> String {
    let length = EXAMPLE[EXAMPLE.len() - 1];
    let row: Vec<bool> = (1..=length).map(|coin| EXAMPLE.contains(&coin)).collect();
    let parts: Vec<String> = EXAMPLE.iter().map(|&n| values[n].to_string()).collect();
    let value = EXAMPLE.iter().fold(0, |xor, &n| xor ^ values[n]);
    let mut text = format!(
        "a row is worth the XOR (nim-sum) of its heads' values: each head is a game of its own, \
         and turning a coin over, either way, changes the XOR by that coin's value.\n\
         for example {} (heads on coins 2, 3 and 5): {} = {value}",
        row_text(&EXAMPLE, length),
        parts.join(" ^ ")
    );
    match game.move_to_value(&row, 0) {
        None => text += ", so every move loses (the player to move loses)\n",
        Some(turned) => {
            let after: Vec<usize> = (1..=length)
                .filter(|coin| EXAMPLE.contains(coin) != turned.contains(coin))
                .collect();
            let coins = match &turned[..] {
                [coin] => format!("coin {coin}"),
                [rest @ .., last] => {
                    let rest: Vec<String> = rest.iter().map(usize::to_string).collect();
                    format!("coins {} and {last}", rest.join(", "))
                }
                [] => unreachable!("a move turns a coin"),
            };
            text += &format!(
                ", not 0: the player to move wins.\na winning move: turn {coins}, leaving {} \
                 (worth 0: every move from it loses)\n",
                row_text(&after, length)
            );
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::definition_checks::subtraction_by_definition;

    /// Whether a move may turn `set` (increasing, its last coin the head), by the rule's words:
    /// written here from the rules, not from core.
    type Allows = fn(&[usize]) -> bool;

    /// Whether `set` is a run of consecutive coins.
    fn is_run(set: &[usize]) -> bool {
        set.windows(2).all(|pair| pair[1] == pair[0] + 1)
    }

    /// The rules checked, by their notation, with what each allows.
    fn rules() -> Vec<(&'static str, Allows)> {
        vec![
            ("turtles", |set| set.len() <= 2),
            ("mock", |set| set.len() <= 3),
            ("ruler", is_run),
            ("twins", |set| set.len() == 2),
            ("sizes{2,4}", |set| [2, 4].contains(&set.len())),
            ("runs{1,2,4}", |set| {
                is_run(set) && [1, 2, 4].contains(&set.len())
            }),
            ("distance{0,1,3}", |set| match set {
                [_] => true,
                [left, head] => [1, 3].contains(&(head - left)),
                _ => false,
            }),
            ("distance{2,5}", |set| match set {
                [left, head] => [2, 5].contains(&(head - left)),
                _ => false,
            }),
        ]
    }

    /// The value of a head on coins `0..=up_to` by the mex over every set of coins ending at
    /// it that `allows` (each subset of the coins to its left tried).
    fn values_by_definition(allows: Allows, up_to: usize) -> Vec<u64> {
        let mut values = vec![0u64];
        for head in 1..=up_to {
            let mut options = Vec::new();
            for mask in 0u32..1 << (head - 1) {
                let mut set: Vec<usize> = (1..head)
                    .filter(|coin| mask >> (coin - 1) & 1 == 1)
                    .collect();
                set.push(head);
                if allows(&set) {
                    options.push(
                        set[..set.len() - 1]
                            .iter()
                            .fold(0, |xor, &coin| xor ^ values[coin]),
                    );
                }
            }
            values.push((0..).find(|value| !options.contains(value)).unwrap());
        }
        values
    }

    /// The values the findings' table shows, from coin 1.
    fn shown_values(text: &str) -> Vec<u64> {
        let table = text
            .split("value of a single head on coin n")
            .nth(1)
            .unwrap();
        table
            .lines()
            .skip(1)
            .take_while(|line| line.starts_with("n="))
            .flat_map(|line| line.split(':').nth(1).unwrap().split_whitespace())
            .map(|value| value.parse().unwrap())
            .collect()
    }

    /// The line of `text` that starts with `start`.
    fn line<'a>(text: &'a str, start: &str) -> &'a str {
        text.lines()
            .find(|line| line.starts_with(start))
            .unwrap_or_else(|| panic!("no line {start:?} in\n{text}"))
    }

    #[test]
    fn every_value_shown_is_the_mex_over_the_sets_the_rule_allows() {
        for (name, allows) in rules() {
            let by_definition = values_by_definition(allows, 14);
            let text = text(name.parse().unwrap(), 14);
            assert_eq!(shown_values(&text), by_definition[1..], "{name}\n{text}");
            assert!(text.starts_with(&format!("explored: the coin-turning game {name}")));
        }
    }

    #[test]
    fn the_coins_worth_0_are_those_the_definition_gives_0() {
        for (name, allows) in rules() {
            let by_definition = values_by_definition(allows, 14);
            let zeros: Vec<usize> = (1..=14).filter(|&n| by_definition[n] == 0).collect();
            let text = text(name.parse().unwrap(), 14);
            assert_eq!(
                line(&text, "coins worth 0"),
                format!(
                    "coins worth 0 (a head there alone is lost for the player to move): {}",
                    listed(&zeros)
                ),
                "{name}"
            );
        }
    }

    #[test]
    fn the_closed_forms_said_proved_are_the_textbooks_and_match_all_64_values() {
        let odious = |n: usize| {
            let even = 2 * (n as u64 - 1);
            even + u64::from(even.count_ones() % 2 == 0)
        };
        type Form = fn(usize) -> u64;
        let forms: [(&str, Form); 4] = [
            ("turtles", |n| n as u64),
            ("twins", |n| n as u64 - 1),
            ("mock", odious),
            ("ruler", |n| 1 << n.trailing_zeros()),
        ];
        for (name, form) in forms {
            let text = text(name.parse().unwrap(), 64);
            let expected: Vec<u64> = (1..=64).map(form).collect();
            assert_eq!(shown_values(&text), expected, "{name}");
            assert_eq!(
                line(&text, "  matches"),
                "  matches every value computed (n = 1..=64); proved: the induction in \
                 grundy::coin_turning's notes"
            );
        }
        // The first odious numbers, by hand.
        assert_eq!(
            (1..=8).map(odious).collect::<Vec<_>>(),
            [1, 2, 4, 7, 8, 11, 13, 14]
        );
    }

    #[test]
    fn turn_sets_equal_to_a_named_rule_take_its_closed_form_and_others_claim_none() {
        let mock = text("sizes{1,2,3}".parse().unwrap(), 20);
        assert!(line(&mock, "closed form:").contains("odious"), "{mock}");
        for name in ["sizes{2,4}", "runs{1,2,4}", "distance{0,1,3}"] {
            let text = text(name.parse().unwrap(), 20);
            assert_eq!(
                line(&text, "closed form:"),
                "closed form: none here; the values above are the definition's, computed, and \
                 nothing past them is claimed",
                "{name}"
            );
            assert!(!text.contains("proved"), "{name}: {text}");
        }
    }

    #[test]
    fn turning_at_a_distance_is_said_to_be_the_subtraction_game_and_is() {
        let text = text("distance{1,3,4}".parse().unwrap(), 64);
        let by_definition = subtraction_by_definition(&[1, 3, 4], 64);
        let by_definition: Vec<u64> = by_definition.into_iter().map(u64::from).collect();
        assert_eq!(shown_values(&text), by_definition);
        assert_eq!(
            line(&text, "closed form:"),
            "closed form: a head on coin n is worth g(n - 1) of the subtraction game {1, 3, 4} \
             (take 1, 3 or 4 from a heap of n - 1), by core's subtraction table"
        );
        assert!(
            line(&text, "  matches")
                .starts_with("  matches every value computed (n = 1..=64); proved")
        );
    }

    /// The example row's heads after turning `turned` over.
    fn turned_over(turned: &[usize]) -> Vec<usize> {
        (1..=5)
            .filter(|coin| EXAMPLE.contains(coin) != turned.contains(coin))
            .collect()
    }

    #[test]
    fn the_example_rows_value_is_the_xor_and_its_winning_move_is_legal_and_leaves_0() {
        for (name, allows) in rules() {
            let values = values_by_definition(allows, 5);
            let text = text(name.parse().unwrap(), 16);
            let value = EXAMPLE.iter().fold(0, |xor, &coin| xor ^ values[coin]);
            let example = line(&text, "for example THHTH (heads on coins 2, 3 and 5): ");
            assert!(
                example.contains(&format!(" = {value}, ")),
                "{name}: {example}"
            );
            if value == 0 {
                assert!(example.ends_with("every move loses (the player to move loses)"));
                continue;
            }
            let winning = line(&text, "a winning move: turn ");
            let coins = winning["a winning move: turn ".len()..]
                .split(", leaving")
                .next()
                .unwrap();
            let turned: Vec<usize> = coins
                .split(|c: char| !c.is_ascii_digit())
                .filter(|word| !word.is_empty())
                .map(|word| word.parse().unwrap())
                .collect();
            assert!(allows(&turned), "{name}: {turned:?} is no move");
            assert!(
                EXAMPLE.contains(turned.last().unwrap()),
                "{name}: not a head"
            );
            let after = turned_over(&turned);
            assert_eq!(
                after.iter().fold(0, |xor, &coin| xor ^ values[coin]),
                0,
                "{name}"
            );
            assert!(
                winning.contains(&format!("leaving {} ", row_text(&after, 5))),
                "{name}"
            );
        }
    }

    #[test]
    fn the_work_budget_is_counted_without_listing_the_sets() {
        for (name, _) in rules() {
            let rule: TurningRule = name.parse().unwrap();
            let sets = (1..=30).flat_map(|coin| rule.turns(coin));
            let read: usize = sets.map(|set| set.len()).sum();
            assert_eq!(coins_read(rule, 30), read as u128, "{name}");
        }
        assert!(coins_read(TurningRule::MockTurtles, 464) <= MOST_READ);
        assert!(coins_read(TurningRule::MockTurtles, 465) > MOST_READ);
    }
}
