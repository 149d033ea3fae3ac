//! A line of one of several kinds, picked by its first number: [`choice`].

use super::{Limit, Shape, Text};
use crate::generate::Size;
use crate::input::{InputError, Scanner, quote};
use grundy::Rng;

/// A line whose first number says which kind it is. Made by [`choice`].
#[derive(Debug)]
pub struct Choice<S> {
    what: String,
    kinds: Vec<(u64, S)>,
}

/// A line of one of several kinds, picked by its first number (`1 k` appends, `2 k` asks):
/// the value is the kind's index in `kinds` and what follows the number.
///
/// # Example
/// ```
/// use harness::shape::{Shape, choice, num};
///
/// let operation = choice("an operation", vec![
///     (1, num::<u32>("k", "a value to append", 0..=255, 0..=255)),
///     (2, num::<u32>("k", "a position", 1..=9, 1..=9)),
/// ]);
/// assert_eq!(operation.read_all("2 7"), Ok((1, 7)));
/// let error = operation.read_all("3 7").unwrap_err();
/// assert_eq!(error.to_string(), r#"line 1, column 1: expected an operation (1 or 2), found "3""#);
/// ```
pub fn choice<S: Shape>(what: impl Into<String>, kinds: Vec<(u64, S)>) -> Choice<S> {
    assert!(!kinds.is_empty(), "a choice needs a kind");
    Choice {
        what: what.into(),
        kinds,
    }
}

impl<S: Shape> Shape for Choice<S> {
    type Value = (usize, S::Value);

    fn read(&self, input: &mut Scanner<'_>) -> Result<Self::Value, InputError> {
        let tags: Vec<String> = self.kinds.iter().map(|(tag, _)| tag.to_string()).collect();
        let token = input
            .next_token()?
            .ok_or_else(|| InputError::end_of_input(format!("expected {}", self.what)))?;
        let Some(kind) = tags.iter().position(|tag| *tag == token.text) else {
            let (last, rest) = tags.split_last().expect("a kind");
            let listed = if rest.is_empty() {
                last.clone()
            } else {
                format!("{} or {last}", rest.join(", "))
            };
            return Err(InputError::at(
                token.pos,
                format!(
                    "expected {} ({listed}), found {}",
                    self.what,
                    quote(token.text)
                ),
            ));
        };
        Ok((kind, self.kinds[kind].1.read(input)?))
    }

    fn write(&self, (kind, value): &Self::Value, out: &mut Text) {
        out.token(&self.kinds[*kind].0.to_string());
        self.kinds[*kind].1.write(value, out);
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Self::Value {
        let kind = rng.range_usize(0..=self.kinds.len() - 1);
        (kind, self.kinds[kind].1.generate(rng, size))
    }

    fn most(&self, rng: &mut Rng) -> Self::Value {
        let kind = rng.range_usize(0..=self.kinds.len() - 1);
        (kind, self.kinds[kind].1.most(rng))
    }

    fn adds_to_a_total(&self) -> bool {
        self.kinds.iter().any(|(_, kind)| kind.adds_to_a_total())
    }

    fn shrink(
        &self,
        (kind, value): &Self::Value,
        each: &mut dyn FnMut(Self::Value) -> bool,
    ) -> bool {
        self.kinds[*kind]
            .1
            .shrink(value, &mut |smaller| each((*kind, smaller)))
    }

    fn within_judge(&self, (kind, value): &Self::Value) -> bool {
        self.kinds[*kind].1.within_judge(value)
    }

    fn limits(&self, out: &mut Vec<Limit>) {
        for (_, kind) in &self.kinds {
            kind.limits(out);
        }
    }

    fn describe(&self) -> String {
        let kinds: Vec<String> = self
            .kinds
            .iter()
            .map(|(tag, kind)| format!("\"{tag} {}\"", kind.describe()))
            .collect();
        kinds.join(" or ")
    }
}
