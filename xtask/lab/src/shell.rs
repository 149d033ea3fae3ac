//! A command line written back as a POSIX shell reads it: what `judge` and `stress` print of
//! the user's command, and the `stress` replay line.

/// `word` as a POSIX shell reads it back: unchanged when it is plain, else in single quotes.
pub fn quote(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c));
    if plain {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// `words` as one command line: each [`quote`]d, joined by spaces.
pub fn line(words: &[String]) -> String {
    words
        .iter()
        .map(|word| quote(word))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_are_quoted_only_where_a_shell_needs_it() {
        assert_eq!(quote("python3"), "python3");
        assert_eq!(quote("./a.out"), "./a.out");
        assert_eq!(quote("python3 sol.py \"$@\""), "'python3 sol.py \"$@\"'");
        assert_eq!(quote("it's"), r"'it'\''s'");
        assert_eq!(quote(""), "''");
    }

    #[test]
    fn a_line_is_its_words_quoted_and_joined_by_spaces() {
        let words = ["python3".to_owned(), "my sol.py".to_owned()];
        assert_eq!(line(&words), "python3 'my sol.py'");
        assert_eq!(line(&[]), "");
    }
}
