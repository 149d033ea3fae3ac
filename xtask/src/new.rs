//! `cargo xtask new NAME`: scaffold `problems/NAME/` as a crate that builds at once, passes its
//! one example sample, and shows up in `check-samples`.

use std::fs;
use std::path::Path;

use crate::workspace;

/// The files of a new problem: (path inside the crate, template).
const FILES: &[(&str, &str)] = &[
    ("Cargo.toml", include_str!("templates/Cargo.toml.tpl")),
    ("README.md", include_str!("templates/README.md.tpl")),
    ("src/main.rs", include_str!("templates/main.rs.tpl")),
    ("src/lib.rs", include_str!("templates/lib.rs.tpl")),
    ("src/rules.rs", include_str!("templates/rules.rs.tpl")),
    (
        "samples/example.in",
        include_str!("templates/example.in.tpl"),
    ),
    (
        "samples/example.out",
        include_str!("templates/example.out.tpl"),
    ),
];

/// The new problem's test file, `tests/tests/<crate>.rs`.
const TEST: &str = include_str!("templates/test.rs.tpl");

/// Whether `name` is a good crate name here: lowercase ASCII letters, digits and single
/// hyphens, starting with a letter (like `hdu-5724-chess`).
fn is_valid_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_lowercase())
        && !name.ends_with('-')
        && !name.contains("--")
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

pub fn run(args: &[String]) -> Result<bool, String> {
    let [name] = args else {
        return Err(
            "usage: cargo xtask new NAME   (for example: cargo xtask new poj-1234-nim)".into(),
        );
    };
    if !is_valid_name(name) {
        return Err(format!(
            "{name:?} is not a problem name: use lowercase letters, digits and hyphens, starting with a letter"
        ));
    }
    let dir = workspace::root().join("problems").join(name);
    if dir.exists() {
        return Err(format!("{} already exists", dir.display()));
    }
    let crate_name = name.replace('-', "_");
    let tests = workspace::root().join("tests");
    let test_file = tests.join("tests").join(format!("{crate_name}.rs"));
    if test_file.exists() {
        return Err(format!("{} already exists", test_file.display()));
    }
    let fill = |template: &str| {
        template
            .replace("{{name}}", name)
            .replace("{{crate}}", &crate_name)
    };
    for (path, template) in FILES {
        write(&dir.join(path), &fill(template))?;
    }
    write(&test_file, &fill(TEST))?;
    let manifest = tests.join("Cargo.toml");
    let text = fs::read_to_string(&manifest)
        .map_err(|e| format!("cannot read {}: {e}", manifest.display()))?;
    write(&manifest, &with_dependency(&text, name)?)?;
    println!("created problems/{name}/ and tests/tests/{crate_name}.rs");
    println!("next: write src/rules.rs (the real rules) and src/lib.rs (the solver), put the");
    println!("      samples in samples/, make the test agree with the referee, then run");
    println!("      cargo xtask check-samples {name}");
    Ok(true)
}

/// The test crate's manifest with `name` added to its `[dependencies]`.
fn with_dependency(manifest: &str, name: &str) -> Result<String, String> {
    let header = "[dependencies]\n";
    let at = manifest
        .find(header)
        .ok_or("tests/Cargo.toml has no [dependencies] section")?
        + header.len();
    let mut text = manifest.to_owned();
    text.insert_str(
        at,
        &format!("{name} = {{ path = \"../problems/{name}\" }}\n"),
    );
    Ok(text)
}

fn write(file: &Path, text: &str) -> Result<(), String> {
    fs::create_dir_all(file.parent().expect("every file here has a folder"))
        .and_then(|()| fs::write(file, text))
        .map_err(|e| format!("cannot write {}: {e}", file.display()))
}

#[cfg(test)]
mod tests {
    use super::is_valid_name;

    #[test]
    fn every_template_placeholder_is_one_the_scaffold_fills() {
        for (path, template) in super::FILES.iter().chain([&("test", super::TEST)]) {
            let filled = template.replace("{{name}}", "x").replace("{{crate}}", "x");
            assert!(!filled.contains("{{"), "{path} has an unknown placeholder");
        }
    }

    #[test]
    fn the_new_crate_becomes_a_dependency_of_the_tests() {
        let manifest = "[package]\nname = \"t\"\n\n[dependencies]\ngrundy.workspace = true\n";
        let text = super::with_dependency(manifest, "poj-1-nim").unwrap();
        assert!(
            text.contains(
                "[dependencies]\npoj-1-nim = { path = \"../problems/poj-1-nim\" }\ngrundy"
            )
        );
        assert!(super::with_dependency("[package]\n", "x").is_err());
    }

    #[test]
    fn the_example_sample_is_a_pair() {
        let paths: Vec<&str> = super::FILES.iter().map(|(path, _)| *path).collect();
        assert!(paths.contains(&"samples/example.in") && paths.contains(&"samples/example.out"));
    }

    #[test]
    fn problem_names_are_lowercase_words_joined_by_hyphens() {
        assert!(is_valid_name("hdu-5724-chess"));
        assert!(is_valid_name("nim"));
        for bad in [
            "",
            "Chess",
            "5724-chess",
            "chess-",
            "a--b",
            "a_b",
            "a/b",
            "../x",
        ] {
            assert!(!is_valid_name(bad), "{bad:?} accepted");
        }
    }
}
