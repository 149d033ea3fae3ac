//! Games on directed acyclic graphs: a topological order (or a cycle, named node by node),
//! the Grundy value of every node, and the token game with its winning move.
//!
//! # The token game
//! Tokens sit on nodes of a DAG (several may share a node); a move slides one token along an
//! edge; whoever cannot move loses. Each token is a game of its own, and the game on a DAG is
//! the model of every impartial game: a node's Grundy value is the mex of its successors'
//! values (a sink's is 0). By the Sprague–Grundy theorem a position is lost for the player to
//! move exactly when the XOR of its tokens' values is 0, and a winning move slides a token of
//! value g to a successor of value g ^ XOR (one exists: the mex of the successors is g, so
//! every smaller value is among them).
//!
//! Everything here is iterative: a chain of a million nodes overflows no stack. Graphs are
//! kept as CSR adjacency ([`Digraph`]): one offsets array and one targets array, so a node's
//! successors are one contiguous slice.

use crate::explain::winning_move;
use crate::mex::MexSet;
use crate::sum::Components;

/// A directed graph on the nodes `0..n`, as CSR adjacency: the successors of node `v` are
/// `targets[offsets[v]..offsets[v + 1]]`. Parallel edges and self-loops are kept as given.
///
/// # Example
/// ```
/// use grundy::Digraph;
///
/// let graph = Digraph::from_edges(4, &[(0, 2), (1, 3), (0, 1)]);
/// assert_eq!(graph.successors(0), [2, 1]); // in the order the edges were given
/// assert_eq!(graph.successors(3), []);
/// assert_eq!((graph.nodes(), graph.edge_count()), (4, 3));
/// assert_eq!(Digraph::from_successors([vec![2, 1], vec![3], vec![], vec![]]), graph);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Digraph {
    /// `nodes + 1` entries, from 0 up to the number of edges.
    offsets: Vec<usize>,
    /// Every edge's head, grouped by tail.
    targets: Vec<usize>,
}

impl Digraph {
    /// The graph on nodes `0..nodes` with the edges `(from, to)`. Each node's successors keep
    /// the order its edges have in `edges`.
    ///
    /// # Panics
    /// If an edge has an end that is not below `nodes`.
    ///
    /// # Complexity
    /// O(n + m) for n nodes and m edges.
    ///
    /// # Example
    /// ```
    /// let graph = grundy::Digraph::from_edges(3, &[(2, 0), (0, 1), (2, 1)]);
    /// assert_eq!(graph.successors(2), [0, 1]);
    /// ```
    pub fn from_edges(nodes: usize, edges: &[(usize, usize)]) -> Self {
        let mut offsets = vec![0; nodes + 1];
        for &(from, to) in edges {
            assert!(
                from < nodes && to < nodes,
                "the edge {from} -> {to} has an end outside the nodes 0..{nodes}"
            );
            offsets[from + 1] += 1;
        }
        for v in 0..nodes {
            offsets[v + 1] += offsets[v];
        }
        let mut next = offsets.clone();
        let mut targets = vec![0; edges.len()];
        for &(from, to) in edges {
            targets[next[from]] = to;
            next[from] += 1;
        }
        Self { offsets, targets }
    }

    /// The graph whose node `v` has the successors listed `v`-th (as many nodes as lists), each
    /// list kept in its order.
    ///
    /// # Panics
    /// If a successor is not below the number of lists.
    ///
    /// # Complexity
    /// O(n + m) for n nodes and m edges.
    ///
    /// # Example
    /// ```
    /// let graph = grundy::Digraph::from_successors([vec![1, 2], vec![2], vec![]]);
    /// assert_eq!(graph.successors(0), [1, 2]);
    /// assert_eq!(graph.edge_count(), 3);
    /// ```
    pub fn from_successors(
        lists: impl IntoIterator<Item = impl IntoIterator<Item = usize>>,
    ) -> Self {
        let mut offsets = vec![0];
        let mut targets = Vec::new();
        for list in lists {
            targets.extend(list);
            offsets.push(targets.len());
        }
        let nodes = offsets.len() - 1;
        for from in 0..nodes {
            for &to in &targets[offsets[from]..offsets[from + 1]] {
                assert!(
                    to < nodes,
                    "the edge {from} -> {to} has an end outside the nodes 0..{nodes}"
                );
            }
        }
        Self { offsets, targets }
    }

    /// The number of nodes n: the nodes are `0..n`.
    ///
    /// # Complexity
    /// O(1).
    pub fn nodes(&self) -> usize {
        self.offsets.len() - 1
    }

    /// The number of edges, parallel edges counted each.
    ///
    /// # Complexity
    /// O(1).
    pub fn edge_count(&self) -> usize {
        self.targets.len()
    }

    /// The heads of the edges out of `v`, in the order they were given.
    ///
    /// # Panics
    /// If `v` is not a node.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let graph = grundy::Digraph::from_edges(3, &[(1, 2), (1, 0), (1, 2)]);
    /// assert_eq!(graph.successors(1), [2, 0, 2]);
    /// ```
    pub fn successors(&self, v: usize) -> &[usize] {
        assert!(
            v < self.nodes(),
            "node {v} is not among the nodes 0..{}",
            self.nodes()
        );
        &self.targets[self.offsets[v]..self.offsets[v + 1]]
    }
}

/// The nodes of `graph` in an order where every edge goes forward (Kahn's algorithm: the
/// sources in increasing order, then each node as soon as its last predecessor is placed,
/// first in first out).
///
/// # Errors
/// If the graph has a cycle: the nodes of one cycle in order, starting from its smallest
/// node, so that each node has an edge to the next and the last one to the first (a self-loop
/// is a cycle of one node). Written out with the first node again at the end it reads
/// `3 -> 5 -> 4 -> 3`.
///
/// # Complexity
/// O(n + m) time and O(n) memory beyond the result, for n nodes and m edges; no recursion.
///
/// # Example
/// ```
/// use grundy::{Digraph, topological_order};
///
/// let graph = Digraph::from_edges(4, &[(2, 0), (0, 1), (2, 1), (3, 2)]);
/// assert_eq!(topological_order(&graph), Ok(vec![3, 2, 0, 1]));
///
/// let cyclic = Digraph::from_edges(6, &[(0, 3), (3, 5), (5, 4), (4, 3), (4, 1)]);
/// let cycle = topological_order(&cyclic).unwrap_err();
/// assert_eq!(cycle, [3, 5, 4]);
/// let written: Vec<String> = cycle.iter().chain(&cycle[..1]).map(usize::to_string).collect();
/// assert_eq!(format!("a cycle: {}", written.join(" -> ")), "a cycle: 3 -> 5 -> 4 -> 3");
/// ```
pub fn topological_order(graph: &Digraph) -> Result<Vec<usize>, Vec<usize>> {
    let nodes = graph.nodes();
    let mut indegree = vec![0usize; nodes];
    for &to in &graph.targets {
        indegree[to] += 1;
    }
    // The order is its own queue: `order[placed..]` are placed but their edges not yet removed.
    let mut order: Vec<usize> = (0..nodes).filter(|&v| indegree[v] == 0).collect();
    order.reserve(nodes - order.len());
    let mut placed = 0;
    while let Some(&v) = order.get(placed) {
        placed += 1;
        for &to in graph.successors(v) {
            indegree[to] -= 1;
            if indegree[to] == 0 {
                order.push(to);
            }
        }
    }
    if order.len() == nodes {
        Ok(order)
    } else {
        Err(a_cycle_among_the_unplaced(graph, &indegree))
    }
}

/// One cycle among the nodes Kahn's algorithm could not place: those whose `indegree` (the
/// edges from unplaced nodes) is still positive. Each of them has an unplaced predecessor, so
/// walking from one to a predecessor, again and again, must come back to a node already met:
/// the walk from there is a cycle, backwards.
fn a_cycle_among_the_unplaced(graph: &Digraph, indegree: &[usize]) -> Vec<usize> {
    let nodes = graph.nodes();
    let unplaced = |v: usize| indegree[v] > 0;
    const NONE: usize = usize::MAX;
    let mut predecessor = vec![NONE; nodes];
    for from in (0..nodes).filter(|&v| unplaced(v)) {
        for &to in graph.successors(from) {
            if unplaced(to) {
                predecessor[to] = from;
            }
        }
    }
    let start = (0..nodes)
        .find(|&v| unplaced(v))
        .expect("some node is unplaced when the order is short");
    // step[v]: where v stands in the walk, once met.
    let mut step = vec![NONE; nodes];
    let mut walk = Vec::new();
    let mut v = start;
    while step[v] == NONE {
        step[v] = walk.len();
        walk.push(v);
        v = predecessor[v];
        debug_assert!(v != NONE, "an unplaced node has an unplaced predecessor");
    }
    let mut cycle = walk.split_off(step[v]);
    cycle.reverse();
    let smallest = (0..cycle.len())
        .min_by_key(|&i| cycle[i])
        .expect("a cycle has a node");
    cycle.rotate_left(smallest);
    cycle
}

/// The Grundy value of every node of a DAG: the mex of its successors' values (0 for a sink),
/// computed in reverse topological order.
///
/// # Errors
/// If the graph has a cycle: the cycle [`topological_order`] names.
///
/// # Complexity
/// O(n + m) time for n nodes and m edges (the mex of each node in a [`MexSet`]); no recursion.
///
/// # Example
/// ```
/// use grundy::{Digraph, dag_values};
///
/// // 0 -> 1 -> 2 -> 3 and 0 -> 2.
/// let graph = Digraph::from_edges(4, &[(0, 1), (1, 2), (2, 3), (0, 2)]);
/// assert_eq!(dag_values(&graph), Ok(vec![2, 0, 1, 0]));
/// assert_eq!(dag_values(&Digraph::from_edges(2, &[(0, 1), (1, 0)])), Err(vec![0, 1]));
/// ```
pub fn dag_values(graph: &Digraph) -> Result<Vec<u32>, Vec<usize>> {
    let order = topological_order(graph)?;
    let mut values = vec![0u32; graph.nodes()];
    let mut seen = MexSet::new();
    for &v in order.iter().rev() {
        seen.clear();
        for &to in graph.successors(v) {
            seen.insert(values[to]);
        }
        values[v] = seen.mex();
    }
    Ok(values)
}

/// A winning move of the token game with tokens on the nodes `tokens` (see the module notes):
/// `(token index, node moved to)`, where the index is into `tokens`, making the XOR of the
/// tokens' values 0. `None` exactly when that XOR is already 0 (every move loses), given
/// `values` from [`dag_values`] of the same graph. It is [`winning_move`] with the tokens'
/// values: the first token whose value can drop, moved to its first successor of the value
/// wanted.
///
/// # Panics
/// If `values` does not have one value per node, or a token is not a node.
///
/// # Complexity
/// O(k + d) for k tokens and d successors of the token moved.
///
/// # Example
/// ```
/// use grundy::{Digraph, dag_values, dag_winning_move};
///
/// let graph = Digraph::from_edges(4, &[(0, 1), (1, 2), (2, 3), (0, 2)]);
/// let values = dag_values(&graph).unwrap(); // [2, 0, 1, 0]
/// assert_eq!(dag_winning_move(&graph, &values, &[0, 2]), Some((0, 2))); // 2 ^ 1: 0 -> 2
/// assert_eq!(dag_winning_move(&graph, &values, &[2, 2, 1]), None); // 1 ^ 1 ^ 0 = 0
/// ```
pub fn dag_winning_move(
    graph: &Digraph,
    values: &[u32],
    tokens: &[usize],
) -> Option<(usize, usize)> {
    assert_eq!(
        values.len(),
        graph.nodes(),
        "one value per node of the graph"
    );
    let token_values: Vec<u32> = tokens
        .iter()
        .map(|&token| {
            assert!(
                token < graph.nodes(),
                "a token on {token}, not among the nodes 0..{}",
                graph.nodes()
            );
            values[token]
        })
        .collect();
    winning_move(&token_values, |index, target| {
        graph
            .successors(tokens[index])
            .iter()
            .copied()
            .find(|&to| values[to] == target)
    })
}

/// The token game's real rules, one token at a time, as [`Components`]: a part is the node a
/// token is on, a move names the node it slides to. [`Sum`](crate::Sum) of it is the whole game
/// with any number of tokens (a position is the list of their nodes), for the
/// [`Referee`](crate::Referee); a token on a sink is finished and left out of the positions
/// moves lead to.
///
/// The referee plays the rules, not the theory: it checks [`dag_values`] and
/// [`dag_winning_move`], it does not use them. It panics on a graph where a token can reach a
/// cycle (the game would not end).
///
/// # Example
/// ```
/// use grundy::{Digraph, Referee, Sum, TokenGame, dag_values, dag_winning_move};
///
/// let graph = Digraph::from_edges(4, &[(0, 1), (1, 2), (2, 3), (0, 2)]);
/// let values = dag_values(&graph).unwrap(); // [2, 0, 1, 0]
/// let tokens = vec![0, 1]; // 2 ^ 0: won, by sliding the first token to 1
/// assert_eq!(dag_winning_move(&graph, &values, &tokens), Some((0, 1)));
///
/// let mut referee = Referee::new(Sum(TokenGame::new(graph)));
/// assert!(referee.wins(&tokens));
/// assert_eq!(referee.winning_moves(&tokens), [(0, 1)]); // (token index, node moved to)
/// assert!(!referee.wins(&vec![1, 1]));
/// assert_eq!(referee.game().position([3, 1, 0]), [0, 1]); // the token on the sink 3 is out
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenGame {
    graph: Digraph,
}

impl TokenGame {
    /// The token game on `graph`. No check is made here that the graph is acyclic (see
    /// [`topological_order`]).
    ///
    /// # Complexity
    /// O(1).
    pub fn new(graph: Digraph) -> Self {
        Self { graph }
    }

    /// The graph the tokens move on.
    pub fn graph(&self) -> &Digraph {
        &self.graph
    }
}

impl Components for TokenGame {
    /// The node a token is on.
    type Part = usize;
    /// The node the token slides to.
    type Move = usize;

    /// One move along each edge out of `node`, in the order the graph lists them, leaving the
    /// token on the edge's head.
    fn splits(&self, &node: &usize) -> Vec<(usize, Vec<usize>)> {
        self.graph
            .successors(node)
            .iter()
            .map(|&to| (to, vec![to]))
            .collect()
    }

    /// A token on a sink: it can never move again.
    fn is_finished(&self, &node: &usize) -> bool {
        self.graph.successors(node).is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ComponentValues, Referee, Rng, Sum};

    /// How many random DAGs each random test looks at.
    const RANDOM_DAGS: usize = 3000;

    /// The shapes of random DAGs, drawn in turn.
    const SHAPES: [&str; 6] = [
        "random", "complete", "path", "out-star", "in-star", "no edges",
    ];

    /// A random DAG of `shape` on 1..=9 nodes: edges go from a lower rank to a higher one,
    /// ranks given to the nodes by a random permutation, an edge repeated now and then.
    fn random_dag(rng: &mut Rng, shape: &str) -> Digraph {
        let nodes = rng.range_usize(1..=9);
        let mut rank_to_node: Vec<usize> = (0..nodes).collect();
        rng.shuffle(&mut rank_to_node);
        let mut pairs = Vec::new();
        let density = rng.range(1..=3);
        for i in 0..nodes {
            for j in i + 1..nodes {
                let edge = match shape {
                    "random" => rng.chance(density, 4),
                    "complete" => true,
                    "path" => j == i + 1,
                    "out-star" => i == 0,
                    "in-star" => j == nodes - 1,
                    "no edges" => false,
                    _ => unreachable!("no shape {shape}"),
                };
                if edge {
                    pairs.push((i, j));
                }
            }
        }
        if !pairs.is_empty() && rng.chance(1, 4) {
            let repeated = *rng.pick(&pairs);
            pairs.push(repeated);
        }
        rng.shuffle(&mut pairs);
        let edges: Vec<(usize, usize)> = pairs
            .into_iter()
            .map(|(i, j)| (rank_to_node[i], rank_to_node[j]))
            .collect();
        Digraph::from_edges(nodes, &edges)
    }

    /// The random DAGs of the random tests, every shape in turn, the same on every run.
    fn random_dags(seed: u64) -> impl Iterator<Item = Digraph> {
        let mut rng = Rng::new(seed);
        (0..RANDOM_DAGS).map(move |index| random_dag(&mut rng, SHAPES[index % SHAPES.len()]))
    }

    /// 1..=4 tokens on random nodes.
    fn random_tokens(rng: &mut Rng, graph: &Digraph) -> Vec<usize> {
        (0..rng.range(1..=4))
            .map(|_| rng.range_usize(0..=graph.nodes() - 1))
            .collect()
    }

    fn edges(graph: &Digraph) -> Vec<(usize, usize)> {
        (0..graph.nodes())
            .flat_map(|from| graph.successors(from).iter().map(move |&to| (from, to)))
            .collect()
    }

    /// Acyclic by another road: a graph is acyclic exactly when taking away nodes with no
    /// edge to a node still there, again and again, takes every node away.
    fn acyclic_by_peeling_sinks(graph: &Digraph) -> bool {
        let mut left = vec![true; graph.nodes()];
        loop {
            let sink = (0..graph.nodes())
                .find(|&v| left[v] && graph.successors(v).iter().all(|&to| !left[to]));
            match sink {
                Some(v) => left[v] = false,
                None => return left.iter().all(|&there| !there),
            }
        }
    }

    /// Panics unless `cycle` is a cycle of `graph` as promised: distinct nodes, each with an
    /// edge to the next and the last to the first, the smallest first.
    fn assert_is_a_cycle_of(graph: &Digraph, cycle: &[usize]) {
        assert!(!cycle.is_empty(), "an empty cycle");
        let mut distinct = cycle.to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), cycle.len(), "a node repeats in {cycle:?}");
        for (i, &from) in cycle.iter().enumerate() {
            let to = cycle[(i + 1) % cycle.len()];
            assert!(
                graph.successors(from).contains(&to),
                "{cycle:?}: no edge {from} -> {to} in {:?}",
                edges(graph)
            );
        }
        assert_eq!(
            cycle[0], distinct[0],
            "{cycle:?} does not start at its smallest node"
        );
    }

    #[test]
    fn successors_keep_the_order_the_edges_were_given_in() {
        let graph = Digraph::from_edges(5, &[(3, 1), (0, 4), (3, 0), (3, 1), (4, 4)]);
        assert_eq!(graph.successors(3), [1, 0, 1]);
        assert_eq!(graph.successors(0), [4]);
        assert_eq!(graph.successors(4), [4]);
        assert!(graph.successors(1).is_empty() && graph.successors(2).is_empty());
        assert_eq!((graph.nodes(), graph.edge_count()), (5, 5));
        let lists = [vec![4], vec![], vec![], vec![1, 0, 1], vec![4]];
        assert_eq!(Digraph::from_successors(lists), graph);
    }

    #[test]
    fn a_graph_of_no_nodes_is_empty_and_ordered() {
        let graph = Digraph::from_edges(0, &[]);
        assert_eq!(graph.nodes(), 0);
        assert_eq!(topological_order(&graph), Ok(vec![]));
        assert_eq!(dag_values(&graph), Ok(vec![]));
        assert_eq!(Digraph::from_successors(Vec::<Vec<usize>>::new()), graph);
    }

    #[test]
    #[should_panic(expected = "the edge 1 -> 3 has an end outside the nodes 0..3")]
    fn an_edge_to_a_node_out_of_range_is_refused() {
        let _ = Digraph::from_edges(3, &[(0, 1), (1, 3)]);
    }

    #[test]
    #[should_panic(expected = "the edge 3 -> 0 has an end outside the nodes 0..3")]
    fn an_edge_from_a_node_out_of_range_is_refused() {
        let _ = Digraph::from_edges(3, &[(3, 0)]);
    }

    #[test]
    #[should_panic(expected = "the edge 0 -> 2 has an end outside the nodes 0..2")]
    fn a_successor_out_of_range_is_refused() {
        let _ = Digraph::from_successors([vec![1, 2], vec![]]);
    }

    #[test]
    fn every_edge_goes_forward_in_the_topological_order_of_random_dags() {
        for graph in random_dags(1) {
            let order = topological_order(&graph).expect("a DAG has an order");
            let mut position = vec![usize::MAX; graph.nodes()];
            for (index, &v) in order.iter().enumerate() {
                assert_eq!(position[v], usize::MAX, "{v} placed twice in {order:?}");
                position[v] = index;
            }
            assert_eq!(order.len(), graph.nodes());
            for (from, to) in edges(&graph) {
                assert!(position[from] < position[to], "{from} -> {to} in {order:?}");
            }
        }
    }

    #[test]
    fn dag_values_are_the_memoised_mex_of_the_real_moves_on_random_dags() {
        for graph in random_dags(2) {
            let values = dag_values(&graph).expect("a DAG has values");
            let mut by_rules = ComponentValues::new(TokenGame::new(graph.clone()));
            assert_eq!(
                values,
                by_rules.table(0..graph.nodes()),
                "{:?}",
                edges(&graph)
            );
        }
    }

    #[test]
    fn the_referee_agrees_with_the_values_and_the_winning_move_on_random_dags() {
        let mut rng = Rng::new(3);
        let mut positions = 0;
        let mut won = 0;
        for graph in random_dags(4) {
            let values = dag_values(&graph).expect("a DAG has values");
            let mut referee = Referee::new(Sum(TokenGame::new(graph.clone())));
            let singles = (0..graph.nodes()).map(|v| vec![v]);
            let several: Vec<Vec<usize>> =
                (0..6).map(|_| random_tokens(&mut rng, &graph)).collect();
            for tokens in singles.chain(several) {
                let nim_sum = tokens.iter().fold(0, |sum, &v| sum ^ values[v]);
                let wins = referee.wins(&tokens);
                let context = format!("tokens {tokens:?} on {:?}", edges(&graph));
                assert_eq!(wins, nim_sum != 0, "{context}");
                let found = dag_winning_move(&graph, &values, &tokens);
                assert_eq!(found.is_none(), !wins, "{context}");
                if let Some((index, to)) = found {
                    assert!(graph.successors(tokens[index]).contains(&to), "{context}");
                    let mut after = tokens.clone();
                    after[index] = to;
                    assert!(!referee.wins(&after), "{context}: {found:?} does not win");
                    assert!(referee.winning_moves(&tokens).contains(&(index, to)));
                    won += 1;
                }
                positions += 1;
            }
        }
        // Both outcomes were met often, not just one.
        assert!(
            won > positions / 4 && won < positions * 3 / 4,
            "{won} of {positions}"
        );
    }

    #[test]
    fn no_tokens_or_tokens_only_on_sinks_are_lost_with_no_move() {
        let graph = Digraph::from_edges(3, &[(0, 1)]);
        let values = dag_values(&graph).unwrap();
        assert_eq!(dag_winning_move(&graph, &values, &[]), None);
        assert_eq!(dag_winning_move(&graph, &values, &[1, 2, 2]), None);
        let game = Sum(TokenGame::new(graph));
        assert_eq!(game.position([2, 1, 0, 1]), [0]);
        assert!(!Referee::new(game).wins(&vec![1, 2]));
    }

    #[test]
    #[should_panic(expected = "a token on 3, not among the nodes 0..3")]
    fn a_token_off_the_graph_is_refused() {
        let graph = Digraph::from_edges(3, &[(0, 1)]);
        let values = dag_values(&graph).unwrap();
        let _ = dag_winning_move(&graph, &values, &[0, 3]);
    }

    #[test]
    #[should_panic(expected = "one value per node")]
    fn values_of_another_graph_are_refused() {
        let graph = Digraph::from_edges(3, &[(0, 1)]);
        let _ = dag_winning_move(&graph, &[1, 0], &[0]);
    }

    #[test]
    fn a_self_loop_is_a_cycle_of_one_node() {
        let graph = Digraph::from_edges(4, &[(0, 1), (1, 2), (2, 2), (2, 3)]);
        assert_eq!(topological_order(&graph), Err(vec![2]));
        assert_eq!(dag_values(&graph), Err(vec![2]));
    }

    #[test]
    fn a_planted_cycle_is_named_by_a_real_cycle_on_random_dags() {
        let mut rng = Rng::new(5);
        for graph in random_dags(6) {
            let mut edges = edges(&graph);
            // A cycle through 1..=4 distinct nodes (one node: a self-loop), in random order.
            let mut nodes: Vec<usize> = (0..graph.nodes()).collect();
            rng.shuffle(&mut nodes);
            nodes.truncate(rng.range_usize(1..=4.min(graph.nodes())));
            for (i, &from) in nodes.iter().enumerate() {
                edges.push((from, nodes[(i + 1) % nodes.len()]));
            }
            rng.shuffle(&mut edges);
            let cyclic = Digraph::from_edges(graph.nodes(), &edges);
            let cycle = topological_order(&cyclic).expect_err("a cycle was planted");
            assert_is_a_cycle_of(&cyclic, &cycle);
            assert_eq!(dag_values(&cyclic), Err(cycle));
        }
    }

    #[test]
    fn a_graph_has_an_order_exactly_when_it_is_acyclic_on_random_graphs() {
        let mut rng = Rng::new(7);
        let mut cyclic = 0;
        for _ in 0..RANDOM_DAGS {
            let nodes = rng.range_usize(1..=7);
            let count = rng.range_usize(0..=nodes + 2);
            let edges: Vec<(usize, usize)> = (0..count)
                .map(|_| {
                    (
                        rng.range_usize(0..=nodes - 1),
                        rng.range_usize(0..=nodes - 1),
                    )
                })
                .collect();
            let graph = Digraph::from_edges(nodes, &edges);
            match topological_order(&graph) {
                Ok(order) => {
                    assert!(acyclic_by_peeling_sinks(&graph), "{edges:?} gave {order:?}");
                    let mut sorted = order.clone();
                    sorted.sort_unstable();
                    assert_eq!(sorted, (0..nodes).collect::<Vec<_>>());
                }
                Err(cycle) => {
                    assert!(
                        !acyclic_by_peeling_sinks(&graph),
                        "{edges:?} gave {cycle:?}"
                    );
                    assert_is_a_cycle_of(&graph, &cycle);
                    cyclic += 1;
                }
            }
        }
        assert!(
            cyclic > RANDOM_DAGS / 4 && cyclic < RANDOM_DAGS * 3 / 4,
            "{cyclic}"
        );
    }

    /// A chain through `nodes` nodes in a random order (the order of the chain is returned).
    fn shuffled_chain(nodes: usize, close: bool) -> (Digraph, Vec<usize>) {
        let mut chain: Vec<usize> = (0..nodes).collect();
        Rng::new(11).shuffle(&mut chain);
        let mut edges: Vec<(usize, usize)> =
            chain.windows(2).map(|pair| (pair[0], pair[1])).collect();
        if close {
            edges.push((chain[nodes - 1], chain[0]));
        }
        (Digraph::from_edges(nodes, &edges), chain)
    }

    #[test]
    fn a_chain_of_a_million_nodes_alternates_one_and_zero_back_from_its_end() {
        const NODES: usize = 1_000_000;
        let (graph, chain) = shuffled_chain(NODES, false);
        assert_eq!(topological_order(&graph).as_ref(), Ok(&chain));
        let values = dag_values(&graph).unwrap();
        for (rank, &v) in chain.iter().enumerate() {
            assert_eq!(values[v], ((NODES - 1 - rank) % 2) as u32, "rank {rank}");
        }
        assert_eq!(
            dag_winning_move(&graph, &values, &[chain[0]]),
            Some((0, chain[1]))
        );
    }

    #[test]
    fn a_cycle_through_a_million_nodes_is_named_whole() {
        const NODES: usize = 1_000_000;
        let (graph, chain) = shuffled_chain(NODES, true);
        let cycle = topological_order(&graph).unwrap_err();
        let zero = chain.iter().position(|&v| v == 0).unwrap();
        assert_eq!(cycle[..NODES - zero], chain[zero..]);
        assert_eq!(cycle[NODES - zero..], chain[..zero]);
    }
}
