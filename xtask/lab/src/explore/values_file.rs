//! The `--values FILE` file: a first line naming the game (`# the octal game .6`, a comment to
//! the tools that read such files), then `g(0), g(1), ...`, one value a line (`-` where a
//! problem has no component). Core's engine runs write it as they go, a chunk at a time, so
//! that a run stopped part way leaves the values it computed; `--resume` reads them back,
//! checks them ([`read_for_resume`]) and goes on from there.

use std::fs::{self, File, OpenOptions};
use std::io::{ErrorKind, Write};

use grundy::OctalGame;

use super::sequence::NO_COMPONENT;
use crate::error::{Context, Result, bail};

/// How many of the last values [`read_for_resume`] checks by the plain mex.
pub const CHECKED_AT_THE_END: usize = 16;

/// The first line of the values file of `subject` (`the octal game .6`, `Grundy's game`).
pub fn header(subject: &str) -> String {
    format!("# {subject}")
}

/// `values` as the file's lines, each with its line end.
///
/// # Complexity
/// O(len), with no allocation per value.
fn lines(values: &[u32]) -> String {
    let mut text = Vec::with_capacity(values.len() * 5);
    let mut digits = [0u8; 10];
    for &value in values {
        if value == NO_COMPONENT {
            text.push(b'-');
        } else {
            let (mut rest, mut at) = (value, digits.len());
            loop {
                at -= 1;
                digits[at] = b'0' + (rest % 10) as u8;
                rest /= 10;
                if rest == 0 {
                    break;
                }
            }
            text.extend_from_slice(&digits[at..]);
        }
        text.push(b'\n');
    }
    String::from_utf8(text).expect("digits, dashes and line ends")
}

/// Writes the whole file: the header of `subject`, then `values`. Into a file beside it first,
/// then renamed over it, so that the file is never half written.
///
/// # Errors
/// An unwritable file.
pub fn write_all(path: &str, subject: &str, values: &[u32]) -> Result {
    let mut text = header(subject);
    text.push('\n');
    text.push_str(&lines(values));
    let new = format!("{path}.new");
    fs::write(&new, text).context(|| format!("write the values {path}"))?;
    fs::rename(&new, path).context(|| format!("write the values {path}"))
}

/// The values file of a run of core's engine, written as the run goes: the values computed
/// are appended a chunk at a time.
#[derive(Debug)]
pub struct Appender {
    path: String,
    file: File,
    /// How many values the file holds.
    written: usize,
}

impl Appender {
    /// A new file (replacing any file there) holding the header of `subject` only.
    ///
    /// # Errors
    /// An unwritable file.
    pub fn create(path: &str, subject: &str) -> Result<Self> {
        let mut file = File::create(path).context(|| format!("write the values {path}"))?;
        writeln!(file, "{}", header(subject)).context(|| format!("write the values {path}"))?;
        Ok(Self {
            path: path.to_owned(),
            file,
            written: 0,
        })
    }

    /// The file `path`, which holds the header and `written` values (and nothing after them:
    /// [`read_for_resume`] cut any unfinished line), to append to.
    ///
    /// # Errors
    /// An unwritable file.
    pub fn reopen(path: &str, written: usize) -> Result<Self> {
        let file = OpenOptions::new()
            .append(true)
            .open(path)
            .context(|| format!("write the values {path}"))?;
        Ok(Self {
            path: path.to_owned(),
            file,
            written,
        })
    }

    /// How many values the file holds.
    pub fn written(&self) -> usize {
        self.written
    }

    /// Appends the values of `values` the file does not hold yet.
    ///
    /// # Errors
    /// An unwritable file.
    pub fn append(&mut self, values: &[u32]) -> Result {
        if values.len() <= self.written {
            return Ok(());
        }
        let text = lines(&values[self.written..]);
        self.file
            .write_all(text.as_bytes())
            .context(|| format!("write the values {}", self.path))?;
        self.written = values.len();
        Ok(())
    }
}

/// The rules whose plain mex checks the last values of a file: an octal game's, or Grundy's
/// game's.
#[derive(Clone, Debug)]
pub enum Rules {
    /// An octal game with `d0 = 0` (core's engine's).
    Octal(OctalGame),
    /// Grundy's game: split a heap into two heaps of different sizes.
    Grundy,
}

impl Rules {
    /// `g(n)` by the definition, the mex of the values of the options of a heap of `n`, read
    /// from `values[..n]` (every smaller heap's value), independently of core's engine:
    /// digit `d_k`'s bit 1 takes `k` tokens leaving nothing, bit 2 leaving one heap, bit 4
    /// leaving two heaps (of any sizes from 1, in either order once); Grundy's game splits `n`
    /// into `a` and `n - a` with `1 <= a < n - a`.
    ///
    /// # Complexity
    /// O(n) per digit that splits a heap; O(number of digits) else.
    pub fn mex_at(&self, values: &[u32], n: usize) -> u32 {
        // An option's value above the number of options cannot be the mex: leave it out.
        let mut seen = vec![false; n + 2];
        let mut mark = |value: u32| {
            if let Some(slot) = seen.get_mut(value as usize) {
                *slot = true;
            }
        };
        match self {
            Rules::Octal(game) => {
                for (k, &digit) in game.digits().iter().enumerate().skip(1) {
                    if k > n {
                        break;
                    }
                    if digit & 1 != 0 && k == n {
                        mark(0);
                    }
                    if digit & 2 != 0 && k < n {
                        mark(values[n - k]);
                    }
                    if digit & 4 != 0 {
                        let rest = n - k;
                        for a in 1..=rest / 2 {
                            mark(values[a] ^ values[rest - a]);
                        }
                    }
                }
            }
            Rules::Grundy => {
                for a in 1..n.div_ceil(2) {
                    mark(values[a] ^ values[n - a]);
                }
            }
        }
        seen.iter().position(|&seen| !seen).unwrap_or(n + 1) as u32
    }
}

/// The values a file written by an earlier `--values` run holds, read back for `--resume`:
/// `None` if there is no file (the run starts from `g(0)`).
#[derive(Debug)]
pub struct Resumed {
    /// `g(0), g(1), ...` as the file gives them.
    pub values: Vec<u32>,
    /// The line of the file, from 1, that held an unfinished last value (a run stopped while
    /// writing it), left out and cut from the file.
    pub cut: Option<usize>,
}

/// Reads the values file `path` back for `--resume` of `subject`, whose values `rules` gives:
/// `None` if there is no such file. Checks that the first line names `subject`, that every
/// other line is a whole number (an unfinished last line, with no line end, is left out, and
/// cut from the file so that the values computed next follow the last whole one), that
/// `g(0) = 0`, and that each of the last [`CHECKED_AT_THE_END`] values is the mex of its
/// options by `rules` over the values before it. The values before those are trusted, not
/// checked.
///
/// # Errors
/// An unreadable file, or one that fails a check: the message names the line.
///
/// # Complexity
/// O(len) to read, and O(len) per value checked for a game that splits heaps.
pub fn read_for_resume(path: &str, subject: &str, rules: &Rules) -> Result<Option<Resumed>> {
    let bytes = match fs::read(path) {
        Ok(bytes) => bytes,
        Err(error) if error.kind() == ErrorKind::NotFound => return Ok(None),
        Err(error) => bail!("cannot read the values {path}: {error}"),
    };
    let Ok(text) = std::str::from_utf8(&bytes) else {
        bail!("--resume: {path} is not a text file of values");
    };
    let expected = header(subject);
    let mut lines = text.split_inclusive('\n');
    let first = lines.next().unwrap_or("");
    let first_line = first.strip_suffix('\n').unwrap_or(first);
    if first_line != expected {
        if let Some(other) = first_line.strip_prefix("# ") {
            bail!(
                "--resume: {path} holds the values of {other} (its line 1), not of {subject}: \
                 resume with that game, or give another file"
            );
        }
        bail!(
            "--resume: {path} does not say which game its values are: its line 1 is not \
             \"{expected}\", as --values writes it"
        );
    }
    if !first.ends_with('\n') {
        // The header alone, unfinished: the values to come must start on a line of their own.
        fs::write(path, format!("{expected}\n")).context(|| format!("write the values {path}"))?;
    }
    let mut values = Vec::with_capacity(text.len() / 4);
    let mut cut = None;
    let mut whole = first.len();
    for (index, line) in lines.enumerate() {
        let number = index + 2;
        let Some(digits) = line.strip_suffix('\n') else {
            cut = Some(number);
            break;
        };
        let value = match digits.parse::<u32>() {
            // As written: digits only, no leading zero.
            Ok(value)
                if digits.bytes().all(|b| b.is_ascii_digit())
                    && (digits.len() == 1 || !digits.starts_with('0'))
                    && value != NO_COMPONENT =>
            {
                value
            }
            _ => bail!(
                "--resume: {path}, line {number}: {digits:?} is not a value (a whole number, \
                 one a line)"
            ),
        };
        values.push(value);
        whole += line.len();
    }
    if values.first().is_some_and(|&g| g != 0) {
        bail!(
            "--resume: {path}, line 2: g(0) is {}, not 0 (a heap of 0 has no move): not the \
             values of {subject}",
            values[0]
        );
    }
    for n in values.len().saturating_sub(CHECKED_AT_THE_END)..values.len() {
        let mex = rules.mex_at(&values, n);
        if values[n] != mex {
            bail!(
                "--resume: {path}, line {}: g({n}) is {} there, but {mex} by the mex of its \
                 options over the values before it: the file is corrupted, or not of {subject}",
                n + 2,
                values[n]
            );
        }
    }
    if cut.is_some() {
        let file = OpenOptions::new()
            .write(true)
            .open(path)
            .context(|| format!("cut the unfinished last line of {path}"))?;
        file.set_len(whole as u64)
            .context(|| format!("cut the unfinished last line of {path}"))?;
    }
    Ok(Some(Resumed { values, cut }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_plain_mex_gives_the_values_of_the_definition() {
        for code in [".6", ".07", ".137", ".77", ".007", ".4"] {
            let game = OctalGame::parse(code).unwrap();
            let direct = game.grundy_direct(300);
            let rules = Rules::Octal(game);
            for n in 0..=300 {
                assert_eq!(rules.mex_at(&direct, n), direct[n], "{code} at {n}");
            }
        }
        let grundy = grundy::GrundyGame.grundy_direct(300);
        for n in 0..=300 {
            assert_eq!(Rules::Grundy.mex_at(&grundy, n), grundy[n], "at {n}");
        }
    }

    #[test]
    fn by_hand_the_first_values_of_dawsons_kayles_and_grundys_game() {
        // .07: take 2 tokens, leaving 0, 1 or 2 heaps. Heaps 0..=5 by hand: 0, 0, 1, 1, 2, 0.
        let dawson = Rules::Octal(OctalGame::parse(".07").unwrap());
        let values = [0, 0, 1, 1, 2, 0];
        for n in 0..values.len() {
            assert_eq!(dawson.mex_at(&values, n), values[n], "{n}");
        }
        // Grundy's game: 0, 0, 0, 1 (3 = 1 + 2), 0 (4 = 1 + 3), 2 (5 = 1 + 4 or 2 + 3).
        let values = [0, 0, 0, 1, 0, 2];
        for n in 0..values.len() {
            assert_eq!(Rules::Grundy.mex_at(&values, n), values[n], "{n}");
        }
    }

    #[test]
    fn lines_write_one_value_a_line_and_a_dash_for_no_component() {
        assert_eq!(
            lines(&[0, 12, NO_COMPONENT, 4_294_967_294, 100]),
            "0\n12\n-\n4294967294\n100\n"
        );
    }
}
