//! What `explore` is asked to look at: an octal game (`--octal .137`), a finite subtraction set
//! (`--subtract 1,3,4`) or a problem's own component rules (`PROBLEM [--input FILE]`), exactly
//! one of them.

use grundy::OctalGame;

use crate::error::{Result, bail};

/// The largest amount a subtraction set may hold (core's table walks a window as long as the
/// largest amount before it can prove anything).
pub const MAX_AMOUNT: u64 = 100_000_000;

/// What to explore.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// An octal game.
    Octal(OctalGame),
    /// A finite subtraction game: its amounts, as given.
    Subtraction(Vec<u64>),
    /// A problem crate, and the input file that sets up its game (`None`: its first official
    /// sample).
    Problem {
        /// The crate's name, as typed.
        name: String,
        /// `--input FILE`, if given.
        input: Option<String>,
    },
}

impl Source {
    /// The one source among `--octal`, `--subtract` and the positional words.
    ///
    /// # Errors
    /// None or more than one of them, two problems, a bad code or set, or `--input` without a
    /// problem.
    pub fn choose(
        octal: Option<String>,
        subtract: Option<String>,
        mut problems: Vec<String>,
        input: Option<String>,
    ) -> Result<Source> {
        let given = usize::from(octal.is_some()) + usize::from(subtract.is_some()) + problems.len();
        if given != 1 {
            bail!(
                "explore takes exactly one of --octal CODE, --subtract SET or PROBLEM, {} \
                 (see --help)",
                if given == 0 {
                    "none was given".to_owned()
                } else {
                    format!("{given} were given")
                }
            );
        }
        if input.is_some() && problems.is_empty() {
            bail!("--input FILE sets up a problem's game: it goes with PROBLEM only");
        }
        if let Some(code) = octal {
            let game = OctalGame::parse(&code).map_err(|error| format!("--octal: {error}"))?;
            return Ok(Source::Octal(game));
        }
        if let Some(set) = subtract {
            return Ok(Source::Subtraction(
                parse_amounts(&set).map_err(|why| format!("--subtract: {why}"))?,
            ));
        }
        let name = problems.pop().expect("exactly one source was given");
        Ok(Source::Problem { name, input })
    }
}

/// A subtraction set written `1,3,4`: whole numbers from 1 to [`MAX_AMOUNT`], separated by
/// commas (repeats allowed).
///
/// # Errors
/// What is wrong, naming the bad part.
pub fn parse_amounts(text: &str) -> std::result::Result<Vec<u64>, String> {
    if text.is_empty() {
        return Err("the set is empty; write its amounts separated by commas, as 1,3,4".to_owned());
    }
    text.split(',')
        .map(|word| {
            if word.is_empty() {
                return Err(format!(
                    "an empty amount in {text:?}; write the amounts separated by single commas, \
                     as 1,3,4"
                ));
            }
            match word.parse::<u64>() {
                Ok(amount) if (1..=MAX_AMOUNT).contains(&amount) => Ok(amount),
                _ => Err(format!(
                    "{word:?} in {text:?} is not an amount: amounts are whole numbers from 1 to \
                     {MAX_AMOUNT}"
                )),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choose(octal: Option<&str>, subtract: Option<&str>, problems: &[&str]) -> Result<Source> {
        Source::choose(
            octal.map(str::to_owned),
            subtract.map(str::to_owned),
            problems.iter().map(|name| name.to_string()).collect(),
            None,
        )
    }

    #[test]
    fn a_set_is_whole_numbers_separated_by_commas() {
        assert_eq!(parse_amounts("1,3,4"), Ok(vec![1, 3, 4]));
        assert_eq!(parse_amounts("4,4"), Ok(vec![4, 4]));
        assert_eq!(parse_amounts("100000000"), Ok(vec![MAX_AMOUNT]));
    }

    #[test]
    fn a_bad_set_is_an_error_naming_the_bad_part() {
        assert_eq!(
            parse_amounts("1,0").unwrap_err(),
            "\"0\" in \"1,0\" is not an amount: amounts are whole numbers from 1 to 100000000"
        );
        assert!(
            parse_amounts("1,,3")
                .unwrap_err()
                .starts_with("an empty amount in \"1,,3\"")
        );
        assert!(
            parse_amounts("1,")
                .unwrap_err()
                .starts_with("an empty amount")
        );
        assert!(
            parse_amounts("x")
                .unwrap_err()
                .starts_with("\"x\" in \"x\" is not an amount")
        );
        assert!(parse_amounts("-1").unwrap_err().starts_with("\"-1\""));
        assert!(parse_amounts(" 1").unwrap_err().starts_with("\" 1\""));
        assert!(
            parse_amounts("100000001")
                .unwrap_err()
                .starts_with("\"100000001\"")
        );
        assert!(
            parse_amounts("")
                .unwrap_err()
                .starts_with("the set is empty")
        );
    }

    #[test]
    fn exactly_one_source_is_taken() {
        assert_eq!(
            choose(Some(".07"), None, &[]),
            Ok(Source::Octal(OctalGame::parse(".07").unwrap()))
        );
        assert_eq!(
            choose(None, Some("1,2"), &[]),
            Ok(Source::Subtraction(vec![1, 2]))
        );
        assert_eq!(
            choose(None, None, &["x"]),
            Ok(Source::Problem {
                name: "x".into(),
                input: None
            })
        );
        let none = choose(None, None, &[]).unwrap_err().0;
        assert!(none.contains("none was given"), "{none}");
        let two = choose(Some(".07"), Some("1"), &[]).unwrap_err().0;
        assert!(two.contains("2 were given"), "{two}");
        assert!(choose(None, None, &["a", "b"]).is_err());
    }

    #[test]
    fn a_bad_code_or_set_says_which_option() {
        let code = choose(Some(".08"), None, &[]).unwrap_err().0;
        assert!(code.starts_with("--octal: "), "{code}");
        let set = choose(None, Some("1,,3"), &[]).unwrap_err().0;
        assert!(set.starts_with("--subtract: an empty amount"), "{set}");
    }

    #[test]
    fn an_input_file_needs_a_problem() {
        let error = Source::choose(Some(".07".into()), None, vec![], Some("in.txt".into()));
        assert!(
            error
                .unwrap_err()
                .0
                .starts_with("--input FILE sets up a problem's game")
        );
    }
}
