//! Valid inputs at every size ([`Inputs`]), their judge text, shrinking, and the referee's
//! answer by an exhaustive search of [`real_rules`](crate::real_rules) on the sequence as it
//! stands at each query (never the solver).

use std::fmt::Write;

use grundy::{BenchCase, Generator, InputError, Referee, Rng, Scanner, Size};

use crate::real_rules::Rules;
use crate::{read_header, read_op, read_value};

/// The judge's largest `n` and `m`.
pub const JUDGE_COUNT: usize = 200_000;

/// The most work the referee takes on: the sum, over the queries, of the squared length of
/// the sequence at the query (its search is quadratic in the length).
pub const REFEREE_WORK: usize = 4_000_000;

/// One operation of a script.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// `1 k`: append `k`.
    Append(u8),
    /// `2 k`: who wins from position `k`.
    Query(usize),
}

/// A whole input: the starting sequence and the operations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Script {
    /// `A_1..A_n`.
    pub initial: Vec<u8>,
    /// The `m` operations, in order.
    pub ops: Vec<Op>,
}

impl Script {
    /// The input text in the judge's format.
    pub fn to_input(&self) -> String {
        let mut text = String::with_capacity(4 * self.initial.len() + 6 * self.ops.len() + 16);
        let _ = writeln!(text, "{} {}", self.initial.len(), self.ops.len());
        for (index, value) in self.initial.iter().enumerate() {
            if index > 0 {
                text.push(' ');
            }
            let _ = write!(text, "{value}");
        }
        text.push('\n');
        for op in &self.ops {
            let _ = match op {
                Op::Append(value) => writeln!(text, "1 {value}"),
                Op::Query(position) => writeln!(text, "2 {position}"),
            };
        }
        text
    }

    /// The expected output, each query decided by `wins(sequence so far, position)`.
    pub fn expected_output(&self, mut wins: impl FnMut(&[u8], usize) -> bool) -> String {
        let mut sequence = self.initial.clone();
        let mut output = String::new();
        for op in &self.ops {
            match *op {
                Op::Append(value) => sequence.push(value),
                Op::Query(position) => output.push_str(verdict(wins(&sequence, position))),
            }
        }
        output
    }

    /// The longest the sequence gets.
    pub fn final_length(&self) -> usize {
        let appends = self
            .ops
            .iter()
            .filter(|op| matches!(op, Op::Append(_)))
            .count();
        self.initial.len() + appends
    }

    /// The referee's search work for this script: the squared length at each query, summed.
    fn referee_work(&self) -> usize {
        let mut length = self.initial.len();
        let mut work = 0usize;
        for op in &self.ops {
            match op {
                Op::Append(_) => length += 1,
                Op::Query(_) => work = work.saturating_add(length * length),
            }
        }
        work
    }
}

/// The judge's answer line for a query: `Grammy` when the first player wins.
pub fn verdict(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "Grammy\n"
    } else {
        "Alice\n"
    }
}

/// A fresh exhaustive search of the real rules on `sequence`, from `position`.
pub fn referee_wins(sequence: &[u8], position: usize) -> bool {
    Referee::new(Rules::new(sequence.to_vec())).wins(&position)
}

/// The referee's output for `script`: each query searched on the sequence as it stands then
/// (one search shared by the queries between two appends).
pub fn referee_output(script: &Script) -> String {
    let mut sequence = script.initial.clone();
    let mut referee = Referee::new(Rules::new(sequence.clone()));
    let mut output = String::new();
    for op in &script.ops {
        match *op {
            Op::Append(value) => {
                sequence.push(value);
                referee = Referee::new(Rules::new(sequence.clone()));
            }
            Op::Query(position) => output.push_str(verdict(referee.wins(&position))),
        }
    }
    output
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

/// A random value alphabet: a listed one, a random subset of 0..16, or all 256 values.
pub fn random_alphabet(rng: &mut Rng) -> Vec<u8> {
    match rng.range(0..=5) {
        0..=2 => rng.pick(ALPHABETS).to_vec(),
        3 | 4 => {
            let size = rng.range_usize(1..=6);
            (0..size).map(|_| rng.range(0..=15) as u8).collect()
        }
        _ => (0..=255).collect(),
    }
}

/// A random script with `1..=max_initial` starting values and `1..=max_ops` operations; now
/// and then its last query is at the last position.
pub fn random_script(rng: &mut Rng, max_initial: usize, max_ops: usize) -> Script {
    let alphabet = random_alphabet(rng);
    let initial: Vec<u8> = (0..rng.range_usize(1..=max_initial))
        .map(|_| *rng.pick(&alphabet))
        .collect();
    let mut length = initial.len();
    let append_chance = rng.range(1..=3);
    let at_last = rng.chance(1, 6);
    let ops = (0..rng.range_usize(1..=max_ops))
        .map(|_| {
            if rng.chance(append_chance, 4) {
                length += 1;
                Op::Append(*rng.pick(&alphabet))
            } else if at_last {
                Op::Query(length)
            } else {
                Op::Query(rng.range_usize(1..=length))
            }
        })
        .collect();
    Script { initial, ops }
}

/// The `t`-th value of the Gray-code cycle through the 256 values, XORed with `mask` (still a
/// cycle whose consecutive values differ in one bit).
fn gray(t: usize, mask: u8) -> u8 {
    let t = (t % 256) as u8;
    t ^ (t >> 1) ^ mask
}

/// The solver's worst order (README, "Cost"): `A_i` the Gray-code cycle, then alternately an
/// append continuing the cycle and a query at the earliest last occurrence, `N - 255`.
pub fn gray_cycle_worst_sweep(n: usize, m: usize, mask: u8) -> Script {
    let initial: Vec<u8> = (0..n).map(|i| gray(i, mask)).collect();
    let mut length = n;
    let ops = (0..m)
        .map(|t| {
            if t % 2 == 0 {
                length += 1;
                Op::Append(gray(length - 1, mask))
            } else {
                Op::Query(length.saturating_sub(255).max(1))
            }
        })
        .collect();
    Script { initial, ops }
}

/// `n` values from `alphabet` and `m` operations, half of them appends, queries anywhere.
fn random_long(rng: &mut Rng, n: usize, m: usize, alphabet: &[u8]) -> Script {
    let initial: Vec<u8> = (0..n).map(|_| *rng.pick(alphabet)).collect();
    let mut length = n;
    let ops = (0..m)
        .map(|_| {
            if rng.chance(1, 2) {
                length += 1;
                Op::Append(*rng.pick(alphabet))
            } else {
                Op::Query(rng.range_usize(1..=length))
            }
        })
        .collect();
    Script { initial, ops }
}

/// An input at the judge's limits, of one of its worst shapes.
fn judge(rng: &mut Rng) -> Script {
    let (n, m) = match rng.range(0..=9) {
        0 => (rng.range_usize(1..=JUDGE_COUNT), JUDGE_COUNT),
        1 => (JUDGE_COUNT, rng.range_usize(1..=JUDGE_COUNT)),
        _ => (JUDGE_COUNT, JUDGE_COUNT),
    };
    match rng.range(0..=7) {
        0..=3 => gray_cycle_worst_sweep(n, m, rng.range(0..=255) as u8),
        4 => {
            // Even popcount only: no two values one bit apart, only equal values move.
            let even: Vec<u8> = (0..=255u8).filter(|v| v.count_ones() % 2 == 0).collect();
            random_long(rng, n, m, &even)
        }
        5 => {
            let value = rng.range(0..=255) as u8;
            random_long(rng, n, m, &[value])
        }
        6 => random_long(rng, n, m, &[0, 255]),
        _ => random_long(rng, n, m, &(0..=255).collect::<Vec<u8>>()),
    }
}

/// The inputs `cargo xtask bench` times: the judge's worst order and a random maximum, and the
/// worst order past the judge.
const BENCH_CASES: &[BenchCase] = &[
    BenchCase {
        name: "judge-max-worst-order",
        size: Size::Judge,
        error: None,
        about: "n = m = 200,000, Gray-code cycle, every query a full 256-step sweep",
    },
    BenchCase {
        name: "judge-max-even-popcount",
        size: Size::Judge,
        error: None,
        about: "n = m = 200,000, even-popcount values, random appends and queries",
    },
    BenchCase {
        name: "worst-order-2e6",
        size: Size::Past,
        error: None,
        about: "the worst order at n = m = 2 * 10^6",
    },
    BenchCase {
        name: "worst-order-short-start",
        size: Size::Past,
        error: None,
        about: "the worst order at n = 1000, m = 4 * 10^6",
    },
];

/// The script of the bench case `name`, from a fixed seed.
fn bench_script(name: &str) -> Option<Script> {
    let mut rng = Rng::new(1);
    let script = match name {
        "judge-max-worst-order" => gray_cycle_worst_sweep(JUDGE_COUNT, JUDGE_COUNT, 0),
        "judge-max-even-popcount" => {
            let even: Vec<u8> = (0..=255u8).filter(|v| v.count_ones() % 2 == 0).collect();
            random_long(&mut rng, JUDGE_COUNT, JUDGE_COUNT, &even)
        }
        "worst-order-2e6" => gray_cycle_worst_sweep(2_000_000, 2_000_000, 0),
        "worst-order-short-start" => gray_cycle_worst_sweep(1000, 4_000_000, 0),
        _ => return None,
    };
    Some(script)
}

/// The generator of scripts: `n m`, `A_1..A_n`, then `m` lines `1 k` or `2 k`.
///
/// - tiny: 1..=7 starting values and 1..=9 operations over small alphabets (one value, 0 and
///   255, one-bit neighbours) or all 256 values;
/// - small: 1..=60 starting values and 1..=120 operations, or the Gray-code worst order at
///   n = m = 300;
/// - judge: n = m = 200,000 (now and then one of them smaller), the Gray-code worst order
///   (cycle shifted by a random mask) half the time, else even-popcount values, one value,
///   0 and 255, or all 256 values, with random appends and queries;
/// - past: the Gray-code worst order at n = m = 2·10^6, or n = 1000 and m = 4·10^6.
#[derive(Clone, Copy, Debug, Default)]
pub struct Inputs;

impl Generator for Inputs {
    type Input = Script;

    fn bench_cases(&self) -> &'static [BenchCase] {
        BENCH_CASES
    }

    fn bench_input(&self, name: &str) -> Option<String> {
        bench_script(name).map(|script| self.format(&script))
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Script {
        match size {
            Size::Tiny => random_script(rng, 7, 9),
            Size::Small => {
                if rng.chance(1, 10) {
                    gray_cycle_worst_sweep(300, 300, rng.range(0..=255) as u8)
                } else {
                    random_script(rng, 60, 120)
                }
            }
            Size::Judge => judge(rng),
            Size::Past => {
                let mask = rng.range(0..=255) as u8;
                if rng.chance(1, 2) {
                    gray_cycle_worst_sweep(2_000_000, 2_000_000, mask)
                } else {
                    gray_cycle_worst_sweep(1000, 4_000_000, mask)
                }
            }
        }
    }

    fn format(&self, script: &Script) -> String {
        script.to_input()
    }

    fn read(&self, text: &str) -> Result<Script, InputError> {
        let mut input = Scanner::new(text);
        let (n, m) = read_header(&mut input)?;
        let mut initial = Vec::new();
        for _ in 0..n {
            initial.push(read_value(&mut input)?);
        }
        let mut length = n;
        let mut ops = Vec::new();
        for _ in 0..m {
            let op = read_op(&mut input, length)?;
            if let Op::Append(_) = op {
                length += 1;
            }
            ops.push(op);
        }
        input.expect_end()?;
        Ok(Script { initial, ops })
    }

    fn shrink(&self, script: &Script) -> Vec<Script> {
        shrink(script)
    }

    fn referee(&self, script: &Script) -> Option<String> {
        (script.referee_work() <= REFEREE_WORK).then(|| referee_output(script))
    }

    /// The judge's limits: 1 <= n, m <= 200,000.
    fn within_judge(&self, script: &Script) -> bool {
        (1..=JUDGE_COUNT).contains(&script.initial.len())
            && (1..=JUDGE_COUNT).contains(&script.ops.len())
    }
}

/// `script` without the starting values in `initial` and the operations in `ops` (index
/// ranges): each query is renumbered to where its element now stands, or, if that element is
/// gone, to the nearest kept one before it (position 1 if none). At least one starting value
/// must be kept.
fn without(
    script: &Script,
    initial: std::ops::Range<usize>,
    ops: std::ops::Range<usize>,
) -> Script {
    // kept[p]: the kept elements among positions 1..=p of the original sequence.
    let mut kept = Vec::with_capacity(script.final_length() + 1);
    kept.push(0usize);
    let mut count = 0;
    for index in 0..script.initial.len() {
        count += usize::from(!initial.contains(&index));
        kept.push(count);
    }
    for (index, op) in script.ops.iter().enumerate() {
        if let Op::Append(_) = op {
            count += usize::from(!ops.contains(&index));
            kept.push(count);
        }
    }
    let new_initial = script
        .initial
        .iter()
        .enumerate()
        .filter(|(index, _)| !initial.contains(index))
        .map(|(_, &value)| value)
        .collect();
    let new_ops = script
        .ops
        .iter()
        .enumerate()
        .filter(|(index, _)| !ops.contains(index))
        .map(|(_, &op)| match op {
            Op::Append(value) => Op::Append(value),
            Op::Query(position) => Op::Query(kept[position].max(1)),
        })
        .collect();
    Script {
        initial: new_initial,
        ops: new_ops,
    }
}

/// The scripts one step smaller: half the operations or starting values, one operation or
/// starting value fewer, one value or query position halved or lowered by one. `n` and `m`
/// stay at least 1 (the statement's limits). Large inputs get only the first few (each
/// candidate is a whole copy).
fn shrink(script: &Script) -> Vec<Script> {
    let (n, m) = (script.initial.len(), script.ops.len());
    let limit = (4_000_000 / (n + m + 1)).max(8);
    let mut out = Vec::new();
    let mut add = |candidate: Script| {
        if out.len() < limit {
            out.push(candidate);
        }
    };
    if m >= 2 {
        add(without(script, 0..0, m / 2..m));
        add(without(script, 0..0, 0..m / 2));
    }
    if n >= 2 {
        add(without(script, n / 2..n, 0..0));
        add(without(script, 0..n / 2, 0..0));
    }
    if m >= 2 {
        for index in (0..m).take(limit) {
            add(without(script, 0..0, index..index + 1));
        }
    }
    if n >= 2 {
        for index in (0..n).take(limit) {
            add(without(script, index..index + 1, 0..0));
        }
    }
    let lower = |value: usize, least: usize| {
        let mut smaller = vec![value / 2, value.saturating_sub(1)];
        smaller.dedup();
        smaller.retain(|&s| s >= least && s != value);
        smaller
    };
    for (index, &value) in script.initial.iter().enumerate().take(limit) {
        for smaller in lower(usize::from(value), 0) {
            let mut candidate = script.clone();
            candidate.initial[index] = smaller as u8;
            add(candidate);
        }
    }
    for (index, &op) in script.ops.iter().enumerate().take(limit) {
        let (smaller, least) = match op {
            Op::Append(value) => (usize::from(value), 0),
            Op::Query(position) => (position, 1),
        };
        for smaller in lower(smaller, least) {
            let mut candidate = script.clone();
            candidate.ops[index] = match op {
                Op::Append(_) => Op::Append(smaller as u8),
                Op::Query(_) => Op::Query(smaller),
            };
            add(candidate);
        }
    }
    out
}
