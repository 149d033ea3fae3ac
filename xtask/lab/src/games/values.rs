//! A component's Grundy value, from core's engines and formulas, with how it was obtained
//! (a table by mex, a period a theorem proves, a formula) and the bounds past which it is
//! not computed here.

use grundy::{
    CoinTurning, ComponentValues, Euclid, GrundyGame, OctalValues, Period, Subtraction,
    SubtractionLimits, SubtractionValues, TakeBreak, TurningRule, one_heap_period,
};

use super::component::{Family, State, rule_name};

/// The most values of an octal code's heaps computed (past it, a proved period answers).
pub const OCTAL_BOUND: usize = 1 << 22;
/// The largest heap of Grundy's game answered (by core's sparse-space engine).
pub const GRUNDY_BOUND: u64 = 1 << 20;
/// The largest heap of a take-and-break code outside the octal theorem (hexadecimal, `d0`,
/// `...`) computed by mex, unless a move may leave three heaps ([`THREE_HEAPS_BOUND`]).
pub const DIRECT_BOUND: u64 = 5_000;
/// The largest heap of a code whose moves may leave three heaps.
pub const THREE_HEAPS_BOUND: u64 = 500;
/// The most positions of Euclid's game searched for one pair's value.
pub const EUCLID_BOUND: u64 = 1_000_000;
/// The most moves listed for one component.
pub const MOVES_BOUND: u128 = 2_000_000;

/// How a family's values are found.
#[derive(Debug)]
enum Rule {
    /// A table of heaps, with the period (and saltus) that extends it, if proved.
    Table {
        values: Vec<u32>,
        period: Option<(Period, u32)>,
    },
    /// A finite subtraction set's table (it knows its own proved period).
    Subtract(SubtractionValues),
    /// g(n) = n: Nim, and a string of n edges.
    Identity,
    /// Euclid's game, by mex over the real rules.
    Euclid(ComponentValues<Euclid>),
    /// A coin row: the nim-sum of its heads' values.
    Turning(CoinTurning),
    /// The colon principle.
    Tree,
    /// The fusion principle (cycles fused into loops), then the colon principle.
    Graph,
}

/// The values of one component's family, computed far enough for it and everything it
/// reaches.
#[derive(Debug)]
pub struct Values {
    rule: Rule,
    /// How the component's value was obtained, in words.
    pub how: String,
}

impl Values {
    /// The values for `state` of `family` (and every state it can reach).
    ///
    /// # Errors
    /// When the value lies past the bounds of this module, naming the bound.
    pub fn new(family: &Family, state: &State) -> Result<Values, String> {
        let n = match state {
            State::Heap(n) => *n,
            _ => 0,
        };
        let (rule, how) = match family {
            Family::Code(code, _) => code_values(code, n)?,
            Family::Nim => (Rule::Identity, "formula: Nim's g(n) = n".into()),
            Family::Stalk => (
                Rule::Identity,
                "formula: a string of n edges is worth n".into(),
            ),
            Family::Subtract(game) => subtraction_values(game, n)?,
            Family::Grundy => {
                if n > GRUNDY_BOUND {
                    return Err(format!(
                        "Grundy's game is computed here up to heaps of {GRUNDY_BOUND}, not {n}"
                    ));
                }
                let values = GrundyGame.grundy_sparse(n as usize);
                let how = format!(
                    "table by mex up to {n}, by the sparse-space engine; no period is known"
                );
                (
                    Rule::Table {
                        values,
                        period: None,
                    },
                    how,
                )
            }
            Family::Euclid => {
                let State::Pair(a, b) = *state else {
                    unreachable!("Euclid's state is a pair")
                };
                let reach = euclid_reach(a, b);
                if reach > EUCLID_BOUND {
                    return Err(format!(
                        "Euclid's ({a},{b}) reaches about {reach} positions, more than the \
                         {EUCLID_BOUND} searched here"
                    ));
                }
                let how = "mex over its moves, every position it reaches searched".into();
                (Rule::Euclid(ComponentValues::new(Euclid)), how)
            }
            Family::Turning(rule) => {
                let State::Row(row) = state else {
                    unreachable!("a coin row")
                };
                let sets = CoinTurning::new(*rule).coins_read(row.len());
                if sets > MOVES_BOUND {
                    return Err(format!(
                        "a row of {} coins: the sets a move may turn hold {sets} coins in all, \
                         more than the {MOVES_BOUND} read here",
                        row.len()
                    ));
                }
                let formula = match rule {
                    TurningRule::TurningTurtles => "a head on coin n is worth n",
                    TurningRule::MockTurtles => "a head on coin n is worth the n-th odious number",
                    TurningRule::Ruler => {
                        "a head on coin n is worth the largest power of 2 dividing n"
                    }
                    TurningRule::Twins => "a head on coin n is worth n - 1",
                    TurningRule::Sets(_) => "a head's value by mex over its turn-sets",
                };
                let how = format!(
                    "{}: {formula}; the row is the nim-sum of its heads",
                    rule_name(*rule)
                );
                (Rule::Turning(CoinTurning::new(*rule)), how)
            }
            Family::Tree => (
                Rule::Tree,
                "the colon principle: a node is worth the nim-sum of 1 + each branch above it"
                    .into(),
            ),
            Family::Graph => (
                Rule::Graph,
                "the fusion principle (each cycle's nodes fused, its edges become loops, each \
                 worth 1), then the colon principle"
                    .into(),
            ),
        };
        Ok(Values { rule, how })
    }

    /// The value of `state` (one the component can reach).
    pub fn of(&mut self, state: &State) -> u64 {
        match (&mut self.rule, state) {
            (Rule::Table { values, period }, State::Heap(n)) => match period {
                Some((period, saltus)) => periodic(values, *period, *saltus, *n),
                None => u64::from(values[*n as usize]),
            },
            (Rule::Subtract(table), State::Heap(n)) => u64::from(
                table
                    .value(*n)
                    .expect("the table covers every smaller heap"),
            ),
            (Rule::Identity, State::Heap(n)) => *n,
            (Rule::Euclid(values), State::Pair(a, b)) => u64::from(values.value(&(*a, *b))),
            (Rule::Turning(game), State::Row(row)) => game.value(row),
            (Rule::Tree, State::Tree(tree)) => u64::from(tree.graph().tree_value()),
            (Rule::Graph, State::Graph(edges)) => {
                u64::from(grundy::RootedGraph::on_edges(0, edges.iter().copied()).value())
            }
            _ => unreachable!("a state of another family"),
        }
    }

    /// The value of what a move leaves: the nim-sum of its pieces.
    pub fn of_all(&mut self, pieces: &[State]) -> u64 {
        pieces.iter().fold(0, |sum, piece| sum ^ self.of(piece))
    }
}

/// g(n) from `values` and a period with saltus (`g(n + L) = g(n) + saltus` from the preperiod).
fn periodic(values: &[u32], period: Period, saltus: u32, n: u64) -> u64 {
    if n < values.len() as u64 {
        return u64::from(values[n as usize]);
    }
    let (start, length) = (period.preperiod as u64, period.length as u64);
    let (laps, base) = ((n - start) / length, start + (n - start) % length);
    u64::from(values[base as usize]) + laps * u64::from(saltus)
}

/// A take-and-break code's values up to heap `n`: by the octal engine (and the octal
/// periodicity theorem past its table) for octal codes with `d0 = 0` and no `...`; else by
/// mex, with core's one-heap period where it proves one.
fn code_values(code: &TakeBreak, n: u64) -> Result<(Rule, String), String> {
    if let Some(octal) = code.octal_game() {
        let mut engine = OctalValues::new(&octal);
        let up_to = usize::try_from(n).unwrap_or(usize::MAX).min(OCTAL_BOUND);
        let period = engine.find_period(up_to, |_| ());
        let values = engine.into_values();
        let how = match period {
            _ if n < values.len() as u64 => format!("table by mex up to {n}, by the octal engine"),
            Some(p) => format!(
                "period {} from n = {}, proved by the octal periodicity theorem from g(0..={})",
                p.length,
                p.preperiod,
                values.len() - 1
            ),
            None => {
                return Err(format!(
                    "{code} is computed here up to heaps of {OCTAL_BOUND} and no period was \
                     proved by then: {n} is past that bound"
                ));
            }
        };
        return Ok((
            Rule::Table {
                values,
                period: period.map(|p| (p, 0)),
            },
            how,
        ));
    }
    let one_heap = code.digits()[0] == 0 && code.digits().iter().all(|&d| d <= 3);
    if one_heap {
        let values = code.grundy_direct(2_000.min(n as usize).max(200));
        if let Some((period, _)) = one_heap_period(code, &values) {
            let how = if n < values.len() as u64 {
                format!("table by mex up to {n}")
            } else {
                format!(
                    "g(n + {}) = g(n) + {} from n = {}, proved by core's one-heap argument",
                    period.length, period.saltus, period.preperiod
                )
            };
            let period = Some((period.period(), period.saltus));
            return Ok((Rule::Table { values, period }, how));
        }
    }
    let bound = if code.splits_into_three() {
        THREE_HEAPS_BOUND
    } else {
        DIRECT_BOUND
    };
    if n > bound {
        return Err(format!(
            "{code} is computed here by mex up to heaps of {bound} (no period proved), not {n}"
        ));
    }
    let values = code.grundy_direct(n as usize);
    Ok((
        Rule::Table {
            values,
            period: None,
        },
        format!("table by mex up to {n}"),
    ))
}

/// A subtraction game's values up to heap `n`, by core's table and the period it proves.
fn subtraction_values(game: &Subtraction, n: u64) -> Result<(Rule, String), String> {
    let table = game.values(n, &SubtractionLimits::DEFAULT);
    if table.value(n).is_none() {
        return Err(format!(
            "this subtraction game is computed here up to heaps of {} and no period was \
             proved by then: {n} is past that bound",
            table.computed().saturating_sub(1)
        ));
    }
    let how = match table.period() {
        Some(p) if n >= table.computed() as u64 => format!(
            "period {} from n = {}, proved by core's table (a finite subtraction set)",
            p.length, p.preperiod
        ),
        _ => format!("table by mex up to {n}"),
    };
    Ok((Rule::Subtract(table), how))
}

/// About how many positions of Euclid's game `(a, b)` reaches: the sum of the quotients of
/// its continued fraction.
pub fn euclid_reach(mut a: u64, mut b: u64) -> u64 {
    let mut reach = 0u64;
    while b > 0 {
        reach = reach.saturating_add(a / b);
        (a, b) = (b, a % b);
    }
    reach
}

/// An upper bound on the moves `state` has under `family`, to refuse listing too many.
pub fn move_count(family: &Family, state: &State) -> u128 {
    match (family, state) {
        (Family::Code(code, _), State::Heap(n)) => {
            let n = u128::from(*n);
            let digits = code.digits();
            let each = |d: u8| {
                1 + if d & 4 != 0 { n / 2 } else { 0 } + if d & 8 != 0 { n * n / 6 } else { 0 }
            };
            let listed: u128 = digits.iter().map(|&d| each(d)).sum();
            let repeated = if code.repeats() {
                n * each(digits[digits.len() - 1])
            } else {
                0
            };
            listed + repeated
        }
        (Family::Nim | Family::Stalk | Family::Grundy, State::Heap(n)) => u128::from(*n),
        (Family::Subtract(game), _) => game.amounts().len() as u128,
        (Family::Euclid, State::Pair(a, b)) => u128::from(a / b.max(&1)),
        (Family::Turning(rule), State::Row(row)) => {
            let len = row.len() as u128;
            let each = match rule {
                TurningRule::Ruler | TurningRule::TurningTurtles | TurningRule::Twins => len,
                TurningRule::MockTurtles => len * len,
                TurningRule::Sets(_) => CoinTurning::new(*rule).coins_read(row.len()),
            };
            len.saturating_mul(each)
        }
        (Family::Tree, State::Tree(tree)) => tree.edges() as u128,
        (Family::Graph, State::Graph(edges)) => edges.len() as u128,
        _ => 0,
    }
}
