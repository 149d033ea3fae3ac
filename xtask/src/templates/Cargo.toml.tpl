[package]
name = "{{name}}"
version = "0.1.0"
description = "{{name}}: see README.md"
edition.workspace = true
rust-version.workspace = true
license.workspace = true
publish.workspace = true
# Every file of tests/ is a module of one test binary, tests/main.rs.
autotests = false

# The judge's limits, read by `cargo xtask judge`: set them from the problem statement.
[package.metadata.judge]
time-limit-ms = 1000
memory-limit-mib = 256

[dependencies]
grundy.workspace = true
harness.workspace = true

[dev-dependencies]
grundy-tests.workspace = true

[[test]]
name = "checks"
path = "tests/main.rs"

[lints]
workspace = true
