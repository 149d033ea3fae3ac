//! Cutting Game's contract: its input declared once (pairs `W H` until the end of the input),
//! its referee (an exhaustive search of `src/real_rules.rs`), the claims of `--explain` and
//! their words, its own inputs and its bench cases.

use grundy::{Rng, Sum};
use harness::draw::{Draw, Drawn, drawn, just, one_of};
use harness::shape::{Cases, Num, num, until_end};
use harness::{Bench, BenchCase, Claim, Exploration, InputError, Size, Verdicts};

use crate::explain;
use crate::real_rules::{self, Cut, REFEREE_SIDE, ReducedRules, Rules, Sheet, searchable};
use crate::reduced_table::MAX_SIDE;

/// The judge's largest side (`2 <= W, H <= 200`).
pub const JUDGE_SIDE: u16 = 200;

/// How many sheets a full-size judge input has (the judge sets no count; every sheet up to
/// 200 x 200 is 39,601).
pub const JUDGE_CASES: usize = 40_000;

/// How many sheets a full-size past input has.
pub const PAST_CASES: usize = 50_000;

/// The problem: pairs `W H`, one sheet per case, until the end of the input.
#[derive(Clone, Copy, Debug, Default)]
pub struct CuttingGame;

/// The input's format: the sheets, one `W H` a line, until the end of the input.
pub type Format = Cases<(Num<u16>, Num<u16>)>;

/// A side in `low..=high`.
fn side(rng: &mut Rng, low: u16, high: u16) -> u16 {
    rng.range(u64::from(low)..=u64::from(high)) as u16
}

/// A sheet with both sides up to `high`, now and then 1 x k or k x 1 (k up to `high` or 1000).
fn sheet(rng: &mut Rng, high: u16) -> Sheet {
    if rng.chance(1, 6) {
        let longest = *rng.pick(&[high, MAX_SIDE]);
        let length = side(rng, 1, longest);
        return if rng.chance(1, 2) {
            (1, length)
        } else {
            (length, 1)
        };
    }
    (side(rng, 2, high), side(rng, 2, high))
}

/// `count` sheets (now and then fewer) with sides in `2..=high`: every sheet (repeated or cut
/// to `count`), or random ones with the largest somewhere. Every shape costs the same (the
/// table up to `high`), so the shapes are for variety, in `cargo xtask judge` and `stress`.
fn large(rng: &mut Rng, count: usize, high: u16) -> Vec<Sheet> {
    let count = if rng.chance(1, 8) {
        rng.range_usize(1..=count)
    } else {
        count
    };
    if rng.chance(1, 2) {
        return every(2, high, 1).into_iter().cycle().take(count).collect();
    }
    let mut sheets: Vec<Sheet> = (0..count)
        .map(|_| (side(rng, 2, high), side(rng, 2, high)))
        .collect();
    sheets[rng.range_usize(0..=count - 1)] = (high, high);
    sheets
}

/// Every sheet with sides in `low..=high`, by `step`.
pub fn every(low: u16, high: u16, step: usize) -> Vec<Sheet> {
    (low..=high)
        .step_by(step)
        .flat_map(|w| (low..=high).step_by(step).map(move |h| (w, h)))
        .collect()
}

impl Verdicts for CuttingGame {
    type Shape = Drawn<Format>;
    type Game = Sum<Rules>;
    const VERDICTS: [&'static str; 2] = ["WIN", "LOSE"];

    /// Tiny: 0..=20 sheets the referee searches, all equal one time in twelve, a corner sheet
    /// among them one time in twelve. Small: the shape's own draw. Judge and beyond: the
    /// shape's count has no judge maximum, so `large` inputs of the problem's own count,
    /// past the judge with a 1 x 1000 strip one time in four.
    fn shape(&self) -> Self::Shape {
        let sheets = num(
            "sheets",
            "the number of sheets",
            1..=usize::MAX,
            0..=usize::MAX,
        )
        .small(1..=50);
        let side = |name, what| num(name, what, 2..=JUDGE_SIDE, 1..=MAX_SIDE).small(1..=60);
        // A width with no height after it: the input has an odd number of integers.
        let height = side("H", "the height H").missing(
            "expected the height H of the last sheet (the input has an odd number of integers)",
        );
        let format = until_end(sheets, (side("W", "the width W"), height));
        let some = Draw::new(|rng| rng.range_usize(1..=20));
        let count = one_of(vec![(1, just(0)), (19, some)]);
        let small_sheet = |rng: &mut Rng| sheet(rng, REFEREE_SIDE);
        let equal = count.clone().then(move |n, rng| vec![small_sheet(rng); n]);
        let mixed = count.then(move |n, rng| (0..n).map(|_| small_sheet(rng)).collect());
        let searched = one_of(vec![(1, equal), (11, mixed)]);
        let corners = [(1, 1), (REFEREE_SIDE, REFEREE_SIDE), (2, 2), (1, MAX_SIDE)];
        let cornered = searched.clone().then(move |mut sheets: Vec<Sheet>, rng| {
            sheets.push(*rng.pick(&corners));
            rng.shuffle(&mut sheets);
            sheets
        });
        let judge = Draw::new(|rng| large(rng, JUDGE_CASES, JUDGE_SIDE));
        let past = Draw::new(|rng| large(rng, PAST_CASES, MAX_SIDE));
        let stripped = past.clone().map(|mut sheets| {
            sheets.push((1, MAX_SIDE));
            sheets
        });
        drawn(format, |own| {
            one_of(vec![
                (11, searched.at(&[Size::Tiny])),
                (1, cornered.at(&[Size::Tiny])),
                (1, own.at(&[Size::Small])),
                (1, judge.at(&[Size::Judge])),
                (3, past.at(&[Size::Beyond])),
                (1, stripped.at(&[Size::Beyond])),
            ])
        })
    }

    /// 1 x 1 loses, 1 x k wins, any other sheet by its reduced Grundy value.
    fn wins(&self, &sheet: &Sheet) -> Result<bool, InputError> {
        Ok(crate::first_player_wins(sheet))
    }

    /// A winning cut (its pieces) and the values it leaves, or that every cut loses.
    fn claim(&self, &sheet: &Sheet) -> (Claim<(usize, Cut)>, String) {
        explain::claim(sheet)
    }

    /// `leaving A and B`, the pieces of the cut (`W x H` each; a case's one sheet is index 0),
    /// or the verdict `LOSE`.
    fn words(&self, claim: &Claim<(usize, Cut)>) -> String {
        match claim {
            Claim::Wins((_, [(w1, h1), (w2, h2)])) => {
                format!("leaving {w1} x {h1} and {w2} x {h2}")
            }
            Claim::Loses => "LOSE".to_owned(),
            Claim::WinsWithNoMove => unreachable!("normal play: no move left is a loss"),
        }
    }

    /// The cut's words inside the sheet's sentence (`cut the 4 x 3 sheet down after column 2,
    /// leaving 2 x 3 and 2 x 3`), or why this sheet's every cut loses.
    fn explanation(&self, &sheet: &Sheet, claim: &Claim<(usize, Cut)>, rest: String) -> String {
        explain::sentence(sheet, claim, &self.words(claim), &rest)
    }

    /// Each sheet as the input gives it (not turned), so that a cut's pieces are named in the
    /// input's terms.
    fn positions(&self, sheets: &[Sheet]) -> Option<(Sum<Rules>, Vec<Vec<Sheet>>)> {
        let small = sheets.iter().all(|&(w, h)| searchable(w, h));
        let positions = sheets.iter().map(|&sheet| vec![sheet]);
        small.then(|| (Sum(Rules), positions.collect()))
    }

    /// The judge sets no count: 40,000 sheets (every sheet up to 200 x 200 is 39,601), all of
    /// 200 x 200.
    fn judge_max(&self) -> Vec<Sheet> {
        vec![(JUDGE_SIDE, JUDGE_SIDE); JUDGE_CASES]
    }

    /// The inputs `cargo xtask bench` times besides `judge-max`: past the judge, the largest
    /// table this solver fills.
    fn bench(&self) -> Vec<Bench<Vec<Sheet>>> {
        let odd = "2,500 sheets with odd sides 901..=999";
        let odd = BenchCase::beyond("odd-sides-near-1000", odd);
        let largest = "50,000 random sheets up to 1000 x 1000, 1000 x 1000 among them";
        let largest = BenchCase::beyond("largest-sheets", largest);
        let largest_sheets = Draw::new(|rng| {
            let mut sheets: Vec<Sheet> = (0..PAST_CASES - 1)
                .map(|_| (side(rng, 2, MAX_SIDE), side(rng, 2, MAX_SIDE)))
                .collect();
            sheets.push((MAX_SIDE, MAX_SIDE));
            sheets
        });
        vec![
            odd.input(just(every(901, 999, 2))),
            largest.input(largest_sheets),
        ]
    }

    /// A w x h sheet of the reduced game ([`ReducedRules`]): the real rules' instant win has no
    /// Grundy value, and README.md argues why the reduced game decides every sheet of sides >= 2.
    fn explore(&self, _: &Vec<Sheet>) -> Option<Exploration> {
        let words = "a w x h sheet, reduced game: no cut leaving a strip 1 wide, no side below 2";
        let sheet = real_rules::reduced_sheet;
        Some(Exploration::by_two(ReducedRules, words, ("w", "h"), sheet).same_for_every_input())
    }
}
