//! POJ 3710 "Christmas Game": Green Hackenbush on k rooted multigraphs; the fusion principle
//! ([`grundy::RootedGraph::value`]) values each, the XOR decides (README.md proves it).

pub mod problem;

use grundy::{RootedGraph, nim_sum, nim_sum_text, winning_move};
use harness::shape::Graph;
use harness::{Claim, Explained, Options};

pub use crate::problem::ChristmasGame;

/// The problem, by the name the tests and [`PROGRAM`] use.
pub const PROBLEM: ChristmasGame = ChristmasGame;

harness::program! {
    about: "Christmas Game (POJ 3710): cut an edge of one of k graphs rooted at node 1; what is no longer joined to the root falls; who cannot move loses.",
    format: "output: per case, Sally if the first player wins, else Harry\n\
             --explain: a winning cut (graph from 1, the edge as written) or that every move loses, and the graphs' values",
    example: "official-1",
    problem: PROBLEM,
}

/// The graph rooted at node 1 on the nodes its edges touch: the work is the edges', whatever n.
pub fn rooted(graph: &Graph) -> RootedGraph {
    RootedGraph::on_edges(0, graph.edges.iter().copied())
}

/// Each graph's value, and the claim: a winning cut (graph from 0, the edge as written).
pub fn decide(graphs: &[Graph]) -> (Vec<u32>, Claim<(usize, usize, usize)>) {
    let rooted: Vec<RootedGraph> = graphs.iter().map(rooted).collect();
    let values: Vec<u32> = rooted.iter().map(RootedGraph::value).collect();
    let cut = winning_move(&values, |i, target| rooted[i].cut_to(target));
    let written = |(i, edge): (usize, usize)| (i, graphs[i].edges[edge]);
    let claim = cut
        .map(written)
        .map(|(i, (a, b))| Claim::Wins((i, a + 1, b + 1)));
    (values, claim.unwrap_or(Claim::Loses))
}

/// One case's line: `Sally` where the values' XOR is not 0, else `Harry`; explained, the claim.
fn answer(graphs: &[Graph], options: &Options) -> String {
    if !options.explain() {
        let values = graphs.iter().map(|graph| rooted(graph).value());
        return ["Harry\n", "Sally\n"][usize::from(nim_sum(values) != 0)].to_owned();
    }
    let (values, claim) = decide(graphs);
    let (words, sum) = (PROBLEM.words(&claim), nim_sum_text(&values));
    match claim {
        Claim::Wins(_) => format!("Sally  {words} (values {sum} -> 0)\n"),
        Claim::Loses => format!("Harry  {words}: values {sum}\n"),
    }
}
