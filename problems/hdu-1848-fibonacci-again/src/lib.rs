//! HDU 1848 "Fibonacci again and again": three heaps; a move takes a Fibonacci number of stones
//! (1, 2, 3, 5, 8, ...) from one heap; who cannot move loses. Each heap is a subtraction game
//! ([`grundy::Subtraction`]), the position the XOR of their values (see README.md).

pub mod problem;

use grundy::{Subtraction, SubtractionValues, nim_sum, nim_sum_text, winning_move};
use harness::{Claim, Explained, InputError, Options, Program, Scanner};

/// The largest heap answered: every Grundy value up to it is computed (29 amounts, 0.1 s).
pub const MAX_HEAP: u64 = 1_000_000;

/// What the binary says about itself in `--help` and `--version`.
pub const PROGRAM: Program = Program {
    name: "hdu-1848-fibonacci-again",
    version: env!("CARGO_PKG_VERSION"),
    about: "Fibonacci again and again: take 1, 2, 3, 5, 8, ... stones from one of three heaps; who cannot move loses.",
    format: "output: per line, Fibo if the first player wins, else Nacci",
    example_input: "1 1 1\n1 4 1\n0 0 0\n",
    example_output: "Fibo\nNacci\n",
    options: &[],
    tools: Some(&problem::Fibonacci),
};

/// The output for the whole input text, or its first error (with its line and column).
pub fn run(options: &Options, input: &mut Scanner<'_>) -> Result<String, InputError> {
    harness::solve_input(&problem::Fibonacci, options, input)
}

/// The Fibonacci numbers of this problem (F(1) = 1, F(2) = 2) no larger than `largest`.
pub fn fibonacci_up_to(largest: u64) -> Vec<u64> {
    let pairs = std::iter::successors(Some((1u64, 2u64)), |&(a, b)| Some((b, a.checked_add(b)?)));
    let numbers = pairs.map(|(a, _)| a);
    numbers.take_while(|&a| a <= largest).collect()
}

/// The game of the Fibonacci amounts up to the largest heap (only those matter to it), and its
/// Grundy values up to that heap (the default budget, 3 * 10^7 values, covers [`MAX_HEAP`]).
fn table(lines: &[[u64; 3]]) -> (Subtraction, SubtractionValues) {
    let largest = lines.iter().flatten().copied().max().unwrap_or(0);
    let game = Subtraction::new(fibonacci_up_to(largest));
    let table = game.values(largest, &Default::default());
    (game, table)
}

/// The claim on `heaps`: the first heap whose value drops when XORed with the nim-sum, less the
/// least amount leaving the value asked for (heap from 0, stones taken); or every move loses.
fn claim(game: &Subtraction, table: &SubtractionValues, heaps: [u64; 3]) -> Claim<(usize, u64)> {
    let values = heaps.map(|heap| table.value(heap).expect("every heap is in the table"));
    let found = winning_move(&values, |i, target| game.take_to(table, heaps[i], target));
    found.map_or(Claim::Loses, Claim::Wins)
}

/// The answers, from one table of Grundy values up to the largest heap.
fn answer(lines: &[[u64; 3]], options: &Options) -> String {
    let (game, table) = table(lines);
    let mut output = String::new();
    for &heaps in lines {
        let values = heaps.map(|heap| table.value(heap).expect("every heap is in the table"));
        let first_wins = nim_sum(values) != 0;
        output.push_str(if first_wins { "Fibo" } else { "Nacci" });
        if options.explain() {
            let sum = format!("Grundy values {}", nim_sum_text(&values));
            let claim = claim(&game, &table, heaps);
            let words = problem::Fibonacci.words(&claim);
            output.push_str(&match claim {
                Claim::Loses => format!("  {words}: {sum}"),
                Claim::Wins(_) => format!("  {words} ({sum} -> 0)"),
            });
        }
        output.push('\n');
    }
    output
}
