//! The picture of two axes (`--svg FILE`): a heat map, one colour per value, with a legend,
//! the P-positions outlined and marked P, and no period claimed. For an Every-SG problem each
//! cell also gives its steps, small in its lower right corner.

use std::fmt::Write as _;

use super::report::TwoAxes;
use super::svg::{escape, header, px, text, tick_step};

/// The colour of value `v` in a heat map: white for 0 (the P-positions), then hues far apart.
fn colour(v: u32) -> String {
    if v == 0 {
        "#ffffff".to_owned()
    } else {
        format!("hsl({}, 62%, 72%)", (u64::from(v) - 1) * 47 % 360)
    }
}

/// The colour of the steps written in a cell.
const STEPS_INK: &str = "#555555";

/// The heat map of a two-axis table, showing the indices `show` chooses (as the text does).
pub fn two_axes(found: &TwoAxes, show: Option<usize>) -> String {
    let side = found.side(show);
    let (first, second) = (&found.axes.0, &found.axes.1);
    let cell = if side <= 30 {
        22.0
    } else {
        (660.0 / side as f64).max(4.0)
    };
    let (left, top) = (84.0, 110.0);
    let grid_end = left + side as f64 * cell;
    let mut values: Vec<u32> = (0..side)
        .flat_map(|i| (0..side).filter_map(move |j| found.value(i, j)))
        .collect();
    values.sort_unstable();
    values.dedup();
    // The values, the overflow and missing lines, and two lines on steps when there are some.
    let legend_rows = values.len().min(24) + 2 + 2 * usize::from(found.steps.is_some());
    let title = format!("Grundy values g({first}, {second}) of {}", found.subject);
    // Room for the grid and its legend, and for the title (bold 18-pixel text).
    let width = (grid_end + 220.0)
        .max(560.0)
        .max(title.chars().count() as f64 * 10.5 + 40.0);
    let height = (top + side as f64 * cell + 30.0).max(top + legend_rows as f64 * 20.0 + 20.0);
    let mut svg = header(width, height);
    text(&mut svg, width / 2.0, 30.0, 18, "middle", "bold", &title);
    let subtitle = match found.steps {
        None => "P-positions (g = 0) outlined in black and marked P; no period is claimed",
        Some(_) => {
            "P-positions (g = 0) outlined in black and marked P; small numbers: steps (Every-SG, \
             odd: won)"
        }
    };
    text(
        &mut svg,
        width / 2.0,
        54.0,
        13,
        "middle",
        "normal",
        subtitle,
    );
    text(
        &mut svg,
        (left + grid_end) / 2.0,
        top - 30.0,
        13,
        "middle",
        "normal",
        second,
    );
    let _ = writeln!(
        svg,
        r#"<text x="22" y="{y}" font-size="13" text-anchor="middle" transform="rotate(-90 22 {y})">{}</text>"#,
        escape(first),
        y = px(top + side as f64 * cell / 2.0)
    );
    let labels_every = if cell >= 14.0 { 1 } else { tick_step(side, 20) };
    for k in (0..side).step_by(labels_every) {
        let middle = k as f64 * cell + cell / 2.0;
        text(
            &mut svg,
            left + middle,
            top - 8.0,
            10,
            "middle",
            "normal",
            &k.to_string(),
        );
        text(
            &mut svg,
            left - 8.0,
            top + middle + 3.5,
            10,
            "end",
            "normal",
            &k.to_string(),
        );
    }
    for i in 0..side {
        for j in 0..side {
            let (x, y) = (left + j as f64 * cell, top + i as f64 * cell);
            let value = found.value(i, j);
            let (fill, stroke) = match value {
                None => (
                    "#f2f2f2".to_owned(),
                    r##" stroke="#ffffff" stroke-width="1""##,
                ),
                Some(0) => (colour(0), r##" stroke="#000000" stroke-width="2""##),
                Some(v) => (colour(v), r##" stroke="#ffffff" stroke-width="1""##),
            };
            let _ = writeln!(
                svg,
                r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{fill}"{stroke}/>"#,
                px(x),
                px(y),
                px(cell),
                px(cell)
            );
            if cell >= 14.0 {
                let (words, weight) = match value {
                    None => ("-".to_owned(), "normal"),
                    Some(0) => ("P".to_owned(), "bold"),
                    Some(v) => (v.to_string(), "normal"),
                };
                // With steps, the value moves up a little to leave their corner free.
                let lift = if found.steps.is_some() { 2.5 } else { 0.0 };
                text(
                    &mut svg,
                    x + cell / 2.0,
                    y + cell / 2.0 + 3.5 - lift,
                    10,
                    "middle",
                    weight,
                    &words,
                );
                if let Some(steps) = found.steps(i, j) {
                    let _ = writeln!(
                        svg,
                        r#"<text x="{}" y="{}" font-size="7" text-anchor="end" fill="{STEPS_INK}">{steps}</text>"#,
                        px(x + cell - 1.5),
                        px(y + cell - 1.5)
                    );
                }
            }
        }
    }
    let legend_x = grid_end + 30.0;
    text(&mut svg, legend_x, top - 8.0, 12, "start", "bold", "value");
    for (row, &v) in values.iter().take(24).enumerate() {
        let y = top + row as f64 * 20.0;
        let stroke = if v == 0 {
            r##" stroke="#000000" stroke-width="2""##
        } else {
            ""
        };
        let words = if v == 0 {
            "0: P-position".to_owned()
        } else {
            v.to_string()
        };
        legend_entry(&mut svg, (legend_x, y), &colour(v), stroke, &words);
    }
    let mut row = values.len().min(24);
    if values.len() > 24 {
        let y = top + row as f64 * 20.0 + 11.0;
        text(
            &mut svg,
            legend_x,
            y,
            12,
            "start",
            "normal",
            &format!("... {} values in all", values.len()),
        );
        row += 1;
    }
    let any_missing = (0..side).any(|i| (0..side).any(|j| found.value(i, j).is_none()));
    if any_missing {
        let y = top + row as f64 * 20.0;
        legend_entry(&mut svg, (legend_x, y), "#f2f2f2", "", "-: no component");
        row += 1;
    }
    if found.steps.is_some() {
        let y = top + row as f64 * 20.0 + 11.0;
        text(
            &mut svg,
            legend_x,
            y,
            12,
            "start",
            "normal",
            "small number: steps",
        );
        text(
            &mut svg,
            legend_x,
            y + 16.0,
            12,
            "start",
            "normal",
            "(odd: won; the largest decides)",
        );
    }
    svg += "</svg>\n";
    svg
}

/// One line of the legend at `(x, y)`: a swatch of `fill` (with `stroke`'s attributes) and its
/// words.
fn legend_entry(svg: &mut String, (x, y): (f64, f64), fill: &str, stroke: &str, words: &str) {
    let _ = writeln!(
        svg,
        r#"<rect x="{}" y="{}" width="14" height="14" fill="{fill}"{stroke}/>"#,
        px(x),
        px(y)
    );
    text(svg, x + 22.0, y + 11.0, 12, "start", "normal", words);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::sequence::NO_COMPONENT;

    #[test]
    fn a_heat_map_marks_p_positions_and_has_a_legend_entry_per_value() {
        let found = TwoAxes {
            about: vec![],
            subject: "sheets".to_owned(),
            axes: ("w".to_owned(), "h".to_owned()),
            rows: vec![vec![NO_COMPONENT, 1], vec![2, 0]],
            steps: None,
        };
        let svg = two_axes(&found, None);
        assert!(svg.starts_with("<svg"));
        assert_eq!(svg.matches(">P</text>").count(), 1);
        assert!(svg.contains(">0: P-position</text>"));
        assert!(svg.contains(">1</text>") && svg.contains(">2</text>"));
        assert!(svg.contains(">-</text>"));
        assert!(svg.contains(">-: no component</text>"));
    }

    #[test]
    fn a_heat_map_with_steps_writes_them_small_in_each_cell_and_says_so() {
        let mut found = TwoAxes {
            about: vec![],
            subject: "games".to_owned(),
            axes: ("a".to_owned(), "b".to_owned()),
            rows: vec![vec![NO_COMPONENT, NO_COMPONENT], vec![NO_COMPONENT, 1]],
            steps: None,
        };
        let plain = two_axes(&found, None);
        assert!(!plain.contains(STEPS_INK) && !plain.contains("steps"));
        found.steps = Some(vec![vec![None, None], vec![None, Some(3)]]);
        let svg = two_axes(&found, None);
        assert_eq!(
            svg.matches(&format!("fill=\"{STEPS_INK}\">3</text>"))
                .count(),
            1
        );
        assert_eq!(
            svg.matches(STEPS_INK).count(),
            1,
            "steps only where there is a component"
        );
        assert!(svg.contains("small numbers: steps (Every-SG, odd: won)"));
        assert!(svg.contains(">small number: steps</text>"));
    }
}
