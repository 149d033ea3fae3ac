//! A line diff between an expected and an actual output, by `similar` (Myers' algorithm): a
//! missing line shows as one missing line, not as every later line changed.

use similar::{ChangeTag, TextDiff};

/// At most this many changed lines are shown; the rest are counted.
const SHOWN: usize = 12;

/// The text with CRLF line ends turned into LF (the only difference a comparison forgives).
pub fn normalize_newlines(text: &str) -> String {
    text.replace("\r\n", "\n")
}

/// How `actual` differs from `expected`: the changed lines, `-` for expected and `+` for what
/// came instead, each with its line number in its own text, and a few lines of context between
/// groups; empty when they are equal.
pub fn describe(expected: &str, actual: &str) -> String {
    if expected == actual {
        return String::new();
    }
    let diff = TextDiff::from_lines(expected, actual);
    let mut report = String::new();
    let mut shown = 0;
    let mut hidden = 0;
    for (index, group) in diff.grouped_ops(1).iter().enumerate() {
        if index > 0 {
            report.push_str("    ...\n");
        }
        for op in group {
            for change in diff.iter_changes(op) {
                let (sign, number) = match change.tag() {
                    ChangeTag::Equal => (' ', change.old_index()),
                    ChangeTag::Delete => ('-', change.old_index()),
                    ChangeTag::Insert => ('+', change.new_index()),
                };
                if change.tag() != ChangeTag::Equal {
                    shown += 1;
                    if shown > SHOWN {
                        hidden += 1;
                        continue;
                    }
                }
                let line = change.value();
                let text = line.strip_suffix('\n').unwrap_or(line);
                let missing_newline = if line.ends_with('\n') {
                    ""
                } else {
                    "  (no newline at end)"
                };
                report.push_str(&format!(
                    "    {sign}{:>5} | {text}{missing_newline}\n",
                    number.map_or(0, |n| n + 1)
                ));
            }
        }
    }
    if hidden > 0 {
        report.push_str(&format!("    ... and {hidden} more changed lines\n"));
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_texts_have_no_diff() {
        assert_eq!(describe("YES\nNO\n", "YES\nNO\n"), "");
    }

    #[test]
    fn a_changed_line_is_shown_with_its_number_on_both_sides() {
        let diff = describe("YES\nNO\n", "YES\nYES\n");
        assert!(diff.contains("-    2 | NO\n"), "{diff}");
        assert!(diff.contains("+    2 | YES\n"), "{diff}");
    }

    #[test]
    fn one_missing_line_marks_only_that_line() {
        let expected: String = (1..=30).map(|i| format!("{i}\n")).collect();
        let actual = expected.replacen("5\n", "", 1);
        let diff = describe(&expected, &actual);
        let changed = diff
            .lines()
            .filter(|l| l.starts_with("    -") || l.starts_with("    +"));
        assert_eq!(changed.count(), 1, "{diff}");
        assert!(diff.contains("-    5 | 5"), "{diff}");
    }

    #[test]
    fn a_missing_final_newline_is_shown() {
        let diff = describe("1\n", "1");
        assert!(diff.contains("(no newline at end)"), "{diff}");
    }

    #[test]
    fn long_diffs_are_cut_with_a_count() {
        let expected: String = (0..100).map(|i| format!("{i}\n")).collect();
        let actual: String = (0..100).map(|i| format!("x{i}\n")).collect();
        assert!(describe(&expected, &actual).contains("more changed lines"));
    }

    #[test]
    fn crlf_is_forgiven_by_normalizing() {
        assert_eq!(normalize_newlines("a\r\nb\r\n"), "a\nb\n");
    }
}
