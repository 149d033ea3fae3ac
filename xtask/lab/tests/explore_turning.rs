//! `cargo xtask explore --turning RULE` and `--nim-product N` end to end: a run of each, checked
//! against the definition computed here, and one `error:` line (exit status 1, nothing on
//! stdout) for every bad command line, the bound named.

mod common;

use common::{explore, stdout};

#[test]
fn bad_turning_and_nim_product_command_lines_are_one_error_line_naming_the_bound() {
    for (args, says) in [
        (
            &["--turning", "turtle"][..],
            "error: --turning: \"turtle\" is no coin-turning rule: a rule is turtles, mock, \
             ruler, twins, sizes{1,2,3}, runs{1,2,4} or distance{0,1,3}",
        ),
        (
            &["--turning", "sizes{0,2}"],
            "error: --turning: \"sizes{0,2}\": a move turns at least one coin: sizes are from \
             1, not 0",
        ),
        (
            &["--turning", "runs{1,x}"],
            "error: --turning: \"runs{1,x}\": \"x\" is not a whole number",
        ),
        (
            &["--turning", "mock", "--to", "4"],
            "error: --to: --turning computes coins 1..=N for N from 5 to 4096, not 4",
        ),
        (
            &["--turning", "ruler", "--to", "5000"],
            "error: --to: --turning computes coins 1..=N for N from 5 to 4096, not 5000",
        ),
        // 1 C(1000, 1) + 2 C(1000, 2) + 3 C(1000, 3) coins in the sets of 1 to 3 coins.
        (
            &["--turning", "mock", "--to", "1000"],
            "error: --to: the sets mock may turn on coins 1..=1000 hold 499501000 coins in all, \
             past the 50000000 the definition reads here; --to 464 fits",
        ),
        (
            &["--turning", "sizes{63}", "--to", "4096"],
            "error: --to: the sets sizes{63} may turn on coins 1..=4096 hold more than 10^38 \
             coins in all, past the 50000000 the definition reads here; --to 67 fits",
        ),
        (
            &["--turning", "mock", "--svg", "x.svg"],
            "error: --svg does not go with --turning (which takes --to N only)",
        ),
        (
            &["--turning", "mock", "--octal", ".07"],
            "error: explore takes exactly one of --octal CODE, --hex CODE, --grundy, --subtract \
             SET, PROBLEM, --turning RULE or --nim-product N, 2 were given (see --help)",
        ),
        (
            &["--nim-product", "0"],
            "error: --nim-product takes N from 1 to 256 (the table x ⊗ y for x, y < N), not \"0\"",
        ),
        (
            &["--nim-product", "257"],
            "error: --nim-product takes N from 1 to 256 (the table x ⊗ y for x, y < N), not \
             \"257\"",
        ),
        (
            &["--nim-product", "16", "--to", "5"],
            "error: --to does not go with --nim-product (N is the table's side)",
        ),
        (&["--nim-product"], "error: --nim-product needs a value"),
    ] {
        let output = explore(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}: {}", stdout(&output));
        assert_eq!(stderr, format!("{says}\n"), "{args:?}");
    }
}

#[test]
fn explore_nim_product_16_prints_the_mex_definitions_table_and_the_tartan_theorem() {
    let output = explore(&["--nim-product", "16"]);
    assert!(output.status.success());
    let text = stdout(&output);
    // x ⊗ y = mex { x' ⊗ y ^ x ⊗ y' ^ x' ⊗ y' : x' < x, y' < y }, computed here.
    let mut table = [[0u64; 16]; 16];
    for x in 0..16 {
        for y in 0..16 {
            let mut options = Vec::new();
            for x1 in 0..x {
                for y1 in 0..y {
                    options.push(table[x1][y] ^ table[x][y1] ^ table[x1][y1]);
                }
            }
            table[x][y] = (0..).find(|value| !options.contains(value)).unwrap();
        }
    }
    for (x, row) in table.iter().enumerate() {
        let cells: Vec<String> = row.iter().map(|value| format!("{value:>2}")).collect();
        let line = format!("{x:>3}  {}", cells.join(" "));
        assert!(
            text.lines().any(|printed| printed == line),
            "{line:?} not in\n{text}"
        );
    }
    assert!(text.contains("\nthe Tartan theorem: "), "{text}");
    assert!(
        text.contains("not proved by this tool: the theorem"),
        "{text}"
    );
}

#[test]
fn explore_turning_mock_shows_the_odious_numbers_proved() {
    let output = explore(&["--turning", "mock"]);
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(
        text.contains("\nn= 1:    1   2   4   7   8  11  13  14  16  19  21  22  25  26  28  31\n")
    );
    assert!(text.contains(
        "\n  matches every value computed (n = 1..=64); proved: the induction in \
         grundy::coin_turning's notes\n"
    ));
}
