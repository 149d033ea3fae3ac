//! What `cargo xtask explore PROBLEM` shows, checked against what does not come from the
//! exploration: the values a problem declares ([`Problem::explore`]) against the exhaustive
//! referee, the family it names against that family's own engine, and the hidden
//! `--explore N` text against the shape [`Exploration::text`] promises.

use std::fmt::Debug;

use grundy::{ArithmeticPeriod, Components, Referee, SubtractionLimits, Sum};
use harness::shape::Shape;
use harness::{Axes, Exploration, Family, Problem, Tools};

/// The exploration `problem` declares for the input `text`, for a test to read its values.
///
/// # Panics
/// If `text` is not a valid input, or the problem declares no exploration for it.
pub fn exploration_of<P: Problem>(problem: &P, text: &str) -> Exploration {
    let input = problem
        .shape()
        .read_all(text)
        .unwrap_or_else(|error| panic!("input {text:?} is invalid: {error}"));
    problem
        .explore(&input)
        .unwrap_or_else(|| panic!("no exploration is declared for the input {text:?}"))
}

/// Every index up to `up_to`: `(n, 0)` for `n` in `0..=up_to` with one axis, every `(i, j)` in
/// `0..=up_to` squared with two.
fn indices(axes: Axes, up_to: usize) -> Vec<(usize, usize)> {
    match axes {
        Axes::One(_) => (0..=up_to).map(|n| (n, 0)).collect(),
        Axes::Two(..) => (0..=up_to)
            .flat_map(|i| (0..=up_to).map(move |j| (i, j)))
            .collect(),
    }
}

/// An index as the exploration's axes name it: `n = 5`, or `w = 3, h = 4`.
fn index_words(axes: Axes, (i, j): (usize, usize)) -> String {
    match axes {
        Axes::One(name) => format!("{name} = {i}"),
        Axes::Two(first, second) => format!("{first} = {i}, {second} = {j}"),
    }
}

/// The exploration `problem` declares for the input `text`, checked by the exhaustive
/// `referee` (normal play, on the sums of `R`'s components) at every index up to `up_to` (with
/// two axes, every pair of indices up to it): `part(i, j)` is the component the index stands
/// for, written by the test (`None` where there is none, and there the exploration must have
/// no value either).
///
/// - one component is lost for the player to move exactly when its value is 0;
/// - two components together are lost exactly when their values are equal (Sprague–Grundy:
///   `g(a) ^ g(b) = 0`), so the values are right up to the names of the non-zero ones;
/// - the hidden `--explore up_to` text has the declared shape
///   ([`assert_explore_text_has_the_declared_shape`]).
///
/// A misère game's exploration shows normal-play values (what the SJ theorem reads): pass the
/// normal-play referee on the same rules. The referee may play other rules than the
/// exploration's (the real rules, where the exploration values a reduced game), as long as its
/// positions are lost exactly when the values say. Returns how many positions were decided.
///
/// # Panics
/// At the first index whose value the referee contradicts (naming the index and the
/// component), or that has a value where `part` has no component or the reverse.
///
/// # Complexity
/// The referee's search of every component and of every pair of them: keep `up_to` small
/// (the pairs are quadratic in the components).
///
/// # Example
/// ```ignore
/// let strips = "1 5 1\n1\n1\n";
/// let mut referee = Referee::new(Sum(Rules { lengths: vec![1, 5, 1] }));
/// assert_exploration_decides_the_referee(&Strips, strips, &mut referee, |n, _| Some(n), 12);
/// ```
pub fn assert_exploration_decides_the_referee<P, R>(
    problem: &P,
    text: &str,
    referee: &mut Referee<Sum<R>>,
    part: impl Fn(usize, usize) -> Option<R::Part>,
    up_to: usize,
) -> usize
where
    P: Problem,
    R: Components,
    R::Part: Debug,
{
    let mut exploration = exploration_of(problem, text);
    let axes = exploration.axes();
    let mut known: Vec<(String, R::Part, u32)> = Vec::new();
    for index in indices(axes, up_to) {
        let at = format!("input {text:?}, {}", index_words(axes, index));
        let value = exploration.value(index.0, index.1);
        let Some(part) = part(index.0, index.1) else {
            assert_eq!(value, None, "{at}: no component, but a value");
            continue;
        };
        let value = value.unwrap_or_else(|| panic!("{at}: no value for the component {part:?}"));
        let lost = !referee.wins(&referee.game().position([part.clone()]));
        assert_eq!(
            lost,
            value == 0,
            "{at}: the component {part:?} is worth {value}, but the referee finds it {}",
            if lost { "lost" } else { "won" }
        );
        known.push((at, part, value));
    }
    let mut decided = known.len();
    for (first, (at, part, value)) in known.iter().enumerate() {
        for (other_at, other, other_value) in &known[first + 1..] {
            let pair = referee.game().position([part.clone(), other.clone()]);
            let lost = !referee.wins(&pair);
            assert_eq!(
                lost,
                value == other_value,
                "{at} and {other_at}: the components {part:?} and {other:?} are worth {value} \
                 and {other_value}, but the referee finds the two together {}",
                if lost { "lost" } else { "won" }
            );
            decided += 1;
        }
    }
    assert_explore_text_has_the_declared_shape(problem, text, up_to);
    decided
}

/// The exploration `problem` declares for the input `text`, checked against the exhaustive
/// referee on its own rules ([`Exploration::lost_by_the_referee`]) at every index up to
/// `up_to` (with two axes, every pair of indices up to it): one component is lost exactly when
/// its value is 0, and two together exactly when their values are equal; and the hidden
/// `--explore up_to` text has the declared shape. When the exploration carries steps
/// ([`Exploration::with_steps`]), the steps are checked too, against the Every-SG referee on
/// the same rules ([`Exploration::won_every_sg_by_the_referee`]): one component is won exactly
/// when its steps are odd, and two together exactly when the larger of their steps is odd (the
/// Every-SG theorem). What every exploring problem's standard checks ask
/// ([`checks!`](crate::checks)`(.., explored_up_to: N)`); a crate whose values are those of a
/// reduced game checks them against the real rules' referee with
/// [`assert_exploration_decides_the_referee`]. Returns how many positions were decided (by
/// both referees, when there are steps).
///
/// # Panics
/// At the first index whose value (or steps) a referee contradicts, naming it.
///
/// # Complexity
/// The referees' search of every component and of every pair of them: keep `up_to` small.
///
/// # Example
/// ```
/// use grundy::Subtraction;
/// use harness::shape::{List, Num, list, num};
/// use harness::{Exploration, InputError, Options, Problem};
///
/// /// Take 1, 3 or 4 from one heap.
/// struct Heaps;
/// impl Problem for Heaps {
///     type Shape = List<Num<u64>>;
///     fn shape(&self) -> Self::Shape {
///         list(num("n", "the number of heaps", 1..=9, 0..=9), num("a", "a heap", 0..=9, 0..=9))
///     }
///     fn solve(&self, _: Vec<u64>, _: &Options) -> Result<String, InputError> { Ok(String::new()) }
///     fn referee(&self, _: &Vec<u64>) -> Option<String> { None }
///     fn explore(&self, _: &Vec<u64>) -> Option<Exploration> {
///         Some(Exploration::by_one(Subtraction::new([1, 3, 4]), "a heap of n", "n", |n| Some(n as u64)))
///     }
/// }
/// assert_eq!(grundy_tests::assert_explored_values_decide_their_rules(&Heaps, "1\n5\n", 9), 10 + 45);
/// ```
pub fn assert_explored_values_decide_their_rules<P: Problem>(
    problem: &P,
    text: &str,
    up_to: usize,
) -> usize {
    let mut exploration = exploration_of(problem, text);
    let axes = exploration.axes();
    let mut known: Vec<(String, (usize, usize), u32)> = Vec::new();
    for index in indices(axes, up_to) {
        let at = format!("input {text:?}, {}", index_words(axes, index));
        let Some(value) = exploration.value(index.0, index.1) else {
            continue;
        };
        let lost = exploration.lost_by_the_referee(&[index]);
        assert_eq!(
            lost,
            Some(value == 0),
            "{at}: the component is worth {value}, but the referee finds it {}",
            if lost == Some(true) { "lost" } else { "won" }
        );
        known.push((at, index, value));
    }
    let mut decided = known.len();
    for (first, (at, index, value)) in known.iter().enumerate() {
        for (other_at, other, other_value) in &known[first + 1..] {
            let lost = exploration.lost_by_the_referee(&[*index, *other]);
            assert_eq!(
                lost,
                Some(value == other_value),
                "{at} and {other_at}: the components are worth {value} and {other_value}, but \
                 the referee finds the two together {}",
                if lost == Some(true) { "lost" } else { "won" }
            );
            decided += 1;
        }
    }
    if exploration.carries_steps() {
        decided += assert_steps_decide_the_every_sg_referee(&mut exploration, text, up_to);
    }
    assert_proved_period_holds(&mut exploration, text, up_to);
    assert_explore_text_has_the_declared_shape(problem, text, up_to);
    decided
}

/// The period `exploration` (of the input `text`) declares proved by the problem's own
/// argument, if any, holds on its values up to `up_to` (which the caller has the referee
/// decide): `g(n + p) = g(n) + s` for every `n >= e` with `n + p <= up_to`, and the values
/// reach at least one period past `e` (else nothing would be checked).
///
/// # Panics
/// At the first `n` where it fails, naming the argument; if `up_to < e + p`.
fn assert_proved_period_holds(exploration: &mut Exploration, text: &str, up_to: usize) {
    let Some(proved) = exploration.proved_period().cloned() else {
        return;
    };
    let ArithmeticPeriod {
        preperiod,
        length,
        saltus,
    } = proved.period;
    assert!(
        matches!(exploration.axes(), Axes::One(_)),
        "a proved period is of components of one size"
    );
    assert!(
        preperiod + length <= up_to,
        "explored_up_to {up_to} checks nothing of the period {length} from {preperiod}"
    );
    for n in preperiod..=up_to - length {
        let (now, later) = (exploration.value(n, 0), exploration.value(n + length, 0));
        assert_eq!(
            later,
            now.map(|value| value + saltus),
            "input {text:?}: g({}) is not g({n}) + {saltus}, as {:?} says",
            n + length,
            proved.argument
        );
    }
}

/// When the exploration of the sample `official-1` of the crate at `crate_dir` is declared the
/// same for every input ([`Exploration::same_for_every_input`]), the hidden `--explore up_to`
/// prints the same text on every other sample that is a valid input (answered, not run with
/// options). Returns how many samples were compared.
///
/// # Panics
/// At the first sample whose text differs, naming it.
pub fn assert_explore_same_for_every_input_where_declared<P: Problem>(
    problem: &P,
    crate_dir: &str,
    up_to: usize,
) -> usize {
    let first = crate::sample(crate_dir, "official-1").text();
    if !exploration_of(problem, &first).is_same_for_every_input() {
        return 0;
    }
    let text = |input: &str| Tools::explore_text(problem, input, up_to).ok().flatten();
    let expected = text(&first);
    let mut compared = 0;
    for sample in crate::samples(crate_dir) {
        if sample.expected.is_none() || !sample.args.is_empty() || sample.input.len() > 1 << 16 {
            continue;
        }
        assert_eq!(
            text(&sample.text()),
            expected,
            "sample {}: --explore {up_to} differs from official-1's, though declared the same \
             for every input",
            sample.name
        );
        compared += 1;
    }
    compared
}

/// The steps of `exploration` (of the input `text`) at every index up to `up_to`, checked
/// against the Every-SG referee on its own rules: one component is won exactly when its steps
/// are odd, two together exactly when the larger steps is odd. Returns how many positions were
/// decided.
///
/// # Panics
/// At the first index or pair whose steps the referee contradicts, naming it; at an index with
/// a value but no steps, or the reverse.
fn assert_steps_decide_the_every_sg_referee(
    exploration: &mut Exploration,
    text: &str,
    up_to: usize,
) -> usize {
    let axes = exploration.axes();
    let mut known: Vec<(String, (usize, usize), u64)> = Vec::new();
    for index in indices(axes, up_to) {
        let at = format!("input {text:?}, {}", index_words(axes, index));
        let steps = exploration.steps(index.0, index.1);
        let has_value = exploration.value(index.0, index.1).is_some();
        assert_eq!(
            steps.is_some(),
            has_value,
            "{at}: steps {steps:?}, but a value {has_value}"
        );
        let Some(steps) = steps else {
            continue;
        };
        let won = exploration.won_every_sg_by_the_referee(&[index]);
        assert_eq!(
            won,
            Some(steps % 2 == 1),
            "{at}: the component has {steps} steps, but the Every-SG referee finds it {}",
            if won == Some(true) { "won" } else { "lost" }
        );
        known.push((at, index, steps));
    }
    let mut decided = known.len();
    for (first, (at, index, steps)) in known.iter().enumerate() {
        for (other_at, other, other_steps) in &known[first + 1..] {
            let won = exploration.won_every_sg_by_the_referee(&[*index, *other]);
            assert_eq!(
                won,
                Some(steps.max(other_steps) % 2 == 1),
                "{at} and {other_at}: the components have {steps} and {other_steps} steps, but \
                 the Every-SG referee finds the two together {}",
                if won == Some(true) { "won" } else { "lost" }
            );
            decided += 1;
        }
    }
    decided
}

/// The hidden `--explore up_to` on the input `text` prints what [`Exploration::text`]
/// promises for the exploration `problem` declares: `component<TAB>words` (words naming every
/// axis), `axes<TAB>name[<TAB>name]` as declared, the `family` line exactly when a family is
/// declared, `values`, then `up_to + 1` values (or `-`) on one line with one axis, `up_to + 1`
/// such lines with two, each the exploration's value at its index; when the exploration
/// carries steps, `steps` and the steps in the same layout; and nothing else.
///
/// # Panics
/// At the first line that differs, quoting the whole text.
pub fn assert_explore_text_has_the_declared_shape<P: Problem>(
    problem: &P,
    text: &str,
    up_to: usize,
) {
    let printed = Tools::explore_text(problem, text, up_to)
        .unwrap_or_else(|error| panic!("input {text:?} is invalid: {error}"))
        .unwrap_or_else(|| panic!("--explore prints nothing for the input {text:?}"));
    let mut exploration = exploration_of(problem, text);
    let axes = exploration.axes();
    let names = match axes {
        Axes::One(name) => vec![name],
        Axes::Two(first, second) => vec![first, second],
    };
    let words = exploration.component().to_owned();
    let mut expected = vec![
        format!("component\t{words}"),
        format!("axes\t{}", names.join("\t")),
    ];
    for name in &names {
        let named = words
            .split(|c: char| !c.is_alphanumeric())
            .any(|word| word == *name);
        assert!(
            named,
            "the component words {words:?} do not name the axis {name:?}"
        );
    }
    match exploration.family() {
        Some(Family::Octal(game)) => expected.push(format!("family\toctal\t{game}")),
        Some(Family::TakeBreak(code)) => expected.push(format!("family\ttake-break\t{code}")),
        Some(Family::Subtraction(game)) => {
            let amounts: Vec<String> = game.amounts().iter().map(u64::to_string).collect();
            expected.push(format!("family\tsubtract\t{}", amounts.join(",")));
        }
        None => {}
    }
    if let Some(proved) = exploration.proved_period() {
        let ArithmeticPeriod {
            preperiod,
            length,
            saltus,
        } = proved.period;
        let argument = &proved.argument;
        expected.push(format!(
            "proved\t{preperiod}\t{length}\t{saltus}\t{argument}"
        ));
    }
    if exploration.is_same_for_every_input() {
        expected.push("input\tnone".to_owned());
    }
    let rows = match axes {
        Axes::One(_) => 1,
        Axes::Two(..) => up_to + 1,
    };
    let mut section = |name: &str, number: &mut dyn FnMut(usize, usize) -> Option<u64>| {
        expected.push(name.to_owned());
        for row in 0..rows {
            let cells: Vec<String> = (0..=up_to)
                .map(|k| {
                    let (i, j) = if rows == 1 { (k, 0) } else { (row, k) };
                    number(i, j).map_or("-".to_owned(), |n| n.to_string())
                })
                .collect();
            expected.push(cells.join(" "));
        }
    };
    section("values", &mut |i, j| exploration.value(i, j).map(u64::from));
    if exploration.carries_steps() {
        section("steps", &mut |i, j| exploration.steps(i, j));
    }
    let lines: Vec<&str> = printed.lines().collect();
    assert!(
        printed.ends_with('\n'),
        "--explore {up_to} on {text:?}: no final line end in\n{printed}"
    );
    assert_eq!(
        lines, expected,
        "--explore {up_to} on {text:?} printed\n{printed}"
    );
}

/// The family the exploration of `text` names is `family` (none, for `None`), and where there
/// is one, the exploration's values (from the problem's own rules) equal the family engine's
/// for every index in `0..=up_to`: [`OctalGame::grundy_direct`](grundy::OctalGame::grundy_direct)
/// for an octal game, [`Subtraction::values`](grundy::Subtraction::values) for a subtraction
/// game, [`TakeBreak::grundy_direct`](grundy::TakeBreak::grundy_direct) for a take-and-break
/// code. Returns how many values were compared.
///
/// # Panics
/// If another family (or none) is declared, the exploration has two axes, or at the first
/// index whose values differ.
pub fn assert_declared_family<P: Problem>(
    problem: &P,
    text: &str,
    family: Option<Family>,
    up_to: usize,
) -> usize {
    let mut exploration = exploration_of(problem, text);
    assert_eq!(
        exploration.family(),
        family.as_ref(),
        "the family declared for {text:?}"
    );
    let engine: Vec<Option<u32>> = match family {
        None => return 0,
        Some(Family::Octal(game)) => game.grundy_direct(up_to).into_iter().map(Some).collect(),
        Some(Family::Subtraction(game)) => {
            let values = game.values(up_to as u64, &SubtractionLimits::DEFAULT);
            (0..=up_to as u64).map(|n| values.value(n)).collect()
        }
        Some(Family::TakeBreak(code)) => code.grundy_direct(up_to).into_iter().map(Some).collect(),
    };
    assert!(
        matches!(exploration.axes(), Axes::One(_)),
        "a family is a game of one heap: one axis"
    );
    for (n, &value) in engine.iter().enumerate() {
        assert_eq!(
            exploration.value(n, 0),
            value,
            "input {text:?}, index {n}: the exploration (left) and the family's engine (right)"
        );
    }
    engine.len()
}

#[cfg(test)]
mod tests {
    use grundy::Subtraction;
    use harness::shape::{List, Num, list, num};
    use harness::{InputError, Options};

    use super::*;

    /// Heaps of a subtraction game, explored under `rules` and named as `family`, with their
    /// steps when `steps` says so.
    struct Heaps {
        rules: Subtraction,
        family: Subtraction,
        steps: bool,
    }

    impl Heaps {
        fn new(rules: &[u64], family: &[u64]) -> Self {
            let game = |amounts: &[u64]| Subtraction::new(amounts.iter().copied());
            Heaps {
                rules: game(rules),
                family: game(family),
                steps: false,
            }
        }
    }

    impl Problem for Heaps {
        type Shape = List<Num<u64>>;

        fn shape(&self) -> Self::Shape {
            list(
                num("k", "heaps", 1..=3, 1..=3),
                num("a", "a heap", 0..=9, 0..=9),
            )
        }

        fn solve(&self, _: Vec<u64>, _: &Options) -> Result<String, InputError> {
            Ok(String::new())
        }

        fn referee(&self, _: &Vec<u64>) -> Option<String> {
            None
        }

        fn explore(&self, _: &Vec<u64>) -> Option<Exploration> {
            let heap =
                Exploration::by_one(self.rules.clone(), "a heap of n", "n", |n| Some(n as u64));
            let heap = heap.with_family(Family::Subtraction(self.family.clone()));
            Some(if self.steps { heap.with_steps() } else { heap })
        }
    }

    /// Heaps of take 1 or 2 (g(n) = n mod 3), declared to have this period proved.
    struct ProvedHeaps(ArithmeticPeriod);

    impl Problem for ProvedHeaps {
        type Shape = List<Num<u64>>;

        fn shape(&self) -> Self::Shape {
            Heaps::new(&[1, 2], &[1, 2]).shape()
        }

        fn solve(&self, _: Vec<u64>, _: &Options) -> Result<String, InputError> {
            Ok(String::new())
        }

        fn referee(&self, _: &Vec<u64>) -> Option<String> {
            None
        }

        fn explore(&self, _: &Vec<u64>) -> Option<Exploration> {
            let rules = Subtraction::new([1, 2]);
            let heap = Exploration::by_one(rules, "a heap of n", "n", |n| Some(n as u64));
            Some(heap.with_proved_period(self.0, "a test's argument"))
        }
    }

    fn period(preperiod: usize, length: usize, saltus: u32) -> ArithmeticPeriod {
        ArithmeticPeriod {
            preperiod,
            length,
            saltus,
        }
    }

    #[test]
    fn a_proved_period_the_values_keep_passes_and_is_in_the_explore_text() {
        let heaps = ProvedHeaps(period(0, 3, 0));
        assert_eq!(
            assert_explored_values_decide_their_rules(&heaps, "1 3\n", 9),
            10 + 45
        );
        let text = Tools::explore_text(&heaps, "1 3\n", 3).unwrap().unwrap();
        assert!(
            text.contains("\nproved\t0\t3\t0\ta test's argument\nvalues\n"),
            "{text}"
        );
    }

    #[test]
    #[should_panic(expected = "g(3) is not g(2) + 1, as \"a test's argument\" says")]
    fn a_proved_period_the_values_break_is_caught() {
        // g(n) = n holds for take 1 or 2 up to 2 only: g(3) = 0.
        assert_explored_values_decide_their_rules(&ProvedHeaps(period(0, 1, 1)), "1 3\n", 9);
    }

    #[test]
    #[should_panic(expected = "checks nothing of the period")]
    fn a_proved_period_longer_than_the_values_checked_is_caught() {
        assert_explored_values_decide_their_rules(&ProvedHeaps(period(5, 6, 0)), "1 3\n", 9);
    }

    /// Take 1 or 2: g(n) = n mod 3.
    fn take_one_or_two() -> Referee<Sum<Subtraction>> {
        Referee::new(Sum(Subtraction::new([1, 2])))
    }

    #[test]
    fn the_rules_the_referee_plays_pass_every_check() {
        let heaps = Heaps::new(&[1, 2], &[1, 2]);
        let heap = |n, _| Some(n as u64);
        let decided = assert_exploration_decides_the_referee(
            &heaps,
            "1 3\n",
            &mut take_one_or_two(),
            heap,
            9,
        );
        assert_eq!(decided, 10 + 45);
        assert_eq!(
            assert_declared_family(
                &heaps,
                "1 3\n",
                Some(Family::Subtraction(Subtraction::new([1, 2]))),
                50
            ),
            51
        );
    }

    #[test]
    #[should_panic(expected = "the referee finds it won")]
    fn other_rules_are_caught_by_a_single_component() {
        // Take 1 or 3: g(n) = n mod 2, so heap 2 is worth 0 there, but won by taking 2.
        let heaps = Heaps::new(&[1, 3], &[1, 3]);
        assert_exploration_decides_the_referee(
            &heaps,
            "1 3\n",
            &mut take_one_or_two(),
            |n, _| Some(n as u64),
            9,
        );
    }

    #[test]
    #[should_panic(expected = "the referee finds the two together lost")]
    fn values_with_the_right_zeros_but_not_the_right_classes_are_caught_by_a_pair() {
        // Index n stands for heap 1 unless 3 divides n: the zeros agree with n mod 3, but the
        // heaps of indices 1 and 2 are equal, so their values must be too.
        let heaps = Heaps::new(&[1, 2], &[1, 2]);
        let part = |n: usize, _| Some(if n % 3 == 0 { n as u64 } else { 1 });
        assert_exploration_decides_the_referee(&heaps, "1 3\n", &mut take_one_or_two(), part, 9);
    }

    #[test]
    #[should_panic(expected = "no component, but a value")]
    fn a_value_where_there_is_no_component_is_caught() {
        let heaps = Heaps::new(&[1, 2], &[1, 2]);
        let part = |n: usize, _| (n > 0).then_some(n as u64);
        assert_exploration_decides_the_referee(&heaps, "1 3\n", &mut take_one_or_two(), part, 9);
    }

    #[test]
    #[should_panic(expected = "the exploration (left) and the family's engine (right)")]
    fn a_family_the_rules_are_not_is_caught_by_its_engine() {
        let heaps = Heaps::new(&[1, 2], &[1, 2, 3]);
        let family = Family::Subtraction(Subtraction::new([1, 2, 3]));
        assert_declared_family(&heaps, "1 3\n", Some(family), 50);
    }

    #[test]
    #[should_panic(expected = "the family declared")]
    fn another_family_than_the_one_expected_is_caught() {
        let heaps = Heaps::new(&[1, 2], &[1, 2]);
        assert_declared_family(&heaps, "1 3\n", None, 0);
    }

    #[test]
    fn the_explore_text_of_take_one_or_two_has_the_shape_the_check_expects() {
        let heaps = Heaps::new(&[1, 2], &[1, 2]);
        assert_explore_text_has_the_declared_shape(&heaps, "1 3\n", 7);
        let text = Tools::explore_text(&heaps, "1 3\n", 7).unwrap().unwrap();
        assert_eq!(
            text,
            "component\ta heap of n\naxes\tn\nfamily\tsubtract\t1,2\nvalues\n0 1 2 0 1 2 0 1\n"
        );
    }

    #[test]
    fn steps_are_checked_against_the_every_sg_referee_and_printed_after_the_values() {
        let heaps = Heaps {
            steps: true,
            ..Heaps::new(&[1, 2], &[1, 2])
        };
        // 10 heaps and 45 pairs of them, by the normal-play referee and by the Every-SG one.
        assert_eq!(
            assert_explored_values_decide_their_rules(&heaps, "1 3\n", 9),
            2 * (10 + 45)
        );
        let text = Tools::explore_text(&heaps, "1 3\n", 7).unwrap().unwrap();
        assert!(
            text.ends_with("values\n0 1 2 0 1 2 0 1\nsteps\n0 1 1 2 3 3 4 5\n"),
            "{text}"
        );
        // As a plain sum heaps 4 and 6 (values 1 and 0) are won; played Every-SG, lost: the
        // lost 6 lasts 4 steps, longer than the won 4's 3.
        let mut exploration = exploration_of(&heaps, "1 3\n");
        assert_eq!(
            exploration.lost_by_the_referee(&[(4, 0), (6, 0)]),
            Some(false)
        );
        assert_eq!(
            exploration.won_every_sg_by_the_referee(&[(4, 0), (6, 0)]),
            Some(false)
        );
    }
}
