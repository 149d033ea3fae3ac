//! The contract: T trees, each N and its N - 1 edges; the referee, the real rules of cutting
//! searched on whole positions ([`grundy::Hackenbush`]); the claims of `--explain`.

use grundy::{Hackenbush, Labelled, RootedGraph};
use harness::draw::just;
use harness::shape::{Graph, GraphShape, List, list, num, total, tree};
use harness::{Bench, BenchCase, verdict_lines};
use harness::{Claim, Explained, Exploration, Input, InputError, Options, Problem, Scanner};

/// The problem: T cases, each a tree on nodes 1..N rooted at 1.
#[derive(Clone, Copy, Debug, Default)]
pub struct TreeGame;

impl Problem for TreeGame {
    type Shape = List<GraphShape>;

    /// The judge gives T <= 100 trees of N <= 10^5 and states no total: taken as 10^6 nodes,
    /// ten times that accepted (a path of 10^6 nodes included).
    fn shape(&self) -> Self::Shape {
        let sum = total("the sum of N", 1_000_000, 10_000_000);
        let cases = num("T", "the number of cases", 1..=100, 1..=100_000).starts(&sum);
        let nodes = num("N", "the number of nodes", 1..=100_000, 1..=10_000_000).summed(&sum);
        let nodes = nodes.tiny(1..=7).small(1..=60).beyond(1..=300_000);
        list(cases.tiny(1..=3).beyond(1..=5), tree(nodes, 1)).lines()
    }

    fn solve(&self, trees: Input<Self>, options: &Options) -> Result<String, InputError> {
        let answer = |tree: &Graph| crate::answer(tree, options);
        Ok(trees.iter().map(answer).collect())
    }

    /// A tree at a time: the judge's 10^5-node trees are never all held.
    fn solve_streaming(
        &self,
        input: &mut Scanner<'_>,
        options: &Options,
    ) -> Result<String, InputError> {
        self.shape()
            .answer_each(input, |tree| crate::answer(&tree, options))
    }

    fn referee(&self, trees: &Input<Self>) -> Option<String> {
        verdict_lines(self.positions(trees), "Alice", "Bob")
    }

    /// Past the judge: one path of 10^6 nodes (as deep as a tree gets: nothing may recurse).
    fn bench(&self) -> Vec<Bench<Input<Self>>> {
        let path = BenchCase::beyond("path-1e6", "one path of 10^6 nodes");
        let edges = (1..1_000_000).map(|i| (i - 1, i)).collect();
        let nodes = 1_000_000;
        vec![path.input(just(vec![Graph { nodes, edges }]))]
    }

    /// Two stalks at the root, of i and j <= 32 edges: the colon principle says i ^ j.
    fn explore(&self, _: &Input<Self>) -> Option<Exploration> {
        let stalk = |first: usize| {
            (0..32).map(move |k| (if k == 0 { 0 } else { first + k }, first + k + 1))
        };
        let game = Hackenbush::new(RootedGraph::new(66, 0, stalk(0).chain(stalk(33))));
        let low = |n: usize| u64::MAX.checked_shr(64 - n as u32).unwrap_or(0);
        let part = move |i: usize, j: usize| (i <= 32 && j <= 32).then(|| low(i) | low(j) << 32);
        let words = "a root with two stalks, of i and j edges";
        Some(Exploration::by_two(game, words, ("i", "j"), part))
    }
}

impl Explained for TreeGame {
    type Game = Labelled<Hackenbush, (usize, usize)>;

    /// Each tree a separate position of one game, its moves named by the edge as written; up
    /// to 14 edges a tree.
    fn positions(&self, trees: &Input<Self>) -> Option<(Self::Game, Vec<u64>)> {
        let edges = trees.iter().flat_map(|tree| tree.edges.iter());
        let labels = edges.map(|&(x, y)| (x + 1, y + 1)).collect();
        let graphs: Vec<_> = trees.iter().map(crate::rooted).collect();
        Hackenbush::labelled_cases(&graphs, labels, 14)
    }

    fn claims(&self, trees: &Input<Self>) -> Vec<Claim<(usize, usize)>> {
        trees.iter().map(crate::claim).collect()
    }

    /// `cut the edge x y` (as written), or `every move loses`.
    fn words(&self, claim: &Claim<(usize, usize)>) -> String {
        claim.say(|(x, y)| format!("cut the edge {x} {y}"))
    }
}
