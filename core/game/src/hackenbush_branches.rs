//! Green Hackenbush by branches: a rooted graph is the sum, on one ground, of its branches at
//! the root, each with its own value; and the misère play of sums of trees, which needs them.
//!
//! # Branches
//! Take the root away: the edges still joined to it fall into pieces that share no node. A
//! *branch* is one such piece with its edges to the root (a self-loop at the root is a branch of
//! its own). A cut in one branch never drops an edge of another, so the graph is the sum of its
//! branches and its value is the XOR of theirs. A branch with one edge at the root, from the
//! root to c, is worth 1 + the value of what stands above c (the colon principle: every branch
//! of a tree is one, and for a tree that is 1 + value(c's subtree)).
//!
//! # Misère play
//! The whole-graph value does not decide a misère sum, even through the SJ theorem
//! ([`misere_wins`](crate::misere_wins)): the theorem needs every component of value 0 to have
//! no move, and a tree worth 0 can still have moves. Two stalks of 2 on one ground are worth
//! 2 ^ 2 = 0; the theorem read with that one value 0 says "won", yet the player to move loses
//! (whatever they cut, the answer leaves a misère-lost position). Its branches are the
//! components to give the theorem: a branch with one edge at the root is worth at least 1 while
//! any of its edges stands (1 + a value), every cut inside it leaves such a branch, and cutting
//! its root edge removes it. So no component of value 0 can move, and the theorem decides a
//! sum of trees (or of graphs whose every branch has one edge at the root) from all their
//! branches' values, and [`RootedGraph::cut_in_branch`] plays the move it names. A branch with
//! two or more edges at the root (a cycle through the root) may be worth 0 and still move (two
//! parallel edges): there the theorem is not for it, and [`Branch::at_root`] says so.

use crate::hackenbush::{Adjacency, RootedGraph};

/// One branch of a [`RootedGraph`] at its root (see the module notes), as
/// [`RootedGraph::branches`] gives it.
///
/// # Example
/// ```
/// use grundy::{Branch, RootedGraph};
///
/// // Root 0: a stalk 0-1-2, and an edge 0-3 carrying two leaves.
/// let tree = RootedGraph::new(6, 0, [(0, 1), (1, 2), (0, 3), (3, 4), (3, 5)]);
/// let branches = tree.branches();
/// assert_eq!(branches[0], Branch { edges: vec![0, 1], at_root: 1, value: 2 });
/// assert_eq!(branches[1], Branch { edges: vec![2, 3, 4], at_root: 1, value: 1 }); // 1 + (1 ^ 1)
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Branch {
    /// Its edges, as indices of the graph's edges, in increasing order.
    pub edges: Vec<usize>,
    /// How many of its edges are at the root: 1 for every branch of a tree. With 1, the branch
    /// is worth at least 1 as long as an edge stands, and the SJ theorem may take it as a
    /// component of a misère sum (see the module notes).
    pub at_root: usize,
    /// Its Grundy value played alone: 1 + the value above its root edge when it has one.
    pub value: u32,
}

impl RootedGraph {
    /// The branches at the root (see the module notes), ordered by their first edge: each
    /// edge joined to the root is in exactly one, edges not joined to it in none, and the XOR
    /// of their values is [`value`](RootedGraph::value). No edge joined to the root gives no
    /// branch.
    ///
    /// # Complexity
    /// O(n + m log m) for n nodes and m edges.
    ///
    /// # Example
    /// ```
    /// use grundy::{RootedGraph, misere_wins};
    ///
    /// // Two stalks of 2 on the ground: worth 2 ^ 2 = 0 (lost in normal play).
    /// let twin = RootedGraph::new(5, 0, [(0, 1), (1, 2), (0, 3), (3, 4)]);
    /// let values: Vec<u32> = twin.branches().iter().map(|branch| branch.value).collect();
    /// assert_eq!(values, [2, 2]);
    /// // Misère, the SJ theorem on the branches: nim-sum 0 with a value above 1, lost too.
    /// assert!(!misere_wins(&values));
    /// // On the tree's one value 0 it would say "won", wrongly: the tree can still move.
    /// assert!(misere_wins(&[twin.value()]));
    /// ```
    pub fn branches(&self) -> Vec<Branch> {
        let (nodes, root, edges) = (self.nodes(), self.root(), self.edges());
        let adjacency = Adjacency::new(self);
        // Label the nodes off the root by branch: a search from each neighbour of the root
        // that never enters the root.
        const NONE: usize = usize::MAX;
        let mut branch_of = vec![NONE; nodes];
        let mut count = 0;
        let mut stack = Vec::new();
        for &edge in adjacency.at(root) {
            let (a, b) = edges[edge];
            let start = a ^ b ^ root;
            if start == root || branch_of[start] != NONE {
                continue;
            }
            branch_of[start] = count;
            stack.push(start);
            while let Some(node) = stack.pop() {
                for &edge in adjacency.at(node) {
                    let (a, b) = edges[edge];
                    let next = a ^ b ^ node;
                    if next != root && branch_of[next] == NONE {
                        branch_of[next] = count;
                        stack.push(next);
                    }
                }
            }
            count += 1;
        }
        // Each edge joined to the root goes to its branch; a self-loop at the root is one.
        let mut members: Vec<(Vec<usize>, usize)> = vec![(Vec::new(), 0); count];
        let mut loops = Vec::new();
        for (edge, &(a, b)) in edges.iter().enumerate() {
            if a == root && b == root {
                loops.push(edge);
                continue;
            }
            let off = if a == root { b } else { a };
            if branch_of[off] != NONE {
                let member = &mut members[branch_of[off]];
                member.0.push(edge);
                member.1 += usize::from(a == root || b == root);
            }
        }
        members.extend(loops.into_iter().map(|edge| (vec![edge], 1)));
        members.sort_unstable_by_key(|(edges, _)| edges[0]);
        members
            .into_iter()
            .map(|(edges, at_root)| {
                let value = self.branch_graph(&edges).value();
                Branch {
                    edges,
                    at_root,
                    value,
                }
            })
            .collect()
    }

    /// An edge of `branch` (one of this graph's [`branches`](RootedGraph::branches)) whose cut
    /// leaves the branch worth `target`, as an index of this graph's edges, when `target` is
    /// below the branch's value; `None` otherwise. It is the branch's
    /// [`cut_to`](RootedGraph::cut_to), so that [`winning_move`](crate::winning_move) or
    /// [`misere_winning_move`](crate::misere_winning_move) over the branches' values names a
    /// cut of the graph.
    ///
    /// # Panics
    /// If an edge of `branch` is not an edge of this graph.
    ///
    /// # Complexity
    /// As [`cut_to`](RootedGraph::cut_to) on the branch's edges, plus O(m log m) for its m
    /// edges.
    ///
    /// # Example
    /// ```
    /// use grundy::{RootedGraph, misere_winning_move};
    ///
    /// // Misère, two trees on one ground: a stalk of 3 and a single edge (branches 3 and 1).
    /// // One value above 1 and one 1: the 3 goes to 0, leaving an odd number of 1s.
    /// let graph = RootedGraph::new(5, 0, [(0, 1), (1, 2), (2, 3), (0, 4)]);
    /// let branches = graph.branches();
    /// let values: Vec<u32> = branches.iter().map(|branch| branch.value).collect();
    /// let found = misere_winning_move(&values, |i, target| graph.cut_in_branch(&branches[i], target));
    /// assert_eq!(found, Some((0, 0))); // cut the stalk at the root: edge 0
    /// ```
    pub fn cut_in_branch(&self, branch: &Branch, target: u32) -> Option<usize> {
        self.branch_graph(&branch.edges)
            .cut_to(target)
            .map(|edge| branch.edges[edge])
    }

    /// The graph of `edges` alone, on the nodes they touch and the root: its edge j is
    /// `edges[j]` of this graph.
    fn branch_graph(&self, edges: &[usize]) -> RootedGraph {
        RootedGraph::on_edges(self.root(), edges.iter().map(|&edge| self.edges()[edge]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hackenbush::tests::{random_multigraph, random_tree, stalk};
    use crate::{
        ComponentValues, Game, Hackenbush, Misere, Referee, Rng, misere_winning_move, misere_wins,
    };

    /// The value of `graph` by the referee's rules (memoised mex over the real cuts).
    fn searched(graph: &RootedGraph) -> u32 {
        let game = Hackenbush::new(graph.clone());
        ComponentValues::new(game.clone()).value(&game.start())
    }

    /// The graph with only the edges `edges` of `graph` (same nodes and root).
    fn only(graph: &RootedGraph, edges: &[usize]) -> RootedGraph {
        let kept = edges.iter().map(|&edge| graph.edges()[edge]);
        RootedGraph::new(graph.nodes(), graph.root(), kept)
    }

    #[test]
    fn branches_split_the_standing_edges_and_each_is_worth_its_searched_value() {
        let mut rng = Rng::new(1301);
        for round in 0..1500 {
            let graph = if round % 2 == 0 {
                random_tree(&mut rng, 12)
            } else {
                random_multigraph(&mut rng, 12)
            };
            let branches = graph.branches();
            // Every edge joined to the root in exactly one branch, no other edge in any.
            let mut covered = 0u64;
            for branch in &branches {
                for &edge in &branch.edges {
                    assert_eq!(covered >> edge & 1, 0, "{graph:?}: edge {edge} twice");
                    covered |= 1 << edge;
                }
                assert!(branch.edges.windows(2).all(|w| w[0] < w[1]));
                let at_root = branch.edges.iter().filter(|&&e| {
                    let (a, b) = graph.edges()[e];
                    a == graph.root() || b == graph.root()
                });
                assert_eq!(branch.at_root, at_root.count(), "{graph:?}");
                assert_eq!(branch.value, searched(&only(&graph, &branch.edges)));
            }
            assert_eq!(covered, Hackenbush::new(graph.clone()).start(), "{graph:?}");
            let xor = branches.iter().fold(0, |x, branch| x ^ branch.value);
            assert_eq!(xor, searched(&graph), "{graph:?}");
        }
    }

    #[test]
    fn a_tree_branch_is_worth_one_more_than_what_stands_above_its_root_edge() {
        let mut rng = Rng::new(1302);
        for _ in 0..1500 {
            let graph = random_tree(&mut rng, 12);
            for branch in graph.branches() {
                assert_eq!(branch.at_root, 1, "{graph:?}");
                // The root edge, and the node c it leads to; the rest grounded at c.
                let root = graph.root();
                let touches_root = |edge: usize| {
                    let (a, b) = graph.edges()[edge];
                    a == root || b == root
                };
                let first = *branch.edges.iter().find(|&&e| touches_root(e)).unwrap();
                let (a, b) = graph.edges()[first];
                let c = a ^ b ^ root;
                let above: Vec<(usize, usize)> = branch
                    .edges
                    .iter()
                    .filter(|&&e| e != first)
                    .map(|&e| graph.edges()[e])
                    .collect();
                let above = RootedGraph::new(graph.nodes(), c, above);
                assert_eq!(branch.value, 1 + searched(&above), "{graph:?}");
            }
        }
    }

    #[test]
    fn the_cut_in_a_branch_leaves_that_branch_worth_the_target() {
        let mut rng = Rng::new(1303);
        for round in 0..600 {
            let graph = if round % 2 == 0 {
                random_tree(&mut rng, 10)
            } else {
                random_multigraph(&mut rng, 10)
            };
            for branch in graph.branches() {
                for target in 0..branch.value + 2 {
                    let cut = graph.cut_in_branch(&branch, target);
                    let Some(edge) = cut else {
                        assert!(target >= branch.value, "{graph:?} to {target}");
                        continue;
                    };
                    assert!(target < branch.value && branch.edges.contains(&edge));
                    let left: Vec<usize> = branch
                        .edges
                        .iter()
                        .copied()
                        .filter(|&e| e != edge)
                        .collect();
                    assert_eq!(searched(&only(&graph, &left)), target, "{graph:?}");
                }
            }
        }
    }

    #[test]
    fn misere_sums_whose_branches_have_one_root_edge_follow_the_sj_theorem_on_branch_values() {
        // Trees, and on odd rounds any graphs whose every branch has one edge at the root.
        let mut rng = Rng::new(1304);
        let mut with_cycles = 0;
        for round in 0..3000 {
            let trees: Vec<RootedGraph> = (0..rng.range(1..=3))
                .map(|_| {
                    if round % 2 == 0 {
                        random_tree(&mut rng, 5)
                    } else {
                        random_multigraph(&mut rng, 6)
                    }
                })
                .collect();
            let graph = RootedGraph::sum(&trees);
            let branches = graph.branches();
            if branches.iter().any(|branch| branch.at_root != 1) {
                continue;
            }
            let game = Hackenbush::new(graph.clone());
            let start = game.start();
            // A connected graph is a tree exactly when it has one node more than edges.
            let mut touched: Vec<usize> = (0..64)
                .filter(|&edge| start >> edge & 1 == 1)
                .flat_map(|edge| <[usize; 2]>::from(graph.edges()[edge]))
                .chain([graph.root()])
                .collect();
            touched.sort_unstable();
            touched.dedup();
            with_cycles += usize::from(start.count_ones() as usize >= touched.len());
            let mut referee = Referee::new(Misere(game));
            let values: Vec<u32> = branches.iter().map(|branch| branch.value).collect();
            assert!(values.iter().all(|&value| value >= 1), "{graph:?}");
            assert_eq!(misere_wins(&values), referee.wins(&start), "{graph:?}");
            let found = misere_winning_move(&values, |i, target| {
                graph.cut_in_branch(&branches[i], target)
            });
            match found {
                Some((_, edge)) => {
                    let winning = referee.winning_moves(&start);
                    assert!(winning.contains(&edge), "{graph:?}: cut {edge}");
                }
                // Won with nothing to cut (no edge), or lost.
                None => assert!(start == 0 || !referee.wins(&start), "{graph:?}"),
            }
        }
        assert!(with_cycles >= 100, "only {with_cycles} graphs with cycles");
    }

    #[test]
    fn the_whole_trees_value_misjudges_a_misere_sum_that_its_branches_decide() {
        // Two stalks of 2 on the ground: value 0, yet moves remain.
        let twin = RootedGraph::sum(&[stalk(2), stalk(2)]);
        let game = Hackenbush::new(twin.clone());
        let start = game.start();
        assert!(!game.moves(&start).is_empty());
        let lost = !Referee::new(Misere(game)).wins(&start);
        assert!(lost);
        assert!(
            misere_wins(&[twin.value()]),
            "the whole-tree reading calls it won"
        );
        let values: Vec<u32> = twin.branches().iter().map(|b| b.value).collect();
        assert!(!misere_wins(&values));
    }

    #[test]
    fn a_branch_through_a_cycle_at_the_root_may_be_worth_0_and_still_move() {
        // Two parallel edges to the root: one branch, two edges at the root, value 0.
        let graph = RootedGraph::new(2, 0, [(0, 1), (1, 0)]);
        let branches = graph.branches();
        assert_eq!(
            branches,
            [Branch {
                edges: vec![0, 1],
                at_root: 2,
                value: 0
            }]
        );
        assert_eq!(searched(&graph), 0);
    }

    #[test]
    fn a_self_loop_at_the_root_is_a_branch_of_its_own_and_a_bare_root_has_none() {
        let graph = RootedGraph::new(3, 0, [(0, 1), (0, 0), (1, 2), (0, 0)]);
        let edges: Vec<Vec<usize>> = graph.branches().into_iter().map(|b| b.edges).collect();
        assert_eq!(edges, [vec![0, 2], vec![1], vec![3]]);
        assert!(RootedGraph::new(3, 1, [(0, 2)]).branches().is_empty());
    }
}
