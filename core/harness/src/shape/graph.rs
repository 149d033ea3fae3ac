//! Graphs and trees in the input's vocabulary: a number of nodes, then the edges, one `x y` a
//! line, read into a [`Graph`] (nodes counted from 0 whatever the input counts from), with
//! errors that say where and what, generated at every size in the shapes that matter (paths,
//! stars, brooms, caterpillars, random trees, cycles, loops, parallel edges), shrunk to valid
//! graphs, and described in `--help`.

use grundy::Rng;

use super::{Limit, Num, Shape, Text, earlier, num};
use crate::generate::Size;
use crate::input::{InputError, Scanner};

/// A graph as a problem gets it: its number of nodes and its edges, each `(x, y)` with the
/// nodes counted from 0 (node 1 of a 1-based input is 0), in input order, each as written.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Graph {
    /// How many nodes: they are `0..nodes`.
    pub nodes: usize,
    /// The edges, in input order.
    pub edges: Vec<(usize, usize)>,
}

/// What a graph shape accepts as its edges.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// N - 1 edges forming a tree on every node: no loop, no cycle, so every node joined.
    Tree,
    /// A count of edges, then that many, any of them (loops and parallel edges too).
    Multigraph,
}

/// A graph: the number of nodes, then (for a multigraph) the number of edges, then the edges.
/// Made by [`tree`] or [`multigraph`].
#[derive(Debug)]
pub struct GraphShape {
    kind: Kind,
    nodes: Num<usize>,
    edges: Option<Num<usize>>,
    /// An endpoint: 1-based (or 0-based), at most the number of nodes.
    node: Num<usize>,
    first: usize,
}

/// A tree on nodes `first..first + N`: the number of nodes N (`nodes`, its name and ranges as
/// the statement gives them), then N - 1 lines `x y`, the edges, either end first. Reading
/// rejects, at the edge's place, a node out of range, an edge from a node to itself and an
/// edge that closes a cycle (so repeated edges too); with N - 1 edges and no cycle every node
/// is joined. Generation draws paths, stars, brooms, caterpillars, binary and random trees,
/// nodes relabelled at random but the first (the root, where a problem roots it) and edges
/// in random order; the judge's largest is a path of the most nodes (the deepest). Shrinking
/// cuts off a subtree, largest first, and numbers the nodes left in order.
///
/// # Panics
/// If `nodes` accepts a graph of no node.
///
/// # Complexity
/// Reading O(N α(N)) (a union-find of the edges), generating and shrinking O(N) a candidate.
///
/// # Example
/// ```
/// use harness::shape::{Graph, Shape, num, tree};
///
/// let tree = tree(num("N", "the number of nodes", 1..=100_000, 1..=1_000_000), 1);
/// let path = tree.read_all("3\n1 2\n3 2\n")?;
/// assert_eq!(path, Graph { nodes: 3, edges: vec![(0, 1), (2, 1)] });
/// let cycle = tree.read_all("3\n1 2\n2 1\n").unwrap_err();
/// assert_eq!(cycle.to_string(), "line 3, column 1: the edge 2 1 closes a cycle: 2 and 1 are joined already");
/// let far = tree.read_all("3\n1 2\n2 4\n").unwrap_err();
/// assert_eq!(far.to_string(), r#"line 3, column 3: expected a node at most N = 3, found "4""#);
/// assert_eq!(tree.text(&path), "3\n1 2\n3 2\n");
/// # Ok::<(), harness::InputError>(())
/// ```
pub fn tree(nodes: Num<usize>, first: usize) -> GraphShape {
    graph_shape(Kind::Tree, nodes, None, first)
}

/// A multigraph on nodes `first..first + n`: the number of nodes (`nodes`), the number of
/// edges (`edges`), then that many lines `x y`. Any edge is accepted (a node to itself, two
/// between the same nodes); only a node out of range is an error. Generation draws trees
/// with cycles hung on them, loops and parallel edges, cycles sharing nodes and parts not
/// joined to the first node; shrinking removes edges, then nodes no edge touches.
///
/// # Complexity
/// Reading O(n + m); generating and shrinking O(n + m) a candidate.
///
/// # Example
/// ```
/// use harness::shape::{Graph, Shape, multigraph, num};
///
/// let nodes = num("n", "the number of nodes", 1..=100, 1..=1000);
/// let edges = num("m", "the number of edges", 0..=1000, 0..=10_000);
/// let graph = multigraph(nodes, edges, 1);
/// let triangle = graph.read_all("3 4\n1 2\n2 3\n3 1\n2 2\n")?;
/// assert_eq!(triangle.edges, [(0, 1), (1, 2), (2, 0), (1, 1)]);
/// assert_eq!(graph.text(&triangle), "3 4\n1 2\n2 3\n3 1\n2 2\n");
/// # Ok::<(), harness::InputError>(())
/// ```
pub fn multigraph(nodes: Num<usize>, edges: Num<usize>, first: usize) -> GraphShape {
    graph_shape(Kind::Multigraph, nodes, Some(edges), first)
}

fn graph_shape(
    kind: Kind,
    nodes: Num<usize>,
    edges: Option<Num<usize>>,
    first: usize,
) -> GraphShape {
    let count = earlier(nodes.name.clone());
    let (judge, accepts) = (*nodes.judge.end(), *nodes.accepts.end());
    assert!(*nodes.accepts.start() >= 1, "a graph has a node");
    let last = |most: usize| first + most.max(1) - 1;
    let mut node = num("x y", "a node", first..=last(judge), first..=last(accepts));
    node = if first == 0 {
        node.below(&count)
    } else {
        node.at_most(&count)
    };
    GraphShape {
        kind,
        nodes: nodes.remembered(&count),
        edges,
        node,
        first,
    }
}

/// A union-find over `0..n`, for telling whether an edge closes a cycle.
struct Joined(Vec<usize>);

impl Joined {
    fn new(n: usize) -> Self {
        Joined((0..n).collect())
    }

    fn root(&mut self, mut x: usize) -> usize {
        while self.0[x] != x {
            self.0[x] = self.0[self.0[x]];
            x = self.0[x];
        }
        x
    }

    /// Joins `x` and `y`; whether they were apart.
    fn join(&mut self, x: usize, y: usize) -> bool {
        let (x, y) = (self.root(x), self.root(y));
        self.0[x] = y;
        x != y
    }
}

impl GraphShape {
    /// A node as written.
    fn written(&self, node: usize) -> usize {
        node + self.first
    }

    /// The edges of a tree on `n` nodes, node 0 its root, in the shape `rng` draws.
    fn draw_tree(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
        let parent = |i: usize, rng: &mut Rng, kind: u64| match kind {
            0 => rng.range_usize(0..=i - 1),
            1 => i - 1,
            2 => 0,
            3 if i <= n / 2 => i - 1,
            3 => n / 2,
            4 => (i - 1) / 2,
            _ if i % 2 == 1 => i.saturating_sub(2),
            _ => i - 1,
        };
        let kind = rng.range(0..=5);
        let mut label: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut label[1.min(n)..]);
        let mut edges: Vec<(usize, usize)> = (1..n)
            .map(|i| {
                let (child, up) = (label[i], label[parent(i, rng, kind)]);
                if rng.chance(1, 2) {
                    (child, up)
                } else {
                    (up, child)
                }
            })
            .collect();
        rng.shuffle(&mut edges);
        edges
    }

    /// Edges for a multigraph on `n` nodes, `m` of them: a tree on some of the nodes, cycles
    /// hung on it, loops and parallel edges, the rest random.
    fn draw_multigraph(rng: &mut Rng, n: usize, m: usize) -> Vec<(usize, usize)> {
        let joined = rng.range_usize(1..=n);
        let mut edges = Self::draw_tree(rng, joined);
        while edges.len() < m {
            let x = rng.range_usize(0..=n - 1);
            let edge = match rng.range(0..=5) {
                0 => (x, x),
                1 if !edges.is_empty() => *rng.pick(&edges),
                2 | 3 => {
                    // A cycle through x of 2 to 5 new edges (its other nodes anywhere).
                    let mut at = x;
                    for _ in 0..rng.range_usize(1..=4).min(m - edges.len() - 1) {
                        let next = rng.range_usize(0..=n - 1);
                        edges.push((at, next));
                        at = next;
                    }
                    (at, x)
                }
                _ => (x, rng.range_usize(0..=n - 1)),
            };
            edges.push(edge);
        }
        edges.truncate(m);
        rng.shuffle(&mut edges);
        edges
    }

    /// The graph without the nodes `dropped` says, and the edges touching them, the nodes
    /// left numbered in order.
    fn without(graph: &Graph, dropped: &[bool]) -> Graph {
        let mut number = vec![usize::MAX; graph.nodes];
        let mut next = 0;
        for (node, &gone) in dropped.iter().enumerate() {
            if !gone {
                number[node] = next;
                next += 1;
            }
        }
        let edges = graph
            .edges
            .iter()
            .filter(|(x, y)| !dropped[*x] && !dropped[*y]);
        Graph {
            nodes: next,
            edges: edges.map(|&(x, y)| (number[x], number[y])).collect(),
        }
    }

    /// Each node's subtree in a tree rooted at 0, as a mask over the nodes, for up to `most`
    /// nodes with the largest subtrees (the root left out), largest first.
    fn largest_subtrees(graph: &Graph, most: usize) -> Vec<Vec<bool>> {
        let n = graph.nodes;
        let mut neighbours = vec![Vec::new(); n];
        for &(x, y) in &graph.edges {
            neighbours[x].push(y);
            neighbours[y].push(x);
        }
        let (mut order, mut parent) = (vec![0], vec![usize::MAX; n]);
        parent[0] = 0;
        let mut at = 0;
        while at < order.len() {
            let node = order[at];
            at += 1;
            for &next in &neighbours[node] {
                if parent[next] == usize::MAX {
                    parent[next] = node;
                    order.push(next);
                }
            }
        }
        let mut size = vec![1; n];
        for &node in order.iter().skip(1).rev() {
            size[parent[node]] += size[node];
        }
        let mut roots: Vec<usize> = order[1..].to_vec();
        roots.sort_by_key(|&node| std::cmp::Reverse(size[node]));
        roots.dedup_by_key(|node| size[*node]);
        roots.truncate(most);
        roots
            .into_iter()
            .map(|top| {
                let mut inside = vec![false; n];
                inside[top] = true;
                for &node in &order {
                    if node != top && node != 0 && inside[parent[node]] {
                        inside[node] = true;
                    }
                }
                inside
            })
            .collect()
    }
}

impl Shape for GraphShape {
    type Value = Graph;

    fn read(&self, input: &mut Scanner<'_>) -> Result<Graph, InputError> {
        let nodes = self.nodes.read(input)?;
        let count = match &self.edges {
            Some(edges) => edges.read(input)?,
            None => nodes.saturating_sub(1),
        };
        let mut joined = (self.kind == Kind::Tree).then(|| Joined::new(nodes));
        let mut edges = Vec::with_capacity(count.min(1 << 16));
        for _ in 0..count {
            let pos = input.next_pos();
            let x = self.node.read(input)? - self.first;
            let y = self.node.read(input)? - self.first;
            if let Some(joined) = &mut joined {
                let (wx, wy) = (self.written(x), self.written(y));
                if x == y {
                    let message = format!("the edge {wx} {wy} joins node {wx} to itself");
                    return Err(InputError::at(pos, message));
                }
                if !joined.join(x, y) {
                    let message = format!(
                        "the edge {wx} {wy} closes a cycle: {wx} and {wy} are joined already"
                    );
                    return Err(InputError::at(pos, message));
                }
            }
            edges.push((x, y));
        }
        Ok(Graph { nodes, edges })
    }

    fn write(&self, graph: &Graph, out: &mut Text) {
        self.nodes.write(&graph.nodes, out);
        if let Some(edges) = &self.edges {
            edges.write(&graph.edges.len(), out);
        }
        out.end_line();
        for &(x, y) in &graph.edges {
            self.node.write(&self.written(x), out);
            self.node.write(&self.written(y), out);
            out.end_line();
        }
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Graph {
        let nodes = if size == Size::Judge && rng.chance(1, 2) {
            self.nodes.most(rng)
        } else {
            self.nodes.generate(rng, size)
        };
        let edges = match (self.kind, &self.edges) {
            (Kind::Tree, _) => Self::draw_tree(rng, nodes),
            (Kind::Multigraph, Some(count)) => {
                let m = count.generate(rng, size);
                Self::draw_multigraph(rng, nodes, m)
            }
            (Kind::Multigraph, None) => unreachable!("a multigraph has a count of edges"),
        };
        Graph { nodes, edges }
    }

    /// A path of the most nodes (the deepest tree), or the most edges on the most nodes.
    fn most(&self, rng: &mut Rng) -> Graph {
        let nodes = self.nodes.most(rng);
        let edges = match &self.edges {
            None => (1..nodes).map(|i| (i - 1, i)).collect(),
            Some(count) => {
                let m = count.most(rng);
                Self::draw_multigraph(rng, nodes, m)
            }
        };
        Graph { nodes, edges }
    }

    fn shrink(&self, graph: &Graph, each: &mut dyn FnMut(Graph) -> bool) -> bool {
        let least = *self.nodes.accepts.start();
        if self.kind == Kind::Tree {
            for dropped in Self::largest_subtrees(graph, 32) {
                let left = Self::without(graph, &dropped);
                if left.nodes >= least && each(left) {
                    return true;
                }
            }
            return false;
        }
        let least_edges = self
            .edges
            .as_ref()
            .map_or(0, |count| *count.accepts.start());
        if graph.edges.len() > least_edges {
            let keep = graph.edges.len() - least_edges;
            for range in crate::generate::removal_ranges(graph.edges.len()) {
                if range.len() <= keep {
                    let edges = crate::generate::without_range(&graph.edges, &range);
                    if each(Graph {
                        edges,
                        ..graph.clone()
                    }) {
                        return true;
                    }
                }
            }
        }
        let mut touched = vec![false; graph.nodes];
        for &(x, y) in &graph.edges {
            touched[x] = true;
            touched[y] = true;
        }
        // Nodes no edge touches, the last first (the first node stays: it may be a root).
        for node in (1..graph.nodes)
            .rev()
            .filter(|&node| !touched[node])
            .take(8)
        {
            let mut dropped = vec![false; graph.nodes];
            dropped[node] = true;
            if graph.nodes > least && each(Self::without(graph, &dropped)) {
                return true;
            }
        }
        false
    }

    fn within_judge(&self, graph: &Graph) -> bool {
        self.nodes.within_judge(&graph.nodes)
            && self
                .edges
                .as_ref()
                .is_none_or(|count| count.within_judge(&graph.edges.len()))
    }

    fn limits(&self, out: &mut Vec<Limit>) {
        self.nodes.limits(out);
        if let Some(edges) = &self.edges {
            edges.limits(out);
        }
    }

    fn describe(&self) -> String {
        let n = &self.nodes.name;
        let last = if self.first == 0 {
            format!("{n} - 1")
        } else {
            n.clone()
        };
        let range = format!("{}..{last}", self.first);
        match &self.edges {
            None => format!("{n}, then {n} - 1 lines x y (a tree on {range})"),
            Some(edges) => {
                let m = &edges.name;
                format!("{n} {m}, then {m} lines x y (edges on {range})")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nodes(most: usize) -> Num<usize> {
        num("N", "the number of nodes", 1..=most, 1..=most)
    }

    /// Whether `graph` is a tree on all its nodes.
    fn is_tree(graph: &Graph) -> bool {
        let mut joined = Joined::new(graph.nodes);
        graph.edges.len() + 1 == graph.nodes
            && graph
                .edges
                .iter()
                .all(|&(x, y)| x != y && joined.join(x, y))
    }

    #[test]
    fn generated_trees_are_trees_at_every_size_and_read_back_as_themselves() {
        let shape = tree(nodes(2000).tiny(1..=6).small(1..=50), 1);
        for size in Size::ALL {
            for seed in 0..200 {
                let graph = shape.generate(&mut Rng::new(seed), size);
                assert!(is_tree(&graph), "{size} {seed}: {graph:?}");
                assert_eq!(shape.read_all(&shape.text(&graph)), Ok(graph));
            }
        }
        let most = shape.most(&mut Rng::new(0));
        assert!(is_tree(&most) && most.nodes == 2000);
    }

    #[test]
    fn shrinking_a_tree_leaves_smaller_trees_and_never_fewer_nodes_than_allowed() {
        let shape = tree(num("N", "the number of nodes", 2..=50, 2..=50), 1);
        for seed in 0..100 {
            let graph = shape.generate(&mut Rng::new(seed), Size::Small);
            for smaller in shape.shrunk(&graph) {
                assert!(is_tree(&smaller) && smaller.nodes < graph.nodes && smaller.nodes >= 2);
            }
        }
    }

    #[test]
    fn a_tree_rejects_a_loop_a_repeated_edge_and_a_node_out_of_range_where_they_stand() {
        let shape = tree(nodes(10), 1);
        let error = |text: &str| shape.read_all(text).unwrap_err().to_string();
        assert_eq!(
            error("3\n1 2\n3 3\n"),
            "line 3, column 1: the edge 3 3 joins node 3 to itself"
        );
        assert_eq!(
            error("3\n1 2\n2 1\n"),
            "line 3, column 1: the edge 2 1 closes a cycle: 2 and 1 are joined already"
        );
        assert_eq!(
            error("3\n0 2\n"),
            r#"line 2, column 1: expected a node in 1..=10, found "0""#
        );
        assert_eq!(
            error("2\n1 3\n"),
            r#"line 2, column 3: expected a node at most N = 2, found "3""#
        );
        assert_eq!(
            error("3\n1 2\n"),
            "unexpected end of input: expected a node"
        );
    }

    #[test]
    fn generated_multigraphs_read_back_and_shrink_to_valid_graphs() {
        let edges = num("m", "the number of edges", 0..=30, 0..=30).tiny(0..=6);
        let shape = multigraph(nodes(20).tiny(1..=4), edges, 1);
        let mut loops = 0;
        for size in [Size::Tiny, Size::Small, Size::Judge] {
            for seed in 0..200 {
                let graph = shape.generate(&mut Rng::new(seed), size);
                loops += graph.edges.iter().filter(|(x, y)| x == y).count();
                assert_eq!(shape.read_all(&shape.text(&graph)), Ok(graph.clone()));
                for smaller in shape.shrunk(&graph) {
                    let valid = smaller.edges.iter().all(|&(x, y)| x.max(y) < smaller.nodes);
                    assert!(valid && smaller.nodes >= 1, "{smaller:?}");
                    assert!(smaller.edges.len() + smaller.nodes < graph.edges.len() + graph.nodes);
                }
            }
        }
        assert!(loops > 0, "no loop was ever drawn");
    }

    #[test]
    fn zero_based_nodes_are_below_the_count() {
        let shape = tree(nodes(10), 0);
        assert_eq!(
            shape.read_all("2\n0 1\n"),
            Ok(Graph {
                nodes: 2,
                edges: vec![(0, 1)]
            })
        );
        let error = shape.read_all("2\n0 2\n").unwrap_err().to_string();
        assert_eq!(
            error,
            r#"line 2, column 3: expected a node below N = 2, found "2""#
        );
        assert_eq!(
            shape.describe(),
            "N, then N - 1 lines x y (a tree on 0..N - 1)"
        );
    }
}
