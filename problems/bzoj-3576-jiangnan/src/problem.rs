//! Jiangnan's contract: its input declared once, its referee (an exhaustive search of
//! `src/real_rules.rs`), the claims of `--explain` and their words, its worst inputs and its
//! bench cases.

use grundy::Sum;
use harness::draw::{Draw, Drawn, drawn, just, one_of};
use harness::shape::{HeadedList, List, Num, headed_list, list, num};
use harness::{
    Bench, BenchCase, Claim, Explained, Exploration, Input, InputError, Options, Problem, Size,
};

use crate::quotient_blocks::GrundyTable;
use crate::real_rules::{Rules, referee_output};
use crate::{MAX_COUNT, MAX_HEAP, MAX_THRESHOLD, explain};

/// The judge's largest number of games and of heaps in a game (`T, N < 100`).
pub const JUDGE_COUNT: usize = 99;

/// The judge's largest heap and threshold (`F` and every heap `< 100000`).
pub const JUDGE_VALUE: u64 = 99_999;

/// The largest heap of a [`Size::Beyond`] input: about 0.04 s per distinct heap this large.
pub const PAST_HEAP: u64 = 1_000_000_000;

/// The problem: `T F`, then `T` games `N a_1 ... a_N`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Jiangnan;

/// The input's format: `T F` on a line, then each game's `N a_1 ... a_N` on its own line. The
/// value is `F` and the games' heaps.
pub type Format = HeadedList<Num<u64>, List<Num<u64>>>;

/// Whether the referee's exhaustive search decides every game quickly: in each game, at most
/// 4 heaps that can be split, each of at most 16 stones, 40 in all (heaps that can never be
/// split cost the search nothing).
pub fn searchable(threshold: u64, games: &[Vec<u64>]) -> bool {
    let rules = Rules::new(threshold);
    games.iter().all(|heaps| {
        let live = heaps.iter().filter(|&&x| rules.can_split(x));
        live.clone().count() <= 4 && live.clone().all(|&x| x <= 16) && live.sum::<u64>() <= 40
    })
}

impl Problem for Jiangnan {
    type Shape = Drawn<Format>;

    /// Tiny inputs stay within the referee's reach ([`searchable`]: at most 4 heaps of at most
    /// 10 stones a game); `F` of 11 makes every tiny heap dead. Drawn as declared, but at the
    /// judge one time in four its worst case: distinct heaps near the limit with `F = 1` (the
    /// most sizes to compute); and past it a third of the heaps drawn from 48 large sizes up to
    /// [`PAST_HEAP`] (the shape's own draw would give thousands of distinct large heaps, each a
    /// computation of its own: minutes).
    fn shape(&self) -> Self::Shape {
        let heaps = num("N", "the number of heaps N", 1..=JUDGE_COUNT, 0..=MAX_COUNT)
            .tiny(0..=4)
            .small(0..=30)
            .beyond(100..=150);
        let heap = num("a_i", "a heap size", 1..=JUDGE_VALUE, 1..=MAX_HEAP)
            .tiny(1..=10)
            .small(1..=2000);
        let games = num("T", "the number of games T", 1..=JUDGE_COUNT, 0..=MAX_COUNT)
            .tiny(0..=20)
            .small(1..=30)
            .beyond(100..=150);
        let threshold = num(
            "F",
            "the split threshold F",
            1..=JUDGE_VALUE,
            1..=MAX_THRESHOLD,
        )
        .tiny(1..=11)
        .small(1..=300)
        .beyond(1..=50);
        let format = headed_list(games, threshold, list(heaps, heap).inline());
        let worst = Draw::new(|rng| {
            let mut heap = || rng.range(90_000..=JUDGE_VALUE);
            let mut game = || (0..JUDGE_COUNT).map(|_| heap()).collect();
            (1, (0..JUDGE_COUNT).map(|_| game()).collect())
        });
        drawn(format, |own| {
            let beyond = own.clone().at(&[Size::Beyond]);
            let large = beyond.then(|(threshold, mut games), rng| {
                let large: Vec<u64> = (0..48)
                    .map(|_| rng.range(PAST_HEAP / 10..=PAST_HEAP))
                    .collect();
                for heap in games.iter_mut().flatten() {
                    if rng.chance(1, 3) {
                        *heap = *rng.pick(&large);
                    }
                }
                (threshold, games)
            });
            let own = own.at(&[Size::Tiny, Size::Small, Size::Judge]);
            one_of(vec![(3, own), (1, worst.at(&[Size::Judge])), (1, large)])
        })
    }

    fn solve(
        &self,
        (threshold, games): Input<Self>,
        options: &Options,
    ) -> Result<String, InputError> {
        let threads = grundy::worker_threads(crate::MAX_THREADS);
        Ok(crate::answer(options, threshold, &games, threads))
    }

    fn referee(&self, (threshold, games): &Input<Self>) -> Option<String> {
        searchable(*threshold, games).then(|| referee_output(*threshold, games))
    }

    /// The judge's worst case (the derived `judge-max` has one distinct heap), and past it the
    /// largest heaps this solver answers (README.md, "Cost").
    fn bench(&self) -> Vec<Bench<Input<Self>>> {
        let heaps: Vec<u64> = (JUDGE_VALUE - 99 * 99 + 1..=JUDGE_VALUE).rev().collect();
        let distinct = heaps.chunks(JUDGE_COUNT).map(<[u64]>::to_vec).collect();
        let near = vec![
            vec![9855727491, 9388821998, 9090074953, 9138574452, 9179903247],
            vec![9932239564, 9726121713, 9873385758, 9468030626, 9182922799],
        ];
        let big = vec![vec![MAX_HEAP, 9_000_000_000, 1_000_000_007]];
        vec![
            BenchCase::judge(
                "judge-max-distinct-heaps",
                "99 games of 99 distinct heaps up to 99,999, F = 1",
            )
            .input(just((1, distinct))),
            BenchCase::beyond("one-heap-1e10", "one heap of 10^10, F = 1")
                .input(just((1, vec![vec![MAX_HEAP]]))),
            BenchCase::beyond(
                "ten-heaps-near-1e10",
                "two games of five distinct heaps near 10^10, F = 2",
            )
            .input(just((2, near))),
            BenchCase::beyond("threshold-1e9", "heaps up to 10^10 with F = 10^9")
                .input(just((1_000_000_000, big))),
            // The bench's own end-to-end test times it: a case that must end in its error.
            BenchCase::rejected(
                "heap-past-the-limit",
                Size::Beyond,
                "expected a heap size in 1..=10000000000",
                "a heap of 10^10 + 1: an error naming the limit",
            )
            .input(just((1, vec![vec![MAX_HEAP + 1]]))),
        ]
    }

    /// A heap of n stones (none of 0) under the input's threshold F.
    fn explore(&self, &(threshold, _): &Input<Self>) -> Option<Exploration> {
        let words = format!("a heap of n stones, split from F = {threshold} stones on");
        let heap = |n| (n > 0).then_some(n as u64);
        Some(Exploration::by_one(Rules::new(threshold), words, "n", heap))
    }
}

impl Explained for Jiangnan {
    type Game = Sum<Rules>;

    /// Each game's heaps in input order, dead ones kept, so that a claimed heap's index is its
    /// place in the game.
    fn positions(&self, (threshold, games): &Input<Self>) -> Option<(Sum<Rules>, Vec<Vec<u64>>)> {
        searchable(*threshold, games).then(|| (Sum(Rules::new(*threshold)), games.clone()))
    }

    fn claims(&self, (threshold, games): &Input<Self>) -> Vec<Claim<(usize, u64)>> {
        let largest = games.iter().flatten().copied().max().unwrap_or(0);
        let mut table = GrundyTable::new(*threshold, largest);
        let claim = |heaps: &Vec<u64>| {
            let values: Vec<u32> = heaps.iter().map(|&x| table.grundy(x)).collect();
            explain::claim(heaps, &values, &mut table)
        };
        games.iter().map(claim).collect()
    }

    /// `split heap H into M = P` (the heap counted from 1 in the game's input order), or
    /// `every move loses`.
    fn words(&self, claim: &Claim<(usize, u64)>) -> String {
        claim.say(|(heap, parts)| format!("split heap {} into M = {parts}", heap + 1))
    }
}
