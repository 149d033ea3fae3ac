//! `cargo xtask new NAME`: scaffold `problems/NAME/`, a crate that builds at once, passes its
//! own tests and its example samples, and touches no other file of the workspace
//! (every command that needs "all problems" finds them in `problems/`).

use std::fs;
use std::path::Path;

use lab::args::{Args, Section, Spec};
use lab::error::{Context, Result, bail};
use lab::workspace::{self, is_plain_name};

pub const SPEC: Spec = Spec {
    name: "new",
    arguments: "NAME",
    summary: "scaffold problems/NAME, a crate that builds and passes at once",
    about: "Scaffolds problems/NAME/ (NAME in lowercase letters, digits and hyphens, such as
poj-2234-matches-game): a crate that plays Nim until you replace it, with its tests and its
example samples. It builds and passes at once; `cargo test --workspace` then
fails only in the layout check, which lists what is still to do (docs/adding-a-problem.md).",
    sections: &[Section {
        title: "options",
        options: &[],
    }],
    after: "",
};

/// The files of a new problem: (path inside the crate, template).
const FILES: &[(&str, &str)] = &[
    ("Cargo.toml", include_str!("templates/Cargo.toml.tpl")),
    ("README.md", include_str!("templates/README.md.tpl")),
    ("src/main.rs", include_str!("templates/main.rs.tpl")),
    ("src/lib.rs", include_str!("templates/lib.rs.tpl")),
    ("src/problem.rs", include_str!("templates/problem.rs.tpl")),
    (
        "src/real_rules.rs",
        include_str!("templates/real_rules.rs.tpl"),
    ),
    ("tests/main.rs", include_str!("templates/tests_main.rs.tpl")),
    (
        "samples/example.in",
        include_str!("templates/example.in.tpl"),
    ),
    (
        "samples/example.out",
        include_str!("templates/example.out.tpl"),
    ),
    (
        "samples/explain-example.in",
        include_str!("templates/example.in.tpl"),
    ),
    (
        "samples/explain-example.args",
        include_str!("templates/explain.args.tpl"),
    ),
    (
        "samples/explain-example.out",
        include_str!("templates/explain-example.out.tpl"),
    ),
    ("samples/help.in", ""),
    ("samples/help.args", include_str!("templates/help.args.tpl")),
    ("samples/help.out", include_str!("templates/help.out.tpl")),
];

/// The templates with the name filled in: (path inside the crate, text).
fn scaffold(name: &str) -> Vec<(&'static str, String)> {
    let crate_name = name.replace('-', "_");
    FILES
        .iter()
        .map(|(path, template)| {
            let text = template
                .replace("{{name}}", name)
                .replace("{{crate}}", &crate_name);
            (*path, text)
        })
        .collect()
}

pub fn run(args: Args) -> Result {
    let words = args.positional();
    let [name] = words.as_slice() else {
        bail!("new takes one NAME, for example: cargo xtask new poj-2234-matches-game");
    };
    if !is_plain_name(name) {
        bail!(
            "{name:?} is not a problem name: use lowercase letters, digits and single hyphens, \
             starting with a letter (such as poj-2234-matches-game)"
        );
    }
    let dir = workspace::root().join("problems").join(name);
    if dir.exists() {
        bail!("{} already exists", dir.display());
    }
    for (path, text) in scaffold(name) {
        write(&dir.join(path), &text)?;
    }
    println!("created problems/{name}/, a crate that plays Nim and passes its tests:");
    println!("  cargo test -p {name}                # its tests");
    println!("  cargo xtask check-samples {name}    # its samples");
    println!(
        "next: `cargo xtask todo {name}` lists what is left (in a second), each piece with its \
         step in docs/adding-a-problem.md"
    );
    Ok(())
}

fn write(file: &Path, text: &str) -> Result {
    let folder = file.parent().expect("every file here has a folder");
    fs::create_dir_all(folder).context(|| format!("create {}", folder.display()))?;
    fs::write(file, text).context(|| format!("write {}", file.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_template_placeholder_is_one_the_scaffold_fills() {
        for (path, text) in scaffold("poj-1-nim") {
            assert!(!text.contains("{{"), "{path} has an unknown placeholder");
        }
    }

    #[test]
    fn the_scaffolds_code_is_rustfmt_clean_even_for_a_long_name() {
        let name = "codeforces-1234-a-game-with-a-very-long-name-of-many-words";
        for (path, text) in scaffold(name) {
            if !path.ends_with(".rs") {
                continue;
            }
            let mut rustfmt = std::process::Command::new("rustfmt")
                .args(["--edition", "2024", "--config-path"])
                .arg(workspace::root().join("rustfmt.toml"))
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .spawn()
                .expect("rustfmt runs (rustup component add rustfmt)");
            let mut stdin = rustfmt.stdin.take().expect("piped");
            std::io::Write::write_all(&mut stdin, text.as_bytes()).unwrap();
            drop(stdin);
            // (`rustfmt --check` exits 0 on stdin whatever it finds: compare instead.)
            let output = rustfmt.wait_with_output().unwrap();
            assert!(output.status.success(), "rustfmt failed on {path}");
            let formatted = String::from_utf8(output.stdout).unwrap();
            assert!(
                formatted == text,
                "{path} is not rustfmt-clean; rustfmt writes it:\n{formatted}"
            );
        }
    }

    #[test]
    fn the_scaffold_names_the_crate_in_its_code_and_its_package_in_its_manifest() {
        let files = scaffold("poj-1-nim");
        let text = |wanted: &str| &files.iter().find(|(path, _)| *path == wanted).unwrap().1;
        assert!(text("Cargo.toml").contains("name = \"poj-1-nim\""));
        assert!(text("src/main.rs").contains("harness::main!(poj_1_nim::PROGRAM);"));
    }

    #[test]
    fn the_example_samples_come_with_their_answers_and_no_snapshot_repeats_them() {
        let paths: Vec<&str> = FILES.iter().map(|(path, _)| *path).collect();
        for wanted in [
            "samples/example.out",
            "samples/explain-example.out",
            "samples/help.out",
        ] {
            assert!(paths.contains(&wanted), "{wanted} is missing");
        }
        assert!(!paths.iter().any(|path| path.starts_with("snapshots/")));
    }

    #[test]
    fn problem_names_are_lowercase_words_joined_by_hyphens() {
        assert!(is_plain_name("hdu-5724-chess"));
        assert!(is_plain_name("nim"));
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
            assert!(!is_plain_name(bad), "{bad:?} accepted");
        }
    }
}
