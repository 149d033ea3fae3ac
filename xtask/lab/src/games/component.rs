//! The components a sum is made of: a family (the rules, from core) and a state (a heap, a
//! pair of piles, a row of coins, a tree), their moves by core's rules, the words a move is
//! said in, and the notation a component is written in.

use grundy::{
    CoinTurning, Components, Euclid, Game, GrundyGame, Nim, Radix, Subtraction, TakeBreak,
    TurningRule, TurningRuleError,
};

/// The rules of one component.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Family {
    /// A take-and-break code (octal, or hexadecimal when `radix` says so).
    Code(TakeBreak, Radix),
    /// Nim: take any positive number from the heap.
    Nim,
    /// Take one of the allowed amounts.
    Subtract(Subtraction),
    /// Grundy's game: split a heap into two unequal heaps.
    Grundy,
    /// Euclid's game on a pair of piles.
    Euclid,
    /// A row of coins under a turning rule.
    Turning(TurningRule),
    /// A Green Hackenbush string (a stalk of edges on the ground).
    Stalk,
    /// A Green Hackenbush rooted tree.
    Tree,
    /// Green Hackenbush on any graph rooted at node 0, the ground (cycles and loops too).
    Graph,
}

/// A Green Hackenbush rooted tree: the edges on a node, each with the tree above it, sorted
/// (so that equal trees are equal).
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tree(pub Vec<Tree>);

impl Tree {
    /// The tree with its branches sorted at every node.
    pub fn canonical(mut self) -> Tree {
        self.0 = self.0.into_iter().map(Tree::canonical).collect();
        self.0.sort();
        self
    }

    /// Its edges.
    pub fn edges(&self) -> usize {
        self.0.iter().map(|above| 1 + above.edges()).sum()
    }

    /// Every cut: the height of the edge cut (1 on the ground) and the tree left (canonical),
    /// once for each different tree left.
    pub fn cuts(&self) -> Vec<(usize, Tree)> {
        let mut cuts = Vec::new();
        for (index, above) in self.0.iter().enumerate() {
            let mut without = self.0.clone();
            without.remove(index);
            cuts.push((1, Tree(without).canonical()));
            for (height, left) in above.cuts() {
                let mut with = self.0.clone();
                with[index] = left;
                cuts.push((height + 1, Tree(with).canonical()));
            }
        }
        // Cutting equal edges leaves equal trees: one move each.
        let mut seen = Vec::new();
        cuts.retain(|cut| {
            let new = !seen.contains(cut);
            if new {
                seen.push(cut.clone());
            }
            new
        });
        cuts
    }

    /// As a rooted graph for core (node 0 the ground).
    pub fn graph(&self) -> grundy::RootedGraph {
        let mut edges = Vec::new();
        let mut stack = vec![(self, 0usize)];
        let mut nodes = 1;
        while let Some((tree, at)) = stack.pop() {
            for above in &tree.0 {
                edges.push((at, nodes));
                stack.push((above, nodes));
                nodes += 1;
            }
        }
        grundy::RootedGraph::new(nodes, 0, edges)
    }
}

impl std::fmt::Display for Tree {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for above in &self.0 {
            write!(f, "({above})")?;
        }
        Ok(())
    }
}

/// A component's state under its family's rules.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum State {
    /// A heap (or row, or string) of this many.
    Heap(u64),
    /// Euclid's piles, the larger first.
    Pair(u64, u64),
    /// Coins, `true` for heads, coin 1 first.
    Row(Vec<bool>),
    /// A tree.
    Tree(Tree),
    /// A graph's edges `(u, v)`, `u <= v`, sorted: only those still joined to the ground, node 0.
    Graph(Vec<(usize, usize)>),
}

impl std::fmt::Display for State {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            State::Heap(n) => write!(f, "{n}"),
            State::Pair(a, b) => write!(f, "({a},{b})"),
            State::Row(row) => {
                let coins: String = row.iter().map(|&h| if h { 'H' } else { 'T' }).collect();
                f.write_str(&coins)
            }
            State::Tree(tree) if tree.0.is_empty() => f.write_str("0"),
            State::Tree(tree) => write!(f, "{tree}"),
            State::Graph(edges) if edges.is_empty() => f.write_str("0"),
            State::Graph(edges) => {
                let edges: Vec<String> = edges.iter().map(|(u, v)| format!("{u}-{v}")).collect();
                f.write_str(&edges.join(","))
            }
        }
    }
}

/// A move inside one component, as core's rules name it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// Take `taken` tokens, leaving these heaps (Nim, subtraction, take-and-break codes).
    Take(u64, Vec<u64>),
    /// Grundy's game: split into `a` and the rest.
    Split(u64),
    /// Euclid's game: take `k` times the smaller pile.
    Multiple(u64),
    /// Turn over these coins (from 1).
    Turn(Vec<usize>),
    /// Cut an edge at this height (1 on the ground), leaving this tree.
    Cut(usize, Tree),
    /// Cut the edge `(u, v)` of a graph.
    CutEdge(usize, usize),
}

/// Names that codes go by (as written by [`TakeBreak`]'s display), and what one component is.
const NAMED_CODES: [(&str, &str, &str); 5] = [
    (".77", "Kayles", "row"),
    (".07", "Dawson's Kayles", "row"),
    (".137", "Dawson's chess", "row"),
    ("4.3...", "Lasker's Nim", "heap"),
    (".3...", "Nim", "heap"),
];

/// The turning rule a family name in the notation names (core's notation: `turtles`, `mock`,
/// `ruler`, `twins`, `sizes{1,2}`, `runs{1,3}`, `distance{0,2}`), `None` for any other family.
///
/// # Errors
/// A rule's name that does not read, with core's reason.
pub fn turning_rule(name: &str) -> Result<Option<TurningRule>, String> {
    let words = ["turtles", "mock", "ruler", "twins"];
    let sets = ["sizes{", "runs{", "distance{"];
    if !words.contains(&name) && !sets.iter().any(|start| name.starts_with(start)) {
        return Ok(None);
    }
    name.parse()
        .map(Some)
        .map_err(|error: TurningRuleError| error.to_string())
}

impl Family {
    /// The family as the notation writes it, before the `:`.
    pub fn notation(&self) -> String {
        match self {
            Family::Code(code, Radix::Octal) => code.to_string(),
            Family::Code(code, Radix::Hexadecimal) => format!("hex{{{code}}}"),
            Family::Nim => "nim".into(),
            Family::Subtract(game) => {
                let amounts: Vec<String> = game.amounts().iter().map(u64::to_string).collect();
                format!("sub{{{}}}", amounts.join(","))
            }
            Family::Grundy => "grundy".into(),
            Family::Euclid => "euclid".into(),
            Family::Turning(rule) => rule.to_string(),
            Family::Stalk => "string".into(),
            Family::Tree => "tree".into(),
            Family::Graph => "graph".into(),
        }
    }

    /// What one component is called in words ("the Kayles row of 5").
    pub fn describe(&self, state: &State) -> String {
        match (self, state) {
            (Family::Code(code, radix), State::Heap(n)) => {
                let text = code.to_string();
                match NAMED_CODES.iter().find(|(c, _, _)| *c == text) {
                    Some((_, name, noun)) if *radix == Radix::Octal => {
                        format!("the {name} {noun} of {n}")
                    }
                    _ => format!("the {} heap of {n}", self.notation()),
                }
            }
            (Family::Nim, State::Heap(n)) => format!("the Nim heap of {n}"),
            (Family::Subtract(_), State::Heap(n)) => {
                format!("the heap of {n} (take {})", amounts_text(self))
            }
            (Family::Grundy, State::Heap(n)) => format!("the heap of {n} in Grundy's game"),
            (Family::Euclid, state) => format!("Euclid's piles {state}"),
            (Family::Turning(rule), state) => {
                format!("the {} row {state}", rule_name(*rule))
            }
            (Family::Stalk, State::Heap(n)) => {
                format!("the string of {n} edge{}", plural(*n as usize))
            }
            (Family::Tree, state) => format!("the tree {state}"),
            (Family::Graph, state) => format!("the graph {state} (ground: node 0)"),
            (_, state) => format!("{} {state}", self.notation()),
        }
    }

    /// Every move of `state` by core's rules (the moves leaving nothing leave no state),
    /// each with the states it leaves (finished ones left out).
    pub fn moves(&self, state: &State) -> Vec<(Step, Vec<State>)> {
        let heaps = |left: Vec<u64>| left.into_iter().map(State::Heap).collect::<Vec<_>>();
        let moves: Vec<(Step, Vec<State>)> = match (self, state) {
            (Family::Code(code, _), State::Heap(n)) => code
                .splits(n)
                .into_iter()
                .map(|((taken, left), pieces)| (Step::Take(taken, left), heaps(pieces)))
                .collect(),
            (Family::Nim | Family::Stalk, State::Heap(n)) => Nim
                .splits(n)
                .into_iter()
                .map(|(taken, pieces)| (Step::Take(taken, pieces.clone()), heaps(pieces)))
                .collect(),
            (Family::Subtract(game), State::Heap(n)) => game
                .splits(n)
                .into_iter()
                .map(|(taken, pieces)| (Step::Take(taken, pieces.clone()), heaps(pieces)))
                .collect(),
            (Family::Grundy, State::Heap(n)) => GrundyGame
                .splits(n)
                .into_iter()
                .map(|(a, pieces)| (Step::Split(a), heaps(pieces)))
                .collect(),
            (Family::Euclid, &State::Pair(a, b)) => Euclid
                .splits(&(a, b))
                .into_iter()
                .enumerate()
                .map(|(k, (_, pieces))| {
                    let after = pieces.into_iter().map(|(x, y)| State::Pair(x, y));
                    (Step::Multiple(k as u64 + 1), after.collect())
                })
                .collect(),
            (Family::Turning(rule), State::Row(row)) => CoinTurning::new(*rule)
                .moves(row)
                .into_iter()
                .map(|(turned, after)| (Step::Turn(turned), vec![State::Row(after)]))
                .collect(),
            (Family::Tree, State::Tree(tree)) => tree
                .cuts()
                .into_iter()
                .map(|(height, left)| (Step::Cut(height, left.clone()), vec![State::Tree(left)]))
                .collect(),
            (Family::Graph, State::Graph(edges)) => {
                let mut cuts: Vec<(Step, Vec<State>)> = Vec::new();
                for (index, &(u, v)) in edges.iter().enumerate() {
                    let mut left = edges.clone();
                    left.remove(index);
                    // Cutting one of two equal edges leaves the same graph: one move.
                    let cut = (Step::CutEdge(u, v), vec![State::Graph(grounded(left))]);
                    if !cuts.contains(&cut) {
                        cuts.push(cut);
                    }
                }
                cuts
            }
            _ => Vec::new(),
        };
        moves
            .into_iter()
            .map(|(step, pieces)| {
                let live = pieces.into_iter().filter(|piece| !self.finished(piece));
                (step, live.collect())
            })
            .collect()
    }

    /// Whether `state` has no move (and is left out of positions).
    pub fn finished(&self, state: &State) -> bool {
        match (self, state) {
            (Family::Code(code, _), State::Heap(n)) => code.is_finished(n),
            (Family::Nim | Family::Stalk | Family::Subtract(_), State::Heap(n)) => *n == 0,
            (Family::Grundy, State::Heap(n)) => *n <= 2,
            (Family::Euclid, State::Pair(_, b)) => *b == 0,
            (Family::Turning(_), State::Row(row)) => !row.contains(&true),
            (Family::Tree, State::Tree(tree)) => tree.0.is_empty(),
            (Family::Graph, State::Graph(edges)) => edges.is_empty(),
            _ => true,
        }
    }

    /// A move in words: what it does to `state`, and what it leaves.
    pub fn say(&self, state: &State, step: &Step, left: &[State]) -> String {
        let leaving = leaving_text(left);
        match (self, state, step) {
            (Family::Code(..), State::Heap(n), Step::Take(taken, heaps)) => {
                let noun = if self.describe(state).contains(" row ") {
                    "row"
                } else {
                    "heap"
                };
                let whence = match heaps.len() {
                    0 => String::new(),
                    1 if noun == "row" => " from the end of the row".to_string(),
                    _ if noun == "row" => " from inside the row".to_string(),
                    1 => " from the heap".to_string(),
                    _ => String::new(),
                };
                let action = if *taken == 0 {
                    format!("split the {noun} of {n}")
                } else if heaps.is_empty() {
                    format!("take all {n}")
                } else if noun == "heap" && heaps.len() > 1 {
                    format!("take {taken} from the heap of {n}")
                } else {
                    format!("take {taken}{whence} of {n}")
                };
                if noun == "heap" && heaps.len() > 1 {
                    let into = heaps_text(heaps, noun);
                    return match taken {
                        0 => format!("{action} into {into}"),
                        _ => format!("{action}, splitting the rest into {into}"),
                    };
                }
                format!("{action}, leaving {}", heaps_text(heaps, noun))
            }
            (Family::Nim | Family::Subtract(_), State::Heap(n), Step::Take(taken, _)) => {
                format!("take {taken} from the heap of {n}, leaving {}", n - taken)
            }
            (Family::Stalk, State::Heap(n), Step::Take(taken, _)) => format!(
                "cut edge {} of the string of {n} (from the ground), leaving {}",
                n - taken + 1,
                n - taken
            ),
            (Family::Grundy, State::Heap(n), Step::Split(a)) => {
                format!("split the heap of {n} into {a} and {}", n - a)
            }
            (Family::Euclid, State::Pair(_, b), Step::Multiple(k)) => {
                format!("take {k} x {b} = {} from the larger pile, {leaving}", k * b)
            }
            (Family::Turning(_), State::Row(row), Step::Turn(coins)) => {
                let turned: Vec<String> = coins.iter().map(usize::to_string).collect();
                let leaving = if left.is_empty() {
                    format!("leaving {} (no heads)", "T".repeat(row.len()))
                } else {
                    leaving
                };
                format!(
                    "turn over coin{} {}, {leaving}",
                    plural(turned.len()),
                    turned.join(", ")
                )
            }
            (Family::Graph, _, Step::CutEdge(u, v)) => format!("cut the edge {u}-{v}, {leaving}"),
            (Family::Tree, _, Step::Cut(height, _)) => {
                format!("cut an edge at height {height}, {leaving}")
            }
            _ => leaving,
        }
    }
}

/// The edges of a graph still joined to the ground, node 0, each written `(u, v)` with
/// `u <= v`, sorted: what is left standing once the rest has fallen.
pub fn grounded(edges: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
    let mut rest: Vec<(usize, usize)> = edges
        .into_iter()
        .map(|(u, v)| (u.min(v), u.max(v)))
        .collect();
    let mut reached = vec![0usize];
    let mut to_visit = vec![0usize];
    let mut standing = Vec::new();
    while let Some(at) = to_visit.pop() {
        let (touching, others): (Vec<_>, Vec<_>) =
            rest.into_iter().partition(|&(u, v)| u == at || v == at);
        rest = others;
        for (u, v) in touching {
            let far = if u == at { v } else { u };
            if !reached.contains(&far) {
                reached.push(far);
                to_visit.push(far);
            }
            standing.push((u, v));
        }
    }
    standing.sort();
    standing
}

/// "leaving ..." for the states a move leaves.
fn leaving_text(left: &[State]) -> String {
    if left.is_empty() {
        return "leaving nothing".into();
    }
    let states: Vec<String> = left.iter().map(State::to_string).collect();
    format!("leaving {}", states.join(" and "))
}

/// The heaps a take-and-break move leaves, in words.
fn heaps_text(heaps: &[u64], noun: &str) -> String {
    match heaps {
        [] => "nothing".into(),
        [one] => one.to_string(),
        [first @ .., last] => {
            let first: Vec<String> = first.iter().map(u64::to_string).collect();
            format!("{noun}s of {} and {last}", first.join(", "))
        }
    }
}

fn plural(count: usize) -> &'static str {
    if count == 1 { "" } else { "s" }
}

fn amounts_text(family: &Family) -> String {
    match family {
        Family::Subtract(game) => {
            let amounts: Vec<String> = game.amounts().iter().map(u64::to_string).collect();
            match amounts.split_last() {
                Some((last, first)) if !first.is_empty() => {
                    format!("{} or {last}", first.join(", "))
                }
                _ => amounts.join(""),
            }
        }
        _ => String::new(),
    }
}

/// A turning rule's name in words.
pub fn rule_name(rule: TurningRule) -> String {
    match rule {
        TurningRule::TurningTurtles => "Turning Turtles".into(),
        TurningRule::MockTurtles => "Mock Turtles".into(),
        TurningRule::Ruler => "Ruler".into(),
        TurningRule::Twins => "Twins".into(),
        TurningRule::Sets(sets) => sets.to_string(),
    }
}

/// A component: its family and state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Component {
    /// The rules.
    pub family: Family,
    /// Where it stands.
    pub state: State,
}

impl std::fmt::Display for Component {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.family.notation(), self.state)
    }
}

/// A sum of components as core's [`Components`]: a part is (the component's family, by its
/// index in `families`, and its state), so that core's [`Sum`](grundy::Sum) and
/// [`Referee`](grundy::Referee) search whole sums by the real rules.
#[derive(Clone, Debug)]
pub struct Mixed {
    /// The families of the components, in the sum's order.
    pub families: Vec<Family>,
}

impl Mixed {
    /// The rules of `components`, and the starting position (every part, in order, finished
    /// ones included: the sum keeps the order of the notation).
    pub fn new(components: &[Component]) -> (Self, Vec<(usize, State)>) {
        let families = components.iter().map(|c| c.family.clone()).collect();
        let start = components
            .iter()
            .enumerate()
            .map(|(i, c)| (i, c.state.clone()));
        (Self { families }, start.collect())
    }
}

impl Components for Mixed {
    type Part = (usize, State);
    type Move = Step;

    fn splits(&self, (family, state): &(usize, State)) -> Vec<(Step, Vec<(usize, State)>)> {
        let moves = self.families[*family].moves(state).into_iter();
        moves
            .map(|(step, left)| (step, left.into_iter().map(|s| (*family, s)).collect()))
            .collect()
    }

    fn is_finished(&self, (family, state): &(usize, State)) -> bool {
        self.families[*family].finished(state)
    }
}
