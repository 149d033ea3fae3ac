//! The two families core carries a theorem for: an octal game's values from core's engine,
//! extended by doubling until the octal periodicity theorem proves a period, and a finite
//! subtraction game's values from core's table, which stops at the period its window argument
//! proves. And the take-and-break games neither theorem covers (a code with `d0`, a repeated
//! last digit or a hexadecimal digit; Grundy's game), computed directly by mex, with nothing
//! proved by this tool (but the one-heap argument, where no move leaves two heaps).

use std::time::{Duration, Instant};

use grundy::{
    OctalGame, OctalValues, Subtraction, SubtractionLimits, TakeBreak, certified_period,
    next_period_step, one_heap_period,
};

use super::sequence::{Proof, Sequence, Theorem};
use crate::error::Result;

/// How many values core's engine computes between two calls of `heard` in [`engine_sequence`]
/// at most (2^16, as often as [`OctalValues::find_period`] reports its progress).
const CHUNK: usize = 1 << 16;

/// A chunk that took longer than this is halved for the next (down to [`SMALLEST_CHUNK`]), and
/// one that took less than a quarter of it doubled (up to [`CHUNK`]): a slow game's run still
/// hears about every 30 s at most, once the values cost that much.
const CHUNK_TIME: Duration = Duration::from_secs(30);

/// The smallest chunk.
const SMALLEST_CHUNK: usize = 256;

/// Core's engine, `engine` (fresh, or [`OctalValues::continuing`] values read back), run to
/// `g(up_to)`, or, for an octal game (`last_digit_position`: `Some(t)`), to the first step at
/// which the octal periodicity theorem proves a period ([`certified_period`]). The steps are
/// [`OctalValues::find_period`]'s ([`next_period_step`]), each theorem's test on the values up
/// to the step's end. A continued engine goes through the same
/// steps, computing only what it does not know yet, so that it stops where one run from
/// `g(0)` stops, and its values past that step are left out (the period gives them). Within a
/// step the values are computed in chunks of at most [`CHUNK`], after each of which `heard`
/// gets every value known and the time since the start.
///
/// # Errors
/// What `heard` returns.
///
/// # Complexity
/// The engine's cost for the values computed, plus the theorem's test after each step (as
/// [`OctalValues::find_period`]).
pub fn engine_sequence(
    mut engine: OctalValues,
    last_digit_position: Option<usize>,
    up_to: usize,
    mut heard: impl FnMut(&[u32], Duration) -> Result,
) -> Result<Sequence> {
    let start = Instant::now();
    let mut chunk = CHUNK;
    let mut next = match last_digit_position {
        Some(t) => next_period_step(&[], t, up_to),
        None => up_to,
    };
    let proof = loop {
        while engine.values().len() <= next {
            let began = Instant::now();
            engine.extend_to((engine.values().len() + chunk - 1).min(next));
            heard(engine.values(), start.elapsed())?;
            let took = began.elapsed();
            if took > CHUNK_TIME {
                chunk = (chunk / 2).max(SMALLEST_CHUNK);
            } else if 4 * took < CHUNK_TIME {
                chunk = (2 * chunk).min(CHUNK);
            }
        }
        let Some(t) = last_digit_position else {
            break None;
        };
        let known = &engine.values()[..=next];
        if let Some(period) = certified_period(known, t) {
            break Some(Proof {
                period,
                saltus: 0,
                theorem: Theorem::Octal,
                // The theorem compares g(n + p) with g(n) for e <= n < 2e + p + t.
                used_up_to: 2 * period.preperiod + 2 * period.length + t - 1,
            });
        }
        if next >= up_to {
            break None;
        }
        next = next_period_step(known, t, up_to);
    };
    let mut values = engine.into_values();
    values.truncate(next + 1);
    Ok(Sequence { values, proof })
}

/// The values of `game` by core's engine, up to the period the octal periodicity theorem
/// proves or `g(up_to)` ([`engine_sequence`] from `g(0)`). After each step, and every 65,536
/// values within one, `progress(last index computed, time since the start)` is called.
///
/// # Complexity
/// The engine's cost for the values computed (at most `up_to + 1`, 4 bytes each), plus the
/// proof search after each step.
pub fn octal_sequence(
    game: &OctalGame,
    up_to: usize,
    mut progress: impl FnMut(usize, Duration),
) -> Sequence {
    let engine = OctalValues::new(game);
    let t = Some(game.last_digit_position());
    engine_sequence(engine, t, up_to, |values, elapsed| {
        progress(values.len() - 1, elapsed);
        Ok(())
    })
    .expect("nothing fails when progress is all that hears")
}

/// The values `g(0..=up_to)` of a take-and-break code by core's direct mex
/// ([`TakeBreak::grundy_direct`]), and the period [`one_heap_period`] proves from them when no
/// move leaves two heaps; else nothing is proved: the octal periodicity theorem covers only
/// finite octal codes with `d0 = 0`, which go to [`octal_sequence`] instead (their
/// [`TakeBreak::octal_game`]).
///
/// # Panics
/// If `game` is such an octal game: it has a theorem, and must not lose it here.
///
/// # Complexity
/// As [`TakeBreak::grundy_direct`]: O(up_to^2) per digit that splits a heap in two, O(up_to^3)
/// with three heaps.
pub fn take_break_sequence(game: &TakeBreak, up_to: usize) -> Sequence {
    assert!(
        game.octal_game().is_none(),
        "{game} is an octal game: explore it with its theorem (octal_sequence)"
    );
    let values = game.grundy_direct(up_to);
    let proof = one_heap_period(game, &values).map(|(period, used_up_to)| Proof {
        period: period.period(),
        saltus: period.saltus,
        theorem: Theorem::OneHeap,
        used_up_to,
    });
    Sequence { values, proof }
}

/// Whether no move of `game` leaves two heaps or more (`d0 = 0`, every digit at most 3): the
/// codes [`one_heap_period`] covers.
pub fn one_heap(game: &TakeBreak) -> bool {
    game.digits()[0] == 0 && game.digits().iter().all(|&d| d <= 3)
}

/// The values `g(0..=up_to)` of Grundy's game by core's sparse-space engine
/// ([`OctalValues::grundy_game`], through [`engine_sequence`]), with no proof (no theorem is
/// known to make its values periodic). `progress(last index computed, time since the start)`
/// is called every 65,536 values and at the end.
///
/// # Complexity
/// About O(up_to * (R + c)) for its 1,273 rare positions `R` and `c` the splits scanned per
/// heap (thousands): 2^21 values in seconds.
#[cfg(test)]
pub fn grundy_game_sequence(up_to: usize, mut progress: impl FnMut(usize, Duration)) -> Sequence {
    engine_sequence(
        OctalValues::grundy_game(),
        None,
        up_to,
        |values, elapsed| {
            progress(values.len() - 1, elapsed);
            Ok(())
        },
    )
    .expect("nothing fails when progress is all that hears")
}

/// The values of the subtraction game with these `amounts` (each at least 1) by core's table,
/// up to `g(up_to)` or the period it proves, within core's default work budget (about
/// `2 * 10^9` steps); whether that budget stopped it before either.
///
/// # Complexity
/// O(V k) for V values computed and k distinct amounts, and O(largest amount) to start.
pub fn subtraction_sequence(amounts: &[u64], up_to: usize) -> (Sequence, bool) {
    let limits = SubtractionLimits {
        max_values: up_to.saturating_add(1),
        ..SubtractionLimits::DEFAULT
    };
    let table = Subtraction::new(amounts.iter().copied()).values(u64::MAX, &limits);
    let computed = table.computed();
    let values = (0..computed as u64)
        .map(|x| table.value(x).expect("every computed value is known"))
        .collect();
    let proof = table.period().map(|period| Proof {
        period,
        saltus: 0,
        theorem: Theorem::Subtraction,
        // The repeat found compares the windows ending at the last value computed.
        used_up_to: computed - 1,
    });
    let stopped_by_budget = proof.is_none() && computed <= up_to;
    (Sequence { values, proof }, stopped_by_budget)
}

#[cfg(test)]
mod tests {
    use grundy::Period;

    use super::*;

    #[test]
    fn an_octal_game_stops_at_the_first_step_that_proves_its_period() {
        let game = OctalGame::parse(".77").unwrap();
        let mut steps = Vec::new();
        let kayles = octal_sequence(&game, 1_000_000, |last, _| steps.push(last));
        assert_eq!(steps, [4096]);
        assert_eq!(kayles.computed(), 4097);
        let proof = kayles.proof.unwrap();
        assert_eq!(
            proof.period,
            Period {
                preperiod: 71,
                length: 12
            }
        );
        assert_eq!(proof.used_up_to, 2 * 71 + 2 * 12 + 2 - 1);
    }

    #[test]
    fn an_octal_game_without_a_proof_stops_at_the_limit() {
        // .6 (split a heap into two, taking one token) is not periodic as far as anyone knows.
        let game = OctalGame::parse(".6").unwrap();
        let mut steps = Vec::new();
        let values = octal_sequence(&game, 10_000, |last, _| steps.push(last));
        assert_eq!(steps.last(), Some(&10_000));
        assert_eq!((values.computed(), values.proof), (10_001, None));
    }

    #[test]
    fn a_small_limit_is_reached_in_one_step() {
        let game = OctalGame::parse(".07").unwrap();
        let mut steps = Vec::new();
        let values = octal_sequence(&game, 100, |last, _| steps.push(last));
        assert_eq!(steps, [100]);
        assert_eq!((values.computed(), values.proof), (101, None));
    }

    #[test]
    fn codes_outside_the_tools_theorems_prove_nothing_even_when_their_values_repeat() {
        use grundy::Radix;
        // c.1 and 4.0 settle down, which the octal theorem's test would pass.
        for (code, radix) in [
            ("4.0", Radix::Octal),
            ("4.3...", Radix::Octal),
            ("c.1", Radix::Hexadecimal),
            (".2048", Radix::Hexadecimal),
        ] {
            let game = TakeBreak::parse(code, radix).unwrap();
            let values = take_break_sequence(&game, 300);
            assert_eq!((values.computed(), values.proof), (301, None), "{code}");
        }
        // .1... (remove a whole heap of any size) leaves no heap: g(n) = 1 for every n >= 1,
        // proved by the one-heap argument.
        let values = take_break_sequence(&TakeBreak::parse(".1...", Radix::Octal).unwrap(), 50);
        assert!(values.values[1..].iter().all(|&g| g == 1));
        let proof = values.proof.expect(".1... leaves no two heaps");
        assert_eq!(
            (proof.period, proof.saltus),
            (
                grundy::Period {
                    preperiod: 1,
                    length: 1
                },
                0
            )
        );
        let grundy = grundy_game_sequence(20, |_, _| ());
        assert_eq!(grundy.proof, None);
        assert_eq!(&grundy.values[17..], [2, 4, 3, 0]);
        let far = grundy_game_sequence(30_000, |_, _| ());
        assert_eq!(far.values, grundy::GrundyGame.grundy_direct(30_000));
    }

    #[test]
    #[should_panic(expected = "is an octal game")]
    fn a_finite_octal_code_is_not_taken_past_its_theorem() {
        let kayles = TakeBreak::parse("0.77", grundy::Radix::Hexadecimal).unwrap();
        take_break_sequence(&kayles, 10);
    }

    #[test]
    fn a_subtraction_game_proves_its_period_from_the_values_it_computed() {
        let (values, stopped) = subtraction_sequence(&[1, 3, 4], 1_000_000);
        assert!(!stopped);
        let proof = values.proof.unwrap();
        assert_eq!(
            proof.period,
            Period {
                preperiod: 0,
                length: 7
            }
        );
        assert_eq!(proof.used_up_to, values.computed() - 1);
        assert_eq!(&values.values[..7], [0, 1, 0, 1, 2, 3, 2]);
    }

    #[test]
    fn a_subtraction_game_cut_short_by_the_limit_proves_nothing() {
        let (values, stopped) = subtraction_sequence(&[1, 3, 4], 5);
        assert!(!stopped);
        assert_eq!((values.computed(), values.proof), (6, None));
    }
}
