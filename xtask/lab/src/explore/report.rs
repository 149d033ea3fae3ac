//! What `explore` prints: what was explored, the values as a table, the P-positions, and the
//! pattern: proved by a theorem, only seen in the computed values (not proved), or none; for
//! an Every-SG problem, the steps as a table too, and the components they say are won.

use std::ops::Range;

use super::positions::{PositionRule, listed, p_positions};
use super::sequence::{NO_COMPONENT, Proof, Sequence, Theorem};
use super::table::{self, Rows, Widths};
use grundy::{Period, seen_period};

/// How many values are shown by default when no period is known, or a long one.
pub const DEFAULT_SHOWN: usize = 120;

/// By default, the preperiod and two periods are shown instead when they are at most this
/// many values...
pub const MOST_SHOWN_BY_DEFAULT: usize = 360;

/// ... and at least this many (more periods are added).
pub const FEWEST_SHOWN_BY_DEFAULT: usize = 40;

/// Periods up to this long are laid out in rows of whole periods.
pub const ALIGNED_PERIOD: usize = 30;

/// A period that starts past the values shown is shown from its start too: two periods, at
/// most this many values.
pub const WINDOW_MOST: usize = 120;

/// How many sides of a two-axis table are shown by default (`0..=20`).
pub const DEFAULT_SIDE: usize = 21;

/// What steps mean, said under their table.
const STEPS_MEAN: [&str; 3] = [
    "Every-SG (each turn, a move in every component not yet over): a component's steps is how \
     long it",
    "lasts when the player winning it drags it out and the one losing it ends it soonest; the \
     player to",
    "move wins exactly when the largest steps among the components is odd.",
];

/// The lines under a table of steps: the components shown whose steps are odd (`won`, each
/// already in words), then what steps mean.
fn steps_lines<T: ToString>(won: &[T], as_what: &str) -> Vec<String> {
    let mut lines = vec![format!(
        "odd steps (won for the player to move) among those shown{as_what}: {}",
        listed(won)
    )];
    lines.extend(STEPS_MEAN.map(str::to_owned));
    lines
}

/// What the values of one axis show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pattern {
    /// A theorem proves the period.
    Proved(Proof),
    /// The computed values `g(0..=up_to)` follow `g(n + length) = g(n) + saltus` from the
    /// period's start, over at least half of them and [`grundy::period::SEEN_PERIODS`] whole
    /// periods (see [`grundy::seen_period`]): not proved.
    Seen {
        /// The least length seen, and its least start.
        period: Period,
        /// What each period adds (0: the values repeat; more: arithmetic periodicity).
        saltus: u32,
        /// The last index computed.
        up_to: usize,
    },
    /// No period is seen in `g(0..=up_to)`.
    NoneSeen {
        /// The last index computed.
        up_to: usize,
    },
}

impl Pattern {
    /// The pattern of `sequence`: its proof, else what its computed values show.
    pub fn of(sequence: &Sequence) -> Pattern {
        let up_to = sequence.computed().saturating_sub(1);
        match sequence.proof {
            Some(proof) => Pattern::Proved(proof),
            None => match seen_period(&sequence.values) {
                Some(seen) => Pattern::Seen {
                    period: seen.period(),
                    saltus: seen.saltus,
                    up_to,
                },
                None => Pattern::NoneSeen { up_to },
            },
        }
    }

    /// The period, proved or seen.
    pub fn period(&self) -> Option<Period> {
        match *self {
            Pattern::Proved(proof) => Some(proof.period),
            Pattern::Seen { period, .. } => Some(period),
            Pattern::NoneSeen { .. } => None,
        }
    }

    /// The pattern in words over the axis `axis`: `proved: ...` with the theorem and the
    /// values it used, `not proved: ...`, or `no period seen in ...`.
    pub fn lines(&self, axis: &str) -> Vec<String> {
        match *self {
            Pattern::Proved(Proof {
                period: Period { preperiod, length },
                saltus,
                theorem,
                used_up_to,
            }) => vec![
                format!(
                    "proved: g({axis} + {length}) = g({axis}){} for every {axis} >= {preperiod}",
                    if saltus > 0 {
                        format!(" + {saltus}")
                    } else {
                        String::new()
                    }
                ),
                match theorem {
                    Theorem::OwnArgument => {
                        format!("  by {}, which g(0..={used_up_to}) keep", theorem.name())
                    }
                    _ => format!("  by {}, from g(0..={used_up_to})", theorem.name()),
                },
            ],
            Pattern::Seen {
                period: Period { preperiod, length },
                saltus: 0,
                up_to,
            } => vec![
                format!("not proved: repeats with period {length} from {preperiod} up to {up_to}"),
                format!(
                    "  (seen in the computed values only, {} times over; not proved by this tool to go on)",
                    (up_to + 1 - preperiod) / length
                ),
            ],
            Pattern::Seen {
                period: Period { preperiod, length },
                saltus,
                up_to,
            } => vec![
                format!(
                    "not proved: g({axis} + {length}) = g({axis}) + {saltus} for every {axis} >= \
                     {preperiod}, seen up to {up_to}"
                ),
                format!(
                    "  (arithmetic periodicity, seen in the computed values only, {} periods \
                     long; not proved by this tool to go on)",
                    (up_to + 1 - preperiod) / length
                ),
            ],
            Pattern::NoneSeen { up_to } => vec![format!("no period seen in g(0..={up_to})")],
        }
    }

    /// The words marking the row where the period starts.
    fn mark(&self, axis: &str, preperiod: usize) -> String {
        match self {
            Pattern::Proved(proof) if proof.saltus > 0 => {
                let saltus = proof.saltus;
                format!("from {axis} = {preperiod}, each period adds {saltus} (proved)")
            }
            Pattern::Proved(_) => format!("the period starts at {axis} = {preperiod} (proved)"),
            Pattern::Seen { saltus, .. } if *saltus > 0 => {
                format!("from {axis} = {preperiod}, each period adds {saltus} (seen, not proved)")
            }
            _ => format!("repeats from {axis} = {preperiod} (seen, not proved)"),
        }
    }
}

/// The rows a period is laid out in from where it starts: whole periods at least ten values
/// wide when it is at most [`ALIGNED_PERIOD`] long, else rows of ten.
fn rows_of(period: Period) -> Rows {
    if period.length <= ALIGNED_PERIOD {
        Rows::for_period(period.preperiod, period.length)
    } else {
        Rows {
            width: 10,
            anchor: period.preperiod,
        }
    }
}

/// `12 (the period)`, `14 (2 periods of 7)`, or `10` for a long period or one of length 1
/// (ten values a row, whatever the period).
fn rows_words(period: Period) -> String {
    let width = rows_of(period).width;
    match width / period.length {
        _ if period.length > ALIGNED_PERIOD || period.length == 1 => "10".to_owned(),
        1 => format!("{width} (the period)"),
        k => format!("{width} ({k} periods of {})", period.length),
    }
}

/// How many values two periods take, in whole rows.
fn two_periods(period: Period) -> usize {
    let row = rows_of(period).width;
    row * (2 * period.length).div_ceil(row)
}

/// What the exploration of one axis found, ready to print or draw.
#[derive(Clone, Debug)]
pub struct OneAxis {
    /// What was explored and how far, one line each.
    pub about: Vec<String>,
    /// What the values are of, for the picture's title (`the octal game .77`).
    pub subject: String,
    /// The axis's name (`n`).
    pub axis: String,
    /// The values.
    pub sequence: Sequence,
    /// Values may be shown for the indices below this.
    pub limit: usize,
    /// What they show.
    pub pattern: Pattern,
    /// The steps (Every-SG) of the rules' components from index 0, when the problem declares
    /// them; `None` for no component.
    pub steps: Option<Vec<Option<u64>>>,
}

/// Which values a table or picture shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// The first values: `g(0..shown)`.
    pub prefix: Range<usize>,
    /// The start of the period, when it lies past them.
    pub window: Option<Range<usize>>,
}

impl OneAxis {
    /// The findings for `sequence`, whose values below `limit` may be shown.
    pub fn new(
        about: Vec<String>,
        subject: String,
        axis: String,
        sequence: Sequence,
        limit: usize,
    ) -> Self {
        let pattern = Pattern::of(&sequence);
        Self {
            about,
            subject,
            axis,
            sequence,
            limit,
            pattern,
            steps: None,
        }
    }

    /// The values shown: `show` of them, by default the preperiod and two periods in whole
    /// rows (at least [`FEWEST_SHOWN_BY_DEFAULT`]) if that is at most
    /// [`MOST_SHOWN_BY_DEFAULT`], else [`DEFAULT_SHOWN`]; and, when the period starts past
    /// them, its first values: `show` of them too, by default two periods, at most
    /// [`WINDOW_MOST`] values.
    pub fn view(&self, show: Option<usize>) -> View {
        let period = self.pattern.period();
        let default = period
            .map(|period| {
                let row = rows_of(period).width;
                let mut span = two_periods(period);
                while period.preperiod + span < FEWEST_SHOWN_BY_DEFAULT {
                    span += row;
                }
                period.preperiod + span
            })
            .filter(|&shown| shown <= MOST_SHOWN_BY_DEFAULT)
            .unwrap_or(DEFAULT_SHOWN);
        let shown = show.unwrap_or(default).min(self.limit);
        let window = period
            .filter(|period| period.preperiod >= shown)
            .map(|period| {
                let span = show.unwrap_or_else(|| two_periods(period).min(WINDOW_MOST));
                period.preperiod..(period.preperiod + span).min(self.limit)
            })
            .filter(|window| !window.is_empty());
        View {
            prefix: 0..shown,
            window,
        }
    }

    /// Every index shown, in increasing order.
    fn shown(view: &View) -> impl Iterator<Item = usize> {
        view.prefix
            .clone()
            .chain(view.window.clone().unwrap_or(0..0))
    }

    /// The whole text: what was explored, the table, the P-positions and the pattern.
    pub fn text(&self, show: Option<usize>) -> String {
        let view = self.view(show);
        let axis = &self.axis;
        let value = |n| self.sequence.value(n);
        let widths = Widths::fitting(
            Self::shown(&view).last().map_or(1, |n| n + 1),
            Self::shown(&view).map(value),
        );
        let period = self.pattern.period();
        let mark_words = period.map(|period| self.pattern.mark(axis, period.preperiod));
        let mark = period
            .zip(mark_words.as_deref())
            .map(|(period, words)| (period.preperiod, words));
        let mut lines = self.about.clone();
        lines.push(String::new());
        let last = view.prefix.end.saturating_sub(1);
        // Rows of whole periods when a short period starts among the values shown.
        let aligned = period
            .filter(|period| period.preperiod < view.prefix.end && period.length <= ALIGNED_PERIOD);
        let (rows, how) = match aligned {
            Some(period) => (
                rows_of(period),
                format!("{} from {axis} = {}", rows_words(period), period.preperiod),
            ),
            None => (Rows::TENS, "10".to_owned()),
        };
        lines.push(format!(
            "g({axis}) for {axis} = 0..={last}, in rows of {how}:"
        ));
        lines.extend(rows.lines(axis, view.prefix.clone(), widths, value, mark));
        if let (Some(window), Some(period)) = (&view.window, period) {
            lines.push("...".to_owned());
            let part = if window.len() < period.length {
                format!(
                    " (the first {} of its {} values)",
                    window.len(),
                    period.length
                )
            } else {
                String::new()
            };
            lines.push(format!(
                "g({axis}) for {axis} = {}..={}, where the period starts{part}, in rows of {}:",
                window.start,
                window.end - 1,
                rows_words(period)
            ));
            lines.extend(rows_of(period).lines(axis, window.clone(), widths, value, mark));
        }
        lines.push(String::new());
        let shown_p: Vec<usize> = Self::shown(&view)
            .filter(|&n| value(n) == Some(0))
            .collect();
        lines.push(format!(
            "P-positions (g = 0) among the values shown: {}",
            listed(&shown_p)
        ));
        lines.extend(self.p_position_lines());
        lines.push(String::new());
        lines.extend(self.pattern.lines(axis));
        lines.extend(self.last_exception());
        lines.extend(self.steps_section(view.prefix));
        lines.join("\n") + "\n"
    }

    /// Under a proved period from e > 0: the last value off it, g(e - 1), beside the value the
    /// period would give it (they differ, or the period would start at e - 1).
    fn last_exception(&self) -> Option<String> {
        let Pattern::Proved(Proof {
            period: Period { preperiod, length },
            saltus,
            ..
        }) = self.pattern
        else {
            return None;
        };
        let last = preperiod.checked_sub(1)?;
        let off = self.sequence.value(last)?;
        let by_period = self.sequence.value(last + length)?.checked_sub(saltus)?;
        let minus = if saltus > 0 {
            format!(" - {saltus}")
        } else {
            String::new()
        };
        Some(format!(
            "  the last exceptional value: g({last}) = {off}, off the period (g({last} + \
             {length}){minus} = {by_period})"
        ))
    }

    /// The steps of the indices `shown` in rows of ten, those that are odd, and what steps
    /// mean; nothing without steps.
    fn steps_section(&self, shown: Range<usize>) -> Vec<String> {
        let Some(steps) = &self.steps else {
            return Vec::new();
        };
        let axis = &self.axis;
        let shown = shown.start..shown.end.min(steps.len());
        let at = |n: usize| steps[n];
        let widths = Widths::fitting(shown.end, shown.clone().map(at));
        let mut lines = vec![
            String::new(),
            format!(
                "steps({axis}) for {axis} = 0..={}, in rows of 10:",
                shown.end.saturating_sub(1)
            ),
        ];
        lines.extend(Rows::TENS.lines(axis, shown.clone(), widths, at, None));
        lines.push(String::new());
        let won: Vec<usize> = shown
            .filter(|&n| at(n).is_some_and(|s| s % 2 == 1))
            .collect();
        lines.extend(steps_lines(&won, ""));
        lines
    }

    /// Every P-position when the period is proved; else what the computed values show.
    fn p_position_lines(&self) -> Vec<String> {
        let axis = &self.axis;
        let indented = |rule: PositionRule, seen_to| {
            rule.lines(axis, seen_to)
                .into_iter()
                .map(|line| format!("  {line}"))
        };
        match self.pattern {
            Pattern::Proved(Proof {
                period: Period { preperiod, length },
                saltus,
                ..
            }) if saltus > 0 => {
                // From one period past the start, each value is `saltus` more than one a
                // period before: only the values below can be 0.
                let first = preperiod + length;
                let below = p_positions(&self.sequence, 0..first);
                vec![
                    "every P-position, proved:".to_owned(),
                    match below.is_empty() {
                        true => format!("  below {first}: none"),
                        false => format!("  below {first}: {axis} = {}", listed(&below)),
                    },
                    format!(
                        "  for {axis} >= {first}: g({axis}) is never 0 (it is g({axis} - {length}) \
                         + {saltus})"
                    ),
                ]
            }
            Pattern::Proved(proof) => {
                let mut lines = vec!["every P-position, proved:".to_owned()];
                lines.extend(indented(
                    PositionRule::of(&self.sequence, proof.period),
                    None,
                ));
                lines
            }
            Pattern::Seen {
                period,
                saltus: 0,
                up_to,
            } => {
                let mut lines = vec![self.p_positions_computed(up_to)];
                lines.push(format!("as seen in g(0..={up_to}), not proved:"));
                lines.extend(indented(
                    PositionRule::of(&self.sequence, period),
                    Some(up_to),
                ));
                lines
            }
            Pattern::Seen {
                period: Period { preperiod, length },
                saltus,
                up_to,
            } => {
                // Each value from the period's start on is `saltus` more than the one a period
                // before: only the first period can hold a 0.
                let first = (preperiod + length).min(up_to + 1);
                let below = p_positions(&self.sequence, 0..first);
                let mut lines = vec![self.p_positions_computed(up_to)];
                lines.push(format!("as seen in g(0..={up_to}), not proved:"));
                lines.push(format!(
                    "  below {first}: {}",
                    if below.is_empty() {
                        "none".to_owned()
                    } else {
                        format!("{axis} = {}", listed(&below))
                    }
                ));
                if first <= up_to {
                    lines.push(format!(
                        "  for {first} <= {axis} <= {up_to}: g({axis}) is never 0 (it is \
                         g({axis} - {length}) + {saltus})"
                    ));
                }
                lines
            }
            Pattern::NoneSeen { up_to } => vec![self.p_positions_computed(up_to)],
        }
    }

    /// How many P-positions the computed values hold, and the last one (counted, not
    /// collected: a third of 10^8 values may be P-positions).
    fn p_positions_computed(&self, up_to: usize) -> String {
        let (count, last) = (0..up_to + 1)
            .filter(|&n| self.sequence.value(n) == Some(0))
            .fold((0usize, None), |(count, _), n| (count + 1, Some(n)));
        match last {
            None => format!("P-positions in g(0..={up_to}): none"),
            Some(last) => format!(
                "P-positions in g(0..={up_to}): {count} of them, the last at {} = {last}",
                self.axis
            ),
        }
    }
}

/// What the exploration of two axes found (no period is claimed for two sizes).
#[derive(Clone, Debug)]
pub struct TwoAxes {
    /// What was explored and how far, one line each.
    pub about: Vec<String>,
    /// What the values are of, for the picture's title.
    pub subject: String,
    /// The axes' names.
    pub axes: (String, String),
    /// `rows[i][j]`: the value of index `(i, j)`, [`NO_COMPONENT`] where there is none.
    pub rows: Vec<Vec<u32>>,
    /// `steps[i][j]`: the steps (Every-SG) of index `(i, j)`, `None` where there is no
    /// component, when the problem declares them.
    pub steps: Option<Vec<Vec<Option<u64>>>>,
}

impl TwoAxes {
    /// The value of index `(i, j)`, if there is a component.
    pub fn value(&self, i: usize, j: usize) -> Option<u32> {
        self.rows
            .get(i)
            .and_then(|row| row.get(j))
            .copied()
            .filter(|&value| value != NO_COMPONENT)
    }

    /// The steps of index `(i, j)`, if the problem declares steps and there is a component.
    pub fn steps(&self, i: usize, j: usize) -> Option<u64> {
        let steps = self.steps.as_ref()?;
        steps.get(i).and_then(|row| row.get(j)).copied().flatten()
    }

    /// How many indices of each axis are shown: `show` (default 21), at most those computed.
    pub fn side(&self, show: Option<usize>) -> usize {
        show.unwrap_or(DEFAULT_SIDE).min(self.rows.len())
    }

    /// The whole text: what was explored, the grid, the P-positions, and that no period is
    /// claimed.
    pub fn text(&self, show: Option<usize>) -> String {
        let side = self.side(show);
        let (first, second) = (&self.axes.0, &self.axes.1);
        let mut lines = self.about.clone();
        lines.push(String::new());
        lines.push(format!(
            "g({first}, {second}) for {first}, {second} = 0..={} (rows: {first}, columns: {second}; - where there is no component):",
            side.saturating_sub(1)
        ));
        lines.extend(table::grid((first, second), side, |i, j| self.value(i, j)));
        lines.push(String::new());
        let p_positions: Vec<String> = (0..side)
            .flat_map(|i| (0..side).map(move |j| (i, j)))
            .filter(|&(i, j)| self.value(i, j) == Some(0))
            .map(|(i, j)| format!("({i}, {j})"))
            .collect();
        lines.push(format!(
            "P-positions (g = 0) among the values shown, as ({first}, {second}): {}",
            listed(&p_positions)
        ));
        lines.push(String::new());
        lines.push(
            "no period claimed: this tool proves no period for two sizes; the table is what the rules give"
                .to_owned(),
        );
        if self.steps.is_some() {
            lines.push(String::new());
            lines.push(format!(
                "steps({first}, {second}) for {first}, {second} = 0..={} (rows: {first}, columns: {second}; - where there is no component):",
                side.saturating_sub(1)
            ));
            lines.extend(table::grid((first, second), side, |i, j| self.steps(i, j)));
            lines.push(String::new());
            let won: Vec<String> = (0..side)
                .flat_map(|i| (0..side).map(move |j| (i, j)))
                .filter(|&(i, j)| self.steps(i, j).is_some_and(|s| s % 2 == 1))
                .map(|(i, j)| format!("({i}, {j})"))
                .collect();
            lines.extend(steps_lines(&won, &format!(", as ({first}, {second})")));
        }
        lines.join("\n") + "\n"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one_axis(values: &[u32], proof: Option<Proof>, limit: usize) -> OneAxis {
        let sequence = Sequence {
            values: values.to_vec(),
            proof,
        };
        OneAxis::new(
            vec!["explored: a test".to_owned()],
            "a test".to_owned(),
            "n".to_owned(),
            sequence,
            limit,
        )
    }

    fn proof(preperiod: usize, length: usize, used_up_to: usize) -> Option<Proof> {
        Some(Proof {
            period: Period { preperiod, length },
            saltus: 0,
            theorem: Theorem::Subtraction,
            used_up_to,
        })
    }

    #[test]
    fn a_proved_period_lays_out_rows_of_whole_periods_and_states_every_p_position() {
        // Take 1, 3 or 4: 0 1 0 1 2 3 2, period 7 from 0, proved from g(0..=13).
        let values = [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2];
        let found = one_axis(&values, proof(0, 7, 13), usize::MAX);
        let text = found.text(Some(30));
        assert_eq!(
            text,
            "explored: a test

g(n) for n = 0..=29, in rows of 14 (2 periods of 7) from n = 0:
n= 0:  0 1 0 1 2 3 2 0 1 0 1 2 3 2  <- the period starts at n = 0 (proved)
n=14:  0 1 0 1 2 3 2 0 1 0 1 2 3 2
n=28:  0 1

P-positions (g = 0) among the values shown: 0, 2, 7, 9, 14, 16, 21, 23, 28
every P-position, proved:
  for every n: g(n) = 0 exactly when n mod 7 is one of 0, 2

proved: g(n + 7) = g(n) for every n >= 0
  by the finite subtraction set's window argument, from g(0..=13)
"
        );
    }

    #[test]
    fn values_with_a_repeat_but_no_proof_say_not_proved_and_never_state_a_rule_as_fact() {
        let values: Vec<u32> = [5, 5].into_iter().chain((0..12).map(|n| n % 2)).collect();
        let found = one_axis(&values, None, values.len());
        let text = found.text(None);
        assert!(
            text.contains("\nnot proved: repeats with period 2 from 2 up to 13\n"),
            "{text}"
        );
        assert!(
            text.contains(
                "\nas seen in g(0..=13), not proved:\n  below 2: none\n  for 2 <= n <= 13: g(n) = 0 \
                 exactly when n mod 2 = 0\n"
            ),
            "{text}"
        );
        assert!(
            !text.lines().any(|line| line.starts_with("proved")),
            "{text}"
        );
        assert!(!text.contains("every P-position, proved"), "{text}");
        assert!(
            text.contains("<- repeats from n = 2 (seen, not proved)"),
            "{text}"
        );
        assert!(
            text.contains("P-positions in g(0..=13): 6 of them, the last at n = 12"),
            "{text}"
        );
    }

    #[test]
    fn values_without_a_repeat_say_so() {
        // n mod 7 + n / 7, then one value off at the end: no period, arithmetic or not.
        let mut values: Vec<u32> = (0..50).map(|n| n % 7 + n / 7).collect();
        values[49] = 0;
        let text = one_axis(&values, None, 50).text(None);
        assert!(text.ends_with("\nno period seen in g(0..=49)\n"), "{text}");
        assert!(
            text.contains("g(n) for n = 0..=49, in rows of 10:\nn= 0:   0  1  2"),
            "{text}"
        );
        assert!(
            text.contains("\nn=40:  10 11  6  7  8  9 10 11 12  0\n"),
            "{text}"
        );
        assert!(!text.contains("<-"), "{text}");
    }

    #[test]
    fn values_that_grow_by_a_period_say_arithmetic_periodicity_not_proved() {
        // Lasker's Nim by its definition (take any, or split a heap in two), to 200.
        let mut values: Vec<u32> = Vec::new();
        for n in 0..=200usize {
            let mut options: Vec<u32> = values.clone();
            options.extend((1..n).map(|a| values[a] ^ values[n - a]));
            values.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        let found = one_axis(&values, None, values.len());
        let text = found.text(None);
        assert!(
            text.ends_with(
                "\nnot proved: g(n + 4) = g(n) + 4 for every n >= 1, seen up to 200\n  \
                 (arithmetic periodicity, seen in the computed values only, 50 periods long; not \
                 proved by this tool to go on)\n"
            ),
            "{text}"
        );
        // Rows of whole periods from the start, each column a residue, each row 12 more.
        assert!(
            text.contains(
                "in rows of 12 (3 periods of 4) from n = 1:\nn= 0:                                    0\n\
                 n= 1:   1  2  4  3  5  6  8  7  9 10 12 11  <- from n = 1, each period adds 4 \
                 (seen, not proved)\nn=13:  13 14 16 15"
            ),
            "{text}"
        );
        assert!(
            text.contains(
                "\nas seen in g(0..=200), not proved:\n  below 5: n = 0\n  for 5 <= n <= 200: \
                 g(n) is never 0 (it is g(n - 4) + 4)\n"
            ),
            "{text}"
        );
        assert!(
            !text.lines().any(|line| line.starts_with("proved")),
            "{text}"
        );
    }

    #[test]
    fn a_period_of_length_one_is_laid_out_in_rows_of_ten_without_counting_periods() {
        // Nim: g(n) = n, g(n + 1) = g(n) + 1 from 0, over 30 values.
        let values: Vec<u32> = (0..30).collect();
        let text = one_axis(&values, None, values.len()).text(None);
        assert!(
            text.contains("\ng(n) for n = 0..=29, in rows of 10 from n = 0:\n"),
            "{text}"
        );
        assert!(!text.contains("periods of 1"), "{text}");
    }

    #[test]
    fn a_repeat_of_the_last_values_only_is_no_period() {
        // Distinct values, then period 2 over the last 12 of 100: far less than half.
        let mut values: Vec<u32> = (0..88).map(|n| (n * 37 % 101) as u32).collect();
        values.extend([1, 2].iter().cycle().take(12));
        let text = one_axis(&values, None, values.len()).text(None);
        assert!(text.ends_with("\nno period seen in g(0..=99)\n"), "{text}");
        assert!(!text.contains("not proved"), "{text}");
    }

    #[test]
    fn show_sets_how_many_values_of_a_far_period_start_are_shown() {
        let mut values = vec![7u32; 1000];
        values.extend([0, 1, 2].iter().cycle().take(600));
        let found = one_axis(&values, proof(1000, 3, 1599), usize::MAX);
        assert_eq!(found.view(Some(30)).window, Some(1000..1030));
        assert_eq!(found.view(Some(500)).window, Some(1000..1500));
        assert_eq!(found.view(None).window, Some(1000..1012));
        let text = found.text(Some(30));
        assert!(
            text.contains("\ng(n) for n = 1000..=1029, where the period starts, in rows of 12"),
            "{text}"
        );
    }

    #[test]
    fn by_default_the_preperiod_and_two_periods_are_shown_when_they_are_few() {
        let values = vec![1; 300];
        let long = one_axis(&values, proof(150, 20, 299), usize::MAX);
        assert_eq!(
            long.view(None),
            View {
                prefix: 0..190,
                window: None
            }
        );
        let short = one_axis(&values, proof(3, 2, 299), usize::MAX);
        assert_eq!(short.view(None).prefix, 0..43);
        assert_eq!(short.view(Some(10)).prefix, 0..10);
        let computed_only = one_axis(&values, None, 300);
        assert_eq!(computed_only.view(Some(1000)).prefix, 0..300);
    }

    #[test]
    fn a_period_far_past_the_values_shown_is_shown_from_its_start_too() {
        let mut values = vec![7u32; 1000];
        values.extend([0, 1, 2].iter().cycle().take(30));
        let found = one_axis(&values, proof(1000, 3, 1029), usize::MAX);
        let view = found.view(None);
        assert_eq!(
            view,
            View {
                prefix: 0..120,
                window: Some(1000..1012)
            }
        );
        let text = found.text(None);
        // The first values in plain rows; the period's start in rows of whole periods.
        assert!(
            text.contains("g(n) for n = 0..=119, in rows of 10:\nn=   0:  7 7 7"),
            "{text}"
        );
        assert!(
            text.contains(
                "\n...\ng(n) for n = 1000..=1011, where the period starts, in rows of 12 (4 \
                 periods of 3):\nn=1000:  0 1 2 0 1 2 0 1 2 0 1 2  <- the period starts at \
                 n = 1000 (proved)\n\n"
            ),
            "{text}"
        );
        assert!(
            text.contains("P-positions (g = 0) among the values shown: 1000, 1003, 1006, 1009\n"),
            "{text}"
        );
    }

    #[test]
    fn a_long_period_far_past_the_values_shown_is_shown_from_its_start_in_part() {
        let mut values = vec![7u32; 5000];
        values.extend((0..1000).map(|n| n % 50));
        let found = one_axis(&values, proof(5000, 500, 5999), usize::MAX);
        assert_eq!(found.view(None).window, Some(5000..5120));
        let text = found.text(None);
        assert!(
            text.contains(
                "\ng(n) for n = 5000..=5119, where the period starts (the first 120 of its 500 \
                 values), in rows of 10:\nn=5000:   0  1  2"
            ),
            "{text}"
        );
    }

    #[test]
    fn a_two_axis_table_lists_its_p_positions_as_pairs_and_claims_no_period() {
        let rows = vec![
            vec![NO_COMPONENT, NO_COMPONENT, NO_COMPONENT],
            vec![NO_COMPONENT, 0, 1],
            vec![NO_COMPONENT, 1, 0],
        ];
        let found = TwoAxes {
            about: vec!["explored: sheets".to_owned()],
            subject: "sheets".to_owned(),
            axes: ("w".to_owned(), "h".to_owned()),
            rows,
            steps: None,
        };
        assert_eq!(
            found.text(None),
            "explored: sheets

g(w, h) for w, h = 0..=2 (rows: w, columns: h; - where there is no component):
w\\h  0 1 2
  0  - - -
  1  - 0 1
  2  - 1 0

P-positions (g = 0) among the values shown, as (w, h): (1, 1), (2, 2)

no period claimed: this tool proves no period for two sizes; the table is what the rules give
"
        );
    }

    #[test]
    fn a_two_axis_table_with_steps_shows_them_after_the_values_with_the_won_ones() {
        let found = TwoAxes {
            about: vec!["explored: games".to_owned()],
            subject: "games".to_owned(),
            axes: ("a".to_owned(), "b".to_owned()),
            rows: vec![
                vec![NO_COMPONENT, NO_COMPONENT, NO_COMPONENT],
                vec![NO_COMPONENT, 1, 2],
                vec![NO_COMPONENT, 2, 0],
            ],
            steps: Some(vec![
                vec![None, None, None],
                vec![None, Some(1), Some(1)],
                vec![None, Some(1), Some(12)],
            ]),
        };
        let text = found.text(None);
        assert!(
            text.ends_with(
                "
no period claimed: this tool proves no period for two sizes; the table is what the rules give

steps(a, b) for a, b = 0..=2 (rows: a, columns: b; - where there is no component):
a\\b   0  1  2
  0   -  -  -
  1   -  1  1
  2   -  1 12

odd steps (won for the player to move) among those shown, as (a, b): (1, 1), (1, 2), (2, 1)
Every-SG (each turn, a move in every component not yet over): a component's steps is how long it
lasts when the player winning it drags it out and the one losing it ends it soonest; the player to
move wins exactly when the largest steps among the components is odd.
"
            ),
            "{text}"
        );
        // Without steps, the text ends at the period claim, as before.
        let plain = TwoAxes {
            steps: None,
            ..found
        };
        assert!(
            plain
                .text(None)
                .ends_with("the table is what the rules give\n")
        );
    }

    #[test]
    fn one_axis_with_steps_shows_them_in_rows_of_ten_after_the_pattern() {
        // Take 1 or 2: g(n) = n mod 3, steps(n) = 2 (n / 3) + (1 if 3 does not divide n).
        let values: Vec<u32> = (0..12).map(|n| n % 3).collect();
        let mut found = one_axis(&values, None, 12);
        found.steps = Some(
            (0..12u64)
                .map(|n| Some(2 * (n / 3) + u64::from(n % 3 != 0)))
                .collect(),
        );
        let text = found.text(None);
        assert!(
            text.ends_with(
                "
steps(n) for n = 0..=11, in rows of 10:
n= 0:  0 1 1 2 3 3 4 5 5 6
n=10:  7 7

odd steps (won for the player to move) among those shown: 1, 2, 4, 5, 7, 8, 10, 11
Every-SG (each turn, a move in every component not yet over): a component's steps is how long it
lasts when the player winning it drags it out and the one losing it ends it soonest; the player to
move wins exactly when the largest steps among the components is odd.
"
            ),
            "{text}"
        );
        assert!(
            text.contains("\nnot proved: repeats with period 3 from 0 up to 11\n"),
            "{text}"
        );
    }
}
