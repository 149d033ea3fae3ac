//! The picture of one axis (`--svg FILE`): g(n) against n as bars, the P-positions as red
//! dots, the preperiod and one period shaded and the period's start a vertical line (dashed
//! when it is only seen); a period far past the first values is drawn in a second panel beside
//! them, from its start.

use std::fmt::Write as _;
use std::ops::Range;

use grundy::Period;

use super::report::{OneAxis, Pattern};
use super::svg::{escape, fitting, header, px, text, tick_step, wrap};

/// The picture's width, in pixels.
const WIDTH: f64 = 960.0;
/// A one-axis picture's height.
const HEIGHT: f64 = 456.0;
/// Where the plots start and end, across.
const LEFT: f64 = 64.0;
const RIGHT: f64 = WIDTH - 24.0;
/// Where the plots' tops and baselines are: above the top, the title and the pattern (two lines
/// each at most), the panels' captions and the period's start.
const TOP: f64 = 116.0;
const BASE: f64 = HEIGHT - 96.0;
/// The band at the top of a plot that no bar reaches, where the spans' labels go.
const LABEL_BAND: f64 = 22.0;
/// The average width of a character of bold and of plain text, in font sizes (Helvetica's is
/// about 0.55 and 0.5: a little more, so that a line never runs off the picture).
const BOLD_EM: f64 = 0.62;
const PLAIN_EM: f64 = 0.56;
/// The room between two panels.
const GAP: f64 = 48.0;
/// About how wide a character of 12-pixel text is.
const CHAR: f64 = 6.6;

const BAR: &str = "#4a78b0";
const P_DOT: &str = "#d62728";
const PREPERIOD: &str = "#e6e6e6";
const ONE_PERIOD: &str = "#d4e8d0";
const START_LINE: &str = "#2b7a2b";

/// One panel of a one-axis picture: the indices it draws and where.
struct Panel {
    range: Range<usize>,
    left: f64,
    right: f64,
    caption: Option<String>,
}

impl Panel {
    /// The width of one index.
    fn slot(&self) -> f64 {
        (self.right - self.left) / self.range.len().max(1) as f64
    }

    /// The left edge of index `n`'s slot (clamped to the panel).
    fn x(&self, n: usize) -> f64 {
        let n = n.clamp(self.range.start, self.range.end);
        self.left + (n - self.range.start) as f64 * self.slot()
    }
}

/// The picture of one axis's findings, showing the values `show` chooses (as the text does).
pub fn one_axis(found: &OneAxis, show: Option<usize>) -> String {
    let view = found.view(show);
    let axis = &found.axis;
    let panels = match &view.window {
        None => vec![Panel {
            range: view.prefix.clone(),
            left: LEFT,
            right: RIGHT,
            caption: None,
        }],
        Some(window) => {
            let split = LEFT + (RIGHT - LEFT - GAP) / 2.0;
            vec![
                Panel {
                    range: view.prefix.clone(),
                    left: LEFT,
                    right: split,
                    caption: Some(format!(
                        "the first values: {axis} = 0..={}",
                        view.prefix.end - 1
                    )),
                },
                Panel {
                    range: window.clone(),
                    left: split + GAP,
                    right: RIGHT,
                    caption: Some(format!(
                        "where the period starts: {axis} = {}..={}",
                        window.start,
                        window.end - 1
                    )),
                },
            ]
        }
    };
    let value = |n: usize| found.sequence.value(n);
    let largest = panels
        .iter()
        .flat_map(|panel| panel.range.clone())
        .filter_map(value)
        .max()
        .unwrap_or(0)
        .max(1) as usize;
    let y = |v: u32| BASE - (BASE - TOP - LABEL_BAND) * f64::from(v) / largest as f64;

    let mut svg = header(WIDTH, HEIGHT);
    let title = format!("Grundy values g({axis}) of {}", found.subject);
    // The pattern's words on one line: `proved: ..., by the octal periodicity theorem ...`.
    let subtitle = found
        .pattern
        .lines(axis)
        .iter()
        .map(|line| line.trim())
        .collect::<Vec<_>>()
        .join(" ")
        .replacen(" by ", ", by ", 1);
    // The title and the pattern, each wrapped to two lines at most within the picture.
    let across = WIDTH - 32.0;
    let mut at = 28.0;
    for line in wrap(&title, fitting(across, 17, BOLD_EM), 2) {
        text(&mut svg, WIDTH / 2.0, at, 17, "middle", "bold", &line);
        at += 21.0;
    }
    at += 1.0;
    for line in wrap(&subtitle, fitting(across, 13, PLAIN_EM), 2) {
        text(&mut svg, WIDTH / 2.0, at, 13, "middle", "normal", &line);
        at += 16.0;
    }
    let period = found.pattern.period();
    let proved = matches!(found.pattern, Pattern::Proved(_));
    for panel in &panels {
        if let Some(caption) = &panel.caption {
            text(
                &mut svg,
                (panel.left + panel.right) / 2.0,
                TOP - 24.0,
                12,
                "middle",
                "normal",
                caption,
            );
        }
        if let Some(period) = period {
            spans(&mut svg, panel, period, proved, axis);
        }
        y_axis(&mut svg, panel, largest, &y);
        bars(&mut svg, panel, &value, &y);
        x_axis(&mut svg, panel);
    }
    let x_title = (LEFT + RIGHT) / 2.0;
    text(&mut svg, x_title, BASE + 40.0, 13, "middle", "normal", axis);
    let _ = writeln!(
        svg,
        r#"<text x="18" y="{}" font-size="13" text-anchor="middle" transform="rotate(-90 18 {})">g({})</text>"#,
        px((TOP + BASE) / 2.0),
        px((TOP + BASE) / 2.0),
        escape(axis)
    );
    legend(&mut svg, period, proved, axis);
    svg += "</svg>\n";
    svg
}

/// The preperiod and one period shaded, labelled where they are wide enough, and a line where
/// the period starts.
fn spans(svg: &mut String, panel: &Panel, period: Period, proved: bool, axis: &str) {
    let Period { preperiod, length } = period;
    let shade = |svg: &mut String, from: usize, to: usize, colour: &str, label: String| {
        let (from, to) = (from.max(panel.range.start), to.min(panel.range.end));
        if from >= to {
            return;
        }
        let (x0, x1) = (panel.x(from), panel.x(to));
        let _ = writeln!(
            svg,
            r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{colour}"/>"#,
            px(x0),
            px(TOP),
            px(x1 - x0),
            px(BASE - TOP)
        );
        if x1 - x0 >= label.len() as f64 * CHAR + 8.0 {
            text(svg, x0 + 4.0, TOP + 14.0, 12, "start", "normal", &label);
        }
    };
    shade(
        svg,
        0,
        preperiod,
        PREPERIOD,
        format!("preperiod: {axis} < {preperiod}"),
    );
    let drawn = (preperiod + length)
        .min(panel.range.end)
        .saturating_sub(preperiod.max(panel.range.start));
    let label = if drawn < length {
        format!("one period: {length} values ({drawn} drawn)")
    } else {
        format!("one period: {length} values")
    };
    shade(svg, preperiod, preperiod + length, ONE_PERIOD, label);
    if panel.range.contains(&preperiod) {
        let x = panel.x(preperiod);
        let dash = if proved {
            ""
        } else {
            r#" stroke-dasharray="6 4""#
        };
        let _ = writeln!(
            svg,
            r#"<line x1="{x}" y1="{}" x2="{x}" y2="{}" stroke="{START_LINE}" stroke-width="1.5"{dash}/>"#,
            px(TOP - 8.0),
            px(BASE),
            x = px(x)
        );
        let words = format!("{axis} = {preperiod}");
        let anchor = if x + words.len() as f64 * CHAR > panel.right {
            "end"
        } else {
            "start"
        };
        let shift = if anchor == "end" { -4.0 } else { 4.0 };
        text(svg, x + shift, TOP - 10.0, 12, anchor, "normal", &words);
    }
}

/// The bars of g(n), and a red dot on the baseline for each P-position.
fn bars(
    svg: &mut String,
    panel: &Panel,
    value: &impl Fn(usize) -> Option<u32>,
    y: &impl Fn(u32) -> f64,
) {
    let slot = panel.slot();
    let mut path = String::new();
    let mut dots = String::new();
    for n in panel.range.clone() {
        let middle = panel.x(n) + slot / 2.0;
        match value(n) {
            Some(0) => {
                let _ = write!(
                    dots,
                    r#"<circle cx="{}" cy="{}" r="{}" fill="{P_DOT}"/>"#,
                    px(middle),
                    px(BASE),
                    px((slot / 2.0).clamp(1.0, 3.5))
                );
                dots.push('\n');
            }
            Some(v) => {
                let _ = write!(path, "M{} {}V{}", px(middle), px(BASE), px(y(v)));
            }
            None => {}
        }
    }
    if !path.is_empty() {
        let _ = writeln!(
            svg,
            r#"<path d="{path}" stroke="{BAR}" stroke-width="{}" fill="none"/>"#,
            px((slot * 0.7).max(0.5))
        );
    }
    *svg += &dots;
}

/// The baseline with ticks and their indices.
fn x_axis(svg: &mut String, panel: &Panel) {
    let _ = writeln!(
        svg,
        r##"<line x1="{}" y1="{b}" x2="{}" y2="{b}" stroke="#000000"/>"##,
        px(panel.left),
        px(panel.right),
        b = px(BASE)
    );
    let room = ((panel.right - panel.left) / 60.0).max(2.0) as usize;
    let step = tick_step(panel.range.len(), room);
    let first = panel.range.start.div_ceil(step) * step;
    for n in (first..panel.range.end).step_by(step) {
        let x = panel.x(n) + panel.slot() / 2.0;
        let _ = writeln!(
            svg,
            r##"<line x1="{x}" y1="{}" x2="{x}" y2="{}" stroke="#000000"/>"##,
            px(BASE),
            px(BASE + 5.0),
            x = px(x)
        );
        text(svg, x, BASE + 18.0, 11, "middle", "normal", &n.to_string());
    }
}

/// The value axis on the left of a panel, with light lines across at each tick.
fn y_axis(svg: &mut String, panel: &Panel, largest: usize, y: &impl Fn(u32) -> f64) {
    let step = tick_step(largest, 8);
    for v in (0..=largest).step_by(step) {
        let at = px(y(v as u32));
        let _ = writeln!(
            svg,
            r##"<line x1="{}" y1="{at}" x2="{}" y2="{at}" stroke="#cccccc" stroke-width="0.5"/>"##,
            px(panel.left),
            px(panel.right)
        );
        text(
            svg,
            panel.left - 6.0,
            y(v as u32) + 4.0,
            11,
            "end",
            "normal",
            &v.to_string(),
        );
    }
    let _ = writeln!(
        svg,
        r##"<line x1="{l}" y1="{}" x2="{l}" y2="{}" stroke="#000000"/>"##,
        px(TOP),
        px(BASE),
        l = px(panel.left)
    );
}

/// What the colours and marks mean, along the bottom.
fn legend(svg: &mut String, period: Option<Period>, proved: bool, axis: &str) {
    let y = HEIGHT - 22.0;
    // Each item: a swatch (a colour, or the dot of the P-positions) and its words.
    let mut items = vec![
        (Some(BAR), format!("g({axis})")),
        (None, format!("P-position (g({axis}) = 0)")),
    ];
    if let Some(Period { preperiod, length }) = period {
        if preperiod > 0 {
            items.push((Some(PREPERIOD), format!("preperiod ({axis} < {preperiod})")));
        }
        let status = if proved { "proved" } else { "seen, not proved" };
        items.push((
            Some(ONE_PERIOD),
            format!("one period ({length} values, {status})"),
        ));
    }
    let mut x = LEFT;
    for (colour, words) in items {
        let _ = match colour {
            Some(colour) => writeln!(
                svg,
                r#"<rect x="{}" y="{}" width="12" height="12" fill="{colour}"/>"#,
                px(x),
                px(y - 7.0)
            ),
            None => writeln!(
                svg,
                r#"<circle cx="{}" cy="{}" r="3.5" fill="{P_DOT}"/>"#,
                px(x + 6.0),
                px(y - 1.0)
            ),
        };
        text(svg, x + 18.0, y + 4.0, 12, "start", "normal", &words);
        x += 18.0 + words.len() as f64 * CHAR + 24.0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::sequence::{Proof, Sequence, Theorem};

    fn kayles_like() -> OneAxis {
        let values: Vec<u32> = (0..40)
            .map(|n| if n < 5 { 0 } else { (n % 3) as u32 })
            .collect();
        let sequence = Sequence {
            values,
            proof: Some(Proof {
                period: Period {
                    preperiod: 5,
                    length: 3,
                },
                saltus: 0,
                theorem: Theorem::Octal,
                used_up_to: 39,
            }),
        };
        OneAxis::new(
            vec![],
            "a test game".to_owned(),
            "n".to_owned(),
            sequence,
            usize::MAX,
        )
    }

    #[test]
    fn a_one_axis_picture_is_an_svg_with_title_bars_dots_spans_and_legend() {
        let svg = one_axis(&kayles_like(), Some(40));
        assert!(
            svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""),
            "{svg}"
        );
        assert!(svg.ends_with("</svg>\n"));
        assert!(svg.contains(">Grundy values g(n) of a test game</text>"));
        assert!(svg.contains(
            ">proved: g(n + 3) = g(n) for every n &gt;= 5, by the octal periodicity theorem \
             (Guy–Smith), from g(0..=39)</text>"
        ));
        // The P-positions shown: 0..5 and every n = 3k from 6.
        let dots = svg.matches(&format!("fill=\"{P_DOT}\"/>")).count();
        assert_eq!(dots, 5 + (6..40).filter(|n| n % 3 == 0).count() + 1);
        assert!(svg.contains(PREPERIOD) && svg.contains(ONE_PERIOD));
        assert!(svg.contains(">n = 5</text>"));
        assert!(svg.contains("one period (3 values, proved)"));
        assert!(!svg.contains("stroke-dasharray"));
    }

    #[test]
    fn a_seen_period_is_drawn_dashed_and_said_not_proved() {
        let mut found = kayles_like();
        found.sequence.proof = None;
        let found = OneAxis::new(vec![], found.subject, found.axis, found.sequence, 40);
        let svg = one_axis(&found, None);
        assert!(svg.contains("stroke-dasharray"));
        assert!(svg.contains("seen, not proved"));
        assert!(svg.contains(">not proved: repeats with period 3 from 5 up to 39 (seen in"));
    }

    #[test]
    fn a_long_title_wraps_within_the_picture_and_no_bar_reaches_the_labels() {
        let mut found = kayles_like();
        found.subject = "a heap of n stones, any Fibonacci amount (infinitely many: no period \
                         proved) (hdu-1848-fibonacci-again)"
            .to_owned();
        let svg = one_axis(&found, Some(40));
        let titles: Vec<&str> = svg
            .lines()
            .filter(|line| line.contains("font-size=\"17\""))
            .collect();
        assert_eq!(titles.len(), 2, "{svg}");
        for line in titles {
            let words = line.split('>').nth(1).unwrap().trim_end_matches("</text");
            let wide = words.chars().count() as f64 * 17.0 * BOLD_EM;
            assert!(wide <= WIDTH - 32.0, "{words}");
        }
        assert!(svg.contains("(hdu-1848-fibonacci-again)</text>"), "{svg}");
        // The tallest bar (g = 2) stops below the band where the spans' labels are.
        let tops: Vec<f64> = svg
            .split('V')
            .skip(1)
            .map(|rest| {
                let end = rest
                    .find(|c: char| c != '.' && !c.is_ascii_digit())
                    .unwrap();
                rest[..end].parse().unwrap()
            })
            .collect();
        assert!(!tops.is_empty());
        assert!(
            tops.iter().all(|&top| top >= TOP + LABEL_BAND - 0.05),
            "{tops:?}"
        );
    }

    #[test]
    fn a_period_far_past_the_first_values_gets_a_panel_of_its_own() {
        let mut values = vec![1u32; 2000];
        values.extend([0, 2].iter().cycle().take(20));
        let sequence = Sequence {
            values,
            proof: Some(Proof {
                period: Period {
                    preperiod: 2000,
                    length: 2,
                },
                saltus: 0,
                theorem: Theorem::Octal,
                used_up_to: 2019,
            }),
        };
        let found = OneAxis::new(vec![], "x".to_owned(), "n".to_owned(), sequence, usize::MAX);
        let svg = one_axis(&found, None);
        assert!(
            svg.contains(">the first values: n = 0..=119</text>"),
            "{svg}"
        );
        assert!(
            svg.contains(">where the period starts: n = 2000..=2009</text>"),
            "{svg}"
        );
    }
}
