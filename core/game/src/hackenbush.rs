//! Green Hackenbush on rooted graphs: the colon principle on trees, the fusion principle on any
//! multigraph, the cut that leaves a wanted value, and the real rules for the referee.
//!
//! # The game
//! An undirected multigraph on the nodes `0..n` (self-loops and parallel edges allowed), one of
//! whose nodes is the root: the ground. A move cuts (deletes) one edge; every edge that is then
//! no longer joined to the root by a path of standing edges falls too. Whoever cannot move
//! loses. A position is the set of edges still standing; edges not joined to the root at the
//! start fall at once and are not part of it.
//!
//! # Values
//! Stated here, proved in the problems' READMEs (and in Berlekamp, Conway and Guy, *Winning
//! Ways*, ch. 7), and checked in the tests below against the referee's search of the real rules:
//! - The colon principle (rooted trees): a node is worth the XOR, over its children c, of
//!   value(c) + 1; the tree is worth its root. A stalk (path) of k edges is worth k.
//! - The fusion principle (any graph): the nodes of a cycle may be fused into one node without
//!   changing the value, the cycle's edges becoming loops, and a loop is worth what a stalk of
//!   one edge is. So [`RootedGraph::value`] finds the bridges, fuses each 2-edge-connected
//!   component into one node carrying its non-bridge edges as loops (self-loops are loops
//!   already; two parallel edges are a cycle of length 2), and applies the colon principle to
//!   the tree of bridges, each component adding (number of its loops) mod 2: the XOR of that
//!   many stalks of one edge.
//!
//! Nothing here recurses: every search keeps an explicit stack or a BFS order, so a stalk of a
//! million edges overflows no stack. Adjacency is CSR (one offsets array, one array of edge
//! indices), so the value of a tree of 10^6 nodes is a few linear passes.
//!
//! # Sums
//! Several graphs on one ground are one rooted graph ([`RootedGraph::sum`] merges their roots):
//! a cut in one never drops an edge of another, so its value is the XOR of theirs, and
//! [`winning_move`](crate::winning_move) with [`RootedGraph::cut_to`] finds the winning cut.
//! The referee ([`Hackenbush`]) searches the merged graph as one position, so the XOR is checked,
//! not assumed.
//!
//! A graph is also the sum of its branches at the root, each with its own value
//! ([`RootedGraph::branches`], in [`hackenbush_branches`](crate::hackenbush_branches)): what
//! misère play of sums of trees needs, as the whole value does not do there.

use crate::referee::{Game, Labelled};
use crate::sum::Components;

/// An undirected multigraph on the nodes `0..nodes` with one node, the root, as the ground: a
/// Green Hackenbush position with every edge standing. Edges are numbered by their place in the
/// list given; self-loops and parallel edges are allowed.
///
/// # Example
/// ```
/// use grundy::RootedGraph;
///
/// // A stalk of 2 and a triangle, both on the ground 0, and an edge 5-6 that falls at once.
/// let graph = RootedGraph::new(7, 0, [(0, 1), (1, 2), (0, 3), (3, 4), (4, 0), (5, 6)]);
/// assert_eq!(graph.value(), 2 ^ 1); // the triangle fuses into 3 loops: 1 ^ 1 ^ 1 = 1
/// let cut = graph.cut_to(0).unwrap(); // a cut that leaves a lost position
/// assert_eq!(graph.without(cut).value(), 0);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RootedGraph {
    nodes: usize,
    root: usize,
    edges: Vec<(usize, usize)>,
}

impl RootedGraph {
    /// The graph on `0..nodes` grounded at `root`, with `edges` (each a pair of nodes, in either
    /// order).
    ///
    /// # Panics
    /// If `root` or an edge's end is not below `nodes`, or if there are 2^32 edges or more
    /// (values are `u32`, and a graph is worth at most its number of edges).
    ///
    /// # Complexity
    /// O(m) for m edges.
    ///
    /// # Example
    /// ```
    /// use grundy::RootedGraph;
    ///
    /// let graph = RootedGraph::new(3, 1, [(1, 0), (2, 2)]);
    /// assert_eq!((graph.nodes(), graph.root(), graph.edges()), (3, 1, &[(1, 0), (2, 2)][..]));
    /// ```
    pub fn new(nodes: usize, root: usize, edges: impl IntoIterator<Item = (usize, usize)>) -> Self {
        assert!(root < nodes, "the root {root} is not a node of 0..{nodes}");
        let edges: Vec<(usize, usize)> = edges.into_iter().collect();
        for (index, &(a, b)) in edges.iter().enumerate() {
            assert!(
                a < nodes && b < nodes,
                "edge {index} ({a}, {b}) has an end that is not a node of 0..{nodes}"
            );
        }
        assert!(
            u32::try_from(edges.len()).is_ok(),
            "a graph of {} edges has values past u32",
            edges.len()
        );
        Self { nodes, root, edges }
    }

    /// The number of nodes: they are `0..nodes()`.
    pub fn nodes(&self) -> usize {
        self.nodes
    }

    /// The graph of `edges` rooted at `root`, on the nodes the edges touch and the root
    /// (numbered in increasing order of their labels, so the root and the edges' order say
    /// which is which; a cut names an edge by its index in `edges`): the work of every method
    /// is then the edges', however large the labels.
    ///
    /// # Complexity
    /// O(m log m) for m edges.
    ///
    /// # Example
    /// ```
    /// use grundy::RootedGraph;
    ///
    /// // Node labels up to 10^9, three nodes touched: a cycle of 2 at the root.
    /// let loop_ = RootedGraph::on_edges(7, [(7, 1_000_000_000), (1_000_000_000, 7)]);
    /// assert_eq!((loop_.nodes(), loop_.value()), (2, 0));
    /// ```
    pub fn on_edges(root: usize, edges: impl IntoIterator<Item = (usize, usize)>) -> Self {
        let edges: Vec<(usize, usize)> = edges.into_iter().collect();
        let mut nodes: Vec<usize> = edges.iter().flat_map(|&(a, b)| [a, b]).collect();
        nodes.push(root);
        nodes.sort_unstable();
        nodes.dedup();
        let at = |node: usize| nodes.binary_search(&node).expect("every end is listed");
        let numbered = edges.iter().map(|&(a, b)| (at(a), at(b)));
        Self::new(nodes.len(), at(root), numbered)
    }

    /// The ground.
    pub fn root(&self) -> usize {
        self.root
    }

    /// The edges, in the order given: a cut names an edge by its index here.
    pub fn edges(&self) -> &[(usize, usize)] {
        &self.edges
    }

    /// The same graph with edge `edge` cut: the edges after it move down one index. What falls
    /// with it is left in (it is not joined to the root, so it counts for nothing).
    ///
    /// # Panics
    /// If there is no edge `edge`.
    ///
    /// # Complexity
    /// O(m) for m edges.
    ///
    /// # Example
    /// ```
    /// use grundy::RootedGraph;
    ///
    /// let stalk = RootedGraph::new(4, 0, [(0, 1), (1, 2), (2, 3)]);
    /// assert_eq!(stalk.without(1).edges(), [(0, 1), (2, 3)]);
    /// assert_eq!(stalk.without(1).value(), 1);
    /// ```
    pub fn without(&self, edge: usize) -> Self {
        assert!(edge < self.edges.len(), "there is no edge {edge}");
        let mut edges = self.edges.clone();
        edges.remove(edge);
        Self { edges, ..*self }
    }

    /// The sum of `graphs` as one rooted graph: their roots are merged into one ground, node 0,
    /// and node v of the i-th graph (not its root) becomes node 1 + (nodes of the graphs before
    /// it) + v. Its edges are theirs, in order: edge j of the i-th graph is edge (edges of the
    /// graphs before it) + j. Its value is the XOR of theirs. No graphs give the bare ground.
    ///
    /// # Complexity
    /// O(total nodes + total edges).
    ///
    /// # Example
    /// ```
    /// use grundy::RootedGraph;
    ///
    /// let stalk = RootedGraph::new(3, 2, [(2, 1), (1, 0)]);
    /// let loop_ = RootedGraph::new(1, 0, [(0, 0)]);
    /// let sum = RootedGraph::sum(&[stalk, loop_]);
    /// assert_eq!(sum.edges(), [(0, 2), (2, 1), (0, 0)]);
    /// assert_eq!(sum.value(), 2 ^ 1);
    /// ```
    pub fn sum(graphs: &[RootedGraph]) -> Self {
        let mut nodes = 1;
        let mut edges = Vec::with_capacity(graphs.iter().map(|graph| graph.edges.len()).sum());
        for graph in graphs {
            let place = |v: usize| if v == graph.root { 0 } else { nodes + v };
            edges.extend(graph.edges.iter().map(|&(a, b)| (place(a), place(b))));
            nodes += graph.nodes;
        }
        Self::new(nodes, 0, edges)
    }

    /// The Grundy value of the graph by the colon principle, when the edges joined to the root
    /// form a tree (the edges that fall at once may have any shape: they are ignored). Gives
    /// the same value as [`value`](RootedGraph::value), with less work.
    ///
    /// # Panics
    /// If the edges joined to the root have a cycle (a self-loop and two parallel edges are
    /// cycles): use [`value`](RootedGraph::value) for those.
    ///
    /// # Complexity
    /// O(n + m) for n nodes and m edges.
    ///
    /// # Example
    /// ```
    /// use grundy::RootedGraph;
    ///
    /// // Root 0 with a stalk of 2 (its term is 2) and an edge to a node 3 carrying two leaves
    /// // (node 3 is worth 1 ^ 1 = 0, so its term is 1).
    /// let tree = RootedGraph::new(6, 0, [(0, 1), (1, 2), (0, 3), (3, 4), (3, 5)]);
    /// assert_eq!(tree.tree_value(), 2 ^ 1);
    /// ```
    pub fn tree_value(&self) -> u32 {
        let adjacency = Adjacency::new(self);
        let tree = Tree::new(self, &adjacency).expect(
            "tree_value needs a tree: the edges joined to the root have a cycle (use value)",
        );
        tree.values[self.root]
    }

    /// The Grundy value of the graph by the fusion principle (see the module notes): the bridges
    /// joined to the root form a tree of 2-edge-connected components, each worth the parity of
    /// its other edges XOR the colon principle over its bridges. Edges not joined to the root
    /// count for nothing.
    ///
    /// # Complexity
    /// O(n + m) for n nodes and m edges.
    ///
    /// # Example
    /// ```
    /// use grundy::RootedGraph;
    ///
    /// // A square on the ground with a stalk of 2 on its far corner: 4 loops (0) with a
    /// // stalk of 2 on the fused node, worth 2. A self-loop on the ground adds 1.
    /// let graph = RootedGraph::new(6, 0, [(0, 1), (1, 2), (2, 3), (3, 0), (2, 4), (4, 5)]);
    /// assert_eq!(graph.value(), 2);
    /// let with_loop = RootedGraph::new(6, 0, graph.edges().iter().copied().chain([(0, 0)]));
    /// assert_eq!(with_loop.value(), 3);
    /// ```
    pub fn value(&self) -> u32 {
        self.fused_value(&Adjacency::new(self), None)
    }

    /// An edge whose cut leaves the graph worth `target`, when `target` is below the graph's
    /// value (one always exists: the value is the mex of the values the cuts leave); `None`
    /// when `target` is not below it, without looking for a cut that would raise the value.
    ///
    /// `cut_to(0)` is a winning move in the graph alone. In a sum whose nim-sum s is not 0, the
    /// winning cut is `cut_to(g ^ s)` in a graph of value g with g ^ s < g (one that has the
    /// highest bit of s): [`winning_move`](crate::winning_move) does that choice.
    ///
    /// When the edges joined to the root form a tree, the cut is found by descent: at a node
    /// of value g that must become t < g, the highest bit of g ^ t is set in some child's term
    /// h = value(child) + 1; that term must become h' = h ^ g ^ t < h, by cutting the edge to
    /// the child if h' = 0, else by making the child worth h' - 1 (below its value, so the
    /// descent goes on). With cycles the same descent runs over the tree of bridges between
    /// fused components, while a bridge's term has the change's highest bit. Where none has,
    /// the change is 1 and the component's loops are odd: a self-loop there is cut (one loop
    /// less), or, on a cycle with nothing hung from it but at the node the descent entered it
    /// by, the edge splitting it into two stalks of j and L - 1 - j edges with the value
    /// wanted; failing those, each edge of that component and then every edge is tried, the
    /// graph without it valued.
    ///
    /// # Complexity
    /// O(n + m) for n nodes and m edges when the edges joined to the root form a tree, or the
    /// descent ends at a bridge, a self-loop or such a bare cycle; otherwise O(k (n + m)) for
    /// the k edges tried, O(m (n + m)) at worst.
    ///
    /// # Example
    /// ```
    /// use grundy::{RootedGraph, winning_move};
    ///
    /// // Root 0 with stalks of 3 and 1: worth 3 ^ 1 = 2. To 0: leave two stalks of 1.
    /// let tree = RootedGraph::new(5, 0, [(0, 1), (1, 2), (2, 3), (0, 4)]);
    /// assert_eq!(tree.cut_to(0), Some(1));
    /// assert_eq!(tree.cut_to(2), None);
    ///
    /// // A sum: a triangle on the ground (1) and the tree (2); nim-sum 3, so the tree goes to 1.
    /// let triangle = RootedGraph::new(3, 0, [(0, 1), (1, 2), (2, 0)]);
    /// let graphs = [triangle, tree];
    /// let values: Vec<u32> = graphs.iter().map(RootedGraph::value).collect();
    /// let (graph, edge) = winning_move(&values, |i, target| graphs[i].cut_to(target)).unwrap();
    /// assert_eq!(graphs[graph].without(edge).value(), 1);
    /// ```
    pub fn cut_to(&self, target: u32) -> Option<usize> {
        let adjacency = Adjacency::new(self);
        match Tree::new(self, &adjacency) {
            Some(tree) => {
                (target < tree.values[self.root]).then(|| self.descend(&adjacency, &tree, target))
            }
            None => {
                let fused = self.fuse(&adjacency, None);
                (target < fused.value[0]).then(|| self.cut_in_fused(&adjacency, &fused, target))?
            }
        }
    }

    /// The end of `edge` that is not `end` (`end` itself for a self-loop).
    fn across(&self, edge: usize, end: usize) -> usize {
        let (a, b) = self.edges[edge];
        a ^ b ^ end
    }

    /// The cut found by the descent of [`cut_to`](RootedGraph::cut_to), for `target` below the
    /// tree's value.
    fn descend(&self, adjacency: &Adjacency, tree: &Tree, mut target: u32) -> usize {
        let mut node = self.root;
        loop {
            let difference = tree.values[node] ^ target;
            let bit = u32::BITS - 1 - difference.leading_zeros();
            let (edge, child) = adjacency
                .at(node)
                .iter()
                .filter(|&&edge| edge != tree.parent_edge[node])
                .map(|&edge| (edge, self.across(edge, node)))
                .find(|&(_, child)| ((tree.values[child] + 1) >> bit) & 1 == 1)
                .expect("some child's term has the highest bit of the change (the nim argument)");
            let term = (tree.values[child] + 1) ^ difference;
            if term == 0 {
                return edge;
            }
            node = child;
            target = term - 1;
        }
    }

    /// The value by the fusion principle, with edge `cut` (if any) taken away.
    fn fused_value(&self, adjacency: &Adjacency, cut: Option<usize>) -> u32 {
        self.fuse(adjacency, cut).value[0]
    }

    /// The fusion principle's structure, with edge `cut` (if any) taken away: bridges by one
    /// iterative depth-first search (entry times and low links), components in preorder, then
    /// the colon principle over the bridges in reverse preorder.
    fn fuse(&self, adjacency: &Adjacency, cut: Option<usize>) -> Fused {
        let root = self.root;
        // Entry time (preorder index) of each node reached, and the least entry time reachable
        // from its subtree by one edge that is not its parent edge.
        let mut entered = vec![UNSEEN; self.nodes];
        let mut low = vec![0; self.nodes];
        let mut parent_edge = vec![UNSEEN; self.nodes];
        let mut bridge = vec![false; self.edges.len()];
        let mut order = vec![root];
        entered[root] = 0;
        // (node, how many of its edges are looked at)
        let mut stack = vec![(root, 0)];
        while let Some(top) = stack.last_mut() {
            let (node, next) = *top;
            if let Some(&edge) = adjacency.at(node).get(next) {
                top.1 += 1;
                if Some(edge) == cut || edge == parent_edge[node] {
                    continue;
                }
                let other = self.across(edge, node);
                if entered[other] == UNSEEN {
                    entered[other] = order.len();
                    low[other] = order.len();
                    parent_edge[other] = edge;
                    order.push(other);
                    stack.push((other, 0));
                } else {
                    low[node] = low[node].min(entered[other]);
                }
            } else {
                stack.pop();
                if let Some(&(parent, _)) = stack.last() {
                    low[parent] = low[parent].min(low[node]);
                    if low[node] > entered[parent] {
                        bridge[parent_edge[node]] = true;
                    }
                }
            }
        }
        // The 2-edge-connected components are the pieces of the search tree without bridges.
        let mut component = vec![0; self.nodes];
        let mut components = 1;
        for &node in &order[1..] {
            let edge = parent_edge[node];
            component[node] = if bridge[edge] {
                components += 1;
                components - 1
            } else {
                component[self.across(edge, node)]
            };
        }
        // Each component is worth its loops' parity, XOR (child + 1) over its bridges down.
        let mut value = vec![0u32; components];
        for (edge, &(a, _)) in self.edges.iter().enumerate() {
            if Some(edge) != cut && entered[a] != UNSEEN && !bridge[edge] {
                value[component[a]] ^= 1;
            }
        }
        for &node in order[1..].iter().rev() {
            let edge = parent_edge[node];
            if bridge[edge] {
                let parent = self.across(edge, node);
                value[component[parent]] ^= value[component[node]] + 1;
            }
        }
        Fused {
            entered,
            parent_edge,
            bridge,
            order,
            component,
            value,
        }
    }

    /// [`cut_to`](RootedGraph::cut_to) on a graph whose edges joined to the root have a cycle,
    /// `target` below its value: the descent of the tree case over the tree of bridges, while
    /// a bridge's term has the change's highest bit. Where none has (the change is then 1, the
    /// component's loops odd), a self-loop of the component is cut, or on a cycle with nothing
    /// hung from it but at the node it is entered by, the edge that splits it into two stalks
    /// worth what is wanted; else each edge of that component, then every edge, is tried.
    fn cut_in_fused(&self, adjacency: &Adjacency, fused: &Fused, whole: u32) -> Option<usize> {
        // The bridges down from each component: (edge, the node below it).
        let mut below = vec![Vec::new(); fused.value.len()];
        for &node in &fused.order[1..] {
            let edge = fused.parent_edge[node];
            if fused.bridge[edge] {
                below[fused.component[self.across(edge, node)]].push((edge, node));
            }
        }
        let (mut at, mut entry, mut target) = (0, self.root, whole);
        loop {
            let difference = fused.value[at] ^ target;
            let bit = u32::BITS - 1 - difference.leading_zeros();
            let term = |node: usize| fused.value[fused.component[node]] + 1;
            let Some(&(edge, node)) = below[at].iter().find(|&&(_, n)| (term(n) >> bit) & 1 == 1)
            else {
                break;
            };
            let changed = term(node) ^ difference;
            if changed == 0 {
                return Some(edge);
            }
            (at, entry, target) = (fused.component[node], node, changed - 1);
        }
        let inside: Vec<usize> = (0..self.edges.len())
            .filter(|&edge| fused.inside(self, edge, at))
            .collect();
        if let Some(&edge) = inside.iter().find(|&&e| self.edges[e].0 == self.edges[e].1) {
            return Some(edge);
        }
        let hung_at_entry = below[at]
            .iter()
            .all(|&(edge, node)| self.across(edge, node) == entry);
        if hung_at_entry {
            let stalks = (fused.value[at] ^ (inside.len() as u32 & 1), target);
            if let Some(edge) = self.split_cycle(adjacency, fused, &inside, entry, stalks) {
                return Some(edge);
            }
        }
        // The component's own edges first, then the others, each tried once.
        let others = (0..self.edges.len()).filter(|&edge| !fused.inside(self, edge, at));
        let mut every = inside.iter().copied().chain(others);
        every.find(|&edge| self.fused_value(adjacency, Some(edge)) == whole)
    }

    /// When the edges `inside` are one cycle through `entry` and nothing else, the edge of it
    /// whose cut leaves two stalks from `entry` worth `target` beside the terms `hung` there:
    /// cutting the j-th edge round the cycle (of L) leaves stalks of j and L - 1 - j edges.
    fn split_cycle(
        &self,
        adjacency: &Adjacency,
        fused: &Fused,
        inside: &[usize],
        entry: usize,
        (hung, target): (u32, u32),
    ) -> Option<usize> {
        let in_cycle = |edge: usize| fused.inside(self, edge, fused.component[entry]);
        // Walk round from `entry`: at each node the one cycle edge not come by.
        let mut round = Vec::with_capacity(inside.len());
        let (mut node, mut came) = (entry, UNSEEN);
        loop {
            let mut out = adjacency.at(node).iter().filter(|&&edge| in_cycle(edge));
            let (first, second) = (out.next()?, out.next()?);
            if out.next().is_some() {
                return None; // a node of three or more cycle edges: not one cycle
            }
            let edge = if *first == came { *second } else { *first };
            round.push(edge);
            node = self.across(edge, node);
            came = edge;
            if node == entry || round.len() > inside.len() {
                break;
            }
        }
        if node != entry || round.len() != inside.len() {
            return None;
        }
        let last = round.len() as u32 - 1;
        (0..=last)
            .find(|&j| hung ^ j ^ (last - j) == target)
            .map(|j| round[j as usize])
    }
}

/// A node not reached, or no parent edge.
const UNSEEN: usize = usize::MAX;

impl Fused {
    /// Whether `edge` of `graph` is one of component `component`'s own (not a bridge).
    fn inside(&self, graph: &RootedGraph, edge: usize, component: usize) -> bool {
        let (a, _) = graph.edges[edge];
        self.entered[a] != UNSEEN && !self.bridge[edge] && self.component[a] == component
    }
}

/// The fusion principle's structure of a graph: the search from the root, its bridges, the
/// 2-edge-connected components they join (component 0 holds the root), and each component's
/// value with what hangs below it.
struct Fused {
    /// Each node's preorder index ([`UNSEEN`] if not joined to the root).
    entered: Vec<usize>,
    /// The search tree's edge to each node ([`UNSEEN`] for the root).
    parent_edge: Vec<usize>,
    /// Whether each edge is a bridge joined to the root.
    bridge: Vec<bool>,
    /// The nodes reached, in preorder.
    order: Vec<usize>,
    /// Each reached node's component.
    component: Vec<usize>,
    /// Each component's value, with everything below it.
    value: Vec<u32>,
}

/// CSR adjacency of a [`RootedGraph`]: the edges at node v are
/// `edges[offsets[v]..offsets[v + 1]]`, in index order (a self-loop twice).
pub(crate) struct Adjacency {
    offsets: Vec<usize>,
    edges: Vec<usize>,
}

impl Adjacency {
    pub(crate) fn new(graph: &RootedGraph) -> Self {
        let mut offsets = vec![0; graph.nodes + 1];
        for &(a, b) in &graph.edges {
            offsets[a + 1] += 1;
            offsets[b + 1] += 1;
        }
        for v in 0..graph.nodes {
            offsets[v + 1] += offsets[v];
        }
        let mut fill = offsets.clone();
        let mut edges = vec![0; 2 * graph.edges.len()];
        for (edge, &(a, b)) in graph.edges.iter().enumerate() {
            for end in [a, b] {
                edges[fill[end]] = edge;
                fill[end] += 1;
            }
        }
        Self { offsets, edges }
    }

    pub(crate) fn at(&self, node: usize) -> &[usize] {
        &self.edges[self.offsets[node]..self.offsets[node + 1]]
    }
}

/// The tree of the edges joined to the root, in BFS order, valued by the colon principle.
struct Tree {
    /// The edge to each node's parent (`usize::MAX` for the root and nodes not reached).
    parent_edge: Vec<usize>,
    /// Each node's value by the colon principle (0 for nodes not reached).
    values: Vec<u32>,
}

impl Tree {
    /// The tree, or `None` if the edges joined to the root have a cycle.
    fn new(graph: &RootedGraph, adjacency: &Adjacency) -> Option<Self> {
        let mut parent_edge = vec![usize::MAX; graph.nodes];
        let mut seen = vec![false; graph.nodes];
        seen[graph.root] = true;
        let mut order = vec![graph.root];
        let mut next = 0;
        while let Some(&node) = order.get(next) {
            next += 1;
            for &edge in adjacency.at(node) {
                if edge == parent_edge[node] {
                    continue;
                }
                // In a tree every other edge leads to a new child; a node met again closes a
                // cycle (a self-loop meets its own node).
                let child = graph.across(edge, node);
                if seen[child] {
                    return None;
                }
                seen[child] = true;
                parent_edge[child] = edge;
                order.push(child);
            }
        }
        let mut values = vec![0u32; graph.nodes];
        for &node in order[1..].iter().rev() {
            let parent = graph.across(parent_edge[node], node);
            values[parent] ^= values[node] + 1;
        }
        Some(Self {
            parent_edge,
            values,
        })
    }
}

/// The set bits of `mask`, lowest first.
fn bits(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let bit = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            bit
        })
    })
}

/// The real rules of Green Hackenbush on one [`RootedGraph`] of at most 64 edges, for the
/// [`Referee`](crate::Referee): a position is the set of standing edges as a bitmask (bit i is
/// edge i), a move is the index of the edge cut. A cut is followed by a search from the root
/// over the standing edges, and what it does not reach falls: no principle is used.
///
/// As [`Components`], a part is the same bitmask and a cut leaves it in place (or nothing, if
/// no edge stands), so [`ComponentValues`](crate::ComponentValues) gives Grundy values by the
/// definition. For a sum of graphs, give the referee their [`RootedGraph::sum`].
///
/// # Example
/// ```
/// use grundy::{ComponentValues, Game, Hackenbush, Referee, RootedGraph};
///
/// // A triangle on the ground 0 with a stalk 2-3; the edge 4-5 is never joined.
/// let graph = RootedGraph::new(6, 0, [(0, 1), (1, 2), (2, 0), (2, 3), (4, 5)]);
/// let game = Hackenbush::new(graph);
/// let start = game.start();
/// assert_eq!(start, 0b01111);
/// // Cutting 0-1 and then 2-0 drops 1-2 and 2-3 with it.
/// assert_eq!(game.standing(start & !0b00101), 0);
/// assert_eq!(ComponentValues::new(game.clone()).value(&start), 1 ^ 1);
/// assert!(!Referee::new(game).wins(&start));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hackenbush {
    graph: RootedGraph,
    /// The edges at the root.
    at_root: u64,
    /// For each edge, the edges sharing an end with it (itself included).
    touching: Vec<u64>,
}

impl Hackenbush {
    /// The rules on `graph`.
    ///
    /// # Panics
    /// If `graph` has more than 64 edges.
    ///
    /// # Complexity
    /// O(n + m) for n nodes and m edges.
    ///
    /// # Example
    /// ```
    /// use grundy::{Hackenbush, RootedGraph};
    ///
    /// let game = Hackenbush::new(RootedGraph::new(2, 0, [(0, 1), (1, 1)]));
    /// assert_eq!(game.graph().edges().len(), 2);
    /// ```
    pub fn new(graph: RootedGraph) -> Self {
        assert!(
            graph.edges.len() <= 64,
            "the referee's positions hold at most 64 edges, not {}",
            graph.edges.len()
        );
        let mut at_node = vec![0u64; graph.nodes];
        for (edge, &(a, b)) in graph.edges.iter().enumerate() {
            at_node[a] |= 1 << edge;
            at_node[b] |= 1 << edge;
        }
        let touching = graph
            .edges
            .iter()
            .map(|&(a, b)| at_node[a] | at_node[b])
            .collect();
        Self {
            at_root: at_node[graph.root],
            touching,
            graph,
        }
    }

    /// Several graphs as separate positions of one game (the cases of an input, each searched
    /// on its own): the rules on their [`sum`](RootedGraph::sum), and each graph's starting
    /// position, its own edges (edge j of graph i is edge (the edges of the graphs before it)
    /// + j of the game).
    ///
    /// # Panics
    /// If the graphs have more than 64 edges in all.
    ///
    /// # Complexity
    /// O(n + m) for n nodes and m edges in all.
    ///
    /// # Example
    /// ```
    /// use grundy::{Hackenbush, Referee, RootedGraph};
    ///
    /// let stalk = RootedGraph::new(3, 0, [(0, 1), (1, 2)]);
    /// let cherry = RootedGraph::new(3, 0, [(0, 1), (0, 2)]);
    /// let (game, starts) = Hackenbush::separate(&[stalk, cherry]);
    /// assert_eq!(starts, [0b0011, 0b1100]);
    /// let mut referee = Referee::new(game);
    /// assert!(referee.wins(&starts[0]) && !referee.wins(&starts[1]));
    /// ```
    pub fn separate(graphs: &[RootedGraph]) -> (Self, Vec<u64>) {
        let game = Self::new(RootedGraph::sum(graphs));
        let (start, mut first) = (game.start(), 0);
        let starts = graphs
            .iter()
            .map(|graph| {
                let count = graph.edges.len();
                let own = if count == 0 {
                    0
                } else {
                    (u64::MAX >> (64 - count)) << first
                };
                first += count;
                start & own
            })
            .collect();
        (game, starts)
    }

    /// The referee's game for the cases of an input, each a rooted graph played on its own
    /// ([`separate`](Hackenbush::separate)), its moves named by `labels` (one for each edge,
    /// case by case, in order: the edge as the input writes it); `None` when a case has more
    /// than `most_a_case` edges, or all more than 64, too many to search.
    ///
    /// # Panics
    /// If `labels` has not one label for each edge.
    ///
    /// # Complexity
    /// O(n + m) for n nodes and m edges in all; the search, up to 2^`most_a_case` positions a
    /// case.
    ///
    /// # Example
    /// ```
    /// use grundy::{Hackenbush, Referee, RootedGraph};
    ///
    /// let cases = [RootedGraph::new(2, 0, [(0, 1)]), RootedGraph::new(3, 0, [(0, 1), (0, 2)])];
    /// let labels = vec!["1 2", "1 2", "1 3"];
    /// let (game, starts) = Hackenbush::labelled_cases(&cases, labels, 14).unwrap();
    /// assert_eq!(Referee::new(game).winning_moves(&starts[0]), ["1 2"]);
    /// assert!(Hackenbush::labelled_cases(&cases, vec!["x"; 3], 1).is_none());
    /// ```
    pub fn labelled_cases<L>(
        cases: &[RootedGraph],
        labels: Vec<L>,
        most_a_case: usize,
    ) -> Option<(Labelled<Self, L>, Vec<u64>)> {
        let edges = cases.iter().map(|case| case.edges.len());
        if edges.clone().any(|m| m > most_a_case) || edges.clone().sum::<usize>() > 64 {
            return None;
        }
        assert_eq!(
            labels.len(),
            edges.sum::<usize>(),
            "one label for each edge"
        );
        let (game, starts) = Self::separate(cases);
        Some((Labelled { game, labels }, starts))
    }

    /// The graph played on.
    pub fn graph(&self) -> &RootedGraph {
        &self.graph
    }

    /// The starting position: every edge joined to the root.
    ///
    /// # Complexity
    /// O(m) for m edges.
    ///
    /// # Example
    /// ```
    /// use grundy::{Hackenbush, RootedGraph};
    ///
    /// // The loop at 0 and the edge 0-1 stand; the edge 2-3 is never joined to the root.
    /// let game = Hackenbush::new(RootedGraph::new(4, 0, [(0, 0), (2, 3), (0, 1)]));
    /// assert_eq!(game.start(), 0b101);
    /// ```
    pub fn start(&self) -> u64 {
        // Bits past the last edge are at no node, so they never join.
        self.standing(u64::MAX)
    }

    /// The edges of `edges` (a bitmask) that are joined to the root by a path of edges of
    /// `edges`: what still stands when only those are left.
    ///
    /// # Complexity
    /// O(m) for m edges (each edge joins the search once).
    ///
    /// # Example
    /// ```
    /// use grundy::{Hackenbush, RootedGraph};
    ///
    /// let stalk = Hackenbush::new(RootedGraph::new(4, 0, [(0, 1), (1, 2), (2, 3)]));
    /// assert_eq!(stalk.standing(0b101), 0b001); // without 1-2, the edge 2-3 falls
    /// ```
    pub fn standing(&self, edges: u64) -> u64 {
        let mut joined = 0;
        let mut frontier = self.at_root & edges;
        while frontier != 0 {
            joined |= frontier;
            let reached = bits(frontier).fold(0, |reached, edge| reached | self.touching[edge]);
            frontier = reached & edges & !joined;
        }
        joined
    }
}

impl Game for Hackenbush {
    /// The standing edges, bit i for edge i, all joined to the root.
    type Position = u64;
    /// The edge cut.
    type Move = usize;

    /// Each standing edge cut, lowest index first, with what still stands after it.
    fn moves(&self, &standing: &u64) -> Vec<(usize, u64)> {
        bits(standing)
            .map(|edge| (edge, self.standing(standing & !(1 << edge))))
            .collect()
    }
}

impl Components for Hackenbush {
    /// The standing edges, bit i for edge i, all joined to the root.
    type Part = u64;
    /// The edge cut.
    type Move = usize;

    /// Each standing edge cut, lowest index first, leaving what still stands (nothing if no
    /// edge does).
    fn splits(&self, standing: &u64) -> Vec<(usize, Vec<u64>)> {
        self.moves(standing)
            .into_iter()
            .map(|(edge, after)| (edge, if after == 0 { vec![] } else { vec![after] }))
            .collect()
    }

    /// No edge stands.
    fn is_finished(&self, &standing: &u64) -> bool {
        standing == 0
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::{ComponentValues, FxHashSet, Referee, Rng, winning_move};

    /// `graph` with its node labels permuted, each edge's ends in random order and the edges
    /// shuffled: nothing may depend on how a graph happens to be written.
    fn relabelled(rng: &mut Rng, graph: RootedGraph) -> RootedGraph {
        let mut label: Vec<usize> = (0..graph.nodes).collect();
        rng.shuffle(&mut label);
        let mut edges: Vec<(usize, usize)> = graph
            .edges
            .iter()
            .map(|&(a, b)| {
                let (a, b) = (label[a], label[b]);
                if rng.chance(1, 2) { (a, b) } else { (b, a) }
            })
            .collect();
        rng.shuffle(&mut edges);
        RootedGraph::new(graph.nodes, label[graph.root], edges)
    }

    /// The edges of a tree on the nodes 0..=size rooted at 0: random, a stalk, a star, or
    /// deep and bushy (each node hangs from one of the three before it).
    fn tree_edges(rng: &mut Rng, size: usize) -> Vec<(usize, usize)> {
        let shape = rng.range(0..=3);
        (1..=size)
            .map(|node| {
                let parent = match shape {
                    0 => rng.range_usize(0..=node - 1),
                    1 => node - 1,
                    2 => 0,
                    _ => rng.range_usize(node.saturating_sub(3)..=node - 1),
                };
                (parent, node)
            })
            .collect()
    }

    /// Up to `count` random edges among the nodes `first..first + nodes` (self-loops, parallel
    /// edges and cycles included), never joined to a node outside them.
    fn loose_edges(rng: &mut Rng, first: usize, nodes: usize, count: usize) -> Vec<(usize, usize)> {
        if nodes == 0 {
            return Vec::new();
        }
        (0..rng.range_usize(0..=count))
            .map(|_| {
                let mut end = || first + rng.range_usize(0..=nodes - 1);
                (end(), end())
            })
            .collect()
    }

    /// A random tree of up to 12 edges on even rounds, a random multigraph on odd ones.
    fn tree_or_multigraph(rng: &mut Rng, round: usize) -> RootedGraph {
        if round % 2 == 0 {
            random_tree(rng, 12)
        } else {
            random_multigraph(rng, 12)
        }
    }

    /// A tree of up to `most` edges joined to the root, with a few edges never joined to it
    /// (of any shape: they fall at once).
    pub(crate) fn random_tree(rng: &mut Rng, most: usize) -> RootedGraph {
        let size = rng.range_usize(0..=most);
        let mut edges = tree_edges(rng, size);
        let loose = rng.range_usize(0..=3);
        edges.extend(loose_edges(rng, size + 1, loose, (most - size).min(3)));
        relabelled(rng, RootedGraph::new(size + 1 + loose, 0, edges))
    }

    /// A multigraph of up to `most` edges: uniformly random ends (self-loops and repeated
    /// edges included), a tree with extra edges, or cycles of length 1 to 4 hung on each
    /// other's nodes; with a few edges never joined to the root.
    pub(crate) fn random_multigraph(rng: &mut Rng, most: usize) -> RootedGraph {
        let mut edges: Vec<(usize, usize)> = Vec::new();
        let mut nodes;
        match rng.range(0..=2) {
            0 => {
                nodes = rng.range_usize(1..=7);
                for _ in 0..rng.range_usize(0..=most) {
                    let edge = if !edges.is_empty() && rng.chance(1, 6) {
                        *rng.pick(&edges)
                    } else {
                        (
                            rng.range_usize(0..=nodes - 1),
                            rng.range_usize(0..=nodes - 1),
                        )
                    };
                    edges.push(edge);
                }
            }
            1 => {
                let size = rng.range_usize(0..=most.saturating_sub(1));
                nodes = size + 1;
                edges = tree_edges(rng, size);
                let extra = rng.range_usize(1..=3).min(most - size);
                edges.extend(loose_edges(rng, 0, nodes, extra));
            }
            _ => {
                nodes = 1;
                loop {
                    let length = rng.range_usize(1..=4);
                    if edges.len() + length > most {
                        break;
                    }
                    let at = rng.range_usize(0..=nodes - 1);
                    let mut previous = at;
                    for _ in 1..length {
                        edges.push((previous, nodes));
                        previous = nodes;
                        nodes += 1;
                    }
                    edges.push((previous, at));
                    if rng.chance(1, 4) {
                        break;
                    }
                }
            }
        }
        let loose = rng.range_usize(0..=2);
        let room = most.saturating_sub(edges.len()).min(3);
        edges.extend(loose_edges(rng, nodes, loose, room));
        nodes += loose;
        relabelled(rng, RootedGraph::new(nodes, 0, edges))
    }

    /// The graph with only the edges of `standing` (a referee's position).
    fn keeping(graph: &RootedGraph, standing: u64) -> RootedGraph {
        let edges = bits(standing).map(|edge| graph.edges[edge]);
        RootedGraph::new(graph.nodes, graph.root, edges)
    }

    /// Every position reachable from the start of `game` by the real rules, the start included.
    fn reachable(game: &Hackenbush) -> Vec<u64> {
        let mut seen = FxHashSet::default();
        let mut stack = vec![game.start()];
        seen.insert(game.start());
        while let Some(position) = stack.pop() {
            for (_, after) in game.moves(&position) {
                if seen.insert(after) {
                    stack.push(after);
                }
            }
        }
        seen.into_iter().collect()
    }

    /// A stalk of `length` edges from the root 0 up to node `length`; edge i joins i and i + 1.
    pub(crate) fn stalk(length: usize) -> RootedGraph {
        RootedGraph::new(length + 1, 0, (0..length).map(|i| (i, i + 1)))
    }

    #[test]
    fn a_stalk_of_k_edges_is_worth_k() {
        for length in 0..=12 {
            let graph = stalk(length);
            let game = Hackenbush::new(graph.clone());
            let searched = ComponentValues::new(game.clone()).value(&game.start());
            assert_eq!(searched, length as u32);
            assert_eq!(graph.tree_value(), length as u32);
            assert_eq!(graph.value(), length as u32);
        }
    }

    #[test]
    fn a_cycle_on_the_ground_is_worth_its_length_mod_2_as_loops_are() {
        // Length 1 is a self-loop, length 2 two parallel edges.
        for length in 1..=10 {
            let edges = (0..length).map(|i| (i, (i + 1) % length));
            let cycle = RootedGraph::new(length, 0, edges);
            let game = Hackenbush::new(cycle.clone());
            let searched = ComponentValues::new(game.clone()).value(&game.start());
            assert_eq!(searched, length as u32 % 2, "cycle of {length}");
            assert_eq!(cycle.value(), length as u32 % 2, "cycle of {length}");
        }
    }

    #[test]
    fn a_cut_drops_every_edge_no_longer_joined_to_the_root() {
        // 0-1, then a triangle 1-2-3 with a stalk 3-4, a loop at 2, and a loose edge 5-6.
        let edges = [(0, 1), (1, 2), (2, 3), (3, 1), (3, 4), (2, 2), (5, 6)];
        let game = Hackenbush::new(RootedGraph::new(7, 0, edges));
        let start = game.start();
        assert_eq!(start, 0b011_1111);
        let after: Vec<(usize, u64)> = game.moves(&start);
        assert_eq!(
            after,
            [
                (0, 0),
                (1, 0b11_1101),
                (2, 0b11_1011),
                (3, 0b11_0111),
                (4, 0b10_1111),
                (5, 0b01_1111),
            ]
        );
        // Without 3-1 and 1-2, the triangle's rest, its stalk and the loop fall with them.
        assert_eq!(game.moves(&0b11_0111)[1], (1, 0b1));
    }

    #[test]
    fn edges_not_joined_to_the_root_fall_at_once_and_count_for_nothing() {
        // An isolated root; elsewhere a triangle and a stalk.
        let graph = RootedGraph::new(6, 5, [(0, 1), (1, 2), (2, 0), (3, 4)]);
        assert_eq!(Hackenbush::new(graph.clone()).start(), 0);
        assert_eq!(
            (graph.value(), graph.tree_value(), graph.cut_to(0)),
            (0, 0, None)
        );
    }

    #[test]
    fn the_colon_principle_gives_the_searched_value_on_random_trees() {
        let mut rng = Rng::new(3094);
        for _ in 0..3000 {
            let graph = random_tree(&mut rng, 12);
            let game = Hackenbush::new(graph.clone());
            let searched = ComponentValues::new(game.clone()).value(&game.start());
            assert_eq!(graph.tree_value(), searched, "{graph:?}");
            assert_eq!(graph.value(), searched, "{graph:?}");
        }
    }

    #[test]
    fn the_fusion_principle_gives_the_searched_value_on_random_multigraphs() {
        let mut rng = Rng::new(3710);
        for round in 0..3000 {
            let graph = random_multigraph(&mut rng, 12);
            let game = Hackenbush::new(graph.clone());
            let mut values = ComponentValues::new(game.clone());
            assert_eq!(graph.value(), values.value(&game.start()), "{graph:?}");
            // On a third of them, every position the game can reach too.
            if round % 3 == 0 {
                for position in reachable(&game) {
                    let searched = values.value(&position);
                    let kept = keeping(&graph, position);
                    assert_eq!(kept.value(), searched, "{graph:?} at {position:b}");
                }
            }
        }
    }

    #[test]
    fn a_graph_is_lost_for_the_player_to_move_exactly_when_its_value_is_0() {
        let mut rng = Rng::new(1);
        for round in 0..2000 {
            let graph = tree_or_multigraph(&mut rng, round);
            let game = Hackenbush::new(graph.clone());
            let start = game.start();
            assert_eq!(
                Referee::new(game).wins(&start),
                graph.value() != 0,
                "{graph:?}"
            );
        }
    }

    #[test]
    fn the_cut_to_a_smaller_value_leaves_exactly_that_value_and_to_0_wins() {
        let mut rng = Rng::new(2);
        for round in 0..2000 {
            let graph = tree_or_multigraph(&mut rng, round);
            let game = Hackenbush::new(graph.clone());
            let start = game.start();
            let mut values = ComponentValues::new(game.clone());
            let value = values.value(&start);
            for target in 0..value {
                let edge = graph
                    .cut_to(target)
                    .expect("a smaller value is always reachable");
                assert!(
                    start >> edge & 1 == 1,
                    "{graph:?}: edge {edge} is not standing"
                );
                let after = game.standing(start & !(1 << edge));
                assert_eq!(values.value(&after), target, "{graph:?} cut {edge}");
            }
            for target in value..value + 3 {
                assert_eq!(graph.cut_to(target), None, "{graph:?} to {target}");
            }
            let mut referee = Referee::new(game);
            match graph.cut_to(0) {
                Some(edge) => assert!(referee.winning_moves(&start).contains(&edge)),
                None => assert!(!referee.wins(&start), "{graph:?}"),
            }
        }
    }

    #[test]
    fn a_sum_on_one_ground_is_worth_the_xor_and_the_cut_winning_move_wins_it() {
        let mut rng = Rng::new(4);
        for _ in 0..1000 {
            let graphs: Vec<RootedGraph> = (0..rng.range(1..=3))
                .map(|_| {
                    if rng.chance(1, 2) {
                        random_tree(&mut rng, 5)
                    } else {
                        random_multigraph(&mut rng, 5)
                    }
                })
                .collect();
            let sum = RootedGraph::sum(&graphs);
            let values: Vec<u32> = graphs.iter().map(RootedGraph::value).collect();
            let total = values.iter().fold(0, |total, value| total ^ value);
            let game = Hackenbush::new(sum.clone());
            let start = game.start();
            assert_eq!(ComponentValues::new(game.clone()).value(&start), total);
            assert_eq!(sum.value(), total);
            let mut referee = Referee::new(game);
            match winning_move(&values, |graph, target| graphs[graph].cut_to(target)) {
                Some((graph, edge)) => {
                    let before: usize = graphs[..graph].iter().map(|g| g.edges.len()).sum();
                    let winning = referee.winning_moves(&start);
                    assert!(winning.contains(&(before + edge)), "{graphs:?}");
                }
                None => assert!(!referee.wins(&start), "{graphs:?}"),
            }
        }
    }

    #[test]
    fn a_stalk_of_a_million_edges_overflows_no_stack() {
        let graph = stalk(1_000_000);
        assert_eq!(graph.tree_value(), 1_000_000);
        assert_eq!(graph.value(), 1_000_000);
        // Leaving 500 000 edges: cut the one above them, edge 500 000.
        assert_eq!(graph.cut_to(500_000), Some(500_000));
        // Grounded in the middle, it is two stalks.
        let middle = RootedGraph::new(1_000_001, 300_000, graph.edges().iter().copied());
        assert_eq!(middle.tree_value(), 300_000 ^ 700_000);
        assert_eq!(middle.value(), 300_000 ^ 700_000);
    }

    #[test]
    fn a_long_stalk_ending_in_a_long_cycle_is_its_bridges_plus_one_loop() {
        // 500 000 bridges up to node 500 000, then a cycle of 500 001 edges through it: the
        // cycle fuses into an odd number of loops (1), each bridge below adds 1.
        let (bridges, cycle) = (500_000, 500_001);
        let mut edges: Vec<(usize, usize)> = (0..bridges).map(|i| (i, i + 1)).collect();
        let top = bridges;
        edges.extend((0..cycle - 1).map(|i| (top + i, top + i + 1)));
        edges.push((top + cycle - 1, top));
        let graph = RootedGraph::new(top + cycle, 0, edges);
        assert_eq!(graph.value(), bridges as u32 + 1);
    }

    #[test]
    fn the_winning_cut_of_a_long_odd_cycle_on_the_ground_is_found_without_trying_each_edge() {
        // A cycle of 999 999 edges through the root (odd: worth 1) with a stalk of 2 hung at
        // the root: worth 1 ^ 2 = 3. To 2, the cycle must go even: cut it into two stalks of
        // 499 999 (the middle edge). To 1 or 0, the stalk is cut.
        let cycle = 999_999;
        let mut edges: Vec<(usize, usize)> = (0..cycle).map(|i| (i, (i + 1) % cycle)).collect();
        edges.extend([(0, cycle), (cycle, cycle + 1)]);
        let graph = RootedGraph::new(cycle + 2, 0, edges);
        assert_eq!(graph.value(), 3);
        assert_eq!(graph.cut_to(2), Some(499_999));
        assert_eq!(graph.without(499_999).value(), 2);
        assert_eq!(graph.cut_to(1), Some(cycle));
        assert_eq!(graph.cut_to(0), Some(cycle + 1));
    }

    #[test]
    fn on_a_random_tree_of_a_million_nodes_both_principles_agree_and_the_cut_wins() {
        let mut rng = Rng::new(5);
        let nodes = 1_000_000;
        // Mostly deep (a node hangs from one of the few before it), sometimes anywhere.
        let edges: Vec<(usize, usize)> = (1..nodes)
            .map(|node| {
                let parent = if rng.chance(1, 10) {
                    rng.range_usize(0..=node - 1)
                } else {
                    rng.range_usize(node.saturating_sub(3)..=node - 1)
                };
                (parent, node)
            })
            .collect();
        let graph = RootedGraph::new(nodes, 0, edges);
        let value = graph.tree_value();
        assert_eq!(graph.value(), value);
        assert_ne!(value, 0, "pick another seed: this test wants a won tree");
        let edge = graph.cut_to(0).expect("a won tree has a winning cut");
        assert_eq!(graph.without(edge).tree_value(), 0);
    }

    #[test]
    #[should_panic(expected = "not a node")]
    fn an_edge_end_outside_the_nodes_is_refused() {
        let _ = RootedGraph::new(3, 0, [(0, 1), (1, 3)]);
    }

    #[test]
    #[should_panic(expected = "not a node")]
    fn a_root_outside_the_nodes_is_refused() {
        let _ = RootedGraph::new(3, 3, []);
    }

    #[test]
    #[should_panic(expected = "needs a tree")]
    fn tree_value_refuses_parallel_edges_joined_to_the_root() {
        let _ = RootedGraph::new(3, 0, [(0, 1), (1, 2), (2, 1)]).tree_value();
    }

    #[test]
    #[should_panic(expected = "needs a tree")]
    fn tree_value_refuses_a_self_loop_joined_to_the_root() {
        let _ = RootedGraph::new(2, 0, [(0, 1), (1, 1)]).tree_value();
    }

    #[test]
    #[should_panic(expected = "at most 64 edges")]
    fn the_referee_refuses_more_than_64_edges() {
        let _ = Hackenbush::new(stalk(65));
    }
}
