//! Times the `.007` value computations for the README's measurements (not part of the solver):
//! `cargo run --release -p poj-3537-crosses --example time_values -- METHOD BOARD [THREADS]`,
//! METHOD `direct` (core's generic direct mex, one core) or `fast` (this crate's
//! `treblecross_values::values` on THREADS threads, default 2). Prints the largest value and
//! the number of second-player boards up to BOARD, so that the two methods can be compared.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: time_values direct|fast BOARD [THREADS]";
    let method = args.first().expect(usage);
    let board: usize = args.get(1).expect(usage).parse().expect(usage);
    let values: Vec<u32> = match method.as_str() {
        "direct" => grundy::OctalGame::parse(".007")
            .expect("a valid octal code")
            .grundy_direct(board + 2),
        "fast" => {
            let threads = args.get(2).map_or(2, |t| t.parse().expect(usage));
            poj_3537_crosses::treblecross_values::values(board + 2, threads)
                .into_iter()
                .map(u32::from)
                .collect()
        }
        _ => panic!("{usage}"),
    };
    let largest = values.iter().max().copied().unwrap_or(0);
    let second_player = (3..=board).filter(|&n| values[n + 2] == 0).count();
    println!(
        "board {board}: largest value {largest}, {second_player} second-player boards in 3..=board"
    );
}
