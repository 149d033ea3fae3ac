//! # The cookbook: a contest statement's layout and answer, declared
//!
//! Each recipe is a whole declaration, as a problem crate's `src/problem.rs` holds it, in a
//! few lines; each is a doc test, so each compiles and runs with `cargo test -p harness`
//! and none can go stale. Read them with `cargo doc -p harness --open` (this page is
//! `harness::cookbook`); the API they use is one click away from each name.
//!
//! A problem of independent cases declares either a [`Verdicts`](crate::Verdicts) (a verdict
//! line a case) or an [`Answers`](crate::Answers) (any answer the real rules decide: every
//! winning move, how many); the solver, the referee's output, `--explain` and every standard
//! check follow. Only a problem whose cases are not independent (one answer for the whole
//! input, a command-line option that sets up the game) writes [`Problem`](crate::Problem) and
//! [`Explained`](crate::Explained) by hand.
//!
//! | the statement | the recipe |
//! |---|---|
//! | T cases, each a list of heaps; `First`/`Second` | [T cases of a list, a verdict each](#t-cases-of-a-list-a-verdict-each) |
//! | lines until `0 0 0` | [Lines until a closing line](#lines-until-a-closing-line) |
//! | cases until the end of the input | [Cases until the end of the input](#cases-until-the-end-of-the-input) |
//! | `Case #3: Alice` | [Numbered lines](#numbered-lines) |
//! | each case brings its own amounts, graph or threshold | [Rules per case](#rules-per-case) |
//! | "print every winning first move, or 0" | [Every winning move](#every-winning-move) |
//! | "how many first moves win" | [A number](#a-number) |
//! | a case this solver cannot answer | [A case the solver refuses](#a-case-the-solver-refuses) |
//! | whoever moves last loses | [Misère play](#misère-play) |
//!
//! ## T cases of a list, a verdict each
//! `T`, then T lines `n a_1 ... a_n`; take any number from one heap; print `First` or
//! `Second`. The scaffold of `cargo xtask new` is this recipe.
//! ```
//! use grundy::{Nim, Sum, nim_sum, winning_move};
//! use harness::shape::{List, Num, list, num};
//! use harness::{Claim, InputError, Options, Verdicts, solve_text, values_said};
//!
//! struct Heaps;
//! impl Verdicts for Heaps {
//!     type Shape = List<List<Num<u64>>>;
//!     type Game = Sum<Nim>;
//!     const VERDICTS: [&'static str; 2] = ["First", "Second"];
//!     fn shape(&self) -> Self::Shape {
//!         let heap = num("a_i", "a heap", 0..=10u64.pow(9), 0..=u64::MAX).tiny(0..=4);
//!         let heaps = list(num("n", "the number of heaps", 1..=100, 1..=10_000).tiny(1..=3), heap);
//!         list(num("T", "the number of cases", 1..=100, 1..=10_000).tiny(1..=3), heaps.inline()).lines()
//!     }
//!     fn wins(&self, heaps: &Vec<u64>) -> Result<bool, InputError> {
//!         Ok(nim_sum(heaps.iter().copied()) != 0)
//!     }
//!     fn claim(&self, heaps: &Vec<u64>) -> (Claim<(usize, u64)>, String) {
//!         let found = winning_move(heaps, |i, target| Some(heaps[i] - target));
//!         (found.into(), values_said(heaps))
//!     }
//!     fn words(&self, claim: &Claim<(usize, u64)>) -> String {
//!         claim.say(|(i, take)| format!("take {take} from heap {}", i + 1))
//!     }
//!     fn positions(&self, cases: &[Vec<u64>]) -> Option<(Sum<Nim>, Vec<Vec<u64>>)> {
//!         let small = cases.iter().flatten().all(|&a| a <= 8);
//!         small.then(|| (Sum(Nim), cases.to_vec()))
//!     }
//! }
//! assert_eq!(solve_text(&Heaps, &Options::new(), "2\n2 1 1\n1 5\n")?, "Second\nFirst\n");
//! # Ok::<(), InputError>(())
//! ```
//!
//! ## Lines until a closing line
//! Three heaps a line until `0 0 0`: the cases are [`terminated`](crate::shape::terminated),
//! and a line of three numbers is a [`record`](crate::shape::record) into an array. Only the
//! shape differs from the recipe above.
//! ```
//! use harness::shape::{Cases, Num, Record, Shape, num, record, terminated};
//!
//! fn shape() -> Cases<Record<(Num<u64>, Num<u64>, Num<u64>), [u64; 3]>> {
//!     let heap = |name| num(name, "a heap", 1..=1000, 1..=1000).tiny(1..=9);
//!     let heaps = record((heap("m"), heap("n"), heap("p")), |(m, n, p)| [m, n, p], |&[m, n, p]| (m, n, p));
//!     terminated(&["0", "0", "0"], num("lines", "the number of lines", 1..=100, 0..=1000), heaps)
//! }
//! assert_eq!(shape().read_all("1 2 3\n4 5 6\n0 0 0\n"), Ok(vec![[1, 2, 3], [4, 5, 6]]));
//! ```
//!
//! ## Cases until the end of the input
//! [`until_end`](crate::shape::until_end): the count is not in the text (its name is for
//! `--help`), only its range.
//! ```
//! use harness::shape::{Cases, List, Num, Shape, list, num, until_end};
//!
//! fn shape() -> Cases<List<Num<u64>>> {
//!     let apples = num("a_i", "the apples in a group", 1..=100, 1..=u64::MAX).tiny(1..=4);
//!     let case = list(num("n", "the number of groups", 1..=100, 1..=1000).tiny(1..=3), apples);
//!     until_end(num("cases", "the number of cases", 1..=100, 1..=1000).tiny(1..=3), case)
//! }
//! assert_eq!(shape().read_all("2\n3 4\n1\n5\n"), Ok(vec![vec![3, 4], vec![5]]));
//! ```
//!
//! ## Numbered lines
//! `Case #k: Alice`: the recipe of a verdict a case, and one more method. The referee's lines
//! are numbered by the same method; the official samples' `.out` check the words.
//! ```ignore
//! fn prefix(&self, number: usize) -> String {
//!     format!("Case #{number}: ")
//! }
//! ```
//!
//! ## Rules per case
//! Each case brings its own largest take `k` (take 1 to k from the heap): the referee's
//! game is one [`grundy::PerCase`], built from each case's rules and position.
//! ```
//! use grundy::{PerCase, Subtraction, Sum};
//!
//! type Game = PerCase<Sum<Subtraction>>;
//! fn positions(cases: &[(u64, u64)]) -> Option<(Game, Vec<(usize, Vec<u64>)>)> {
//!     let own = |&(heap, most): &(u64, u64)| (Sum(Subtraction::new(1..=most)), vec![heap]);
//!     Some(PerCase::of(cases.iter().map(own)))
//! }
//! let (_, positions) = positions(&[(7, 2), (6, 3)]).unwrap();
//! assert_eq!(positions, [(0, vec![7]), (1, vec![6])]);
//! ```
//!
//! ## Every winning move
//! "Print the number of winning first moves, then each as `heap amount`, in increasing
//! order": an [`Answers`](crate::Answers) whose answer is
//! [`WinningMoves`](crate::WinningMoves). The referee lists every move of the real rules that
//! leaves a lost position, and both lists are written by `write` (which sorts, so neither
//! order matters): the kit checks that no winning move is missing and none is extra.
//! ```
//! use grundy::{Nim, Sum, nim_sum};
//! use harness::shape::{List, Num, list, num};
//! use harness::{Answers, Claim, InputError, Options, WinningMoves, solve_text};
//!
//! struct EveryMove;
//! impl Answers for EveryMove {
//!     type Shape = List<List<Num<u64>>>;
//!     type Game = Sum<Nim>;
//!     type Answer = WinningMoves<(usize, u64)>;
//!     fn shape(&self) -> Self::Shape {
//!         let heap = num("a_i", "a heap", 1..=10u64.pow(9), 1..=u64::MAX).tiny(1..=6);
//!         let heaps = list(num("n", "the number of heaps", 1..=10, 1..=1000).tiny(1..=3), heap);
//!         list(num("T", "the number of cases", 1..=10, 1..=1000).tiny(1..=2), heaps).lines()
//!     }
//!     fn answer(&self, heaps: &Vec<u64>) -> Result<Self::Answer, InputError> {
//!         let sum = nim_sum(heaps.iter().copied());
//!         let takes = heaps.iter().enumerate().filter(|&(_, &a)| a ^ sum < a);
//!         Ok(WinningMoves(takes.map(|(i, &a)| (i, a - (a ^ sum))).collect()))
//!     }
//!     fn write(&self, _: &Vec<u64>, every: &Self::Answer, out: &mut String) {
//!         let mut moves = every.0.clone();
//!         moves.sort();
//!         out.push_str(&moves.len().to_string());
//!         for (i, take) in moves {
//!             out.push_str(&format!("\n{} {take}", i + 1));
//!         }
//!     }
//!     fn claim(&self, _: &Vec<u64>, every: &Self::Answer) -> Result<(Claim<(usize, u64)>, String), InputError> {
//!         Ok((every.first_claim(), String::new()))
//!     }
//!     fn words(&self, claim: &Claim<(usize, u64)>) -> String {
//!         claim.say(|(i, take)| format!("take {take} from heap {}", i + 1))
//!     }
//!     fn positions(&self, cases: &[Vec<u64>]) -> Option<(Sum<Nim>, Vec<Vec<u64>>)> {
//!         Some((Sum(Nim), cases.to_vec()))
//!     }
//! }
//! // Heaps 3 and 5 (nim-sum 6): only 5 drops, to 5 ^ 6 = 3. Heaps 2 and 2: no move wins.
//! assert_eq!(solve_text(&EveryMove, &Options::new(), "2\n2\n3 5\n2\n2 2\n")?, "1\n2 2\n0\n");
//! // Explained, the explanation ends the answer's first line.
//! let explained = solve_text(&EveryMove, &Options::new().explained(), "1\n2\n3 5\n")?;
//! assert_eq!(explained, "1  take 2 from heap 2\n2 2\n");
//! # Ok::<(), InputError>(())
//! ```
//!
//! The judge's largest input is the shape's [`most`](crate::shape::Shape::most) (every count
//! and number at its judge maximum); where the statement bounds what the shape cannot say (no
//! judge maximum on the number of cases, a total over cases), give it with `judge_max`. An
//! explanation whose words stand inside a sentence of the case's own overrides
//! `explanation(case, claim, rest)`.
//!
//! ## A number
//! "How many first moves win": the answer is [`WinningMoveCount`](crate::WinningMoveCount),
//! and `write` prints it; the referee counts the winning moves of the real rules.
//! ```ignore
//! type Answer = WinningMoveCount;
//! fn answer(&self, heaps: &Vec<u64>) -> Result<WinningMoveCount, InputError> {
//!     let sum = nim_sum(heaps.iter().copied());
//!     Ok(WinningMoveCount(heaps.iter().filter(|&&a| a ^ sum < a).count() as u64))
//! }
//! fn write(&self, _: &Vec<u64>, count: &WinningMoveCount, out: &mut String) {
//!     out.push_str(&count.0.to_string());
//! }
//! ```
//!
//! ## A case the solver refuses
//! A case the solver cannot answer (a heap past its table, no period found) is an error at
//! the value's place, one `error:` line with nothing printed: read the value with its place
//! ([`at`](crate::shape::at)) and return the error from `wins` or `answer`.
//! ```
//! use harness::shape::{At, Shape, at, num};
//! use harness::InputError;
//!
//! fn wins(heap: &At<u64>) -> Result<bool, InputError> {
//!     if heap.value > 1_000_000 {
//!         return Err(InputError::at(heap.pos, format!("a heap of {} is past this solver's table", heap.value)));
//!     }
//!     Ok(heap.value % 3 != 0)
//! }
//! let heap = at(num("n", "a heap", 0..=1000, 0..=u64::MAX)).read_all("\n 2000000")?;
//! assert_eq!(wins(&heap).unwrap_err().to_string(), "line 2, column 2: a heap of 2000000 is past this solver's table");
//! # Ok::<(), InputError>(())
//! ```
//!
//! ## Misère play
//! Whoever makes the last move loses: the referee's game is [`grundy::Misere`] around the
//! normal one, and a won position with no move left (every heap gone) is claimed with
//! [`Claim::WinsWithNoMove`](crate::Claim::WinsWithNoMove).
//! ```
//! use grundy::{Misere, Nim, Referee, Sum, misere_winning_move};
//! use harness::Claim;
//!
//! fn claim(heaps: &[u64]) -> Claim<(usize, u64)> {
//!     if heaps.iter().all(|&a| a == 0) {
//!         return Claim::WinsWithNoMove;
//!     }
//!     misere_winning_move(heaps, |i, target| (target < heaps[i]).then(|| heaps[i] - target)).into()
//! }
//! let mut referee = Referee::new(Misere(Sum(Nim)));
//! assert!(referee.wins(&vec![]) && claim(&[]) == Claim::WinsWithNoMove);
//! assert_eq!(claim(&[1, 1]), Claim::Wins((0, 1)));
//! ```
