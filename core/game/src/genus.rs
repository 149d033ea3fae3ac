//! Misère play of heap games by exhaustive search: each position's misère Grundy value and
//! Conway's genus, and which heaps are tame (play like Nim positions under misère play).
//!
//! The misère Grundy value of a position is 1 when it has no move (the player to move has
//! won: the opponent made the last move), else the mex of its options' misère values; the
//! position is lost for the player to move (a misère P-position) exactly when it is 0. Unlike
//! normal play, the misère value of a sum is not the XOR of its parts' values, so every value
//! here is computed on whole positions: a heap's options are sums of heaps, searched as such.
//!
//! The genus (Winning Ways, chapter 13) of a position `G` is `g^{γ0 γ1 γ2 ...}`: `g` its
//! normal Grundy value, `γk` the misère value of `G` plus `k` Nim heaps of size 2. The `γk`
//! end up alternating between two values; the superscript is written up to where they start
//! to: `*0` is `0^{120}`, `*1` is `1^{031}`, `*2` is `2^{20}`, `*3` is `3^{31}`. The positions
//! of Nim have the genera `0^{120}` and `1^{031}` (no heap above 1) and `g^{g (g xor 2)}` (some
//! heap above 1), and a position is *tame* when it and every position reachable from it has
//! one of those: a sum of tame positions is then decided as Nim's misère rule decides the Nim
//! positions of the same genera ([`tame_sum_wins`]).
//!
//! Only `γ0 ..= γK` are computed, for a `K` the caller chooses; whether the alternation seen
//! within them goes on past `γK` is not proved here (it does from some point on, but this
//! search does not bound that point).

use std::fmt;

use crate::memo::FxHashMap;
use crate::mex::MexSet;
use crate::sum::Components;

/// A position's genus, as far as it was computed: its normal Grundy value and the misère
/// values `γ0 ..= γK` of it plus `0 ..= K` Nim heaps of size 2.
///
/// Shown as Winning Ways writes it, `g^{γ0 γ1 ...}` up to where the `γk` alternate, digits
/// run together when all are below 10 and separated by commas otherwise; when they do not
/// alternate within those computed, all are shown, then `...`.
///
/// # Example
/// ```
/// use grundy::Genus;
///
/// let star_zero = Genus { normal: 0, misere: vec![1, 2, 0, 2, 0, 2] };
/// assert_eq!(star_zero.to_string(), "0^{120}");
/// assert!(star_zero.is_nim_like());
/// let wild = Genus { normal: 2, misere: vec![1, 4, 2, 0, 2, 0] };
/// assert_eq!(wild.to_string(), "2^{1420}");
/// assert!(!wild.is_nim_like());
/// let large = Genus { normal: 8, misere: vec![8, 10, 8, 10] };
/// assert_eq!(large.to_string(), "8^{8,10}");
/// let unsettled = Genus { normal: 0, misere: vec![1, 2, 3] };
/// assert_eq!(unsettled.to_string(), "0^{123...}");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Genus {
    /// The normal-play Grundy value `g`.
    pub normal: u32,
    /// `γ0, γ1, ...`: the misère Grundy values of the position plus 0, 1, ... heaps `*2`.
    pub misere: Vec<u32>,
}

impl Genus {
    /// How many of the `γk` the superscript shows: the fewest (at least 2) after which those
    /// computed alternate (`γ(k + 2) = γk`), with at least one pair checked; `None` when they
    /// do not within those computed.
    ///
    /// # Complexity
    /// O(K^2) for K values.
    ///
    /// # Example
    /// ```
    /// use grundy::Genus;
    ///
    /// let star_one = Genus { normal: 1, misere: vec![0, 3, 1, 3, 1] };
    /// assert_eq!(star_one.shown(), Some(3));
    /// assert_eq!(Genus { normal: 0, misere: vec![1, 2, 3] }.shown(), None);
    /// ```
    pub fn shown(&self) -> Option<usize> {
        let values = &self.misere;
        (2..values.len()).find(|&shown| {
            // From γ(shown - 2) on, every value is the one two before it.
            (shown..values.len()).all(|k| values[k] == values[k - 2])
        })
    }

    /// Whether this is the genus of some Nim position: `0^{120}`, `1^{031}`, or
    /// `g^{g (g xor 2)}` for any `g`, as far as the `γk` were computed.
    ///
    /// # Complexity
    /// O(K) for K values.
    ///
    /// # Example
    /// ```
    /// use grundy::Genus;
    ///
    /// assert!(Genus { normal: 1, misere: vec![1, 3, 1, 3] }.is_nim_like()); // 1^{13}
    /// assert!(!Genus { normal: 1, misere: vec![0, 2, 0, 2] }.is_nim_like());
    /// ```
    pub fn is_nim_like(&self) -> bool {
        self.is_fickle() || self.is_firm()
    }

    /// The genus of a Nim position with no heap above 1 (`0^{120}`, `1^{031}`): as
    /// [`is_firm`](Genus::is_firm)'s but for `γ0 = g xor 1`.
    fn is_fickle(&self) -> bool {
        let g = self.normal;
        g <= 1 && self.fits(g ^ 1)
    }

    /// The genus of a Nim position with some heap above 1: `g^{g (g xor 2)}`.
    fn is_firm(&self) -> bool {
        self.fits(self.normal)
    }

    /// Whether `γ0 = first`, then `γk = g xor 2` for odd k and `g` for even k.
    fn fits(&self, first: u32) -> bool {
        let g = self.normal;
        let value = |k: usize| match k {
            0 => first,
            k if k % 2 == 1 => g ^ 2,
            _ => g,
        };
        self.misere
            .iter()
            .enumerate()
            .all(|(k, &misere)| misere == value(k))
    }
}

impl fmt::Display for Genus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = self.shown();
        let values = &self.misere[..shown.unwrap_or(self.misere.len())];
        let words: Vec<String> = values.iter().map(u32::to_string).collect();
        let separator = if values.iter().all(|&value| value < 10) {
            ""
        } else {
            ","
        };
        let more = if shown.is_none() { "..." } else { "" };
        write!(f, "{}^{{{}{more}}}", self.normal, words.join(separator))
    }
}

/// Whether the player to move wins the misère sum of tame positions with these `genera`,
/// by Nim's misère rule on the Nim positions of the same genera: with a position of genus
/// `g^{g (g xor 2)}` in the sum (some Nim heap above 1), exactly when the nim-sum of the `g`
/// is not 0; else exactly when it is not 1. `None` when some genus is not one of Nim's.
///
/// # Complexity
/// O(k K) for k genera of K values each.
///
/// # Example
/// ```
/// use grundy::{Genus, tame_sum_wins};
///
/// let one = Genus { normal: 1, misere: vec![0, 3, 1, 3] }; // a Nim heap of 1
/// let two = Genus { normal: 2, misere: vec![2, 0, 2, 0] }; // a Nim heap of 2
/// assert_eq!(tame_sum_wins(&[one.clone(), one.clone()]), Some(true));
/// assert_eq!(tame_sum_wins(&[one.clone(), one.clone(), one.clone()]), Some(false));
/// assert_eq!(tame_sum_wins(&[two.clone(), two.clone()]), Some(false));
/// assert_eq!(tame_sum_wins(&[Genus { normal: 2, misere: vec![1, 4, 2, 0] }]), None);
/// ```
pub fn tame_sum_wins(genera: &[Genus]) -> Option<bool> {
    if !genera.iter().all(Genus::is_nim_like) {
        return None;
    }
    let nim_sum = genera.iter().fold(0, |sum, genus| sum ^ genus.normal);
    let firm = genera.iter().any(|genus| !genus.is_fickle());
    Some(if firm { nim_sum != 0 } else { nim_sum != 1 })
}

/// The positions reachable from some starting heaps of a heap game were more than the bound
/// given to [`MisereHeaps::new`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooManyPositions {
    /// The bound.
    pub most: usize,
}

impl fmt::Display for TooManyPositions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the positions reachable are more than {} (the bound of the search)",
            self.most
        )
    }
}

/// Every position reachable from some starting positions of a heap game (a sum of heaps of
/// `C`), each with its normal Grundy value, its misère Grundy values with 0 ..= K Nim heaps of
/// 2 beside it (its genus), and whether it is tame; all by exhaustive search over whole
/// positions, memoised on the sorted multiset of heaps.
///
/// # Example
/// ```
/// use grundy::{MisereHeaps, Radix, TakeBreak};
///
/// // Misère Kayles: the single heaps lost for the player to move, up to 40.
/// let kayles = TakeBreak::parse(".77", Radix::Octal).unwrap();
/// let heaps = MisereHeaps::new(kayles, (0..=40).map(|n| vec![n]), 4, 1_000_000).unwrap();
/// let lost: Vec<u64> = (0..=40).filter(|&n| heaps.misere_value(&[n]) == Some(0)).collect();
/// assert_eq!(lost, [1, 4, 9, 12, 20]);
/// assert_eq!(heaps.genus(&[0]).unwrap().to_string(), "0^{120}");
/// ```
#[derive(Debug)]
pub struct MisereHeaps<C: Components<Part = u64>> {
    rules: C,
    twos: usize,
    /// Each position's number; options are numbered before the positions they come from.
    index: FxHashMap<Vec<u64>, u32>,
    /// Position i's options' numbers, each once.
    options: Vec<Vec<u32>>,
    /// Position i's normal Grundy value.
    normal: Vec<u32>,
    /// Position i plus a heaps *2 and b heaps *1, for a + b <= K: its misère value at
    /// `i * slots + slot(a, b)`.
    misere: Vec<u32>,
    /// Whether position i and every position reachable from it have Nim's genera.
    tame: Vec<bool>,
}

/// A position being numbered by [`MisereHeaps::new`]: the positions its moves lead to, and how
/// many of them are numbered.
struct Frame {
    position: Vec<u64>,
    options: Vec<Vec<u64>>,
    next: usize,
}

impl<C: Components<Part = u64>> MisereHeaps<C> {
    /// Searches every position reachable from `starts` (each a list of heaps) under `rules`,
    /// with the genus up to `γ(twos)`.
    ///
    /// # Errors
    /// More than `most` positions reachable (the search stops there, before using much more
    /// memory than `most * (twos + 1) * (twos + 2) * 2` bytes of values).
    ///
    /// # Panics
    /// If the rules have a cycle (a position reachable from itself), or a move that [wins at
    /// once](Components::wins_at_once) (such rules have no misère form: see
    /// [`Misere`](crate::Misere)).
    ///
    /// # Complexity
    /// O(P * K^2 + M) for P positions reachable, with M moves in all, each position's options
    /// listed once; the positions are kept as sorted lists of heaps in a hash map.
    pub fn new(
        rules: C,
        starts: impl IntoIterator<Item = Vec<u64>>,
        twos: usize,
        most: usize,
    ) -> Result<Self, TooManyPositions> {
        let mut heaps = MisereHeaps {
            rules,
            twos,
            index: FxHashMap::default(),
            options: Vec::new(),
            normal: Vec::new(),
            misere: Vec::new(),
            tame: Vec::new(),
        };
        for start in starts {
            let start = heaps.canonical(start);
            heaps.number(start, most)?;
        }
        heaps.solve();
        Ok(heaps)
    }

    /// `heaps` without the finished ones, sorted.
    fn canonical(&self, heaps: Vec<u64>) -> Vec<u64> {
        let mut heaps: Vec<u64> = heaps
            .into_iter()
            .filter(|heap| !self.rules.is_finished(heap))
            .collect();
        heaps.sort_unstable();
        heaps
    }

    /// The positions one move from `position` leads to, canonical, each once.
    fn moves(&self, position: &[u64]) -> Vec<Vec<u64>> {
        let mut options = Vec::new();
        for (i, heap) in position.iter().enumerate() {
            if i > 0 && position[i - 1] == *heap {
                continue;
            }
            for (_, pieces) in self.rules.splits(heap) {
                assert!(
                    !self.rules.wins_at_once(&pieces),
                    "a move that wins at once has no misère form"
                );
                let others = position[..i].iter().chain(&position[i + 1..]).copied();
                options.push(self.canonical(others.chain(pieces).collect()));
            }
        }
        options.sort_unstable();
        options.dedup();
        options
    }

    /// Numbers `root` and every position reachable from it not yet numbered, options first.
    fn number(&mut self, root: Vec<u64>, most: usize) -> Result<(), TooManyPositions> {
        if self.index.contains_key(&root) {
            return Ok(());
        }
        let mut open = FxHashMap::default();
        open.insert(root.clone(), ());
        let mut stack = vec![Frame {
            options: self.moves(&root),
            position: root,
            next: 0,
        }];
        while let Some(top) = stack.last_mut() {
            if let Some(option) = top.options.get(top.next) {
                top.next += 1;
                if self.index.contains_key(option) {
                    continue;
                }
                assert!(
                    open.insert(option.clone(), ()).is_none(),
                    "the rules have a cycle: a position is reachable from itself"
                );
                let option = option.clone();
                stack.push(Frame {
                    options: self.moves(&option),
                    position: option,
                    next: 0,
                });
                continue;
            }
            let done = stack.pop().expect("the top frame was just read");
            if self.options.len() >= most {
                return Err(TooManyPositions { most });
            }
            let ids = done
                .options
                .iter()
                .map(|option| self.index[option])
                .collect();
            open.remove(&done.position);
            self.index.insert(done.position, self.options.len() as u32);
            self.options.push(ids);
        }
        Ok(())
    }

    /// How many (a, b) pairs with a + b <= K there are.
    fn slots(&self) -> usize {
        (self.twos + 1) * (self.twos + 2) / 2
    }

    /// Where (a heaps *2, b heaps *1) sits among a position's slots.
    fn slot(&self, twos: usize, ones: usize) -> usize {
        // Rows a = 0, 1, ... hold K + 1, K, ... pairs: (K + 1) + K + ... over `twos` rows.
        twos * (self.twos + 1) - twos * twos.saturating_sub(1) / 2 + ones
    }

    /// The values of every numbered position, options before the positions they come from.
    fn solve(&mut self) {
        let slots = self.slots();
        let count = self.options.len();
        self.normal = Vec::with_capacity(count);
        self.misere = vec![0; count * slots];
        self.tame = Vec::with_capacity(count);
        let mut seen = MexSet::new();
        for i in 0..count {
            seen.clear();
            seen.extend(self.options[i].iter().map(|&o| self.normal[o as usize]));
            self.normal.push(seen.mex());
            for twos in 0..=self.twos {
                for ones in 0..=self.twos - twos {
                    seen.clear();
                    let mut any = false;
                    for &o in &self.options[i] {
                        seen.insert(self.misere[o as usize * slots + self.slot(twos, ones)]);
                        any = true;
                    }
                    if twos > 0 {
                        // A *2 becomes a *1, or goes.
                        seen.insert(self.misere[i * slots + self.slot(twos - 1, ones + 1)]);
                        seen.insert(self.misere[i * slots + self.slot(twos - 1, ones)]);
                        any = true;
                    }
                    if ones > 0 {
                        seen.insert(self.misere[i * slots + self.slot(twos, ones - 1)]);
                        any = true;
                    }
                    // No move at all: the player to move has won.
                    let value = if any { seen.mex() } else { 1 };
                    let at = i * slots + self.slot(twos, ones);
                    self.misere[at] = value;
                }
            }
            let nim_like = self.genus_of(i).is_nim_like();
            let tame = nim_like && self.options[i].iter().all(|&o| self.tame[o as usize]);
            self.tame.push(tame);
        }
    }

    fn genus_of(&self, i: usize) -> Genus {
        let slots = self.slots();
        Genus {
            normal: self.normal[i],
            misere: (0..=self.twos)
                .map(|twos| self.misere[i * slots + self.slot(twos, 0)])
                .collect(),
        }
    }

    /// The number of `heaps` (any order, finished heaps allowed), if it was reached.
    fn find(&self, heaps: &[u64]) -> Option<usize> {
        let position = self.canonical(heaps.to_vec());
        self.index.get(&position).map(|&i| i as usize)
    }

    /// How many positions were searched.
    ///
    /// # Complexity
    /// O(1).
    pub fn positions(&self) -> usize {
        self.options.len()
    }

    /// The misère Grundy value of the sum of `heaps`, if it is reachable from the starts
    /// (0: lost for the player to move under misère play).
    ///
    /// # Complexity
    /// O(k log k) for k heaps, and one hash lookup.
    pub fn misere_value(&self, heaps: &[u64]) -> Option<u32> {
        self.find(heaps)
            .map(|i| self.misere[i * self.slots() + self.slot(0, 0)])
    }

    /// The normal Grundy value of the sum of `heaps`, if it is reachable from the starts.
    ///
    /// # Complexity
    /// As [`misere_value`](MisereHeaps::misere_value).
    pub fn normal_value(&self, heaps: &[u64]) -> Option<u32> {
        self.find(heaps).map(|i| self.normal[i])
    }

    /// The genus of the sum of `heaps` (`γ0 ..= γK`), if it is reachable from the starts.
    ///
    /// # Complexity
    /// As [`misere_value`](MisereHeaps::misere_value), and O(K).
    pub fn genus(&self, heaps: &[u64]) -> Option<Genus> {
        self.find(heaps).map(|i| self.genus_of(i))
    }

    /// Whether the sum of `heaps` and every position reachable from it have Nim's genera (as
    /// far as `γK`), if it is reachable from the starts.
    ///
    /// # Complexity
    /// As [`misere_value`](MisereHeaps::misere_value).
    pub fn is_tame(&self, heaps: &[u64]) -> Option<bool> {
        self.find(heaps).map(|i| self.tame[i])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GrundyGame, Misere, Nim, Radix, Referee, Rng, Subtraction, Sum, TakeBreak};

    /// A part of a sum of a heap game's heaps and Nim heaps.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    enum Part {
        Heap(u64),
        Nim(u64),
    }

    /// A heap game's heaps beside Nim heaps, for the referee.
    struct WithNim<C>(C);

    impl<C: Components<Part = u64>> Components for WithNim<C> {
        type Part = Part;
        type Move = ();

        fn splits(&self, part: &Part) -> Vec<((), Vec<Part>)> {
            match *part {
                Part::Heap(heap) => self
                    .0
                    .splits(&heap)
                    .into_iter()
                    .map(|(_, pieces)| ((), pieces.into_iter().map(Part::Heap).collect()))
                    .collect(),
                Part::Nim(heap) => (0..heap).map(|left| ((), vec![Part::Nim(left)])).collect(),
            }
        }

        fn is_finished(&self, part: &Part) -> bool {
            match *part {
                Part::Heap(heap) => self.0.is_finished(&heap),
                Part::Nim(heap) => heap == 0,
            }
        }
    }

    /// `heaps` of the game and Nim heaps `nim`, as one position.
    fn mixed(heaps: &[u64], nim: &[u64]) -> Vec<Part> {
        let mut parts: Vec<Part> = heaps.iter().map(|&h| Part::Heap(h)).collect();
        parts.extend(nim.iter().map(|&h| Part::Nim(h)));
        parts
    }

    /// The misère Grundy value by its definition, a plain mex over the whole sum's options.
    fn misere_by_mex<C: Components<Part = u64>>(
        game: &Sum<WithNim<C>>,
        position: Vec<Part>,
        memo: &mut FxHashMap<Vec<Part>, u32>,
    ) -> u32 {
        let position = game.position(position);
        if let Some(&value) = memo.get(&position) {
            return value;
        }
        let options = crate::Game::options(game, &position);
        let value = if options.is_empty() {
            1
        } else {
            let values: Vec<u32> = options
                .into_iter()
                .map(|option| misere_by_mex(game, option, memo))
                .collect();
            crate::mex(values)
        };
        memo.insert(position, value);
        value
    }

    fn code(code: &str) -> TakeBreak {
        let radix = if code.starts_with('8') {
            Radix::Hexadecimal
        } else {
            Radix::Octal
        };
        TakeBreak::parse(code, radix).unwrap()
    }

    fn single_heaps<C: Components<Part = u64>>(
        rules: C,
        up_to: u64,
        twos: usize,
    ) -> MisereHeaps<C> {
        MisereHeaps::new(rules, (0..=up_to).map(|n| vec![n]), twos, 1_000_000).unwrap()
    }

    /// Every sum of at most `count` heaps from `1..=largest`, sorted.
    fn small_sums(largest: u64, count: usize) -> Vec<Vec<u64>> {
        let mut sums = vec![vec![]];
        let mut last = vec![vec![]];
        for _ in 0..count {
            let mut next = Vec::new();
            for sum in &last {
                let from = sum.last().copied().unwrap_or(1);
                for heap in from..=largest {
                    let mut longer = sum.clone();
                    longer.push(heap);
                    next.push(longer);
                }
            }
            sums.extend(next.iter().cloned());
            last = next;
        }
        sums
    }

    /// Checks every misère value of `starts` against the referee's misère search of the sum
    /// (won exactly when the value is not 0), and the normal value against the referee's
    /// normal-play search (won exactly when it is not 0).
    fn check_outcomes<C: Components<Part = u64> + Clone>(rules: C, starts: Vec<Vec<u64>>) {
        let heaps = MisereHeaps::new(rules.clone(), starts.clone(), 2, 1_000_000).unwrap();
        let mut misere = Referee::new(Misere(Sum(rules.clone())));
        let mut normal = Referee::new(Sum(rules));
        for start in &starts {
            let value = heaps.misere_value(start).unwrap();
            assert_eq!(misere.wins(start), value != 0, "misère {start:?}");
            let value = heaps.normal_value(start).unwrap();
            assert_eq!(normal.wins(start), value != 0, "normal {start:?}");
        }
    }

    #[test]
    fn misere_outcomes_of_single_heaps_and_small_sums_are_the_referees() {
        for game in [".77", ".07", ".137", "4.3...", ".6", "8.3..."] {
            check_outcomes(code(game), small_sums(9, 3));
        }
        check_outcomes(Subtraction::new([1, 3, 4]), small_sums(12, 3));
        check_outcomes(GrundyGame, small_sums(12, 3));
        check_outcomes(Nim, small_sums(6, 3));
    }

    #[test]
    fn every_gamma_k_is_the_misere_value_of_the_heap_plus_k_heaps_of_two() {
        fn check<C: Components<Part = u64> + Clone>(rules: C, up_to: u64) {
            let twos = 4;
            let heaps = single_heaps(rules.clone(), up_to, twos);
            let game = Sum(WithNim(rules.clone()));
            let mut referee = Referee::new(Misere(Sum(WithNim(rules))));
            let mut memo = FxHashMap::default();
            for n in 0..=up_to {
                let genus = heaps.genus(&[n]).unwrap();
                assert_eq!(genus.misere.len(), twos + 1);
                for (k, &gamma) in genus.misere.iter().enumerate() {
                    let position = game.position(mixed(&[n], &vec![2; k]));
                    assert_eq!(referee.wins(&position), gamma != 0, "heap {n} + {k} * 2");
                    let by_mex = misere_by_mex(&game, position, &mut memo);
                    assert_eq!(by_mex, gamma, "heap {n} + {k} * 2");
                }
            }
        }
        check(code(".77"), 14);
        check(code(".07"), 14);
        check(code("4.3..."), 8);
        check(Subtraction::new([1, 3, 4]), 20);
        check(GrundyGame, 16);
    }

    /// `γ0 = first`, then `g ^ 2` and `g` alternating: Nim's genera.
    fn nim_gammas(g: u32, first: u32, count: usize) -> Vec<u32> {
        let rest = (1..count).map(|k| if k % 2 == 1 { g ^ 2 } else { g });
        [first].into_iter().chain(rest).collect()
    }

    #[test]
    fn the_genus_of_every_nim_position_is_one_of_nims_genera() {
        let heaps = MisereHeaps::new(Nim, small_sums(5, 4), 6, 1_000_000).unwrap();
        for position in small_sums(5, 4) {
            let genus = heaps.genus(&position).unwrap();
            let g = position.iter().fold(0, |sum, &heap| sum ^ heap as u32);
            // 0^{120} or 1^{031} with no heap above 1, else g^{g (g xor 2)}.
            let first = if position.iter().all(|&heap| heap <= 1) {
                g ^ 1
            } else {
                g
            };
            let expected = Genus {
                normal: g,
                misere: nim_gammas(g, first, 7),
            };
            assert_eq!(genus, expected, "{position:?}");
            assert!(genus.is_nim_like());
            assert_eq!(heaps.is_tame(&position), Some(true));
        }
        let written: Vec<String> = (0..=3)
            .map(|n| heaps.genus(&[n]).unwrap().to_string())
            .collect();
        assert_eq!(written, ["0^{120}", "1^{031}", "2^{20}", "3^{31}"]);
        assert_eq!(heaps.genus(&[2, 2]).unwrap().to_string(), "0^{02}");
        assert_eq!(heaps.genus(&[1, 2, 2]).unwrap().to_string(), "1^{13}");
    }

    #[test]
    fn misere_nim_single_heaps_are_lost_only_at_one() {
        let heaps = single_heaps(Nim, 30, 4);
        for n in 0..=30 {
            let expected = match n {
                0 => 1,
                1 => 0,
                n => n as u32,
            };
            assert_eq!(heaps.misere_value(&[n]), Some(expected), "heap {n}");
            assert_eq!(heaps.is_tame(&[n]), Some(true));
        }
    }

    #[test]
    fn misere_kayles_single_heaps_lost_up_to_40_are_1_4_9_12_20() {
        let heaps = single_heaps(code(".77"), 40, 2);
        let lost: Vec<u64> = (0..=40)
            .filter(|&n| heaps.misere_value(&[n]) == Some(0))
            .collect();
        assert_eq!(lost, [1, 4, 9, 12, 20]);
    }

    #[test]
    fn the_genera_of_the_wild_game_312_are_the_published_ones() {
        // Plambeck's table of .312 (plambeck.org, misère quaternary games): heaps 1 to 6 have
        // genera 1^{031}, 2^{20}, 0^{02}, 2^{1420}, 0^{02}, 1^{13}; the heap of 4 is wild.
        let heaps = single_heaps(code(".312"), 6, 6);
        let written: Vec<String> = (1..=6)
            .map(|n| heaps.genus(&[n]).unwrap().to_string())
            .collect();
        assert_eq!(
            written,
            [
                "1^{031}", "2^{20}", "0^{02}", "2^{1420}", "0^{02}", "1^{13}"
            ]
        );
        assert_eq!(tame_heaps(&heaps, 6), [0, 1, 2, 3]);
    }

    /// The heaps up to `up_to` that are tame.
    fn tame_heaps<C: Components<Part = u64>>(heaps: &MisereHeaps<C>, up_to: u64) -> Vec<u64> {
        (0..=up_to)
            .filter(|&n| heaps.is_tame(&[n]) == Some(true))
            .collect()
    }

    /// Random sums of up to three heaps of `rules` from `tame` and up to two Nim heaps: the
    /// referee's misère outcome is [`tame_sum_wins`]'s from their genera.
    fn check_tame_sums<C: Components<Part = u64> + Clone>(rules: C, tame: &[u64], seed: u64) {
        let nim = single_heaps(Nim, 6, 6);
        let mut referee = Referee::new(Misere(Sum(WithNim(rules.clone()))));
        let sums = Sum(WithNim(rules.clone()));
        let mut rng = Rng::new(seed);
        let mut starts = Vec::new();
        let mut nims = Vec::new();
        for _ in 0..300 {
            let count = rng.range_usize(0..=3);
            let picked: Vec<u64> = (0..count).map(|_| *rng.pick(tame)).collect();
            let heaps_of_nim: Vec<u64> = (0..rng.range(0..=2)).map(|_| rng.range(0..=4)).collect();
            starts.push(picked);
            nims.push(heaps_of_nim);
        }
        let heaps = MisereHeaps::new(rules, starts.clone(), 6, 1_000_000).unwrap();
        for (picked, heaps_of_nim) in starts.iter().zip(&nims) {
            let mut genera: Vec<Genus> =
                picked.iter().map(|&h| heaps.genus(&[h]).unwrap()).collect();
            genera.extend(heaps_of_nim.iter().map(|&h| nim.genus(&[h]).unwrap()));
            let predicted = tame_sum_wins(&genera).expect("tame genera");
            let position = sums.position(mixed(picked, heaps_of_nim));
            assert_eq!(
                referee.wins(&position),
                predicted,
                "{picked:?} + Nim {heaps_of_nim:?}"
            );
        }
    }

    #[test]
    fn sums_of_tame_heaps_and_nim_heaps_follow_nims_misere_rule_from_their_genera() {
        for (game, up_to) in [(".77", 12), (".07", 14), (".137", 14), ("4.3...", 7)] {
            let heaps = single_heaps(code(game), up_to, 6);
            let tame = tame_heaps(&heaps, up_to);
            assert!(tame.len() > 3, "{game}: {tame:?}");
            check_tame_sums(code(game), &tame, up_to);
        }
        let rules = Subtraction::new([1, 3, 4]);
        let heaps = single_heaps(rules.clone(), 16, 6);
        check_tame_sums(rules, &tame_heaps(&heaps, 16), 7);
    }

    /// Cut a strip in two; leaving a piece of 1 wins at once.
    struct Strip;

    impl Components for Strip {
        type Part = u64;
        type Move = u64;

        fn splits(&self, &length: &u64) -> Vec<(u64, Vec<u64>)> {
            (1..length)
                .map(|cut| (cut, vec![cut, length - cut]))
                .collect()
        }

        fn wins_at_once(&self, parts: &[u64]) -> bool {
            parts.contains(&1)
        }
    }

    #[test]
    #[should_panic(expected = "no misère form")]
    fn rules_with_a_move_that_wins_at_once_are_refused() {
        let _ = MisereHeaps::new(Strip, [vec![4]], 2, 1000);
    }

    #[test]
    fn a_search_past_its_bound_is_an_error_naming_it() {
        let error = MisereHeaps::new(code(".77"), [vec![30]], 2, 1000).unwrap_err();
        assert_eq!(error, TooManyPositions { most: 1000 });
        assert!(error.to_string().contains("more than 1000"));
    }
}
