//! Prints where the Grundy sequence of a pile becomes periodic for the amounts given as
//! arguments, and one period of it:
//! `cargo run --release -p antbook-coin-game-2 --example period -- 1 3 4`.

use antbook_coin_game_2::LIMITS;
use grundy::Subtraction;

fn main() {
    let amounts: Result<Vec<u64>, _> = std::env::args().skip(1).map(|a| a.parse()).collect();
    let amounts = match amounts {
        Ok(amounts) if amounts.iter().all(|&a| (1..=100_000).contains(&a)) => amounts,
        _ => {
            eprintln!("usage: period AMOUNT... (each amount in 1..=100000)");
            std::process::exit(2);
        }
    };
    let started = std::time::Instant::now();
    let sequence = Subtraction::new(amounts.iter().copied()).values(u64::MAX, &LIMITS);
    let elapsed = started.elapsed();
    let computed = sequence.computed();
    match sequence.period() {
        Some(period) => {
            println!(
                "preperiod {}, period {} ({computed} values computed in {elapsed:.2?})",
                period.preperiod, period.length
            );
            let shown = period.length.min(100);
            let values: Vec<String> = (period.preperiod..period.preperiod + shown)
                .map(|x| sequence.value(x as u64).unwrap_or_default().to_string())
                .collect();
            let more = if shown < period.length { " ..." } else { "" };
            println!("one period: {}{more}", values.join(" "));
        }
        None => println!("no period within the first {computed} values ({elapsed:.2?})"),
    }
}
