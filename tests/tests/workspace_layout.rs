//! The shape every problem crate must have, so that a new problem cannot land half-done. The
//! problems are found in `problems/`: nothing lists them by hand. The check collects every
//! missing piece of every problem and fails once, naming each piece in plain words with the
//! step of "Adding a problem" (`docs/adding-a-problem.md`) that adds it. `cargo xtask todo`
//! prints the same list (`grundy_tests::todo_report`) without building the tests. Beside it,
//! the guide's own checks: every relative link of README.md and `docs/` resolves, and every
//! repository path they and the editorials name exists.

use std::fs;
use std::path::{Path, PathBuf};

use grundy_tests::{problem_crates, todo_report};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

#[test]
fn every_problem_has_its_code_contract_samples_tests_snapshots_and_editorial() {
    let names: Vec<String> = problem_crates(&workspace())
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    let report = todo_report(&workspace(), &names);
    if !report.is_empty() {
        println!(
            "\n{report}\nThe steps are in docs/adding-a-problem.md; `cargo xtask todo` prints this list."
        );
        // Fails without the panic hook, so that no backtrace (under RUST_BACKTRACE) buries
        // the list: libtest shows what the test printed, and the failure.
        std::panic::resume_unwind(Box::new("the layout check found unfinished problems"));
    }
}

#[test]
fn no_problem_is_listed_by_hand_outside_its_own_crate() {
    // Every check that spans the problems finds them in problems/: neither the test kit nor the
    // runner depends on a problem crate.
    for manifest in ["tests/Cargo.toml", "xtask/Cargo.toml"] {
        let text = fs::read_to_string(workspace().join(manifest)).unwrap();
        for (name, _) in problem_crates(&workspace()) {
            assert!(!text.contains(&name), "{manifest} names {name}");
        }
    }
}

/// The guide: the front page `README.md` and the chapters in `docs/`, as paths from the
/// workspace.
fn guide() -> Vec<PathBuf> {
    let mut files = vec![PathBuf::from("README.md")];
    let mut chapters: Vec<PathBuf> = fs::read_dir(workspace().join("docs"))
        .expect("docs/ exists")
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().to_str()?.to_owned();
            name.ends_with(".md").then(|| Path::new("docs").join(name))
        })
        .collect();
    chapters.sort();
    files.extend(chapters);
    files
}

/// The guide and every problem's editorial, as paths from the workspace.
fn documents(crates: &[String]) -> Vec<PathBuf> {
    let mut files = guide();
    files.extend(
        crates
            .iter()
            .map(|name| Path::new("problems").join(name).join("README.md")),
    );
    files
}

fn crates() -> Vec<String> {
    problem_crates(&workspace())
        .into_iter()
        .map(|(name, _)| name)
        .collect()
}

/// The repository paths a Markdown text names in backticks, each with the line it starts on
/// (from 1): those under the workspace's own folders (`core/`, `xtask/`, `tests/`, `.ci/`,
/// `.cargo/`, `docs/`, and `problems/<a crate that exists>/`, since the scaffold check's copy
/// of the workspace holds only some of the problems), without placeholders such as `<name>`.
/// Paths relative to a problem crate (`src/lib.rs`, `tests/main.rs`: a file right under
/// `tests/`, where the workspace's own `tests/` holds none) are not the repository's and are
/// left out.
fn repository_paths(text: &str, crates: &[String]) -> Vec<(usize, String)> {
    let roots = ["core/", "xtask/", "tests/", ".ci/", ".cargo/", "docs/"];
    let mut line = 1;
    let mut paths = Vec::new();
    for (i, piece) in text.split('`').enumerate() {
        let quoted = i % 2 == 1;
        if quoted
            && !piece.is_empty()
            && !piece.contains([' ', '\n', '<', '*', '{'])
            && (roots.iter().any(|root| piece.starts_with(root))
                || piece
                    .strip_prefix("problems/")
                    .and_then(|rest| rest.split('/').next())
                    .is_some_and(|name| crates.iter().any(|c| c == name)))
            && !piece
                .strip_prefix("tests/")
                .is_some_and(|rest| !rest.is_empty() && !rest.contains('/'))
        {
            paths.push((line, piece.to_owned()));
        }
        line += piece.matches('\n').count();
    }
    paths
}

#[test]
fn every_repository_path_the_guide_and_the_editorials_name_exists() {
    let crates = crates();
    let mut missing = Vec::new();
    for document in documents(&crates) {
        let text = fs::read_to_string(workspace().join(&document)).unwrap();
        for (line, path) in repository_paths(&text, &crates) {
            if !workspace().join(&path).exists() {
                missing.push(format!("{}:{line}: `{path}`", document.display()));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "paths named but not in the repository:\n{}",
        missing.join("\n")
    );
}

/// The anchor GitHub gives a heading: lower case, every character dropped but letters,
/// digits, `_`, `-` and spaces, each space a `-` (`` Misère play: `--misere` `` is
/// `misère-play---misere`).
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | ' '))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a Markdown text's headings (`#` to `######`, outside fenced code), a
/// repeated one with `-1`, `-2`, ... after it as GitHub numbers them.
fn anchors(text: &str) -> Vec<String> {
    let mut anchors: Vec<String> = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
            continue;
        }
        let hashes = line.len() - line.trim_start_matches('#').len();
        if fenced || !(1..=6).contains(&hashes) || !line[hashes..].starts_with(' ') {
            continue;
        }
        let base = slug(&line[hashes..]);
        let mut anchor = base.clone();
        let mut n = 0;
        while anchors.contains(&anchor) {
            n += 1;
            anchor = format!("{base}-{n}");
        }
        anchors.push(anchor);
    }
    anchors
}

/// The targets of a Markdown text's inline links and images (`[words](target)`,
/// `![words](target)`), each with its line (from 1), outside fenced code and code spans.
fn link_targets(text: &str) -> Vec<(usize, String)> {
    let mut targets = Vec::new();
    let mut fenced = false;
    for (i, line) in text.lines().enumerate() {
        if line.starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        // Outside code spans only: the pieces between backticks at even places.
        let plain: String = line.split('`').step_by(2).collect();
        for (at, _) in plain.match_indices("](") {
            let rest = &plain[at + 2..];
            let end = rest.find([')', ' ']).unwrap_or(rest.len());
            targets.push((i + 1, rest[..end].to_owned()));
        }
    }
    targets
}

/// Whether a link target is relative (into the repository), not a web address.
fn is_relative(target: &str) -> bool {
    !target.contains("://") && !target.starts_with("mailto:")
}

/// What is wrong with the relative link `target` in `document` (a path from `root`), if
/// anything: the file or folder it names is missing, or the heading its `#anchor` names.
/// Links into a problem folder that `root` does not hold are not judged (the scaffold check's
/// copy of the workspace holds only some of the problems).
fn broken_link(root: &Path, document: &Path, target: &str, crates: &[String]) -> Option<String> {
    let (path, anchor) = match target.split_once('#') {
        Some((path, anchor)) => (path, Some(anchor)),
        None => (target, None),
    };
    let file = if path.is_empty() {
        document.to_path_buf()
    } else {
        document.parent().unwrap_or(Path::new("")).join(path)
    };
    let mut from_root = PathBuf::new();
    for part in file.components() {
        match part {
            std::path::Component::ParentDir => {
                if !from_root.pop() {
                    return Some("leads out of the repository".to_owned());
                }
            }
            std::path::Component::CurDir => {}
            other => from_root.push(other),
        }
    }
    let on_disk = root.join(&from_root);
    let problem = from_root
        .strip_prefix("problems")
        .ok()
        .and_then(|rest| rest.components().next())
        .map(|name| name.as_os_str().to_string_lossy().into_owned());
    if problem.is_some_and(|name| !crates.contains(&name)) && !on_disk.exists() {
        return None;
    }
    if !on_disk.exists() {
        return Some(format!("no {}", from_root.display()));
    }
    let anchor = anchor?;
    let text = fs::read_to_string(&on_disk).unwrap_or_default();
    (!anchors(&text).iter().any(|a| a == anchor))
        .then(|| format!("no heading #{anchor} in {}", from_root.display()))
}

#[test]
fn every_relative_link_of_the_guide_and_the_editorials_resolves_to_a_file_and_a_heading() {
    let crates = crates();
    let mut broken = Vec::new();
    let mut links = 0;
    for document in documents(&crates) {
        let text = fs::read_to_string(workspace().join(&document)).unwrap();
        for (line, target) in link_targets(&text) {
            if !is_relative(&target) {
                continue;
            }
            links += 1;
            if let Some(why) = broken_link(&workspace(), &document, &target, &crates) {
                broken.push(format!("{}:{line}: ({target}): {why}", document.display()));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "{} of {links} relative links are broken:\n{}",
        broken.len(),
        broken.join("\n")
    );
}

#[test]
fn the_front_page_links_each_chapter_of_the_guide() {
    let front = fs::read_to_string(workspace().join("README.md")).unwrap();
    let linked: Vec<String> = link_targets(&front)
        .into_iter()
        .map(|(_, target)| target.split('#').next().unwrap_or_default().to_owned())
        .collect();
    let unlinked: Vec<String> = guide()
        .into_iter()
        .skip(1)
        .map(|chapter| chapter.display().to_string())
        .filter(|chapter| !linked.contains(chapter))
        .collect();
    assert!(
        unlinked.is_empty(),
        "README.md links no chapter {unlinked:?}"
    );
}

#[test]
fn links_are_found_outside_code_with_their_lines_and_headings_get_githubs_anchors() {
    let text = "# The guide\n\nSee [one](docs/a.md#b-c) and ![a picture](x.svg).\n\
                ```text\n[not](a/link.md)\n```\n`[not](either.md)` [two](https://e.org)\n\
                ## Misère play: `--misere`\n## The guide\n";
    assert_eq!(
        link_targets(text),
        [
            (3, "docs/a.md#b-c".to_owned()),
            (3, "x.svg".to_owned()),
            (7, "https://e.org".to_owned())
        ]
    );
    assert_eq!(
        anchors(text),
        ["the-guide", "misère-play---misere", "the-guide-1"]
    );
    assert!(!is_relative("https://e.org") && is_relative("../README.md#the-problems"));
}

#[test]
fn a_link_to_a_missing_file_or_heading_says_which() {
    let root = workspace();
    let crates = crates();
    let front = Path::new("README.md");
    let chapter = Path::new("docs/layout.md");
    assert_eq!(broken_link(&root, chapter, "../README.md", &crates), None);
    assert_eq!(
        broken_link(&root, front, "docs/layout.md#layout", &crates),
        None
    );
    assert_eq!(
        broken_link(&root, front, "docs/nothing.md", &crates),
        Some("no docs/nothing.md".to_owned())
    );
    assert_eq!(
        broken_link(&root, chapter, "#no-such-heading", &crates),
        Some("no heading #no-such-heading in docs/layout.md".to_owned())
    );
    assert_eq!(
        broken_link(&root, front, "../../outside", &crates),
        Some("leads out of the repository".to_owned())
    );
}

#[test]
fn paths_are_found_in_backticks_under_the_workspace_folders_only() {
    let crates = ["hdu-1848-fibonacci-again".to_owned()];
    let text = "see `core/game/src/mex.rs`, `src/lib.rs`, `problems/<name>/samples/`,\n\
                `problems/hdu-1848-fibonacci-again/README.md`, `problems/new-one/`, \
                `tests/main.rs`, `tests/src/layout.rs`,\n`xtask/lab/tests/hostile/escape.c`, \
                `cargo xtask new` and `tests/`";
    assert_eq!(
        repository_paths(text, &crates),
        [
            (1, "core/game/src/mex.rs".to_owned()),
            (2, "problems/hdu-1848-fibonacci-again/README.md".to_owned()),
            (2, "tests/src/layout.rs".to_owned()),
            (3, "xtask/lab/tests/hostile/escape.c".to_owned()),
            (3, "tests/".to_owned())
        ]
    );
}
