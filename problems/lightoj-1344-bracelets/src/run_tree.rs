//! The runs one bracelet can ever split into (its maximal runs of pearls lighter than some
//! threshold: the max-Cartesian tree, equal maxima merged) and the game's values on them, each
//! run after the lighter runs inside it. README.md ("Why the solution is right") proves both and
//! derives, with `delta(J) = g(J) ^ XOR g(children of J)`, what [`RunTree::values`] computes:
//! `f_I(w) = XOR g(children of I) ^ XOR { delta(J) : J strictly inside I, max(J) >= w }` and
//! `g(I) = mex { f_I(w) : w a weight in I }`.

use std::ops::Range;

/// One maximal run of a bracelet: the pearls in `pearls`, whose heaviest weight is `max`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// The pearl positions (0-based, half-open) the run covers.
    pub pearls: Range<usize>,
    /// The heaviest weight in the run (it may occur several times).
    pub max: u32,
    /// Index (in [`RunTree::runs`]) of the smallest run strictly containing this one, if any.
    pub parent: Option<usize>,
}

/// Every maximal run of one bracelet, in increasing order of their maximum weight (so every run
/// comes after the runs inside it). The whole bracelet, if not empty, is the last run.
#[derive(Clone, Debug, Default)]
pub struct RunTree {
    /// The runs, lightest maximum first.
    pub runs: Vec<Run>,
}

/// What one bracelet is worth, and what each pick on it leaves.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BraceletValues {
    /// The Grundy value of the whole bracelet.
    pub grundy: u32,
    /// For every distinct weight `w` on the bracelet, in increasing order: `(w, value)` where
    /// `value` is the nim-value (XOR of Grundy values) of the pieces left after picking `w`.
    pub after_pick: Vec<(u32, u32)>,
}

impl RunTree {
    /// The runs of the bracelet `weights`.
    ///
    /// # Complexity
    /// O(K log K) time, O(K) memory, for K pearls.
    pub fn new(weights: &[u32]) -> Self {
        let len = weights.len();
        // Nearest pearl to the left that is at least as heavy, and the nearest strictly heavier
        // pearl on each side.
        let left_not_lighter = nearest(weights, 0..len, |other, pearl| other < pearl);
        let left_heavier = nearest(weights, 0..len, |other, pearl| other <= pearl);
        let right_heavier = nearest(weights, (0..len).rev(), |other, pearl| other <= pearl);

        // The run a pearl is a heaviest pearl of is bounded by the nearest heavier pearls on
        // each side. Its first heaviest pearl stands for it.
        let is_first_of_run = |pearl: usize| left_not_lighter[pearl] == left_heavier[pearl];
        let mut firsts: Vec<usize> = (0..len).filter(|&pearl| is_first_of_run(pearl)).collect();
        firsts.sort_by_key(|&pearl| weights[pearl]);
        let mut run_of_first = vec![usize::MAX; len];
        for (index, &pearl) in firsts.iter().enumerate() {
            run_of_first[pearl] = index;
        }
        // Left to right, a pearl of equal weight to an earlier one in its run joins that run.
        let mut run_of_pearl = vec![usize::MAX; len];
        for pearl in 0..len {
            run_of_pearl[pearl] = if is_first_of_run(pearl) {
                run_of_first[pearl]
            } else {
                let earlier =
                    left_not_lighter[pearl].expect("a later heaviest pearl has an earlier one");
                run_of_pearl[earlier]
            };
        }
        let runs = firsts
            .iter()
            .map(|&pearl| {
                let start = left_heavier[pearl].map_or(0, |left| left + 1);
                let end = right_heavier[pearl].unwrap_or(len);
                // The parent's heaviest pearl is the lighter of the two boundary pearls (if both
                // weigh the same they belong to one run).
                let sides = [left_heavier[pearl], right_heavier[pearl]];
                let boundary = sides
                    .into_iter()
                    .flatten()
                    .min_by_key(|&side| weights[side]);
                Run {
                    pearls: start..end,
                    max: weights[pearl],
                    parent: boundary.map(|boundary| run_of_pearl[boundary]),
                }
            })
            .collect();
        Self { runs }
    }

    /// The Grundy value of the whole bracelet and the value left by each distinct pick.
    ///
    /// # Complexity
    /// O(R²) time for R ≤ K runs (each run scans the lighter runs once), O(K) memory.
    pub fn values(&self) -> BraceletValues {
        let count = self.runs.len();
        // The scan below is the hot loop: keep what it reads in flat arrays.
        let starts: Vec<usize> = self.runs.iter().map(|run| run.pearls.start).collect();
        let maxes: Vec<u32> = self.runs.iter().map(|run| run.max).collect();
        let mut grundy = vec![0u32; count];
        // XOR of the Grundy values of each run's children.
        let mut children_xor = vec![0u32; count];
        // delta(J) = g(J) ^ children_xor(J).
        let mut delta = vec![0u32; count];
        let mut seen = ValueSet::for_runs(count);
        let mut after_pick = Vec::new();
        let mut group_start = 0;
        for (index, run) in self.runs.iter().enumerate() {
            if maxes[group_start] != run.max {
                group_start = index;
            }
            let is_whole = run.parent.is_none();
            let children = children_xor[index];
            seen.clear_below(run.pearls.len());
            let mut record = |weight: u32, value: u32| {
                seen.insert(value);
                if is_whole {
                    after_pick.push((weight, value));
                }
            };
            // Picking the run's own maximum leaves exactly its children.
            record(run.max, children);
            // Lighter runs, heaviest first; those inside this run (laminar: inside exactly
            // when their first pearl is) add their delta. After the last run of each weight
            // found inside, the XOR so far is the value of picking that weight.
            let (first, len) = (run.pearls.start, run.pearls.len());
            let mut removed = 0u32;
            let mut found = false;
            let mut weight = run.max;
            let lighter = maxes[..group_start]
                .iter()
                .zip(&starts[..group_start])
                .zip(&delta[..group_start]);
            for ((&inner_max, &inner_start), &inner_delta) in lighter.rev() {
                if inner_max != weight {
                    if found {
                        record(weight, children ^ removed);
                        found = false;
                    }
                    weight = inner_max;
                }
                if inner_start.wrapping_sub(first) < len {
                    removed ^= inner_delta;
                    found = true;
                }
            }
            if found {
                record(weight, children ^ removed);
            }
            grundy[index] = seen.mex();
            delta[index] = grundy[index] ^ children;
            if let Some(parent) = run.parent {
                children_xor[parent] ^= grundy[index];
            }
        }
        after_pick.reverse();
        BraceletValues {
            grundy: grundy.last().copied().unwrap_or(0),
            after_pick,
        }
    }
}

/// For each pearl, taken in `order`, the nearest pearl met before it that `passed` does not
/// pass over (`passed(its weight, the pearl's weight)`): a monotonic stack, linear time.
fn nearest(
    weights: &[u32],
    order: impl Iterator<Item = usize>,
    passed: impl Fn(u32, u32) -> bool,
) -> Vec<Option<usize>> {
    let mut nearest = vec![None; weights.len()];
    let mut stack: Vec<usize> = Vec::new();
    for pearl in order {
        while stack
            .last()
            .is_some_and(|&other| passed(weights[other], weights[pearl]))
        {
            stack.pop();
        }
        nearest[pearl] = stack.last().copied();
        stack.push(pearl);
    }
    nearest
}

/// The set of option values of one run, as a flat bitset: the hot loop inserts up to K values
/// per run, so this skips the growth checks of [`grundy::MexSet`] and is sized once per
/// bracelet instead of regrown after every clear.
///
/// Against `grundy::MexSet` in its place (release build, user time, 2026-11-24): the bench case
/// `valley-30000` 1.53–1.76 s here against 3.43–3.76 s, where the values pass 128 and `MexSet`
/// re-zeroes its heap part after every clear; `random-30000` even, 0.77–0.94 s against 0.73–1.02 s.
///
/// A run has at most as many distinct options as it has pearls, and as there are runs inside
/// it, so its Grundy value is at most both. Every option value is an XOR of such values, hence
/// below the next power of two above either bound: the room is sized by the number of runs of
/// the bracelet, and each run clears only the part its own length can reach.
#[derive(Clone, Debug)]
struct ValueSet {
    words: Vec<u64>,
}

impl ValueSet {
    /// Words for every XOR of values `<= bound`: below the next power of two above `bound`.
    fn words_for(bound: usize) -> usize {
        (bound + 1).next_power_of_two().div_ceil(64)
    }

    /// A set with room for the option values of a bracelet of `runs` runs.
    fn for_runs(runs: usize) -> Self {
        Self {
            words: vec![0; Self::words_for(runs)],
        }
    }

    /// Empties the part of the set that values of a run of `len` pearls can reach.
    fn clear_below(&mut self, len: usize) {
        let used = Self::words_for(len).min(self.words.len());
        self.words[..used].fill(0);
    }

    /// Adds `value`, which must be below the room asked for.
    fn insert(&mut self, value: u32) {
        self.words[value as usize / 64] |= 1 << (value % 64);
    }

    /// The smallest value not in the set.
    fn mex(&self) -> u32 {
        let full = self
            .words
            .iter()
            .take_while(|&&word| word == u64::MAX)
            .count();
        let next = self
            .words
            .get(full)
            .map_or(0, |word| (!word).trailing_zeros());
        (full * 64) as u32 + next
    }
}
