//! LightOJ 1344 "Aladdin and the Game of Bracelets": parse, solve, format.
//! See README.md for the game and why the solution is right.
//!
//! Each bracelet is solved on its own ([`run_tree`]): its Grundy value and, for every distinct
//! weight on it, the nim-value of what picking that weight leaves. The position is won for
//! Aladdin exactly when the XOR of the bracelets' values is not zero, and a pick `(b, w)` wins
//! exactly when it makes that XOR zero.

pub mod real_rules;
pub mod run_tree;

use std::fmt::Write;

use grundy::{InputError, Scanner, nim_sum};

use run_tree::{BraceletValues, RunTree};

/// The most pearls one bracelet may have. The solver is quadratic in a bracelet's length; at
/// this size it still answers in about a second (the judge's limit is 50).
pub const MAX_PEARLS: usize = 30_000;

/// The heaviest pearl weight accepted (weights are positive).
pub const MAX_WEIGHT: u32 = 1_000_000_000;

/// The whole input text in, the whole output text out (or the first input error).
///
/// Input: `T`, then per case `n` and n lines `K w_1 .. w_K`. Output per case: `Case X: Genie`,
/// or `Case X: Aladdin` and a line of every winning first move `(b w)`, sorted by `b` then `w`.
///
/// # Errors
/// A missing, non-numeric or out-of-range token (`T` and `n` in `0..=2^64-1`, `K` in
/// `1..=MAX_PEARLS`, weights in `1..=MAX_WEIGHT`), or anything after the last case, with its
/// line and column.
///
/// # Example
/// ```
/// let output = lightoj_1344_bracelets::solve("2\n2\n2 5 2\n2 5 2\n1\n3 1 2 3\n").unwrap();
/// assert_eq!(output, "Case 1: Genie\nCase 2: Aladdin\n(1 1)\n");
/// ```
pub fn solve(input: &str) -> Result<String, InputError> {
    let mut input = Scanner::new(input);
    let cases: u64 = input.read("the number of cases", 0..=u64::MAX)?;
    let mut output = String::new();
    for case in 1..=cases {
        let bracelets = read_case(&mut input)?;
        write_case(&mut output, case, &bracelets);
    }
    input.expect_end()?;
    Ok(output)
}

/// Reads one case and values each bracelet as it arrives (memory grows only with what was
/// read, never with a claimed count).
fn read_case(input: &mut Scanner<'_>) -> Result<Vec<BraceletValues>, InputError> {
    let count: u64 = input.read("the number of bracelets", 0..=u64::MAX)?;
    let mut bracelets = Vec::new();
    for _ in 0..count {
        let pearls: usize = input.read("the number of pearls on a bracelet", 1..=MAX_PEARLS)?;
        let weights: Vec<u32> = input.read_many(pearls, "a pearl weight", 1..=MAX_WEIGHT)?;
        bracelets.push(RunTree::new(&weights).values());
    }
    Ok(bracelets)
}

/// Appends the verdict of case number `case` and, if Aladdin wins, every winning first move.
fn write_case(output: &mut String, case: u64, bracelets: &[BraceletValues]) {
    let total = nim_sum(bracelets.iter().map(|bracelet| bracelet.grundy));
    if total == 0 {
        // Writing to a String cannot fail.
        let _ = writeln!(output, "Case {case}: Genie");
        return;
    }
    let _ = writeln!(output, "Case {case}: Aladdin");
    for (number, bracelet) in (1..).zip(bracelets) {
        // Picking w on this bracelet replaces its value by `left`; it wins when the new XOR is 0.
        let target = total ^ bracelet.grundy;
        for &(weight, left) in &bracelet.after_pick {
            if left == target {
                let _ = write!(output, "({number} {weight})");
            }
        }
    }
    output.push('\n');
}
