//! What `explore` claims for octal and subtraction games (the period it calls proved, every
//! P-position it states, the P-positions it lists among the values shown), checked against
//! Grundy values computed here by the definition, g(n) = mex of the options' values, several
//! times further than the values each proof used. Nothing here comes from the code under test
//! except the claims.

use grundy::{OctalGame, Period, Radix, Rng, TakeBreak};

use super::positions::PositionRule;
use super::report::{OneAxis, Pattern};
use super::{DEFAULT_TO, Direct, ValuesAsked, octal_findings, subtraction_findings};

/// No `--values` file.
const NO_FILE: ValuesAsked = ValuesAsked {
    file: None,
    resume: false,
};

/// The least value not in `options`.
fn mex(options: &[u32]) -> u32 {
    let mut seen = vec![false; options.len() + 1];
    for &value in options {
        if let Some(slot) = seen.get_mut(value as usize) {
            *slot = true;
        }
    }
    seen.iter().position(|&seen| !seen).unwrap() as u32
}

/// g(0..len) of the subtraction game `amounts`, by the definition.
pub(super) fn subtraction_by_definition(amounts: &[u64], len: usize) -> Vec<u32> {
    let mut g = Vec::with_capacity(len);
    for x in 0..len {
        let options: Vec<u32> = amounts
            .iter()
            .filter(|&&take| take as usize <= x)
            .map(|&take| g[x - take as usize])
            .collect();
        g.push(mex(&options));
    }
    g
}

/// g(0..len) of the octal game `code`, by the definition: for each digit d_k, take k tokens
/// and leave nothing (bit 1, only the whole heap), one heap (bit 2) or two heaps (bit 4).
fn octal_by_definition(code: &str, len: usize) -> Vec<u32> {
    let digits: Vec<u32> = code
        .trim_start_matches('.')
        .chars()
        .map(|c| c.to_digit(8).unwrap())
        .collect();
    let mut g: Vec<u32> = Vec::with_capacity(len);
    for n in 0..len {
        let mut options = Vec::new();
        for (index, &digit) in digits.iter().enumerate() {
            let k = index + 1;
            if digit & 1 != 0 && n == k {
                options.push(0);
            }
            if digit & 2 != 0 && n > k {
                options.push(g[n - k]);
            }
            if digit & 4 != 0 && n > k + 1 {
                for a in 1..n - k {
                    options.push(g[a] ^ g[n - k - a]);
                }
            }
        }
        g.push(mex(&options));
    }
    g
}

/// Every claim of `found` against `g`, values by the definition far past the proof: the
/// period holds over all of `g` from its start and from no earlier start, no shorter period
/// holds over `g`'s second half, every P-position the rule states is one and no other is, the
/// P-positions listed among the values shown are exactly those, and every value shown or
/// computed is right. Returns the proved period.
fn assert_claims_hold(found: &OneAxis, g: &[u32], what: &str) -> Period {
    let Pattern::Proved(proof) = found.pattern else {
        panic!("{what}: no period proved: {:?}", found.pattern);
    };
    let Period { preperiod, length } = proof.period;
    assert!(
        g.len() >= 3 * (proof.used_up_to + 1),
        "{what}: the check must reach far past the proof"
    );
    for n in preperiod..g.len() - length {
        assert_eq!(g[n + length], g[n], "{what}: g({}) != g({n})", n + length);
    }
    if preperiod > 0 {
        assert_ne!(
            g[preperiod - 1],
            g[preperiod - 1 + length],
            "{what}: the period starts earlier"
        );
        let (last, next) = (preperiod - 1, preperiod - 1 + length);
        let line = format!(
            "\n  the last exceptional value: g({last}) = {}, off the period (g({last} + \
             {length}) = {})\n",
            g[last], g[next]
        );
        let text = found.text(None);
        assert!(text.contains(&line), "{what}: {line:?} not in\n{text}");
    }
    let half = g.len() / 2;
    for shorter in 1..length {
        assert!(
            (half..g.len() - shorter).any(|n| g[n + shorter] != g[n]),
            "{what}: the shorter period {shorter} holds from {half} to {}",
            g.len()
        );
    }
    for (n, &value) in g.iter().enumerate().take(found.sequence.computed()) {
        assert_eq!(found.sequence.value(n), Some(value), "{what}: g({n})");
    }
    let rule = PositionRule::of(&found.sequence, proof.period);
    for (n, &value) in g.iter().enumerate() {
        assert_eq!(
            rule.is_p_position(n),
            value == 0,
            "{what}: is {n} a P-position?"
        );
    }
    let text = found.text(None);
    for line in rule.lines("n", None) {
        assert!(
            text.contains(&format!("\n  {line}\n")),
            "{what}: {line:?} not in\n{text}"
        );
    }
    let view = found.view(None);
    let shown = view
        .prefix
        .clone()
        .chain(view.window.clone().unwrap_or(0..0));
    let listed: Vec<String> = shown
        .filter(|&n| g[n] == 0)
        .map(|n| n.to_string())
        .collect();
    let line = format!(
        "\nP-positions (g = 0) among the values shown: {}\n",
        listed.join(", ")
    );
    assert!(text.contains(&line), "{what}: {line:?} not in\n{text}");
    proof.period
}

#[test]
fn for_200_random_subtraction_sets_every_claim_holds_by_the_definition() {
    let mut rng = Rng::new(2940);
    for _ in 0..200 {
        let amounts: Vec<u64> = (0..rng.range(1..=5)).map(|_| rng.range(1..=12)).collect();
        let found = subtraction_findings(&amounts, DEFAULT_TO);
        let Pattern::Proved(proof) = found.pattern else {
            panic!(
                "{amounts:?}: a finite subtraction set is always periodic: {:?}",
                found.pattern
            );
        };
        let g = subtraction_by_definition(&amounts, 5 * (proof.used_up_to + 1) + 50);
        assert_claims_hold(&found, &g, &format!("--subtract {amounts:?}"));
    }
}

#[test]
fn classic_octal_games_have_their_published_periods_and_every_claim_holds_by_the_definition() {
    // Published periods (preperiod = last exceptional heap + 1):
    // - .07 Dawson's Kayles, .137 Dawson's Chess: period 34, exceptions of .137 at n = 0, 14,
    //   16, 17, 31, 34 and 51 (OEIS A002187; Winning Ways, pp. 89 and 102); .07's values are
    //   .137's shifted by one heap, so its last exception is 52.
    // - .77 Kayles: period 12 from n = 71, last exception at 70 (OEIS A002186; Winning Ways,
    //   p. 91; Guy and Smith 1956).
    // - .7777 Double Kayles: period 24, last exception at n = 141 (OEIS A071074).
    // - .177: period 20, last exception at n = 496 (OEIS A071435; Winning Ways, ch. 4).
    for (code, preperiod, length) in [
        (".07", 53, 34),
        (".137", 52, 34),
        (".77", 71, 12),
        (".7777", 142, 24),
        (".177", 497, 20),
    ] {
        let game = OctalGame::parse(code).unwrap();
        let found = octal_findings(&game, DEFAULT_TO, NO_FILE).unwrap().0;
        let Pattern::Proved(proof) = found.pattern else {
            panic!("{code}: no period proved");
        };
        let g = octal_by_definition(code, 4 * (proof.used_up_to + 1));
        let period = assert_claims_hold(&found, &g, code);
        assert_eq!(period, Period { preperiod, length }, "{code}");
        let t = game.last_digit_position();
        assert_eq!(
            proof.used_up_to,
            2 * preperiod + 2 * length + t - 1,
            "{code}"
        );
    }
}

#[test]
fn the_definition_here_gives_the_published_first_values() {
    // Kayles, OEIS A002186: 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7.
    assert_eq!(
        octal_by_definition(".77", 16),
        [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7]
    );
    // Dawson's Chess, OEIS A002187: 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5.
    assert_eq!(
        octal_by_definition(".137", 16),
        [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5]
    );
    // Take 1, 3 or 4: 0 1 0 1 2 3 2, then again (Winning Ways, ch. 4).
    assert_eq!(
        subtraction_by_definition(&[1, 3, 4], 9),
        [0, 1, 0, 1, 2, 3, 2, 0, 1]
    );
}

#[test]
fn an_octal_game_with_no_proof_in_range_claims_none() {
    // Officers (.6): no period is known; 3000 values prove nothing.
    let found = octal_findings(&OctalGame::parse(".6").unwrap(), 3000, NO_FILE)
        .unwrap()
        .0;
    assert!(
        !matches!(found.pattern, Pattern::Proved(_)),
        "{:?}",
        found.pattern
    );
    let text = found.text(None);
    assert!(
        !text
            .lines()
            .any(|line| line.starts_with("proved") || line.starts_with("every P-position")),
        "{text}"
    );
    let g = octal_by_definition(".6", 3001);
    assert_eq!(found.sequence.values, g);
}

/// g(0..len) of the octal code `code` whose moves leave at most one heap (digits 0..=3, `...`
/// repeating the last one), by the definition: take k tokens and leave nothing (bit 1, only
/// the whole heap) or one heap (bit 2).
fn one_heap_by_definition(code: &str, len: usize) -> Vec<u32> {
    let (text, repeats) = match code.strip_suffix("...") {
        Some(text) => (text, true),
        None => (code, false),
    };
    let digits: Vec<u32> = text
        .trim_start_matches('.')
        .chars()
        .map(|c| c.to_digit(8).unwrap())
        .collect();
    let digit = |k: usize| match digits.get(k - 1) {
        Some(&digit) => digit,
        None if repeats => *digits.last().unwrap(),
        None => 0,
    };
    let mut g: Vec<u32> = Vec::with_capacity(len);
    for n in 0..len {
        let mut options: Vec<u32> = (1..n)
            .filter(|&k| digit(k) & 2 != 0)
            .map(|k| g[n - k])
            .collect();
        if n >= 1 && digit(n) & 1 != 0 {
            options.push(0);
        }
        g.push(mex(&options));
    }
    g
}

#[test]
fn for_random_codes_leaving_one_heap_every_proved_arithmetic_period_holds_by_the_definition() {
    let mut rng = Rng::new(3404);
    let mut arithmetic = 0;
    for _ in 0..150 {
        let digits: String = (0..rng.range(1..=3))
            .map(|_| char::from(b'0' + rng.range(0..=3) as u8))
            .collect();
        let code = format!(".{digits}...");
        let Ok(game) = TakeBreak::parse(&code, Radix::Octal) else {
            continue;
        };
        if game.octal_game().is_some() {
            continue;
        }
        let found = Direct::TakeBreak(game)
            .findings(Some(400), NO_FILE)
            .unwrap()
            .0;
        let Pattern::Proved(proof) = found.pattern else {
            continue;
        };
        let Period { preperiod, length } = proof.period;
        let g = one_heap_by_definition(&code, 4 * (proof.used_up_to + 1) + 100);
        for n in preperiod..g.len() - length {
            let want = g[n] + proof.saltus;
            assert_eq!(g[n + length], want, "{code}: g({})", n + length);
            assert_eq!(found.sequence.value(n + length), Some(want), "{code}");
        }
        if preperiod > 0 {
            let n = preperiod - 1;
            assert_ne!(g[n + length], g[n] + proof.saltus, "{code}: starts earlier");
        }
        let text = found.text(None);
        let zeros: Vec<String> = (0..preperiod + length)
            .filter(|&n| g[n] == 0)
            .map(|n| n.to_string())
            .collect();
        if proof.saltus > 0 {
            assert!(g[preperiod + length..].iter().all(|&v| v != 0), "{code}");
            let below = format!(
                "\n  below {}: n = {}\n",
                preperiod + length,
                zeros.join(", ")
            );
            assert!(text.contains(&below), "{code}: {below:?} not in\n{text}");
            arithmetic += 1;
        }
    }
    assert!(
        arithmetic >= 40,
        "only {arithmetic} arithmetic periods proved"
    );
}
