[package]
name = "{{name}}"
version = "0.1.0"
description = "{{name}}: see README.md"
edition.workspace = true
rust-version.workspace = true
license.workspace = true
publish.workspace = true

[dependencies]
grundy.workspace = true

[dev-dependencies]
grundy-tests.workspace = true

[lints]
workspace = true
