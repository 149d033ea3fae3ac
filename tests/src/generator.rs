//! What every problem's generator must do, checked once here: valid inputs at every size that
//! read back as they were written, tiny inputs the referee can decide (and the solver answers
//! the same), and shrinking that only ever gives smaller valid inputs.

use grundy::Rng;
use harness::shape::{Shape, Text};
use harness::{Input, InputError, JUDGE_MAX, Problem, Size, Tools};

/// How many shrink candidates of each small input [`assert_generator_sound`] checks. A small
/// input has thousands (one per heap dropped or lowered); they come from the same few loops
/// as a tiny input's, every one of which is checked, so a spread of them is enough, and
/// checking all of them was most of this crate's test time.
pub const SMALL_SHRINKS_CHECKED: usize = 24;

/// At most `most` (at least 2) items of `items`, spread evenly over it, the first and the
/// last among them; all of them when there are no more than `most`.
fn spread<T>(items: &[T], most: usize) -> impl Iterator<Item = &T> {
    let len = items.len();
    let count = len.min(most);
    (0..count).map(move |i| {
        if len <= most {
            &items[i]
        } else {
            &items[i * (len - 1) / (count - 1)]
        }
    })
}

/// Checks `problem`'s inputs on `seeds` seeds per size (a few for [`Size::Judge`] and
/// [`Size::Beyond`]):
///
/// - every input, written as text, reads back to the same text;
/// - every tiny input has a referee answer, and `solve` gives exactly that output;
/// - every small input is answered by `solve` (and as the referee says, where it can search it);
/// - judge and past inputs are read back without error, and judge inputs are within the
///   judge's limits ([`Problem::within_judge`]; solving them at full size is the
///   benchmark's job, in a release build);
/// - every shrink candidate of a tiny input, and [`SMALL_SHRINKS_CHECKED`] candidates spread
///   evenly over the list of each small input (its first and last among them), is, where
///   `--shrink` keeps it (answered, and read back), a different input, no longer as text,
///   that `solve` answers;
/// - shrinking a tiny input, always by its first candidate, ends.
///
/// Returns how many inputs were checked.
///
/// # Panics
/// At the first input that breaks one of these, naming the size, the seed and the input.
pub fn assert_generator_sound<P: Problem>(
    problem: &P,
    seeds: u64,
    solve: impl Fn(&str) -> Result<String, InputError>,
) -> usize {
    let shape = problem.shape();
    let mut checked = 0;
    for size in Size::ALL {
        let count = match size {
            Size::Tiny | Size::Small => seeds,
            Size::Judge | Size::Beyond => 2,
        };
        for seed in 0..count {
            let input = shape.generate(&mut Rng::new(seed), size);
            let text = shape.text(&input);
            let place = format!("{size} input from seed {seed}");
            let shown = || {
                if text.len() <= 2000 {
                    text.clone()
                } else {
                    format!("({} bytes)", text.len())
                }
            };
            let again = shape
                .read_all(&text)
                .unwrap_or_else(|error| panic!("{place} is not valid: {error}\n{}", shown()));
            assert_eq!(
                shape.text(&again),
                text,
                "{place} does not read back as written"
            );
            if size == Size::Judge {
                assert!(
                    problem.within_judge(&input),
                    "{place} is past the judge's limits\n{}",
                    shown()
                );
            }
            if matches!(size, Size::Tiny | Size::Small) {
                let answer = solve(&text)
                    .unwrap_or_else(|error| panic!("{place} was rejected: {error}\n{}", shown()));
                let referee = problem.referee(&input);
                if size == Size::Tiny {
                    assert!(
                        referee.is_some(),
                        "{place} is too large for the referee\n{}",
                        shown()
                    );
                }
                if let Some(referee) = referee {
                    assert_eq!(
                        answer,
                        referee,
                        "{place}: the solver disagrees with the referee\n{}",
                        shown()
                    );
                }
                let most = match size {
                    Size::Tiny => usize::MAX,
                    _ => SMALL_SHRINKS_CHECKED,
                };
                for smaller in &candidates(problem, &input, most) {
                    let smaller = shape.text(smaller);
                    assert!(
                        smaller != text && smaller.len() <= text.len(),
                        "{place}: a shrink candidate is not smaller:\n{smaller}"
                    );
                    solve(&smaller).unwrap_or_else(|error| {
                        panic!("{place}: a shrink candidate was rejected: {error}\n{smaller}")
                    });
                }
                if size == Size::Tiny {
                    shrink_to_the_end(problem, input, 10_000, |_| 0);
                }
            }
            checked += 1;
        }
    }
    checked
}

/// Which number of `input` is past the judge's range, in words (`x_i = 1038 at line 5,
/// column 1, the judge's 0..=1000`), or that none is, so that a limit across numbers (a
/// total, a bound by an earlier number, distinct values) is.
fn past_the_judge<S: Shape>(shape: &S, input: &S::Value) -> String {
    let mut text = Text::recording();
    shape.write(input, &mut text);
    let written = text.written().to_vec();
    let text = text.into_string();
    let past = written.iter().find_map(|number| {
        let value: u128 = text[number.bytes.clone()].parse().ok()?;
        let (lo, hi) = number.judge;
        ((value < u128::from(lo)) || (value > u128::from(hi))).then(|| {
            let at = number.pos;
            format!(
                "{} = {value} at line {}, column {}, the judge's {lo}..={hi}",
                number.name, at.line, at.column
            )
        })
    });
    past.unwrap_or_else(|| {
        "every number is within its range: a limit across numbers is passed (a total, a bound \
         by an earlier number, distinct values)"
            .to_owned()
    })
}

/// The shrink candidates of `input`, at most `most` spread evenly over them (all of them for
/// `usize::MAX`), that `problem`'s solver answers ([`Problem::answers`]) and that read back (a
/// number bounded by an earlier one is left past it when that one shrinks), as the hidden
/// `--shrink` gives them. Only the candidates kept are written and read back: a small input
/// has thousands, and checking them all was most of the kit's time.
fn candidates<P: Problem>(problem: &P, input: &Input<P>, most: usize) -> Vec<Input<P>> {
    let shape = problem.shape();
    let mut all = Vec::new();
    shape.shrink(input, &mut |candidate| {
        all.push(candidate);
        false
    });
    // Read back first: the solver sees only valid inputs (a query past a shrunk setup is not).
    let valid = |candidate: &&Input<P>| {
        shape.read_all(&shape.text(candidate)).is_ok() && problem.answers(candidate)
    };
    spread(&all, most).filter(valid).cloned().collect()
}

/// Checks the named inputs `problem` gives the benchmark ([`Problem::bench`]):
///
/// - there is at least one within the judge's limits, names are distinct plain file names, and
///   a name that is not listed has no input;
/// - every case within the judge's limits reads back as a valid input that
///   [`Problem::within_judge`] accepts, and `solve` answers it
///   (or rejects it with the error words it names);
/// - every case that must end in an error does, with those words (at any size);
/// - answered cases past the judge are the benchmark's job (a release build), not checked here.
///
/// Returns how many cases were solved.
///
/// # Panics
/// At the first case that breaks one of these, naming it.
pub fn assert_bench_cases_sound<P: Problem>(
    problem: &P,
    solve: impl Fn(&str) -> Result<String, InputError>,
) -> usize {
    let shape = problem.shape();
    let (cases, benches) = (Tools::bench_cases(problem), problem.bench());
    assert!(Tools::bench_text(problem, "no-such-case").is_none());
    let mut solved = 0;
    for (index, case) in cases.iter().enumerate() {
        let name = case.name;
        let plain = !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        assert!(
            plain,
            "bench case {name:?}: a name is lowercase words joined by '-'"
        );
        assert!(
            cases[..index].iter().all(|earlier| earlier.name != name),
            "bench case {name} is listed twice (judge-max is every problem's, from \
             Problem::judge_max)"
        );
        assert!(
            matches!(case.size, Size::Judge | Size::Beyond),
            "bench case {name} is {}: bench cases are judge or beyond",
            case.size
        );
        if case.size == Size::Beyond && case.error.is_none() {
            continue;
        }
        let input = if name == JUDGE_MAX.name {
            Some(problem.judge_max())
        } else {
            benches
                .iter()
                .find(|bench| bench.case.name == name)
                .map(|bench| bench.input())
        };
        let input = input.expect("every listed case is a bench's");
        let text = shape.text(&input);
        if case.size == Size::Judge && case.error.is_none() {
            let again = shape
                .read_all(&text)
                .unwrap_or_else(|error| panic!("bench case {name} is not valid: {error}"));
            assert_eq!(again, input, "bench case {name} reads back");
            assert!(
                problem.within_judge(&input),
                "bench case {name} is past the judge's limits ({}): {}",
                past_the_judge(&shape, &input),
                if name == JUDGE_MAX.name {
                    "give judge_max() an input the judge could give (the shape's largest is \
                     not one: say why in its doc)"
                } else {
                    "make it a case past the judge (BenchCase::beyond)"
                }
            );
        }
        match (solve(&text), case.error) {
            (Ok(_), None) => {}
            (Err(error), Some(words)) => assert!(
                error.to_string().contains(words),
                "bench case {name} ended in {error}, not in an error saying {words:?}"
            ),
            (Ok(_), Some(words)) => {
                panic!("bench case {name} was answered, not rejected saying {words:?}")
            }
            (Err(error), None) => panic!("bench case {name} was rejected: {error}"),
        }
        solved += 1;
    }
    solved
}

/// Shrinks `input` step by step, each time taking the candidate `pick` chooses among the ones
/// `problem`'s shape offers (and its solver answers), until none is offered. Returns the
/// number of steps and the input it ended at.
///
/// # Panics
/// If shrinking goes on past `most_steps` steps (it must end), or `pick` names no candidate.
///
/// # Example
/// ```
/// # use harness::{InputError, Options, Problem};
/// # use harness::shape::{Num, num};
/// # struct Heap;
/// # impl Problem for Heap {
/// #     type Shape = Num<u32>;
/// #     fn shape(&self) -> Num<u32> { num("n", "n", 0..=9, 0..=9) }
/// #     fn solve(&self, n: u32, _: &Options) -> Result<String, InputError> { Ok(n.to_string()) }
/// #     fn referee(&self, _: &u32) -> Option<String> { None }
/// # }
/// use grundy_tests::shrink_to_the_end;
///
/// // Always the first candidate (the lowest value): one step.
/// assert_eq!(shrink_to_the_end(&Heap, 9, 20, |_| 0), (1, 0));
/// // Always the largest candidate (one less): nine steps down to 0.
/// let largest = |candidates: &[u32]| (0..candidates.len()).max_by_key(|&i| candidates[i]).unwrap();
/// assert_eq!(shrink_to_the_end(&Heap, 9, 20, largest), (9, 0));
/// ```
pub fn shrink_to_the_end<P: Problem>(
    problem: &P,
    mut input: Input<P>,
    most_steps: usize,
    pick: impl Fn(&[Input<P>]) -> usize,
) -> (usize, Input<P>) {
    let mut steps = 0;
    loop {
        let mut candidates = candidates(problem, &input, usize::MAX);
        if candidates.is_empty() {
            return (steps, input);
        }
        let chosen = pick(&candidates);
        input = candidates.swap_remove(chosen);
        steps += 1;
        assert!(
            steps <= most_steps,
            "shrinking does not end: still going after {most_steps} steps"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use harness::Options;
    use harness::draw::{Draw, Drawn, drawn, one_of};
    use harness::shape::{Num, list, num};

    /// One heap of "take 1 or 2"; `judge_most` is the judge's largest heap.
    struct Heaps {
        judge_most: u32,
    }

    impl Problem for Heaps {
        type Shape = Drawn<Num<u32>>;

        /// Up to 10, 100, then 10^6 at the judge and past it, whatever the judge's range.
        fn shape(&self) -> Drawn<Num<u32>> {
            let n = num("n", "n", 0..=self.judge_most, 0..=1_000_000).tiny(0..=10);
            let up_to = |most: u64, sizes: &[Size]| {
                Draw::new(move |rng| rng.range(0..=most) as u32).at(sizes)
            };
            drawn(n, |_| {
                one_of(vec![
                    (1, up_to(10, &[Size::Tiny])),
                    (1, up_to(100, &[Size::Small])),
                    (1, up_to(1_000_000, &[Size::Judge, Size::Beyond])),
                ])
            })
        }

        fn solve(&self, n: u32, _: &Options) -> Result<String, InputError> {
            Ok(if n % 3 != 0 { "First\n" } else { "Second\n" }.to_owned())
        }

        fn referee(&self, &n: &u32) -> Option<String> {
            (n <= 100).then(|| if n % 3 != 0 { "First\n" } else { "Second\n" }.to_owned())
        }
    }

    fn solve(text: &str) -> Result<String, InputError> {
        harness::solve_text(
            &Heaps {
                judge_most: 1_000_000,
            },
            &Options::new(),
            text,
        )
    }

    #[test]
    fn a_spread_keeps_the_first_and_the_last_and_at_most_the_count() {
        let items: Vec<usize> = (0..1000).collect();
        let picked: Vec<usize> = spread(&items, 48).copied().collect();
        assert_eq!(picked.len(), 48);
        assert_eq!((picked[0], *picked.last().unwrap()), (0, 999));
        let few: Vec<usize> = spread(&items[..10], 48).copied().collect();
        assert_eq!(few, items[..10]);
        assert_eq!(spread(&items[..0], 48).count(), 0);
    }

    #[test]
    fn a_sound_problem_passes() {
        let heaps = Heaps {
            judge_most: 1_000_000,
        };
        assert_eq!(assert_generator_sound(&heaps, 20, solve), 44);
    }

    #[test]
    #[should_panic(expected = "is past the judge's limits")]
    fn a_judge_size_input_past_the_judges_limits_is_caught() {
        assert_generator_sound(&Heaps { judge_most: 100 }, 20, solve);
    }

    #[test]
    #[should_panic(expected = "disagrees with the referee")]
    fn a_solver_that_disagrees_with_the_referee_is_caught() {
        let wrong = |text: &str| solve(text).map(|_| "First\n".to_owned());
        assert_generator_sound(
            &Heaps {
                judge_most: 1_000_000,
            },
            20,
            wrong,
        );
    }

    #[test]
    fn a_bench_input_past_the_judge_names_the_number_that_passes_it() {
        let shape = list(
            num("n", "the number of heaps", 1..=3, 1..=10),
            num::<u64>("a_i", "a heap", 0..=9, 0..=99),
        );
        assert_eq!(
            past_the_judge(&shape, &vec![1, 2, 3, 4]),
            "n = 4 at line 1, column 1, the judge's 1..=3"
        );
        assert_eq!(
            past_the_judge(&shape, &vec![1, 42]),
            "a_i = 42 at line 2, column 3, the judge's 0..=9"
        );
        assert!(past_the_judge(&shape, &vec![1, 2]).starts_with("every number is within"));
    }
}
