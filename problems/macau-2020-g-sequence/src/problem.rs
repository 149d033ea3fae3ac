//! Game on Sequence's contract: its input declared once, its referee (an exhaustive search of
//! `src/real_rules.rs` on the sequence as it stands at each query), the claims of `--explain`
//! and their words, its own distribution of inputs and its bench cases.

use grundy::Rng;
use harness::draw::{Draw, Drawn, drawn, one_of};
use harness::shape::{At, Limit, Num, Shape, Text, TwoLists, num, two_lists};
use harness::{
    Bench, BenchCase, Claim, Explained, Input, InputError, Options, Pos, Problem, Scanner, Size,
};

use crate::MAX_COUNT;
use crate::real_rules::Rules;

/// The judge's largest `n` and `m`.
pub const JUDGE_COUNT: usize = 200_000;

/// The most work the referee takes on: the sum, over the queries, of the squared length of
/// the sequence at the query (its search is quadratic in the length).
pub const REFEREE_WORK: usize = 4_000_000;

/// One operation: `1 x` appends `x`; `2 k` asks who wins from position `k` (kept with the
/// place it was read: whether it is within the current length is `solve`'s to say).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Op {
    /// `1 x`: append `x`.
    Append(u8),
    /// `2 k`: who wins with the token at position `k`.
    Query(At<usize>),
}

/// A query at `position` (generated: read nowhere).
pub fn query(position: usize) -> Op {
    Op::Query(At {
        value: position,
        pos: Pos { line: 0, column: 0 },
    })
}

/// One operation on a line of its own. A shape of its own rather than a `choice`, for the
/// solver's words: an unknown operation is "expected an operation (1 = append, 2 = query) in
/// 1..=2", and a truncated one names the operation, the value or the position it lacks. A
/// position 0 is read, for `solve` to reject in the words of the current length.
#[derive(Debug)]
pub struct Operation {
    kind: Num<u8>,
    value: Num<u8>,
    position: Num<usize>,
}

impl Shape for Operation {
    type Value = Op;

    fn read(&self, input: &mut Scanner<'_>) -> Result<Op, InputError> {
        if self.kind.read(input)? == 1 {
            return Ok(Op::Append(self.value.read(input)?));
        }
        let pos = input.next_pos();
        let zero = input.attempt(|ahead| {
            let token = ahead.next_token()?.map_or("", |token| token.text);
            let digits = token.strip_prefix(['+', '-']).unwrap_or(token);
            let zero = !digits.is_empty() && digits.bytes().all(|digit| digit == b'0');
            Ok(zero.then_some(0))
        })?;
        let value = match zero {
            Some(zero) => zero,
            None => self.position.read(input)?,
        };
        Ok(Op::Query(At { value, pos }))
    }

    fn write(&self, op: &Op, out: &mut Text) {
        match op {
            Op::Append(value) => {
                self.kind.write(&1, out);
                self.value.write(value, out);
            }
            Op::Query(position) => {
                self.kind.write(&2, out);
                self.position.write(&position.value, out);
            }
        }
        out.end_line();
    }

    /// An append, or a query at position 1 (the only one valid at any length).
    fn generate(&self, rng: &mut Rng, size: Size) -> Op {
        if rng.chance(1, 2) {
            Op::Append(self.value.generate(rng, size))
        } else {
            query(1)
        }
    }

    fn shrink(&self, op: &Op, each: &mut dyn FnMut(Op) -> bool) -> bool {
        match *op {
            Op::Append(value) => self.value.shrink(&value, &mut |v| each(Op::Append(v))),
            Op::Query(At { value, pos }) => self
                .position
                .shrink(&value, &mut |k| each(Op::Query(At { value: k, pos }))),
        }
    }

    fn within_judge(&self, op: &Op) -> bool {
        match op {
            Op::Append(value) => self.value.within_judge(value),
            Op::Query(position) => self.position.within_judge(&position.value),
        }
    }

    fn limits(&self, out: &mut Vec<Limit>) {
        self.value.limits(out);
        self.position.limits(out);
    }

    fn describe(&self) -> String {
        "\"1 x\" or \"2 k\"".to_owned()
    }
}

/// The problem: `n m`, `A_1..A_n`, then `m` operations.
#[derive(Clone, Copy, Debug, Default)]
pub struct Sequence;

/// Each query of `input` with the length of the sequence when it is asked.
fn queries((initial, ops): &Input<Sequence>) -> Vec<(usize, usize)> {
    let mut length = initial.len();
    let mut queries = Vec::new();
    for op in ops {
        match op {
            Op::Append(_) => length += 1,
            Op::Query(position) => queries.push((length, position.value)),
        }
    }
    queries
}

/// The sequence after every append of `input`.
pub fn final_sequence((initial, ops): &Input<Sequence>) -> Vec<u8> {
    let appended = ops.iter().filter_map(|op| match op {
        Op::Append(value) => Some(*value),
        Op::Query(_) => None,
    });
    initial.iter().copied().chain(appended).collect()
}

/// Small value alphabets where equal values and one-bit neighbours are common.
const ALPHABETS: &[&[u8]] = &[
    &[0],
    &[0, 1],
    &[0, 255],
    &[0, 1, 2, 3],
    &[0, 1, 2, 4],
    &[0, 1, 3, 7, 15],
    &[0, 1, 2, 3, 4, 5, 6, 7],
    &[5, 7, 4, 6, 13, 255, 254],
];

/// A random value alphabet: a listed one, a random subset of 0..16, the values of even
/// popcount, or all 256 values.
pub fn random_alphabet(rng: &mut Rng) -> Vec<u8> {
    match rng.range(0..=6) {
        0..=2 => rng.pick(ALPHABETS).to_vec(),
        3 | 4 => {
            let size = rng.range_usize(1..=6);
            (0..size).map(|_| rng.range(0..=15) as u8).collect()
        }
        5 => even_popcount(),
        _ => (0..=255).collect(),
    }
}

/// The values of even popcount: no two of them differ in exactly one bit.
pub fn even_popcount() -> Vec<u8> {
    (0..=255u8).filter(|v| v.count_ones() % 2 == 0).collect()
}

/// `n` values from `alphabet`, then `m` operations: an append at a random rate (a third of the
/// time continuing, every other append, a cycle through the alphabet: single appends then
/// change many verdicts at once), else a query anywhere (one time in six, at the last position).
pub fn script(rng: &mut Rng, (n, m): (usize, usize), alphabet: &[u8]) -> Input<Sequence> {
    let initial: Vec<u8> = (0..n).map(|_| *rng.pick(alphabet)).collect();
    let (appends, cycling, at_last) = (rng.range(1..=3), rng.chance(1, 3), rng.chance(1, 6));
    let mut length = n;
    let mut op = || {
        if rng.chance(appends, 4) {
            length += 1;
            let cycle = alphabet[length % alphabet.len()];
            Op::Append(if cycling && rng.chance(1, 2) {
                cycle
            } else {
                *rng.pick(alphabet)
            })
        } else if at_last {
            query(length)
        } else {
            query(rng.range_usize(1..=length))
        }
    };
    let ops = (0..m).map(|_| op()).collect();
    (initial, ops)
}

/// A script with `1..=max_initial` starting values and `1..=max_ops` operations over a random
/// alphabet.
pub fn random_script(rng: &mut Rng, max_initial: usize, max_ops: usize) -> Input<Sequence> {
    let alphabet = random_alphabet(rng);
    let counts = (
        rng.range_usize(1..=max_initial),
        rng.range_usize(1..=max_ops),
    );
    script(rng, counts, &alphabet)
}

/// One starting value, then up to 10 appends, with a query at every position before and after
/// each: every verdict the sweep keeps is asked for.
fn every_position_after_every_append(rng: &mut Rng) -> Input<Sequence> {
    let alphabet = random_alphabet(rng);
    let mut ops = Vec::new();
    for length in 1..=rng.range_usize(1..=11) {
        if length > 1 {
            ops.push(Op::Append(*rng.pick(&alphabet)));
        }
        ops.extend((1..=length).map(query));
    }
    (vec![*rng.pick(&alphabet)], ops)
}

/// The `t`-th value of the Gray-code cycle through the 256 values, XORed with `mask` (still a
/// cycle whose consecutive values differ in one bit).
fn gray(t: usize, mask: u8) -> u8 {
    let t = (t % 256) as u8;
    t ^ (t >> 1) ^ mask
}

/// The solver's worst order (README, "Cost"): `A_i` the Gray-code cycle, then alternately an
/// append continuing the cycle and a query at the earliest last occurrence, `N - 255`.
pub fn gray_cycle_worst_sweep(n: usize, m: usize, mask: u8) -> Input<Sequence> {
    let initial: Vec<u8> = (0..n).map(|i| gray(i, mask)).collect();
    let mut length = n;
    let ops = (0..m)
        .map(|t| {
            if t % 2 == 0 {
                length += 1;
                Op::Append(gray(length - 1, mask))
            } else {
                query(length.saturating_sub(255).max(1))
            }
        })
        .collect();
    (initial, ops)
}

impl Problem for Sequence {
    type Shape = Drawn<TwoLists<Num<u8>, Operation>>;

    /// The shape's own draw asks only about position 1 (the one valid at any length): the game
    /// needs queries anywhere, alphabets of equal and one-bit values, and its worst order.
    fn shape(&self) -> Self::Shape {
        let n = num("n", "the sequence length n", 1..=JUDGE_COUNT, 1..=MAX_COUNT);
        let m = num(
            "m",
            "the number of operations m",
            1..=JUDGE_COUNT,
            0..=MAX_COUNT,
        );
        let operation = Operation {
            kind: num("op", "an operation (1 = append, 2 = query)", 1..=2, 1..=2),
            value: num("x", "a value to append", 0..=255, 0..=255),
            position: num("k", "a position", 1..=2 * JUDGE_COUNT, 1..=2 * MAX_COUNT),
        };
        let values = num("A_i", "a sequence value", 0..=255, 0..=255);
        let random = |most_initial, most_ops| {
            Draw::new(move |rng| random_script(rng, most_initial, most_ops))
        };
        let judge = Draw::new(random_alphabet)
            .then(|alphabet, rng| script(rng, (JUDGE_COUNT, JUDGE_COUNT), &alphabet));
        let worst =
            |n, m| Draw::new(move |rng| gray_cycle_worst_sweep(n, m, rng.range(0..=255) as u8));
        let every_position = Draw::new(every_position_after_every_append);
        drawn(two_lists(n, m, values, operation), |_| {
            one_of(vec![
                (1, every_position.at(&[Size::Tiny])),
                (3, random(12, 16).at(&[Size::Tiny])),
                (1, worst(300, 300).at(&[Size::Small])),
                (9, random(60, 120).at(&[Size::Small])),
                (1, worst(JUDGE_COUNT, JUDGE_COUNT).at(&[Size::Judge])),
                (1, judge.at(&[Size::Judge])),
                (1, worst(2_000_000, 2_000_000).at(&[Size::Beyond])),
                (1, worst(1000, 4_000_000).at(&[Size::Beyond])),
            ])
        })
    }

    fn solve(&self, (initial, ops): Input<Self>, options: &Options) -> Result<String, InputError> {
        crate::answer(options, &initial, &ops).map(|answers| answers.output)
    }

    /// The operations are answered as they are read: none is held.
    fn solve_streaming(
        &self,
        input: &mut Scanner<'_>,
        options: &Options,
    ) -> Result<String, InputError> {
        crate::answer_as_read(options, input)
    }

    fn referee(&self, input: &Input<Self>) -> Option<String> {
        harness::verdict_lines(self.positions(input), "Grammy", "Alice")
    }

    /// Every query within the sequence as it stands then (shrinking may drop an append or a
    /// starting value a later query needs).
    fn answers(&self, input: &Input<Self>) -> bool {
        queries(input)
            .iter()
            .all(|&(length, k)| (1..=length).contains(&k))
    }

    /// The worst order, at the judge's size and past it (README, "Cost").
    fn bench(&self) -> Vec<Bench<Input<Self>>> {
        let worst =
            |case: BenchCase, n, m| case.input(Draw::new(move |_| gray_cycle_worst_sweep(n, m, 0)));
        let judge = "n = m = 200,000, Gray-code cycle, every query a full 256-step sweep";
        let judge = BenchCase::judge("judge-max-worst-order", judge);
        let past = "the worst order at n = m = 2 * 10^6";
        let past = BenchCase::beyond("worst-order-2e6", past);
        let short = "the worst order at n = 1000, m = 4 * 10^6";
        let short = BenchCase::beyond("worst-order-short-start", short);
        vec![
            worst(judge, JUDGE_COUNT, JUDGE_COUNT),
            worst(past, 2_000_000, 2_000_000),
            worst(short, 1000, 4_000_000),
        ]
    }
}

impl Explained for Sequence {
    type Game = Rules;

    /// The game on the final sequence, each query at the length it was asked at; `None` past
    /// [`REFEREE_WORK`] or for a query past the sequence.
    fn positions(&self, input: &Input<Self>) -> Option<(Rules, Vec<(usize, usize)>)> {
        let queries = queries(input);
        let work = queries.iter().fold(0usize, |work, &(length, _)| {
            work.saturating_add(length * length)
        });
        (work <= REFEREE_WORK && self.answers(input))
            .then(|| (Rules::new(final_sequence(input)), queries))
    }

    fn claims(&self, (initial, ops): &Input<Self>) -> Vec<Claim<usize>> {
        let answers = crate::answer(&Options::new().explained(), initial, ops);
        answers.map_or_else(|_| Vec::new(), |answers| answers.claims)
    }

    /// `to position j` (the token moves to position `j`), or `every move loses`.
    fn words(&self, claim: &Claim<usize>) -> String {
        claim.say(|to| format!("to position {to}"))
    }
}
