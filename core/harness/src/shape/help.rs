//! The `--help` lines a shape gives: [`help_lines`].

use super::Shape;

/// A limit as a statement writes it: `10^18`, `2^64 - 1`, `2^20`, or the digits.
fn readable(value: u64) -> String {
    let power_of_ten = (4..=19).find(|&k| 10u64.checked_pow(k) == Some(value));
    if let Some(k) = power_of_ten {
        return format!("10^{k}");
    }
    if value >= 1 << 16 && value.is_power_of_two() {
        return format!("2^{}", value.trailing_zeros());
    }
    let next = u128::from(value) + 1;
    if value >= (1 << 16) - 1 && next.is_power_of_two() {
        return format!("2^{} - 1", next.trailing_zeros());
    }
    value.to_string()
}

/// The `--help` lines a shape gives: `input: ...`, `judge: ...` and `this solver: ...`, each
/// number once by its name.
///
/// # Example
/// ```
/// use harness::shape::{help_lines, list, num};
///
/// let piles = list(num("n", "the number of piles", 1..=100, 1..=1000), num::<u64>("a_i", "a pile size", 0..=10, 0..=u64::MAX));
/// assert_eq!(help_lines(&piles), "\
/// input: n, then n times a_i
/// judge: 1 <= n <= 100, 0 <= a_i <= 10
/// this solver: 1 <= n <= 1000, 0 <= a_i <= 2^64 - 1
/// ");
/// ```
pub fn help_lines<S: Shape>(shape: &S) -> String {
    let mut limits = Vec::new();
    shape.limits(&mut limits);
    let mut seen: Vec<&str> = Vec::new();
    let mut judge = Vec::new();
    let mut here = Vec::new();
    for limit in &limits {
        if seen.contains(&limit.name.as_str()) {
            continue;
        }
        seen.push(&limit.name);
        let range = |(lo, hi): (u64, u64)| {
            format!("{} <= {} <= {}", readable(lo), limit.name, readable(hi))
        };
        judge.push(range(limit.judge));
        here.push(range(limit.accepts));
    }
    format!(
        "input: {}\njudge: {}\nthis solver: {}\n",
        shape.describe(),
        judge.join(", "),
        here.join(", ")
    )
}
