//! Valid inputs of every size, for the tests, the benchmark and `cargo xtask stress`: written
//! as the judge's text (one `W H` line per sheet), read back, shrunk one step at a time, and
//! judged by the referee (an exhaustive search of [`real_rules`]) when every
//! sheet is small enough.
//!
//! | size | sheets | sides |
//! |---|---|---|
//! | tiny | 0..=6 | 2..=10, a side of 1 now and then (1 x k up to 1000) |
//! | small | 1..=50 | 2..=60, a side of 1 now and then |
//! | judge | 40,000 (sometimes fewer) | 2..=200 |
//! | past | 50,000 (sometimes fewer) | 2..=1000 (and 1 x 1000) |
//!
//! Judge and past inputs take one of a few worst shapes (every sheet, the largest sheet
//! repeated, odd sides only, random with a corner sheet); edge cases on purpose in tiny and
//! small inputs: no sheet, 1 x 1, 1 x k, all-equal sheets, the referee's corner 10 x 10.

use grundy::{BenchCase, Generator, InputError, Rng, Size};

use crate::input::{self, Case};
use crate::real_rules::{self, REFEREE_SIDE};
use crate::reduced_table::MAX_SIDE;

/// The judge's largest side (`2 <= W, H <= 200`).
pub const JUDGE_SIDE: u16 = 200;

/// How many sheets a full-size judge input has (the judge sets no count; every sheet up to
/// 200 x 200 is 39,601).
pub const JUDGE_CASES: usize = 40_000;

/// How many sheets a full-size past input has.
pub const PAST_CASES: usize = 50_000;

/// Shrinking lists candidates of at most this many bytes in all (at least 8 candidates), so
/// that `--shrink` of a large input stays small; the coarse steps come first.
const SHRINK_BYTES: usize = 8 << 20;

/// The generator of POJ 2311 inputs.
#[derive(Clone, Copy, Debug, Default)]
pub struct Inputs;

fn case(width: u16, height: u16) -> Case {
    Case { width, height }
}

/// A side in `low..=high`.
fn side(rng: &mut Rng, low: u16, high: u16) -> u16 {
    rng.range(u64::from(low)..=u64::from(high)) as u16
}

/// A sheet with both sides up to `high`, now and then 1 x k or k x 1 (k up to `strip`).
fn sheet(rng: &mut Rng, high: u16, strip: u16) -> Case {
    if rng.chance(1, 6) {
        let longest = if rng.chance(1, 2) { high } else { strip };
        let length = side(rng, 1, longest);
        return if rng.chance(1, 2) {
            case(1, length)
        } else {
            case(length, 1)
        };
    }
    case(side(rng, 2, high), side(rng, 2, high))
}

fn tiny(rng: &mut Rng) -> Vec<Case> {
    let count = if rng.chance(1, 20) {
        0
    } else {
        rng.range_usize(1..=6)
    };
    match rng.range(0..=11) {
        0 => vec![sheet(rng, REFEREE_SIDE, MAX_SIDE); count],
        1 => {
            let mut cases: Vec<Case> = (0..count)
                .map(|_| sheet(rng, REFEREE_SIDE, MAX_SIDE))
                .collect();
            let corner = *rng.pick(&[
                case(1, 1),
                case(REFEREE_SIDE, REFEREE_SIDE),
                case(2, 2),
                case(1, MAX_SIDE),
            ]);
            cases.push(corner);
            rng.shuffle(&mut cases);
            cases
        }
        _ => (0..count)
            .map(|_| sheet(rng, REFEREE_SIDE, MAX_SIDE))
            .collect(),
    }
}

fn small(rng: &mut Rng) -> Vec<Case> {
    let high = *rng.pick(&[12, 30, 60]);
    let count = rng.range_usize(1..=50);
    if rng.chance(1, 10) {
        return vec![sheet(rng, high, MAX_SIDE); count];
    }
    (0..count).map(|_| sheet(rng, high, MAX_SIDE)).collect()
}

/// `count` sheets (about) in one of four worst shapes with sides in `2..=high`: every sheet
/// (repeated or cut to `count`), the largest sheet only, odd sides only, or random with the
/// largest sheet somewhere.
fn large(rng: &mut Rng, count: usize, high: u16) -> Vec<Case> {
    let count = if rng.chance(1, 8) {
        rng.range_usize(1..=count)
    } else {
        count
    };
    let mut cases: Vec<Case> = match rng.range(0..=3) {
        0 => {
            let every: Vec<Case> = (2..=high)
                .flat_map(|w| (2..=high).map(move |h| case(w, h)))
                .collect();
            every.iter().copied().cycle().take(count).collect()
        }
        1 => vec![case(high, high); count],
        2 => {
            let odd = high - 1 + high % 2; // the largest odd side
            (0..count)
                .map(|_| {
                    let (w, h) = (side(rng, 1, odd / 2), side(rng, 1, odd / 2));
                    case(2 * w + 1, 2 * h + 1)
                })
                .collect()
        }
        _ => {
            let mut cases: Vec<Case> = (0..count)
                .map(|_| case(side(rng, 2, high), side(rng, 2, high)))
                .collect();
            let at = rng.range_usize(0..=count - 1);
            cases[at] = case(high, high);
            cases
        }
    };
    rng.shuffle(&mut cases);
    cases
}

/// The ways to make a side smaller, never below 1: halved, minus one.
fn lowered(value: u16) -> Vec<u16> {
    let mut values = Vec::new();
    if value / 2 >= 1 {
        values.push(value / 2);
    }
    if value > 1 && value - 1 != value / 2 {
        values.push(value - 1);
    }
    values
}

/// The inputs `cargo xtask bench` times: the judge's maximum table, and past it the largest
/// table this solver fills.
const BENCH_CASES: &[BenchCase] = &[
    BenchCase {
        name: "judge-max-every-sheet",
        size: Size::Judge,
        error: None,
        about: "every sheet 2..=200 x 2..=200 (39,601 cases)",
    },
    BenchCase {
        name: "judge-max-largest-sheet",
        size: Size::Judge,
        error: None,
        about: "40,000 sheets of 200 x 200",
    },
    BenchCase {
        name: "odd-sides-near-1000",
        size: Size::Past,
        error: None,
        about: "2,500 sheets with odd sides 901..=999",
    },
    BenchCase {
        name: "largest-sheets",
        size: Size::Past,
        error: None,
        about: "50,000 random sheets up to 1000 x 1000, 1000 x 1000 among them",
    },
];

/// The sheets of the bench case `name`, from a fixed seed.
fn bench_sheets(name: &str) -> Option<Vec<Case>> {
    let mut rng = Rng::new(1);
    let every = |low: u16, high: u16, step: usize| -> Vec<Case> {
        (low..=high)
            .step_by(step)
            .flat_map(|w| (low..=high).step_by(step).map(move |h| case(w, h)))
            .collect()
    };
    let sheets = match name {
        "judge-max-every-sheet" => every(2, JUDGE_SIDE, 1),
        "judge-max-largest-sheet" => vec![case(JUDGE_SIDE, JUDGE_SIDE); JUDGE_CASES],
        "odd-sides-near-1000" => every(901, 999, 2),
        "largest-sheets" => {
            let mut sheets: Vec<Case> = (0..PAST_CASES - 1)
                .map(|_| case(side(&mut rng, 2, MAX_SIDE), side(&mut rng, 2, MAX_SIDE)))
                .collect();
            sheets.push(case(MAX_SIDE, MAX_SIDE));
            sheets
        }
        _ => return None,
    };
    Some(sheets)
}

impl Generator for Inputs {
    type Input = Vec<Case>;

    fn bench_cases(&self) -> &'static [BenchCase] {
        BENCH_CASES
    }

    fn bench_input(&self, name: &str) -> Option<String> {
        bench_sheets(name).map(|sheets| self.format(&sheets))
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Vec<Case> {
        match size {
            Size::Tiny => tiny(rng),
            Size::Small => small(rng),
            Size::Judge => large(rng, JUDGE_CASES, JUDGE_SIDE),
            Size::Past => {
                let mut cases = large(rng, PAST_CASES, MAX_SIDE);
                if rng.chance(1, 4) {
                    cases.push(case(1, MAX_SIDE));
                }
                cases
            }
        }
    }

    fn format(&self, cases: &Vec<Case>) -> String {
        input::format_cases(cases)
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, InputError> {
        input::read_cases(text)
    }

    /// In this order (coarse first): keep either half of the sheets, drop one sheet, lower one
    /// side (halved, minus one; never below 1). At most 8 MiB of candidates (at least 8).
    fn shrink(&self, cases: &Vec<Case>) -> Vec<Vec<Case>> {
        let text = input::format_cases(cases).len().max(1);
        let most = (SHRINK_BYTES / text).max(8);
        let mut out = Vec::new();
        if cases.len() >= 4 {
            let half = cases.len() / 2;
            out.push(cases[..half].to_vec());
            out.push(cases[half..].to_vec());
        }
        for at in 0..cases.len() {
            if out.len() >= most {
                return out;
            }
            if at > 0 && cases[at] == cases[at - 1] {
                continue; // the same input as dropping the sheet before
            }
            let mut fewer = cases.clone();
            fewer.remove(at);
            out.push(fewer);
        }
        for (at, sheet) in cases.iter().enumerate() {
            let widths = lowered(sheet.width)
                .into_iter()
                .map(|w| case(w, sheet.height));
            let heights = lowered(sheet.height)
                .into_iter()
                .map(|h| case(sheet.width, h));
            for smaller in widths.chain(heights) {
                if out.len() >= most {
                    return out;
                }
                let mut lower = cases.clone();
                lower[at] = smaller;
                out.push(lower);
            }
        }
        out
    }

    fn referee(&self, cases: &Vec<Case>) -> Option<String> {
        cases
            .iter()
            .all(|case| real_rules::searchable(case.width, case.height))
            .then(|| real_rules::referee_output(cases))
    }

    /// The judge's limits: at least one sheet, every side in 2..=200.
    fn within_judge(&self, cases: &Vec<Case>) -> bool {
        let side = |x: u16| (2..=JUDGE_SIDE).contains(&x);
        !cases.is_empty()
            && cases
                .iter()
                .all(|case| side(case.width) && side(case.height))
    }
}
