//! 2020 ICPC Asia Macau Regional, problem G "Game on Sequence": the contract, the solver, the
//! explanations. See README.md for the game and why the solution is right.
//!
//! - [`problem`]: the input declared once, the referee, the inputs the tests and tools draw.
//! - [`last_occurrences`]: the sequence, its values ordered by last occurrence, and a lazy
//!   sweep that decides who wins from a last occurrence when a query needs it.
//! - [`explain`]: `--explain`, a winning move or why every move loses, in words.
//! - [`real_rules`]: the game's real rules, for the exhaustive-search referee.

pub mod explain;
pub mod last_occurrences;
pub mod problem;
pub mod real_rules;

use harness::shape::At;
use harness::{Claim, InputError, Options, Program, Scanner, quote};

pub use problem::Sequence;

use last_occurrences::GrowingSequence;
use problem::Op;

/// The largest `n` and `m` accepted. The judge stops at 200000; the solver keeps one byte per
/// element and O(1) work per query, so the real bound is the size of the input itself.
pub const MAX_COUNT: usize = 1_000_000_000;

/// What the binary says about itself in `--help` and `--version`.
pub const PROGRAM: Program = Program {
    name: "macau-2020-g-sequence",
    version: env!("CARGO_PKG_VERSION"),
    about: "ICPC 2020 Macau G \"Game on Sequence\": move a token to a later position whose value \
            differs in at most one bit; who cannot move loses.",
    format: "\"1 x\" appends x; \"2 k\" asks who wins with the token at position k,\n\
             1 <= k <= the current length (memory is the real limit on n and m)\n\
             output: per query, Grammy (the first player wins) or Alice",
    example_input: "5 5\n1 2 3 4 5\n1 6\n2 5\n1 7\n2 5\n2 1\n",
    example_output: "Alice\nGrammy\nAlice\n",
    options: &[],
    tools: Some(&Sequence),
};

/// The judge's output for `input`: [`run`] without options.
///
/// # Errors
/// As [`run`].
///
/// # Example
/// ```
/// let input = "5 5\n1 2 3 4 5\n1 6\n2 5\n1 7\n2 5\n2 1\n";
/// assert_eq!(macau_2020_g_sequence::solve(input).unwrap(), "Alice\nGrammy\nAlice\n");
/// ```
pub fn solve(input: &str) -> Result<String, InputError> {
    run(&Options::new(), &mut Scanner::new(input))
}

/// The whole input text in, the whole output text out (or the first input error). With
/// `--explain`, each answer line also gets two spaces and a winning move or why every move
/// loses (see [`explain`]).
///
/// # Errors
/// A missing, non-numeric or out-of-range token, with its line and column: a value outside
/// `0..=255`, an operation other than 1 or 2, `n` outside `1..=MAX_COUNT`, `m` outside
/// `0..=MAX_COUNT`, anything after the last operation; then a query position outside `1..=N`
/// (`N` the length at the query).
///
/// # Example
/// ```
/// use harness::Options;
/// use macau_2020_g_sequence::run;
///
/// let output = run(&Options::new().explained(), &mut harness::Scanner::new("2 1\n1 3\n2 1\n")).unwrap();
/// assert_eq!(
///     output,
///     "Grammy  move the token from position 1 (value 1) to position 2 (value 3): \
///      position 2 is the last occurrence of 3, and it is lost\n"
/// );
/// ```
pub fn run(options: &Options, input: &mut Scanner<'_>) -> Result<String, InputError> {
    harness::solve_input(&Sequence, options, input)
}

/// The answers to the operations `ops` on the starting sequence `initial`, and with `--explain`
/// the claim on each query ([`explain::explain_query`]).
fn answer(
    options: &Options,
    initial: &[u8],
    ops: &[Op],
) -> Result<(String, Vec<Claim<usize>>), InputError> {
    let mut answers = Answers::new(initial);
    for &op in ops {
        answers.apply(op, options.explain())?;
    }
    Ok((answers.output, answers.claims))
}

/// The sequence as the operations change it, and the answers to its queries so far.
struct Answers {
    sequence: GrowingSequence,
    output: String,
    /// The claim on each query, when explained.
    claims: Vec<Claim<usize>>,
}

impl Answers {
    /// No answer yet, on the starting sequence `initial`.
    fn new(initial: &[u8]) -> Self {
        let mut sequence = GrowingSequence::new();
        initial.iter().for_each(|&value| sequence.push(value));
        let (output, claims) = (String::new(), Vec::new());
        Self {
            sequence,
            output,
            claims,
        }
    }

    /// Applies one operation: an append, or a query answered (and explained).
    ///
    /// # Errors
    /// A query outside the current sequence, at its place.
    fn apply(&mut self, op: Op, explain: bool) -> Result<(), InputError> {
        let sequence = &mut self.sequence;
        let position = match op {
            Op::Append(value) => {
                sequence.push(value);
                return Ok(());
            }
            Op::Query(At { value, pos }) if !(1..=sequence.len()).contains(&value) => {
                let found = quote(&value.to_string());
                let message = format!(
                    "expected a position in 1..={}, found {found}",
                    sequence.len()
                );
                return Err(InputError::at(pos, message));
            }
            Op::Query(position) => position.value,
        };
        let wins = sequence.first_player_wins(position);
        self.output.push_str(if wins { "Grammy" } else { "Alice" });
        if explain {
            let (claim, why) = explain::explain_query(sequence, position);
            self.output.push_str("  ");
            self.output.push_str(&why);
            self.claims.push(claim);
        }
        self.output.push('\n');
        Ok(())
    }
}

/// The answers as the operations are read, none held.
///
/// # Errors
/// As [`run`].
fn answer_as_read(options: &Options, input: &mut Scanner<'_>) -> Result<String, InputError> {
    let mut answers: Option<Answers> = None;
    harness::Problem::shape(&Sequence).stream_second(input, |initial, op| {
        let answers = answers.get_or_insert_with(|| Answers::new(initial));
        answers.apply(op, options.explain())
    })?;
    Ok(answers.map_or_else(String::new, |answers| answers.output))
}
