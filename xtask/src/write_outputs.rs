//! `cargo xtask write-outputs [PROBLEM...]`: rewrites, from the release binary, the `.out` of
//! the samples whose expected output is the binary's own words: those run with `--help` or
//! `--explain`. Every other `.out` comes from the referee or by hand, and is never written
//! here. The rewritten files are for review (`git diff`), not trust: the explained ones are
//! checked against their plain twins and by the referee in each crate's tests.

use std::fs;

use grundy_tests::Sample;

use crate::args::Args;
use crate::check_samples;
use crate::error::{Context, Result, bail};
use crate::workspace;

pub const HELP: &str = "\
usage: cargo xtask write-outputs [PROBLEM...]

Rewrites the .out of every sample run with --help or --explain (help, explain-*) from the
problem's release binary, for every problem or the named ones, and says which changed. No
other .out is touched: those come from the referee or by hand. Read each file it names (`git
diff` shows the change of a tracked one) before you commit it; then `cargo xtask check-samples
--accept` records the snapshots.

options:
  --help   print this help";

pub fn run(args: Args) -> Result {
    let names = args.positional()?;
    let problems = workspace::problems(&names)?;
    workspace::build_release(&problems)?;
    let (mut changed, mut same) = (0, 0);
    for problem in &problems {
        let samples = Sample::read_all(&problem.dir)
            .context(|| format!("read the samples of {}", problem.name))?;
        for sample in samples.iter().filter(|s| s.is_the_binarys_own_words()) {
            let label = format!("{}/{}", problem.name, sample.name);
            let run = check_samples::run_sample(problem, sample)?;
            if run.status != Some(0) {
                bail!(
                    "{label}: the binary did not answer (exit status {:?}): {}",
                    run.status,
                    String::from_utf8_lossy(&run.stderr).trim_end()
                );
            }
            let out = sample.path.with_extension("out");
            if fs::read(&out).ok().as_deref() == Some(&run.stdout[..]) {
                same += 1;
                continue;
            }
            fs::write(&out, &run.stdout).context(|| format!("write {}", out.display()))?;
            let shown = out.strip_prefix(workspace::root()).unwrap_or(&out);
            println!("rewritten  {label}.out  ({})", shown.display());
            changed += 1;
        }
    }
    println!("{changed} rewritten, {same} unchanged");
    if changed > 0 {
        println!(
            "read each file named above (`git diff` shows the change of a tracked one), then: \
             cargo xtask check-samples --accept"
        );
    }
    Ok(())
}
