//! HDU 3094 "A tree game": cut an edge of a tree rooted at 1, what is cut off goes, who cannot
//! move loses. Green Hackenbush: the colon principle ([`grundy::RootedGraph::tree_value`]) gives
//! its value; the first player wins when it is not 0 (README.md proves it).

pub mod problem;

harness::program! {
    about: "A tree game (HDU 3094): cut an edge of a tree rooted at node 1; the part cut off goes; who cannot move loses.",
    format: "output: per case, Alice if the first player wins, else Bob\n\
             --explain: a winning cut (the edge as written) or that every move loses, and the tree's value",
    example: "official-1",
    problem: problem::TreeGame,
}
