//! What `cargo xtask explore PROBLEM` looks at: the Grundy values of one family of a problem's
//! components, indexed by one size (a heap of n, a row of n cells) or two (a w x h sheet),
//! computed from the problem's own rules by [`ComponentValues`], and the theorem that applies
//! when those rules are a family core knows (an octal game, a finite subtraction game).
//!
//! A problem declares it with [`Problem::explore`](crate::Problem::explore); its binary prints
//! the values with the hidden `--explore N` (the input on stdin gives the game's parameters),
//! and `xtask` draws the table, the P-positions and the pattern from them. An Every-SG problem
//! (every turn a player moves in every component not yet over) asks for each component's
//! steps beside its value ([`Exploration::with_steps`]): what decides that game.

use std::fmt::Write as _;

use std::rc::Rc;

use grundy::ArithmeticPeriod;
use grundy::ComponentValues;
use grundy::Components;
use grundy::EveryGame;
use grundy::OctalGame;
use grundy::Referee;
use grundy::Steps;
use grundy::Subtraction;
use grundy::Sum;
use grundy::TakeBreak;

/// How components are indexed: by one size, or by two.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Axes {
    /// One size, named (`"n"`).
    One(&'static str),
    /// Two sizes, named (`"width"`, `"height"`).
    Two(&'static str, &'static str),
}

/// A family of games whose periodicity theorem applies, when a problem's rules are one of
/// them. `xtask explore` checks that the rules' values equal the family's before it uses the
/// theorem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Family {
    /// The rules are this octal game (the octal periodicity theorem applies).
    Octal(OctalGame),
    /// The rules are this finite subtraction game (the finite-set window argument applies).
    Subtraction(Subtraction),
    /// The rules are this take-and-break code, a heap of n tokens at index n (the one-heap
    /// state argument applies when no move leaves two heaps: `grundy::one_heap_period`).
    TakeBreak(TakeBreak),
}

/// A period of the values that the problem's own argument proves (its README's), declared with
/// [`Exploration::with_proved_period`]: `xtask explore` checks it on every value it computes and
/// states it as proved, naming the argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProvedPeriod {
    /// `g(n + length) = g(n) + saltus` for every `n >= preperiod`.
    pub period: ArithmeticPeriod,
    /// Where the argument is and what it says, in a few words (one line, no tab).
    pub argument: String,
}

/// The value of the component at an index, or `None` where no component has that index.
type ValueAt = Box<dyn FnMut(usize, usize) -> Option<u32>>;

/// Whether the referee finds the sum of the components at these indices lost, or `None` where
/// an index has no component.
type LostAt = Box<dyn FnMut(&[(usize, usize)]) -> Option<bool>>;

/// The steps (Every-SG remoteness) of the component at an index, or `None` where there is none.
type StepsAt = Box<dyn FnMut(usize, usize) -> Option<u64>>;

/// Whether the Every-SG referee finds the components at these indices won, or `None` where an
/// index has no component.
type WonAt = Box<dyn FnMut(&[(usize, usize)]) -> Option<bool>>;

/// One family of a problem's components to tabulate: what a component of each index is, and
/// its Grundy value from the rules.
///
/// # Example
/// ```
/// use grundy::Subtraction;
/// use harness::{Axes, Exploration, Family};
///
/// let game = Subtraction::new([1, 3, 4]);
/// let mut exploration = Exploration::by_one(game.clone(), "a heap of n tokens", "n", |n| Some(n as u64))
///     .with_family(Family::Subtraction(game));
/// assert_eq!(exploration.axes(), Axes::One("n"));
/// assert_eq!(exploration.value(5, 0), Some(3));
/// assert!(exploration.text(7).ends_with("values\n0 1 0 1 2 3 2 0\n"));
/// ```
pub struct Exploration {
    component: String,
    axes: Axes,
    family: Option<Family>,
    value_at: ValueAt,
    lost_at: LostAt,
    steps_at: StepsAt,
    every_won_at: WonAt,
    carries_steps: bool,
    proved: Option<ProvedPeriod>,
    same_for_every_input: bool,
}

impl std::fmt::Debug for Exploration {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Exploration")
            .field("component", &self.component)
            .field("axes", &self.axes)
            .field("family", &self.family)
            .field("carries_steps", &self.carries_steps)
            .field("proved", &self.proved)
            .field("same_for_every_input", &self.same_for_every_input)
            .finish_non_exhaustive()
    }
}

impl Exploration {
    /// Components indexed by one size: `part(n)` is the component of index `n` under `rules`
    /// (`None` if there is none), and `component` says what it is, in words naming the axis
    /// (`"a strip of n cells"`).
    ///
    /// # Complexity
    /// O(1); values are computed when asked, each component once.
    pub fn by_one<C>(
        rules: C,
        component: impl Into<String>,
        axis: &'static str,
        part: impl Fn(usize) -> Option<C::Part> + 'static,
    ) -> Self
    where
        C: Components + Clone + 'static,
    {
        Self::new(rules, component.into(), Axes::One(axis), move |n, _| {
            part(n)
        })
    }

    /// A heap of n tokens at index n under the take-and-break `code`, which is declared its
    /// family: `explore` checks the values against the code's and proves what the code's
    /// theorem proves. `component` says what a heap is in the problem's words.
    ///
    /// # Complexity
    /// O(1); values are computed when asked, each heap once.
    ///
    /// # Example
    /// ```
    /// use grundy::{Radix, TakeBreak};
    /// use harness::Exploration;
    ///
    /// let nim = TakeBreak::parse(".3...", Radix::Octal)?;
    /// let mut heaps = Exploration::of_code(nim, "a heap of n stones");
    /// assert_eq!(heaps.value(7, 0), Some(7));
    /// assert!(heaps.text(2).contains("family\ttake-break\t.3...\n"));
    /// # Ok::<(), grundy::TakeBreakCodeError>(())
    /// ```
    pub fn of_code(code: TakeBreak, component: impl Into<String>) -> Self {
        let family = Family::TakeBreak(code.clone());
        Self::by_one(code, component, "n", |n| Some(n as u64)).with_family(family)
    }

    /// Components indexed by two sizes: `part(i, j)` is the component of index `(i, j)`.
    ///
    /// # Complexity
    /// O(1); values are computed when asked, each component once.
    ///
    /// # Example
    /// ```
    /// use grundy::Components;
    /// use harness::{Axes, Exploration};
    ///
    /// /// A chocolate bar: break it along a line into two (each piece is a game of its own).
    /// #[derive(Clone)]
    /// struct Bar;
    /// impl Components for Bar {
    ///     type Part = (usize, usize);
    ///     type Move = usize;
    ///     fn splits(&self, &(w, h): &(usize, usize)) -> Vec<(usize, Vec<(usize, usize)>)> {
    ///         let across = (1..w).map(|x| (x, vec![(x, h), (w - x, h)]));
    ///         across.chain((1..h).map(|y| (w + y, vec![(w, y), (w, h - y)]))).collect()
    ///     }
    /// }
    /// let mut bar = Exploration::by_two(Bar, "a w x h bar", ("w", "h"), |w, h| (w > 0 && h > 0).then_some((w, h)));
    /// assert_eq!(bar.axes(), Axes::Two("w", "h"));
    /// assert_eq!((bar.value(0, 3), bar.value(1, 1), bar.value(2, 1), bar.value(2, 2)), (None, Some(0), Some(1), Some(1)));
    /// ```
    pub fn by_two<C>(
        rules: C,
        component: impl Into<String>,
        axes: (&'static str, &'static str),
        part: impl Fn(usize, usize) -> Option<C::Part> + 'static,
    ) -> Self
    where
        C: Components + Clone + 'static,
    {
        Self::new(rules, component.into(), Axes::Two(axes.0, axes.1), part)
    }

    /// Components of `rules` on `axes`, `part(i, j)` the one at each index.
    fn new<C>(
        rules: C,
        component: String,
        axes: Axes,
        part: impl Fn(usize, usize) -> Option<C::Part> + 'static,
    ) -> Self
    where
        C: Components + Clone + 'static,
    {
        let part = Rc::new(part);
        let mut values = ComponentValues::new(rules.clone());
        let mut steps = Steps::new(rules.clone());
        let mut referee = Referee::new(Sum(rules.clone()));
        let mut every_referee = Referee::new(EveryGame(rules));
        let part_of = Rc::clone(&part);
        let lost_at = move |indices: &[(usize, usize)]| {
            let parts: Option<Vec<C::Part>> = indices.iter().map(|&(i, j)| part_of(i, j)).collect();
            let position = referee.game().position(parts?);
            Some(!referee.wins(&position))
        };
        let part_of = Rc::clone(&part);
        let every_won_at = move |indices: &[(usize, usize)]| {
            let parts: Option<Vec<C::Part>> = indices.iter().map(|&(i, j)| part_of(i, j)).collect();
            let position = every_referee.game().position(parts?);
            Some(every_referee.wins(&position))
        };
        let part_of = Rc::clone(&part);
        Self {
            component,
            axes,
            family: None,
            value_at: Box::new(move |i, j| part(i, j).map(|part| values.value(&part))),
            lost_at: Box::new(lost_at),
            steps_at: Box::new(move |i, j| part_of(i, j).map(|part| steps.steps(&part))),
            every_won_at: Box::new(every_won_at),
            carries_steps: false,
            proved: None,
            same_for_every_input: false,
        }
    }

    /// Says that the problem's own argument (`argument`: where it is and what it says, such as
    /// `README.md: a row splits into x + y < a apples, worth x ^ y < a`) proves `period` of
    /// the values, for components of one size: `xtask explore` checks it on every value it
    /// computes (a difference is an error, a bug in the declaration or the argument) and
    /// states it as proved by that argument. The standard checks test it against the values
    /// the referee decides.
    ///
    /// # Panics
    /// If `argument` holds a tab or a line end (the `--explore` text is one line per field).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::{ArithmeticPeriod, Subtraction};
    /// use harness::Exploration;
    ///
    /// // Take any number up to 3: g(n) = n mod 4.
    /// let period = ArithmeticPeriod { preperiod: 0, length: 4, saltus: 0 };
    /// let mut heaps = Exploration::by_one(Subtraction::new([1, 2, 3]), "a heap of n", "n", |n| Some(n as u64))
    ///     .with_proved_period(period, "README.md: a multiple of 4 answers every move");
    /// assert_eq!(heaps.proved_period().map(|proved| proved.period), Some(period));
    /// assert!(heaps.text(3).contains("\nproved\t0\t4\t0\tREADME.md: a multiple of 4 answers every move\n"));
    /// ```
    pub fn with_proved_period(mut self, period: ArithmeticPeriod, argument: &str) -> Self {
        assert!(
            !argument.contains(['\t', '\n', '\r']),
            "the argument {argument:?} must be one line without tabs"
        );
        self.proved = Some(ProvedPeriod {
            period,
            argument: argument.to_owned(),
        });
        self
    }

    /// The period the problem's own argument proves, if declared
    /// ([`Exploration::with_proved_period`]).
    ///
    /// # Complexity
    /// O(1).
    pub fn proved_period(&self) -> Option<&ProvedPeriod> {
        self.proved.as_ref()
    }

    /// Says that the components and their values are the same whatever the input (the input's
    /// parameters do not enter them), so that `xtask explore` does not say they are the game
    /// an input sets up. The standard checks compare the `--explore` text of every valid
    /// sample.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::Subtraction;
    /// use harness::Exploration;
    ///
    /// let heaps = Exploration::by_one(Subtraction::new([1, 2]), "a heap of n", "n", |n| Some(n as u64));
    /// assert!(!heaps.is_same_for_every_input());
    /// let mut heaps = heaps.same_for_every_input();
    /// assert!(heaps.is_same_for_every_input());
    /// assert!(heaps.text(2).contains("\ninput\tnone\n"));
    /// ```
    pub fn same_for_every_input(mut self) -> Self {
        self.same_for_every_input = true;
        self
    }

    /// Whether the exploration is declared the same for every input
    /// ([`Exploration::same_for_every_input`]).
    ///
    /// # Complexity
    /// O(1).
    pub fn is_same_for_every_input(&self) -> bool {
        self.same_for_every_input
    }

    /// Says that the rules are `family`, whose periodicity theorem then applies (after
    /// `xtask explore` has checked the values agree).
    pub fn with_family(mut self, family: Family) -> Self {
        self.family = Some(family);
        self
    }

    /// Says that the problem is an Every-SG game (every turn a player moves in every component
    /// not yet over), so that each component's [steps](Exploration::steps) are shown beside its
    /// value: the hidden `--explore N` prints them after the values, and `xtask explore`
    /// tabulates them. The rules must let a move leave at most one part in a component's place
    /// (see [`Steps`]).
    ///
    /// # Complexity
    /// O(1); steps are computed when asked, each component once.
    ///
    /// # Example
    /// ```
    /// use grundy::Subtraction;
    /// use harness::Exploration;
    ///
    /// // Take 1 or 2: steps(n) = 2 (n / 3) + (1 if 3 does not divide n).
    /// let mut heaps = Exploration::by_one(Subtraction::new([1, 2]), "a heap of n", "n", |n| Some(n as u64))
    ///     .with_steps();
    /// assert!(heaps.carries_steps());
    /// assert!(heaps.text(6).ends_with("values\n0 1 2 0 1 2 0\nsteps\n0 1 1 2 3 3 4\n"));
    /// ```
    pub fn with_steps(mut self) -> Self {
        self.carries_steps = true;
        self
    }

    /// Whether the exploration shows steps beside the values ([`Exploration::with_steps`]).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::Subtraction;
    /// use harness::Exploration;
    ///
    /// let heaps = Exploration::by_one(Subtraction::new([1, 2]), "a heap of n", "n", |n| Some(n as u64));
    /// assert!(!heaps.carries_steps());
    /// assert!(heaps.with_steps().carries_steps());
    /// ```
    pub fn carries_steps(&self) -> bool {
        self.carries_steps
    }

    /// What a component of each index is.
    pub fn component(&self) -> &str {
        &self.component
    }

    /// How components are indexed.
    pub fn axes(&self) -> Axes {
        self.axes
    }

    /// The family the rules are, if declared.
    pub fn family(&self) -> Option<&Family> {
        self.family.as_ref()
    }

    /// The Grundy value of the component of index `(i, j)` (`j` is ignored with one axis), or
    /// `None` where there is no component.
    ///
    /// # Panics
    /// As [`ComponentValues::value`]: a move that wins at once, or a cycle in the rules.
    ///
    /// # Complexity
    /// As [`ComponentValues::value`].
    pub fn value(&mut self, i: usize, j: usize) -> Option<u32> {
        (self.value_at)(i, j)
    }

    /// Whether the exhaustive referee, on the same rules, finds the sum of the components at
    /// `indices` lost for the player to move (normal play); `None` where an index has no
    /// component. What the test kit checks the values against: one component is lost exactly
    /// when its value is 0, two exactly when their values are equal.
    ///
    /// # Complexity
    /// The referee's search of the sum (see [`Referee`]); it remembers every position seen.
    ///
    /// # Example
    /// ```
    /// use grundy::Subtraction;
    /// use harness::Exploration;
    ///
    /// let mut heaps = Exploration::by_one(Subtraction::new([1, 3, 4]), "a heap of n", "n", |n| Some(n as u64));
    /// assert_eq!(heaps.lost_by_the_referee(&[(2, 0)]), Some(true)); // g(2) = 0
    /// assert_eq!(heaps.lost_by_the_referee(&[(4, 0), (6, 0)]), Some(true)); // g(4) = g(6) = 2
    /// assert_eq!(heaps.lost_by_the_referee(&[(4, 0), (5, 0)]), Some(false));
    /// ```
    pub fn lost_by_the_referee(&mut self, indices: &[(usize, usize)]) -> Option<bool> {
        (self.lost_at)(indices)
    }

    /// The steps of the component of index `(i, j)` (`j` is ignored with one axis) by
    /// [`Steps`], or `None` where there is no component: how long it lasts when the player who
    /// wins it drags it out and the one who loses it ends it soonest. A finished component has
    /// 0; it is won for the player to move exactly when its steps are odd. Computed whether or
    /// not the exploration [carries steps](Exploration::with_steps).
    ///
    /// # Panics
    /// As [`Steps::steps`]: a move that leaves several parts or wins at once, or a cycle.
    ///
    /// # Complexity
    /// As [`Steps::steps`]: each component reachable from this one solved once.
    ///
    /// # Example
    /// ```
    /// use grundy::Subtraction;
    /// use harness::Exploration;
    ///
    /// let mut heaps = Exploration::by_one(Subtraction::new([1, 2]), "a heap of n", "n", |n| (n > 0).then_some(n as u64));
    /// assert_eq!((heaps.steps(0, 0), heaps.steps(5, 0), heaps.steps(6, 0)), (None, Some(3), Some(4)));
    /// ```
    pub fn steps(&mut self, i: usize, j: usize) -> Option<u64> {
        (self.steps_at)(i, j)
    }

    /// Whether the exhaustive referee of the Every-SG game on the same rules
    /// ([`EveryGame`]: every turn, a move in every component not yet over) finds the
    /// components at `indices` won for the player to move; `None` where an index has no
    /// component. What the test kit checks the steps against: by the Every-SG theorem, one
    /// component is won exactly when its steps are odd, several exactly when the largest of
    /// their steps is.
    ///
    /// # Panics
    /// As [`EveryGame`]'s moves: a move that leaves several parts in a component, or wins at
    /// once.
    ///
    /// # Complexity
    /// The referee's search (see [`Referee`]): a turn's moves are the product of the
    /// components' moves, so keep the components few and small. It remembers every position.
    ///
    /// # Example
    /// ```
    /// use grundy::Subtraction;
    /// use harness::Exploration;
    ///
    /// // Take 1 or 2: heap 4 has 3 steps (won), heap 6 has 4 (lost), so together they are lost,
    /// // though their Grundy values, 1 and 0, make the plain sum won.
    /// let mut heaps = Exploration::by_one(Subtraction::new([1, 2]), "a heap of n", "n", |n| Some(n as u64));
    /// assert_eq!(heaps.won_every_sg_by_the_referee(&[(4, 0)]), Some(true));
    /// assert_eq!(heaps.won_every_sg_by_the_referee(&[(4, 0), (6, 0)]), Some(false));
    /// assert_eq!(heaps.lost_by_the_referee(&[(4, 0), (6, 0)]), Some(false));
    /// ```
    pub fn won_every_sg_by_the_referee(&mut self, indices: &[(usize, usize)]) -> Option<bool> {
        (self.every_won_at)(indices)
    }

    /// The text the hidden `--explore N` prints: the lines `component<TAB>words`,
    /// `axes<TAB>name[<TAB>name]`, `family<TAB>octal<TAB>.07` or
    /// `family<TAB>subtract<TAB>1,3,4` when declared, `proved<TAB>e<TAB>p<TAB>s<TAB>argument`
    /// for a [proved period](Exploration::with_proved_period), `input<TAB>none` when the same for
    /// [every input](Exploration::same_for_every_input), `values`, then the values: one line
    /// `g(0) .. g(N)` with one axis; with two, one line per `i` in `0..=N` of the values for
    /// `j` in `0..=N`. When the exploration [carries steps](Exploration::with_steps), the line
    /// `steps` follows, then the steps in the same layout. A missing component is `-`.
    ///
    /// # Complexity
    /// The values (and steps) of `N + 1` (or `(N + 1)^2`) components.
    ///
    /// # Example
    /// ```
    /// use grundy::Euclid;
    /// use harness::Exploration;
    ///
    /// // Euclid's game by its two piles, a pile of 0 no game: (3, 2) is lost, and lasts 2 steps.
    /// let game = |a: usize, b: usize| (a > 0 && b > 0).then(|| (a.max(b) as u64, a.min(b) as u64));
    /// let mut games = Exploration::by_two(Euclid, "piles a and b", ("a", "b"), game).with_steps();
    /// let values = "values\n- - - -\n- 1 2 3\n- 2 1 0\n- 3 0 1\n";
    /// let steps = "steps\n- - - -\n- 1 1 1\n- 1 1 2\n- 1 2 1\n";
    /// assert_eq!(games.text(3), format!("component\tpiles a and b\naxes\ta\tb\n{values}{steps}"));
    /// ```
    pub fn text(&mut self, up_to: usize) -> String {
        let mut text = format!("component\t{}\n", self.component);
        match self.axes {
            Axes::One(name) => writeln!(text, "axes\t{name}"),
            Axes::Two(first, second) => writeln!(text, "axes\t{first}\t{second}"),
        }
        .expect("writing to a String cannot fail");
        match &self.family {
            Some(Family::Octal(game)) => text += &format!("family\toctal\t{game}\n"),
            Some(Family::TakeBreak(code)) => text += &format!("family\ttake-break\t{code}\n"),
            Some(Family::Subtraction(game)) => {
                let amounts: Vec<String> = game.amounts().iter().map(u64::to_string).collect();
                text += &format!("family\tsubtract\t{}\n", amounts.join(","));
            }
            None => {}
        }
        if let Some(ProvedPeriod { period, argument }) = &self.proved {
            let ArithmeticPeriod {
                preperiod,
                length,
                saltus,
            } = period;
            text += &format!("proved\t{preperiod}\t{length}\t{saltus}\t{argument}\n");
        }
        if self.same_for_every_input {
            text += "input\tnone\n";
        }
        text += "values\n";
        text += &self.table(up_to, |exploration, i, j| {
            exploration.value(i, j).map(u64::from)
        });
        if self.carries_steps {
            text += "steps\n";
            text += &self.table(up_to, Self::steps);
        }
        text
    }

    /// The lines of `number(i, j)` for every index up to `up_to`, laid out as
    /// [`text`](Exploration::text) says, `-` for `None`.
    fn table(
        &mut self,
        up_to: usize,
        mut number: impl FnMut(&mut Self, usize, usize) -> Option<u64>,
    ) -> String {
        let rows = match self.axes {
            Axes::One(_) => vec![None],
            Axes::Two(..) => (0..=up_to).map(Some).collect(),
        };
        let mut text = String::new();
        for row in rows {
            let cells: Vec<String> = (0..=up_to)
                .map(|k| {
                    let (i, j) = row.map_or((k, 0), |i| (i, k));
                    number(self, i, j).map_or_else(|| "-".to_owned(), |n| n.to_string())
                })
                .collect();
            text += &cells.join(" ");
            text += "\n";
        }
        text
    }
}
