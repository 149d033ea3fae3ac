//! The pieces of hand-written SVG the pictures share: the document's start, a line of text,
//! numbers of pixels, escaped words, and steps for ticks on an axis.

use std::fmt::Write as _;

/// Text escaped for XML.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// A number of pixels, to one decimal place (`12.5`, `40`).
pub fn px(value: f64) -> String {
    let text = format!("{value:.1}");
    text.strip_suffix(".0").map_or(text.clone(), str::to_owned)
}

/// A step for about `most` ticks over `span` units: 1, 2 or 5 times a power of ten.
pub fn tick_step(span: usize, most: usize) -> usize {
    let mut step = 1;
    loop {
        for factor in [1, 2, 5] {
            if span / (step * factor) < most {
                return step * factor;
            }
        }
        step *= 10;
    }
}

/// The start of an SVG document of this size, on a white ground.
pub fn header(width: f64, height: f64) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" \
         font-family=\"Helvetica, Arial, sans-serif\">\n<rect width=\"{w}\" height=\"{h}\" fill=\"#ffffff\"/>\n",
        w = px(width),
        h = px(height)
    )
}

/// One line of text.
pub fn text(svg: &mut String, x: f64, y: f64, size: u32, anchor: &str, weight: &str, words: &str) {
    let _ = writeln!(
        svg,
        r#"<text x="{}" y="{}" font-size="{size}" text-anchor="{anchor}" font-weight="{weight}">{}</text>"#,
        px(x),
        px(y),
        escape(words)
    );
}

/// `words` in lines of at most `most` characters, broken between words, at most `lines` of
/// them: what does not fit in the last one is cut, with `…` in its place.
pub fn wrap(words: &str, most: usize, lines: usize) -> Vec<String> {
    let mut wrapped: Vec<String> = Vec::new();
    for word in words.split_whitespace() {
        match wrapped.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= most => {
                line.push(' ');
                line.push_str(word);
            }
            _ => wrapped.push(word.to_owned()),
        }
    }
    if wrapped.len() > lines {
        let rest = wrapped.split_off(lines - 1).join(" ");
        let kept: String = rest.chars().take(most.saturating_sub(1)).collect();
        wrapped.push(format!("{}…", kept.trim_end()));
    }
    wrapped
}

/// About how many characters of text `size` pixels high fit across `width` pixels (`em`: a
/// character's average width, in font sizes).
pub fn fitting(width: f64, size: u32, em: f64) -> usize {
    (width / (f64::from(size) * em)) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_words_wrap_between_words_and_are_cut_past_the_last_line() {
        assert_eq!(wrap("a bb ccc", 4, 3), ["a bb", "ccc"]);
        assert_eq!(wrap("a bb ccc dddd", 4, 2), ["a bb", "ccc…"]);
        assert_eq!(wrap("short", 40, 1), ["short"]);
        assert_eq!(fitting(960.0, 12, 0.5), 160);
    }

    #[test]
    fn ticks_come_in_steps_of_one_two_or_five_times_a_power_of_ten() {
        assert_eq!(tick_step(9, 10), 1);
        assert_eq!(tick_step(120, 10), 20);
        assert_eq!(tick_step(10_000_000, 10), 2_000_000);
        assert_eq!(px(12.0), "12");
        assert_eq!(px(12.26), "12.3");
        assert_eq!(escape("a < b & c"), "a &lt; b &amp; c");
    }
}
