//! POJ 3710 "Christmas Game": Green Hackenbush on k rooted multigraphs; the fusion principle
//! ([`grundy::RootedGraph::value`]) values each, the XOR decides (README.md proves it).

pub mod problem;

use grundy::RootedGraph;
use harness::shape::Graph;

harness::program! {
    about: "Christmas Game (POJ 3710): cut an edge of one of k graphs rooted at node 1; what is no longer joined to the root falls; who cannot move loses.",
    format: "output: per case, Sally if the first player wins, else Harry\n\
             --explain: a winning cut (graph from 1, the edge as written) or that every move loses, and the graphs' values",
    example: "official-1",
    problem: problem::ChristmasGame,
}

/// The graph rooted at node 1 on the nodes its edges touch: the work is the edges', whatever n.
pub fn rooted(graph: &Graph) -> RootedGraph {
    RootedGraph::on_edges(0, graph.edges.iter().copied())
}

/// Each graph's value (the fusion principle), and the graphs rooted.
pub fn values(graphs: &[Graph]) -> (Vec<u32>, Vec<RootedGraph>) {
    let rooted: Vec<RootedGraph> = graphs.iter().map(rooted).collect();
    (rooted.iter().map(RootedGraph::value).collect(), rooted)
}
