//! `--explain`, `--help` and `--version`. What `--explain` claims for each query is read back
//! from its words and checked by the exhaustive referee of the real rules, on the sequence as it
//! stood at that query: the move must be legal and leave a lost position, and "every move
//! loses" must be said of lost positions only. The positions and values it names must be the
//! input's. Cut at its first two spaces, each line is the judge's output again.

use crate::common;

use grundy::{Game, Options, Referee};
use grundy_tests::{
    Claim, Rng, assert_command_line, assert_explaining_changes_nothing_else,
    assert_explanations_hold, cut_explanations, sample, samples,
};
use macau_2020_g_sequence::real_rules::Rules;
use macau_2020_g_sequence::{PROGRAM, run, solve};

use common::{Op, Script, parse_script, random_alphabet, random_script};

/// The real rules on the sequence as it stood at a query: a position is that sequence and the
/// token's position; a move is the position the token moves to.
struct AtQuery;

impl Game for AtQuery {
    type Position = (Vec<u8>, usize);
    type Move = usize;

    fn moves(&self, (sequence, position): &(Vec<u8>, usize)) -> Vec<(usize, (Vec<u8>, usize))> {
        Rules::new(sequence.clone())
            .moves(position)
            .into_iter()
            .map(|(to, next)| (to, (sequence.clone(), next)))
            .collect()
    }
}

/// Every query of `script`, as the referee of [`AtQuery`] sees it.
fn query_positions(script: &Script) -> Vec<(Vec<u8>, usize)> {
    let mut sequence = script.initial.clone();
    let mut positions = Vec::new();
    for op in &script.ops {
        match *op {
            Op::Append(value) => sequence.push(value),
            Op::Query(position) => positions.push((sequence.clone(), position)),
        }
    }
    positions
}

/// The explained output for `input`.
fn explained(input: &str) -> String {
    run(&Options::new().explained(), input)
        .unwrap_or_else(|error| panic!("input {input:?} was rejected: {error}"))
}

/// The number right after `before` in `text`.
fn number_after(text: &str, before: &str) -> usize {
    let (_, rest) = text
        .split_once(before)
        .unwrap_or_else(|| panic!("no {before:?} in {text:?}"));
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits
        .parse()
        .unwrap_or_else(|_| panic!("no number after {before:?} in {text:?}"))
}

/// Reads the claim of one explained answer line: `Grammy` with the position the token moves
/// to, or `Alice` with "every move loses".
fn read_claim(line: &str) -> Claim<usize> {
    let (answer, explanation) = line
        .split_once("  ")
        .unwrap_or_else(|| panic!("no explanation on {line:?}"));
    match answer {
        "Grammy" => Claim::Wins(number_after(explanation, " to position ")),
        "Alice" => {
            assert!(explanation.starts_with("every move loses: "), "{line:?}");
            Claim::Loses
        }
        _ => panic!("not an answer: {line:?}"),
    }
}

/// The claims of an explained output, one per query line.
fn read_claims(output: &str) -> Vec<Claim<usize>> {
    output.lines().map(read_claim).collect()
}

#[test]
fn explained_moves_win_and_explained_losses_are_lost_by_the_referee_on_7000_queries() {
    let mut referee = Referee::new(AtQuery);
    let explain = |input: &str| run(&Options::new().explained(), input);
    let checked = assert_explanations_hold(
        2020,
        1000,
        &mut referee,
        explain,
        |rng| {
            let script = random_script(rng, 7, 9);
            (script.to_input(), query_positions(&script))
        },
        read_claims,
    );
    // Every position after every append, so every verdict the sweep keeps is explained.
    let every = assert_explanations_hold(
        77,
        200,
        &mut referee,
        explain,
        |rng| {
            let alphabet = random_alphabet(rng);
            let initial = vec![*rng.pick(&alphabet)];
            let mut ops = Vec::new();
            for length in 1..=rng.range_usize(1..=10) {
                ops.extend((1..=length).map(Op::Query));
                ops.push(Op::Append(*rng.pick(&alphabet)));
            }
            let script = Script { initial, ops };
            (script.to_input(), query_positions(&script))
        },
        read_claims,
    );
    assert!(
        checked >= 2300,
        "only {checked} random queries were checked"
    );
    assert!(
        every >= 4000,
        "only {every} queries after appends were checked"
    );
}

/// Checks the positions and values the explanation `line` of a query at `position` names
/// against `sequence` (as it stood at the query): the token starts at `position` and its value
/// is `A_position`; a move goes to a later position one bit away or less, which is the last
/// occurrence of its value; a loss names `position` as the last occurrence of its value, and
/// each later last occurrence one bit away.
fn assert_names_are_the_inputs(line: &str, sequence: &[u8], position: usize) {
    let value = sequence[position - 1];
    let is_last = |at: usize| !sequence[at..].contains(&sequence[at - 1]);
    if line.starts_with("Grammy") {
        assert_eq!(number_after(line, "from position "), position, "{line:?}");
        assert!(line.contains(&format!("(value {value}) to")), "{line:?}");
        let to = number_after(line, " to position ");
        let to_value = sequence[to - 1];
        assert!(
            to > position && (value ^ to_value).count_ones() <= 1,
            "{line:?}"
        );
        assert!(
            line.contains(&format!("position {to} (value {to_value})")),
            "{line:?}"
        );
        assert!(
            is_last(to),
            "{line:?} names a position that is not a last occurrence"
        );
        return;
    }
    let stated = format!("position {position} is the last occurrence of {value},");
    assert!(line.contains(&stated) && is_last(position), "{line:?}");
    let later: Vec<String> = (0..8)
        .map(|bit| value ^ (1 << bit))
        .filter_map(|later| {
            let last = sequence.iter().rposition(|&other| other == later)? + 1;
            (last > position).then(|| format!("{later} at position {last}"))
        })
        .collect();
    if later.is_empty() {
        assert!(
            line.ends_with("no later value is one bit away, so there is no move"),
            "{line:?}"
        );
    } else {
        let named = format!(
            " one bit away {} ({}); ",
            if later.len() == 1 { "wins" } else { "all win" },
            later.join(", ")
        );
        assert!(line.contains(&named), "{line:?} does not name {named:?}");
    }
}

#[test]
fn explained_output_names_the_inputs_positions_and_cut_at_two_spaces_is_the_plain_output() {
    let mut rng = Rng::new(31);
    for round in 0..1000 {
        let script = if round % 2 == 0 {
            random_script(&mut rng, 8, 12)
        } else {
            random_script(&mut rng, 40, 60)
        };
        let input = script.to_input();
        let output = explained(&input);
        assert_eq!(cut_explanations(&output), solve(&input).unwrap());
        for (line, (sequence, position)) in output.lines().zip(query_positions(&script)) {
            assert_names_are_the_inputs(line, &sequence, position);
        }
    }
}

#[test]
fn every_plain_sample_explained_and_cut_at_two_spaces_is_its_plain_output() {
    let explained =
        assert_explaining_changes_nothing_else(&PROGRAM, env!("CARGO_MANIFEST_DIR"), run);
    assert!(explained.len() >= 8, "only {} samples", explained.len());
}

#[test]
fn explained_samples_are_their_plain_twins_cut_at_two_spaces_and_their_claims_hold() {
    let mut referee = Referee::new(AtQuery);
    let mut checked = 0;
    for explained_sample in samples(env!("CARGO_MANIFEST_DIR")) {
        if !explained_sample.args.contains(&"--explain".to_owned()) {
            continue;
        }
        let twin_name = explained_sample
            .name
            .strip_prefix("explain-")
            .expect("an explained sample is named explain-<its plain twin>");
        let twin = sample(env!("CARGO_MANIFEST_DIR"), twin_name);
        assert_eq!(explained_sample.input, twin.input, "{twin_name}");
        let output = explained_sample.expected.clone().expect("an answer");
        assert_eq!(Some(cut_explanations(&output)), twin.expected);
        let input = explained_sample.text();
        let script = parse_script(&input);
        if script.final_length() <= 40 {
            // The sample's own .out, read back and checked query by query.
            let mut draw = Some((input, query_positions(&script)));
            assert_explanations_hold(
                0,
                1,
                &mut referee,
                |_| Ok(output.clone()),
                |_| draw.take().expect("drawn once"),
                read_claims,
            );
        }
        checked += 1;
    }
    assert!(checked >= 1, "no explained sample");
}

#[test]
fn the_help_version_and_an_unknown_option_answer_as_every_binary_does() {
    assert_command_line(&PROGRAM, env!("CARGO_MANIFEST_DIR"), run);
}
