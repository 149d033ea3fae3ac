//! One run of `cargo xtask bench` as a record: its rows, the date and the machine, printed as a
//! text table or as Markdown, kept as JSON under `target/bench/`, and compared with another.

use std::fs;
use std::path::PathBuf;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use harness::Size;
use serde_json::{Value, json};

use lab::error::{Context, Result};
use lab::runner::{human, human_bytes};
use lab::workspace;

/// One timed case.
#[derive(Clone, Debug)]
pub struct Row {
    /// `problem/case`, with ` --explain` when explained.
    pub case: String,
    /// Within the judge's limits or past them.
    pub size: Size,
    /// What the input is, in a few words.
    pub about: String,
    /// The input's length.
    pub input_bytes: u64,
    /// Median, fastest and slowest wall time.
    pub median: Duration,
    pub min: Duration,
    pub max: Duration,
    /// Peak resident memory of any run, in bytes.
    pub peak_memory: u64,
    /// The median time to read every token of the input and nothing else.
    pub floor: Duration,
    /// Whether every run ended as expected (answered, or the expected error).
    pub passed: bool,
    /// `answered`, `expected error`, or what went wrong.
    pub result: String,
}

/// The columns of the text table.
const WIDTHS: [usize; 9] = [58, 9, 9, 9, 9, 9, 9, 7, 0];

impl Row {
    /// The text table's header.
    pub fn header(runs: usize) -> String {
        let title = format!("case ({runs} runs each)");
        columns(&[
            &title, "input", "median", "min", "max", "peak mem", "floor", "x floor", "result",
        ])
    }

    /// The row as a line of the text table.
    pub fn line(&self) -> String {
        columns(&[
            &self.case,
            &human_bytes(self.input_bytes),
            &human(self.median),
            &human(self.min),
            &human(self.max),
            &human_bytes(self.peak_memory),
            &human(self.floor),
            &self.ratio(),
            &self.result,
        ])
    }

    /// The median over the reading floor, as `12.3x`.
    fn ratio(&self) -> String {
        let floor = self.floor.as_secs_f64();
        if floor <= 0.0 {
            return "-".to_owned();
        }
        format!("{:.1}x", self.median.as_secs_f64() / floor)
    }

    fn to_json(&self) -> Value {
        json!({
            "case": self.case,
            "size": self.size.name(),
            "about": self.about,
            "input_bytes": self.input_bytes,
            "median_s": self.median.as_secs_f64(),
            "min_s": self.min.as_secs_f64(),
            "max_s": self.max.as_secs_f64(),
            "peak_memory_bytes": self.peak_memory,
            "floor_s": self.floor.as_secs_f64(),
            "passed": self.passed,
            "result": self.result,
        })
    }

    fn from_json(value: &Value) -> Option<Row> {
        let text = |key: &str| value.get(key)?.as_str().map(str::to_owned);
        let number = |key: &str| value.get(key)?.as_u64();
        let seconds = |key: &str| Some(Duration::from_secs_f64(value.get(key)?.as_f64()?));
        Some(Row {
            case: text("case")?,
            size: text("size")?.parse().ok()?,
            about: text("about")?,
            input_bytes: number("input_bytes")?,
            median: seconds("median_s")?,
            min: seconds("min_s")?,
            max: seconds("max_s")?,
            peak_memory: number("peak_memory_bytes")?,
            floor: seconds("floor_s")?,
            passed: value.get("passed")?.as_bool()?,
            result: text("result")?,
        })
    }
}

/// `cells` padded to [`WIDTHS`], the first left-aligned, the others right-aligned.
fn columns(cells: &[&str]) -> String {
    let mut line = String::new();
    for (index, (cell, width)) in cells.iter().zip(WIDTHS).enumerate() {
        match index {
            0 => line.push_str(&format!("{cell:<width$}")),
            _ if width == 0 => line.push_str(&format!("  {cell}")),
            _ => line.push_str(&format!(" {cell:>width$}")),
        }
    }
    line
}

/// A whole run of the benchmark.
#[derive(Clone, Debug)]
pub struct Record {
    /// `2026-11-23`, in UTC.
    pub date: String,
    /// `2 cores, 23.4 GiB, AMD EPYC`.
    pub machine: String,
    /// Runs per case.
    pub runs: usize,
    pub rows: Vec<Row>,
}

impl Record {
    /// An empty record of a run starting now on this machine.
    pub fn now(runs: usize) -> Self {
        Self {
            date: today(),
            machine: machine(),
            runs,
            rows: Vec::new(),
        }
    }

    /// The table as Markdown, headed by the date, the machine and the command.
    pub fn markdown(&self) -> String {
        let mut text = format!(
            "Measured {} on {} with `cargo xtask bench --runs {} --markdown` (wall time; \
             floor: the same binary's scanner reading every token and nothing else).\n\n",
            self.date, self.machine, self.runs
        );
        text.push_str(
            "| case | what | size | input | median | min | max | peak memory | floor | x floor | result |\n\
             |---|---|---|--:|--:|--:|--:|--:|--:|--:|---|\n",
        );
        for row in &self.rows {
            text.push_str(&format!(
                "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
                row.case.replace('|', "\\|"),
                row.about.replace('|', "\\|"),
                row.size,
                human_bytes(row.input_bytes),
                human(row.median),
                human(row.min),
                human(row.max),
                human_bytes(row.peak_memory),
                human(row.floor),
                row.ratio(),
                row.result
            ));
        }
        text
    }

    /// Each case's median before and now, and the change; cases in only one of the two said so.
    pub fn compare(&self, before: &Record) -> String {
        let mut text = format!(
            "change against the record of {} ({}):\n{:<58} {:>9} {:>9} {:>8}\n",
            before.date, before.machine, "case", "before", "now", "change"
        );
        for row in &self.rows {
            match before.rows.iter().find(|old| old.case == row.case) {
                Some(old) => {
                    let change = row.median.as_secs_f64() / old.median.as_secs_f64().max(1e-9);
                    text.push_str(&format!(
                        "{:<58} {:>9} {:>9} {:>+7.1}%\n",
                        row.case,
                        human(old.median),
                        human(row.median),
                        (change - 1.0) * 100.0
                    ));
                }
                None => text.push_str(&format!("{:<58} {:>9} {:>9}\n", row.case, "new", "")),
            }
        }
        for old in &before.rows {
            if self.rows.iter().all(|row| row.case != old.case) {
                text.push_str(&format!("{:<58} {:>9}\n", old.case, "not run"));
            }
        }
        text
    }

    /// Where the record `name` is kept.
    fn path(name: &str) -> PathBuf {
        workspace::target_dir()
            .join("bench")
            .join(format!("{name}.json"))
    }

    /// Writes the record as `target/bench/<name>.json` and returns that path.
    ///
    /// # Errors
    /// A name that is not a plain file name, or a failed write.
    pub fn save(&self, name: &str) -> Result<PathBuf> {
        check_name(name)?;
        let path = Self::path(name);
        let dir = path.parent().expect("a file in a folder");
        fs::create_dir_all(dir).context(|| format!("create {}", dir.display()))?;
        let value = json!({
            "date": self.date,
            "machine": self.machine,
            "runs": self.runs,
            "rows": self.rows.iter().map(Row::to_json).collect::<Vec<_>>(),
        });
        let text = serde_json::to_string_pretty(&value).expect("a JSON value prints");
        fs::write(&path, text + "\n").context(|| format!("write {}", path.display()))?;
        Ok(path)
    }

    /// Reads back the record `name`.
    ///
    /// # Errors
    /// No such record (with the names there are), or one that is not a bench record.
    pub fn load(name: &str) -> Result<Record> {
        check_name(name)?;
        let path = Self::path(name);
        let text = fs::read_to_string(&path).map_err(|_| {
            format!(
                "no bench record {name:?} (saved ones: {}); make one with --save {name}",
                saved_names()
            )
        })?;
        let bad = || format!("{} is not a bench record", path.display());
        let value: Value =
            serde_json::from_str(&text).map_err(|error| format!("{}: {error}", bad()))?;
        let rows = value
            .get("rows")
            .and_then(Value::as_array)
            .ok_or_else(bad)?
            .iter()
            .map(|row| Row::from_json(row).ok_or_else(bad))
            .collect::<std::result::Result<Vec<_>, _>>()?;
        Ok(Record {
            date: value
                .get("date")
                .and_then(Value::as_str)
                .ok_or_else(bad)?
                .to_owned(),
            machine: value
                .get("machine")
                .and_then(Value::as_str)
                .ok_or_else(bad)?
                .to_owned(),
            runs: value.get("runs").and_then(Value::as_u64).ok_or_else(bad)? as usize,
            rows,
        })
    }
}

/// A record's name must be a plain file name: letters, digits, `-`, `_`, `.`.
fn check_name(name: &str) -> Result {
    let plain = !name.is_empty()
        && !name.starts_with('.')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'));
    if !plain {
        return Err(format!(
            "a bench record's name is letters, digits, '-', '_' and '.', found {name:?}"
        )
        .into());
    }
    Ok(())
}

/// The names of the saved records, or `none`.
fn saved_names() -> String {
    let dir = workspace::target_dir().join("bench");
    let mut names: Vec<String> = fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".json").map(str::to_owned)
        })
        .collect();
    names.sort();
    if names.is_empty() {
        "none".to_owned()
    } else {
        names.join(", ")
    }
}

/// Today's date in UTC, as `YYYY-MM-DD` (days since 1970 to a civil date).
fn today() -> String {
    let seconds = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs());
    let (year, month, day) = civil_date(seconds / 86_400);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The proleptic Gregorian date `days` after 1970-01-01: count in 400-year eras of 146,097
/// days from 0000-03-01, so that the leap day ends each year.
fn civil_date(days: u64) -> (u64, u64, u64) {
    let days = days + 719_468; // 0000-03-01 to 1970-01-01
    let era = days / 146_097;
    let day_of_era = days % 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_from_march = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_from_march + 2) / 5 + 1;
    let month = if month_from_march < 10 {
        month_from_march + 3
    } else {
        month_from_march - 9
    };
    let year = year_of_era + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

/// `2 cores, 23.4 GiB, AMD EPYC`: this machine's cores, memory and processor, as far as Linux
/// says.
fn machine() -> String {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let meminfo = fs::read_to_string("/proc/meminfo").unwrap_or_default();
    let memory = meminfo
        .lines()
        .find_map(|line| line.strip_prefix("MemTotal:"))
        .and_then(|rest| {
            rest.trim()
                .trim_end_matches("kB")
                .trim()
                .parse::<u64>()
                .ok()
        })
        .map_or_else(
            || "memory unknown".to_owned(),
            |kib| format!("{:.1} GiB", kib as f64 / (1024.0 * 1024.0)),
        );
    let cpuinfo = fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let model = cpuinfo
        .lines()
        .find_map(|line| line.strip_prefix("model name"))
        .and_then(|rest| rest.split_once(':'))
        .map_or("processor unknown", |(_, name)| name.trim());
    format!("{cores} cores, {memory}, {model}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_dates_follow_the_calendar() {
        assert_eq!(civil_date(0), (1970, 1, 1));
        assert_eq!(civil_date(59), (1970, 3, 1));
        assert_eq!(civil_date(11_016), (2000, 2, 29));
        assert_eq!(civil_date(20_780), (2026, 11, 23));
    }

    #[test]
    fn a_record_reads_back_as_it_was_saved() {
        let row = Row {
            case: "p/judge-max --explain".into(),
            size: Size::Judge,
            about: "a case".into(),
            input_bytes: 12,
            median: Duration::from_millis(20),
            min: Duration::from_millis(19),
            max: Duration::from_millis(25),
            peak_memory: 4096,
            floor: Duration::from_millis(5),
            passed: true,
            result: "answered".into(),
        };
        let back = Row::from_json(&row.to_json()).expect("a row");
        assert_eq!(back.line(), row.line());
        assert_eq!(row.ratio(), "4.0x");
    }

    #[test]
    fn record_names_are_plain_file_names() {
        assert!(check_name("before-change_1.2").is_ok());
        for bad in ["", "../x", "a/b", ".hidden", "a b"] {
            assert!(check_name(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn a_comparison_gives_each_median_change_and_the_cases_in_one_run_only() {
        let row = |case: &str, millis: u64| Row {
            case: case.into(),
            size: Size::Beyond,
            about: String::new(),
            input_bytes: 1,
            median: Duration::from_millis(millis),
            min: Duration::from_millis(millis),
            max: Duration::from_millis(millis),
            peak_memory: 1,
            floor: Duration::from_millis(1),
            passed: true,
            result: "answered".into(),
        };
        let record = |rows| Record {
            date: "2026-11-23".into(),
            machine: "m".into(),
            runs: 1,
            rows,
        };
        let before = record(vec![row("p/a", 200), row("p/gone", 5)]);
        let now = record(vec![row("p/a", 100), row("p/new", 7)]);
        let text = now.compare(&before);
        assert!(text.contains("-50.0%"), "{text}");
        assert!(
            text.lines()
                .any(|line| line.starts_with("p/new") && line.contains("new"))
        );
        assert!(
            text.lines()
                .any(|line| line.starts_with("p/gone") && line.contains("not run"))
        );
    }
}
