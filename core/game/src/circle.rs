//! Games played on circles as well as rows: a circle of tokens (a necklace, a ring of pins or
//! cells) has no ends, and its first move cuts it open, leaving rows of the row game. After
//! that the game is the row game's.
//!
//! So a circle is one more kind of component: its options are the rows its cuts leave, and
//! its Grundy value is the mex, over its cuts, of the nim-sum of those rows' values
//! ([`Circular::circle_value`], from the row game's values however they are known). The rules
//! say which cuts a circle allows ([`CutsCircles`]); take-and-break codes have them
//! ([`TakeBreak`]: a run of `k` tokens taken from a circle of `n` leaves the row of `n - k`).

use crate::mex::MexSet;
use crate::sum::Components;
use crate::take_break::TakeBreak;

/// Rules of a row game that also say how a circle is cut open: the first moves on a circle.
///
/// # Example
/// ```
/// use grundy::{Components, CutsCircles, Radix, TakeBreak};
///
/// // Dawson's Kayles (.07): knock down two adjacent pins. On a circle of 6, the row of 4 is
/// // left, wherever the two pins were.
/// let dawson = TakeBreak::parse(".07", Radix::Octal)?;
/// assert_eq!(dawson.cuts(6), [((2, vec![4]), vec![4])]);
/// # Ok::<(), grundy::TakeBreakCodeError>(())
/// ```
pub trait CutsCircles: Components {
    /// Every first move on a circle of `tokens` tokens (each once, whatever its place on the
    /// circle: a circle looks the same from every token), each with the rows it leaves.
    fn cuts(&self, tokens: u64) -> Vec<(Self::Move, Vec<Self::Part>)>;
}

/// A piece of a game played on circles: a circle not yet cut, or a row of the row game.
///
/// # Example
/// ```
/// use grundy::{Circular, Components, Piece, Radix, TakeBreak};
///
/// // Dawson's Kayles: a circle of 5 becomes the row of 3, which plays on as a row.
/// let dawson = Circular(TakeBreak::parse(".07", Radix::Octal)?);
/// assert_eq!(dawson.splits(&Piece::Circle(5))[0].1, [Piece::Row(3)]);
/// assert_eq!(dawson.splits(&Piece::Row(3)), [((2, vec![1]), vec![Piece::Row(1)])]);
/// # Ok::<(), grundy::TakeBreakCodeError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Piece<P> {
    /// A circle of this many tokens.
    Circle(u64),
    /// A row (a part of the row game).
    Row(P),
}

/// The row game `C` played on circles and rows: as [`Components`], a [`Piece`] is a circle,
/// whose moves are `C`'s [cuts](CutsCircles::cuts), or a row, whose moves are `C`'s. The real
/// rules at the level of pieces, for the referee ([`Sum`](crate::Sum)) and for values from the
/// rules ([`ComponentValues`](crate::ComponentValues)).
///
/// # Example
/// ```
/// use grundy::{Circular, ComponentValues, Piece, Radix, Referee, Sum, TakeBreak};
///
/// // Kayles (.77) on a circle of 7: any cut leaves a row of 6 or 5, worth 3 and 4 in Kayles.
/// let kayles = TakeBreak::parse(".77", Radix::Octal)?;
/// let rows = kayles.grundy_direct(10);
/// let circular = Circular(kayles);
/// assert_eq!(circular.circle_value(7, |&row| rows[row as usize]), 0);
/// assert_eq!(ComponentValues::new(circular.clone()).value(&Piece::Circle(7)), 0);
/// assert!(!Referee::new(Sum(circular)).wins(&vec![Piece::Circle(7)]));
/// # Ok::<(), grundy::TakeBreakCodeError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Circular<C>(pub C);

impl<C: CutsCircles> Circular<C> {
    /// The Grundy value of a circle of `tokens`, from the values of rows (`row_value`, a table
    /// of the row game, say): the mex, over the circle's cuts, of the nim-sum of the rows each
    /// leaves.
    ///
    /// # Panics
    /// As `C`'s [`cuts`](CutsCircles::cuts) (for [`TakeBreak`], a code that splits a heap into
    /// three).
    ///
    /// # Complexity
    /// One `row_value` call per row left by a cut, plus O(cuts).
    ///
    /// # Example
    /// ```
    /// use grundy::{Circular, Radix, TakeBreak};
    ///
    /// // Nim (.3...) on a circle: a cut takes 1..=n tokens, leaving rows of 0..n: value n.
    /// let nim = Circular(TakeBreak::parse(".3...", Radix::Octal)?);
    /// assert_eq!(nim.circle_value(5, |&row| row as u32), 5);
    /// # Ok::<(), grundy::TakeBreakCodeError>(())
    /// ```
    pub fn circle_value(&self, tokens: u64, mut row_value: impl FnMut(&C::Part) -> u32) -> u32 {
        let mut seen = MexSet::new();
        for (_, rows) in self.0.cuts(tokens) {
            seen.insert(rows.iter().fold(0, |sum, row| sum ^ row_value(row)));
        }
        seen.mex()
    }

    /// A first move on a circle of `tokens` that leaves rows worth `target` together (by
    /// `row_value`), the first in [`cuts`](CutsCircles::cuts)' order; `None` if no cut does
    /// (always so for the circle's own value, never for a smaller one). With `target` 0 and a
    /// circle alone, the winning move.
    ///
    /// # Panics
    /// As [`circle_value`](Circular::circle_value).
    ///
    /// # Complexity
    /// As [`circle_value`](Circular::circle_value).
    ///
    /// # Example
    /// ```
    /// use grundy::{Circular, Radix, TakeBreak};
    ///
    /// // Kayles on a circle of 8: knocking one pin leaves a row of 7 (worth 2), two a row of
    /// // 6 (worth 3). The circle is worth mex {2, 3} = 0: no cut reaches 0, one reaches 3.
    /// let kayles = TakeBreak::parse(".77", Radix::Octal)?;
    /// let rows = kayles.grundy_direct(10);
    /// let circular = Circular(kayles);
    /// let value = |&row: &u64| rows[row as usize];
    /// assert_eq!((rows[7], rows[6]), (2, 3));
    /// assert_eq!(circular.circle_value(8, value), 0);
    /// assert_eq!(circular.circle_move_to_value(8, 0, value), None);
    /// assert_eq!(circular.circle_move_to_value(8, 3, value), Some((2, vec![6])));
    /// # Ok::<(), grundy::TakeBreakCodeError>(())
    /// ```
    pub fn circle_move_to_value(
        &self,
        tokens: u64,
        target: u32,
        mut row_value: impl FnMut(&C::Part) -> u32,
    ) -> Option<C::Move> {
        let mut cuts = self.0.cuts(tokens).into_iter();
        let mut reaches = |rows: &[C::Part]| rows.iter().fold(0, |sum, row| sum ^ row_value(row));
        cuts.find(|(_, rows)| reaches(rows) == target)
            .map(|(cut, _)| cut)
    }
}

impl<C: CutsCircles> Components for Circular<C> {
    type Part = Piece<C::Part>;
    type Move = C::Move;

    fn splits(&self, piece: &Self::Part) -> Vec<(C::Move, Vec<Self::Part>)> {
        let moves = match piece {
            Piece::Circle(tokens) => self.0.cuts(*tokens),
            Piece::Row(row) => self.0.splits(row),
        };
        let rows = |rows: Vec<C::Part>| rows.into_iter().map(Piece::Row).collect();
        moves
            .into_iter()
            .map(|(label, left)| (label, rows(left)))
            .collect()
    }

    fn wins_at_once(&self, parts: &[Self::Part]) -> bool {
        let rows: Option<Vec<C::Part>> = parts
            .iter()
            .map(|part| match part {
                Piece::Row(row) => Some(row.clone()),
                Piece::Circle(_) => None,
            })
            .collect();
        rows.is_some_and(|rows| self.0.wins_at_once(&rows))
    }

    fn is_finished(&self, piece: &Self::Part) -> bool {
        match piece {
            Piece::Circle(tokens) => self.0.cuts(*tokens).is_empty(),
            Piece::Row(row) => self.0.is_finished(row),
        }
    }
}

/// A circle has no ends: a run of `k` tokens taken from a circle of `n` leaves one row of
/// `n - k`, the two sides a row would keep joined around the circle. So the cut is allowed
/// when the code lets a move take `k` and leave nothing (`k = n`, bit 1), one heap (bit 2,
/// `k >= 1`) or two heaps (bit 4, at least two tokens left; with `d0 = 4`, a cut taking no
/// token opens the circle into the row of `n`).
///
/// # Panics
/// For a code that splits a heap into three (bit 8): its cuts are not defined here.
///
/// # Complexity
/// O(n) cuts.
impl CutsCircles for TakeBreak {
    fn cuts(&self, tokens: u64) -> Vec<((u64, Vec<u64>), Vec<u64>)> {
        assert!(
            !self.splits_into_three(),
            "a code that splits a heap into three has no circle cuts here"
        );
        (0..=tokens)
            .filter(|&k| {
                let (digit, rest) = (self.digit(k), tokens - k);
                (k >= 1 && rest == 0 && digit & 1 != 0)
                    || (k >= 1 && rest >= 1 && digit & 2 != 0)
                    || (rest >= 2 && digit & 4 != 0)
            })
            .map(|k| {
                let left: Vec<u64> = (k < tokens).then_some(tokens - k).into_iter().collect();
                ((k, left.clone()), left)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ComponentValues, GameValues, Radix, Referee, Rng, Sum, nim_sum};

    use crate::referee::Game;

    /// The codes checked: Kayles, Dawson's Kayles, Treblecross, Dawson's chess, and codes
    /// that take from an end only, from the middle only, or leave nothing only.
    const CODES: [&str; 10] = [
        ".77", ".07", ".007", ".137", ".6", ".4", ".3...", ".37", ".06", ".15",
    ];

    fn code(text: &str) -> TakeBreak {
        TakeBreak::parse(text, Radix::Octal).unwrap()
    }

    /// The real rules on cells, knowing nothing of pieces, cuts or values: `n` cells around a
    /// ring, each holding a token or not. A move takes a run of `k` adjacent tokens from one
    /// maximal run of tokens, as the code allows: from the whole ring (every cell full), a run
    /// of `k` anywhere, which leaves nothing (`k = n`, bit 1) or the rest in one piece, which
    /// the row would have left as one heap (bit 2) or two (bit 4, two or more left); from a
    /// run with an end, leaving 0, 1 or 2 non-empty sides (bits 1, 2, 4).
    struct RingOfCells(TakeBreak);

    impl Game for RingOfCells {
        type Position = Vec<bool>;
        type Move = (usize, u64);

        fn moves(&self, ring: &Vec<bool>) -> Vec<((usize, u64), Vec<bool>)> {
            let n = ring.len();
            let take = |start: usize, k: u64| {
                let mut after = ring.clone();
                for step in 0..k as usize {
                    after[(start + step) % n] = false;
                }
                ((start, k), after)
            };
            let mut moves = Vec::new();
            if ring.iter().all(|&token| token) {
                for k in 1..=n as u64 {
                    let (digit, rest) = (self.0.digit(k), n as u64 - k);
                    let allowed = (rest == 0 && digit & 1 != 0)
                        || (rest >= 1 && digit & 2 != 0)
                        || (rest >= 2 && digit & 4 != 0);
                    // A run of all n tokens starts anywhere but is one move: count it once.
                    let starts = if rest == 0 { 1 } else { n };
                    moves.extend((0..starts).filter(|_| allowed).map(|start| take(start, k)));
                }
                return moves;
            }
            // Each maximal run of tokens, by its first cell (the cell before it is empty).
            for first in (0..n).filter(|&c| ring[c] && !ring[(c + n - 1) % n]) {
                let len = (0..n).take_while(|&s| ring[(first + s) % n]).count();
                for offset in 0..len {
                    for k in 1..=(len - offset) {
                        let sides = [offset, len - offset - k]
                            .iter()
                            .filter(|&&s| s > 0)
                            .count();
                        let bit = [1, 2, 4][sides];
                        if self.0.digit(k as u64) & bit != 0 {
                            moves.push(take((first + offset) % n, k as u64));
                        }
                    }
                }
            }
            moves
        }
    }

    #[test]
    fn a_circles_value_from_the_row_values_is_its_value_on_a_ring_of_up_to_15_cells() {
        for text in CODES {
            let game = code(text);
            let rows = game.grundy_direct(16);
            let circular = Circular(game.clone());
            let mut by_search = GameValues::new(RingOfCells(game));
            for n in 1..=15 {
                let from_rows = circular.circle_value(n, |&row| rows[row as usize]);
                let real = by_search.value(&vec![true; n as usize]);
                assert_eq!(u64::from(from_rows), real, "{text} circle of {n}");
            }
        }
    }

    #[test]
    fn the_ring_of_cells_plays_rows_as_the_code_does() {
        // One empty cell makes the ring a row of n - 1: the check's rules agree with the
        // code's values on rows, so the circle check above checks circles.
        for text in CODES {
            let game = code(text);
            let rows = game.grundy_direct(15);
            let mut by_search = GameValues::new(RingOfCells(game));
            for len in 0..=14 {
                let mut ring = vec![true; len + 1];
                ring[len] = false;
                let real = by_search.value(&ring);
                assert_eq!(real, u64::from(rows[len]), "{text} row of {len}");
            }
        }
    }

    #[test]
    fn circle_values_are_the_mex_of_the_pieces_rules() {
        for text in CODES {
            let game = code(text);
            let rows = game.grundy_direct(40);
            let circular = Circular(game);
            let mut by_rules = ComponentValues::new(circular.clone());
            for n in 0..=40 {
                let from_rows = circular.circle_value(n, |&row| rows[row as usize]);
                assert_eq!(from_rows, by_rules.value(&Piece::Circle(n)), "{text} {n}");
            }
        }
    }

    #[test]
    fn the_move_to_a_value_is_a_real_cut_to_every_lower_value_and_none_reaches_the_value() {
        let mut checked = 0;
        for text in CODES {
            let game = code(text);
            let rows = game.grundy_direct(30);
            let value = |&row: &u64| rows[row as usize];
            let circular = Circular(game.clone());
            for n in 0..=30 {
                let worth = circular.circle_value(n, value);
                for target in 0..worth {
                    let cut = circular.circle_move_to_value(n, target, value);
                    let cut = cut.unwrap_or_else(|| panic!("{text} circle {n} to {target}"));
                    let (_, left) = game
                        .cuts(n)
                        .into_iter()
                        .find(|(real, _)| *real == cut)
                        .unwrap();
                    assert_eq!(nim_sum(left.iter().map(value)), target, "{text} {n}");
                    checked += 1;
                }
                assert_eq!(circular.circle_move_to_value(n, worth, value), None);
            }
        }
        assert!(checked > 300, "only {checked} cuts");
    }

    #[test]
    fn sums_of_circles_and_rows_are_lost_exactly_when_their_values_cancel() {
        let game = code(".07");
        let rows = game.grundy_direct(12);
        let circular = Circular(game);
        let mut referee = Referee::new(Sum(circular.clone()));
        let mut rng = Rng::new(1344);
        for _ in 0..300 {
            let pieces: Vec<Piece<u64>> = (0..rng.range(1..=3))
                .map(|_| {
                    if rng.chance(1, 2) {
                        Piece::Circle(rng.range(0..=10))
                    } else {
                        Piece::Row(rng.range(0..=10))
                    }
                })
                .collect();
            let value = |piece: &Piece<u64>| match piece {
                Piece::Circle(n) => circular.circle_value(*n, |&row| rows[row as usize]),
                Piece::Row(row) => rows[*row as usize],
            };
            let sum = nim_sum(pieces.iter().map(value));
            let position = Sum(circular.clone()).position(pieces.clone());
            assert_eq!(referee.wins(&position), sum != 0, "{pieces:?}");
        }
    }

    #[test]
    fn a_code_that_breaks_without_taking_opens_the_circle_into_the_whole_row() {
        let lasker = code("4.3...");
        let cuts = lasker.cuts(3);
        assert!(cuts.contains(&((0, vec![3]), vec![3])));
        assert_eq!(code(".3...").cuts(3).len(), 3); // rows of 2, 1, 0
    }

    #[test]
    #[should_panic(expected = "three")]
    fn codes_that_split_into_three_are_refused_on_circles() {
        TakeBreak::parse(".8", Radix::Hexadecimal).unwrap().cuts(5);
    }
}
