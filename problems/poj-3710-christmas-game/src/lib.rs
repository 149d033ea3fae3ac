//! POJ 3710 "Christmas Game": Green Hackenbush on k rooted multigraphs; the fusion principle
//! ([`grundy::RootedGraph::value`]) values each, the XOR decides (README.md proves it).

pub mod problem;

use grundy::{RootedGraph, winning_move};
use harness::shape::Graph;
use harness::{Claim, Explained, Options};

pub use crate::problem::ChristmasGame;

harness::program! {
    about: "Christmas Game (POJ 3710): cut an edge of one of k graphs rooted at node 1; what is no longer joined to the root falls; who cannot move loses.",
    format: "output: per case, Sally if the first player wins, else Harry\n\
             --explain: a winning cut (graph from 1, the edge as written) or that every move loses, and the graphs' values",
    example: "official-1",
    problem: ChristmasGame,
}

/// The graph rooted at node 1 on the nodes its edges touch: the work is the edges', whatever n.
pub fn rooted(graph: &Graph) -> RootedGraph {
    RootedGraph::on_edges(0, graph.edges.iter().copied())
}

/// Each graph's value and, with `claims`, a winning cut (graph from 0, the edge as written).
pub fn decide(graphs: &[Graph], claims: bool) -> (Vec<u32>, Claim<(usize, usize, usize)>) {
    let rooted: Vec<RootedGraph> = graphs.iter().map(rooted).collect();
    let values: Vec<u32> = rooted.iter().map(RootedGraph::value).collect();
    let cut = claims.then(|| winning_move(&values, |i, target| rooted[i].cut_to(target)));
    let written = cut.flatten().map(|(i, edge)| (i, graphs[i].edges[edge]));
    let claim = written.map_or(Claim::Loses, |(i, (a, b))| Claim::Wins((i, a + 1, b + 1)));
    (values, claim)
}

/// One case's line: `Sally` where the values' XOR is not 0, else `Harry`; explained, the claim.
fn answer(graphs: &[Graph], options: &Options) -> String {
    let (values, claim) = decide(graphs, options.explain());
    let words = options.explain().then(|| ChristmasGame.words(&claim));
    let mut line = String::new();
    harness::sum_line(&mut line, ["Sally", "Harry"], &values, words);
    line
}
