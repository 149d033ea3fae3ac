//! The contract: T trees, each N and its N - 1 edges; the referee, the real rules of cutting
//! searched on whole positions ([`grundy::Hackenbush`]); the claims of `--explain`.

use grundy::{Hackenbush, Labelled, RootedGraph};
use harness::draw::just;
use harness::shape::{Graph, GraphShape, List, list, num, total, tree};
use harness::{Bench, BenchCase, Claim, Exploration, Input, InputError, Verdicts};

/// The problem: T cases, each a tree on nodes 1..N rooted at 1.
#[derive(Clone, Copy, Debug, Default)]
pub struct TreeGame;

impl Verdicts for TreeGame {
    type Shape = List<GraphShape>;
    type Game = Labelled<Hackenbush, (usize, usize)>;
    const VERDICTS: [&'static str; 2] = ["Alice", "Bob"];

    /// The judge gives T <= 100 trees of N <= 10^5 and states no total: taken as 10^6 nodes,
    /// ten times that accepted (a path of 10^6 nodes included).
    fn shape(&self) -> Self::Shape {
        let sum = total("the sum of N", 1_000_000, 10_000_000);
        let cases = num("T", "the number of cases", 1..=100, 1..=100_000).starts(&sum);
        let nodes = num("N", "the number of nodes", 1..=100_000, 1..=10_000_000).summed(&sum);
        let nodes = nodes.tiny(1..=7).small(1..=60).beyond(1..=300_000);
        list(cases.tiny(1..=3).beyond(1..=5), tree(nodes, 1)).lines()
    }

    /// The tree's value (the colon principle) is not 0.
    fn wins(&self, tree: &Graph) -> Result<bool, InputError> {
        Ok(rooted(tree).tree_value() != 0)
    }

    /// The winning cut, the edge as written (nodes from 1), or every move loses; and the value.
    fn claim(&self, tree: &Graph) -> (Claim<(usize, usize)>, String) {
        let tree_rooted = rooted(tree);
        let cut = tree_rooted.cut_to(0).map(|edge| tree.edges[edge]);
        let value = tree_rooted.tree_value();
        let claim = cut.map(|(x, y)| (x + 1, y + 1)).into();
        (claim, format!(" (the tree is worth {value})"))
    }

    /// `cut the edge x y` (as written), or `every move loses`.
    fn words(&self, claim: &Claim<(usize, usize)>) -> String {
        claim.say(|(x, y)| format!("cut the edge {x} {y}"))
    }

    /// The edges still joined to the root, as written: `edges 1 2, 2 3`.
    fn position_words(&self, game: &Self::Game, &standing: &u64) -> String {
        let edges: Vec<String> = (0..game.labels.len())
            .filter(|&edge| standing >> edge & 1 == 1)
            .map(|edge| format!("{} {}", game.labels[edge].0, game.labels[edge].1))
            .collect();
        if edges.is_empty() {
            return "no edge left".to_owned();
        }
        format!("edges {}", edges.join(", "))
    }

    /// Each tree a separate position of one game, its moves named by the edge as written; up
    /// to 14 edges a tree.
    fn positions(&self, trees: &[Graph]) -> Option<(Self::Game, Vec<u64>)> {
        let edges = trees.iter().flat_map(|tree| tree.edges.iter());
        let labels = edges.map(|&(x, y)| (x + 1, y + 1)).collect();
        let graphs: Vec<_> = trees.iter().map(rooted).collect();
        Hackenbush::labelled_cases(&graphs, labels, 14)
    }

    /// Past the judge: one path of 10^6 nodes (as deep as a tree gets: nothing may recurse).
    fn bench(&self) -> Vec<Bench<Vec<Graph>>> {
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
        Some(Exploration::by_two(game, words, ("i", "j"), part).same_for_every_input())
    }
}

/// The tree rooted at node 1 (0 from here on).
fn rooted(tree: &Graph) -> RootedGraph {
    RootedGraph::new(tree.nodes, 0, tree.edges.iter().copied())
}
