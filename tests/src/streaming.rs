//! A solver that answers as it reads ([`Problem::solve_streaming`]) against the same solver
//! on the whole input ([`Problem::solve`]).

use grundy::Rng;
use harness::shape::Shape;
use harness::{InputError, Options, Problem, Scanner, Size};

use crate::mutations::mutated_samples;

/// `problem`'s answer to `text` read whole, then solved.
fn whole<P: Problem>(problem: &P, text: &str, options: &Options) -> Result<String, InputError> {
    let input = problem.shape().read_all(text)?;
    problem.solve(input, options)
}

/// `problem`'s answer to `text` as the binary gives it: [`Problem::solve_streaming`], then
/// nothing may follow.
fn streamed<P: Problem>(problem: &P, text: &str, options: &Options) -> Result<String, InputError> {
    harness::solve_input(problem, options, &mut Scanner::new(text))
}

/// Asserts that `problem` answers `text` as it reads exactly as on the whole input (plain and
/// explained): the same output, or an error from both.
fn assert_streams_as_whole<P: Problem>(problem: &P, text: &str) {
    for options in [Options::new(), Options::new().explained()] {
        match (
            whole(problem, text, &options),
            streamed(problem, text, &options),
        ) {
            (Ok(whole), Ok(streamed)) => assert_eq!(
                streamed, whole,
                "answered as read, {text:?} gets another output than read whole"
            ),
            (Err(_), Err(_)) => {}
            (whole, streamed) => {
                panic!("on {text:?} read whole gives {whole:?} but answered as read {streamed:?}")
            }
        }
    }
}

/// Asserts that `problem`'s [`Problem::solve_streaming`] answers as its [`Problem::solve`] on
/// the whole input, plain and explained: on `count` inputs generated at each size below the
/// judge's (and a few at it), and `mutations` mutations of the samples of the crate at
/// `crate_dir`, where both must reject or both give the same output. For a problem that keeps
/// the default, this holds by construction and costs a second run.
///
/// # Panics
/// At the first input on which the two differ, naming it.
///
/// # Example
/// ```
/// use harness::shape::{List, Num, Shape, list, num};
/// use harness::{Input, InputError, Options, Problem, Scanner};
///
/// /// Nim, answered as the piles are read.
/// struct Nim;
/// impl Problem for Nim {
///     type Shape = List<Num<u64>>;
///     fn shape(&self) -> Self::Shape {
///         list(num("n", "the number of piles", 1..=9, 0..=9).tiny(1..=3), num("a", "a pile", 0..=9, 0..=9))
///     }
///     fn solve(&self, piles: Vec<u64>, _: &Options) -> Result<String, InputError> {
///         Ok(format!("{}\n", piles.iter().fold(0, |x, p| x ^ p)))
///     }
///     fn solve_streaming(&self, input: &mut Scanner<'_>, _: &Options) -> Result<String, InputError> {
///         let mut xor = 0;
///         self.shape().read_each(input, |pile| Ok(xor ^= pile))?;
///         Ok(format!("{xor}\n"))
///     }
///     fn referee(&self, _: &Vec<u64>) -> Option<String> { None }
/// }
/// grundy_tests::assert_streaming_answers_as_whole(&Nim, 50, &[]);
/// ```
pub fn assert_streaming_answers_as_whole<P: Problem>(problem: &P, count: u64, mutated: &[String]) {
    let (mut rng, shape) = (Rng::new(0x57ea), problem.shape());
    for size in [Size::Tiny, Size::Small, Size::Judge] {
        let count = if size == Size::Judge {
            count.min(3)
        } else {
            count
        };
        for _ in 0..count {
            let input = shape.generate(&mut rng, size);
            assert_streams_as_whole(problem, &shape.text(&input));
        }
    }
    for text in mutated {
        assert_streams_as_whole(problem, text);
    }
}

/// [`assert_streaming_answers_as_whole`] with `mutations` mutations of the samples of the
/// crate at `crate_dir` (pass `env!("CARGO_MANIFEST_DIR")`).
///
/// # Panics
/// As [`assert_streaming_answers_as_whole`], or when the crate has no small sample.
pub fn assert_streaming_answers_as_whole_on_samples<P: Problem>(
    problem: &P,
    crate_dir: &str,
    count: u64,
    mutations: usize,
) {
    let mutated = mutated_samples(crate_dir, mutations);
    assert_streaming_answers_as_whole(problem, count, &mutated);
}
