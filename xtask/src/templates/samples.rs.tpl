//! {{name}}: every sample gives its expected output, or is rejected with one error line.

use grundy_tests::assert_samples;
use {{crate}}::{PROGRAM, run};

#[test]
fn every_sample_gives_its_expected_output_or_one_error_line() {
    assert_samples(env!("CARGO_MANIFEST_DIR"), |args, input| {
        PROGRAM.respond(args, input, run)
    });
}
