//! `--explain`, `--help` and `--version`. What `--explain` claims is read back from its words and
//! checked by the exhaustive referee of the real rules: the pick it works through must be legal
//! and leave a position lost for Genie, and "every pick loses" must be said of lost positions
//! only. Cut at its first two spaces, each line is the judge's output again.

use crate::common;

use grundy::{Options, Referee, Sum};
use grundy_tests::{
    Claim, Rng, assert_command_line, assert_explaining_changes_nothing_else,
    assert_explanations_hold, cut_explanations, sample, samples,
};
use lightoj_1344_bracelets::real_rules::Rules;
use lightoj_1344_bracelets::{PROGRAM, run, solve};

use common::{Position, format_input, is_small, parse_cases, random_position};

/// The explained output for `input`.
fn explained(input: &str) -> String {
    run(&Options::new().explained(), input)
        .unwrap_or_else(|error| panic!("input {input:?} was rejected: {error}"))
}

/// The number the nim-sum written after "Grundy value(s)" in `explanation` comes to: the last
/// word before the next `,` or `;`.
fn stated_total(explanation: &str) -> u32 {
    let (_, rest) = explanation
        .split_once("Grundy value")
        .unwrap_or_else(|| panic!("no Grundy value in {explanation:?}"));
    let written = rest.split([',', ';']).next().unwrap_or_default();
    let last = written.split_whitespace().last().unwrap_or_default();
    last.parse()
        .unwrap_or_else(|_| panic!("no nim-sum in {explanation:?}"))
}

/// The pick `(b w)` an explanation works through after "e.g. ".
fn example_pick(explanation: &str) -> (usize, u32) {
    let (_, rest) = explanation
        .split_once("e.g. (")
        .unwrap_or_else(|| panic!("no example pick in {explanation:?}"));
    let (pick, _) = rest.split_once(')').expect("a closed pick");
    let (bracelet, weight) = pick.split_once(' ').expect("a bracelet and a weight");
    (bracelet.parse().unwrap(), weight.parse().unwrap())
}

/// Reads the claims of an explained output, one per case, from the words alone: `Genie` must
/// say every pick loses, with a nim-sum of 0; `Aladdin` a nim-sum other than 0 and one pick,
/// which must be among the moves listed on the next line and bring the nim-sum to 0. The claim
/// is that pick, as the referee labels it: (bracelet index from 0, weight).
fn read_claims(output: &str) -> Vec<Claim<(usize, u32)>> {
    let lines: Vec<&str> = output.lines().collect();
    let mut claims = Vec::new();
    for (index, line) in lines.iter().enumerate() {
        if !line.starts_with("Case ") {
            continue;
        }
        let (answer, explanation) = line
            .split_once("  ")
            .unwrap_or_else(|| panic!("no explanation on {line:?}"));
        if answer.ends_with(": Genie") {
            assert!(explanation.starts_with("every pick loses: "), "{line:?}");
            assert_eq!(stated_total(explanation), 0, "{line:?}");
            claims.push(Claim::Loses);
            continue;
        }
        assert!(answer.ends_with(": Aladdin"), "{line:?}");
        assert_ne!(stated_total(explanation), 0, "{line:?}");
        assert!(
            explanation.ends_with(" = 0") || explanation.ends_with("the nim-sum is 0"),
            "the pick must leave a nim-sum of 0: {line:?}"
        );
        let (bracelet, weight) = example_pick(explanation);
        let listed = lines.get(index + 1).copied().unwrap_or_default();
        assert!(
            listed.contains(&format!("({bracelet} {weight})")),
            "the pick ({bracelet} {weight}) is not listed on {listed:?}"
        );
        claims.push(Claim::Wins((bracelet - 1, weight)));
    }
    claims
}

/// An input of 1..=`max_cases` random cases of up to `max_bracelets` bracelets of up to
/// `max_len` pearls (one case in ten with no bracelet), and its cases for the referee.
fn random_input(
    rng: &mut Rng,
    max_cases: usize,
    max_bracelets: usize,
    max_len: usize,
) -> (String, Vec<Position>) {
    let cases: Vec<Position> = (0..rng.range_usize(1..=max_cases))
        .map(|_| {
            if rng.chance(1, 10) {
                Vec::new()
            } else {
                random_position(rng, max_bracelets, max_len)
            }
        })
        .collect();
    (format_input(&cases), cases)
}

/// Checks the explanations of `count` random inputs (see [`random_input`]) by the referee;
/// returns how many cases were checked.
fn explanations_checked(
    referee: &mut Referee<Sum<Rules>>,
    seed: u64,
    count: usize,
    (max_cases, max_bracelets, max_len): (usize, usize, usize),
) -> usize {
    assert_explanations_hold(
        seed,
        count,
        referee,
        |input| run(&Options::new().explained(), input),
        |rng| random_input(rng, max_cases, max_bracelets, max_len),
        read_claims,
    )
}

#[test]
fn explained_picks_win_and_explained_losses_are_lost_by_the_referee_on_2400_random_cases() {
    let mut referee = Referee::new(Sum(Rules));
    let checked = explanations_checked(&mut referee, 1344, 1000, (3, 3, 6));
    assert!(checked >= 1900, "only {checked} cases were checked");
    // One bracelet of up to 9 pearls, or two: longer ones.
    let longer = explanations_checked(&mut referee, 4431, 500, (1, 2, 9));
    assert!(checked + longer >= 2400, "only {} cases", checked + longer);
}

#[test]
fn explained_output_cut_at_two_spaces_is_the_plain_output_on_random_inputs() {
    let mut rng = Rng::new(99);
    for _ in 0..500 {
        let (input, _) = random_input(&mut rng, 4, 8, 40);
        let plain = solve(&input).unwrap();
        let output = explained(&input);
        assert_eq!(cut_explanations(&output), plain, "input {input:?}");
        // Only the Case lines carry an explanation: the lines of moves are the judge's.
        for line in output.lines() {
            assert_eq!(line.starts_with("Case "), line.contains("  "), "{line:?}");
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
    let mut referee = Referee::new(Sum(Rules));
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
        let cases = parse_cases(&input);
        if is_small(&cases) {
            // The sample's own .out, read back and checked case by case.
            let mut draw = Some((input, cases));
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
