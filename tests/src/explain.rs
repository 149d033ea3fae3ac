//! Checking what `--explain` claims, without trusting the solver that wrote it: each claimed
//! winning move must be a legal move of the real rules, and the referee must find the position
//! after it lost for the player to move; a claim that every move loses must match a lost
//! position.

use std::fmt::Debug;

use grundy::{Game, Referee, Rng};
use harness::shape::Shape;
use harness::{Claim, Explained, Input, InputError, Options, Scanner, Size};

use crate::command_line::cut_explanations;

/// Runs `run` with `--explain` on each of `inputs` (each named by its place, for a failure)
/// and checks what it says ([`assert_explained_output_holds`]); one referee serves every input
/// of the same game. Returns how many positions were checked.
///
/// # Panics
/// As [`assert_explained_output_holds`], at the first input too large for the referee, or
/// rejected.
pub fn assert_explained_inputs_hold<P>(
    problem: &P,
    inputs: impl IntoIterator<Item = (String, Input<P>)>,
    run: impl Fn(&Options, &mut Scanner<'_>) -> Result<String, InputError>,
) -> usize
where
    P: Explained,
    <P::Game as Game>::Move: PartialEq + Debug,
    <P::Game as Game>::Position: Debug,
{
    let shape = problem.shape();
    let mut referee: Option<Referee<P::Game>> = None;
    let mut checked = 0;
    for (place, input) in inputs {
        let text = shape.text(&input);
        let (game, positions) = problem
            .positions(&input)
            .unwrap_or_else(|| panic!("{place} is too large for the referee:\n{text}"));
        if referee
            .as_ref()
            .is_none_or(|referee| *referee.game() != game)
        {
            referee = Some(Referee::new(game));
        }
        let referee = referee.as_mut().expect("just set");
        let explained = run(&Options::new().explained(), &mut Scanner::new(&text))
            .unwrap_or_else(|error| panic!("{place}: rejected {text:?}: {error}"));
        let plain = run(&Options::new(), &mut Scanner::new(&text)).expect("answered explained");
        assert_eq!(
            cut_explanations(&explained),
            plain,
            "{place}: explaining changed the judge's output for {text:?}"
        );
        checked +=
            assert_explained_output_holds(problem, referee, &input, &positions, &explained, &place);
    }
    checked
}

/// The standard check of `--explain`: on `count` tiny inputs `problem` generates (seeds from
/// `first_seed`), `run` with `--explain` gives the plain output once cut at the explanations,
/// says each claim of [`Explained::claims`] in its words, and every claim holds by the referee
/// on the real rules ([`assert_explained_output_holds`]). Returns how many positions were
/// checked.
///
/// # Panics
/// At the first claim that does not hold or is not said, naming the seed and the input.
pub fn assert_claims_hold<P>(
    problem: &P,
    first_seed: u64,
    count: u64,
    run: impl Fn(&Options, &mut Scanner<'_>) -> Result<String, InputError>,
) -> usize
where
    P: Explained,
    <P::Game as Game>::Move: PartialEq + Debug,
    <P::Game as Game>::Position: Debug,
{
    let shape = problem.shape();
    let inputs = (first_seed..first_seed + count).map(move |seed| {
        let input: Input<P> = shape.generate(&mut Rng::new(seed), Size::Tiny);
        (format!("the tiny input from seed {seed}"), input)
    });
    assert_explained_inputs_hold(problem, inputs, run)
}

/// What an explained `output` for `input` says holds: it says the words of each of
/// `problem`'s [`claims`](Explained::claims), in case order (each found after the one
/// before, not inside a longer word or number), and each claim holds on its case's position
/// by `referee` ([`Explained`] says how a claim meets the referee's moves). Returns how many
/// positions were checked.
///
/// # Panics
/// At a claim not said or that does not hold, or when there are not as many claims as
/// positions, naming `place`.
pub fn assert_explained_output_holds<P>(
    problem: &P,
    referee: &mut Referee<P::Game>,
    input: &Input<P>,
    positions: &[<P::Game as Game>::Position],
    output: &str,
    place: &str,
) -> usize
where
    P: Explained,
    <P::Game as Game>::Move: PartialEq + Debug,
    <P::Game as Game>::Position: Debug,
{
    let claims = problem.claims(input);
    let mut from = 0;
    for (number, claim) in claims.iter().enumerate() {
        let words = problem.words(claim);
        let found = find_words(&output[from..], &words).unwrap_or_else(|| {
            panic!(
                "{place}: case {} claims {claim:?}, but the output does not say {words:?} \
                 after what the cases before it said\n--- output ---\n{output}",
                number + 1
            )
        });
        from += found + words.len();
    }
    check_claims(
        referee,
        positions,
        &problem.shape().text(input),
        output,
        claims,
        place,
    )
}

/// Where `words` first stand in `text` as words: not preceded or followed by a letter or a
/// digit (so `heap 1` is not found in `heap 12`).
fn find_words(text: &str, words: &str) -> Option<usize> {
    let joins = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    let starts_word = words.starts_with(char::is_alphanumeric);
    let ends_word = words.ends_with(char::is_alphanumeric);
    text.match_indices(words).map(|(at, _)| at).find(|&at| {
        let glued_before = starts_word && joins(text[..at].chars().next_back());
        let glued_after = ends_word && joins(text[at + words.len()..].chars().next());
        !glued_before && !glued_after
    })
}

/// Checks each of `claims` against `referee`, one per position. Returns how many.
fn check_claims<G>(
    referee: &mut Referee<G>,
    positions: &[G::Position],
    input: &str,
    output: &str,
    claims: Vec<Claim<G::Move>>,
    place: &str,
) -> usize
where
    G: Game,
    G::Move: PartialEq + Debug,
    G::Position: Debug,
{
    assert_eq!(
        claims.len(),
        positions.len(),
        "{place}: {} claims read for {} positions\n--- input ---\n{input}--- output ---\n{output}",
        claims.len(),
        positions.len()
    );
    for (position, claim) in positions.iter().zip(claims) {
        let context = || {
            format!(
                "{place}, position {position:?}\n--- input ---\n{input}--- output ---\n{output}"
            )
        };
        match claim {
            Claim::Loses => assert!(
                !referee.wins(position),
                "the explanation says every move loses, but the referee wins: {}",
                context()
            ),
            Claim::WinsWithNoMove => {
                let no_move = referee.game().moves(position).is_empty();
                assert!(
                    no_move && referee.wins(position),
                    "the explanation says no move is left and the player to move wins, but {}: {}",
                    if no_move {
                        "the referee says that player loses"
                    } else {
                        "there are moves"
                    },
                    context()
                );
            }
            Claim::Wins(claimed) => {
                let after = referee
                    .game()
                    .moves(position)
                    .into_iter()
                    .find(|(label, _)| *label == claimed)
                    .map(|(_, after)| after)
                    .unwrap_or_else(|| {
                        panic!("the explained move {claimed:?} is not legal: {}", context())
                    });
                assert!(
                    !referee.wins(&after),
                    "the explained move {claimed:?} leaves a position the opponent wins: {}",
                    context()
                );
            }
        }
    }
    positions.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::{Subtraction, Sum};
    use harness::Problem;
    use harness::shape::{Num, num};

    /// One heap, take 1 or 2, with the claim `--explain` makes chosen by `claim` and the
    /// words it prints by `says`, so that each way of going wrong can be tried.
    struct OneOrTwo {
        claim: fn(u64) -> Claim<(usize, u64)>,
        says: fn(u64) -> String,
    }

    /// The true claim.
    fn truth(n: u64) -> Claim<(usize, u64)> {
        match n % 3 {
            0 => Claim::Loses,
            take => Claim::Wins((0, take)),
        }
    }

    /// What a correct solver prints on a heap of `n`.
    fn true_words(n: u64) -> String {
        match n % 3 {
            0 => "Second  every move loses\n".to_owned(),
            take => format!("First  take {take} from heap 1\n"),
        }
    }

    impl Problem for OneOrTwo {
        type Shape = Num<u64>;

        fn shape(&self) -> Num<u64> {
            num("n", "a heap", 0..=100, 0..=100).tiny(0..=30)
        }

        fn solve(&self, n: u64, options: &Options) -> Result<String, InputError> {
            let said = (self.says)(n);
            Ok(if options.explain() {
                said
            } else {
                cut_explanations(&said)
            })
        }

        fn referee(&self, _: &u64) -> Option<String> {
            None
        }
    }

    impl Explained for OneOrTwo {
        type Game = Sum<Subtraction>;

        fn positions(&self, &n: &u64) -> Option<(Sum<Subtraction>, Vec<Vec<u64>>)> {
            Some((Sum(Subtraction::new([1, 2])), vec![vec![n]]))
        }

        fn claims(&self, &n: &u64) -> Vec<Claim<(usize, u64)>> {
            vec![(self.claim)(n)]
        }

        fn words(&self, claim: &Claim<(usize, u64)>) -> String {
            claim.say(|(heap, take)| format!("take {take} from heap {}", heap + 1))
        }
    }

    fn check(problem: OneOrTwo) -> usize {
        let run = |options: &Options, input: &mut Scanner<'_>| {
            harness::solve_input(&problem, options, input)
        };
        assert_claims_hold(&problem, 0, 60, run)
    }

    #[test]
    fn true_claims_said_in_their_words_pass() {
        let problem = OneOrTwo {
            claim: truth,
            says: true_words,
        };
        assert_eq!(check(problem), 60);
    }

    #[test]
    #[should_panic(expected = "is not legal")]
    fn an_illegal_move_is_caught() {
        check(OneOrTwo {
            claim: |n| match n % 3 {
                0 => Claim::Loses,
                _ => Claim::Wins((0, 3)),
            },
            says: |n| match n % 3 {
                0 => "Second  every move loses\n".to_owned(),
                _ => "First  take 3 from heap 1\n".to_owned(),
            },
        });
    }

    #[test]
    #[should_panic(expected = "leaves a position the opponent wins")]
    fn a_losing_move_is_caught() {
        check(OneOrTwo {
            claim: |n| match n % 3 {
                0 => Claim::Loses,
                1 if n >= 2 => Claim::Wins((0, 2)),
                take => Claim::Wins((0, take)),
            },
            says: |n| match n % 3 {
                0 => "Second  every move loses\n".to_owned(),
                1 if n >= 2 => "First  take 2 from heap 1\n".to_owned(),
                take => format!("First  take {take} from heap 1\n"),
            },
        });
    }

    #[test]
    #[should_panic(expected = "says every move loses, but the referee wins")]
    fn a_false_every_move_loses_is_caught() {
        check(OneOrTwo {
            claim: |_| Claim::Loses,
            says: |_| "Second  every move loses\n".to_owned(),
        });
    }

    #[test]
    #[should_panic(expected = "the output does not say \"take 2 from heap 1\"")]
    fn a_true_claim_the_output_does_not_say_is_caught() {
        // The claim is right, the printed move is not.
        check(OneOrTwo {
            claim: truth,
            says: |n| match n % 3 {
                0 => "Second  every move loses\n".to_owned(),
                _ => "First  take 1 from heap 1\n".to_owned(),
            },
        });
    }

    /// Claims on Nim heaps of 1 played misère, checked by the referee (empty, one and two
    /// heaps), with the claim at the empty position given.
    fn check_misere(empty: Claim<(usize, u64)>) -> usize {
        let mut referee = Referee::new(grundy::Misere(Sum(Subtraction::new([1]))));
        let positions = [vec![], vec![1], vec![1, 1]];
        let claims = vec![empty, Claim::Loses, Claim::Wins((0, 1))];
        check_claims(
            &mut referee,
            &positions,
            "",
            "",
            claims,
            "misère heaps of 1",
        )
    }

    #[test]
    fn a_misere_position_with_no_move_left_is_claimed_won_with_no_move() {
        assert_eq!(check_misere(Claim::WinsWithNoMove), 3);
    }

    #[test]
    #[should_panic(expected = "says every move loses, but the referee wins")]
    fn a_misere_position_with_no_move_left_is_not_lost() {
        check_misere(Claim::Loses);
    }

    #[test]
    #[should_panic(expected = "but the referee says that player loses")]
    fn a_normal_play_position_with_no_move_left_is_not_won() {
        let mut referee = Referee::new(Sum(Subtraction::new([1])));
        let claims = vec![Claim::WinsWithNoMove];
        check_claims(&mut referee, &[vec![]], "", "", claims, "normal heaps of 1");
    }

    #[test]
    fn words_are_found_only_as_whole_words() {
        assert_eq!(find_words("take 1 from heap 12", "heap 1"), None);
        assert_eq!(find_words("take 1 from heap 1 (", "heap 1"), Some(12));
        assert_eq!(find_words("the heap 1, then", "heap 1"), Some(4));
        assert_eq!(find_words("Nacci every", "Nacci"), Some(0));
        assert_eq!(find_words("xNacci", "Nacci"), None);
    }
}
