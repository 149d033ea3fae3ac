//! The contract: cases until the end, each k multigraphs; the referee, the real rules searched
//! on whole positions ([`grundy::Hackenbush`]); the claims of `--explain`.

use grundy::{Hackenbush, Labelled, RootedGraph, nim_sum, winning_move};
use harness::draw::just;
use harness::shape::{Cases, Graph, GraphShape, List, list, multigraph, num, total, until_end};
use harness::{Bench, BenchCase, Claim, Exploration, Input, InputError, Verdicts, values_said};

use crate::{rooted, values};

/// The problem: cases until the end of the input, each k graphs rooted at node 1.
#[derive(Clone, Copy, Debug, Default)]
pub struct ChristmasGame;

impl Verdicts for ChristmasGame {
    type Shape = Cases<List<GraphShape>>;
    type Game = Labelled<Hackenbush, (usize, usize, usize)>;
    const VERDICTS: [&'static str; 2] = ["Sally", "Harry"];

    /// POJ's limits: k < 100 graphs, n < 100, m < 500, cases not stated (taken as 10). Accepted:
    /// 10^6 edges in a case, n up to 10^9 (only the nodes the edges touch cost anything).
    fn shape(&self) -> Self::Shape {
        let sum = total("the sum of m in a case", 99 * 499, 1_000_000);
        let cases = num("cases", "the number of cases", 1..=10, 1..=usize::MAX);
        let k = num("k", "the number of graphs", 1..=99, 1..=1_000_000).starts(&sum);
        let n = num("n", "the number of nodes", 1..=99, 1..=1_000_000_000);
        let m = num("m", "the number of edges", 0..=499, 0..=1_000_000).summed(&sum);
        let (n, m) = (n.tiny(1..=5).small(1..=30), m.tiny(0..=4).small(0..=30));
        let graph = multigraph(n.beyond(1..=100_000), m.beyond(0..=10_000), 1);
        let case = list(k.tiny(1..=3).small(1..=8).beyond(1..=100), graph).lines();
        until_end(cases.tiny(1..=3).small(1..=4).beyond(1..=20), case)
    }

    fn wins(&self, graphs: &Vec<Graph>) -> Result<bool, InputError> {
        Ok(nim_sum(values(graphs).0) != 0)
    }

    /// A cut bringing a graph's value to what zeroes the XOR (graph from 0, the edge as
    /// written), and the values.
    fn claim(&self, graphs: &Vec<Graph>) -> (Claim<(usize, usize, usize)>, String) {
        let (values, rooted) = values(graphs);
        let cut = winning_move(&values, |i, target| rooted[i].cut_to(target));
        let written = cut.map(|(i, edge)| (i, graphs[i].edges[edge]));
        let claim = written.map(|(i, (a, b))| (i, a + 1, b + 1)).into();
        (claim, values_said(&values))
    }

    /// `cut the edge a b of graph g` (graphs from 1, the edge as written), or `every move loses`.
    fn words(&self, claim: &Claim<(usize, usize, usize)>) -> String {
        claim.say(|(graph, a, b)| format!("cut the edge {a} {b} of graph {}", graph + 1))
    }

    /// The edges still joined to the ground, as written: `edges 1 2 of graph 1, 2 3 of graph 1`.
    fn position_words(&self, game: &Self::Game, &standing: &u64) -> String {
        let edges: Vec<String> = (0..game.labels.len())
            .filter(|&edge| standing >> edge & 1 == 1)
            .map(|edge| {
                let (graph, a, b) = game.labels[edge];
                format!("{a} {b} of graph {}", graph + 1)
            })
            .collect();
        if edges.is_empty() {
            return "no edge left".to_owned();
        }
        format!("edges {}", edges.join(", "))
    }

    /// Each case a position: its graphs on one ground (a cut in one drops no edge of another),
    /// moves named (graph from 0, the edge as written); up to 14 edges a case, 64 in all.
    fn positions(&self, cases: &[Vec<Graph>]) -> Option<(Self::Game, Vec<u64>)> {
        let merged =
            |graphs: &Vec<Graph>| RootedGraph::sum(&graphs.iter().map(rooted).collect::<Vec<_>>());
        let merged: Vec<RootedGraph> = cases.iter().map(merged).collect();
        let labels = cases
            .iter()
            .flat_map(|graphs| graphs.iter().enumerate())
            .flat_map(|(i, graph)| graph.edges.iter().map(move |&(a, b)| (i, a + 1, b + 1)))
            .collect();
        Hackenbush::labelled_cases(&merged, labels, 14)
    }

    fn bench(&self) -> Vec<Bench<Vec<Vec<Graph>>>> {
        let about = "one graph: a cycle of 10^6 edges through the root (even, so Harry)";
        let cycle = BenchCase::beyond("long-cycle", about);
        let nodes = 1_000_000;
        let edges = (0..nodes).map(|i| (i, (i + 1) % nodes)).collect();
        vec![cycle.input(just(vec![vec![Graph { nodes, edges }]]))]
    }

    /// A cycle of i and a stalk of j edges on the ground, i, j <= 20: fused, (i mod 2) ^ j. Edges
    /// 0..=18 a path, 19 + v its node v back (a loop for v = 0), 39..=58 the stalk.
    fn explore(&self, _: &Input<Self>) -> Option<Exploration> {
        let (path, back) = ((1..20).map(|v| (v - 1, v)), (0..20).map(|v| (v, 0)));
        let stalk = (20..40).map(|v| (if v == 20 { 0 } else { v - 1 }, v));
        let game = Hackenbush::new(RootedGraph::new(40, 0, path.chain(back).chain(stalk)));
        let bits = |from: usize, count: usize| ((1u64 << count) - 1) << from;
        let cycle = move |i: usize| (i > 0).then(|| bits(0, i - 1) | 1 << (18 + i));
        let part = move |i, j| (i <= 20 && j <= 20).then(|| cycle(i).unwrap_or(0) | bits(39, j));
        let words = "a cycle of i edges through the ground and a stalk of j edges";
        Some(Exploration::by_two(game, words, ("i", "j"), part).same_for_every_input())
    }
}
