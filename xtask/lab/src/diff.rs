//! A line diff between an expected and an actual output, by `similar` (Myers' algorithm): a
//! missing line shows as one missing line, not as every later line changed. Lines are shown so
//! that every difference is visible: control characters escaped (`\r`, `\t`), spaces at the end
//! counted, a missing final newline noted, and long lines cut around their first difference.
//! Outputs too long to diff in reasonable time show only their first difference.

use similar::{Algorithm, DiffOp, DiffTag};

/// At most this many changed lines are shown; the rest are counted.
const SHOWN: usize = 12;

/// Lines are cut after this many characters, with `...`.
pub const LINE_SHOWN: usize = 200;

/// Texts with more lines than this are not diffed (a diff takes more than linear time): only
/// their first difference is shown.
pub const DIFFED_LINES: usize = 2_000;

/// The text with CRLF line ends turned into LF (the only difference a comparison forgives).
pub fn normalize_newlines(text: &str) -> String {
    text.replace("\r\n", "\n")
}

/// One line of a text: its characters up to its `\n` (a `\r` before it kept), and whether it
/// has that `\n` (only the last line of a text may lack it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Line<'a> {
    text: &'a str,
    ended: bool,
}

/// The lines of `text`, split at `\n` only.
fn lines(text: &str) -> impl Iterator<Item = Line<'_>> {
    text.split_inclusive('\n')
        .map(|line| match line.strip_suffix('\n') {
            Some(text) => Line { text, ended: true },
            None => Line {
                text: line,
                ended: false,
            },
        })
}

/// How `actual` differs from `expected`: the changed lines, `-` for expected and `+` for what
/// came instead, each with its line number in its own text, and a line of context around each
/// group; empty when they are equal. Past [`DIFFED_LINES`] lines, only the first difference.
pub fn describe(expected: &str, actual: &str) -> String {
    if expected == actual {
        return String::new();
    }
    if lines(expected).count().max(lines(actual).count()) > DIFFED_LINES {
        // Nothing is held per line: outputs this long may have millions of them.
        let first = lines(expected)
            .zip(lines(actual))
            .take_while(|(a, b)| a == b)
            .count();
        return format!(
            "    (too long to diff: the first difference, at line {})\n{}",
            first + 1,
            around(expected, actual, first)
        );
    }
    let (want, have): (Vec<Line>, Vec<Line>) = (lines(expected).collect(), lines(actual).collect());
    let ops = similar::capture_diff_slices(Algorithm::Myers, &want, &have);
    let mut report = String::new();
    let mut shown = 0;
    let mut hidden = 0;
    for (index, group) in similar::group_diff_ops(ops, 1).iter().enumerate() {
        if index > 0 {
            report.push_str("    ...\n");
        }
        for op in group {
            let (tag, old, new) = op.as_tag_tuple();
            if tag == DiffTag::Equal {
                for number in old {
                    report.push_str(&row(' ', &want[number], number, None));
                }
                continue;
            }
            // A replaced line is cut around its first difference from the line in its place.
            let changed = [
                ('-', &want, old.clone(), &have, new.start),
                ('+', &have, new, &want, old.start),
            ];
            for (sign, these, range, others, other_start) in changed {
                for number in range.clone() {
                    shown += 1;
                    if shown > SHOWN {
                        hidden += 1;
                        continue;
                    }
                    let other = matches!(op, DiffOp::Replace { .. })
                        .then(|| others.get(number - range.start + other_start))
                        .flatten();
                    report.push_str(&row(sign, &these[number], number, other));
                }
            }
        }
    }
    if hidden > 0 {
        report.push_str(&format!("    ... and {hidden} more changed lines\n"));
    }
    report
}

/// One line of a diff, `line` at `index` (from 0): `    -   12 | text`, the text shown by
/// [`show_line`] (cut around its first difference from `other` when long), with a note when it
/// has no final newline.
fn row(sign: char, line: &Line, index: usize, other: Option<&Line>) -> String {
    let column = other.map_or(0, |other| first_differing_char(line.text, other.text));
    let unended = if line.ended {
        ""
    } else {
        "  (no newline at end)"
    };
    format!(
        "    {sign}{:>5} | {}{unended}\n",
        index + 1,
        show_line_at(line.text, column)
    )
}

/// Where two texts, as lines, first differ, at line index `first`: two lines of context before,
/// then up to three lines of each from there, `-` for expected and `+` for what came instead,
/// numbered as in [`describe`]. Linear, for outputs too long for a diff, and holding only the
/// lines it shows.
fn around(expected: &str, actual: &str, first: usize) -> String {
    let start = first.saturating_sub(2);
    let window = |text| -> Vec<Line> { lines(text).skip(start).take(first + 3 - start).collect() };
    let (expected, actual) = (window(expected), window(actual));
    let mut report = String::new();
    for (at, line) in expected.iter().enumerate().take(first - start) {
        report.push_str(&row(' ', line, start + at, None));
    }
    for (sign, these, others) in [('-', &expected, &actual), ('+', &actual, &expected)] {
        let from = first - start;
        if from >= these.len() {
            report.push_str(&format!("    {sign}      | (no line {})\n", first + 1));
        }
        for (at, line) in these.iter().enumerate().skip(from) {
            report.push_str(&row(sign, line, start + at, others.get(at)));
        }
    }
    report
}

/// How two texts that have the same lines differ at their end: `the expected output ends with
/// a newline; this has no newline at the end` (or the other way round).
pub fn final_newline(expected: &str, actual: &str) -> String {
    let ends = |text: &str| text.is_empty() || text.ends_with('\n');
    match (ends(expected), ends(actual)) {
        (true, false) => "the expected output ends with a newline; this has no newline at the end",
        (false, true) => "this ends with a newline; the expected output has no newline at the end",
        _ => "the same lines, differently ended",
    }
    .to_owned()
}

/// The part of `line` that is shown: at most [`LINE_SHOWN`] characters, starting a little
/// before the character at `from` when the line is longer; with whether it was cut at its start
/// and at its end.
fn window(line: &str, from: usize) -> (bool, &str, bool) {
    let count = line.chars().count();
    if count <= LINE_SHOWN {
        return (false, line, false);
    }
    let start = from.saturating_sub(20).min(count - LINE_SHOWN);
    let byte = |chars: usize| {
        line.char_indices()
            .nth(chars)
            .map_or(line.len(), |(i, _)| i)
    };
    let (begin, end) = (byte(start), byte(start + LINE_SHOWN));
    (begin > 0, &line[begin..end], end < line.len())
}

/// `text` with its control characters escaped as Rust writes them (`\r`, `\t`, `\u{1b}`).
fn escape(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() {
            shown.extend(c.escape_debug());
        } else {
            shown.push(c);
        }
    }
    shown
}

/// One line as a diff shows it: control characters escaped, cut at [`LINE_SHOWN`] characters
/// with `...`, and the spaces at its end counted (they are invisible otherwise).
pub fn show_line(line: &str) -> String {
    show_line_at(line, 0)
}

/// As [`show_line`], a long line cut around the character at `column` (where it differs from
/// the line in its place).
fn show_line_at(line: &str, column: usize) -> String {
    let (cut_start, part, cut_end) = window(line, column);
    let mut shown = format!(
        "{}{}{}",
        if cut_start { "..." } else { "" },
        escape(part),
        if cut_end { "..." } else { "" }
    );
    let spaces = line.len() - line.trim_end_matches(' ').len();
    if spaces > 0 {
        let plural = if spaces == 1 { "" } else { "s" };
        shown.push_str(&format!("  ({spaces} space{plural} at the end)"));
    }
    shown
}

/// One line quoted as Rust writes strings (`"YES\r"`, so that spaces at its end show too),
/// cut to [`LINE_SHOWN`] characters around the character at `column` when longer, with `...`
/// outside the quotes where it was cut.
pub fn quote_line(line: &str, column: usize) -> String {
    let (cut_start, part, cut_end) = window(line, column);
    format!(
        "{}{part:?}{}",
        if cut_start { "..." } else { "" },
        if cut_end { "..." } else { "" }
    )
}

/// The index of the first character at which `a` and `b` differ (the shorter one's length if
/// one is a prefix of the other).
pub fn first_differing_char(a: &str, b: &str) -> usize {
    a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count()
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
    fn invisible_characters_show() {
        let diff = describe("YES\nNO\n", "YES\r\nNO \n");
        assert!(diff.contains("+    1 | YES\\r\n"), "{diff}");
        assert!(
            diff.contains("+    2 | NO   (1 space at the end)\n"),
            "{diff}"
        );
        assert!(show_line("a\tb\u{1b}").contains("a\\tb\\u{1b}"));
    }

    #[test]
    fn lines_end_at_newlines_only() {
        // A lone `\r` does not end a line: the numbers stay those of the text.
        let diff = describe("a\rb\nc\n", "a\rb\nd\n");
        assert!(diff.contains("-    2 | c\n"), "{diff}");
        assert!(diff.contains("     1 | a\\rb\n"), "{diff}");
    }

    #[test]
    fn long_lines_are_cut_around_their_difference() {
        let line = "x".repeat(1_000);
        let mut changed = line.clone();
        changed.replace_range(700..701, "y");
        let diff = describe(&format!("{line}\n1\n"), &format!("{changed}\n"));
        assert!(
            diff.lines().all(|row| row.len() < LINE_SHOWN + 60),
            "{diff}"
        );
        assert!(
            diff.contains(&format!("...{}y{}...", "x".repeat(20), "x".repeat(179))),
            "{diff}"
        );
        assert_eq!(quote_line("short", 3), "\"short\"");
    }

    #[test]
    fn texts_too_long_to_diff_show_only_their_first_difference() {
        let expected: String = (0..1_000_000).map(|i| format!("{i}\n")).collect();
        let actual = expected.replacen("500000\n", "", 1);
        let diff = describe(&expected, &actual);
        assert!(diff.contains("first difference, at line 500001"), "{diff}");
        assert!(diff.contains("  500000 | 499999\n"), "{diff}");
        assert!(diff.contains("-500001 | 500000\n"), "{diff}");
        assert!(diff.contains("+500001 | 500001\n"), "{diff}");
        assert!(diff.lines().count() <= 10, "{diff}");
        let longer = describe(&expected, &format!("{expected}extra"));
        assert!(longer.contains("-      | (no line 1000001)"), "{longer}");
        assert!(
            longer.contains("+1000001 | extra  (no newline at end)"),
            "{longer}"
        );
    }

    #[test]
    fn crlf_is_forgiven_by_normalizing() {
        assert_eq!(normalize_newlines("a\r\nb\r\n"), "a\nb\n");
    }
}
