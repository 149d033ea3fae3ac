//! Take-and-break games on heaps in general: octal and hexadecimal codes with a digit `d0`
//! (splitting a heap without taking from it) and codes whose last digit repeats for every
//! larger amount (`4.3...`, Lasker's Nim), and Grundy's game. Each is a [`Components`], so that
//! [`ComponentValues`](crate::ComponentValues) and the [`Referee`](crate::Referee) play its real
//! rules, with its Grundy values computed directly by mex.
//!
//! A code is `d0.d1 d2 d3 ...`. Digit `d_k` (`k >= 1`) says what a move that removes `k`
//! tokens from one heap may leave, as a sum of bits:
//! - 1: nothing (the heap had exactly `k` tokens),
//! - 2: one non-empty heap,
//! - 4: two non-empty heaps,
//! - 8: three non-empty heaps (hexadecimal codes only).
//!
//! `d0` is about removing no tokens: 4 splits a heap into two non-empty heaps, 8 into three
//! (12 both); it is 0, 4, 8 or 12, since a move must change the heap. A code ending in `...`
//! repeats its last digit for every larger amount: `.3...` is Nim (take any number), `.7...`
//! takes any run of tokens from a row, `4.3...` is Lasker's Nim (take any number, or split a
//! heap into two), `8.3...` is HDU 5795 (take any number, or split a heap into three).
//! Conventions: *Winning Ways*, ch. 4 ("Taking and breaking"); the digit 4 to the left of the
//! point and hexadecimal digits for three heaps as in Grossman and Nowakowski, "A ruler
//! regularity in hexadecimal games", *Games of No Chance 4* (2015).
//!
//! The octal periodicity theorem covers only finite octal codes with `d0 = 0`
//! ([`TakeBreak::octal_game`] gives those as an [`OctalGame`], for its engine and theorem);
//! nothing here claims a period for the others.

use std::fmt;

use crate::octal::{OctalGame, OctalValues};
use crate::sum::Components;
use crate::take_break_code::read_code;
pub use crate::take_break_code::{Radix, TakeBreakCodeError};

/// A take-and-break game given by its code `d0.d1 ... dt`, possibly ending in `...` (`d_k =
/// d_t` for every `k > t`); see the [module notes](self) for what the digits mean.
///
/// # Example
/// ```
/// use grundy::{ComponentValues, Radix, TakeBreak};
///
/// let lasker = TakeBreak::parse("4.3...", Radix::Octal)?;
/// assert_eq!(lasker.grundy_direct(8), [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// assert_eq!(ComponentValues::new(lasker.clone()).table(0..=8), lasker.grundy_direct(8));
/// assert_eq!(lasker.to_string(), "4.3...");
/// # Ok::<(), grundy::TakeBreakCodeError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TakeBreak {
    /// `digits[k]` for `k` in `0..=t`: no trailing zero unless `t = 0`, and with `repeats`, no
    /// last digit equal to the one before it at a position `>= 1`, and not 0.
    digits: Vec<u8>,
    /// Whether `d_k = d_t` for every `k > t`.
    repeats: bool,
}

impl TakeBreak {
    /// Reads a code such as `".07"`, `"0.77"`, `"4.3..."` or (hexadecimal) `"8.3..."` and
    /// `".2048"`: an optional digit `d0` (0, 4, and in hexadecimal 8 or c), a point, digits,
    /// and optionally `...` to repeat the last digit for every larger amount. Trailing zeros
    /// (and, before `...`, copies of the repeated digit) are dropped, so equal games read
    /// equal.
    ///
    /// # Errors
    /// No point, more than one digit before it, a `d0` other than those, a character that is
    /// not a digit of `radix`, `...` with no digit after the point, or a code that allows no
    /// move; the message says which and quotes the code.
    ///
    /// # Complexity
    /// O(length of the code).
    ///
    /// # Example
    /// ```
    /// use grundy::{Radix, TakeBreak};
    ///
    /// let nim = TakeBreak::parse(".333...", Radix::Octal)?;
    /// assert_eq!((nim.digits(), nim.repeats()), (&[0, 3][..], true));
    /// assert_eq!(TakeBreak::parse("0.070", Radix::Octal)?.to_string(), ".07");
    /// assert!(TakeBreak::parse("8.3...", Radix::Octal).is_err());
    /// assert_eq!(TakeBreak::parse("8.3...", Radix::Hexadecimal)?.digit(5), 3);
    /// assert!(TakeBreak::parse("2.3", Radix::Octal).is_err()); // d0 must change the heap
    /// # Ok::<(), grundy::TakeBreakCodeError>(())
    /// ```
    pub fn parse(code: &str, radix: Radix) -> Result<Self, TakeBreakCodeError> {
        let (digits, repeats) = read_code(code, radix)?;
        Ok(Self { digits, repeats })
    }

    /// The digits `d0, ..., dt` as written (after dropping what does not change the game).
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// Whether the last digit `d_t` repeats for every larger amount (the code ends in `...`).
    pub fn repeats(&self) -> bool {
        self.repeats
    }

    /// `d_k`, for any `k`: the repeated digit past `t` when the code repeats, else 0 there.
    ///
    /// # Complexity
    /// O(1).
    pub fn digit(&self, k: u64) -> u8 {
        let t = self.digits.len() - 1;
        match usize::try_from(k) {
            Ok(k) if k <= t => self.digits[k],
            _ if self.repeats => self.digits[t],
            _ => 0,
        }
    }

    /// Whether some move leaves three heaps (a digit with bit 8).
    pub fn splits_into_three(&self) -> bool {
        self.digits.iter().any(|&d| d & 8 != 0)
    }

    /// The same game as an [`OctalGame`] (core's sparse engine and the octal periodicity
    /// theorem), when it is one: a finite code, `d0 = 0`, no digit above 7. `None` otherwise.
    ///
    /// # Complexity
    /// O(t).
    ///
    /// # Example
    /// ```
    /// use grundy::{OctalGame, Radix, TakeBreak};
    ///
    /// let kayles = TakeBreak::parse("0.77", Radix::Hexadecimal)?;
    /// assert_eq!(kayles.octal_game(), Some(OctalGame::parse(".77").unwrap()));
    /// assert_eq!(TakeBreak::parse("4.3...", Radix::Octal)?.octal_game(), None);
    /// assert_eq!(TakeBreak::parse("4.07", Radix::Octal)?.octal_game(), None);
    /// # Ok::<(), grundy::TakeBreakCodeError>(())
    /// ```
    pub fn octal_game(&self) -> Option<OctalGame> {
        if self.repeats || self.digits[0] != 0 || self.digits.iter().any(|&d| d > 7) {
            return None;
        }
        Some(OctalGame::from_digits(self.digits.clone()))
    }

    /// Whether a heap of `heap` tokens has a move.
    fn has_move(&self, heap: u64) -> bool {
        let needs = |k: u64, digit: u8| {
            (k >= 1 && digit & 1 != 0 && heap == k)
                || (k >= 1 && digit & 2 != 0 && heap > k)
                || (digit & 4 != 0 && heap >= k + 2)
                || (digit & 8 != 0 && heap >= k + 3)
        };
        let t = self.digits.len() as u64 - 1;
        let explicit = (0..=t).any(|k| needs(k, self.digits[k as usize]));
        // Past t, the first amount is the one most likely to fit, except that leaving nothing
        // needs the amount to be the whole heap.
        explicit
            || (self.repeats
                && (needs(t + 1, self.digits[t as usize])
                    || (heap > t && self.digits[t as usize] & 1 != 0)))
    }

    /// The Grundy values `g(0), g(1), ..., g(up_to)` by the mex over every option, each option
    /// value found once per heap: moves leaving two heaps as `g(a) ^ g(s - a)` over `a <= s/2`;
    /// moves leaving three heaps from the distinct XORs of two heaps summing to each `s`
    /// (kept for every `s`), XORed with the smallest heap's value; amounts past `t` of a
    /// repeated digit from one set of values, grown by one sum per heap.
    ///
    /// # Panics
    /// If the values do not fit in memory.
    ///
    /// # Complexity
    /// O(up_to^2 / 4) per digit that splits into two heaps (once in all for a repeated one),
    /// O(up_to^2) for the moves leaving one heap and the mex; with three heaps, O(up_to^3 / 18)
    /// more time and O(up_to^2 / 4) memory at most, far less when the XORs of two heaps repeat
    /// (`8.3...`, whose values grow like the heaps: 10,000 heaps in about 3 s).
    ///
    /// # Example
    /// ```
    /// use grundy::{Radix, TakeBreak};
    ///
    /// // HDU 5795: take any number, or split a heap into three.
    /// let game = TakeBreak::parse("8.3...", Radix::Hexadecimal)?;
    /// assert_eq!(game.grundy_direct(9), [0, 1, 2, 3, 4, 5, 6, 8, 7, 9]);
    /// # Ok::<(), grundy::TakeBreakCodeError>(())
    /// ```
    pub fn grundy_direct(&self, up_to: usize) -> Vec<u32> {
        let t = self.digits.len() - 1;
        let at = |bit: u8| -> Vec<usize> {
            let from = usize::from(bit == 1 || bit == 2);
            (from..=t).filter(|&k| self.digits[k] & bit != 0).collect()
        };
        let (whole, one, two, three) = (at(1), at(2), at(4), at(8));
        let repeated = if self.repeats { self.digits[t] } else { 0 };
        let with_three = self.splits_into_three();
        let mut values: Vec<u32> = Vec::with_capacity(up_to + 1);
        let mut marks = Marks::default();
        // Every value an amount past t of the repeated digit gives, for the heaps so far.
        let mut always = ValueSet::default();
        // The distinct g(a) ^ g(s - a), a + s - a = s, for every s (only with three heaps).
        let mut pairs: Vec<Vec<u32>> = Vec::new();
        // The distinct XORs of three heaps summing to s, for the last t + 2 sums s.
        let window = t + 2;
        let mut triples: Vec<Vec<u32>> = vec![Vec::new(); window];
        for n in 0..=up_to {
            if with_three {
                pairs.push(pair_xors(&values, n, &mut marks));
                triples[n % window] = triple_xors(&values, &pairs, n, &mut marks);
            }
            marks.start();
            if whole.contains(&n) {
                marks.mark(0);
            }
            if repeated & 1 != 0 && n > t {
                marks.mark(0);
            }
            for &k in one.iter().take_while(|&&k| k < n) {
                marks.mark(values[n - k]);
            }
            for &k in two.iter().take_while(|&&k| k + 2 <= n) {
                if with_three {
                    pairs[n - k].iter().for_each(|&v| marks.mark(v));
                } else {
                    for_each_pair(&values, n - k, |v| marks.mark(v));
                }
            }
            for &k in three.iter().take_while(|&&k| k + 3 <= n) {
                triples[(n - k) % window]
                    .iter()
                    .for_each(|&v| marks.mark(v));
            }
            // Amounts past t: the sums s <= n - t - 1 are in `always`; add s = n - t - 1.
            if let Some(s) = n.checked_sub(t + 1) {
                if repeated & 2 != 0 && s >= 1 {
                    always.insert(values[s]);
                }
                if repeated & 4 != 0 && s >= 2 {
                    if with_three {
                        pairs[s].iter().for_each(|&v| always.insert(v));
                    } else {
                        for_each_pair(&values, s, |v| always.insert(v));
                    }
                }
                if repeated & 8 != 0 && s >= 3 {
                    triples[s % window].iter().for_each(|&v| always.insert(v));
                }
            }
            let value = (always.mex..)
                .find(|&v| !marks.is_marked(v) && !always.contains(v))
                .expect("some value is free");
            values.push(value);
        }
        values
    }
}

impl TakeBreak {
    /// A move of a heap of `heap` tokens that leaves heaps whose Grundy values XOR to `target`,
    /// by `values` (`values[x]` is `g(x)`, as [`grundy_direct`](TakeBreak::grundy_direct) or
    /// an [`OctalValues`] gives them): `(taken, left)`, the tokens removed and the 0, 1, 2 (or,
    /// in hexadecimal, 3) heaps left in non-decreasing order, the first such move in the order
    /// [`Components::splits`] lists them, and so the very move the referee names. `None` when
    /// no move leaves that value (always so for `target = g(heap)`).
    ///
    /// `move_to(values, heap, 0)` wins a heap played alone. In a sum, give it to
    /// [`winning_move`](crate::winning_move): the heap whose value has the highest bit of the
    /// nim-sum s goes from g to g ^ s, which is below g, so a move is always found there.
    ///
    /// # Panics
    /// If `values` has no value for `heap` (it needs `g(0) ..= g(heap)`).
    ///
    /// # Complexity
    /// O(n + k n) for a heap of n and the k amounts up to n whose digit splits (with a
    /// repeated splitting digit, every amount: O(n^2) at worst); O(k n^2) for digits that
    /// leave three heaps; less when a move is found early.
    ///
    /// # Example
    /// ```
    /// use grundy::{Radix, TakeBreak, winning_move};
    ///
    /// // Kayles (0.77): g = 0 1 2 3 1 4 3 2 1 ... A row of 4 is won by knocking down the two
    /// // middle pins: two rows of 1 are left, 1 ^ 1 = 0.
    /// let kayles = TakeBreak::parse("0.77", Radix::Octal)?;
    /// let values = kayles.grundy_direct(40);
    /// assert_eq!(kayles.move_to(&values, 4, 0), Some((2, vec![1, 1])));
    /// assert_eq!(kayles.move_to(&values, 4, 1), None); // g(4) = 1 itself
    ///
    /// // Rows of 4 and 5 (1 ^ 4 = 5): the row of 5 must go to 1, by taking one pin at its end.
    /// let rows = [4, 5];
    /// let heap_values: Vec<u32> = rows.iter().map(|&n| values[n as usize]).collect();
    /// let found = winning_move(&heap_values, |i, target| kayles.move_to(&values, rows[i], target));
    /// assert_eq!(found, Some((1, (1, vec![4]))));
    /// # Ok::<(), grundy::TakeBreakCodeError>(())
    /// ```
    pub fn move_to(&self, values: &[u32], heap: u64, target: u32) -> Option<(u64, Vec<u64>)> {
        let n = usize::try_from(heap)
            .ok()
            .filter(|&n| n < values.len())
            .unwrap_or_else(|| {
                panic!(
                    "move_to needs g(0) ..= g({heap}), not {} values",
                    values.len()
                )
            });
        let g = |x: usize| values[x];
        let t = self.digits.len() - 1;
        let last = if self.repeats { n } else { n.min(t) };
        let moved =
            |k: usize, left: &[usize]| Some((k as u64, left.iter().map(|&x| x as u64).collect()));
        for k in 0..=last {
            let digit = self.digit(k as u64);
            let rest = n - k;
            if k >= 1 && digit & 1 != 0 && rest == 0 && target == 0 {
                return moved(k, &[]);
            }
            if k >= 1 && digit & 2 != 0 && rest >= 1 && g(rest) == target {
                return moved(k, &[rest]);
            }
            if digit & 4 != 0 {
                if let Some(a) = (1..=rest / 2).find(|&a| g(a) ^ g(rest - a) == target) {
                    return moved(k, &[a, rest - a]);
                }
            }
            if digit & 8 != 0 {
                for a in 1..=rest / 3 {
                    let b = (a..=(rest - a) / 2).find(|&b| g(a) ^ g(b) ^ g(rest - a - b) == target);
                    if let Some(b) = b {
                        return moved(k, &[a, b, rest - a - b]);
                    }
                }
            }
        }
        None
    }
}

/// Calls `visit` with `g(a) ^ g(s - a)` for every `1 <= a <= s/2`.
fn for_each_pair(values: &[u32], s: usize, mut visit: impl FnMut(u32)) {
    for a in 1..=s / 2 {
        visit(values[a] ^ values[s - a]);
    }
}

/// The distinct `g(a) ^ g(s - a)`, `a >= 1`, `s - a >= 1`, in increasing order.
fn pair_xors(values: &[u32], s: usize, marks: &mut Marks) -> Vec<u32> {
    marks.start();
    let mut found = Vec::new();
    for_each_pair(values, s, |v| {
        if !marks.is_marked(v) {
            marks.mark(v);
            found.push(v);
        }
    });
    found.sort_unstable();
    found
}

/// The distinct XORs of three non-empty heaps summing to `s`: each with its smallest heap `c`
/// (`c <= s/3`), the other two being any pair summing to `s - c`.
fn triple_xors(values: &[u32], pairs: &[Vec<u32>], s: usize, marks: &mut Marks) -> Vec<u32> {
    marks.start();
    let mut found = Vec::new();
    for c in 1..=s / 3 {
        for &pair in &pairs[s - c] {
            let v = pair ^ values[c];
            if !marks.is_marked(v) {
                marks.mark(v);
                found.push(v);
            }
        }
    }
    found.sort_unstable();
    found
}

/// A set of values marked since the last `start`, by stamps (so that starting is O(1)).
#[derive(Debug, Default)]
struct Marks {
    stamp: Vec<u32>,
    current: u32,
}

impl Marks {
    fn start(&mut self) {
        self.current = self.current.checked_add(1).expect("fewer than 2^32 rounds");
    }

    fn mark(&mut self, value: u32) {
        let at = value as usize;
        if at >= self.stamp.len() {
            self.stamp.resize((at + 1).next_power_of_two().max(64), 0);
        }
        self.stamp[at] = self.current;
    }

    fn is_marked(&self, value: u32) -> bool {
        self.stamp.get(value as usize) == Some(&self.current)
    }
}

/// A growing set of values, with its mex kept up to date.
#[derive(Debug, Default)]
struct ValueSet {
    present: Vec<bool>,
    mex: u32,
}

impl ValueSet {
    fn insert(&mut self, value: u32) {
        let at = value as usize;
        if at >= self.present.len() {
            self.present
                .resize((at + 1).next_power_of_two().max(64), false);
        }
        self.present[at] = true;
        while self.contains(self.mex) {
            self.mex += 1;
        }
    }

    fn contains(&self, value: u32) -> bool {
        self.present.get(value as usize) == Some(&true)
    }
}

/// Shows the code: `d0` only when it is not 0 (`.07`, `4.3...`, `8.3...`), hexadecimal digits
/// in lower case, `4.0` for a code with no digit after the point.
impl fmt::Display for TakeBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let show = |d: u8| char::from_digit(u32::from(d), 16).expect("digits are below 16");
        if self.digits[0] != 0 {
            write!(f, "{}", show(self.digits[0]))?;
        }
        f.write_str(".")?;
        if self.digits.len() == 1 {
            f.write_str("0")?;
        }
        for &d in &self.digits[1..] {
            write!(f, "{}", show(d))?;
        }
        if self.repeats {
            f.write_str("...")?;
        }
        Ok(())
    }
}

/// The rules of one heap: every move its code allows.
impl Components for TakeBreak {
    /// The tokens in a heap.
    type Part = u64;
    /// `(taken, left)`: the tokens removed, and the heaps left in non-decreasing order.
    type Move = (u64, Vec<u64>);

    /// Every move, by the amount taken (0 first), then leaving nothing, one heap, two heaps
    /// `a <= b`, three heaps `a <= b <= c`; each split once, whatever the order of its heaps.
    ///
    /// # Complexity
    /// O(number of moves): up to O(n^3) for a heap of n with three heaps and `...`.
    fn splits(&self, &heap: &u64) -> Vec<((u64, Vec<u64>), Vec<u64>)> {
        let mut moves = Vec::new();
        let mut add = |taken: u64, left: Vec<u64>| moves.push(((taken, left.clone()), left));
        for k in 0..=heap {
            let digit = self.digit(k);
            let rest = heap - k;
            if k >= 1 && digit & 1 != 0 && rest == 0 {
                add(k, Vec::new());
            }
            if k >= 1 && digit & 2 != 0 && rest >= 1 {
                add(k, vec![rest]);
            }
            if digit & 4 != 0 {
                for a in 1..=rest / 2 {
                    add(k, vec![a, rest - a]);
                }
            }
            if digit & 8 != 0 {
                for a in 1..=rest / 3 {
                    for b in a..=(rest - a) / 2 {
                        add(k, vec![a, b, rest - a - b]);
                    }
                }
            }
        }
        moves
    }

    /// A heap with no move (the empty heap, and small heaps some codes cannot touch).
    fn is_finished(&self, &heap: &u64) -> bool {
        !self.has_move(heap)
    }
}

/// Grundy's game: a move splits one heap into two non-empty heaps of different sizes. Not a
/// take-and-break code (no digit says "unequal"); heaps of 1 and 2 are finished.
///
/// # Example
/// ```
/// use grundy::{ComponentValues, Components, GrundyGame};
///
/// assert_eq!(GrundyGame.splits(&7), [(1, vec![1, 6]), (2, vec![2, 5]), (3, vec![3, 4])]);
/// assert_eq!(GrundyGame.grundy_direct(10), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0]);
/// assert_eq!(ComponentValues::new(GrundyGame).table(0..=10), GrundyGame.grundy_direct(10));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GrundyGame;

impl GrundyGame {
    /// The Grundy values `g(0), ..., g(up_to)`: `g(n)` is the mex of `g(a) ^ g(n - a)` over
    /// `1 <= a < n - a`.
    ///
    /// # Panics
    /// If the values do not fit in memory.
    ///
    /// # Complexity
    /// O(up_to^2 / 4) time, O(up_to) memory.
    ///
    /// # Example
    /// ```
    /// use grundy::GrundyGame;
    ///
    /// let values = GrundyGame.grundy_direct(20);
    /// assert_eq!(&values[13..], [3, 2, 1, 3, 2, 4, 3, 0]);
    /// ```
    pub fn grundy_direct(&self, up_to: usize) -> Vec<u32> {
        let mut values: Vec<u32> = Vec::with_capacity(up_to + 1);
        let mut marks = Marks::default();
        for n in 0..=up_to {
            marks.start();
            for a in 1..n.div_ceil(2) {
                marks.mark(values[a] ^ values[n - a]);
            }
            values.push(
                (0..)
                    .find(|&v| !marks.is_marked(v))
                    .expect("a value is free"),
            );
        }
        values
    }
}

impl GrundyGame {
    /// The same values `g(0), ..., g(up_to)` by the sparse-space method (see
    /// [`SparseSpace`](crate::SparseSpace) and [`OctalValues::grundy_game`], which extends them
    /// in steps): Grundy's game splits into common values (odd bit parity under the mask
    /// `0xfe`) and rare ones, which stop at heap 82,860 as far as 2^21, so that each heap
    /// lists its few rare splits instead of all of them. Equal to
    /// [`grundy_direct`](GrundyGame::grundy_direct) whatever the values.
    ///
    /// # Panics
    /// If the values do not fit in memory.
    ///
    /// # Complexity
    /// O(up_to * (R + c)) for `R` rare positions and `c` the splits scanned to find the
    /// smaller values (hundreds); O(up_to^2) at worst. 2^21 values: seconds in release.
    ///
    /// # Example
    /// ```
    /// use grundy::GrundyGame;
    ///
    /// assert_eq!(GrundyGame.grundy_sparse(20_000), GrundyGame.grundy_direct(20_000));
    /// ```
    pub fn grundy_sparse(&self, up_to: usize) -> Vec<u32> {
        let mut values = OctalValues::grundy_game();
        values.extend_to(up_to);
        values.into_values()
    }
}

impl Components for GrundyGame {
    /// The tokens in a heap.
    type Part = u64;
    /// The smaller of the two heaps left.
    type Move = u64;

    /// Every split `a < n - a`, by `a`.
    ///
    /// # Complexity
    /// O(n).
    fn splits(&self, &heap: &u64) -> Vec<(u64, Vec<u64>)> {
        (1..heap.div_ceil(2))
            .map(|a| (a, vec![a, heap - a]))
            .collect()
    }

    fn is_finished(&self, &heap: &u64) -> bool {
        heap <= 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ComponentValues, Referee, Rng, Sum, winning_move};

    fn octal(code: &str) -> TakeBreak {
        TakeBreak::parse(code, Radix::Octal).unwrap()
    }

    fn hex(code: &str) -> TakeBreak {
        TakeBreak::parse(code, Radix::Hexadecimal).unwrap()
    }

    /// Codes of every kind: finite octal, d0 = 4, repeated digits, hexadecimal.
    const CODES: [(&str, Radix); 16] = [
        (".07", Radix::Octal),
        (".137", Radix::Octal),
        ("4.0", Radix::Octal),
        ("4.07", Radix::Octal),
        ("4.3...", Radix::Octal),
        (".3...", Radix::Octal),
        (".7...", Radix::Octal),
        (".1...", Radix::Octal),
        (".04...", Radix::Octal),
        ("4.16...", Radix::Octal),
        ("8.3...", Radix::Hexadecimal),
        (".2048", Radix::Hexadecimal),
        ("8.0", Radix::Hexadecimal),
        ("c.1", Radix::Hexadecimal),
        (".f...", Radix::Hexadecimal),
        (".38b...", Radix::Hexadecimal),
    ];

    #[test]
    fn direct_values_are_the_mex_over_the_moves_the_rules_list() {
        for (code, radix) in CODES {
            let game = TakeBreak::parse(code, radix).unwrap();
            let up_to = if game.splits_into_three() && game.repeats() {
                40
            } else {
                60
            };
            let rules = ComponentValues::new(game.clone()).table(0..=up_to as u64);
            assert_eq!(game.grundy_direct(up_to), rules, "{code}");
        }
    }

    #[test]
    fn bad_codes_are_refused_in_the_words_a_take_and_break_code_is() {
        for code in ["", "7", "..7", ".9", "1.07", ".", ".00", " .07"] {
            let error = OctalGame::parse(code).unwrap_err();
            let read = TakeBreak::parse(code, Radix::Octal).unwrap_err();
            assert_eq!(error, read, "{code:?}");
        }
        for code in ["4.07", ".3..."] {
            let error = OctalGame::parse(code).unwrap_err().to_string();
            assert!(
                error.contains("no octal game of this engine"),
                "{code:?}: {error}"
            );
            assert!(TakeBreak::parse(code, Radix::Octal).is_ok());
        }
        let dawson = TakeBreak::parse("0.070", Radix::Octal)
            .unwrap()
            .octal_game();
        assert_eq!(dawson, Some(OctalGame::parse(".07").unwrap()));
    }

    #[test]
    fn codes_with_a_large_smallest_move_give_the_octal_engines_values() {
        // One digit far out, or two, the second a few places further: the octal engine's
        // values are held to the definition in its own tests.
        for m in [700, 3000] {
            for digits in [[1, 0], [2, 0], [4, 0], [7, 0], [3, 4], [6, 7]] {
                let mut code = format!(".{}{}", "0".repeat(m - 1), digits[0]);
                if digits[1] != 0 {
                    code.push_str(&format!("00{}", digits[1]));
                }
                let octal = OctalGame::parse(&code).unwrap().grundy_direct(m + 250);
                let game = TakeBreak::parse(&code, Radix::Octal).unwrap();
                assert_eq!(game.grundy_direct(m + 250), octal, "{digits:?} at {m}");
            }
        }
    }

    #[test]
    fn finite_octal_codes_give_the_octal_engines_values() {
        for code in [
            ".07", ".137", ".77", ".6", ".4", ".31", ".07707", ".15", ".356",
        ] {
            let game = octal(code);
            let engine = game.octal_game().expect("an octal game");
            assert_eq!(game.grundy_direct(500), engine.grundy_direct(500), "{code}");
        }
    }

    #[test]
    fn take_any_number_is_nim_and_take_a_run_too() {
        for code in [".3...", ".33333...", ".7...", "0.37..."] {
            let expected: Vec<u32> = (0..=2000).collect();
            assert_eq!(octal(code).grundy_direct(2000), expected, "{code}");
        }
    }

    #[test]
    fn laskers_nim_follows_its_known_formula() {
        // g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3.
        let values = octal("4.3...").grundy_direct(3000);
        for (n, &value) in values.iter().enumerate().skip(1) {
            let n = n as u32;
            let expected = match n % 4 {
                3 => n + 1,
                0 => n - 1,
                _ => n,
            };
            assert_eq!(value, expected, "heap {n}");
        }
    }

    #[test]
    fn hdu_5795_take_any_or_split_into_three_follows_its_known_formula() {
        // g(8k+7) = 8k+8, g(8k+8) = 8k+7, else g(n) = n.
        let values = hex("8.3...").grundy_direct(600);
        for (n, &value) in values.iter().enumerate() {
            let n = n as u32;
            let expected = match n % 8 {
                7 => n + 1,
                0 if n > 0 => n - 1,
                _ => n,
            };
            assert_eq!(value, expected, "heap {n}");
        }
    }

    #[test]
    fn grundys_game_has_the_published_values() {
        // OEIS A002188, the terms its entry lists.
        let published = [
            0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1,
            2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2,
            1, 3, 2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3,
            7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3,
        ];
        let values = GrundyGame.grundy_direct(published.len() - 1);
        assert_eq!(values, published);
        let rules = ComponentValues::new(GrundyGame).table(0..=300);
        assert_eq!(GrundyGame.grundy_direct(300), rules);
        // Flammenkamp's table of Grundy's game lists g(87) = g(90) = g(93) = 7, g(158) = 11.
        let far = GrundyGame.grundy_direct(200);
        assert_eq!((far[87], far[90], far[93], far[158]), (7, 7, 7, 11));
    }

    #[test]
    fn the_referee_agrees_with_the_xor_of_the_values_on_random_small_sums() {
        let mut rng = Rng::new(5795);
        for (code, radix) in CODES {
            let game = TakeBreak::parse(code, radix).unwrap();
            let values = game.grundy_direct(12);
            let mut referee = Referee::new(Sum(game));
            for _ in 0..12 {
                let heaps: Vec<u64> = (0..rng.range(1..=3)).map(|_| rng.range(0..=9)).collect();
                let xor = heaps.iter().fold(0, |x, &h| x ^ values[h as usize]);
                assert_eq!(referee.wins(&heaps), xor != 0, "{code} {heaps:?}");
            }
        }
        let values = GrundyGame.grundy_direct(30);
        let mut referee = Referee::new(Sum(GrundyGame));
        for _ in 0..40 {
            let heaps: Vec<u64> = (0..rng.range(1..=3)).map(|_| rng.range(0..=16)).collect();
            let xor = heaps.iter().fold(0, |x, &h| x ^ values[h as usize]);
            assert_eq!(referee.wins(&heaps), xor != 0, "{heaps:?}");
        }
    }

    /// Codes for the winning move: Dawson's Kayles and chess, Lasker's Nim, `.6`, Kayles,
    /// Nim, a finite code with `d0`, and hexadecimal codes leaving three heaps.
    const MOVE_CODES: [(&str, Radix); 10] = [
        (".07", Radix::Octal),
        (".137", Radix::Octal),
        ("4.3...", Radix::Octal),
        (".6", Radix::Octal),
        ("0.77", Radix::Octal),
        (".3...", Radix::Octal),
        ("4.07", Radix::Octal),
        (".16...", Radix::Octal),
        ("8.3...", Radix::Hexadecimal),
        (".2048", Radix::Hexadecimal),
    ];

    #[test]
    fn the_move_to_a_value_is_the_first_move_of_the_rules_leaving_that_value() {
        for (code, radix) in MOVE_CODES {
            let game = TakeBreak::parse(code, radix).unwrap();
            let up_to = 40;
            // The values of the real rules (memoised mex over `splits`), to judge by; the move
            // is asked with the table a solver would use.
            let truth = ComponentValues::new(game.clone()).table(0..=up_to);
            let values = game.grundy_direct(up_to as usize);
            let largest = truth.iter().copied().max().unwrap();
            for heap in 0..=up_to {
                let moves = game.splits(&heap);
                let left_value = |left: &[u64]| left.iter().fold(0, |x, &h| x ^ truth[h as usize]);
                for target in 0..=largest + 2 {
                    let first = moves
                        .iter()
                        .find(|(_, left)| left_value(left) == target)
                        .map(|(m, _)| m.clone());
                    let found = game.move_to(&values, heap, target);
                    assert_eq!(found, first, "{code} heap {heap} to {target}");
                }
            }
        }
    }

    #[test]
    fn the_winning_move_of_a_sum_of_heaps_is_one_the_referee_finds() {
        let mut rng = Rng::new(17);
        for (code, radix) in MOVE_CODES {
            let game = TakeBreak::parse(code, radix).unwrap();
            let values = game.grundy_direct(12);
            let mut referee = Referee::new(Sum(game.clone()));
            for _ in 0..25 {
                let heaps: Vec<u64> = (0..rng.range(1..=3)).map(|_| rng.range(0..=10)).collect();
                let heap_values: Vec<u32> = heaps.iter().map(|&h| values[h as usize]).collect();
                let found = winning_move(&heap_values, |i, target| {
                    game.move_to(&values, heaps[i], target)
                });
                match found {
                    Some(play) => {
                        let winning = referee.winning_moves(&heaps);
                        assert!(winning.contains(&play), "{code} {heaps:?}: {play:?}");
                    }
                    None => assert!(!referee.wins(&heaps), "{code} {heaps:?}"),
                }
            }
        }
    }

    #[test]
    #[should_panic(expected = "needs g(0) ..= g(9)")]
    fn the_move_to_a_value_needs_the_heaps_value() {
        let game = octal(".07");
        let _ = game.move_to(&game.grundy_direct(8), 9, 0);
    }

    #[test]
    fn a_heap_is_finished_exactly_when_it_has_no_move() {
        for (code, radix) in CODES {
            let game = TakeBreak::parse(code, radix).unwrap();
            for heap in 0..=12 {
                assert_eq!(
                    game.is_finished(&heap),
                    game.splits(&heap).is_empty(),
                    "{code} heap {heap}"
                );
            }
        }
        for heap in 0..=12 {
            assert_eq!(
                GrundyGame.is_finished(&heap),
                GrundyGame.splits(&heap).is_empty()
            );
        }
    }

    #[test]
    fn moves_list_each_split_once_in_order() {
        assert_eq!(
            hex("8.0").splits(&6),
            [
                ((0, vec![1, 1, 4]), vec![1, 1, 4]),
                ((0, vec![1, 2, 3]), vec![1, 2, 3]),
                ((0, vec![2, 2, 2]), vec![2, 2, 2]),
            ]
        );
        let lasker: Vec<_> = octal("4.3...")
            .splits(&3)
            .into_iter()
            .map(|(m, _)| m)
            .collect();
        assert_eq!(
            lasker,
            [(0, vec![1, 2]), (1, vec![2]), (2, vec![1]), (3, vec![])]
        );
    }

    #[test]
    fn codes_are_read_in_their_normal_form_and_shown_back() {
        for (code, radix, shown) in [
            ("0.070", Radix::Octal, ".07"),
            ("4.333...", Radix::Octal, "4.3..."),
            (".30...", Radix::Octal, ".3"),
            ("4.0", Radix::Octal, "4.0"),
            ("4.", Radix::Octal, "4.0"),
            ("C.2A", Radix::Hexadecimal, "c.2a"),
            (".2048", Radix::Hexadecimal, ".2048"),
        ] {
            let game = TakeBreak::parse(code, radix).unwrap();
            assert_eq!(game.to_string(), shown, "{code}");
            assert_eq!(TakeBreak::parse(shown, radix), Ok(game), "{code}");
        }
        let nim = octal(".3...");
        assert_eq!((nim.digit(0), nim.digit(1), nim.digit(1 << 40)), (0, 3, 3));
        assert_eq!(octal(".07").digit(9), 0);
    }

    #[test]
    fn bad_codes_are_refused_saying_why() {
        for (code, radix, says) in [
            ("137", Radix::Octal, "octal code \"137\" must start with"),
            (".08", Radix::Octal, "'8' in \".08\" is not an octal digit"),
            (".0g", Radix::Hexadecimal, "is not a hexadecimal digit"),
            ("8.3", Radix::Octal, "'8' before the point"),
            ("44.3", Radix::Octal, "\"44\" before the point"),
            ("2.3", Radix::Octal, "d0 = 2"),
            ("1.3", Radix::Octal, "so d0 is 0 or 4"),
            ("6.3", Radix::Hexadecimal, "so d0 is 0, 4, 8 or c"),
            ("4...", Radix::Octal, "must start with"),
            ("4....", Radix::Octal, "there is none"),
            (".3....", Radix::Octal, "'.' in"),
            (".000", Radix::Octal, "allows no move"),
            (".0...", Radix::Octal, "allows no move"),
            ("", Radix::Octal, "must start with"),
            (" .07", Radix::Octal, "' ' before the point"),
        ] {
            let error = TakeBreak::parse(code, radix).unwrap_err().to_string();
            assert!(error.contains(says), "{code:?}: {error}");
        }
    }
}
