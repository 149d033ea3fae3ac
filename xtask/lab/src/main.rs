//! `lab`: the tools a user runs on their own work (judge, stress, gen, explore, sum, play);
//! see the library's documentation and `cargo lab help`.

fn main() -> std::process::ExitCode {
    let words: Vec<String> = std::env::args().skip(1).collect();
    lab::main(&words, "cargo lab")
}
