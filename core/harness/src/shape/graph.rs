//! Graphs and trees in the input's vocabulary: a number of nodes, then the edges, one `x y` a
//! line, or per node its adjacency list (its successors in a DAG, its neighbours in a graph or
//! tree, every edge then listed at both ends), read into a [`Graph`] (nodes counted from 0
//! whatever the input counts from), with errors that say where and what, generated at every
//! size in the shapes that matter (paths, stars, brooms, caterpillars, random trees, cycles,
//! loops, parallel edges), shrunk to valid graphs, and described in `--help`.

use grundy::{FxHashMap, FxHashSet, Rng};

use super::{Earlier, Limit, Num, Shape, Text, earlier, num};
use crate::generate::Size;
use crate::input::{InputError, Pos, Scanner};

/// A graph as a problem gets it: its number of nodes and its edges, each `(x, y)` with the
/// nodes counted from 0 (node 1 of a 1-based input is 0), in input order, each as written
/// (read from undirected adjacency lists, each edge once with `x <= y`, in the order of x's
/// list, node by node: see [`graph_lists`]).
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
    /// N - 1 edges forming a tree on every node: no loop, no cycle, so every node joined; as
    /// an edge list, or per node the count of its neighbours and the neighbours.
    Tree,
    /// Any edges (loops and parallel edges too): a count of edges and the edges, or per node
    /// the count of its neighbours and the neighbours.
    Multigraph,
    /// Directed edges `x -> y` with no cycle: a count of edges and the edges, or per node the
    /// count of its successors and the successors.
    Dag,
}

/// A graph: the number of nodes, then (for a multigraph) the number of edges, then the edges,
/// or the number of nodes, then each node's adjacency list. Made by [`tree`], [`multigraph`],
/// [`dag`], [`dag_lists`], [`graph_lists`] or [`tree_lists`].
///
/// Where the input ends inside the graph, the error names what it expected: the edge (`expected
/// a node, edge 3 of m = 5`), the list (`, entry 2 of node 3's list`; `, for node 3` for its
/// count) or the parent (`, the parent of node 4`).
///
/// The number of nodes bounds numbers after the graph (a node to start from, queries on
/// nodes) as any number does: declare it [`remembered`](Num::remembered), and a later node
/// [`at_most`](Num::at_most) it (nodes from 1) or [`below`](Num::below) it (from 0). It is
/// kept as the graph is read, written and drawn, as the number of nodes the graph has.
///
/// # Example
/// ```
/// use harness::shape::{Shape, earlier, num, tree};
///
/// // A tree on n nodes, then the node the token starts on.
/// let n = earlier("n");
/// let tree = tree(num("n", "the number of nodes", 1..=100, 1..=100).remembered(&n), 1);
/// let start = num::<usize>("s", "the starting node", 1..=100, 1..=100).at_most(&n);
/// let shape = (tree, start);
/// assert_eq!(shape.read_all("3\n1 2\n2 3\n3\n")?.1, 3);
/// let error = shape.read_all("3\n1 2\n2 3\n4\n").unwrap_err();
/// assert_eq!(error.to_string(), r#"line 4, column 1: expected the starting node at most n = 3, found "4""#);
/// let drawn = shape.generate(&mut grundy::Rng::new(5), harness::Size::Judge);
/// assert!(drawn.1 <= drawn.0.nodes);
/// # Ok::<(), harness::InputError>(())
/// ```
#[derive(Debug)]
pub struct GraphShape {
    kind: Kind,
    nodes: Num<usize>,
    edges: Option<Num<usize>>,
    /// Per node, the count of its successors (a DAG) or of its neighbours (a graph or tree):
    /// the graph is given by adjacency lists.
    degree: Option<Num<usize>>,
    /// The number of nodes as read, written or drawn, for the endpoints (and the later
    /// numbers a declaration bounds by it) to be bounded by.
    count: Earlier,
    /// An endpoint: 1-based (or 0-based), at most the number of nodes.
    node: Num<usize>,
    first: usize,
    /// A tree given by each node's parent, the first node its root.
    parents: bool,
    /// No edge twice: no neighbour listed twice in a list, no edge given twice in an edge list.
    distinct: bool,
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
/// read, naming that edge and the cycle from it (its first 8 nodes and its length when it is
/// longer: `the edge 9 1 closes a cycle: 1 -> 2 -> ... -> 8 -> ... (9 nodes)`). Generation draws DAGs whose nodes are in a random order
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
/// assert_eq!(cycle.to_string(), "line 4, column 1: the edge 3 1 closes a cycle: 1 -> 2 -> 3 -> 1");
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

/// An undirected multigraph on nodes `first..first + n` given by adjacency lists: the number
/// of nodes (`nodes`), then for each node a line `k u_1 .. u_k`, its degree (`degree`) and its
/// neighbours. An edge between two nodes x and y is listed at both ends, y in x's list and x
/// in y's, once in each for each of its parallel copies; a loop at x is listed once, in x's
/// own list (it counts 1 in x's degree). Read into a [`Graph`] with each edge once, as
/// `(x, y)` with `x <= y`, in the order of x's list, node by node: of each list, the entries
/// of nodes at least its own. Writing lists each node's neighbours below it first (in the
/// order of their edges), then the other ends of its own edges in order, so that reading the
/// text gives back a graph in that form as it was, and any other graph put in that form.
///
/// Errors: a node out of range, at its place, as the lists are read; then, all of them read,
/// a listing without its mirror. For two nodes whose lists name each other unequally often,
/// the error stands at the first entry past the other list's count, in the list with more:
/// `node 3 lists 5, but node 5 does not list 3` at the 5 in node 3's list, or
/// `node 5 lists 3 twice, node 3 lists 5 once` at the second 3 in node 5's list, whether the
/// list with more is read before the other or after it; of several such entries, the first
/// in the input.
///
/// Generation draws as [`multigraph`] does (trees with cycles hung on them, loops, parallel
/// edges, parts not joined to the first node), about n k / 2 edges for a drawn degree k,
/// leaving out the edges that would take a node past the degree's largest (the judge's, or at
/// [`Size::Beyond`] the largest drawn there); the judge's largest gives each of the most nodes
/// the degree's judge maximum. Shrinking removes edges, then nodes no edge touches.
///
/// # Panics
/// If `nodes` accepts a graph of no node.
///
/// # Complexity
/// Reading O(n + K), K the sum of the degrees (a hash map pairs the entries); writing,
/// generating and shrinking O(n + K) a candidate.
///
/// # Example
/// ```
/// use harness::shape::{Shape, graph_lists, num};
///
/// let nodes = num("n", "the number of nodes", 1..=1000, 1..=1000);
/// let lists = graph_lists(nodes, num("k", "the number of neighbours", 0..=999, 0..=999), 1);
/// // A triangle 1 2 3, a second edge 1 2 and a loop at 3.
/// let graph = lists.read_all("3\n3 2 3 2\n3 1 1 3\n3 1 2 3\n")?;
/// assert_eq!(graph.edges, [(0, 1), (0, 2), (0, 1), (1, 2), (2, 2)]);
/// let unpaired = lists.read_all("3\n1 2\n1 1\n1 2\n").unwrap_err();
/// assert_eq!(unpaired.to_string(), "line 4, column 3: node 3 lists 2, but node 2 does not list 3");
/// assert_eq!(lists.text(&graph), "3\n3 2 3 2\n3 1 1 3\n3 1 2 3\n");
/// # Ok::<(), harness::InputError>(())
/// ```
pub fn graph_lists(nodes: Num<usize>, degree: Num<usize>, first: usize) -> GraphShape {
    GraphShape {
        degree: Some(degree),
        ..graph_shape(Kind::Multigraph, nodes, None, first)
    }
}

/// A tree on nodes `first..first + N` given by adjacency lists: the number of nodes N
/// (`nodes`), then for each node a line `k u_1 .. u_k`, its degree (`degree`) and its
/// neighbours, each edge listed at both ends, read as [`graph_lists`] reads them (into the
/// same form, with the same errors first); then the edges must form a tree on every node.
/// Each edge is checked where it is first read, in the list of its smaller end: a loop is an
/// error there (`the edge 3 3 joins node 3 to itself`), and so is an edge that closes a cycle
/// (a repeated edge too: `the edge 2 3 closes a cycle: 2 and 3 are joined already`). With no
/// cycle, too few edges leave a node apart: the error stands at the degree of the first such
/// node, `node 3 is not joined to node 1: a tree on N = 3 nodes has 2 edges, the lists give 1`.
///
/// Generation draws the trees [`tree`] draws, no node past the degree's largest (the judge's,
/// or at [`Size::Beyond`] the largest drawn there: a node whose parent is full hangs from the
/// node before it instead; with a largest degree below 2, the tree has at most that many
/// nodes plus one); the judge's largest is a path of the most nodes. Shrinking cuts off a
/// subtree, largest first, and numbers the nodes left in order.
///
/// # Panics
/// If `nodes` accepts a graph of no node.
///
/// # Complexity
/// Reading O(N α(N)) (a hash map pairs the entries, a union-find joins the edges), writing,
/// generating and shrinking O(N) a candidate.
///
/// # Example
/// ```
/// use harness::shape::{Graph, Shape, num, tree_lists};
///
/// let nodes = num("N", "the number of nodes", 1..=100_000, 1..=100_000);
/// let tree = tree_lists(nodes, num("k", "the number of neighbours", 0..=99_999, 0..=99_999), 1);
/// let path = tree.read_all("3\n1 2\n2 3 1\n1 2\n")?;
/// assert_eq!(path, Graph { nodes: 3, edges: vec![(0, 1), (1, 2)] });
/// let cycle = tree.read_all("3\n2 2 3\n2 1 3\n2 1 2\n").unwrap_err();
/// assert_eq!(cycle.to_string(), "line 3, column 5: the edge 2 3 closes a cycle: 2 and 3 are joined already");
/// // Written back as it is read: node 2's neighbour below it first, then its own edge.
/// assert_eq!(tree.text(&path), "3\n1 2\n2 1 3\n1 2\n");
/// # Ok::<(), harness::InputError>(())
/// ```
pub fn tree_lists(nodes: Num<usize>, degree: Num<usize>, first: usize) -> GraphShape {
    GraphShape {
        degree: Some(degree),
        ..graph_shape(Kind::Tree, nodes, None, first)
    }
}

/// A tree rooted at its first node, given by parents: the number of nodes N (`nodes`), then on
/// one line the N - 1 parents `p_2 .. p_N` of the other nodes in order (0-based: `p_1 ..
/// p_{N-1}`). Read into a [`Graph`] whose edges are `(parent, node)` for the nodes after the
/// root in order. Reading rejects, at its place, a node out of range, a node that is its own
/// parent and a parent that closes a cycle (one that already hangs below the node); N - 1
/// parents with no cycle make a tree rooted at the first node. Generation draws the trees
/// [`tree`] draws, as parents; the judge's largest is a path of the most nodes; shrinking cuts
/// off a subtree, largest first, as [`tree`]'s does.
///
/// # Panics
/// If `nodes` accepts a graph of no node.
///
/// # Complexity
/// Reading O(N α(N)) (a union-find of the edges), writing, generating and shrinking O(N) a
/// candidate.
///
/// # Example
/// ```
/// use harness::shape::{Graph, Shape, num, tree_parents};
///
/// let tree = tree_parents(num("N", "the number of nodes", 1..=100_000, 1..=1_000_000), 1);
/// let star = tree.read_all("4\n1 1 2\n")?;
/// assert_eq!(star, Graph { nodes: 4, edges: vec![(0, 1), (0, 2), (1, 3)] });
/// let cycle = tree.read_all("4\n4 1 2\n").unwrap_err();
/// assert_eq!(cycle.to_string(), "line 2, column 5: the parent 2 of node 4 closes a cycle: 2 already hangs below 4");
/// assert_eq!(tree.text(&star), "4\n1 1 2\n");
/// # Ok::<(), harness::InputError>(())
/// ```
pub fn tree_parents(nodes: Num<usize>, first: usize) -> GraphShape {
    GraphShape {
        parents: true,
        ..graph_shape(Kind::Tree, nodes, None, first)
    }
}

fn graph_shape(
    kind: Kind,
    nodes: Num<usize>,
    edges: Option<Num<usize>>,
    first: usize,
) -> GraphShape {
    // The number of nodes the endpoints are bounded by: the one later numbers are bounded by
    // too when the declaration remembers it.
    let count = (nodes.remembers.clone()).unwrap_or_else(|| earlier(nodes.name.clone()));
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
        count,
        edges,
        degree: None,
        node,
        first,
        parents: false,
        distinct: false,
    }
}

/// How many of a DAG's cycle's nodes its error names before `... (N nodes)`.
const CYCLE_SHOWN: usize = 8;

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
    /// No edge twice: a node listed twice in one adjacency list is an error at its second
    /// place (`node 2 lists 5 twice`), and an edge given twice in an edge list (either way
    /// round, unless directed) at the second (`the edge 3 2 repeats the edge at line 2,
    /// column 1`), as they are read. Generation never draws a repeat (a multigraph keeps its
    /// loops); shrinking removes edges, so keeps none. A tree has no repeated edge already
    /// (the second closes a cycle): it then says the repeat's words instead.
    ///
    /// # Complexity
    /// Reading O(1) more an edge (a hash map of the edges read).
    ///
    /// # Example
    /// ```
    /// use harness::shape::{Shape, dag_lists, graph_lists, multigraph, num};
    ///
    /// let n = || num("n", "the number of nodes", 1..=9, 1..=9);
    /// let k = || num("k", "the number of neighbours", 0..=8, 0..=8);
    /// let lists = graph_lists(n(), k(), 1).distinct();
    /// let error = lists.read_all("2\n2 2 2\n2 1 1\n").unwrap_err();
    /// assert_eq!(error.to_string(), "line 2, column 5: node 1 lists 2 twice");
    /// let successors = dag_lists(n(), k(), 1).distinct();
    /// assert!(successors.read_all("3\n2 2 3\n1 3\n0\n").is_ok());
    /// let graph = multigraph(n(), num("m", "the number of edges", 0..=9, 0..=9), 1).distinct();
    /// let error = graph.read_all("3 3\n1 2\n2 3\n2 1\n").unwrap_err();
    /// assert_eq!(error.to_string(), "line 4, column 1: the edge 2 1 repeats the edge at line 2, column 1");
    /// assert_eq!(graph.describe(), "n m, then m lines x y (edges on 1..n, no edge twice)");
    /// ```
    pub fn distinct(mut self) -> Self {
        self.distinct = true;
        self
    }

    /// With distinct neighbours, an error if the edge `x y` read at `pos` was read before
    /// (`seen` holds the edges read, each where it was first read): in an adjacency list
    /// (`listed`), the same node listed twice by one node; else the same edge, either way
    /// round unless directed.
    fn check_repeat(
        &self,
        seen: &mut FxHashMap<(usize, usize), Pos>,
        (x, y): (usize, usize),
        pos: Pos,
        listed: bool,
    ) -> Result<(), InputError> {
        if !self.distinct {
            return Ok(());
        }
        let key = if listed || self.kind == Kind::Dag {
            (x, y)
        } else {
            (x.min(y), x.max(y))
        };
        let Some(&first) = seen.get(&key) else {
            seen.insert(key, pos);
            return Ok(());
        };
        let (wx, wy) = (self.written(x), self.written(y));
        let message = if listed {
            format!("node {wx} lists {wy} twice")
        } else {
            format!("the edge {wx} {wy} repeats the edge at {first}")
        };
        Err(InputError::at(pos, message))
    }

    /// `edges` without the repeats of earlier ones (either way round unless `directed`), the
    /// first of each kept in order.
    fn without_repeats(edges: Vec<(usize, usize)>, directed: bool) -> Vec<(usize, usize)> {
        let mut seen = FxHashSet::default();
        let key = |(x, y): (usize, usize)| {
            if directed {
                (x, y)
            } else {
                (x.min(y), x.max(y))
            }
        };
        edges
            .into_iter()
            .filter(|&edge| seen.insert(key(edge)))
            .collect()
    }

    /// Draws random edges on `n` nodes, none repeating one of `edges` (either way round), until
    /// there are `m` or a budget of draws is spent.
    fn add_distinct(rng: &mut Rng, n: usize, m: usize, edges: &mut Vec<(usize, usize)>) {
        let key = |(x, y): (usize, usize)| (x.min(y), x.max(y));
        let mut seen: FxHashSet<(usize, usize)> = edges.iter().map(|&edge| key(edge)).collect();
        for _ in 0..4 * m + 16 {
            if edges.len() >= m {
                break;
            }
            let edge = (rng.range_usize(0..=n - 1), rng.range_usize(0..=n - 1));
            if seen.insert(key(edge)) {
                edges.push(edge);
            }
        }
    }

    /// A multigraph's edges as [`draw_multigraph`](Self::draw_multigraph) draws them, without
    /// repeats where the neighbours are distinct (topped up to `m` with new random edges as
    /// far as a budget of draws finds them).
    fn draw_edges(&self, rng: &mut Rng, n: usize, m: usize) -> Vec<(usize, usize)> {
        let edges = Self::draw_multigraph(rng, n, m);
        if !self.distinct {
            return edges;
        }
        let mut edges = Self::without_repeats(edges, false);
        Self::add_distinct(rng, n, m, &mut edges);
        rng.shuffle(&mut edges);
        edges
    }

    /// Reads an endpoint, from 0; where the input ends at it, the error says which one
    /// (`place`: `, edge 3 of m = 5`).
    fn read_node(
        &self,
        input: &mut Scanner<'_>,
        place: impl Fn() -> String,
    ) -> Result<usize, InputError> {
        let node = (self.node.read(input)).map_err(|error| error.ended_in_list(&place, &place))?;
        Ok(node - self.first)
    }

    /// Reads the count of node `x`'s list; where the input ends there, the error names the
    /// node.
    fn read_degree(
        &self,
        degree: &Num<usize>,
        input: &mut Scanner<'_>,
        x: usize,
    ) -> Result<usize, InputError> {
        let place = || format!(", for node {}", self.written(x));
        (degree.read(input)).map_err(|error| error.ended_in_list(place, place))
    }

    /// Where edge `k` (from 1) of an edge list of `count` stands: `, edge 3 of m = 5` (of
    /// `N - 1` for a tree).
    fn edge_place(&self, k: usize, count: usize) -> String {
        let name = match &self.edges {
            Some(edges) => edges.name.clone(),
            None => format!("{} - 1", self.nodes.name),
        };
        format!(", edge {k} of {name} = {count}")
    }

    /// Where entry `j` (from 1) of node `x`'s list stands: `, entry 2 of node 3's list`.
    fn entry_place(&self, j: usize, x: usize) -> String {
        format!(", entry {j} of node {}'s list", self.written(x))
    }

    /// A node as written.
    fn written(&self, node: usize) -> usize {
        node + self.first
    }

    /// The edges of a tree on `n` nodes, node 0 its root, in the shape `rng` draws, no node
    /// with more than `most` neighbours where `most` is at least 2 (or `n` at most `most` + 1):
    /// a node whose drawn parent is full hangs from the node drawn just before it, which has
    /// at most its own parent so far.
    fn draw_tree(rng: &mut Rng, n: usize, most: usize) -> Vec<(usize, usize)> {
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
        let mut neighbours = vec![0; n];
        let mut edges: Vec<(usize, usize)> = (1..n)
            .map(|i| {
                let mut up = parent(i, rng, kind);
                if neighbours[up] >= most {
                    up = i - 1;
                }
                neighbours[up] += 1;
                neighbours[i] += 1;
                let (child, up) = (label[i], label[up]);
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
        let mut edges = Self::draw_tree(rng, joined, usize::MAX);
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

    /// How many edges a DAG or a multigraph on `nodes` nodes gets: its count's `draw`, or
    /// with adjacency lists half `draw` of the degree a node.
    fn edge_count(&self, mut draw: impl FnMut(&Num<usize>) -> usize, nodes: usize) -> usize {
        match (&self.edges, &self.degree) {
            (Some(count), _) => draw(count),
            (None, Some(degree)) => nodes.saturating_mul(draw(degree)) / 2,
            (None, None) => 0,
        }
    }

    /// The most neighbours a node of an undirected graph by adjacency lists gets at `size`:
    /// the degree's judge maximum, or at [`Size::Beyond`] its largest there (no bound without
    /// adjacency lists).
    fn most_neighbours(&self, size: Size) -> usize {
        self.degree
            .as_ref()
            .map_or(usize::MAX, |degree| match size {
                Size::Beyond => *degree.beyond.end(),
                _ => *degree.judge.end(),
            })
    }

    /// How many nodes a tree of `nodes` nodes with at most `most` neighbours a node can have.
    fn fitting(nodes: usize, most: usize) -> usize {
        if most < 2 { nodes.min(most + 1) } else { nodes }
    }

    /// `edges` as undirected adjacency lists read them: each `(x, y)` with `x <= y`, in the
    /// order of x (stable).
    fn normalised(edges: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
        let mut edges: Vec<(usize, usize)> = edges
            .into_iter()
            .map(|(x, y)| (x.min(y), x.max(y)))
            .collect();
        edges.sort_by_key(|&(x, _)| x);
        edges
    }

    /// `edges` but those that would give a node of `0..n` more than `most` neighbours (a
    /// loop counts once), the earlier kept.
    fn within_degree(mut edges: Vec<(usize, usize)>, n: usize, most: usize) -> Vec<(usize, usize)> {
        let mut neighbours = vec![0; n];
        edges.retain(|&(x, y)| {
            let fits = neighbours[x] < most && neighbours[y] < most;
            if fits {
                neighbours[x] += 1;
                if x != y {
                    neighbours[y] += 1;
                }
            }
            fits
        });
        edges
    }

    /// Edges giving each of `n` nodes exactly `k` neighbours (a loop counts once): for each j
    /// in `1..=k / 2` the edges from i to i + j (mod n), two loops where that comes round to
    /// i; for an odd k, one more each: the edges from i to i + n / 2 for an even n, else a
    /// loop at every node.
    fn regular(n: usize, k: usize) -> Vec<(usize, usize)> {
        let mut edges = Vec::with_capacity(n.saturating_mul(k) / 2);
        for j in 1..=k / 2 {
            for i in 0..n {
                match (i + j % n) % n {
                    to if to == i => edges.extend([(i, i), (i, i)]),
                    to => edges.push((i, to)),
                }
            }
        }
        if k % 2 == 1 {
            if n % 2 == 0 {
                edges.extend((0..n / 2).map(|i| (i, i + n / 2)));
            } else {
                edges.extend((0..n).map(|i| (i, i)));
            }
        }
        edges
    }

    /// Reads an undirected graph or tree by adjacency lists: each node's list, then whether
    /// every edge between two nodes is listed at both ends as often, then (a tree) whether
    /// the edges form a tree.
    fn read_lists(
        &self,
        degree: &Num<usize>,
        input: &mut Scanner<'_>,
    ) -> Result<Graph, InputError> {
        let nodes = self.nodes.read(input)?;
        // Where each node's list starts, and each entry: its node, the node listed, its place.
        let mut starts = Vec::with_capacity(nodes.min(1 << 16));
        let (mut entries, mut seen) = (Vec::new(), FxHashMap::default());
        for x in 0..nodes {
            starts.push(input.next_pos());
            for j in 1..=self.read_degree(degree, input, x)? {
                let pos = input.next_pos();
                let y = self.read_node(input, || self.entry_place(j, x))?;
                self.check_repeat(&mut seen, (x, y), pos, true)?;
                entries.push((x, y, pos));
            }
        }
        self.check_mirrors(&entries)?;
        let (edges, places): (Vec<_>, Vec<_>) = entries
            .into_iter()
            .filter(|&(x, y, _)| x <= y)
            .map(|(x, y, pos)| ((x, y), pos))
            .unzip();
        if self.kind == Kind::Tree {
            let mut joined = Joined::new(nodes);
            for (&(x, y), &pos) in edges.iter().zip(&places) {
                self.tree_edge(&mut joined, x, y, pos)?;
            }
            if let Some(apart) = (1..nodes).find(|&node| joined.root(node) != joined.root(0)) {
                let n = &self.nodes.name;
                let tree_edges = match nodes - 1 {
                    1 => "1 edge".to_string(),
                    count => format!("{count} edges"),
                };
                let (node, root, given) = (self.written(apart), self.written(0), edges.len());
                let message = format!(
                    "node {node} is not joined to node {root}: \
                     a tree on {n} = {nodes} nodes has {tree_edges}, the lists give {given}"
                );
                return Err(InputError::at(starts[apart], message));
            }
        }
        Ok(Graph { nodes, edges })
    }

    /// Whether every entry `(x, y, place)` with `x != y` has its mirror, y listing x as often
    /// as x lists y; if not, an error at the first entry in the input past the other list's
    /// count.
    fn check_mirrors(&self, entries: &[(usize, usize, Pos)]) -> Result<(), InputError> {
        let mut listed: FxHashMap<(usize, usize), usize> = FxHashMap::default();
        for &(x, y, _) in entries.iter().filter(|(x, y, _)| x != y) {
            *listed.entry((x, y)).or_default() += 1;
        }
        let mut seen: FxHashMap<(usize, usize), usize> = FxHashMap::default();
        for &(x, y, pos) in entries.iter().filter(|(x, y, _)| x != y) {
            let at = seen.entry((x, y)).or_default();
            *at += 1;
            let mirrored = listed.get(&(y, x)).copied().unwrap_or(0);
            if *at <= mirrored {
                continue;
            }
            let times = |count: usize| match count {
                1 => String::new(),
                2 => " twice".to_string(),
                _ => format!(" {count} times"),
            };
            let (wx, wy, count) = (self.written(x), self.written(y), listed[&(x, y)]);
            let message = if mirrored == 0 {
                format!(
                    "node {wx} lists {wy}{}, but node {wy} does not list {wx}",
                    times(count)
                )
            } else {
                let once = |count: usize| match count {
                    1 => " once".to_string(),
                    _ => times(count),
                };
                format!(
                    "node {wx} lists {wy}{}, node {wy} lists {wx}{}",
                    once(count),
                    once(mirrored)
                )
            };
            return Err(InputError::at(pos, message));
        }
        Ok(())
    }

    /// The edges of a tree on `n` nodes as `(parent, node)` for the nodes `1..n` in order,
    /// rooted at node 0 (found by a search from it).
    fn as_parents(n: usize, edges: &[(usize, usize)]) -> Vec<(usize, usize)> {
        let mut neighbours = vec![Vec::new(); n];
        for &(x, y) in edges {
            neighbours[x].push(y);
            neighbours[y].push(x);
        }
        let (mut parent, mut order) = (vec![usize::MAX; n], vec![0]);
        if n > 0 {
            parent[0] = 0;
        }
        while let Some(node) = order.pop() {
            for &next in &neighbours[node] {
                if parent[next] == usize::MAX {
                    parent[next] = node;
                    order.push(next);
                }
            }
        }
        (1..n).map(|node| (parent[node], node)).collect()
    }

    /// Reads a tree by parents: each node's parent after the root's, checked as it is read.
    fn read_parents(&self, input: &mut Scanner<'_>) -> Result<Graph, InputError> {
        let nodes = self.nodes.read(input)?;
        let mut joined = Joined::new(nodes);
        let mut edges = Vec::with_capacity(nodes.saturating_sub(1).min(1 << 16));
        for node in 1..nodes {
            let pos = input.next_pos();
            let place = || format!(", the parent of node {}", self.written(node));
            let parent = self.read_node(input, place)?;
            let (wp, wn) = (self.written(parent), self.written(node));
            if parent == node {
                return Err(InputError::at(pos, format!("node {wn} is its own parent")));
            }
            // The node has no parent yet, so what it is joined to hangs below it.
            if !joined.join(parent, node) {
                let message = format!(
                    "the parent {wp} of node {wn} closes a cycle: {wp} already hangs below {wn}"
                );
                return Err(InputError::at(pos, message));
            }
            edges.push((parent, node));
        }
        Ok(Graph { nodes, edges })
    }

    /// Adds the edge `x y`, read at `pos`, to a tree being read: an error there if it is a
    /// loop or closes a cycle.
    fn tree_edge(
        &self,
        joined: &mut Joined,
        x: usize,
        y: usize,
        pos: Pos,
    ) -> Result<(), InputError> {
        let (wx, wy) = (self.written(x), self.written(y));
        if x == y {
            let message = format!("the edge {wx} {wy} joins node {wx} to itself");
            return Err(InputError::at(pos, message));
        }
        if !joined.join(x, y) {
            let message =
                format!("the edge {wx} {wy} closes a cycle: {wx} and {wy} are joined already");
            return Err(InputError::at(pos, message));
        }
        Ok(())
    }

    /// Writes an undirected graph as adjacency lists: per node its neighbours below it (in
    /// the order of their edges), then the other ends of its own edges in order.
    fn write_lists(&self, degree: &Num<usize>, graph: &Graph, out: &mut Text) {
        out.end_line();
        let mut lists = vec![Vec::new(); graph.nodes];
        let ends = || graph.edges.iter().map(|&(x, y)| (x.min(y), x.max(y)));
        for (x, y) in ends().filter(|(x, y)| x != y) {
            lists[y].push(x);
        }
        for (x, y) in ends() {
            lists[x].push(y);
        }
        for list in &lists {
            degree.write(&list.len(), out);
            for &node in list {
                self.node.write(&self.written(node), out);
            }
            out.end_line();
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
        let mut seen = FxHashSet::default();
        let distinct = self.distinct;
        let mut add = |edges: &mut Vec<(usize, usize)>, (from, to): (usize, usize)| {
            if out[from] < most_out && (!distinct || seen.insert((from, to))) {
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
        let (mut edges, mut places, mut seen) = (Vec::new(), Vec::new(), FxHashMap::default());
        // An edge `x y`, or the successor of `from` (with its place in the list): `place` says
        // which, where the input ends.
        let mut edge = |input: &mut Scanner<'_>,
                        from: Option<usize>,
                        place: &dyn Fn() -> String|
         -> Result<(), InputError> {
            let pos = input.next_pos();
            let x = match from {
                Some(from) => from,
                None => self.read_node(input, place)?,
            };
            let y = self.read_node(input, place)?;
            self.check_repeat(&mut seen, (x, y), pos, from.is_some())?;
            edges.push((x, y));
            places.push(pos);
            Ok(())
        };
        match (&self.edges, &self.degree) {
            (Some(count), _) => {
                let count = count.read(input)?;
                for k in 1..=count {
                    edge(input, None, &|| self.edge_place(k, count))?;
                }
            }
            (None, Some(degree)) => {
                for from in 0..nodes {
                    for j in 1..=self.read_degree(degree, input, from)? {
                        edge(input, Some(from), &|| self.entry_place(j, from))?;
                    }
                }
            }
            (None, None) => unreachable!("a DAG has a count of edges or of successors"),
        }
        let graph = grundy::Digraph::from_edges(nodes, &edges);
        let Err(cycle) = grundy::topological_order(&graph) else {
            return Ok(Graph { nodes, edges });
        };
        // Reported at the last of the cycle's edges read: where the input became cyclic. One
        // pass over the edges from the last, each looked up among the cycle's.
        let closing: FxHashSet<(usize, usize)> = (0..cycle.len())
            .map(|k| (cycle[k], cycle[(k + 1) % cycle.len()]))
            .collect();
        let last_read = edges
            .iter()
            .rposition(|edge| closing.contains(edge))
            .expect("every edge of the cycle was read");
        let (x, y) = edges[last_read];
        let from = cycle
            .iter()
            .position(|&v| v == y)
            .expect("the closing edge is on the cycle");
        let message = format!(
            "the edge {} {} closes a cycle: {}",
            self.written(x),
            self.written(y),
            self.cycle_words(&cycle, from)
        );
        Err(InputError::at(places[last_read], message))
    }

    /// The nodes of `cycle` (each an edge to the next, the last to the first) as written, from
    /// `cycle[from]` on: all of them and back to the first when at most [`CYCLE_SHOWN`], else
    /// the first [`CYCLE_SHOWN`] and the cycle's length, so that a cycle through 10^5 nodes
    /// stays a readable line: `1 -> 2 -> ... -> 8 -> ... (100000 nodes)`.
    fn cycle_words(&self, cycle: &[usize], from: usize) -> String {
        let walk = cycle[from..].iter().chain(&cycle[..from]);
        let shown = walk.take(CYCLE_SHOWN).map(|&v| self.written(v).to_string());
        let mut words = shown.collect::<Vec<_>>().join(" -> ");
        if cycle.len() <= CYCLE_SHOWN {
            words.push_str(&format!(" -> {}", self.written(cycle[from])));
        } else {
            words.push_str(&format!(" -> ... ({} nodes)", cycle.len()));
        }
        words
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
        if let Some(degree) = &self.degree {
            return self.read_lists(degree, input);
        }
        if self.parents {
            return self.read_parents(input);
        }
        let nodes = self.nodes.read(input)?;
        let count = match &self.edges {
            Some(edges) => edges.read(input)?,
            None => nodes.saturating_sub(1),
        };
        let mut joined = (self.kind == Kind::Tree).then(|| Joined::new(nodes));
        let mut edges = Vec::with_capacity(count.min(1 << 16));
        let mut seen = FxHashMap::default();
        for k in 1..=count {
            let pos = input.next_pos();
            let x = self.read_node(input, || self.edge_place(k, count))?;
            let y = self.read_node(input, || self.edge_place(k, count))?;
            self.check_repeat(&mut seen, (x, y), pos, false)?;
            if let Some(joined) = &mut joined {
                self.tree_edge(joined, x, y, pos)?;
            }
            edges.push((x, y));
        }
        Ok(Graph { nodes, edges })
    }

    fn write(&self, graph: &Graph, out: &mut Text) {
        self.nodes.write(&graph.nodes, out);
        if self.parents {
            out.end_line();
            for (parent, _) in Self::as_parents(graph.nodes, &graph.edges) {
                self.node.write(&self.written(parent), out);
            }
            out.end_line();
            return;
        }
        if let Some(degree) = self.degree.as_ref().filter(|_| self.kind != Kind::Dag) {
            return self.write_lists(degree, graph, out);
        }
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
        let mut nodes = if size == Size::Judge && rng.chance(1, 2) {
            self.nodes.most(rng)
        } else {
            self.nodes.generate(rng, size)
        };
        let most = self.most_neighbours(size);
        let edges = match (self.kind, &self.edges) {
            (Kind::Tree, _) if self.degree.is_some() => {
                nodes = Self::fitting(nodes, most);
                self.count.set(nodes as u64);
                Self::normalised(Self::draw_tree(rng, nodes, most))
            }
            (Kind::Tree, _) if self.parents => {
                Self::as_parents(nodes, &Self::draw_tree(rng, nodes, most))
            }
            (Kind::Tree, _) => Self::draw_tree(rng, nodes, most),
            (Kind::Multigraph, Some(count)) => {
                let m = count.generate(rng, size);
                self.draw_edges(rng, nodes, m)
            }
            (Kind::Multigraph, None) => {
                let m = self.edge_count(|degree| degree.generate(rng, size), nodes);
                let edges = self.draw_edges(rng, nodes, m.min(nodes.saturating_mul(most)));
                Self::normalised(Self::within_degree(edges, nodes, most))
            }
            (Kind::Dag, _) => {
                let m = self.edge_count(|count| count.generate(rng, size), nodes);
                self.draw_dag(rng, nodes, m)
            }
        };
        Graph { nodes, edges }
    }

    /// A path of the most nodes (the deepest tree), or the most edges on the most nodes; by
    /// undirected adjacency lists, each of the most nodes with the degree's judge maximum.
    fn most(&self, rng: &mut Rng) -> Graph {
        let mut nodes = self.nodes.most(rng);
        let edges = match (self.kind, &self.edges) {
            (Kind::Tree, _) => {
                nodes = Self::fitting(nodes, self.most_neighbours(Size::Judge));
                self.count.set(nodes as u64);
                (1..nodes).map(|i| (i - 1, i)).collect()
            }
            (Kind::Multigraph, None) => {
                let degree = self
                    .degree
                    .as_ref()
                    .expect("a multigraph has a count of edges or of neighbours");
                let edges = Self::regular(nodes, degree.most(rng));
                let edges = if self.distinct {
                    Self::without_repeats(edges, false)
                } else {
                    edges
                };
                Self::normalised(edges)
            }
            (Kind::Dag, _) => {
                let m = self.edge_count(|count| count.most(rng), nodes);
                self.draw_dag(rng, nodes, m)
            }
            (Kind::Multigraph, Some(count)) => {
                let m = count.most(rng);
                self.draw_edges(rng, nodes, m)
            }
        };
        Graph { nodes, edges }
    }

    fn shrink(&self, graph: &Graph, each: &mut dyn FnMut(Graph) -> bool) -> bool {
        let least = *self.nodes.accepts.start();
        if self.kind == Kind::Tree {
            for dropped in Self::largest_subtrees(graph, 32) {
                let mut left = Self::without(graph, &dropped);
                if self.parents {
                    left.edges = Self::as_parents(left.nodes, &left.edges);
                }
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
        // Out-degrees in a DAG; in a graph or tree, each end's list (a loop counts once).
        let degrees_within = |k: &Num<usize>| {
            let mut listed = vec![0; graph.nodes];
            for &(x, y) in &graph.edges {
                listed[x] += 1;
                if self.kind != Kind::Dag && x != y {
                    listed[y] += 1;
                }
            }
            listed.iter().all(|d| k.within_judge(d))
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
        // A tree never repeats an edge: only other graphs say they do not.
        let twice = if self.distinct && self.kind != Kind::Tree {
            ", no edge twice"
        } else {
            ""
        };
        let range = format!("{}..{last}{twice}", self.first);
        match (self.kind, &self.edges, &self.degree) {
            (Kind::Dag, None, Some(degree)) => {
                let k = &degree.name;
                format!("{n}, then {n} lines {k} and {k} successors (a DAG on {range})")
            }
            (kind, None, Some(degree)) => {
                let k = &degree.name;
                let what = if kind == Kind::Tree {
                    "a tree"
                } else {
                    "edges"
                };
                format!(
                    "{n}, then {n} lines {k} and {k} neighbours \
                     (each edge at both ends; {what} on {range})"
                )
            }
            (Kind::Tree, ..) if self.parents => {
                let (root, after) = (self.first, self.first + 1);
                format!(
                    "{n}, then {n} - 1 numbers, the parents of nodes {after}..{last} \
                     (a tree on {range} rooted at {root})"
                )
            }
            (Kind::Tree, ..) => format!("{n}, then {n} - 1 lines x y (a tree on {range})"),
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
            "unexpected end of input: expected a node, edge 2 of N - 1 = 2"
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
            "line 4, column 1: the edge 3 2 closes a cycle: 2 -> 3 -> 2"
        );
        assert_eq!(
            error("2 1\n2 2\n"),
            "line 2, column 1: the edge 2 2 closes a cycle: 2 -> 2"
        );
        let lists = dag_lists(
            nodes(10),
            num("k", "the number of successors", 0..=9, 0..=9),
            1,
        );
        let error = lists.read_all("3\n1 2\n1 3\n1 1\n").unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 4, column 3: the edge 3 1 closes a cycle: 1 -> 2 -> 3 -> 1"
        );
        assert_eq!(
            lists.describe(),
            "N, then N lines k and k successors (a DAG on 1..N)"
        );
    }

    #[test]
    fn a_cycle_through_a_hundred_thousand_nodes_is_named_at_its_last_edge_read() {
        const N: usize = 100_000;
        // By lists: node i's one successor is i + 1, and the last node's is node 1.
        let lists = dag_lists(
            nodes(N),
            num("k", "the number of successors", 0..=1, 0..=1),
            1,
        );
        let mut text = format!("{N}\n");
        for node in 1..=N {
            text.push_str(&format!("1 {}\n", node % N + 1));
        }
        let error = lists.read_all(&text).unwrap_err();
        assert_eq!(error.pos(), Some(Pos::new(N + 1, 3)));
        assert_eq!(
            error.to_string(),
            format!(
                "line {}, column 3: the edge {N} 1 closes a cycle: \
                 1 -> 2 -> 3 -> 4 -> 5 -> 6 -> 7 -> 8 -> ... ({N} nodes)",
                N + 1
            )
        );
        // By edges, in reverse, then one edge off the cycle: the cycle closes at its last edge
        // read, the line before the last.
        let edges = num("m", "the number of edges", 0..=N + 1, 0..=N + 1);
        let shape = dag(nodes(N + 1), edges, 1);
        let mut text = format!("{} {}\n", N + 1, N + 1);
        for node in (1..=N).rev() {
            text.push_str(&format!("{node} {}\n", node % N + 1));
        }
        text.push_str(&format!("{N} {}\n", N + 1));
        let error = shape.read_all(&text).unwrap_err();
        assert_eq!(error.pos(), Some(Pos::new(N + 1, 1)));
        assert!(
            error
                .to_string()
                .ends_with(": the edge 1 2 closes a cycle: 2 -> 3 -> 4 -> 5 -> 6 -> 7 -> 8 -> 9 -> ... (100000 nodes)"),
            "{error}"
        );
    }

    #[test]
    fn a_cycle_of_up_to_eight_nodes_is_named_whole_and_a_longer_one_by_its_first_eight_and_length()
    {
        let m = num("m", "the number of edges", 0..=20, 0..=20);
        let shape = dag(nodes(20), m, 1);
        // A ring 1 -> 2 -> .. -> k -> 1 read from node 3 on: the edge 2 3 closes it, last.
        let ring = |k: usize| {
            let mut text = format!("{k} {k}\n");
            for node in (3..=k).chain(1..=2) {
                text.push_str(&format!("{node} {}\n", node % k + 1));
            }
            shape.read_all(&text).unwrap_err().to_string()
        };
        assert_eq!(
            ring(8),
            "line 9, column 1: the edge 2 3 closes a cycle: 3 -> 4 -> 5 -> 6 -> 7 -> 8 -> 1 -> 2 -> 3"
        );
        assert_eq!(
            ring(9),
            "line 10, column 1: the edge 2 3 closes a cycle: \
             3 -> 4 -> 5 -> 6 -> 7 -> 8 -> 9 -> 1 -> ... (9 nodes)"
        );
    }

    #[test]
    fn a_remembered_number_of_nodes_bounds_the_numbers_after_the_graph_as_drawn() {
        // At most one neighbour a node: a tree of the lists has at most 2 nodes, whatever the
        // number drawn; the node after it must stay within the nodes the tree has.
        let n = earlier("n");
        let count = num("n", "the number of nodes", 1..=9, 1..=9).remembered(&n);
        let tree = tree_lists(count, neighbours(1), 1);
        let node = num::<usize>("v", "a node", 1..=9, 1..=9).at_most(&n);
        let shape = crate::shape::setup_then(
            tree,
            crate::shape::list(num("q", "the number of queries", 1..=3, 1..=3), node),
        );
        for size in Size::ALL {
            for seed in 0..100 {
                let value = shape.generate(&mut Rng::new(seed), size);
                let nodes = value.setup.nodes;
                assert!(value.queries.iter().all(|&v| v <= nodes), "{value:?}");
                assert_eq!(shape.read_all(&shape.text(&value)), Ok(value.clone()));
            }
        }
        let most = shape.most(&mut Rng::new(0));
        assert!(most.queries.iter().all(|&v| v <= most.setup.nodes));
        let error = shape.read_all("2\n1 2\n1 1\n1\n3\n").unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"line 5, column 1: expected a node at most n = 2, found "3""#
        );
    }

    #[test]
    fn an_end_of_input_inside_a_graph_names_the_edge_or_the_list_it_expected() {
        let m = || num("m", "the number of edges", 0..=9, 0..=9);
        let k = || num("k", "the number of successors", 0..=9, 0..=9);
        let end = |shape: &GraphShape, text: &str| shape.read_all(text).unwrap_err().to_string();
        assert_eq!(
            end(&dag(nodes(9), m(), 1), "3 3\n1 2\n2 3\n1"),
            "unexpected end of input: expected a node, edge 3 of m = 3"
        );
        assert_eq!(
            end(&multigraph(nodes(9), m(), 1), "3 2\n1 2\n"),
            "unexpected end of input: expected a node, edge 2 of m = 2"
        );
        assert_eq!(
            end(&dag_lists(nodes(9), k(), 1), "3\n2 2 3\n2 3"),
            "unexpected end of input: expected a node, entry 2 of node 2's list"
        );
        assert_eq!(
            end(&graph_lists(nodes(9), k(), 1), "3\n1 2\n1 1\n"),
            "unexpected end of input: expected the number of successors, for node 3"
        );
        // A graph in a list of cases: where the case stands, too.
        let cases = crate::shape::list(
            num("T", "the number of cases", 1..=3, 1..=3),
            tree(nodes(9), 1),
        );
        assert_eq!(
            cases
                .read_all("2\n2\n1 2\n3\n1 2\n")
                .unwrap_err()
                .to_string(),
            "unexpected end of input: expected a node, edge 2 of N - 1 = 2, in item 2 of T = 2"
        );
    }

    /// Whether `graph` gives an edge twice (either way round unless `directed`).
    fn repeats(graph: &Graph, directed: bool) -> bool {
        let distinct = GraphShape::without_repeats(graph.edges.clone(), directed);
        distinct.len() != graph.edges.len()
    }

    #[test]
    fn distinct_neighbours_are_never_drawn_twice_nor_shrunk_into_a_repeat() {
        let edges = || num("m", "the number of edges", 0..=40, 0..=40).tiny(0..=6);
        let degree = || num("k", "the number of neighbours", 0..=6, 0..=6).tiny(0..=3);
        let shapes = [
            (
                multigraph(nodes(12).tiny(1..=4), edges(), 1).distinct(),
                false,
            ),
            (dag(nodes(12).tiny(1..=4), edges(), 1).distinct(), true),
            (
                dag_lists(nodes(12).tiny(1..=4), degree(), 0).distinct(),
                true,
            ),
            (
                graph_lists(nodes(12).tiny(1..=4), degree(), 1).distinct(),
                false,
            ),
        ];
        for (shape, directed) in &shapes {
            for size in Size::ALL {
                for seed in 0..150 {
                    let graph = shape.generate(&mut Rng::new(seed), size);
                    assert!(!repeats(&graph, *directed), "{size} {seed}: {graph:?}");
                    let text = shape.text(&graph);
                    assert_eq!(shape.read_all(&text), Ok(graph.clone()), "{text}");
                    for smaller in shape.shrunk(&graph) {
                        assert!(!repeats(&smaller, *directed), "{smaller:?}");
                    }
                }
            }
            let most = shape.most(&mut Rng::new(3));
            assert!(!repeats(&most, *directed), "{most:?}");
        }
        // Without the option, repeats are drawn.
        let plain = multigraph(nodes(12).tiny(1..=4), edges(), 1);
        let drawn = (0..100).map(|seed| plain.generate(&mut Rng::new(seed), Size::Small));
        assert!(drawn.into_iter().any(|graph| repeats(&graph, false)));
    }

    #[test]
    fn a_repeated_neighbour_is_an_error_at_its_second_place() {
        let m = || num("m", "the number of edges", 0..=9, 0..=9);
        let k = || num("k", "the number of successors", 0..=9, 0..=9);
        let error = |shape: &GraphShape, text: &str| shape.read_all(text).unwrap_err().to_string();
        let dag = dag(nodes(9), m(), 1).distinct();
        assert_eq!(
            error(&dag, "3 3\n1 2\n2 3\n1 2\n"),
            "line 4, column 1: the edge 1 2 repeats the edge at line 2, column 1"
        );
        // Directed: the other way round is another edge (here it closes a cycle).
        assert_eq!(
            error(&dag, "2 2\n1 2\n2 1\n"),
            "line 3, column 1: the edge 2 1 closes a cycle: 1 -> 2 -> 1"
        );
        let lists = dag_lists(nodes(9), k(), 1).distinct();
        assert_eq!(
            error(&lists, "3\n3 2 3 2\n0\n0\n"),
            "line 2, column 7: node 1 lists 2 twice"
        );
        let multigraph = multigraph(nodes(9), m(), 0).distinct();
        assert!(
            multigraph.read_all("2 2\n0 0\n0 1\n").is_ok(),
            "a loop is no repeat"
        );
        let tree = tree(nodes(9), 1).distinct();
        assert_eq!(
            error(&tree, "3\n1 2\n2 1\n"),
            "line 3, column 1: the edge 2 1 repeats the edge at line 2, column 1"
        );
        assert_eq!(tree.describe(), "N, then N - 1 lines x y (a tree on 1..N)");
    }

    fn neighbours(most: usize) -> Num<usize> {
        num("k", "the number of neighbours", 0..=most, 0..=most)
    }

    /// How many entries each node's adjacency list has (a loop counts once).
    fn degrees(graph: &Graph) -> Vec<usize> {
        let mut degree = vec![0; graph.nodes];
        for &(x, y) in &graph.edges {
            degree[x] += 1;
            if x != y {
                degree[y] += 1;
            }
        }
        degree
    }

    /// Whether `graph` is in the form undirected adjacency lists read: nodes in range, each
    /// edge `(x, y)` with `x <= y`, in the order of x.
    fn normalised(graph: &Graph) -> bool {
        graph.edges.iter().all(|&(x, y)| x <= y && y < graph.nodes)
            && graph.edges.is_sorted_by_key(|&(x, _)| x)
    }

    #[test]
    fn generated_graph_lists_are_normalised_within_the_degree_and_read_back_at_every_size() {
        let degree = || neighbours(6).tiny(0..=3);
        let shapes = [
            graph_lists(nodes(30).tiny(1..=5), degree(), 1),
            graph_lists(nodes(30).tiny(1..=5), degree(), 0),
        ];
        let (mut loops, mut parallel) = (0, 0);
        for shape in &shapes {
            for size in Size::ALL {
                for seed in 0..150 {
                    let graph = shape.generate(&mut Rng::new(seed), size);
                    assert!(normalised(&graph), "{size} {seed}: {graph:?}");
                    assert!(degrees(&graph).iter().all(|&d| d <= 6), "{graph:?}");
                    assert!(shape.within_judge(&graph), "{size} {seed}: {graph:?}");
                    loops += graph.edges.iter().filter(|(x, y)| x == y).count();
                    parallel += graph.edges.windows(2).filter(|w| w[0] == w[1]).count();
                    assert_eq!(shape.read_all(&shape.text(&graph)), Ok(graph.clone()));
                    for smaller in shape.shrunk(&graph) {
                        assert!(normalised(&smaller) && smaller.nodes >= 1, "{smaller:?}");
                        assert!(
                            smaller.edges.len() + smaller.nodes < graph.edges.len() + graph.nodes
                        );
                        assert_eq!(shape.read_all(&shape.text(&smaller)), Ok(smaller));
                    }
                }
            }
            let most = shape.most(&mut Rng::new(0));
            assert_eq!(most.nodes, 30);
            assert!(normalised(&most) && degrees(&most).iter().all(|&d| d == 6));
            assert_eq!(shape.read_all(&shape.text(&most)), Ok(most));
        }
        assert!(
            loops > 0 && parallel > 0,
            "{loops} loops, {parallel} parallel edges"
        );
    }

    #[test]
    fn the_judges_largest_graph_by_lists_gives_every_node_the_most_neighbours() {
        for n in 1..=7 {
            for k in 0..=9 {
                let edges = GraphShape::regular(n, k);
                let graph = Graph { nodes: n, edges };
                assert_eq!(degrees(&graph), vec![k; n], "{n} nodes, degree {k}");
            }
        }
    }

    #[test]
    fn generated_tree_lists_are_trees_within_the_degree_read_back_and_shrink_to_trees() {
        for (most, first) in [(3, 1), (199, 0), (1, 1)] {
            let shape = tree_lists(
                nodes(200).tiny(1..=6).small(1..=50),
                neighbours(most),
                first,
            );
            for size in Size::ALL {
                for seed in 0..100 {
                    let graph = shape.generate(&mut Rng::new(seed), size);
                    assert!(
                        is_tree(&graph) && normalised(&graph),
                        "{size} {seed}: {graph:?}"
                    );
                    assert!(degrees(&graph).iter().all(|&d| d <= most), "{graph:?}");
                    assert_eq!(shape.read_all(&shape.text(&graph)), Ok(graph.clone()));
                    if size == Size::Small {
                        for smaller in shape.shrunk(&graph) {
                            assert!(is_tree(&smaller) && normalised(&smaller));
                            assert!(smaller.nodes < graph.nodes);
                            assert_eq!(shape.read_all(&shape.text(&smaller)), Ok(smaller));
                        }
                    }
                }
            }
            let path = shape.most(&mut Rng::new(0));
            assert!(is_tree(&path) && normalised(&path));
            assert_eq!(path.nodes, if most < 2 { most + 1 } else { 200 });
        }
    }

    #[test]
    fn a_listing_without_its_mirror_is_named_at_the_first_entry_past_the_other_lists_count() {
        let shape = graph_lists(nodes(10), neighbours(9), 1);
        let error = |text: &str| shape.read_all(text).unwrap_err().to_string();
        // The later list lists a node the earlier one does not, or once more.
        assert_eq!(
            error("3\n1 2\n1 1\n1 2\n"),
            "line 4, column 3: node 3 lists 2, but node 2 does not list 3"
        );
        assert_eq!(
            error("2\n1 2\n2 1 1\n"),
            "line 3, column 5: node 2 lists 1 twice, node 1 lists 2 once"
        );
        // The earlier list lists a node the later one does not, or once more.
        assert_eq!(
            error("3\n2 2 3\n1 1\n0\n"),
            "line 2, column 5: node 1 lists 3, but node 3 does not list 1"
        );
        assert_eq!(
            error("2\n2 2 2\n1 1\n"),
            "line 2, column 5: node 1 lists 2 twice, node 2 lists 1 once"
        );
        assert_eq!(
            error("2\n3 2 2 2\n0\n"),
            "line 2, column 3: node 1 lists 2 3 times, but node 2 does not list 1"
        );
        // Of several, the first in the input; a node out of range is found as it is read.
        assert_eq!(
            error("4\n1 2\n1 1\n1 4\n0\n"),
            "line 4, column 3: node 3 lists 4, but node 4 does not list 3"
        );
        assert_eq!(
            error("2\n1 3\n1 1\n"),
            r#"line 2, column 3: expected a node at most N = 2, found "3""#
        );
        assert_eq!(
            error("2\n10 1 1 1 1 1 1 1 1 1 1\n"),
            r#"line 2, column 1: expected the number of neighbours in 0..=9, found "10""#
        );
        // A loop is listed once, at its node, and needs no mirror.
        let loops = shape.read_all("2\n2 1 2\n2 2 1\n");
        assert_eq!(
            loops,
            Ok(Graph {
                nodes: 2,
                edges: vec![(0, 0), (0, 1), (1, 1)]
            })
        );
        assert_eq!(shape.text(&loops.unwrap()), "2\n2 1 2\n2 1 2\n");
    }

    #[test]
    fn undirected_lists_count_from_0_or_1_and_write_back_any_graph_in_their_form() {
        let zero = graph_lists(nodes(10), neighbours(9), 0);
        let graph = zero.read_all("3\n2 2 1\n1 0\n1 0\n").unwrap();
        assert_eq!(graph.edges, [(0, 2), (0, 1)]);
        assert_eq!(zero.text(&graph), "3\n2 2 1\n1 0\n1 0\n");
        assert_eq!(
            zero.read_all("3\n1 2\n0\n0\n").unwrap_err().to_string(),
            "line 2, column 3: node 0 lists 2, but node 2 does not list 0"
        );
        assert_eq!(
            zero.read_all("2\n1 2\n0\n").unwrap_err().to_string(),
            r#"line 2, column 3: expected a node below N = 2, found "2""#
        );
        // Edges either end first and in any order come back as lists read them.
        let loose = Graph {
            nodes: 3,
            edges: vec![(1, 0), (2, 2), (0, 1), (2, 1)],
        };
        let one = graph_lists(nodes(10), neighbours(9), 1);
        assert_eq!(one.text(&loose), "3\n2 2 2\n3 1 1 3\n2 2 3\n");
        let read = one.read_all(&one.text(&loose)).unwrap();
        assert_eq!(read.edges, [(0, 1), (0, 1), (1, 2), (2, 2)]);
    }

    #[test]
    fn a_tree_by_lists_is_rejected_where_its_edge_is_first_read() {
        let shape = tree_lists(nodes(10), neighbours(9), 1);
        let error = |text: &str| shape.read_all(text).unwrap_err().to_string();
        assert_eq!(
            error("2\n2 1 2\n1 1\n"),
            "line 2, column 3: the edge 1 1 joins node 1 to itself"
        );
        assert_eq!(
            error("3\n2 2 3\n2 1 3\n2 1 2\n"),
            "line 3, column 5: the edge 2 3 closes a cycle: 2 and 3 are joined already"
        );
        assert_eq!(
            error("3\n2 2 2\n3 1 1 3\n1 2\n"),
            "line 2, column 5: the edge 1 2 closes a cycle: 1 and 2 are joined already"
        );
        assert_eq!(
            error("3\n1 2\n1 1\n0\n"),
            "line 4, column 1: node 3 is not joined to node 1: \
             a tree on N = 3 nodes has 2 edges, the lists give 1"
        );
        assert_eq!(
            error("2\n0\n0\n"),
            "line 3, column 1: node 2 is not joined to node 1: \
             a tree on N = 2 nodes has 1 edge, the lists give 0"
        );
        // The lists must agree before they are a tree.
        assert_eq!(
            error("3\n1 2\n2 1 3\n2 1 2\n"),
            "line 4, column 3: node 3 lists 1, but node 1 does not list 3"
        );
        let zero = tree_lists(nodes(10), neighbours(9), 0);
        let star = zero.read_all("4\n1 1\n3 0 3 2\n1 1\n1 1\n");
        assert_eq!(
            star,
            Ok(Graph {
                nodes: 4,
                edges: vec![(0, 1), (1, 3), (1, 2)]
            })
        );
        assert_eq!(zero.text(&star.unwrap()), "4\n1 1\n3 0 3 2\n1 1\n1 1\n");
        assert_eq!(
            zero.read_all("3\n2 1 2\n2 0 2\n2 0 1\n")
                .unwrap_err()
                .to_string(),
            "line 3, column 5: the edge 1 2 closes a cycle: 1 and 2 are joined already"
        );
        assert_eq!(
            zero.read_all("1\n0\n"),
            Ok(Graph {
                nodes: 1,
                edges: vec![]
            })
        );
    }

    #[test]
    fn undirected_lists_say_their_words_and_bound_each_degree_at_the_judge() {
        let degree = num("k", "the number of neighbours", 0..=2, 0..=5);
        let shape = tree_lists(nodes(10), degree, 1);
        assert_eq!(
            shape.describe(),
            "N, then N lines k and k neighbours (each edge at both ends; a tree on 1..N)"
        );
        let mut limits = Vec::new();
        shape.limits(&mut limits);
        let names: Vec<&str> = limits.iter().map(|limit| limit.name.as_str()).collect();
        assert_eq!(names, ["N", "k"]);
        let path = Graph {
            nodes: 4,
            edges: vec![(0, 1), (1, 2), (2, 3)],
        };
        let star = Graph {
            nodes: 4,
            edges: vec![(0, 1), (0, 2), (0, 3)],
        };
        assert!(shape.within_judge(&path) && !shape.within_judge(&star));
        let graph = graph_lists(nodes(10), num("k", "a degree", 0..=2, 0..=5), 0);
        assert_eq!(
            graph.describe(),
            "N, then N lines k and k neighbours (each edge at both ends; edges on 0..N - 1)"
        );
        // A loop counts once in its node's list, an edge once at each end.
        let looped = |loops: usize| Graph {
            nodes: 2,
            edges: [(0, 0)].repeat(loops).into_iter().chain([(0, 1)]).collect(),
        };
        assert!(graph.within_judge(&looped(1)) && !graph.within_judge(&looped(2)));
    }

    #[test]
    fn trees_by_parents_are_generated_read_back_and_shrunk_as_parents_from_the_root() {
        for first in [0, 1] {
            let shape = tree_parents(nodes(300).tiny(1..=6).small(1..=40), first);
            for size in Size::ALL {
                for seed in 0..150 {
                    let graph = shape.generate(&mut Rng::new(seed), size);
                    assert!(is_tree(&graph), "{size} {seed}: {graph:?}");
                    let children: Vec<usize> = graph.edges.iter().map(|&(_, c)| c).collect();
                    assert_eq!(children, (1..graph.nodes).collect::<Vec<_>>());
                    assert_eq!(shape.read_all(&shape.text(&graph)), Ok(graph.clone()));
                    for smaller in shape.shrunk(&graph) {
                        assert!(is_tree(&smaller) && smaller.nodes < graph.nodes);
                        assert_eq!(shape.read_all(&shape.text(&smaller)), Ok(smaller));
                    }
                }
            }
            let most = shape.most(&mut Rng::new(0));
            assert_eq!(shape.read_all(&shape.text(&most)), Ok(most));
        }
    }

    #[test]
    fn a_tree_by_parents_rejects_its_own_parent_a_cycle_and_a_node_out_of_range_in_place() {
        let shape = tree_parents(nodes(10), 1);
        let error = |text: &str| shape.read_all(text).unwrap_err().to_string();
        assert_eq!(
            error("3\n1 3\n"),
            "line 2, column 3: node 3 is its own parent"
        );
        assert_eq!(
            error("4\n3 4 2\n"),
            "line 2, column 5: the parent 2 of node 4 closes a cycle: 2 already hangs below 4"
        );
        assert_eq!(
            error("3\n1 4\n"),
            r#"line 2, column 3: expected a node at most N = 3, found "4""#
        );
        assert_eq!(
            error("3\n1\n"),
            "unexpected end of input: expected a node, the parent of node 3"
        );
        assert_eq!(
            shape.read_all("1\n"),
            Ok(Graph {
                nodes: 1,
                edges: vec![]
            })
        );
        assert_eq!(
            shape.describe(),
            "N, then N - 1 numbers, the parents of nodes 2..N (a tree on 1..N rooted at 1)"
        );
        let zero = tree_parents(nodes(10), 0);
        assert_eq!(zero.read_all("3\n0 1\n").unwrap().edges, [(0, 1), (1, 2)]);
        assert_eq!(
            zero.describe(),
            "N, then N - 1 numbers, the parents of nodes 1..N - 1 (a tree on 0..N - 1 rooted at 0)"
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
