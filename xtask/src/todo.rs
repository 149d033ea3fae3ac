//! `cargo xtask todo [PROBLEM...]`: what each problem crate still lacks, each piece with the
//! step of "Adding a problem" (`docs/adding-a-problem.md`) that adds it. The same list as the layout check
//! (`grundy_tests::todo_report`), in a few seconds and without building any test.

use grundy_tests::todo_report;

use lab::args::{Args, Section, Spec};
use lab::error::{Result, bail};
use lab::workspace;

pub const SPEC: Spec = Spec {
    name: "todo",
    arguments: "[PROBLEM...]",
    summary: "what each problem still lacks, with the step of the guide that adds it",
    about: "Lists what every problem (or each one named) still lacks: code still the scaffold's, samples,
tests, the generator, the editorial and the problem's row in README.md, snapshots. Each piece
names the step of docs/adding-a-problem.md that adds it. Exit status 0 when nothing is
missing, 1 otherwise. The layout check in `cargo test --workspace` fails on the same list.",
    sections: &[
        Section {
            title: "options",
            options: &[
            ],
        },
    ],
    after: "",
};

pub fn run(args: Args) -> Result {
    let names = args.positional();
    let problems = workspace::problems(&names)?;
    let names: Vec<String> = problems.iter().map(|p| p.name.clone()).collect();
    let report = todo_report(&workspace::root(), &names);
    if report.is_empty() {
        let what = match names.as_slice() {
            [one] => one.clone(),
            all => format!("all {} problems", all.len()),
        };
        println!("nothing left to do: {what} finished");
        return Ok(());
    }
    print!("{report}");
    println!("The steps are in docs/adding-a-problem.md.");
    let unfinished = report
        .lines()
        .filter(|l| l.starts_with("problems/"))
        .count();
    bail!("{unfinished} of {} problems not finished", names.len())
}
