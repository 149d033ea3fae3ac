# {{name}}

*Source: (judge and problem id).* Fill this in as a short editorial (step 6 of "Adding a
problem", `docs/adding-a-problem.md` in the workspace): every heading below is one a finished
editorial has.

## The game
(The rules in a few sentences; who moves first; who wins.)

## Input and output
(The exact format, with the judge's limits and this solver's.)

## Why the solution is right
(The reduction: Grundy values, why the parts are independent, the lemma it rests on. Every
claim here is checked by `tests/` against an exhaustive search of the rules in
`src/real_rules.rs`: say which test checks which claim.)

## Explain
(How a line of `--explain` reads: the move in the input's own terms, the Grundy values, and
how the standard checks check it: the claim is a value (`claims` in `src/problem.rs`), `words`
says it, and the kit finds the words in the output and has the referee confirm the claim.)

## Cost
(Time and memory, measured with `cargo xtask bench {{name}}`: the judge's maximum and the
worst shapes.)

## Beyond the judge
(How far past the judge's limits the solver still answers exactly, and what it says past that.)

## Traps
(What the naive version, and published solutions, get wrong; the inputs that catch them.)

## Samples
(Where each sample's `.out` comes from: the statement, the referee, or an argument by hand.)
