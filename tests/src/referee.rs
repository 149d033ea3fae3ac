//! The solver against the referee on random positions: the loop every problem's tests run,
//! written once.

use harness::InputError;

use grundy::Rng;

/// One random case: the input text, and the output the referee (or a hand argument) says it
/// must produce. Never the solver's own output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// The judge's input.
    pub input: String,
    /// The expected output, from the referee.
    pub expected: String,
}

/// Draws `count` cases with `draw` from a generator seeded with `seed`, runs `solve` on each
/// input, and asserts that it prints exactly the expected output. Returns `count`.
///
/// # Panics
/// At the first case the solver rejects or answers differently, naming the case number, the
/// seed, the input, and both outputs.
///
/// # Example
/// ```
/// use grundy::Referee;
/// use harness::Scanner;
/// use grundy_tests::{Case, assert_agrees_on_random_cases};
///
/// # struct TakeOneOrTwo;
/// # impl grundy::Game for TakeOneOrTwo {
/// #     type Position = u32;
/// #     type Move = u32;
/// #     fn moves(&self, &n: &u32) -> Vec<(u32, u32)> { (1..=2.min(n)).map(|t| (t, n - t)).collect() }
/// # }
/// // A solver for "take 1 or 2 from a heap of n": the first player wins unless 3 divides n.
/// let solve = |text: &str| {
///     let n: u32 = Scanner::new(text).read("n", 0..=100)?;
///     Ok(if n % 3 != 0 { "First\n" } else { "Second\n" }.to_owned())
/// };
/// let mut referee = Referee::new(TakeOneOrTwo);
/// let checked = assert_agrees_on_random_cases(1, 200, solve, |rng| {
///     let n = rng.range(0..=30) as u32;
///     let expected = if referee.wins(&n) { "First\n" } else { "Second\n" };
///     Case { input: format!("{n}\n"), expected: expected.to_owned() }
/// });
/// assert_eq!(checked, 200);
/// ```
pub fn assert_agrees_on_random_cases(
    seed: u64,
    count: usize,
    mut solve: impl FnMut(&str) -> Result<String, InputError>,
    mut draw: impl FnMut(&mut Rng) -> Case,
) -> usize {
    let mut rng = Rng::new(seed);
    for number in 1..=count {
        let Case { input, expected } = draw(&mut rng);
        let place = format!("case {number} of {count} (seed {seed})");
        match solve(&input) {
            Ok(output) if output == expected => {}
            Ok(output) => panic!(
                "{place}: the solver disagrees with the referee\n--- input ---\n{input}\
                 --- expected ---\n{expected}--- got ---\n{output}"
            ),
            Err(error) => panic!(
                "{place}: the solver rejected a valid input: {error}\n--- input ---\n{input}"
            ),
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    fn echo(text: &str) -> Result<String, InputError> {
        Ok(text.to_owned())
    }

    #[test]
    fn every_case_is_drawn_and_checked() {
        let mut drawn = 0;
        let checked = assert_agrees_on_random_cases(3, 50, echo, |rng| {
            drawn += 1;
            let text = format!("{}\n", rng.range(0..=9));
            Case {
                input: text.clone(),
                expected: text,
            }
        });
        assert_eq!((checked, drawn), (50, 50));
    }

    #[test]
    #[should_panic(expected = "case 1 of 5 (seed 9): the solver disagrees")]
    fn a_disagreement_names_the_case_and_the_seed() {
        assert_agrees_on_random_cases(9, 5, echo, |_| Case {
            input: "1\n".into(),
            expected: "2\n".into(),
        });
    }

    #[test]
    #[should_panic(expected = "rejected a valid input")]
    fn a_rejection_of_a_valid_input_fails() {
        let reject = |_: &str| Err(InputError::end_of_input("x"));
        assert_agrees_on_random_cases(9, 5, reject, |_| Case {
            input: "1\n".into(),
            expected: "1\n".into(),
        });
    }
}
