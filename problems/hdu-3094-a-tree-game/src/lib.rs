//! HDU 3094 "A tree game": cut an edge of a tree rooted at 1, what is cut off goes, who cannot
//! move loses. Green Hackenbush: the colon principle ([`grundy::RootedGraph::tree_value`]) gives
//! its value; the first player wins when it is not 0 (README.md proves it).

pub mod problem;

use grundy::RootedGraph;
use harness::shape::Graph;
use harness::{Claim, Explained, Options};

pub use crate::problem::TreeGame;

harness::program! {
    about: "A tree game (HDU 3094): cut an edge of a tree rooted at node 1; the part cut off goes; who cannot move loses.",
    format: "output: per case, Alice if the first player wins, else Bob\n\
             --explain: a winning cut (the edge as written) or that every move loses, and the tree's value",
    example: "official-1",
    problem: TreeGame,
}

/// The tree rooted at node 1 (0 from here on).
pub(crate) fn rooted(tree: &Graph) -> RootedGraph {
    RootedGraph::new(tree.nodes, 0, tree.edges.iter().copied())
}

/// The claim on a tree: the winning cut, the edge as written (nodes from 1), or every move loses.
pub fn claim(tree: &Graph) -> Claim<(usize, usize)> {
    let cut = rooted(tree).cut_to(0).map(|edge| tree.edges[edge]);
    cut.map_or(Claim::Loses, |(x, y)| Claim::Wins((x + 1, y + 1)))
}

/// One case's line: `Alice` where the tree's value is not 0, else `Bob`; explained, the claim's
/// words and the value.
fn answer(tree: &Graph, options: &Options) -> String {
    let value = rooted(tree).tree_value();
    let winner = if value != 0 { "Alice" } else { "Bob" };
    if !options.explain() {
        return format!("{winner}\n");
    }
    let words = TreeGame.words(&claim(tree));
    format!("{winner}  {words} (the tree is worth {value})\n")
}
