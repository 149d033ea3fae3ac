//! The claims `sum` prints, checked against core's exhaustive search of the real rules: each
//! component's value against the plain mex over its moves, every winning move against the
//! referee's on the whole sum (normal and misère), and the notation's errors word for word.

use grundy::{
    CoinTurning, ComponentValues, Components, Euclid, GameValues, GrundyGame, Hackenbush, Misere,
    Nim, Radix, Referee, Rng, Subtraction, Sum, TakeBreak, TurningRule,
};

use super::component::{Component, Mixed, State, Step, Tree};
use super::notation;
use super::outcome::{Evaluated, MisereOutcome, Move};
use super::values::Values;

fn read(text: &str) -> Vec<Component> {
    notation::sum(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The value `sum`'s module gives `component`.
fn value(component: &Component) -> u64 {
    let mut values = Values::new(&component.family, &component.state).unwrap();
    values.of(&component.state)
}

/// Euclid's value by the plain mex over its moves (recursion: pairs are small here).
fn euclid_by_definition(a: u64, b: u64) -> u64 {
    let options = Euclid
        .splits(&(a, b))
        .into_iter()
        .map(|(_, left)| match left[..] {
            [] => 0,
            [(x, y)] => euclid_by_definition(x, y) as u32,
            _ => unreachable!(),
        });
    u64::from(grundy::mex(options))
}

#[test]
fn every_heap_family_has_the_value_of_the_plain_mex_over_its_real_moves() {
    for code in [".77", ".07", "0.137", "4.3...", ".3...", ".33"] {
        let game = TakeBreak::parse(code, Radix::Octal).unwrap();
        let by_mex = ComponentValues::new(game).table(0..=40);
        for n in 0..=40u64 {
            assert_eq!(
                value(&read(&format!("{code}:{n}"))[0]),
                u64::from(by_mex[n as usize]),
                "{code}:{n}"
            );
        }
    }
    let hex = TakeBreak::parse("8.3...", Radix::Hexadecimal).unwrap();
    let by_mex = ComponentValues::new(hex).table(0..=20);
    for n in 0..=20u64 {
        assert_eq!(
            value(&read(&format!("hex{{8.3...}}:{n}"))[0]),
            u64::from(by_mex[n as usize])
        );
    }
    let nim = ComponentValues::new(Nim).table(0..=30);
    let sub = ComponentValues::new(Subtraction::new([1, 3, 4])).table(0..=30);
    let grundy = ComponentValues::new(GrundyGame).table(0..=30);
    for n in 0..=30u64 {
        let at = n as usize;
        assert_eq!(value(&read(&format!("nim:{n}"))[0]), u64::from(nim[at]));
        assert_eq!(
            value(&read(&format!("sub{{1,3,4}}:{n}"))[0]),
            u64::from(sub[at])
        );
        assert_eq!(
            value(&read(&format!("grundy:{n}"))[0]),
            u64::from(grundy[at])
        );
    }
}

#[test]
fn euclid_pairs_have_the_value_of_the_plain_mex_over_their_moves() {
    for a in 1..=25u64 {
        for b in 1..=a {
            assert_eq!(
                value(&read(&format!("euclid:({a},{b})"))[0]),
                euclid_by_definition(a, b)
            );
        }
    }
}

/// Every row of `len` coins, in the notation.
fn rows(len: usize) -> Vec<String> {
    (0..1u32 << len)
        .map(|bits| {
            (0..len)
                .map(|i| if bits >> i & 1 == 1 { 'H' } else { 'T' })
                .collect()
        })
        .collect()
}

#[test]
fn coin_rows_have_the_value_of_the_plain_mex_over_their_real_moves() {
    for (name, rule) in [
        ("turtles", TurningRule::TurningTurtles),
        ("mock", TurningRule::MockTurtles),
        ("ruler", TurningRule::Ruler),
        ("twins", TurningRule::Twins),
        ("sizes{1,2,3,4}", "sizes{1,2,3,4}".parse().unwrap()),
        ("runs{1,3}", "runs{1,3}".parse().unwrap()),
        ("distance{0,2}", "distance{0,2}".parse().unwrap()),
    ] {
        let mut by_mex = GameValues::new(CoinTurning::new(rule));
        for row in rows(7) {
            let component = &read(&format!("{name}:{row}"))[0];
            let State::Row(coins) = &component.state else {
                unreachable!()
            };
            assert_eq!(value(component), by_mex.value(coins), "{name}:{row}");
        }
    }
}

/// Every rooted tree with `edges` edges, in the notation (with repeats).
fn trees(edges: usize) -> Vec<String> {
    if edges == 0 {
        return vec![String::new()];
    }
    let mut found = Vec::new();
    for first in 1..=edges {
        for above in trees(first - 1) {
            for rest in trees(edges - first) {
                found.push(format!("({above}){rest}"));
            }
        }
    }
    found
}

#[test]
fn trees_and_strings_have_the_value_of_the_plain_mex_over_their_real_cuts() {
    for edges in 1..=6 {
        for text in trees(edges) {
            let component = &read(&format!("tree:{text}"))[0];
            let State::Tree(tree) = &component.state else {
                unreachable!()
            };
            let game = Hackenbush::new(tree.graph());
            let start = game.start();
            assert_eq!(
                value(component),
                GameValues::new(game).value(&start),
                "tree:{text}"
            );
        }
        let stalk = "(".repeat(edges) + &")".repeat(edges);
        let game = Hackenbush::new(read(&format!("tree:{stalk}"))[0].state.tree().graph());
        let start = game.start();
        let string = &read(&format!("string:{edges}"))[0];
        assert_eq!(value(string), GameValues::new(game).value(&start));
    }
}

#[test]
fn big_heaps_are_answered_by_a_proved_period_or_a_formula() {
    assert_eq!(value(&read(".77:1000000")[0]), 1); // Kayles: period 12 from 71; g(1000000) = g(76)
    assert_eq!(value(&read("nim:10^18")[0]), 1_000_000_000_000_000_000);
    assert_eq!(value(&read("sub{1,3,4}:7000000000000000005")[0]), 3);
    let too_far = Evaluated::new(read("4.3...:6000")).unwrap_err();
    assert!(too_far.contains("by mex up to heaps of 5000"), "{too_far}");
}

/// A random graph of 1 to `most` edges on nodes 0 to 3 (loops and repeated edges too), in
/// the notation.
fn random_graph(rng: &mut Rng, most: usize) -> String {
    let edges: Vec<String> = (0..rng.range_usize(1..=most))
        .map(|_| format!("{}-{}", rng.range(0..=3), rng.range(0..=3)))
        .collect();
    edges.join(",")
}

#[test]
fn graphs_have_the_value_of_the_plain_mex_over_their_real_cuts() {
    let mut rng = Rng::new(37);
    for _ in 0..300 {
        let text = random_graph(&mut rng, 7);
        let component = &read(&format!("graph:{text}"))[0];
        let edges = text.split(',').map(|edge| {
            let (u, v) = edge.split_once('-').unwrap();
            (u.parse().unwrap(), v.parse().unwrap())
        });
        let game = Hackenbush::new(grundy::RootedGraph::on_edges(0, edges));
        let start = game.start();
        assert_eq!(
            value(component),
            GameValues::new(game).value(&start),
            "graph:{text}"
        );
    }
}

/// A random small component, in the notation.
fn random_component(rng: &mut Rng) -> String {
    let n = rng.range(0..=7);
    match rng.range(0..=11) {
        0 => format!(".77:{n}"),
        1 => format!(".07:{n}"),
        2 => format!("4.3...:{}", n.min(5)),
        3 => format!("nim:{n}"),
        4 => format!("sub{{1,3,4}}:{n}"),
        5 => format!("grundy:{}", n + 2),
        6 => format!("euclid:({},{})", n + 1, rng.range(1..=4)),
        7 => format!(
            "{}:{}",
            rng.pick(&[
                "mock",
                "ruler",
                "turtles",
                "twins",
                "sizes{1,2,4}",
                "runs{2,3}"
            ]),
            rows(4)[rng.range_usize(0..=15)]
        ),
        8 => format!("string:{}", n.min(4)),
        9 => format!("tree:{}", rng.pick(&trees(3))),
        10 => format!("graph:{}", random_graph(rng, 4)),
        _ => format!("hex{{8.3...}}:{}", n.min(5)),
    }
}

/// The moves the referee finds winning from `components`' sum (normal or misère play).
fn referee_moves(components: &[Component], misere: bool) -> (bool, Vec<(usize, Step)>) {
    let (mixed, start) = Mixed::new(components);
    if misere {
        let mut referee = Referee::new(Misere(Sum(mixed)));
        (referee.wins(&start), referee.winning_moves(&start))
    } else {
        let mut referee = Referee::new(Sum(mixed));
        (referee.wins(&start), referee.winning_moves(&start))
    }
}

fn steps(moves: &[Move]) -> Vec<(usize, Step)> {
    let mut steps: Vec<(usize, Step)> = moves.iter().map(|m| (m.index, m.step.clone())).collect();
    steps.dedup();
    steps
}

#[test]
fn on_random_mixed_sums_the_winning_moves_are_exactly_the_referees() {
    let mut rng = Rng::new(37);
    for _ in 0..300 {
        let count = rng.range_usize(2..=3);
        let text: Vec<String> = (0..count).map(|_| random_component(&mut rng)).collect();
        let text = text.join(" + ");
        let mut sum = Evaluated::new(read(&text)).unwrap();
        let moves = sum.normal_winning().unwrap();
        let (wins, expected) = referee_moves(&sum.components, false);
        assert_eq!(sum.total() != 0, wins, "{text}");
        assert_eq!(steps(&moves), expected, "{text}");
    }
}

#[test]
fn on_random_mixed_sums_the_misere_outcome_and_moves_are_the_referees() {
    let mut rng = Rng::new(38);
    let (mut by_theorem, mut by_search) = (0, 0);
    for round in 0..300 {
        let count = rng.range_usize(2..=3);
        let text: Vec<String> = (0..count)
            .map(|_| {
                if round % 2 == 0 {
                    format!("nim:{}", rng.range(0..=6))
                } else {
                    random_component(&mut rng)
                }
            })
            .collect();
        let text = text.join(" + ");
        let mut sum = Evaluated::new(read(&text)).unwrap();
        let (wins, expected) = referee_moves(&sum.components, true);
        match sum.misere() {
            MisereOutcome::Theorem {
                wins: said, moves, ..
            } => {
                by_theorem += 1;
                assert_eq!((said, steps(&moves)), (wins, expected), "{text}");
            }
            MisereOutcome::Search {
                wins: said, moves, ..
            } => {
                by_search += 1;
                assert_eq!((said, steps(&moves)), (wins, expected), "{text}");
            }
            MisereOutcome::Undecided(why) => panic!("{text}: {why}"),
        }
    }
    assert!(
        by_theorem >= 100 && by_search >= 50,
        "{by_theorem} {by_search}"
    );
}

#[test]
fn a_component_whose_zero_positions_can_move_is_not_given_to_the_sj_theorem() {
    // Kayles' row of 4 reaches two rows of 1: value 0, and a move left.
    let mut sum = Evaluated::new(read(".77:4 + nim:2")).unwrap();
    let MisereOutcome::Search { why, .. } = sum.misere() else {
        panic!("by the theorem")
    };
    assert!(
        why.contains(".77:1 + .77:1, of value 0 with a move left"),
        "{why}"
    );
}

#[test]
fn past_both_bounds_misere_play_is_said_not_decided_with_the_reason() {
    let mut sum = Evaluated::new(read(".77:8 + .77:8 + .77:9")).unwrap();
    let MisereOutcome::Undecided(why) = sum.misere_within(20, 50) else {
        panic!("decided")
    };
    assert!(
        why.contains("reaches more than the 50 positions searched here"),
        "{why}"
    );
    let mut sum = Evaluated::new(read(".77:8 + nim:1")).unwrap();
    let MisereOutcome::Undecided(why) = sum.misere_within(3, 5) else {
        panic!("decided")
    };
    assert!(
        why.contains("not checked: it reaches more than 3 positions"),
        "{why}"
    );
}

/// The error `text` gives.
fn error(text: &str) -> String {
    notation::sum(text)
        .and_then(|c| Evaluated::new(c).map(|_| ()))
        .unwrap_err()
}

#[test]
fn a_digit_that_is_not_octal_is_named_with_its_component() {
    assert_eq!(
        error(".78:5"),
        "'.78:5': '8' in \".78\" is not an octal digit"
    );
}

#[test]
fn an_unknown_family_lists_the_known_ones() {
    assert_eq!(
        error("nim:3 + kayles:5"),
        format!(
            "'kayles:5': unknown family \"kayles\"; known: {}",
            notation::FAMILIES
        )
    );
}

#[test]
fn a_missing_colon_is_named() {
    assert_eq!(
        error("nim3"),
        "'nim3': no ':' between the family and the size (as nim:3 or .77:5)"
    );
}

#[test]
fn a_bad_number_is_named() {
    assert_eq!(
        error("nim:3x"),
        "'nim:3x': \"3x\" is not a number (write digits, or a power such as 10^18)"
    );
    assert_eq!(
        error("nim:10^20"),
        "'nim:10^20': 10^20 is larger than 18446744073709551615"
    );
}

#[test]
fn an_empty_sum_is_named() {
    assert_eq!(
        error("  "),
        "the sum is empty: give components such as '.77:5 + nim:3'"
    );
}

#[test]
fn a_doubled_plus_names_the_empty_component() {
    assert_eq!(
        error("nim:3 + + .77:5"),
        "component 2 of 'nim:3 + + .77:5' is empty (a '+' with nothing on one side)"
    );
}

#[test]
fn a_bad_tree_says_where() {
    assert_eq!(error("tree:(()"), "'tree:(()': 1 '(' left open");
    assert_eq!(
        error("graph:0-1,1"),
        "'graph:0-1,1': an edge is two node numbers joined by '-' (0-1; node 0 the ground), \
         not \"1\""
    );
    assert_eq!(
        error("tree:())"),
        "'tree:())': the ')' at character 3 closes nothing"
    );
    let deep = "(".repeat(100_000) + &")".repeat(100_000);
    assert_eq!(
        error(&format!("tree:{deep}")),
        format!("'tree:{deep}': a tree has at most 64 edges here")
    );
    assert_eq!(
        error("tree:(x)"),
        "'tree:(x)': 'x' at character 2 is not a parenthesis: write each edge as ( what grows \
         above it )"
    );
}

#[test]
fn bad_coins_pairs_and_amounts_are_named() {
    assert_eq!(
        error("mock:HXT"),
        "'mock:HXT': 'X' is not a coin: write heads H and tails T"
    );
    assert_eq!(
        error("euclid:5,3"),
        "'euclid:5,3': Euclid's piles are written (a,b), not \"5,3\""
    );
    assert_eq!(
        error("sub{1,0}:5"),
        "'sub{1,0}:5': an amount taken must be at least 1"
    );
    assert_eq!(error("nim:"), "'nim:': no size after the ':'");
}

#[test]
fn a_value_past_a_bound_names_the_bound() {
    assert_eq!(
        error("grundy:10^7"),
        "'grundy:10000000': Grundy's game is computed here up to heaps of 1048576, not 10000000"
    );
}

#[test]
fn a_row_with_too_many_turn_sets_and_a_too_large_amount_are_refused_naming_the_bound() {
    let row = "H".repeat(64);
    let rule = format!(
        "sizes{{{}}}",
        (1..=40)
            .map(|k| k.to_string())
            .collect::<Vec<_>>()
            .join(",")
    );
    let read = CoinTurning::new(rule.parse().unwrap()).coins_read(64);
    assert_eq!(
        error(&format!("{rule}:{row}")),
        format!(
            "'{rule}:{row}': a row of 64 coins: the sets a move may turn hold {read} coins in \
             all, more than the 2000000 read here"
        )
    );
    assert_eq!(
        error("sub{10^18}:5"),
        "'sub{10^18}:5': an amount taken is at most 100000000 here, not 1000000000000000000"
    );
}

#[test]
fn a_tree_lists_each_option_with_the_value_the_definition_gives() {
    let text = crate::sum::report(".77:3 + tree:(()) + mock:HTH", false, Some(2)).unwrap();
    let mut checked = 0;
    for line in text
        .lines()
        .filter(|line| line.trim_start().starts_with("-> "))
    {
        let (position, value) = line.trim_start()[3..].rsplit_once(": value ").unwrap();
        let value: u64 = value.split(' ').next().unwrap().parse().unwrap();
        let components = if position == "nothing left" {
            vec![]
        } else {
            read(position)
        };
        let (mixed, start) = Mixed::new(&components);
        assert_eq!(GameValues::new(Sum(mixed)).value(&start), value, "{line}");
        checked += 1;
    }
    assert!(checked > 20, "{text}");
    let whole = read(".77:3 + tree:(()) + mock:HTH");
    let (mixed, start) = Mixed::new(&whole);
    let value = GameValues::new(Sum(mixed)).value(&start);
    assert!(
        text.contains(&format!("the position's value is {value},")),
        "{text}"
    );
}

#[test]
fn a_tree_too_large_is_refused_naming_the_bound() {
    let error = crate::sum::report("nim:1000", false, Some(1)).unwrap_err();
    assert_eq!(
        error.0,
        "'nim:1000' has about 1000 moves, more than the 300 lines --tree prints"
    );
}

impl State {
    fn tree(&self) -> Tree {
        match self {
            State::Tree(tree) => tree.clone(),
            _ => unreachable!(),
        }
    }
}

#[test]
fn a_second_colon_and_an_empty_set_are_named() {
    assert_eq!(
        error("nim:3:4"),
        "'nim:3:4': \"3:4\" is not a number (write digits, or a power such as 10^18)"
    );
    assert_eq!(
        error("sub{}:5"),
        "'sub{}:5': the set of amounts is empty: write them as sub{1,3,4}"
    );
}
