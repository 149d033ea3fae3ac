//! What a long computation of `g(0..=up_to)` says on stderr: how far it is, how many values a
//! second it computed over the latest stretch, and, once the pace has been measured over a
//! stretch long enough to mean something, about how long is left.

use std::time::Duration;

use crate::runner;

/// How often [`Progress`] speaks at most.
const PROGRESS_EVERY: Duration = Duration::from_secs(5);

/// The shortest stretch of the run whose pace the estimate uses: shorter ones are mostly
/// start-up and noise.
const STRETCH: Duration = Duration::from_secs(1);

/// The estimate waits until this fraction of the values is computed (1 / 4): the first values
/// cost less each than the later ones (a table that grows past the caches), so an estimate
/// from them alone is off by a factor of 2 or more.
const KNOWN_BEFORE_ESTIMATE: usize = 4;

/// Once a run has taken a second, a line every [`PROGRESS_EVERY`] at most and one at the end,
/// each with how far it is and how many values a second it computed (since the line before;
/// on the last line, over the whole run) and, before the end and once it is meaningful
/// ([`Progress::time_left`]), an estimate of the time left in whole seconds.
#[derive(Debug)]
pub struct Progress {
    up_to: usize,
    /// Whether a proved period may end the computation before `g(up_to)`.
    may_stop_sooner: bool,
    /// The values known at the start: 0, or those read back by `--resume`.
    from: usize,
    /// The values known and the time taken at each step heard, for the estimate.
    heard: Vec<(usize, Duration)>,
    /// When the last line was printed, and the values known then.
    said: Option<(Duration, usize)>,
}

impl Progress {
    /// Progress towards `g(up_to)`; `may_stop_sooner` when a proved period may end it before.
    pub fn new(up_to: usize, may_stop_sooner: bool) -> Self {
        Self {
            up_to,
            may_stop_sooner,
            from: 0,
            heard: Vec::new(),
            said: None,
        }
    }

    /// This progress, for a run that starts with `g(0..known)` known (read back by
    /// `--resume`): its lines say which values it computed, `g(known..=N)`, and its pace is
    /// that of those.
    pub fn resumed_from(mut self, known: usize) -> Self {
        self.from = known;
        self.heard = vec![(known, Duration::ZERO)];
        self
    }

    /// Hears that `g(0..=last)` took `elapsed` (since the start), and says so when it is time.
    pub fn step(&mut self, last: usize, elapsed: Duration) {
        self.heard.push((last + 1, elapsed));
        let done = last >= self.up_to;
        let due = self
            .said
            .is_none_or(|(said, _)| elapsed >= said + PROGRESS_EVERY);
        if elapsed < Duration::from_secs(1) || !(done || due) {
            return;
        }
        let (since, known_then) = self.said.unwrap_or((Duration::ZERO, self.from));
        self.said = Some((elapsed, last + 1));
        let computed = format!(
            "explore: g({}..={last}) computed in {}",
            self.from,
            runner::human(elapsed)
        );
        if done {
            let pace = per_second(last + 1 - self.from, elapsed);
            eprintln!("{computed}, {pace} values/s");
            return;
        }
        let pace = format!(
            "{computed}, {} values/s over the last {}",
            per_second(last + 1 - known_then, elapsed - since),
            runner::human(elapsed - since)
        );
        match self.time_left() {
            None => eprintln!("{pace}"),
            Some(left) => eprintln!(
                "{pace}; about {} s left to g({}) (an estimate{})",
                left.as_secs_f64().round().max(1.0),
                self.up_to,
                match self.may_stop_sooner {
                    true => ", or less if a period is proved sooner",
                    false => "",
                }
            ),
        }
    }

    /// The time left to `g(up_to)`, once a quarter of the values are known: each value still
    /// to compute costs what one cost over the latest half of those known (from the latest
    /// step at most half as far; in a resumed run, from its start if that is later), a
    /// stretch of at least [`STRETCH`]; `None` before. The
    /// engines that report progress (core's octal engine, with or without a sparse space, and
    /// Grundy's game's) spend about as much on each value once past the first ones, which are
    /// cheaper (`.007`, measured before the engine took eight heaps at a time: 3.1 s for the
    /// first 131,088 values, then about 7 s for each as many),
    /// so the pace of the first values is left out, and that of the latest half, a long
    /// stretch, evens out a slow moment of a shared machine.
    pub fn time_left(&self) -> Option<Duration> {
        let &(known, at) = self.heard.last()?;
        if KNOWN_BEFORE_ESTIMATE * known < self.up_to + 1 {
            return None;
        }
        let resumed = (self.from > 0).then(|| self.heard[0]);
        let &(from, then) = self
            .heard
            .iter()
            .rev()
            .find(|&&(n, _)| 2 * n <= known)
            .or(resumed.as_ref())?;
        if at < then + STRETCH {
            return None;
        }
        let cost = (at - then).as_secs_f64() / (known - from) as f64;
        let left = cost * (self.up_to + 1).saturating_sub(known) as f64;
        Some(Duration::from_secs_f64(left))
    }
}

/// `values` computed in `stretch`, as values a second, to 3 significant digits with the
/// thousands grouped: `84,500`, `1,230,000`, `950`; `0` for a stretch of no time.
fn per_second(values: usize, stretch: Duration) -> String {
    let secs = stretch.as_secs_f64();
    if secs <= 0.0 {
        return "0".to_owned();
    }
    let rate = values as f64 / secs;
    let digits = rate.max(1.0).log10().floor() as i32 + 1;
    let unit = 10f64.powi((digits - 3).max(0));
    let rounded = ((rate / unit).round() * unit) as u64;
    let plain = rounded.to_string();
    let mut grouped = String::new();
    for (i, digit) in plain.chars().enumerate() {
        if i > 0 && (plain.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    grouped
}

#[cfg(test)]
mod tests {
    use super::*;

    fn heard(up_to: usize, steps: &[(usize, f64)]) -> Progress {
        let mut progress = Progress::new(up_to, false);
        progress.heard = steps
            .iter()
            .map(|&(known, secs)| (known, Duration::from_secs_f64(secs)))
            .collect();
        progress
    }

    fn left(progress: &Progress) -> Option<f64> {
        progress.time_left().map(|left| left.as_secs_f64())
    }

    #[test]
    fn no_estimate_before_a_quarter_of_the_values_or_a_second_long_stretch() {
        // .007's first report: 131,088 of 1,000,001 values in 3.13 s (13%).
        let early = heard(1_000_000, &[(65_544, 0.9), (131_088, 3.13)]);
        assert_eq!(left(&early), None);
        // A quarter known, but every step within a second of the last.
        let quick = heard(100, &[(10, 0.5), (26, 1.2)]);
        assert_eq!(left(&quick), None);
    }

    #[test]
    fn the_estimate_goes_on_at_the_pace_of_the_latest_half_of_the_values() {
        // A value costs 1 ms throughout: 500 values in 0.5 s, ..., 2,000 in 2 s; 2,000 left.
        let even = heard(3999, &[(500, 0.5), (1000, 1.0), (2000, 2.0)]);
        assert!((left(&even).unwrap() - 2.0).abs() < 1e-9);
        // .007's third report, at the pace of its latest half (13.58 s for 262,192 values):
        // about 31 s (it took 38.2).
        let run = heard(
            1_000_000,
            &[(131_088, 3.13), (262_176, 10.30), (393_280, 16.71)],
        );
        let estimate = left(&run).unwrap();
        assert!(
            (estimate - 606_721.0 * 13.58 / 262_192.0).abs() < 1e-6,
            "{estimate}"
        );
    }

    #[test]
    fn the_pace_is_that_of_the_latest_half_of_the_values_not_of_the_cheaper_first_ones() {
        // 1,000 values in 0.1 s, then 1 ms a value: 12,000 left at 1 ms, not at the 0.8 ms
        // the whole run took a value.
        let run = heard(15_999, &[(1000, 0.1), (2000, 1.1), (4000, 3.1)]);
        assert!((left(&run).unwrap() - 12.0).abs() < 1e-9);
    }

    #[test]
    fn a_resumed_run_estimates_at_the_pace_of_the_values_it_computed() {
        // 1,500,000 values read back, then 500,000 in 500 s (1,000 a second): 1,000,000 left,
        // 1,000 s, though no step is as far back as half of the values known.
        let mut progress = Progress::new(2_999_999, false).resumed_from(1_500_000);
        progress.heard.push((2_000_000, Duration::from_secs(500)));
        assert!((left(&progress).unwrap() - 1000.0).abs() < 1e-6);
        // Before the stretch is a second long, no estimate.
        let mut early = Progress::new(2_999_999, false).resumed_from(1_000_000);
        early.heard.push((1_000_500, Duration::from_millis(500)));
        assert_eq!(left(&early), None);
    }

    #[test]
    fn the_pace_is_said_to_3_significant_digits_with_the_thousands_grouped() {
        let second = Duration::from_secs(1);
        assert_eq!(per_second(84_512, second), "84,500");
        assert_eq!(per_second(1_234_567, second), "1,230,000");
        assert_eq!(per_second(950, second), "950");
        assert_eq!(per_second(3, Duration::from_secs(2)), "2");
        assert_eq!(per_second(0, second), "0");
        assert_eq!(per_second(5, Duration::ZERO), "0");
    }
}
