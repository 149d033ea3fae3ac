//! What a sum's values say: the nim-sum and every winning move under normal play, and the
//! misère outcome by the SJ theorem where its condition is checked to hold, or by the referee's
//! search of the whole sum where it is small.

use grundy::{FxHashSet, Game, Misere, Referee, Sum, misere_wins, nim_sum};

use super::component::{Component, Family, Mixed, State, Step};
use super::values::{MOVES_BOUND, Values, move_count};

/// The most positions of one component searched to check the SJ theorem's condition.
pub const CONDITION_BOUND: usize = 100_000;
/// The most positions of a whole sum the misère search visits.
pub const SEARCH_BOUND: usize = 200_000;

/// A sum with each component's values.
#[derive(Debug)]
pub struct Evaluated {
    /// The components, in the notation's order.
    pub components: Vec<Component>,
    /// Each one's values, and how they were obtained.
    pub values: Vec<Values>,
    /// Each one's Grundy value.
    pub g: Vec<u64>,
}

/// A move of the sum: in component `index`, `step`, leaving `left` of value `after`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    /// The component moved in (from 0).
    pub index: usize,
    /// The move, as core's rules name it.
    pub step: Step,
    /// What is left of the component.
    pub left: Vec<State>,
    /// The value of what is left.
    pub after: u64,
}

/// The misère outcome of a sum.
#[derive(Debug)]
pub enum MisereOutcome {
    /// By the SJ theorem, whose condition holds for every component (said why, each).
    Theorem {
        wins: bool,
        moves: Vec<Move>,
        why: Vec<String>,
    },
    /// By the referee's search of the whole sum (`positions` of it), as the theorem's
    /// condition fails (`why`).
    Search {
        wins: bool,
        moves: Vec<Move>,
        positions: usize,
        why: String,
    },
    /// Neither: why.
    Undecided(String),
}

impl Evaluated {
    /// The values of `components`.
    ///
    /// # Errors
    /// A component whose value lies past a bound, quoted with the bound.
    pub fn new(components: Vec<Component>) -> Result<Self, String> {
        let mut values = Vec::new();
        let mut g = Vec::new();
        for component in &components {
            let mut found = Values::new(&component.family, &component.state)
                .map_err(|message| format!("'{component}': {message}"))?;
            g.push(found.of(&component.state));
            values.push(found);
        }
        Ok(Self {
            components,
            values,
            g,
        })
    }

    /// The nim-sum of the values.
    pub fn total(&self) -> u64 {
        nim_sum(self.g.iter().copied())
    }

    /// Every move of component `index` whose value after it satisfies `wanted`.
    ///
    /// # Errors
    /// When the component has more moves than [`MOVES_BOUND`] (Nim's heaps and strings
    /// excepted: their moves are known by value).
    pub fn moves_to(
        &mut self,
        index: usize,
        wanted: impl Fn(u64) -> bool,
    ) -> Result<Vec<Move>, String> {
        let Component { family, state } = &self.components[index];
        if let (Family::Nim | Family::Stalk, State::Heap(n)) = (family, state) {
            let g = self.g[index];
            let mut targets = vec![0, 1, g ^ self.total()];
            targets.sort_unstable();
            targets.dedup();
            let targets = targets.into_iter().filter(|&t| t < *n && wanted(t));
            let moves = targets.map(|t| Move {
                index,
                step: Step::Take(n - t, vec![t]),
                left: if t == 0 { vec![] } else { vec![State::Heap(t)] },
                after: t,
            });
            return Ok(moves.collect());
        }
        self.all_moves(index)
            .map(|moves| moves.into_iter().filter(|m| wanted(m.after)).collect())
    }

    /// Every move of component `index`, with its value.
    ///
    /// # Errors
    /// When it has more than [`MOVES_BOUND`] moves.
    pub fn all_moves(&mut self, index: usize) -> Result<Vec<Move>, String> {
        let Component { family, state } = &self.components[index];
        let count = move_count(family, state);
        if count > MOVES_BOUND {
            return Err(format!(
                "'{}' has about {count} moves, more than the {MOVES_BOUND} listed here",
                self.components[index]
            ));
        }
        let moves = family.moves(state);
        let values = &mut self.values[index];
        Ok(moves
            .into_iter()
            .map(|(step, left)| Move {
                index,
                after: values.of_all(&left),
                step,
                left,
            })
            .collect())
    }

    /// Every winning move under normal play (each leaves nim-sum 0); none when the nim-sum
    /// is 0.
    ///
    /// # Errors
    /// As [`moves_to`](Evaluated::moves_to).
    pub fn normal_winning(&mut self) -> Result<Vec<Move>, String> {
        let total = self.total();
        let mut moves = Vec::new();
        if total == 0 {
            return Ok(moves);
        }
        for index in 0..self.components.len() {
            let target = self.g[index] ^ total;
            moves.extend(self.moves_to(index, |after| after == target)?);
        }
        Ok(moves)
    }

    /// What the move says in words.
    pub fn say(&self, m: &Move) -> String {
        let Component { family, state } = &self.components[m.index];
        family.say(state, &m.step, &m.left)
    }

    /// The component as it is after `m`, in the notation (`.77:1 + .77:3`, `nim:0`).
    pub fn after_text(&self, m: &Move) -> String {
        let family = &self.components[m.index].family;
        if m.left.is_empty() {
            return format!("{}:0", family.notation());
        }
        let parts: Vec<String> = m
            .left
            .iter()
            .map(|s| format!("{}:{s}", family.notation()))
            .collect();
        parts.join(" + ")
    }

    /// The misère outcome and winning moves, within [`CONDITION_BOUND`] and [`SEARCH_BOUND`].
    pub fn misere(&mut self) -> MisereOutcome {
        self.misere_within(CONDITION_BOUND, SEARCH_BOUND)
    }

    /// The misère outcome and winning moves: the SJ theorem's condition checked over at most
    /// `condition_bound` positions of each component, the whole sum searched if it has at most
    /// `search_bound`.
    pub fn misere_within(&mut self, condition_bound: usize, search_bound: usize) -> MisereOutcome {
        let mut why = Vec::new();
        let mut failed = None;
        for index in 0..self.components.len() {
            match self.sj_condition(index, condition_bound) {
                Ok(reason) => why.push(format!(
                    "#{} {}: {reason}",
                    index + 1,
                    self.components[index]
                )),
                Err(reason) => {
                    failed = Some(format!(
                        "#{} {}: {reason}",
                        index + 1,
                        self.components[index]
                    ));
                    break;
                }
            }
        }
        let Some(failed) = failed else {
            let wins = misere_wins(&self.g);
            let mut moves = Vec::new();
            for index in 0..self.components.len() {
                let g = self.g.clone();
                let found = self.moves_to(index, |after| {
                    let mut g = g.clone();
                    g[index] = after;
                    !misere_wins(&g)
                });
                match found {
                    Ok(found) => moves.extend(found),
                    Err(message) => return MisereOutcome::Undecided(message),
                }
            }
            return MisereOutcome::Theorem { wins, moves, why };
        };
        let (mixed, start) = Mixed::new(&self.components);
        let game = Sum(mixed);
        let Some(positions) = reachable(&game, &start, search_bound) else {
            return MisereOutcome::Undecided(format!(
                "the SJ theorem's condition fails or was not checked ({failed}), and the sum \
                 reaches more than the {search_bound} positions searched here"
            ));
        };
        let mut referee = Referee::new(Misere(game));
        let wins = referee.wins(&start);
        let steps = referee.winning_moves(&start);
        let mut moves = Vec::new();
        for (index, step) in steps {
            let Component { family, state } = &self.components[index];
            let (_, left) = family
                .moves(state)
                .into_iter()
                .find(|(s, _)| *s == step)
                .expect("a move");
            let after = self.values[index].of_all(&left);
            moves.push(Move {
                index,
                step,
                left,
                after,
            });
        }
        MisereOutcome::Search {
            wins,
            moves,
            positions,
            why: failed,
        }
    }

    /// Whether every position of value 0 that component `index` can reach has no move (the
    /// SJ theorem's condition): `Ok` saying why, or `Err` naming a position that breaks it or
    /// the bound that stopped the check.
    fn sj_condition(&mut self, index: usize, bound: usize) -> Result<String, String> {
        let Component { family, state } = &self.components[index];
        if matches!(family, Family::Nim | Family::Stalk) {
            return Ok("value 0 only when nothing is left (g(n) = n)".into());
        }
        let family = family.clone();
        let start: Vec<State> = if family.finished(state) {
            vec![]
        } else {
            vec![state.clone()]
        };
        let mut seen = FxHashSet::default();
        let mut stack = vec![start.clone()];
        seen.insert(start);
        while let Some(position) = stack.pop() {
            let value = self.values[index].of_all(&position);
            if value == 0 && !position.is_empty() {
                let parts: Vec<String> = position
                    .iter()
                    .map(|s| format!("{}:{s}", family.notation()))
                    .collect();
                return Err(format!(
                    "it reaches {}, of value 0 with a move left",
                    parts.join(" + ")
                ));
            }
            for (piece, part) in position.iter().enumerate() {
                for (_, left) in family.moves(part) {
                    let mut next: Vec<State> = position.clone();
                    next.remove(piece);
                    next.extend(left);
                    next.sort();
                    if seen.insert(next.clone()) {
                        if seen.len() > bound {
                            return Err(format!(
                                "not checked: it reaches more than {bound} positions"
                            ));
                        }
                        stack.push(next);
                    }
                }
            }
        }
        Ok(format!(
            "of the {} positions it reaches, only those with no move have value 0",
            seen.len()
        ))
    }
}

/// How many positions `game` reaches from `start`, if at most `bound`.
pub fn reachable<G: Game>(game: &G, start: &G::Position, bound: usize) -> Option<usize> {
    let mut seen = FxHashSet::default();
    seen.insert(start.clone());
    let mut stack = vec![start.clone()];
    while let Some(position) = stack.pop() {
        for next in game.options(&position) {
            if seen.insert(next.clone()) {
                if seen.len() > bound {
                    return None;
                }
                stack.push(next);
            }
        }
    }
    Some(seen.len())
}
