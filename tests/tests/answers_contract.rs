//! The contract for answers that are not one verdict ([`harness::Answers`]), through the kit's
//! standard checks: a problem whose cases bring their own rules ([`grundy::PerCase`]), whose
//! lines are numbered and whose answer is every winning first move agrees with the referee and
//! its claims hold; a solver that forgets one winning move is caught; a case the solver cannot
//! answer is an error at its place. (How an answer is written, numbering included, is the
//! crate's own words, the same for the solver and the referee: the samples' `.out` check it.)

use grundy::{PerCase, Subtraction, Sum};
use grundy_tests::{assert_agrees_with_referee, assert_claims_hold};
use harness::shape::{At, List, Num, Placed, at, list, num};
use harness::{
    Answers, Claim, GrundyValue, InputError, Options, Scanner, WinningMoves, solve_input,
};

/// A claim and the text after its words.
type Said = (Claim<(usize, u64)>, String);

/// "T cases; each: a heap n and a largest take k (take 1 to k). Print `Case #i: c m_1 ... m_c`:
/// how many amounts win, then each in increasing order." Each case has its own rules.
#[derive(Clone, Copy)]
struct EveryTake {
    /// The bug under test, if any.
    bug: Bug,
}

#[derive(Clone, Copy, PartialEq)]
enum Bug {
    None,
    /// Forgets the winning amount when it is the largest take.
    ForgetsTheLargestTake,
    /// Not a bug: a budget, heaps past 400 refused at their place.
    RefusesHeapsPast400,
}

impl Answers for EveryTake {
    type Shape = List<(Placed<Num<u64>>, Num<u64>)>;
    type Game = PerCase<Sum<Subtraction>>;
    type Answer = WinningMoves<(usize, u64)>;

    fn shape(&self) -> Self::Shape {
        let heap = at(num("n", "the heap", 0..=500, 0..=1000).tiny(0..=12));
        let most = num("k", "the largest take", 1..=10, 1..=10).tiny(1..=4);
        list(
            num("T", "the number of cases", 1..=10, 1..=10).tiny(1..=4),
            (heap, most),
        )
        .lines()
    }

    /// n mod (k + 1) is the only winning take (and none when it is 0).
    fn answer(&self, (heap, most): &(At<u64>, u64)) -> Result<Self::Answer, InputError> {
        let n = heap.value;
        if self.bug == Bug::RefusesHeapsPast400 && n > 400 {
            return Err(InputError::at(
                heap.pos,
                format!("a heap of {n} is past 400"),
            ));
        }
        let take = n % (most + 1);
        let forgotten = self.bug == Bug::ForgetsTheLargestTake && take == *most;
        Ok(WinningMoves(if take == 0 || forgotten {
            vec![]
        } else {
            vec![(0, take)]
        }))
    }

    fn write(&self, _: &(At<u64>, u64), every: &Self::Answer, out: &mut String) {
        out.push_str(&every.0.len().to_string());
        for (_, take) in &every.0 {
            out.push_str(&format!(" {take}"));
        }
    }

    fn prefix(&self, number: usize) -> String {
        format!("Case #{number}: ")
    }

    fn claim(&self, _: &(At<u64>, u64), every: &Self::Answer) -> Result<Said, InputError> {
        Ok((every.first_claim(), String::new()))
    }

    fn words(&self, claim: &Claim<(usize, u64)>) -> String {
        claim.say(|(_, take)| format!("take {take}"))
    }

    fn positions(&self, cases: &[(At<u64>, u64)]) -> Option<(Self::Game, Vec<(usize, Vec<u64>)>)> {
        let game = |&(ref heap, most): &(At<u64>, u64)| {
            (Sum(Subtraction::new(1..=most)), vec![heap.value])
        };
        Some(PerCase::of(cases.iter().map(game)))
    }
}

fn solve(problem: EveryTake) -> impl Fn(&str) -> Result<String, InputError> {
    move |text| solve_input(&problem, &Options::new(), &mut Scanner::new(text))
}

fn run(problem: EveryTake) -> impl Fn(&Options, &mut Scanner<'_>) -> Result<String, InputError> {
    move |options, input| solve_input(&problem, options, input)
}

const RIGHT: EveryTake = EveryTake { bug: Bug::None };

#[test]
fn every_winning_move_numbered_with_rules_per_case_agrees_with_the_referee() {
    assert_eq!(
        assert_agrees_with_referee(&RIGHT, 1, 300, solve(RIGHT)),
        300
    );
    assert!(assert_claims_hold(&RIGHT, 1, 300, run(RIGHT)) >= 300);
}

#[test]
fn the_output_is_numbered_and_lists_every_winning_move() {
    let text = "3\n7 2\n6 2\n4 9\n";
    let output = solve(RIGHT)(text).unwrap();
    assert_eq!(output, "Case #1: 1 1\nCase #2: 0\nCase #3: 1 4\n");
    let explained = run(RIGHT)(&Options::new().explained(), &mut Scanner::new(text)).unwrap();
    assert_eq!(
        explained,
        "Case #1: 1 1  take 1\nCase #2: 0  every move loses\nCase #3: 1 4  take 4\n"
    );
}

#[test]
#[should_panic(expected = "disagrees with the referee")]
fn a_forgotten_winning_move_is_caught() {
    let wrong = EveryTake {
        bug: Bug::ForgetsTheLargestTake,
    };
    assert_agrees_with_referee(&wrong, 1, 300, solve(wrong));
}

#[test]
fn a_case_past_the_budget_is_an_error_at_its_place_with_nothing_printed() {
    let budget = EveryTake {
        bug: Bug::RefusesHeapsPast400,
    };
    let error = solve(budget)("2\n3 1\n450 2\n");
    assert_eq!(
        error.unwrap_err().to_string(),
        "line 3, column 1: a heap of 450 is past 400"
    );
}

/// "T cases of heaps; take 1 or 2 from one heap: print the position's Grundy value", with
/// the value of a heap of n given by `value`.
struct Values {
    value: fn(u64) -> u64,
}

impl Answers for Values {
    type Shape = List<List<Num<u64>>>;
    type Game = Sum<Subtraction>;
    type Answer = GrundyValue;

    fn shape(&self) -> Self::Shape {
        let heaps = list(
            num("n", "heaps", 1..=5, 1..=5).tiny(1..=3),
            num("a", "a heap", 0..=50, 0..=50).tiny(0..=9),
        );
        list(num("T", "cases", 1..=5, 1..=5).tiny(1..=3), heaps).lines()
    }

    fn answer(&self, heaps: &Vec<u64>) -> Result<GrundyValue, InputError> {
        Ok(GrundyValue(
            heaps.iter().fold(0, |x, &n| x ^ (self.value)(n)),
        ))
    }

    fn write(&self, _: &Vec<u64>, value: &GrundyValue, out: &mut String) {
        out.push_str(&value.0.to_string());
    }

    fn claim(&self, heaps: &Vec<u64>, _: &GrundyValue) -> Result<Said, InputError> {
        let values: Vec<u64> = heaps.iter().map(|&n| (self.value)(n)).collect();
        let take = |i: usize, target: u64| Some((values[i] + 3 - target) % 3);
        Ok((grundy::winning_move(&values, take).into(), String::new()))
    }

    fn words(&self, claim: &Claim<(usize, u64)>) -> String {
        claim.say(|(heap, take)| format!("take {take} from heap {}", heap + 1))
    }

    fn positions(&self, cases: &[Vec<u64>]) -> Option<(Sum<Subtraction>, Vec<Vec<u64>>)> {
        Some((Sum(Subtraction::new([1, 2])), cases.to_vec()))
    }
}

#[test]
fn grundy_values_by_the_formula_agree_with_the_mex_of_the_real_rules() {
    let right = Values { value: |n| n % 3 };
    let solve = |text: &str| solve_input(&right, &Options::new(), &mut Scanner::new(text));
    assert_eq!(assert_agrees_with_referee(&right, 1, 200, solve), 200);
}

#[test]
#[should_panic(expected = "disagrees with the referee")]
fn a_wrong_grundy_value_formula_is_caught() {
    let wrong = Values { value: |n| n % 2 };
    let solve = |text: &str| solve_input(&wrong, &Options::new(), &mut Scanner::new(text));
    assert_agrees_with_referee(&wrong, 1, 200, solve);
}

/// How many times [`Counted`]'s rules were asked for moves.
static MOVES_ASKED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Take 1 or 2 from one heap, counting every time the rules are asked.
#[derive(Clone, PartialEq)]
struct Counted;

impl grundy::Game for Counted {
    type Position = u64;
    type Move = u64;

    fn moves(&self, &n: &u64) -> Vec<(u64, u64)> {
        MOVES_ASKED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        (1..=n.min(2)).map(|take| (take, n - take)).collect()
    }
}

struct OneHeap;

impl harness::Verdicts for OneHeap {
    type Shape = List<Num<u64>>;
    type Game = Counted;
    const VERDICTS: [&'static str; 2] = ["First", "Second"];

    fn shape(&self) -> Self::Shape {
        list(
            num("T", "cases", 1..=5, 1..=5),
            num("n", "a heap", 0..=60, 0..=60),
        )
    }

    fn wins(&self, &n: &u64) -> Result<bool, InputError> {
        Ok(n % 3 != 0)
    }

    fn claim(&self, &n: &u64) -> (Claim<u64>, String) {
        ((n % 3 != 0).then_some(n % 3).into(), String::new())
    }

    fn words(&self, claim: &Claim<u64>) -> String {
        claim.say(|take| format!("take {take}"))
    }

    fn positions(&self, heaps: &[u64]) -> Option<(Counted, Vec<u64>)> {
        Some((Counted, heaps.to_vec()))
    }
}

#[test]
fn the_referee_keeps_what_it_searched_for_the_next_input_of_the_same_game() {
    use harness::Problem;
    let input = vec![60, 59];
    let first = OneHeap.referee(&input);
    let asked = MOVES_ASKED.load(std::sync::atomic::Ordering::Relaxed);
    assert!(
        asked >= 60,
        "the first search asks for every heap's moves: {asked}"
    );
    assert_eq!(
        OneHeap.referee(&vec![59, 60, 30]),
        Some("First\nSecond\nSecond\n".to_owned())
    );
    assert_eq!(first, Some("Second\nFirst\n".to_owned()));
    let again = MOVES_ASKED.load(std::sync::atomic::Ordering::Relaxed);
    assert_eq!(again, asked, "the second input was searched again");
}

/// "n heaps, then queries until 0, each a heap's index: does the player to move win that one
/// heap of take 1 or 2?" The solver indexes the setup by the query, as solvers do.
struct HeapAt;

impl harness::Verdicts for HeapAt {
    type Shape = harness::shape::SetupThen<List<Num<u64>>, harness::shape::Cases<Num<usize>>>;
    type Game = Sum<Subtraction>;
    const VERDICTS: [&'static str; 2] = ["First", "Second"];

    fn shape(&self) -> Self::Shape {
        let n = harness::shape::earlier("n");
        let count = num("n", "heaps", 1..=6, 1..=6).tiny(1..=4).remembered(&n);
        let heaps = list(count, num("a", "a heap", 0..=9, 0..=9));
        let index = num("i", "a heap's index", 1..=6, 1..=6).at_most(&n);
        let count = num("q", "queries", 1..=5, 0..=5).tiny(1..=3);
        harness::shape::setup_then(heaps, harness::shape::terminated(&["0"], count, index))
    }

    fn wins(&self, query: &harness::shape::Query<Vec<u64>, usize>) -> Result<bool, InputError> {
        Ok(query.setup[query.query - 1] % 3 != 0)
    }

    fn claim(&self, query: &harness::shape::Query<Vec<u64>, usize>) -> Said {
        let take = query.setup[query.query - 1] % 3;
        ((take != 0).then_some((0, take)).into(), String::new())
    }

    fn words(&self, claim: &Claim<(usize, u64)>) -> String {
        claim.say(|(_, take)| format!("take {take}"))
    }

    fn positions(
        &self,
        queries: &[harness::shape::Query<Vec<u64>, usize>],
    ) -> Option<(Sum<Subtraction>, Vec<Vec<u64>>)> {
        let heap =
            |query: &harness::shape::Query<Vec<u64>, usize>| vec![query.setup[query.query - 1]];
        Some((
            Sum(Subtraction::new([1, 2])),
            queries.iter().map(heap).collect(),
        ))
    }
}

#[test]
fn shrinking_a_setup_never_shows_the_solver_a_query_past_it() {
    // Shrinking the heaps keeps the queries; one past the fewer heaps does not read back,
    // and must be dropped before the solver (which indexes by it) is asked.
    let solve = |text: &str| solve_input(&HeapAt, &Options::new(), &mut Scanner::new(text));
    assert!(grundy_tests::assert_generator_sound(&HeapAt, 40, solve) > 0);
    assert_eq!(assert_agrees_with_referee(&HeapAt, 1, 200, solve), 200);
}
