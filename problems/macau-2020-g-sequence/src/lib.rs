//! 2020 ICPC Asia Macau Regional, problem G "Game on Sequence" (README.md): the values ordered
//! by last occurrence, and a lazy sweep that decides a last occurrence when a query needs it.

mod explain;
mod last_occurrences;
pub mod problem;
pub mod real_rules;

use harness::shape::At;
use harness::{Claim, InputError, Options, Scanner, quote};

pub use problem::Sequence;

use last_occurrences::GrowingSequence;
use problem::Op;

/// The largest `n` and `m` accepted (the judge's: 200000): the solver keeps one byte per
/// element, so the real bound is the size of the input itself.
pub const MAX_COUNT: usize = 1_000_000_000;

harness::program! {
    about: "ICPC 2020 Macau G \"Game on Sequence\": move a token to a later position whose value \
            differs in at most one bit; who cannot move loses.",
    format: "\"1 x\" appends x; \"2 k\" asks who wins with the token at position k,\n\
             1 <= k <= the current length (memory is the real limit on n and m)\n\
             output: per query, Grammy (the first player wins) or Alice",
    example: "official-1",
    problem: Sequence,
}

/// The answers to the operations `ops` on the starting sequence `initial`, and with `--explain`
/// the claim on each query.
fn answer(options: &Options, initial: &[u8], ops: &[Op]) -> Result<Answers, InputError> {
    let mut answers = Answers::new(initial);
    for &op in ops {
        answers.apply(op, options.explain())?;
    }
    Ok(answers)
}

/// The answers as the operations are read, none held.
fn answer_as_read(options: &Options, input: &mut Scanner<'_>) -> Result<String, InputError> {
    let mut answers: Option<Answers> = None;
    let shape = harness::Problem::shape(&Sequence);
    shape.plain().stream_second(input, |initial, op| {
        let answers = answers.get_or_insert_with(|| Answers::new(initial));
        answers.apply(op, options.explain())
    })?;
    Ok(answers.map_or_else(String::new, |answers| answers.output))
}

/// The sequence as the operations change it, the answers so far and, explained, their claims.
struct Answers {
    sequence: GrowingSequence,
    output: String,
    claims: Vec<Claim<usize>>,
}

impl Answers {
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

    /// Applies one operation: an append, or a query answered (and explained); a query outside
    /// the current sequence is an error at its place.
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
