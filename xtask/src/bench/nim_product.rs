//! The `nim-product` rows of `cargo xtask bench`: products a second of core's
//! [`grundy::nim_product`] in release code.
//!
//! `cargo xtask` runs a build of low optimisation, where the product is several times slower
//! than a judge's build would make it; so the rows build this command in release
//! (`cargo build --release -p xtask`, skipped when this process already is such a build) and
//! run that build's hidden `bench --measure-nim-product`, once per run: it times
//! [`PRODUCTS`] products chained (each takes the last one's result, so one product's latency
//! is measured) and as many of independent pairs (throughput), and prints the two times in
//! nanoseconds and a checksum. Each row is then the median, fastest and slowest of the runs,
//! and the rate at the median.

use std::hint::black_box;
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

use grundy::nim_product;
use harness::Size;

use crate::bench_record::Row;
use lab::error::{Context, Result, bail};
use lab::runner;
use lab::workspace;

/// The name that asks for these rows.
pub const NAME: &str = "nim-product";

/// The hidden flag that makes `cargo xtask bench` measure once and print the times.
pub const MEASURE: &str = "--measure-nim-product";

/// Products timed in each loop of a run.
pub const PRODUCTS: u64 = 10_000_000;

/// A run that takes longer than this is stopped and reported.
const TIME_LIMIT: Duration = Duration::from_secs(120);

/// Spreads the loop counter over all 64 bits (the golden ratio's fraction, as in SplitMix64).
const SPREAD: u64 = 0x9E37_79B9_7F4A_7C15;

/// The fixed second factor of both loops, a 64-bit pattern with bits in every byte.
const FACTOR: u64 = 0xD1B5_4A32_D192_ED03;

/// One run's times: `count` chained products, then `count` independent ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Measured {
    /// The chained loop's time.
    pub chained: Duration,
    /// The independent loop's time.
    pub independent: Duration,
    /// What the two loops computed, folded into one number (so that neither is optimised
    /// away, and runs can be compared).
    pub checksum: u64,
}

impl Measured {
    /// `chained_ns independent_ns checksum`: what the hidden flag prints.
    pub fn line(&self) -> String {
        format!(
            "{} {} {}",
            self.chained.as_nanos(),
            self.independent.as_nanos(),
            self.checksum
        )
    }

    /// Reads back [`line`](Measured::line)'s text (a final line end allowed).
    pub fn parse(text: &str) -> Option<Self> {
        let mut words = text.trim_end().split(' ');
        let mut number = || words.next()?.parse::<u64>().ok();
        let measured = Measured {
            chained: Duration::from_nanos(number()?),
            independent: Duration::from_nanos(number()?),
            checksum: number()?,
        };
        words.next().is_none().then_some(measured)
    }
}

/// Times `count` chained products and `count` independent ones, in this process (after one
/// product, which builds the tables).
pub fn measure(count: u64) -> Measured {
    let factor = black_box(FACTOR);
    let mut chained = nim_product(SPREAD, factor) | 1;
    let start = Instant::now();
    // A chain: each product waits for the last one.
    for i in 0..count {
        chained = nim_product(chained, factor ^ i) | 1;
    }
    let chained_time = start.elapsed();
    let start = Instant::now();
    let mut independent = 0;
    for i in 0..count {
        independent ^= nim_product(i.wrapping_mul(SPREAD), factor ^ i);
    }
    let independent_time = start.elapsed();
    Measured {
        chained: chained_time,
        independent: independent_time,
        checksum: black_box(chained) ^ black_box(independent).rotate_left(32),
    }
}

/// `count` products in `time`, a second: `31.6 million/s`.
pub fn rate(count: u64, time: Duration) -> String {
    let per_second = count as f64 / time.as_secs_f64().max(1e-9);
    format!("{:.1} million products/s", per_second / 1e6)
}

/// The release build of this command: this process when it is one, else built now.
///
/// # Errors
/// A failed build.
fn release_xtask() -> Result<PathBuf> {
    if !cfg!(debug_assertions) {
        return std::env::current_exe().context(|| "find the xtask binary".to_owned());
    }
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let status = Command::new(cargo)
        .current_dir(workspace::root())
        .args(["build", "--release", "--package", "xtask"])
        .status()
        .context(|| "run cargo".to_owned())?;
    if !status.success() {
        bail!("building xtask in release failed (cargo said why, above)");
    }
    Ok(workspace::target_dir()
        .join("release")
        .join(format!("xtask{}", std::env::consts::EXE_SUFFIX)))
}

/// The two rows, from `runs` runs of the release build's hidden measurement.
///
/// # Errors
/// A failed build, or a run that could not start.
pub fn rows(runs: usize) -> Result<Vec<Row>> {
    let xtask = release_xtask()?;
    let args = ["bench".to_owned(), MEASURE.to_owned()];
    let (mut chained, mut independent) = (Vec::new(), Vec::new());
    let (mut peak, mut failure) = (0, None);
    for _ in 0..runs {
        let run = runner::run(
            &xtask,
            &args,
            Vec::new(),
            &runner::Limits::generous(TIME_LIMIT),
        )?;
        peak = peak.max(run.peak_memory);
        let measured = Measured::parse(&String::from_utf8_lossy(&run.stdout));
        match (run.timed_out(), run.status, measured) {
            (false, Some(0), Some(measured)) => {
                chained.push(measured.chained);
                independent.push(measured.independent);
            }
            (true, ..) => {
                failure = Some(format!("stopped after {}", runner::human(TIME_LIMIT)));
                break;
            }
            _ => {
                let stderr = String::from_utf8_lossy(&run.stderr);
                let first = stderr.lines().next().unwrap_or("").to_owned();
                failure = Some(format!("no times printed: {:?} {first:?}", run.status));
                break;
            }
        }
    }
    let row = |name: &str, about: &str, times: Vec<Duration>| {
        let (median, min, max) = match times.is_empty() {
            true => (Duration::ZERO, Duration::ZERO, Duration::ZERO),
            false => super::spread(times),
        };
        Row {
            case: format!("{NAME}/{name}"),
            size: Size::Beyond,
            about: about.to_owned(),
            input_bytes: 0,
            median,
            min,
            max,
            peak_memory: peak,
            floor: Duration::ZERO,
            passed: failure.is_none(),
            result: failure.clone().unwrap_or_else(|| rate(PRODUCTS, median)),
        }
    };
    Ok(vec![
        row(
            "chained",
            "10^7 products of 64-bit nimbers, each taking the last one's result (latency)",
            chained,
        ),
        row(
            "independent",
            "10^7 products of independent 64-bit pairs (throughput)",
            independent,
        ),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_measurement_prints_as_a_line_that_reads_back() {
        let measured = measure(1000);
        assert!(measured.chained > Duration::ZERO && measured.independent > Duration::ZERO);
        assert_eq!(Measured::parse(&(measured.line() + "\n")), Some(measured));
        assert_eq!(Measured::parse("1 2"), None);
        assert_eq!(Measured::parse("1 2 3 4"), None);
        assert_eq!(Measured::parse("1 x 3"), None);
    }

    #[test]
    fn the_checksum_is_the_products_computed_plainly() {
        // The same loops, written out again: the timed code computes what it says.
        let (count, factor) = (500, FACTOR);
        let mut chained = nim_product(SPREAD, factor) | 1;
        for i in 0..count {
            chained = nim_product(chained, factor ^ i) | 1;
        }
        let independent = (0..count).fold(0, |sum, i| {
            sum ^ nim_product(i.wrapping_mul(SPREAD), factor ^ i)
        });
        assert_eq!(
            measure(count).checksum,
            chained ^ independent.rotate_left(32)
        );
    }

    #[test]
    fn a_rate_is_said_in_millions_a_second() {
        assert_eq!(
            rate(10_000_000, Duration::from_millis(250)),
            "40.0 million products/s"
        );
    }
}
