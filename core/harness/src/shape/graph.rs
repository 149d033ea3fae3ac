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
    /// Directed edges `x -> y` with no cycle: a count of edges and the edges, or per node the
    /// count of its successors and the successors.
    Dag,
}

/// A graph: the number of nodes, then (for a multigraph) the number of edges, then the edges.
/// Made by [`tree`] or [`multigraph`].
#[derive(Debug)]
pub struct GraphShape {
    kind: Kind,
    nodes: Num<usize>,
    edges: Option<Num<usize>>,
    /// Per node, the count of its successors (a DAG given by adjacency lists).
    degree: Option<Num<usize>>,
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

/// A directed acyclic graph on nodes `first..first + n`: the number of nodes (`nodes`), the
/// number of edges (`edges`), then that many lines `x y`, an edge from x to y. A node out of
/// range is an error at its place, and edges that form a cycle an error at the last of them
/// read, naming the cycle's nodes. Generation draws DAGs whose nodes are in a random order
/// (paths, complete DAGs, random ones, repeated edges now and then); shrinking removes edges,
/// then nodes no edge touches.
///
/// # Complexity
/// Reading O(n + m) (a topological order finds a cycle); generating and shrinking O(n + m) a
/// candidate.
///
/// # Example
/// ```
/// use harness::shape::{Shape, dag, num};
///
/// let nodes = num("n", "the number of nodes", 1..=1000, 1..=1000);
/// let dag = dag(nodes, num("m", "the number of edges", 0..=5000, 0..=5000), 1);
/// assert_eq!(dag.read_all("3 2\n1 2\n1 3\n")?.edges, [(0, 1), (0, 2)]);
/// let cycle = dag.read_all("3 3\n1 2\n2 3\n3 1\n").unwrap_err();
/// assert_eq!(cycle.to_string(), "line 4, column 1: the edges form a cycle: 1 -> 2 -> 3 -> 1");
/// # Ok::<(), harness::InputError>(())
/// ```
pub fn dag(nodes: Num<usize>, edges: Num<usize>, first: usize) -> GraphShape {
    graph_shape(Kind::Dag, nodes, Some(edges), first)
}

/// A directed acyclic graph given by adjacency lists: the number of nodes (`nodes`), then for
/// each node a line `k v_1 .. v_k`, its out-degree (`degree`) and its successors. Errors,
/// generation and shrinking as [`dag`]'s.
///
/// # Complexity
/// As [`dag`].
///
/// # Example
/// ```
/// use harness::shape::{Shape, dag_lists, num};
///
/// let nodes = num("n", "the number of nodes", 1..=1000, 1..=1000);
/// let lists = dag_lists(nodes, num("k", "the number of successors", 0..=999, 0..=999), 0);
/// let graph = lists.read_all("3\n2 1 2\n1 2\n0\n")?;
/// assert_eq!(graph.edges, [(0, 1), (0, 2), (1, 2)]);
/// assert_eq!(lists.text(&graph), "3\n2 1 2\n1 2\n0\n");
/// # Ok::<(), harness::InputError>(())
/// ```
pub fn dag_lists(nodes: Num<usize>, degree: Num<usize>, first: usize) -> GraphShape {
    GraphShape {
        degree: Some(degree),
        ..graph_shape(Kind::Dag, nodes, None, first)
    }
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
        degree: None,
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

    /// How many edges a DAG on `nodes` nodes gets: its count's `draw`, or with adjacency
    /// lists half `draw` of the degree a node.
    fn edge_count(&self, mut draw: impl FnMut(&Num<usize>) -> usize, nodes: usize) -> usize {
        match (&self.edges, &self.degree) {
            (Some(count), _) => draw(count),
            (None, Some(degree)) => nodes.saturating_mul(draw(degree)) / 2,
            (None, None) => 0,
        }
    }

    /// Up to `m` edges of a DAG on `n` nodes (at most the degree's largest out of a node, with
    /// adjacency lists), forward in a random order of the nodes: a path through that order
    /// three steps in four, then random edges, a repeated one now and then; sorted by source
    /// with adjacency lists, else shuffled.
    fn draw_dag(&self, rng: &mut Rng, n: usize, m: usize) -> Vec<(usize, usize)> {
        let mut order: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut order);
        let most_out = self
            .degree
            .as_ref()
            .map_or(usize::MAX, |degree| *degree.accepts.end());
        let mut out = vec![0; n];
        let mut edges: Vec<(usize, usize)> = Vec::with_capacity(m);
        let mut add = |edges: &mut Vec<(usize, usize)>, (from, to): (usize, usize)| {
            if out[from] < most_out {
                out[from] += 1;
                edges.push((from, to));
            }
        };
        if rng.chance(1, 6) {
            // A complete DAG: every forward edge, as many as fit.
            let forward = (0..n).flat_map(|i| (i + 1..n).map(move |j| (i, j)));
            for (i, j) in forward.take(m) {
                add(&mut edges, (order[i], order[j]));
            }
        }
        for i in 1..n.min(m + 1) {
            if edges.len() < m && rng.chance(3, 4) {
                add(&mut edges, (order[i - 1], order[i]));
            }
        }
        for _ in 0..4 * m {
            if edges.len() >= m || n < 2 {
                break;
            }
            let (i, j) = (rng.range_usize(0..=n - 2), rng.range_usize(0..=n - 1));
            match edges.last() {
                Some(&edge) if rng.chance(1, 20) => add(&mut edges, edge),
                _ if j > i => add(&mut edges, (order[i], order[j])),
                _ => {}
            }
        }
        if self.degree.is_some() {
            edges.sort_by_key(|&(from, _)| from);
        } else {
            rng.shuffle(&mut edges);
        }
        edges
    }

    /// Reads a DAG (edge list or adjacency lists) and checks it has no cycle.
    fn read_dag(&self, input: &mut Scanner<'_>) -> Result<Graph, InputError> {
        let nodes = self.nodes.read(input)?;
        let (mut edges, mut places) = (Vec::new(), Vec::new());
        let mut edge = |input: &mut Scanner<'_>, from: Option<usize>| -> Result<(), InputError> {
            let pos = input.next_pos();
            let x = match from {
                Some(from) => from,
                None => self.node.read(input)? - self.first,
            };
            edges.push((x, self.node.read(input)? - self.first));
            places.push(pos);
            Ok(())
        };
        match (&self.edges, &self.degree) {
            (Some(count), _) => {
                for _ in 0..count.read(input)? {
                    edge(input, None)?;
                }
            }
            (None, Some(degree)) => {
                for from in 0..nodes {
                    for _ in 0..degree.read(input)? {
                        edge(input, Some(from))?;
                    }
                }
            }
            (None, None) => unreachable!("a DAG has a count of edges or of successors"),
        }
        let graph = grundy::Digraph::from_edges(nodes, &edges);
        let Err(cycle) = grundy::topological_order(&graph) else {
            return Ok(Graph { nodes, edges });
        };
        // Reported at the last of the cycle's edges read: where the input became cyclic.
        let closing = |k: usize| (cycle[k], cycle[(k + 1) % cycle.len()]);
        let last_read = (0..cycle.len())
            .filter_map(|k| edges.iter().rposition(|&edge| edge == closing(k)))
            .max()
            .expect("every edge of the cycle was read");
        let written = cycle
            .iter()
            .chain(&cycle[..1])
            .map(|&v| self.written(v).to_string());
        let message = format!(
            "the edges form a cycle: {}",
            written.collect::<Vec<_>>().join(" -> ")
        );
        Err(InputError::at(places[last_read], message))
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
        if self.kind == Kind::Dag {
            return self.read_dag(input);
        }
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
        if let Some(degree) = &self.degree {
            out.end_line();
            let mut edges = graph.edges.iter().peekable();
            for node in 0..graph.nodes {
                let mut successors = Vec::new();
                while let Some(&(_, to)) = edges.next_if(|(from, _)| *from == node) {
                    successors.push(to);
                }
                degree.write(&successors.len(), out);
                successors
                    .iter()
                    .for_each(|&to| self.node.write(&self.written(to), out));
                out.end_line();
            }
            return;
        }
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
            (Kind::Dag, _) => {
                let m = self.edge_count(|count| count.generate(rng, size), nodes);
                self.draw_dag(rng, nodes, m)
            }
            (Kind::Multigraph, None) => unreachable!("a multigraph has a count of edges"),
        };
        Graph { nodes, edges }
    }

    /// A path of the most nodes (the deepest tree), or the most edges on the most nodes.
    fn most(&self, rng: &mut Rng) -> Graph {
        let nodes = self.nodes.most(rng);
        let edges = match (self.kind, &self.edges) {
            (Kind::Tree, _) => (1..nodes).map(|i| (i - 1, i)).collect(),
            (Kind::Dag, _) => {
                let m = self.edge_count(|count| count.most(rng), nodes);
                self.draw_dag(rng, nodes, m)
            }
            (Kind::Multigraph, count) => {
                let m = count
                    .as_ref()
                    .expect("a multigraph has a count of edges")
                    .most(rng);
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
        let degrees_within = |k: &Num<usize>| {
            let mut out = vec![0; graph.nodes];
            graph.edges.iter().for_each(|&(from, _)| out[from] += 1);
            out.iter().all(|d| k.within_judge(d))
        };
        self.nodes.within_judge(&graph.nodes)
            && (self.edges.as_ref()).is_none_or(|count| count.within_judge(&graph.edges.len()))
            && self.degree.as_ref().is_none_or(degrees_within)
    }

    fn limits(&self, out: &mut Vec<Limit>) {
        self.nodes.limits(out);
        if let Some(edges) = &self.edges {
            edges.limits(out);
        }
        if let Some(degree) = &self.degree {
            degree.limits(out);
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
        match (self.kind, &self.edges, &self.degree) {
            (Kind::Tree, ..) => format!("{n}, then {n} - 1 lines x y (a tree on {range})"),
            (Kind::Dag, None, Some(degree)) => {
                let k = &degree.name;
                format!("{n}, then {n} lines {k} and {k} successors (a DAG on {range})")
            }
            (kind, Some(edges), _) => {
                let (m, what) = (
                    &edges.name,
                    if kind == Kind::Dag { "a DAG" } else { "edges" },
                );
                format!("{n} {m}, then {m} lines x y ({what} on {range})")
            }
            (_, None, _) => unreachable!("a graph has a count of edges or of successors"),
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

    /// Whether `graph` has no directed cycle.
    fn acyclic(graph: &Graph) -> bool {
        grundy::topological_order(&grundy::Digraph::from_edges(graph.nodes, &graph.edges)).is_ok()
    }

    #[test]
    fn generated_dags_have_no_cycle_read_back_and_shrink_to_dags_as_lists_or_as_edges() {
        let edges = num("m", "the number of edges", 0..=60, 0..=60).tiny(0..=8);
        let degree = num("k", "the number of successors", 0..=6, 0..=6).tiny(0..=2);
        let shapes = [
            dag(nodes(30).tiny(1..=5), edges, 1),
            dag_lists(nodes(30).tiny(1..=5), degree, 0),
        ];
        for shape in &shapes {
            for size in Size::ALL {
                for seed in 0..150 {
                    let graph = shape.generate(&mut Rng::new(seed), size);
                    assert!(acyclic(&graph), "{size} {seed}: {graph:?}");
                    assert_eq!(shape.read_all(&shape.text(&graph)), Ok(graph.clone()));
                    for smaller in shape.shrunk(&graph) {
                        assert!(acyclic(&smaller));
                        assert_eq!(shape.read_all(&shape.text(&smaller)), Ok(smaller));
                    }
                }
            }
        }
    }

    #[test]
    fn a_cycle_in_a_dag_is_named_at_the_last_of_its_edges_read() {
        let shape = dag(nodes(10), num("m", "the number of edges", 0..=9, 0..=9), 1);
        let error = |text: &str| shape.read_all(text).unwrap_err().to_string();
        assert_eq!(
            error("4 4\n2 3\n1 2\n3 2\n3 4\n"),
            "line 4, column 1: the edges form a cycle: 2 -> 3 -> 2"
        );
        assert_eq!(
            error("2 1\n2 2\n"),
            "line 2, column 1: the edges form a cycle: 2 -> 2"
        );
        let lists = dag_lists(
            nodes(10),
            num("k", "the number of successors", 0..=9, 0..=9),
            1,
        );
        let error = lists.read_all("3\n1 2\n1 3\n1 1\n").unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 4, column 3: the edges form a cycle: 1 -> 2 -> 3 -> 1"
        );
        assert_eq!(
            lists.describe(),
            "N, then N lines k and k successors (a DAG on 1..N)"
        );
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
