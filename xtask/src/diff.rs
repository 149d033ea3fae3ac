//! A small, readable line diff between an expected and an actual output: the lines that differ,
//! numbered, with what was expected and what came instead.

/// At most this many differing lines are shown; the rest are counted.
const SHOWN: usize = 8;

/// The text with CRLF line ends turned into LF (the only difference a comparison forgives).
pub fn normalize_newlines(text: &str) -> String {
    text.replace("\r\n", "\n")
}

/// Describes how `actual` differs from `expected`, one indented line per fact; empty when they
/// are equal.
pub fn describe(expected: &str, actual: &str) -> String {
    if expected == actual {
        return String::new();
    }
    let mut report = String::new();
    let expected_lines: Vec<&str> = expected.split_inclusive('\n').collect();
    let actual_lines: Vec<&str> = actual.split_inclusive('\n').collect();
    let mut differing = 0;
    for index in 0..expected_lines.len().max(actual_lines.len()) {
        let (want, got) = (expected_lines.get(index), actual_lines.get(index));
        if want == got {
            continue;
        }
        differing += 1;
        if differing <= SHOWN {
            let show = |line: Option<&&str>| {
                line.map_or("(no line)".to_owned(), |line| format!("{line:?}"))
            };
            report.push_str(&format!(
                "    line {}: expected {}\n    {:>width$}     got {}\n",
                index + 1,
                show(want),
                "",
                show(got),
                width = (index + 1).to_string().len() + 5,
            ));
        }
    }
    if differing > SHOWN {
        report.push_str(&format!(
            "    ... and {} more differing lines\n",
            differing - SHOWN
        ));
    }
    report.push_str(&format!(
        "    ({} lines expected, {} lines printed)\n",
        expected_lines.len(),
        actual_lines.len()
    ));
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
    fn a_changed_line_is_shown_with_its_number() {
        let diff = describe("YES\nNO\n", "YES\nYES\n");
        assert!(diff.contains("line 2: expected \"NO\\n\""), "{diff}");
        assert!(diff.contains("got \"YES\\n\""), "{diff}");
    }

    #[test]
    fn a_missing_final_newline_is_a_difference() {
        let diff = describe("1\n", "1");
        assert!(diff.contains("line 1"), "{diff}");
    }

    #[test]
    fn missing_lines_are_named() {
        let diff = describe("a\nb\n", "a\n");
        assert!(diff.contains("got (no line)"), "{diff}");
    }

    #[test]
    fn crlf_is_forgiven_by_normalizing() {
        assert_eq!(normalize_newlines("a\r\nb\r\n"), "a\nb\n");
    }
}
